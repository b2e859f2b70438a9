/* eval_tables.c - deriving the evaluation's numbers from a variant: piece
 * values from mobility on the empty board, square tables, promotion
 * distances and the game phase.
 *
 * A piece's worth is taken from the squares it reaches from every square of
 * an empty board of the variant's size. Long slides count less than short
 * steps (on a real board they are often blocked), non-capturing or
 * capture-only moves count less than full moves, and a piece bound to one
 * square colour or unable to retreat loses a share. The result is mapped to
 * centipawns by a power curve fitted so that orthodox chess gives about
 * 310, 340, 570 and 900 for knight, bishop, rook and queen (a pawn is 100).
 */
#include "eval.h"
#include "movegen.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* Weights of one reachable square. */
#define W_FULL 1.0     /* move and capture */
#define W_QUIET 0.5    /* non-capturing only */
#define W_CAPTURE 0.6  /* capturing only */
#define W_INITIAL 0.1  /* only from a start square */
#define SLIDE_DECAY 0.84 /* each further step of a slide is worth this much of the one before */

/* The weights. The block between the markers is rewritten by
 * tools/tune/tune.py (see HACKING, "Tuning the evaluation"); keep its
 * one-entry-per-line form.
 * BEGIN WEIGHTS */
/* tuned: tools/tune/tune.py (3 passes, ridge 0.0002, K 0.892) from 15267
 * quiet positions of 255 games of leaper 553ebd3 against itself in chess
 * at depth 5, each from an opening of tools/match/openings/chess.epd and 4
 * random plies (leaper tune selfplay --seed 11); drawish_* are hand-set,
 * those games having too few endings without pawns */
const eval_weights eval_default_weights = { {
	[EW_TEMPO] = 9,
	[EW_BOUND_PAIR_MG] = 43,
	[EW_BOUND_PAIR_EG] = 31,
	[EW_DOUBLED_MG] = 7,
	[EW_DOUBLED_EG] = 24,
	[EW_ISOLATED_MG] = 13,
	[EW_ISOLATED_EG] = 8,
	[EW_PASSED_MG] = 5,
	[EW_PASSED_MG_ADV] = 40,
	[EW_PASSED_EG] = 13,
	[EW_PASSED_EG_ADV] = 218,
	[EW_PASSED_BLOCKED_X16] = 5,
	[EW_PASSED_OWN_ROYAL] = 1,
	[EW_PASSED_ENEMY_ROYAL] = 10,
	[EW_PASSED_FREE] = 19,
	[EW_SHIELD] = 6,
	[EW_MOBILITY_MG_X16] = 15,
	[EW_MOBILITY_EG_X16] = 16,
	[EW_DANGER_X16] = 11,
	[EW_THREAT_MG] = 40,
	[EW_THREAT_EG] = 21,
	[EW_HANGING_MG] = 17,
	[EW_HANGING_EG] = 11,
	[EW_PAWN_MG] = 2,
	[EW_PAWN_EG] = 0,
	[EW_DRAWISH_MARGIN] = 250,
	[EW_DRAWISH_X16] = 8,
	[EW_CONNECTED_MG] = 0,
	[EW_CONNECTED_EG] = 0,
	[EW_OPEN_FILE_MG] = 0,
	[EW_OPEN_FILE_EG] = 0,
	[EW_HALF_OPEN_MG] = 0,
	[EW_HALF_OPEN_EG] = 0,
	[EW_ZONE_ATTACK_X16] = 0,
	[EW_WEAK_ZONE_X16] = 0,
	[EW_PST_PIECE_X16] = 16,
	[EW_PST_PAWN_MG_X16] = 16,
	[EW_PST_PAWN_EG_X16] = 16,
	[EW_PST_ROYAL_MG_X16] = 16,
	[EW_PST_ROYAL_EG_X16] = 16,
	[EW_MOBILITY_AREA] = 0,
	[EW_BOUND_PAWNS_MG] = 0,
	[EW_BOUND_PAWNS_EG] = 0,
	[EW_COMPLEXITY_X16] = 0,
	[EW_FEW_PAWNS] = 0,
} };
/* END WEIGHTS */

