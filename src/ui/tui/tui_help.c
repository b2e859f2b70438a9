/* tui_help.c - the help screen: the keys, the rules of the current
 * variant in plain words (generated from its data), and for each piece a
 * diagram of where it moves, generated from its compiled rays. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "match_cmd.h"
#include "tui_app.h"
#include "rules_text.h"

static const char keys_text[] =
	"Typing (the line at the bottom has the focus):\n"
	"  a move in SAN (Nf3, exd5, O-O, e8=Q) or in coordinates (e2e4, e7e8q); Tab completes it.\n"
	"  On an empty line the arrow keys move the board cursor and Enter picks up or puts down the "
	"piece under it; Ctrl-P and Ctrl-N recall earlier lines (so do Up and Down once typing).\n"
	"  Esc: board keys.\n"
	"\n"
	"Board keys (after Esc):\n"
	"  the arrows move the cursor; Enter or space picks up or puts down; ? help.\n"
	"  Any letter starts typing, as every letter can begin a move: a move, or a command such as undo, "
	"draw or quit. Esc, Tab or : goes back to typing.\n"
	"\n"
	"Mouse: click a piece, then the square it goes to; click a move in the list to see that position.\n"
	"Promotion: a menu of the allowed pieces; a number, the piece's letter or Enter picks one.\n"
	"Replay: Left and Right step, Home and End jump; play a move or type play to continue from the "
	"position shown.\n"
	"Move list: PgUp, PgDn and the mouse wheel scroll it (the next step brings back the move shown).\n"
	"Variations: Ctrl-Right shows the first variation of the next move (var N another), Left and "
	"Right step in it, Ctrl-Left goes back to the main line.\n"
	"While the computer thinks: space moves now; typing, help and quitting still work.\n"
	"Players: F6 gives White to the computer or back to a person, F7 the same for Black (as the "
	"white and black commands do), F8 the computer's next level (after 10, level 1).\n"
	"Everywhere: F1 help, F2 save, F3 load, F4 new game, F5 flip, F10 quit. Leaving saves an "
	"unfinished game; running leaper again offers to resume it.\n"
	"Too small a terminal shows how large it must be; enlarge it and the screen comes back.\n";

/* The keys page: the keys, then the commands from the one table both
 * front ends read. */
static const char *
keys_page(void)
{
	static char text[sizeof keys_text + 4096];
	size_t len;

	if (text[0])
		return text;
	len = (size_t)snprintf(text, sizeof text, "%s\nCommands, typed on the input line (the same in the line mode):\n",
			       keys_text);
	match_commands_help(MC_TUI, text + len, sizeof text - len);
	return text;
}

/* The variant the help is about. */
static const variant *
help_variant(tui_app *a)
{
	if (a->help.back == SCR_START && a->start.nvariants)
		return a->start.variants[a->start.variant];
	if (a->help.back == SCR_TOUR && a->tour.have)
		return a->tour.t.v;
	return a->s.m.have_game ? a->s.m.g.v : NULL;
}

/* Opens the help screen on a page, remembering where to return. */
void
tui_help_open(tui_app *a, int page)
{
	if (a->screen != SCR_HELP)
		a->help.back = a->screen;
	a->screen = SCR_HELP;
	a->help.page = page;
	a->help.scroll = 0;
	a->help.diagram = 0;
	if (help_variant(a) && a->help.piece >= help_variant(a)->ntypes)
		a->help.piece = 0;
}

/* Draws scrolling text into r. */
static void
draw_text(tui_app *a, tg_rect r, const char *text)
{
	int lines = tg_wrap(&a->grid, r, a->help.scroll, text, 0, 0);

	if (a->help.scroll > lines - r.rows && lines > r.rows) {
		a->help.scroll = lines - r.rows;
		tg_fill(&a->grid, r, ' ', 0, 0);
		tg_wrap(&a->grid, r, a->help.scroll, text, 0, 0);
	} else if (lines <= r.rows) {
		a->help.scroll = 0;
	}
}

