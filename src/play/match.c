/* match.c - one game being played: moves, clocks, undo, draw offers,
 * resignation and the computer's turn. Saving is in match_save.c, the
 * commands in match_cmd.c. */
#include "config.h"

#include "match.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ext_player.h"
#include "mono.h"
#include "movegen.h"
#include "settings.h"

#define HINT_MS 1000 /* thinking time of a hint */

/* Deletes the finished games of the autosave folder that are older than
 * the settings' autosave-days. */
static void
expire_finished(match *m)
{
	settings st;
	char path[1024], msg[2048];

	settings_default(&st);
	if (settings_path(path, sizeof path) == 0)
		settings_load(&st, path, NULL, msg, sizeof msg);
	if (store_expire(st.autosave_days, msg, sizeof msg) < 0)
		match_say(m, MATCH_ERROR, "%s", msg);
}

/* Starts a match with no game. */
void
match_init(match *m, var_set *set, const match_view *view, int keep)
{
	memset(m, 0, sizeof *m);
	m->set = set;
	if (view)
		m->view = *view;
	m->keep = keep;
	m->draw_offer = -1;
	m->hint = MV_NONE;
	m->multipv = 1;
	player_human(&m->player[WHITE]);
	player_human(&m->player[BLACK]);
	player_human(&m->analyst);
	tc_set(&m->clock, 0, 0);
	if (keep)
		expire_finished(m);
}

/* Saves what needs saving and frees all. */
void
match_free(match *m)
{
	if (m->have_game) {
		match_autosave(m);
		game_free(&m->g);
	}
	if (m->stored)
		store_close(&m->store);
	m->stored = 0;
	m->have_game = 0;
	player_free(&m->player[WHITE]);
	player_free(&m->player[BLACK]);
	player_free(&m->analyst);
	match_graph_free(m);
	pick_free(&m->pick);
}

