/* check_perft.c - perft tables: leaf counts of the legal move tree from
 * published test positions, FEN round trips, and positions left as they
 * were after a walk of the tree.
 *
 * check_rules links the verifying build of the core, which recomputes the
 * hash, piece lists and counts after every make and unmake and aborts on a
 * mismatch, so the counts it runs prove the incremental state as well. That
 * build is some fifty times slower, so the rows of a million leaves or more
 * run in check_perft_full instead, which compiles this file with
 * PERFT_DEEP defined and links the ordinary build.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "position.h"
#include "suites.h"

/* One perft row: a position (NULL for the variant's start) and the number
 * of leaves at one depth. */
struct perft_row {
	const char *variant;
	const char *fen;
	int depth;
	uint64_t nodes;
};

#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
#define CPW_POS3 "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
#define CPW_POS4 "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
#define CPW_POS4M "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"
#define CPW_POS5 "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
#define CPW_POS6 "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"

/* Orthodox chess: the numbers of the chessprogramming wiki's "Perft
 * Results" page (positions 2-6 are its Kiwipete and test positions 3-6;
 * position 4 also in its colour-mirrored form). LancerChess and Clash: the
 * reference counts of these rules. Their first plies are easily checked by
 * hand: LancerChess has 16 pawn moves, Queen's Lancer b1-d3 and King's
 * Lancer g1-g3, so 18 and 18 x 18; in Clash White has the orthodox 20. */
static const struct perft_row perft_rows[] = {
	{ "chess", NULL, 1, 20 },
	{ "chess", NULL, 2, 400 },
	{ "chess", NULL, 3, 8902 },
	{ "chess", NULL, 4, 197281 },
	{ "chess", NULL, 5, 4865609 },
	{ "chess", KIWIPETE, 1, 48 },
	{ "chess", KIWIPETE, 2, 2039 },
	{ "chess", KIWIPETE, 3, 97862 },
	{ "chess", KIWIPETE, 4, 4085603 },
	{ "chess", CPW_POS3, 1, 14 },
	{ "chess", CPW_POS3, 2, 191 },
	{ "chess", CPW_POS3, 3, 2812 },
	{ "chess", CPW_POS3, 4, 43238 },
	{ "chess", CPW_POS3, 5, 674624 },
	{ "chess", CPW_POS4, 1, 6 },
	{ "chess", CPW_POS4, 2, 264 },
	{ "chess", CPW_POS4, 3, 9467 },
	{ "chess", CPW_POS4, 4, 422333 },
	{ "chess", CPW_POS4M, 1, 6 },
	{ "chess", CPW_POS4M, 2, 264 },
	{ "chess", CPW_POS4M, 3, 9467 },
	{ "chess", CPW_POS4M, 4, 422333 },
	{ "chess", CPW_POS5, 1, 44 },
	{ "chess", CPW_POS5, 2, 1486 },
	{ "chess", CPW_POS5, 3, 62379 },
	{ "chess", CPW_POS5, 4, 2103487 },
	{ "chess", CPW_POS6, 1, 46 },
	{ "chess", CPW_POS6, 2, 2079 },
	{ "chess", CPW_POS6, 3, 89890 },
	{ "chess", CPW_POS6, 4, 3894594 },
	{ "lancerchess", NULL, 1, 18 },
	{ "lancerchess", NULL, 2, 324 },
	{ "lancerchess", NULL, 3, 6770 },
	{ "lancerchess", NULL, 4, 140739 },
	{ "lancerchess", NULL, 5, 3316365 },
	{ "clash", NULL, 1, 20 },
	{ "clash", NULL, 2, 360 },
	{ "clash", NULL, 3, 8012 },
	{ "clash", NULL, 4, 166645 },
	{ "clash", NULL, 5, 4107560 },
};

#define NROWS ((int)(sizeof perft_rows / sizeof perft_rows[0]))

/* Rows with this many leaves or more run only in the fast build. */
#define DEEP_NODES 1000000

#ifndef PERFT_DEEP
/* Positions whose FEN must survive a round trip and whose state a walk of
 * the tree must leave untouched: every perft position and the start of
 * every shipped variant. */
