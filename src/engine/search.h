/* search.h - the engine: iterative-deepening alpha-beta over the legal
 * moves of any variant, with a transposition table, limits by depth, nodes,
 * time or clock, and playing levels from 1 (weak) to 10 (full strength).
 *
 * The search never prints and never exits. It calls report after each
 * completed iteration and polls a callback (and its own stop flag) every
 * few nodes, so a front end can keep its clock and input alive; when told
 * to stop it unwinds normally and returns the best move found so far.
 */
#ifndef LEAPER_SEARCH_H
#define LEAPER_SEARCH_H

#include <stddef.h>
#include <stdint.h>

#include "position.h"

/* What limits a search. Zero means no limit of that kind; with no limit at
 * all the search runs until stopped (or to its deepest depth). */
typedef struct search_limits {
	int depth;          /* plies */
	uint64_t nodes;
	int movetime_ms;    /* time for this move */
	int wtime_ms, btime_ms, winc_ms, binc_ms, movestogo; /* clock */
	int level;          /* 1-10, 0 = full strength */
	int infinite;       /* 1: until stopped (analysis) */
	unsigned seed;      /* randomness of the weak levels; 0: derived from the position */
	int multipv;        /* best lines to find, 1-SEARCH_MAX_PV (0 counts as 1) */
} search_limits;

/* The most lines a search finds at once (MultiPV). */
#define SEARCH_MAX_PV 16

/* What a search found so far. */
typedef struct search_info {
	int depth;
	int seldepth;
	int score;          /* centipawns, side to move */
	int mate;           /* moves to mate, +/-, 0 none */
	uint64_t nodes;
	int ms;
	move pv[64];
	int pvlen;
	int multipv;        /* which line this is: 1 the best, 2 the next best, ... */
} search_info;

/* Called after each completed iteration; with several lines (MultiPV),
 * once for each line, best first, with multipv 1, 2, ... */
typedef void (*search_report)(void *ctx, const search_info *info);

/* Polled every few nodes; nonzero = stop now. */
typedef int (*search_poll)(void *ctx);

typedef struct engine engine;

/* A new engine with a transposition table of about tt_megabytes MB (0 for
 * the default, 16 MB); NULL when out of memory. */
engine *eng_new(size_t tt_megabytes);

/* Frees the engine. */
void eng_free(engine *e);

/* Forgets everything learnt (transposition table, move statistics). */
void eng_clear(engine *e);

/* The most threads one search may use. */
#define ENG_MAX_THREADS 64

/* Makes every later search use n threads (Lazy SMP: n-1 helper threads
 * search the same root with their own move statistics, sharing the
 * transposition table; the calling thread decides the move). n is clamped
 * to 1..ENG_MAX_THREADS; returns the count set, fewer when memory runs out.
 * With 1 (the default) the search is the single-threaded one, node for
 * node; so is a search at a weak level (1-9), whose strength is its node
 * budget. Not to be called while a search of e runs. A search returns its
 * move as soon as its main thread is done; its helpers, told to stop then,
 * end on their own, and the next search, eng_clear, eng_set_threads and
 * eng_free wait for them (eng_free leaves no thread). With several threads
 * the reported nodes are the sum over the threads, a node limit counts
 * the calling thread's nodes only, and a search to a fixed depth or node
 * count no longer gives the same result every time. */
int eng_set_threads(engine *e, int n);

/* The threads e's searches use. */
int eng_threads(const engine *e);

/* Searches root and returns the move to play; MV_NONE only when root has
 * no legal move. With lim->multipv N > 1 it finds the N best moves (fewer
 * when there are fewer), each with its own line, score and depth: the
 * root is searched for line k without the moves of lines 1..k-1; out gets
 * line 1. history holds the hashes of the game's earlier positions,
 * oldest first (for repetitions). report, poll and out may be NULL. */
move eng_search(engine *e, const position *root, const uint64_t *history, int nhistory,
		const search_limits *lim, search_report report, search_poll poll, void *ctx,
		search_info *out);

/* The strength of a weak level, 1-9, in Elo as measured against an
 * outside reference (see search_time.c); 0 for level 10 (full strength,
 * which depends on the time given) and for any other number. */
int eng_level_elo(int level);

/* Asks a running search to stop as soon as possible (safe from a signal
 * handler or another thread). */
void eng_stop(engine *e);

/* Pondering: called from inside the poll callback of a running search
 * with lim->infinite set (the engine thinking on the opponent's time,
 * whose expected reply came), turns it into a search limited by lim
 * counted from this moment: lim's clock for the root's side to move
 * (soft and hard limits planned as for a new search), its movetime,
 * depth and nodes (counted from now). The search goes on where it is,
 * keeping its iterations, lines and table; the time it then reports is
 * counted from the call too. Outside a search it has no effect on the
 * next one. */
void eng_ponderhit(engine *e, const search_limits *lim);

/* Score bounds: a score beyond SEARCH_MATE_BOUND in absolute value is a mate. */
#define SEARCH_MATE 32000
#define SEARCH_MATE_BOUND (SEARCH_MATE - 1000)

#endif
