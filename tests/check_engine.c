/* check_engine.c - the engine's Check suite: forced mates in several
 * variants (with their own rules: a stalemate that wins, a check given by a
 * check-only power), legal moves only in self-play across every variant,
 * stopping on request, deterministic weak levels, and MultiPV's lines. */
#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "eval.h"
#include "mono.h"
#include "movegen.h"
#include "notation_coord.h"
#include "search.h"
#include "engine_mates.h"
#include "testlib.h"


/* The engine finds each forced win at the right distance, and the win is
 * real: after a one-move win the opponent has no legal move. */
START_TEST(test_mates)
{
	const mate_case *mc = &mates[_i];
	position *p = test_position_new(mc->variant, mc->fen);
	engine *e = eng_new(8);
	search_limits lim = { 0 };
	search_info info;
	char text[32];
	move m;

	ck_assert_ptr_nonnull(e);
	lim.depth = 2 * mc->moves + 1;
	m = eng_search(e, p, NULL, 0, &lim, NULL, NULL, NULL, &info);
	ck_assert_msg(m != MV_NONE && mg_is_legal_move(p, m), "%s: no legal move", mc->what);
	coord_format(p, m, text, sizeof text);
	ck_assert_msg(info.mate == mc->moves, "%s (%s): mate %d, expected %d (move %s)", mc->what,
		      mc->variant, info.mate, mc->moves, text);
	if (mc->first)
		ck_assert_msg(strcmp(text, mc->first) == 0, "%s: played %s, expected %s", mc->what, text,
			      mc->first);
	if (mc->moves == 1) {
		move_list replies;
		pos_undo u;
		pos_make(p, m, &u);
		mg_legal(p, &replies);
		ck_assert_msg(replies.count == 0, "%s: %s leaves %d replies", mc->what, text, replies.count);
	}
	eng_free(e);
	free(p);
}
END_TEST

/* Self-play at low depth in every variant: every move the engine returns
 * is legal, and it returns one whenever one exists. */
START_TEST(test_selfplay_legal)
{
	static const char *const names[] = { "chess", "lancerchess", "clash", "complete", "onslaught" };
	const variant *v = test_variant(names[_i]);
	engine *e = eng_new(4);
	position *p = malloc(sizeof *p);
	uint64_t *hist = malloc(sizeof *hist * 1000);
	int plies = 0, games = 0, n = 0;
	search_limits lim = { 0 };

	ck_assert_ptr_nonnull(e);
	ck_assert_ptr_nonnull(p);
	ck_assert_ptr_nonnull(hist);
	pos_start(p, v, NULL, 0);
	while (plies < 700) {
		move_list legal;
		move m;
		pos_undo u;
		mg_legal(p, &legal);
		lim.depth = 1 + plies % 3;
		lim.nodes = 3000;
		lim.level = 1 + (plies / 7) % 10;
		lim.seed = (unsigned)(plies + 1);
		m = eng_search(e, p, hist, n, &lim, NULL, NULL, NULL, NULL);
		if (legal.count == 0) {
			ck_assert_msg(m == MV_NONE, "%s: a move in a finished position", v->name);
		} else {
			char fen[512];
			pos_to_fen(p, fen, sizeof fen);
			ck_assert_msg(m != MV_NONE, "%s: no move in %s", v->name, fen);
			ck_assert_msg(mg_is_legal_move(p, m), "%s: illegal move in %s", v->name, fen);
		}
		if (m == MV_NONE || (v->fifty && p->halfmove >= v->fifty) || n >= 400) {
			pos_start(p, v, NULL, 0);
			n = 0;
			games++;
			continue;
		}
		hist[n++] = p->hash;
		pos_make(p, m, &u);
		plies++;
	}
	ck_assert_int_ge(plies, 700);
	(void)games;
	eng_free(e);
	free(hist);
	free(p);
}
END_TEST

/* A search told to stop at once still returns a legal move. */
static int
stop_now(void *ctx)
{
	(void)ctx;
	return 1;
}

