/* position.c - position state: pieces, hash, make and unmake. FEN reading
 * and writing live in fen.c. */
#include "config.h"

#include "position.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "zobrist.h"

/* Puts a piece on an empty square, keeping lists, counts and hash. */
static void
put(position *p, int sq, uint8_t code)
{
	int c = POS_COLOUR(code), t = POS_TYPE(code);

	p->board[sq] = code;
	p->index[sq] = (int16_t)p->count[c];
	p->list[c][p->count[c]++] = sq;
	p->type_count[c][t]++;
	p->hash ^= zob_piece(code, sq);
}

/* Takes the piece off sq, keeping lists, counts and hash. */
static void
take(position *p, int sq)
{
	uint8_t code = p->board[sq];
	int c = POS_COLOUR(code), t = POS_TYPE(code);
	int i = p->index[sq], last = p->list[c][--p->count[c]];

	p->list[c][i] = last;
	p->index[last] = (int16_t)i;
	p->type_count[c][t]--;
	p->hash ^= zob_piece(code, sq);
	p->board[sq] = 0;
}

/* Moves a piece between squares (to must be empty). */
static void
shift(position *p, int from, int to)
{
	uint8_t code = p->board[from];
	int c = POS_COLOUR(code), i = p->index[from];

	p->board[to] = code;
	p->board[from] = 0;
	p->list[c][i] = to;
	p->index[to] = (int16_t)i;
	p->hash ^= zob_piece(code, from) ^ zob_piece(code, to);
}

/* Rebuilds the royal square lists from the piece lists. */
static void
find_royals(position *p)
{
	int c, i;

	for (c = 0; c < 2; c++) {
		p->nroyal[c] = 0;
		for (i = 0; i < p->count[c]; i++) {
			int sq = p->list[c][i];
			if ((p->v->royal_types >> POS_TYPE(p->board[sq])) & 1 && p->nroyal[c] < 4)
				p->royal[c][p->nroyal[c]++] = sq;
		}
	}
}

/* Places a piece while setting up a position (from FEN). */
void
pos_setup_put(position *p, int sq, uint8_t code)
{
	put(p, sq, code);
}

/* Finishes setting up: royal lists, the castling-rights mask of each
 * square, and the hash from scratch. */
void
pos_setup_finish(position *p)
{
	int i;

	memset(p->castle_keep, 0xFF, sizeof p->castle_keep);
	for (i = 0; i < 4; i++) {
		if (p->castle_rook[i])
			p->castle_keep[p->castle_rook[i]] &= (uint8_t)~(1 << i);
		if (p->castle_royal[i >> 1])
			p->castle_keep[p->castle_royal[i >> 1]] &= (uint8_t)~(1 << i);
	}
	find_royals(p);
	p->hash = pos_compute_hash(p);
}

/* Clears p to an empty board of its variant. */
void
pos_clear(position *p, const variant *v)
{
	int sq;

	memset(p, 0, sizeof *p);
	p->v = v;
	for (sq = 0; sq < BRD_SIZE; sq++)
		p->board[sq] = brd_on_board(&v->geo, sq) ? 0 : POS_OFF;
	p->fullmove = 1;
	zob_init();
}

/* The hash computed from scratch. */
uint64_t
pos_compute_hash(const position *p)
{
	uint64_t h = 0;
	int sq, i;

	for (sq = 0; sq < BRD_SIZE; sq++)
		if (p->board[sq] && p->board[sq] != POS_OFF)
			h ^= zob_piece(p->board[sq], sq);
	if (p->side == BLACK)
		h ^= zob_side();
	h ^= zob_castle(p->castling);
	for (i = 0; i < p->ep_count; i++)
		h ^= zob_ep(p->ep_sq[i]);
	return h;
}

/* Records the squares a pawn passed over as en-passant targets. */
static void
set_ep(position *p, int from, int to)
{
	int df = BRD_FILE(to) - BRD_FILE(from), dr = BRD_RANK(to) - BRD_RANK(from);
	int adf = abs(df), adr = abs(dr), n, step, sq;

	if (!(df == 0 || dr == 0 || adf == adr))
		return;
	n = adf > adr ? adf : adr;
	if (n < 2)
		return;
	step = BRD_DELTA((df > 0) - (df < 0), (dr > 0) - (dr < 0));
	for (sq = from + step; sq != to && p->ep_count < POS_MAX_EP; sq += step) {
		p->ep_sq[p->ep_count++] = sq;
		p->hash ^= zob_ep(sq);
	}
	p->ep_victim = to;
}

