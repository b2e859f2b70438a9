/* rules_text.c - the rules of a variant in plain words, from its data. */
#include "config.h"

#include "rules_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "betza.h"

/* A text being built in a fixed buffer. */
typedef struct text {
	char *buf;
	size_t size, len;
} text;

/* Appends formatted text, truncating at the buffer's end. */
static void __attribute__((format(printf, 2, 3)))
add(text *t, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (t->len + 1 >= t->size)
		return;
	va_start(ap, fmt);
	n = vsnprintf(t->buf + t->len, t->size - t->len, fmt, ap);
	va_end(ap);
	if (n > 0)
		t->len += (size_t)n < t->size - t->len ? (size_t)n : t->size - t->len - 1;
}

/* The leap of a move as one number, its shorter axis first. */
static int
leap_key(const bz_move *m)
{
	int x = abs(m->dx), y = abs(m->dy);

	return x < y ? x * 16 + y : y * 16 + x;
}

/* How a bent move continues: 0 straight on, 1 like a rook, 2 like a bishop. */
static int
bend_key(const bz_move *m)
{
	if (m->ndx == m->dx && m->ndy == m->dy)
		return 0;
	return m->ndx && m->ndy ? 2 : 1;
}

/* Whether two moves belong to one phrase: everything but the direction. */
static int
same_group(const bz_move *a, const bz_move *b)
{
	return leap_key(a) == leap_key(b) && bend_key(a) == bend_key(b) && a->range == b->range &&
	       a->min == b->min && a->modes == b->modes && a->kind == b->kind &&
	       a->initial == b->initial && a->in_zone == b->in_zone && a->to_zone == b->to_zone &&
	       (a->via_dx || a->via_dy) == (b->via_dx || b->via_dy);
}

/* The name of a leap of a and b squares (a <= b). */
static const char *
leap_name(int a, int b)
{
	static const struct { int a, b; const char *name; } names[] = {
		{ 0, 1, "orthogonally" }, { 1, 1, "diagonally" },
		{ 0, 2, "two squares orthogonally" }, { 1, 2, "a knight's leap (1,2)" },
		{ 2, 2, "two squares diagonally" }, { 0, 3, "three squares orthogonally" },
		{ 1, 3, "a camel's leap (1,3)" }, { 2, 3, "a zebra's leap (2,3)" },
		{ 3, 3, "three squares diagonally" },
	};
	size_t i;

	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		if (names[i].a == a && names[i].b == b)
			return names[i].name;
	return "a leap";
}

/* Words for the directions of a group, or "" when it has all of them. */
static const char *
dir_words(const bz_move *ms, const int *idx, int n, int full)
{
	int i, fwd = 1, back = 1, side = 1, nonback = 1, sideways_or_fwd = 1;

	if (n >= full)
		return "";
	for (i = 0; i < n; i++) {
		int dy = ms[idx[i]].dy;
		fwd &= dy > 0;
		back &= dy < 0;
		side &= dy == 0;
		nonback &= dy >= 0;
		sideways_or_fwd &= dy >= 0;
	}
	if (fwd)
		return n == 1 ? " straight forward" : " forward";
	if (back)
		return " backward";
	if (side)
		return " sideways";
	if (nonback && sideways_or_fwd)
		return " forward or sideways";
	return " in some directions";
}

/* Writes one phrase for the moves idx[0..n) of a group; both says the
 * group stands for the orthogonal and the diagonal steps together. */
static void
phrase(text *t, const variant *v, const bz_move *ms, const int *idx, int n, int both)
{
	const bz_move *m = &ms[idx[0]];
	int a = abs(m->dx) < abs(m->dy) ? abs(m->dx) : abs(m->dy);
	int b = abs(m->dx) < abs(m->dy) ? abs(m->dy) : abs(m->dx);
	int step = b == 1, bent = m->ndx != m->dx || m->ndy != m->dy;
	const char *dirs = both ? "" : dir_words(ms, idx, n, (a == 0 || a == b) ? 4 : 8);
	const char *line = both ? "in any direction" : leap_name(a, b);

	/* "one square straight forward" rather than "orthogonally straight forward". */
	if (step && *dirs && a == 0)
		line = "";
	if (m->modes == BZ_QUIET)
		add(t, "moves (without capturing) ");
	else if (m->modes == BZ_CAPTURE)
		add(t, "captures ");
	if (m->kind == BZ_HOP)
		add(t, "by hopping over exactly one piece, ");
	else if (m->kind == BZ_GRASS)
		add(t, "to the square just beyond a piece, ");
	if (bent) {
		add(t, "with %s, then on like a %s", leap_name(a, b), m->ndx && m->ndy ? "bishop" : "rook");
		add(t, m->ndx && m->ndy ? " diagonally outward" : " along the leap's longer axis");
	} else if (step && m->range == 1) {
		add(t, "one square %s", line);
	} else if (step && m->min > 1 && m->min == m->range) {
		add(t, "exactly %d squares %s", m->min, line);
	} else if (step) {
		if (m->range)
			add(t, "up to %d squares %s", m->range, line);
		else
			add(t, "any distance %s", line);
		if (m->min > 1)
			add(t, ", at least %d squares", m->min);
	} else if (m->range == 1) {
		add(t, "%s%s", a == 0 || a == b ? "jumping " : "with ", line);
	} else {
		add(t, "with %s repeated in a straight line%s", line, m->range ? "" : " (any number)");
	}
	add(t, "%s%s", *line ? "" : "\b", dirs);
	if (step && m->min > 1 && m->min == m->range)
		add(t, ", not jumping");
	if (m->via_dx || m->via_dy)
		add(t, ", only over an occupied square");
	if (m->initial)
		add(t, ", from its start square");
	if (m->in_zone >= 0)
		add(t, ", when on its %s", v->zone_names[m->in_zone]);
	if (m->to_zone >= 0)
		add(t, ", to squares of its %s", v->zone_names[m->to_zone]);
}

