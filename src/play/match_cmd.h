/* match_cmd.h - the commands a user types during a game, one table for
 * both human front ends: its rows give the help text, the words Tab
 * completes and whether a command may run while the computer thinks.
 * The match does the work; what only a view can do (show the board, turn
 * it, open the help, leave) comes back as an action for the front end. */
#ifndef LEAPER_MATCH_CMD_H
#define LEAPER_MATCH_CMD_H

#include "match.h"

/* What the front end does after a command. */
enum match_action {
	MA_NONE,     /* nothing more: the match said what happened */
	MA_NOT_COMMAND, /* the line is not a command: read it as a move */
	MA_BOARD,    /* show the board and the status */
	MA_FLIP,     /* turn the board */
	MA_ENGINE,   /* show or hide the engine's thinking */
	MA_HELP,     /* show the commands (and, on the screen, the keys) */
	MA_MENU,     /* go to the start screen */
	MA_QUIT,     /* leave: the match agreed */
	MA_WAIT,     /* the computer is thinking: stop it without its move, then run the line again */
	MA_PICK      /* show the games of the database listed (m->pick) to choose one */
};

/* Which front ends offer a command. */
#define MC_TUI 1
#define MC_PLAIN 2
#define MC_BOTH (MC_TUI | MC_PLAIN)

/* One command. */
typedef struct match_command {
	const char *name;      /* what is typed */
	const char *alias;     /* another word for it, or NULL */
	const char *args;      /* its arguments for the help, "" when none */
	const char *help;      /* what it does, a few words */
	int while_thinking;    /* 1: harmless while the computer searches */
	int views;             /* MC_TUI, MC_PLAIN or both */
	/* does it; returns an enum match_action */
	int (*run)(match *m, const char *arg);
} match_command;

/* The table, and its length. */
const match_command *match_commands(int *count);

/* Runs a line typed by the user in the front end view (MC_TUI or
 * MC_PLAIN): a command, or MA_NOT_COMMAND when its first word is none.
 * While the computer thinks (m->thinking), a command that is not
 * harmless returns MA_WAIT without running. */
int match_exec(match *m, int view, const char *line);

/* Writes the help of the commands view offers, one line each, into buf. */
void match_commands_help(int view, char *buf, size_t size);

#endif
