/* check_library.c - the library of variants that Fairy-Stockfish also
 * plays (data/almost.ini ... data/sortofalmost.ini): perft counts from
 * Fairy-Stockfish, the start positions written as it writes them, and the
 * rules of the library that perft alone does not show (Berolina en
 * passant, castling of the 10-file boards, Shako's castling on the second
 * rank, Knightmate's royal Knight, Makruk's promotion, per-side promotion),
 * and the games XBoard knows by name (xboard-name), saved under that name.
 *
 * How the numbers were produced: Fairy-Stockfish (commit c19b5f6c, built
 * with largeboards=yes; no code shared with leaper) was given
 * "setoption name UCI_Variant value NAME" and "go perft N" from its start
 * position and from two positions it reached by random legal moves from
 * there (the moves are in the comment above each position, in its
 * coordinates; the FEN is what its "d" command printed). Depth 4 rows of
 * more than 5,000,000 leaves were left out, so those positions are checked
 * to depth 3. The positions and after-move FENs of the rule tests were
 * also written by Fairy-Stockfish.
 *
 * FEN mapping. The files use Fairy-Stockfish's piece letters, so its FENs
 * read as they are: the castling field is KQkq in both programs, also on
 * 10-file boards and on Shako's second rank; en passant is the square
 * passed over, and for a Berolina pawn Fairy-Stockfish adds the pawn's own
 * square ("c3d4" after b2-d4), which leaper reads and writes the same way.
 * Two things would need mapping but occur in none of the positions here:
 * a "~" after a promoted piece (left out: leaper keeps no promoted marks),
 * and Makruk's counting, which Fairy-Stockfish writes in the en-passant
 * and halfmove fields once it has started ("- 128 6" is "- 0" for leaper,
 * which has no counting rules).
 *
 * Like check_perft.c, rows of DEEP_LIB leaves or more run only in
 * check_perft_full (PERFT_DEEP, the ordinary build); check_rules runs the
 * rest through the verifying build.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "movegen.h"
#include "notation_coord.h"
#include "pgn.h"
#include "position.h"
#include "san.h"
#include "suites.h"

#define DEEP_LIB 100000

/* One perft row: a variant, a position (NULL for its start) and the
 * number of leaves at one depth. */
struct lib_row {
	const char *variant;
	const char *fen;
	int depth;
	uint64_t nodes;
};

/* b1a3 d7d6 b2b3 c8i2 c1d3 i2h4 e2e4 e8c6 i1j3 h7h6 a3b5 c6e8 c2c4 h8g6 d1c2 g8i6 j1i1 */
#define CAPABLANCA_1 "rn1bqk2nr/ppp1ppp1pp/3p2cpb1/1N8/2P1P2a2/1P1A5N/P1BP1PPP1P/R3QKBCR1 b Qkq - 4 9"
/* f2f4 g7g5 e2e3 i7i5 b1a3 c7c5 h1f2 g5g4 j2j4 i5j4 f2e4 b7b5 d1f3 a7a5 e1f2 j7j6 e4e5
 * b8c6 e5g6 f7g6 j1j3 h7h5 c1e2 g6g5 f2g3 a5a4 f3d5 i8g7 a1c1 c6b4 f1e1 g8h7 j3j2 b4a6
 * d5a8 c8d6 f4f5 j6j5 i1j3 d8c7 b2b3 h8g6 i2i4 */
#define CAPABLANCA_2 "B3qk3r/2bpp1nb2/n2a2c3/1pp2Ppp1p/p5p1Pp/NP2P1Q2N/P1PPA1PP1R/2R1K1B3 b k i3 0 22"
/* b2b3 j7j5 c1a3 e8f6 a3c5 b8c6 d2d3 f6g6 i2i4 g6h4 c2c3 d7d6 i4i5 g7g5 b1d2 */
#define GOTHIC_1 "r1bq1kabnr/ppp1pp1pp1/2np6/2B3p1Pp/7c2/1PPP6/P2NPPPP1P/R2QCKABNR b KQkq - 1 8"
/* i1h3 c7c5 d2d4 f7f6 d1d3 c5d4 a2a3 i7i5 c1i7 b7b5 d3f3 b5b4 e1d3 b4b3 e2e3 a7a6 f3g3
 * g8c4 g3g5 h8i7 i2i4 c4d6 g5h4 c8b7 g1e2 a8a7 c2c4 a7a8 d3f4 h7h5 g2g4 b7h1 e2g3 b8c6
 * f4d4 j7j5 h3i1 e7e6 d4d2 h5i4 h4i3 d6e5 d2b3 */
#define GOTHIC_2 "r2qck2nr/3p2p1b1/p1n1pp4/4a3pp/2P3P1p1/PC2P1A1Q1/1P3P1P1P/RN3K1bNR b KQk - 0 22"
/* h2h3 e7e6 e2e3 d8f6 c2c4 i7i6 g1h2 f6j2 f1g1 h7h6 e3e4 g8i7 g1f3 i7g8 */
#define EMBASSY_1 "rnb1kcabnr/pppp1pp2p/4p2pp1/10/2P1P5/5C1P2/PP1P1PPAPq/RNBQK2BNR w KQkq - 3 8"
/* c2c4 h7h5 d2d3 b7b6 f1e3 i7i5 g1h3 f8g6 e3g3 b8a6 g3f1 g6j6 c1e3 j6i4 h3i5 b6b5 g2g4
 * b5b4 e3c5 i4h4 d1b3 i8j6 b1d2 e7e5 h1f3 j6h7 i1j3 f7f5 f3d5 d7d6 f2f3 g8d5 a2a4 b4a3
 * b3b6 d5b4 g4h5 a6c5 f1f2 h7i5 j1g1 c5e6 f2g4 */
#define EMBASSY_2 "r1bqk2b1r/p1p3p2p/1Q1pn5/4pp1Pn1/1aP3Cc2/p2P1P3N/1P1NP2PPP/R3K1R3 b Qkq - 3 22"
/* b2b4 e7e6 e2e3 g7g5 h2h4 b7b5 c2c4 c8b6 a2a3 i8g7 h1g3 h8i6 */
#define JANUS_1 "rj1bkqb2r/p1pp1pjppp/1n2p3n1/1p4p3/1PP4P2/P3P1N3/3P1PP1PP/RJNBKQB1JR w KQkq - 3 7"
/* b1a3 b7b6 a3b5 a7a5 i1j3 i7i5 j3i5 j7j5 a2a3 j5j4 i5h6 i8j6 h6f7 f8f7 j2j3 j6i8 b5a4
 * f7b3 g2g4 g8f7 h2h4 h8j7 j1i1 f7g8 h1i3 e8f8 i3j1 e7e5 f1h3 c7c6 c2b3 g8d5 i2i4 c6c5
 * f2f4 b6b5 h3c3 e5f4 g4g5 b8e5 g1e3 */
#define JANUS_2 "r1nb1k2jr/3p2pp1n/10/pppbj1P3/J4p1PPp/PPQ1B4P/1P1PP5/R1NBK3RN b Q - 2 21"
/* a2a3 a7a5 d1c3 b7b5 f2f4 a5a4 g2g4 d7d5 c3d5 e7e5 f4f5 d8e6 f5e6 h7h6 */
#define ALMOST_1 "rnb1kbnr/2p2pp1/4P2p/1p1Cp3/p5P1/P7/1PPPP2P/RNB1KBNR w KQkq - 0 8"
/* c2c3 b7b5 g2g3 g8f6 f2f3 a7a6 f3f4 f6e4 g1h3 e4f2 h3f2 g7g5 f2e4 a6a5 a2a3 c7c5 e4f6
 * e7f6 d1f2 g5g4 h1g1 b8c6 b2b3 a8b8 e2e3 c8b7 e1e2 c6e7 c1b2 b7c6 e2d3 e7g6 g1h1 c6g2
 * d3c2 d8e6 f2e2 g2a8 e2e1 b8d8 e1d1 */
