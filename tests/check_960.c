/* check_960.c - Chess960 (data/chess960.ini): the fixed-file castling rule
 * ("K to c g, R to d f"), the start-shuffle and its numbering, X-FEN and
 * Shredder-FEN castling fields, castling in coordinates and SAN, and
 * perft against published counts.
 *
 * The perft positions "fischer" 0-19 and their counts are those of the
 * chessprogramming wiki's "Chess960 Perft Results" page, as collected in
 * Ethereal's src/perft/fischer.epd and python-chess's
 * examples/perft/chess960.perft (ids 0-19 there). The other perft rows,
 * start positions and positions built for one castling case each, were
 * counted by Fairy-Stockfish (commit c19b5f6c, UCI_Chess960 true, "go
 * perft N"), a program that shares no code with leaper.
 *
 * Like check_perft.c, rows of DEEP_960 leaves or more run only in
 * check_perft_full (PERFT_DEEP, the ordinary build); check_rules runs the
 * rest through the verifying build.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "movegen.h"
#include "notation_coord.h"
#include "position.h"
#include "san.h"
#include "suites.h"

#define DEEP_960 100000

/* One perft row in chess960. */
struct row960 {
	const char *fen;
	int depth;
	uint64_t nodes;
};

#define F0 "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
#define F1 "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9"
#define F2 "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9"
#define F3 "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9"
#define F4 "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9"
#define F5 "qnbnr1kr/ppp1b1pp/4p3/3p1p2/8/2NPP3/PPP1BPPP/QNB1R1KR w HEhe - 1 9"
#define F6 "q1bnrkr1/ppppp2p/2n2p2/4b1p1/2NP4/8/PPP1PPPP/QNB1RRKB w ge - 1 9"
#define F7 "qbn1brkr/ppp1p1p1/2n4p/3p1p2/P7/6PP/QPPPPP2/1BNNBRKR w HFhf - 0 9"
#define F8 "qnnbbrkr/1p2ppp1/2pp3p/p7/1P5P/2NP4/P1P1PPP1/Q1NBBRKR w HFhf - 0 9"
#define F9 "qn1rbbkr/ppp2p1p/1n1pp1p1/8/3P4/P6P/1PP1PPPK/QNNRBB1R w hd - 2 9"
#define F10 "qnr1bkrb/pppp2pp/3np3/5p2/8/P2P2P1/NPP1PP1P/QN1RBKRB w GDg - 3 9"
#define F11 "qb1nrkbr/1pppp1p1/1n3p2/p1B4p/8/3P1P1P/PPP1P1P1/QBNNRK1R w HEhe - 0 9"
#define F12 "qnnbrk1r/1p1ppbpp/2p5/p4p2/2NP3P/8/PPP1PPP1/Q1NBRKBR w HEhe - 0 9"
#define F13 "1qnrkbbr/1pppppp1/p1n4p/8/P7/1P1N1P2/2PPP1PP/QN1RKBBR w HDhd - 0 9"
#define F14 "qn1rkrbb/pp1p1ppp/2p1p3/3n4/4P2P/2NP4/PPP2PP1/Q1NRKRBB w FDfd - 1 9"
#define F15 "bb1qnrkr/pp1p1pp1/1np1p3/4N2p/8/1P4P1/P1PPPP1P/BBNQ1RKR w HFhf - 0 9"
#define F16 "bnqbnr1r/p1p1ppkp/3p4/1p4p1/P7/3NP2P/1PPP1PP1/BNQB1RKR w HF - 0 9"
#define F17 "bnqnrbkr/1pp2pp1/p7/3pP2p/4P1P1/8/PPPP3P/BNQNRBKR w HEhe d6 0 9"
#define F18 "b1qnrrkb/ppp1pp1p/n2p1Pp1/8/8/P7/1PPPP1PP/BNQNRKRB w GE - 0 9"
#define F19 "n1bqnrkr/pp1ppp1p/2p5/6p1/2P2b2/PN6/1PNPPPPP/1BBQ1RKR w HFhf - 2 9"

