/* movegen.c - move generation, attack detection and perft.
 *
 * Pieces move along the compiled rays of their variant (variant.h). Moves
 * are generated pseudo-legally; a move is then proven legal cheaply when
 * the side is not in check and the moving piece stands on no line through
 * its royal piece that an enemy rider uses, and by making it otherwise.
 */
#include "movegen.h"

#include <stdlib.h>

/* Whether a pawn (pawn 1) of the side to move landing on to promotes. */
static inline int
promotes(const position *p, int to, int pawn)
{
	return pawn && p->v->promo_zone[p->side][to] && p->v->npromo[p->side];
}

/* Appends a move, or one move per allowed promotion choice when a pawn
 * lands on its promotion squares. A full list takes no more: the FEN
 * reader refuses positions near the limit (fen.c), so only a position
 * that opened up in play can reach it, and then its last moves are lost
 * rather than memory overwritten. */
static void
add(const position *p, move_list *out, int from, int to, move flags, int pawn)
{
	const variant *v = p->v;
	int c = p->side, i;

	if (promotes(p, to, pawn)) {
		for (i = 0; i < v->npromo[c] && out->count < MG_MAX_MOVES; i++) {
			const var_promo *pr = &v->promo[c][i];
			if (pr->colour_sq >= 0 && brd_colour(pr->colour_sq) != brd_colour(to))
				continue;
			out->moves[out->count++] = MV_WITH_PROMO(MV_MAKE(from, to, flags), pr->type);
		}
		return;
	}
	if (out->count < MG_MAX_MOVES)
		out->moves[out->count++] = MV_MAKE(from, to, flags);
}

/* Whether sq is one of the position's en-passant targets. */
static inline int
is_ep(const position *p, int sq)
{
	int i;

	for (i = 0; i < p->ep_count; i++)
		if (p->ep_sq[i] == sq)
			return 1;
	return 0;
}

/* Walks one ray of the piece on from; with noisy, for its captures and
 * promotions alone. */
static inline void
walk(const position *p, const var_ray *r, int from, int pawn, move_list *out, int noisy)
{
	const uint8_t *zb = p->v->zone_bits[p->side];
	int us = p->side, sq = from + r->first, k, screen = 0;

	for (k = 1; k <= r->reach; k++, sq += r->next) {
		uint8_t code = p->board[sq];
		if (code == POS_OFF)
			return;
		if (r->kind != RAY_SLIDE && !screen) {
			if (code)
				screen = 1;
			continue;
		}
		if (!code) {
			if ((r->quiet[k] & zb[sq]) &&
			    (!noisy || promotes(p, sq, pawn)))
				add(p, out, from, sq, 0, pawn);
			if (pawn && p->ep_count && (r->capture[k] & zb[sq]) && is_ep(p, sq))
				add(p, out, from, sq, MV_CAPTURE | MV_EP, pawn);
			if (r->kind == RAY_GRASS)
				return;
			continue;
		}
		if (POS_COLOUR(code) != us && (r->capture[k] & zb[sq]))
			add(p, out, from, sq, MV_CAPTURE, pawn);
		return;
	}
}

/* Where castling move m of p puts the royal piece and its partner. Under
 * the distance rule m goes to the royal piece's square; under the
 * fixed-file rule it goes to the partner's square (the royal piece
 * "takes" its partner), since the royal piece may not move at all. */
void
mg_castle_targets(const position *p, move m, int *royal_to, int *partner_to)
{
	const variant *v = p->v;
	int from = MV_FROM(m), to = MV_TO(m), dir = to > from ? 1 : -1, side = dir > 0 ? 0 : 1;

	if (v->castle_distance) {
		*royal_to = to;
		*partner_to = to - dir;
		return;
	}
	*royal_to = BRD_SQ(v->castle_royal_file[side], BRD_RANK(from));
	*partner_to = BRD_SQ(v->castle_partner_file[side], BRD_RANK(from));
}

