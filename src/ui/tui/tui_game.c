/* tui_game.c - the game screen's drawing: the board with its highlights,
 * the legend, the side panel, the promotion menu and the three bottom
 * lines. Everything is repainted from the session on every draw. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "movegen.h"
#include "safe_text.h"
#include "tui_app.h"
#include "tui_input.h"

/* The widest legend entry of the current variant. */
static int
legend_width(tui_app *a)
{
	const variant *v = a->s.g.v;
	char buf[128];
	int t, w = 0;

	for (t = 0; t < v->ntypes; t++) {
		tp_legend_entry(&a->mode, v, &a->kinds, t, buf, sizeof buf);
		if (tg_width(buf) > w)
			w = tg_width(buf);
	}
	return w;
}

/* Draws the legend into r, per entries to a line. */
static void
draw_legend(tui_app *a, tg_rect r, int per)
{
	const variant *v = a->s.g.v;
	int t, w = legend_width(a) + 2;
	char buf[128];

	for (t = 0; t < v->ntypes; t++) {
		int row = t / per, col = (t % per) * w;
		if (row >= r.rows)
			break;
		tp_legend_entry(&a->mode, v, &a->kinds, t, buf, sizeof buf);
		tg_text(&a->grid, r.row + row, r.col + col, r.cols - col, buf, 0, 0);
	}
}

/* Fills the view of the board from the session. */
static void
make_view(tui_app *a, tb_view *view)
{
	static uint8_t hint_targets[BRD_SIZE];
	session *s = &a->s;
	position *p = &s->g.pos;
	int i, n = 0;

	memset(view, 0, sizeof *view);
	view->p = p;
	view->kinds = &a->kinds;
	view->mode = a->mode;
	if (s->g.ply > 0) {
		view->last_from = MV_FROM(s->g.moves[s->g.ply - 1].m);
		view->last_to = MV_TO(s->g.moves[s->g.ply - 1].m);
	}
	view->cursor = s->cursor;
	view->selected = s->selected;
	view->targets = s->selected ? s->targets : NULL;
	if (mg_in_check(p))
		for (i = 0; i < p->nroyal[p->side] && i < 4 && n < 4; i++)
			if (mg_attacked(p, p->royal[p->side][i], !p->side))
				view->check[n++] = p->royal[p->side][i];
	if (s->hint != MV_NONE && !s->selected) {
		memset(hint_targets, 0, sizeof hint_targets);
		hint_targets[MV_TO(s->hint)] = (s->hint & MV_CAPTURE) ? 2 : 1;
		view->selected = MV_FROM(s->hint);
		view->targets = hint_targets;
	}
}

/* Draws the promotion menu over the board. */
static void
draw_promotion(tui_app *a)
{
	session *s = &a->s;
	const variant *v = s->g.v;
	tb_layout *l = &a->lay.board;
	tg_rect r;
	int i;
	char buf[128];

	r.cols = 24;
	r.rows = s->npromo + 3;
	r.row = l->row + (l->rows - r.rows) / 2;
	r.col = l->col + (l->cols - r.cols) / 2;
	if (r.row < 0)
		r.row = 0;
	if (r.col < 0)
		r.col = 0;
	tg_fill(&a->grid, r, ' ', 0, 0);
	tg_frame(&a->grid, r, a->mode.ascii, 0, TG_BOLD);
	tg_text(&a->grid, r.row, r.col + 2, r.cols - 4, " Promote to ", 0, TG_BOLD);
	for (i = 0; i < s->npromo; i++) {
		int t = MV_PROMO(s->promo[i]);
		ts_look look = ts_text(&a->mode, i == s->promo_sel ? TS_MENU_SEL : TS_NORMAL);
		tp_legend_entry(&a->mode, v, &a->kinds, t, buf, sizeof buf);
		tg_printf(&a->grid, r.row + 1 + i, r.col + 2, r.cols - 4, look.pair, look.attr, "%d %-18s", i + 1,
			  buf);
	}
	tg_text(&a->grid, r.row + r.rows - 2, r.col + 2, r.cols - 4, "Enter picks, Esc cancels",
		ts_text(&a->mode, TS_DIM).pair, ts_text(&a->mode, TS_DIM).attr);
}

