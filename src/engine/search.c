/* search.c - iterative deepening over a principal-variation alpha-beta
 * search (negamax) with quiescence, transposition table, check
 * extension, singular extension of the table's move, and the usual
 * ways of looking less at what matters little:
 * reverse futility and null-move pruning of nodes far above beta,
 * futility, move-count, history and exchange (SEE) pruning of moves near
 * the leaves, logarithmic late-move reductions scaled by history, and a
 * ply less for nodes the table has never seen. The weak levels search plainly
 * (e->plain): shallow reverse futility, the smaller null move, a ply or
 * two of reduction for late quiet moves, none of the other pruning, no
 * counter-moves, as when their node budgets were measured.
 *
 * Every node generates its legal moves with the rules core, so the
 * variant's rules reach the search unchanged: check-only powers and
 * zone-dependent moves through the move generator and attack test, the
 * stalemate result, the fifty-move rule and repetitions from the variant.
 * The search polls its stop flag at every node and the clock and callback
 * every few hundred nodes, and unwinds normally when told to stop.
 */
#include "search_priv.h"

#include "bigmem.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Score of a position where the side to move is mated at ply. */
static inline int
mated(int ply)
{
	return -SEARCH_MATE + ply;
}

/* Score for the side to move when it has no legal move and is not in check. */
static int
stalemate_score(const variant *v, int ply)
{
	if (v->stalemate == VAR_STALEMATE_LOSS)
		return mated(ply);
	if (v->stalemate == VAR_STALEMATE_WIN)
		return SEARCH_MATE - ply;
	return 0;
}

/* Converts a score to and from the table's view (mates counted from the
 * stored position rather than from the root). */
static inline int
to_tt(int score, int ply)
{
	return score > SEARCH_MATE_BOUND ? score + ply : score < -SEARCH_MATE_BOUND ? score - ply : score;
}

static inline int
from_tt(int score, int ply)
{
	return score > SEARCH_MATE_BOUND ? score - ply : score < -SEARCH_MATE_BOUND ? score + ply : score;
}

/* The static evaluation: at full strength through the evaluation cache;
 * at the weak levels as when they were measured, with their noise (a
 * fixed function of the position, so the transposition table stays
 * consistent). */
static int
evaluate(engine *e, int alpha, int beta, int ply)
{
	int s;

	if (!e->plain) {
		/* Full strength: a full evaluation is kept for the position's
		 * next visit (the lazy estimate is not). */
		uint64_t key = e->pos.hash;
		size_t i = (size_t)(key & (SEARCH_EVCACHE_SIZE - 1));
		const eval_net_sums *sums = NULL;
		int full;
		if (e->evcache[i].key == key)
			return e->evcache[i].score;
		if (e->ev->net)
			sums = eval_path_sums(&e->evpath, ply, e->ev->net, &e->pos);
		s = eval_evaluate_cached(e->ev, &e->pos, alpha, beta, &full, sums,
					 eval_path_psq(&e->evpath, ply, e->ev, &e->pos), &e->pawncache);
		if (full) {
			e->evcache[i].key = key;
			e->evcache[i].score = s;
		}
		return s;
	}
	s = eval_evaluate_window(e->ev, &e->pos, alpha - e->noise, beta + e->noise, NULL);
	if (e->noise) {
		uint64_t h = (e->pos.hash ^ e->seed) * 0x9e3779b97f4a7c15ull;
		s += (int)((h >> 40) % (uint64_t)(2 * e->noise + 1)) - e->noise;
	}
	return s;
}

/* Asks the processor to start loading the evaluation cache's entry of
 * the position, which the node will soon look up (a hint only). */
static inline void
evcache_prefetch(const engine *e)
{
#if defined(__GNUC__)
	__builtin_prefetch(&e->evcache[e->pos.hash & (SEARCH_EVCACHE_SIZE - 1)]);
#else
	(void)e;
#endif
}

/* Whether the position at ply repeats an earlier one, or the fifty-move
 * rule has run out. */
static int
is_draw(engine *e, int ply)
{
	const position *p = &e->pos;
	const variant *v = p->v;
	int n = e->root_index + ply, low = n - p->halfmove, i;

	if (v->fifty && p->halfmove >= v->fifty)
		return 1;
	if (low < e->barrier[ply])
		low = e->barrier[ply];
	if (!v->repetition && low < e->root_index)
		low = e->root_index;
	for (i = n - 4; i >= low; i -= 2)
		if (e->keys[i] == p->hash)
			return 1;
	return 0;
}

/* Whether the side to move at ply, the end of the search path, is in
 * check: worked out once a position (by the node, or by its parent when
 * it decides how to search the move), from the move that led there when
 * there is one. */
