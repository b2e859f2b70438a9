/* session_text.c - the words and lists the game screen shows for a
 * session: the numbered move list (with the record's NAG symbols, and its
 * variations on lines of their own, indented in parentheses, after the
 * line of the move they replace), the captured pieces and the state of
 * play. */
#include "config.h"

#include "session.h"

#include <stdio.h>
#include <string.h>

#include "movegen.h"

#define SAN_COL 9 /* width of one move in the list */
#define VAR_INDENT 4 /* columns before a variation's "(" */
#define VAR_TEXT_DEPTH 16 /* variations nested deeper are written "(...)" */

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

/* Number of main-line rows of the move list (two moves each). */
static int
main_rows(const session *s)
{
	if (!s->m.have_game || s->m.g.nmoves == 0)
		return 0;
	return (slot(s, s->m.g.nmoves - 1)) / 2 + 1;
}

/* The variations of the record's move k (0-based): 0 when it has none. */
static int
nvars_of(const session *s, int k)
{
	const annot_note *n = k >= 0 ? annot_get(&s->m.g, k) : NULL;

	return n ? n->nvars : 0;
}

/* What line i of the move list is: main row *row (*k = -1), or variation
 * *v of move *k shown after row *row. Returns 0 past the end. Only the
 * moves with notes cost a step: past the last, rows map straight. */
static int
line_kind(const session *s, int i, int *row, int *k, int *v)
{
	const game *g = &s->m.g;
	int rows = main_rows(s), line = 0, r, h, b = g->start.side == BLACK;
	int noted = g->notes ? (g->notes->cap < g->nmoves ? g->notes->cap : g->nmoves) : 0;

	*k = -1;
	*v = 0;
	for (r = 0; r < rows; r++) {
		if (2 * r - b >= noted) {
			/* no notes from here on: a line a row */
			*row = r + (i - line);
			return *row < rows;
		}
		if (line == i) {
			*row = r;
			return 1;
		}
		line++;
		for (h = 0; h < 2; h++) {
			int kk = 2 * r + h - b, nv = kk < g->nmoves ? nvars_of(s, kk) : 0;
			if (i < line + nv) {
				*row = r;
				*k = kk;
				*v = i - line;
				return 1;
			}
			line += nv;
		}
	}
	return 0;
}

/* Number of lines of the move list. */
int
sess_move_lines(const session *s)
{
	int rows = main_rows(s), k, n = rows;
	const game *g = &s->m.g;

	if (!rows || !g->notes)
		return rows;
	for (k = 0; k < g->nmoves && k < g->notes->cap; k++)
		n += nvars_of(s, k);
	return n;
}

/* The move list line of main row r: the rows before it and the
 * variation lines after them. */
static int
line_of_row(const session *s, int r)
{
	const game *g = &s->m.g;
	int k, end = 2 * r - (g->start.side == BLACK), line = r;

	if (g->notes)
		for (k = 0; k < end && k < g->nmoves && k < g->notes->cap; k++)
			line += nvars_of(s, k);
	return line;
}

/* The move list line that holds the move shown: its main row, or the
 * line of the variation it is in. */
int
sess_move_cursor(const session *s)
{
	const match *m = &s->m;
	int row, k, line;

	if (!main_rows(s))
		return 0;
	if (!match_in_var(m))
		return line_of_row(s, m->g.ply > 0 ? slot(s, m->g.ply - 1) / 2 : 0);
	/* the variation's line: after its row, the variations of the moves
	 * before it in the row, then its own index */
	row = slot(s, m->var.branch[0]) / 2;
	line = line_of_row(s, row) + 1;
	for (k = 2 * row - (m->g.start.side == BLACK); k < m->var.branch[0]; k++)
		line += nvars_of(s, k);
	return line + m->var.index[0];
}

/* A variation's text being written, and where the move shown is in it. */
typedef struct var_text {
	char *buf;     /* the line */
	size_t size;
	int len;       /* bytes written (the text is ASCII: bytes are columns) */
	int hl_col;    /* where the move shown starts, or -1 */
	int hl_len;
} var_text;

/* Appends the NAG symbols of note n to text: the move marks (!, ?, !?,
 * ...) glued to the move, the others after a blank. */
static void
put_nags(char *buf, size_t size, const annot_note *n)
{
	size_t len = strlen(buf);
	int i;

	for (i = 0; n && i < n->nnags && len < size; i++) {
		const char *sym = annot_nag_symbol(n->nags[i]);
		if (sym)
			len += (size_t)snprintf(buf + len, size - len, "%s%s", n->nags[i] <= 6 ? "" : " ", sym);
	}
}

/* The note after move k of a variation, or NULL. */
static const annot_note *
line_note(const annot_line *l, int k)
{
	return k >= 0 && k <= l->nmoves && k < l->cap ? &l->notes[k] : NULL;
}

/* Writes a variation into t: "(", its moves (numbered where a reader
 * needs it) with their NAG symbols and the variations inside them, ")".
 * ply is the record's ply of its first move; level its depth on the path
 * of the variation shown, or -1 when it is off that path. */
