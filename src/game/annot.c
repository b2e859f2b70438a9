/* annot.c - the words of a game record: notes after moves, NAGs and their
 * symbols, [%eval] values, variations. */
#include "config.h"

#include "annot.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

/* Makes room for notes[0..n] (and san[0..n-1]) in l, the new ones empty;
 * with_san: the line is a variation. Returns 0, or -1 out of memory. */
static int
line_reserve(annot_line *l, int n, int with_san)
{
	annot_note *notes;
	int cap = l->cap ? l->cap : 8;

	if (n + 1 <= l->cap)
		return 0;
	while (cap < n + 1)
		cap *= 2;
	notes = realloc(l->notes, (size_t)cap * sizeof *notes);
	if (!notes)
		return -1;
	memset(notes + l->cap, 0, (size_t)(cap - l->cap) * sizeof *notes);
	l->notes = notes;
	if (with_san) {
		char **san = realloc(l->san, (size_t)cap * sizeof *san);
		if (!san)
			return -1; /* notes grew but cap did not: a later call retries */
		memset(san + l->cap, 0, (size_t)(cap - l->cap) * sizeof *san);
		l->san = san;
	}
	l->cap = cap;
	return 0;
}

/* The note after main-line move ply of g, created on demand. */
annot_note *
annot_at(game *g, int ply)
{
	if (ply < 0 || ply > g->nmoves)
		return NULL;
	if (!g->notes && !(g->notes = calloc(1, sizeof *g->notes)))
		return NULL;
	g->notes->nmoves = g->nmoves;
	if (line_reserve(g->notes, ply, 0) < 0)
		return NULL;
	return &g->notes->notes[ply];
}

/* The note after main-line move ply of g, or NULL. */
const annot_note *
annot_get(const game *g, int ply)
{
	const annot_note *n;

	if (!g->notes || ply < 0 || ply > g->nmoves || ply >= g->notes->cap)
		return NULL;
	n = &g->notes->notes[ply];
	return annot_note_empty(n) ? NULL : n;
}

/* The length of the first len bytes of s cut back to a UTF-8 character
 * boundary. */
static size_t
utf8_cut(const char *s, size_t len)
{
	while (len > 0 && ((unsigned char)s[len] & 0xc0) == 0x80)
		len--;
	return len;
}

/* Replaces n's comment. */
int
annot_set_comment(annot_note *n, const char *text)
{
	free(n->comment);
	n->comment = NULL;
	if (!text || !*text)
		return 0;
	return annot_append_comment(n, text, strlen(text));
}

/* Appends text to n's comment, joined by one space. */
int
annot_append_comment(annot_note *n, const char *text, size_t len)
{
	size_t old = n->comment ? strlen(n->comment) : 0, sep = old > 0;
	char *c;

	if (len == 0)
		return 0;
	if (old + sep >= ANNOT_MAX_COMMENT)
		return 0; /* full: the rest is cut */
	if (old + sep + len > ANNOT_MAX_COMMENT)
		len = utf8_cut(text, ANNOT_MAX_COMMENT - old - sep);
	c = realloc(n->comment, old + sep + len + 1);
	if (!c)
		return -1;
	if (sep)
		c[old] = ' ';
	memcpy(c + old + sep, text, len);
	c[old + sep + len] = '\0';
	n->comment = c;
	return 0;
}

/* Adds a NAG to n. */
int
annot_add_nag(annot_note *n, int nag)
{
	if (nag < 1 || nag > 255 || n->nnags >= ANNOT_MAX_NAGS)
		return -1;
	n->nags[n->nnags++] = (unsigned char)nag;
	return 0;
}

/* Sets n's evaluation. */
void
annot_set_eval(annot_note *n, int mate, int cp)
{
	n->has_eval = 1;
	n->eval_mate = mate;
	n->eval_cp = mate ? 0 : cp;
}

/* Appends a new empty variation to n. */
annot_line *
annot_add_var(annot_note *n)
{
	annot_line **vars, *l;

	vars = realloc(n->vars, (size_t)(n->nvars + 1) * sizeof *vars);
	if (!vars)
		return NULL;
	n->vars = vars;
	l = calloc(1, sizeof *l);
	if (!l || line_reserve(l, 0, 1) < 0) {
		annot_line_free(l);
		return NULL;
	}
	n->vars[n->nvars++] = l;
	return l;
}

/* Appends a move to a variation. */
int
annot_line_push(annot_line *l, const char *san)
{
	char *s;

	if (line_reserve(l, l->nmoves + 1, 1) < 0 || !l->san || !(s = strdup(san)))
		return -1;
	l->san[l->nmoves++] = s;
	return 0;
}

/* The note after move k of a line. */
annot_note *
annot_line_note(annot_line *l, int k)
{
	if (k < 0 || k > l->nmoves || line_reserve(l, k, l->san != NULL) < 0)
		return NULL;
	return &l->notes[k];
}

/* Whether n says nothing. */
int
annot_note_empty(const annot_note *n)
{
	return !n->comment && n->nnags == 0 && !n->has_eval && n->nvars == 0;
}

