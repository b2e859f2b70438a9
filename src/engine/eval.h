/* eval.h - static evaluation derived from the variant's piece definitions.
 *
 * Nothing here is tuned for one variant: piece values come from how many
 * squares each piece reaches on an empty board of the variant's size (its
 * compiled rays, with range, zones, colour-binding and direction taken into
 * account), and the square tables, pawn terms and royal safety scale with
 * the board. A "value N" attribute in the variant file overrides a piece's
 * derived value. The chosen numbers are the named weights below, tuned
 * from self-play (eval_tables.c). The evaluation keeps no state of its
 * own: any number of threads may evaluate with the same tables.
 */
#ifndef LEAPER_EVAL_H
#define LEAPER_EVAL_H

#include <stdint.h>

#include "position.h"

#define EVAL_SQUARES (BRD_MAX_FILES * BRD_MAX_RANKS)

/* The evaluation's weights: the numbers that are not derived from the
 * pieces but chosen (and tuned from games, see eval_tables.c). "_X16" ones
 * are multipliers in sixteenths. */
enum eval_weight_id {
	EW_TEMPO,            /* side to move's bonus */
	EW_BOUND_PAIR_MG,    /* colour-bound pieces on both colours */
	EW_BOUND_PAIR_EG,
	EW_DOUBLED_MG,       /* two pawns on one file (each pays half) */
	EW_DOUBLED_EG,
	EW_ISOLATED_MG,      /* no own pawn on a neighbouring file */
	EW_ISOLATED_EG,
	EW_PASSED_MG,        /* a passed pawn at its start, ... */
	EW_PASSED_MG_ADV,    /* ... plus this times progress squared at promotion */
	EW_PASSED_EG,
	EW_PASSED_EG_ADV,
	EW_PASSED_BLOCKED_X16, /* share kept by a passed pawn with a piece in front */
	EW_PASSED_OWN_ROYAL, /* per square of own royal distance to its path (endgame) */
	EW_PASSED_ENEMY_ROYAL, /* per square of enemy royal distance (endgame) */
	EW_PASSED_FREE,      /* square in front empty and not attacked by the enemy */
	EW_SHIELD,           /* per pawn unit in front of a sheltered royal */
	EW_MOBILITY_MG_X16,  /* scale of the mobility term */
	EW_MOBILITY_EG_X16,
	EW_DANGER_X16,       /* scale of the attack on the royal zone */
	EW_THREAT_MG,        /* a piece attacked by a cheaper one */
	EW_THREAT_EG,
	EW_HANGING_MG,       /* a piece or pawn attacked and not defended */
	EW_HANGING_EG,
	EW_PAWN_MG,          /* added to every pawn's value */
	EW_PAWN_EG,
	EW_DRAWISH_MARGIN,   /* a lead below this, without pawns, is drawish */
	EW_DRAWISH_X16,      /* the share of the score such a lead keeps */
	EW_CONNECTED_MG,     /* a pawn beside or guarded from behind by an own pawn, ... */
	EW_CONNECTED_EG,     /* ... five times as much at promotion */
	EW_OPEN_FILE_MG,     /* a file slider on a file without pawns */
	EW_OPEN_FILE_EG,
	EW_HALF_OPEN_MG,     /* on a file without own pawns */
	EW_HALF_OPEN_EG,
	EW_ZONE_ATTACK_X16,  /* units of royal danger per attack on a zone square */
	EW_WEAK_ZONE_X16,    /* per zone square attacked and guarded by the royal alone */
	EW_PST_PIECE_X16,    /* scale of the pieces' square tables (their reach from each square) */
	EW_PST_PAWN_MG_X16,  /* of the pawns' (advance, centre) */
	EW_PST_PAWN_EG_X16,
	EW_PST_ROYAL_MG_X16, /* of the royal pieces' (shelter early, centre late) */
	EW_PST_ROYAL_EG_X16,
	EW_MOBILITY_AREA,    /* 1: mobility leaves out the squares enemy pawns attack; 0: counts them */
	EW_BOUND_PAWNS_MG,   /* per own pawn on the square colour of a colour-bound piece */
	EW_BOUND_PAWNS_EG,
	EW_COMPLEXITY_X16,   /* scale of the winnability of a lead: pawns, flanks, passers, royals */
	EW_FEW_PAWNS,        /* 64ths of an endgame lead lost when the leader has no pawns (7 less a pawn) */
	EVAL_NWEIGHTS
};