START_TEST(test_stop_at_once)
{
	static const char *const names[] = { "chess", "complete", "onslaught" };
	position *p = test_position_new(names[_i], test_variant(names[_i])->start);
	engine *e = eng_new(4);
	search_limits lim = { 0 };
	move m;

	lim.infinite = 1;
	m = eng_search(e, p, NULL, 0, &lim, NULL, stop_now, NULL, NULL);
	ck_assert(m != MV_NONE);
	ck_assert(mg_is_legal_move(p, m));
	eng_free(e);
	free(p);
}
END_TEST

/* A search running in another thread, for the stop test. */
typedef struct runner {
	engine *e;
	position *p;
	move m;
	double done;
} runner;

static void *
run_search(void *arg)
{
	runner *r = arg;
	search_limits lim = { 0 };

	lim.infinite = 1;
	r->m = eng_search(r->e, r->p, NULL, 0, &lim, NULL, NULL, NULL, NULL);
	r->done = mono_seconds();
	return NULL;
}

/* eng_stop from another thread ends a deep search that would otherwise
 * run on: it must end within a second (a bound no loaded machine
 * reaches, so the test never fails on time; how many milliseconds it
 * takes is tests/bench-latency.sh's figure). */
START_TEST(test_stop_latency)
{
	static const char *const names[] = { "chess", "complete", "onslaught" };
	static const int after_ms[] = { 150, 400, 900 };
	runner r;
	pthread_t th;
	double asked;
	int k;

	for (k = 0; k < 3; k++) {
		r.e = eng_new(16);
		r.p = test_position_new(names[_i], test_variant(names[_i])->start);
		r.m = MV_NONE;
		ck_assert_int_eq(pthread_create(&th, NULL, run_search, &r), 0);
		nanosleep(&(struct timespec){ 0, after_ms[k] * 1000000L }, NULL);
		asked = mono_seconds();
		eng_stop(r.e);
		pthread_join(th, NULL);
		ck_assert_msg(r.done - asked < 1.0, "%s: stopped %.1f ms after the request (at %d ms)",
			      names[_i], (r.done - asked) * 1000.0, after_ms[k]);
		ck_assert(r.m != MV_NONE && mg_is_legal_move(r.p, r.m));
		eng_free(r.e);
		free(r.p);
	}
}
END_TEST

/* The poll callback's clock: an infinite search ends once the callback
 * starts saying stop (within a second, as above). */
static int
stop_after(void *ctx)
{
	return mono_seconds() >= *(double *)ctx;
}

START_TEST(test_poll_latency)
{
	position *p = test_position_new("onslaught", test_variant("onslaught")->start);
	engine *e = eng_new(16);
	search_limits lim = { 0 };
	double deadline = mono_seconds() + 0.3;
	move m;

	lim.infinite = 1;
	m = eng_search(e, p, NULL, 0, &lim, NULL, stop_after, &deadline, NULL);
	ck_assert_msg(mono_seconds() - deadline < 1.0, "stopped %.1f ms late", (mono_seconds() - deadline) * 1000.0);
	ck_assert(m != MV_NONE && mg_is_legal_move(p, m));
	eng_free(e);
	free(p);
}
END_TEST

/* A clock of one second with no increment: the move comes before the
 * flag falls (the plan spends a small fraction of it; the bound is the
 * clock itself, so a loaded or instrumented machine does not fail the
 * test). */
START_TEST(test_clock)
{
	position *p = test_position_new("complete", test_variant("complete")->start);
	engine *e = eng_new(16);
	search_limits lim = { 0 };
	double t0 = mono_seconds();
	move m;

	lim.wtime_ms = lim.btime_ms = 1000;
	m = eng_search(e, p, NULL, 0, &lim, NULL, NULL, NULL, NULL);
	ck_assert(m != MV_NONE && mg_is_legal_move(p, m));
	ck_assert_msg(mono_seconds() - t0 < 1.0, "took %.1f ms of a 1000 ms clock", (mono_seconds() - t0) * 1000.0);
	eng_free(e);
	free(p);
}
END_TEST