/* Empties n. */
void
annot_note_clear(annot_note *n)
{
	int i;

	free(n->comment);
	for (i = 0; i < n->nvars; i++)
		annot_line_free(n->vars[i]);
	free(n->vars);
	memset(n, 0, sizeof *n);
}

/* Drops the main-line notes after move ply. */
void
annot_truncate(game *g, int ply)
{
	annot_line *l = g->notes;
	int k;

	if (!l)
		return;
	for (k = ply + 1 > 0 ? ply + 1 : 0; k < l->cap; k++)
		annot_note_clear(&l->notes[k]);
	if (l->nmoves > ply)
		l->nmoves = ply > 0 ? ply : 0;
}

/* Frees a line. */
void
annot_line_free(annot_line *l)
{
	int k;

	if (!l)
		return;
	for (k = 0; k < l->cap; k++)
		annot_note_clear(&l->notes[k]);
	if (l->san)
		for (k = 0; k < l->cap; k++)
			free(l->san[k]);
	free(l->notes);
	free(l->san);
	free(l);
}

/* The NAGs with a symbol, and the marks read as them. */
static const struct nag_mark {
	int nag;            /* the NAG */
	const char *symbol; /* what is shown (ASCII, so every terminal shows it) */
} nag_marks[] = {
	{ 1, "!" }, { 2, "?" }, { 3, "!!" }, { 4, "??" }, { 5, "!?" }, { 6, "?!" },
	{ 7, "[]" }, { 10, "=" }, { 11, "=" }, { 12, "=" }, { 13, "~" },
	{ 14, "+=" }, { 15, "=+" }, { 16, "+/-" }, { 17, "-/+" }, { 18, "+-" }, { 19, "-+" },
	{ 22, "(.)" }, { 23, "(.)" }, { 146, "N" }
};
#define NMARKS ((int)(sizeof nag_marks / sizeof nag_marks[0]))

/* Other spellings of marks: Unicode symbols that files use. */
static const struct nag_mark nag_unicode[] = {
	{ 7, "\xe2\x96\xa1" }, { 13, "\xe2\x88\x9e" }, { 14, "\xe2\xa9\xb2" }, { 15, "\xe2\xa9\xb1" },
	{ 16, "\xc2\xb1" }, { 17, "\xe2\x88\x93" }, { 22, "\xe2\xa8\x80" }, { 10, "=" }
};
#define NUNICODE ((int)(sizeof nag_unicode / sizeof nag_unicode[0]))

/* The symbol of a NAG, or NULL. */
const char *
annot_nag_symbol(int nag)
{
	int i;

	for (i = 0; i < NMARKS; i++)
		if (nag_marks[i].nag == nag)
			return nag_marks[i].symbol;
	return NULL;
}

/* The NAG a mark stands for, or 0. */
int
annot_nag_from_symbol(const char *text, size_t len)
{
	int i;

	for (i = 0; i < NMARKS; i++)
		if (strlen(nag_marks[i].symbol) == len && !memcmp(nag_marks[i].symbol, text, len))
			return nag_marks[i].nag;
	for (i = 0; i < NUNICODE; i++)
		if (strlen(nag_unicode[i].symbol) == len && !memcmp(nag_unicode[i].symbol, text, len))
			return nag_unicode[i].nag;
	return 0;
}

/* Writes n's evaluation as [%eval] takes it. */
const char *
annot_eval_text(const annot_note *n, char *buf, size_t size)
{
	int cp = n->eval_cp < 0 ? -n->eval_cp : n->eval_cp;

	if (!n->has_eval)
		snprintf(buf, size, "%s", "");
	else if (n->eval_mate)
		snprintf(buf, size, "#%d", n->eval_mate);
	else
		snprintf(buf, size, "%s%d.%02d", n->eval_cp < 0 ? "-" : "", cp / 100, cp % 100);
	return buf;
}

/* Reads an [%eval] value into n. */
int
annot_eval_parse(annot_note *n, const char *text, size_t len)
{
	const char *p = text, *e = text + len;
	long whole = 0, frac = 0, scale = 100;
	int neg = 0, mate = 0, digits = 0;

	if (p < e && *p == '#') {
		mate = 1;
		p++;
	}
	if (p < e && (*p == '-' || *p == '+'))
		neg = *p++ == '-';
	while (p < e && isdigit((unsigned char)*p) && digits < 7) {
		whole = whole * 10 + (*p++ - '0');
		digits++;
	}
	if (!mate && p < e && *p == '.') {
		for (p++; p < e && isdigit((unsigned char)*p); p++, digits++)
			if (scale > 1)
				frac += (*p - '0') * (scale /= 10);
	}
	if (!digits || (p < e && isdigit((unsigned char)*p)))
		return -1;
	if (p < e && *p == ',') /* lichess may add the depth: "0.25,18" */
		for (p++; p < e && isdigit((unsigned char)*p); p++)
			;
	if (p != e || (mate && whole == 0))
		return -1;
	if (mate)
		annot_set_eval(n, neg ? -(int)whole : (int)whole, 0);
	else
		annot_set_eval(n, 0, (int)(neg ? -(whole * 100 + frac) : whole * 100 + frac));
	return 0;
}