#define ALMOST_2 "b2rkb1r/3p1p1p/4cpn1/ppp5/5Pp1/PPP1P1P1/1BKP3P/RN1C1B1R b k - 16 21"
/* d1e3 a7a6 b1a3 e7e5 e3e5 f8e7 d2d4 h7h6 e5a5 e7c5 g1f3 c5d4 */
#define CHIGORIN_1 "rbbqk1br/1ppp1pp1/p6p/C7/3b4/N4N2/PPP1PPPP/R1N1KN1R w KQkq - 0 7"
/* b1a3 b7b5 f1g3 c8a6 f2f4 d7d5 f4f5 b5b4 b2b3 h7h6 d1f2 h6h5 c1d3 a6c4 f2d1 c7c6 g3e4
 * h8h6 b3c4 d5c4 d1f2 d8d6 f2f1 d6h2 f5f6 h6h8 a1c1 h2e5 h1h5 c6c5 g1h3 e5a1 e4g5 a1e5
 * g5f3 e5c7 f1g3 c7b6 h5f5 b6a6 d3b2 a6d6 h3f2 g7g5 e2e4 */
#define CHIGORIN_2 "rb2kbbr/p3pp2/3q1P2/2p2Rp1/1pp1P3/N4NC1/PNPP1NP1/2R1K3 b q - 0 23"
/* g1f3 g8f6 d2d4 h7h5 h2h4 g7g6 d1d2 f6g8 d2d3 e7e5 d3a6 g8f6 */
#define AMAZON_1 "rnbakb1r/pppp1p2/A4np1/4p2p/3P3P/5N2/PPP1PPP1/RNB1KB1R w KQkq - 2 7"
/* e2e3 b8c6 g1e2 b7b5 c2c4 e7e6 a2a3 g8f6 f2f3 c8a6 d1c2 h8g8 a1a2 f6d5 c2b4 g7g5 e2g1
 * g5g4 c4d5 g4f3 b1c3 f8e7 b4h4 g8g7 d2d3 f7f5 h4h5 g7f7 g2g4 c6e5 f1e2 b5b4 a3b4 f3e2
 * g1h3 d7d6 h5f5 e8d7 f5f3 a6d3 c3e2 d8b7 f3e4 b7a5 */
#define AMAZON_2 "r7/p1pkbr1p/3pp3/a2Pn3/1P2A1P1/3bP2N/RP2N2P/2B1K2R w K - 3 23"
/* d2d4 b7b5 f2f4 a7a5 h2h3 b8a7 b2b4 e7e5 e2e3 a7b6 g1h2 c7c5 f1d3 */
#define KNIGHTMATE_1 "r1bqkbmr/3p1ppp/1m6/ppp1p3/1P1P1P2/3BP2P/P1P3PM/RMBQK2R b KQkq - 1 7"
/* d2d4 h7h6 a2a3 h6h5 c1h6 f7f5 e1d3 f5f4 a1a2 h8h7 d3c1 f4f3 g2g3 e7e5 g3g4 h7h6 c2c3
 * h5g4 e2f3 b7b6 f3g4 h6h5 d1f3 f8b4 c1e2 b6b5 g4g5 b4a5 f3g3 d8f6 f2f4 f6f5 f4e5 c7c5
 * g3g2 b8b7 g2c6 g8f7 g1g2 h5g5 c6f6 f5f4 b1a1 */
#define KNIGHTMATE_2 "r1b1k3/pm1p1mp1/5Q2/bpp1P1r1/3P1q2/P1P5/RP2K1MP/M4B1R b q - 3 22"
/* d2d4 g7g6 c2c3 a7a5 d1c2 e7e6 h2h4 d8e7 e2e3 e6e5 b2b4 f7f5 g2g4 g6g5 a2a4 f8g7 g1e2
 * g7f8 */
#define HOPPELPOPPEL_1 "rnb1kbnr/1pppq2p/8/p3ppp1/PP1P2PP/2P1P3/2Q1NP2/RNB1KB1R w KQkq - 3 10"
/* e2e4 b7b5 e1e2 c8b7 b1c3 a7a5 e4e5 b7d5 g2g3 d5c3 b2c3 d7d5 g1f3 g8h6 c1a3 f7f6 a1b1
 * b8d7 e2e1 a8b8 h2h4 h6g8 f3h2 h7h6 b1b5 b8c8 b5b7 a5a4 d1a1 d7b6 a1b2 g7g5 d2d3 d8d7
 * f1h3 b6c4 b7b8 e7e6 h3g4 d7b5 h1f1 c4a5 f2f4 b5b3 */
#define HOPPELPOPPEL_2 "1Rr1kbnr/2p5/4pp1p/n2pP1p1/p4PBP/BqPP2P1/PQP4N/4KR2 w k - 1 23"
/* b1c3 g7g6 b2b4 h7h5 d2d3 a7a6 c1b2 a6a5 a1b1 g8h6 c3d5 a8a6 b2e5 g6g5 */
#define NEWZEALAND_1 "1nbqkb1r/1ppppp2/r6n/p2NB1pp/1P6/3P4/P1P1PPPP/1R1QKBNR w Kk - 0 8"
/* d2d3 f7f5 b1d2 a7a6 d2b1 e7e5 b2b3 h7h6 c1a3 c7c5 d3d4 e5e4 a3b4 b7b6 b4d2 f8e7 d4d5
 * d8c7 g1h3 c7d6 b1a3 e7f6 h3h6 c8b7 g2g4 d6e6 c2c4 f6e5 d2f4 e5c7 f4d2 b6b5 a1b1 g8f6
 * d2c1 c7b6 a3a6 f6h5 d5e6 d7d5 f1g2 b6d8 */
#define NEWZEALAND_2 "rn1bk2r/1b4p1/N3P2N/1ppp1p1n/2P1p1P1/1P6/P3PPBP/1RBQK2R w Kkq - 2 22"
/* b1d5 d7d6 f2f4 f7f5 g1e5 b8e2 e5g4 g8f6 d2d4 c8e6 f1e2 d8c8 h1f1 c8b8 e2b5 e8d8 */
#define NIGHTRIDER_1 "rq1k1b1r/ppp1p1pp/3pbn2/1B1N1p2/3P1PN1/8/PPP3PP/R1BQKR2 w Q - 5 9"
/* c2c4 b8d4 f2f3 b7b5 d1b3 g8e4 d2d3 b5c4 h2h3 e4g3 h3h4 g3e4 b3d1 d7d6 b1c3 e4c3 a2a3
 * d6d5 c1f4 c3d1 h1h3 c8a6 g2g4 d4f5 e1d2 f5b7 h3g3 d1f2 a1d1 b7c5 d1e1 c5b7 f4g5 e7e6
 * e1c1 d8g5 h4g5 e6e5 b2b3 b7f5 g1h3 f2d3 g3g1 */
#define NIGHTRIDER_2 "r3kb1r/p1p2ppp/b7/3ppnP1/2p3P1/PP1n1P1N/3KP3/2R2BR1 b kq - 1 22"
/* g2g4 e6e5 c3c4 a7c5 f2f4 c5c3 d2d4 a8a7 f1g2 g7g5 g4c8 d8c8 b2b4 b7b5 d4b2 */
#define GRASSHOPPER_1 "1nq1kbnr/r1gggg1g/pppp1ppp/1g2p1g1/1GP2G2/PPgPPPPP/GGG1G1BG/RNBQK1NR b KQk - 3 8"
/* h2f4 f7h5 e2e4 d6d5 f2d4 d7f7 f4f7 b8d7 d4d6 b7b5 h3h4 d7c5 d2b4 c5e4 b2d4 c8d7 g1e2
 * b5b7 c2c4 e8f7 f3e4 a8b8 a3a4 h5h3 h4h5 a7c5 g2d5 f7e8 b1d2 e6e5 f1g2 e7e4 h5g6 b7d5
 * d2f3 d7f5 e2f4 d5d3 f3d2 f5e6 f4d3 */
