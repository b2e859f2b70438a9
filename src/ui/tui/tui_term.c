/* tui_term.c - the terminal under the curses front end. */
#include "config.h"

#include "tui_term.h"

#include <curses.h>
#include <term.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "safe_text.h"

volatile sig_atomic_t term_quit_signal = 0;

static int active;            /* curses is running */
static int colours;           /* colours in use: 0, 8 or 256 */
static ts_mode cur_mode;      /* the mode term_open chose */
static int changed[2] = { -1, -1 };   /* colour numbers redefined for a variant */
static short saved_rgb[2][3];         /* their original values */
static struct sigaction old_actions[3];
static int caught;            /* the quit handlers are installed */
static const int quit_signals[3] = { SIGINT, SIGTERM, SIGHUP };

/* Records the signal; the main loop and the engine's poll see it. */
static void
on_signal(int sig)
{
	term_quit_signal = sig;
}

/* Installs the quit handlers (without SA_RESTART, so a wait for a key
 * returns at once). */
static void
catch_signals(void)
{
	struct sigaction sa;
	int i;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < 3; i++)
		sigaction(quit_signals[i], &sa, &old_actions[i]);
	caught = 1;
}

/* Whether the locale's character set is UTF-8. */
static int
utf8_locale(void)
{
	const char *cs = nl_langinfo(CODESET);

	return cs && (strcmp(cs, "UTF-8") == 0 || strcmp(cs, "utf8") == 0);
}

/* 1: the terminal was asked to report drags (mode 1002), to be undone. */
static int drags;

/* Asks an xterm-like terminal to report moves with a button held (mode
 * 1002), for dragging: curses asks for clicks only (mode 1000), with its
 * first update, so that goes out first. */
static void
ask_for_drags(void)
{
	const char *kmous = tigetstr("kmous");

	if (!kmous || kmous == (char *)-1 || strncmp(kmous, "\033[", 2) != 0)
		return;
	refresh();
	putp("\033[?1002h");
	fflush(stdout);
	drags = 1;
}

/* The wheel's buttons (4 up, 5 down where curses has a fifth). */
#ifdef BUTTON5_PRESSED
#define WHEEL_MASK (BUTTON4_PRESSED | BUTTON5_PRESSED)
#else
#define WHEEL_MASK BUTTON4_PRESSED
#endif

/* The curses codes of Ctrl-Left and Ctrl-Right, or 0. */
static int key_cleft, key_cright;

/* The code curses gives a Ctrl-arrow: the terminal database's (cap, such
 * as "kLFT5"), else the xterm sequence taught to curses under code. */
static int
ctrl_arrow(const char *cap, const char *xterm, int code)
{
	const char *seq = tigetstr(cap);
	int known = seq && seq != (char *)-1 ? key_defined(seq) : 0;

	if (known > 0)
		return known;
	if ((known = key_defined(xterm)) > 0)
		return known;
	return known == 0 && define_key(xterm, code) == OK ? code : 0;
}

/* Sets up the screen curses just started: input modes, mouse, glyphs, colours. */
static void
setup(const term_options *o, ts_mode *m)
{
	active = 1;
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	key_cleft = ctrl_arrow("kLFT5", "\033[1;5D", KEY_MAX + 1);
	key_cright = ctrl_arrow("kRIT5", "\033[1;5C", KEY_MAX + 2);
	set_escdelay(100);
	mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED | REPORT_MOUSE_POSITION | WHEEL_MASK, NULL);
	mouseinterval(0);
	m->ascii = o->ascii || !utf8_locale();
	colours = 0;
	if (!o->mono && has_colors() && !getenv("NO_COLOR")) {
		start_color();
		use_default_colors();
		colours = COLORS >= 256 ? 256 : 8;
	}
	m->colours = colours;
	cur_mode = *m;
	term_colours(NULL);
}

/* Whether the terminal database knows $TERM (for standard output). */
static int
known_terminal(void)
{
	TERMINAL *saved = cur_term, *probe;
	int err = 0;

	if (setupterm(NULL, STDOUT_FILENO, &err) != OK)
		return 0;
	probe = cur_term;
	set_curterm(saved);
	del_curterm(probe);
	return 1;
}

/* Starts curses on stdin and stdout. An unknown terminal type, or one that
 * cannot move the cursor (TERM=dumb), is refused with a hint of --plain:
 * initscr would exit with a bare "Error opening terminal" on the first, and
 * draw nothing usable on the second. */
