/* movegen.h - move generation, attack detection and perft. */
#ifndef LEAPER_MOVEGEN_H
#define LEAPER_MOVEGEN_H

#include <stdint.h>

#include "position.h"

#define MG_MAX_MOVES 1024

/* A list of moves. */
typedef struct move_list {
	int count;
	move moves[MG_MAX_MOVES];
} move_list;

/* Appends every pseudo-legal move of the side to move (moves that may
 * leave a royal piece attacked, but not castling through attacked squares). */
void mg_pseudo(const position *p, move_list *out);

/* Appends every legal move of the side to move. */
void mg_legal(position *p, move_list *out);

/* Whether sq is attacked by a piece of colour by (including check-only powers). */
int mg_attacked(const position *p, int sq, int by);

/* Whether the side to move has a royal piece under attack. */
int mg_in_check(const position *p);

/* Whether pseudo-legal move m leaves the mover's royal pieces safe. */
int mg_is_legal(position *p, move m);

/* Whether pseudo-legal m is legal, given whether the side to move is in
 * check (mg_in_check). Most moves are decided without making them. */
int mg_legal_given(position *p, move m, int in_check);

/* Whether m is one of the legal moves of p. */
int mg_is_legal_move(position *p, move m);

/* Counts the leaf nodes of the legal move tree to the given depth. */
uint64_t mg_perft(position *p, int depth);

#endif