#define GRASSHOPPER_2 "1r1qkbnr/2g3gg/pppGbpPp/2g1p3/PGGGg3/1PPNP1Pg/G2N2B1/R1BQK2R b KQ - 0 21"
/* d2f4 e7c5 b1d2 b7c6 g1f3 c5d4 d2c4 d7f5 f3h4 d4c3 c4a5 f8a3 c1e3 g7e5 */
#define BEROLINA_1 "rnbqk1nr/p1p2p1p/2p5/N3pp2/5P1N/b1p1B3/PPP1PPPP/R2QKB1R w KQkq e5f6 0 8"
/* c2b3 b8c6 b3c4 f7e6 d1a4 c6a5 d2f4 g8f6 g2h3 b7d5 b1d2 a7b6 f2e3 d7b5 d2e4 h7f5 e4c3
 * f6e4 a4c2 e7g5 c2d1 e4g3 e2f3 h8h4 c3e4 b5a4 d1d3 c8a6 e3d4 g3e4 e1e2 h4f4 h2g3 a4b3
 * a1b1 a6b7 d3c3 f4f3 b1a1 e8e7 g1f3 e4c5 c3e3 g7e5 */
#define BEROLINA_2 "r2q1b2/1bp1k3/1p2p3/n1npppp1/2PP4/1p2QNPP/PP2K3/R1B2B1R w - e5f6 0 23"
/* f1e2 c8c7 d3d4 e8d7 e1f2 d7c8 a1a2 h6h5 f3f4 b6b5 e2d3 h8h7 f2e1 h7e7 */
#define MAKRUK_1 "rnkm1sn1/2s1r3/p1ppppp1/1p5p/3P1P2/PPPSP1PP/R7/1NSKM1NR w - - 4 8"
/* d1c2 h6h5 g3g4 e8f7 h3h4 c8d7 b1d2 h5g4 a1a2 d6d5 f1f2 d8c7 c2b1 f7e8 d3d4 b6b5 g1e2
 * c7d6 b1a1 h8h7 h1f1 a6a5 f3g4 h7e7 h4h5 b5b4 f2g1 g6g5 f1f2 b8a6 a2c2 a8c8 a3b4 d6c7
 * h5h6m e7g7 f2f4 a5b4 f4f6 e6e5 h6g7 e5d4 */
#define MAKRUK_2 "2r1ksn1/2ms2M1/n1p2R2/3p2p1/1p1p2P1/1PP1P3/2RNN3/K1S1M1S1 w - - 0 22"
/* a2a3 b8a6 f1d3 g8h6 d3f5 h6f5 f2f3 f8h6 e2e3 a6c5 e3e4 c5e4 g1h3 */
#define SHATRANJ_1 "r1bkq2r/pppppppp/7b/5n2/4n3/P4P1N/1PPP2PP/RNBKQ2R b - - 1 7"
/* g2g3 f8d6 a2a3 b8a6 f1h3 g7g6 h3f5 a6b4 f5d7 e8d7 f2f3 a7a6 e2e3 g8h6 g3g4 h6g8 b2b3
 * a8b8 e3e4 d8e8 f3f4 g8f6 h2h3 f6e4 d2d3 b7b6 d3d4 g6g5 c2c3 e8d8 h3h4 d7e6 g1h3 f7f6
 * h4h5 b4d3 a3a4 h8e8 h5h6 e8g8 f4g5 c7c6 h1h2 d8d7 b1d2 */
#define SHATRANJ_2 "1rb3r1/3kp2p/pppbqp1P/6P1/P2Pn1P1/1PPn3N/3N3R/R1BKQ3 b - - 3 23"
/* g1h3 e7e6 a2a3 g8e7 b1c3 g7g6 h1g1 e7d5 e2e3 b8c6 c3a2 c6d4 g2g3 d4b3 e3e4 */
#define CHATURANGA_1 "r1bqkb1r/pppp1p1p/4p1p1/3n4/4P3/Pn4PN/NPPP1P1P/R1BQKBR1 b - - 0 8"
/* b1c3 b8c6 e2e3 f8h6 d2d3 g8f6 c3e2 e7e6 b2b3 c8a6 g2g3 h6f8 g1h3 f6g4 c2c3 c6b8 b3b4
 * g7g6 c3c4 g4h2 e2c3 g6g5 a1b1 h2f1 e1f1 b8c6 f1g2 c6d4 h3g1 d8e7 h1h5 h7h6 g2h2 e7f6
 * c3d5 h8h7 a2a3 b7b6 d5f6 e8e7 */
#define CHATURANGA_2 "r4b2/p1ppkp1r/bp2pN1p/6pR/1PPn4/P2PP1P1/5P1K/1RBQ2N1 w - - 1 21"
/* e2e4 g7g6 f1e2 d7d6 a2a4 h7h5 d2d4 a7a6 a4a5 g8h6 g1f3 b7b6 c1g5 c8e6 */
#define NOCASTLE_1 "rn1qkb1r/2p1pp2/pp1pb1pn/P5Bp/3PP3/5N2/1PP1BPPP/RN1QK2R w - - 2 8"
/* g1f3 h7h6 b2b4 g8f6 d2d3 g7g6 g2g3 c7c5 c1b2 c5c4 d1d2 a7a5 d2g5 f6g4 g5h6 f7f6 d3c4
 * h8g8 f3d4 g4h2 h6e3 h2f1 e3d3 f1d2 h1h6 b8a6 h6h3 f8h6 h3h1 e7e5 d4c6 f6f5 d3d5 d2f1
 * b4a5 e5e4 d5d3 f1h2 b1a3 g8f8 c2c3 h2f3 e1f1 b7b5 */
#define NOCASTLE_2 "r1bqkr2/3p4/n1N3pb/Pp3p2/2P1p3/N1PQ1nP1/PB2PP2/R4K1R w - b6 0 23"
/* f2f4 g8f6 g2g4 g7g6 d2d3 f6e4 b1a3 c7c5 d1f2 e4g5 c1e3 d8c7 e3c5 g5h3 e1d2 a7a6 a3c4
 * c7c6 */
#define SORTOFALMOST_1 "rnb1kb1r/1p1ppp1p/p1q3p1/2B5/2N2PP1/3P3n/PPPKPC1P/R4BNR w kq - 2 10"
/* f2f4 g8h6 a2a3 h6g8 d2d4 a7a6 c2c3 b7b5 g1h3 h7h6 c3c4 g8f6 f4f5 h6h5 d1c3 e7e6 g2g3
 * f6g8 c3b3 b5c4 b3c3 f8d6 h3f2 c7c6 f5e6 d7e6 c1e3 e8e7 c3b5 f7f5 e3d2 d8b6 f2g4 g7g6
 * b5d5 e7d7 h2h4 c8b7 d5c7 d6c7 d2b4 b6c5 b1d2 */
#define SORTOFALMOST_2 "rn4nr/1bbk4/p1p1p1p1/2q2p1p/1BpP2NP/P5P1/1P1NP3/R3KB1R b KQ - 3 22"
/* a2a4 b9c7 d1c3 b8b7 b2b3 a9b9 c3g7 c9a7 c2c4 b9b8 g7f6 c7b5 f2f3 h8h7 a1a3 b5c3 g1a7
 * h9i7 */
#define MODERN_1 "3qkmb1r/prppppp1p/Bp5pn/5M3/9/P1P6/RPn2P3/3PP1PPP/1NB1KQ1NR w Kk - 1 10"
/* f2f3 a8a6 b1a3 a6a5 h1g3 c8c7 g3h1 f8f7 b2b3 g8g6 a3c4 b8b7 g1d4 h9i7 g2g3 i7g8 c1a3
 * b7b6 a3g9 i9g9 d4b2 g8e7 b2g7 g9g7 g3g4 f9h7 a2a4 h7g5 f1g1 g5i7 c4b2 i7h9 g1b6 e7f5
 * c2c3 h9g8 g4g5 f5h6 d1e3 i8i7 b6a6 d9c8 i2i3 d8d7 e3b6 h6f5 */