static int
in_check_at(engine *e, int ply)
{
	if (e->checked[ply] < 0)
		e->checked[ply] = (int8_t)(ply > 0 && e->path[ply - 1] != MV_NONE
						   ? mg_in_check_after(&e->pos, e->path[ply - 1])
						   : mg_in_check(&e->pos));
	return e->checked[ply];
}

/* Plays pseudo-legal m if it is legal and returns 1; otherwise leaves the
 * position as it was and returns 0. */
static int
make_legal(engine *e, move m, pos_undo *u, int ply, int in_check)
{
	position *p = &e->pos;
	int us = p->side, i;

	eval_path_move(&e->evpath, ply, p, m);
	if (in_check || p->v->always_verify[us]) {
		pos_make(p, m, u);
		for (i = 0; i < p->nroyal[us]; i++)
			if (mg_attacked(p, p->royal[us][i], !us)) {
				pos_unmake(p, u);
				return 0;
			}
	} else {
		if (!mg_legal_given(p, m, 0))
			return 0;
		pos_make(p, m, u);
	}
	eval_path_made(&e->evpath, ply, e->ev->net, p);
	tt_prefetch(&e->tt, p->hash);
	evcache_prefetch(e);
	e->keys[e->root_index + ply + 1] = p->hash;
	e->barrier[ply + 1] = e->barrier[ply];
	e->path[ply] = m;
	e->checked[ply + 1] = -1;
	return 1;
}

/* Generates the pseudo-legal moves of the position (all of them, or only
 * captures and promotions). */
static void
generate(engine *e, move_list *list, int noisy_only)
{
	list->count = 0;
	if (noisy_only)
		mg_pseudo_noisy(&e->pos, list);
	else
		mg_pseudo(&e->pos, list);
}

/* Copies the child's principal variation behind m. */
static void
update_pv(engine *e, int ply, move m)
{
	int n = e->pvlen[ply + 1];

	e->pv[ply][0] = m;
	if (n > MAX_PLY - ply - 1)
		n = MAX_PLY - ply - 1;
	memcpy(&e->pv[ply][1], e->pv[ply + 1], (size_t)n * sizeof(move));
	e->pvlen[ply] = n + 1;
}

/* The value a capture or promotion can gain at most (delta pruning). */
static int
gain(const engine *e, move m)
{
	const position *p = &e->pos;
	int g = 0;

	if (m & MV_CAPTURE) {
		uint8_t victim = (m & MV_EP) ? p->board[p->ep_victim] : p->board[MV_TO(m)];
		g = victim ? e->ev->piece[POS_TYPE(victim)].value : 100;
	}
	if (MV_PROMO(m) >= 0)
		g += e->ev->piece[MV_PROMO(m)].value;
	return g;
}

/* Quiescence: captures and promotions until the position is quiet; every
 * legal reply when in check. The capture tree is bounded, so that a search
 * to a fixed depth ends on any board (on a big board crowded with riders
 * nearly every piece can capture, and the full tree outgrows any time):
 * past QS_ANY_CAPTURE plies, or past the first where more than QS_CROWD
 * captures are possible, only recaptures on the square of the last move
 * are tried; past QS_MAX plies the evaluation stands. */
#define QS_ANY_CAPTURE 4
#define QS_CROWD 32
#define QS_MAX 16
static int
qsearch(engine *e, int alpha, int beta, int ply, int qply, int target)
{
	position *p = &e->pos;
	move_picker mp;
	pos_undo u;
	move m, hash_move = MV_NONE, best_move = MV_NONE;
	int in_check, stand, best, score, legal = 0, recaptures_only, order, alpha0 = alpha;
	tt_entry te;

	e->pvlen[ply] = 0;
	e->nodes++;
	if (search_should_stop(e))
		return 0;
	if (ply > e->seldepth)
		e->seldepth = ply;
	if (is_draw(e, ply))
		return 0;
	/* A bound the table already knows ends a node off the principal
	 * variation; its move is tried first. */
	if (tt_probe(&e->tt, p->hash, &te)) {
		int s = from_tt(te.score, ply), b = te.flags & 3;
		if (beta - alpha == 1 &&
		    (b == TT_EXACT || (b == TT_LOWER && s >= beta) || (b == TT_UPPER && s <= alpha)))
			return s;
		hash_move = te.best;
	}
	in_check = in_check_at(e, ply);
	if (ply >= MAX_PLY - 2 || qply >= QS_MAX)
		return evaluate(e, alpha, beta, ply);
	if (in_check) {
		best = -INF;
		stand = -INF;
	} else {
		stand = best = evaluate(e, alpha, beta, ply);
		if (stand >= beta)
			return stand;
		if (stand > alpha)
			alpha = stand;
	}
	generate(e, &mp.list, !in_check);
	recaptures_only = !in_check && qply > 0 && (qply >= QS_ANY_CAPTURE || mp.list.count > QS_CROWD);
	search_score_moves(e, &mp, hash_move, ply);
	while ((m = search_pick(e, &mp, &order)) != MV_NONE) {
		/* The rest lose material in the exchange: not worth a look. */
		if (!in_check && order < SEARCH_BAD_CAPTURE / 2)
			break;
		if (!in_check && MV_PROMO(m) < 0 && stand + gain(e, m) + 200 <= alpha)
			continue;
		if (recaptures_only && MV_TO(m) != target)
			continue;
		if (!make_legal(e, m, &u, ply, in_check))
			continue;
		legal++;
		score = -qsearch(e, -beta, -alpha, ply + 1, qply + 1, MV_TO(m));
		pos_unmake(p, &u);
		if (e->stopped)
			return 0;
		if (score > best) {
			best = score;
			if (score > alpha) {
				alpha = score;
				best_move = m;
				update_pv(e, ply, m);
				if (score >= beta)
					break;
			}
		}
	}
	if (in_check && !legal)
		return mated(ply);
	/* Kept at depth 0, below every main-search result of the position. */
	if (!tt_probe(&e->tt, p->hash, &te) || te.depth <= 0)
		tt_store(&e->tt, p->hash, best_move, to_tt(best, ply), 0,
			 best >= beta ? TT_LOWER : best > alpha0 ? TT_EXACT : TT_UPPER);
	return best;
}

