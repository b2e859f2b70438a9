/* session.c - one game as the curses front end plays it. */
#include "config.h"

#include "session.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "movegen.h"
#include "notation_coord.h"
#include "pgn.h"

/* Starts a session with no game. */
void
sess_init(session *s, var_set *set)
{
	memset(s, 0, sizeof *s);
	s->set = set;
	s->player[0].level = s->player[1].level = 3;
	tc_parse(&s->clock, "none");
}

/* Frees the game. */
void
sess_free(session *s)
{
	if (s->have_game)
		game_free(&s->g);
	s->have_game = 0;
}

/* Sets the message line. */
void
sess_say(session *s, int kind, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(s->message, sizeof s->message, fmt, ap);
	va_end(ap);
	s->msg_kind = kind;
}

/* Puts the cursor on the side to move's royal piece (or a1). */
static void
home_cursor(session *s)
{
	const position *p = &s->g.pos;

	s->cursor = p->nroyal[p->side] ? p->royal[p->side][0] : BRD_SQ(0, 0);
}

/* Turns the board for the side to move when both sides are people and
 * the user asked for it; a person playing Black alone sits at the bottom. */
static void
orient(session *s)
{
	int hot_seat = !s->player[0].computer && !s->player[1].computer;

	if (hot_seat && s->auto_flip)
		s->flipped = s->g.pos.side == BLACK;
}

/* Restarts the clocks for the side to move. */
static void
restart_clock(session *s)
{
	tc_reset(&s->clock);
	if (!game_over(&s->g))
		tc_start(&s->clock, s->g.pos.side, mono_ms());
}

/* Starts a new game of v. */
int
sess_new_game(session *s, const variant *v, const char *fen)
{
	game g;
	char msg[256];

	if (game_new(&g, v, fen, msg, sizeof msg) != GAME_OK) {
		sess_say(s, SESS_ERROR, "%s", msg);
		return -1;
	}
	sess_adopt(s, &g, 0);
	s->path[0] = '\0';
	s->replay = 0;
	s->flipped = s->player[WHITE].computer && !s->player[BLACK].computer;
	orient(s);
	sess_tag_players(s);
	sess_say(s, SESS_INFO, "%s: type a move, or use the arrows and Enter. F1 for help.", v->name);
	return 0;
}

/* Takes over a loaded game. */
void
sess_adopt(session *s, game *g, int ply)
{
	sess_free(s);
	game_replace(&s->g, g);
	s->have_game = 1;
	s->owns_autosave = 0;
	game_goto(&s->g, ply);
	sess_unselect(s);
	s->have_info = 0;
	s->hint = MV_NONE;
	home_cursor(s);
	restart_clock(s);
}

/* Whether a person is to move in a game that goes on. */
int
sess_human_turn(const session *s)
{
	return s->have_game && !game_over(&s->g) && !s->player[s->g.pos.side].computer;
}

/* Whether the engine should move now. */
int
sess_computer_turn(const session *s)
{
	return s->have_game && !s->replay && !game_over(&s->g) && s->player[s->g.pos.side].computer;
}

/* Forgets the picked-up piece and a pending promotion. */
void
sess_unselect(session *s)
{
	s->selected = 0;
	s->npromo = 0;
	memset(s->targets, 0, sizeof s->targets);
}

/* Tells the result when a move ended the game. */
static void
announce(session *s)
{
	char why[128];

	if (!game_over(&s->g))
		return;
	game_reason_text(&s->g, why, sizeof why);
	sess_say(s, SESS_GOOD, "Game over: %s (%s).", game_result_text(s->g.result), why);
	tc_stop(&s->clock, mono_ms());
}

/* Plays a legal move. */
int
sess_play(session *s, move m)
{
	char san[SAN_MAX];
	int mover = s->g.pos.side;

	if (game_play(&s->g, m) != GAME_OK) {
		sess_say(s, SESS_ERROR, "That move is not legal here.");
		return -1;
	}
	strcpy(san, s->g.moves[s->g.ply - 1].san);
	s->replay = 0;
	s->owns_autosave = 1;
	sess_unselect(s);
	s->hint = MV_NONE;
	if (s->clock.running == mover)
		tc_moved(&s->clock, mono_ms());
	else
		tc_start(&s->clock, s->g.pos.side, mono_ms());
	orient(s);
	sess_say(s, SESS_INFO, "%s played %s.", s->g.v->side_names[mover], san);
	announce(s);
	return 0;
}

/* Reads text as a move and plays it. */
int
sess_play_text(session *s, const char *text)
{
	move m;
	char msg[256];
	san_status st;

	if (game_over(&s->g) && !s->replay) {
		sess_say(s, SESS_ERROR, "The game is over: undo, or start a new game with 'new'.");
		return -1;
	}
	st = san_parse(&s->g.pos, text, &m, msg, sizeof msg);
	if (st != SAN_OK) {
		sess_say(s, SESS_ERROR, "%s", msg);
		return -1;
	}
	return sess_play(s, m);
}