#define MODERN_2 "rnb1k4/2q1p1mp1/2pp1pr1p/QM4p2/p4nP2/P8/1PP2P2P/1N1PP2P1/R3K2NR w KQq - 2 24"
/* f2f3 b9c7 f1g3 h8h6 e2e4 g8g6 b2b4 f9e7 d1e2 i8i6 e2b5 g6g5 */
#define CHANCELLOR_1 "r1bqk1nbr/pppppp3/2n1c4/7pp/1Q4p2/1P2P4/5PC2/P1PP2PPP/RNB1K1NBR w KQkq - 0 7"
/* b1c3 f9e7 c3b5 c8c7 f1e3 b8b6 e1f1 e7e5 f2f4 c9a7 e3c4 e5g5 a1b1 d9c9 b5a7 g5e4 c4d4
 * h8h6 g2g3 e8e6 d4d8 g9f7 g1h3 e4a4 d8f8 g8g7 i2i3 a4b4 a7b5 b4d5 b2b3 a8a7 d2d4 d5h5
 * b1b2 h5e5 b5a3 e5e3 f1g1 e3e2 d1e2 c9d8 */
#define CHANCELLOR_2 "rn2k2br/3q1C2p/p1p2np2/1p2p2p1/9/3P1P3/NP4PNP/PRP1Q2P1/2B3KBR w kq - 1 22"
/* a3a5 c9b7 e2d1 b9c9 d1e2 h9g7 c3c4 d8d7 f3f5 a10f10 e2h5 f10i10 a1c1 i9h9 */
#define SHAKO_1 "8cc/e1rbqkbr1e/ppp1pppppp/1n1p2n3/10/P4P1Q2/2P7/1P1PP1PPPP/ERNB1KBNRE/2C6C w KQ - 5 8"
/* d3d4 h8h6 e2d1 h9f10 e3e4 a10e10 g3g5 a9b10 i3i4 g9j6 h3h4 f9g10 c3c4 j10h10 j1f1 d8d6
 * i4i5 h10h9 c2e3 j6i5 i2i5 b10a9 j2i1 g10h10 d1e2 j8j6 i5i6 h10i10 e3g4 h9h10 h2j1 b8b7
 * i6j6 e9f9 j6j4 j9h7 j4j9 g8g7 d2f4 d6d5 */
#define SHAKO_2 "4cn1ck1/ernb1q2rR/p1p1pp2p1/1p4pe2/7p2/3p2P3/2PPPBNP2/PP3P3P/ER2QKB3/C4C2EN w Q - 0 21"
/* e2e3 d4d3 b1c3 d5d4 c3d5 b4b3 a2b3 d3c2 d5b4 d4d5 d1e2 c5b4 e2d1 d5d4 e1e2 */
#define GARDNER_1 "rn2k/pbpqp/1P2P/1PpPK/R1BQ1 b - - 3 8"
/* a2a3 b5c3 b2b3 c3e2 c1b2 c4c3 b3a4 b4b3 c2b3 e4e3 b2c3 e2c1 d1c1 d4c3 e1e2 c5b4 d2c3
 * d5d3 e2e1 a5b5 b1d2 b5d5 d2c4 e5e4 c4a5 b4c5 c1b2 d3d2 b2d2 c5b4 d2a2 b4a3 e1e2 e4e5
 * a2b2 d5d4 a1e1 d4c4 e2d3 e3e2 a5c4 e5d5 */
#define GARDNER_2 "3k1/P1N2/bPPK1/1Q2p/4R w - - 1 22"
/* c2c3 f5f4 f2f3 b5b4 c3c4 b6a4 e1d3 a6b6 c1c3 c6b5 c4d5 d6d5 */
#define LOSALAMOS_1 "1r2nr/pqpkp1/np3p/2QN1P/PP1PP1/RN1K1R w - - 0 7"
/* e1f3 a5a4 f3e5 a4a3 e2e3 c5c4 e5f3 e6f4 d2d3 d6e6 c2c3 a6a4 d1c2 f4e2 f1e1 a4b4 f3e5
 * f5f4 b2b3 c6c5 c2d2 c5c6 e1e2 f6f5 d3c4 b5c4 b1a3 c6d6 a3c2 b6a4 e5f3 f4e3 d2d1 a4c5
 * c2d4 e6f6 c1b2 d6a6 b3c4 c5e6 */
#define LOSALAMOS_2 "q3nk/3p1r/1rPN2/2P1pN/PQ2RP/R2K2 w - - 1 21"

