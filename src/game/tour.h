/* tour.h - the tour puzzle (a variant with "puzzle = tour"): a lone piece
 * must land on every square of the board once. Ending back on its start
 * square makes a circuit (that return is the only revisit allowed, and only
 * as the last move); ending elsewhere makes a journey. Knows nothing of the
 * screen; the screens and the line mode both drive it. */
#ifndef LEAPER_TOUR_H
#define LEAPER_TOUR_H

#include <stddef.h>

#include "position.h"

#define TOUR_MAX_PATH (BRD_MAX_FILES * BRD_MAX_RANKS + 1)
#define TOUR_MAX_REACH 64

/* Where a tour stands. */
enum tour_state {
	TOUR_GOING,    /* squares are left and a move reaches one */
	TOUR_JOURNEY,  /* every square landed on, the piece away from its start */
	TOUR_CIRCUIT,  /* every square landed on and the piece back on its start */
	TOUR_STUCK     /* squares are left but no move reaches one */
};

/* Compass directions of the piece's facing, clockwise from north. */
enum tour_dir { TOUR_N, TOUR_NE, TOUR_E, TOUR_SE, TOUR_S, TOUR_SW, TOUR_W, TOUR_NW };

/* Why a move was refused. */
enum tour_status { TOUR_OK, TOUR_ERR_MOVE, TOUR_ERR_VISITED, TOUR_ERR_EARLY, TOUR_ERR_OVER };

/* One tour in progress. */
typedef struct tour {
	const variant *v;            /* the puzzle's rules; not owned */
	uint8_t code;                /* piece code of the touring piece */
	int start;                   /* its start square */
	int nsquares;                /* squares of the board */
	int path[TOUR_MAX_PATH];     /* squares landed on, path[0] = start */
	int len;                     /* entries of path; 1 before the first move */
	int visits[BRD_SIZE];        /* landings per square (the start counts once) */
	int visited;                 /* distinct squares landed on */
	int nreach[BRD_MAX_FILES * BRD_MAX_RANKS]; /* per compact square: moves on the empty board */
	int16_t reach[BRD_MAX_FILES * BRD_MAX_RANKS][TOUR_MAX_REACH]; /* their destinations */
} tour;

/* Sets up the tour of v from its start position, which must hold exactly
 * one piece; returns 0, or -1 with a message. */
int tour_init(tour *t, const variant *v, char *msg, size_t msgsize);

/* Back to the start. */
void tour_reset(tour *t);

/* The square the piece stands on. */
int tour_square(const tour *t);

/* Every square the piece could move to from where it stands, allowed or
 * not (the piece's own moves on the empty board); returns how many. */
int tour_reach(const tour *t, int *dest, int max);

/* The squares the piece may move to now: unvisited squares, or the start
 * square when it is the last square missing for a circuit; returns how many. */
int tour_moves(const tour *t, int *dest, int max);

/* Whether a move to sq is allowed now; the reason when it is not. */
enum tour_status tour_check(const tour *t, int sq);

/* Moves the piece to sq if allowed. */
enum tour_status tour_play(tour *t, int sq);

/* Takes back the last move; returns 0, or -1 at the start. */
int tour_undo(tour *t);

/* Where the tour stands. */
enum tour_state tour_state(const tour *t);

/* The direction the piece faces: north-east before the first move, then
 * the direction of its last move. */
enum tour_dir tour_facing(const tour *t);

/* The name of a direction ("north-east"). */
const char *tour_dir_name(enum tour_dir d);

/* Plain words for a status. */
const char *tour_strerror(enum tour_status s);

/* Searches depth first for a way to finish from the current state, a
 * circuit if there is one, else a journey. Returns the kind found
 * (TOUR_CIRCUIT or TOUR_JOURNEY) and stores the remaining squares in
 * rest/nrest, or returns TOUR_STUCK when there is none. */
enum tour_state tour_solve(const tour *t, int *rest, int *nrest);

/* Counts the complete tours of each kind from the current state. */
void tour_count(const tour *t, long *circuits, long *journeys);

#endif
