/* eval_net.c - the correction a variant's network file adds to the
 * evaluation (leaper-variants(5), "Network files").
 *
 * Each side has its view of the board: every piece is one input, by
 * whether it is that side's or the enemy's, its type, and its square seen
 * from that side (Black's mirrored). A view sums the rows of its inputs;
 * the sums, held to 0..VAR_NET_ONE, are weighed by the output weights of
 * the side to move's view and of the other's. Whole numbers throughout, so
 * every machine searches the same tree. The sums are made afresh for each
 * position: with a few dozen pieces and a few dozen units that costs less
 * than the mobility count.
 */
#include "config.h"

#include "eval.h"

#include <string.h>

/* The inputs of p seen from side view, into out (room for every piece of
 * p); returns how many. */
int
eval_net_inputs(const variant *v, const position *p, int view, int *out)
{
	int nsq = v->geo.files * v->geo.ranks, n = 0, c, i;

	for (c = 0; c < 2; c++)
		for (i = 0; i < p->count[c]; i++) {
			int sq = p->list[c][i], type = POS_TYPE(p->board[sq]);
			int seen = view == WHITE ? sq : brd_mirror(&v->geo, sq);
			out[n++] = ((c != view) * v->ntypes + type) * nsq + BRD_FILE(seen) + BRD_RANK(seen) * v->geo.files;
		}
	return n;
}

/* The correction of net for p, in centipawns from the side to move's
 * point of view. */
int
eval_net_score(const var_net *net, const position *p)
{
	int32_t acc[VAR_NET_MAX_HIDDEN];
	int inputs[2 * POS_MAX_PIECES];
	int view, i, j, n, h = net->hidden;
	int64_t sum = 0;

	for (view = 0; view < 2; view++) {
		const int32_t *out = net->output[view != p->side];
		memcpy(acc, net->input_bias, sizeof acc[0] * h);
		n = eval_net_inputs(p->v, p, view, inputs);
		for (i = 0; i < n; i++) {
			const int32_t *row = net->input + (size_t)inputs[i] * h;
			for (j = 0; j < h; j++)
				acc[j] += row[j];
		}
		for (j = 0; j < h; j++) {
			int32_t a = acc[j] < 0 ? 0 : acc[j] > VAR_NET_ONE ? VAR_NET_ONE : acc[j];
			sum += (int64_t)a * out[j];
		}
	}
	return net->output_bias + (int)(sum / (VAR_NET_ONE * VAR_NET_OUT));
}
