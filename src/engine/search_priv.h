/* search_priv.h - the engine's state, shared by the files of the search
 * (search.c: alpha-beta; search_moves.c: move ordering; search_time.c:
 * limits, clock and levels). Not part of the public interface. */
#ifndef LEAPER_SEARCH_PRIV_H
#define LEAPER_SEARCH_PRIV_H

#include <stdatomic.h>
#include <stdint.h>

#include "eval.h"
#include "movegen.h"
#include "search.h"
#include "tt.h"

#define MAX_PLY 96
_Static_assert(MAX_PLY + 2 <= EVAL_PATH, "the evaluation's path holds the search's plies");
#define SEARCH_EVCACHE_SIZE (1 << 18) /* entries of the evaluation cache (4 MB), a power of 2 */
#define INF 32767
#define POLL_MASK 511       /* poll the clock and the callback every 512 nodes */
#define SEARCH_HISTORY_BOUND 16384 /* a full-strength history score stays within +-this */

/* The engine. */
struct engine {
	tt_table tt;
	eval_tables *ev;            /* tables of the running search: one of these two */
	eval_tables *ev_full;       /* full strength's, for the variant last searched */
	eval_tables *ev_level;      /* the weak levels' (eval_level_weights) */
	atomic_int stop_flag;       /* set by eng_stop (in a helper: by the main thread when
	                               it is done), cleared when a search starts */
	int stopped;                /* the running search has been told to stop */

	/* The running search. */
	position pos;               /* the position being searched (made and unmade) */
	uint64_t *keys;             /* game history, then the hashes along the search path */
	int keys_cap;
	int root_index;             /* index of the root's hash in keys */
	int barrier[MAX_PLY + 2];   /* lowest index a repetition may be found at, per ply */
	move killers[MAX_PLY + 2][2];
	move path[MAX_PLY + 2];     /* the move played at each ply of the path; MV_NONE for a null move */
	move excluded[MAX_PLY + 2]; /* the move a singular test leaves out at each ply, or MV_NONE */
	move counter[2][VAR_MAX_TYPES][EVAL_SQUARES]; /* the quiet reply that last refuted a move,
	                               by the replying side and the piece and square of the move */
	int static_eval[MAX_PLY + 2]; /* the static evaluation at each ply of the path; -INF in check */
	int8_t checked[MAX_PLY + 2]; /* whether the side to move at each ply of the path is in
	                               check: 1 or 0 once worked out (in_check), -1 before */
	int history[2][EVAL_SQUARES][EVAL_SQUARES]; /* quiet-move success, by side, from, to */
	/* Full evaluations by position hash (full strength only; the weak
	 * levels evaluate as when they were measured), by the tables of
	 * stamp evcache_stamp; emptied when the tables in use have another
	 * (search_evcache_check) and when evcache_stamp is set to 0
	 * (eng_clear). */
	struct { uint64_t key; int score; } evcache[SEARCH_EVCACHE_SIZE];
	unsigned long evcache_stamp;
	eval_pawn_cache pawncache; /* the pawn terms; empties itself */
	eval_path evpath;           /* the evaluation's sums along the search path */
	move pv[MAX_PLY + 2][MAX_PLY + 2];
	int pvlen[MAX_PLY + 2];
	uint64_t nodes;
	int seldepth;
	move root_skip[SEARCH_MAX_PV]; /* root moves not to search: the moves of the lines
	                               found before (MultiPV) */
	int nroot_skip;             /* how many of root_skip apply; 0 in a plain search */
	move root_hash;             /* the root's move to try first instead of the table's (the
	                               line's move of the depth before, MultiPV), or MV_NONE */

	/* Limits of the running search. */
	search_limits lim;
	double t0;                  /* start time, seconds */
	int soft_ms, hard_ms;       /* time to stop iterating; time to stop at once; 0 none */
	int max_depth;
	int root_depth;             /* the depth of the iteration under way */
	int noise;                  /* amplitude of the weak levels' evaluation noise */
	int plain;                  /* 1: a weak level, searching as when the level table was
	                               measured (search.c, "plain"); 0: full strength */
	unsigned seed;
	int root_side;              /* the side to move at the root (eng_ponderhit plans its clock) */
	search_poll poll;
	void *ctx;

	/* Lazy SMP (search_smp.c): helper threads search the same root with
	 * engines of their own that share this one's table and tables of
	 * the evaluation; only this engine's line and move count. */
	int nthreads;               /* threads that search, this one included; 1 = no helper */
	struct smp_state *smp;      /* the helpers, NULL while nthreads is 1 */
	int helper_id;              /* 0 in the engine the caller has; k in helper k */
};

/* search.c: the iterative deepening of one thread, and its history. */
move search_iterate(engine *e, search_report report, search_info *info);
void search_begin(engine *e, const position *root, search_poll poll, void *ctx);
int search_load_history(engine *e, const position *root, const uint64_t *history, int nhistory);
void search_evcache_check(engine *e);

/* search_smp.c: starting the helpers on e's root (after e's limits and
 * history are set), telling them to stop, stopping and joining them,
 * their nodes so far (all of them once joined), whether helper k leaves
 * out depth, forgetting their statistics, freeing them. */
void smp_start(engine *e, const position *root, const uint64_t *history, int nhistory);
void smp_stop(engine *e);
void smp_finish(engine *e);
uint64_t smp_nodes(engine *e);
int smp_skip_depth(int helper_id, int depth);
void smp_clear(engine *e);
void smp_free(engine *e);

/* search_time.c */
int search_elapsed_ms(const engine *e);
void search_set_limits(engine *e, const search_limits *lim, const position *root);
int search_should_stop(engine *e);

/* search_moves.c: a move list with ordering scores, picked best first. */
typedef struct move_picker {
	move_list list;
	int score[MG_MAX_MOVES];
	uint8_t see_due[MG_MAX_MOVES]; /* 1: a capture whose exchange is looked at when picked */
	int next;
} move_picker;

void search_score_moves(engine *e, move_picker *mp, move hash_move, int ply);
move search_pick(engine *e, move_picker *mp, int *score);
void search_good_quiet(engine *e, move m, int depth, int ply, const move *tried, int ntried);
int search_is_quiet(move m);
move search_counter(engine *e, int ply);

/* The history score of quiet move m for side, by its from and to squares. */
static inline int *
search_history(engine *e, int side, move m)
{
	return &e->history[side][BRD_INDEX(MV_FROM(m))][BRD_INDEX(MV_TO(m))];
}

/* Ordering scores below this one are captures that lose material. */
#define SEARCH_BAD_CAPTURE (-(1 << 28))

/* search_see.c: the material capture or promotion m wins (negative:
 * loses) once the exchange on its square is played out. */
int search_see(engine *e, move m);

/* Whether search_see(e, m) < threshold, without the exchange where the
 * first capture alone decides it. */
int search_see_below(engine *e, move m, int threshold);

#endif