/* Picks up the piece on sq and marks its targets; returns its move count. */
static int
pick(session *s, int sq)
{
	move_list l;
	int i, n = 0;

	sess_unselect(s);
	l.count = 0;
	mg_legal(&s->g.pos, &l);
	for (i = 0; i < l.count; i++)
		if (MV_FROM(l.moves[i]) == sq) {
			s->targets[MV_TO(l.moves[i])] = (l.moves[i] & MV_CAPTURE) ? 2 : 1;
			n++;
		}
	if (n)
		s->selected = sq;
	return n;
}

/* Picks up or puts down at sq. */
enum sess_action
sess_square(session *s, int sq)
{
	const position *p = &s->g.pos;
	uint8_t code = p->board[sq];
	move_list l;
	int i, own = code && code != POS_OFF && POS_COLOUR(code) == p->side;

	s->cursor = sq;
	if (!sess_human_turn(s) && !s->replay) {
		sess_say(s, SESS_ERROR, game_over(&s->g) ? "The game is over." : "It is the computer's turn.");
		return SESS_NOTHING;
	}
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
	mg_legal(&s->g.pos, &l);
	s->npromo = 0;
	for (i = 0; i < l.count; i++)
		if (MV_FROM(l.moves[i]) == s->selected && MV_TO(l.moves[i]) == sq && s->npromo < VAR_MAX_PROMO)
			s->promo[s->npromo++] = l.moves[i];
	if (s->npromo == 1)
		return sess_play(s, s->promo[0]) == 0 ? SESS_PLAYED : SESS_NOTHING;
	if (s->npromo > 1) {
		s->promo_sel = 0;
		sess_say(s, SESS_INFO, "Promote to which piece?");
		return SESS_PROMOTE;
	}
	{
		/* Ask the move reader why: it names the reason (pinned, in check...). */
		char text[16], msg[256], a[4], b[4];
		move m;
		brd_square_name(s->selected, a);
		brd_square_name(sq, b);
		snprintf(text, sizeof text, "%s%s", a, b);
		san_parse(&s->g.pos, text, &m, msg, sizeof msg);
		sess_say(s, SESS_ERROR, "%s", msg);
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
	return sess_play(s, m);
}

/* Steps through the record with step (game_undo or game_redo): one move,
 * then on past the computer's moves when it plays against a person.
 * Returns how many moves it stepped. */
static int
step_moves(session *s, int (*step)(game *g))
{
	int n = 1;

	if (!step(&s->g))
		return 0;
	while (s->player[s->g.pos.side].computer && !s->player[!s->g.pos.side].computer && step(&s->g))
		n++;
	return n;
}

/* Takes back moves. */
int
sess_undo(session *s)
{
	int n;

	sess_unselect(s);
	if ((n = step_moves(s, game_undo)) == 0) {
		sess_say(s, SESS_ERROR, "There is no move to take back.");
		return 0;
	}
	s->hint = MV_NONE;
	s->have_info = 0;
	orient(s);
	if (tc_enabled(&s->clock))
		tc_start(&s->clock, s->g.pos.side, mono_ms());
	sess_say(s, SESS_INFO, "Took back %d move%s; 'redo' plays %s again.", n, n == 1 ? "" : "s",
		 n == 1 ? "it" : "them");
	return n;
}

/* Plays again what sess_undo took back. */
int
sess_redo(session *s)
{
	int n;

	sess_unselect(s);
	if ((n = step_moves(s, game_redo)) == 0) {
		sess_say(s, SESS_ERROR, "There is no move to play again.");
		return 0;
	}
	orient(s);
	if (tc_enabled(&s->clock) && !game_over(&s->g))
		tc_start(&s->clock, s->g.pos.side, mono_ms());
	sess_say(s, SESS_INFO, "Played %d move%s again.", n, n == 1 ? "" : "s");
	announce(s);
	return n;
}

/* Moves the replay cursor to ply n. */
void
sess_goto(session *s, int n)
{
	sess_unselect(s);
	game_goto(&s->g, n);
	s->hint = MV_NONE;
	s->message[0] = '\0';
	if (s->g.ply == s->g.nmoves)
		announce(s);
}

/* Moves the board cursor as the board is seen. */
void
sess_cursor_step(session *s, int right, int up)
{
	const brd_geometry *geo = &s->g.v->geo;
	int f = BRD_FILE(s->cursor) + (s->flipped ? -right : right);
	int r = BRD_RANK(s->cursor) + (s->flipped ? -up : up);

	f = f < 0 ? 0 : f >= geo->files ? geo->files - 1 : f;
	r = r < 0 ? 0 : r >= geo->ranks ? geo->ranks - 1 : r;
	s->cursor = BRD_SQ(f, r);
}
