/* search_moves.c - move ordering: the hash move first, then captures by
 * most valuable victim and least valuable attacker, promotions, the killer
 * moves of the ply, the reply that last refuted the opponent's move (its
 * counter-move), the other quiet moves by their history of causing
 * cut-offs, and last the captures that lose material in the exchange.
 * At full strength a history score stays within SEARCH_HISTORY_BOUND,
 * each update moving it less the nearer it is to the bound; the weak
 * levels keep the unbounded sums they were measured with. */
#include "search_priv.h"

#define SCORE_HASH (1 << 30)
#define SCORE_CAPTURE (1 << 28)
#define SCORE_KILLER (1 << 27)
#define SCORE_COUNTER (SCORE_KILLER - 1)
#define HISTORY_MAX (1 << 24)

/* Whether m neither captures nor promotes. */
int
search_is_quiet(move m)
{
	return !(m & MV_CAPTURE) && MV_PROMO(m) < 0;
}

/* Gives every move of mp an ordering score. */
void
search_score_moves(engine *e, move_picker *mp, move hash_move, int ply)
{
	const position *p = &e->pos;
	const eval_tables *t = e->ev;
	int i, side = p->side;
	move counter = e->plain ? MV_NONE : search_counter(e, ply);

	mp->next = 0;
	for (i = 0; i < mp->list.count; i++) {
		move m = mp->list.moves[i];
		int s, from = MV_FROM(m), to = MV_TO(m), promo = MV_PROMO(m), due = 0;
		if (m == hash_move) {
			s = SCORE_HASH;
		} else if (m & MV_CAPTURE) {
			int victim = (m & MV_EP) ? p->board[p->ep_victim] : p->board[to];
			int vval = victim ? t->piece[POS_TYPE(victim)].value : 100;
			int aval = t->piece[POS_TYPE(p->board[from])].value;
			s = vval * 64 - aval / 16;
			if (promo >= 0)
				s += t->piece[promo].value * 64;
			s += SCORE_CAPTURE;
			/* Taking a cheaper piece may lose the exchange. */
			due = promo < 0 && (aval == 0 || aval > vval);
		} else if (promo >= 0) {
			s = SCORE_CAPTURE + t->piece[promo].value * 32;
		} else if (m == e->killers[ply][0]) {
			s = SCORE_KILLER + 1;
		} else if (m == e->killers[ply][1]) {
			s = SCORE_KILLER;
		} else if (m == counter) {
			s = SCORE_COUNTER;
		} else {
			s = *search_history(e, side, m);
		}
		mp->score[i] = s;
		mp->see_due[i] = (uint8_t)due;
	}
}

/* Takes the best-scored remaining move of mp, or MV_NONE. A capture that
 * may lose material has its exchange looked at only when it comes up (most
 * nodes are cut off before), and goes behind the quiet moves if it loses. */
move
search_pick(engine *e, move_picker *mp, int *score)
{
	int i, best, n = mp->list.count;
	move m;

	for (;;) {
		if (mp->next >= n)
			return MV_NONE;
		best = mp->next;
		for (i = best + 1; i < n; i++)
			if (mp->score[i] > mp->score[best])
				best = i;
		if (!mp->see_due[best])
			break;
		mp->see_due[best] = 0;
		if (search_see(e, mp->list.moves[best]) < 0)
			mp->score[best] += SEARCH_BAD_CAPTURE - SCORE_CAPTURE;
	}
	m = mp->list.moves[best];
	if (score)
		*score = mp->score[best];
	mp->list.moves[best] = mp->list.moves[mp->next];
	mp->score[best] = mp->score[mp->next];
	mp->see_due[best] = mp->see_due[mp->next];
	mp->list.moves[mp->next] = m;
	mp->score[mp->next] = score ? *score : 0;
	mp->see_due[mp->next] = 0;
	mp->next++;
	return m;
}

/* The counter-move slot of the move that led to ply: the piece that made
 * it, now on its square. NULL at the root and after a null move. */
static move *
counter_slot(engine *e, int ply)
{
	const position *p = &e->pos;
	move prev = ply > 0 ? e->path[ply - 1] : MV_NONE;
	uint8_t code;

	if (prev == MV_NONE || (prev & MV_CASTLE))
		return NULL;
	code = p->board[MV_TO(prev)];
	if (!code || code == POS_OFF)
		return NULL;
	return &e->counter[p->side][POS_TYPE(code)][BRD_INDEX(MV_TO(prev))];
}

/* The quiet move that last refuted the move leading to ply, or MV_NONE. */
move
search_counter(engine *e, int ply)
{
	move *slot = counter_slot(e, ply);

	return slot ? *slot : MV_NONE;
}

/* Scales every history score down, keeping their order. */
static void
age_history(engine *e)
{
	int c, i, j;

	for (c = 0; c < 2; c++)
		for (i = 0; i < EVAL_SQUARES; i++)
			for (j = 0; j < EVAL_SQUARES; j++)
				e->history[c][i][j] /= 2;
}

/* Moves a history score by bonus: at full strength less the nearer it
 * is to the bound in that direction, so that it stays within the bound
 * and a move's recent record outweighs its old one; at the weak levels
 * by the whole bonus, down to -HISTORY_MAX. */
static void
history_add(const engine *e, int *h, int bonus)
{
	if (!e->plain) {
		*h += bonus - *h * (bonus < 0 ? -bonus : bonus) / SEARCH_HISTORY_BOUND;
		return;
	}
	*h += bonus;
	if (*h < -HISTORY_MAX)
		*h = -HISTORY_MAX;
}

/* Records that quiet move m caused a cut-off at depth: it becomes a killer
 * of the ply and gains history; the quiet moves tried before it lose some. */
void
search_good_quiet(engine *e, move m, int depth, int ply, const move *tried, int ntried)
{
	int side = e->pos.side, i;
	int bonus = e->plain ? depth * depth : depth * 400 < 4000 ? depth * 400 : 4000;
	int *h = search_history(e, side, m);
	move *slot = counter_slot(e, ply);

	if (e->killers[ply][0] != m) {
		e->killers[ply][1] = e->killers[ply][0];
		e->killers[ply][0] = m;
	}
	if (slot)
		*slot = m;
	history_add(e, h, bonus);
	for (i = 0; i < ntried; i++)
		history_add(e, search_history(e, side, tried[i]), -bonus);
	if (e->plain && *h > HISTORY_MAX)
		age_history(e);
}
