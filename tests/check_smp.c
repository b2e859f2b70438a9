/* check_smp.c - the engine with several threads (Lazy SMP): the forced
 * mates and clear best moves check_engine pins with one thread are found
 * with 2 and 4; every move is legal in self-play; eng_stop, the poll and
 * the clock end every thread, none outlives eng_free; the thread count
 * is clamped; and one thread again, or a weak level, is the
 * single-threaded search, node for node. */
#include <check.h>
#include <dirent.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mono.h"
#include "movegen.h"
#include "notation_coord.h"
#include "search.h"
#include "engine_mates.h"
#include "testlib.h"

/* An engine of mb MB searching with n threads. */
static engine *
new_engine(size_t mb, int n)
{
	engine *e = eng_new(mb);

	ck_assert_ptr_nonnull(e);
	ck_assert_int_eq(eng_set_threads(e, n), n);
	ck_assert_int_eq(eng_threads(e), n);
	return e;
}

/* The threads of this process (Linux: the entries of /proc/self/task), or
 * -1 where that cannot be told. */
static int
count_threads(void)
{
	DIR *d = opendir("/proc/self/task");
	struct dirent *de;
	int n = 0;

	if (!d)
		return -1;
	while ((de = readdir(d)))
		if (de->d_name[0] != '.')
			n++;
	closedir(d);
	return n;
}


/* With 2 and 4 threads (even and odd loop indices) the engine finds each
 * forced win at its distance, with the winning first move. */
START_TEST(test_mates)
{
	const mate_case *mc = &mates[_i / 2];
	int threads = _i % 2 ? 4 : 2;
	position *p = test_position_new(mc->variant, mc->fen);
	engine *e = new_engine(8, threads);
	search_limits lim = { 0 };
	search_info info;
	char text[32];
	move m;

	lim.depth = 2 * mc->moves + 1;
	m = eng_search(e, p, NULL, 0, &lim, NULL, NULL, NULL, &info);
	ck_assert_msg(m != MV_NONE && mg_is_legal_move(p, m), "%s, %d threads: no legal move", mc->fen, threads);
	coord_format(p, m, text, sizeof text);
	ck_assert_msg(info.mate == mc->moves, "%s, %d threads: mate %d, expected %d (move %s)", mc->fen, threads,
		      info.mate, mc->moves, text);
	if (mc->first)
		ck_assert_msg(strcmp(text, mc->first) == 0, "%s, %d threads: played %s, expected %s", mc->fen,
			      threads, text, mc->first);
	eng_free(e);
	free(p);
}
END_TEST

/* Positions with one clearly best move: the one a single thread finds. */
static const struct {
	const char *variant, *fen;
	int depth;
} clear_best[] = {
	{ "chess", "rnb1kbnr/pppp1ppp/8/4p1q1/3P4/2N5/PPP1PPPP/R1BQKBNR w KQkq - 0 3", 5 },
	{ "chess", "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4", 3 },
	{ "lancerchess", "qbQ5/pp6/1P6/8/8/8/8/R7 w - - 0 1", 5 },
};
#define NCLEAR ((int)(sizeof clear_best / sizeof clear_best[0]))

/* The move of a search of p to depth with n threads. */
static move
best_move(const position *p, int depth, int n, search_info *info)
{
	engine *e = new_engine(8, n);
	search_limits lim = { 0 };
	move m;

	lim.depth = depth;
	m = eng_search(e, p, NULL, 0, &lim, NULL, NULL, NULL, info);
	eng_free(e);
	return m;
}

/* The tactic (the queen taken, Scholar's mate, a mate in 2) is found with
 * 2 and 4 threads as with one. */
START_TEST(test_clear_best)
{
	position *p = test_position_new(clear_best[_i / 2].variant, clear_best[_i / 2].fen);
	int threads = _i % 2 ? 4 : 2, depth = clear_best[_i / 2].depth;
	search_info one, many;
	move a = best_move(p, depth, 1, &one), b = best_move(p, depth, threads, &many);

	ck_assert(a != MV_NONE);
	ck_assert_msg(a == b, "case %d: %d threads play another move than one", _i / 2, threads);
	ck_assert_int_eq(many.mate, one.mate);
	free(p);
}
END_TEST

/* Self-play with 2 threads in every variant at low depths and every level
 * (the weak levels' noise and lesser moves included): every move is legal,
 * and there is one whenever one exists. */
