/* grid.h - a text grid of cells that the screens draw into.
 *
 * Every screen of the curses front end paints a grid the size of the
 * terminal; the curses layer then copies the grid to the terminal. Nothing
 * here knows curses, so the drawing code can be tested by reading the grid
 * back as text.
 */
#ifndef LEAPER_GRID_H
#define LEAPER_GRID_H

#include <stddef.h>
#include <stdint.h>

/* Attribute bits of a cell. */
#define TG_BOLD 1u
#define TG_REVERSE 2u
#define TG_UNDERLINE 4u
#define TG_DIM 8u

/* One character cell. */
typedef struct tg_cell {
	uint32_t ch;   /* Unicode code point, one column wide */
	uint8_t pair;  /* colour pair id (tui_style.h); 0 = the terminal's default */
	uint8_t attr;  /* TG_* bits */
} tg_cell;

/* A rectangle of the grid. */
typedef struct tg_rect {
	int row, col;   /* top-left corner */
	int rows, cols; /* size */
} tg_rect;

/* The grid: rows x cols cells and where the terminal cursor should be. */
typedef struct tg_grid {
	int rows, cols;      /* size; changes only through tg_resize */
	tg_cell *cells;      /* rows * cols cells, row by row */
	int cursor_row;      /* cursor position after drawing, or -1 to hide it */
	int cursor_col;
} tg_grid;

/* Sets the grid's size and clears it; returns 0, or -1 when out of memory. */
int tg_resize(tg_grid *g, int rows, int cols);

/* Releases the cells. */
void tg_free(tg_grid *g);

/* Blanks every cell and hides the cursor. */
void tg_clear(tg_grid *g);

/* The cell at row, col, or NULL outside the grid. */
tg_cell *tg_at(tg_grid *g, int row, int col);
const tg_cell *tg_cat(const tg_grid *g, int row, int col);

/* Sets one cell (ignored outside the grid). */
void tg_put(tg_grid *g, int row, int col, uint32_t ch, uint8_t pair, uint8_t attr);

/* Fills a rectangle with one character. */
void tg_fill(tg_grid *g, tg_rect r, uint32_t ch, uint8_t pair, uint8_t attr);

/* Writes UTF-8 text from row, col, at most maxw columns (clipped, no
 * wrapping); returns the columns written. */
int tg_text(tg_grid *g, int row, int col, int maxw, const char *utf8, uint8_t pair, uint8_t attr);

/* Like tg_text with printf formatting. */
int tg_printf(tg_grid *g, int row, int col, int maxw, uint8_t pair, uint8_t attr,
	      const char *fmt, ...) __attribute__((format(printf, 7, 8)));

/* Like tg_text, but a text that does not fit in maxw columns (or before
 * the grid's right edge) ends with a marker that says so: an ellipsis,
 * or "..." when ascii is set. Returns the columns written. */
int tg_text_clip(tg_grid *g, int row, int col, int maxw, const char *utf8, uint8_t pair, uint8_t attr,
		 int ascii);

/* Like tg_text_clip with printf formatting. */
int tg_printf_clip(tg_grid *g, int row, int col, int maxw, uint8_t pair, uint8_t attr, int ascii,
		   const char *fmt, ...) __attribute__((format(printf, 8, 9)));

/* Number of columns (code points) of a UTF-8 text. */
int tg_width(const char *utf8);

/* Decodes one UTF-8 code point at *s, advancing *s; invalid bytes give '?'. */
uint32_t tg_decode(const char **s);

/* Encodes a code point as UTF-8 into buf (at least 5 bytes); returns the length. */
int tg_encode(uint32_t ch, char *buf);

/* Writes row of the grid as UTF-8 with trailing blanks removed; returns
 * the length (truncated to size). */
size_t tg_row_text(const tg_grid *g, int row, char *buf, size_t size);

/* Finds the first occurrence of the UTF-8 text; returns 1 and its place, or 0. */
int tg_find(const tg_grid *g, const char *utf8, int *row, int *col);

/* Draws a frame around r with line glyphs (ascii: '+', '-', '|'). */
void tg_frame(tg_grid *g, tg_rect r, int ascii, uint8_t pair, uint8_t attr);

/* Word-wraps text into r starting at its first row plus skip lines;
 * returns the number of lines the whole text needs. */
int tg_wrap(tg_grid *g, tg_rect r, int skip, const char *utf8, uint8_t pair, uint8_t attr);

#endif
