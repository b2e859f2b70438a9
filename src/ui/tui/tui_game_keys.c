/* tui_game_keys.c - the game screen's keys: the typed line (readline),
 * the board cursor (arrows, Enter to pick up and put down), mouse
 * clicks on the board and the move list, the promotion menu, questions
 * waiting for y/n, and replay stepping. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tui_app.h"
#include "tui_input.h"

/* Steps the replay by delta plies (or to an end) and stays in replay;
 * inside a variation shown, one step goes along it. */
static void
step(tui_app *a, int delta)
{
	session *s = &a->s;

	s->message[0] = '\0';
	if ((delta == 1 || delta == -1) && match_in_var(&s->m)) {
		match_var_step(&s->m, delta);
		return;
	}
	match_goto(&s->m, s->m.g.ply + delta);
	if (!s->message[0])
		sess_say(s, SESS_INFO, "Move %d of %d.", s->m.g.ply, s->m.g.nmoves);
}

/* Acts on the square under the cursor or a click. */
static void
square(tui_app *a, int sq)
{
	enum sess_action act;

	if (a->thinking && !a->analysing) {
		sess_say(&a->s, SESS_ERROR, "The computer is thinking: space makes it move now.");
		return;
	}
	act = sess_square(&a->s, sq);
	if (act == SESS_PICKED)
		a->s.message[0] = '\0';
}

/* Answers the question waiting for y or n. */
static void
answer(tui_app *a, int yes)
{
	session *s = &a->s;
	int what = a->confirm;

	a->confirm = CONFIRM_NONE;
	if (!yes) {
		sess_say(s, SESS_INFO, "Carry on.");
		return;
	}
	switch (what) {
	case CONFIRM_RESIGN:
		match_resign(&s->m);
		break;
	case CONFIRM_DRAW:
		match_draw(&s->m);
		break;
	case CONFIRM_QUIT:
		tui_quit(a);
		break;
	case CONFIRM_NEW:
		tui_start_enter(a);
		break;
	}
}

/* Keys of the promotion menu. */
static void
promotion_key(tui_app *a, const term_event *ev)
{
	session *s = &a->s;
	int i = -2;

	if (ev->type == TERM_MOUSE) {
		i = tui_promotion_hit(a, ev->row, ev->col);
		if (i < 0)
			return;
	} else if (ev->type == TERM_KEY && ev->key == TK_UP) {
		s->promo_sel = (s->promo_sel + s->npromo - 1) % s->npromo;
	} else if (ev->type == TERM_KEY && ev->key == TK_DOWN) {
		s->promo_sel = (s->promo_sel + 1) % s->npromo;
	} else if ((ev->type == TERM_KEY && ev->key == TK_ENTER) ||
		   (ev->type == TERM_CHAR && (ev->ch == '\r' || ev->ch == '\n' || ev->ch == ' '))) {
		i = s->promo_sel;
	} else if (ev->type == TERM_CHAR && ev->ch >= '1' && ev->ch < '1' + (unsigned)s->npromo) {
		i = (int)(ev->ch - '1');
	} else if (ev->type == TERM_CHAR && ev->ch == 27) {
		i = -1;
	} else if (ev->type == TERM_CHAR) {
		int k;
		for (k = 0; k < s->npromo; k++)
			if ((unsigned)s->m.g.v->pieces[MV_PROMO(s->promo[k])].letter == (ev->ch & ~0x20u))
				i = k;
	}
	if (i >= -1)
		sess_promote(s, i);
}

/* A click on the board or on the move list. */
static void
mouse(tui_app *a, const term_event *ev)
{
	session *s = &a->s;
	int sq = tb_hit(&a->lay.board, ev->row, ev->col), line, ply;

	if (ev->wheel) {
		/* over the move list, the wheel scrolls it (three lines a turn) */
		if (ev->row >= a->list_row && ev->row < a->list_row + a->list_rows && ev->col >= a->list_col)
			tui_panel_scroll(a, 3 * ev->wheel);
		return;
	}
	if (ev->drag) {
		tui_graph_click(a, ev->row, ev->col);
		return;
	}
	if (sq) {
		s->cursor = sq;
		square(a, sq);
		return;
	}
	if (tui_graph_click(a, ev->row, ev->col))
		return;
	line = ev->row - a->list_row;
	if ((a->thinking && !a->analysing) || line < 0 || line >= a->list_rows || ev->col < a->list_col)
		return;
	ply = sess_move_at(s, a->list_top + line, ev->col - a->list_col);
	if (ply >= 0) {
		match_goto(&s->m, ply);
		sess_say(s, SESS_INFO, "Move %d of %d; 'play' goes on from here.", s->m.g.ply, s->m.g.nmoves);
	}
}

/* F6, F7: hands colour to the computer, or back to a person, through
 * the shared 'white'/'black' command. */
static void
switch_side(tui_app *a, int colour)
{
	char line[32];

	snprintf(line, sizeof line, "%s %s", colour == WHITE ? "white" : "black",
		 player_is_program(&a->s.m.player[colour]) ? "human" : "computer");
	tui_game_line(a, line);
}

/* F8: the computer's next level (after the last, the first), through the
 * shared 'level' command. */
static void
next_level(tui_app *a)
{
	const player *p = player_is_program(&a->s.m.player[WHITE]) ? &a->s.m.player[WHITE] : &a->s.m.player[BLACK];
	char line[32];

	snprintf(line, sizeof line, "level %d", p->level % PLAYER_MAX_LEVEL + 1);
	tui_game_line(a, line);
}