/* Whether passing is a fair test for the side to move, where a null move
 * may stand for its best move: it has two or more pieces besides pawns
 * and royals, or one and a royal that can step somewhere. A side with
 * one piece and its royal boxed in by its own men is where zugzwang
 * lives (a mate in 2 of the engine suite: the Baron must move and
 * unblock a mate, while a pass would hold). */
static int
null_move_fair(engine *e)
{
	position *p = &e->pos;
	move_list list;
	int t, pieces = 0, i, j;

	for (t = 0; t < p->v->ntypes; t++)
		if (!((p->v->pawn_types >> t) & 1) && !((p->v->royal_types >> t) & 1))
			pieces += p->type_count[p->side][t];
	if (pieces != 1)
		return pieces > 1;
	list.count = 0;
	mg_pseudo(p, &list);
	for (i = 0; i < list.count; i++)
		for (j = 0; j < p->nroyal[p->side] && j < 4; j++)
			if (MV_FROM(list.moves[i]) == p->royal[p->side][j] && mg_is_legal(p, list.moves[i]))
				return 1;
	return 0;
}

/* Depth (after the move's reduction) up to which futility lets go quiet
 * moves. */
#define FUTILITY_DEPTH 6
/* Depth up to which late quiet moves are pruned by their count. */
#define LMP_DEPTH 6
/* Depth up to which moves that lose material in the exchange are let go. */
#define SEE_DEPTH 7
/* Quiet moves whose history is below -HISTORY_PRUNE a ply are let go up
 * to HISTORY_PRUNE_DEPTH; a history of HISTORY_REDUCE is worth a ply of
 * reduction either way. */
#define HISTORY_PRUNE_DEPTH 3
#define HISTORY_PRUNE 4096
#define HISTORY_REDUCE 6144
/* Depth from which the table's move is tested for a singular extension,
 * and the margin below the table's score the other moves must stay, a
 * ply of depth. */
#define SINGULAR_DEPTH 8
#define SINGULAR_MARGIN 2

/* Late-move reductions by depth and move number: they grow with the
 * logarithm of both (0.75 + ln d ln n / 2), so a deep search of a wide
 * board reduces its late moves by several plies and a shallow one hardly
 * at all. */
static unsigned char lmr_table[64][64];

static void
init_lmr(void)
{
	int d, n;

	if (lmr_table[63][63])
		return;
	for (d = 1; d < 64; d++)
		for (n = 1; n < 64; n++)
			lmr_table[d][n] = (unsigned char)(0.75 + log(d) * log(n) / 2.0);
}

/* The reduction of the quiet move tried n-th at depth, before the node's
 * own adjustments. */
static int
lmr(int depth, int n)
{
	return lmr_table[depth < 63 ? depth : 63][n < 63 ? n : 63];
}

/* The late-move reduction of the plain search (the weak levels): one ply
 * for the fourth quiet move on, two from the ninth, three from the
 * seventeenth at depth 8, a ply less on the principal variation; none for
 * killers. */
static int
plain_reduction(const engine *e, move m, int depth, int tried, int pv_node, int in_check, int ply)
{
	int reduce;

	if (!search_is_quiet(m) || tried <= 3 || depth < 3 || in_check || m == e->killers[ply][0] ||
	    m == e->killers[ply][1])
		return 0;
	reduce = 1 + (tried > 8) + (depth >= 8 && tried > 16) - pv_node;
	return reduce > depth - 2 ? (depth - 2 > 0 ? depth - 2 : 0) : reduce;
}

