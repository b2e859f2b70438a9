/* grid.c - a text grid of cells that the screens draw into. */
#include "config.h"

#include "grid.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Sets the grid's size and clears it. */
int
tg_resize(tg_grid *g, int rows, int cols)
{
	tg_cell *cells;

	if (rows < 0)
		rows = 0;
	if (cols < 0)
		cols = 0;
	if (rows * cols > g->rows * g->cols || !g->cells) {
		cells = realloc(g->cells, (size_t)(rows * cols > 0 ? rows * cols : 1) * sizeof *cells);
		if (!cells)
			return -1;
		g->cells = cells;
	}
	g->rows = rows;
	g->cols = cols;
	tg_clear(g);
	return 0;
}

/* Releases the cells. */
void
tg_free(tg_grid *g)
{
	free(g->cells);
	memset(g, 0, sizeof *g);
}

/* Blanks every cell and hides the cursor. */
void
tg_clear(tg_grid *g)
{
	int i;

	for (i = 0; i < g->rows * g->cols; i++) {
		g->cells[i].ch = ' ';
		g->cells[i].pair = 0;
		g->cells[i].attr = 0;
	}
	g->cursor_row = g->cursor_col = -1;
}

/* The cell at row, col, or NULL outside the grid. */
tg_cell *
tg_at(tg_grid *g, int row, int col)
{
	if (row < 0 || col < 0 || row >= g->rows || col >= g->cols)
		return NULL;
	return &g->cells[row * g->cols + col];
}

/* The cell at row, col for reading, or NULL outside the grid. */
const tg_cell *
tg_cat(const tg_grid *g, int row, int col)
{
	if (row < 0 || col < 0 || row >= g->rows || col >= g->cols)
		return NULL;
	return &g->cells[row * g->cols + col];
}

/* Sets one cell. */
void
tg_put(tg_grid *g, int row, int col, uint32_t ch, uint8_t pair, uint8_t attr)
{
	tg_cell *c = tg_at(g, row, col);

	if (c) {
		c->ch = ch;
		c->pair = pair;
		c->attr = attr;
	}
}

/* Fills a rectangle with one character. */
void
tg_fill(tg_grid *g, tg_rect r, uint32_t ch, uint8_t pair, uint8_t attr)
{
	int i, j;

	for (i = 0; i < r.rows; i++)
		for (j = 0; j < r.cols; j++)
			tg_put(g, r.row + i, r.col + j, ch, pair, attr);
}

/* Decodes one UTF-8 code point. */
uint32_t
tg_decode(const char **s)
{
	const unsigned char *p = (const unsigned char *)*s;
	uint32_t ch;
	int n, i;

	if (p[0] < 0x80) {
		*s += 1;
		return p[0];
	}
	if ((p[0] & 0xE0) == 0xC0) {
		ch = p[0] & 0x1F;
		n = 1;
	} else if ((p[0] & 0xF0) == 0xE0) {
		ch = p[0] & 0x0F;
		n = 2;
	} else if ((p[0] & 0xF8) == 0xF0) {
		ch = p[0] & 0x07;
		n = 3;
	} else {
		*s += 1;
		return '?';
	}
	for (i = 1; i <= n; i++) {
		if ((p[i] & 0xC0) != 0x80) {
			*s += i;
			return '?';
		}
		ch = (ch << 6) | (p[i] & 0x3F);
	}
	*s += n + 1;
	return ch;
}

/* Encodes a code point as UTF-8. */
int
tg_encode(uint32_t ch, char *buf)
{
	if (ch < 0x80) {
		buf[0] = (char)ch;
		return 1;
	}
	if (ch < 0x800) {
		buf[0] = (char)(0xC0 | (ch >> 6));
		buf[1] = (char)(0x80 | (ch & 0x3F));
		return 2;
	}
	if (ch < 0x10000) {
		buf[0] = (char)(0xE0 | (ch >> 12));
		buf[1] = (char)(0x80 | ((ch >> 6) & 0x3F));
		buf[2] = (char)(0x80 | (ch & 0x3F));
		return 3;
	}
	buf[0] = (char)(0xF0 | (ch >> 18));
	buf[1] = (char)(0x80 | ((ch >> 12) & 0x3F));
	buf[2] = (char)(0x80 | ((ch >> 6) & 0x3F));
	buf[3] = (char)(0x80 | (ch & 0x3F));
	return 4;
}

/* Number of columns of a UTF-8 text. */
int
tg_width(const char *utf8)
{
	int n = 0;

	while (*utf8) {
		tg_decode(&utf8);
		n++;
	}
	return n;
}

/* Writes UTF-8 text, clipped to maxw columns. */
int
tg_text(tg_grid *g, int row, int col, int maxw, const char *utf8, uint8_t pair, uint8_t attr)
{
	int n = 0;

	while (*utf8 && n < maxw) {
		uint32_t ch = tg_decode(&utf8);
		if (ch == '\n' || ch == '\t')
			ch = ' ';
		tg_put(g, row, col + n, ch, pair, attr);
		n++;
	}
	return n;
}

/* Like tg_text with printf formatting. */
int
tg_printf(tg_grid *g, int row, int col, int maxw, uint8_t pair, uint8_t attr, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return tg_text(g, row, col, maxw, buf, pair, attr);
}