static const struct lib_row lib_rows[] = {
	{ "capablanca", NULL, 1, 28 },
	{ "capablanca", NULL, 2, 784 },
	{ "capablanca", NULL, 3, 25228 },
	{ "capablanca", NULL, 4, 805128 },
	{ "capablanca", CAPABLANCA_1, 1, 53 },
	{ "capablanca", CAPABLANCA_1, 2, 2118 },
	{ "capablanca", CAPABLANCA_1, 3, 112722 },
	{ "capablanca", CAPABLANCA_1, 4, 4784241 },
	{ "capablanca", CAPABLANCA_2, 1, 55 },
	{ "capablanca", CAPABLANCA_2, 2, 2927 },
	{ "capablanca", CAPABLANCA_2, 3, 161957 },
	{ "gothic", NULL, 1, 28 },
	{ "gothic", NULL, 2, 784 },
	{ "gothic", NULL, 3, 25283 },
	{ "gothic", NULL, 4, 808984 },
	{ "gothic", GOTHIC_1, 1, 64 },
	{ "gothic", GOTHIC_1, 2, 2522 },
	{ "gothic", GOTHIC_1, 3, 153138 },
	{ "gothic", GOTHIC_2, 1, 58 },
	{ "gothic", GOTHIC_2, 2, 2724 },
	{ "gothic", GOTHIC_2, 3, 154102 },
	{ "embassy", NULL, 1, 28 },
	{ "embassy", NULL, 2, 784 },
	{ "embassy", NULL, 3, 25281 },
	{ "embassy", NULL, 4, 809539 },
	{ "embassy", EMBASSY_1, 1, 50 },
	{ "embassy", EMBASSY_1, 2, 1975 },
	{ "embassy", EMBASSY_1, 3, 102253 },
	{ "embassy", EMBASSY_1, 4, 4066758 },
	{ "embassy", EMBASSY_2, 1, 64 },
	{ "embassy", EMBASSY_2, 2, 3445 },
	{ "embassy", EMBASSY_2, 3, 206124 },
	{ "janus", NULL, 1, 28 },
	{ "janus", NULL, 2, 782 },
	{ "janus", NULL, 3, 24747 },
	{ "janus", NULL, 4, 772074 },
	{ "janus", JANUS_1, 1, 50 },
	{ "janus", JANUS_1, 2, 2331 },
	{ "janus", JANUS_1, 3, 115974 },
	{ "janus", JANUS_2, 1, 54 },
	{ "janus", JANUS_2, 2, 1887 },
	{ "janus", JANUS_2, 3, 92633 },
	{ "janus", JANUS_2, 4, 3446022 },
	{ "almost", NULL, 1, 22 },
	{ "almost", NULL, 2, 484 },
	{ "almost", NULL, 3, 11895 },
	{ "almost", NULL, 4, 290522 },
	{ "almost", ALMOST_1, 1, 37 },
	{ "almost", ALMOST_1, 2, 894 },
	{ "almost", ALMOST_1, 3, 32360 },
	{ "almost", ALMOST_1, 4, 822665 },
	{ "almost", ALMOST_2, 1, 40 },
	{ "almost", ALMOST_2, 2, 856 },
	{ "almost", ALMOST_2, 3, 33223 },
	{ "almost", ALMOST_2, 4, 762350 },
	{ "chigorin", NULL, 1, 26 },
	{ "chigorin", NULL, 2, 416 },
	{ "chigorin", NULL, 3, 11408 },
	{ "chigorin", NULL, 4, 229973 },
	{ "chigorin", CHIGORIN_1, 1, 41 },
	{ "chigorin", CHIGORIN_1, 2, 1193 },
	{ "chigorin", CHIGORIN_1, 3, 45804 },
	{ "chigorin", CHIGORIN_1, 4, 1386161 },
	{ "chigorin", CHIGORIN_2, 1, 37 },
	{ "chigorin", CHIGORIN_2, 2, 1420 },
	{ "chigorin", CHIGORIN_2, 3, 51456 },
	{ "chigorin", CHIGORIN_2, 4, 2002122 },
	{ "amazon", NULL, 1, 22 },
	{ "amazon", NULL, 2, 484 },
	{ "amazon", NULL, 3, 12483 },
	{ "amazon", NULL, 4, 318185 },
	{ "amazon", AMAZON_1, 1, 47 },
	{ "amazon", AMAZON_1, 2, 1330 },
	{ "amazon", AMAZON_1, 3, 58156 },
	{ "amazon", AMAZON_1, 4, 1757954 },
	{ "amazon", AMAZON_2, 1, 40 },
	{ "amazon", AMAZON_2, 2, 1885 },
	{ "amazon", AMAZON_2, 3, 70658 },
	{ "amazon", AMAZON_2, 4, 3318510 },
	{ "knightmate", NULL, 1, 18 },
	{ "knightmate", NULL, 2, 324 },
	{ "knightmate", NULL, 3, 6765 },
	{ "knightmate", NULL, 4, 139774 },
	{ "knightmate", KNIGHTMATE_1, 1, 36 },
	{ "knightmate", KNIGHTMATE_1, 2, 1303 },
	{ "knightmate", KNIGHTMATE_1, 3, 46008 },
	{ "knightmate", KNIGHTMATE_1, 4, 1659016 },
	{ "knightmate", KNIGHTMATE_2, 1, 48 },
	{ "knightmate", KNIGHTMATE_2, 2, 1200 },
	{ "knightmate", KNIGHTMATE_2, 3, 48319 },
	{ "knightmate", KNIGHTMATE_2, 4, 1224671 },
	{ "hoppelpoppel", NULL, 1, 20 },
	{ "hoppelpoppel", NULL, 2, 400 },
	{ "hoppelpoppel", NULL, 3, 9034 },
	{ "hoppelpoppel", NULL, 4, 202459 },
	{ "hoppelpoppel", HOPPELPOPPEL_1, 1, 36 },
	{ "hoppelpoppel", HOPPELPOPPEL_1, 2, 1148 },
	{ "hoppelpoppel", HOPPELPOPPEL_1, 3, 42257 },
	{ "hoppelpoppel", HOPPELPOPPEL_1, 4, 1407719 },
	{ "hoppelpoppel", HOPPELPOPPEL_2, 1, 40 },
	{ "hoppelpoppel", HOPPELPOPPEL_2, 2, 1288 },
	{ "hoppelpoppel", HOPPELPOPPEL_2, 3, 48455 },
	{ "hoppelpoppel", HOPPELPOPPEL_2, 4, 1552746 },
	{ "newzealand", NULL, 1, 20 },
	{ "newzealand", NULL, 2, 400 },
	{ "newzealand", NULL, 3, 8976 },
	{ "newzealand", NULL, 4, 200310 },
	{ "newzealand", NEWZEALAND_1, 1, 42 },
	{ "newzealand", NEWZEALAND_1, 2, 1175 },
	{ "newzealand", NEWZEALAND_1, 3, 47270 },
	{ "newzealand", NEWZEALAND_1, 4, 1324835 },
	{ "newzealand", NEWZEALAND_2, 1, 43 },
	{ "newzealand", NEWZEALAND_2, 2, 1381 },
	{ "newzealand", NEWZEALAND_2, 3, 56977 },
	{ "newzealand", NEWZEALAND_2, 4, 1792439 },
	{ "nightrider", NULL, 1, 24 },
	{ "nightrider", NULL, 2, 576 },
	{ "nightrider", NULL, 3, 15586 },
	{ "nightrider", NULL, 4, 419019 },
	{ "nightrider", NIGHTRIDER_1, 1, 45 },
	{ "nightrider", NIGHTRIDER_1, 2, 1138 },
	{ "nightrider", NIGHTRIDER_1, 3, 50949 },
	{ "nightrider", NIGHTRIDER_1, 4, 1317315 },
	{ "nightrider", NIGHTRIDER_2, 1, 47 },
	{ "nightrider", NIGHTRIDER_2, 2, 1146 },
	{ "nightrider", NIGHTRIDER_2, 3, 50493 },
	{ "nightrider", NIGHTRIDER_2, 4, 1242653 },
	{ "grasshopper", NULL, 1, 28 },
	{ "grasshopper", NULL, 2, 782 },
	{ "grasshopper", NULL, 3, 22314 },
	{ "grasshopper", NULL, 4, 635298 },
	{ "grasshopper", GRASSHOPPER_1, 1, 39 },
	{ "grasshopper", GRASSHOPPER_1, 2, 1035 },
	{ "grasshopper", GRASSHOPPER_1, 3, 39933 },
	{ "grasshopper", GRASSHOPPER_1, 4, 1152746 },
	{ "grasshopper", GRASSHOPPER_2, 1, 43 },
	{ "grasshopper", GRASSHOPPER_2, 2, 2023 },
	{ "grasshopper", GRASSHOPPER_2, 3, 83721 },
	{ "grasshopper", GRASSHOPPER_2, 4, 3950382 },
	{ "berolina", NULL, 1, 30 },
	{ "berolina", NULL, 2, 900 },
	{ "berolina", NULL, 3, 28328 },
	{ "berolina", NULL, 4, 882717 },
	{ "berolina", BEROLINA_1, 1, 44 },
	{ "berolina", BEROLINA_1, 2, 1838 },
	{ "berolina", BEROLINA_1, 3, 76151 },
	{ "berolina", BEROLINA_1, 4, 3087058 },
	{ "berolina", BEROLINA_2, 1, 35 },
	{ "berolina", BEROLINA_2, 2, 1212 },
	{ "berolina", BEROLINA_2, 3, 42222 },
	{ "berolina", BEROLINA_2, 4, 1481843 },
	{ "makruk", NULL, 1, 23 },
	{ "makruk", NULL, 2, 529 },
	{ "makruk", NULL, 3, 12012 },
	{ "makruk", NULL, 4, 273026 },
	{ "makruk", MAKRUK_1, 1, 32 },
	{ "makruk", MAKRUK_1, 2, 676 },
	{ "makruk", MAKRUK_1, 3, 19781 },
	{ "makruk", MAKRUK_1, 4, 443433 },
	{ "makruk", MAKRUK_2, 1, 38 },
	{ "makruk", MAKRUK_2, 2, 862 },
	{ "makruk", MAKRUK_2, 3, 31251 },
	{ "makruk", MAKRUK_2, 4, 725727 },
	{ "shatranj", NULL, 1, 16 },
	{ "shatranj", NULL, 2, 256 },
	{ "shatranj", NULL, 3, 4176 },
	{ "shatranj", NULL, 4, 68122 },
	{ "shatranj", SHATRANJ_1, 1, 27 },
	{ "shatranj", SHATRANJ_1, 2, 433 },
	{ "shatranj", SHATRANJ_1, 3, 11199 },
	{ "shatranj", SHATRANJ_1, 4, 193921 },
	{ "shatranj", SHATRANJ_2, 1, 37 },
	{ "shatranj", SHATRANJ_2, 2, 865 },
	{ "shatranj", SHATRANJ_2, 3, 30717 },
	{ "shatranj", SHATRANJ_2, 4, 771830 },
	{ "chaturanga", NULL, 1, 16 },
	{ "chaturanga", NULL, 2, 256 },
	{ "chaturanga", NULL, 3, 4176 },
	{ "chaturanga", NULL, 4, 68122 },
	{ "chaturanga", CHATURANGA_1, 1, 28 },
	{ "chaturanga", CHATURANGA_1, 2, 525 },
	{ "chaturanga", CHATURANGA_1, 3, 14039 },
	{ "chaturanga", CHATURANGA_1, 4, 280137 },
	{ "chaturanga", CHATURANGA_2, 1, 29 },
	{ "chaturanga", CHATURANGA_2, 2, 651 },
	{ "chaturanga", CHATURANGA_2, 3, 18164 },
	{ "chaturanga", CHATURANGA_2, 4, 404561 },
	{ "nocastle", NULL, 1, 20 },
	{ "nocastle", NULL, 2, 400 },
	{ "nocastle", NULL, 3, 8902 },
	{ "nocastle", NULL, 4, 197281 },
	{ "nocastle", NOCASTLE_1, 1, 41 },
	{ "nocastle", NOCASTLE_1, 2, 1166 },
	{ "nocastle", NOCASTLE_1, 3, 47883 },
	{ "nocastle", NOCASTLE_1, 4, 1366291 },
	{ "nocastle", NOCASTLE_2, 1, 39 },
	{ "nocastle", NOCASTLE_2, 2, 1503 },
	{ "nocastle", NOCASTLE_2, 3, 55010 },
	{ "nocastle", NOCASTLE_2, 4, 2075245 },
	{ "sortofalmost", NULL, 1, 22 },
	{ "sortofalmost", NULL, 2, 440 },
	{ "sortofalmost", NULL, 3, 10815 },
	{ "sortofalmost", NULL, 4, 239279 },
	{ "sortofalmost", SORTOFALMOST_1, 1, 42 },
	{ "sortofalmost", SORTOFALMOST_1, 2, 1369 },
	{ "sortofalmost", SORTOFALMOST_1, 3, 55319 },
	{ "sortofalmost", SORTOFALMOST_1, 4, 1807122 },
	{ "sortofalmost", SORTOFALMOST_2, 1, 37 },
	{ "sortofalmost", SORTOFALMOST_2, 2, 1156 },
	{ "sortofalmost", SORTOFALMOST_2, 3, 38311 },
	{ "sortofalmost", SORTOFALMOST_2, 4, 1184840 },
	{ "modern", NULL, 1, 24 },
	{ "modern", NULL, 2, 576 },
	{ "modern", NULL, 3, 15831 },
	{ "modern", NULL, 4, 433729 },
	{ "modern", MODERN_1, 1, 51 },
	{ "modern", MODERN_1, 2, 1495 },
	{ "modern", MODERN_1, 3, 73781 },
	{ "modern", MODERN_1, 4, 2287413 },
	{ "modern", MODERN_2, 1, 47 },
	{ "modern", MODERN_2, 2, 1977 },
	{ "modern", MODERN_2, 3, 91924 },
	{ "modern", MODERN_2, 4, 3803096 },
	{ "chancellor", NULL, 1, 24 },
	{ "chancellor", NULL, 2, 576 },
	{ "chancellor", NULL, 3, 15896 },
	{ "chancellor", NULL, 4, 436656 },
	{ "chancellor", CHANCELLOR_1, 1, 49 },
	{ "chancellor", CHANCELLOR_1, 2, 2154 },
	{ "chancellor", CHANCELLOR_1, 3, 100184 },
	{ "chancellor", CHANCELLOR_1, 4, 4288891 },
	{ "chancellor", CHANCELLOR_2, 1, 59 },
	{ "chancellor", CHANCELLOR_2, 2, 1621 },
	{ "chancellor", CHANCELLOR_2, 3, 90846 },
	{ "chancellor", CHANCELLOR_2, 4, 2527715 },
	{ "shako", NULL, 1, 58 },
	{ "shako", NULL, 2, 3364 },
	{ "shako", NULL, 3, 185938 },
	{ "shako", SHAKO_1, 1, 76 },
	{ "shako", SHAKO_1, 2, 4049 },
	{ "shako", SHAKO_1, 3, 295753 },
	{ "shako", SHAKO_2, 1, 70 },
	{ "shako", SHAKO_2, 2, 3458 },
	{ "shako", SHAKO_2, 3, 236866 },
	{ "gardner", NULL, 1, 7 },
	{ "gardner", NULL, 2, 53 },
	{ "gardner", NULL, 3, 506 },
	{ "gardner", NULL, 4, 4775 },
	{ "gardner", GARDNER_1, 1, 22 },
	{ "gardner", GARDNER_1, 2, 186 },
	{ "gardner", GARDNER_1, 3, 3381 },
	{ "gardner", GARDNER_1, 4, 29480 },
	{ "gardner", GARDNER_2, 1, 27 },
	{ "gardner", GARDNER_2, 2, 125 },
	{ "gardner", GARDNER_2, 3, 2819 },
	{ "gardner", GARDNER_2, 4, 15210 },
	{ "losalamos", NULL, 1, 10 },
	{ "losalamos", NULL, 2, 100 },
	{ "losalamos", NULL, 3, 1212 },
	{ "losalamos", NULL, 4, 14332 },
	{ "losalamos", LOSALAMOS_1, 1, 25 },
	{ "losalamos", LOSALAMOS_1, 2, 344 },
	{ "losalamos", LOSALAMOS_1, 3, 6971 },
	{ "losalamos", LOSALAMOS_1, 4, 108073 },
	{ "losalamos", LOSALAMOS_2, 1, 30 },
	{ "losalamos", LOSALAMOS_2, 2, 694 },
	{ "losalamos", LOSALAMOS_2, 3, 19138 },
	{ "losalamos", LOSALAMOS_2, 4, 422928 },
};