/* One set of weights, indexed by enum eval_weight_id. */
typedef struct eval_weights {
	int w[EVAL_NWEIGHTS]; /* the values */
} eval_weights;

/* The default weights (the tuned ones) and their names, as in a weights
 * file ("tempo", "passed_eg", ...). */
extern const eval_weights eval_default_weights;

/* The weights the weak levels play with: those they were measured with
 * (search_time.c), the terms added since then at nought. */
extern const eval_weights eval_level_weights;
extern const char *const eval_weight_names[EVAL_NWEIGHTS];

/* The index of the weight called name, or -1. */
int eval_weight_index(const char *name);

/* How one piece type is scored; filled by eval_init. */
typedef struct eval_piece {
	int value;              /* centipawns; 0 for royal pieces */
	int mobility_x16;       /* average reachable squares on the empty board, x16 */
	int mob_weight;         /* centipawns per 16 reachable squares (x16 fixed point) */
	int colour_bound;       /* 1: every move keeps the square colour */
	int forward_only;       /* 1: no move goes backward or sideways */
	int phase;              /* weight in the game phase (0 for pawns and royals) */
	int leap_range;         /* farthest file or rank step of its one-step moves */
	int file_slider;        /* 1: slides forward along its file (pays to stand on open files) */
} eval_piece;

#define EVAL_MAX_RAYS 64

/* The rays of one piece type and colour, split for the mobility count. */
typedef struct eval_rays {
	int nslide, nleap;
	uint16_t slide[EVAL_MAX_RAYS]; /* indices into v->rays[colour] of rays longer than one step */
	uint16_t leap[EVAL_MAX_RAYS];  /* of one-step rays */
	/* When every square the type attacks is a plain step away (one-step
	 * rays usable from any square, capturing onto any, no leg square),
	 * nhit >= 0 and hit holds those steps; otherwise -1. */
	int nhit;
	int16_t hit[EVAL_MAX_RAYS];
	int plain; /* 1: every ray is usable from any square (no zone, start-square or leg condition) */
	/* Bit j: slide[j] (leap[j]) is usable from any square and moves and
	 * captures onto any square at every distance. */
	uint64_t free_slide, free_leap;
} eval_rays;

/* The per-variant tables of the evaluation. Built once per variant. */
typedef struct eval_tables {
	const variant *v;       /* the variant they were built for */
	unsigned long serial;   /* and its serial: another may come at the same address */
	unsigned long stamp;    /* this build's own number, never reused: a cache of
				 * scores by these tables keeps it and empties itself
				 * when it differs */
	eval_piece piece[VAR_MAX_TYPES];
	eval_rays rays[2][VAR_MAX_TYPES];
	/* Square tables by colour, type and compact square index
	 * (BRD_INDEX): opening and endgame halves. */
	int16_t pst_mg[2][VAR_MAX_TYPES][EVAL_SQUARES];
	int16_t pst_eg[2][VAR_MAX_TYPES][EVAL_SQUARES];
	/* Bonuses by type and mobility count (the file's "mobility-bonus"
	 * lines; nought without), opening and endgame halves. */
	int16_t mob_mg[VAR_MAX_TYPES][VAR_MOB_MAX];
	int16_t mob_eg[VAR_MAX_TYPES][VAR_MOB_MAX];
	/* Ranks a pawn of each colour still has to go to promote on its file,
	 * by compact square index; -1 where it cannot promote on that file. */
	int8_t promo_dist[2][EVAL_SQUARES];
	int max_promo_dist;     /* the largest of those on the board */
	int promo_value;        /* value of the best promotion choice */
	int phase_total;        /* phase of the start position */
	int start_pawns;        /* pawns of both colours in the start position */
	int shield_ranks;       /* ranks near home where a royal piece counts as sheltered */
	int zone_radius;        /* squares around a royal piece that count as its zone */
	eval_weights w;         /* the weights in use (eval_default_weights after eval_init) */
	const var_net *net;     /* the file's network (eval_add_bonuses), or NULL */
} eval_tables;

