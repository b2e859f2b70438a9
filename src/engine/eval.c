/* eval.c - the static evaluation: material, square tables, mobility,
 * attack maps and the threats read from them, pawn structure and passed
 * pawns, royal safety and a drawish scale, blended by game phase.
 *
 * Everything is read from the tables eval_init derived from the variant
 * (eval_tables.c); rules such as stalemate results and check-only powers
 * belong to the search, which sees them through the move generator.
 */
#include "eval.h"

#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "zobrist.h"

#define MAX_DANGER 500
/* The value a royal piece's attack counts with in the attack maps. */
#define ROYAL_ATTACK 30000
#define CANNOT_WIN 400 /* material with no pawns below which a side cannot force mate */
#define LAZY_MARGIN 250 /* the most mobility and royal attacks are expected to change a score */
#define EVAL_INFINITE 1000000
/* The pawn cache's key of a board without pawns: never 0, an empty entry's. */
#define PAWN_KEY_SEED 0x9e3779b97f4a7c15ull

/* Running sums of one evaluation. */
typedef struct terms {
	int mg[2], eg[2];   /* opening and endgame sums of each colour */
	int attackers[2];   /* pieces of colour c hitting the other royal's zone */
	int units[2];       /* their weight */
	int zone_hits[2];   /* their attacks on the squares of that zone */
} terms;

/* Which squares each colour attacks, by mailbox square (only the board's
 * squares are written and read, so only they are cleared). */
typedef struct attacks {
	uint8_t hit[2][BRD_SIZE];    /* 1: colour c attacks the square */
	uint8_t pawn[2][BRD_SIZE];   /* 1: a pawn of colour c does (0 with mobility_area off) */
	int16_t least[2][BRD_SIZE];  /* the value of the cheapest attacker (royal: ROYAL_ATTACK;
	                                above every value where none) */
	/* 1 on the empty squares whose attackers the terms read (those
	 * next to a royal piece and ahead of a passed pawn; every square
	 * while the pawns' attacks are marked): the pieces' attacks on the
	 * others are counted for their mobility but not marked. Occupied
	 * squares are always marked. */
	uint8_t wanted[BRD_SIZE];
} attacks;

/* Chebyshev distance between two squares. */
static inline int
distance(int a, int b)
{
	int df = abs(BRD_FILE(a) - BRD_FILE(b)), dr = abs(BRD_RANK(a) - BRD_RANK(b));
	return df > dr ? df : dr;
}

/* Whether sq is next to (or on) target: their difference is dr * BRD_STRIDE
 * + df with df and dr in -1..1, which the padding makes unique. */
static inline int
near(int sq, int target)
{
	unsigned d = (unsigned)(sq - target + BRD_STRIDE + 1);

	return d <= 2 * BRD_STRIDE + 2 && (d & (BRD_STRIDE - 1)) <= 2;
}

/* Marks sq as attacked by colour us with a piece worth value. */
static inline void
mark(attacks *at, int us, int sq, int value)
{
	int least = at->least[us][sq];

	at->least[us][sq] = (int16_t)(value < least ? value : least);
	at->hit[us][sq] = 1;
}

/* The value an attack by a piece of type counts with in the attack maps
 * (at->least): a royal piece's, pawn or not, is ROYAL_ATTACK, and no
 * other's is more (a variant file may value a piece up to 100000; the
 * maps hold 16 bits, and start every square above ROYAL_ATTACK). */
_Static_assert(ROYAL_ATTACK < 0x7f7f, "the attack maps' empty value is above every attack's");
static inline int
attack_value(const eval_tables *t, const variant *v, int type)
{
	int value = t->piece[type].value;

	return v->pieces[type].royal || value > ROYAL_ATTACK ? ROYAL_ATTACK : value;
}

/* Walks the rays of a piece (slides and one-step leaps): counts the squares
 * it may move to that no enemy pawn attacks, marks the squares it attacks
 * in at, and adds to *hits the squares next to the enemy royal piece at ksq
 * (0 if none) it attacks. */
