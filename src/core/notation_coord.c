/* notation_coord.c - coordinate move notation. */
#include "notation_coord.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "movegen.h"

/* Writes m as from-square, to-square and a lower-case promotion letter.
 * Castling is the royal piece's move to its square under the distance
 * rule (e1g1) and the royal piece taking its partner under the fixed-file
 * rule (e1h1, as Chess960 GUIs write it), which is the move's own to. */
size_t
coord_format(const position *p, move m, char *buf, size_t size)
{
	char from[8], to[8];
	int promo = MV_PROMO(m);
	int n;

	brd_square_name(MV_FROM(m), from);
	brd_square_name(MV_TO(m), to);
	if (promo >= 0)
		n = snprintf(buf, size, "%s%s%c", from, to,
			     (char)tolower((unsigned char)p->v->pieces[promo].letter));
	else
		n = snprintf(buf, size, "%s%s", from, to);
	return n < 0 ? 0 : (size_t)n;
}

/* Whether castling move m may be written with destination to: the royal
 * piece's own destination, or the square of its partner ("king takes
 * rook", e1h1). A plain move that fits is preferred by the callers. */
int
coord_castle_fits(const position *p, move m, int to)
{
	int royal_to, partner_to;

	mg_castle_targets(p, m, &royal_to, &partner_to);
	return to != MV_FROM(m) && (to == MV_TO(m) || to == royal_to || to == mg_castle_partner(p, m));
}

/* Finds the legal move written as text: an exact match first, then a
 * castling move written the other way (see coord_castle_fits). */
move
coord_parse(position *p, const char *text)
{
	move_list list;
	int from, to, n, i, promo = -1;

	n = brd_parse_square(&p->v->geo, text, &from);
	if (!n)
		return MV_NONE;
	text += n;
	if (*text == '-')
		text++;
	n = brd_parse_square(&p->v->geo, text, &to);
	if (!n)
		return MV_NONE;
	text += n;
	if (*text == '=')
		text++;
	if (*text && isalpha((unsigned char)*text)) {
		promo = var_type_of_letter(p->v, *text);
		if (promo < 0)
			return MV_NONE;
		text++;
	}
	if (*text)
		return MV_NONE;
	mg_legal(p, &list);
	for (i = 0; i < list.count; i++) {
		move m = list.moves[i];
		if (MV_FROM(m) == from && MV_TO(m) == to && MV_PROMO(m) == promo)
			return m;
	}
	for (i = 0; i < list.count && promo < 0; i++)
		if ((list.moves[i] & MV_CASTLE) && MV_FROM(list.moves[i]) == from &&
		    coord_castle_fits(p, list.moves[i], to))
			return list.moves[i];
	return MV_NONE;
}