/* The value of piece type t of v in centipawns: the file's "value N" if
 * given, otherwise derived from its moves (royal pieces have 0). */
int eval_piece_value(const variant *v, int type);

/* The weights of v: the defaults, and over them those its variant file
 * sets ("weight NAME = N"; a name the engine does not know is passed
 * over, the loader having been told the names). */
void eval_variant_weights(const variant *v, eval_weights *w);

/* Builds the tables for v, with v's weights (eval_variant_weights) and
 * the square and mobility bonuses of its file. */
void eval_init(eval_tables *t, const variant *v);

/* Builds them with the weights w (the square tables depend on some) and
 * without the bonuses of the file (the weak levels play so). */
void eval_init_weights(eval_tables *t, const variant *v, const eval_weights *w);

/* Adds the bonuses of v's file ("square-bonus" and "mobility-bonus"
 * lines, and its network) to the tables of t, built for v. */
void eval_add_bonuses(eval_tables *t, const variant *v);

/* One piece's mobility count, as the evaluation counts it. */
typedef struct eval_mob {
	int colour, type, count;
} eval_mob;

/* The mobility counts of p's pieces other than pawns, into out (room for
 * every piece of p); returns how many. */
int eval_mobility_counts(const eval_tables *t, const position *p, eval_mob *out);

/* The network's inputs of p seen from side view (eval_net.c), with royal
 * rows out to radius squares (0 for none): one a piece and one more for
 * a piece near the view's royal piece, numbered as a network file's
 * rows, into out (room for EVAL_NET_MAX_INPUTS); returns how many. */
#define EVAL_NET_MAX_INPUTS (4 * POS_MAX_PIECES)
int eval_net_inputs(const variant *v, const position *p, int view, int radius, int *out);

/* The network's correction of p in centipawns, from the side to move's
 * point of view. */
int eval_net_score(const var_net *net, const position *p);

/* A network's sums for each view of a position, and the square each
 * view's royal rows were counted from (-1 none). */
typedef struct eval_net_sums {
	int32_t sum[2][VAR_NET_MAX_HIDDEN];
	int rsq[2];
} eval_net_sums;

/* The correction of sums s in centipawns for side, the side to move. */
int eval_net_output(const var_net *net, const eval_net_sums *s, int side);

/* The terms of the pieces by their squares alone: the square tables,
 * the game phase, colour-bound pieces and pawns by the colour of their
 * squares, and the key of the pawns' squares (the pawn cache's). A search
 * carries them from move to move (eval_path). */
typedef struct eval_psq {
	int mg[2], eg[2];     /* each colour's square-table sums */
	int phase;            /* both colours' phase weights */
	int bound_on[2][2];   /* colour c's colour-bound pieces on squares of colour k */
	int pawns_on[2][2];   /* colour c's pawns (not colour-bound) on squares of colour k */
	uint64_t pawn_key;
} eval_psq;

/* The square terms of p made afresh. */
void eval_psq_of(const eval_tables *t, const position *p, eval_psq *out);

/* The pieces a move took (sign -1) and put (1), and each view's royal
 * square after it (-1 when there is no network). */
#define EVAL_MAX_CHANGES 4
typedef struct eval_change {
	int n;
	int sq[EVAL_MAX_CHANGES];
	uint8_t code[EVAL_MAX_CHANGES];
	int8_t sign[EVAL_MAX_CHANGES];
	int rsq[2];
} eval_change;

/* The square terms after the move of c from those before it, in place. */
void eval_psq_change(const eval_tables *t, const eval_change *c, eval_psq *psq);

/* The network's pieces of eval_path (eval_net.c): view's sums of p made
 * afresh; the sums after the move of c made from those before it, when
 * eval_net_carries says they follow (the view's royal square did not
 * move); the square view's royal rows are counted from in p. */
void eval_net_refresh(const var_net *net, const position *p, int view, eval_net_sums *s);
void eval_net_update(const var_net *net, const variant *v, int view, const eval_net_sums *from,
		     const eval_change *c, eval_net_sums *to);