static int
mobility(const eval_tables *t, const position *p, int from, int us, int type, int ksq, int *hits,
	 attacks *at)
{
	const variant *v = p->v;
	const uint8_t *zb = v->zone_bits[us];
	const eval_rays *er = &t->rays[us][type];
	const uint8_t *avoid = at->pawn[!us];
	int value = attack_value(t, v, type);
	int j, k, n = 0;

	for (j = 0; j < er->nleap; j++) {
		const var_ray *r = &v->rays[us][er->leap[j]];
		int sq = from + r->first;
		uint8_t code = p->board[sq];
		if (code == POS_OFF)
			continue;
		if ((er->free_leap >> j) & 1) {
			/* Usable from anywhere, onto anywhere: no zone to look up. */
			if (code || at->wanted[sq])
				mark(at, us, sq, value);
			if (ksq && near(sq, ksq))
				++*hits;
			n += code ? POS_COLOUR(code) != us : !avoid[sq];
			continue;
		}
		if (!er->plain && !mg_ray_usable(p, r, us, from))
			continue;
		if (r->capture[1] & zb[sq]) {
			if (code || at->wanted[sq])
				mark(at, us, sq, value);
			if (ksq && near(sq, ksq))
				++*hits;
			if (code && POS_COLOUR(code) != us)
				n++;
		}
		if (!code && (r->quiet[1] & zb[sq]) && !avoid[sq])
			n++;
	}
	for (j = 0; j < er->nslide; j++) {
		const var_ray *r = &v->rays[us][er->slide[j]];
		int sq = from + r->first;
		if ((er->free_slide >> j) & 1) {
			int next = r->next, reach = r->reach;
			for (k = 1; k <= reach; k++, sq += next) {
				uint8_t code = p->board[sq];
				if (code == POS_OFF)
					break;
				if (ksq && near(sq, ksq))
					++*hits;
				if (!code) {
					if (at->wanted[sq])
						mark(at, us, sq, value);
					n += !avoid[sq];
					continue;
				}
				mark(at, us, sq, value);
				n += POS_COLOUR(code) != us;
				break;
			}
			continue;
		}
		if (!er->plain && !mg_ray_usable(p, r, us, from))
			continue;
		for (k = 1; k <= r->reach; k++, sq += r->next) {
			uint8_t code = p->board[sq];
			if (code == POS_OFF)
				break;
			if (r->capture[k] & zb[sq]) {
				if (code || at->wanted[sq])
					mark(at, us, sq, value);
				if (ksq && near(sq, ksq))
					++*hits;
			}
			if (!code) {
				if ((r->quiet[k] & zb[sq]) && !avoid[sq])
					n++;
				continue;
			}
			if (POS_COLOUR(code) != us && (r->capture[k] & zb[sq]))
				n++;
			break;
		}
	}
	return n;
}

/* The passed pawns one evaluation found, for the terms that need the
 * attack maps. */
typedef struct passers {
	int n;                  /* how many */
	int sq[64];             /* their squares */
	int prog[64];           /* their progress, 0..16 */
	int scale[64];          /* the promotion value they play for, 300..900 */
} passers;

/* Whether a pawn of colour c stands on sq. */
static inline int
own_pawn(const position *p, int c, int sq)
{
	uint8_t code = p->board[sq];

	return code && code != POS_OFF && POS_COLOUR(code) == c &&
	       ((p->v->pawn_types >> POS_TYPE(code)) & 1);
}

/* The squares each colour's pawns attack, into pe->hits, when the pawns
 * alone decide them: every pawn attacks by plain steps (eval_rays.nhit),
 * and a colour's pawns all with one value. */
static void
pawn_hits(const eval_tables *t, const position *p, eval_pawn_entry *pe)
{
	int c, i, j, seen[2] = { 0, 0 };

	memset(pe->hits, 0, sizeof pe->hits);
	pe->hits_known = 1;
	for (c = 0; c < 2; c++)
		for (i = 0; i < p->count[c]; i++) {
			int sq = p->list[c][i], type = POS_TYPE(p->board[sq]), value;
			const eval_rays *er = &t->rays[c][type];
			if (!((p->v->pawn_types >> type) & 1))
				continue;
			value = attack_value(t, p->v, type);
			if (er->nhit < 0 || (seen[c] && value != pe->hit_value[c])) {
				pe->hits_known = 0;
				return;
			}
			seen[c] = 1;
			pe->hit_value[c] = (int16_t)value;
			for (j = 0; j < er->nhit; j++) {
				int to = sq + er->hit[j];
				if (p->board[to] != POS_OFF)
					pe->hits[c][BRD_INDEX(to) / 64] |= 1ull << (BRD_INDEX(to) % 64);
			}
		}
}

/* The pawn terms that depend on the pawns alone, into pe: doubled,
 * isolated and connected pawns and each pawn's own weight, the files each
 * colour has pawns on, and which pawns are passed. */
