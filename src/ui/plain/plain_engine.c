/* plain_engine.c - the engine as the line-mode front end's computer
 * player: moves within the clock or a fixed time, draw offers judged by a
 * short search. */
#include "config.h"

#include "plain.h"

#include <stdio.h>
#include <stdlib.h>

#include "san.h"
#include "search.h"

#define MOVE_MS 1000        /* thinking time per move without a clock */
#define DRAW_MS 300         /* thinking time to judge a draw offer */
#define DRAW_SCORE (-150)   /* accept a draw when worse off than this (centipawns) */

/* The engine, created when first needed. */
typedef struct engine_player {
	engine *eng;
	int (*poll)(void *);
	void *poll_ctx;
} engine_player;

/* Passes the front end's poll on to the search. */
static int
poll_search(void *ctx)
{
	engine_player *ep = ctx;

	return ep->poll ? ep->poll(ep->poll_ctx) : 0;
}

/* Creates the engine on first use; returns 0, or -1 when out of memory. */
static int
ready(engine_player *ep)
{
	if (!ep->eng)
		ep->eng = eng_new(16);
	return ep->eng ? 0 : -1;
}

/* Searches g's position within the limits; fills info. */
static move
search(engine_player *ep, game *g, search_limits *lim, search_info *info)
{
	int n;
	const uint64_t *hist = game_history(g, &n);

	return eng_search(ep->eng, &g->pos, hist, n - 1, lim, NULL, poll_search, ep, info);
}

/* Chooses a move for the side to move. */
static move
think(void *ctx, game *g, int level, long long ms_left, long long inc_ms,
      int (*poll)(void *), void *poll_ctx)
{
	engine_player *ep = ctx;
	search_limits lim = { 0 };
	search_info info;

	if (ready(ep) < 0)
		return MV_NONE;
	ep->poll = poll;
	ep->poll_ctx = poll_ctx;
	lim.level = level >= 1 && level <= PLAIN_MAX_LEVEL ? level : 0;
	if (ms_left > 0) {
		lim.wtime_ms = lim.btime_ms = (int)(ms_left > 2000000000 ? 2000000000 : ms_left);
		lim.winc_ms = lim.binc_ms = (int)inc_ms;
	} else {
		lim.movetime_ms = MOVE_MS;
	}
	return search(ep, g, &lim, &info);
}

/* Accepts a draw when a short search finds the position bad for the engine. */
static int
accept_draw(void *ctx, game *g, int level)
{
	engine_player *ep = ctx;
	search_limits lim = { 0 };
	search_info info;

	(void)level;
	if (ready(ep) < 0)
		return 0;
	ep->poll = NULL;
	lim.movetime_ms = DRAW_MS;
	if (search(ep, g, &lim, &info) == MV_NONE)
		return 0;
	if (info.mate)
		return info.mate < 0;
	return info.score <= DRAW_SCORE;
}

/* Prints one line of thinking: depth, score, nodes and the line in SAN. */
static void
print_thinking(void *ctx, const search_info *info)
{
	const game *g = ctx;
	position p = g->pos;
	char san[SAN_MAX];
	pos_undo u;
	int i;

	printf("depth %2d  ", info->depth);
	if (info->mate)
		printf("mate %+d", info->mate);
	else
		printf("score %+.2f", info->score / 100.0);
	printf("  nodes %llu  pv", (unsigned long long)info->nodes);
	for (i = 0; i < info->pvlen; i++) {
		if (!san_format(&p, info->pv[i], san, sizeof san))
			break;
		printf(" %s", san);
		pos_make(&p, info->pv[i], &u);
	}
	printf("\n");
	fflush(stdout);
}

/* Thinks about g's position for ms milliseconds, printing each depth. */
void
plain_engine_think(plain_player *p, game *g, int ms)
{
	engine_player *ep = p->ctx;
	search_limits lim = { 0 };
	search_info info;
	int n;
	const uint64_t *hist;

	if (!ep || ready(ep) < 0)
		return;
	lim.movetime_ms = ms;
	hist = game_history(g, &n);
	eng_search(ep->eng, &g->pos, hist, n - 1, &lim, print_thinking, NULL, g, &info);
}

/* The engine as a computer player. */
plain_player
plain_engine_player(void)
{
	plain_player p = { NULL, NULL, NULL };
	engine_player *ep = calloc(1, sizeof *ep);

	if (ep) {
		p.think = think;
		p.accept_draw = accept_draw;
		p.ctx = ep;
	}
	return p;
}

/* Frees the engine player. */
void
plain_engine_free(plain_player *p)
{
	engine_player *ep = p->ctx;

	if (ep) {
		eng_free(ep->eng);
		free(ep);
	}
	p->ctx = NULL;
	p->think = NULL;
}