/* The weak levels' weights: the defaults of 553ebd3's fit, with which
 * the level table was measured, and every term added since at nought (or,
 * for the scales, at one). Not tuned: changing them moves the levels. */
const eval_weights eval_level_weights = { {
	[EW_TEMPO] = 9,
	[EW_BOUND_PAIR_MG] = 43,
	[EW_BOUND_PAIR_EG] = 31,
	[EW_DOUBLED_MG] = 7,
	[EW_DOUBLED_EG] = 24,
	[EW_ISOLATED_MG] = 13,
	[EW_ISOLATED_EG] = 8,
	[EW_PASSED_MG] = 5,
	[EW_PASSED_MG_ADV] = 40,
	[EW_PASSED_EG] = 13,
	[EW_PASSED_EG_ADV] = 218,
	[EW_PASSED_BLOCKED_X16] = 5,
	[EW_PASSED_OWN_ROYAL] = 1,
	[EW_PASSED_ENEMY_ROYAL] = 10,
	[EW_PASSED_FREE] = 19,
	[EW_SHIELD] = 6,
	[EW_MOBILITY_MG_X16] = 15,
	[EW_MOBILITY_EG_X16] = 16,
	[EW_DANGER_X16] = 11,
	[EW_THREAT_MG] = 40,
	[EW_THREAT_EG] = 21,
	[EW_HANGING_MG] = 17,
	[EW_HANGING_EG] = 11,
	[EW_PAWN_MG] = 2,
	[EW_PAWN_EG] = 0,
	[EW_DRAWISH_MARGIN] = 250,
	[EW_DRAWISH_X16] = 8,
	[EW_PST_PIECE_X16] = 16,
	[EW_PST_PAWN_MG_X16] = 16,
	[EW_PST_PAWN_EG_X16] = 16,
	[EW_PST_ROYAL_MG_X16] = 16,
	[EW_PST_ROYAL_EG_X16] = 16,
} };

const char *const eval_weight_names[EVAL_NWEIGHTS] = {
	[EW_TEMPO] = "tempo",
	[EW_BOUND_PAIR_MG] = "bound_pair_mg",
	[EW_BOUND_PAIR_EG] = "bound_pair_eg",
	[EW_DOUBLED_MG] = "doubled_mg",
	[EW_DOUBLED_EG] = "doubled_eg",
	[EW_ISOLATED_MG] = "isolated_mg",
	[EW_ISOLATED_EG] = "isolated_eg",
	[EW_PASSED_MG] = "passed_mg",
	[EW_PASSED_MG_ADV] = "passed_mg_adv",
	[EW_PASSED_EG] = "passed_eg",
	[EW_PASSED_EG_ADV] = "passed_eg_adv",
	[EW_PASSED_BLOCKED_X16] = "passed_blocked_x16",
	[EW_PASSED_OWN_ROYAL] = "passed_own_royal",
	[EW_PASSED_ENEMY_ROYAL] = "passed_enemy_royal",
	[EW_PASSED_FREE] = "passed_free",
	[EW_SHIELD] = "shield",
	[EW_MOBILITY_MG_X16] = "mobility_mg_x16",
	[EW_MOBILITY_EG_X16] = "mobility_eg_x16",
	[EW_DANGER_X16] = "danger_x16",
	[EW_THREAT_MG] = "threat_mg",
	[EW_THREAT_EG] = "threat_eg",
	[EW_HANGING_MG] = "hanging_mg",
	[EW_HANGING_EG] = "hanging_eg",
	[EW_PAWN_MG] = "pawn_mg",
	[EW_PAWN_EG] = "pawn_eg",
	[EW_DRAWISH_MARGIN] = "drawish_margin",
	[EW_DRAWISH_X16] = "drawish_x16",
	[EW_CONNECTED_MG] = "connected_mg",
	[EW_CONNECTED_EG] = "connected_eg",
	[EW_OPEN_FILE_MG] = "open_file_mg",
	[EW_OPEN_FILE_EG] = "open_file_eg",
	[EW_HALF_OPEN_MG] = "half_open_mg",
	[EW_HALF_OPEN_EG] = "half_open_eg",
	[EW_ZONE_ATTACK_X16] = "zone_attack_x16",
	[EW_WEAK_ZONE_X16] = "weak_zone_x16",
	[EW_PST_PIECE_X16] = "pst_piece_x16",
	[EW_PST_PAWN_MG_X16] = "pst_pawn_mg_x16",
	[EW_PST_PAWN_EG_X16] = "pst_pawn_eg_x16",
	[EW_PST_ROYAL_MG_X16] = "pst_royal_mg_x16",
	[EW_PST_ROYAL_EG_X16] = "pst_royal_eg_x16",
	[EW_MOBILITY_AREA] = "mobility_area",
	[EW_BOUND_PAWNS_MG] = "bound_pawns_mg",
	[EW_BOUND_PAWNS_EG] = "bound_pawns_eg",
	[EW_COMPLEXITY_X16] = "complexity_x16",
	[EW_FEW_PAWNS] = "few_pawns",
};

