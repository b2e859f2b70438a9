/* check_san.c - SAN out and in: every legal move of many positions in all
 * five variants reads back as itself, and a table of typed inputs gives
 * the move, "ambiguous" with the candidates, or "illegal" with the reason. */
#include <stdio.h>
#include <string.h>

#include "game_suites.h"
#include "movegen.h"
#include "notation_coord.h"
#include "san.h"

/* Checks every legal move of p: its SAN and its coordinates read back as
 * the same move, the SAN is unique, and "+"/"#" tell check and mate. */
static int
check_all_moves(position *p)
{
	move_list legal;
	char san[MG_MAX_MOVES][SAN_MAX], msg[512], coord[16];
	int i, j;

	mg_legal(p, &legal);
	for (i = 0; i < legal.count; i++) {
		move m = legal.moves[i], back = MV_NONE;
		pos_undo u;
		int check, mate = 0;
		size_t n;
		san_status st;

		n = san_format(p, m, san[i], sizeof san[i]);
		ck_assert_uint_gt(n, 1);
		st = san_parse(p, san[i], &back, msg, sizeof msg);
		ck_assert_msg(st == SAN_OK && back == m, "SAN %s does not read back (%s)", san[i], msg);
		ck_assert_str_eq(msg, san[i]);
		coord_format(p, m, coord, sizeof coord);
		st = san_parse(p, coord, &back, msg, sizeof msg);
		ck_assert_msg(st == SAN_OK && back == m, "coordinates %s read as %s", coord, msg);
		for (j = 0; j < i; j++)
			ck_assert_msg(strcmp(san[i], san[j]) != 0, "two moves written %s", san[i]);
		pos_make(p, m, &u);
		check = mg_in_check(p);
		if (check) {
			move_list replies;
			mg_legal(p, &replies);
			mate = replies.count == 0;
		}
		pos_unmake(p, &u);
		n = strlen(san[i]);
		ck_assert_msg((san[i][n - 1] == '#') == mate && (san[i][n - 1] == '+') == (check && !mate),
			      "%s: check %d mate %d", san[i], check, mate);
	}
	return legal.count;
}

/* Random playouts of 120 plies from the start with a fixed seed; every
 * legal move of every position on the way round-trips. */
START_TEST(test_round_trip_playouts)
{
	const variant *v = test_variant(gt_variants[_i]);
	position p;
	int game, ply, moves = 0, positions = 0;

	gt_seed(1234 + (unsigned long long)_i);
	for (game = 0; game < 4; game++) {
		gt_position(&p, v, NULL);
		for (ply = 0; ply < 120; ply++) {
			move_list legal;
			pos_undo u;
			int n = check_all_moves(&p);
			moves += n;
			positions++;
			if (n == 0)
				break;
			mg_legal(&p, &legal);
			pos_make(&p, legal.moves[gt_random() % (unsigned)legal.count], &u);
		}
	}
	ck_assert_int_gt(positions, 200);
	ck_assert_int_gt(moves, 2000);
}
END_TEST

/* Positions with the special moves: castling both ways, en passant,
 * promotions with and without colour conditions, checks, pins. */
