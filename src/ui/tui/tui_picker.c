/* tui_picker.c - the screen that lists the games of a PGN database (the
 * match's pick list) to choose one: a row per game with the players, the
 * result, the variant, the event and the date; the arrows, PageUp and
 * PageDown move, '/' searches the tags as one types, Enter opens the game
 * and Esc goes back. What is shown and where the selection is lives in
 * src/play/pick.c; this file only draws it and reads keys. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "match.h"
#include "safe_text.h"
#include "tui_app.h"

#define HEAD_ROWS 4 /* title, search line, blank, column names */

/* Opens the list of m->pick; replay: 1 to step through the game chosen,
 * 0 to load it as 'load FILE N' does. */
void
tui_picker_open(tui_app *a, int replay)
{
	a->picker.back = a->s.m.have_game ? SCR_GAME : -1;
	a->picker.replay = replay;
	a->picker.searching = 0;
	a->picker.note[0] = '\0';
	snprintf(a->picker.search, sizeof a->picker.search, "%s", a->s.m.pick.filter);
	a->screen = SCR_PICK;
	a->dirty = 1;
}

/* The widths of the columns for a screen cols wide: number, White,
 * Black, result, variant, event, date (w[0..6]). */
static void
columns(int cols, int w[7])
{
	int rest;

	w[0] = 6;
	w[3] = 8;
	w[4] = 12;
	w[6] = 11;
	rest = cols - 2 - w[0] - w[3] - w[4] - w[6];
	if (rest < 30) {
		w[4] = 0; /* narrow: no variant column */
		rest += 12;
	}
	w[1] = w[2] = rest * 3 / 10;
	w[5] = rest - w[1] - w[2];
}

/* Draws text cut to width w at row, col, escaped (it comes from a file);
 * returns the column after it and its gap. */
static int
cell(tui_app *a, int row, int col, int w, const char *text, ts_look look)
{
	char safe[512];

	if (w <= 0)
		return col;
	st_escape(text, safe, sizeof safe);
	tg_text_clip(&a->grid, row, col, w - 1, safe, look.pair, look.attr, a->mode.ascii);
	return col + w;
}

/* Draws one game's row. */
static void
draw_row(tui_app *a, int row, const pgn_index_entry *e, int selected, const int w[7])
{
	ts_look look = ts_text(&a->mode, selected ? TS_MENU_SEL : e->error != PGN_OK ? TS_DIM : TS_NORMAL);
	char num[16];
	int col = 1;

	if (selected)
		tg_fill(&a->grid, (tg_rect){ row, 0, 1, a->grid.cols }, ' ', look.pair, look.attr);
	snprintf(num, sizeof num, "%5d", e->number);
	col = cell(a, row, col, w[0], num, look);
	if (e->error != PGN_OK) {
		char why[320];
		snprintf(why, sizeof why, "unreadable: %s", e->why);
		cell(a, row, col, a->grid.cols - col, why, look);
		return;
	}
	col = cell(a, row, col, w[1], e->white, look);
	col = cell(a, row, col, w[2], e->black, look);
	col = cell(a, row, col, w[3], e->result, look);
	col = cell(a, row, col, w[4], strcmp(e->variant, "?") ? e->variant : "chess", look);
	col = cell(a, row, col, w[5], e->event, look);
	cell(a, row, col, w[6], e->date, look);
}

/* Draws the list. */
void
tui_picker_draw(tui_app *a)
{
	pick_list *p = &a->s.m.pick;
	ts_look title = ts_text(&a->mode, TS_TITLE), head = ts_text(&a->mode, TS_HEADING);
	ts_look dim = ts_text(&a->mode, TS_DIM);
	static const char *const names[7] = { "    #", "White", "Black", "Result", "Variant", "Event", "Date" };
	char name[1024];
	int w[7], i, col = 1, rows;

	if (a->grid.rows < 10 || a->grid.cols < 50) {
		tl_too_small(&a->grid, 10, 50);
		return;
	}
	columns(a->grid.cols, w);
	rows = a->grid.rows - HEAD_ROWS - 2;
	pick_set_rows(p, rows);
	st_escape(p->ix.name, name, sizeof name);
	tg_printf_clip(&a->grid, 0, 1, a->grid.cols - 2, title.pair, title.attr, a->mode.ascii,
		       "Games of %s: %d shown of %d", name, p->nshown, p->ix.count);
	if (a->picker.searching || a->picker.search[0]) {
		char safe[PICK_MAX_FILTER * 4];
		st_escape(a->picker.search, safe, sizeof safe);
		tg_printf_clip(&a->grid, 1, 1, a->grid.cols - 2, 0, a->picker.searching ? TG_BOLD : 0, a->mode.ascii,
			       "Search: %s%s", safe, a->picker.searching ? "_" : "");
	} else if (a->picker.note[0]) {
		tg_text_clip(&a->grid, 1, 1, a->grid.cols - 2, a->picker.note, ts_text(&a->mode, TS_ERROR).pair,
			     ts_text(&a->mode, TS_ERROR).attr, a->mode.ascii);
	}
	if (a->picker.searching && a->picker.note[0])
		tg_text_clip(&a->grid, 2, 1, a->grid.cols - 2, a->picker.note, ts_text(&a->mode, TS_ERROR).pair,
			     ts_text(&a->mode, TS_ERROR).attr, a->mode.ascii);
	for (i = 0; i < 7; i++)
		if (w[i] > 0) {
			tg_text(&a->grid, HEAD_ROWS - 1, col, w[i] - 1, names[i], head.pair, head.attr);
			col += w[i];
		}
	for (i = 0; i < rows && p->top + i < p->nshown; i++)
		draw_row(a, HEAD_ROWS + i, pick_row(p, p->top + i), p->top + i == p->sel, w);
	if (p->nshown == 0)
		tg_text(&a->grid, HEAD_ROWS, 1, a->grid.cols - 2, "No game has this text in its tags.", dim.pair, dim.attr);
	tui_keys_line(a, a->grid.rows - 1, a->picker.searching
		      ? " Type a player, event or any tag text  Enter: done  Esc: clear the search"
		      : " Up/Down PgUp/PgDn: move  Enter: open  /: search  Esc: back");
}