/* The square the partner of castling move m of p stands on before it. */
int
mg_castle_partner(const position *p, move m)
{
	return p->castle_rook[p->side * 2 + (MV_TO(m) > MV_FROM(m) ? 0 : 1)];
}

/* Appends the castling moves of the side to move (not checking whether the
 * destination is attacked; the legality test does that). Every square
 * from the outermost to the innermost of the royal piece, its partner and
 * their destinations must be empty but for the two; the royal piece may
 * not stand, pass or (tested by the legality test) land attacked. */
static void
gen_castling(const position *p, move_list *out)
{
	const variant *v = p->v;
	int us = p->side, right, royal = p->castle_royal[us];

	if (!royal || p->board[royal] != POS_CODE(us, v->castle_type))
		return;
	for (right = us * 2; right < us * 2 + 2; right++) {
		int rook = p->castle_rook[right];
		int dir = (right & 1) ? -1 : 1;
		move m = MV_MAKE(royal, v->castle_distance ? royal + dir * v->castle_distance : rook, MV_CASTLE);
		int dest, rdest, lo, hi, sq, step, ok = 1;
		if (!((p->castling >> right) & 1))
			continue;
		mg_castle_targets(p, m, &dest, &rdest);
		lo = royal < rook ? royal : rook;
		hi = royal < rook ? rook : royal;
		if (dest < lo)
			lo = dest;
		if (dest > hi)
			hi = dest;
		if (rdest < lo)
			lo = rdest;
		if (rdest > hi)
			hi = rdest;
		for (sq = lo; sq <= hi && ok; sq++)
			if (sq != royal && sq != rook && p->board[sq])
				ok = 0;
		if (!ok)
			continue;
		if (mg_attacked(p, royal, !us))
			return;
		step = dest > royal ? 1 : -1;
		for (sq = royal; sq != dest && ok; sq += step)
			if (sq != royal && mg_attacked(p, sq, !us))
				ok = 0;
		if (ok && out->count < MG_MAX_MOVES)
			out->moves[out->count++] = m;
	}
}

/* Appends the pseudo-legal moves of the side to move: all of them, or
 * with noisy its captures and promotions alone (in the same order). */
static inline void
pseudo(const position *p, move_list *out, int noisy)
{
	const variant *v = p->v;
	int us = p->side, i, j;

	for (i = 0; i < p->count[us]; i++) {
		int from = p->list[us][i];
		int t = POS_TYPE(p->board[from]);
		int pawn = (v->pawn_types >> t) & 1;
		const var_ray *r = &v->rays[us][v->ray_first[us][t]];
		for (j = v->ray_count[us][t]; j > 0; j--, r++)
			if (mg_ray_usable(p, r, us, from))
				walk(p, r, from, pawn, out, noisy);
	}
	if (!noisy && p->castling && v->castle_type >= 0)
		gen_castling(p, out);
}

void
mg_pseudo(const position *p, move_list *out)
{
	pseudo(p, out, 0);
}

void
mg_pseudo_noisy(const position *p, move_list *out)
{
	pseudo(p, out, 1);
}

/* Whether sq is attacked by colour by, through the attacks of the line
 * classes in lines (all attacks when lines is ~0). */
static int
attacked(const position *p, int sq, int by, uint32_t lines)
{
	const variant *v = p->v;
	const var_attack *a = v->attacks[by];
	const uint8_t *zb = v->zone_bits[by];
	int n = v->nattacks[by];

	for (; n > 0; n--, a++) {
		int path = sq, k = 1;
		if (lines != ~0u && !(a->line & lines))
			continue;
		if (a->kind != RAY_SLIDE) {
			/* Hoppers: back from the target to the screen (next to
			 * the target for a grasshopper), then on to the first piece. */
			int screen = 0;
			for (; k <= a->reach; k++) {
				uint8_t c;
				path -= a->next;
				c = p->board[path];
				if (c == POS_OFF)
					break;
				if (!c)
					continue;
				if (!screen) {
					if (a->kind == RAY_GRASS && k != 1)
						break;
					screen = 1;
					continue;
				}
				if (POS_COLOUR(c) == by && ((a->types[k] >> POS_TYPE(c)) & 1) &&
				    (a->target[k] & zb[sq]) && (a->in_zones & zb[path]) &&
				    (!a->initial || v->start_code[path] == c))
					return 1;
				break;
			}
			continue;
		}
		for (;;) {
			int from = path - a->first;
			uint8_t c = p->board[from];
			if (c && c != POS_OFF && POS_COLOUR(c) == by && ((a->types[k] >> POS_TYPE(c)) & 1) &&
			    (a->target[k] & zb[sq]) && (a->in_zones & zb[from]) &&
			    (!a->initial || v->start_code[from] == c)) {
				if (!a->via)
					return 1;
				uint8_t vc = p->board[from + a->via];
				if ((vc != 0 && vc != POS_OFF) == a->via_full)
					return 1;
			}
			if (++k > a->reach)
				break;
			path -= a->next;
			if (p->board[path])
				break;
		}
	}
	return 0;
}

