/* boardview.c - drawing a board into a text grid and hit-testing it. */
#include "config.h"

#include "boardview.h"

#include <stdio.h>
#include <string.h>

/* Square sizes from the smallest up: columns x rows. A terminal cell is
 * about twice as tall as wide, so squares of two or more rows are about
 * twice as wide as tall. */
static const int sizes[][2] = {
	{ 2, 1 }, { 3, 1 }, { 5, 2 }, { 7, 3 }, { 9, 4 }, { 11, 5 }, { 13, 6 },
};
#define NSIZES ((int)(sizeof sizes / sizeof sizes[0]))

/* Width of the rank numbers of a board with this many ranks. */
static int
label_width(int ranks)
{
	return ranks >= 10 ? 2 : 1;
}

/* Sets the whole size of l from its board and square sizes. */
static void
measure(tb_layout *l)
{
	l->label = label_width(l->ranks);
	l->cols = l->files * l->cw + 2 * (l->label + 1);
	l->rows = l->ranks * l->ch + 2;
}

/* The smallest size a board needs. */
void
tb_min_size(const brd_geometry *g, int *rows, int *cols)
{
	tb_layout l;

	memset(&l, 0, sizeof l);
	l.files = g->files;
	l.ranks = g->ranks;
	l.cw = sizes[0][0];
	l.ch = sizes[0][1];
	measure(&l);
	*rows = l.rows;
	*cols = l.cols;
}

/* Lays out a board with the largest squares that fit. */
int
tb_layout_fit(const brd_geometry *g, int rows, int cols, int max_cw, int flipped, tb_layout *out)
{
	int i, found = -1;

	memset(out, 0, sizeof *out);
	out->files = g->files;
	out->ranks = g->ranks;
	out->flipped = flipped;
	for (i = 0; i < NSIZES; i++) {
		out->cw = sizes[i][0];
		out->ch = sizes[i][1];
		measure(out);
		if (out->rows <= rows && out->cols <= cols && (!max_cw || out->cw <= max_cw))
			found = i;
	}
	out->cw = sizes[found < 0 ? 0 : found][0];
	out->ch = sizes[found < 0 ? 0 : found][1];
	measure(out);
	return found < 0 ? -1 : 0;
}

/* Screen column index (0 = leftmost) of a board file. */
static int
screen_file(const tb_layout *l, int file)
{
	return l->flipped ? l->files - 1 - file : file;
}

/* Screen row index (0 = top) of a board rank. */
static int
screen_rank(const tb_layout *l, int rank)
{
	return l->flipped ? rank : l->ranks - 1 - rank;
}

/* The grid position of the top-left character of a square. */
void
tb_square_origin(const tb_layout *l, int sq, int *row, int *col)
{
	*row = l->row + 1 + screen_rank(l, BRD_RANK(sq)) * l->ch;
	*col = l->col + l->label + 1 + screen_file(l, BRD_FILE(sq)) * l->cw;
}

/* The grid position of a square's centre. */
void
tb_square_centre(const tb_layout *l, int sq, int *row, int *col)
{
	tb_square_origin(l, sq, row, col);
	*row += (l->ch - 1) / 2;
	*col += (l->cw - 1) / 2;
}

/* The square at a grid position, or 0. */
int
tb_hit(const tb_layout *l, int row, int col)
{
	int r = row - l->row - 1, c = col - l->col - l->label - 1, f, k;

	if (r < 0 || c < 0 || r >= l->ranks * l->ch || c >= l->files * l->cw)
		return 0;
	f = c / l->cw;
	k = r / l->ch;
	f = l->flipped ? l->files - 1 - f : f;
	k = l->flipped ? k : l->ranks - 1 - k;
	return BRD_SQ(f, k);
}

