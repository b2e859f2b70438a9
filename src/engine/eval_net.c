/* eval_net.c - the correction a variant's network file adds to the
 * evaluation (leaper-variants(5), "Network files").
 *
 * Each side has its view of the board: every piece is one input, by
 * whether it is that side's or the enemy's, its type, and its square seen
 * from that side (Black's mirrored); with a royal radius, every piece near
 * the side's royal piece is one more input, by whether it is that side's
 * or the enemy's, its type, and its offset from the royal piece (ranks
 * counted towards the enemy), which is what lets the network see an
 * attack wherever the royal piece stands. A view sums the rows of its inputs;
 * the sums, held to 0..VAR_NET_ONE, are weighed by the output weights of
 * the side to move's view and of the other's. Whole numbers throughout, so
 * every machine searches the same tree.
 *
 * The sums can be made afresh for a position (refresh) or carried from
 * the position before a move by adding and taking away the rows of the
 * pieces the move put and took (update, along an eval_path): the
 * search does the latter, which is the same sums for a fraction of the additions. A move
 * of the view's royal piece changes all of its royal rows, so a view whose
 * royal square changed is made afresh.
 */
#include "config.h"

#include "eval.h"

#include <string.h>

#include "movegen.h"

/* The functions that add rows and weigh sums are also built for AVX2,
 * picked when the processor has it (the same whole-number sums); static
 * ones only, which every compiler that has the attribute resolves. */
#if defined(__GNUC__) && defined(__x86_64__) && defined(__ELF__)
#define WIDE __attribute__((target_clones("avx2", "default")))
#else
#define WIDE
#endif

/* The square a view's royal rows out to radius are counted from in p: its
 * side's royal piece when there is exactly one and there are royal rows
 * (radius above 0); -1 otherwise. */
static int
royal_square(int radius, const position *p, int view)
{
	return radius && p->nroyal[view] == 1 ? p->royal[view][0] : -1;
}

/* The rows of the piece code on sq seen from view, whose royal rows are
 * counted from rsq (-1 none), into out (room for 2); returns how many. */
static inline int
piece_rows(const variant *v, int radius, int view, int rsq, int code, int sq, int *out)
{
	int files = v->geo.files, nsq = files * v->geo.ranks, n = 0;
	/* the rank seen from Black's side is ranks - 1 - rank (brd_mirror) */
	int flip = view == WHITE ? 0 : v->geo.ranks - 1, sign = view == WHITE ? 1 : -1;
	int rel = POS_COLOUR(code) != view, type = POS_TYPE(code), df, dr;

	out[n++] = var_net_square_row(v->ntypes, nsq, files, rel, type, BRD_FILE(sq), flip + sign * BRD_RANK(sq));
	if (rsq < 0 || sq == rsq)
		return n;
	df = BRD_FILE(sq) - BRD_FILE(rsq);
	dr = sign * (BRD_RANK(sq) - BRD_RANK(rsq));
	if (df >= -radius && df <= radius && dr >= -radius && dr <= radius)
		out[n++] = var_net_royal_row(v->ntypes, nsq, radius, rel, type, df, dr);
	return n;
}

/* The inputs of p seen from side view with royal radius radius (0 for
 * none), into out (room for EVAL_NET_MAX_INPUTS); returns how many. */
int
eval_net_inputs(const variant *v, const position *p, int view, int radius, int *out)
{
	int rsq = royal_square(radius, p, view), n = 0, c, i;

	for (c = 0; c < 2; c++)
		for (i = 0; i < p->count[c]; i++) {
			int sq = p->list[c][i];
			n += piece_rows(v, radius, view, rsq, p->board[sq], sq, out + n);
		}
	return n;
}

/* Adds row r of net to sum (sign 1) or takes it away (-1), VAR_NET_LANES
 * units at a time (the units past hidden are noughts): as one vector
 * operation where the compiler has vector types. */
static inline void
add_row(const var_net *net, int32_t *sum, int r, int sign)
{
	const int32_t *row = net->input + (size_t)r * net->stride;
	int j;
#if defined(__GNUC__)
	typedef int32_t lanes __attribute__((vector_size(VAR_NET_LANES * sizeof(int32_t)), aligned(4)));
	lanes *s = (lanes *)sum;
	const lanes *w = (const lanes *)row;
	int n = net->stride / VAR_NET_LANES;

	if (sign > 0)
		for (j = 0; j < n; j++)
			s[j] += w[j];
	else
		for (j = 0; j < n; j++)
			s[j] -= w[j];
#else
	if (sign > 0)
		for (j = 0; j < net->stride; j++)
			sum[j] += row[j];
	else
		for (j = 0; j < net->stride; j++)
			sum[j] -= row[j];
#endif
}

/* Makes view's sums of p afresh. */
WIDE static void
refresh(const var_net *net, const position *p, int view, eval_net_sums *s)
{
	int inputs[EVAL_NET_MAX_INPUTS], n, i;

	memcpy(s->sum[view], net->input_bias, sizeof s->sum[view][0] * (size_t)net->stride);
	n = eval_net_inputs(p->v, p, view, net->radius, inputs);
	for (i = 0; i < n; i++)
		add_row(net, s->sum[view], inputs[i], 1);
	s->rsq[view] = royal_square(net->radius, p, view);
}

