/* evalgraph.h - the evaluation graph: the score after every move of the
 * main line drawn into a strip of the grid, one column per move (several
 * moves per column when the game is longer than the strip is wide), the
 * column filled from the bottom as far as White's advantage reaches:
 * full for a White win or mate, half for equality, empty for Black's.
 * Scores are clamped to +-TE_GRAPH_PAWNS pawns; a move not yet scored is
 * a '?'; the row under the strip marks the current move and says its
 * score. Unicode block elements, or ASCII when the mode says so. */
#ifndef LEAPER_EVALGRAPH_H
#define LEAPER_EVALGRAPH_H

#include "grid.h"
#include "match.h"
#include "style.h"

#define TE_GRAPH_PAWNS 5  /* scores are clamped to this many pawns either way */
#define TE_GRAPH_ROWS 4   /* rows the graph wants: three of bars, one of marker */

/* The height of a score in eighths of a cell, 0 (Black wins) to rows * 8
 * (White wins), half for 0.00; -1 when not scored. */
int te_graph_height(const match_score *s, int rows);

/* Draws the scores after moves 1..nmoves (s[k]: after move k, s[0] the
 * start) into r, the last row the marker of move current (0: none) with
 * label beside it where it fits (NULL: none). */
void te_graph_draw(tg_grid *g, tg_rect r, const match_score *s, int nmoves, int current, const char *label,
		   const ts_mode *m);

/* Writes the marker's label for move ply of g: its number, SAN and score,
 * "12... Nf3 +0.35". */
void te_graph_label(const game *g, int ply, const match_score *s, char *buf, size_t size);

/* The move (1..nmoves) drawn in the column under a click at row, col of
 * r (clicks right of the last move give the last), or -1 outside r. */
int te_graph_hit(tg_rect r, int nmoves, int row, int col);

#endif
