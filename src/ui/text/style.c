/* style.c - the colour and glyph tables of the curses front end. */
#include "config.h"

#include "style.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* One text style's columns. */
typedef struct text_style {
	short fg8, bg8, fg256, bg256;
	uint8_t mono;
} text_style;

#define TS_ROW(name, fg8, bg8, fg256, bg256, mono) { fg8, bg8, fg256, bg256, mono },
static const text_style text_styles[TS_NTEXT] = { TS_TEXT_STYLES(TS_ROW) };
#undef TS_ROW

/* One board role's columns. */
typedef struct role {
	short c8, c256;
	uint8_t mono;
} role;

#define TS_ROW(name, c8, c256, mono) { c8, c256, mono },
static const role bg_roles[TS_NBG] = { TS_BG_ROLES(TS_ROW) };
static const role fg_roles[TS_NFG] = { TS_FG_ROLES(TS_ROW) };
#undef TS_ROW

/* One glyph's columns. */
typedef struct glyph {
	uint32_t unicode, ascii;
} glyph;

#define TS_ROW(name, u, a) { u, a },
static const glyph glyphs[TS_NGLYPH] = { TS_GLYPHS(TS_ROW) };
#undef TS_ROW

/* The look of a text style. */
ts_look
ts_text(const ts_mode *m, enum ts_text style)
{
	ts_look l;

	l.pair = m->colours ? TS_PAIR_TEXT(style) : 0;
	l.attr = m->colours ? (style == TS_TITLE || style == TS_HEADING || style == TS_KEY ? TG_BOLD : 0)
			    : text_styles[style].mono;
	return l;
}

/* The look of a board cell. */
ts_look
ts_board(const ts_mode *m, enum ts_fg fg, enum ts_bg bg)
{
	ts_look l;

	if (m->colours) {
		l.pair = TS_PAIR_BOARD(fg, bg);
		l.attr = fg == TS_FG_WHITE ? TG_BOLD : 0;
	} else {
		l.pair = 0;
		l.attr = (uint8_t)(bg_roles[bg].mono | fg_roles[fg].mono);
	}
	return l;
}

/* A glyph in mode m. */
uint32_t
ts_glyph(const ts_mode *m, enum ts_glyph g)
{
	return m->ascii ? glyphs[g].ascii : glyphs[g].unicode;
}

/* The eight basic colours as xterm shows them. */
static const unsigned char basic[8][3] = {
	{ 0, 0, 0 }, { 205, 0, 0 }, { 0, 205, 0 }, { 205, 205, 0 },
	{ 0, 0, 238 }, { 205, 0, 205 }, { 0, 205, 205 }, { 229, 229, 229 },
};

/* The red, green and blue of terminal colour c of the 256-colour palette. */
static void
palette(int c, int rgb[3])
{
	static const int level[6] = { 0, 95, 135, 175, 215, 255 };
	int i;

	if (c < 8) {
		for (i = 0; i < 3; i++)
			rgb[i] = basic[c][i];
	} else if (c < 16) {
		for (i = 0; i < 3; i++)
			rgb[i] = c == 8 ? 127 : (basic[c - 8][i] ? 255 : 92);
	} else if (c < 232) {
		rgb[0] = level[(c - 16) / 36];
		rgb[1] = level[((c - 16) / 6) % 6];
		rgb[2] = level[(c - 16) % 6];
	} else {
		rgb[0] = rgb[1] = rgb[2] = 8 + 10 * (c - 232);
	}
}

/* The nearest terminal colour. The 256-colour search skips the sixteen
 * system colours, which themes redefine. */
int
ts_nearest(int r, int g, int b, int n)
{
	int c, best = 0, rgb[3];
	long d, bestd = -1;

	for (c = n > 16 ? 16 : 0; c < n && c < 256; c++) {
		palette(c, rgb);
		d = 3L * (r - rgb[0]) * (r - rgb[0]) + 4L * (g - rgb[1]) * (g - rgb[1]) +
		    2L * (b - rgb[2]) * (b - rgb[2]);
		if (bestd < 0 || d < bestd) {
			bestd = d;
			best = c;
		}
	}
	return best;
}

