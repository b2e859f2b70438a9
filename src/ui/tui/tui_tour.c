/* tui_tour.c - the tour puzzle's screen: the board with the squares
 * landed on numbered in order, the piece with the direction it faces, the
 * squares it may go to next, and the state of the tour; moves by cursor,
 * click or typed square; undo, restart and "show me a solution". */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "safe_text.h"
#include "tui_app.h"

/* The facing's arrow glyph. */
static uint32_t
arrow(tui_app *a, enum tour_dir d)
{
	return ts_glyph(&a->mode, (enum ts_glyph)(TS_G_ARROW_N + d));
}

/* Sets the tour's message. */
static void
say(tui_app *a, int kind, const char *text)
{
	st_escape(text, a->tour.message, sizeof a->tour.message); /* it can quote the variant file */
	a->tour.msg_kind = kind;
}

/* Describes the state after a move. */
static void
judge(tui_app *a)
{
	tour *t = &a->tour.t;
	char sq[8], buf[256];

	brd_square_name(t->start, sq);
	switch (tour_state(t)) {
	case TOUR_CIRCUIT:
		say(a, SESS_GOOD, "A circuit! Every square landed on once, and back on the start.");
		break;
	case TOUR_JOURNEY:
		snprintf(buf, sizeof buf, "A journey: every square landed on%s.",
			 tour_moves(t, (int[4]){ 0 }, 4) ? "; a move back to the start would make it a circuit" : "");
		say(a, SESS_GOOD, buf);
		break;
	case TOUR_STUCK:
		say(a, SESS_ERROR, "Stuck: no unvisited square is in reach. u undoes, r restarts.");
		break;
	case TOUR_GOING:
		a->tour.message[0] = '\0';
		break;
	}
}

/* Sets up the tour of v and shows its screen. */
int
tui_tour_enter(tui_app *a, const variant *v)
{
	char msg[256];

	if (tour_init(&a->tour.t, v, msg, sizeof msg) < 0) {
		say(a, SESS_ERROR, msg);
		return -1;
	}
	a->tour.have = 1;
	a->tour.cursor = a->tour.t.start;
	a->tour.nshow = 0;
	tp_classify(v, &a->kinds);
	if (a->coloured != v) {
		term_colours(v);
		a->coloured = v;
	}
	say(a, SESS_INFO, "Move with the cursor keys and Enter, a click, or by typing a square.");
	a->screen = SCR_TOUR;
	a->dirty = 1;
	return 0;
}

/* Draws the numbers of the visits and the piece's facing over the board. */
static void
draw_marks(tui_app *a, const tb_layout *l)
{
	tour *t = &a->tour.t;
	int i, row, col;
	char num[16];

	for (i = 0; i < t->len; i++) {
		if (i == t->len - 1)
			continue;
		tb_square_origin(l, t->path[i], &row, &col);
		snprintf(num, sizeof num, "%d", i + 1);
		if (l->cw >= 3 || t->path[i] != tour_square(t))
			tg_text(&a->grid, row, col, l->cw, num, a->grid.cells[row * a->grid.cols + col].pair, TG_BOLD);
	}
	tb_square_centre(l, tour_square(t), &row, &col);
	if (col + 1 < l->col + l->cols)
		tg_put(&a->grid, row, col + 1, arrow(a, tour_facing(t)), a->grid.cells[row * a->grid.cols + col].pair,
		       TG_BOLD);
}

