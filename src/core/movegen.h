/* movegen.h - move generation, attack detection and perft. */
#ifndef LEAPER_MOVEGEN_H
#define LEAPER_MOVEGEN_H

#include <stdint.h>

#include "position.h"

#define MG_MAX_MOVES 1024

/* A list of moves. */
typedef struct move_list {
	int count;
	move moves[MG_MAX_MOVES];
} move_list;

/* Appends every pseudo-legal move of the side to move (moves that may
 * leave a royal piece attacked, but not castling through attacked squares). */
void mg_pseudo(const position *p, move_list *out);

/* Appends the pseudo-legal captures and promotions of the side to move,
 * in the order mg_pseudo gives them. */
void mg_pseudo_noisy(const position *p, move_list *out);

/* Appends every legal move of the side to move. */
void mg_legal(position *p, move_list *out);

/* Whether sq is attacked by a piece of colour by (including check-only powers). */
int mg_attacked(const position *p, int sq, int by);

/* Whether the side to move has a royal piece under attack. */
int mg_in_check(const position *p);

/* The same, where m is the move just played into p (from a legal
 * position), worked out faster. */
int mg_in_check_after(const position *p, move m);

/* Whether pseudo-legal move m gives check: whether, once it is played,
 * the other side is in check (p is left as it was). */
int mg_gives_check(position *p, move m);

/* Whether pseudo-legal move m leaves the mover's royal pieces safe. */
int mg_is_legal(position *p, move m);

/* Whether pseudo-legal m is legal, given whether the side to move is in
 * check (mg_in_check). Most moves are decided without making them. */
int mg_legal_given(position *p, move m, int in_check);

/* Whether m is one of the legal moves of p. */
int mg_is_legal_move(position *p, move m);

/* Where castling move m of p puts the royal piece and its partner. */
void mg_castle_targets(const position *p, move m, int *royal_to, int *partner_to);

/* The square the partner of castling move m (of the side to move) stands on. */
int mg_castle_partner(const position *p, move m);

/* Counts the leaf nodes of the legal move tree to the given depth. */
uint64_t mg_perft(position *p, int depth);

/* Whether the piece of colour on sq may use ray r now: sq is in one of
 * the ray's zones, the piece stands on its start square if the ray asks
 * for that, and the jump leg's square is full or empty as the ray needs.
 * Inline: the move generator and the evaluation call it for every ray. */
static inline int
mg_ray_usable(const position *p, const var_ray *r, int colour, int sq)
{
	if (!(r->in_zones & p->v->zone_bits[colour][sq]))
		return 0;
	if (r->initial && p->v->start_code[sq] != p->board[sq])
		return 0;
	if (r->via) {
		uint8_t c = p->board[sq + r->via];
		if ((c != 0 && c != POS_OFF) != r->via_full)
			return 0;
	}
	return 1;
}

/* Whether ray r is usable from any square at any time (no zone, start
 * square or leg condition): mg_ray_usable always holds for it. */
static inline int
mg_ray_always_usable(const var_ray *r)
{
	return (r->in_zones & VAR_ZONE_ANY) && !r->initial && !r->via;
}

#endif
