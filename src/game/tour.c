/* tour.c - the tour puzzle: a lone piece lands on every square once. */
#include "config.h"

#include "tour.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"

/* Fills the table of the piece's moves from every square of the empty board. */
static int
fill_reach(tour *t)
{
	position *p = malloc(sizeof *p);
	move_list *l = malloc(sizeof *l);
	int f, r, i;

	if (!p || !l) {
		free(p);
		free(l);
		return -1;
	}
	for (r = 0; r < t->v->geo.ranks; r++)
		for (f = 0; f < t->v->geo.files; f++) {
			int sq = BRD_SQ(f, r), k = BRD_INDEX(sq);
			pos_clear(p, t->v);
			pos_setup_put(p, sq, t->code);
			p->side = POS_COLOUR(t->code);
			pos_setup_finish(p);
			l->count = 0;
			mg_legal(p, l);
			t->nreach[k] = 0;
			for (i = 0; i < l->count && t->nreach[k] < TOUR_MAX_REACH; i++)
				t->reach[k][t->nreach[k]++] = (int16_t)MV_TO(l->moves[i]);
		}
	free(p);
	free(l);
	return 0;
}

/* Sets up the tour of v from its start position. */
int
tour_init(tour *t, const variant *v, char *msg, size_t msgsize)
{
	position *p = malloc(sizeof *p);
	int ok = -1;

	memset(t, 0, sizeof *t);
	t->v = v;
	if (!p) {
		snprintf(msg, msgsize, "out of memory");
		return -1;
	}
	if (pos_start(p, v, msg, msgsize) != POS_OK) {
		free(p);
		return -1;
	}
	if (p->count[WHITE] + p->count[BLACK] != 1) {
		snprintf(msg, msgsize, "a tour needs exactly one piece on the board; %s has %d",
			 v->name, p->count[WHITE] + p->count[BLACK]);
	} else {
		int c = p->count[WHITE] ? WHITE : BLACK;
		t->start = p->list[c][0];
		t->code = p->board[t->start];
		t->nsquares = v->geo.files * v->geo.ranks;
		tour_reset(t);
		ok = fill_reach(t);
		if (ok < 0)
			snprintf(msg, msgsize, "out of memory");
	}
	free(p);
	return ok;
}

/* Back to the start. */
void
tour_reset(tour *t)
{
	memset(t->visits, 0, sizeof t->visits);
	t->path[0] = t->start;
	t->len = 1;
	t->visits[t->start] = 1;
	t->visited = 1;
}

/* The square the piece stands on. */
int
tour_square(const tour *t)
{
	return t->path[t->len - 1];
}

/* Every square the piece could move to on the empty board. */
int
tour_reach(const tour *t, int *dest, int max)
{
	int k = BRD_INDEX(tour_square(t)), i;

	for (i = 0; i < t->nreach[k] && i < max; i++)
		dest[i] = t->reach[k][i];
	return i;
}

/* Whether the move to sq, known to be one of the piece's moves, is allowed. */
static enum tour_status
allowed(const tour *t, int sq)
{
	if (t->len >= TOUR_MAX_PATH || (t->len > 1 && tour_square(t) == t->start))
		return TOUR_ERR_OVER;
	if (sq == t->start && t->visits[sq] == 1)
		return t->visited == t->nsquares ? TOUR_OK : TOUR_ERR_EARLY;
	return t->visits[sq] ? TOUR_ERR_VISITED : TOUR_OK;
}

/* Whether a move to sq is allowed now. */
enum tour_status
tour_check(const tour *t, int sq)
{
	int k = BRD_INDEX(tour_square(t)), i;

	if (t->len > 1 && tour_square(t) == t->start)
		return TOUR_ERR_OVER;
	for (i = 0; i < t->nreach[k] && t->reach[k][i] != sq; i++)
		;
	if (i == t->nreach[k])
		return TOUR_ERR_MOVE;
	return allowed(t, sq);
}

/* The squares the piece may move to now. */
int
tour_moves(const tour *t, int *dest, int max)
{
	int k = BRD_INDEX(tour_square(t)), i, n = 0;

	for (i = 0; i < t->nreach[k] && n < max; i++)
		if (allowed(t, t->reach[k][i]) == TOUR_OK)
			dest[n++] = t->reach[k][i];
	return n;
}