int
term_open(const term_options *o, ts_mode *m, char *msg, size_t size)
{
	static int registered;
	static SCREEN *screen;       /* the screen newterm made */
	const char *term = getenv("TERM");
	const char *cup;
	char name[64];

	setlocale(LC_ALL, "");
	if (!isatty(0) || !isatty(1)) {
		snprintf(msg, size, "the screen needs a terminal; use --plain for lines of text");
		return -1;
	}
	if (!term || !*term) {
		snprintf(msg, size, "TERM is not set, so the terminal type is unknown; use --plain for the line mode");
		return -1;
	}
	st_escape(term, name, sizeof name);
	if (!registered) {
		atexit(term_close);
		registered = 1;
	}
	if (screen && !active) {
		delscreen(screen);
		screen = NULL;
	}
	/* newterm on an unknown type keeps what it had set up (a leak that
	 * LeakSanitizer reports): ask the terminal database first */
	if (!known_terminal()) {
		snprintf(msg, size, "the terminal type \"%s\" is unknown; use --plain for the line mode", name);
		return -1;
	}
	if (!(screen = newterm(NULL, stdout, stdin))) {
		snprintf(msg, size, "the terminal type \"%s\" is unknown; use --plain for the line mode", name);
		return -1;
	}
	set_term(screen);
	cup = tigetstr("cup");
	if (!cup || cup == (char *)-1) {
		endwin();
		delscreen(screen);
		screen = NULL;
		snprintf(msg, size, "the terminal type \"%s\" cannot move the cursor; use --plain for the line mode",
			 name);
		return -1;
	}
	catch_signals();
	setup(o, m);
	ask_for_drags();
	return 0;
}

/* Starts curses on any pair of streams. */
int
term_open_stream(FILE *out, FILE *in, const term_options *o, ts_mode *m)
{
	setlocale(LC_ALL, "");
	if (!newterm(NULL, out, in))
		return -1;
	setup(o, m);
	return 0;
}

/* Puts back the colours a variant redefined. */
static void
restore_colours(void)
{
	int i;

	for (i = 0; i < 2; i++)
		if (changed[i] >= 0) {
			init_color((short)changed[i], saved_rgb[i][0], saved_rgb[i][1], saved_rgb[i][2]);
			changed[i] = -1;
		}
}

/* Restores the terminal. */
void
term_close(void)
{
	int i;

	if (!active)
		return;
	restore_colours();
	if (drags) {
		putp("\033[?1002l");
		fflush(stdout);
	}
	drags = 0;
	endwin();
	active = 0;
	for (i = 0; i < 3 && caught; i++)
		sigaction(quit_signals[i], &old_actions[i], NULL);
	caught = 0;
}

/* Whether curses is running. */
int
term_active(void)
{
	return active;
}

/* Redefines two high colour numbers to a variant's exact square colours
 * when the terminal allows it; fills custom[] with them or -1. */
static void
exact_colours(const variant *v, int custom[2])
{
	int i, r, g, b;

	custom[0] = custom[1] = -1;
	restore_colours();
	if (!v || colours < 256 || !can_change_color() || COLORS < 256)
		return;
	for (i = 0; i < 2; i++) {
		short n = (short)(COLORS - 2 + i);
		if (ts_parse_colour(v->square_colours[i], &r, &g, &b) < 0)
			continue;
		color_content(n, &saved_rgb[i][0], &saved_rgb[i][1], &saved_rgb[i][2]);
		if (init_color(n, (short)(r * 1000 / 255), (short)(g * 1000 / 255), (short)(b * 1000 / 255)) == OK) {
			changed[i] = n;
			custom[i] = n;
		}
	}
}

/* Sets up the colour pairs for a variant's board. */
void
term_colours(const variant *v)
{
	static ts_pair pairs[TS_NPAIRS];
	int custom[2], i;

	if (!active || !colours)
		return;
	exact_colours(v, custom);
	ts_pairs(&cur_mode, v, custom, pairs);
	for (i = 1; i < TS_NPAIRS && i < COLOR_PAIRS; i++)
		init_pair((short)i, pairs[i].fg, pairs[i].bg);
}

/* Sets the theme of the colour pairs to come. */
void
term_theme(int theme)
{
	cur_mode.theme = theme;
}

/* The terminal's size. */
void
term_size(int *rows, int *cols)
{
	getmaxyx(stdscr, *rows, *cols);
}

/* Curses attributes of a cell. */
static attr_t
attrs_of(const tg_cell *c)
{
	attr_t a = A_NORMAL;

	if (c->attr & TG_BOLD)
		a |= A_BOLD;
	if (c->attr & TG_REVERSE)
		a |= A_REVERSE;
	if (c->attr & TG_UNDERLINE)
		a |= A_UNDERLINE;
	if (c->attr & TG_DIM)
		a |= A_DIM;
	return a;
}