/* The index of the weight called name, or -1. */
int
eval_weight_index(const char *name)
{
	int i;

	for (i = 0; i < EVAL_NWEIGHTS; i++)
		if (!strcmp(eval_weight_names[i], name))
			return i;
	return -1;
}

/* Natural logarithm for x > 0 (the core links no maths library). */
static double
ln(double x)
{
	double y, y2, term, sum = 0.0;
	int e = 0, k;

	while (x > 2.0) {
		x /= 2.0;
		e++;
	}
	while (x < 1.0) {
		x *= 2.0;
		e--;
	}
	y = (x - 1.0) / (x + 1.0);
	y2 = y * y;
	term = y;
	for (k = 1; k < 40; k += 2) {
		sum += term / k;
		term *= y2;
	}
	return 2.0 * sum + e * 0.69314718055994531;
}

/* e to the power x, for the small arguments used here. */
static double
expo(double x)
{
	double sum = 1.0, term = 1.0;
	int k, halvings = 0;

	while (x > 0.5 || x < -0.5) {
		x /= 2.0;
		halvings++;
	}
	for (k = 1; k < 20; k++) {
		term *= x / k;
		sum += term;
	}
	while (halvings-- > 0)
		sum *= sum;
	return sum;
}

/* x to the power y for x > 0. */
static double
power(double x, double y)
{
	return expo(y * ln(x));
}

/* Splits a mailbox offset into file and rank steps. */
static void
decode(int off, int *df, int *dr)
{
	*dr = (off + 16 * BRD_STRIDE + BRD_STRIDE / 2) / BRD_STRIDE - 16;
	*df = off - *dr * BRD_STRIDE;
}

/* Weight of landing on a square with the given powers. */
static double
landing_weight(int quiet, int capture)
{
	if (quiet && capture)
		return W_FULL;
	if (quiet)
		return W_QUIET;
	if (capture)
		return W_CAPTURE;
	return 0.0;
}

/* The weighted number of squares piece type t of colour c reaches from sq
 * on an empty board. */
