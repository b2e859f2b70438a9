/* tui.h - the curses front end: the start screen, the game screen (play
 * and replay), help, and the tour puzzle. The only entry points the rest
 * of the program uses. */
#ifndef LEAPER_TUI_H
#define LEAPER_TUI_H

#include "match.h"
#include "variant.h"

/* Display options from the command line. */
typedef struct tui_options {
	int ascii;      /* --ascii: letters and ASCII marks only */
	int mono;       /* --mono: no colours */
	int auto_flip;  /* --flip: in hot-seat, turn the board to the side to move */
} tui_options;

/* Runs the front end: the game the options ask for, or the start screen
 * when opt is NULL. Returns the exit status (messages go to stderr after
 * the terminal is restored). */
int tui_run(var_set *set, const tui_options *o, const match_options *opt);

/* Runs the tour puzzle of variant v on its own screen. */
int tui_run_tour(var_set *set, const tui_options *o, const variant *v);

/* Reads the display options --ascii, --mono and --flip at argv[*i];
 * returns 1 and advances *i when it took one. */
int tui_option(tui_options *o, int argc, char **argv, int *i);

#endif