/* Makes the next term_show repaint every cell. */
void
term_repaint_all(void)
{
	if (active)
		clearok(stdscr, TRUE);
}

/* The character to send for a cell's code point. Text from files, engines
 * and typed input is escaped by st_escape before it is drawn, but a cell
 * can hold any code point tg_decode made of what reached the grid: a raw
 * C0 byte, DEL, an overlong form (C0 9B is ESC), a C1 control from
 * well-formed UTF-8 (C2 9B is CSI), a surrogate or a value beyond Unicode.
 * Sent to the terminal, a control would act instead of showing (move the
 * cursor, start an escape sequence) and the others are not characters, so
 * they all show as U+FFFD, or '?' with ASCII glyphs. A last line of
 * defence, not a second sanitiser: it makes no escapes, only a mark. */
static wchar_t
shown_char(uint32_t ch)
{
	if (ch < 0x20 || ch == 0x7F || (ch >= 0x80 && ch <= 0x9F) || (ch >= 0xD800 && ch <= 0xDFFF) || ch > 0x10FFFF)
		return cur_mode.ascii ? L'?' : (wchar_t)0xFFFD;
	return (wchar_t)ch;
}

/* Copies the grid to the screen and shows it. */
void
term_show(const tg_grid *g)
{
	int r, c, rows, cols;
	cchar_t cc;
	wchar_t wc[2] = { 0, 0 };

	if (!active)
		return;
	term_size(&rows, &cols);
	for (r = 0; r < g->rows && r < rows; r++)
		for (c = 0; c < g->cols && c < cols; c++) {
			const tg_cell *cell = tg_cat(g, r, c);
			wc[0] = shown_char(cell->ch);
			setcchar(&cc, wc, attrs_of(cell), colours ? cell->pair : 0, NULL);
			mvadd_wch(r, c, &cc);
		}
	if (g->cursor_row >= 0) {
		curs_set(1);
		move(g->cursor_row, g->cursor_col);
	} else {
		curs_set(0);
	}
	refresh();
}

/* Our name of a curses key code. */
static int
our_key(int k)
{
	static const struct { int curses, ours; } keys[] = {
		{ KEY_UP, TK_UP }, { KEY_DOWN, TK_DOWN }, { KEY_LEFT, TK_LEFT }, { KEY_RIGHT, TK_RIGHT },
		{ KEY_HOME, TK_HOME }, { KEY_END, TK_END }, { KEY_PPAGE, TK_PPAGE }, { KEY_NPAGE, TK_NPAGE },
		{ KEY_ENTER, TK_ENTER }, { KEY_BACKSPACE, TK_BACKSPACE }, { KEY_DC, TK_DC }, { KEY_BTAB, TK_BTAB },
	};
	size_t i;

	for (i = 0; i < sizeof keys / sizeof keys[0]; i++)
		if (keys[i].curses == k)
			return keys[i].ours;
	if (k && k == key_cleft)
		return TK_CLEFT;
	if (k && k == key_cright)
		return TK_CRIGHT;
	if (k >= KEY_F(0) && k <= KEY_F(63))
		return TK_F(k - KEY_F(0));
	return TK_OTHER;
}

/* Waits for an event. */
void
term_read(int timeout_ms, term_event *ev)
{
	wint_t wch;
	int rc;
	MEVENT me;

	memset(ev, 0, sizeof *ev);
	if (term_quit_signal) {
		ev->type = TERM_SIGNAL;
		return;
	}
	timeout(timeout_ms);
	rc = get_wch(&wch);
	if (term_quit_signal) {
		ev->type = TERM_SIGNAL;
	} else if (rc == ERR) {
		ev->type = TERM_NONE;
	} else if (rc == KEY_CODE_YES) {
		if (wch == KEY_RESIZE) {
			ev->type = TERM_RESIZE;
		} else if (wch == KEY_MOUSE) {
			if (getmouse(&me) != OK) {
				/* nothing to report */
			} else if (me.bstate & WHEEL_MASK) {
				ev->type = TERM_MOUSE;
				ev->row = me.y;
				ev->col = me.x;
				ev->wheel = (me.bstate & BUTTON4_PRESSED) ? -1 : 1;
			} else if ((me.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED | REPORT_MOUSE_POSITION))) {
				ev->type = TERM_MOUSE;
				ev->row = me.y;
				ev->col = me.x;
				ev->drag = !(me.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED));
			}
		} else {
			ev->type = TERM_KEY;
			ev->key = our_key((int)wch);
		}
	} else {
		ev->type = TERM_CHAR;
		ev->ch = (unsigned)wch;
	}
}