#define NLIB ((int)(sizeof lib_rows / sizeof lib_rows[0]))

/* The leaf count of one row matches Fairy-Stockfish's. */
START_TEST(test_perft_library)
{
	const struct lib_row *row = &lib_rows[_i];
	position p;
	uint64_t n;

	test_position(&p, row->variant, row->fen);
	n = mg_perft(&p, row->depth);
	ck_assert_msg(n == row->nodes, "%s %s depth %d: %llu leaves, expected %llu", row->variant,
		      row->fen ? row->fen : "start", row->depth, (unsigned long long)n,
		      (unsigned long long)row->nodes);
}
END_TEST

#ifndef PERFT_DEEP
/* A position of the perft table, as Fairy-Stockfish wrote it, is written
 * back by leaper the same way. */
START_TEST(test_fen_as_written)
{
	const struct lib_row *row = &lib_rows[_i];
	char fen[256];
	position p;

	if (!row->fen || row->depth != 1)
		return;
	test_position(&p, row->variant, row->fen);
	pos_to_fen(&p, fen, sizeof fen);
	ck_assert_msg(strcmp(fen, row->fen) == 0, "%s: %s written as %s", row->variant, row->fen, fen);
}
END_TEST

/* Every variant of the library and its start position as Fairy-Stockfish
 * writes it. */
