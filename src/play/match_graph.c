/* match_graph.c - the scores of the evaluation graph: the score after
 * every move of the main line, from White's side. The record's [%eval]
 * notes give them where present; the others are searched one position at
 * a time to a fixed depth, with a transposition table cleared before each
 * position, so a score depends on the position and its history only and
 * every run gives the same numbers. The cache is per ply: a score holds
 * while the record's hashes up to its ply are those it was made for. */
#include "config.h"

#include "match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "annot.h"

#define GRAPH_TT_MB 1       /* a small table: it is cleared before every position */
#define GRAPH_MAX_CP 100000 /* a note's centipawns are clamped to this */

/* Frees the graph's scores and engine. */
void
match_graph_free(match *m)
{
	match_graph *gr = &m->graph;

	free(gr->score);
	free(gr->hash);
	if (gr->eng)
		eng_free(gr->eng);
	memset(gr, 0, sizeof *gr);
}

/* Makes room for n plies; returns 0, or -1 when out of memory. */
static int
graph_room(match_graph *gr, int n)
{
	match_score *s;
	uint64_t *h;
	int cap = gr->cap ? gr->cap : 64;

	if (n <= gr->cap)
		return 0;
	while (cap < n)
		cap *= 2;
	if (!(s = realloc(gr->score, (size_t)cap * sizeof *s)))
		return -1;
	gr->score = s;
	if (!(h = realloc(gr->hash, (size_t)cap * sizeof *h)))
		return -1;
	gr->hash = h;
	gr->cap = cap;
	return 0;
}

/* v clamped to -GRAPH_MAX_CP..GRAPH_MAX_CP (a note's numbers are the file's). */
static int
clamp(int v)
{
	return v > GRAPH_MAX_CP ? GRAPH_MAX_CP : v < -GRAPH_MAX_CP ? -GRAPH_MAX_CP : v;
}

/* Sets s from an [%eval] note: centipawns, or mate in N (+ White). */
static void
score_from_note(match_score *s, const annot_note *n)
{
	int mate = clamp(n->eval_mate);

	if (mate)
		*s = (match_score){ mate > 0 ? MATCH_SCORE_WHITE_MATES : MATCH_SCORE_BLACK_MATES, mate > 0 ? mate : -mate,
				    1 };
	else
		*s = (match_score){ MATCH_SCORE_CP, clamp(n->eval_cp), 1 };
}

/* Brings the scores in step with the record. */
int
match_graph_sync(match *m)
{
	match_graph *gr = &m->graph;
	const game *g = &m->g;
	int k, keep, missing = 0;

	if (!m->have_game) {
		gr->n = 0;
		return 0;
	}
	if (gr->serial != m->serial)
		gr->n = 0;
	gr->serial = m->serial;
	if (graph_room(gr, g->nmoves + 1) < 0)
		return -1;
	for (keep = 0; keep < gr->n && keep <= g->nmoves && gr->hash[keep] == g->hashes[keep]; keep++)
		;
	for (k = keep; k <= g->nmoves; k++) {
		gr->score[k] = (match_score){ MATCH_SCORE_NONE, 0, 0 };
		gr->hash[k] = g->hashes[k];
	}
	gr->n = g->nmoves + 1;
	for (k = 0; k < gr->n; k++) {
		const annot_note *n = annot_get(g, k);

		if (n && n->has_eval)
			score_from_note(&gr->score[k], n);
		else if (gr->score[k].from_note) /* the note is gone: score it again */
			gr->score[k] = (match_score){ MATCH_SCORE_NONE, 0, 0 };
		if (k > 0 && gr->score[k].kind == MATCH_SCORE_NONE)
			missing++;
	}
	return missing;
}

/* The score after move ply. */
const match_score *
match_graph_score(const match *m, int ply)
{
	const match_graph *gr = &m->graph;

	if (ply < 0 || ply >= gr->n)
		return NULL;
	return &gr->score[ply];
}

/* Writes a score as text. */
void
match_graph_text(const match_score *s, char *buf, size_t size)
{
	int kind = s ? s->kind : MATCH_SCORE_NONE;

	if ((kind == MATCH_SCORE_WHITE_MATES || kind == MATCH_SCORE_BLACK_MATES) && s->value == 0) {
		snprintf(buf, size, "%s", kind == MATCH_SCORE_WHITE_MATES ? "1-0" : "0-1");
		return;
	}
	switch (kind) {
	case MATCH_SCORE_CP:
		snprintf(buf, size, "%+.2f", s->value / 100.0);
		break;
	case MATCH_SCORE_WHITE_MATES:
		snprintf(buf, size, "#%d", s->value);
		break;
	case MATCH_SCORE_BLACK_MATES:
		snprintf(buf, size, "#-%d", s->value);
		break;
	default:
		snprintf(buf, size, "?");
	}
}

/* What the graph's search polls: the view's poll, remembering a stop. */
typedef struct graph_poll {
	match *m;    /* the match whose view is asked */
	int stopped; /* 1: the view asked to stop; the search's score is dropped */
} graph_poll;

/* Asks the view whether to stop the search. */
static int
poll_view(void *ctx)
{
	graph_poll *gp = ctx;
	match *m = gp->m;

	if (gp->stopped || (m->view.poll && m->view.poll(m->view.ctx)) || m->quit)
		gp->stopped = 1;
	return gp->stopped;
}

