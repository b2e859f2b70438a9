/* plain_priv.h - the state of the line-mode front end, shared by its
 * files (private). */
#ifndef LEAPER_PLAIN_PRIV_H
#define LEAPER_PLAIN_PRIV_H

#include <stdio.h>

#include "game.h"
#include "mono.h"
#include "plain.h"

#define PLAIN_LINE 1024

/* One run of the front end. */
typedef struct plain {
	var_set *set;             /* variants; not owned */
	plain_options opt;        /* what the command line asked for */
	game g;                   /* the game played or replayed */
	int computer[2];          /* 1: the engine plays that side */
	int level;                /* the engine's level */
	long long base_ms, inc_ms;/* time control; base_ms 0: none */
	long long left_ms[2];     /* each side's time, as of turn_start for the side to move */
	long long turn_start;     /* when the side to move's clock started (monotonic ms) */
	int replay;               /* 1: stepping through a saved game */
	int draw_offer;           /* colour whose draw offer stands, or -1 */
	int resumed;              /* 1: the game came from the autosave file */
	int offered;              /* 1: an autosaved game was offered at the start */
	char autosave[1024];      /* the autosave file, or "" */
	char source[1024];        /* the file replayed, or "" */
	plain_player cpu;         /* the computer player */
	int quit;                 /* 1: leave the loop */
} plain;

/* The time the side to move has left now. */
long long plain_time_left(const plain *pl);

/* Saves an unfinished game to the autosave file, or removes the file when
 * the game that came from it has ended; prints what it did. */
void plain_autosave(plain *pl);

/* Tells about an autosaved game at the start. */
void plain_offer_autosave(plain *pl);

/* Prints the board, and the status: side to move, check, clocks, result. */
void plain_show(plain *pl);

/* Prints the status line (or the result line when the game is over). */
void plain_status(plain *pl);

/* Plays move text for the human to move; prints the outcome. */
void plain_human_move(plain *pl, const char *text);

/* Starts the clocks afresh (base time each) for the side to move. */
void plain_reset_clocks(plain *pl);

/* Makes g the game played, taking its contents (g is left empty): not
 * replaying, no draw offer, the clocks afresh; resumed: 1 when g came
 * from the autosave file. */
void plain_take_game(plain *pl, game *g, int resumed);

/* Sets the White/Black/TimeControl tags from the players and the clock. */
void plain_tag_players(plain *pl);

/* Reads players, time control and clocks back from a loaded game's tags. */
void plain_players_from_tags(plain *pl);

/* Loads the autosaved game; returns 0, or -1 with a message printed. */
int plain_resume(plain *pl);

/* Handles one line that is a command; returns 0 when it is not one. */
int plain_command(plain *pl, char *line);

#endif
