/* diagram.c - diagrams of where a piece moves, from its compiled rays. */
#include "config.h"

#include "diagram.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "position.h"

/* Distance (doubled, squared) of sq from the board's centre. */
static int
off_centre(const variant *v, int sq)
{
	int df = 2 * BRD_FILE(sq) - (v->geo.files - 1), dr = 2 * BRD_RANK(sq) - (v->geo.ranks - 1);

	return df * df + dr * dr;
}

/* The square nearest the centre whose zone bits include zone (VAR_ZONE_ANY
 * for any square); with code nonzero, only squares where the start
 * position holds that piece. Returns 0 when there is none. */
static int
nearest(const variant *v, uint8_t zone, uint8_t code)
{
	int f, r, best = 0;

	for (r = 0; r < v->geo.ranks; r++)
		for (f = 0; f < v->geo.files; f++) {
			int sq = BRD_SQ(f, r);
			if (!(v->zone_bits[WHITE][sq] & zone) || (code && v->start_code[sq] != code))
				continue;
			if (!best || off_centre(v, sq) < off_centre(v, best))
				best = sq;
		}
	return best;
}

/* Marks the squares the White piece of the type reaches from d->from. */
static void
walk(const variant *v, int type, td_diagram *d)
{
	const uint8_t *zb = v->zone_bits[WHITE];
	int i;

	memset(d->mark, 0, sizeof d->mark);
	for (i = 0; i < v->ray_count[WHITE][type]; i++) {
		const var_ray *r = &v->rays[WHITE][v->ray_first[WHITE][type] + i];
		int sq = d->from + r->first, k;
		if (!(r->in_zones & zb[d->from]) || r->kind != RAY_SLIDE)
			continue;
		if (r->initial && v->start_code[d->from] != POS_CODE(WHITE, type))
			continue;
		for (k = 1; k <= r->reach && brd_on_board(&v->geo, sq); k++, sq += r->next) {
			if (r->quiet[k] & zb[sq])
				d->mark[sq] |= TD_MOVE;
			if (r->capture[k] & zb[sq])
				d->mark[sq] |= TD_CAPTURE;
			if (r->check[k] & zb[sq])
				d->mark[sq] |= TD_CHECK;
		}
	}
}

/* Builds the diagrams of a White piece of the type. */
int
td_build(const variant *v, int type, td_diagram *out, int max)
{
	uint8_t zones = 0, code = POS_CODE(WHITE, type);
	int i, n = 0, z, initial = 0;

	for (i = 0; i < v->ray_count[WHITE][type]; i++) {
		const var_ray *r = &v->rays[WHITE][v->ray_first[WHITE][type] + i];
		if (r->in_zones != VAR_ZONE_ANY)
			zones |= r->in_zones;
		initial |= r->initial;
	}
	for (z = 0; z < v->nzones && n < max; z++) {
		uint8_t bit = (uint8_t)(1u << z);
		if (!(zones & bit) || !(out[n].from = nearest(v, bit, 0)))
			continue;
		snprintf(out[n].title, sizeof out[n].title, "on its %s", v->zone_names[z]);
		walk(v, type, &out[n++]);
	}
	if (n == 0 && max > 0) {
		out[0].from = 0;
		if (initial || v->pieces[type].pawn)
			out[0].from = nearest(v, VAR_ZONE_ANY, code);
		out[0].title[0] = '\0';
		if (out[0].from)
			snprintf(out[0].title, sizeof out[0].title, "from a start square");
		else
			out[0].from = nearest(v, VAR_ZONE_ANY, 0);
		walk(v, type, &out[0]);
		n = 1;
	}
	return n;
}

/* Draws one diagram. */
void
td_draw(tg_grid *g, const tb_layout *l, const variant *v, const tp_kinds *k, const ts_mode *m,
	int type, const td_diagram *d)
{
	int f, r;

	tb_draw_coords(g, l, m);
	for (r = 0; r < v->geo.ranks; r++)
		for (f = 0; f < v->geo.files; f++) {
			int sq = BRD_SQ(f, r), mk = d->mark[sq];
			/* Monochrome dots on dark squares would read as marks here. */
			enum ts_bg bg = brd_colour(sq) || !m->colours ? TS_BG_LIGHT : TS_BG_DARK;
			uint32_t ch = 0;
			if (sq == d->from) {
				tb_draw_square(g, l, sq, TS_BG_SELECT, tp_symbol(m, v, k, type, WHITE), TS_FG_WHITE, m);
				continue;
			}
			if ((mk & TD_MOVE) && (mk & TD_CAPTURE))
				ch = ts_glyph(m, TS_G_MOVE_CAPT);
			else if (mk & TD_MOVE)
				ch = ts_glyph(m, TS_G_MOVE_ONLY);
			else if (mk & TD_CAPTURE)
				ch = ts_glyph(m, TS_G_CAPT_ONLY);
			else if (mk & TD_CHECK)
				ch = ts_glyph(m, TS_G_CHECK_ONLY);
			tb_draw_square(g, l, sq, mk & TD_CAPTURE ? TS_BG_CAPTURE : mk ? TS_BG_LAST : bg, ch,
				       TS_FG_BLACK, m);
		}
}

/* The key to the marks. */
void
td_key(const ts_mode *m, char *buf, size_t size)
{
	char g[4][5];
	static const enum ts_glyph which[4] = { TS_G_MOVE_CAPT, TS_G_MOVE_ONLY, TS_G_CAPT_ONLY, TS_G_CHECK_ONLY };
	int i;

	for (i = 0; i < 4; i++)
		g[i][tg_encode(ts_glyph(m, which[i]), g[i])] = '\0';
	snprintf(buf, size, "%s moves or captures  %s moves only  %s captures only  %s gives check only",
		 g[0], g[1], g[2], g[3]);
}