/* Positions of one castling case each (see castle_rows below). */
#define KING_STAYS "2r3kr/pppppppp/8/8/8/8/PPPPPPPP/2R3KR w KQkq - 0 1"
#define ROOKS_STAY "3rkr2/pppppppp/8/8/8/8/PPPPPPPP/3RKR2 w KQkq - 0 1"
#define SWAP "r4kr1/pppppppp/8/8/8/8/PPPPPPPP/R4KR1 w KQkq - 0 1"
#define INNER_ROOK "1r1k3r/8/8/8/8/8/8/RR1K3R w BHkq - 0 1"

static const struct row960 perft960_rows[] = {
	{ F0, 1, 21 }, { F0, 2, 528 }, { F0, 3, 12189 }, { F0, 4, 326672 }, { F0, 5, 8146062 },
	{ F1, 1, 21 }, { F1, 2, 807 }, { F1, 3, 18002 }, { F1, 4, 667366 },
	{ F2, 1, 20 }, { F2, 2, 479 }, { F2, 3, 10471 }, { F2, 4, 273318 }, { F2, 5, 6417013 },
	{ F3, 1, 22 }, { F3, 2, 593 }, { F3, 3, 13440 }, { F3, 4, 382958 },
	{ F4, 1, 28 }, { F4, 2, 1120 }, { F4, 3, 31058 }, { F4, 4, 1171749 },
	{ F5, 1, 29 }, { F5, 2, 899 }, { F5, 3, 26578 }, { F5, 4, 824055 },
	{ F6, 1, 30 }, { F6, 2, 860 }, { F6, 3, 24566 }, { F6, 4, 732757 },
	{ F7, 1, 25 }, { F7, 2, 635 }, { F7, 3, 17054 }, { F7, 4, 465806 },
	{ F8, 1, 24 }, { F8, 2, 572 }, { F8, 3, 15243 }, { F8, 4, 384260 },
	{ F9, 1, 28 }, { F9, 2, 811 }, { F9, 3, 23175 }, { F9, 4, 679699 },
	{ F10, 1, 33 }, { F10, 2, 823 }, { F10, 3, 26895 }, { F10, 4, 713420 },
	{ F11, 1, 31 }, { F11, 2, 855 }, { F11, 3, 25620 }, { F11, 4, 735703 },
	{ F12, 1, 26 }, { F12, 2, 790 }, { F12, 3, 21238 }, { F12, 4, 642367 },
	{ F13, 1, 37 }, { F13, 2, 883 }, { F13, 3, 32187 }, { F13, 4, 815535 },
	{ F14, 1, 24 }, { F14, 2, 585 }, { F14, 3, 14769 }, { F14, 4, 356950 },
	{ F15, 1, 29 }, { F15, 2, 864 }, { F15, 3, 25747 }, { F15, 4, 799727 },
	{ F16, 1, 26 }, { F16, 2, 889 }, { F16, 3, 24353 }, { F16, 4, 832956 },
	{ F17, 1, 31 }, { F17, 2, 984 }, { F17, 3, 28677 }, { F17, 4, 962591 },
	{ F18, 1, 20 }, { F18, 2, 484 }, { F18, 3, 10532 }, { F18, 4, 281606 },
	{ F19, 1, 23 }, { F19, 2, 732 }, { F19, 3, 17746 }, { F19, 4, 558191 },
	/* Counted by Fairy-Stockfish: start positions 0 and 959 (the King
	 * between two adjacent Rooks), then one castling case each. */
	{ "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", 3, 9006 },
	{ "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", 4, 201143 },
	{ "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1", 4, 201143 },
	{ "bqnbnrkr/pppppppp/8/8/8/8/PPPPPPPP/BQNBNRKR w KQkq - 0 1", 4, 198393 },
	/* Start positions where castling is the King and Rook changing places. */
	{ "qnnrbkrb/pppppppp/8/8/8/8/PPPPPPPP/QNNRBKRB w KQkq - 0 1", 1, 21 },
	{ "qnnrbkrb/pppppppp/8/8/8/8/PPPPPPPP/QNNRBKRB w KQkq - 0 1", 4, 232315 },
	{ "bnrkqbnr/pppppppp/8/8/8/8/PPPPPPPP/BNRKQBNR w KQkq - 0 1", 1, 21 },
	{ "bnrkqbnr/pppppppp/8/8/8/8/PPPPPPPP/BNRKQBNR w KQkq - 0 1", 4, 232326 },
	{ "1k6/8/8/8/8/8/8/RK2R3 w KQ - 0 1", 4, 9692 },
	{ KING_STAYS, 4, 316079 },
	{ ROOKS_STAY, 4, 272716 },
	{ SWAP, 4, 319462 },
	{ "r4kr1/8/8/8/8/8/8/R4KR1 w KQkq - 0 1", 4, 213248 },
	{ "2r3kr/8/8/8/8/8/8/2R3KR w KQkq - 0 1", 4, 214710 },
	{ "3rkr2/8/8/8/8/8/8/3RKR2 w KQkq - 0 1", 4, 135794 },
	{ INNER_ROOK, 4, 480760 },
	{ "3k4/8/8/8/8/8/8/qR1K4 w B - 0 1", 3, 1546 },
};