static double
reach_from(const variant *v, int c, int t, int sq)
{
	double best[BRD_SIZE];
	int touched[BRD_SIZE], ntouched = 0, i, k;
	double sum = 0.0;

	for (i = 0; i < v->ray_count[c][t]; i++) {
		const var_ray *r = &v->rays[c][v->ray_first[c][t] + i];
		int s = sq + r->first;
		double decay = 1.0, scale = 1.0;
		if (!(r->in_zones & v->zone_bits[c][sq]))
			continue;
		if (r->via && r->via_full)
			scale = 0.3; /* needs a piece to jump over */
		if (r->initial)
			scale *= W_INITIAL;
		if (r->kind == RAY_HOP)
			scale *= 0.35; /* needs a screen */
		else if (r->kind == RAY_GRASS)
			scale *= 0.5;
		for (k = 1; k <= r->reach; k++, s += r->next) {
			double w;
			if (!brd_on_board(&v->geo, s))
				break;
			w = landing_weight((r->quiet[k] & v->zone_bits[c][s]) != 0,
					   (r->capture[k] & v->zone_bits[c][s]) != 0) * decay * scale;
			if (w > 0.0) {
				int j;
				for (j = 0; j < ntouched && touched[j] != s; j++)
					;
				if (j == ntouched) {
					touched[ntouched++] = s;
					best[s] = 0.0;
				}
				if (w > best[s])
					best[s] = w;
			}
			if (k >= 1)
				decay *= SLIDE_DECAY;
			if (r->kind == RAY_GRASS)
				break;
		}
	}
	for (i = 0; i < ntouched; i++)
		sum += best[touched[i]];
	return sum;
}

/* Whether every move of type t keeps the square colour. */
static int
colour_bound(const variant *v, int t)
{
	int i, df, dr;

	for (i = 0; i < v->ray_count[WHITE][t]; i++) {
		const var_ray *r = &v->rays[WHITE][v->ray_first[WHITE][t] + i];
		decode(r->first, &df, &dr);
		if ((df + dr) & 1)
			return 0;
		decode(r->next, &df, &dr);
		if (r->reach > 1 && ((df + dr) & 1))
			return 0;
	}
	return v->ray_count[WHITE][t] > 0;
}

/* Whether every move of type t (White) goes forward. */
static int
forward_only(const variant *v, int t)
{
	int i, df, dr;

	for (i = 0; i < v->ray_count[WHITE][t]; i++) {
		const var_ray *r = &v->rays[WHITE][v->ray_first[WHITE][t] + i];
		decode(r->first, &df, &dr);
		if (dr <= 0)
			return 0;
	}
	return v->ray_count[WHITE][t] > 0;
}

/* Whether type t (White) slides forward along its file, two squares or
 * more, capturing. */
static int
file_slider(const variant *v, int t)
{
	int i, k;

	for (i = 0; i < v->ray_count[WHITE][t]; i++) {
		const var_ray *r = &v->rays[WHITE][v->ray_first[WHITE][t] + i];
		if (r->kind != RAY_SLIDE || r->first != BRD_DELTA(0, 1) || r->next != BRD_DELTA(0, 1) ||
		    r->reach < 2)
			continue;
		for (k = 2; k <= r->reach; k++)
			if (r->capture[k])
				return 1;
	}
	return 0;
}

/* Average weighted reach of type t over the board, for White. */
static double
average_reach(const variant *v, int t)
{
	int f, r, n = 0;
	double sum = 0.0;

	for (r = 0; r < v->geo.ranks; r++)
		for (f = 0; f < v->geo.files; f++, n++)
			sum += reach_from(v, WHITE, t, BRD_SQ(f, r));
	return n ? sum / n : 0.0;
}

/* The derived value of a non-pawn, non-royal piece with average reach m. */
static int
value_of_reach(double m, int bound, int forward)
{
	double value;

	if (m <= 0.0)
		return 50;
	value = 70.9 * power(m, 0.89);
	if (bound)
		value *= 0.84;
	if (forward)
		value *= 0.7;
	return value < 50 ? 50 : (int)(value + 0.5);
}

/* The value of piece type t of v in centipawns. */
int
eval_piece_value(const variant *v, int type)
{
	const var_piece *pc = &v->pieces[type];

	if (pc->value > 0)
		return pc->value;
	if (pc->royal)
		return 0;
	if (pc->pawn)
		return 100;
	return value_of_reach(average_reach(v, type), colour_bound(v, type), forward_only(v, type));
}

/* Distance of sq from the centre of the board, 0 at the centre, in files
 * and ranks (times two, to stay in integers). */
static int
centre_distance2(const variant *v, int sq)
{
	int df = abs(2 * BRD_FILE(sq) - (v->geo.files - 1));
	int dr = abs(2 * BRD_RANK(sq) - (v->geo.ranks - 1));
	return df > dr ? df : dr;
}

