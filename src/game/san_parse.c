/* san_parse.c - reading a typed move: the text is turned into a partial
 * description (piece, origin file and rank, destination, promotion) and
 * matched against the legal moves; when nothing matches, the pseudo-legal
 * moves tell why. */
#include "san.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "notation_coord.h"

#define MAX_TEXT 64

/* A partial description of a move. */
typedef struct spec {
	int castle;    /* 1: O-O, 2: O-O-O (see san_short_castle_high), 0: not castling */
	int type;      /* piece type named by a letter, or -1 */
	int pawn;      /* 1: only pawn-type pieces (no letter, or a pawn's letter) */
	int from_file; /* origin file, or -1 */
	int from_rank; /* origin rank, or -1 */
	int to;        /* destination square */
	int promo;     /* promotion type written, or -1 */
	int capture;   /* 1: "x" or ":" was written */
} spec;

/* Writes a formatted message to msg and returns st. */
static san_status
fail(char *msg, size_t size, san_status st, const char *fmt, ...)
{
	va_list ap;

	if (size) {
		va_start(ap, fmt);
		vsnprintf(msg, size, fmt, ap);
		va_end(ap);
	}
	return st;
}

/* Whether castling c (1: O-O, 2: O-O-O) of v goes toward higher files. */
static int
castle_high(const variant *v, int c)
{
	return (c == 1) == (san_short_castle_high(v) != 0);
}

/* Whether move m of p fits the description s (promotion aside). */
static int
fits(const position *p, const spec *s, move m)
{
	int from = MV_FROM(m), t = POS_TYPE(p->board[from]);

	if (s->castle)
		return (m & MV_CASTLE) &&
		       (BRD_FILE(MV_TO(m)) > BRD_FILE(from)) == castle_high(p->v, s->castle);
	if ((m & MV_CASTLE) ? !coord_castle_fits(p, m, s->to) : MV_TO(m) != s->to)
		return 0;
	if (s->type >= 0 && t != s->type)
		return 0;
	if (s->type < 0 && s->pawn && !((p->v->pawn_types >> t) & 1))
		return 0;
	if (s->from_file >= 0 && BRD_FILE(from) != s->from_file)
		return 0;
	if (s->from_rank >= 0 && BRD_RANK(from) != s->from_rank)
		return 0;
	return 1;
}

/* Keeps the moves of list that fit s, without duplicates. */
static void
select_moves(const position *p, const spec *s, const move_list *list, move_list *out)
{
	int i, j;

	out->count = 0;
	for (i = 0; i < list->count; i++) {
		move m = list->moves[i];
		if (!fits(p, s, m))
			continue;
		for (j = 0; j < out->count && out->moves[j] != m; j++)
			;
		if (j == out->count)
			out->moves[out->count++] = m;
	}
}

/* Keeps the moves of l whose mask bits are set (want 1) or clear (want 0),
 * if that leaves any. */
static void
prefer(move_list *l, move mask, int want)
{
	int i, n = 0, any = 0;

	for (i = 0; i < l->count; i++)
		any |= ((l->moves[i] & mask) != 0) == want;
	if (!any)
		return;
	for (i = 0; i < l->count; i++)
		if (((l->moves[i] & mask) != 0) == want)
			l->moves[n++] = l->moves[i];
	l->count = n;
}

/* Writes the SAN of the moves of l as "A, B or C" into buf. */
static void
list_moves(position *p, const move_list *legal, const move_list *l, char *buf, size_t size)
{
	size_t n = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < l->count && n + SAN_MAX + 4 < size; i++) {
		char san[SAN_MAX];
		san_format_with(p, legal, l->moves[i], san, sizeof san);
		n += (size_t)snprintf(buf + n, size - n, "%s%s",
				      i == 0 ? "" : i == l->count - 1 ? " or " : ", ", san);
	}
}

/* Chooses among the legal moves that fit s: promotion and the pawn
 * conventions, then one move, or the reason there is not exactly one. */
