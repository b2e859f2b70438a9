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
	return tp_legend_width(&a->mode, a->s.m.g.v, &a->kinds);
}

/* Draws the legend below the board into r (which the layout made large
 * enough for every whole entry). */
static void
draw_legend(tui_app *a, tg_rect r)
{
	tp_legend l;

	tp_legend_fit(&a->mode, a->s.m.g.v, &a->kinds, r.cols, r.rows, &l);
	tp_legend_draw(&a->grid, r.row, r.col, r.cols, &a->mode, a->s.m.g.v, &a->kinds, &l);
}

/* Fills the view of the board from the session. */
static void
make_view(tui_app *a, tb_view *view)
{
	static uint8_t hint_targets[BRD_SIZE];
	session *s = &a->s;
	const position *p = match_shown_pos(&s->m); /* inside a variation: its position */
	move last = match_shown_last(&s->m);
	int i, n = 0;

	memset(view, 0, sizeof *view);
	view->p = p;
	view->kinds = &a->kinds;
	view->mode = a->mode;
	if (last != MV_NONE) {
		view->last_from = MV_FROM(last);
		view->last_to = MV_TO(last);
	}
	view->cursor = s->cursor;
	view->selected = s->selected;
	view->targets = s->selected ? s->targets : NULL;
	if (mg_in_check(p))
		for (i = 0; i < p->nroyal[p->side] && i < 4 && n < 4; i++)
			if (mg_attacked(p, p->royal[p->side][i], !p->side))
				view->check[n++] = p->royal[p->side][i];
	if (s->m.hint != MV_NONE && !s->selected && !match_in_var(&s->m)) { /* a hint is the game's */
		memset(hint_targets, 0, sizeof hint_targets);
		hint_targets[MV_TO(s->m.hint)] = (s->m.hint & MV_CAPTURE) ? 2 : 1;
		view->selected = MV_FROM(s->m.hint);
		view->targets = hint_targets;
	}
}

#define PROMO_HINT "Enter picks, Esc cancels"

/* Where the promotion menu goes: centred on the board, as wide as its
 * longest line (within the screen). */
static tg_rect
promotion_rect(tui_app *a)
{
	session *s = &a->s;
	tb_layout *l = &a->lay.board;
	tg_rect r;
	char buf[128];
	int i, w = tg_width(PROMO_HINT);

	for (i = 0; i < s->npromo; i++) {
		tp_legend_entry(&a->mode, s->m.g.v, &a->kinds, MV_PROMO(s->promo[i]), buf, sizeof buf);
		if (tg_width(buf) + 2 > w)
			w = tg_width(buf) + 2;
	}
	r.cols = w + 4 < a->grid.cols ? w + 4 : a->grid.cols;
	r.rows = s->npromo + 3;
	r.row = l->row + (l->rows - r.rows) / 2;
	r.col = l->col + (l->cols - r.cols) / 2;
	if (r.col + r.cols > a->grid.cols)
		r.col = a->grid.cols - r.cols;
	if (r.row < 0)
		r.row = 0;
	if (r.col < 0)
		r.col = 0;
	return r;
}

/* Draws the promotion menu over the board. */
static void
draw_promotion(tui_app *a)
{
	session *s = &a->s;
	tg_rect r = promotion_rect(a);
	ts_look dim = ts_text(&a->mode, TS_DIM);
	int i;
	char buf[128];

	tg_fill(&a->grid, r, ' ', 0, 0);
	tg_frame(&a->grid, r, a->mode.ascii, 0, TG_BOLD);
	tg_text_clip(&a->grid, r.row, r.col + 2, r.cols - 4, " Promote to ", 0, TG_BOLD, a->mode.ascii);
	for (i = 0; i < s->npromo; i++) {
		ts_look look = ts_text(&a->mode, i == s->promo_sel ? TS_MENU_SEL : TS_NORMAL);
		tp_legend_entry(&a->mode, s->m.g.v, &a->kinds, MV_PROMO(s->promo[i]), buf, sizeof buf);
		tg_fill(&a->grid, (tg_rect){ r.row + 1 + i, r.col + 2, 1, r.cols - 4 }, ' ', look.pair, look.attr);
		tg_printf_clip(&a->grid, r.row + 1 + i, r.col + 2, r.cols - 4, look.pair, look.attr, a->mode.ascii,
			       "%d %s", i + 1, buf);
	}
	tg_text_clip(&a->grid, r.row + r.rows - 2, r.col + 2, r.cols - 4, PROMO_HINT, dim.pair, dim.attr,
		     a->mode.ascii);
}