/* Whether m is a root move set aside (the move of an earlier line, MultiPV). */
static int
root_skipped(const engine *e, move m)
{
	int i;

	for (i = 0; i < e->nroot_skip; i++)
		if (e->root_skip[i] == m)
			return 1;
	return 0;
}

/* The principal-variation alpha-beta search of one node. */
static int
search(engine *e, int depth, int alpha, int beta, int ply, int allow_null)
{
	position *p = &e->pos;
	int pv_node = beta - alpha > 1, in_check, best, score, bound, tried = 0, static_eval;
	int improving, lmp_count, order, hash_noisy, singular = 0, hash_score = 0;
	move hash_move = MV_NONE, best_move = MV_NONE, m, excluded = e->excluded[ply];
	move quiets[64];
	int nquiets = 0, seen = 0;
	tt_entry te;
	move_picker mp;
	pos_undo u;

	e->pvlen[ply] = 0;
	if (ply > 0) {
		if (is_draw(e, ply)) {
			if (!(p->v->fifty && p->halfmove >= p->v->fifty && in_check_at(e, ply)))
				return 0;
			mg_legal(p, &mp.list);
			return mp.list.count ? 0 : mated(ply);
		}
		/* Mate distance: no line from here can beat a mate already found. */
		if (alpha < mated(ply))
			alpha = mated(ply);
		if (beta > SEARCH_MATE - ply - 1)
			beta = SEARCH_MATE - ply - 1;
		if (alpha >= beta)
			return alpha;
	}
	in_check = in_check_at(e, ply);
	if (in_check && ply < MAX_PLY / 2)
		depth++;
	if (depth <= 0 || ply >= MAX_PLY - 4)
		return qsearch(e, alpha, beta, ply, 0, 0);
	e->nodes++;
	if (search_should_stop(e))
		return 0;
	if (ply > e->seldepth)
		e->seldepth = ply;

	if (excluded == MV_NONE && tt_probe(&e->tt, p->hash, &te)) {
		seen = 1;
		hash_move = te.best;
		hash_score = from_tt(te.score, ply);
		if (!pv_node && te.depth >= depth && ply > 0) {
			int s = hash_score, b = te.flags & 3;
			if (b == TT_EXACT || (b == TT_LOWER && s >= beta) || (b == TT_UPPER && s <= alpha))
				return s;
		}
		/* The table's move is singular if no other move comes near its
		 * score; worth testing where that score is a lower bound (or
		 * exact) from nearly as deep a search, out of check. */
		singular = !e->plain && ply > 0 && !in_check && depth >= SINGULAR_DEPTH && hash_move != MV_NONE &&
			   (te.flags & 3) != TT_UPPER && te.depth >= depth - 3 &&
			   abs(hash_score) < SEARCH_MATE_BOUND && ply < 2 * e->root_depth;
	}
	if (ply == 0 && e->root_hash != MV_NONE)
		hash_move = e->root_hash;
	static_eval = in_check ? -INF : evaluate(e, alpha, beta, ply);
	e->static_eval[ply] = static_eval;
	/* Better than two plies ago (or then in check): prune less. */
	improving = !in_check && (ply < 2 || e->static_eval[ply - 2] == -INF ||
				  static_eval > e->static_eval[ply - 2]);
	lmp_count = (3 + depth * depth) * (1 + improving) / 2;

	if (!pv_node && !in_check && ply > 0 && excluded == MV_NONE) {
		/* Reverse futility: far above beta with little depth left. */
		if ((e->plain ? depth <= 3 && static_eval - 120 * depth >= beta
			      : depth <= 7 && static_eval - 90 * (depth - improving) >= beta) &&
		    abs(beta) < SEARCH_MATE_BOUND)
			return static_eval;
		/* Null move, not in zugzwang-prone positions, reduced by 4
		 * plies and a third of the depth; the further above beta, the
		 * shallower the test. Not in the helper threads: their shallow
		 * null-move cut-offs, written to the shared table, hid a
		 * sacrifice's mate from the main thread (a mate in 2 of the
		 * engine suite, missed with 4 threads in up to half the runs). */
		if (allow_null && depth >= 2 + e->plain && static_eval >= beta && !e->helper_id && null_move_fair(e)) {
			int r = e->plain ? 2 + depth / 4
				: 4 + depth / 3 + ((static_eval - beta) / 200 < 3 ? (static_eval - beta) / 200 : 3);
			pos_make_null(p, &u);
			eval_path_null(&e->evpath, ply);
			eval_path_made(&e->evpath, ply, e->ev->net, p);
			tt_prefetch(&e->tt, p->hash);
			e->path[ply] = MV_NONE;
			e->keys[e->root_index + ply + 1] = p->hash;
			e->barrier[ply + 1] = e->root_index + ply + 1;
			e->checked[ply + 1] = -1;
			score = -search(e, depth - 1 - r, -beta, -beta + 1, ply + 1, 0);
			pos_unmake_null(p, &u);
			if (e->stopped)
				return 0;
			if (score >= beta)
				return score > SEARCH_MATE_BOUND ? beta : score;
		}
	}

	/* A node the table holds nothing of, searched for the first time,
	 * is searched a ply shallower: its result will order the next visit.
	 * Not a node the table holds without a move: one that failed low
	 * stores none, and would lose the ply again at every visit. */
	if (depth >= 4 && !seen && hash_move == MV_NONE && !e->plain && excluded == MV_NONE)
		depth--;

	/* The table's move captures or promotes: the position likely turns
	 * on it, and the quiet moves are reduced a ply more. */
	hash_noisy = hash_move != MV_NONE && !search_is_quiet(hash_move);
	generate(e, &mp.list, 0);
	search_score_moves(e, &mp, hash_move, ply);
	best = -INF;
	bound = TT_UPPER;
	while ((m = search_pick(e, &mp, &order)) != MV_NONE) {
		int quiet = search_is_quiet(m), newdepth = depth - 1, reduce = 0, losing, futile;
		int hist = quiet ? *search_history(e, p->side, m) : 0;
		/* The depth the move would be searched to after its reduction. */
		int lmr_depth = depth - 1 - lmr(depth, tried + 1);
		if ((ply == 0 && e->nroot_skip && root_skipped(e, m)) || m == excluded)
			continue;
		/* Let go untried, once a move has been tried, unless they give
		 * check (a sacrifice that mates loses the exchange):
		 * - futility: quiet moves that cannot lift a hopeless static
		 *   score, by a margin that grows with the depth left after the
		 *   move's late-move reduction (full strength; the weak levels
		 *   look at the last two plies alone);
		 * - move count: late quiet moves of a shallow node off the
		 *   principal variation;
		 * - history: quiet moves of a shallow node off the principal
		 *   variation that have failed often of late (full strength);
		 * - exchange: near the leaves, moves that lose material in the
		 *   exchange, captures by more than a pawn a ply, quiet moves by
		 *   more as the depth grows (looked at only for the moves the
		 *   first two keep: the exchange costs the most to find). */
		futile = !pv_node && !in_check && quiet && tried > 0 && best > -SEARCH_MATE_BOUND &&
			 ((e->plain ? depth <= 2 && static_eval + 150 * depth <= alpha
				    : lmr_depth <= FUTILITY_DEPTH &&
					      static_eval + 150 + 120 * (lmr_depth > 0 ? lmr_depth : 0) <= alpha) ||
			  (depth <= LMP_DEPTH && tried >= lmp_count) ||
			  (!e->plain && depth <= HISTORY_PRUNE_DEPTH && hist < -HISTORY_PRUNE * depth));
		losing = !futile && ply > 0 && !in_check && tried > 0 && depth <= SEE_DEPTH && !e->plain &&
			 best > -SEARCH_MATE_BOUND &&
			 (quiet ? search_see_below(e, m, -30 * depth * depth)
				: order < SEARCH_BAD_CAPTURE / 2 && search_see_below(e, m, -100 * depth));
		/* Singular extension: the table's move is searched a ply
		 * deeper when every other move, searched to half the depth,
		 * stays well below its score. When they too reach a score
		 * above beta, more than one move refutes the node and it ends;
		 * when the table's score alone is above beta, the table's move
		 * is searched a ply shallower. */
		if (singular && m == hash_move) {
			int sbeta = hash_score - SINGULAR_MARGIN * depth;
			e->excluded[ply] = m;
			score = search(e, (depth - 1) / 2, sbeta - 1, sbeta, ply, 0);
			e->excluded[ply] = MV_NONE;
			if (e->stopped)
				return 0;
			if (score < sbeta)
				newdepth++;
			else if (sbeta >= beta)
				return sbeta;
			else if (hash_score >= beta)
				newdepth--;
		}
		/* Let go before it is made; a move that gives check (legal
		 * or not: make_legal decides) is searched. */
		if ((losing || futile) && !mg_gives_check(p, m))
			continue;
		if (!make_legal(e, m, &u, ply, in_check))
			continue;
		if (losing || futile)
			e->checked[ply + 1] = 1;
		tried++;
		/* Late moves are searched shallower with a null window first:
		 * less on the principal variation, for killers, for moves with a
		 * good history and for checks; more where the position is not
		 * improving, and for quiet moves where the table's move is a
		 * capture or promotion. A capture that
		 * loses material gets one ply. */
		if (e->plain) {
			reduce = plain_reduction(e, m, depth, tried, pv_node, in_check, ply);
		} else if (depth >= 3 && tried > 1 + pv_node && !in_check) {
			if (quiet) {
				reduce = lmr(depth, tried);
				reduce += !improving - pv_node;
				reduce += hash_noisy;
				if (m == e->killers[ply][0] || m == e->killers[ply][1])
					reduce--;
				reduce -= hist / HISTORY_REDUCE;
				if (reduce > 0 && in_check_at(e, ply + 1))
					reduce--;
			} else if (order < SEARCH_BAD_CAPTURE / 2) {
				reduce = 1;
			}
			if (reduce > newdepth - 1)
				reduce = newdepth - 1;
			if (reduce < 0)
				reduce = 0;
		}
		if (tried == 1) {
			score = -search(e, newdepth, -beta, -alpha, ply + 1, 1);
		} else {
			score = -search(e, newdepth - reduce, -alpha - 1, -alpha, ply + 1, 1);
			if (score > alpha && reduce)
				score = -search(e, newdepth, -alpha - 1, -alpha, ply + 1, 1);
			if (score > alpha && score < beta)
				score = -search(e, newdepth, -beta, -alpha, ply + 1, 1);
		}
		pos_unmake(p, &u);
		if (e->stopped)
			return best > -INF ? best : 0;
		if (score > best) {
			best = score;
			if (score > alpha) {
				best_move = m;
				alpha = score;
				bound = TT_EXACT;
				update_pv(e, ply, m);
				if (score >= beta) {
					bound = TT_LOWER;
					if (quiet)
						search_good_quiet(e, m, depth, ply, quiets, nquiets);
					break;
				}
			}
		}
		if (quiet && nquiets < 64)
			quiets[nquiets++] = m;
	}
	if (tried == 0) {
		if (excluded != MV_NONE)
			return alpha; /* the table's move was the only one */
		if (ply == 0 && e->nroot_skip)
			return alpha; /* the only legal moves were set aside */
		return in_check ? mated(ply) : stalemate_score(p->v, ply);
	}
	/* A root searched without some of its moves, or a node without
	 * the move a singular test leaves out, has no true score to keep. */
	if (excluded == MV_NONE && (ply > 0 || !e->nroot_skip))
		tt_store(&e->tt, p->hash, best_move, to_tt(best, ply), depth, bound);
	return best;
}

