/* cmd_tune_bonus.c - leaper tune squares and leaper tune mobility: fit
 * the square bonuses of one variant (its file's "square-bonus" lines) or
 * its mobility bonuses ("mobility-bonus" lines) to labelled positions, as
 * tools/tune/tune.py fits the weights, but by gradient: the evaluation
 * moves by a bonus for every piece on its square, or for every piece
 * other than a pawn by its mobility count, blended by the game phase as
 * the square tables are, so the fit is of a few hundred numbers at once
 * (HACKING, "Tuning the evaluation").
 *
 * Each position's evaluation with the bonuses the file has now is taken
 * once; the fit then moves them by d, the evaluation by the sum over the
 * pieces of d (opening and endgame halves by phase), treating the rest of
 * the evaluation as fixed. The error is the mean of (result - sigmoid(K *
 * eval))^2 over the positions, K fitted first, plus ridge times the sum of
 * the squared moves in centipawns; Adam steps lower it. The last tenth of
 * the positions (the files being in game order: whole games) is held
 * out, and its error before and after shows whether the fit carries over.
 */
#include "config.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "eval.h"
#include "position.h"
#include "safe_text.h"

/* One piece of one position: its table entry and side. */
typedef struct sq_entry {
	uint16_t feature; /* type * EVAL_SQUARES + BRD_INDEX of its square from White's side, or
			     SQ_FEATURES + type * VAR_MOB_MAX + its mobility count */
	int8_t sign;      /* +1 White's, -1 Black's */
} sq_entry;

/* One position read. */
typedef struct sq_pos {
	double base;     /* evaluation from White's side with today's bonuses */
	double result;   /* 0 to 1 for White */
	double mg;       /* the opening's share of the blend, 0 to 1 */
	long first, end; /* its pieces: entries first .. end - 1 */
} sq_pos;

/* The positions read. */
typedef struct sq_data {
	long n, cap;
	sq_pos *pos;
	long nentries, entries_cap;
	sq_entry *entries;
	uint64_t *seen;  /* open-addressed set of the position keys read */
	long seen_cap;
	int mobility;    /* 1: the entries are mobility counts; 0: squares */
	int most[VAR_MAX_TYPES]; /* the highest mobility count of each type read, -1 for none */
	eval_mob *mob;   /* room for the counts of one position */
} sq_data;

#define SQ_FEATURES (VAR_MAX_TYPES * EVAL_SQUARES)
#define SQ_ALL (SQ_FEATURES + VAR_MAX_TYPES * VAR_MOB_MAX) /* features of either kind */

/* Grows an array to hold at least need elements of size; 0 or -1. */
static int
sq_grow(void **a, long *cap, long need, size_t size)
{
	long n = *cap ? *cap : 1024;
	void *b;

	if (need <= *cap)
		return 0;
	while (n < need)
		n *= 2;
	if (!(b = realloc(*a, (size_t)n * size)))
		return -1;
	*a = b;
	*cap = n;
	return 0;
}

/* Whether key was seen before (and records it). The set holds at least
 * twice the positions, so it never fills. */
static int
sq_seen(sq_data *d, uint64_t key)
{
	long i;

	if (!key)
		key = 1;
	if (d->n * 2 + 2 > d->seen_cap) {
		long cap = d->seen_cap ? d->seen_cap * 2 : 1 << 16, j;
		uint64_t *s = calloc((size_t)cap, sizeof *s);
		if (!s)
			return 1; /* out of memory: the position is left out */
		for (j = 0; j < d->seen_cap; j++)
			if (d->seen[j]) {
				for (i = (long)(d->seen[j] % (uint64_t)cap); s[i]; i = (i + 1) % cap)
					;
				s[i] = d->seen[j];
			}
		free(d->seen);
		d->seen = s;
		d->seen_cap = cap;
	}
	for (i = (long)(key % (uint64_t)d->seen_cap); d->seen[i]; i = (i + 1) % d->seen_cap)
		if (d->seen[i] == key)
			return 1;
	d->seen[i] = key;
	return 0;
}

