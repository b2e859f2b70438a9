/* session.c - the game screen's view of a match: pointing at squares,
 * promotion choices, the board's orientation, the message line. */
#include "config.h"

#include "session.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "movegen.h"

/* Sets the message line. */
void
sess_say(session *s, int kind, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(s->message, sizeof s->message, fmt, ap);
	va_end(ap);
	s->msg_kind = kind;
	s->changes++;
}

/* Puts the cursor on the side to move's royal piece (or a1). */
static void
home_cursor(session *s)
{
	const position *p = &s->m.g.pos;

	s->cursor = p->nroyal[p->side] ? p->royal[p->side][0] : BRD_SQ(0, 0);
}

/* Turns the board for the side to move when both sides are people and
 * the user asked for it. */
static void
orient(session *s)
{
	const match *m = &s->m;
	int hot_seat = !player_is_program(&m->player[WHITE]) && !player_is_program(&m->player[BLACK]);

	if (hot_seat && s->auto_flip)
		s->flipped = m->g.pos.side == BLACK;
}

/* Puts the side that a person plays alone at the bottom. */
void
sess_orient_new(session *s)
{
	const match *m = &s->m;

	s->flipped = player_is_program(&m->player[WHITE]) && !player_is_program(&m->player[BLACK]);
	orient(s);
	home_cursor(s);
}

/* The match's message goes to the message line. */
static void
view_say(void *ctx, int kind, const char *text)
{
	sess_say(ctx, kind, "%s", text);
}

/* After a move: nothing picked up, the board turned for hot-seat. */
static void
view_moved(void *ctx, int by_program)
{
	session *s = ctx;
	char san[SAN_MAX + 16];
	const game *g = &s->m.g;
	int mover = g->start.side ^ ((g->ply - 1) & 1);

	(void)by_program;
	sess_unselect(s);
	orient(s);
	snprintf(san, sizeof san, "%s", g->moves[g->ply - 1].san);
	if (game_over(g)) {
		char why[128];
		game_reason_text(g, why, sizeof why);
		sess_say(s, SESS_GOOD, "%s played %s. Game over: %s (%s).", g->v->side_names[mover], san,
			 game_result_text(g->result), why);
	} else {
		sess_say(s, SESS_INFO, "%s played %s.", g->v->side_names[mover], san);
	}
}

/* After another change: the same, with the cursor on the royal piece
 * when the game itself changed. */
static void
view_changed(void *ctx)
{
	session *s = ctx;

	sess_unselect(s);
	orient(s);
	if (s->cursor == 0 || !(s->m.g.v && brd_on_board(&s->m.g.v->geo, s->cursor)))
		home_cursor(s);
	s->changes++;
}

/* The engine's report: the panel shows it. */
static void
view_thinking(void *ctx, const search_info *info)
{
	session *s = ctx;

	(void)info;
	s->changes++;
}

/* While a program thinks: the screen's poll. */
static int
view_poll(void *ctx)
{
	session *s = ctx;

	return s->poll ? s->poll(s->poll_ctx) : 0;
}

/* Starts a session with no game. */
void
sess_init(session *s, var_set *set, int keep)
{
	match_view view = { view_say, view_moved, view_changed, view_thinking, view_poll, NULL };

	memset(s, 0, sizeof *s);
	view.ctx = s;
	match_init(&s->m, set, &view, keep);
}

/* Frees the match. */
void
sess_free(session *s)
{
	match_free(&s->m);
}

/* Forgets the picked-up piece and a pending promotion. */
void
sess_unselect(session *s)
{
	s->selected = 0;
	s->npromo = 0;
	memset(s->targets, 0, sizeof s->targets);
}

