/* san.c - writing moves in SAN; reading them is in san_parse.c. */
#include "san.h"

#include <stdio.h>
#include <string.h>

/* Whether the piece on sq is of a pawn type (written without a letter). */
static int
is_pawn(const position *p, int sq)
{
	return (p->v->pawn_types >> POS_TYPE(p->board[sq])) & 1;
}

/* Whether moves a and b, both by pieces of p, would be written with the
 * same letter and destination, so that one needs disambiguation. Castling
 * is written O-O and never clashes; pawns' captures and non-captures are
 * written differently and do not clash either. */
static int
clashes(const position *p, move a, move b)
{
	int fa = MV_FROM(a), fb = MV_FROM(b);

	if (fa == fb || MV_TO(a) != MV_TO(b) || (b & MV_CASTLE))
		return 0;
	if (is_pawn(p, fa))
		return is_pawn(p, fb) && ((a & MV_CAPTURE) != 0) == ((b & MV_CAPTURE) != 0);
	return POS_TYPE(p->board[fa]) == POS_TYPE(p->board[fb]);
}

/* Writes the file and/or rank of m's origin that tell it apart from the
 * other legal moves; returns the number of characters written. */
static int
disambiguate(const position *p, const move_list *legal, move m, char *out)
{
	int from = MV_FROM(m), i, others = 0, same_file = 0, same_rank = 0;
	int want_file = 0, want_rank = 0, n = 0;

	for (i = 0; i < legal->count; i++) {
		move o = legal->moves[i];
		if (!clashes(p, m, o))
			continue;
		others++;
		if (BRD_FILE(MV_FROM(o)) == BRD_FILE(from))
			same_file++;
		if (BRD_RANK(MV_FROM(o)) == BRD_RANK(from))
			same_rank++;
	}
	if (is_pawn(p, from) && (m & MV_CAPTURE)) {
		/* A pawn's capture always names its file; the rank only when
		 * another pawn of that file captures on the same square. */
		want_file = 1;
		want_rank = same_file > 0;
	} else if (others) {
		if (!same_file)
			want_file = 1;
		else if (!same_rank)
			want_rank = 1;
		else
			want_file = want_rank = 1;
	}
	if (want_file)
		out[n++] = (char)('a' + BRD_FILE(from));
	if (want_rank)
		n += sprintf(out + n, "%d", BRD_RANK(from) + 1);
	return n;
}

/* Writes "+" or "#" when m gives check or mate, else nothing. */
static int
check_suffix(position *p, move m, char *out)
{
	pos_undo u;
	move_list replies;
	int n = 0;

	pos_make(p, m, &u);
	if (mg_in_check(p)) {
		mg_legal(p, &replies);
		out[n++] = replies.count ? '+' : '#';
	}
	pos_unmake(p, &u);
	return n;
}

/* Whether O-O is the castling toward higher files in v. */
int
san_short_castle_high(const variant *v)
{
	int f;

	for (f = 0; f < v->geo.files; f++) {
		uint8_t code = v->start_code[BRD_SQ(f, 0)];
		if (code && POS_COLOUR(code) == WHITE && POS_TYPE(code) == v->castle_type)
			return v->geo.files - 1 - f <= f;
	}
	return 1;
}

/* Writes legal move m in SAN, given the legal moves of p. */
size_t
san_format_with(position *p, const move_list *legal, move m, char *buf, size_t size)
{
	char text[SAN_MAX + 8];
	int from = MV_FROM(m), to = MV_TO(m), promo = MV_PROMO(m), n = 0;

	if (m & MV_CASTLE) {
		n = sprintf(text, "%s", (BRD_FILE(to) > BRD_FILE(from)) == san_short_castle_high(p->v) ? "O-O" : "O-O-O");
	} else {
		if (!is_pawn(p, from))
			text[n++] = p->v->pieces[POS_TYPE(p->board[from])].letter;
		n += disambiguate(p, legal, m, text + n);
		if (m & MV_CAPTURE)
			text[n++] = 'x';
		n += brd_square_name(to, text + n);
		if (promo >= 0) {
			text[n++] = '=';
			text[n++] = p->v->pieces[promo].letter;
		}
	}
	n += check_suffix(p, m, text + n);
	text[n] = '\0';
	if (size)
		snprintf(buf, size, "%s", text);
	return (size_t)n;
}

/* Writes legal move m of p in SAN. */
size_t
san_format(position *p, move m, char *buf, size_t size)
{
	move_list legal;

	mg_legal(p, &legal);
	return san_format_with(p, &legal, m, buf, size);
}

/* A short name of a status. */
const char *
san_status_name(san_status st)
{
	switch (st) {
	case SAN_OK:
		return "ok";
	case SAN_AMBIGUOUS:
		return "ambiguous";
	case SAN_SYNTAX:
		return "not a move";
	default:
		return "illegal";
	}
}
