/* betza.c - the piece-move notation parser.
 *
 * A text is a run of groups. Each group is: lower-case modifiers, an atom
 * letter (doubled for a rider, or followed by a range number), an optional
 * bent continuation (">R" or ">B"), and optional bracket conditions. Every
 * group is expanded into one bz_move per direction it allows.
 */
#include "betza.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A basic atom: one leap, given by its two coordinates. */
typedef struct atom {
	char letter;
	int a, b;    /* leap of a and b squares along the two axes */
	int rider;   /* 1 when the letter alone is a rider (R, B) */
} atom;

static const atom atoms[] = {
	{ 'W', 0, 1, 0 }, { 'F', 1, 1, 0 }, { 'D', 0, 2, 0 }, { 'N', 1, 2, 0 },
	{ 'A', 2, 2, 0 }, { 'H', 0, 3, 0 }, { 'C', 1, 3, 0 }, { 'Z', 2, 3, 0 },
	{ 'G', 3, 3, 0 }, { 'R', 0, 1, 1 }, { 'B', 1, 1, 1 },
};

/* Parser state for one text. */
typedef struct parser {
	const char *text;   /* the whole text */
	const char *s;      /* the next character */
	bz_zone_lookup zones;
	void *ctx;
	bz_list *out;
	char *msg;
	size_t msgsize;
} parser;

/* The modifiers and conditions of one group. */
typedef struct group {
	char dirs[16];      /* direction letters in order */
	int ndirs;
	int modes;          /* BZ_QUIET | BZ_CAPTURE, 0 until given */
	int lame, jump, hop, grass, initial;
	int range;          /* 0 unlimited; 1 leaper */
	int bent;           /* 0, 'R' or 'B' */
	int in_zone, to_zone, min;
} group;

/* Records an error message at the current character; returns -1. */
static int
fail(parser *p, const char *fmt, ...)
{
	va_list ap;
	int n;

	n = snprintf(p->msg, p->msgsize, "in moves \"%s\" at character %d: ",
		     p->text, (int)(p->s - p->text) + 1);
	if (n < 0 || (size_t)n >= p->msgsize)
		return -1;
	va_start(ap, fmt);
	vsnprintf(p->msg + n, p->msgsize - n, fmt, ap);
	va_end(ap);
	return -1;
}

static int
sgn(int x)
{
	return (x > 0) - (x < 0);
}

/* Whether one direction letter selects the step (dx, dy). Orthogonal and
 * diagonal steps read v and s as XBoard does; oblique ones read them as the
 * narrow (vertical) and wide (sideways) leaps. */
static int
dir_single(char d, int dx, int dy)
{
	int adx = abs(dx), ady = abs(dy);

	switch (d) {
	case 'f': return dy > 0;
	case 'b': return dy < 0;
	case 'l': return dx < 0;
	case 'r': return dx > 0;
	case 'v':
		if (dx == 0 || dy == 0)
			return dx == 0;
		return adx == ady ? 1 : ady > adx;
	case 's':
		if (dx == 0 || dy == 0)
			return dy == 0;
		return adx == ady ? 1 : adx > ady;
	}
	return 0;
}

/* Whether a two-letter direction (such as "fl", "ff", "fs", "lv") selects
 * the diagonal or oblique step (dx, dy); returns -1 if d0 d1 is no pair. */
static int
dir_pair(char d0, char d1, int dx, int dy)
{
	int adx = abs(dx), ady = abs(dy);
	int vert = d0 == 'f' || d0 == 'b';

	if (!strchr("fblr", d0) || !strchr("fblrvs", d1))
		return -1;
	if (d0 == d1) /* ff, bb, ll, rr: the narrow leaps that way */
		return dir_single(d0, dx, dy) && (adx == ady || (vert ? ady > adx : adx > ady));
	if (d1 == 's' || d1 == 'v') {
		if (vert != (d1 == 's'))
			return -1; /* "fv" and "ls" mean nothing */
		return dir_single(d0, dx, dy) && (adx == ady || (vert ? adx > ady : ady > adx));
	}
	if (vert == (d1 == 'f' || d1 == 'b'))
		return -1; /* "fb" and "lr" are two single letters */
	/* On a diagonal "fr" is the one step forward and right; on an oblique
	 * leap it is the forward one of the right-hand pair (the second letter
	 * names the long axis), as XBoard and Fairy-Stockfish read it. */
	return dir_single(d0, dx, dy) && dir_single(d1, dx, dy) &&
	       (adx == ady || (vert ? adx > ady : ady > adx));
}

/* Whether the group's direction letters allow the step (dx, dy). */
static int
dirs_allow(const group *g, int dx, int dy)
{
	int i, oblique_or_diag = dx != 0 && dy != 0;

	if (g->ndirs == 0)
		return 1;
	for (i = 0; i < g->ndirs; i++) {
		if (oblique_or_diag && i + 1 < g->ndirs) {
			int r = dir_pair(g->dirs[i], g->dirs[i + 1], dx, dy);
			if (r >= 0) {
				if (r)
					return 1;
				i++;
				continue;
			}
		}
		if (dir_single(g->dirs[i], dx, dy))
			return 1;
	}
	return 0;
}

