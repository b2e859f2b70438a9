/* style.h - the colour and glyph tables of the curses front end.
 *
 * Colours are tables of styles; each style has an 8-colour and a
 * 256-colour column and a monochrome column (attributes only). Glyphs are
 * a table with a Unicode and an ASCII column. The front end picks the
 * columns once at start-up (has_colors(), COLORS and the locale); the
 * drawing code asks this module for a cell's pair and attributes and never
 * decides colours itself. Nothing here knows curses: colour numbers are the
 * ANSI ones curses also uses (0 black .. 7 white, -1 default).
 */
#ifndef LEAPER_STYLE_H
#define LEAPER_STYLE_H

#include <stdint.h>

#include "grid.h"
#include "variant.h"

/* Text styles: X(NAME, fg8, bg8, fg256, bg256, mono attributes). */
#define TS_TEXT_STYLES(X) \
	X(NORMAL,   -1, -1,  -1,  -1, 0) \
	X(TITLE,     3, -1, 220,  -1, TG_BOLD) \
	X(HEADING,   6, -1,  74,  -1, TG_BOLD) \
	X(DIM,       4, -1, 244,  -1, TG_DIM) \
	X(MENU_SEL,  7,  4, 231,  25, TG_REVERSE) \
	X(ERROR,     1, -1, 203,  -1, TG_BOLD) \
	X(GOOD,      2, -1,  78,  -1, TG_BOLD) \
	X(STATUS,    0,  6,  16, 110, TG_REVERSE) \
	X(KEY,       3, -1, 179,  -1, TG_BOLD) \
	X(COORD,    -1, -1, 250,  -1, 0)

/* Colour themes: X(NAME, name in the settings, light8, dark8, light256,
 * dark256), the last four the squares' colours. The pieces are dark on
 * both squares (White dark blue where it shows, Black black) so that
 * both sides read at 4.5:1 or more on both squares (tests/check_settings
 * measures it); MONO draws no colours at all. */
#define TS_THEMES(X) \
	X(WOOD,  "wood",  7, 3, 180, 137) \
	X(GREEN, "green", 7, 6, 187, 107) \
	X(MONO,  "mono",  7, 3, 180, 137)

/* Roles of a board cell's background. X(NAME, bg8, bg256, mono
 * attributes); the theme replaces LIGHT's and DARK's colours. */
#define TS_BG_ROLES(X) \
	X(LIGHT,    7, 180, 0) \
	X(DARK,     3, 137, 0) \
	X(LAST,     6, 143, TG_UNDERLINE) \
	X(CHECK,    1, 160, TG_BOLD | TG_REVERSE) \
	X(CURSOR,   5,  68, TG_REVERSE) \
	X(SELECT,   4,  71, TG_BOLD | TG_UNDERLINE) \
	X(CAPTURE,  1, 167, TG_UNDERLINE) \
	X(VISITED,  4, 109, TG_DIM)

/* Roles of a board cell's foreground. X(NAME, fg8, fg256, mono
 * attributes); a piece colour that does not reach 4.5:1 on the squares in
 * use gives way to black (ts_pairs). */
#define TS_FG_ROLES(X) \
	X(WHITE,    4,  18, TG_BOLD) \
	X(BLACK,    0,  16, 0) \
	X(MARK,     4,  22, 0)

#define TS_ENUM(name, ...) TS_##name,
enum ts_text { TS_TEXT_STYLES(TS_ENUM) TS_NTEXT };
#undef TS_ENUM
#define TS_ENUM(name, ...) TS_BG_##name,
enum ts_bg { TS_BG_ROLES(TS_ENUM) TS_NBG };
#undef TS_ENUM
#define TS_ENUM(name, ...) TS_FG_##name,
enum ts_fg { TS_FG_ROLES(TS_ENUM) TS_NFG };
#undef TS_ENUM
#define TS_ENUM(name, ...) TS_THEME_##name,
enum ts_theme { TS_THEMES(TS_ENUM) TS_NTHEMES };
#undef TS_ENUM