#define NPERFT960 ((int)(sizeof perft960_rows / sizeof perft960_rows[0]))

/* The leaf count of one row matches the published (or Fairy-Stockfish's) number. */
START_TEST(test_perft960)
{
	const struct row960 *row = &perft960_rows[_i];
	position p;
	uint64_t n;

	test_position(&p, "chess960", row->fen);
	n = mg_perft(&p, row->depth);
	ck_assert_msg(n == row->nodes, "chess960 %s depth %d: %llu leaves, expected %llu", row->fen, row->depth,
		      (unsigned long long)n, (unsigned long long)row->nodes);
}
END_TEST

#ifndef PERFT_DEEP
/* Start positions by Scharnagl's number: 0, 1, 959 and the orthodox 518
 * as the published table has them. */
static const struct {
	long n;
	const char *rank;
} numbered[] = {
	{ 0, "BBQNNRKR" }, { 1, "BQNBNRKR" }, { 518, "RNBQKBNR" }, { 959, "RKRNNQBB" },
};

/* var_shuffle_fen writes the start position of a number. */
START_TEST(test_numbering)
{
	const variant *v = test_variant("chess960");
	char fen[256], want[256], lower[9];
	int i;

	for (i = 0; i < 8; i++)
		lower[i] = (char)(numbered[_i].rank[i] - 'A' + 'a');
	lower[8] = '\0';
	snprintf(want, sizeof want, "%s/pppppppp/8/8/8/8/PPPPPPPP/%s w KQkq - 0 1", lower, numbered[_i].rank);
	ck_assert_int_eq(v->shuffle_count, 960);
	ck_assert_int_eq(var_shuffle_fen(v, numbered[_i].n, fen, sizeof fen), 0);
	ck_assert_str_eq(fen, want);
}
END_TEST

/* The 960 numbers give 960 different positions, each with its Bishops on
 * both colours and its King between its Rooks, each read with all four
 * rights; numbers out of range give none. */
