/* tui_app.h - the state shared by the screens of the curses front end
 * (private to the tui_*.c files). Each screen has one draw function, which
 * repaints the whole grid from this state, and one key function. */
#ifndef LEAPER_TUI_APP_H
#define LEAPER_TUI_APP_H

#include "search.h"
#include "tour.h"
#include "tui.h"
#include "diagram.h"
#include "grid.h"
#include "layout.h"
#include "pieces.h"
#include "session.h"
#include "settings.h"
#include "tui_term.h"

/* The screens. */
enum tui_screen { SCR_START, SCR_GAME, SCR_HELP, SCR_TOUR, SCR_PICK, SCR_COUNT };

/* Where typed keys go on the game screen. */
enum tui_focus { FOCUS_LINE, FOCUS_BOARD };

/* A question waiting for y or n. */
enum tui_confirm { CONFIRM_NONE, CONFIRM_RESIGN, CONFIRM_DRAW, CONFIRM_QUIT, CONFIRM_NEW };

/* Help pages. */
enum tui_help_page { HELP_KEYS, HELP_RULES, HELP_PIECES, HELP_PAGES };

/* The start screen's choices. */
typedef struct tui_start {
	int nvariants;                 /* playable variants (no puzzles) */
	const variant *variants[64];   /* in the data directories' order */
	int variant;                   /* index chosen */
	int field;                     /* the field with the focus */
	int clock;                     /* index into the time controls offered */
	int program[2];                /* 1: the computer plays White / Black */
	int level[2];                  /* its level for each side */
	store_entry *games;            /* the unfinished games that can be resumed (malloc'd) */
	int ngames;
	int game;                      /* the one the resume row shows */
	const variant *tour;           /* the tour puzzle, or NULL */
	char custom_clock[16];         /* the settings' time control when none offered is it, or "" */
	int remembered;                /* 1: the settings' last choices were taken (on the first visit) */
	char note[512];                /* a problem with the settings file, shown until a key is pressed */
} tui_start;

/* The help screen's place. */
typedef struct tui_help {
	int page;                      /* enum tui_help_page */
	int scroll;                    /* first text line shown */
	int piece;                     /* piece shown on the pieces page */
	int diagram;                   /* which of the piece's diagrams */
	int back;                      /* screen to return to */
} tui_help;

/* The tour screen's state. */
typedef struct tui_tour {
	tour t;                        /* the puzzle */
	int cursor;                    /* board cursor */
	int have;                      /* 1: t is set up */
	int show[TOUR_MAX_PATH];       /* a solution being shown */
	int nshow;
	char message[256];
	int msg_kind;
	int back;                      /* screen to return to, or -1 to leave the program */
	char typed[8];                 /* a square name being typed */
} tui_tour;

/* The list of a database's games (tui_picker.c; the list itself is the
 * match's pick). */
typedef struct tui_picker {
	int back;                      /* screen Esc returns to, or -1 to leave the program */
	int replay;                    /* 1: the game chosen is replayed; 0: loaded as 'load FILE N' */
	int searching;                 /* 1: keys go to the search text */
	char search[PICK_MAX_FILTER];  /* the search text as typed */
	char note[512];                /* why the game chosen did not open, until the next key */
} tui_picker;

/* The whole front end. */
typedef struct tui_app {
	var_set *set;                  /* variants; not owned */
	tui_options opt;               /* command-line options */
	ts_mode mode;                  /* glyph and colour columns */
	tg_grid grid;                  /* what the screen shows */
	int screen;                    /* enum tui_screen */
	int quit;                      /* 1: leave the loop */
	int dirty;                     /* 1: redraw before waiting */
	session s;                     /* the game */
	tp_kinds kinds;                /* glyphs of s.m.g.v's pieces */
	const variant *coloured;       /* variant the colour pairs were set up for */
	int focus;                     /* enum tui_focus */
	int confirm;                   /* enum tui_confirm */
	tl_game lay;                   /* the game screen's last layout (for clicks) */
	int list_top;                  /* first move-list line shown */
	int list_rows;                 /* move-list lines shown last time */
	int list_row;                  /* grid row of the first move-list line */
	int list_col;                  /* grid column of the move list */
	int list_scrolled;             /* 1: PageUp/PageDown or the wheel moved the list: it stays
	                                  put until the move shown changes (then it follows it) */
	int list_scroll_cur;           /* the list line of the move shown when it was scrolled */
	int thinking;                  /* 1: the engine searches (1 for a hint too) */
	int hinting;                   /* 1: the search is a hint for the person */
	int analysing;                 /* 1: the search is analysis mode's: the board stays in use */
	int pondering;                 /* 1: the computer thinks on the person's time: the board stays
	                                  in use until the person's move (then it is its own search) */
	unsigned long analysed;        /* 1 + the position analysis last finished on by itself, or 0 */
	unsigned long analysed_start;  /* the position the running analysis began on */
	char pending_line[1024];       /* a command typed while the engine thought, run after it */
	int have_pending;
	char premove[64];              /* a move typed while the computer thought, played after its move */
	int have_premove;
	int seen_changes;              /* the session's change count at the last redraw */
	int64_t last_tick;             /* last clock redraw (ms) */
	settings cfg;                  /* the settings file, as read and as last changed */
	char settings_path[1024];      /* its path, or "" when there is no home to keep it in */
	int colours_max;               /* colours the terminal was started with (0 with --mono) */
	int glyphs_ok;                 /* 1: chess glyphs can be drawn (a UTF-8 locale, no --ascii) */
	tui_start start;
	tui_help help;
	tui_tour tour;
	tui_picker picker;
	char exit_note[1600];           /* printed after the terminal is restored */
} tui_app;