/* Glyphs: X(NAME, Unicode, ASCII). Pieces come in White/Black pairs. */
#define TS_GLYPHS(X) \
	X(W_KING,    0x2654, 'K') \
	X(W_QUEEN,   0x2655, 'Q') \
	X(W_ROOK,    0x2656, 'R') \
	X(W_BISHOP,  0x2657, 'B') \
	X(W_KNIGHT,  0x2658, 'N') \
	X(W_PAWN,    0x2659, 'P') \
	X(B_KING,    0x265A, 'k') \
	X(B_QUEEN,   0x265B, 'q') \
	X(B_ROOK,    0x265C, 'r') \
	X(B_BISHOP,  0x265D, 'b') \
	X(B_KNIGHT,  0x265E, 'n') \
	X(B_PAWN,    0x265F, 'p') \
	X(TARGET,    0x2022, '*') \
	X(DARK_FILL, 0x00B7, '.') \
	X(ARROW_N,   0x2191, '^') \
	X(ARROW_NE,  0x2197, '/') \
	X(ARROW_E,   0x2192, '>') \
	X(ARROW_SE,  0x2198, '\\') \
	X(ARROW_S,   0x2193, 'v') \
	X(ARROW_SW,  0x2199, '/') \
	X(ARROW_W,   0x2190, '<') \
	X(ARROW_NW,  0x2196, '\\') \
	X(DIAGRAM_FROM, 0x25C6, '@') \
	X(MOVE_ONLY, 0x25CB, 'o') \
	X(CAPT_ONLY, 0x00D7, 'x') \
	X(MOVE_CAPT, 0x25CF, '*') \
	X(CHECK_ONLY, 0x2020, '+')

#define TS_ENUM(name, ...) TS_G_##name,
enum ts_glyph { TS_GLYPHS(TS_ENUM) TS_NGLYPH };
#undef TS_ENUM

/* The display modes chosen at start-up. */
typedef struct ts_mode {
	int ascii;    /* 1: ASCII glyphs only (--ascii, or a locale that is not UTF-8) */
	int colours;  /* 0: monochrome, 8 or 256 colours */
	int theme;    /* enum ts_theme: the squares' colours (ts_mode_theme sets it) */
} ts_mode;

/* The themes' names as the settings write them, NULL-terminated. */
extern const char *const ts_theme_names[TS_NTHEMES + 1];

/* The theme called name, or -1. */
int ts_theme_find(const char *name);

/* Sets m's theme, and its colours to the terminal's (0, 8 or 256), or to
 * none for the mono theme. */
void ts_mode_theme(ts_mode *m, int theme, int terminal_colours);

/* Colour pair ids: 0 is the terminal default; text styles follow, then
 * one pair per (foreground role, background role). */
#define TS_PAIR_TEXT(style) ((uint8_t)(1 + (style)))
#define TS_PAIR_BOARD(fg, bg) ((uint8_t)(1 + TS_NTEXT + (fg) * TS_NBG + (bg)))
#define TS_NPAIRS (1 + TS_NTEXT + TS_NFG * TS_NBG)

/* One colour pair as the terminal should set it up. */
typedef struct ts_pair {
	short fg, bg; /* colour numbers, -1 = default */
} ts_pair;

/* A style for a grid cell: the pair and the attributes. */
typedef struct ts_look {
	uint8_t pair, attr;
} ts_look;

/* The look of a text style in mode m. */
ts_look ts_text(const ts_mode *m, enum ts_text style);

/* The look of a board cell with foreground and background roles. */
ts_look ts_board(const ts_mode *m, enum ts_fg fg, enum ts_bg bg);

/* A glyph in mode m. */
uint32_t ts_glyph(const ts_mode *m, enum ts_glyph g);

/* Fills pairs[TS_NPAIRS] with the colours of every pair in mode m, with the
 * light and dark squares taken from the variant (NULL or "" for the
 * theme's). custom[0..1], when >= 0, are terminal colour numbers the
 * caller has redefined to the variant's exact dark and light colours.
 * Without them a variant's colour is drawn as the nearest terminal colour,
 * and only when the pieces reach 4.5:1 on it (else the theme's square is). */
void ts_pairs(const ts_mode *m, const variant *v, const int custom[2], ts_pair pairs[TS_NPAIRS]);

/* Parses a colour "#rrggbb", "#rgb" or one of the eight names into r, g, b
 * (0..255); returns 0, or -1 if the text is not a colour. */
int ts_parse_colour(const char *text, int *r, int *g, int *b);

/* The nearest of the first n terminal colours (8 or 256) to r, g, b. */
int ts_nearest(int r, int g, int b, int n);

#endif