static void
pawn_structure(const eval_tables *t, const position *p, eval_pawn_entry *pe)
{
	const variant *v = p->v;
	const int *w = t->w.w;
	int count[2][BRD_MAX_FILES + 2], front[2][BRD_MAX_FILES + 2];
	int c, i, f;

	memset(count, 0, sizeof count);
	memset(pe->mg, 0, sizeof pe->mg);
	memset(pe->eg, 0, sizeof pe->eg);
	memset(pe->passed, 0, sizeof pe->passed);
	pawn_hits(t, p, pe);
	for (f = 0; f < BRD_MAX_FILES + 2; f++) {
		front[WHITE][f] = BRD_MAX_RANKS; /* lowest White pawn */
		front[BLACK][f] = -1;            /* highest Black pawn */
	}
	for (c = 0; c < 2; c++)
		for (i = 0; i < p->count[c]; i++) {
			int sq = p->list[c][i], r = BRD_RANK(sq);
			if (!((v->pawn_types >> POS_TYPE(p->board[sq])) & 1))
				continue;
			f = BRD_FILE(sq) + 1;
			count[c][f]++;
			if (c == WHITE ? r < front[c][f] : r > front[c][f])
				front[c][f] = r;
		}
	for (c = 0; c < 2; c++) {
		pe->files[c] = 0;
		for (f = 0; f < BRD_MAX_FILES + 2; f++)
			if (count[c][f])
				pe->files[c] |= 1u << f;
		for (i = 0; i < p->count[c]; i++) {
			int sq = p->list[c][i], r = BRD_RANK(sq), passed = 1, g, d;
			int back = c == WHITE ? BRD_STRIDE : -BRD_STRIDE;
			if (!((v->pawn_types >> POS_TYPE(p->board[sq])) & 1))
				continue;
			f = BRD_FILE(sq) + 1;
			pe->mg[c] += w[EW_PAWN_MG];
			pe->eg[c] += w[EW_PAWN_EG];
			d = t->promo_dist[c][BRD_INDEX(sq)];
			if (own_pawn(p, c, sq - 1) || own_pawn(p, c, sq + 1) ||
			    own_pawn(p, c, sq - back - 1) || own_pawn(p, c, sq - back + 1)) {
				int prog = d > 0 ? (t->max_promo_dist - d) * 16 / t->max_promo_dist : 0;
				int x16 = 16 + prog * prog / 4; /* 1 at the start, 5 at promotion */
				pe->mg[c] += w[EW_CONNECTED_MG] * x16 / 16;
				pe->eg[c] += w[EW_CONNECTED_EG] * x16 / 16;
			}
			if (count[c][f] > 1) {
				pe->mg[c] -= w[EW_DOUBLED_MG] / 2;
				pe->eg[c] -= w[EW_DOUBLED_EG] / 2;
			}
			if (!count[c][f - 1] && !count[c][f + 1]) {
				pe->mg[c] -= w[EW_ISOLATED_MG];
				pe->eg[c] -= w[EW_ISOLATED_EG];
			}
			for (g = f - 1; g <= f + 1 && passed; g++)
				if (c == WHITE ? front[BLACK][g] > r : front[WHITE][g] < r)
					passed = 0;
			if (passed && d > 0)
				pe->passed[BRD_INDEX(sq) / 64] |= 1ull << (BRD_INDEX(sq) % 64);
		}
	}
}

/* The pawn terms of p into s from what pawn_structure found (pe), with
 * those that depend on the other pieces: passed pawns blocked or near the
 * royal pieces (the passed ones are listed in pp), and file sliders on
 * files without pawns. */
