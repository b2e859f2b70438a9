/* notation_coord.c - coordinate move notation. */
#include "notation_coord.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "movegen.h"

/* Writes m as from-square, to-square and a lower-case promotion letter. */
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

/* Finds the legal move written as text. */
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
	return MV_NONE;
}
