/* eval_path.c - the evaluation's sums carried along a line of play.
 *
 * A search makes and unmakes moves along one line from its root. What a
 * move changed on the board (the pieces it took and put) is recorded at
 * each ply, and the sums that depend on the pieces one by one follow from
 * the sums a ply before by those changes alone: the square terms
 * (eval_psq, eval.c) and the network's sums (eval_net.c). Both are made
 * only when asked for, from the nearest ply before where they are made,
 * so that a move searched no further than its legality costs nothing.
 */
#include "config.h"

#include "eval.h"

#include "movegen.h"

/* Adds to c a piece code taken from (sign -1) or put on (1) sq. */
static void
record(eval_change *c, int sq, uint8_t code, int sign)
{
	c->sq[c->n] = sq;
	c->code[c->n] = code;
	c->sign[c->n++] = (int8_t)sign;
}

/* Records in c the pieces move m takes and puts in p (to be called before
 * it is made). */
static void
change_before(const position *p, move m, eval_change *c)
{
	int from = MV_FROM(m), to = MV_TO(m), promo = MV_PROMO(m);
	uint8_t code = p->board[from];

	c->n = 0;
	c->rsq[WHITE] = c->rsq[BLACK] = -1;
	if (m & MV_CASTLE) {
		int partner = mg_castle_partner(p, m), kto, rto;
		mg_castle_targets(p, m, &kto, &rto);
		record(c, from, code, -1);
		record(c, partner, p->board[partner], -1);
		record(c, kto, code, 1);
		record(c, rto, p->board[partner], 1);
	} else {
		int csq = (m & MV_EP) ? p->ep_victim : p->board[to] ? to : 0;
		if (csq)
			record(c, csq, p->board[csq], -1);
		record(c, from, code, -1);
		record(c, to, promo >= 0 ? (uint8_t)POS_CODE(p->side, promo) : code, 1);
	}
}

/* Starts path at a new root: nothing made. */
void
eval_path_root(eval_path *path)
{
	path->ready[0] = 0;
}

/* Records the changes of move m, about to be made in p at ply. */
void
eval_path_move(eval_path *path, int ply, const position *p, move m)
{
	change_before(p, m, &path->change[ply + 1]);
	path->ready[ply + 1] = 0;
}

/* Records a null move, about to be made at ply. */
void
eval_path_null(eval_path *path, int ply)
{
	path->change[ply + 1].n = 0;
	path->change[ply + 1].rsq[WHITE] = path->change[ply + 1].rsq[BLACK] = -1;
	path->ready[ply + 1] = 0;
}

/* Records each view's royal square of net (none: no network) in p, the
 * position after the move at ply. */
void
eval_path_made(eval_path *path, int ply, const var_net *net, const position *p)
{
	if (net) {
		path->change[ply + 1].rsq[WHITE] = eval_net_royal_square(net, p, WHITE);
		path->change[ply + 1].rsq[BLACK] = eval_net_royal_square(net, p, BLACK);
	}
}

/* The network's sums of p, the position at ply: each view's carried from
 * the nearest ply before where they are made, or made afresh when there
 * is none or the view's royal square moved since. */
const eval_net_sums *
eval_path_sums(eval_path *path, int ply, const var_net *net, const position *p)
{
	int view, j, k;

	for (view = 0; view < 2; view++) {
		int bit = 1 << view, carry;
		if (path->ready[ply] & bit)
			continue;
		for (j = ply - 1; j >= 0 && !(path->ready[j] & bit); j--)
			;
		carry = j >= 0;
		for (k = j + 1; carry && k <= ply; k++)
			carry = eval_net_carries(&path->sums[j], &path->change[k], view);
		if (!carry) {
			eval_net_refresh(net, p, view, &path->sums[ply]);
		} else {
			for (k = j + 1; k <= ply; k++) {
				eval_net_update(net, p->v, view, &path->sums[k - 1], &path->change[k], &path->sums[k]);
				path->ready[k] |= (uint8_t)bit;
			}
		}
		path->ready[ply] |= (uint8_t)bit;
	}
	return &path->sums[ply];
}

/* The square terms of p, the position at ply by the tables t: carried
 * from the nearest ply before where they are made, or made afresh at the
 * root. */
const eval_psq *
eval_path_psq(eval_path *path, int ply, const eval_tables *t, const position *p)
{
	int j, k;

	if (path->ready[ply] & EVAL_PATH_PSQ)
		return &path->psq[ply];
	for (j = ply - 1; j >= 0 && !(path->ready[j] & EVAL_PATH_PSQ); j--)
		;
	if (j < 0) {
		eval_psq_of(t, p, &path->psq[ply]);
	} else {
		for (k = j + 1; k <= ply; k++) {
			path->psq[k] = path->psq[k - 1];
			eval_psq_change(t, &path->change[k], &path->psq[k]);
			path->ready[k] |= EVAL_PATH_PSQ;
		}
	}
	path->ready[ply] |= EVAL_PATH_PSQ;
	return &path->psq[ply];
}