/* Screens: one draw and one key function each. */
void tui_start_draw(tui_app *a);
void tui_start_key(tui_app *a, const term_event *ev);
void tui_start_enter(tui_app *a);
/* The settings file (tui_settings.c): read once the terminal is open,
 * drawing in the theme and piece style it names (unless --mono or --ascii
 * say otherwise); its look applied again after a change; saved (0, or -1
 * with the reason in start.note). */
void tui_settings_open(tui_app *a);
void tui_settings_look(tui_app *a);
int tui_settings_save(tui_app *a);
void tui_game_draw(tui_app *a);
void tui_game_key(tui_app *a, const term_event *ev);
void tui_help_draw(tui_app *a);
void tui_help_key(tui_app *a, const term_event *ev);
void tui_help_open(tui_app *a, int page);
void tui_tour_draw(tui_app *a);
void tui_tour_key(tui_app *a, const term_event *ev);
int tui_tour_enter(tui_app *a, const variant *v);

/* The list of a database's games: opened on m->pick (replay as in
 * tui_picker), drawn, its keys. */
void tui_picker_open(tui_app *a, int replay);
void tui_picker_draw(tui_app *a);
void tui_picker_key(tui_app *a, const term_event *ev);

/* The side panel of the game screen. */
void tui_panel_draw(tui_app *a, tg_rect r);

/* Scrolls the panel's move list by delta lines without moving the cursor
 * (until the move shown changes). */
void tui_panel_scroll(tui_app *a, int delta);

/* Draws the legend at the bottom of the panel r when it is not below the
 * board; returns the rows it took. */
int tui_panel_legend(tui_app *a, tg_rect r);

/* The promotion choice drawn at row, col, or -1. */
int tui_promotion_hit(tui_app *a, int row, int col);

/* Runs a typed command or move of the game screen. */
void tui_game_line(tui_app *a, const char *line);

/* Gives readline the words Tab completes: the legal moves and commands. */
int tui_complete_words(void *ctx, const char **words, int max);

/* Starts the game screen for the session's game (colours, glyphs, focus). */
void tui_game_enter(tui_app *a);

/* Lets the engine move (or give a hint), keeping the screen alive. */
void tui_engine_move(tui_app *a, int hint);

/* In analysis mode: lets the engine study the position shown until the
 * position changes or a command needs the game; returns 0 when it
 * started, -1 when this position was already studied to the end. */
int tui_engine_analyse(tui_app *a);

/* With 'ponder on': lets the computer think on the person's time, the
 * keys working meanwhile; the person's move either becomes its search's
 * hit or stops it. Returns 0 when it pondered, -1 when there was nothing
 * to ponder. */
int tui_engine_ponder(tui_app *a);

/* The evaluation graph (tui_graph.c): the rows it asks of the layout (0:
 * none), drawing it, a click on it (1 when it was on the graph), and one
 * more move scored while the screen is idle (1 when it did). */
int tui_graph_rows(const tui_app *a);
void tui_graph_draw(tui_app *a);
int tui_graph_click(tui_app *a, int row, int col);
int tui_graph_step(tui_app *a);

/* Redraws the current screen and shows it. */
void tui_redraw(tui_app *a);

/* Handles an event on the current screen; for the engine's poll too. */
void tui_dispatch(tui_app *a, const term_event *ev);

/* Leaves the program (autosaving an unfinished game). */
void tui_quit(tui_app *a);

/* Draws the line of key hints at row. */
void tui_keys_line(tui_app *a, int row, const char *text);

#endif