/* Adds position p with its result; 0, or -1 when out of memory. */
static int
sq_add(sq_data *d, const eval_tables *t, const position *p, double result)
{
	const variant *v = p->v;
	int c, i, phase = 0;
	long need = d->nentries + p->count[0] + p->count[1];

	sq_pos *q;

	if (sq_grow((void **)&d->pos, &d->cap, d->n + 1, sizeof *d->pos) < 0 ||
	    sq_grow((void **)&d->entries, &d->entries_cap, need, sizeof *d->entries) < 0)
		return -1;
	q = &d->pos[d->n];
	q->first = d->nentries;
	for (c = 0; c < 2; c++)
		for (i = 0; i < p->count[c]; i++) {
			int sq = p->list[c][i], type = POS_TYPE(p->board[sq]);
			phase += t->piece[type].phase;
			if (!d->mobility) {
				sq_entry *en = &d->entries[d->nentries++];
				if (c == BLACK)
					sq = brd_mirror(&v->geo, sq);
				en->feature = (uint16_t)(type * EVAL_SQUARES + BRD_INDEX(sq));
				en->sign = (int8_t)(c == WHITE ? 1 : -1);
			}
		}
	if (d->mobility) {
		int n = eval_mobility_counts(t, p, d->mob);
		for (i = 0; i < n; i++) {
			const eval_mob *m = &d->mob[i];
			int count = m->count < VAR_MOB_MAX ? m->count : VAR_MOB_MAX - 1;
			sq_entry *en = &d->entries[d->nentries++];
			en->feature = (uint16_t)(SQ_FEATURES + m->type * VAR_MOB_MAX + count);
			en->sign = (int8_t)(m->colour == WHITE ? 1 : -1);
			if (count > d->most[m->type])
				d->most[m->type] = count;
		}
	}
	q->end = d->nentries;
	q->base = p->side == WHITE ? eval_evaluate(t, p) : -eval_evaluate(t, p);
	q->result = result;
	q->mg = phase >= t->phase_total ? 1.0 : (double)phase / t->phase_total;
	d->n++;
	return 0;
}

/* Reads the "FEN;RESULT" lines of one file (of v's positions); 0, or -1
 * when it cannot be read. Lines that are not such a position of v are
 * counted in *bad and passed over; positions read before are left out. */
static int
sq_read(sq_data *d, const eval_tables *t, const variant *v, const char *path, long *bad)
{
	FILE *f = fopen(path, "r");
	char line[1024], msg[256], *semi, *end;
	position *p = malloc(sizeof *p);
	double r;

	if (!f || !p) {
		st_printf(stderr, "leaper tune: %s: cannot read it\n", path);
		if (f)
			fclose(f);
		free(p);
		return -1;
	}
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\r\n")] = '\0';
		if (!(semi = strrchr(line, ';'))) {
			(*bad)++;
			continue;
		}
		*semi = '\0';
		r = strtod(semi + 1, &end);
		if (end == semi + 1 || *end || !(r >= 0.0 && r <= 1.0) ||
		    pos_from_fen(p, v, line, msg, sizeof msg) != POS_OK) {
			(*bad)++;
			continue;
		}
		if (sq_seen(d, p->hash))
			continue;
		if (sq_add(d, t, p, r) < 0) {
			st_printf(stderr, "leaper tune: out of memory\n");
			fclose(f);
			free(p);
			return -1;
		}
	}
	fclose(f);
	free(p);
	return 0;
}

/* The expected score of evaluation s with scale k. */
static double
sq_sigmoid(double k, double s)
{
	return 1.0 / (1.0 + pow(10.0, -k * s / 400.0));
}

/* Position i's evaluation with the moves dmg and deg of the bonuses. */
static double
sq_eval(const sq_data *d, long i, const double *dmg, const double *deg)
{
	const sq_pos *q = &d->pos[i];
	double s = 0.0, w = q->mg;
	long j;

	for (j = q->first; j < q->end; j++) {
		const sq_entry *en = &d->entries[j];
		s += en->sign * (w * dmg[en->feature] + (1.0 - w) * deg[en->feature]);
	}
	return q->base + s;
}

/* The mean error of positions lo..hi-1 with scale k and moves dmg, deg. */
static double
sq_error(const sq_data *d, long lo, long hi, double k, const double *dmg, const double *deg)
{
	double sum = 0.0, e;
	long i;

	for (i = lo; i < hi; i++) {
		e = d->pos[i].result - sq_sigmoid(k, sq_eval(d, i, dmg, deg));
		sum += e * e;
	}
	return hi > lo ? sum / (double)(hi - lo) : 0.0;
}

/* The K minimising the error of the first n positions (golden section). */
static double
sq_fit_k(const sq_data *d, long n, const double *zero)
{
	double a = 0.05, b = 3.0, g = (sqrt(5.0) - 1.0) / 2.0, c, e;
	int i;

	for (i = 0; i < 40; i++) {
		c = b - g * (b - a);
		e = a + g * (b - a);
		if (sq_error(d, 0, n, c, zero, zero) < sq_error(d, 0, n, e, zero, zero))
			b = e;
		else
			a = c;
	}
	return (a + b) / 2.0;
}

/* Adam steps of the moves x (2 * SQ_ALL: opening then endgame) on
 * the error of the first n positions plus ridge times their squares. */