/* Draws the pieces page: list, diagram(s) and the piece in words. */
static void
draw_pieces(tui_app *a, const variant *v, tg_rect r)
{
	static td_diagram d[TD_MAX];
	tp_kinds k;
	tb_layout l;
	char buf[2048];
	int t, n, i, list_w = 22, min_rows, min_cols, shown, row;
	ts_look sel = ts_text(&a->mode, TS_MENU_SEL);

	memset(&l, 0, sizeof l);
	tp_classify(v, &k);
	for (t = 0; t < v->ntypes && t < r.rows; t++) {
		tp_legend_entry(&a->mode, v, &k, t, buf, sizeof buf);
		tg_printf(&a->grid, r.row + t, r.col, list_w - 1, t == a->help.piece ? sel.pair : 0,
			  t == a->help.piece ? sel.attr : 0, " %-20s", buf);
	}
	n = td_build(v, a->help.piece, d, TD_MAX);
	tb_min_size(&v->geo, &min_rows, &min_cols);
	/* Side by side when two fit, else one at a time ('z' switches). */
	shown = n > 1 && (r.cols - list_w) >= 2 * (min_cols + 2) ? n : 1;
	if (a->help.diagram >= n)
		a->help.diagram = 0;
	for (i = 0; i < shown; i++) {
		int w = (r.cols - list_w) / shown, idx = shown > 1 ? i : a->help.diagram;
		if (tb_layout_fit(&v->geo, r.rows - 6, w - 2, 0, 0, &l) < 0)
			break;
		l.row = r.row + 1;
		l.col = r.col + list_w + i * w;
		tg_printf(&a->grid, r.row, l.col, w, 0, TG_BOLD, "%s%s%s", v->pieces[a->help.piece].name,
			  d[idx].title[0] ? " " : "", d[idx].title);
		td_draw(&a->grid, &l, v, &k, &a->mode, a->help.piece, &d[idx]);
	}
	td_key(&a->mode, buf, sizeof buf);
	row = r.row + l.rows + 1;
	row += tg_wrap(&a->grid, (tg_rect){ row, r.col + list_w, 2, r.cols - list_w }, 0, buf, 0, 0);
	if (n > shown)
		tg_printf(&a->grid, row++, r.col + list_w, r.cols - list_w, 0, 0, "z: show it %s (diagram %d of %d).",
			  d[(a->help.diagram + 1) % n].title, a->help.diagram + 1, n);
	tr_piece(v, a->help.piece, buf, sizeof buf);
	tg_wrap(&a->grid, (tg_rect){ row, r.col + list_w, r.row + r.rows - row, r.cols - list_w }, 0, buf, 0, 0);
}

/* Draws the help screen. */
void
tui_help_draw(tui_app *a)
{
	static const char *const tabs[HELP_PAGES] = { "1 Keys", "2 Rules", "3 Pieces" };
	static char summary[16384];
	const variant *v = help_variant(a);
	tg_rect body = { 2, 1, a->grid.rows - 3, a->grid.cols - 2 };
	int i, col = 1;
	ts_look sel = ts_text(&a->mode, TS_MENU_SEL), title = ts_text(&a->mode, TS_TITLE);

	if (a->grid.rows < 12 || a->grid.cols < 50) {
		tl_too_small(&a->grid, 12, 50);
		return;
	}
	col += tg_text(&a->grid, 0, col, a->grid.cols, "Help", title.pair, title.attr) + 2;
	for (i = 0; i < HELP_PAGES; i++)
		col += tg_printf(&a->grid, 0, col, a->grid.cols - col, i == a->help.page ? sel.pair : 0,
				 i == a->help.page ? sel.attr : 0, " %s ", tabs[i]) + 1;
	if (v)
		tg_printf(&a->grid, 0, col + 1, a->grid.cols - col - 1, 0, 0, "(%s)", v->name);
	if (a->help.page == HELP_KEYS || !v) {
		draw_text(a, body, keys_page());
	} else if (a->help.page == HELP_RULES) {
		tr_summary(v, summary, sizeof summary);
		draw_text(a, body, summary);
	} else {
		draw_pieces(a, v, body);
	}
	tui_keys_line(a, a->grid.rows - 1, a->help.page == HELP_PIECES
		      ? " 1 2 3 or Tab: page  Up/Down: piece  z: other diagram  Esc or q: back"
		      : " 1 2 3 or Tab: page  Up/Down/PgUp/PgDn: scroll  Esc or q: back");
}

/* Handles a key of the help screen. */
void
tui_help_key(tui_app *a, const term_event *ev)
{
	const variant *v = help_variant(a);
	int key = ev->type == TERM_KEY ? ev->key : 0;
	unsigned ch = ev->type == TERM_CHAR ? ev->ch : 0;
	int pieces = a->help.page == HELP_PIECES && v;

	if (ch == 27 || ch == 'q' || key == TK_F(1) || ch == '?') {
		a->screen = a->help.back;
	} else if (ch >= '1' && ch < '1' + HELP_PAGES) {
		tui_help_open(a, (int)(ch - '1'));
	} else if (ch == '\t' || key == TK_RIGHT) {
		tui_help_open(a, (a->help.page + 1) % HELP_PAGES);
	} else if (key == TK_BTAB || key == TK_LEFT) {
		tui_help_open(a, (a->help.page + HELP_PAGES - 1) % HELP_PAGES);
	} else if (key == TK_UP || ch == 'k') {
		if (pieces) {
			a->help.piece = (a->help.piece + v->ntypes - 1) % v->ntypes;
			a->help.diagram = 0;
		} else if (a->help.scroll > 0) {
			a->help.scroll--;
		}
	} else if (key == TK_DOWN || ch == 'j') {
		if (pieces) {
			a->help.piece = (a->help.piece + 1) % v->ntypes;
			a->help.diagram = 0;
		} else {
			a->help.scroll++;
		}
	} else if (key == TK_PPAGE) {
		a->help.scroll = a->help.scroll > 10 ? a->help.scroll - 10 : 0;
	} else if (key == TK_NPAGE || ch == ' ') {
		a->help.scroll += 10;
	} else if (ch == 'z') {
		a->help.diagram++;
	} else if (ev->type == TERM_MOUSE && pieces && ev->col < 22 && ev->row >= 2 && ev->row - 2 < v->ntypes) {
		a->help.piece = ev->row - 2;
		a->help.diagram = 0;
	}
}