static san_status
resolve(position *p, const spec *s, const move_list *legal, move_list *c,
	move *out, char *msg, size_t size)
{
	char names[512];
	int i, n;

	if (!s->castle)
		prefer(c, MV_CASTLE, 0); /* "Kg1" is the plain move when both exist */
	if (s->pawn && s->capture)
		prefer(c, MV_CAPTURE, 1);
	else if (s->pawn && s->from_file < 0)
		prefer(c, MV_CAPTURE, 0); /* "e4" is the push, "dxe4" the capture */
	for (i = n = 0; i < c->count; i++)
		if (MV_PROMO(c->moves[i]) == s->promo)
			c->moves[n++] = c->moves[i];
	if (n == 0 && s->promo >= 0) {
		for (i = 0; i < c->count && MV_PROMO(c->moves[i]) < 0; i++)
			;
		if (i == c->count)
			return fail(msg, size, SAN_PROMOTION, "illegal: that move is not a promotion");
		list_moves(p, legal, c, names, sizeof names);
		return fail(msg, size, SAN_PROMOTION, "illegal: no promotion to %s there; choose %s",
			    p->v->pieces[s->promo].name, names);
	}
	if (n == 0) {
		/* Every fitting move promotes: one choice is taken, more need asking. */
		for (i = 1; i < c->count && MV_FROM(c->moves[i]) == MV_FROM(c->moves[0]) &&
			    MV_TO(c->moves[i]) == MV_TO(c->moves[0]); i++)
			;
		if (c->count == 1) {
			n = 1;
		} else if (i == c->count) {
			list_moves(p, legal, c, names, sizeof names);
			return fail(msg, size, SAN_PROMOTION, "illegal: promotion needs a choice: %s", names);
		} else {
			n = c->count;
		}
	}
	c->count = n;
	if (n > 1) {
		list_moves(p, legal, c, names, sizeof names);
		return fail(msg, size, SAN_AMBIGUOUS, "ambiguous: %s", names);
	}
	*out = c->moves[0];
	san_format_with(p, legal, *out, msg, size);
	return SAN_OK;
}

/* The name of the pieces s describes, such as "Knight" or "Pawn". */
static const char *
piece_name(const position *p, const spec *s)
{
	int t;

	if (s->type >= 0)
		return p->v->pieces[s->type].name;
	for (t = 0; t < p->v->ntypes; t++)
		if ((p->v->pawn_types >> t) & 1)
			return p->v->pieces[t].name;
	return "pawn";
}

