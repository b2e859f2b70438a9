/* player.h - who plays one side of a match: a person (no operations) or
 * a program behind a small interface, so that the built-in engine and,
 * later, an external engine are played the same way. The match layer
 * asks a program player for moves and for its answer to a draw offer; a
 * person's moves come from the front end. */
#ifndef LEAPER_PLAYER_H
#define LEAPER_PLAYER_H

#include <stddef.h>

#include "game.h"
#include "search.h"

#define PLAYER_MAX_LEVEL 10
#define PLAYER_DEFAULT_LEVEL 3

/* What a program player may spend on a move, and where it reports. */
typedef struct player_turn {
	long long left_ms;      /* its clock, or 0 without a clock */
	long long other_ms;     /* the opponent's clock, or 0 */
	long long inc_ms;       /* its increment per move */
	long long movetime_ms;  /* a fixed time instead of the clock (0: use the clock) */
	int full_strength;      /* 1: ignore the level (hints, analysis) */
	int infinite;           /* 1: no limit: think until the poll stops it (analysis) */
	int multipv;            /* lines to report each depth (analysis), 0 or 1: one */
	search_poll poll;       /* called now and then; nonzero stops the thinking */
	search_report report;   /* called after each depth, or NULL */
	void *ctx;              /* what poll and report are given */
	char *forfeit;          /* or NULL; where think writes why the program loses the game
	                           (an external engine that crashed, hung or broke the rules)
	                           when it returns MV_NONE for that reason */
	size_t forfeit_size;    /* the room there */
} player_turn;

/* What a program player can do. */
typedef struct player_ops {
	/* A short description for tags and the screen: "leaper level 3". */
	void (*describe)(void *ctx, int level, char *buf, size_t size);
	/* Chooses a move for the side to move of g; MV_NONE when stopped or
	 * when there is none. info (may be NULL) gets its last report. */
	move (*think)(void *ctx, game *g, int level, const player_turn *turn, search_info *info);
	/* Whether it accepts a draw offered in g's position. */
	int (*accept_draw)(void *ctx, game *g, int level);
	/* Releases ctx. */
	void (*free)(void *ctx);
	/* Pondering (NULL when the program cannot): thinks with no limit,
	 * until turn's poll stops it, about g's position after reply (the
	 * move it expects of the opponent); returns the best move found for
	 * that position. */
	move (*ponder)(void *ctx, game *g, move reply, int level, const player_turn *turn, search_info *info);
	/* Called from inside the poll of ponder when the reply came: the
	 * search goes on as the program's own, within turn's time (its clock
	 * counted from now) and level. */
	void (*ponderhit)(void *ctx, int level, const player_turn *turn);
} player_ops;

/* One side. ops == NULL: a person. */
typedef struct player {
	const player_ops *ops;  /* the program's operations, or NULL */
	void *ctx;              /* its state, owned */
	int level;              /* 1..PLAYER_MAX_LEVEL, for a program */
} player;

/* Makes p a person. */
void player_human(player *p);

/* Makes p the built-in engine at level (engine_player.c); returns 0, or
 * -1 when out of memory (p is then a person). */
int player_engine(player *p, int level);

/* Makes every built-in engine made from now on search with n threads
 * (clamped to 1..ENG_MAX_THREADS; 1 at the start): leaper play's
 * --threads, set once before the match starts. */
void player_engine_threads(int n);

/* Whether a program plays this side. */
int player_is_program(const player *p);

/* Writes how strong the built-in engine's level is, "level 3 (about
 * 1500)" or "level 10 (full strength)", into buf; returns buf. */
char *player_level_text(int level, char *buf, size_t size);

/* Writes what plays this side: "Human" or the program's description. */
void player_describe(const player *p, char *buf, size_t size);

/* Releases the program's state; p becomes a person. */
void player_free(player *p);

#endif
