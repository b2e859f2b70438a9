/* tui.h - the curses front end: the start screen, the game screen (play
 * and replay), help, and the tour puzzle. The only entry points the rest
 * of the program uses. */
#ifndef LEAPER_TUI_H
#define LEAPER_TUI_H

#include "game.h"
#include "variant.h"

/* Display options from the command line. */
typedef struct tui_options {
	int ascii;      /* --ascii: letters and ASCII marks only */
	int mono;       /* --mono: no colours */
	int auto_flip;  /* --flip: in hot-seat, turn the board to the side to move */
} tui_options;

/* A game to start on the game screen. */
typedef struct tui_setup {
	game *g;          /* the game (taken over and left empty); NULL: the start screen */
	int computer[2];  /* 1: the engine plays White / Black */
	int level;        /* engine level 1-10 */
	long long time_ms, inc_ms; /* time control: base per side (0: none) and increment */
	int replay;       /* 1: show the game from its first move, stepping with the arrows */
	int tag_players;  /* 1: take the players from the game's White and Black tags */
} tui_setup;

/* Runs the front end: the game of st, or the start screen when st or
 * st->g is NULL. Returns the exit status (messages go to stderr after the
 * terminal is restored). */
int tui_run(var_set *set, const tui_options *o, tui_setup *st);

/* Runs the tour puzzle of variant v on its own screen. */
int tui_run_tour(var_set *set, const tui_options *o, const variant *v);

/* Reads the display options --ascii, --mono and --flip at argv[*i];
 * returns 1 and advances *i when it took one. */
int tui_option(tui_options *o, int argc, char **argv, int *i);

#endif