/* Fills the promotion distances of both colours. */
static void
init_promotion(eval_tables *t, const variant *v)
{
	int c, f, r, k, i;

	memset(t->promo_dist, -1, sizeof t->promo_dist);
	t->max_promo_dist = 1;
	for (c = 0; c < 2; c++)
		for (f = 0; f < v->geo.files; f++)
			for (r = 0; r < v->geo.ranks; r++) {
				int sq = BRD_SQ(f, r), step = c == WHITE ? 1 : -1;
				for (k = 0; r + k * step >= 0 && r + k * step < v->geo.ranks; k++)
					if (v->promo_zone[c][BRD_SQ(f, r + k * step)])
						break;
				if (r + k * step < 0 || r + k * step >= v->geo.ranks)
					continue;
				t->promo_dist[c][BRD_INDEX(sq)] = (int8_t)k;
				if (k > t->max_promo_dist)
					t->max_promo_dist = k;
			}
	t->promo_value = 0;
	for (c = 0; c < 2; c++)
		for (i = 0; i < v->npromo[c]; i++)
			if (t->piece[v->promo[c][i].type].value > t->promo_value)
				t->promo_value = t->piece[v->promo[c][i].type].value;
}

/* Square tables of a pawn type: advancement, more in the centre early. */
static void
pawn_table(eval_tables *t, const variant *v, int type, int sq, int *mg, int *eg)
{
	int d = t->promo_dist[WHITE][BRD_INDEX(sq)];
	int span = t->max_promo_dist, files = v->geo.files;
	int fd = abs(2 * BRD_FILE(sq) - (files - 1)); /* 0 centre .. files-1 edge */
	double progress, centre;

	(void)type;
	if (d < 0) {
		*mg = *eg = 0;
		return;
	}
	progress = span > 0 ? (double)(span - d) / span : 0.0;
	centre = files > 1 ? 1.0 - (double)fd / (files - 1) : 1.0;
	*mg = (int)(progress * 24.0 * (centre - 0.3));
	*eg = (int)(progress * progress * 60.0);
}

/* Square tables of a royal piece: sheltered at home early, central late. */
static void
royal_table(const variant *v, int sq, int *mg, int *eg)
{
	int files = v->geo.files, ranks = v->geo.ranks;
	int r = BRD_RANK(sq);
	int fd = abs(2 * BRD_FILE(sq) - (files - 1));
	int scale = 8 * 16 / (ranks > 8 ? ranks : 8); /* per rank, x16 */

	*mg = (fd * 3 * 8 / files) - r * scale * 3 / 2;
	if (r > 0)
		*mg -= 10;
	*eg = -(centre_distance2(v, sq) * 10 * 8 / (files > ranks ? files : ranks));
}

/* Whether ray r of a piece never captures (can mark no square attacked). */
static int
never_captures(const var_ray *r)
{
	int k;

	for (k = 1; k <= r->reach; k++)
		if (r->capture[k])
			return 0;
	return 1;
}

/* Whether ray r is usable from any square and moves and captures onto
 * any square at every distance it reaches. */
static int
free_ray(const var_ray *r)
{
	int k;

	if (!mg_ray_always_usable(r))
		return 0;
	for (k = 1; k <= r->reach; k++)
		if (!(r->quiet[k] & r->capture[k] & VAR_ZONE_ANY))
			return 0;
	return 1;
}

/* Whether the rays of er are all plain (eval_rays.plain), and lists the
 * steps by which the type attacks (eval_rays.nhit) if they are all plain
 * one-step rays that capture onto any square. */