/* Reads a zone name inside brackets and resolves it. */
static int
read_zone(parser *p, int *zone)
{
	char name[64];
	size_t n = 0;

	while (*p->s == ' ')
		p->s++;
	while (*p->s && *p->s != ']' && *p->s != ',' && *p->s != ' ') {
		if (n + 1 >= sizeof name)
			return fail(p, "zone name too long");
		name[n++] = *p->s++;
	}
	name[n] = '\0';
	if (n == 0)
		return fail(p, "a zone name is missing");
	*zone = p->zones ? p->zones(p->ctx, name) : -1;
	if (*zone < 0)
		return fail(p, "no zone named \"%s\" (define it with 'zone %s = ...')", name, name);
	return 0;
}

/* Reads bracket conditions such as "[in own-half, min 2]". */
static int
read_conditions(parser *p, group *g)
{
	while (*p->s == '[') {
		p->s++;
		for (;;) {
			while (*p->s == ' ')
				p->s++;
			if (strncmp(p->s, "in ", 3) == 0) {
				p->s += 3;
				if (read_zone(p, &g->in_zone) < 0)
					return -1;
			} else if (strncmp(p->s, "to ", 3) == 0) {
				p->s += 3;
				if (read_zone(p, &g->to_zone) < 0)
					return -1;
			} else if (strncmp(p->s, "min ", 4) == 0) {
				char *end;
				long n;
				p->s += 4;
				n = strtol(p->s, &end, 10);
				if (end == p->s || n < 1 || n > 15)
					return fail(p, "min needs a number from 1 to 15");
				g->min = (int)n;
				p->s = end;
			} else {
				return fail(p, "expected 'in ZONE', 'to ZONE' or 'min N' in brackets");
			}
			while (*p->s == ' ')
				p->s++;
			if (*p->s == ',') {
				p->s++;
				continue;
			}
			if (*p->s == ']') {
				p->s++;
				break;
			}
			return fail(p, "expected ',' or ']'");
		}
	}
	return 0;
}

/* Appends the moves of one atom in every direction the group allows. */
static int
emit_atom(parser *p, const group *g, const atom *at, int range)
{
	static const int signs[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };
	int seen[8][2], nseen = 0;
	int i, swap, j;

	for (swap = 0; swap < 2; swap++) {
		for (i = 0; i < 4; i++) {
			int dx = (swap ? at->b : at->a) * signs[i][0];
			int dy = (swap ? at->a : at->b) * signs[i][1];
			bz_move *m;

			for (j = 0; j < nseen; j++)
				if (seen[j][0] == dx && seen[j][1] == dy)
					break;
			if (j < nseen)
				continue;
			seen[nseen][0] = dx;
			seen[nseen][1] = dy;
			nseen++;
			if (!dirs_allow(g, dx, dy))
				continue;
			if (p->out->count >= BZ_MAX_MOVES)
				return fail(p, "too many moves");
			m = &p->out->moves[p->out->count++];
			memset(m, 0, sizeof *m);
			m->dx = dx;
			m->dy = dy;
			m->ndx = dx;
			m->ndy = dy;
			m->range = range;
			m->min = g->min ? g->min : 1;
			m->modes = g->modes ? g->modes : (BZ_QUIET | BZ_CAPTURE);
			m->kind = g->hop ? BZ_HOP : g->grass ? BZ_GRASS : BZ_SLIDE;
			m->initial = g->initial;
			m->in_zone = g->in_zone;
			m->to_zone = g->to_zone;
			if (g->bent == 'R') {
				if (abs(dx) == abs(dy))
					return fail(p, "'>R' needs a leap with a longer axis");
				m->ndx = abs(dx) > abs(dy) ? sgn(dx) : 0;
				m->ndy = abs(dy) > abs(dx) ? sgn(dy) : 0;
				m->range = 0;
			} else if (g->bent == 'B') {
				if (dx == 0 || dy == 0)
					return fail(p, "'>B' needs a leap off the orthogonals");
				m->ndx = sgn(dx);
				m->ndy = sgn(dy);
				m->range = 0;
			}
			if (g->lame) {
				/* A lame leap steps through its squares: D, A, H and G
				 * become slides of exactly their length; N, C and Z go
				 * one orthogonal step, then diagonally. */
				int adx = abs(dx), ady = abs(dy);
				if (adx == 0 || ady == 0 || adx == ady) {
					int len = adx > ady ? adx : ady;
					m->dx = m->ndx = sgn(dx);
					m->dy = m->ndy = sgn(dy);
					m->range = len;
					m->min = len;
				} else if (adx + 1 == ady || ady + 1 == adx) {
					m->dx = adx > ady ? sgn(dx) : 0;
					m->dy = ady > adx ? sgn(dy) : 0;
					m->ndx = sgn(dx);
					m->ndy = sgn(dy);
					m->range = (adx > ady ? adx : ady);
					m->min = m->range;
				} else {
					return fail(p, "'n' (lame) is not defined for this leap");
				}
			}
			if (g->jump) {
				int adx = abs(dx), ady = abs(dy);
				if (!((adx == 0 || adx == ady) && (ady == 2 || adx == 2)) &&
				    !(ady == 0 && adx == 2))
					return fail(p, "'j' (must jump) is supported on D and A leaps only");
				m->via_dx = sgn(dx);
				m->via_dy = sgn(dy);
			}
		}
	}
	return 0;
}