/* Fills info from the engine's state after an iteration. */
static void
fill_info(engine *e, search_info *info, int depth, int score, const move *pv, int pvlen)
{
	memset(info, 0, sizeof *info);
	info->depth = depth;
	info->seldepth = e->seldepth;
	info->score = score;
	if (score > SEARCH_MATE_BOUND)
		info->mate = (SEARCH_MATE - score + 1) / 2;
	else if (score < -SEARCH_MATE_BOUND)
		info->mate = -(SEARCH_MATE + score) / 2;
	info->nodes = e->nodes + smp_nodes(e);
	info->ms = search_elapsed_ms(e);
	info->pvlen = pvlen > 64 ? 64 : pvlen;
	memcpy(info->pv, pv, (size_t)info->pvlen * sizeof(move));
	info->multipv = 1;
}

/* Makes room for the game history and the search path. */
int
search_load_history(engine *e, const position *root, const uint64_t *history, int nhistory)
{
	int need = nhistory + MAX_PLY + 8;

	if (need > e->keys_cap) {
		uint64_t *k = realloc(e->keys, (size_t)need * sizeof *k);
		if (!k)
			return -1;
		e->keys = k;
		e->keys_cap = need;
	}
	if (nhistory > 0)
		memcpy(e->keys, history, (size_t)nhistory * sizeof *history);
	e->root_index = nhistory;
	e->keys[nhistory] = root->hash;
	e->barrier[0] = 0;
	return 0;
}