/* Picks up the piece on sq and marks its targets; returns its move count. */
static int
pick(session *s, int sq)
{
	move_list l;
	int i, n = 0;

	sess_unselect(s);
	l.count = 0;
	mg_legal(&s->m.g.pos, &l);
	for (i = 0; i < l.count; i++)
		if (MV_FROM(l.moves[i]) == sq) {
			s->targets[MV_TO(l.moves[i])] = (l.moves[i] & MV_CAPTURE) ? 2 : 1;
			n++;
		}
	if (n)
		s->selected = sq;
	return n;
}

/* Says why no piece can be moved now, or returns 0 when one can. */
static int
refuse(session *s)
{
	const match *m = &s->m;

	if (match_in_var(m)) {
		/* the board shows a variation: moves are the game's */
		sess_say(s, SESS_ERROR, "Moves are not played inside a variation: Ctrl-Left or 'mainline' goes back.");
		return 1;
	}
	if (m->replay || m->looking)
		return 0;
	if (game_over(&m->g)) {
		sess_say(s, SESS_ERROR, "The game is over: 'undo', 'new', 'load FILE' or 'quit'.");
		return 1;
	}
	if (!match_human_turn(m)) {
		sess_say(s, SESS_ERROR, "It is the computer's turn.");
		return 1;
	}
	return 0;
}

/* Picks up or puts down at sq. */
enum sess_action
sess_square(session *s, int sq)
{
	const position *p = &s->m.g.pos;
	uint8_t code = p->board[sq];
	move_list l;
	int i, own = code && code != POS_OFF && POS_COLOUR(code) == p->side;

	s->cursor = sq;
	if (refuse(s))
		return SESS_NOTHING;
	if (sq == s->selected) {
		sess_unselect(s);
		return SESS_DROPPED;
	}
	if (own) {
		if (pick(s, sq))
			return SESS_PICKED;
		sess_say(s, SESS_ERROR, "That %s has no legal move.", p->v->pieces[POS_TYPE(code)].name);
		return SESS_NOTHING;
	}
	if (!s->selected) {
		sess_say(s, SESS_ERROR, "Pick up one of %s's pieces first.", p->v->side_names[p->side]);
		return SESS_NOTHING;
	}
	l.count = 0;
	mg_legal(&s->m.g.pos, &l);
	s->npromo = 0;
	for (i = 0; i < l.count; i++)
		if (MV_FROM(l.moves[i]) == s->selected && MV_TO(l.moves[i]) == sq && s->npromo < VAR_MAX_PROMO)
			s->promo[s->npromo++] = l.moves[i];
	if (s->npromo == 1)
		return match_play(&s->m, s->promo[0]) == 0 ? SESS_PLAYED : SESS_NOTHING;
	if (s->npromo > 1) {
		s->promo_sel = 0;
		sess_say(s, SESS_INFO, "Promote to which piece?");
		return SESS_PROMOTE;
	}
	{
		/* Ask the move reader why: it names the reason (pinned, in check...). */
		char text[16], a[4], b[4];
		brd_square_name(s->selected, a);
		brd_square_name(sq, b);
		snprintf(text, sizeof text, "%s%s", a, b);
		match_play_text(&s->m, text);
	}
	return SESS_NOTHING;
}

/* Plays promotion choice i. */
int
sess_promote(session *s, int i)
{
	move m;

	if (i < 0 || i >= s->npromo) {
		sess_unselect(s);
		sess_say(s, SESS_INFO, "Promotion cancelled.");
		return -1;
	}
	m = s->promo[i];
	s->npromo = 0;
	return match_play(&s->m, m);
}

/* Moves the board cursor as the board is seen. */
void
sess_cursor_step(session *s, int right, int up)
{
	const brd_geometry *geo = &s->m.g.v->geo;
	int f = BRD_FILE(s->cursor) + (s->flipped ? -right : right);
	int r = BRD_RANK(s->cursor) + (s->flipped ? -up : up);

	f = f < 0 ? 0 : f >= geo->files ? geo->files - 1 : f;
	r = r < 0 ? 0 : r >= geo->ranks ? geo->ranks - 1 : r;
	s->cursor = BRD_SQ(f, r);
}
