/* search_time.c - the limits of a search: depth, nodes, time per move,
 * clock with increment, and the playing levels.
 *
 * On a clock the engine plans a share of its remaining time (soft limit:
 * no new iteration after it) and never goes past a hard limit that keeps a
 * safety margin for the pipe and the interface, so even a game of one
 * second plus a tenth per move is not lost on time.
 */
#include "search_priv.h"

#include "mono.h"

#define OVERHEAD_MS 30     /* reserved per move for the interface and the pipe */
#define DEFAULT_MOVES 25   /* moves still to play when the clock does not say */

/* One weak playing level: the nodes it may search for a move, the noise
 * added to its evaluation (so that it does not always answer alike), and
 * the strength this plays at. */
typedef struct level_spec {
	int elo;            /* the Elo it was measured at (see below) */
	uint64_t nodes;     /* nodes per move, however much time there is */
	int noise;          /* centipawns, either way */
} level_spec;

/* Levels 1-9; level 10 is full strength, on the clock. A weak level is
 * weak by searching fewer nodes: it misses the deeper tactics, as a weaker
 * player does, but it does not leave pieces hanging at random, and it
 * plays alike on a fast machine and a slow one, in every variant. The
 * node counts were fitted so that each level scores about half against
 * Debian's Stockfish 15.1 playing at UCI_Elo = elo (UCI_LimitStrength),
 * in chess from the openings of tools/match/openings/chess.epd; the
 * games that check each one are in doc/strength.md. They count the nodes
 * of the plain search (search.c, e->plain), which the weak levels keep,
 * evaluating with the weights of then (eval_level_weights): a node buys
 * more in the full-strength search and evaluation, so every change to
 * those would move the levels (check_engine pins the plain search). */
static const level_spec levels[9] = {
	{ 1350, 350, 10 }, { 1425, 500, 10 }, { 1500, 1100, 10 }, { 1575, 2000, 10 },
	{ 1650, 3000, 10 }, { 1775, 4000, 10 }, { 1800, 14000, 10 }, { 1875, 30000, 10 },
	{ 1950, 45000, 10 },
};

/* The Elo a level plays at (1-9), or 0 for full strength and anything
 * else. */
int
eng_level_elo(int level)
{
	return level >= 1 && level <= 9 ? levels[level - 1].elo : 0;
}

/* Milliseconds since the search started. */
int
search_elapsed_ms(const engine *e)
{
	return (int)((mono_seconds() - e->t0) * 1000.0);
}

/* Plans the time of one move from the clock. */
static void
plan_clock(engine *e, int left, int inc, int movestogo)
{
	int overhead = OVERHEAD_MS, avail, mtg, soft, hard;

	if (overhead > left / 4)
		overhead = left / 4;
	avail = left - overhead;
	if (avail < 1)
		avail = 1;
	mtg = movestogo > 0 ? movestogo : DEFAULT_MOVES;
	if (mtg > 50)
		mtg = 50;
	soft = avail / mtg + inc * 3 / 4;
	if (movestogo == 1)
		hard = avail * 3 / 4;
	else {
		hard = avail / 3;
		if (hard > soft * 4)
			hard = soft * 4;
	}
	if (soft > hard)
		soft = hard;
	e->soft_ms = soft > 0 ? soft : 1;
	e->hard_ms = hard > 0 ? hard : 1;
}

/* Sets the time and depth limits of lim for the side to move, counted
 * from now; the weak levels' noise is set by the caller. */
static void
set_time(engine *e, const search_limits *lim, int side)
{
	int left, inc;

	e->t0 = mono_seconds();
	e->soft_ms = e->hard_ms = 0;
	e->max_depth = MAX_PLY - 4;
	if (lim->depth > 0 && lim->depth < e->max_depth)
		e->max_depth = lim->depth;
	if (lim->level >= 1 && lim->level <= 9) {
		const level_spec *l = &levels[lim->level - 1];
		if (!lim->nodes || l->nodes < lim->nodes)
			e->lim.nodes = l->nodes;
	}
	if (lim->infinite)
		return;
	if (lim->movetime_ms > 0) {
		int margin = lim->movetime_ms / 20;
		if (margin > OVERHEAD_MS)
			margin = OVERHEAD_MS;
		e->hard_ms = e->soft_ms = lim->movetime_ms - margin > 1 ? lim->movetime_ms - margin : 1;
		return;
	}
	left = side == WHITE ? lim->wtime_ms : lim->btime_ms;
	inc = side == WHITE ? lim->winc_ms : lim->binc_ms;
	if (left > 0 || inc > 0)
		plan_clock(e, left > 0 ? left : 1, inc, lim->movestogo);
}

/* Sets the engine's limits for a search of root. */
void
search_set_limits(engine *e, const search_limits *lim, const position *root)
{
	e->lim = *lim;
	e->root_side = root->side;
	e->noise = 0;
	e->plain = lim->level >= 1 && lim->level <= 9;
	e->seed = lim->seed ? lim->seed : (unsigned)(root->hash ^ (root->hash >> 32)) | 1u;
	if (lim->level >= 1 && lim->level <= 9) {
		e->noise = levels[lim->level - 1].noise;
	}
	set_time(e, lim, root->side);
}

/* Turns the running (infinite) search into one limited by lim from now:
 * the clock of the root's side planned as a new search's would be, the
 * depth and the node count (counted from now); the lines, the level's
 * noise and what the search has learnt stay. */
void
eng_ponderhit(engine *e, const search_limits *lim)
{
	int multipv = e->lim.multipv;

	e->lim = *lim;
	e->lim.multipv = multipv;
	if (lim->nodes)
		e->lim.nodes = e->nodes + lim->nodes;
	set_time(e, lim, e->root_side);
}

/* Decides whether the search must stop now: the stop flag, the node limit,
 * and every POLL_MASK+1 nodes the hard time limit and the poll callback. */
int
search_should_stop(engine *e)
{
	if (e->stopped)
		return 1;
	if (e->stop_flag || (e->lim.nodes && e->nodes >= e->lim.nodes)) {
		e->stopped = 1;
		return 1;
	}
	if ((e->nodes & POLL_MASK) == 0) {
		if (e->hard_ms && search_elapsed_ms(e) >= e->hard_ms)
			e->stopped = 1;
		else if (e->poll && e->poll(e->ctx))
			e->stopped = 1;
	}
	return e->stopped;
}