/* Searches the root to depth: from depth 5 on with a window around
 * guess, widened on the side the score fell out of until it falls inside
 * (at full strength the window starts at 20 cp and doubles, and a fail
 * low also brings beta down to the middle of the old window; the weak
 * levels keep the 40 cp window growing fourfold they were measured
 * with); returns the score. */
static int
aspire(engine *e, int depth, int guess)
{
	int score, delta = e->plain ? 40 : 20, grow = e->plain ? 4 : 2;
	int alpha = depth >= 5 ? guess - delta : -INF;
	int beta = depth >= 5 ? guess + delta : INF;

	e->root_depth = depth;
	for (;;) {
		score = search(e, depth, alpha, beta, 0, 0);
		if (e->stopped)
			break;
		if (score <= alpha && alpha > -INF) {
			if (!e->plain)
				beta = (alpha + beta) / 2;
			alpha = alpha - delta < -INF ? -INF : alpha - delta;
			delta *= grow;
		} else if (score >= beta && beta < INF) {
			beta = beta + delta > INF ? INF : beta + delta;
			delta *= grow;
		} else {
			break;
		}
		if (delta > 1000)
			alpha = -INF, beta = INF;
	}
	return score;
}

/* Whether iterating may stop after a depth whose best score is score:
 * time is short, a mate is proven, or there is a single legal move. */