/* Sends a message to the view. */
void
match_say(match *m, int kind, const char *fmt, ...)
{
	char text[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	if (m->view.say)
		m->view.say(m->view.ctx, kind, text);
}

/* Tells the view that the position shown changed. */
static void
changed(match *m)
{
	m->var.depth = 0; /* the position shown is the game's again (match_var.c) */
	if (m->view.changed)
		m->view.changed(m->view.ctx);
}

/* Sets who plays colour. */
int
match_set_player(match *m, int colour, int program, int level)
{
	player *p = &m->player[colour];

	if (level < 0 || level > PLAYER_MAX_LEVEL) {
		match_say(m, MATCH_ERROR, "The level is a number from 1 to %d.", PLAYER_MAX_LEVEL);
		return -1;
	}
	if (level)
		p->level = level;
	if (!program) {
		player_free(p);
	} else if ((!player_is_program(p) || ext_is_player(p)) && player_engine(p, p->level) < 0) {
		match_say(m, MATCH_ERROR, "Not enough memory for the engine.");
		return -1;
	}
	return 0;
}

/* Lets an external engine play colour. */
int
match_set_engine(match *m, int colour, const char *command, const variant *v, const char *fen)
{
	const char *side = m->have_game ? m->g.v->side_names[colour] : v ? v->side_names[colour] : "";
	char msg[1024];

	if (ext_player_start(&m->player[colour], command, v, fen, msg, sizeof msg) < 0) {
		match_say(m, MATCH_ERROR, "%s%s%s.", side, *side ? "'s engine: " : "", msg);
		return -1;
	}
	match_tag_players(m);
	return 0;
}

/* Starts the side to move's clock, when the game goes on. */
static void
run_clock(match *m)
{
	if (!tc_enabled(&m->clock))
		return;
	if (m->replay || game_over(&m->g))
		tc_stop(&m->clock, mono_ms());
	else
		tc_start(&m->clock, m->g.pos.side, mono_ms());
}

/* Sets the time control and restarts the clocks. */
void
match_set_clock(match *m, long long base_ms, long long inc_ms)
{
	tc_set(&m->clock, base_ms, inc_ms);
	if (m->have_game)
		run_clock(m);
}

/* Leaves the game before a new one is taken: it stays in the autosave
 * folder (finished or not) and its file is released. */
static void
leave_game(match *m)
{
	if (!m->have_game)
		return;
	match_autosave(m);
	if (m->stored)
		store_close(&m->store);
	m->stored = 0;
	m->unsaved = 0;
	m->quit_asked = 0;
	game_free(&m->g);
	m->have_game = 0;
}

/* Makes g the game, with the cursor at ply. */
static void
take_game(match *m, game *g, int ply, int replay)
{
	leave_game(m);
	game_replace(&m->g, g);
	m->have_game = 1;
	m->serial++;
	m->replay = replay;
	m->looking = 0;
	m->draw_offer = -1;
	m->have_info = 0;
	m->hint = MV_NONE;
	m->path[0] = '\0';
	m->file_game = 0; /* match_load says which game of its file this is */
	game_goto(&m->g, ply);
	tc_reset(&m->clock);
}

/* Starts a new game of v. */
int
match_new(match *m, const variant *v, const char *fen)
{
	game g;
	char msg[512];
	game_status st;

	if (m->have_game && m->g.v == v)
		st = game_new_after(&g, &m->g, fen, msg, sizeof msg);
	else
		st = game_new(&g, v, fen, msg, sizeof msg);
	if (st != GAME_OK) {
		match_say(m, MATCH_ERROR, "%s", msg);
		return -1;
	}
	take_game(m, &g, 0, 0);
	run_clock(m);
	match_tag_players(m);
	changed(m);
	return 0;
}

/* Takes over a loaded game. */
void
match_adopt(match *m, game *g, int ply, int replay)
{
	take_game(m, g, ply, replay);
	match_from_tags(m);
	run_clock(m);
	changed(m);
}

/* Whether a person is to move in a game that goes on. */
int
match_human_turn(const match *m)
{
	return m->have_game && !game_over(&m->g) && !player_is_program(&m->player[m->g.pos.side]);
}

/* Whether a program should move now. */
int
match_program_turn(const match *m)
{
	return m->have_game && !m->replay && !m->looking && !game_over(&m->g) &&
	       player_is_program(&m->player[m->g.pos.side]);
}

/* Puts the cursor back on the real position of a game looked back at. */
static void
back_to_live(match *m)
{
	if (!m->looking)
		return;
	game_goto(&m->g, m->live_ply);
	m->looking = 0;
}

/* Ends the game on time for side. */
static void
flag_fell(match *m, int side)
{
	game_set_result(&m->g, side == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS, GAME_TIME);
	tc_stop(&m->clock, mono_ms());
	m->draw_offer = -1;
	match_say(m, MATCH_GOOD, "%s ran out of time: %s wins.", m->g.v->side_names[side], m->g.v->side_names[!side]);
	match_autosave(m);
}

/* Ends the game when the side to move has run out of time. */
int
match_tick(match *m, int64_t now)
{
	int side;

	if (!m->have_game || m->clock.running < 0 || m->replay || game_over(&m->g))
		return 0;
	side = m->clock.running;
	if (tc_left(&m->clock, side, now) > 0)
		return 0;
	back_to_live(m);
	flag_fell(m, side);
	changed(m);
	return 1;
}

static void ponder_hit(match *m);
static void expect_reply(match *m, move mv);

/* Plays a legal move: the clock first (a fallen flag loses before the
 * move counts), then the record, the draw offer, the autosave. */
static int
play(match *m, move mv, int by_program)
{
	int mover = m->g.pos.side;
	int64_t now = mono_ms();
	game_status st;
	int hit = m->pondering && !m->ponder_hit && !by_program && mv == m->ponder_move &&
		  m->g.pos.hash == m->ponder_hash;

	if (match_in_var(m)) {
		match_say(m, MATCH_ERROR, "Moves are not played inside a variation: 'mainline' goes back to the game.");
		return -1;
	}
	if (m->looking) {
		match_say(m, MATCH_ERROR, "You are looking at move %d: 'last' goes back to the game, 'play' goes on from here.",
			  m->g.ply);
		return -1;
	}
	if (m->replay) {
		m->replay = 0;
		m->draw_offer = -1;
		run_clock(m);
	}
	if (tc_enabled(&m->clock) && m->clock.running == mover && tc_left(&m->clock, mover, now) <= 0) {
		flag_fell(m, mover);
		changed(m);
		return -1;
	}
	if ((st = game_play(&m->g, mv)) != GAME_OK) {
		char why[256];
		match_say(m, MATCH_ERROR, "%s", game_status_text(&m->g, st, why, sizeof why));
		return -1;
	}
	m->hint = MV_NONE;
	m->have_info = by_program ? m->have_info : 0;
	m->ponder_move = MV_NONE;
	if (tc_enabled(&m->clock)) {
		if (m->clock.running == mover)
			tc_moved(&m->clock, now);
		if (game_over(&m->g))
			tc_stop(&m->clock, now);
		else
			tc_start(&m->clock, m->g.pos.side, now);
		m->g.moves[m->g.ply - 1].clk_ms = tc_left(&m->clock, mover, now);
	}
	if (m->view.moved)
		m->view.moved(m->view.ctx, by_program);
	if (m->draw_offer >= 0 && m->draw_offer != mover) {
		match_say(m, MATCH_INFO, "%s declines the draw.", m->g.v->side_names[mover]);
		m->draw_offer = -1;
	}
	if (game_over(&m->g))
		m->draw_offer = -1;
	match_autosave(m);
	if (hit && match_program_turn(m))
		ponder_hit(m);
	else if (by_program)
		expect_reply(m, mv);
	return 0;
}

/* Plays a legal move for the side to move. */
int
match_play(match *m, move mv)
{
	return play(m, mv, 0);
}

/* Reads text as a move and plays it. */
int
match_play_text(match *m, const char *text)
{
	char msg[512];
	move mv;

	if (!m->have_game)
		return -1;
	if (match_in_var(m))
		return play(m, MV_NONE, 0); /* refused, with the reason */
	if (game_over(&m->g) && !m->replay) {
		match_say(m, MATCH_ERROR, "The game is over: 'undo', 'new', 'load FILE' or 'quit'.");
		return -1;
	}
	if (!m->replay && !m->looking && !match_human_turn(m)) {
		match_say(m, MATCH_ERROR, "It is the computer's turn.");
		return -1;
	}
	if (san_parse(&m->g.pos, text, &mv, msg, sizeof msg) != SAN_OK) {
		match_say(m, MATCH_ERROR, "%s", msg);
		return -1;
	}
	return play(m, mv, 0);
}

/* Passes the poll on to the view; stops when the view asked to. */
static int
think_poll(void *ctx)
{
	match *m = ctx;
	int r = m->view.poll ? m->view.poll(m->view.ctx) : 0;

	return r || m->stop != MATCH_GO_ON || m->quit;
}

/* Writes a score from White's side: "+0.35", "#3", "#-2". */
void
match_score_text(const match *m, const search_info *info, char *buf, size_t size)
{
	int sign = m->info_pos.side == WHITE ? 1 : -1;

	if (info->mate)
		snprintf(buf, size, "#%d", sign * info->mate);
	else
		snprintf(buf, size, "%+.2f", sign * info->score / 100.0);
}

/* Keeps the engine's report (line 1 in info too; line 1 starts a new
 * depth's lines) and passes it to the view. */
static void
think_report(void *ctx, const search_info *info)
{
	match *m = ctx;
	int k = info->multipv > 1 ? info->multipv - 1 : 0;

	if (k >= MATCH_MAX_PV)
		return;
	if (k == 0) {
		m->info = *info;
		m->nlines = 0;
	}
	m->lines[k] = *info;
	if (k + 1 > m->nlines)
		m->nlines = k + 1;
	m->have_info = 1;
	if (m->view.thinking)
		m->view.thinking(m->view.ctx, info);
}

/* Lets a program player search the position shown. */
static move
think(match *m, player *p, player_turn *turn)
{
	search_info out;
	move mv;

	turn->poll = think_poll;
	turn->report = think_report;
	turn->ctx = m;
	m->info_pos = m->g.pos;
	m->stop = MATCH_GO_ON;
	m->thinking = 1;
	m->have_info = 0;
	m->nlines = 0;
	if (ext_is_player(p))
		player_describe(p, m->info_by, sizeof m->info_by);
	else
		m->info_by[0] = '\0';
	memset(&out, 0, sizeof out);
	mv = p->ops->think(p->ctx, &m->g, p->level, turn, &out);
	m->thinking = 0;
	if (mv != MV_NONE && out.pvlen > 0 && out.pv[0] == mv) {
		/* the line of the move played, not of the last whole iteration
		 * (a later, cut one may have changed the move) */
		out.multipv = 1;
		m->info = m->lines[0] = out;
		if (m->nlines < 1)
			m->nlines = 1;
		m->have_info = 1;
	}
	return mv;
}

/* Ends the game lost by side's program, which cannot go on (why: "crashed
 * (exit status 1)"), or on time when its clock ran out meanwhile. */
static void
forfeit(match *m, int side, const char *why)
{
	char name[64];

	if (tc_enabled(&m->clock) && m->clock.running == side && tc_left(&m->clock, side, mono_ms()) <= 0) {
		flag_fell(m, side);
	} else {
		player_describe(&m->player[side], name, sizeof name);
		game_set_result(&m->g, side == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS, GAME_RESIGNATION);
		tc_stop(&m->clock, mono_ms());
		m->draw_offer = -1;
		match_say(m, MATCH_GOOD, "%s's engine %s %s: %s wins.", m->g.v->side_names[side], name, why,
			  m->g.v->side_names[!side]);
		match_autosave(m);
	}
	changed(m);
}

/* The time side's program may spend on its move, from the clock. */
static void
program_turn(const match *m, int side, player_turn *turn)
{
	memset(turn, 0, sizeof *turn);
	if (tc_enabled(&m->clock)) {
		turn->left_ms = tc_left(&m->clock, side, mono_ms());
		if (turn->left_ms < 1)
			turn->left_ms = 1; /* 0 would mean no clock */
		turn->inc_ms = m->clock.inc_ms;
		turn->other_ms = tc_left(&m->clock, !side, mono_ms());
	}
}

/* Lets the program to move think and play. */
int
match_program_move(match *m)
{
	int side = m->g.pos.side;
	player *p = &m->player[side];
	player_turn turn;
	char why[256];
	move mv;

	if (!match_program_turn(m))
		return 0;
	program_turn(m, side, &turn);
	turn.forfeit = why;
	turn.forfeit_size = sizeof why;
	why[0] = '\0';
	mv = think(m, p, &turn);
	if (mv == MV_NONE && why[0] && !game_over(&m->g)) {
		forfeit(m, side, why);
		return 0;
	}
	if (m->stop == MATCH_DISCARD || m->quit || mv == MV_NONE)
		return 0;
	return play(m, mv, 1) == 0;
}

/* After the program's move mv: keeps the reply it expects (its line's
 * second move) to ponder on, when leaper's engine at full strength made
 * it. */
static void
expect_reply(match *m, move mv)
{
	const player *p = &m->player[!m->g.pos.side];

	if (!p->ops || !p->ops->ponder || p->level < PLAYER_MAX_LEVEL || !m->have_info || m->info.pvlen < 2 ||
	    m->info.pv[0] != mv || !mg_is_legal_move(&m->g.pos, m->info.pv[1]))
		return;
	m->ponder_move = m->info.pv[1];
	m->ponder_hash = m->g.pos.hash;
}

/* Whether the computer would ponder now. */
int
match_can_ponder(const match *m)
{
	const player *p;

	if (!m->ponder || m->ponder_move == MV_NONE || m->analysis || !match_human_turn(m) || m->replay ||
	    m->looking || match_in_var(m) || m->g.pos.hash != m->ponder_hash)
		return 0;
	p = &m->player[!m->g.pos.side];
	return p->ops && p->ops->ponder && p->ops->ponderhit && p->level >= PLAYER_MAX_LEVEL;
}

/* The person played the reply pondered on (from inside the ponder
 * search's poll): the search becomes the program's own, timed from now. */
static void
ponder_hit(match *m)
{
	int side = m->g.pos.side;
	player *p = &m->player[side];
	player_turn turn;

	program_turn(m, side, &turn);
	m->ponder_hit = 1;
	m->ponder_hash = m->g.pos.hash; /* the position its move is for */
	m->info_pos = m->g.pos;
	m->have_info = 0;
	m->nlines = 0;
	m->stop = MATCH_GO_ON;
	p->ops->ponderhit(p->ctx, p->level, &turn);
}

/* The ponder search's poll: the view's first; before the reply, any
 * change (a move, a command that waits, 'ponder off') stops it; after,
 * as the program's own search. */
static int
ponder_poll(void *ctx)
{
	match *m = ctx;
	int r = m->view.poll ? m->view.poll(m->view.ctx) : 0;

	if (m->ponder_hit)
		return r || m->stop != MATCH_GO_ON || m->quit || m->g.pos.hash != m->ponder_hash;
	if (r || m->stop != MATCH_GO_ON || m->quit || !match_can_ponder(m)) {
		m->ponder_cut = 1;
		return 1;
	}
	return 0;
}

/* The ponder search's reports: shown once it is the program's own. */
static void
ponder_report(void *ctx, const search_info *info)
{
	match *m = ctx;

	if (m->ponder_hit)
		think_report(ctx, info);
}

/* Thinks on the person's time; plays the program's move after a hit. */
int
match_ponder_step(match *m)
{
	player *p;
	player_turn turn;
	move mv;

	if (!match_can_ponder(m))
		return -1;
	p = &m->player[!m->g.pos.side];
	memset(&turn, 0, sizeof turn);
	turn.poll = ponder_poll;
	turn.report = ponder_report;
	turn.ctx = m;
	m->info_by[0] = '\0';
	m->pondering = 1;
	m->ponder_hit = m->ponder_cut = 0;
	m->stop = MATCH_GO_ON;
	m->thinking = 1; /* commands that change the game or the players wait and stop it */
	mv = p->ops->ponder(p->ctx, &m->g, m->ponder_move, p->level, &turn, NULL);
	m->thinking = 0;
	m->pondering = 0;
	if (!m->ponder_hit) {
		if (!m->ponder_cut)
			m->ponder_move = MV_NONE; /* it ended by itself: not again here */
		m->stop = MATCH_GO_ON;
		return 0;
	}
	m->ponder_hit = 0;
	if (m->stop == MATCH_DISCARD || m->quit || mv == MV_NONE || !match_program_turn(m) ||
	    m->g.pos.hash != m->ponder_hash)
		return 0;
	play(m, mv, 1);
	return 0;
}

/* Turns pondering on or off. */
void
match_set_ponder(match *m, int on)
{
	m->ponder = on;
	if (on)
		match_say(m, MATCH_INFO, "Pondering on: the computer (at level 10) thinks while you do.");
	else
		match_say(m, MATCH_INFO, "Pondering off.");
}

/* The engine that gives hints and analyses: the analyst chosen, or the
 * program to move, or the opponent's program, or a new engine in helper
 * (freed by the caller). */
static player *
adviser(match *m, player *helper)
{
	int side = m->g.pos.side;

	if (player_is_program(&m->analyst))
		return &m->analyst;
	if (player_is_program(&m->player[side]))
		return &m->player[side];
	if (player_is_program(&m->player[!side]))
		return &m->player[!side];
	if (player_engine(helper, PLAYER_DEFAULT_LEVEL) < 0) {
		match_say(m, MATCH_ERROR, "Not enough memory for the engine.");
		return NULL;
	}
	return helper;
}

/* Searches the position shown at full strength for ms milliseconds (0:
 * until the view's poll stops it). */
static move
advise(match *m, long long ms)
{
	player helper = { NULL, NULL, PLAYER_DEFAULT_LEVEL };
	player *p;
	player_turn turn;
	char why[256] = "";
	move mv;

	if (!m->have_game || game_over(&m->g)) {
		match_say(m, MATCH_ERROR, "There is nothing to think about: the game is over.");
		return MV_NONE;
	}
	if (!(p = adviser(m, &helper)))
		return MV_NONE;
	memset(&turn, 0, sizeof turn);
	turn.movetime_ms = ms;
	turn.infinite = ms == 0;
	turn.full_strength = 1;
	turn.multipv = m->analysing ? m->multipv : 1;
	turn.forfeit = why;
	turn.forfeit_size = sizeof why;
	mv = think(m, p, &turn);
	player_free(&helper);
	if (p == &m->analyst && why[0]) {
		match_analyst_failed(m, why);
		return MV_NONE;
	}
	return m->stop == MATCH_DISCARD ? MV_NONE : mv;
}

/* In analysis mode: studies the position shown until stopped. */
int
match_analysis_step(match *m)
{
	if (!m->have_game || game_over(&m->g))
		return -1;
	m->analysing = 1;
	advise(m, 0);
	m->analysing = 0;
	return 0;
}

/* Writes the moves of info's line from the position searched, in SAN,
 * one blank before each; stops at the first that is not legal there. */
static void
line_text(const match *m, const search_info *info, char *buf, size_t size)
{
	position p = m->info_pos;
	char san[SAN_MAX];
	size_t len = 0;
	pos_undo u;
	int i;

	buf[0] = '\0';
	for (i = 0; i < info->pvlen && len + 1 < size; i++) {
		if (!mg_is_legal_move(&p, info->pv[i]) || !san_format(&p, info->pv[i], san, sizeof san))
			break;
		len += (size_t)snprintf(buf + len, size - len, " %s", san);
		pos_make(&p, info->pv[i], &u);
	}
}

/* Asks the engine for a move for the side to move; says it with its
 * score from White's side and the line it expects. */
int
match_hint(match *m)
{
	char san[SAN_MAX], score[32], line[512];
	move mv = advise(m, HINT_MS);

	if (mv == MV_NONE)
		return -1;
	m->hint = mv;
	san_format(&m->g.pos, mv, san, sizeof san);
	match_score_text(m, &m->info, score, sizeof score);
	line[0] = '\0';
	if (m->have_info && m->info.pvlen > 0 && m->info.pv[0] == mv)
		line_text(m, &m->info, line, sizeof line);
	match_say(m, MATCH_GOOD, "Hint: %s, score %s for White at depth %d%s%s.", san, score, m->info.depth,
		  line[0] ? "; line:" : "", line);
	return 0;
}

/* Sets how many lines the analysis shows. */
int
match_set_multipv(match *m, int n)
{
	if (n < 1 || n > MATCH_MAX_PV) {
		match_say(m, MATCH_ERROR, "multipv takes a number of lines from 1 to %d.", MATCH_MAX_PV);
		return -1;
	}
	m->multipv = n;
	m->nlines = 0;
	m->have_info = 0;
	return 0;
}

/* Writes one line of the engine's thinking: its number when there are
 * several, depth, score, nodes, speed, line. */
void
match_thinking_text(const match *m, const search_info *info, char *buf, size_t size)
{
	char score[32], number[24] = "", line[1024];

	if (info->multipv > 1 || m->nlines > 1 || (m->analysing && m->multipv > 1))
		snprintf(number, sizeof number, "line %d  ", info->multipv > 0 ? info->multipv : 1);
	match_score_text(m, info, score, sizeof score);
	line_text(m, info, line, sizeof line);
	snprintf(buf, size, "%sdepth %d  score %s  nodes %llu  nps %llu  pv%s", number, info->depth, score,
		     (unsigned long long)info->nodes,
		     (unsigned long long)(info->ms > 0 ? info->nodes * 1000 / (uint64_t)info->ms : 0), line);
}

/* Lets the engine think about the position shown, reporting each depth. */
int
match_analyse(match *m, long long ms)
{
	char line[1024];
	move mv;

	m->analysing = 1;
	mv = advise(m, ms);
	m->analysing = 0;
	if (mv == MV_NONE)
		return -1;
	if (!m->view.thinking && m->have_info) {
		int k;
		for (k = 0; k < m->nlines; k++) {
			match_thinking_text(m, &m->lines[k], line, sizeof line);
			match_say(m, MATCH_INFO, "%s", line);
		}
	}
	return 0;
}

/* Steps through the record with step: one move, then on past the
 * program's moves when it plays a person. Returns how many it stepped. */
static int
step_moves(match *m, int (*step)(game *g))
{
	int n = 1;

	if (!step(&m->g))
		return 0;
	while (player_is_program(&m->player[m->g.pos.side]) && !player_is_program(&m->player[!m->g.pos.side]) &&
	       step(&m->g))
		n++;
	return n;
}

/* Whether the record can be changed by undo and redo (not replaying). */
static int
not_replaying(match *m, const char *instead)
{
	if (!m->have_game)
		return 0;
	if (m->replay) {
		match_say(m, MATCH_ERROR, "Replaying: use %s, or 'play' to go on from here.", instead);
		return 0;
	}
	back_to_live(m);
	return 1;
}

/* Takes back moves. */
int
match_undo(match *m)
{
	int n;

	if (!not_replaying(m, "'prev'"))
		return 0;
	if ((n = step_moves(m, game_undo)) == 0) {
		match_say(m, MATCH_ERROR, "There is no move to take back.");
		return 0;
	}
	m->hint = MV_NONE;
	m->have_info = 0;
	m->draw_offer = -1;
	run_clock(m);
	match_say(m, MATCH_INFO, "Took back %d move%s; 'redo' plays %s again.", n, n == 1 ? "" : "s",
		  n == 1 ? "it" : "them");
	match_autosave(m);
	changed(m);
	return n;
}

/* Plays again what match_undo took back. */
int
match_redo(match *m)
{
	int n;

	if (!not_replaying(m, "'next'"))
		return 0;
	if ((n = step_moves(m, game_redo)) == 0) {
		match_say(m, MATCH_ERROR, "There is no move to play again.");
		return 0;
	}
	m->hint = MV_NONE;
	run_clock(m);
	match_say(m, MATCH_INFO, "Played %d move%s again.", n, n == 1 ? "" : "s");
	match_autosave(m);
	changed(m);
	return n;
}

/* Moves the cursor to ply n. */
int
match_goto(match *m, int n)
{
	if (!m->have_game)
		return -1;
	if (n < 0 || n > m->g.nmoves) {
		match_say(m, MATCH_ERROR, "There are moves 0 to %d.", m->g.nmoves);
		return -1;
	}
	if (!m->replay && !m->looking) {
		/* Looking back at a game being played: the clock runs on for
		 * the side whose turn it really is. */
		m->looking = 1;
		m->live_ply = m->g.ply;
	}
	game_goto(&m->g, n);
	if (m->looking && n == m->live_ply)
		m->looking = 0;
	m->hint = MV_NONE;
	m->have_info = 0;
	changed(m);
	return 0;
}

/* Leaves replay and goes on from the position shown. */
int
match_continue(match *m)
{
	if (!m->have_game)
		return -1;
	if (!m->replay && !m->looking) {
		match_say(m, MATCH_ERROR, "Already playing.");
		return -1;
	}
	m->replay = 0;
	m->looking = 0;
	m->draw_offer = -1;
	run_clock(m);
	if (game_over(&m->g))
		match_say(m, MATCH_INFO, "The game is over here; step back to go on from an earlier move.");
	else
		match_say(m, MATCH_INFO, "Playing on from move %d; the moves after it are kept until another move is made.",
			  m->g.ply);
	changed(m);
	return 0;
}

/* Whether a game goes on (not replayed, not over); says so when not. */
static int
going_on(match *m)
{
	if (!m->have_game || m->replay || game_over(&m->g)) {
		match_say(m, MATCH_ERROR, "There is no game going on.");
		return 0;
	}
	back_to_live(m);
	return 1;
}

/* The side to move resigns (against the computer: the person). */
int
match_resign(match *m)
{
	int loser;

	if (!going_on(m))
		return -1;
	loser = m->g.pos.side;
	if (player_is_program(&m->player[loser]) && !player_is_program(&m->player[!loser]))
		loser = !loser;
	game_set_result(&m->g, loser == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS, GAME_RESIGNATION);
	tc_stop(&m->clock, mono_ms());
	m->draw_offer = -1;
	match_say(m, MATCH_GOOD, "%s resigns.", m->g.v->side_names[loser]);
	match_autosave(m);
	changed(m);
	return 0;
}

/* Ends the game drawn by agreement. */
static void
agree_draw(match *m, const char *who)
{
	game_set_result(&m->g, GAME_DRAW, GAME_AGREED);
	tc_stop(&m->clock, mono_ms());
	m->draw_offer = -1;
	match_say(m, MATCH_GOOD, "%s accepts the draw.", who);
	match_autosave(m);
	changed(m);
}

/* Offers a draw, or accepts the other side's standing offer. */
int
match_draw(match *m)
{
	int side, other;
	player *p;

	if (!going_on(m))
		return -1;
	side = m->g.pos.side;
	other = !side;
	if (m->draw_offer == other) {
		agree_draw(m, m->g.v->side_names[side]);
		return 0;
	}
	p = &m->player[player_is_program(&m->player[side]) ? side : other];
	if (player_is_program(p)) {
		if (p->ops->accept_draw(p->ctx, &m->g, p->level))
			agree_draw(m, "The computer");
		else
			match_say(m, MATCH_INFO, "The computer declines the draw.");
		return 0;
	}
	m->draw_offer = side;
	match_say(m, MATCH_INFO, "%s offers a draw: %s accepts with 'draw' after %s's move, or declines by moving.",
		  m->g.v->side_names[side], m->g.v->side_names[other], m->g.v->side_names[side]);
	return 0;
}

/* Words for the state of play. */
void
match_status(const match *m, char *buf, size_t size)
{
	char why[128];

	if (!m->have_game) {
		snprintf(buf, size, "No game");
		return;
	}
	if (game_over(&m->g)) {
		snprintf(buf, size, "%s (%s)", game_result_text(m->g.result), game_reason_text(&m->g, why, sizeof why));
		return;
	}
	snprintf(buf, size, "%s %s", m->g.v->side_names[m->g.pos.side],
		 mg_in_check(&m->g.pos) ? "in check" : "to move");
}