/* Parses one group at p->s. */
static int
parse_group(parser *p)
{
	group g;
	const atom *parts[2];
	int nparts = 0, i, range;
	char letter;

	memset(&g, 0, sizeof g);
	g.in_zone = g.to_zone = -1;
	while (islower((unsigned char)*p->s)) {
		char c = *p->s;
		switch (c) {
		case 'm': g.modes |= BZ_QUIET; break;
		case 'c': g.modes |= BZ_CAPTURE; break;
		case 'f': case 'b': case 'l': case 'r': case 'v': case 's':
			if (g.ndirs + 1 >= (int)sizeof g.dirs)
				return fail(p, "too many direction letters");
			g.dirs[g.ndirs++] = c;
			break;
		case 'n': g.lame = 1; break;
		case 'j': g.jump = 1; break;
		case 'p': g.hop = 1; break;
		case 'g': g.grass = 1; break;
		case 'i': g.initial = 1; break;
		case 'a': case 'o': case 'x': case 'y': case 'z': case 'q': case 'h': case 'e': case 'u': case 'd': case 't':
			return fail(p, "modifier '%c' is not supported", c);
		default:
			return fail(p, "unknown modifier '%c'", c);
		}
		p->s++;
	}
	letter = *p->s;
	if (!isupper((unsigned char)letter))
		return fail(p, *p->s ? "expected a piece letter (W F D N A H C Z G K Q R B)" : "the moves end after a modifier");
	p->s++;
	if (letter == 'K' || letter == 'Q') {
		parts[nparts++] = &atoms[letter == 'K' ? 0 : 9];
		parts[nparts++] = &atoms[letter == 'K' ? 1 : 10];
	} else {
		for (i = 0; i < (int)(sizeof atoms / sizeof atoms[0]); i++)
			if (atoms[i].letter == letter)
				parts[nparts++] = &atoms[i];
		if (nparts == 0) {
			p->s--;
			return fail(p, "unknown atom '%c' (expected W F D N A H C Z G K Q R B)", letter);
		}
	}
	range = (parts[0]->rider || letter == 'Q') ? 0 : 1;
	if (*p->s == letter && range == 1) {
		range = 0;
		p->s++;
	}
	if (isdigit((unsigned char)*p->s)) {
		char *end;
		long n = strtol(p->s, &end, 10);
		if (n < 0 || n > 15)
			return fail(p, "range must be 0 to 15");
		range = (int)n; /* 0 means unlimited */
		p->s = end;
	}
	if (*p->s == '>') {
		p->s++;
		if (*p->s != 'R' && *p->s != 'B')
			return fail(p, "'>' must be followed by R or B");
		if (range != 1 || nparts != 1)
			return fail(p, "'>' continues a single leap such as N");
		g.bent = *p->s++;
	}
	if (read_conditions(p, &g) < 0)
		return -1;
	if ((g.hop || g.grass) && range == 1)
		return fail(p, "'p' and 'g' need a rider such as R or WW");
	if (g.lame && (range != 1 || g.bent))
		return fail(p, "'n' (lame) applies to a single leap");
	if (g.jump && (range != 1 || g.bent))
		return fail(p, "'j' (must jump) applies to a single leap");
	if (g.min > 1 && range == 1 && !g.bent)
		return fail(p, "'min' needs a rider");
	for (i = 0; i < nparts; i++) {
		if (emit_atom(p, &g, parts[i], range) < 0)
			return -1;
	}
	return 0;
}

/* Parses a whole text. */
int
bz_parse(const char *text, bz_zone_lookup zones, void *ctx, bz_list *out,
	 char *msg, size_t msgsize)
{
	parser p;

	p.text = text;
	p.s = text;
	p.zones = zones;
	p.ctx = ctx;
	p.out = out;
	p.msg = msg;
	p.msgsize = msgsize;
	out->count = 0;
	while (*p.s == ' ' || *p.s == '\t')
		p.s++;
	if (*p.s == '\0')
		return fail(&p, "no moves given");
	while (*p.s) {
		if (parse_group(&p) < 0)
			return -1;
		while (*p.s == ' ' || *p.s == '\t')
			p.s++;
	}
	return 0;
}