static void
pawns(const eval_tables *t, const position *p, const eval_pawn_entry *pe, terms *s, passers *pp)
{
	const variant *v = p->v;
	const int *w = t->w.w;
	int c, i;

	for (c = 0; c < 2; c++) {
		s->mg[c] += pe->mg[c];
		s->eg[c] += pe->eg[c];
		for (i = 0; i < p->count[c]; i++) {
			int sq = p->list[c][i], idx = BRD_INDEX(sq);
			int f = BRD_FILE(sq) + 1;
			if (!((v->pawn_types >> POS_TYPE(p->board[sq])) & 1)) {
				const eval_piece *ep = &t->piece[POS_TYPE(p->board[sq])];
				if (ep->file_slider && !((pe->files[c] >> f) & 1)) {
					if ((pe->files[!c] >> f) & 1) {
						s->mg[c] += w[EW_HALF_OPEN_MG];
						s->eg[c] += w[EW_HALF_OPEN_EG];
					} else {
						s->mg[c] += w[EW_OPEN_FILE_MG];
						s->eg[c] += w[EW_OPEN_FILE_EG];
					}
				}
				continue;
			}
			if (!((pe->passed[idx / 64] >> (idx % 64)) & 1))
				continue;
			int d = t->promo_dist[c][idx], span = t->max_promo_dist, scale = t->promo_value;
			int prog = (span - d) * 16 / span; /* 0..16 */
			int ahead = sq + (c == WHITE ? BRD_STRIDE : -BRD_STRIDE);
			int mg = w[EW_PASSED_MG] + w[EW_PASSED_MG_ADV] * prog * prog / 256;
			int eg = w[EW_PASSED_EG] + w[EW_PASSED_EG_ADV] * prog * prog / 256;
			if (scale > 900)
				scale = 900;
			if (scale < 300)
				scale = 300;
			if (p->board[ahead] && p->board[ahead] != POS_OFF) {
				mg = mg * w[EW_PASSED_BLOCKED_X16] / 16;
				eg = eg * w[EW_PASSED_BLOCKED_X16] / 16;
			}
			if (p->board[ahead] != POS_OFF && p->nroyal[c] && p->nroyal[!c])
				eg += (w[EW_PASSED_ENEMY_ROYAL] * distance(p->royal[!c][0], ahead) -
				       w[EW_PASSED_OWN_ROYAL] * distance(p->royal[c][0], ahead)) * prog / 16;
			s->mg[c] += mg * scale / 900;
			s->eg[c] += eg * scale / 900;
			if (pp->n < 64 && p->board[ahead] != POS_OFF) {
				pp->sq[pp->n] = sq;
				pp->prog[pp->n] = prog;
				pp->scale[pp->n++] = scale;
			}
		}
	}
}

/* Pawns in front of the royal pieces that stay near home. */
static void
shelter(const eval_tables *t, const position *p, terms *s)
{
	const variant *v = p->v;
	int c, i, df, dr;

	for (c = 0; c < 2; c++)
		for (i = 0; i < p->nroyal[c] && i < 1; i++) {
			int ksq = p->royal[c][i], r = BRD_RANK(ksq);
			int home = c == WHITE ? r : v->geo.ranks - 1 - r, pts = 0;
			int up = c == WHITE ? BRD_STRIDE : -BRD_STRIDE;
			if (home >= t->shield_ranks)
				continue;
			for (dr = 1; dr <= 2; dr++)
				for (df = -1; df <= 1; df++) {
					uint8_t code = p->board[ksq + dr * up + df];
					if (code && code != POS_OFF && POS_COLOUR(code) == c &&
					    ((v->pawn_types >> POS_TYPE(code)) & 1))
						pts += 3 - dr;
				}
			s->mg[c] += t->w.w[EW_SHIELD] * pts;
		}
}

/* Material of colour c (non-royal pieces). */
int
eval_material(const eval_tables *t, const position *p, int c)
{
	int i, m = 0;

	for (i = 0; i < p->v->ntypes; i++)
		m += p->type_count[c][i] * t->piece[i].value;
	return m;
}

/* Non-pawn, non-royal material of colour c. */
int
eval_pieces_material(const eval_tables *t, const position *p, int c)
{
	int i, m = 0;

	for (i = 0; i < p->v->ntypes; i++)
		if (!((p->v->pawn_types >> i) & 1))
			m += p->type_count[c][i] * t->piece[i].value;
	return m;
}

/* Whether colour c has any pawn-type piece. */
static int
has_pawns(const position *p, int c)
{
	int i;

	for (i = 0; i < p->v->ntypes; i++)
		if (((p->v->pawn_types >> i) & 1) && p->type_count[c][i])
			return 1;
	return 0;
}

/* Blends the opening and endgame halves of s by phase (White's view). */
static int
blend(const eval_tables *t, const terms *s, int phase)
{
	return ((s->mg[WHITE] - s->mg[BLACK]) * phase +
		(s->eg[WHITE] - s->eg[BLACK]) * (t->phase_total - phase)) / t->phase_total;
}

/* Drives a lone royal piece to the edge and the winning royal toward it. */
static int
mop_up(const position *p, int strong)
{
	int weak = !strong, a, b, df, dr;

	if (!p->nroyal[weak] || !p->nroyal[strong])
		return 0;
	a = p->royal[weak][0];
	b = p->royal[strong][0];
	df = abs(2 * BRD_FILE(a) - (p->v->geo.files - 1));
	dr = abs(2 * BRD_RANK(a) - (p->v->geo.ranks - 1));
	{
		int edge = (df > dr ? df : dr) * 5;
		int kf = abs(BRD_FILE(a) - BRD_FILE(b)), kr = abs(BRD_RANK(a) - BRD_RANK(b));
		return edge + (16 - (kf > kr ? kf : kr)) * 4;
	}
}

/* Squares next to the royal piece of colour !c that c attacks and that
 * nothing but that royal piece guards. */