/* Tells why no legal move fits s. */
static san_status
diagnose(position *p, const spec *s, char *msg, size_t size)
{
	const variant *v = p->v;
	move_list pseudo, c;
	char sq[8], from[16];
	int us = p->side;

	pseudo.count = 0;
	mg_pseudo(p, &pseudo);
	select_moves(p, s, &pseudo, &c);
	if (s->castle) {
		int right = us * 2 + !castle_high(v, s->castle);
		if (v->castle_type < 0)
			return fail(msg, size, SAN_CASTLING, "illegal: there is no castling in %s", v->name);
		if (mg_in_check(p))
			return fail(msg, size, SAN_IN_CHECK, "illegal: you cannot castle out of check");
		if (!((p->castling >> right) & 1))
			return fail(msg, size, SAN_CASTLING, "illegal: the right to castle that way is lost");
		return fail(msg, size, SAN_CASTLING,
			    "illegal: cannot castle now: the way is blocked or crosses an attacked square");
	}
	brd_square_name(s->to, sq);
	if (c.count) {
		int f = MV_FROM(c.moves[0]), t = POS_TYPE(p->board[f]);
		brd_square_name(f, from);
		if ((v->royal_types >> t) & 1)
			return fail(msg, size, SAN_INTO_CHECK, "illegal: your %s would be attacked on %s",
				    v->pieces[t].name, sq);
		if (mg_in_check(p))
			return fail(msg, size, SAN_IN_CHECK,
				    "illegal: you are in check, and %s %s-%s does not answer it",
				    v->pieces[t].name, from, sq);
		return fail(msg, size, SAN_PINNED,
			    "illegal: the %s on %s is pinned: moving it would expose your %s",
			    v->pieces[t].name, from,
			    p->nroyal[us] ? v->pieces[POS_TYPE(p->board[p->royal[us][0]])].name : "royal piece");
	}
	if (s->type < 0 && !s->pawn) {
		int f = BRD_SQ(s->from_file, s->from_rank);
		uint8_t code = p->board[f];
		brd_square_name(f, from);
		if (!code)
			return fail(msg, size, SAN_NO_PIECE, "illegal: there is no piece on %s", from);
		if (POS_COLOUR(code) != us)
			return fail(msg, size, SAN_NO_PIECE, "illegal: the piece on %s is not yours", from);
		return fail(msg, size, SAN_NO_PIECE, "illegal: the %s on %s cannot move to %s",
			    v->pieces[POS_TYPE(code)].name, from, sq);
	}
	if (s->type >= 0 && p->type_count[us][s->type] == 0)
		return fail(msg, size, SAN_NO_PIECE, "illegal: you have no %s", piece_name(p, s));
	if (s->from_file >= 0 || s->from_rank >= 0) {
		if (s->from_rank < 0)
			snprintf(from, sizeof from, "%c-file", 'a' + s->from_file);
		else if (s->from_file < 0)
			snprintf(from, sizeof from, "rank %d", s->from_rank + 1);
		else
			brd_square_name(BRD_SQ(s->from_file, s->from_rank), from);
		return fail(msg, size, SAN_NO_PIECE, "illegal: no %s on %s%s can move to %s",
			    piece_name(p, s), s->from_rank < 0 ? "the " : "", from, sq);
	}
	return fail(msg, size, SAN_NO_PIECE, "illegal: no %s can move to %s", piece_name(p, s), sq);
}

/* Reads an origin "[file][rank]" that must fill all of str; returns 1 on
 * success. Missing parts are -1. */
static int
parse_origin(const char *str, int *file, int *rank)
{
	*file = *rank = -1;
	if (*str >= 'a' && *str <= 'p')
		*file = *str++ - 'a';
	if (isdigit((unsigned char)*str)) {
		*rank = *str++ - '0';
		if (isdigit((unsigned char)*str))
			*rank = *rank * 10 + (*str++ - '0');
		if (*rank < 1)
			return 0;
		(*rank)--;
	}
	return *str == '\0';
}

/* Strips check marks, annotations and an "e.p." suffix from the end of s. */
static void
strip_suffixes(char *s)
{
	size_t n = strlen(s);

	for (;;) {
		while (n && strchr("+#!?", s[n - 1]))
			s[--n] = '\0';
		if (n >= 4 && strcmp(s + n - 4, "e.p.") == 0)
			n -= 4;
		else if (n >= 2 && strcmp(s + n - 2, "ep") == 0 && n > 2 && isdigit((unsigned char)s[n - 3]))
			n -= 2;
		else
			break;
		s[n] = '\0';
		while (n && isspace((unsigned char)s[n - 1]))
			s[--n] = '\0';
	}
}

/* Reads "O-O" / "O-O-O" in any of their spellings; returns 1, 2 or 0. */
static int
parse_castle(const char *s)
{
	char t[8];
	size_t i, n = strlen(s);

	if (n > 5)
		return 0;
	for (i = 0; i <= n; i++)
		t[i] = (s[i] == '0' || s[i] == 'o') ? 'O' : s[i];
	if (!strcmp(t, "O-O") || !strcmp(t, "OO"))
		return 1;
	if (!strcmp(t, "O-O-O") || !strcmp(t, "OOO"))
		return 2;
	return 0;
}