START_TEST(test_all_starts)
{
	static char seen[960][9];
	const variant *v = test_variant("chess960");
	char fen[256], msg[256];
	move_list list;
	position p;
	long n;
	int i, castles;

	for (n = 0; n < 960; n++) {
		const char *r;
		int bishops = 0, rooks = 0, king_between = 0;
		ck_assert_int_eq(var_shuffle_fen(v, n, fen, sizeof fen), 0);
		r = strrchr(fen, '/') + 1;
		memcpy(seen[n], r, 8);
		seen[n][8] = '\0';
		for (i = 0; i < 8; i++) {
			if (r[i] == 'B')
				bishops |= 1 << (i & 1);
			if (r[i] == 'R')
				rooks++;
			if (r[i] == 'K')
				king_between = rooks == 1;
		}
		ck_assert_msg(bishops == 3 && king_between, "%ld: %s", n, seen[n]);
		for (i = 0; i < n; i++)
			ck_assert_msg(strcmp(seen[i], seen[n]) != 0, "%ld and %d: %s", n, i, seen[n]);
		ck_assert_msg(pos_from_fen(&p, v, fen, msg, sizeof msg) == POS_OK, "%s: %s", fen, msg);
		ck_assert_int_eq(p.castling, 15);
		/* Castling can only be made at once by a King and Rook that
		 * change places: RK on c1 d1, or KR on f1 g1. */
		mg_legal(&p, &list);
		for (i = castles = 0; i < list.count; i++)
			castles += (list.moves[i] & MV_CASTLE) != 0;
		ck_assert_int_eq(castles, (r[2] == 'R' && r[3] == 'K') + (r[5] == 'K' && r[6] == 'R'));
	}
	ck_assert_int_eq(var_shuffle_fen(v, -1, fen, sizeof fen), -1);
	ck_assert_int_eq(var_shuffle_fen(v, 960, fen, sizeof fen), -1);
	ck_assert_int_eq(var_shuffle_fen(test_variant("chess"), 0, fen, sizeof fen), -1);
}
END_TEST

/* A castling move typed one way, and the position after it. */
static const struct {
	const char *fen, *typed, *san, *coord, *after;
} castle_rows[] = {
	/* The King stays on g1; the Rook h1 goes to f1. */
	{ KING_STAYS, "O-O", "O-O", "g1h1", "2r3kr/pppppppp/8/8/8/8/PPPPPPPP/2R2RK1 b kq - 1 1" },
	{ KING_STAYS, "g1h1", "O-O", "g1h1", "2r3kr/pppppppp/8/8/8/8/PPPPPPPP/2R2RK1 b kq - 1 1" },
	{ KING_STAYS, "Kxh1", "O-O", "g1h1", "2r3kr/pppppppp/8/8/8/8/PPPPPPPP/2R2RK1 b kq - 1 1" },
	/* Long: the King g1 to c1, where the Rook was; the Rook to d1. */
	{ KING_STAYS, "O-O-O", "O-O-O", "g1c1", "2r3kr/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1" },
	/* The Rooks stay on d1 and f1; the King goes to g1 or c1. */
	{ ROOKS_STAY, "O-O", "O-O", "e1f1", "3rkr2/pppppppp/8/8/8/8/PPPPPPPP/3R1RK1 b kq - 1 1" },
	{ ROOKS_STAY, "e1g1", "O-O", "e1f1", "3rkr2/pppppppp/8/8/8/8/PPPPPPPP/3R1RK1 b kq - 1 1" },
	{ ROOKS_STAY, "Kc1", "O-O-O", "e1d1", "3rkr2/pppppppp/8/8/8/8/PPPPPPPP/2KR1R2 b kq - 1 1" },
	/* King and Rook side by side change places; long castling from f1. */
	{ SWAP, "O-O", "O-O", "f1g1", "r4kr1/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1" },
	{ SWAP, "f1g1", "O-O", "f1g1", "r4kr1/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1" },
	{ SWAP, "0-0-0", "O-O-O", "f1a1", "r4kr1/pppppppp/8/8/8/8/PPPPPPPP/2KR2R1 b kq - 1 1" },
	{ "r4kr1/pppppppp/8/8/8/8/PPPPPPPP/R4KR1 b KQkq - 0 1", "O-O", "O-O", "f8g8",
	  "r4rk1/pppppppp/8/8/8/8/PPPPPPPP/R4KR1 w KQ - 1 2" },
	/* The King b1 goes right to c1 castling long, the Rook a1 over it. */
	{ "1k6/8/8/8/8/8/8/RK2R3 w KQ - 0 1", "O-O-O", "O-O-O", "b1a1", "1k6/8/8/8/8/8/8/2KRR3 b - - 1 1" },
	{ "1k6/8/8/8/8/8/8/RK2R3 w KQ - 0 1", "O-O", "O-O", "b1e1", "1k6/8/8/8/8/8/8/R4RK1 b - - 1 1" },
	/* The Rook's way may be attacked (d1 by the Rook d8), the King's not. */
	{ "3r2k1/8/8/8/8/8/8/RK6 w Q - 0 1", "O-O-O", "O-O-O", "b1a1", "3r2k1/8/8/8/8/8/8/2KR4 b - - 1 1" },
	/* The right with the inner Rook b1 (X-FEN B), not the outer one a1. */
	{ INNER_ROOK, "O-O-O", "O-O-O+", "d1b1", "1r1k3r/8/8/8/8/8/8/R1KR3R b kq - 1 1" },
	/* A plain King move is what its square says when both exist. */
	{ KING_STAYS, "g1f1", "Kf1", "g1f1", "2r3kr/pppppppp/8/8/8/8/PPPPPPPP/2R2K1R b kq - 1 1" },
};