/* Draws the tour screen. */
void
tui_tour_draw(tui_app *a)
{
	static uint8_t targets[BRD_SIZE], marked[BRD_SIZE];
	tour *t = &a->tour.t;
	position p;
	tb_view view;
	tb_layout l;
	int dest[64], n, i, col, row = 0;
	char buf[1024], sq[8];
	tg_rect panel;
	ts_look title = ts_text(&a->mode, TS_TITLE);

	if (tb_layout_fit(&t->v->geo, a->grid.rows - 2, a->grid.cols - 34, 9, 0, &l) < 0 || a->grid.rows < 14) {
		tl_too_small(&a->grid, 14, l.cols + 34);
		return;
	}
	l.row = 1;
	l.col = 1;
	pos_clear(&p, t->v);
	pos_setup_put(&p, tour_square(t), t->code);
	pos_setup_finish(&p);
	memset(targets, 0, sizeof targets);
	memset(marked, 0, sizeof marked);
	n = tour_moves(t, dest, 64);
	for (i = 0; i < n; i++)
		targets[dest[i]] = 1;
	for (i = 0; i < t->len; i++)
		marked[t->path[i]] = 1;
	memset(&view, 0, sizeof view);
	view.p = &p;
	view.kinds = &a->kinds;
	view.mode = a->mode;
	view.cursor = a->tour.cursor;
	view.targets = targets;
	view.marked = marked;
	tb_draw(&a->grid, &l, &view);
	draw_marks(a, &l);
	panel = (tg_rect){ 1, l.col + l.cols + 2, a->grid.rows - 3, a->grid.cols - l.col - l.cols - 3 };
	col = panel.col;
	row += tg_wrap(&a->grid, (tg_rect){ panel.row + row, col, 3, panel.cols }, 0, t->v->description, title.pair,
		       title.attr);
	brd_square_name(t->start, sq);
	snprintf(buf, sizeof buf, "Land on every square once. Ending back on %s makes a circuit; ending "
		 "anywhere else, a journey.", sq);
	row += tg_wrap(&a->grid, (tg_rect){ panel.row + row, col, 3, panel.cols }, 0, buf, 0, 0) + 1;
	tg_printf(&a->grid, panel.row + row++, col, panel.cols, 0, 0, "Landed on %d of %d squares, %d moves.",
		  t->visited, t->nsquares, t->len - 1);
	tg_printf(&a->grid, panel.row + row++, col, panel.cols, 0, 0, "Facing: %s", tour_dir_name(tour_facing(t)));
	for (i = 0, buf[0] = '\0'; i < t->len; i++) {
		brd_square_name(t->path[i], sq);
		strcat(buf, i ? " " : "Path: ");
		strcat(buf, sq);
	}
	row += tg_wrap(&a->grid, (tg_rect){ panel.row + row, col, 3, panel.cols }, 0, buf, 0, 0) + 1;
	row += tg_wrap(&a->grid, (tg_rect){ panel.row + row, col, 4, panel.cols }, 0, a->tour.message,
		       ts_text(&a->mode, a->tour.msg_kind == SESS_ERROR ? TS_ERROR : a->tour.msg_kind == SESS_GOOD
					 ? TS_GOOD : TS_NORMAL).pair, TG_BOLD);
	if (a->tour.typed[0])
		tg_printf(&a->grid, a->grid.rows - 2, 1, a->grid.cols - 2, 0, TG_BOLD, "square> %s", a->tour.typed);
	tui_keys_line(a, a->grid.rows - 1,
		      " arrows+Enter, a click or a typed square: move  u undo  r restart  s solution"
		      "  ? help  q quit");
}

/* Moves the piece to sq, saying why not when it cannot. */
static void
go(tui_app *a, int sq)
{
	enum tour_status st = tour_play(&a->tour.t, sq);

	a->tour.cursor = sq;
	if (st != TOUR_OK)
		say(a, SESS_ERROR, tour_strerror(st));
	else
		judge(a);
}

/* Plays a solution from here, or from the start when there is none. */
static void
solve(tui_app *a)
{
	tour *t = &a->tour.t;
	int rest[TOUR_MAX_PATH], n, i, restarted = 0;
	enum tour_state found = tour_solve(t, rest, &n);

	if (found == TOUR_STUCK) {
		tour_reset(t);
		restarted = 1;
		found = tour_solve(t, rest, &n);
	}
	if (found == TOUR_STUCK) {
		say(a, SESS_ERROR, "This puzzle has no solution.");
		return;
	}
	for (i = 0; i < n; i++)
		tour_play(t, rest[i]);
	a->tour.cursor = tour_square(t);
	say(a, SESS_GOOD, found == TOUR_CIRCUIT
		? (restarted ? "Solved from the start: a circuit. u steps back through it."
			     : "Solved from here: a circuit. u steps back through it.")
		: (restarted ? "Solved from the start: a journey (no circuit exists)."
			     : "Solved from here: a journey (a circuit is no longer possible)."));
}