/* Keeps in c the legal castling moves when there is exactly one. */
static void
only_castling(const move_list *legal, move_list *c)
{
	int i, n = 0;

	for (i = 0; i < legal->count; i++)
		if ((legal->moves[i] & MV_CASTLE) && n++ == 0)
			c->moves[0] = legal->moves[i];
	c->count = n == 1;
}

/* Finds the legal moves fitting s, resolves them, or says why none fits.
 * Where O-O goes toward lower files (a royal piece that starts nearer the
 * a-side, such as LancerChess's Queen on d1), programs that name castlings
 * by direction write them the other way round: there O-O or O-O-O that
 * names no legal castling while exactly one castling is legal means that
 * one. */
static san_status
try_spec(position *p, const spec *s, const move_list *legal, move *out, char *msg, size_t size)
{
	move_list c;

	select_moves(p, s, legal, &c);
	if (c.count == 0 && s->castle && !san_short_castle_high(p->v))
		only_castling(legal, &c);
	if (c.count == 0)
		return diagnose(p, s, msg, size);
	return resolve(p, s, legal, &c, out, msg, size);
}

/* Whether any pseudo-legal move fits s (used to choose a reading to diagnose). */
static int
pseudo_fits(position *p, const spec *s)
{
	move_list pseudo, c;

	pseudo.count = 0;
	mg_pseudo(p, &pseudo);
	select_moves(p, s, &pseudo, &c);
	return c.count > 0;
}

/* Takes a promotion off the end of s ("=Q", "(Q)", "/Q", or a letter
 * right after the rank); returns its letter, or 0. */
static char
take_promotion(char *s)
{
	size_t n = strlen(s);
	char letter = 0;

	if (n >= 3 && isalpha((unsigned char)s[n - 1]) && strchr("=/", s[n - 2])) {
		letter = s[n - 1];
		s[n - 2] = '\0';
	} else if (n >= 4 && s[n - 1] == ')' && s[n - 3] == '(' && isalpha((unsigned char)s[n - 2])) {
		letter = s[n - 2];
		s[n - 3] = '\0';
	} else if (n >= 3 && isalpha((unsigned char)s[n - 1]) && isdigit((unsigned char)s[n - 2])) {
		letter = s[n - 1];
		s[n - 1] = '\0';
	}
	return letter;
}

/* Takes the destination (a file letter and one or two digits) off the end
 * of s into *file and *rank (both from 1); returns 0 when there is none. */
static int
take_destination(char *s, int *file, int *rank)
{
	size_t n = strlen(s);
	int digits;

	for (digits = 0; digits < (int)n && isdigit((unsigned char)s[n - 1 - digits]); digits++)
		;
	if (digits == 0 || digits > 2 || (int)n == digits || !islower((unsigned char)s[n - 1 - digits]))
		return 0;
	*file = s[n - 1 - digits] - 'a' + 1;
	*rank = s[n - digits] - '0';
	if (digits == 2)
		*rank = *rank * 10 + (s[n - 1] - '0');
	s[n - 1 - digits] = '\0';
	return 1;
}

/* The ways the part before the destination can be read: a piece letter
 * and an origin, a pawn's file, full coordinates, or a lower-case piece
 * letter. Fills reading (room for two) and returns how many, or a negative
 * san_status with msg written. */
