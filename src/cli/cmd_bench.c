/* cmd_bench.c - leaper bench: a fixed-depth search over a few positions of
 * every variant, printing nodes and speed. The total node count is the
 * search's signature: it changes only when the search (or the move
 * generator it walks) changes. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "commands.h"
#include "mono.h"
#include "movegen.h"
#include "safe_text.h"
#include "search.h"

#define BENCH_DEPTH 6
#define BENCH_POSITIONS 4      /* the start and three positions of a game */
#define BENCH_PLIES 8          /* plies between them */
#define BENCH_GAME_DEPTH 3     /* depth of the moves that reach them */

/* Benches one variant with e; adds its nodes and time to the totals. The
 * moves between the positions are g's (one thread), so that every thread
 * count searches the same positions. Returns 0, or -1 if its start
 * position cannot be set up. */
static int
bench_variant(engine *e, engine *g, const variant *v, int depth, uint64_t *total, double *total_s)
{
	position *p = malloc(sizeof *p);
	uint64_t nodes = 0, hist[BENCH_POSITIONS * BENCH_PLIES + 1];
	search_limits game = { 0 }, lim = { 0 };
	search_info info;
	int i, k, nhist = 0;
	double t, elapsed = 0.0;
	char msg[256];

	if (!p)
		return -1;
	if (pos_start(p, v, msg, sizeof msg) != POS_OK) {
		st_printf(stderr, "leaper bench: %s: bad start position: %s\n", v->name, msg);
		free(p);
		return -1;
	}
	game.depth = BENCH_GAME_DEPTH;
	lim.depth = depth;
	for (i = 0; i < BENCH_POSITIONS; i++) {
		move m;
		pos_undo u;
		eng_clear(e);
		t = mono_seconds();
		m = eng_search(e, p, hist, nhist, &lim, NULL, NULL, NULL, &info);
		elapsed += mono_seconds() - t;
		nodes += info.nodes;
		if (m == MV_NONE)
			break;
		for (k = 0; k < BENCH_PLIES && i + 1 < BENCH_POSITIONS; k++) {
			eng_clear(g);
			m = eng_search(g, p, hist, nhist, &game, NULL, NULL, NULL, NULL);
			if (m == MV_NONE)
				break;
			hist[nhist++] = p->hash;
			pos_make(p, m, &u);
		}
	}
	st_printf(stdout, "%-16s %12llu nodes %8.0f ms %10.0f nodes/s\n", v->name, (unsigned long long)nodes,
	       elapsed * 1000.0, elapsed > 0 ? nodes / elapsed : 0.0);
	fflush(stdout);
	*total += nodes;
	*total_s += elapsed;
	free(p);
	return 0;
}

#define BENCH_USAGE "usage: leaper bench [-v VARIANT] [--depth N] [--threads N]\n"

/* leaper bench [-v VARIANT] [--depth N] [--threads N] */
int
cmd_bench(var_set *set, int argc, char **argv)
{
	const char *vname = NULL, *text;
	int depth = BENCH_DEPTH, threads = 1, i, status = 0;
	uint64_t total = 0;
	double total_s = 0.0;
	var_error err;
	engine *e, *g;
	args a;

	args_init(&a, argc, argv, "leaper bench", BENCH_USAGE,
		  "Searches a few positions of each variant (or of VARIANT) to depth N (6) and prints\n"
		  "the nodes and the speed; the total node count is the search's signature (with\n"
		  "one thread, the default: with --threads N the nodes of all N threads add up and\n"
		  "vary from run to run, and the time is the time to depth N).\n");
	while (args_next(&a)) {
		if (args_value(&a, "-v|--variant", &vname)) {
			continue;
		} else if (args_value(&a, "--depth", &text)) {
			char *end;
			long d = strtol(text, &end, 10);
			if (*end || d < 1 || d > 30) {
				st_printf(stderr, "leaper bench: depth must be a number from 1 to 30\n");
				return 2;
			}
			depth = (int)d;
		} else if (args_value(&a, "--threads", &text)) {
			long n;
			if (args_whole(text, 1, ENG_MAX_THREADS, &n) < 0) {
				st_printf(stderr, "leaper bench: --threads takes a number from 1 to %d, not \"%s\"\n"
					  BENCH_USAGE, ENG_MAX_THREADS, text);
				return 2;
			}
			threads = (int)n;
		} else {
			return args_unexpected(&a);
		}
	}
	if (a.status >= 0)
		return a.status;
	e = eng_new(16);
	g = eng_new(16);
	if (!e || !g) {
		st_printf(stderr, "leaper bench: out of memory\n");
		eng_free(e);
		eng_free(g);
		return 1;
	}
	if (eng_set_threads(e, threads) != threads) {
		st_printf(stderr, "leaper bench: out of memory for %d threads\n", threads);
		eng_free(e);
		eng_free(g);
		return 1;
	}
	if (vname) {
		const variant *v = cmd_variant(set, vname);
		if (!v || bench_variant(e, g, v, depth, &total, &total_s) < 0)
			status = 1;
	} else {
		if (var_load_all(set, &err) != VAR_OK && set->count == 0) {
			char msg[VAR_MAX_TEXT * 2];
			var_format_error(&err, msg, sizeof msg);
			st_printf(stderr, "leaper: %s\n", msg);
			eng_free(e);
			eng_free(g);
			return 1;
		}
		for (i = 0; i < set->count; i++)
			if (!set->items[i]->puzzle[0] && bench_variant(e, g, set->items[i], depth, &total, &total_s) < 0)
				status = 1;
	}
	st_printf(stdout, "%-16s %12llu nodes %8.0f ms %10.0f nodes/s\n", "total", (unsigned long long)total,
	       total_s * 1000.0, total_s > 0 ? total / total_s : 0.0);
	st_printf(stdout, "nodes %llu\n", (unsigned long long)total);
	eng_free(e);
	eng_free(g);
	return status;
}
