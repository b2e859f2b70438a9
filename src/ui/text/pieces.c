/* pieces.c - how pieces look on the screen: glyphs for orthodox pieces
 * recognised by their moves and letters, letters for the others. */
#include "config.h"

#include "pieces.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

#include "betza.h"
#include "layout.h"

/* Orders moves by everything but their modes, so equal moves meet. */
static int
cmp_move(const void *pa, const void *pb)
{
	const bz_move *a = pa, *b = pb;
	const int ka[] = { a->dx, a->dy, a->ndx, a->ndy, a->range, a->min, a->kind,
			   a->via_dx, a->via_dy, a->initial, a->in_zone, a->to_zone };
	const int kb[] = { b->dx, b->dy, b->ndx, b->ndy, b->range, b->min, b->kind,
			   b->via_dx, b->via_dy, b->initial, b->in_zone, b->to_zone };
	size_t i;

	for (i = 0; i < sizeof ka / sizeof ka[0]; i++)
		if (ka[i] != kb[i])
			return ka[i] < kb[i] ? -1 : 1;
	return 0;
}

/* Parses text into a sorted list with the modes of equal moves merged, so
 * that two spellings of the same moves ("K" and "WF") compare equal.
 * Returns -1 if the text does not parse. */
static int
canonical(const variant *v, const char *text, bz_list *out)
{
	char msg[VAR_MAX_TEXT];
	int i, n = 0;

	if (bz_parse(text, var_zone_lookup, (void *)v, out, msg, sizeof msg) < 0)
		return -1;
	qsort(out->moves, (size_t)out->count, sizeof out->moves[0], cmp_move);
	for (i = 0; i < out->count; i++) {
		if (n > 0 && cmp_move(&out->moves[n - 1], &out->moves[i]) == 0)
			out->moves[n - 1].modes |= out->moves[i].modes;
		else
			out->moves[n++] = out->moves[i];
	}
	out->count = n;
	return 0;
}

/* Whether two canonical lists are the same moves. */
static int
same(const bz_list *a, const bz_list *b)
{
	int i;

	if (a->count != b->count)
		return 0;
	for (i = 0; i < a->count; i++)
		if (cmp_move(&a->moves[i], &b->moves[i]) != 0 || a->moves[i].modes != b->moves[i].modes)
			return 0;
	return 1;
}

/* Whether the moves are a pawn's: fmW and fcF present, every capture an
 * fcF step, every quiet move straight forward. */
static int
pawn_like(const bz_list *l)
{
	int i, fmw = 0, fcf = 0;

	for (i = 0; i < l->count; i++) {
		const bz_move *m = &l->moves[i];
		int plain = m->range == 1 && m->min <= 1 && m->kind == BZ_SLIDE && !m->initial &&
			    m->in_zone < 0 && m->to_zone < 0 && !m->via_dx && !m->via_dy;
		if (m->modes & BZ_CAPTURE) {
			if (!(plain && m->dy == 1 && abs(m->dx) == 1))
				return 0;
			fcf++;
		}
		if (m->modes & BZ_QUIET) {
			if (m->dx != 0 || m->dy <= 0 || m->ndx != 0 || m->ndy <= 0 || m->in_zone >= 0)
				return 0;
			if (plain && m->dy == 1)
				fmw = 1;
		}
	}
	return fmw && fcf == 2;
}

/* The letter of the orthodox piece a glyph kind shows, or 0 for TP_LETTER. */
char
tp_glyph_letter(int kind)
{
	static const char letters[] = { 0, 'K', 'Q', 'R', 'B', 'N', 'P' };

	return kind > TP_LETTER && kind <= TP_PAWN ? letters[kind] : 0;
}