#define NCASTLE ((int)(sizeof castle_rows / sizeof castle_rows[0]))

/* A castling move reads as typed, is written in SAN and coordinates as
 * leaper writes them, reads back from its coordinates, and leaves the
 * position the rules say, written in X-FEN. */
START_TEST(test_castle_move)
{
	char msg[256], san[SAN_MAX], coord[16], fen[256], before[256];
	const char *typed = castle_rows[_i].typed;
	position p;
	pos_undo u;
	move m;

	test_position(&p, "chess960", castle_rows[_i].fen);
	pos_to_fen(&p, before, sizeof before);
	ck_assert_msg(san_parse(&p, typed, &m, msg, sizeof msg) == SAN_OK, "%s: %s", typed, msg);
	san_format(&p, m, san, sizeof san);
	ck_assert_str_eq(san, castle_rows[_i].san);
	coord_format(&p, m, coord, sizeof coord);
	ck_assert_str_eq(coord, castle_rows[_i].coord);
	ck_assert(coord_parse(&p, coord) == m);
	if (islower((unsigned char)typed[0]) && isdigit((unsigned char)typed[1]))
		ck_assert(coord_parse(&p, typed) == m);
	pos_make(&p, m, &u);
	pos_to_fen(&p, fen, sizeof fen);
	ck_assert_str_eq(fen, castle_rows[_i].after);
	ck_assert(pos_verify(&p));
	pos_unmake(&p, &u);
	pos_to_fen(&p, fen, sizeof fen);
	ck_assert_str_eq(fen, before);
	ck_assert(pos_verify(&p));
}
END_TEST

/* Castling that the rules forbid. */
static const struct {
	const char *fen, *typed;
} no_castle_rows[] = {
	/* O-O-O would put the King on c1 with the Rook gone from between it
	 * and the Queen a1. */
	{ "3k4/8/8/8/8/8/8/qR1K4 w B - 0 1", "O-O-O" },
	/* The King's way g1-c1 crosses e1, attacked by the Rook e8. */
	{ "4r1k1/8/8/8/8/8/8/2R3KR w KQ - 0 1", "O-O-O" },
	/* The Knight d1 stands where the Rook lands. */
	{ "1k6/8/8/8/8/8/8/RK1N4 w Q - 0 1", "O-O-O" },
	/* The outer Rook a1 (X-FEN Q) has the Rook b1 in its way. */
	{ "1r1k3r/8/8/8/8/8/8/RR1K3R w KQkq - 0 1", "O-O-O" },
	/* Out of check: the King g1 is attacked by the Bishop c5. */
	{ "1k6/8/8/2b5/8/8/8/2R3KR w KQ - 0 1", "O-O" },
};

#define NNO_CASTLE ((int)(sizeof no_castle_rows / sizeof no_castle_rows[0]))

/* Forbidden castling is not among the legal moves. */
START_TEST(test_no_castle)
{
	char msg[256];
	position p;
	move m;

	test_position(&p, "chess960", no_castle_rows[_i].fen);
	ck_assert_int_ne(san_parse(&p, no_castle_rows[_i].typed, &m, msg, sizeof msg), SAN_OK);
}
END_TEST

