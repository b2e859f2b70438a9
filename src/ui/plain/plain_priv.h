/* plain_priv.h - the state of the line-mode front end, shared by its
 * files (private). */
#ifndef LEAPER_PLAIN_PRIV_H
#define LEAPER_PLAIN_PRIV_H

#include "match.h"
#include "plain.h"

#define PLAIN_LINE 1024

/* One run of the front end. */
typedef struct plain {
	match m;                  /* the game and its players */
	int show_engine;          /* 1: print the engine's thinking while it plays */
	int starting;             /* 1: the game is being set up; the board is shown after the greeting */
	int analysed;             /* 1 + the ply analysis last finished on by itself, or 0 */
	int input_done;           /* 1: the input has ended (the computer may play on) */
	int quit;                 /* 1: leave the loop */
	char held[PLAIN_LINE];    /* a line typed while the computer pondered that must wait for
	                             the search to stop (match_exec's MA_WAIT), run after it */
	int have_held;
} plain;

/* Prints the board and the status: side to move, check, clocks, result. */
void plain_show(plain *pl);

/* Prints the status line (or the result line when the game is over). */
void plain_status(plain *pl);

/* Handles one typed line: a command or a move. */
void plain_line(plain *pl, const char *line);

#endif