/* The promotion choice drawn at row, col, or -1. */
int
tui_promotion_hit(tui_app *a, int row, int col)
{
	tg_rect r = promotion_rect(a);

	if (col < r.col || col >= r.col + r.cols || row <= r.row || row > r.row + a->s.npromo)
		return -1;
	return row - r.row - 1;
}

/* The key hints for the game screen's state (at most 80 columns). */
static const char *
key_hints(tui_app *a)
{
	if (a->s.npromo)
		return " 1-9, a letter or arrows+Enter: choose the piece   Esc: cancel";
	if (a->confirm)
		return " y: yes   any other key: no";
	if (a->analysing)
		return " analysing: step, or play a move, and it follows   analyse: stop   F1 help";
	if (a->thinking)
		return " space: move now   typing works   F1 help   F10 quit";
	if (a->s.m.replay)
		return " Left/Right step  Home/End  Ctrl-Right/Left: variation  PgUp/PgDn: list  F1";
	if (a->focus == FOCUS_BOARD)
		return " arrows move  Enter/space pick up, put down  ? help  letters type  Esc: typing";
	return " F1 help  Esc board keys  Tab completes  or type: undo redo hint save new quit";
}

/* Draws the message line (or the question waiting for y/n). */
static void
draw_message(tui_app *a)
{
	session *s = &a->s;
	const variant *v = s->m.g.v;
	int kind = s->msg_kind == SESS_ERROR ? TS_ERROR : s->msg_kind == SESS_GOOD ? TS_GOOD : TS_NORMAL;
	ts_look look = ts_text(&a->mode, a->confirm ? TS_TITLE : kind);
	tg_rect r = a->lay.message;
	char q[256];

	switch (a->confirm) {
	case CONFIRM_RESIGN:
		snprintf(q, sizeof q, "Resign this game? (y/n)");
		break;
	case CONFIRM_DRAW:
		snprintf(q, sizeof q, "%s offers a draw. %s, do you accept? (y/n)", v->side_names[s->m.g.pos.side],
			 v->side_names[!s->m.g.pos.side]);
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
	tg_text_clip(&a->grid, r.row, 0, r.cols, q, look.pair, look.attr, a->mode.ascii);
}

/* Draws the game screen. */
void
tui_game_draw(tui_app *a)
{
	session *s = &a->s;
	tb_view view;

	tl_game_layout_graph(a->grid.rows, a->grid.cols, &s->m.g.v->geo, s->flipped, s->m.g.v->ntypes,
			     legend_width(a), tui_graph_rows(a), &a->lay);
	if (a->lay.too_small) {
		tl_too_small(&a->grid, a->lay.min_rows, a->lay.min_cols);
		return;
	}
	make_view(a, &view);
	tb_draw(&a->grid, &a->lay.board, &view);
	if (a->lay.legend.rows)
		draw_legend(a, a->lay.legend);
	tui_graph_draw(a);
	tui_panel_draw(a, a->lay.panel);
	if (s->npromo)
		draw_promotion(a);
	draw_message(a);
	ti_draw(&a->grid, a->lay.input, &a->mode, a->focus == FOCUS_LINE && !s->npromo && !a->confirm);
	tui_keys_line(a, a->lay.keys.row, key_hints(a));
}

/* Draws the legend at the bottom of the panel when it is not below the
 * board, in at most half the panel's rows. */
int
tui_panel_legend(tui_app *a, tg_rect r)
{
	tp_legend l;

	if (a->lay.legend.rows)
		return 0;
	tp_legend_fit(&a->mode, a->s.m.g.v, &a->kinds, r.cols, r.rows / 2, &l);
	tp_legend_draw(&a->grid, r.row + r.rows - l.lines, r.col, r.cols, &a->mode, a->s.m.g.v, &a->kinds, &l);
	return l.lines;
}

/* Starts the game screen for the session's game. */
void
tui_game_enter(tui_app *a)
{
	a->screen = SCR_GAME;
	a->focus = FOCUS_LINE;
	a->confirm = CONFIRM_NONE;
	a->list_top = 0;
	tp_classify(a->s.m.g.v, &a->kinds);
	if (a->coloured != a->s.m.g.v) {
		term_colours(a->s.m.g.v);
		a->coloured = a->s.m.g.v;
	}
	ti_prompt("move> ");
	a->dirty = 1;
}