static int
weak_zone(const position *p, const attacks *at, int c)
{
	int ksq, df, dr, n = 0;

	if (!p->nroyal[!c])
		return 0;
	ksq = p->royal[!c][0];
	for (dr = -1; dr <= 1; dr++)
		for (df = -1; df <= 1; df++) {
			int sq = ksq + BRD_DELTA(df, dr);
			if ((!df && !dr) || p->board[sq] == POS_OFF)
				continue;
			if (at->hit[c][sq] && (!at->hit[!c][sq] || at->least[!c][sq] == ROYAL_ATTACK))
				n++;
		}
	return n;
}

/* Pieces attacked by a cheaper piece or attacked and undefended, and
 * passed pawns whose next square is free, from the attack maps. */
static void
threats(const eval_tables *t, const position *p, const attacks *at, const passers *pp, terms *s)
{
	const int *w = t->w.w;
	int c, i;

	for (c = 0; c < 2; c++)
		for (i = 0; i < p->count[c]; i++) {
			int sq = p->list[c][i], type = POS_TYPE(p->board[sq]);
			int value = t->piece[type].value;
			if (!at->hit[!c][sq] || p->v->pieces[type].royal)
				continue;
			if (at->least[!c][sq] < value - 50) {
				s->mg[c] -= w[EW_THREAT_MG];
				s->eg[c] -= w[EW_THREAT_EG];
			} else if (!at->hit[c][sq]) {
				s->mg[c] -= w[EW_HANGING_MG];
				s->eg[c] -= w[EW_HANGING_EG];
			}
		}
	for (i = 0; i < pp->n; i++) {
		int sq = pp->sq[i];
		c = POS_COLOUR(p->board[sq]);
		int ahead = sq + (c == WHITE ? BRD_STRIDE : -BRD_STRIDE);
		if (!p->board[ahead] && !at->hit[!c][ahead])
			s->eg[c] += w[EW_PASSED_FREE] * pp->prog[i] / 16 * pp->scale[i] / 900;
	}
}

/* How much the lead of White's opening and endgame sums mg and eg is
 * worth changes with how winnable it is (after Stockfish's "winnable"):
 * many pawns, pawns on both wings, passed pawns (npassed), royal pieces
 * apart on the files or one deep in the enemy half raise the endgame lead;
 * few pawns, or royals facing each other with the pawns on one wing, lower
 * it, and lower the opening lead too when low enough. A leader with few
 * pawns keeps less of its endgame lead. Returns the change of the blended
 * score, White's side. */
static int
winnable(const eval_tables *t, const position *p, int npassed, int mg, int eg, int phase)
{
	const variant *v = p->v;
	const int *w = t->w.w;
	int c, i, pawns[2] = { 0, 0 }, wings = 0, outflank = 0, deep = 0, pieces = 0;
	int complexity, dmg = 0, deg = 0, half = v->geo.files / 2, lead, scale;

	for (c = 0; c < 2; c++)
		for (i = 0; i < p->count[c]; i++) {
			int sq = p->list[c][i], type = POS_TYPE(p->board[sq]);
			if ((v->pawn_types >> type) & 1) {
				pawns[c]++;
				wings |= BRD_FILE(sq) < half ? 1 : 2;
			} else if (!v->pieces[type].royal) {
				pieces++;
			}
		}
	if (p->nroyal[WHITE] && p->nroyal[BLACK]) {
		int a = p->royal[WHITE][0], b = p->royal[BLACK][0];
		outflank = abs(BRD_FILE(a) - BRD_FILE(b)) - abs(BRD_RANK(a) - BRD_RANK(b));
		deep = BRD_RANK(a) >= v->geo.ranks / 2 || BRD_RANK(b) < v->geo.ranks - v->geo.ranks / 2;
	}
	/* Stockfish's numbers, halved to centipawns; pawns counted against
	 * the start's, so a wide board's many pawns do not swamp the rest. */
	complexity = 4 * npassed + (pawns[0] + pawns[1]) * 96 / (t->start_pawns ? t->start_pawns : 16) +
		     4 * outflank + 10 * (wings == 3) + 12 * deep + 25 * !pieces -
		     21 * (outflank < 0 && wings != 3) - 55;
	complexity = complexity * w[EW_COMPLEXITY_X16] / 16;
	if (eg) {
		int a = abs(eg);
		deg = (eg > 0 ? 1 : -1) * (complexity > -a ? complexity : -a);
	}
	if (mg) {
		int a = abs(mg), u = complexity + 25 * w[EW_COMPLEXITY_X16] / 16;
		dmg = (mg > 0 ? 1 : -1) * (u > 0 ? 0 : u < -a ? -a : u);
	}
	lead = eg + deg;
	scale = 64 - (w[EW_FEW_PAWNS] - 7 * pawns[lead > 0 ? WHITE : BLACK]);
	if (scale < 64)
		deg = lead * (scale > 0 ? scale : 0) / 64 - eg;
	return (dmg * phase + deg * (t->phase_total - phase)) / t->phase_total;
}

