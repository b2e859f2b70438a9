/* tui_panel.c - the game screen's side panel: the players and their
 * clocks, the state of play, captured pieces, the engine's thoughts and
 * the numbered move list (which follows the current move and can be
 * clicked). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ext_player.h"
#include "movegen.h"
#include "safe_text.h"
#include "tui_app.h"

/* Writes who plays a side: in replay, the name its file gives; else
 * "human", "computer, level 3" or an external engine's name. */
static void
player_name(const session *s, int side, char *buf, size_t size)
{
	const char *tag = game_tag_get(&s->m.g, side == WHITE ? "White" : "Black");

	if (s->m.replay && tag && *tag && strcmp(tag, "?"))
		snprintf(buf, size, "%s", tag);
	else if (ext_is_player(&s->m.player[side]))
		player_describe(&s->m.player[side], buf, size);
	else if (player_is_program(&s->m.player[side]))
		snprintf(buf, size, "computer, level %d", s->m.player[side].level);
	else
		snprintf(buf, size, "human");
}

/* The side whose turn it is in the game: the one whose clock runs, even
 * while an earlier position is shown; without a running clock, the side
 * to move in the position shown; -1 when the game is over. */
static int
turn_side(const session *s)
{
	if (tc_enabled(&s->m.clock) && s->m.clock.running >= 0)
		return s->m.clock.running;
	return game_over(&s->m.g) ? -1 : s->m.g.pos.side;
}

/* Draws one player's line: marker, side, who, and the clock at the right
 * edge; a name too long for the room left of the clock is cut and marked. */
static void
draw_player(tui_app *a, tg_rect r, int row, int side)
{
	session *s = &a->s;
	char who[64], clock[32], line[192];
	int to_move = turn_side(s) == side, room = r.cols;
	ts_look look = ts_text(&a->mode, to_move ? TS_TITLE : TS_NORMAL);
	int64_t left = 0;
	int recorded = match_shown_clock(&s->m, side, &left); /* replaying: the record's [%clk] */

	if (recorded || tc_enabled(&s->m.clock)) {
		ts_look cl;
		int w;
		if (!recorded)
			left = tc_left(&s->m.clock, side, mono_ms());
		cl = ts_text(&a->mode, left < 10000 ? TS_ERROR : to_move ? TS_TITLE : TS_NORMAL);
		tc_format(left, clock, sizeof clock);
		w = tg_width(clock);
		tg_text(&a->grid, r.row + row, r.col + r.cols - w - 1, w, clock, cl.pair, cl.attr);
		room = r.cols - w - 2;
	}
	player_name(s, side, who, sizeof who);
	snprintf(line, sizeof line, "%s %s: %s", to_move ? (a->mode.ascii ? ">" : "\xe2\x96\xb6") : " ",
		 s->m.g.v->side_names[side], who);
	tg_text_clip(&a->grid, r.row + row, r.col, room, line, look.pair, look.attr, a->mode.ascii);
}

/* Draws where a loaded game comes from (event, site, round, date, the
 * result and its reason, game N of M); returns the rows it took. */
static int
draw_header(tui_app *a, tg_rect r, int row)
{
	char lines[4][160], safe[640];
	int n = match_header(&a->s.m, lines, r.rows - row > 12 ? 4 : 0), i;
	ts_look dim = ts_text(&a->mode, TS_DIM);

	for (i = 0; i < n; i++) {
		st_escape(lines[i], safe, sizeof safe);
		tg_text_clip(&a->grid, r.row + row + i, r.col + 2, r.cols - 2, safe, dim.pair, dim.attr, a->mode.ascii);
	}
	return n;
}

/* Draws the pieces side has taken (the other side's missing pieces). */
static int
draw_captured(tui_app *a, tg_rect r, int row, int side)
{
	session *s = &a->s;
	const variant *v = s->m.g.v;
	int count[VAR_MAX_TYPES], t, k, col;
	char sym[5];

	sess_captured(s, !side, count);
	col = tg_printf(&a->grid, r.row + row, r.col, r.cols, 0, 0, "  %s took:", v->side_names[side]);
	for (t = 0; t < v->ntypes; t++) {
		if (!count[t])
			continue;
		sym[tg_encode(tp_symbol(&a->mode, v, &a->kinds, t, !side), sym)] = '\0';
		if (count[t] > 3) {
			col += tg_printf(&a->grid, r.row + row, r.col + col, r.cols - col, 0, 0, " %sx%d", sym, count[t]);
			continue;
		}
		col += tg_text(&a->grid, r.row + row, r.col + col, r.cols - col, " ", 0, 0);
		for (k = 0; k < count[t]; k++)
			col += tg_text(&a->grid, r.row + row, r.col + col, r.cols - col, sym, 0, 0);
	}
	return 1;
}