static const struct {
	const char *variant, *fen;
} starts[] = {
	{ "almost", "rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1" },
	{ "amazon", "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1" },
	{ "berolina", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" },
	{ "capablanca", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1" },
	{ "chancellor", "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1" },
	{ "chaturanga", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1" },
	{ "chigorin", "rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1" },
	{ "embassy", "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1" },
	{ "gardner", "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1" },
	{ "gothic", "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1" },
	{ "grasshopper", "rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1" },
	{ "hoppelpoppel", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" },
	{ "janus", "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1" },
	{ "knightmate", "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1" },
	{ "losalamos", "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1" },
	{ "makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1" },
	{ "modern", "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1" },
	{ "newzealand", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" },
	{ "nightrider", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" },
	{ "nocastle", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1" },
	{ "shako", "c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1" },
	{ "shatranj", "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1" },
	{ "sortofalmost", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1" },
};

#define NSTARTS ((int)(sizeof starts / sizeof starts[0]))

/* The variant loads by its name and starts where Fairy-Stockfish starts. */
START_TEST(test_start)
{
	char fen[256];
	position p;

	test_position(&p, starts[_i].variant, NULL);
	pos_to_fen(&p, fen, sizeof fen);
	ck_assert_msg(strcmp(fen, starts[_i].fen) == 0, "%s: start %s, expected %s", starts[_i].variant, fen,
		      starts[_i].fen);
	ck_assert_str_eq(test_variant(starts[_i].variant)->name, starts[_i].variant);
}
END_TEST

/* A move in Fairy-Stockfish's coordinates and the FEN it wrote after it. */
static const struct {
	const char *variant, *fen, *coord, *after;
} move_rows[] = {
	/* Berolina: two squares diagonally; the e.p. field names the square
	 * passed and the pawn; then the capture straight onto that square. */
	{ "berolina", NULL, "b2d4", "rnbqkbnr/pppppppp/8/8/3P4/8/P1PPPPPP/RNBQKBNR b KQkq c3d4 0 1" },
	{ "berolina", "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1", "g7e5",
	  "rnbqkbnr/pppppp1p/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R w KQkq e5f6 0 2" },
	{ "berolina", "rnbqkbnr/pp1ppppp/8/8/2pP4/8/P1PPPPPP/RNBQKBNR b KQkq c3d4 0 1", "c4c3",
	  "rnbqkbnr/pp1ppppp/8/8/8/2p5/P1PPPPPP/RNBQKBNR w KQkq - 0 2" },
	/* The square passed alone reads too when one pawn can have passed it. */
	{ "berolina", "rnbqkbnr/pp1ppppp/8/8/2pP4/8/P1PPPPPP/RNBQKBNR b KQkq c3 0 1", "c4c3",
	  "rnbqkbnr/pp1ppppp/8/8/8/2p5/P1PPPPPP/RNBQKBNR w KQkq - 0 2" },
	/* Castling on 10 files: Capablanca's King f1 three squares either way,
	 * Embassy's e1 to h1 or b1, Janus's e1 four squares to i1 or three to
	 * b1 (the fixed-file rule). */
	{ "capablanca", "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1", "f1i1",
	  "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 b kq - 1 1" },
	{ "capablanca", "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1", "f1c1",
	  "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/2KR5R b kq - 1 1" },
	{ "embassy", "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1", "e1h1",
	  "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R5RK2 b kq - 1 1" },
	{ "embassy", "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1", "e1b1",
	  "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/1KR6R b kq - 1 1" },
	{ "janus", "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1", "e1i1",
	  "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 b kq - 1 1" },
	{ "janus", "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1", "e1b1",
	  "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/1KR6R b kq - 1 1" },
	/* Shako castles on its second rank. */
	{ "shako", "10/1r3k2r1/pppppppppp/10/10/10/10/PPPPPPPPPP/1R3K2R1/10 w KQkq - 0 1", "f2h2",
	  "10/1r3k2r1/pppppppppp/10/10/10/10/PPPPPPPPPP/1R4RK2/10 b kq - 1 1" },
	{ "shako", "10/1r3k2r1/pppppppppp/10/10/10/10/PPPPPPPPPP/1R3K2R1/10 w KQkq - 0 1", "f2d2",
	  "10/1r3k2r1/pppppppppp/10/10/10/10/PPPPPPPPPP/3KR3R1/10 b kq - 1 1" },
	/* The royal Knight of Knightmate castles as a King does. */
	{ "knightmate", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "e1g1",
	  "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1" },
	{ "knightmate", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "e1c1",
	  "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1" },
	/* New Zealand's King castles with the Rook that captures as a Knight. */
	{ "newzealand", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "e1g1",
	  "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1" },
	/* Chigorin: White's pawn becomes a Chancellor (Fairy-Stockfish's
	 * "C3k3/..." for the promotion to c). */
	{ "chigorin", "4k3/P7/8/8/8/8/7p/4K3 w - - 0 1", "a7a8c", "C3k3/8/8/8/8/8/7p/4K3 b - - 0 1" },
};

#define NMOVES ((int)(sizeof move_rows / sizeof move_rows[0]))

/* The move is legal, leaves the position Fairy-Stockfish wrote, and is
 * taken back to the position before it. */
START_TEST(test_move)
{
	char before[256], fen[256];
	position p;
	pos_undo u;
	move m;

	test_position(&p, move_rows[_i].variant, move_rows[_i].fen);
	pos_to_fen(&p, before, sizeof before);
	m = coord_parse(&p, move_rows[_i].coord);
	ck_assert_msg(m != MV_NONE, "%s: %s is not legal in %s", move_rows[_i].variant, move_rows[_i].coord,
		      before);
	pos_make(&p, m, &u);
	pos_to_fen(&p, fen, sizeof fen);
	ck_assert_msg(strcmp(fen, move_rows[_i].after) == 0, "%s %s: %s, expected %s", move_rows[_i].variant,
		      move_rows[_i].coord, fen, move_rows[_i].after);
	ck_assert(pos_verify(&p));
	pos_unmake(&p, &u);
	pos_to_fen(&p, fen, sizeof fen);
	ck_assert_str_eq(fen, before);
}
END_TEST

/* The moves of one piece in a position, as Fairy-Stockfish lists them. */
static const struct {
	const char *variant, *fen, *from;
	const char *moves; /* every legal move from the square, blank-separated */
} piece_rows[] = {
	/* Makruk: a pawn reaching the sixth rank becomes a Met, nothing else. */
	{ "makruk", "4k3/8/8/4P3/8/8/8/4K3 w - - 0 1", "e5", "e5e6m" },
	/* Chigorin: each side promotes to its own army. */
	{ "chigorin", "4k3/P7/8/8/8/8/7p/4K3 w - - 0 1", "a7", "a7a8c a7a8r a7a8n" },
	{ "chigorin", "4k3/P7/8/8/8/8/7p/4K3 b - - 0 1", "h2", "h2h1q h2h1r h2h1b" },
	/* Knightmate: the King leaps; the Commoner steps. */
	{ "knightmate", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1", "e1c2 e1d3 e1f3 e1g2" },
	/* Makruk's Khon: the four diagonals and straight ahead. */
	{ "makruk", "4k3/8/8/8/3S4/8/8/4K3 w - - 0 1", "d4", "d4c3 d4e3 d4c5 d4d5 d4e5" },
	/* Shatranj's Alfil leaps two squares diagonally over a piece. */
	{ "shatranj", "4k3/8/8/8/8/8/1P6/B3K3 w - - 0 1", "a1", "a1c3" },
};

#define NPIECE ((int)(sizeof piece_rows / sizeof piece_rows[0]))

/* The piece has exactly the listed moves. */
START_TEST(test_piece)
{
	char coord[16], got[512] = "";
	move_list list;
	position p;
	int from, i;

	test_position(&p, piece_rows[_i].variant, piece_rows[_i].fen);
	ck_assert_int_gt(brd_parse_square(&p.v->geo, piece_rows[_i].from, &from), 0);
	mg_legal(&p, &list);
	for (i = 0; i < list.count; i++) {
		if (MV_FROM(list.moves[i]) != from)
			continue;
		coord_format(&p, list.moves[i], coord, sizeof coord);
		if (!strstr(piece_rows[_i].moves, coord))
			ck_abort_msg("%s %s: %s is not among %s", piece_rows[_i].variant, piece_rows[_i].fen, coord,
				     piece_rows[_i].moves);
		snprintf(got + strlen(got), sizeof got - strlen(got), "%s%s", *got ? " " : "", coord);
	}
	ck_assert_msg(strlen(got) == strlen(piece_rows[_i].moves), "%s %s: %s, expected %s",
		      piece_rows[_i].variant, piece_rows[_i].fen, got, piece_rows[_i].moves);
}
END_TEST

/* Berolina en-passant fields that are refused, and what is said. */
static const struct {
	const char *fen, *msg;
} bad_ep[] = {
	/* Both c4 and e4 can have come over d3 (from e2 or c2). */
	{ "rnbqkbnr/p1ppp1pp/2p5/3Q3p/1PP1P3/8/PP3PPP/RNB1KBNR b KQkq d3 0 4", "two White pawns may have passed over d3" },
	/* Named with its pawn, it reads. */
	{ "rnbqkbnr/p1ppp1pp/2p5/3Q3p/1PP1P3/8/PP3PPP/RNB1KBNR b KQkq d3c4 0 4", NULL },
	/* The square named is no pawn beyond d3. */
	{ "rnbqkbnr/p1ppp1pp/2p5/3Q3p/1PP1P3/8/PP3PPP/RNB1KBNR b KQkq d3b4 0 4", "not on a line beyond d3" },
	{ "rnbqkbnr/p1ppp1pp/2p5/3Q3p/1PP1P3/8/PP3PPP/RNB1KBNR b KQkq d3d5 0 4", "d5 is not empty" },
	{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq c6 0 1", "no Black pawn just passed over c6" },
};

#define NBAD_EP ((int)(sizeof bad_ep / sizeof bad_ep[0]))

/* A Berolina e.p. field is read, and written back as it was, or refused
 * with the reason. */
START_TEST(test_berolina_ep)
{
	char msg[256], fen[256];
	position p;
	pos_status st = pos_from_fen(&p, test_variant("berolina"), bad_ep[_i].fen, msg, sizeof msg);

	if (!bad_ep[_i].msg) {
		ck_assert_msg(st == POS_OK, "%s: %s", bad_ep[_i].fen, msg);
		pos_to_fen(&p, fen, sizeof fen);
		ck_assert_str_eq(fen, bad_ep[_i].fen);
		return;
	}
	ck_assert_int_eq(st, POS_ERR_EP);
	ck_assert_msg(strstr(msg, bad_ep[_i].msg) != NULL, "%s: \"%s\"", bad_ep[_i].fen, msg);
}
END_TEST

/* The library's games XBoard knows by a name of its own (xboard-name):
 * a few moves (castling where the game has it), and the start FEN when it
 * is not the variant's own start (NULL: the start). */
static const struct {
	const char *variant, *xboard, *fen;
	const char *moves; /* SAN, blank-separated */
} xboard_rows[] = {
	{ "capablanca", "capablanca", NULL, "i4 i5 Nj3 Nj6 h4 h5 Bh2 Bh7 Ci3 Ci6 O-O O-O" },
	{ "gothic", "gothic", NULL, "i4 i5 Nj3 Nj6 Bi2 Bi7 Ah3 Ah6 O-O O-O" },
	{ "janus", "janus", NULL, "c4 c5 Nd3 Nd6 Bc2 Bc7 Ja3 Ja6 O-O O-O" },
	{ "knightmate", "knightmate", NULL, "e4 e5 Bc4 Bc5 h3 h6 Mh2 Mh7 O-O O-O" },
	{ "makruk", "makruk", NULL, "e4 e5 Ne2 Ne7" },
	{ "shatranj", "shatranj", NULL, "e3 e6 Nf3 Nf6" },
	{ "berolina", "berolina", NULL, "Nf3 Nf6 Nc3 Nc6" },
	{ "chess960", "fischerandom", "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1", "O-O O-O-O f4 d5 Rf3" },
	{ "chess960", "fischerandom", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", "g3 g6" },
};

#define NXBOARD ((int)(sizeof xboard_rows / sizeof xboard_rows[0]))

/* A saved game says XBoard's name in its Variant tag, and XBoard's
 * pieces need no VariantMen (nor a FEN from the variant's own start); the
 * file reads back as the same game, also by that name alone. */
START_TEST(test_xboard_name)
{
	const variant *v = test_variant(xboard_rows[_i].variant);
	char msg[256], want[64], *text = NULL, moves[256], *tok, *save;
	size_t len = 0;
	game g, h;
	FILE *f;
	int n = 0;

	ck_assert_str_eq(v->xboard_name, xboard_rows[_i].xboard);
	ck_assert_msg(game_new(&g, v, xboard_rows[_i].fen, msg, sizeof msg) == GAME_OK, "%s", msg);
	snprintf(moves, sizeof moves, "%s", xboard_rows[_i].moves);
	for (tok = strtok_r(moves, " ", &save); tok; tok = strtok_r(NULL, " ", &save), n++) {
		move m;
		ck_assert_msg(san_parse(&g.pos, tok, &m, msg, sizeof msg) == SAN_OK, "%s %s: %s", v->name, tok, msg);
		ck_assert_int_eq(game_play(&g, m), GAME_OK);
	}
	f = open_memstream(&text, &len);
	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(pgn_write_stream(&g, f), 0);
	fclose(f);
	snprintf(want, sizeof want, "[Variant \"%s\"]\n", xboard_rows[_i].xboard);
	ck_assert_msg(strstr(text, want) != NULL, "%s", text);
	ck_assert_msg(strstr(text, "[VariantMen") == NULL, "%s", text);
	if (xboard_rows[_i].fen) {
		snprintf(want, sizeof want, "[FEN \"%.40s", xboard_rows[_i].fen);
		ck_assert_msg(strstr(text, want) != NULL && strstr(text, "[SetUp \"1\"]") != NULL, "%s", text);
	} else {
		ck_assert_msg(strstr(text, "[FEN") == NULL && strstr(text, "[SetUp") == NULL, "%s", text);
	}
	memset(&h, 0, sizeof h);
	ck_assert_msg(pgn_load_buffer(text, len, "test", 1, test_set(), &h, msg, sizeof msg) == PGN_OK, "%s", msg);
	ck_assert_str_eq(h.v->name, v->name);
	ck_assert_int_eq(h.nmoves, n);
	ck_assert_int_eq(h.pos.hash, g.pos.hash);
	game_free(&h);
	free(text);
	game_free(&g);
}
END_TEST

/* The rules of the library that are keys, not moves: Shatranj's and
 * Chaturanga's stalemate is a loss and their move rule 70 moves; Makruk
 * has none (its counting rules are not played). */
START_TEST(test_keys)
{
	ck_assert_int_eq(test_variant("shatranj")->stalemate, VAR_STALEMATE_LOSS);
	ck_assert_int_eq(test_variant("chaturanga")->stalemate, VAR_STALEMATE_LOSS);
	ck_assert_int_eq(test_variant("shatranj")->fifty, 140);
	ck_assert_int_eq(test_variant("makruk")->fifty, 0);
	ck_assert_int_eq(test_variant("capablanca")->stalemate, VAR_STALEMATE_DRAW);
}
END_TEST
#endif

Suite *
library_suite(void)
{
	Suite *s = suite_create("library");
	TCase *tc = tcase_create("perft");
	int i;

	tcase_set_timeout(tc, 120);
	for (i = 0; i < NLIB; i++) {
#ifdef PERFT_DEEP
		if (lib_rows[i].nodes >= DEEP_LIB)
#else
		if (lib_rows[i].nodes < DEEP_LIB)
#endif
			tcase_add_loop_test(tc, test_perft_library, i, i + 1);
	}
	suite_add_tcase(s, tc);
#ifndef PERFT_DEEP
	tc = tcase_create("rules");
	tcase_add_loop_test(tc, test_fen_as_written, 0, NLIB);
	tcase_add_loop_test(tc, test_start, 0, NSTARTS);
	tcase_add_loop_test(tc, test_move, 0, NMOVES);
	tcase_add_loop_test(tc, test_piece, 0, NPIECE);
	tcase_add_loop_test(tc, test_berolina_ep, 0, NBAD_EP);
	tcase_add_test(tc, test_keys);
	tcase_add_loop_test(tc, test_xboard_name, 0, NXBOARD);
	suite_add_tcase(s, tc);
#endif
	return s;
}