/* A weak level plays the same move again for the same seed. */
START_TEST(test_level_deterministic)
{
	position *p = test_position_new("chess", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
	engine *e = eng_new(4);
	search_limits lim = { 0 };
	move a, b;

	lim.level = 2;
	lim.seed = 12345;
	a = eng_search(e, p, NULL, 0, &lim, NULL, NULL, NULL, NULL);
	eng_clear(e);
	b = eng_search(e, p, NULL, 0, &lim, NULL, NULL, NULL, NULL);
	ck_assert(a != MV_NONE && a == b);
	eng_free(e);
	free(p);
}
END_TEST

/* The weak levels are weak by their node budgets: each searches no more
 * than its budget, the budgets and Elo figures rise with the level, and
 * level 10 (full strength) has no figure. */
START_TEST(test_level_budgets)
{
	position *p = test_position_new("chess", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
	engine *e = eng_new(4);
	uint64_t before = 0;
	int level;

	for (level = 1; level <= 9; level++) {
		search_limits lim = { 0 };
		search_info info;

		lim.level = level;
		eng_clear(e);
		ck_assert(eng_search(e, p, NULL, 0, &lim, NULL, NULL, NULL, &info) != MV_NONE);
		ck_assert_msg(info.nodes > before, "level %d: %llu nodes, level %d %llu", level,
			      (unsigned long long)info.nodes, level - 1, (unsigned long long)before);
		ck_assert_msg(info.nodes <= 200000, "level %d searched %llu nodes", level,
			      (unsigned long long)info.nodes);
		before = info.nodes;
		ck_assert_int_gt(eng_level_elo(level), level > 1 ? eng_level_elo(level - 1) : 0);
	}
	ck_assert_int_eq(eng_level_elo(10), 0);
	ck_assert_int_eq(eng_level_elo(0), 0);
	eng_free(e);
	free(p);
}
END_TEST

/* The weak levels search as they did when the level table was measured
 * (src/engine/search_time.c): their search, to a fixed depth, visits the
 * same nodes as then. When a change to the search moves these counts, the
 * levels play differently: measure them again ('make bench-levels') and
 * then write the new counts here. */
START_TEST(test_level_search_unchanged)
{
	static const struct {
		const char *fen;
		uint64_t nodes;
	} cases[] = {
		{ "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 6689 },
		{ "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4", 2140 },
	};
	engine *e = eng_new(4);
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		position *p = test_position_new("chess", cases[i].fen);
		search_limits lim = { 0 };
		search_info info;

		lim.level = 9;
		lim.depth = 5;
		eng_clear(e);
		ck_assert(eng_search(e, p, NULL, 0, &lim, NULL, NULL, NULL, &info) != MV_NONE);
		ck_assert_msg(info.nodes == cases[i].nodes,
			      "case %zu: the weak levels' search took %llu nodes to depth 5, not %llu: measure the "
			      "levels again",
			      i, (unsigned long long)info.nodes, (unsigned long long)cases[i].nodes);
		free(p);
	}
	eng_free(e);
}
END_TEST

/* Even level 1 does not leave its Queen to a Knight, nor refuse a Queen
 * left hanging, whatever the seed: a weak level misses deep tactics, not
 * one-move ones. */
START_TEST(test_level_one_sees_hanging_queens)
{
	position *save = test_position_new("chess", "4k3/8/8/8/8/2n5/8/3QK3 w - - 0 1");
	position *take = test_position_new("chess", "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
	engine *e = eng_new(4);
	static const char *forked[] = { "e2", "e4", "d1", "b1", "a2", "a4", "b5", "d5" };
	unsigned seed;

	for (seed = 1; seed <= 12; seed++) {
		search_limits lim = { 0 };
		char text[16];
		size_t i;
		move m;

		lim.level = 1;
		lim.seed = seed;
		eng_clear(e);
		m = eng_search(e, save, NULL, 0, &lim, NULL, NULL, NULL, NULL);
		coord_format(save, m, text, sizeof text);
		ck_assert_msg(strncmp(text, "d1", 2) == 0, "seed %u: %s leaves the Queen", seed, text);
		for (i = 0; i < sizeof forked / sizeof forked[0]; i++)
			ck_assert_msg(strcmp(text + 2, forked[i]) != 0, "seed %u: %s puts it en prise", seed, text);
		eng_clear(e);
		m = eng_search(e, take, NULL, 0, &lim, NULL, NULL, NULL, NULL);
		coord_format(take, m, text, sizeof text);
		ck_assert_msg(strcmp(text, "d2d5") == 0, "seed %u: %s instead of taking the Queen", seed, text);
	}
	eng_free(e);
	free(save);
	free(take);
}
END_TEST

/* A repetition of the game's history counts as a draw: White, a Queen
 * down, has one legal move; when the game has already seen the position it
 * leads to, the search scores it as a draw instead of a loss. */
START_TEST(test_repetition_draw)
{
	position *p = test_position_new("chess", "8/8/8/8/8/8/2k5/K6q w - - 10 40");
	engine *e = eng_new(4);
	search_limits lim = { 0 };
	search_info info;
	uint64_t hist[3] = { 0, 1, 2 };
	pos_undo u;
	move m;

	lim.depth = 4;
	m = eng_search(e, p, NULL, 0, &lim, NULL, NULL, NULL, &info);
	ck_assert(m != MV_NONE);
	ck_assert_int_lt(info.score, -500);
	pos_make(p, m, &u);
	hist[0] = p->hash; /* the game has been here before */
	pos_unmake(p, &u);
	eng_clear(e);
	m = eng_search(e, p, hist, 3, &lim, NULL, NULL, NULL, &info);
	ck_assert(m != MV_NONE);
	ck_assert_int_eq(info.score, 0);
	eng_free(e);
	free(p);
}
END_TEST

/* Derived piece values put the orthodox pieces in their usual order. */
START_TEST(test_values)
{
	const variant *v = test_variant("chess");
	int n = var_type_of_letter(v, 'N'), b = var_type_of_letter(v, 'B');
	int r = var_type_of_letter(v, 'R'), q = var_type_of_letter(v, 'Q');
	int pv = eval_piece_value(v, var_type_of_letter(v, 'P'));

	ck_assert_int_eq(pv, 100);
	ck_assert_int_ge(eval_piece_value(v, n), 250);
	ck_assert_int_le(eval_piece_value(v, n), 380);
	ck_assert_int_ge(eval_piece_value(v, b), 250);
	ck_assert_int_le(eval_piece_value(v, b), 380);
	ck_assert_int_ge(eval_piece_value(v, r), 450);
	ck_assert_int_le(eval_piece_value(v, r), 600);
	ck_assert_int_ge(eval_piece_value(v, q), 800);
	ck_assert_int_le(eval_piece_value(v, q), 1000);
	ck_assert_int_eq(eval_piece_value(v, var_type_of_letter(v, 'K')), 0);
}
END_TEST

/* The lines of the last depth a MultiPV search reported. */
typedef struct pv_lines {
	search_info line[SEARCH_MAX_PV]; /* line k-1 holds the report with multipv k */
	int depth;                       /* the depth they are of */
	int reports;                     /* reports heard in all */
	int bad_order;                   /* 1: a report came out of order (not 1, 2, ... each depth) */
	int expect;                      /* the multipv the next report should have */
	int n;                           /* lines per depth */
} pv_lines;

/* Keeps each report of a MultiPV search, checking they come 1..n. */
static void
keep_line(void *ctx, const search_info *info)
{
	pv_lines *l = ctx;

	l->reports++;
	if (info->multipv != l->expect)
		l->bad_order = 1;
	l->expect = l->expect == l->n ? 1 : l->expect + 1;
	if (info->multipv >= 1 && info->multipv <= SEARCH_MAX_PV) {
		l->line[info->multipv - 1] = *info;
		l->depth = info->depth;
	}
}

/* Positions for MultiPV, with a variant each. */
static const struct {
	const char *variant, *fen;
} multipv_cases[] = {
	{ "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" },
	{ "chess", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3" },
	{ "lancerchess", "rdbqkblr/pppppppp/8/8/8/8/PPPPPPPP/RDBQKBLR w KQkq - 0 1" },
	{ "onslaught", NULL },
};

/* MultiPV 3 at a fixed depth gives three lines at that depth, in order,
 * with distinct legal first moves, whole legal lines and scores best
 * first; the move returned is line 1's. */
START_TEST(test_multipv_lines)
{
	const variant *v = test_variant(multipv_cases[_i].variant);
	position *p = test_position_new(multipv_cases[_i].variant, multipv_cases[_i].fen ? multipv_cases[_i].fen : v->start);
	engine *e = eng_new(8);
	search_limits lim = { 0 };
	search_info out;
	pv_lines l;
	move m;
	int k, j;

	memset(&l, 0, sizeof l);
	l.expect = 1;
	l.n = 3;
	lim.depth = 4;
	lim.multipv = 3;
	m = eng_search(e, p, NULL, 0, &lim, keep_line, NULL, &l, &out);
	ck_assert_int_eq(l.depth, 4);
	ck_assert_int_eq(l.reports, 3 * 4);
	ck_assert_msg(!l.bad_order, "the reports did not come as lines 1, 2, 3 of each depth");
	for (k = 0; k < 3; k++) {
		position q = *p;
		pos_undo u;
		ck_assert_int_eq(l.line[k].multipv, k + 1);
		ck_assert_int_eq(l.line[k].depth, 4);
		ck_assert_int_ge(l.line[k].pvlen, 1);
		for (j = 0; j < l.line[k].pvlen; j++) {
			ck_assert_msg(mg_is_legal_move(&q, l.line[k].pv[j]), "line %d, move %d is not legal", k + 1, j + 1);
			pos_make(&q, l.line[k].pv[j], &u);
		}
		for (j = 0; j < k; j++)
			ck_assert_msg(l.line[j].pv[0] != l.line[k].pv[0], "lines %d and %d start alike", j + 1, k + 1);
		if (k > 0)
			ck_assert_int_le(l.line[k].score, l.line[k - 1].score);
	}
	ck_assert(m == l.line[0].pv[0]);
	ck_assert(out.pv[0] == m);
	ck_assert_int_eq(out.score, l.line[0].score);
	eng_free(e);
	free(p);
}
END_TEST

/* Positions with one clearly best move (a piece to take, a mate), where
 * line 1 of MultiPV must be what a plain search finds. */
static const struct {
	const char *variant, *fen;
	int depth;
} clear_best[] = {
	{ "chess", "rnb1kbnr/pppp1ppp/8/4p1q1/3P4/2N5/PPP1PPPP/R1BQKBNR w KQkq - 0 3", 5 },
	{ "chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 3 },
	{ "chess", "5rk1/5Npp/8/8/8/1Q6/6PP/6K1 w - - 0 1", 7 },
	{ "lancerchess", "qbQ5/pp6/1P6/8/8/8/8/R7 w - - 0 1", 5 },
};

/* At a fixed depth, line 1 of MultiPV 3 has the move of the search with
 * one line, and its score: the same mate, or within a tenth of a pawn (the
 * other lines' searches leave the table and the move statistics otherwise
 * than one line does, and pruning follows the move order). */
START_TEST(test_multipv_first_line)
{
	position *p = test_position_new(clear_best[_i].variant, clear_best[_i].fen);
	engine *e = eng_new(8);
	search_limits lim = { 0 };
	search_info one, three;
	pv_lines l;
	move a, b;

	lim.depth = clear_best[_i].depth;
	a = eng_search(e, p, NULL, 0, &lim, NULL, NULL, NULL, &one);
	eng_clear(e);
	memset(&l, 0, sizeof l);
	l.expect = 1;
	l.n = 3;
	lim.multipv = 3;
	b = eng_search(e, p, NULL, 0, &lim, keep_line, NULL, &l, &three);
	ck_assert(a != MV_NONE);
	ck_assert_msg(a == b, "case %d: MultiPV 3 plays another move than MultiPV 1", _i);
	ck_assert(l.line[0].pv[0] == a);
	ck_assert_int_eq(three.score, l.line[0].score);
	ck_assert_int_eq(three.mate, one.mate);
	if (one.mate)
		ck_assert_int_eq(three.score, one.score);
	else
		ck_assert_msg(abs(three.score - one.score) <= 10, "case %d: line 1 scores %d, one line %d", _i,
			      three.score, one.score);
	ck_assert_int_gt(l.line[0].score, l.line[1].score);
	eng_free(e);
	free(p);
}
END_TEST

/* With fewer legal moves than lines asked for, there is a line for each
 * legal move; MultiPV 1 reports each depth once, as line 1. */
START_TEST(test_multipv_few_moves)
{
	/* White's King on h1 is checked by the Rook on a1: the Knight blocks
	 * on e1 or g1, and that is all. */
	position *p = test_position_new("chess", "7k/8/8/8/8/5N2/6PP/r6K w - - 0 1");
	engine *e = eng_new(4);
	search_limits lim = { 0 };
	move_list legal;
	pv_lines l;

	mg_legal(p, &legal);
	ck_assert_int_eq(legal.count, 2);
	memset(&l, 0, sizeof l);
	l.expect = 1;
	l.n = 2;
	lim.depth = 3;
	lim.multipv = 5;
	eng_search(e, p, NULL, 0, &lim, keep_line, NULL, &l, NULL);
	ck_assert_int_eq(l.reports, 2 * 3);
	ck_assert(!l.bad_order);
	ck_assert(l.line[0].pv[0] != l.line[1].pv[0]);
	memset(&l, 0, sizeof l);
	l.expect = 1;
	l.n = 1;
	lim.multipv = 1;
	eng_clear(e);
	eng_search(e, p, NULL, 0, &lim, keep_line, NULL, &l, NULL);
	ck_assert_int_eq(l.reports, 3);
	ck_assert(!l.bad_order);
	eng_free(e);
	free(p);
}
END_TEST

/* The suite. */
static Suite *
engine_suite(void)
{
	Suite *s = suite_create("engine");
	TCase *tc = tcase_create("mates");

	tcase_add_loop_test(tc, test_mates, 0, NMATES);
	tcase_add_test(tc, test_values);
	tcase_add_test(tc, test_repetition_draw);
	suite_add_tcase(s, tc);
	tc = tcase_create("multipv");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_multipv_lines, 0, (int)(sizeof multipv_cases / sizeof multipv_cases[0]));
	tcase_add_loop_test(tc, test_multipv_first_line, 0, (int)(sizeof clear_best / sizeof clear_best[0]));
	tcase_add_test(tc, test_multipv_few_moves);
	suite_add_tcase(s, tc);
	tc = tcase_create("selfplay");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, test_selfplay_legal, 0, 5);
	suite_add_tcase(s, tc);
	tc = tcase_create("stop");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_stop_at_once, 0, 3);
	tcase_add_loop_test(tc, test_stop_latency, 0, 3);
	tcase_add_test(tc, test_poll_latency);
	tcase_add_test(tc, test_clock);
	tcase_add_test(tc, test_level_deterministic);
	tcase_add_test(tc, test_level_budgets);
	tcase_add_test(tc, test_level_search_unchanged);
	tcase_add_test(tc, test_level_one_sees_hanging_queens);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return test_run(engine_suite(), NULL);
}