/* Writes the moves of a line in SAN from the position searched (at most
 * 12, as far as they are legal), after prefix. */
static void
pv_text(const session *s, const search_info *in, const char *prefix, char *line, size_t size)
{
	position p = s->m.info_pos;
	pos_undo u;
	char san[SAN_MAX];
	int i, len = snprintf(line, size, "%s", prefix);

	for (i = 0; i < in->pvlen && i < 12 && len < (int)size - SAN_MAX - 2; i++) {
		if (!mg_is_legal_move(&p, in->pv[i]))
			break;
		san_format(&p, in->pv[i], san, sizeof san);
		len += snprintf(line + len, size - (size_t)len, "%s%s", i ? " " : "", san);
		pos_make(&p, in->pv[i], &u);
	}
}

/* Draws the analysis's lines (MultiPV): a heading that says the scores
 * are White's, with the depth and speed (short: the panel is narrow), then
 * each line's number, score and moves. */
static int
draw_lines(tui_app *a, tg_rect r, int row)
{
	session *s = &a->s;
	const search_info *in = &s->m.lines[0];
	char line[512], score[32], prefix[48];
	int k;

	tg_printf_clip(&a->grid, r.row + row, r.col, r.cols, 0, 0, a->mode.ascii,
		       "Lines (White)%s%s: depth %d, %llu kn/s", s->m.info_by[0] ? " by " : "", s->m.info_by, in->depth,
		       (unsigned long long)(in->ms > 0 ? in->nodes / (uint64_t)in->ms : 0));
	for (k = 0; k < s->m.nlines; k++) {
		match_score_text(&s->m, &s->m.lines[k], score, sizeof score);
		snprintf(prefix, sizeof prefix, "%d %6s  ", k + 1, score);
		pv_text(s, &s->m.lines[k], prefix, line, sizeof line);
		tg_text_clip(&a->grid, r.row + row + 1 + k, r.col, r.cols, line, k ? ts_text(&a->mode, TS_DIM).pair : 0,
			     k ? ts_text(&a->mode, TS_DIM).attr : 0, a->mode.ascii);
	}
	return 1 + s->m.nlines;
}

/* Draws the engine's depth, score and principal variation in SAN (or,
 * with several lines, each of them). */
static int
draw_engine(tui_app *a, tg_rect r, int row)
{
	session *s = &a->s;
	const search_info *in = &s->m.info;
	char line[512], score[32];

	if (!s->show_engine && !s->m.analysis)
		return 0;
	if (!s->m.have_info) {
		tg_text(&a->grid, r.row + row, r.col, r.cols, a->thinking ? "Engine: thinking..." : "Engine: (no search yet)",
			ts_text(&a->mode, TS_DIM).pair, ts_text(&a->mode, TS_DIM).attr);
		return 1;
	}
	if (s->m.nlines > 1)
		return draw_lines(a, r, row);
	match_score_text(&s->m, in, score, sizeof score);
	tg_printf_clip(&a->grid, r.row + row, r.col, r.cols, 0, 0, a->mode.ascii, "%s%s%s: depth %d, %s (White), %llu kn/s",
		       s->m.analysis ? "Analysis" : "Engine", s->m.info_by[0] ? " by " : "", s->m.info_by, in->depth, score,
		       (unsigned long long)(in->ms > 0 ? in->nodes / (uint64_t)in->ms : 0));
	/* The PV starts at the position the engine searched. */
	pv_text(s, in, "  ", line, sizeof line);
	tg_text_clip(&a->grid, r.row + row + 1, r.col, r.cols, line, ts_text(&a->mode, TS_DIM).pair,
		     ts_text(&a->mode, TS_DIM).attr, a->mode.ascii);
	return 2;
}

/* Rows the comment after the move shown takes under the move list (at
 * most 4, leaving the list 3 rows and one blank between); its text,
 * escaped, in buf. */
static int
comment_rows(tui_app *a, int cols, int n, char *buf, size_t size)
{
	const annot_note *note = match_shown_note(&a->s.m);
	int need, most = n - 4 < 4 ? n - 4 : 4;

	buf[0] = '\0';
	if (!note || !note->comment || most < 1 || cols < 8)
		return 0;
	st_escape(note->comment, buf, size);
	need = tg_wrap(&a->grid, (tg_rect){ 0, 0, 0, cols - 2 }, 0, buf, 0, 0);
	return need < most ? need : most;
}

/* Draws the move list in rows [row, row + n), following the current move
 * unless it was scrolled since the move shown last changed, with the
 * comment of the move shown wrapped under it. */