/* Writes text clipped to maxw columns, marking a cut with an ellipsis. */
int
tg_text_clip(tg_grid *g, int row, int col, int maxw, const char *utf8, uint8_t pair, uint8_t attr, int ascii)
{
	int room = maxw, mark, n, i;

	if (col >= 0 && g->cols - col < room)
		room = g->cols - col;
	if (room <= 0)
		return 0;
	if (tg_width(utf8) <= room)
		return tg_text(g, row, col, room, utf8, pair, attr);
	/* The marker takes the last columns; too narrow a place is all marker. */
	mark = ascii ? 3 : 1;
	if (mark > room)
		mark = room;
	n = tg_text(g, row, col, room - mark, utf8, pair, attr);
	for (i = 0; i < mark; i++)
		tg_put(g, row, col + n + i, ascii ? '.' : 0x2026, pair, attr);
	return n + mark;
}

/* Like tg_text_clip with printf formatting. */
int
tg_printf_clip(tg_grid *g, int row, int col, int maxw, uint8_t pair, uint8_t attr, int ascii, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return tg_text_clip(g, row, col, maxw, buf, pair, attr, ascii);
}

/* Writes a grid row as UTF-8 without trailing blanks. */
size_t
tg_row_text(const tg_grid *g, int row, char *buf, size_t size)
{
	size_t len = 0, keep = 0;
	int c;
	char tmp[5];

	if (size == 0)
		return 0;
	for (c = 0; c < g->cols; c++) {
		const tg_cell *cell = tg_cat(g, row, c);
		int n = tg_encode(cell ? cell->ch : ' ', tmp);
		if (len + (size_t)n >= size)
			break;
		memcpy(buf + len, tmp, (size_t)n);
		len += (size_t)n;
		if (tmp[0] != ' ')
			keep = len;
	}
	buf[keep] = '\0';
	return keep;
}

/* Finds the first occurrence of a text in the grid. */
int
tg_find(const tg_grid *g, const char *utf8, int *row, int *col)
{
	int r, c, k, n = tg_width(utf8);
	uint32_t want[256];
	const char *s = utf8;

	if (n > 256 || n == 0)
		return 0;
	for (k = 0; k < n; k++)
		want[k] = tg_decode(&s);
	for (r = 0; r < g->rows; r++)
		for (c = 0; c + n <= g->cols; c++) {
			for (k = 0; k < n && g->cells[r * g->cols + c + k].ch == want[k]; k++)
				;
			if (k == n) {
				if (row)
					*row = r;
				if (col)
					*col = c;
				return 1;
			}
		}
	return 0;
}

/* Draws a frame around r. */
void
tg_frame(tg_grid *g, tg_rect r, int ascii, uint8_t pair, uint8_t attr)
{
	uint32_t h = ascii ? '-' : 0x2500, v = ascii ? '|' : 0x2502;
	int i;

	if (r.rows < 2 || r.cols < 2)
		return;
	for (i = 1; i < r.cols - 1; i++) {
		tg_put(g, r.row, r.col + i, h, pair, attr);
		tg_put(g, r.row + r.rows - 1, r.col + i, h, pair, attr);
	}
	for (i = 1; i < r.rows - 1; i++) {
		tg_put(g, r.row + i, r.col, v, pair, attr);
		tg_put(g, r.row + i, r.col + r.cols - 1, v, pair, attr);
	}
	tg_put(g, r.row, r.col, ascii ? '+' : 0x250C, pair, attr);
	tg_put(g, r.row, r.col + r.cols - 1, ascii ? '+' : 0x2510, pair, attr);
	tg_put(g, r.row + r.rows - 1, r.col, ascii ? '+' : 0x2514, pair, attr);
	tg_put(g, r.row + r.rows - 1, r.col + r.cols - 1, ascii ? '+' : 0x2518, pair, attr);
}

/* Length in code points of the word at s (up to a blank or newline). */
static int
word_len(const char *s, const char **end)
{
	int n = 0;

	while (*s && *s != ' ' && *s != '\n') {
		tg_decode(&s);
		n++;
	}
	*end = s;
	return n;
}

/* Word-wraps text into r; returns the lines the whole text needs. */
int
tg_wrap(tg_grid *g, tg_rect r, int skip, const char *utf8, uint8_t pair, uint8_t attr)
{
	const char *s = utf8, *end;
	int line = 0, col = 0, n;

	if (r.cols <= 0)
		return 0;
	while (*s) {
		if (*s == '\n') {
			line++;
			col = 0;
			s++;
			continue;
		}
		if (*s == ' ') {
			if (col > 0 && col < r.cols)
				col++;
			s++;
			continue;
		}
		n = word_len(s, &end);
		if (col > 0 && col + n > r.cols) {
			line++;
			col = 0;
		}
		while (s < end) {
			if (col >= r.cols) {
				line++;
				col = 0;
			}
			uint32_t ch = tg_decode(&s);
			if (line >= skip && line - skip < r.rows)
				tg_put(g, r.row + line - skip, r.col + col, ch, pair, attr);
			col++;
		}
	}
	return line + (col > 0 ? 1 : 0);
}