/* Classifies the pieces of v by their moves. */
void
tp_classify(const variant *v, tp_kinds *out)
{
	static const char *const templates[] = { NULL, "K", "Q", "R", "B", "N" };
	static bz_list want, have; /* large; one classification at a time */
	int taken[TP_PAWN + 1] = { 0 };
	int t, k;

	for (t = 0; t < VAR_MAX_TYPES; t++)
		out->kind[t] = TP_LETTER;
	for (t = 0; t < v->ntypes; t++) {
		const var_piece *pc = &v->pieces[t];
		int kind = TP_LETTER;
		if (pc->checks[0] || canonical(v, pc->betza, &have) < 0)
			continue;
		if (pc->pawn) {
			kind = pawn_like(&have) ? TP_PAWN : TP_LETTER;
		} else {
			for (k = TP_KING; k <= TP_KNIGHT && kind == TP_LETTER; k++)
				if (canonical(v, templates[k], &want) == 0 && same(&have, &want))
					kind = k;
			/* Only a royal piece looks like a king; a royal piece
			 * with other moves keeps its letter. */
			if ((kind == TP_KING) != (pc->royal != 0))
				kind = TP_LETTER;
		}
		/* A glyph must never contradict the letter typed for the
		 * piece: LancerChess's royal Queen moves as a king but is
		 * typed Q, so she keeps her letter. */
		if (pc->letter != tp_glyph_letter(kind))
			kind = TP_LETTER;
		if (kind != TP_LETTER && !taken[kind]) {
			taken[kind] = 1;
			out->kind[t] = kind;
		}
	}
}

/* The character of a piece. */
uint32_t
tp_symbol(const ts_mode *m, const variant *v, const tp_kinds *k, int type, int colour)
{
	int kind = type >= 0 && type < VAR_MAX_TYPES ? k->kind[type] : TP_LETTER;
	char letter;

	if (kind != TP_LETTER && !m->ascii)
		return ts_glyph(m, (enum ts_glyph)((colour ? TS_G_B_KING : TS_G_W_KING) + kind - TP_KING));
	if (type < 0 || type >= v->ntypes)
		return '?';
	letter = v->pieces[type].letter;
	return (uint32_t)(colour ? tolower((unsigned char)letter) : letter);
}

/* Writes one legend entry. */
size_t
tp_legend_entry(const ts_mode *m, const variant *v, const tp_kinds *k, int type, char *buf, size_t size)
{
	char sym[5];
	int n;

	sym[tg_encode(tp_symbol(m, v, k, type, WHITE), sym)] = '\0';
	n = snprintf(buf, size, "%s %s", sym, v->pieces[type].name);
	return n < 0 ? 0 : (size_t)n;
}

/* The columns of the widest legend entry. */
int
tp_legend_width(const ts_mode *m, const variant *v, const tp_kinds *k)
{
	char buf[128];
	int t, w = 0;

	for (t = 0; t < v->ntypes; t++) {
		tp_legend_entry(m, v, k, t, buf, sizeof buf);
		if (tg_width(buf) > w)
			w = tg_width(buf);
	}
	return w;
}

/* Lays out a legend: whole names, cut names, or some pieces and a note. */
void
tp_legend_fit(const ts_mode *m, const variant *v, const tp_kinds *k, int cols, int max_lines, tp_legend *out)
{
	int n = v->ntypes, per, lines;

	out->width = tp_legend_width(m, v, k);
	tl_legend_shape(n, out->width, cols, &out->per_row, &out->lines);
	out->shown = n;
	if (max_lines <= 0 || n == 0) {
		out->lines = out->shown = 0;
		return;
	}
	if (out->lines <= max_lines) {
		if (out->width > cols)
			out->width = cols;
		return;
	}
	per = (n + max_lines - 1) / max_lines;
	if ((cols + 2) / per - 2 >= TP_LEGEND_MIN_W) {
		out->per_row = per;
		out->width = (cols + 2) / per - 2;
		out->lines = (n + per - 1) / per;
		return;
	}
	tl_legend_shape(n, out->width, cols, &per, &lines);
	out->per_row = per;
	if (out->width > cols)
		out->width = cols;
	out->lines = max_lines;
	out->shown = (max_lines - 1) * per;
}

/* Draws a legend laid out by tp_legend_fit. */
void
tp_legend_draw(tg_grid *g, int row, int col, int cols, const ts_mode *m, const variant *v, const tp_kinds *k,
	       const tp_legend *l)
{
	ts_look dim = ts_text(m, TS_DIM);
	char buf[128];
	int t;

	for (t = 0; t < l->shown && t < v->ntypes; t++) {
		int r = t / l->per_row, c = (t % l->per_row) * (l->width + 2);
		tp_legend_entry(m, v, k, t, buf, sizeof buf);
		tg_text_clip(g, row + r, col + c, l->width, buf, 0, 0, m->ascii);
	}
	if (l->shown < v->ntypes) {
		snprintf(buf, sizeof buf, "+%d more: F1, page 3 shows every piece", v->ntypes - l->shown);
		tg_text_clip(g, row + l->lines - 1, col, cols, buf, dim.pair, dim.attr, m->ascii);
	}
}