/* Plays a pseudo-legal move. */
void
pos_make(position *p, move m, pos_undo *u)
{
	int from = MV_FROM(m), to = MV_TO(m), i;
	uint8_t code = p->board[from];
	int type = POS_TYPE(code), us = p->side;
	int promo = MV_PROMO(m);

	u->m = m;
	u->moved = code;
	u->captured = 0;
	u->capture_sq = 0;
	u->castling = p->castling;
	u->ep_count = p->ep_count;
	u->ep_victim = p->ep_victim;
	u->halfmove = p->halfmove;
	u->hash = p->hash;
	for (i = 0; i < p->ep_count; i++) {
		u->ep_sq[i] = p->ep_sq[i];
		p->hash ^= zob_ep(p->ep_sq[i]);
	}
	p->ep_count = 0;
	p->ep_victim = 0;
	p->halfmove++;

	if (m & MV_CASTLE) {
		int rook = p->castle_rook[us * 2 + (to > from ? 0 : 1)], kto, rto;
		uint8_t rcode = p->board[rook];
		mg_castle_targets(p, m, &kto, &rto);
		take(p, from);
		take(p, rook);
		put(p, kto, code);
		put(p, rto, rcode);
	} else {
		if (m & MV_EP) {
			u->capture_sq = u->ep_victim;
			u->captured = p->board[u->capture_sq];
			take(p, u->capture_sq);
		} else if (p->board[to]) {
			u->capture_sq = to;
			u->captured = p->board[to];
			take(p, to);
		}
		if (promo >= 0) {
			take(p, from);
			put(p, to, POS_CODE(us, promo));
		} else {
			shift(p, from, to);
		}
		if (u->captured || ((p->v->pawn_types >> type) & 1))
			p->halfmove = 0;
		if (((p->v->pawn_types >> type) & 1) && !u->captured)
			set_ep(p, from, to);
	}
	if (p->castling) {
		p->castling &= p->castle_keep[from] & p->castle_keep[to];
		if (p->castling != u->castling)
			p->hash ^= zob_castle(u->castling) ^ zob_castle(p->castling);
	}
	if (((p->v->royal_types >> type) & 1) || (u->captured && ((p->v->royal_types >> POS_TYPE(u->captured)) & 1)) ||
	    (promo >= 0 && ((p->v->royal_types >> promo) & 1))) {
		find_royals(p);
	}
	if (us == BLACK)
		p->fullmove++;
	p->side = !us;
	p->hash ^= zob_side();
#ifdef LEAPER_VERIFY
	if (!pos_verify(p))
		abort();
#endif
}

/* Undoes the last move. */
void
pos_unmake(position *p, const pos_undo *u)
{
	move m = u->m;
	int from = MV_FROM(m), to = MV_TO(m), i;
	int us = !p->side;
	uint8_t code = u->moved;
	int type = POS_TYPE(code);

	p->side = us;
	if (us == BLACK)
		p->fullmove--;
	if (m & MV_CASTLE) {
		int rook = p->castle_rook[us * 2 + (to > from ? 0 : 1)], kto, rto;
		uint8_t rcode;
		mg_castle_targets(p, m, &kto, &rto);
		rcode = p->board[rto];
		take(p, kto);
		take(p, rto);
		put(p, from, code);
		put(p, rook, rcode);
	} else {
		if (MV_PROMO(m) >= 0) {
			take(p, to);
			put(p, from, u->moved);
		} else {
			shift(p, to, from);
		}
		if (u->captured)
			put(p, u->capture_sq, u->captured);
	}
	p->castling = u->castling;
	p->ep_count = u->ep_count;
	for (i = 0; i < u->ep_count; i++)
		p->ep_sq[i] = u->ep_sq[i];
	p->ep_victim = u->ep_victim;
	p->halfmove = u->halfmove;
	p->hash = u->hash;
	if (((p->v->royal_types >> type) & 1) || (u->captured && ((p->v->royal_types >> POS_TYPE(u->captured)) & 1)) ||
	    MV_PROMO(m) >= 0)
		find_royals(p);
#ifdef LEAPER_VERIFY
	if (!pos_verify(p))
		abort();
#endif
}