static void
init_plain_rays(eval_rays *er, const variant *v, int c)
{
	int j;

	er->free_slide = er->free_leap = 0;
	for (j = 0; j < er->nslide; j++)
		if (free_ray(&v->rays[c][er->slide[j]]))
			er->free_slide |= (uint64_t)1 << j;
	for (j = 0; j < er->nleap; j++)
		if (free_ray(&v->rays[c][er->leap[j]]))
			er->free_leap |= (uint64_t)1 << j;
	er->plain = 1;
	for (j = 0; j < er->nslide + er->nleap; j++)
		if (!mg_ray_always_usable(&v->rays[c][j < er->nslide ? er->slide[j] : er->leap[j - er->nslide]]))
			er->plain = 0;
	er->nhit = 0;
	for (j = 0; j < er->nslide; j++)
		if (!never_captures(&v->rays[c][er->slide[j]])) {
			er->nhit = -1;
			return;
		}
	for (j = 0; j < er->nleap; j++) {
		const var_ray *r = &v->rays[c][er->leap[j]];
		if (never_captures(r))
			continue;
		if (!mg_ray_always_usable(r) || !(r->capture[1] & VAR_ZONE_ANY)) {
			er->nhit = -1;
			return;
		}
		er->hit[er->nhit++] = r->first;
	}
}

/* Sorts the sliding rays of every type from its one-step rays and finds
 * how far its one-step moves reach. */
static void
init_rays(eval_tables *t, const variant *v)
{
	int c, type, i, df, dr;

	for (c = 0; c < 2; c++)
		for (type = 0; type < v->ntypes; type++) {
			eval_rays *er = &t->rays[c][type];
			for (i = 0; i < v->ray_count[c][type]; i++) {
				int idx = v->ray_first[c][type] + i;
				const var_ray *r = &v->rays[c][idx];
				if (r->kind != RAY_SLIDE)
					continue;
				if (r->reach > 1 && er->nslide < EVAL_MAX_RAYS) {
					er->slide[er->nslide++] = (uint16_t)idx;
				} else if (r->reach == 1 && er->nleap < EVAL_MAX_RAYS) {
					er->leap[er->nleap++] = (uint16_t)idx;
					decode(r->first, &df, &dr);
					df = abs(df);
					dr = abs(dr);
					if (df > t->piece[type].leap_range)
						t->piece[type].leap_range = df;
					if (dr > t->piece[type].leap_range)
						t->piece[type].leap_range = dr;
				}
			}
			init_plain_rays(er, v, c);
		}
}

/* The default weights with those the variant file of v sets over them. */
void
eval_variant_weights(const variant *v, eval_weights *w)
{
	int i, idx;

	*w = eval_default_weights;
	for (i = 0; i < v->nweights; i++)
		if ((idx = eval_weight_index(v->weight_name[i])) >= 0)
			w->w[idx] = v->weight_value[i];
}

/* Adds the square and mobility bonuses of v's file to the tables of t. */
void
eval_add_bonuses(eval_tables *t, const variant *v)
{
	int type, f, r;

	t->net = v->net;
	memcpy(t->mob_mg, v->mobility_bonus[0], sizeof t->mob_mg);
	memcpy(t->mob_eg, v->mobility_bonus[1], sizeof t->mob_eg);
	for (type = 0; type < v->ntypes; type++)
		for (r = 0; r < v->geo.ranks; r++)
			for (f = 0; f < v->geo.files; f++) {
				int i = BRD_INDEX(BRD_SQ(f, r)), m = BRD_INDEX(brd_mirror(&v->geo, BRD_SQ(f, r)));
				t->pst_mg[WHITE][type][i] += v->square_bonus[0][type][i];
				t->pst_eg[WHITE][type][i] += v->square_bonus[1][type][i];
				t->pst_mg[BLACK][type][m] += v->square_bonus[0][type][i];
				t->pst_eg[BLACK][type][m] += v->square_bonus[1][type][i];
			}
}

/* Builds the tables for v with the default weights and the variant's,
 * and the bonuses of its file. */
void
eval_init(eval_tables *t, const variant *v)
{
	eval_weights w;

	eval_variant_weights(v, &w);
	eval_init_weights(t, v, &w);
	eval_add_bonuses(t, v);
}

/* The stamp of the tables built last (eval_tables.stamp). */
static atomic_ulong last_stamp;