static void
sq_descend(const sq_data *d, long n, double k, double ridge, int steps, double *x)
{
	double *grad = calloc(2 * SQ_ALL, sizeof *grad), *m1 = calloc(2 * SQ_ALL, sizeof *m1),
	       *m2 = calloc(2 * SQ_ALL, sizeof *m2);
	double rate = 0.5, b1 = 0.9, b2 = 0.999, p1 = 1.0, p2 = 1.0, dscale = k * log(10.0) / 400.0;
	long i, j;
	int step, f;

	for (step = 0; grad && m1 && m2 && step < steps; step++) {
		memset(grad, 0, 2 * SQ_ALL * sizeof *grad);
		for (i = 0; i < n; i++) {
			const sq_pos *q = &d->pos[i];
			double s = sq_sigmoid(k, sq_eval(d, i, x, x + SQ_ALL));
			double g = -2.0 * (q->result - s) * s * (1.0 - s) * dscale / (double)n;
			for (j = q->first; j < q->end; j++) {
				const sq_entry *en = &d->entries[j];
				grad[en->feature] += g * en->sign * q->mg;
				grad[SQ_ALL + en->feature] += g * en->sign * (1.0 - q->mg);
			}
		}
		p1 *= b1;
		p2 *= b2;
		for (f = 0; f < 2 * SQ_ALL; f++) {
			double gf = grad[f] + 2.0 * ridge * x[f];
			m1[f] = b1 * m1[f] + (1.0 - b1) * gf;
			m2[f] = b2 * m2[f] + (1.0 - b2) * gf * gf;
			x[f] -= rate * (m1[f] / (1.0 - p1)) / (sqrt(m2[f] / (1.0 - p2)) + 1e-12);
		}
	}
	free(grad);
	free(m1);
	free(m2);
}

/* Prints v's square-bonus lines: today's bonuses moved by x, rounded. */
static void
sq_print(const variant *v, const double *x)
{
	int t, h, r, f;

	for (t = 0; t < v->ntypes; t++)
		for (h = 0; h < 2; h++)
			for (r = 0; r < v->geo.ranks; r++) {
				printf("square-bonus %c %s %d =", v->pieces[t].letter, h ? "eg" : "mg", r + 1);
				for (f = 0; f < v->geo.files; f++) {
					int i = BRD_INDEX(BRD_SQ(f, r));
					long b = lround(v->square_bonus[h][t][i] + x[h * SQ_ALL + t * EVAL_SQUARES + i]);
					printf(" %ld", b < -2000 ? -2000L : b > 2000 ? 2000L : b);
				}
				printf("\n");
			}
}

/* Prints v's mobility-bonus lines for the types d has counts of: today's
 * bonuses moved by x, rounded, up to the highest count read. */
static void
sq_print_mobility(const variant *v, const sq_data *d, const double *x)
{
	int t, h, n;

	for (t = 0; t < v->ntypes; t++)
		for (h = 0; h < 2 && d->most[t] >= 0; h++) {
			printf("mobility-bonus %c %s =", v->pieces[t].letter, h ? "eg" : "mg");
			for (n = 0; n <= d->most[t]; n++) {
				long b = lround(v->mobility_bonus[h][t][n] + x[h * SQ_ALL + SQ_FEATURES + t * VAR_MOB_MAX + n]);
				printf(" %ld", b < -2000 ? -2000L : b > 2000 ? 2000L : b);
			}
			printf("\n");
		}
}

/* leaper tune squares and mobility: fits v's square bonuses (mobility 0)
 * or mobility bonuses (1) to the positions of the files and prints them as
 * lines for its variant file. */
int
tune_bonuses(const variant *v, char **files, int nfiles, double ridge, int steps, int mobility)
{
	sq_data d;
	eval_tables *t = malloc(sizeof *t);
	double *x = calloc(2 * SQ_ALL, sizeof *x), k;
	long bad = 0, n;
	int i, status = 1;

	memset(&d, 0, sizeof d);
	d.mobility = mobility;
	for (i = 0; i < VAR_MAX_TYPES; i++)
		d.most[i] = -1;
	d.mob = malloc(2 * POS_MAX_PIECES * sizeof *d.mob);
	if (!t || !x || !d.mob)
		goto done;
	eval_init(t, v);
	for (i = 0; i < nfiles; i++)
		if (sq_read(&d, t, v, files[i], &bad) < 0)
			goto done;
	if (d.n < 100) {
		st_printf(stderr, "leaper tune: only %ld positions of %s (and %ld lines that were not)\n", d.n,
			  v->name, bad);
		goto done;
	}
	n = d.n * 9 / 10;
	k = sq_fit_k(&d, n, x);
	st_printf(stderr, "leaper tune: %ld positions (%ld fitted, %ld lines passed over), K %.3f, error %.6f, held out %.6f\n",
		  d.n, n, bad, k, sq_error(&d, 0, n, k, x, x), sq_error(&d, n, d.n, k, x, x));
	sq_descend(&d, n, k, ridge, steps, x);
	st_printf(stderr, "leaper tune: after %d steps (ridge %g): error %.6f, held out %.6f\n", steps, ridge,
		  sq_error(&d, 0, n, k, x, x + SQ_ALL), sq_error(&d, n, d.n, k, x, x + SQ_ALL));
	if (mobility)
		sq_print_mobility(v, &d, x);
	else
		sq_print(v, x);
	status = 0;
done:
	free(t);
	free(x);
	free(d.pos);
	free(d.entries);
	free(d.seen);
	free(d.mob);
	return status;
}