/* Puts a save command for the game's file on the typed line (F2). */
static void
save_prompt(tui_app *a)
{
	char buf[1100];

	a->focus = FOCUS_LINE;
	snprintf(buf, sizeof buf, "save %s", a->s.m.path);
	ti_set(buf);
}

/* Moves the cursor (or steps the replay) for an arrow key; returns 1 if used. */
static int
arrow(tui_app *a, int key)
{
	session *s = &a->s;
	int jump = key == TK_HOME || key == TK_END;
	int steps = key == TK_LEFT || key == TK_RIGHT || key == TK_UP || key == TK_DOWN;

	if (key == TK_PPAGE || key == TK_NPAGE) {
		/* a page of the move list, the cursor staying where it is */
		tui_panel_scroll(a, (key == TK_PPAGE ? -1 : 1) * (a->list_rows > 1 ? a->list_rows - 1 : 1));
		return 1;
	}
	if (key == TK_CRIGHT || key == TK_CLEFT) {
		/* into the first variation of the next move, and back out */
		if (a->thinking && !a->analysing)
			sess_say(s, SESS_ERROR, "The computer is thinking: space makes it move now.");
		else
			tui_game_line(a, key == TK_CRIGHT ? "var" : "mainline");
		return 1;
	}

	/* The game must not change under a running search: only the cursor moves. */
	if (a->thinking && !a->analysing && (jump || (steps && (s->m.replay || s->m.looking)))) {
		sess_say(s, SESS_ERROR, "The computer is thinking: space makes it move now.");
		return 1;
	}
	if (steps && (s->m.replay || s->m.looking)) {
		step(a, key == TK_LEFT || key == TK_UP ? -1 : 1);
		return 1;
	}
	switch (key) {
	case TK_LEFT: sess_cursor_step(s, -1, 0); return 1;
	case TK_RIGHT: sess_cursor_step(s, 1, 0); return 1;
	case TK_UP: sess_cursor_step(s, 0, 1); return 1;
	case TK_DOWN: sess_cursor_step(s, 0, -1); return 1;
	case TK_HOME: step(a, -s->m.g.ply); return 1;
	case TK_END: step(a, s->m.g.nmoves - s->m.g.ply); return 1;
	}
	return 0;
}

/* Keys while the board has the focus: the arrows, Enter or space and ?.
 * Every letter can begin a move (a file, a piece, O-O), so each one, like
 * any other key, starts typing: a move, or a command (undo, draw, quit). */
static void
board_key(tui_app *a, const term_event *ev)
{
	session *s = &a->s;

	if (ev->type == TERM_KEY) {
		if (ev->key == TK_ENTER)
			square(a, s->cursor);
		else
			arrow(a, ev->key);
		return;
	}
	if (ev->ch == 27 || ev->ch == ':' || ev->ch == '\t' || ev->ch == '/') {
		a->focus = FOCUS_LINE;
		return;
	}
	if (ev->ch == '\r' || ev->ch == '\n' || ev->ch == ' ') {
		square(a, s->cursor);
		return;
	}
	if (ev->ch == '?') {
		tui_help_open(a, HELP_KEYS);
		return;
	}
	a->focus = FOCUS_LINE;
	if (ti_char(ev->ch))
		tui_game_line(a, ti_take());
}

/* Keys while the typed line has the focus. */
static void
line_key(tui_app *a, const term_event *ev)
{
	session *s = &a->s;
	const char *matches;

	if (ev->type == TERM_KEY) {
		if (ti_empty() && (ev->key == TK_ENTER || arrow(a, ev->key))) {
			if (ev->key == TK_ENTER)
				square(a, s->cursor);
			return;
		}
		if (ev->key == TK_ENTER) {
			if (ti_char('\r'))
				tui_game_line(a, ti_take());
			return;
		}
		ti_key(ev->key);
		return;
	}
	if (ev->ch == 27) {
		ti_set("");
		a->focus = FOCUS_BOARD;
		return;
	}
	if ((ev->ch == '\r' || ev->ch == '\n') && ti_empty()) {
		square(a, s->cursor);
		return;
	}
	if (ti_char(ev->ch)) {
		tui_game_line(a, ti_take());
		return;
	}
	if (ev->ch == '\t' && (matches = ti_take_matches())[0])
		sess_say(s, SESS_INFO, "%s", matches);
}

/* Handles a key of the game screen. */
void
tui_game_key(tui_app *a, const term_event *ev)
{
	if (a->lay.too_small) {
		if (ev->type == TERM_CHAR && ev->ch == 'q')
			tui_quit(a);
		return;
	}
	if (a->confirm) {
		answer(a, ev->type == TERM_CHAR && (ev->ch == 'y' || ev->ch == 'Y'));
		return;
	}
	if (a->s.npromo) {
		promotion_key(a, ev);
		return;
	}
	if (ev->type == TERM_MOUSE) {
		mouse(a, ev);
		return;
	}
	if (ev->type == TERM_KEY) {
		switch (ev->key) {
		case TK_F(1): tui_help_open(a, HELP_KEYS); return;
		case TK_F(2): save_prompt(a); return;
		case TK_F(3): a->focus = FOCUS_LINE; ti_set("load "); return;
		case TK_F(4): tui_game_line(a, "menu"); return;
		case TK_F(5): tui_game_line(a, "flip"); return;
		case TK_F(6): switch_side(a, WHITE); return;
		case TK_F(7): switch_side(a, BLACK); return;
		case TK_F(8): next_level(a); return;
		case TK_F(10): tui_game_line(a, "quit"); return;
		}
	}
	if (a->focus == FOCUS_BOARD)
		board_key(a, ev);
	else
		line_key(a, ev);
}
