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
 * every machine searches the same tree. The sums are made afresh for each
 * position: with a few dozen pieces and a few dozen units that costs less
 * than the mobility count.
 */
#include "config.h"

#include "eval.h"

#include <string.h>

/* The inputs of p seen from side view with royal radius radius (0 for
 * none), into out (room for EVAL_NET_MAX_INPUTS); returns how many. */
int
eval_net_inputs(const variant *v, const position *p, int view, int radius, int *out)
{
	int files = v->geo.files, nsq = files * v->geo.ranks, n = 0, c, i;
	/* the rank seen from Black's side is ranks - 1 - rank (brd_mirror) */
	int flip = view == WHITE ? 0 : v->geo.ranks - 1, sign = view == WHITE ? 1 : -1;
	/* the royal piece the royal rows are counted from, if any */
	int rsq = radius && p->nroyal[view] == 1 ? p->royal[view][0] : -1;

	for (c = 0; c < 2; c++) {
		int rel = c != view;
		for (i = 0; i < p->count[c]; i++) {
			int sq = p->list[c][i], type = POS_TYPE(p->board[sq]), df, dr;
			out[n++] = var_net_square_row(v->ntypes, nsq, files, rel, type, BRD_FILE(sq),
						      flip + sign * BRD_RANK(sq));
			if (rsq < 0 || sq == rsq)
				continue;
			df = BRD_FILE(sq) - BRD_FILE(rsq);
			dr = sign * (BRD_RANK(sq) - BRD_RANK(rsq));
			if (df >= -radius && df <= radius && dr >= -radius && dr <= radius)
				out[n++] = var_net_royal_row(v->ntypes, nsq, radius, rel, type, df, dr);
		}
	}
	return n;
}

/* The correction of net for p, in centipawns from the side to move's
 * point of view. */
int
eval_net_score(const var_net *net, const position *p)
{
	int32_t acc[VAR_NET_MAX_HIDDEN];
	int inputs[EVAL_NET_MAX_INPUTS];
	int view, i, j, k, n, h = net->stride;
	int64_t sum = 0;

	/* in steps of VAR_NET_LANES units, which the compiler makes vector
	 * operations (the units past hidden are noughts) */
	for (view = 0; view < 2; view++) {
		const int32_t *out = net->output[view != p->side];
		memcpy(acc, net->input_bias, sizeof acc[0] * h);
		n = eval_net_inputs(p->v, p, view, net->radius, inputs);
		for (i = 0; i < n; i++) {
			const int32_t *row = net->input + (size_t)inputs[i] * h;
			for (j = 0; j < h; j += VAR_NET_LANES)
				for (k = 0; k < VAR_NET_LANES; k++)
					acc[j + k] += row[j + k];
		}
		for (j = 0; j < h; j += VAR_NET_LANES) {
			int32_t part = 0;
			for (k = 0; k < VAR_NET_LANES; k++) {
				int32_t a = acc[j + k] < 0 ? 0 : acc[j + k] > VAR_NET_ONE ? VAR_NET_ONE : acc[j + k];
				part += a * out[j + k];
			}
			sum += part;
		}
	}
	return net->output_bias + (int)(sum / (VAR_NET_ONE * VAR_NET_OUT));
}