/* Moves the piece to sq if allowed. */
enum tour_status
tour_play(tour *t, int sq)
{
	enum tour_status s = tour_check(t, sq);

	if (s != TOUR_OK)
		return s;
	if (!t->visits[sq])
		t->visited++;
	t->visits[sq]++;
	t->path[t->len++] = sq;
	return TOUR_OK;
}

/* Takes back the last move. */
int
tour_undo(tour *t)
{
	int sq;

	if (t->len <= 1)
		return -1;
	sq = t->path[--t->len];
	if (--t->visits[sq] == 0)
		t->visited--;
	return 0;
}

/* Where the tour stands. */
enum tour_state
tour_state(const tour *t)
{
	int dest[8];

	if (t->visited == t->nsquares) {
		if (t->len > 1 && tour_square(t) == t->start)
			return TOUR_CIRCUIT;
		return TOUR_JOURNEY;
	}
	return tour_moves(t, dest, 8) > 0 ? TOUR_GOING : TOUR_STUCK;
}

/* Sign of x. */
static int
sgn(int x)
{
	return (x > 0) - (x < 0);
}

/* The direction the piece faces. */
enum tour_dir
tour_facing(const tour *t)
{
	static const enum tour_dir dirs[3][3] = {
		/* dy = -1, 0, +1 for dx = -1 */ { TOUR_SW, TOUR_W, TOUR_NW },
		/* dx = 0 */ { TOUR_S, TOUR_NE, TOUR_N },
		/* dx = +1 */ { TOUR_SE, TOUR_E, TOUR_NE },
	};
	int from, to;

	if (t->len < 2)
		return TOUR_NE;
	from = t->path[t->len - 2];
	to = t->path[t->len - 1];
	return dirs[sgn(BRD_FILE(to) - BRD_FILE(from)) + 1][sgn(BRD_RANK(to) - BRD_RANK(from)) + 1];
}

/* The name of a direction. */
const char *
tour_dir_name(enum tour_dir d)
{
	static const char *const names[] = {
		"north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west",
	};
	return names[d];
}

/* Plain words for a status. */
const char *
tour_strerror(enum tour_status s)
{
	switch (s) {
	case TOUR_OK:
		return "ok";
	case TOUR_ERR_MOVE:
		return "the piece cannot move there";
	case TOUR_ERR_VISITED:
		return "that square has been landed on already";
	case TOUR_ERR_EARLY:
		return "the start square may be landed on again only as the last move of a circuit";
	case TOUR_ERR_OVER:
		return "the tour is over: undo or start again";
	}
	return "unknown";
}

/* Depth-first search: extends t; want is TOUR_CIRCUIT or TOUR_JOURNEY.
 * Counts into counts[] when given, else stops at the first tour found. */
static int
search(tour *t, enum tour_state want, long *counts)
{
	int dest[64], n, i;
	enum tour_state s = tour_state(t);

	if (s == TOUR_CIRCUIT || s == TOUR_JOURNEY) {
		if (counts)
			counts[s == TOUR_CIRCUIT]++;
		if (s == want && !counts)
			return 1;
	}
	n = tour_moves(t, dest, 64);
	for (i = 0; i < n; i++) {
		tour_play(t, dest[i]);
		if (search(t, want, counts))
			return 1;
		tour_undo(t);
	}
	return 0;
}

/* Finds a way to finish from the current state. */
enum tour_state
tour_solve(const tour *t, int *rest, int *nrest)
{
	static const enum tour_state kinds[2] = { TOUR_CIRCUIT, TOUR_JOURNEY };
	tour *w = malloc(sizeof *w);
	int k, i;
	enum tour_state found = TOUR_STUCK;

	*nrest = 0;
	if (!w)
		return TOUR_STUCK;
	for (k = 0; k < 2 && found == TOUR_STUCK; k++) {
		*w = *t;
		if (search(w, kinds[k], NULL)) {
			found = kinds[k];
			for (i = t->len; i < w->len; i++)
				rest[(*nrest)++] = w->path[i];
		}
	}
	free(w);
	return found;
}

/* Counts the complete tours of each kind from the current state. */
void
tour_count(const tour *t, long *circuits, long *journeys)
{
	tour *w = malloc(sizeof *w);
	long counts[2] = { 0, 0 };

	if (w) {
		*w = *t;
		search(w, TOUR_STUCK, counts);
		free(w);
	}
	*journeys = counts[0];
	*circuits = counts[1];
}