int eval_net_carries(const eval_net_sums *from, const eval_change *c, int view);
int eval_net_royal_square(const var_net *net, const position *p, int view);

/* The evaluation's sums along a line of play from a root (ply 0), each
 * carried from move to move when asked for (eval_path.c): at each ply the
 * changes of the move that led there, the square terms, the network's
 * sums, and which of them are made (ready: bit 1 << view for a view's
 * sums, EVAL_PATH_PSQ for the square terms). A searcher calls
 * eval_path_root when it sets up its root, eval_path_move before it
 * makes move m at ply (or eval_path_null for a null move) and
 * eval_path_made once it is made; eval_path_sums and eval_path_psq give
 * those of the position p at ply, the same as made afresh. */
#define EVAL_PATH 128 /* plies a path holds */
#define EVAL_PATH_PSQ 4
typedef struct eval_path {
	eval_change change[EVAL_PATH];
	eval_psq psq[EVAL_PATH];
	eval_net_sums sums[EVAL_PATH];
	uint8_t ready[EVAL_PATH];
} eval_path;

void eval_path_root(eval_path *path);
void eval_path_move(eval_path *path, int ply, const position *p, move m);
void eval_path_null(eval_path *path, int ply);
void eval_path_made(eval_path *path, int ply, const var_net *net, const position *p);
const eval_net_sums *eval_path_sums(eval_path *path, int ply, const var_net *net, const position *p);
const eval_psq *eval_path_psq(eval_path *path, int ply, const eval_tables *t, const position *p);

/* The score of p in centipawns from the side to move's point of view. */
int eval_evaluate(const eval_tables *t, const position *p);

/* Like eval_evaluate, but may return a cheaper estimate (without mobility,
 * threats, free passed-pawn paths and attacks on the royal zone) when that
 * is clearly at most lo or at least hi. When full is not NULL, *full is set
 * to 1 for the full score (what eval_evaluate gives), 0 for the estimate. */
int eval_evaluate_window(const eval_tables *t, const position *p, int lo, int hi, int *full);

/* What the pawn-structure terms make of the pawns alone (both colours'
 * doubled, isolated, connected and lone-pawn sums, the files holding
 * pawns, the passed pawns), kept under a key of the pawns' squares: the
 * pawns change far less often than the rest of the board. */
#define EVAL_PAWN_CACHE_SIZE (1 << 12) /* entries (136 bytes each), a power of 2 */
typedef struct eval_pawn_entry {
	uint64_t key;                      /* of the pawns' squares; 0: empty */
	int mg[2], eg[2];                  /* the terms of each colour's pawns */
	uint32_t files[2];                 /* bit f + 1: colour c has a pawn on file f */
	uint64_t passed[EVAL_SQUARES / 64]; /* bit of the square index: a passed pawn */
	/* Bit of the square index: a square colour c's pawns attack, each
	 * attack worth hit_value[c] in the attack maps; only when hits_known
	 * (every pawn's attacks are plain steps, and a colour's pawns attack
	 * with one value). */
	uint64_t hits[2][EVAL_SQUARES / 64];
	int16_t hit_value[2];
	int hits_known;
} eval_pawn_entry;

typedef struct eval_pawn_cache {
	unsigned long stamp; /* of the tables the entries were made by; 0: none */
	eval_pawn_entry entry[EVAL_PAWN_CACHE_SIZE];
} eval_pawn_cache;

/* Like eval_evaluate_window, with the network's sums and the square
 * terms of p given (NULL: made afresh) and the pawn terms kept in and
 * taken from cache (NULL: none). A cache holds the terms of one build of
 * tables and empties itself when given another (eval_tables.stamp); a
 * cache set to zeros is empty. */
int eval_evaluate_cached(const eval_tables *t, const position *p, int lo, int hi, int *full,
			 const eval_net_sums *sums, const eval_psq *psq, eval_pawn_cache *cache);

/* Material of colour c (non-royal pieces) in centipawns. */
int eval_material(const eval_tables *t, const position *p, int c);

/* Non-pawn, non-royal material of colour c in centipawns (null-move guard). */
int eval_pieces_material(const eval_tables *t, const position *p, int c);

#endif