/* Builds the tables for v with the weights w. */
void
eval_init_weights(eval_tables *t, const variant *v, const eval_weights *w)
{
	int type, f, r, c, i;

	memset(t, 0, sizeof *t);
	t->w = *w;
	t->v = v;
	t->serial = v->serial;
	t->stamp = atomic_fetch_add(&last_stamp, 1) + 1;
	for (type = 0; type < v->ntypes; type++) {
		eval_piece *ep = &t->piece[type];
		double avg = average_reach(v, type);
		ep->value = eval_piece_value(v, type);
		ep->mobility_x16 = (int)(avg * 16.0 + 0.5);
		ep->colour_bound = colour_bound(v, type);
		ep->forward_only = forward_only(v, type);
		ep->file_slider = !v->pieces[type].pawn && !v->pieces[type].royal && file_slider(v, type);
		ep->mob_weight = (v->pieces[type].pawn || v->pieces[type].royal) ? 0
			: (int)(16.0 * 40.0 / (avg + 4.0) + 0.5);
		ep->phase = (v->pieces[type].pawn || v->pieces[type].royal) ? 0 : (ep->value + 50) / 100;
	}
	init_promotion(t, v);
	init_rays(t, v);
	for (type = 0; type < v->ntypes; type++) {
		const eval_piece *ep = &t->piece[type];
		double k = ep->mobility_x16 > 0 ? 9.0 * power(5.25 * 16.0 / ep->mobility_x16, 0.5) : 0.0;
		for (r = 0; r < v->geo.ranks; r++)
			for (f = 0; f < v->geo.files; f++) {
				int sq = BRD_SQ(f, r), mg, eg;
				if (v->pieces[type].royal) {
					royal_table(v, sq, &mg, &eg);
					mg = mg * w->w[EW_PST_ROYAL_MG_X16] / 16;
					eg = eg * w->w[EW_PST_ROYAL_EG_X16] / 16;
				} else if (v->pieces[type].pawn) {
					pawn_table(t, v, type, sq, &mg, &eg);
					mg = mg * w->w[EW_PST_PAWN_MG_X16] / 16;
					eg = eg * w->w[EW_PST_PAWN_EG_X16] / 16;
				} else {
					double here = reach_from(v, WHITE, type, sq);
					mg = (int)(k * (here - ep->mobility_x16 / 16.0));
					mg -= centre_distance2(v, sq) * 2 * 8 / (v->geo.files > 8 ? v->geo.files : 8);
					mg = mg * w->w[EW_PST_PIECE_X16] / 16;
					eg = mg;
				}
				t->pst_mg[WHITE][type][BRD_INDEX(sq)] = (int16_t)mg;
				t->pst_eg[WHITE][type][BRD_INDEX(sq)] = (int16_t)eg;
			}
		/* Black's table: the mirrored square, with Black's own moves
		 * where they differ (zones are mirrored too). */
		for (r = 0; r < v->geo.ranks; r++)
			for (f = 0; f < v->geo.files; f++) {
				int sq = BRD_SQ(f, r), m = brd_mirror(&v->geo, sq);
				t->pst_mg[BLACK][type][BRD_INDEX(m)] = t->pst_mg[WHITE][type][BRD_INDEX(sq)];
				t->pst_eg[BLACK][type][BRD_INDEX(m)] = t->pst_eg[WHITE][type][BRD_INDEX(sq)];
			}
	}
	/* The phase of the start position. */
	{
		position p;
		if (pos_from_fen(&p, v, v->start, NULL, 0) == POS_OK) {
			for (c = 0; c < 2; c++)
				for (i = 0; i < v->ntypes; i++) {
					t->phase_total += p.type_count[c][i] * t->piece[i].phase;
					if ((v->pawn_types >> i) & 1)
						t->start_pawns += p.type_count[c][i];
				}
		}
		if (t->phase_total <= 0)
			t->phase_total = 1;
	}
	t->shield_ranks = v->geo.ranks >= 10 ? 3 : 2;
	t->zone_radius = 1;
}