/* A castling field read, and written back (X-FEN), or refused. */
static const struct {
	const char *variant, *fen, *out; /* out: the FEN written, or part of the message */
	int ok;
} field_rows[] = {
	/* Shredder-FEN in, X-FEN out: the Rooks named are the outermost. */
	{ "chess960", F0, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9", 1 },
	{ "chess960", F10, "qnr1bkrb/pppp2pp/3np3/5p2/8/P2P2P1/NPP1PP1P/QN1RBKRB w KQk - 3 9", 1 },
	/* The inner Rook b1 keeps its letter; X-FEN reads the same. */
	{ "chess960", INNER_ROOK, "1r1k3r/8/8/8/8/8/8/RR1K3R w KBkq - 0 1", 1 },
	{ "chess960", "1r1k3r/8/8/8/8/8/8/RR1K3R w KBkq - 0 1", "1r1k3r/8/8/8/8/8/8/RR1K3R w KBkq - 0 1", 1 },
	{ "chess960", "1r1k3r/8/8/8/8/8/8/RR1K3R w HAhb - 0 1", "1r1k3r/8/8/8/8/8/8/RR1K3R w KQkq - 0 1", 1 },
	/* Chess reads Shredder-FEN too and writes what it always wrote. */
	{ "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
	  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1 },
	{ "chess", "r3k2r/8/8/8/8/8/8/RR2K2R w B - 0 1", "castles with the outermost", 0 },
	{ "chess960", "rk6/8/8/8/8/8/8/RK6 w E - 0 1", "no White piece to castle with on e1", 0 },
	{ "chess960", "rk6/8/8/8/8/8/8/RK6 w B - 0 1", "no White piece to castle with on b1", 0 },
	{ "chess960", "rk6/8/8/8/8/8/8/RK6 w I - 0 1", "'I' is not one of K Q k q, a file letter", 0 },
	{ "chess960", "rk6/8/8/8/8/8/8/RK6 w AA - 0 1", "'A' given twice", 0 },
	{ "chess960", "rk6/8/8/8/8/8/8/RK6 w QA - 0 1", "'A' given twice", 0 },
	{ "chess960", "rk6/8/8/8/8/8/8/RK6 w K - 0 1", "no piece to castle with on the higher-file side", 0 },
	{ "chess960", "rk6/8/8/8/8/8/RK6/8 w Q - 0 1", "'Q' needs the King on rank 1", 0 },
};

#define NFIELD ((int)(sizeof field_rows / sizeof field_rows[0]))

/* The castling field reads X-FEN and Shredder-FEN and writes X-FEN. */
START_TEST(test_field)
{
	char msg[256], fen[256];
	position p;
	pos_status st = pos_from_fen(&p, test_variant(field_rows[_i].variant), field_rows[_i].fen, msg, sizeof msg);

	if (!field_rows[_i].ok) {
		ck_assert_int_eq(st, POS_ERR_CASTLING);
		ck_assert_msg(strstr(msg, field_rows[_i].out) != NULL, "%s: \"%s\"", field_rows[_i].fen, msg);
		return;
	}
	ck_assert_msg(st == POS_OK, "%s: %s", field_rows[_i].fen, msg);
	pos_to_fen(&p, fen, sizeof fen);
	ck_assert_str_eq(fen, field_rows[_i].out);
}
END_TEST

/* Chess keeps writing castling as the King's own move, and now also reads
 * the King taking its Rook. */
START_TEST(test_chess_coordinates)
{
	char coord[16];
	position p;
	move m;

	test_position(&p, "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
	m = coord_parse(&p, "e1g1");
	ck_assert(m & MV_CASTLE);
	coord_format(&p, m, coord, sizeof coord);
	ck_assert_str_eq(coord, "e1g1");
	ck_assert(coord_parse(&p, "e1h1") == m);
	ck_assert(coord_parse(&p, "e1a1") == coord_parse(&p, "e1c1"));
	ck_assert(coord_parse(&p, "e1a1") & MV_CASTLE);
}
END_TEST

/* A variant file with the rules and what loading it reports. */
static const struct {
	const char *text, *phrase; /* phrase: part of the message, or NULL when it loads */
} file_rows[] = {
	{ "[t]\ninherit = chess\ncastling = K to c g, R to d f\n", NULL },
	{ "[t]\ninherit = chess\ncastling = K to c g, R to d f\nstart-shuffle = B light, B dark, Q, N N, R K R\n",
	  NULL },
	{ "[t]\ninherit = chess\ncastling = K to c, R to d f\n", "expected \"to\" and two files" },
	{ "[t]\ninherit = chess\ncastling = K to c g, R\n", "give the files the partners land on" },
	{ "[t]\ninherit = chess\ncastling = K to c g, R to d z\n", "after the partners" },
	{ "[t]\ninherit = chess\ncastling = K to c g, R to c f\n", "cannot both land on the c-file" },
	{ "[t]\ninherit = chess\ncastling = K to c g, R to d f x\n", "unexpected" },
	{ "[t]\ninherit = chess\nstart-shuffle = B light, B dark, Q, N N, R R K\n", NULL },
	{ "[t]\ninherit = chess\nstart-shuffle = B light, B dark, Q, N N, R K\n", "not one for each" },
	{ "[t]\ninherit = chess\nstart-shuffle = B light, B dark, Q, N N, R K Q\n", "the groups hold 2 Q" },
	{ "[t]\ninherit = chess\nstart-shuffle = Q, B light, B dark, N N, R K R\n", "come first" },
	{ "[t]\ninherit = chess\nstart-shuffle = B B, Q N, N, R K R\n", "only the last group" },
	{ "[t]\ninherit = chess\nstart-shuffle = B light, B dark, Q, N N, R K X\n", "not a piece letter" },
	{ "[t]\ninherit = chess\nstart = rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n"
	  "start-shuffle = B light, B dark, Q, N N, R K R\n", "the same pieces of the other side" },
};

#define NFILE ((int)(sizeof file_rows / sizeof file_rows[0]))

/* The castling and start-shuffle keys are checked when a file is read. */
START_TEST(test_file)
{
	var_set set = { 0, NULL };
	var_error err;
	FILE *f = fmemopen((void *)file_rows[_i].text, strlen(file_rows[_i].text), "r");
	var_status st;

	ck_assert_ptr_nonnull(f);
	st = var_load_stream(&set, f, "t.ini", &err);
	fclose(f);
	if (!file_rows[_i].phrase)
		ck_assert_msg(st == VAR_OK, "%s: %s", file_rows[_i].text, err.message);
	else
		ck_assert_msg(st != VAR_OK && strstr(err.message, file_rows[_i].phrase), "%s: \"%s\"",
			      file_rows[_i].text, st == VAR_OK ? "loaded" : err.message);
	var_set_free(&set);
}
END_TEST
#endif

/* The Chess960 suite. */
Suite *
c960_suite(void)
{
	Suite *s = suite_create("chess960");
	TCase *tc = tcase_create("perft");
	int i;

	tcase_set_timeout(tc, 60);
	for (i = 0; i < NPERFT960; i++) {
#ifdef PERFT_DEEP
		if (perft960_rows[i].nodes >= DEEP_960)
#else
		if (perft960_rows[i].nodes < DEEP_960)
#endif
			tcase_add_loop_test(tc, test_perft960, i, i + 1);
	}
	suite_add_tcase(s, tc);
#ifndef PERFT_DEEP
	tc = tcase_create("rules");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_numbering, 0, (int)(sizeof numbered / sizeof numbered[0]));
	tcase_add_test(tc, test_all_starts);
	tcase_add_loop_test(tc, test_castle_move, 0, NCASTLE);
	tcase_add_loop_test(tc, test_no_castle, 0, NNO_CASTLE);
	tcase_add_loop_test(tc, test_field, 0, NFIELD);
	tcase_add_test(tc, test_chess_coordinates);
	tcase_add_loop_test(tc, test_file, 0, NFILE);
	suite_add_tcase(s, tc);
#endif
	return s;
}