/* Clears the attack maps of at and marks the pawns' attacks in them,
 * from pe where it knows them (pawn_hits; pe NULL: none); with the
 * mobility area on, also in at->pawn: the others' mobility leaves out
 * the squares enemy pawns attack. */
static void
pawn_attacks(const eval_tables *t, const position *p, const eval_pawn_entry *pe, attacks *at)
{
	int c, i, hits = 0, lo = BRD_SQ(0, 0), len = BRD_SQ(p->v->geo.files - 1, p->v->geo.ranks - 1) - lo + 1;

	memset(at->hit[WHITE] + lo, 0, (size_t)len);
	memset(at->hit[BLACK] + lo, 0, (size_t)len);
	memset(at->least[WHITE] + lo, 0x7f, (size_t)len * sizeof at->least[0][0]);
	memset(at->least[BLACK] + lo, 0x7f, (size_t)len * sizeof at->least[0][0]);
	if (pe && pe->hits_known) {
		for (c = 0; c < 2; c++)
			for (i = 0; i < EVAL_SQUARES / 64; i++) {
				uint64_t bits = pe->hits[c][i];
				while (bits) {
					int idx = i * 64 + __builtin_ctzll(bits);
					mark(at, c, BRD_SQ(idx % BRD_MAX_FILES, idx / BRD_MAX_FILES), pe->hit_value[c]);
					bits &= bits - 1;
				}
			}
	} else {
		/* Every square wanted: a pawn walked by mobility marks them
		 * all, and so does eval_mobility_counts's walk, which sets no
		 * squares of its own (evaluate does, by want_squares). */
		memset(at->wanted + lo, 1, (size_t)len);
		for (c = 0; c < 2; c++)
			for (i = 0; i < p->count[c]; i++) {
				int sq = p->list[c][i], type = POS_TYPE(p->board[sq]), j, value;
				const eval_rays *er = &t->rays[c][type];
				if (!((p->v->pawn_types >> type) & 1))
					continue;
				if (er->nhit < 0) {
					mobility(t, p, sq, c, type, 0, &hits, at);
					continue;
				}
				/* The common pawn: its attacks are plain steps. */
				value = attack_value(t, p->v, type);
				for (j = 0; j < er->nhit; j++)
					if (p->board[sq + er->hit[j]] != POS_OFF)
						mark(at, c, sq + er->hit[j], value);
			}
	}
	for (c = 0; c < 2; c++)
		if (t->w.w[EW_MOBILITY_AREA])
			memcpy(at->pawn[c] + lo, at->hit[c] + lo, (size_t)len);
		else
			memset(at->pawn[c] + lo, 0, (size_t)len);
}

/* Sets at->wanted to the empty squares whose attackers the terms read
 * once the pawns' attacks are marked: those next to each side's royal
 * piece (weak_zone) and the squares ahead of the passed pawns pp
 * (threats). */
static void
want_squares(const position *p, const passers *pp, attacks *at)
{
	int c, i, df, dr, lo = BRD_SQ(0, 0);
	int len = BRD_SQ(p->v->geo.files - 1, p->v->geo.ranks - 1) - lo + 1;

	memset(at->wanted + lo, 0, (size_t)len);
	for (c = 0; c < 2; c++) {
		int ksq;
		if (!p->nroyal[c])
			continue;
		ksq = p->royal[c][0];
		for (dr = -1; dr <= 1; dr++)
			for (df = -1; df <= 1; df++)
				at->wanted[ksq + BRD_DELTA(df, dr)] = 1;
	}
	for (i = 0; i < pp->n; i++) {
		int sq = pp->sq[i];
		at->wanted[sq + (POS_COLOUR(p->board[sq]) == WHITE ? BRD_STRIDE : -BRD_STRIDE)] = 1;
	}
}

/* Adds to psq (sign 1) or takes from it (-1) the piece code on sq. */
static inline void
psq_piece(const eval_tables *t, eval_psq *psq, uint8_t code, int sq, int sign)
{
	int c = POS_COLOUR(code), type = POS_TYPE(code), idx = BRD_INDEX(sq);
	int pawn = (t->v->pawn_types >> type) & 1;
	const eval_piece *ep = &t->piece[type];

	psq->mg[c] += sign * t->pst_mg[c][type][idx];
	psq->eg[c] += sign * t->pst_eg[c][type][idx];
	psq->phase += sign * ep->phase;
	if (ep->colour_bound)
		psq->bound_on[c][brd_colour(sq)] += sign;
	else if (pawn)
		psq->pawns_on[c][brd_colour(sq)] += sign;
	if (pawn)
		psq->pawn_key ^= zob_piece(code, sq);
}