static int
read_prefix(const variant *v, const char *prefix, const spec *base, spec *reading,
	    const char *text, char *msg, size_t size)
{
	int n = 0, off = 0, file, rank, t;

	if (isupper((unsigned char)prefix[0])) {
		if ((t = var_type_of_letter(v, prefix[0])) < 0)
			return -(int)fail(msg, size, SAN_NO_PIECE, "illegal: %s has no piece with the letter %c",
					  v->name, prefix[0]);
		reading[0] = *base;
		reading[0].type = t;
		reading[0].pawn = (v->pawn_types >> t) & 1;
		if (!parse_origin(prefix + 1, &reading[0].from_file, &reading[0].from_rank))
			return -(int)fail(msg, size, SAN_SYNTAX, "not a move: \"%s\"", text);
		return 1;
	}
	if (parse_origin(prefix, &file, &rank)) {
		reading[n] = *base;
		reading[n].from_file = file;
		reading[n].from_rank = rank;
		reading[n].pawn = !(file >= 0 && rank >= 0); /* a full origin: any piece */
		off = file >= v->geo.files || rank >= v->geo.ranks;
		if (!off)
			n++;
	}
	if (islower((unsigned char)prefix[0]) && (t = var_type_of_letter(v, prefix[0])) >= 0) {
		reading[n] = *base;
		reading[n].type = t;
		reading[n].pawn = (v->pawn_types >> t) & 1;
		if (parse_origin(prefix + 1, &reading[n].from_file, &reading[n].from_rank))
			n++;
	}
	if (n == 0 && off && file >= 0 && rank >= 0)
		return -(int)fail(msg, size, SAN_OFF_BOARD, "illegal: the square %s is not on the %dx%d board",
				  prefix, v->geo.files, v->geo.ranks);
	if (n == 0)
		return -(int)fail(msg, size, SAN_SYNTAX, "not a move: \"%s\"", text);
	return n;
}

/* Reads text as a move of p. */
san_status
san_parse(position *p, const char *text, move *out, char *msg, size_t size)
{
	const variant *v = p->v;
	char buf[MAX_TEXT], letter;
	spec base, reading[2];
	int nread, i, file, rank;
	size_t n;
	move_list legal;

	*out = MV_NONE;
	while (isspace((unsigned char)*text))
		text++;
	if (strlen(text) >= sizeof buf)
		return fail(msg, size, SAN_SYNTAX, "not a move: the text is too long");
	strcpy(buf, text);
	for (n = strlen(buf); n && isspace((unsigned char)buf[n - 1]); )
		buf[--n] = '\0';
	strip_suffixes(buf);
	if (!*buf)
		return fail(msg, size, SAN_SYNTAX, "not a move: nothing typed");
	memset(&base, 0, sizeof base);
	base.type = base.promo = base.from_file = base.from_rank = -1;
	mg_legal(p, &legal);
	if ((base.castle = parse_castle(buf)) != 0)
		return try_spec(p, &base, &legal, out, msg, size);
	if ((letter = take_promotion(buf)) != 0 && (base.promo = var_type_of_letter(v, letter)) < 0)
		return fail(msg, size, SAN_PROMOTION, "illegal: %s has no piece with the letter %c to promote to",
			    v->name, toupper((unsigned char)letter));
	if (!take_destination(buf, &file, &rank))
		return fail(msg, size, SAN_SYNTAX, "not a move: \"%s\" (try \"moves\" for the list)", text);
	if (file > v->geo.files || rank < 1 || rank > v->geo.ranks)
		return fail(msg, size, SAN_OFF_BOARD, "illegal: the square %c%d is not on the %dx%d board",
			    'a' + file - 1, rank, v->geo.files, v->geo.ranks);
	base.to = BRD_SQ(file - 1, rank - 1);
	n = strlen(buf);
	if (n && (buf[n - 1] == 'x' || buf[n - 1] == ':' || buf[n - 1] == '-')) {
		base.capture = buf[n - 1] != '-';
		buf[--n] = '\0';
	}
	if ((nread = read_prefix(v, buf, &base, reading, text, msg, size)) < 0)
		return (san_status)-nread;
	for (i = 0; i < nread; i++) {
		move_list c;
		select_moves(p, &reading[i], &legal, &c);
		if (c.count)
			return resolve(p, &reading[i], &legal, &c, out, msg, size);
	}
	for (i = 0; i < nread && !pseudo_fits(p, &reading[i]); i++)
		;
	return diagnose(p, &reading[i < nread ? i : 0], msg, size);
}