/* Opens the selected game. */
static void
open_selected(tui_app *a)
{
	session *s = &a->s;
	char path[1024];
	int n = pick_selected(&s->m.pick);

	if (n == 0)
		return;
	snprintf(path, sizeof path, "%s", s->m.pick.ix.name);
	if (match_load(&s->m, path, n, a->picker.replay) < 0) {
		snprintf(a->picker.note, sizeof a->picker.note, "%s", s->message);
		return;
	}
	sess_orient_new(s);
	tui_game_enter(a);
	sess_say(s, SESS_INFO, "Game %d of %d%s", n, s->m.file_games,
		 s->m.replay ? ": the arrow keys step through it; 'list' shows the games again." : ".");
}

/* Applies the search typed so far. */
static void
search(tui_app *a)
{
	if (pick_filter(&a->s.m.pick, a->picker.search) < 0)
		snprintf(a->picker.note, sizeof a->picker.note, "Out of memory for the search.");
}

/* Handles a key of the search line; returns 1 when it took it. */
static int
search_key(tui_app *a, int key, unsigned ch)
{
	size_t len = strlen(a->picker.search);

	if (ch == 27) {
		a->picker.search[0] = '\0';
		a->picker.searching = 0;
		search(a);
	} else if (ch == '\r' || ch == '\n' || key == TK_ENTER) {
		a->picker.searching = 0;
	} else if (key == TK_BACKSPACE || ch == 127 || ch == 8) {
		while (len > 0 && ((unsigned char)a->picker.search[len - 1] & 0xC0) == 0x80)
			len--; /* a whole UTF-8 character */
		if (len > 0)
			a->picker.search[len - 1] = '\0';
		search(a);
	} else if (ch >= ' ' && ch != 127) {
		char enc[8];
		int n = tg_encode(ch, enc);
		if (len + (size_t)n + 1 < sizeof a->picker.search) {
			memcpy(a->picker.search + len, enc, (size_t)n);
			a->picker.search[len + (size_t)n] = '\0';
		}
		search(a);
	} else {
		return 0;
	}
	return 1;
}

/* Handles a key of the list. */
void
tui_picker_key(tui_app *a, const term_event *ev)
{
	pick_list *p = &a->s.m.pick;
	int key = ev->type == TERM_KEY ? ev->key : 0;
	unsigned ch = ev->type == TERM_CHAR ? ev->ch : 0;

	if (a->picker.searching && search_key(a, key, ch))
		return;
	a->picker.note[0] = ch || key ? '\0' : a->picker.note[0];
	if (ch == 27 || ch == 'q') {
		if (a->picker.back == SCR_GAME)
			tui_game_enter(a);
		else
			tui_quit(a);
	} else if (ch == '/') {
		a->picker.searching = 1;
	} else if (key == TK_UP || ch == 'k') {
		pick_move(p, -1);
	} else if (key == TK_DOWN || ch == 'j') {
		pick_move(p, 1);
	} else if (key == TK_PPAGE) {
		pick_move(p, -p->rows);
	} else if (key == TK_NPAGE || ch == ' ') {
		pick_move(p, p->rows);
	} else if (key == TK_HOME) {
		pick_move(p, -p->nshown);
	} else if (key == TK_END) {
		pick_move(p, p->nshown);
	} else if (ch == '\r' || ch == '\n' || key == TK_ENTER) {
		open_selected(a);
	} else if (ev->type == TERM_MOUSE && ev->row >= HEAD_ROWS && ev->row < HEAD_ROWS + p->rows &&
		   p->top + ev->row - HEAD_ROWS < p->nshown) {
		int row = p->top + ev->row - HEAD_ROWS;
		if (row == p->sel)
			open_selected(a);
		else
			pick_move(p, row - p->sel);
	}
}