/* Whether sq is attacked by a piece of colour by. */
int
mg_attacked(const position *p, int sq, int by)
{
	return attacked(p, sq, by, ~0u);
}

/* Whether the side to move has a royal piece under attack. */
int
mg_in_check(const position *p)
{
	int i, us = p->side;

	for (i = 0; i < p->nroyal[us]; i++)
		if (mg_attacked(p, p->royal[us][i], !us))
			return 1;
	return 0;
}

/* Whether a royal piece of colour them is attacked, where them was not in
 * check before a piece of the other colour (of type bit type_bit) went
 * from from to to, in a variant where its colour has neither hoppers nor
 * leg squares: only that piece, or a line through from, can give check,
 * and the attack test runs only for a royal piece they may reach. */
static int
check_by_move(const position *p, int them, int from, int to, uint32_t type_bit)
{
	const variant *v = p->v;
	int i;

	for (i = 0; i < p->nroyal[them]; i++) {
		int r = p->royal[them][i];
		uint32_t lines = v->aligned[them][r - from + BRD_SIZE];
		if (v->attack_types[!them][r - to + BRD_SIZE] & type_bit) {
			if (attacked(p, r, !them, ~0u))
				return 1;
		} else if (lines && attacked(p, r, !them, lines)) {
			return 1;
		}
	}
	return 0;
}

/* Whether the side to move is in check in p, where m was just played:
 * the same answer as mg_in_check. Before m the side to move was not in
 * check (its opponent has just moved). Hoppers, leg squares, castling and
 * en passant change more squares, and take the whole test. */
int
mg_in_check_after(const position *p, move m)
{
	if (p->v->always_verify[p->side] || (m & (MV_EP | MV_CASTLE)))
		return mg_in_check(p);
	return check_by_move(p, p->side, MV_FROM(m), MV_TO(m), 1u << POS_TYPE(p->board[MV_TO(m)]));
}

/* Whether pseudo-legal m gives check: mg_in_check's answer once it is
 * played. Worked out with the piece lifted onto its destination, without
 * making the move, unless it captures a royal piece or is one of the
 * moves mg_in_check_after leaves to the whole test. */
int
mg_gives_check(position *p, move m)
{
	int from = MV_FROM(m), to = MV_TO(m), them = !p->side, promo = MV_PROMO(m), check;
	uint8_t code = p->board[from], captured = p->board[to];

	if (p->v->always_verify[them] || (m & (MV_EP | MV_CASTLE)) ||
	    (captured && ((p->v->royal_types >> POS_TYPE(captured)) & 1))) {
		pos_undo u;
		pos_make(p, m, &u);
		check = mg_in_check(p);
		pos_unmake(p, &u);
		return check;
	}
	p->board[from] = 0;
	p->board[to] = promo >= 0 ? POS_CODE(p->side, promo) : code;
	check = check_by_move(p, them, from, to, 1u << POS_TYPE(p->board[to]));
	p->board[to] = captured;
	p->board[from] = code;
	return check;
}

