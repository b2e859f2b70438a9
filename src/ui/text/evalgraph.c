/* evalgraph.c - the evaluation graph drawn into the grid. */
#include "config.h"

#include "evalgraph.h"

#include <stdio.h>

#define EIGHTHS 8 /* the block elements come in eighths of a cell */
#define MAX_WIDTH 3 /* the most columns a move gets in a short game */

/* The height of a score in eighths of a cell. */
int
te_graph_height(const match_score *s, int rows)
{
	long full = (long)rows * EIGHTHS, span = 2L * TE_GRAPH_PAWNS * 100, cp;

	if (!s || s->kind == MATCH_SCORE_NONE)
		return -1;
	if (s->kind == MATCH_SCORE_WHITE_MATES)
		return (int)full;
	if (s->kind == MATCH_SCORE_BLACK_MATES)
		return 0;
	cp = s->value;
	if (cp > span / 2)
		cp = span / 2;
	if (cp < -span / 2)
		cp = -span / 2;
	return (int)(((cp + span / 2) * full + span / 2) / span);
}

/* The columns each move gets when every move has one or more (0: the
 * game is longer than the strip is wide, and columns hold several). */
static int
move_width(int nmoves, int cols)
{
	int w = nmoves > 0 ? cols / nmoves : 0;

	return w > MAX_WIDTH ? MAX_WIDTH : w;
}

/* The columns the moves take. */
static int
used_columns(int nmoves, int cols)
{
	int w = move_width(nmoves, cols);

	return w ? nmoves * w : cols;
}

/* The (first) column of r's width cols that shows move ply of nmoves. */
static int
column_of(int ply, int nmoves, int cols)
{
	int w = move_width(nmoves, cols);

	if (w)
		return (ply - 1) * w;
	return (int)(((long)ply * cols + nmoves - 1) / nmoves) - 1;
}

/* The move whose score column c shows: the last of the moves it holds. */
static int
move_of(int c, int nmoves, int cols)
{
	int w = move_width(nmoves, cols);

	if (w)
		return c / w + 1 < nmoves ? c / w + 1 : nmoves;
	return (int)((long)(c + 1) * nmoves / cols);
}

/* The glyph of a cell filled eighths (0..8) from the bottom. */
static uint32_t
fill_glyph(int eighths, int ascii)
{
	static const char ascii_fill[EIGHTHS + 1] = { ' ', '_', '_', '_', '-', '-', '=', '=', '#' };

	if (ascii)
		return (uint32_t)ascii_fill[eighths];
	return eighths == 0 ? ' ' : 0x2580u + (uint32_t)eighths; /* U+2581 .. U+2588 */
}

/* Draws the marker of move current on row, with the label beside it
 * where it fits. */
static void
draw_marker(tg_grid *g, tg_rect r, int row, int nmoves, int current, const char *label, const ts_mode *m)
{
	ts_look key = ts_text(m, TS_KEY);
	int c, w;

	if (current < 1 || current > nmoves)
		return;
	c = r.col + column_of(current, nmoves, r.cols);
	tg_put(g, row, c, m->ascii ? '^' : 0x25B2u, key.pair, key.attr);
	if (!label)
		return;
	w = tg_width(label);
	if (c + 2 + w <= r.col + r.cols)
		tg_text(g, row, c + 2, w, label, key.pair, key.attr);
	else if (c - 1 - w >= r.col)
		tg_text(g, row, c - 1 - w, w, label, key.pair, key.attr);
}

/* Draws the scores into r. */
void
te_graph_draw(tg_grid *g, tg_rect r, const match_score *s, int nmoves, int current, const char *label,
	      const ts_mode *m)
{
	int bars = r.rows - 1, cur = -1, used, c, i;
	ts_look normal = ts_text(m, TS_NORMAL), dim = ts_text(m, TS_DIM), key = ts_text(m, TS_KEY);

	if (bars < 1 || r.cols < 1)
		return;
	tg_fill(g, r, ' ', 0, 0);
	if (nmoves < 1)
		return;
	if (current >= 1 && current <= nmoves)
		cur = move_of(column_of(current, nmoves, r.cols), nmoves, r.cols);
	used = used_columns(nmoves, r.cols);
	for (c = 0; c < used; c++) {
		int ply = move_of(c, nmoves, r.cols), h = te_graph_height(&s[ply], bars);
		ts_look look = ply == cur ? key : normal;

		if (h < 0) {
			look = ply == cur ? key : dim;
			tg_put(g, r.row + bars / 2, r.col + c, '?', look.pair, look.attr);
			continue;
		}
		for (i = 0; i < bars; i++) {
			int e = h - i * EIGHTHS;

			e = e < 0 ? 0 : e > EIGHTHS ? EIGHTHS : e;
			tg_put(g, r.row + bars - 1 - i, r.col + c, fill_glyph(e, m->ascii), look.pair, look.attr);
		}
	}
	draw_marker(g, r, r.row + bars, nmoves, current, label, m);
}

/* The move under a click. */
int
te_graph_hit(tg_rect r, int nmoves, int row, int col)
{
	int c = col - r.col, last;

	if (nmoves < 1 || row < r.row || row >= r.row + r.rows || c < 0 || c >= r.cols)
		return -1;
	last = used_columns(nmoves, r.cols) - 1;
	return move_of(c > last ? last : c, nmoves, r.cols);
}

/* Writes the marker's label for a move. */
void
te_graph_label(const game *g, int ply, const match_score *s, char *buf, size_t size)
{
	int black_first = g->start.side == BLACK, n = ply - 1 + black_first;
	char score[24];

	if (ply < 1 || ply > g->nmoves) {
		snprintf(buf, size, "%s", "");
		return;
	}
	match_graph_text(s, score, sizeof score);
	snprintf(buf, size, "%d%s %s %s", g->start.fullmove + n / 2, n % 2 ? "..." : ".", g->moves[ply - 1].san,
		 score);
}