static void
draw_moves(tui_app *a, tg_rect r, int row, int n)
{
	session *s = &a->s;
	int lines = sess_move_lines(s), cur, i, hl, hl_len, after, crows;
	char buf[256], comment[4096];
	ts_look head = ts_text(&a->mode, TS_HEADING), mark = ts_text(&a->mode, TS_MENU_SEL);
	ts_look dim = ts_text(&a->mode, TS_DIM);

	tg_text(&a->grid, r.row + row, r.col, r.cols, s->m.g.nmoves ? "Moves" : "Moves: none yet", head.pair, head.attr);
	row++;
	n--;
	if (n <= 0)
		return;
	crows = comment_rows(a, r.cols, n, comment, sizeof comment);
	if (crows > 0) {
		/* the comment after the move shown, under the list */
		tg_wrap(&a->grid, (tg_rect){ r.row + row + n - crows, r.col + 2, crows, r.cols - 2 }, 0, comment, dim.pair,
			dim.attr);
		n -= crows + 1;
	}
	cur = sess_move_cursor(s);
	if (a->list_scrolled && cur != a->list_scroll_cur)
		a->list_scrolled = 0; /* the move shown changed: follow it again */
	if (!a->list_scrolled) {
		if (cur < a->list_top)
			a->list_top = cur;
		if (cur >= a->list_top + n)
			a->list_top = cur - n + 1;
	}
	if (a->list_top > lines - n)
		a->list_top = lines - n > 0 ? lines - n : 0;
	if (a->list_top < 0)
		a->list_top = 0;
	a->list_row = r.row + row;
	a->list_col = r.col;
	a->list_rows = n;
	for (i = 0; i < n && a->list_top + i < lines; i++) {
		sess_move_line(s, a->list_top + i, buf, sizeof buf, &hl, &hl_len, &after);
		tg_text_clip(&a->grid, r.row + row + i, r.col, r.cols, buf, 0, 0, a->mode.ascii);
		if (after >= 0 && after < r.cols)
			tg_text_clip(&a->grid, r.row + row + i, r.col + after, r.cols - after, buf + after, dim.pair,
				     dim.attr, a->mode.ascii);
		if (hl >= 0 && hl < r.cols)
			tg_text(&a->grid, r.row + row + i, r.col + hl, hl_len < r.cols - hl ? hl_len : r.cols - hl, buf + hl,
				mark.pair, mark.attr);
	}
}

/* Scrolls the move list by delta lines (PageUp/PageDown, the wheel)
 * without moving the cursor: it stays so until the move shown changes. */
void
tui_panel_scroll(tui_app *a, int delta)
{
	int lines = sess_move_lines(&a->s), rows = a->list_rows > 0 ? a->list_rows : 1;

	a->list_top += delta;
	if (a->list_top > lines - rows)
		a->list_top = lines - rows;
	if (a->list_top < 0)
		a->list_top = 0;
	a->list_scrolled = 1;
	a->list_scroll_cur = sess_move_cursor(&a->s);
	a->dirty = 1;
}

/* Draws the side panel. */
void
tui_panel_draw(tui_app *a, tg_rect r)
{
	session *s = &a->s;
	char status[256];
	int row = 0, legend;
	ts_look title = ts_text(&a->mode, TS_TITLE);
	position p = *match_shown_pos(&s->m);

	r.cols -= 1;
	tg_printf(&a->grid, r.row, r.col, r.cols, title.pair, title.attr, "%s", s->m.g.v->name);
	tg_printf(&a->grid, r.row, r.col + tg_width(s->m.g.v->name) + 1, r.cols - tg_width(s->m.g.v->name) - 1, 0, 0,
		  "%dx%d", s->m.g.v->geo.files, s->m.g.v->geo.ranks);
	row = 2;
	draw_player(a, r, row++, WHITE);
	draw_player(a, r, row++, BLACK);
	row += draw_header(a, r, row);
	sess_status(s, status, sizeof status);
	tg_text_clip(&a->grid, r.row + row++, r.col, r.cols, status,
		     ts_text(&a->mode, mg_in_check(&p) || game_over(&s->m.g) ? TS_ERROR : TS_GOOD).pair, TG_BOLD,
		     a->mode.ascii);
	row += draw_captured(a, r, row, WHITE);
	row += draw_captured(a, r, row, BLACK);
	row += draw_engine(a, r, row);
	row++;
	legend = tui_panel_legend(a, (tg_rect){ r.row + row, r.col, r.rows - row, r.cols });
	draw_moves(a, r, row, r.rows - row - (legend ? legend + 1 : 0));
}