START_TEST(test_selfplay_legal)
{
	static const char *const names[] = { "chess", "lancerchess", "clash", "complete", "onslaught" };
	const variant *v = test_variant(names[_i]);
	engine *e = new_engine(4, 2);
	position *p = malloc(sizeof *p);
	uint64_t hist[400];
	int plies = 0, n = 0;
	search_limits lim = { 0 };

	ck_assert_ptr_nonnull(p);
	pos_start(p, v, NULL, 0);
	while (plies < 120) {
		move_list legal;
		move m;
		pos_undo u;
		mg_legal(p, &legal);
		lim.depth = 2 + plies % 3;
		lim.level = 1 + (plies / 7) % 10;
		lim.seed = (unsigned)(plies + 1);
		m = eng_search(e, p, hist, n, &lim, NULL, NULL, NULL, NULL);
		if (legal.count == 0) {
			ck_assert_msg(m == MV_NONE, "%s: a move in a finished position", v->name);
		} else {
			char fen[512];
			pos_to_fen(p, fen, sizeof fen);
			ck_assert_msg(m != MV_NONE && mg_is_legal_move(p, m), "%s: no legal move in %s", v->name, fen);
		}
		if (m == MV_NONE || (v->fifty && p->halfmove >= v->fifty) || n >= 399) {
			pos_start(p, v, NULL, 0);
			n = 0;
			continue;
		}
		hist[n++] = p->hash;
		pos_make(p, m, &u);
		plies++;
	}
	eng_free(e);
	free(p);
}
END_TEST

/* A search in another thread, stopped by eng_stop. */
typedef struct runner {
	engine *e;
	position *p;
	move m;
	search_info info;
	atomic_int seen; /* the most threads of the process while it searched, by its poll */
} runner;

/* The poll of runner's search: notes how many threads run. */
static int
note_threads(void *ctx)
{
	runner *r = ctx;
	int n = count_threads();

	if (n > atomic_load(&r->seen))
		atomic_store(&r->seen, n);
	return 0;
}

/* The body of the searching thread. */
static void *
run_search(void *arg)
{
	runner *r = arg;
	search_limits lim = { 0 };

	lim.infinite = 1;
	r->m = eng_search(r->e, r->p, NULL, 0, &lim, NULL, note_threads, r, &r->info);
	return NULL;
}

/* eng_stop from another thread ends an infinite search of 2 or 4 threads
 * (the join would hang otherwise: Check's timeout fails it); the helpers
 * ran while it searched and none is left after eng_free (counted against
 * the threads seen while it searched: a sanitizer's runtime may start a
 * thread of its own at any time); the move is legal and the nodes are
 * counted. */
START_TEST(test_stop)
{
	static const char *const names[] = { "chess", "onslaught" };
	int threads = _i % 2 ? 4 : 2, before, waited;
	runner r;
	pthread_t th;

	memset(&r, 0, sizeof r);
	r.e = new_engine(16, threads);
	r.p = test_position_new(names[_i / 2], test_variant(names[_i / 2])->start);
	before = count_threads();
	ck_assert_int_eq(pthread_create(&th, NULL, run_search, &r), 0);
	/* 300 ms, and on until the poll has looked (slow builds, busy machines). */
	for (waited = 0; waited < 3 || (before > 0 && !atomic_load(&r.seen) && waited < 300); waited++)
		nanosleep(&(struct timespec){ 0, 100 * 1000000L }, NULL);
	eng_stop(r.e);
	pthread_join(th, NULL);
	ck_assert(r.m != MV_NONE && mg_is_legal_move(r.p, r.m));
	ck_assert(r.info.nodes > 0);
	eng_free(r.e);
	if (before > 0) {
		int seen = atomic_load(&r.seen), after = count_threads();
		ck_assert_msg(seen >= before + threads, "%d threads seen while %d searched", seen, threads);
		ck_assert_msg(after <= seen - threads, "%d threads after eng_free, %d while %d searched", after,
			      seen, threads);
	}
	free(r.p);
}
END_TEST

/* The poll's stop. */
static int
stop_after(void *ctx)
{
	return mono_seconds() >= *(double *)ctx;
}

/* The poll saying stop, and a one-second clock, end a search of 4
 * threads with a legal move, the clock's before it runs out. */
START_TEST(test_poll_and_clock)
{
	position *p = test_position_new("complete", test_variant("complete")->start);
	engine *e = new_engine(16, 4);
	search_limits lim = { 0 };
	double deadline = mono_seconds() + 0.2, t0;
	move m;

	lim.infinite = 1;
	m = eng_search(e, p, NULL, 0, &lim, NULL, stop_after, &deadline, NULL);
	ck_assert(m != MV_NONE && mg_is_legal_move(p, m));
	memset(&lim, 0, sizeof lim);
	lim.wtime_ms = lim.btime_ms = 1000;
	t0 = mono_seconds();
	m = eng_search(e, p, NULL, 0, &lim, NULL, NULL, NULL, NULL);
	ck_assert(m != MV_NONE && mg_is_legal_move(p, m));
	ck_assert_msg(mono_seconds() - t0 < 1.0, "took %.1f ms of a 1000 ms clock", (mono_seconds() - t0) * 1000.0);
	eng_free(e);
	free(p);
}
END_TEST