/* The promotion choice drawn at row, col, or -1. */
int
tui_promotion_hit(tui_app *a, int row, int col)
{
	tb_layout *l = &a->lay.board;
	int rows = a->s.npromo + 3, top = l->row + (l->rows - rows) / 2;
	int left = l->col + (l->cols - 24) / 2;

	if (top < 0)
		top = 0;
	if (left < 0)
		left = 0;
	if (col < left || col >= left + 24 || row <= top || row > top + a->s.npromo)
		return -1;
	return row - top - 1;
}

/* The key hints for the game screen's state (at most 80 columns). */
static const char *
key_hints(tui_app *a)
{
	if (a->s.npromo)
		return " 1-9, a letter or arrows+Enter: choose the piece   Esc: cancel";
	if (a->confirm)
		return " y: yes   any other key: no";
	if (a->thinking)
		return " space: move now   typing works   F1 help   F10 quit";
	if (a->s.replay)
		return " Left/Right step  Home/End  PgUp/PgDn  click a move  p play from here  F1 help";
	if (a->focus == FOCUS_BOARD)
		return " hjkl/arrows move  Enter pick/drop  u undo  r redo  f flip  H hint  ? help  Esc";
	return " F1 help  Esc board keys  Tab completes  or type: undo redo hint save new quit";
}

/* Draws the message line (or the question waiting for y/n). */
static void
draw_message(tui_app *a)
{
	session *s = &a->s;
	const variant *v = s->g.v;
	int kind = s->msg_kind == SESS_ERROR ? TS_ERROR : s->msg_kind == SESS_GOOD ? TS_GOOD : TS_NORMAL;
	ts_look look = ts_text(&a->mode, a->confirm ? TS_TITLE : kind);
	tg_rect r = a->lay.message;
	char q[256];

	switch (a->confirm) {
	case CONFIRM_RESIGN:
		snprintf(q, sizeof q, "Resign this game? (y/n)");
		break;
	case CONFIRM_DRAW:
		snprintf(q, sizeof q, "%s offers a draw. %s, do you accept? (y/n)", v->side_names[s->g.pos.side],
			 v->side_names[!s->g.pos.side]);
		break;
	case CONFIRM_QUIT:
		snprintf(q, sizeof q, "Leave leaper? (y/n)");
		break;
	case CONFIRM_NEW:
		snprintf(q, sizeof q, "Leave this game for a new one? It stays in the autosave. (y/n)");
		break;
	default:
		st_escape(s->message, q, sizeof q); /* it can quote files and typed text */
	}
	tg_text(&a->grid, r.row, 0, r.cols, q, look.pair, look.attr);
}

/* Draws the game screen. */
void
tui_game_draw(tui_app *a)
{
	session *s = &a->s;
	tb_view view;

	tl_game_layout(a->grid.rows, a->grid.cols, &s->g.v->geo, s->flipped, s->g.v->ntypes, legend_width(a),
		       &a->lay);
	if (a->lay.too_small) {
		tl_too_small(&a->grid, a->lay.min_rows, a->lay.min_cols);
		return;
	}
	make_view(a, &view);
	tb_draw(&a->grid, &a->lay.board, &view);
	if (a->lay.legend.rows)
		draw_legend(a, a->lay.legend, a->lay.legend_per_row);
	tui_panel_draw(a, a->lay.panel);
	if (s->npromo)
		draw_promotion(a);
	draw_message(a);
	ti_draw(&a->grid, a->lay.input, &a->mode, a->focus == FOCUS_LINE && !s->npromo && !a->confirm);
	tui_keys_line(a, a->lay.keys.row, key_hints(a));
}

/* Draws the legend at the bottom of the panel when it is not below the board. */
int
tui_panel_legend(tui_app *a, tg_rect r)
{
	int per, lines, w = legend_width(a);

	if (a->lay.legend.rows)
		return 0;
	tl_legend_shape(a->s.g.v->ntypes, w, r.cols, &per, &lines);
	if (lines > r.rows / 2)
		lines = r.rows / 2;
	r.row += r.rows - lines;
	r.rows = lines;
	draw_legend(a, r, per);
	return lines;
}

/* Starts the game screen for the session's game. */
void
tui_game_enter(tui_app *a)
{
	a->screen = SCR_GAME;
	a->focus = FOCUS_LINE;
	a->confirm = CONFIRM_NONE;
	a->list_top = 0;
	tp_classify(a->s.g.v, &a->kinds);
	if (a->coloured != a->s.g.v) {
		term_colours(a->s.g.v);
		a->coloured = a->s.g.v;
	}
	ti_prompt("move> ");
	a->dirty = 1;
}