static int
enough(engine *e, int depth, int score, int nlegal)
{
	if (e->lim.infinite)
		return 0;
	if (e->soft_ms && search_elapsed_ms(e) >= (long long)e->soft_ms * 55 / 100)
		return 1;
	if (abs(score) > SEARCH_MATE_BOUND && depth >= SEARCH_MATE - abs(score) + 2 && !e->lim.depth)
		return 1;
	return nlegal == 1 && e->hard_ms && depth >= 2;
}

/* Searches the root to increasing depths (a helper thread leaves some
 * out); returns the best move and its score and principal variation in
 * info. */
move
search_iterate(engine *e, search_report report, search_info *info)
{
	move best = MV_NONE, pv[MAX_PLY + 2];
	int depth, score = 0, best_score = -INF, pvlen = 0;
	move_list legal;

	mg_legal(&e->pos, &legal);
	for (depth = 0; depth < legal.count; depth++)
		if (!root_skipped(e, legal.moves[depth])) {
			best = legal.moves[depth];
			break;
		}
	if (best == MV_NONE)
		return MV_NONE;
	for (depth = 1; depth <= e->max_depth; depth++) {
		if (e->helper_id && smp_skip_depth(e->helper_id, depth))
			continue;
		e->seldepth = 0;
		score = aspire(e, depth, best_score);
		/* The root's line holds only moves searched to the end, so even
		 * a stopped iteration's line is the best known at this depth. */
		if (e->pvlen[0] > 0) {
			best = e->pv[0][0];
			best_score = score;
			pvlen = e->pvlen[0];
			memcpy(pv, e->pv[0], (size_t)pvlen * sizeof(move));
		}
		if (e->stopped)
			break;
		fill_info(e, info, depth, best_score, pv, pvlen);
		if (report)
			report(e->ctx, info);
		if (enough(e, depth, best_score, legal.count))
			break;
	}
	if (pvlen == 0) {
		pv[0] = best;
		pvlen = 1;
	}
	fill_info(e, info, info->depth ? info->depth : 1, best_score > -INF ? best_score : 0, pv, pvlen);
	return best;
}

/* Whether line a should come before line b: the higher score first, and
 * of equal scores the deeper. */
static int
line_before(const search_info *a, const search_info *b)
{
	return a->score > b->score || (a->score == b->score && a->depth > b->depth);
}

/* Orders lines best first (a stable insertion sort: few lines). */
static void
sort_lines(search_info *line, int n)
{
	search_info t;
	int i, j;

	for (i = 1; i < n; i++) {
		t = line[i];
		for (j = i; j > 0 && line_before(&t, &line[j - 1]); j--)
			line[j] = line[j - 1];
		line[j] = t;
	}
}

/* After a stop in the middle of a depth: the lines done at this depth
 * (cur, ndone of them), then those of the depth before whose move they
 * do not have, up to n in all, into prev; returns how many. */
static int
merge_lines(search_info *prev, int nprev, search_info *cur, int ndone, int n)
{
	search_info out[SEARCH_MAX_PV];
	int i, j, k = 0;

	sort_lines(cur, ndone);
	for (i = 0; i < ndone; i++)
		out[k++] = cur[i];
	for (i = 0; i < nprev && k < n; i++) {
		for (j = 0; j < ndone && cur[j].pv[0] != prev[i].pv[0]; j++)
			;
		if (j == ndone)
			out[k++] = prev[i];
	}
	memcpy(prev, out, (size_t)k * sizeof *out);
	return k;
}

/* MultiPV: searches the root to increasing depths for the n best moves
 * (2 <= n <= the legal moves), line k without the moves of the lines
 * before it and with its own window; reports the lines best first after
 * each depth. Returns line 1's move, and line 1 in info. */
static move
iterate_lines(engine *e, search_report report, search_info *info, int n, int nlegal)
{
	search_info prev[SEARCH_MAX_PV], cur[SEARCH_MAX_PV];
	int depth, k, nprev = 0, score;

	for (depth = 1; depth <= e->max_depth; depth++) {
		for (k = 0; k < n; k++) {
			e->nroot_skip = k;
			if (k > 0)
				e->root_skip[k - 1] = cur[k - 1].pv[0];
			e->root_hash = k < nprev ? prev[k].pv[0] : MV_NONE;
			e->seldepth = 0;
			score = aspire(e, depth, k < nprev ? prev[k].score : -INF);
			if (e->stopped || e->pvlen[0] == 0)
				break;
			fill_info(e, &cur[k], depth, score, e->pv[0], e->pvlen[0]);
		}
		e->nroot_skip = 0;
		e->root_hash = MV_NONE;
		if (k < n) {
			if (k > 0)
				nprev = merge_lines(prev, nprev, cur, k, n);
			break;
		}
		sort_lines(cur, n);
		memcpy(prev, cur, (size_t)n * sizeof *cur);
		nprev = n;
		for (k = 0; k < n; k++) {
			prev[k].multipv = k + 1;
			prev[k].nodes = e->nodes + smp_nodes(e);
			prev[k].ms = search_elapsed_ms(e);
			if (report)
				report(e->ctx, &prev[k]);
		}
		if (enough(e, depth, prev[0].score, nlegal))
			break;
	}
	if (nprev == 0)
		return search_iterate(e, NULL, info); /* stopped before depth 1 ended: any legal move */
	*info = prev[0];
	info->multipv = 1;
	return prev[0].pv[0];
}

