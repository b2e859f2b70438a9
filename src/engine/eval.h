/* eval.h - static evaluation derived from the variant's piece definitions.
 *
 * Nothing here is tuned for one variant: piece values come from how many
 * squares each piece reaches on an empty board of the variant's size (its
 * compiled rays, with range, zones, colour-binding and direction taken into
 * account), and the square tables, pawn terms and royal safety scale with
 * the board. A "value N" attribute in the variant file overrides a piece's
 * derived value.
 */
#ifndef LEAPER_EVAL_H
#define LEAPER_EVAL_H

#include <stdint.h>

#include "position.h"

#define EVAL_SQUARES (BRD_MAX_FILES * BRD_MAX_RANKS)

/* How one piece type is scored; filled by eval_init. */
typedef struct eval_piece {
	int value;              /* centipawns; 0 for royal pieces */
	int mobility_x16;       /* average reachable squares on the empty board, x16 */
	int mob_weight;         /* centipawns per 16 reachable squares (x16 fixed point) */
	int colour_bound;       /* 1: every move keeps the square colour */
	int forward_only;       /* 1: no move goes backward or sideways */
	int phase;              /* weight in the game phase (0 for pawns and royals) */
	int leap_range;         /* farthest file or rank step of its one-step moves */
} eval_piece;

#define EVAL_MAX_RAYS 64

/* The rays of one piece type and colour, split for the mobility count. */
typedef struct eval_rays {
	int nslide, nleap;
	uint16_t slide[EVAL_MAX_RAYS]; /* indices into v->rays[colour] of rays longer than one step */
	uint16_t leap[EVAL_MAX_RAYS];  /* of one-step rays */
} eval_rays;

/* The per-variant tables of the evaluation. Built once per variant. */
typedef struct eval_tables {
	const variant *v;       /* the variant they were built for */
	unsigned long serial;   /* and its serial: another may come at the same address */
	eval_piece piece[VAR_MAX_TYPES];
	eval_rays rays[2][VAR_MAX_TYPES];
	/* Square tables by colour, type and compact square index
	 * (BRD_INDEX): opening and endgame halves. */
	int16_t pst_mg[2][VAR_MAX_TYPES][EVAL_SQUARES];
	int16_t pst_eg[2][VAR_MAX_TYPES][EVAL_SQUARES];
	/* Ranks a pawn of each colour still has to go to promote on its file,
	 * by compact square index; -1 where it cannot promote on that file. */
	int8_t promo_dist[2][EVAL_SQUARES];
	int max_promo_dist;     /* the largest of those on the board */
	int promo_value;        /* value of the best promotion choice */
	int phase_total;        /* phase of the start position */
	int shield_ranks;       /* ranks near home where a royal piece counts as sheltered */
	int zone_radius;        /* squares around a royal piece that count as its zone */
} eval_tables;

/* The value of piece type t of v in centipawns: the file's "value N" if
 * given, otherwise derived from its moves (royal pieces have 0). */
int eval_piece_value(const variant *v, int type);

/* Builds the tables for v. */
void eval_init(eval_tables *t, const variant *v);

/* The score of p in centipawns from the side to move's point of view. */
int eval_evaluate(const eval_tables *t, const position *p);

/* Like eval_evaluate, but may return a cheaper estimate (without mobility
 * and attacks on the royal zone) when that is clearly at most lo or at
 * least hi. */
int eval_evaluate_window(const eval_tables *t, const position *p, int lo, int hi);

/* Material of colour c (non-royal pieces) in centipawns. */
int eval_material(const eval_tables *t, const position *p, int c);

/* Non-pawn, non-royal material of colour c in centipawns (null-move guard). */
int eval_pieces_material(const eval_tables *t, const position *p, int c);

#endif