/* Whether group i (orthogonal steps) has a diagonal twin with every other
 * property equal, all directions present in both: K, Q and friends. */
static int
twin(const bz_list *l, const int *group, int i, int j)
{
	bz_move a = l->moves[i], b = l->moves[j];
	int ni = 0, nj = 0, k;

	if (leap_key(&a) != 1 || leap_key(&b) != 17 || bend_key(&a) || bend_key(&b))
		return 0;
	b.dx = a.dx;
	b.dy = a.dy;
	b.ndx = a.ndx;
	b.ndy = a.ndy;
	if (!same_group(&a, &b))
		return 0;
	for (k = 0; k < l->count; k++) {
		ni += group[k] == group[i];
		nj += group[k] == group[j];
	}
	return ni == 4 && nj == 4;
}

/* Writes the moves of a Betza text in words. */
size_t
tr_betza_words(const variant *v, const char *betza, char *buf, size_t size)
{
	static bz_list l; /* large; one text at a time */
	char msg[VAR_MAX_TEXT];
	int group[BZ_MAX_MOVES], idx[BZ_MAX_MOVES], first[BZ_MAX_MOVES];
	int i, j, n, ngroups = 0, said = 0, skip[BZ_MAX_MOVES] = { 0 };
	text t = { buf, size, 0 };

	if (size)
		buf[0] = '\0';
	if (bz_parse(betza, var_zone_lookup, (void *)v, &l, msg, sizeof msg) < 0)
		return 0;
	for (i = 0; i < l.count; i++) {
		for (j = 0; j < ngroups && !same_group(&l.moves[first[j]], &l.moves[i]); j++)
			;
		if (j == ngroups)
			first[ngroups++] = i;
		group[i] = j;
	}
	for (j = 0; j < ngroups; j++) {
		int both = 0, k;
		if (skip[j])
			continue;
		for (k = 0; k < ngroups; k++)
			if (k != j && !skip[k] && twin(&l, group, first[j], first[k])) {
				both = 1;
				skip[k] = 1;
				break;
			}
		for (n = 0, i = 0; i < l.count; i++)
			if (group[i] == j)
				idx[n++] = i;
		add(&t, "%s", said++ ? "; " : "");
		phrase(&t, v, l.moves, idx, n, both);
	}
	/* Drop the blank left where a line name was omitted before the directions. */
	for (i = 0; buf[i]; i++)
		if (buf[i] == '\b') {
			memmove(buf + i - 1, buf + i + 1, strlen(buf + i + 1) + 1);
			t.len -= 2;
			i -= 2;
		}
	return t.len;
}

/* Writes one piece's paragraph. */
size_t
tr_piece(const variant *v, int type, char *buf, size_t size)
{
	const var_piece *pc = &v->pieces[type];
	char words[1024];
	text t = { buf, size, 0 };

	if (size)
		buf[0] = '\0';
	add(&t, "%s (%c)%s%s: ", pc->name, pc->letter, pc->royal ? ", royal" : "", pc->pawn ? ", promotes" : "");
	if (tr_betza_words(v, pc->betza, words, sizeof words))
		add(&t, "%s. ", words);
	add(&t, "Betza: %s.", pc->betza);
	if (pc->checks[0]) {
		tr_betza_words(v, pc->checks, words, sizeof words);
		add(&t, " It also gives check %s (%s).", words, pc->checks);
	}
	return t.len;
}