/* Readies e (the main engine or a helper) for a new search of root: not
 * stopped, no nodes yet, the poll, no root move set aside. */
void
search_begin(engine *e, const position *root, search_poll poll, void *ctx)
{
	e->stopped = 0;
	atomic_store(&e->stop_flag, 0);
	e->nodes = 0;
	e->poll = poll;
	e->ctx = ctx;
	e->nroot_skip = 0;
	e->root_hash = MV_NONE;
	memcpy(&e->pos, root, sizeof *root);
	e->checked[0] = -1;
	eval_path_root(&e->evpath);
}

/* Empties the evaluation cache unless it holds evaluations by e->ev as
 * they are now: the same build of the tables. */
void
search_evcache_check(engine *e)
{
	if (e->evcache_stamp == e->ev->stamp)
		return;
	memset(e->evcache, 0, sizeof e->evcache);
	e->evcache_stamp = e->ev->stamp;
}

/* Searches root and returns the move to play. */
move
eng_search(engine *e, const position *root, const uint64_t *history, int nhistory,
	   const search_limits *lim, search_report report, search_poll poll, void *ctx,
	   search_info *out)
{
	search_info info;
	move best;

	memset(&info, 0, sizeof info);
	smp_finish(e); /* the helpers of the search before */
	search_begin(e, root, poll, ctx);
	search_set_limits(e, lim, root);
	/* The weak levels evaluate with the weights they were measured with. */
	e->ev = e->plain ? e->ev_level : e->ev_full;
	if (e->ev->v != root->v || e->ev->serial != root->v->serial) {
		if (e->plain)
			eval_init_weights(e->ev, root->v, &eval_level_weights);
		else
			eval_init(e->ev, root->v);
	}
	search_evcache_check(e);
	memset(e->killers, 0, sizeof e->killers);
	tt_new_search(&e->tt);
	smp_start(e, root, history, nhistory);
	if (search_load_history(e, root, history, nhistory) < 0) {
		move_list list;
		smp_stop(e);
		mg_legal(&e->pos, &list);
		best = list.count ? list.moves[0] : MV_NONE;
	} else {
		move_list legal;
		int lines = lim->multipv > SEARCH_MAX_PV ? SEARCH_MAX_PV : lim->multipv;
		if (lines > 1) {
			mg_legal(&e->pos, &legal);
			if (lines > legal.count)
				lines = legal.count;
		}
		if (lines > 1) {
			best = iterate_lines(e, report, &info, lines, legal.count);
			smp_stop(e);
		} else {
			best = search_iterate(e, report, &info);
			smp_stop(e);
		}
	}
	info.nodes = e->nodes + smp_nodes(e);
	info.ms = search_elapsed_ms(e);
	if (out)
		*out = info;
	return best;
}

/* A new engine. */
engine *
eng_new(size_t tt_megabytes)
{
	engine *e = bigmem_alloc(sizeof *e);

	if (!e)
		return NULL;
	e->nthreads = 1;
	init_lmr();
	e->ev = e->ev_full = calloc(1, sizeof *e->ev_full);
	e->ev_level = calloc(1, sizeof *e->ev_level);
	if (!e->ev_full || !e->ev_level || tt_init(&e->tt, tt_megabytes ? tt_megabytes : 16) < 0) {
		eng_free(e);
		return NULL;
	}
	return e;
}

/* Frees the engine. */
void
eng_free(engine *e)
{
	if (!e)
		return;
	smp_free(e);
	tt_free(&e->tt);
	free(e->ev_full);
	free(e->ev_level);
	free(e->keys);
	bigmem_free(e);
}

/* Forgets the transposition table and move statistics. */
void
eng_clear(engine *e)
{
	smp_finish(e);
	tt_clear(&e->tt);
	memset(e->history, 0, sizeof e->history);
	memset(e->killers, 0, sizeof e->killers);
	memset(e->counter, 0, sizeof e->counter);
	e->evcache_stamp = 0;
	smp_clear(e);
}

/* Asks a running search to stop. */
void
eng_stop(engine *e)
{
	e->stop_flag = 1;
}