/* Whether pseudo-legal m leaves the mover's royal pieces safe. */
int
mg_is_legal(position *p, move m)
{
	pos_undo u;
	int i, us = p->side, ok = 1, from = MV_FROM(m);

	/* A lone royal piece's plain move: is its destination attacked once
	 * it has left its square? Cheaper than making the move. */
	if (p->nroyal[us] == 1 && p->royal[us][0] == from &&
	    !(m & (MV_CASTLE | MV_EP)) && MV_PROMO(m) < 0) {
		uint8_t code = p->board[from];
		p->board[from] = 0;
		ok = !mg_attacked(p, MV_TO(m), !us);
		p->board[from] = code;
		return ok;
	}
	pos_make(p, m, &u);
	for (i = 0; i < p->nroyal[us] && ok; i++)
		if (mg_attacked(p, p->royal[us][i], !us))
			ok = 0;
	pos_unmake(p, &u);
	return ok;
}

/* Whether pseudo-legal m, played when the side to move is not in check,
 * leaves its royal pieces safe. Only a royal piece's move, a capture en
 * passant or castling can walk into an attack; any other move can only
 * open a line through the square it leaves, so only the attacks of those
 * lines are looked at, with the piece lifted onto its destination. */
static int
legal_when_not_in_check(position *p, move m)
{
	const variant *v = p->v;
	int us = p->side, from = MV_FROM(m), to = MV_TO(m), i, ok = 1;
	uint8_t code, captured;

	if ((m & (MV_EP | MV_CASTLE)) || ((v->royal_types >> POS_TYPE(p->board[from])) & 1))
		return mg_is_legal(p, m);
	for (i = 0; i < p->nroyal[us]; i++)
		if (v->aligned[us][p->royal[us][i] - from + BRD_SIZE])
			break;
	if (i == p->nroyal[us])
		return 1;
	code = p->board[from];
	captured = p->board[to];
	p->board[from] = 0;
	p->board[to] = code;
	for (i = 0; i < p->nroyal[us] && ok; i++) {
		uint32_t lines = v->aligned[us][p->royal[us][i] - from + BRD_SIZE];
		if (lines && attacked(p, p->royal[us][i], !us, lines))
			ok = 0;
	}
	p->board[to] = captured;
	p->board[from] = code;
	return ok;
}

/* Whether pseudo-legal m is legal, given whether the side to move is in check. */
int
mg_legal_given(position *p, move m, int in_check)
{
	if (in_check || p->v->always_verify[p->side])
		return mg_is_legal(p, m);
	return legal_when_not_in_check(p, m);
}

/* Keeps the legal moves of list, in order; returns how many. */
static int
filter_legal(position *p, move_list *list)
{
	int i, n = 0, in_check = mg_in_check(p);

	for (i = 0; i < list->count; i++) {
		move m = list->moves[i];
		if (!mg_legal_given(p, m, in_check))
			continue;
		list->moves[n++] = m;
	}
	list->count = n;
	return n;
}

/* Appends every legal move of the side to move. */
void
mg_legal(position *p, move_list *out)
{
	out->count = 0;
	mg_pseudo(p, out);
	filter_legal(p, out);
}

/* Whether m is one of the legal moves of p. */
int
mg_is_legal_move(position *p, move m)
{
	move_list list;
	int i;

	mg_legal(p, &list);
	for (i = 0; i < list.count; i++)
		if (list.moves[i] == m)
			return 1;
	return 0;
}

/* Counts leaf nodes; the last ply is counted without being played. */
static uint64_t
perft(position *p, int depth)
{
	move_list list;
	pos_undo u;
	uint64_t n = 0;
	int i;

	mg_legal(p, &list);
	if (depth == 1)
		return (uint64_t)list.count;
	for (i = 0; i < list.count; i++) {
		pos_make(p, list.moves[i], &u);
		n += perft(p, depth - 1);
		pos_unmake(p, &u);
	}
	return n;
}

/* Counts the leaf nodes of the legal move tree to depth. */
uint64_t
mg_perft(position *p, int depth)
{
	if (depth <= 0)
		return 1;
	return perft(p, depth);
}
