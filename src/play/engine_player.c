/* engine_player.c - leaper's own engine as a player: moves within the
 * clock (or a second a move without one), at a level, and draw offers
 * judged by a short search. The same rules for every front end. */
#include "config.h"

#include "player.h"

#include <stdio.h>
#include <stdlib.h>

#include "movegen.h"

#define MOVE_MS 1000        /* thinking time per move without a clock */
#define DRAW_MS 300         /* thinking time to judge a draw offer */
#define DRAW_SCORE (-150)   /* accept a draw when worse off than this (centipawns) */

/* The threads of the engines made from now on (player_engine_threads). */
static int engine_threads = 1;

/* The engine, made on first use. */
typedef struct engine_player {
	engine *eng;
} engine_player;

/* Makes the engine on first use; returns 0, or -1 when out of memory. */
static int
ready(engine_player *ep)
{
	if (!ep->eng) {
		ep->eng = eng_new(16);
		if (ep->eng && engine_threads > 1)
			eng_set_threads(ep->eng, engine_threads);
	}
	return ep->eng ? 0 : -1;
}

/* "leaper level N". */
static void
describe(void *ctx, int level, char *buf, size_t size)
{
	(void)ctx;
	snprintf(buf, size, "leaper level %d", level);
}

/* Searches g's position within lim. */
static move
search(engine_player *ep, game *g, search_limits *lim, const player_turn *turn, search_info *info)
{
	int n;
	const uint64_t *hist = game_history(g, &n);
	search_info local;

	return eng_search(ep->eng, &g->pos, hist, n - 1, lim, turn ? turn->report : NULL,
			  turn ? turn->poll : NULL, turn ? turn->ctx : NULL, info ? info : &local);
}

/* The limits of a move within turn at level. */
static void
turn_limits(search_limits *out, int level, const player_turn *turn)
{
	search_limits lim = { 0 };

	lim.level = turn->full_strength ? 0 : level;
	lim.multipv = turn->multipv;
	if (turn->infinite) {
		lim.infinite = 1;
	} else if (turn->movetime_ms > 0) {
		lim.movetime_ms = (int)turn->movetime_ms;
	} else if (turn->left_ms > 0) {
		lim.wtime_ms = lim.btime_ms = (int)(turn->left_ms > 2000000000 ? 2000000000 : turn->left_ms);
		lim.winc_ms = lim.binc_ms = (int)turn->inc_ms;
	} else {
		lim.movetime_ms = MOVE_MS;
	}
	*out = lim;
}

/* Chooses a move for the side to move. */
static move
think(void *ctx, game *g, int level, const player_turn *turn, search_info *info)
{
	engine_player *ep = ctx;
	search_limits lim;

	if (ready(ep) < 0)
		return MV_NONE;
	turn_limits(&lim, level, turn);
	return search(ep, g, &lim, turn, info);
}

/* Thinks with no limit about g's position after reply, the game's
 * positions before it as the history. */
static move
ponder(void *ctx, game *g, move reply, int level, const player_turn *turn, search_info *info)
{
	engine_player *ep = ctx;
	search_limits lim = { 0 };
	search_info local;
	position p = g->pos;
	pos_undo undo;
	int n;
	const uint64_t *hist = game_history(g, &n);

	(void)level;
	if (ready(ep) < 0 || !mg_is_legal_move(&p, reply))
		return MV_NONE;
	pos_make(&p, reply, &undo);
	lim.infinite = 1;
	return eng_search(ep->eng, &p, hist, n, &lim, turn->report, turn->poll, turn->ctx, info ? info : &local);
}

/* The reply came: the ponder search goes on within turn at level. */
static void
ponderhit(void *ctx, int level, const player_turn *turn)
{
	engine_player *ep = ctx;
	search_limits lim;

	if (!ep->eng)
		return;
	turn_limits(&lim, level, turn);
	eng_ponderhit(ep->eng, &lim);
}

/* Accepts a draw when a short search finds the position bad for it. */
static int
accept_draw(void *ctx, game *g, int level)
{
	engine_player *ep = ctx;
	search_limits lim = { 0 };
	search_info info;

	(void)level;
	if (ready(ep) < 0)
		return 0;
	lim.movetime_ms = DRAW_MS;
	if (search(ep, g, &lim, NULL, &info) == MV_NONE)
		return 0;
	if (info.mate)
		return info.mate < 0;
	return info.score <= DRAW_SCORE;
}

/* Frees the engine. */
static void
free_player(void *ctx)
{
	engine_player *ep = ctx;

	if (ep)
		eng_free(ep->eng);
	free(ep);
}

static const player_ops engine_ops = { describe, think, accept_draw, free_player, ponder, ponderhit };

/* Makes every built-in engine made from now on search with n threads. */
void
player_engine_threads(int n)
{
	engine_threads = n < 1 ? 1 : n > ENG_MAX_THREADS ? ENG_MAX_THREADS : n;
}

/* Makes p the built-in engine at level. */
int
player_engine(player *p, int level)
{
	engine_player *ep = calloc(1, sizeof *ep);

	player_free(p);
	if (level >= 1 && level <= PLAYER_MAX_LEVEL)
		p->level = level;
	if (!ep)
		return -1;
	p->ops = &engine_ops;
	p->ctx = ep;
	return 0;
}