static void
write_var(const session *s, const annot_line *l, int ply, int level, int depth, var_text *t)
{
	const match *m = &s->m;
	const game *g = &m->g;
	int shown = match_in_var(m), j, i;

	if (t->len + 1 >= (int)t->size)
		return;
	if (depth > VAR_TEXT_DEPTH) {
		t->len += snprintf(t->buf + t->len, t->size - (size_t)t->len, "(...)");
		return;
	}
	t->buf[t->len++] = '(';
	t->buf[t->len] = '\0';
	for (j = 0; j < l->nmoves && t->len + 1 < (int)t->size; j++) {
		char word[SAN_MAX + 48];
		int abs = ply + j, black = g->start.side ^ (abs & 1);
		int number = g->start.fullmove + (abs + (g->start.side == BLACK)) / 2;
		int after_var = j > 0 && line_note(l, j - 1) && line_note(l, j - 1)->nvars > 0;
		const annot_note *at = line_note(l, j);
		if (!black || j == 0 || after_var)
			snprintf(word, sizeof word, "%s%d%s %s", j ? " " : "", number, black ? "..." : ".", l->san[j]);
		else
			snprintf(word, sizeof word, " %s", l->san[j]);
		put_nags(word, sizeof word, line_note(l, j + 1));
		if (level >= 0 && level == shown - 1 && j == m->var.moves - 1) {
			t->hl_col = t->len + (word[0] == ' ');
			t->hl_len = (int)strlen(word) - (word[0] == ' ');
		}
		t->len += snprintf(t->buf + t->len, t->size - (size_t)t->len, "%s", word);
		for (i = 0; at && i < at->nvars && t->len + 2 < (int)t->size; i++) {
			int on = level >= 0 && level + 1 < shown && m->var.branch[level + 1] == j &&
				 m->var.index[level + 1] == i;
			t->buf[t->len++] = ' ';
			t->buf[t->len] = '\0';
			write_var(s, at->vars[i], abs, on ? level + 1 : -1, depth + 1, t);
		}
		if (t->len >= (int)t->size)
			t->len = (int)t->size - 1;
	}
	if (t->len + 1 < (int)t->size) {
		t->buf[t->len++] = ')';
		t->buf[t->len] = '\0';
	}
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
	int half, n = 0, w = number_width(s), row, kv, v, in_var = match_in_var(&s->m);

	*hl_col = -1;
	*hl_len = 0;
	*after_col = -1;
	if (size == 0)
		return;
	buf[0] = '\0';
	if (!line_kind(s, i, &row, &kv, &v))
		return;
	if (kv >= 0) {
		/* a variation of move kv: indented, in parentheses */
		const annot_note *note = annot_get(&s->m.g, kv);
		int on = in_var && s->m.var.branch[0] == kv && s->m.var.index[0] == v;
		var_text t = { buf, size, 0, -1, 0 };
		t.len = snprintf(buf, size, "%*s", VAR_INDENT, "");
		write_var(s, note->vars[v], kv, on ? 0 : -1, 1, &t);
		*hl_col = t.hl_col;
		*hl_len = t.hl_len;
		return;
	}
	n = snprintf(buf, size, "%*d.", w, s->m.g.start.fullmove + row);
	for (half = 0; half < 2 && n >= 0 && (size_t)n < size; half++) {
		int k = 2 * row + half - (s->m.g.start.side == BLACK);
		char san[SAN_MAX + 32];
		if (k >= s->m.g.nmoves)
			break;
		snprintf(san, sizeof san, "%s", k < 0 ? "..." : s->m.g.moves[k].san);
		if (k >= 0)
			put_nags(san, sizeof san, annot_get(&s->m.g, k + 1));
		if (k >= s->m.g.ply && *after_col < 0)
			*after_col = move_col(s, half);
		n += snprintf(buf + n, size - (size_t)n, " %-*s", half ? 0 : SAN_COL, san);
		if (k >= 0 && k == s->m.g.ply - 1 && !in_var) {
			*hl_col = move_col(s, half);
			*hl_len = (int)strlen(san);
		}
	}
}

/* The ply (number of moves) a click on move-list line i at col goes to
 * (-1 on a variation's line). */
int
sess_move_at(const session *s, int i, int col)
{
	int half = col >= move_col(s, 1) ? 1 : 0, row, kv, v, k;

	if (!line_kind(s, i, &row, &kv, &v) || kv >= 0)
		return -1;
	k = 2 * row + half - (s->m.g.start.side == BLACK);
	if (col < move_col(s, 0) || k < 0 || k >= s->m.g.nmoves)
		return -1;
	return k + 1;
}

/* Pieces of colour missing from the board compared with the start. */
void
sess_captured(const session *s, int colour, int count[VAR_MAX_TYPES])
{
	const position *a = &s->m.g.start, *b = match_shown_pos(&s->m);
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
	p = *match_shown_pos(&s->m);
	snprintf(buf, size, "%s to move%s%s", g->v->side_names[p.side], mg_in_check(&p) ? ", in check" : "",
		 match_in_var(&s->m) ? " (variation)" : s->m.replay ? " (replay)" : "");
}