/* Draws the coordinates around the squares. */
void
tb_draw_coords(tg_grid *g, const tb_layout *l, const ts_mode *m)
{
	ts_look look = ts_text(m, TS_COORD);
	char buf[8];
	int i, row, col;

	for (i = 0; i < l->files; i++) {
		tb_square_centre(l, BRD_SQ(i, 0), &row, &col);
		tg_put(g, l->row, col, (uint32_t)('a' + i), look.pair, look.attr);
		tg_put(g, l->row + l->rows - 1, col, (uint32_t)('a' + i), look.pair, look.attr);
	}
	for (i = 0; i < l->ranks; i++) {
		tb_square_centre(l, BRD_SQ(0, i), &row, &col);
		snprintf(buf, sizeof buf, "%*d", l->label, i + 1);
		tg_text(g, row, l->col, l->label, buf, look.pair, look.attr);
		snprintf(buf, sizeof buf, "%-*d", l->label, i + 1);
		tg_text(g, row, l->col + l->cols - l->label, l->label, buf, look.pair, look.attr);
	}
}

/* Fills a square and draws a character at its centre. */
void
tb_draw_square(tg_grid *g, const tb_layout *l, int sq, enum ts_bg bg, uint32_t ch, enum ts_fg fg,
	       const ts_mode *m)
{
	ts_look look = ts_board(m, fg, bg), plain = ts_board(m, TS_FG_BLACK, bg);
	tg_rect r;
	int row, col;

	tb_square_origin(l, sq, &r.row, &r.col);
	r.rows = l->ch;
	r.cols = l->cw;
	/* In monochrome the fill carries only the background's attributes,
	 * so that bold or underlined pieces do not smear over the square. */
	tg_fill(g, r, ' ', plain.pair, m->colours ? plain.attr : (uint8_t)(plain.attr & TG_REVERSE));
	tb_square_centre(l, sq, &row, &col);
	if (!ch && !m->colours && bg == TS_BG_DARK)
		tg_put(g, row, col, ts_glyph(m, TS_G_DARK_FILL), plain.pair, plain.attr);
	else if (ch)
		tg_put(g, row, col, ch, look.pair, look.attr);
}

/* Whether sq is one of the view's royal pieces in check. */
static int
in_check(const tb_view *v, int sq)
{
	int i;

	for (i = 0; i < 4 && v->check[i]; i++)
		if (v->check[i] == sq)
			return 1;
	return 0;
}

/* The background role of a square: its highlight, strongest first. */
static enum ts_bg
background(const tb_view *v, int sq)
{
	if (sq == v->cursor)
		return TS_BG_CURSOR;
	if (sq == v->selected)
		return TS_BG_SELECT;
	if (in_check(v, sq))
		return TS_BG_CHECK;
	if (v->targets && v->targets[sq] == 2)
		return TS_BG_CAPTURE;
	if (sq == v->last_from || sq == v->last_to)
		return TS_BG_LAST;
	if (v->marked && v->marked[sq])
		return TS_BG_VISITED;
	return brd_colour(sq) ? TS_BG_LIGHT : TS_BG_DARK;
}

/* Draws the board and its coordinates. */
void
tb_draw(tg_grid *g, const tb_layout *l, const tb_view *v)
{
	const position *p = v->p;
	int f, r;

	tb_draw_coords(g, l, &v->mode);
	for (r = 0; r < l->ranks; r++)
		for (f = 0; f < l->files; f++) {
			int sq = BRD_SQ(f, r);
			uint8_t code = p->board[sq];
			enum ts_bg bg = background(v, sq);
			if (code && code != POS_OFF)
				tb_draw_square(g, l, sq, bg,
					       tp_symbol(&v->mode, p->v, v->kinds, POS_TYPE(code), POS_COLOUR(code)),
					       POS_COLOUR(code) ? TS_FG_BLACK : TS_FG_WHITE, &v->mode);
			else if (v->targets && v->targets[sq])
				tb_draw_square(g, l, sq, bg, ts_glyph(&v->mode, TS_G_TARGET), TS_FG_MARK, &v->mode);
			else
				tb_draw_square(g, l, sq, bg, 0, TS_FG_BLACK, &v->mode);
		}
}