/* Passes the move. */
void
pos_make_null(position *p, pos_undo *u)
{
	int i;

	u->m = MV_NONE;
	u->captured = 0;
	u->castling = p->castling;
	u->ep_count = p->ep_count;
	u->ep_victim = p->ep_victim;
	u->halfmove = p->halfmove;
	u->hash = p->hash;
	for (i = 0; i < p->ep_count; i++) {
		u->ep_sq[i] = p->ep_sq[i];
		p->hash ^= zob_ep(p->ep_sq[i]);
	}
	p->ep_count = 0;
	p->ep_victim = 0;
	p->halfmove++;
	p->side = !p->side;
	p->hash ^= zob_side();
}

/* Undoes a passed move. */
void
pos_unmake_null(position *p, const pos_undo *u)
{
	int i;

	p->side = !p->side;
	p->ep_count = u->ep_count;
	for (i = 0; i < u->ep_count; i++)
		p->ep_sq[i] = u->ep_sq[i];
	p->ep_victim = u->ep_victim;
	p->halfmove = u->halfmove;
	p->hash = u->hash;
}

/* Recomputes the derived state and compares it with the incremental one. */
int
pos_verify(const position *p)
{
	int count[2] = { 0, 0 }, types[2][VAR_MAX_TYPES];
	int sq, c, i;

	memset(types, 0, sizeof types);
	for (sq = 0; sq < BRD_SIZE; sq++) {
		uint8_t code = p->board[sq];
		if (code == POS_OFF) {
			if (brd_on_board(&p->v->geo, sq))
				return 0;
			continue;
		}
		if (!brd_on_board(&p->v->geo, sq))
			return 0;
		if (!code)
			continue;
		c = POS_COLOUR(code);
		if (POS_TYPE(code) < 0 || POS_TYPE(code) >= p->v->ntypes)
			return 0;
		if (p->index[sq] < 0 || p->index[sq] >= p->count[c] || p->list[c][p->index[sq]] != sq)
			return 0;
		count[c]++;
		types[c][POS_TYPE(code)]++;
	}
	for (c = 0; c < 2; c++) {
		if (count[c] != p->count[c])
			return 0;
		for (i = 0; i < p->v->ntypes; i++)
			if (types[c][i] != p->type_count[c][i])
				return 0;
		for (i = 0; i < p->nroyal[c]; i++)
			if (!p->board[p->royal[c][i]] || POS_COLOUR(p->board[p->royal[c][i]]) != c ||
			    !((p->v->royal_types >> POS_TYPE(p->board[p->royal[c][i]])) & 1))
				return 0;
	}
	return pos_compute_hash(p) == p->hash;
}

/* The piece on sq as a letter. */
char
pos_letter(const position *p, int sq)
{
	uint8_t code = p->board[sq];
	char c;

	if (code == POS_OFF)
		return '\0';
	if (!code)
		return '.';
	c = p->v->pieces[POS_TYPE(code)].letter;
	return POS_COLOUR(code) == WHITE ? c : (char)(c - 'A' + 'a');
}

/* Writes a plain-text diagram of p. */
size_t
pos_diagram(const position *p, char *buf, size_t size)
{
	size_t n = 0;
	int f, r;

#define PUT(...) do { int k_ = snprintf(buf + n, n < size ? size - n : 0, __VA_ARGS__); \
		if (k_ > 0) n += (size_t)k_; } while (0)
	for (r = p->v->geo.ranks - 1; r >= 0; r--) {
		PUT("%2d ", r + 1);
		for (f = 0; f < p->v->geo.files; f++)
			PUT(" %c", pos_letter(p, BRD_SQ(f, r)));
		PUT("\n");
	}
	PUT("   ");
	for (f = 0; f < p->v->geo.files; f++)
		PUT(" %c", 'a' + f);
	PUT("\n");
#undef PUT
	return n;
}
