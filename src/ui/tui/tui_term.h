/* tui_term.h - the terminal under the curses front end: starting and
 * always restoring curses (normal exit, error, SIGINT, SIGTERM, SIGHUP),
 * choosing glyphs and colours from the locale and the terminal, copying a
 * text grid to the screen, and reading keys, mouse clicks and resizes. */
#ifndef LEAPER_TUI_TERM_H
#define LEAPER_TUI_TERM_H

#include <signal.h>
#include <stdio.h>

#include "grid.h"
#include "style.h"
#include "variant.h"

/* Kinds of input event. */
enum term_ev {
	TERM_NONE,    /* the timeout passed */
	TERM_CHAR,    /* a character (ch) */
	TERM_KEY,     /* a function or cursor key (key: curses KEY_* code) */
	TERM_MOUSE,   /* a left click at row, col, a drag there, or the wheel turned there */
	TERM_RESIZE,  /* the terminal changed size */
	TERM_SIGNAL   /* a signal asked the program to end */
};

/* Function and cursor keys, whatever curses calls them. */
enum term_key {
	TK_UP = 1, TK_DOWN, TK_LEFT, TK_RIGHT, TK_HOME, TK_END, TK_PPAGE, TK_NPAGE,
	TK_ENTER, TK_BACKSPACE, TK_DC, TK_BTAB, TK_OTHER,
	TK_CLEFT, TK_CRIGHT, /* Ctrl-Left, Ctrl-Right */
	TK_F0 = 0x100 /* TK_F0 + n is function key n */
};
#define TK_F(n) (TK_F0 + (n))

/* One input event. */
typedef struct term_event {
	int type;       /* enum term_ev */
	unsigned ch;    /* TERM_CHAR: Unicode code point */
	int key;        /* TERM_KEY: enum term_key */
	int row, col;   /* TERM_MOUSE: where */
	int drag;       /* TERM_MOUSE: 1 when the mouse moved with a button held (a drag) */
	int wheel;      /* TERM_MOUSE: -1 the wheel turned up, 1 down (not a click); else 0 */
} term_event;

/* Options of the display. */
typedef struct term_options {
	int ascii;      /* 1: ASCII glyphs even in a UTF-8 locale */
	int mono;       /* 1: no colours even if the terminal has them */
} term_options;

/* The signal that asked the program to end, or 0. Set by the handlers,
 * which do nothing else. */
extern volatile sig_atomic_t term_quit_signal;

/* Starts curses; fills m with the glyph and colour columns to use.
 * Returns 0, or -1 when there is no terminal (msg says why). */
int term_open(const term_options *o, ts_mode *m, char *msg, size_t size);

/* Starts curses writing to out and reading from in, which need not be a
 * terminal (benchmarks draw into /dev/null); no signal handlers. Returns
 * 0, or -1 when the terminal type is unknown. */
int term_open_stream(FILE *out, FILE *in, const term_options *o, ts_mode *m);

/* Restores the terminal; safe to call twice and from atexit. */
void term_close(void);

/* Whether curses is running. */
int term_active(void);

/* Sets up the colour pairs for variant v's board (NULL: defaults). */
void term_colours(const variant *v);

/* Sets the theme (enum ts_theme) the colour pairs are made in from the
 * next term_colours on. */
void term_theme(int theme);

/* The terminal's size. */
void term_size(int *rows, int *cols);

/* Makes the next term_show repaint every cell, not only the changed ones. */
void term_repaint_all(void);

/* Copies the grid to the screen and shows it. */
void term_show(const tg_grid *g);

/* Waits up to timeout_ms (0: just looks, -1: forever) for an event. */
void term_read(int timeout_ms, term_event *ev);

#endif
