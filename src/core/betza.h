/* betza.h - the piece-move notation parser (Betza's notation as XBoard,
 * Fairy-Stockfish and the Interactive Diagram read it, with leaper's
 * extensions: bent riders "N>R", and bracket conditions "[in ZONE]",
 * "[to ZONE]", "[min N]"). It turns a text into single-direction moves. */
#ifndef LEAPER_BETZA_H
#define LEAPER_BETZA_H

#include <stddef.h>

#define BZ_QUIET 1
#define BZ_CAPTURE 2

enum bz_kind { BZ_SLIDE, BZ_HOP, BZ_GRASS };

/* One direction of one atom, from White's point of view. */
typedef struct bz_move {
	int dx, dy;         /* first step in files and ranks */
	int ndx, ndy;       /* each further step (differs for bent riders) */
	int range;          /* most steps; 0 = unlimited */
	int min;            /* fewest steps (1 unless [min N] or lame) */
	int modes;          /* BZ_QUIET | BZ_CAPTURE */
	int kind;           /* enum bz_kind */
	int via_dx, via_dy; /* square a 'j' leap must jump over, or 0,0 */
	int initial;        /* 1: only from a start square ('i') */
	int in_zone;        /* zone index the start square must be in, or -1 */
	int to_zone;        /* zone index the destination must be in, or -1 */
} bz_move;

#define BZ_MAX_MOVES 512

/* The moves of one text. */
typedef struct bz_list {
	int count;
	bz_move moves[BZ_MAX_MOVES];
} bz_list;

/* Resolves a zone name to its index, or returns -1. */
typedef int (*bz_zone_lookup)(void *ctx, const char *name);

/* Parses text into out. On error returns -1 and writes a message saying
 * what is wrong and at which character to msg. */
int bz_parse(const char *text, bz_zone_lookup zones, void *ctx, bz_list *out,
	     char *msg, size_t msgsize);

#endif
