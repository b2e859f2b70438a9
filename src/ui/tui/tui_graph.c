/* tui_graph.c - the evaluation graph of the game screen: shown below the
 * board while a game is replayed or after it ended, filled in the
 * background while the screen waits for keys (one position per search,
 * which stops as soon as a key arrives and is done again later), and
 * clicked to go to a move. */
#include "config.h"

#include <poll.h>

#include "evalgraph.h"
#include "tui_app.h"

/* Whether the game screen shows the graph: a game replayed or over. */
static int
graph_wanted(const tui_app *a)
{
	const match *m = &a->s.m;

	return m->have_game && m->g.nmoves > 0 && (m->replay || game_over(&m->g));
}

/* The rows the graph asks of the layout (0: none). */
int
tui_graph_rows(const tui_app *a)
{
	return graph_wanted(a) ? TE_GRAPH_ROWS : 0;
}

/* Draws the graph where the layout put it. */
void
tui_graph_draw(tui_app *a)
{
	match *m = &a->s.m;
	char label[64];

	if (!a->lay.graph.rows || match_graph_sync(m) < 0)
		return;
	te_graph_label(&m->g, m->g.ply, match_graph_score(m, m->g.ply), label, sizeof label);
	te_graph_draw(&a->grid, a->lay.graph, m->graph.score, m->g.nmoves, m->g.ply, label, &a->mode);
}

/* A click on the graph goes to the move under it; returns 1 when the
 * click was on the graph. */
int
tui_graph_click(tui_app *a, int row, int col)
{
	session *s = &a->s;
	int ply;

	if (!a->lay.graph.rows || (ply = te_graph_hit(a->lay.graph, s->m.g.nmoves, row, col)) < 0)
		return 0;
	if (a->thinking && !a->analysing)
		return 1;
	if (ply != s->m.g.ply && match_goto(&s->m, ply) == 0)
		sess_say(s, SESS_INFO, "Move %d of %d; 'play' goes on from here.", s->m.g.ply, s->m.g.nmoves);
	return 1;
}

/* The background search's poll: stops it as soon as input waits, so the
 * key is read at once (the search is done again afterwards). */
static int
graph_poll(void *ctx)
{
	struct pollfd pfd = { 0, POLLIN, 0 };

	(void)ctx;
	return term_quit_signal || poll(&pfd, 1, 0) > 0;
}

/* Scores one more move of the graph when it is shown and the screen is
 * idle; returns 1 when it did (the screen redraws), 0 when there is
 * nothing to do now. */
int
tui_graph_step(tui_app *a)
{
	session *s = &a->s;
	int (*old_poll)(void *) = s->poll;
	void *old_ctx = s->poll_ctx;
	int r;

	if (a->screen != SCR_GAME || !graph_wanted(a) || a->thinking || a->confirm || s->npromo ||
	    match_graph_sync(&s->m) <= 0)
		return 0;
	s->poll = graph_poll;
	s->poll_ctx = a;
	r = match_graph_step(&s->m);
	s->poll = old_poll;
	s->poll_ctx = old_ctx;
	if (r <= 0)
		return 0;
	a->dirty = 1;
	return 1;
}