/* The score of an end of the game by the rules at the position, from
 * White's side; 0 when the game goes on there. */
static int
end_score(position *p, const uint64_t *hist, int nhist, match_score *s)
{
	game_reason why;
	game_result r = game_rules_result(p, hist, nhist, &why);

	if (r == GAME_ONGOING)
		return 0;
	if (r == GAME_WHITE_WINS)
		*s = (match_score){ MATCH_SCORE_WHITE_MATES, 0, 0 };
	else if (r == GAME_BLACK_WINS)
		*s = (match_score){ MATCH_SCORE_BLACK_MATES, 0, 0 };
	else
		*s = (match_score){ MATCH_SCORE_CP, 0, 0 };
	return 1;
}

/* Scores the position after move ply: the rules when the game ends there,
 * else a fixed-depth search. Returns 0, or -1 when stopped or out of
 * memory. */
static int
score_ply(match *m, int ply, match_score *out)
{
	match_graph *gr = &m->graph;
	const game *g = &m->g;
	position p = g->start, scratch;
	search_limits lim;
	search_info info;
	graph_poll gp = { m, 0 };
	uint64_t *hist;
	pos_undo u;
	int i, sign;

	for (i = 0; i < ply; i++)
		pos_make(&p, g->moves[i].m, &u);
	/* the search runs the view's poll, which may change the record: it
	 * works on copies */
	if (!(hist = malloc((size_t)(ply + 1) * sizeof *hist)))
		return -1;
	memcpy(hist, g->hashes, (size_t)(ply + 1) * sizeof *hist);
	scratch = p;
	if (end_score(&scratch, hist, ply + 1, out)) {
		free(hist);
		return 0;
	}
	if (!gr->eng && !(gr->eng = eng_new(GRAPH_TT_MB))) {
		free(hist);
		return -1;
	}
	eng_clear(gr->eng);
	memset(&lim, 0, sizeof lim);
	lim.depth = gr->depth > 0 ? gr->depth : MATCH_GRAPH_DEPTH;
	memset(&info, 0, sizeof info);
	eng_search(gr->eng, &p, hist, ply, &lim, NULL, poll_view, &gp, &info);
	free(hist);
	if (gp.stopped)
		return -1;
	sign = p.side == WHITE ? 1 : -1;
	if (info.mate) {
		int mate = sign * info.mate;
		*out = (match_score){ mate > 0 ? MATCH_SCORE_WHITE_MATES : MATCH_SCORE_BLACK_MATES, mate > 0 ? mate : -mate,
				      0 };
	} else {
		*out = (match_score){ MATCH_SCORE_CP, sign * info.score, 0 };
	}
	return 0;
}

/* Scores the first move not yet scored. */
int
match_graph_step(match *m)
{
	match_graph *gr = &m->graph;
	int missing = match_graph_sync(m), k, serial = m->serial;
	uint64_t hash;
	match_score s;

	if (missing <= 0)
		return missing;
	for (k = 1; k < gr->n && gr->score[k].kind != MATCH_SCORE_NONE; k++)
		;
	hash = m->g.hashes[k];
	if (score_ply(m, k, &s) < 0)
		return -1;
	/* the poll may have changed the record meanwhile */
	if (m->serial != serial || match_graph_sync(m) < 0 || k >= gr->n || gr->hash[k] != hash ||
	    gr->score[k].kind != MATCH_SCORE_NONE)
		return -1;
	gr->score[k] = s;
	return 1;
}

/* Writes one move and its score into a table line: "Nf3      +0.35". */
static size_t
table_cell(const match *m, int ply, char *buf, size_t size)
{
	char score[24];

	match_graph_text(match_graph_score(m, ply), score, sizeof score);
	return (size_t)snprintf(buf, size, "  %-9s%7s", m->g.moves[ply - 1].san, score);
}

/* The 'graph' command: scores the moves not yet scored (the view's poll
 * may stop it) and says the table, a line a move number. */
int
match_graph_command(match *m, const char *arg)
{
	const game *g = &m->g;
	char line[128];
	int r, ply, number, missing;
	size_t len;

	(void)arg;
	if (!m->have_game || g->nmoves == 0) {
		match_say(m, MATCH_ERROR, "There are no moves to score.");
		return 0;
	}
	while ((r = match_graph_step(m)) == 1)
		;
	missing = match_graph_sync(m);
	match_say(m, MATCH_INFO,
		  "Scores after each move, from White's side (pawns; #N: mate in N), at depth %d or from the file's "
		  "[%%eval]:",
		  m->graph.depth > 0 ? m->graph.depth : MATCH_GRAPH_DEPTH);
	number = g->start.fullmove;
	ply = 1;
	while (ply <= g->nmoves) {
		len = (size_t)snprintf(line, sizeof line, "%4d.", number);
		if (ply == 1 && g->start.side == BLACK)
			len += (size_t)snprintf(line + len, sizeof line - len, "  %-16s", "...");
		else
			len += table_cell(m, ply++, line + len, sizeof line - len);
		if (ply <= g->nmoves && len < sizeof line)
			table_cell(m, ply++, line + len, sizeof line - len);
		match_say(m, MATCH_INFO, "%s", line);
		number++;
	}
	if (missing > 0)
		match_say(m, MATCH_INFO, "%d move%s not scored: stopped.", missing, missing == 1 ? " is" : "s are");
	return 0;
}