/* A search told to stop at once, by its poll, still returns a legal move
 * with several threads. */
static int
stop_now(void *ctx)
{
	(void)ctx;
	return 1;
}

START_TEST(test_stop_at_once)
{
	position *p = test_position_new("chess", test_variant("chess")->start);
	engine *e = new_engine(4, 3);
	search_limits lim = { 0 };
	move m;

	lim.infinite = 1;
	m = eng_search(e, p, NULL, 0, &lim, NULL, stop_now, NULL, NULL);
	ck_assert(m != MV_NONE && mg_is_legal_move(p, m));
	eng_free(e);
	free(p);
}
END_TEST

/* The thread count is clamped to 1..ENG_MAX_THREADS, and can be lowered
 * and raised again. */
START_TEST(test_clamp)
{
	engine *e = eng_new(1);

	ck_assert_ptr_nonnull(e);
	ck_assert_int_eq(eng_threads(e), 1);
	ck_assert_int_eq(eng_set_threads(e, 0), 1);
	ck_assert_int_eq(eng_set_threads(e, -1), 1);
	ck_assert_int_eq(eng_set_threads(e, 999999), ENG_MAX_THREADS);
	ck_assert_int_eq(eng_threads(e), ENG_MAX_THREADS);
	ck_assert_int_eq(eng_set_threads(e, 3), 3);
	ck_assert_int_eq(eng_set_threads(e, 5), 5);
	ck_assert_int_eq(eng_set_threads(e, 1), 1);
	eng_free(e);
}
END_TEST

/* An engine that searched with 4 threads, set back to one and cleared,
 * searches exactly as a new one-thread engine: the same move, score and
 * nodes (helpers leave nothing behind in the main search). */
START_TEST(test_one_thread_again)
{
	position *p = test_position_new("chess", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
	engine *a = eng_new(8), *b = new_engine(8, 4);
	search_limits lim = { 0 };
	search_info ia, ib;
	move ma, mb;

	ck_assert_ptr_nonnull(a);
	lim.depth = 6;
	eng_search(b, p, NULL, 0, &lim, NULL, NULL, NULL, NULL);
	ck_assert_int_eq(eng_set_threads(b, 1), 1);
	eng_clear(b);
	ma = eng_search(a, p, NULL, 0, &lim, NULL, NULL, NULL, &ia);
	mb = eng_search(b, p, NULL, 0, &lim, NULL, NULL, NULL, &ib);
	ck_assert(ma == mb);
	ck_assert_int_eq(ia.score, ib.score);
	ck_assert_int_eq(ia.nodes, ib.nodes);
	eng_free(a);
	eng_free(b);
	free(p);
}
END_TEST

/* A weak level searches alone whatever the thread count: with 4 threads
 * the same move and the same nodes as with one (its strength is its node
 * budget). */
START_TEST(test_weak_level_alone)
{
	position *p = test_position_new("chess", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
	engine *a = eng_new(8), *b = new_engine(8, 4);
	search_limits lim = { 0 };
	search_info ia, ib;
	move ma, mb;

	ck_assert_ptr_nonnull(a);
	lim.level = 1 + _i * 4;
	lim.movetime_ms = 60000;
	ma = eng_search(a, p, NULL, 0, &lim, NULL, NULL, NULL, &ia);
	mb = eng_search(b, p, NULL, 0, &lim, NULL, NULL, NULL, &ib);
	ck_assert(ma == mb);
	ck_assert_int_eq(ia.nodes, ib.nodes);
	eng_free(a);
	eng_free(b);
	free(p);
}
END_TEST

/* The suite. */
static Suite *
smp_suite(void)
{
	Suite *s = suite_create("smp");
	TCase *tc = tcase_create("found");

	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, test_mates, 0, 2 * NMATES);
	tcase_add_loop_test(tc, test_clear_best, 0, 2 * NCLEAR);
	tcase_add_test(tc, test_clamp);
	tcase_add_test(tc, test_one_thread_again);
	tcase_add_loop_test(tc, test_weak_level_alone, 0, 3);
	suite_add_tcase(s, tc);
	tc = tcase_create("selfplay");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, test_selfplay_legal, 0, 5);
	suite_add_tcase(s, tc);
	tc = tcase_create("stop");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_stop, 0, 4);
	tcase_add_test(tc, test_poll_and_clock);
	tcase_add_test(tc, test_stop_at_once);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return test_run(smp_suite(), NULL);
}
