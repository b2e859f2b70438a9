/* boardview.h - drawing a board into a text grid, and finding the square
 * under a screen position. Cells grow with the room available: a 12x12
 * board fits 80x24 with 3x1 cells, larger boards or terminals get larger
 * cells. Coordinates are written on all four sides. */
#ifndef LEAPER_BOARDVIEW_H
#define LEAPER_BOARDVIEW_H

#include <stdint.h>

#include "position.h"
#include "grid.h"
#include "pieces.h"
#include "style.h"

/* Where a board goes on the screen and how large its squares are. */
typedef struct tb_layout {
	int files, ranks;  /* board size */
	int cw, ch;        /* columns and rows of one square */
	int label;         /* width of the rank numbers (1 or 2) */
	int row, col;      /* top-left corner, coordinates included */
	int rows, cols;    /* whole size, coordinates included */
	int flipped;       /* 1: Black's side at the bottom */
} tb_layout;

/* What to draw: the position and its highlights. */
typedef struct tb_view {
	const position *p;       /* the position shown */
	const tp_kinds *kinds;   /* glyph kinds of its pieces */
	ts_mode mode;            /* glyph and colour columns */
	int last_from, last_to;  /* squares of the last move, or 0 */
	int cursor;              /* square under the cursor, or 0 for none */
	int selected;            /* square of a picked-up piece, or 0 */
	int check[4];            /* royal pieces in check (0 ends the list) */
	const uint8_t *targets;  /* BRD_SIZE: 1 a move lands there, 2 a capture; or NULL */
	const uint8_t *marked;   /* BRD_SIZE: nonzero shades the square (visited); or NULL */
} tb_view;

/* The smallest rows and columns a board of geometry g needs. */
void tb_min_size(const brd_geometry *g, int *rows, int *cols);

/* Lays out a board of geometry g in at most rows x cols, with the largest
 * square size that fits, at the top-left of that area; returns 0, or -1
 * when even the smallest squares do not fit. max_cw limits the square
 * width (0: no limit). */
int tb_layout_fit(const brd_geometry *g, int rows, int cols, int max_cw, int flipped, tb_layout *out);

/* The grid position of the top-left character of square sq. */
void tb_square_origin(const tb_layout *l, int sq, int *row, int *col);

/* The grid position where a square's piece is drawn (its centre). */
void tb_square_centre(const tb_layout *l, int sq, int *row, int *col);

/* The square drawn at a grid position, or 0 outside the squares. */
int tb_hit(const tb_layout *l, int row, int col);

/* Draws the board and its coordinates into the grid. */
void tb_draw(tg_grid *g, const tb_layout *l, const tb_view *v);

/* Draws the coordinates around l (files above and below, ranks on both
 * sides); tb_draw calls it, other boards (diagrams, the tour) may too. */
void tb_draw_coords(tg_grid *g, const tb_layout *l, const ts_mode *m);

/* Fills square sq with background role bg and draws ch (0: nothing) at its
 * centre in foreground role fg; in monochrome an empty dark square gets a
 * dot so that the two square colours stay apart. */
void tb_draw_square(tg_grid *g, const tb_layout *l, int sq, enum ts_bg bg, uint32_t ch,
		    enum ts_fg fg, const ts_mode *m);

#endif