/* The square terms of p made afresh. */
void
eval_psq_of(const eval_tables *t, const position *p, eval_psq *out)
{
	int c, i;

	memset(out, 0, sizeof *out);
	out->pawn_key = PAWN_KEY_SEED;
	for (c = 0; c < 2; c++)
		for (i = 0; i < p->count[c]; i++)
			psq_piece(t, out, p->board[p->list[c][i]], p->list[c][i], 1);
}

/* The square terms after the move of c from those before it, in place. */
void
eval_psq_change(const eval_tables *t, const eval_change *c, eval_psq *psq)
{
	int i;

	for (i = 0; i < c->n; i++)
		psq_piece(t, psq, c->code[i], c->sq[i], c->sign[i]);
}

/* The score of p for the side to move, from its square terms psq (NULL:
 * made here); the mobility, threat and royal-attack terms are skipped
 * (lazy) when the rest is outside lo..hi by more than LAZY_MARGIN. */
static int
evaluate(const eval_tables *t, const position *p, int lo, int hi, int *full, const eval_net_sums *sums,
	 const eval_psq *psq, eval_pawn_cache *cache)
{
	const variant *v = p->v;
	const int *w = t->w.w;
	terms s;
	passers pp;
	attacks at;
	eval_psq made;
	eval_pawn_entry own;
	const eval_pawn_entry *pe = NULL; /* the pawn terms, when there are pawns */
	int c, i, phase, score, mat[2], lazy, mg, eg;

	memset(&s, 0, sizeof s);
	pp.n = 0;
	if (!psq) {
		eval_psq_of(t, p, &made);
		psq = &made;
	}
	phase = psq->phase;
	for (c = 0; c < 2; c++) {
		s.mg[c] = psq->mg[c];
		s.eg[c] = psq->eg[c];
		/* Own pawns on the squares of a colour-bound piece block it and
		 * leave the other colour to the enemy. */
		for (i = 0; i < 2; i++) {
			s.mg[c] -= psq->bound_on[c][i] * psq->pawns_on[c][i] * w[EW_BOUND_PAWNS_MG];
			s.eg[c] -= psq->bound_on[c][i] * psq->pawns_on[c][i] * w[EW_BOUND_PAWNS_EG];
		}
		mat[c] = eval_material(t, p, c);
		s.mg[c] += mat[c];
		s.eg[c] += mat[c];
		if (psq->bound_on[c][0] && psq->bound_on[c][1]) {
			s.mg[c] += w[EW_BOUND_PAIR_MG];
			s.eg[c] += w[EW_BOUND_PAIR_EG];
		}
	}
	if (v->pawn_types) {
		if (cache) {
			eval_pawn_entry *ce = &cache->entry[psq->pawn_key & (EVAL_PAWN_CACHE_SIZE - 1)];
			if (cache->stamp != t->stamp) {
				memset(cache->entry, 0, sizeof cache->entry);
				cache->stamp = t->stamp;
			}
			if (ce->key != psq->pawn_key) {
				pawn_structure(t, p, ce);
				ce->key = psq->pawn_key;
			}
			pe = ce;
		} else {
			pawn_structure(t, p, &own);
			pe = &own;
		}
		pawns(t, p, pe, &s, &pp);
		shelter(t, p, &s);
	}
	if (phase > t->phase_total)
		phase = t->phase_total;
	score = blend(t, &s, phase);
	if (t->net)
		score += (p->side == WHITE ? 1 : -1) *
			 (sums ? eval_net_output(t->net, sums, p->side) : eval_net_score(t->net, p));
	mg = s.mg[WHITE] - s.mg[BLACK];
	eg = s.eg[WHITE] - s.eg[BLACK];
	lazy = (p->side == WHITE ? score : -score) + w[EW_TEMPO];
	if (lazy + LAZY_MARGIN <= lo || lazy - LAZY_MARGIN >= hi) {
		*full = 0;
		return lazy;
	}
	*full = 1;
	/* Mobility, the attack maps, and attacks on the royal zone. */
	memset(&s, 0, sizeof s);
	/* The pawns' attacks from the cache's entry; without a cache they
	 * are worked out pawn by pawn, so that eval_evaluate is the
	 * reference the cached scores are tested against. */
	pawn_attacks(t, p, cache ? pe : NULL, &at);
	want_squares(p, &pp, &at);
	for (c = 0; c < 2; c++) {
		int ksq = p->nroyal[!c] ? p->royal[!c][0] : 0;
		for (i = 0; i < p->count[c]; i++) {
			int sq = p->list[c][i], type = POS_TYPE(p->board[sq]);
			const eval_piece *ep = &t->piece[type];
			int hits = 0, n, m, count;
			if ((v->pawn_types >> type) & 1)
				continue;
			n = mobility(t, p, sq, c, type, ep->mob_weight ? ksq : 0, &hits, &at);
			count = n < VAR_MOB_MAX ? n : VAR_MOB_MAX - 1;
			s.mg[c] += t->mob_mg[type][count];
			s.eg[c] += t->mob_eg[type][count];
			if (!ep->mob_weight)
				continue;
			m = (n * 16 - ep->mobility_x16 * 5 / 8) * ep->mob_weight / 256;
			s.mg[c] += m * w[EW_MOBILITY_MG_X16] / 16;
			s.eg[c] += m * w[EW_MOBILITY_EG_X16] / 16;
			if (hits) {
				s.attackers[c]++;
				s.units[c] += ep->value / 100 + 1;
				s.zone_hits[c] += hits;
			}
		}
	}
	for (c = 0; c < 2; c++)
		if (s.attackers[c] >= 2) {
			int weak = weak_zone(p, &at, c), danger;
			int units = s.units[c] + (s.zone_hits[c] * w[EW_ZONE_ATTACK_X16] +
						  weak * w[EW_WEAK_ZONE_X16]) / 16;
			danger = units * units * w[EW_DANGER_X16] / 48;
			s.mg[!c] -= danger > MAX_DANGER ? MAX_DANGER : danger;
		}
	threats(t, p, &at, &pp, &s);
	score += blend(t, &s, phase);
	if (w[EW_COMPLEXITY_X16] || w[EW_FEW_PAWNS])
		score += winnable(t, p, pp.n, mg + s.mg[WHITE] - s.mg[BLACK], eg + s.eg[WHITE] - s.eg[BLACK], phase);
	/* A side without pawns and with too little material cannot win; with
	 * a small lead and no pawns it seldom can. */
	for (c = 0; c < 2; c++) {
		int sign = c == WHITE ? 1 : -1;
		if (score * sign > 0 && !has_pawns(p, c) && mat[c] < CANNOT_WIN)
			score /= 8;
		else if (score * sign > 0 && !has_pawns(p, !c) && mat[!c] == 0 && mat[c] >= CANNOT_WIN)
			score += sign * mop_up(p, c);
		else if (score * sign > 0 && !has_pawns(p, c) && mat[c] - mat[!c] < w[EW_DRAWISH_MARGIN])
			score = score * w[EW_DRAWISH_X16] / 16;
	}
	return (p->side == WHITE ? score : -score) + w[EW_TEMPO];
}