/* Writes the names of the types in mask, joined by commas and "or". */
static void
names_of(text *t, const variant *v, uint32_t mask, const char *join)
{
	int i, n = 0, total = 0;

	for (i = 0; i < v->ntypes; i++)
		total += (mask >> i) & 1;
	for (i = 0; i < v->ntypes; i++)
		if ((mask >> i) & 1) {
			add(t, "%s%s (%c)", n == 0 ? "" : n == total - 1 ? join : ", ", v->pieces[i].name,
			    v->pieces[i].letter);
			n++;
		}
}

/* Writes the promotion choices of one colour. */
static void
promotion_of(text *t, const variant *v, int c)
{
	uint32_t mask = 0;
	int i;

	for (i = 0; i < v->npromo[c]; i++)
		mask |= 1u << v->promo[c][i].type;
	names_of(t, v, mask, " or ");
}

/* Writes the promotion rule. */
static void
promotion(text *t, const variant *v)
{
	int i, k, same = v->npromo[0] == v->npromo[1];

	for (i = 0; same && i < v->npromo[0]; i++)
		same = v->promo[0][i].type == v->promo[1][i].type;
	add(t, "Promotion (%s): ", v->promo_zone_spec[0] ? v->promo_zone_spec : "last rank");
	promotion_of(t, v, WHITE);
	if (!same) {
		add(t, " for %s; ", v->side_names[0]);
		promotion_of(t, v, BLACK);
		add(t, " for %s", v->side_names[1]);
	}
	for (i = 0; i < v->npromo[0]; i++)
		if (v->promo[0][i].colour_sq >= 0) {
			char sq[2][8];
			brd_square_name(v->promo[0][i].colour_sq, sq[0]);
			strcpy(sq[1], "-");
			for (k = 0; k < v->npromo[1]; k++)
				if (v->promo[1][k].type == v->promo[0][i].type && v->promo[1][k].colour_sq >= 0)
					brd_square_name(v->promo[1][k].colour_sq, sq[1]);
			add(t, "; a %s only on a square the colour of %s (%s) or %s (%s)",
			    v->pieces[v->promo[0][i].type].name, sq[0], v->side_names[0], sq[1], v->side_names[1]);
		}
	add(t, ".\n");
}

/* Writes a summary of v's rules. */
size_t
tr_summary(const variant *v, char *buf, size_t size)
{
	static const char *const stalemate[] = { "a draw", "a loss for the side that cannot move",
						  "a win for the side that cannot move" };
	text t = { buf, size, 0 };
	char piece[2048];
	int i;

	add(&t, "%s: %s.\n", v->name, v->description);
	add(&t, "Board: %d files by %d ranks; %s moves first.\n", v->geo.files, v->geo.ranks, v->side_names[0]);
	if (v->royal_types) {
		add(&t, "Royal: ");
		names_of(&t, v, v->royal_types, " and ");
		add(&t, ". Checkmate it to win; it may never be left attacked.\n");
	} else {
		add(&t, "No royal piece.\n");
	}
	if (v->castle_type >= 0 && !v->castle_distance) {
		add(&t, "Castling: the %s and a ", v->pieces[v->castle_type].name);
		names_of(&t, v, v->castle_partners, " or ");
		add(&t, " that have not moved go to the %c- and %c-files toward the a-file, or the %c- and "
			"%c-files the other way, wherever they stand; not out of or through check.\n",
		    'a' + v->castle_royal_file[1], 'a' + v->castle_partner_file[1], 'a' + v->castle_royal_file[0],
		    'a' + v->castle_partner_file[0]);
	} else if (v->castle_type >= 0) {
		add(&t, "Castling: the %s moves %d squares toward a ", v->pieces[v->castle_type].name,
		    v->castle_distance);
		names_of(&t, v, v->castle_partners, " or ");
		add(&t, " that has not moved, which lands on the square it passed over; not out of, "
			"through or into check.\n");
	} else {
		add(&t, "No castling.\n");
	}
	if (v->pawn_types && (v->npromo[0] || v->npromo[1]))
		promotion(&t, v);
	for (i = 0; i < v->nzones; i++)
		add(&t, "Zone %s: %s (seen from %s; mirrored for %s).\n", v->zone_names[i], v->zone_spec[i],
		    v->side_names[0], v->side_names[1]);
	add(&t, "Stalemate: %s.\n", stalemate[v->stalemate]);
	if (v->fifty)
		add(&t, "Fifty-move rule: a draw after %d moves by each side without a capture or pawn move.\n",
		    v->fifty / 2);
	else
		add(&t, "No fifty-move rule.\n");
	if (v->repetition)
		add(&t, "Repetition: the same position %d times is a draw.\n", v->repetition);
	add(&t, "Pieces:\n");
	for (i = 0; i < v->ntypes; i++) {
		tr_piece(v, i, piece, sizeof piece);
		add(&t, "%s\n", piece);
	}
	return t.len;
}
