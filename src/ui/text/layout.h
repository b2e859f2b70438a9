/* layout.h - where the parts of the game screen go for a terminal
 * size: the board (as large as fits), the side panel, the legend and the
 * three bottom lines (message, typed input, keys). Computed afresh on every
 * draw, so a resized terminal simply gets a new layout. */
#ifndef LEAPER_LAYOUT_H
#define LEAPER_LAYOUT_H

#include "board.h"
#include "boardview.h"
#include "grid.h"

#define TL_PANEL_MIN 26   /* narrowest side panel */
#define TL_PANEL_MAX 44   /* widest side panel before the board gets the room */
#define TL_BOTTOM 3       /* message, input and key lines */
#define TL_GRAPH_MIN 2    /* the fewest rows of an evaluation graph: bars and marker */

/* The game screen's parts. */
typedef struct tl_game {
	int too_small;          /* 1: smaller than min_rows x min_cols; nothing else is set */
	int min_rows, min_cols; /* the smallest terminal that works */
	tb_layout board;        /* the board, coordinates included */
	tg_rect panel;          /* the side panel */
	tg_rect legend;         /* below the board; rows == 0 when the legend goes in the panel */
	int legend_per_row;     /* legend entries per line */
	tg_rect message;        /* one line for messages */
	tg_rect input;          /* one line for typed moves and commands */
	tg_rect keys;           /* one line of key hints */
	tg_rect graph;          /* the evaluation graph below the board; rows == 0 when none */
} tl_game;

/* Lays out the game screen for rows x cols with a board of geometry g and
 * a legend of n entries of at most w columns each. */
void tl_game_layout(int rows, int cols, const brd_geometry *g, int flipped, int legend_n,
		    int legend_w, tl_game *out);

/* Like tl_game_layout, with room for an evaluation graph as wide as the
 * board below it (and its legend), of graph_rows rows (0: none) or as
 * many as the rows the board leaves allow, down to TL_GRAPH_MIN; with the
 * legend moved into the panel when only that makes room. The board and
 * the panel stay as they are: when even TL_GRAPH_MIN rows do not fit, the
 * screen is laid out as without a graph. */
void tl_game_layout_graph(int rows, int cols, const brd_geometry *g, int flipped, int legend_n,
			  int legend_w, int graph_rows, tl_game *out);

/* Entries per line and lines a legend of n entries of width w needs in
 * cols columns. */
void tl_legend_shape(int n, int w, int cols, int *per_row, int *lines);

/* Draws the "enlarge the terminal" notice for a screen that needs at
 * least min_rows x min_cols. */
void tl_too_small(tg_grid *grid, int min_rows, int min_cols);

#endif
