/* session_text.c - the words and lists the game screen shows for a
 * session: the numbered move list, the captured pieces and the state of
 * play. */
#include "config.h"

#include "session.h"

#include <stdio.h>
#include <string.h>

#include "movegen.h"

#define SAN_COL 9 /* width of one move in the list */

/* Index in the list's grid of ply k: Black's first move may stand alone. */
static int
slot(const session *s, int k)
{
	return k + (s->m.g.start.side == BLACK);
}

/* Width of the largest move number. */
static int
number_width(const session *s)
{
	int last = s->m.g.start.fullmove + (slot(s, s->m.g.nmoves) + 1) / 2;

	return last >= 1000 ? 4 : last >= 100 ? 3 : last >= 10 ? 2 : 1;
}

/* Number of lines of the move list. */
int
sess_move_lines(const session *s)
{
	if (!s->m.have_game || s->m.g.nmoves == 0)
		return 0;
	return (slot(s, s->m.g.nmoves - 1)) / 2 + 1;
}

/* Column where the move in half (0 White, 1 Black) of a line starts. */
static int
move_col(const session *s, int half)
{
	return number_width(s) + 2 + half * (SAN_COL + 1);
}

/* Writes move-list line i. */
void
sess_move_line(const session *s, int i, char *buf, size_t size, int *hl_col, int *hl_len, int *after_col)
{
	int half, n = 0, w = number_width(s);

	*hl_col = -1;
	*hl_len = 0;
	*after_col = -1;
	n = snprintf(buf, size, "%*d.", w, s->m.g.start.fullmove + i);
	for (half = 0; half < 2 && n >= 0 && (size_t)n < size; half++) {
		int k = 2 * i + half - (s->m.g.start.side == BLACK);
		const char *san = k < 0 ? "..." : k < s->m.g.nmoves ? s->m.g.moves[k].san : "";
		if (k >= s->m.g.nmoves)
			break;
		if (k >= s->m.g.ply && *after_col < 0)
			*after_col = move_col(s, half);
		n += snprintf(buf + n, size - (size_t)n, " %-*s", half ? 0 : SAN_COL, san);
		if (k >= 0 && k == s->m.g.ply - 1) {
			*hl_col = move_col(s, half);
			*hl_len = (int)strlen(san);
		}
	}
}

/* The ply (number of moves) a click on move-list line i at col goes to. */
int
sess_move_at(const session *s, int i, int col)
{
	int half = col >= move_col(s, 1) ? 1 : 0;
	int k = 2 * i + half - (s->m.g.start.side == BLACK);

	if (col < move_col(s, 0) || k < 0 || k >= s->m.g.nmoves)
		return -1;
	return k + 1;
}

/* Pieces of colour missing from the board compared with the start. */
void
sess_captured(const session *s, int colour, int count[VAR_MAX_TYPES])
{
	const position *a = &s->m.g.start, *b = &s->m.g.pos;
	int t, extra = 0;

	for (t = 0; t < VAR_MAX_TYPES; t++) {
		int d = t < a->v->ntypes ? a->type_count[colour][t] - b->type_count[colour][t] : 0;
		count[t] = d > 0 ? d : 0;
		if (d < 0)
			extra -= d;
	}
	/* A promoted piece stands for a pawn that is no longer missing. */
	for (t = 0; t < a->v->ntypes && extra > 0; t++)
		if ((a->v->pawn_types >> t) & 1) {
			int take = count[t] < extra ? count[t] : extra;
			count[t] -= take;
			extra -= take;
		}
}

/* Words for the state of play. */
void
sess_status(const session *s, char *buf, size_t size)
{
	const game *g = &s->m.g;
	char why[128];
	position p;

	if (!s->m.have_game) {
		snprintf(buf, size, "No game.");
		return;
	}
	if (game_over(g)) {
		game_reason_text(g, why, sizeof why);
		snprintf(buf, size, "%s: %s", game_result_text(g->result), why);
		return;
	}
	p = g->pos;
	snprintf(buf, size, "%s to move%s%s", g->v->side_names[p.side], mg_in_check(&p) ? ", in check" : "",
		 s->m.replay ? " (replay)" : "");
}