/* The score of p from the side to move's point of view. */
int
eval_evaluate(const eval_tables *t, const position *p)
{
	int full;

	return evaluate(t, p, -EVAL_INFINITE, EVAL_INFINITE, &full, NULL, NULL, NULL);
}

/* The score of p, or a cheaper estimate when that is clearly at most lo or
 * at least hi; *full (when asked) says which. */
int
eval_evaluate_window(const eval_tables *t, const position *p, int lo, int hi, int *full)
{
	return eval_evaluate_cached(t, p, lo, hi, full, NULL, NULL, NULL);
}

/* The same, with the network's sums and the square terms given and the
 * pawn terms kept in cache. */
int
eval_evaluate_cached(const eval_tables *t, const position *p, int lo, int hi, int *full,
		     const eval_net_sums *sums, const eval_psq *psq, eval_pawn_cache *cache)
{
	int got;

	return evaluate(t, p, lo, hi, full ? full : &got, sums, psq, cache);
}

/* The mobility counts of p's pieces other than pawns. */
int
eval_mobility_counts(const eval_tables *t, const position *p, eval_mob *out)
{
	attacks at;
	int c, i, n = 0;

	pawn_attacks(t, p, NULL, &at);
	for (c = 0; c < 2; c++)
		for (i = 0; i < p->count[c]; i++) {
			int sq = p->list[c][i], type = POS_TYPE(p->board[sq]), hits = 0;
			if ((p->v->pawn_types >> type) & 1)
				continue;
			out[n].colour = c;
			out[n].type = type;
			out[n++].count = mobility(t, p, sq, c, type, 0, &hits, &at);
		}
	return n;
}