static const struct {
	const char *variant;
	const char *fen;
} fen_rows[] = {
	{ "chess", NULL },
	{ "chess", KIWIPETE },
	{ "chess", CPW_POS3 },
	{ "chess", CPW_POS4 },
	{ "chess", CPW_POS4M },
	{ "chess", CPW_POS5 },
	{ "chess", CPW_POS6 },
	{ "chess", "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3" },
	{ "lancerchess", NULL },
	{ "clash", NULL },
	{ "complete", NULL },
	{ "onslaught", NULL },
	/* White's e-pawn slid from e3 to e6, passing e4 and e5. */
	{ "onslaught", "rzcbaqkmbczr/ppnehughenpp/pppppppppppp/12/12/12/4P7/12/12/"
		       "PPPP1PPPPPPP/PPNEHGUHENPP/RZCBMKQABCZR b KQkq e4e5 0 1" },
	{ "kings-lancer-tour", NULL },
};

#define NFENS ((int)(sizeof fen_rows / sizeof fen_rows[0]))
#endif

/* The leaf count of one row matches the published number. */
START_TEST(test_perft_row)
{
	const struct perft_row *row = &perft_rows[_i];
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
/* Writing a position read from a FEN gives the same FEN back. */
START_TEST(test_fen_round_trip)
{
	const variant *v = test_variant(fen_rows[_i].variant);
	const char *fen = fen_rows[_i].fen ? fen_rows[_i].fen : v->start;
	char out[1024];
	position p;

	test_position(&p, fen_rows[_i].variant, fen);
	pos_to_fen(&p, out, sizeof out);
	ck_assert_str_eq(out, fen);
	ck_assert(pos_verify(&p));
}
END_TEST

/* A walk of the move tree (three plies, two on the big boards) puts every
 * piece back, and restores the hash, the side, the rights, the e.p.
 * squares and the clocks. */
START_TEST(test_perft_restores)
{
	char before[1024], after[1024];
	uint8_t board[BRD_SIZE];
	position p;
	uint64_t hash, n;
	int count[2];

	test_position(&p, fen_rows[_i].variant, fen_rows[_i].fen);
	pos_to_fen(&p, before, sizeof before);
	memcpy(board, p.board, sizeof board);
	hash = p.hash;
	count[WHITE] = p.count[WHITE];
	count[BLACK] = p.count[BLACK];
	n = mg_perft(&p, p.v->geo.files > 8 ? 2 : 3);
	ck_assert(n > 0 || p.count[!p.side] == 0);
	pos_to_fen(&p, after, sizeof after);
	ck_assert_str_eq(after, before);
	ck_assert(memcmp(board, p.board, sizeof board) == 0);
	ck_assert(p.hash == hash);
	ck_assert(p.hash == pos_compute_hash(&p));
	ck_assert_int_eq(p.count[WHITE], count[WHITE]);
	ck_assert_int_eq(p.count[BLACK], count[BLACK]);
	ck_assert(pos_verify(&p));
}
END_TEST

/* Perft to depth d equals the sum over the legal moves of perft to depth
 * d - 1 after each, and depth 1 is the size of the legal move list. */
START_TEST(test_perft_divides)
{
	move_list list;
	position p;
	pos_undo u;
	uint64_t sum = 0;
	int i;

	test_position(&p, fen_rows[_i].variant, fen_rows[_i].fen);
	mg_legal(&p, &list);
	ck_assert(mg_perft(&p, 1) == (uint64_t)list.count);
	for (i = 0; i < list.count; i++) {
		pos_make(&p, list.moves[i], &u);
		sum += mg_perft(&p, 1);
		pos_unmake(&p, &u);
	}
	ck_assert(mg_perft(&p, 2) == sum);
}
END_TEST

/* Plays legal move m, holding whether the side to move is then in check,
 * worked out before the move (mg_gives_check) and from it
 * (mg_in_check_after), to mg_in_check's answer, which it returns. */
static int
check_tests_agree(position *p, move m, pos_undo *u)
{
	int gives = mg_gives_check(p, m), in;

	pos_make(p, m, u);
	in = mg_in_check(p);
	ck_assert_msg(mg_in_check_after(p, m) == in && gives == in,
		      "%s, move %d-%d: in check %d, from the move %d, before it %d", p->v->name, MV_FROM(m),
		      MV_TO(m), in, mg_in_check_after(p, m), gives);
	return in;
}

/* At every node of a walk of depth plies from p, the captures and
 * promotions mg_pseudo_noisy gives are mg_pseudo's, in its order; and
 * after every legal move, whether the side to move is in check, worked
 * out before the move (mg_gives_check) and from it (mg_in_check_after),
 * is mg_in_check's answer. */
static void
walk_matches(position *p, int depth)
{
	move_list all, noisy;
	pos_undo u;
	int i, n = 0;

	all.count = noisy.count = 0;
	mg_pseudo(p, &all);
	mg_pseudo_noisy(p, &noisy);
	for (i = 0; i < all.count; i++) {
		move m = all.moves[i];
		if (!(m & MV_CAPTURE) && MV_PROMO(m) < 0)
			continue;
		ck_assert_msg(n < noisy.count && noisy.moves[n] == m, "noisy move %d differs", n);
		n++;
	}
	ck_assert_int_eq(n, noisy.count);
	mg_legal(p, &all);
	for (i = 0; i < all.count; i++) {
		check_tests_agree(p, all.moves[i], &u);
		if (depth > 1)
			walk_matches(p, depth - 1);
		pos_unmake(p, &u);
	}
}

/* The captures and promotions alone are the captures and promotions of
 * all the moves, and the check tests from a move agree with the whole
 * test, three plies deep (two on the big boards). */
START_TEST(test_walk_matches)
{
	position p;

	test_position(&p, fen_rows[_i].variant, fen_rows[_i].fen);
	walk_matches(&p, p.v->geo.files > 8 ? 2 : 3);
}
END_TEST

/* The same along random games in every shipped variant, after every legal
 * move of each position (hoppers, leg squares, zones, start-square moves,
 * castling, en passant and promotions among them): six games each, the
 * moves that give check played three times as often, so that the games
 * are full of checks. */
START_TEST(test_check_after_games)
{
	position *p = malloc(sizeof *p);
	var_set *set = test_set();
	move_list list;
	unsigned seed = 7;
	char msg[256];
	var_error err;
	pos_undo u;
	int vi, game, ply, i, checks = 0;

	ck_assert_ptr_nonnull(p);
	ck_assert_int_eq(var_load_all(set, &err), VAR_OK);
	for (vi = 0; vi < set->count; vi++) {
		const variant *v = set->items[vi];
		for (game = 0; game < 6; game++) {
			ck_assert_msg(pos_from_fen(p, v, v->start, msg, sizeof msg) == POS_OK, "%s: %s", v->name,
				      msg);
			for (ply = 0; ply < 100; ply++) {
				move pick = MV_NONE;
				mg_legal(p, &list);
				if (!list.count)
					break;
				for (i = 0; i < list.count; i++) {
					int in = check_tests_agree(p, list.moves[i], &u);
					checks += in;
					if (in && pick == MV_NONE && rand_r(&seed) % 3 != 0)
						pick = list.moves[i];
					pos_unmake(p, &u);
				}
				if (pick == MV_NONE)
					pick = list.moves[(unsigned)rand_r(&seed) % (unsigned)list.count];
				pos_make(p, pick, &u);
			}
		}
	}
	ck_assert_int_gt(checks, 1000);
	free(p);
}
END_TEST

#endif

/* The perft suite. */
Suite *
perft_suite(void)
{
	Suite *s = suite_create("perft");
	TCase *tc = tcase_create("counts");
	int i;

	/* A row takes up to a few seconds in the verifying build. */
	tcase_set_timeout(tc, 60);
	for (i = 0; i < NROWS; i++) {
#ifdef PERFT_DEEP
		if (perft_rows[i].nodes >= DEEP_NODES)
#else
		if (perft_rows[i].nodes < DEEP_NODES)
#endif
			tcase_add_loop_test(tc, test_perft_row, i, i + 1);
	}
	suite_add_tcase(s, tc);
#ifndef PERFT_DEEP
	tc = tcase_create("state");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_fen_round_trip, 0, NFENS);
	tcase_add_loop_test(tc, test_perft_restores, 0, NFENS);
	tcase_add_loop_test(tc, test_perft_divides, 0, NFENS);
	tcase_add_loop_test(tc, test_walk_matches, 0, NFENS);
	tcase_add_test(tc, test_check_after_games);
	suite_add_tcase(s, tc);
#endif
	return s;
}