/* View's sums after the move of c, from those before it (from), into to
 * (another ply's); only when eval_net_carries says they follow. */
WIDE static void
update(const var_net *net, const variant *v, int view, const eval_net_sums *from,
		const eval_change *c, eval_net_sums *to)
{
	/* The rows to add and to take away, then each group of lanes
	 * summed once from the sums before into the sums after. */
	const int32_t *plus[2 * EVAL_MAX_CHANGES], *minus[2 * EVAL_MAX_CHANGES];
	const int32_t *was = from->sum[view];
	int32_t *sum = to->sum[view];
	int rows[2], nplus = 0, nminus = 0, i, j, n;

	for (i = 0; i < c->n; i++) {
		n = piece_rows(v, net->radius, view, from->rsq[view], c->code[i], c->sq[i], rows);
		for (j = 0; j < n; j++) {
			const int32_t *row = net->input + (size_t)rows[j] * net->stride;
			if (c->sign[i] > 0)
				plus[nplus++] = row;
			else
				minus[nminus++] = row;
		}
	}
	to->rsq[view] = from->rsq[view];
#if defined(__GNUC__)
	typedef int32_t lanes __attribute__((vector_size(VAR_NET_LANES * sizeof(int32_t)), aligned(4)));
	for (j = 0; j < net->stride; j += VAR_NET_LANES) {
		lanes x = *(const lanes *)(was + j);
		for (i = 0; i < nplus; i++)
			x += *(const lanes *)(plus[i] + j);
		for (i = 0; i < nminus; i++)
			x -= *(const lanes *)(minus[i] + j);
		*(lanes *)(sum + j) = x;
	}
#else
	for (j = 0; j < net->stride; j++) {
		int32_t x = was[j];
		for (i = 0; i < nplus; i++)
			x += plus[i][j];
		for (i = 0; i < nminus; i++)
			x -= minus[i][j];
		sum[j] = x;
	}
#endif
}

_Static_assert((long long)VAR_NET_MAX_HIDDEN / VAR_NET_LANES * VAR_NET_ONE * VAR_NET_MAX_WEIGHT < (1LL << 31),
	       "a lane's products in weigh fit in 32 bits");

/* The sums s, held to 0..VAR_NET_ONE, weighed by the output weights of
 * the views of side (the side to move) and of the other. */
WIDE static int64_t
weigh(const var_net *net, const eval_net_sums *s, int side)
{
	int view, j, k, h = net->stride;
	int64_t sum = 0;

	for (view = 0; view < 2; view++) {
		const int32_t *out = net->output[view != side], *acc = s->sum[view];
#if defined(__GNUC__)
		/* Each lane's products summed across the groups of lanes,
		 * then the lanes: no sum leaves 32 bits, as a product is below
		 * 2^25 (VAR_NET_ONE times VAR_NET_MAX_WEIGHT) and a lane has at
		 * most VAR_NET_MAX_HIDDEN / VAR_NET_LANES = 32 of them. */
		typedef int32_t lanes __attribute__((vector_size(VAR_NET_LANES * sizeof(int32_t)), aligned(4)));
		const lanes one = (lanes){ 0 } + VAR_NET_ONE;
		lanes total = { 0 };
		for (j = 0; j < h; j += VAR_NET_LANES) {
			lanes a = *(const lanes *)(acc + j), over;
			a &= a > 0;
			over = a > one;
			a = (a & ~over) | (one & over);
			total += a * *(const lanes *)(out + j);
		}
		for (k = 0; k < VAR_NET_LANES; k++)
			sum += total[k];
#else
		for (j = 0; j < h; j++) {
			int32_t a = acc[j] < 0 ? 0 : acc[j] > VAR_NET_ONE ? VAR_NET_ONE : acc[j];
			sum += (int64_t)a * out[j];
		}
#endif
	}
	return sum;
}

/* The correction of sums s in centipawns, from the point of view of side,
 * the side to move. */
int
eval_net_output(const var_net *net, const eval_net_sums *s, int side)
{
	return net->output_bias + (int)(weigh(net, s, side) / (VAR_NET_ONE * VAR_NET_OUT));
}

/* The correction of net for p, in centipawns from the side to move's
 * point of view, with sums made afresh. */
int
eval_net_score(const var_net *net, const position *p)
{
	eval_net_sums s;

	refresh(net, p, WHITE, &s);
	refresh(net, p, BLACK, &s);
	return eval_net_output(net, &s, p->side);
}

/* View's sums of p made afresh (for eval_path). */
void
eval_net_refresh(const var_net *net, const position *p, int view, eval_net_sums *s)
{
	refresh(net, p, view, s);
}

/* View's sums after the move of c from those before it (for eval_path). */
void
eval_net_update(const var_net *net, const variant *v, int view, const eval_net_sums *from,
		const eval_change *c, eval_net_sums *to)
{
	update(net, v, view, from, c, to);
}

/* Whether view's sums after the move of c follow from its sums before
 * (from) by eval_net_update: its royal square did not change. */
int
eval_net_carries(const eval_net_sums *from, const eval_change *c, int view)
{
	return from->rsq[view] == c->rsq[view];
}

/* The square view's royal rows are counted from in p (-1: none, and
 * when there is no network). */
int
eval_net_royal_square(const var_net *net, const position *p, int view)
{
	return net ? royal_square(net->radius, p, view) : -1;
}
