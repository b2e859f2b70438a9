/* layout.c - where the parts of the game screen go. */
#include "config.h"

#include "layout.h"

#include <stdio.h>
#include <string.h>

/* Entries per line and lines of a legend. */
void
tl_legend_shape(int n, int w, int cols, int *per_row, int *lines)
{
	int k = (cols + 2) / (w + 2);

	if (k < 1)
		k = 1;
	*per_row = k;
	*lines = n > 0 ? (n + k - 1) / k : 0;
}

/* Lays out the game screen. */
void
tl_game_layout(int rows, int cols, const brd_geometry *g, int flipped, int legend_n, int legend_w,
	       tl_game *out)
{
	int brow, bcol, avail_rows = rows - TL_BOTTOM, per, lines;

	memset(out, 0, sizeof *out);
	tb_min_size(g, &brow, &bcol);
	out->min_rows = brow + TL_BOTTOM;
	out->min_cols = bcol + 1 + TL_PANEL_MIN;
	if (rows < out->min_rows || cols < out->min_cols) {
		out->too_small = 1;
		return;
	}
	tb_layout_fit(g, avail_rows, cols - 1 - TL_PANEL_MIN, 0, flipped, &out->board);
	/* A panel wider than it needs gives the board nothing, so the board
	 * keeps the size found; the panel takes the rest. */
	out->panel.row = 0;
	out->panel.col = out->board.cols + 1;
	out->panel.rows = avail_rows;
	out->panel.cols = cols - out->panel.col;
	if (out->panel.cols > TL_PANEL_MAX) {
		int spare = out->panel.cols - TL_PANEL_MAX;
		out->board.col = spare / 2 > 4 ? 4 : spare / 2;
		out->panel.col += out->board.col;
		out->panel.cols -= out->board.col;
	}
	tl_legend_shape(legend_n, legend_w, out->board.cols, &per, &lines);
	if (legend_n > 0 && avail_rows - out->board.rows >= lines + 1) {
		out->legend.row = out->board.rows + 1;
		out->legend.col = out->board.col;
		out->legend.rows = lines;
		out->legend.cols = out->board.cols;
		out->legend_per_row = per;
	}
	out->message = (tg_rect){ rows - 3, 0, 1, cols };
	out->input = (tg_rect){ rows - 2, 0, 1, cols };
	out->keys = (tg_rect){ rows - 1, 0, 1, cols };
}

/* The first row below the board and its legend. */
static int
below_board(const tl_game *l)
{
	return l->legend.rows ? l->legend.row + l->legend.rows : l->board.row + l->board.rows;
}

/* Puts the graph below the board when rows are left for it there. */
static int
place_graph(tl_game *l, int rows, int graph_rows)
{
	int top = below_board(l);

	if (rows - TL_BOTTOM - top < graph_rows)
		return 0;
	l->graph = (tg_rect){ top, l->board.col, graph_rows, l->board.cols };
	return 1;
}

/* Lays out the game screen with room for an evaluation graph. */
void
tl_game_layout_graph(int rows, int cols, const brd_geometry *g, int flipped, int legend_n, int legend_w,
		     int graph_rows, tl_game *out)
{
	tl_game moved;
	int n;

	tl_game_layout(rows, cols, g, flipped, legend_n, legend_w, out);
	if (out->too_small || graph_rows < TL_GRAPH_MIN)
		return;
	/* the legend may go into the panel, as it does when it does not fit */
	moved = *out;
	moved.legend = (tg_rect){ 0, 0, 0, 0 };
	for (n = graph_rows; n >= TL_GRAPH_MIN; n--) {
		if (place_graph(out, rows, n))
			return;
		if (place_graph(&moved, rows, n)) {
			*out = moved;
			return;
		}
	}
}

/* Draws the "enlarge the terminal" notice, on one line when it fits. */
void
tl_too_small(tg_grid *grid, int min_rows, int min_cols)
{
	char line[128];
	tg_rect all = { 0, 0, grid->rows, grid->cols };

	tg_clear(grid);
	snprintf(line, sizeof line, "enlarge the terminal to at least %dx%d", min_cols, min_rows);
	if (tg_width(line) <= grid->cols) {
		tg_printf(grid, 0, 0, grid->cols, 0, 0, "The terminal (%dx%d) is too small:", grid->cols,
			  grid->rows);
		tg_text(grid, 1, 0, grid->cols, line, 0, TG_BOLD);
		tg_text(grid, 2, 0, grid->cols, "(q quits)", 0, 0);
	} else {
		snprintf(line, sizeof line, "Too small: enlarge the terminal to at least %dx%d (q quits)",
			 min_cols, min_rows);
		tg_wrap(grid, all, 0, line, 0, TG_BOLD);
	}
}