/* Value of one hexadecimal digit, or -1. */
static int
hex(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = tolower(c);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* Parses a colour. */
int
ts_parse_colour(const char *text, int *r, int *g, int *b)
{
	static const char *names[8] = { "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white" };
	int v[6], i, n;

	if (!text)
		return -1;
	for (i = 0; i < 8; i++)
		if (strcasecmp(text, names[i]) == 0) {
			*r = basic[i][0];
			*g = basic[i][1];
			*b = basic[i][2];
			return 0;
		}
	if (text[0] != '#')
		return -1;
	n = (int)strlen(text + 1);
	if (n != 3 && n != 6)
		return -1;
	for (i = 0; i < n; i++)
		if ((v[i] = hex((unsigned char)text[1 + i])) < 0)
			return -1;
	if (n == 3) {
		*r = v[0] * 17;
		*g = v[1] * 17;
		*b = v[2] * 17;
	} else {
		*r = v[0] * 16 + v[1];
		*g = v[2] * 16 + v[3];
		*b = v[4] * 16 + v[5];
	}
	return 0;
}

/* Brightness (sum of red, green, blue) of terminal colour c. */
static int
brightness(int c)
{
	int rgb[3];

	palette(c, rgb);
	return rgb[0] + rgb[1] + rgb[2];
}

/* A piece colour that shows on both kinds of square: fg itself, or a
 * replacement when it is too close to the light or dark square's colour. */
static short
contrast(short fg, const int square[2], int colours)
{
	int f = brightness(fg), i;

	for (i = 0; i < 2; i++)
		if (abs(f - square[i]) < 150)
			return colours > 8 ? (f > 382 ? 19 : 236) : 4;
	return fg;
}

/* Fills the colours of every pair. */
void
ts_pairs(const ts_mode *m, const variant *v, const int custom[2], ts_pair pairs[TS_NPAIRS])
{
	int s, f, b, big = m->colours > 8, rgb[3], square[2];
	short bg[TS_NBG];

	memset(pairs, 0, sizeof(ts_pair) * TS_NPAIRS);
	pairs[0].fg = pairs[0].bg = -1;
	for (s = 0; s < TS_NTEXT; s++) {
		pairs[TS_PAIR_TEXT(s)].fg = big ? text_styles[s].fg256 : text_styles[s].fg8;
		pairs[TS_PAIR_TEXT(s)].bg = big ? text_styles[s].bg256 : text_styles[s].bg8;
	}
	for (b = 0; b < TS_NBG; b++)
		bg[b] = big ? bg_roles[b].c256 : bg_roles[b].c8;
	square[0] = brightness(bg[TS_BG_DARK]);
	square[1] = brightness(bg[TS_BG_LIGHT]);
	for (s = 0; s < 2 && v; s++) {
		int which = s == 0 ? TS_BG_DARK : TS_BG_LIGHT;
		if (ts_parse_colour(v->square_colours[s], &rgb[0], &rgb[1], &rgb[2]) < 0)
			continue;
		square[s] = rgb[0] + rgb[1] + rgb[2];
		if (custom && custom[s] >= 0)
			bg[which] = (short)custom[s];
		else
			bg[which] = (short)ts_nearest(rgb[0], rgb[1], rgb[2], big ? 256 : 8);
	}
	for (f = 0; f < TS_NFG; f++) {
		short fg = big ? fg_roles[f].c256 : fg_roles[f].c8;
		if (f != TS_FG_MARK)
			fg = contrast(fg, square, m->colours);
		for (b = 0; b < TS_NBG; b++) {
			pairs[TS_PAIR_BOARD(f, b)].fg = fg;
			pairs[TS_PAIR_BOARD(f, b)].bg = bg[b];
		}
	}
}
