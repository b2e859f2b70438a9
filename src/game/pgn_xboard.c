/* pgn_xboard.c - the VariantMen tag: leaper's Betza text in XBoard's
 * dialect. The reading of XBoard's dialect is the one the xboard engine
 * uses to describe a variant (src/cecp/cecp_setup.c says why each rule is
 * there): modifiers in XBoard's order, a rider written with its range
 * ("NN" is "N0"), a pawn's captures marked as also capturing en passant,
 * and leaper's extensions (zone conditions, a minimum range, bent riders)
 * reduced to the nearest moves XBoard knows. */
#include "config.h"

#include "pgn_xboard.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* XBoard reads a part's modifiers in one order: initial-move marks, then
 * directions, then these modes in this order. */
static const char xb_directions[] = "fblrsvh";
static const char xb_modes[] = "mcdetpgoynja";

/* A text being written, cut short at its size. */
typedef struct xb_text {
	char *buf;   /* the text */
	size_t n;    /* characters written */
	size_t size; /* room in buf, the final NUL included */
} xb_text;

/* Appends c to t if it fits. */
static void
put(xb_text *t, char c)
{
	if (t->n + 1 < t->size)
		t->buf[t->n++] = c;
	t->buf[t->n] = '\0';
}

/* Appends one part (modifiers mods[0..nmods), then its atom) in XBoard's
 * order; pawn says the piece is a pawn, whose captures also take en
 * passant. */
static void
put_part(xb_text *t, const char *mods, size_t nmods, const char *atom, int pawn)
{
	int has_m = memchr(mods, 'm', nmods) != NULL, has_c = memchr(mods, 'c', nmods) != NULL;
	int ep = pawn && (has_c || !has_m) && !memchr(mods, 'e', nmods);
	const char *o;
	size_t i;

	for (i = 0; i < nmods; i++)
		if (mods[i] == 'i')
			put(t, 'i');
	for (i = 0; i < nmods; i++)
		if (strchr(xb_directions, mods[i]))
			put(t, mods[i]);
	for (o = xb_modes; *o; o++) {
		for (i = 0; i < nmods; i++)
			if (mods[i] == *o)
				put(t, *o);
		if (ep && !has_m && !has_c && (*o == 'm' || *o == 'c'))
			put(t, *o); /* no mode is both: say so to add e */
		if (ep && *o == 'e')
			put(t, 'e');
	}
	for (i = 0; i < nmods; i++)
		if (mods[i] != 'i' && !strchr(xb_directions, mods[i]) && !strchr(xb_modes, mods[i]))
			put(t, mods[i]);
	put(t, atom[0]);
	if (atom[1] == atom[0]) {
		atom++;
		if (!isdigit((unsigned char)atom[1]))
			put(t, '0');
	}
	for (atom++; isdigit((unsigned char)*atom); atom++)
		put(t, *atom);
}

/* Appends leaper's Betza text in as XBoard's dialect to t. */
static void
put_moves(xb_text *t, const char *in, int pawn)
{
	char plain[VAR_MAX_TEXT];
	size_t n = 0;
	const char *s;

	for (s = in; *s && n + 1 < sizeof plain; s++) {
		if (isspace((unsigned char)*s))
			continue;
		if (*s == '[') { /* a condition: dropped */
			while (*s && *s != ']')
				s++;
			if (!*s)
				break;
			continue;
		}
		if (*s == '>') { /* a bent continuation: dropped with its atom */
			if (s[1])
				s++;
			continue;
		}
		plain[n++] = *s;
	}
	plain[n] = '\0';
	for (s = plain; *s;) {
		const char *mods = s;
		while (islower((unsigned char)*s))
			s++;
		if (!isupper((unsigned char)*s)) { /* not Betza: kept as it is */
			while (*mods)
				put(t, *mods++);
			break;
		}
		put_part(t, mods, (size_t)(s - mods), s, pawn);
		s += s[1] == s[0] ? 2 : 1;
		while (isdigit((unsigned char)*s))
			s++;
	}
}

/* Writes one piece's moves in XBoard's dialect. */
void
pgn_xboard_betza(const char *betza, int pawn, char *out, size_t size)
{
	xb_text t = { out, 0, size };

	if (size)
		out[0] = '\0';
	put_moves(&t, betza, pawn);
}

/* Writes the VariantMen value of v. */
void
pgn_xboard_men(const variant *v, char *buf, size_t size)
{
	xb_text t = { buf, 0, size };
	char num[16];
	int i;

	if (size)
		buf[0] = '\0';
	for (i = 0; i < v->ntypes; i++) {
		const var_piece *pc = &v->pieces[i];
		if (i > 0)
			put(&t, ';');
		put(&t, pc->letter);
		put(&t, ':');
		put_moves(&t, pc->betza, pc->pawn);
		if (i == v->castle_type && v->castle_distance > 0) {
			snprintf(num, sizeof num, "O%d", v->castle_distance);
			for (char *c = num; *c; c++)
				put(&t, *c);
		}
	}
}