static const struct { const char *variant, *fen; } special[] = {
	{ "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" },
	{ "chess", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1" },
	{ "chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1" },
	{ "chess", "1r2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1" },
	{ "chess", "7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1" },
	{ "chess", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4" },
	{ "lancerchess", "4q3/1P6/8/8/8/8/8/4Q3 w - - 0 1" },
	{ "lancerchess", "r2q3r/8/8/8/8/8/8/R2Q3R w KQkq - 0 1" },
	{ "clash", "r2q3r/1P6/8/8/8/8/6p1/R2Q3R w KQkq - 0 1" },
	{ "clash", "r2q3r/1P6/8/8/8/8/6p1/R2Q3R b KQkq - 0 1" },
	{ "onslaught", "r5k4r/12/12/12/12/12/12/12/12/12/12/R4K5R w KQkq - 0 1" },
	{ "complete", "11k/1P10/12/10K1/12/12/12/12/12/12/12/9Q2 w - - 0 1" },
};

/* Every legal move of the special positions round-trips. */
START_TEST(test_round_trip_special)
{
	position p;

	gt_position(&p, test_variant(special[_i].variant), special[_i].fen);
	ck_assert_int_gt(check_all_moves(&p), 0);
}
END_TEST

/* SAN as written for given moves. */
static const struct {
	const char *variant, *fen, *coord, *san;
} output[] = {
	{ "chess", NULL, "e2e4", "e4" },
	{ "chess", NULL, "g1f3", "Nf3" },
	{ "chess", "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "b1d2", "Nbd2" },
	{ "chess", "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "f3d2", "Nfd2" },
	{ "chess", "R7/8/7k/8/8/8/8/R3K3 w - - 0 1", "a1a4", "R1a4" },
	{ "chess", "R7/8/7k/8/8/8/8/R3K3 w - - 0 1", "a8a4", "R8a4" },
	{ "chess", "7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1", "a4b3", "Qa4b3" },
	{ "chess", "7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1", "a2b3", "Q2b3" },
	{ "chess", "7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1", "c4b3", "Qcb3" },
	{ "chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6" },
	{ "chess", "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1", "c4d5", "cxd5" },
	{ "chess", "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1", "e4d5", "exd5" },
	{ "chess", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q", "b8=Q+" },
	{ "chess", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8n", "b8=N" },
	{ "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "O-O" },
	{ "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "O-O-O" },
	{ "chess", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "Ra8+" },
	{ "chess", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2", "d8h4", "Qh4#" },
	/* a royal piece that starts on the d-file castles short toward a1, as
	 * XBoard writes it */
	{ "lancerchess", "r2q3r/8/8/8/8/8/8/R2Q3R w KQkq - 0 1", "d1f1", "O-O-O" },
	{ "lancerchess", "r2q3r/8/8/8/8/8/8/R2Q3R w KQkq - 0 1", "d1b1", "O-O" },
	{ "lancerchess", "r2q3r/8/8/8/8/8/8/R2Q3R b KQkq - 0 1", "d8b8", "O-O" },
	{ "lancerchess", "4q3/1P6/8/8/8/8/8/4Q3 w - - 0 1", "b7b8l", "b8=L" },
	{ "onslaught", "r5k4r/12/12/12/12/12/12/12/12/12/12/R4K5R w KQkq - 0 1", "f1j1", "O-O-O" },
	{ "onslaught", "r5k4r/12/12/12/12/12/12/12/12/12/12/R4K5R w KQkq - 0 1", "f1b1", "O-O" },
	{ "onslaught", NULL, "f2g10", "Gxg10" },
	{ "onslaught", NULL, "e3e6", "e6" },
	{ "complete", NULL, "b3d4", "Nd4" },
	{ "complete", "11k/1P10/12/10K1/12/12/12/12/12/12/12/9Q2 w - - 0 1", "b11b12l", "b12=L" },
};

/* Moves are written as SAN expects. */
START_TEST(test_output)
{
	position p;
	move m;
	char san[SAN_MAX];

	gt_position(&p, test_variant(output[_i].variant), output[_i].fen);
	m = coord_parse(&p, output[_i].coord);
	ck_assert_msg(m != MV_NONE, "%s is not legal", output[_i].coord);
	san_format(&p, m, san, sizeof san);
	ck_assert_str_eq(san, output[_i].san);
}
END_TEST

#define START NULL
#define KNIGHTS "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
#define CASTLE "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
#define PROMO "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
#define INTO "4k3/8/8/8/8/8/3r4/R3K3 w - - 0 1"
#define PIN "4k3/8/8/8/8/8/8/r2NK3 w - - 0 1"
#define CHECK "4k3/8/8/8/7b/8/8/R3K1N1 w Q - 0 1"
#define BPAWN "4k3/8/8/2B5/8/p7/1P6/4K3 w - - 0 1"
#define EP "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
#define ROOKS "R7/8/7k/8/8/8/8/R3K3 w - - 0 1"
#define QUEENS "7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1"
#define FOOL "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2"
#define LPROMO "4q3/1P6/8/8/8/8/8/4Q3 w - - 0 1"
#define LCASTLE "r2q3r/8/8/8/8/8/8/R2Q3R w KQkq - 0 1"
#define OCASTLE "r5k4r/12/12/12/12/12/12/12/12/12/12/R4K5R w KQkq - 0 1"

/* Typed input: the status, and the SAN of the move (SAN_OK) or a part of
 * the message that must be there. */
static const struct {
	const char *variant, *fen, *input;
	san_status status;
	const char *expect;
} input[] = {
	/* plain SAN and its lenient forms */
	{ "chess", START, "e4", SAN_OK, "e4" },
	{ "chess", START, "  e4  ", SAN_OK, "e4" },
	{ "chess", START, "e2e4", SAN_OK, "e4" },
	{ "chess", START, "e2-e4", SAN_OK, "e4" },
	{ "chess", START, "e4!?", SAN_OK, "e4" },
	{ "chess", START, "e4!!", SAN_OK, "e4" },
	{ "chess", START, "Pe4", SAN_OK, "e4" },
	{ "chess", START, "Nf3", SAN_OK, "Nf3" },
	{ "chess", START, "nf3", SAN_OK, "Nf3" },
	{ "chess", START, "Nf3+", SAN_OK, "Nf3" },
	{ "chess", START, "Ng1f3", SAN_OK, "Nf3" },
	{ "chess", START, "Ng1-f3", SAN_OK, "Nf3" },
	{ "chess", START, "N1f3", SAN_OK, "Nf3" },
	{ "chess", START, "g1f3", SAN_OK, "Nf3" },
	{ "chess", START, "Nxf3", SAN_OK, "Nf3" },
	{ "chess", FOOL, "Qh4", SAN_OK, "Qh4#" },
	{ "chess", FOOL, "Qh4#", SAN_OK, "Qh4#" },
	{ "chess", FOOL, "d8h4", SAN_OK, "Qh4#" },
	/* pawns: captures, the b-file and the Bishop, en passant */
	{ "chess", BPAWN, "bxa3", SAN_OK, "bxa3" },
	{ "chess", BPAWN, "ba3", SAN_OK, "bxa3" },
	{ "chess", BPAWN, "b2:a3", SAN_OK, "bxa3" },
	{ "chess", BPAWN, "Bxa3", SAN_OK, "Bxa3" },
	{ "chess", BPAWN, "bb4", SAN_OK, "b4" },
	{ "chess", BPAWN, "bd4", SAN_OK, "Bd4" },
	{ "chess", BPAWN, "bc5d4", SAN_OK, "Bd4" },
	{ "chess", EP, "exd6", SAN_OK, "exd6" },
	{ "chess", EP, "ed6", SAN_OK, "exd6" },
	{ "chess", EP, "exd6 e.p.", SAN_OK, "exd6" },
	{ "chess", EP, "exd6ep", SAN_OK, "exd6" },
	{ "chess", EP, "e5d6", SAN_OK, "exd6" },
	{ "chess", EP, "e6", SAN_OK, "e6" },
	/* promotion */
	{ "chess", PROMO, "b8=Q", SAN_OK, "b8=Q+" },
	{ "chess", PROMO, "b8Q", SAN_OK, "b8=Q+" },
	{ "chess", PROMO, "b8q", SAN_OK, "b8=Q+" },
	{ "chess", PROMO, "b7b8n", SAN_OK, "b8=N" },
	{ "chess", PROMO, "b7b8=N", SAN_OK, "b8=N" },
	{ "chess", PROMO, "b8(R)", SAN_OK, "b8=R+" },
	{ "chess", PROMO, "b8", SAN_PROMOTION, "promotion needs a choice: b8=Q+, b8=R+, b8=B or b8=N" },
	{ "chess", PROMO, "b7b8", SAN_PROMOTION, "promotion needs a choice" },
	{ "chess", PROMO, "b8=K", SAN_PROMOTION, "no promotion to King there; choose b8=Q+" },
	{ "chess", PROMO, "b8=X", SAN_PROMOTION, "no piece with the letter X" },
	{ "chess", START, "e4=Q", SAN_PROMOTION, "not a promotion" },
	{ "lancerchess", LPROMO, "b8=L", SAN_OK, "b8=L" },
	{ "lancerchess", LPROMO, "b7b8l", SAN_OK, "b8=L" },
	{ "lancerchess", LPROMO, "b8=D", SAN_PROMOTION, "no promotion to Queen's Lancer there" },
	/* castling */
	{ "chess", CASTLE, "O-O", SAN_OK, "O-O" },
	{ "chess", CASTLE, "0-0", SAN_OK, "O-O" },
	{ "chess", CASTLE, "o-o", SAN_OK, "O-O" },
	{ "chess", CASTLE, "O-O+", SAN_OK, "O-O" },
	{ "chess", CASTLE, "Kg1", SAN_OK, "O-O" },
	{ "chess", CASTLE, "e1g1", SAN_OK, "O-O" },
	{ "chess", CASTLE, "O-O-O", SAN_OK, "O-O-O" },
	{ "chess", CASTLE, "0-0-0", SAN_OK, "O-O-O" },
	{ "chess", CASTLE, "Kc1", SAN_OK, "O-O-O" },
	{ "chess", START, "O-O", SAN_CASTLING, "blocked" },
	{ "chess", KNIGHTS, "O-O", SAN_CASTLING, "right to castle" },
	{ "lancerchess", LCASTLE, "O-O", SAN_OK, "O-O" },
	{ "lancerchess", LCASTLE, "Qf1", SAN_OK, "O-O-O" },
	{ "lancerchess", LCASTLE, "Qb1", SAN_OK, "O-O" },
	{ "lancerchess", LCASTLE, "Qxa1", SAN_OK, "O-O" },
	{ "lancerchess", LCASTLE, "Qxh1", SAN_OK, "O-O-O" },
	{ "lancerchess", LCASTLE, "0-0-0", SAN_OK, "O-O-O" },
	/* the only castling, named the other way round (as older leaper
	 * games and programs that name castlings by direction write it) */
	{ "lancerchess", "3q3r/8/8/8/8/8/8/3Q3R w Kk - 0 1", "O-O", SAN_OK, "O-O-O" },
	{ "lancerchess", "3q3r/8/8/8/8/8/8/3Q3R w Kk - 0 1", "O-O-O", SAN_OK, "O-O-O" },
	{ "lancerchess", "r2q4/8/8/8/8/8/8/R2Q4 b Qq - 0 1", "O-O-O", SAN_OK, "O-O" },
	{ "lancerchess", "3q3r/8/8/8/8/8/8/3Q3R w k - 0 1", "O-O", SAN_CASTLING, "right to castle" },
	/* in chess both conventions agree: the other castling is not taken */
	{ "chess", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "O-O-O", SAN_CASTLING, "right to castle" },
	{ "onslaught", OCASTLE, "O-O", SAN_OK, "O-O" },
	{ "onslaught", OCASTLE, "Kj1", SAN_OK, "O-O-O" },
	{ "onslaught", OCASTLE, "f1b1", SAN_OK, "O-O" },
	{ "complete", START, "O-O", SAN_CASTLING, "no castling in complete" },
	/* ambiguity */
	{ "chess", KNIGHTS, "Nd2", SAN_AMBIGUOUS, "Nbd2" },
	{ "chess", KNIGHTS, "Nd2", SAN_AMBIGUOUS, "Nfd2" },
	{ "chess", KNIGHTS, "Nbd2", SAN_OK, "Nbd2" },
	{ "chess", KNIGHTS, "nbd2", SAN_OK, "Nbd2" },
	{ "chess", KNIGHTS, "N1d2", SAN_OK, "Nbd2" },
	{ "chess", KNIGHTS, "N3d2", SAN_OK, "Nfd2" },
	{ "chess", KNIGHTS, "b1d2", SAN_OK, "Nbd2" },
	{ "chess", ROOKS, "Ra4", SAN_AMBIGUOUS, "ambiguous: R" },
	{ "chess", ROOKS, "R1a4", SAN_OK, "R1a4" },
	{ "chess", ROOKS, "R8a4", SAN_OK, "R8a4" },
	{ "chess", QUEENS, "Qb3", SAN_AMBIGUOUS, "Qa4b3" },
	{ "chess", QUEENS, "Qb3", SAN_AMBIGUOUS, "Qcb3" },
	{ "chess", QUEENS, "Qab3", SAN_AMBIGUOUS, "Q2b3" },
	{ "chess", QUEENS, "Q4b3", SAN_AMBIGUOUS, "Qcb3" },
	{ "chess", QUEENS, "Qa4b3", SAN_OK, "Qa4b3" },
	{ "chess", QUEENS, "Q2b3", SAN_OK, "Q2b3" },
	/* illegal, with the reason */
	{ "chess", START, "Nd4", SAN_NO_PIECE, "no Knight can move to d4" },
	{ "chess", START, "Ke2", SAN_NO_PIECE, "no King can move to e2" },
	{ "chess", START, "e5", SAN_NO_PIECE, "no Pawn can move to e5" },
	{ "chess", START, "a1a2", SAN_NO_PIECE, "the Rook on a1 cannot move to a2" },
	{ "chess", START, "e3e4", SAN_NO_PIECE, "there is no piece on e3" },
	{ "chess", START, "e7e5", SAN_NO_PIECE, "the piece on e7 is not yours" },
	{ "chess", KNIGHTS, "Qd2", SAN_NO_PIECE, "you have no Queen" },
	{ "chess", KNIGHTS, "Ng1d2", SAN_NO_PIECE, "no Knight on g1" },
	{ "chess", START, "Xe4", SAN_NO_PIECE, "no piece with the letter X" },
	{ "chess", CHECK, "Nf3", SAN_IN_CHECK, "you are in check" },
	{ "chess", CHECK, "Ra2", SAN_IN_CHECK, "you are in check" },
	{ "chess", CHECK, "O-O-O", SAN_IN_CHECK, "out of check" },
	{ "chess", CHECK, "Kf2", SAN_INTO_CHECK, "King would be attacked on f2" },
	{ "chess", CHECK, "Ke2", SAN_OK, "Ke2" },
	{ "chess", PIN, "Nc3", SAN_PINNED, "the Knight on d1 is pinned" },
	{ "chess", PIN, "Ne3", SAN_PINNED, "expose your King" },
	{ "chess", INTO, "Kd1", SAN_INTO_CHECK, "attacked on d1" },
	{ "chess", INTO, "Ke2", SAN_INTO_CHECK, "attacked on e2" },
	{ "chess", INTO, "Kxd2", SAN_OK, "Kxd2" },
	{ "lancerchess", "4q3/8/8/8/8/8/3r4/4Q3 w - - 0 1", "Qe2", SAN_INTO_CHECK, "your Queen would be attacked" },
	/* squares off the board, and text that is no move */
	{ "chess", START, "e9", SAN_OFF_BOARD, "the square e9 is not on the 8x8 board" },
	{ "chess", START, "i1", SAN_OFF_BOARD, "not on the 8x8 board" },
	{ "chess", START, "a0", SAN_OFF_BOARD, "not on the 8x8 board" },
	{ "chess", START, "i2e4", SAN_OFF_BOARD, "the square i2 is not" },
	{ "onslaught", START, "m4", SAN_OFF_BOARD, "not on the 12x12 board" },
	{ "onslaught", START, "a13", SAN_OFF_BOARD, "a13" },
	{ "chess", START, "", SAN_SYNTAX, "nothing typed" },
	{ "chess", START, "hello", SAN_SYNTAX, "not a move" },
	{ "chess", START, "N", SAN_SYNTAX, "not a move" },
	{ "chess", START, "Nf", SAN_SYNTAX, "not a move" },
	{ "chess", START, "e2e4e6", SAN_SYNTAX, "not a move" },
	{ "chess", START, "e4 e5", SAN_SYNTAX, "not a move" },
	{ "chess", START, "O-O-O-O", SAN_SYNTAX, "not a move" },
	{ "chess", START, "a100", SAN_SYNTAX, "not a move" },
	{ "chess", START, "1-0", SAN_SYNTAX, "not a move" },
	/* 12x12 boards: two-digit ranks, lower-case letters that are files */
	{ "onslaught", START, "Gxg10", SAN_OK, "Gxg10" },
	{ "onslaught", START, "Gg10", SAN_OK, "Gxg10" },
	{ "onslaught", START, "gg10", SAN_OK, "Gxg10" },
	{ "onslaught", START, "f2g10", SAN_OK, "Gxg10" },
	{ "onslaught", START, "g6", SAN_OK, "g6" },
	{ "onslaught", START, "Nd4", SAN_OK, "Nd4" },
	{ "complete", START, "Nd4", SAN_OK, "Nd4" },
	{ "complete", START, "sg1", SAN_OK, "Sg1" },
	{ "complete", START, "ld4", SAN_OK, "Ld4" },
	{ "complete", START, "Sd1", SAN_NO_PIECE, "no Scout can move to d1" },
};

/* Each typed input gives the expected outcome. */
START_TEST(test_input)
{
	position p;
	move m;
	char msg[512];
	san_status st;

	gt_position(&p, test_variant(input[_i].variant), input[_i].fen);
	st = san_parse(&p, input[_i].input, &m, msg, sizeof msg);
	ck_assert_msg(st == input[_i].status, "\"%s\": status %d, expected %d (%s)",
		      input[_i].input, st, input[_i].status, msg);
	if (st == SAN_OK) {
		ck_assert_str_eq(msg, input[_i].expect);
		ck_assert(mg_is_legal_move(&p, m));
	} else {
		ck_assert_msg(strstr(msg, input[_i].expect) != NULL, "\"%s\": message \"%s\" lacks \"%s\"",
			      input[_i].input, msg, input[_i].expect);
		ck_assert_uint_eq(m, MV_NONE);
	}
	if (st == SAN_AMBIGUOUS)
		ck_assert_msg(strncmp(msg, "ambiguous: ", 11) == 0 && strstr(msg, " or "), "%s", msg);
	else if (st != SAN_OK && st != SAN_SYNTAX)
		ck_assert_msg(strncmp(msg, "illegal: ", 9) == 0, "%s", msg);
}
END_TEST

#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* The suite. */
Suite *
san_suite(void)
{
	Suite *s = suite_create("san");
	TCase *tc = tcase_create("round-trip");

	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, test_round_trip_playouts, 0, 5);
	tcase_add_loop_test(tc, test_round_trip_special, 0, COUNT(special));
	suite_add_tcase(s, tc);
	tc = tcase_create("tables");
	tcase_add_loop_test(tc, test_output, 0, COUNT(output));
	tcase_add_loop_test(tc, test_input, 0, COUNT(input));
	suite_add_tcase(s, tc);
	return s;
}
