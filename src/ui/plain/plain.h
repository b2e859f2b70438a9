/* plain.h - the line-mode front end (--plain): reads moves and commands
 * from stdin, one per line, and prints the board as text after each move.
 * It is for screen readers, pipes and scripts, so its output is plain and
 * its result line has a fixed form: "Result: 1-0 (checkmate)".
 */
#ifndef LEAPER_PLAIN_H
#define LEAPER_PLAIN_H

#include <stddef.h>

#include "game.h"
#include "variant.h"

#define PLAIN_MAX_LEVEL 10

/* What the command line asked for. */
typedef struct plain_options {
	const variant *v;        /* the variant to play */
	const char *fen;         /* start position, or NULL */
	int computer[2];         /* 1: the engine plays White / Black */
	int level;               /* engine level 1-10 */
	long long time_ms;       /* time control: base per side, 0 for none */
	long long inc_ms;        /* and increment per move */
	const char *replay_file; /* replay: the PGN file, or NULL to play */
	int replay_game;         /* replay: game number in the file, from 1 */
	int resume;              /* 1: continue the autosaved game at once */
} plain_options;

/* A computer player: chooses the move for the side to move of g within
 * the time the caller allows (ms_left/inc_ms for its clock, 0 without a
 * clock). Returns MV_NONE when stopped or when there is no move. poll is
 * called now and then and stops the thinking when it returns nonzero. */
typedef struct plain_player {
	move (*think)(void *ctx, game *g, int level, long long ms_left, long long inc_ms,
		      int (*poll)(void *), void *poll_ctx);
	/* Whether the player accepts a draw offered in g's position. */
	int (*accept_draw)(void *ctx, game *g, int level);
	void *ctx;
} plain_player;

/* The engine as a computer player (plain_engine.c); NULL think when the
 * engine cannot be created. free_engine releases it. */
plain_player plain_engine_player(void);
void plain_engine_free(plain_player *p);

/* Lets the engine player think about g's position for ms milliseconds at
 * full strength, printing after each depth the depth, the score, the nodes
 * and the principal variation in SAN (the "think" command). */
void plain_engine_think(plain_player *p, game *g, int ms);

/* Runs the front end until quit, end of input or a signal; returns the
 * exit status. */
int plain_run(var_set *set, const plain_options *opt);

#endif