/* Handles a typed character of a square name; returns 1 if it was one. */
static int
typed(tui_app *a, unsigned ch)
{
	size_t n = strlen(a->tour.typed);
	int sq;

	if (ch == '\r' || ch == '\n') {
		if (!n)
			return 0;
		if (brd_parse_square(&a->tour.t.v->geo, a->tour.typed, &sq) == (int)n)
			go(a, sq);
		else
			say(a, SESS_ERROR, "That is not a square of the board.");
		a->tour.typed[0] = '\0';
		return 1;
	}
	if ((ch == 127 || ch == 8) && n) {
		a->tour.typed[n - 1] = '\0';
		return 1;
	}
	if (((ch >= 'a' && ch < (unsigned)('a' + a->tour.t.v->geo.files) && n == 0) || (ch >= '0' && ch <= '9' && n > 0)) &&
	    n + 1 < sizeof a->tour.typed) {
		a->tour.typed[n] = (char)ch;
		a->tour.typed[n + 1] = '\0';
		return 1;
	}
	return 0;
}

/* Moves the cursor by files and ranks, within the board. */
static void
step(tui_app *a, int df, int dr)
{
	const brd_geometry *g = &a->tour.t.v->geo;
	int f = BRD_FILE(a->tour.cursor) + df, r = BRD_RANK(a->tour.cursor) + dr;

	if (f >= 0 && f < g->files && r >= 0 && r < g->ranks)
		a->tour.cursor = BRD_SQ(f, r);
}

/* Handles a key of the tour screen. */
void
tui_tour_key(tui_app *a, const term_event *ev)
{
	tour *t = &a->tour.t;
	int key = ev->type == TERM_KEY ? ev->key : 0, sq;
	unsigned ch = ev->type == TERM_CHAR ? ev->ch : 0;
	int hjkl = t->v->geo.files <= 7;
	tb_layout l;

	if (ev->type == TERM_MOUSE) {
		tb_layout_fit(&t->v->geo, a->grid.rows - 2, a->grid.cols - 34, 9, 0, &l);
		l.row = l.col = 1;
		if ((sq = tb_hit(&l, ev->row, ev->col)))
			go(a, sq);
		return;
	}
	if (ch && typed(a, ch))
		return;
	if (key == TK_LEFT || (hjkl && ch == 'h'))
		step(a, -1, 0);
	else if (key == TK_RIGHT || (hjkl && ch == 'l'))
		step(a, 1, 0);
	else if (key == TK_UP || (hjkl && ch == 'k'))
		step(a, 0, 1);
	else if (key == TK_DOWN || (hjkl && ch == 'j'))
		step(a, 0, -1);
	else if (key == TK_ENTER || ch == '\r' || ch == '\n' || ch == ' ')
		go(a, a->tour.cursor);
	else if (ch == 'u' || key == TK_BACKSPACE) {
		if (tour_undo(t) < 0)
			say(a, SESS_ERROR, "Nothing to undo: this is the start.");
		else
			judge(a);
	} else if (ch == 'r') {
		tour_reset(t);
		a->tour.cursor = t->start;
		say(a, SESS_INFO, "Back to the start.");
	} else if (ch == 's') {
		solve(a);
	} else if (ch == '?' || key == TK_F(1)) {
		tui_help_open(a, HELP_PIECES);
	} else if (ch == 'q' || ch == 27 || key == TK_F(10)) {
		if (a->tour.back < 0)
			a->quit = 1;
		else
			tui_start_enter(a);
	}
}
