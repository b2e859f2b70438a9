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

/* One theme's squares. */
typedef struct theme {
	const char *name;               /* as the settings write it */
	short light8, dark8, light256, dark256; /* the squares' colours */
} theme;

#define TS_ROW(name, text, l8, d8, l256, d256) { text, l8, d8, l256, d256 },
static const theme themes[TS_NTHEMES] = { TS_THEMES(TS_ROW) };
#undef TS_ROW
#define TS_ROW(name, text, ...) text,
const char *const ts_theme_names[TS_NTHEMES + 1] = { TS_THEMES(TS_ROW) NULL };
#undef TS_ROW

/* The colours a piece role falls back to, best first, when its own does
 * not reach MIN_CONTRAST on the squares: 8 and 256 colours, -1 ends. */
static const short fallback8[] = { 0, -1 };
static const short fallback256[] = { 17, 16, -1 };

/* The WCAG contrast pieces need on every square, times 100. */
#define MIN_CONTRAST 450

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
		/* No bold: many 8-colour terminals draw a bold colour brighter,
		 * and a brighter dark piece loses its contrast. */
		l.pair = TS_PAIR_BOARD(fg, bg);
		l.attr = 0;
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

/* The theme called name, or -1. */
int
ts_theme_find(const char *name)
{
	int t;

	for (t = 0; name && t < TS_NTHEMES; t++)
		if (!strcmp(themes[t].name, name))
			return t;
	return -1;
}

/* Sets m's theme and the colours it uses. */
void
ts_mode_theme(ts_mode *m, int which, int terminal_colours)
{
	m->theme = which >= 0 && which < TS_NTHEMES ? which : TS_THEME_WOOD;
	m->colours = m->theme == TS_THEME_MONO ? 0 : terminal_colours;
}

/* The red, green and blue of terminal colour c of the 256-colour palette,
 * as xterm draws it. */
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

/* s to the power 2.4 for s in 0..1, without libm: s squared times the
 * fifth root of s squared, found by Newton's method from above. */
static double
pow_2_4(double s)
{
	double a = s * s, y = 1.0;
	int i;

	if (a <= 0)
		return 0;
	for (i = 0; i < 60; i++)
		y -= (y * y * y * y * y - a) / (5 * y * y * y * y);
	return a * y;
}

/* WCAG relative luminance of an sRGB colour, 0..1. */
static double
luminance(const int rgb[3])
{
	static const double weight[3] = { 0.2126, 0.7152, 0.0722 };
	double l = 0, x;
	int i;

	for (i = 0; i < 3; i++) {
		x = rgb[i] / 255.0;
		l += weight[i] * (x <= 0.04045 ? x / 12.92 : pow_2_4((x + 0.055) / 1.055));
	}
	return l;
}

/* WCAG contrast of two luminances, times 100, rounded down. */
static int
contrast(double a, double b)
{
	return a > b ? (int)(100 * (a + 0.05) / (b + 0.05)) : (int)(100 * (b + 0.05) / (a + 0.05));
}

/* The lower of terminal colour fg's contrasts on the two squares. */
static int
worst(short fg, const double square[2])
{
	int rgb[3], a, b;

	palette(fg, rgb);
	a = contrast(luminance(rgb), square[0]);
	b = contrast(luminance(rgb), square[1]);
	return a < b ? a : b;
}

/* A piece colour that reads on both squares: fg itself when it reaches
 * MIN_CONTRAST, else the first fallback that does, else the best of them. */
static short
readable(short fg, const double square[2], int big)
{
	const short *alt = big ? fallback256 : fallback8;
	short best = fg;
	int i;

	if (worst(fg, square) >= MIN_CONTRAST)
		return fg;
	for (i = 0; alt[i] >= 0; i++) {
		if (worst(alt[i], square) >= MIN_CONTRAST)
			return alt[i];
		if (worst(alt[i], square) > worst(best, square))
			best = alt[i];
	}
	return best;
}

/* Whether both sides' pieces reach MIN_CONTRAST on the squares. */
static int
both_read(const double square[2], int big)
{
	int f;

	for (f = TS_FG_WHITE; f <= TS_FG_BLACK; f++) {
		short fg = readable(big ? fg_roles[f].c256 : fg_roles[f].c8, square, big);
		if (worst(fg, square) < MIN_CONTRAST)
			return 0;
	}
	return 1;
}

/* The squares' colours and luminances in mode m: the variant's (exact
 * when custom says so, else the nearest terminal colour) when the pieces
 * read on them, else the theme's. */
static void
squares(const ts_mode *m, const variant *v, const int custom[2], short bg[TS_NBG], double square[2])
{
	const theme *t = &themes[m->theme >= 0 && m->theme < TS_NTHEMES ? m->theme : 0];
	int big = m->colours > 8, s, rgb[3], any = 0;
	short want[2];

	want[0] = big ? t->dark256 : t->dark8;
	want[1] = big ? t->light256 : t->light8;
	for (s = 0; s < 2; s++) {
		palette(want[s], rgb);
		square[s] = luminance(rgb);
	}
	for (s = 0; s < 2 && v; s++) {
		if (ts_parse_colour(v->square_colours[s], &rgb[0], &rgb[1], &rgb[2]) < 0)
			continue;
		if (custom && custom[s] >= 0) {
			want[s] = (short)custom[s];
			square[s] = luminance(rgb);
		} else {
			want[s] = (short)ts_nearest(rgb[0], rgb[1], rgb[2], big ? 256 : 8);
			palette(want[s], rgb);
			square[s] = luminance(rgb);
		}
		any = 1;
	}
	if (any && !both_read(square, big)) {
		want[0] = big ? t->dark256 : t->dark8;
		want[1] = big ? t->light256 : t->light8;
		for (s = 0; s < 2; s++) {
			palette(want[s], rgb);
			square[s] = luminance(rgb);
		}
	}
	bg[TS_BG_DARK] = want[0];
	bg[TS_BG_LIGHT] = want[1];
}

/* Fills the colours of every pair. */
void
ts_pairs(const ts_mode *m, const variant *v, const int custom[2], ts_pair pairs[TS_NPAIRS])
{
	int s, f, b, big = m->colours > 8;
	short bg[TS_NBG];
	double square[2];

	memset(pairs, 0, sizeof(ts_pair) * TS_NPAIRS);
	pairs[0].fg = pairs[0].bg = -1;
	for (s = 0; s < TS_NTEXT; s++) {
		pairs[TS_PAIR_TEXT(s)].fg = big ? text_styles[s].fg256 : text_styles[s].fg8;
		pairs[TS_PAIR_TEXT(s)].bg = big ? text_styles[s].bg256 : text_styles[s].bg8;
	}
	for (b = 0; b < TS_NBG; b++)
		bg[b] = big ? bg_roles[b].c256 : bg_roles[b].c8;
	squares(m, v, custom, bg, square);
	for (f = 0; f < TS_NFG; f++) {
		short fg = big ? fg_roles[f].c256 : fg_roles[f].c8;
		if (f != TS_FG_MARK)
			fg = readable(fg, square, big);
		for (b = 0; b < TS_NBG; b++) {
			pairs[TS_PAIR_BOARD(f, b)].fg = fg;
			pairs[TS_PAIR_BOARD(f, b)].bg = bg[b];
		}
	}
}
