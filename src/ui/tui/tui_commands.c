/* tui_commands.c - what a line typed on the game screen does: a move, or
 * one of the commands (undo, redo, hint, flip, save, load, new, resign,
 * draw, engine, play, help, quit), and the words Tab completes. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "movegen.h"
#include "pgn.h"
#include "tui_app.h"
#include "tui_input.h"

/* One command: its name and what it does with the rest of the line. */
typedef struct command {
	const char *name;
	void (*run)(tui_app *a, const char *arg);
	int while_thinking; /* 1: harmless while the engine searches */
} command;

/* Saves the game to arg, the last file, or a new name in the current folder. */
static void
do_save(tui_app *a, const char *arg)
{
	session *s = &a->s;
	char path[1024], msg[512], stamp[32];
	time_t now = time(NULL);
	struct tm tm;

	if (*arg) {
		snprintf(path, sizeof path, "%s", arg);
	} else if (s->path[0]) {
		snprintf(path, sizeof path, "%s", s->path);
	} else {
		localtime_r(&now, &tm);
		strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
		snprintf(path, sizeof path, "leaper-%s-%s.pgn", s->g.v->name, stamp);
	}
	if (sess_save(s, path, msg, sizeof msg) < 0) {
		sess_say(s, SESS_ERROR, "Not saved: %s", msg);
		return;
	}
	snprintf(s->path, sizeof s->path, "%s", path);
	sess_say(s, SESS_GOOD, "Saved to %s.", path);
}

/* Loads the first game of a file and continues it (replaying a finished one). */
static void
do_load(tui_app *a, const char *arg)
{
	session *s = &a->s;
	game g;
	char msg[512];

	if (!*arg) {
		sess_say(s, SESS_ERROR, "Load which file? Type: load FILE.pgn");
		return;
	}
	memset(&g, 0, sizeof g);
	if (pgn_load(arg, 1, s->set, &g, msg, sizeof msg) != PGN_OK) {
		sess_say(s, SESS_ERROR, "Not loaded: %s", msg);
		return;
	}
	sess_adopt(s, &g, g.nmoves);
	sess_players_from_tags(s);
	snprintf(s->path, sizeof s->path, "%s", arg);
	s->replay = game_over(&s->g);
	tui_game_enter(a);
	sess_say(s, SESS_GOOD, "Loaded %s: %d moves%s.", arg, s->g.nmoves,
		 s->replay ? "; the game is over, the arrow keys replay it" : "");
}

/* Takes back a move (or two against the computer). */
static void
do_undo(tui_app *a, const char *arg)
{
	(void)arg;
	sess_undo(&a->s);
	a->s.replay = 0;
}

/* Plays again a move taken back. */
static void
do_redo(tui_app *a, const char *arg)
{
	(void)arg;
	sess_redo(&a->s);
}

/* Turns the board. */
static void
do_flip(tui_app *a, const char *arg)
{
	(void)arg;
	a->s.flipped = !a->s.flipped;
	sess_say(&a->s, SESS_INFO, "%s is at the bottom.", a->s.g.v->side_names[a->s.flipped]);
}

/* Asks the engine for a move for the person to move. */
static void
do_hint(tui_app *a, const char *arg)
{
	(void)arg;
	if (!sess_human_turn(&a->s)) {
		sess_say(&a->s, SESS_ERROR, "A hint is for a person to move in a game that goes on.");
		return;
	}
	tui_engine_move(a, 1);
}

/* Shows or hides the engine's thoughts. */
static void
do_engine(tui_app *a, const char *arg)
{
	(void)arg;
	a->s.show_engine = !a->s.show_engine;
	sess_say(&a->s, SESS_INFO, "Engine output %s.", a->s.show_engine ? "shown" : "hidden");
}

/* Leaves replay and continues from the position shown. */
static void
do_play(tui_app *a, const char *arg)
{
	(void)arg;
	a->s.replay = 0;
	if (game_over(&a->s.g))
		sess_say(&a->s, SESS_INFO, "The game is over here; step back to continue from an earlier move.");
	else
		sess_say(&a->s, SESS_INFO, "Playing on from move %d.", a->s.g.ply);
	if (tc_enabled(&a->s.clock) && !game_over(&a->s.g))
		tc_start(&a->s.clock, a->s.g.pos.side, mono_ms());
}

/* Asks before resigning. */
static void
do_resign(tui_app *a, const char *arg)
{
	(void)arg;
	if (game_over(&a->s.g))
		sess_say(&a->s, SESS_ERROR, "The game is already over.");
	else
		a->confirm = CONFIRM_RESIGN;
}

/* Offers a draw: the other person is asked, or the computer decides. */
static void
do_draw(tui_app *a, const char *arg)
{
	session *s = &a->s;
	int other = !s->g.pos.side;

	(void)arg;
	if (game_over(&s->g)) {
		sess_say(s, SESS_ERROR, "The game is already over.");
		return;
	}
	if (!s->player[other].computer && !s->player[s->g.pos.side].computer) {
		a->confirm = CONFIRM_DRAW;
		return;
	}
	/* The computer takes a draw only when its last search found itself worse. */
	if (s->have_info && !s->info.mate && s->info.score <= -150) {
		game_set_result(&s->g, GAME_DRAW, GAME_AGREED);
		tc_stop(&s->clock, mono_ms());
		sess_say(s, SESS_GOOD, "The computer accepts the draw.");
	} else {
		sess_say(s, SESS_INFO, "The computer declines the draw.");
	}
}

/* Goes to the start screen for a new game (asking first in a game under way). */
static void
do_new(tui_app *a, const char *arg)
{
	(void)arg;
	if (a->s.g.nmoves > 0 && !game_over(&a->s.g))
		a->confirm = CONFIRM_NEW;
	else
		tui_start_enter(a);
}

/* Opens the help screen. */
static void
do_help(tui_app *a, const char *arg)
{
	(void)arg;
	tui_help_open(a, HELP_KEYS);
}

/* Leaves the program (the game is autosaved). */
static void
do_quit(tui_app *a, const char *arg)
{
	(void)arg;
	tui_quit(a);
}

static const command commands[] = {
	{ "undo", do_undo, 0 }, { "redo", do_redo, 0 }, { "hint", do_hint, 0 },
	{ "flip", do_flip, 1 }, { "save", do_save, 1 }, { "load", do_load, 0 },
	{ "new", do_new, 0 }, { "resign", do_resign, 0 }, { "draw", do_draw, 0 },
	{ "engine", do_engine, 1 }, { "play", do_play, 0 }, { "help", do_help, 1 },
	{ "quit", do_quit, 1 }, { "exit", do_quit, 1 },
};
#define NCOMMANDS ((int)(sizeof commands / sizeof commands[0]))

/* Runs a typed command or move of the game screen. */
void
tui_game_line(tui_app *a, const char *line)
{
	char word[32];
	const char *arg;
	int i, n = 0;

	while (isspace((unsigned char)*line))
		line++;
	while (line[n] && !isspace((unsigned char)line[n]) && n < (int)sizeof word - 1) {
		word[n] = line[n];
		n++;
	}
	word[n] = '\0';
	if (!n)
		return;
	for (arg = line + n; isspace((unsigned char)*arg); arg++)
		;
	for (i = 0; i < NCOMMANDS; i++)
		if (strcasecmp(word, commands[i].name) == 0 || (n == 1 && (word[0] == 'q' || word[0] == 'u') &&
								commands[i].name[0] == word[0])) {
			if (a->thinking && !commands[i].while_thinking) {
				/* Stop the search without its move, then do it. */
				snprintf(a->pending_line, sizeof a->pending_line, "%s", line);
				a->have_pending = 1;
				a->stop = STOP_DISCARD;
				return;
			}
			commands[i].run(a, arg);
			return;
		}
	if (a->thinking) {
		sess_say(&a->s, SESS_ERROR, "The computer is thinking; space makes it move now.");
		return;
	}
	if (!sess_human_turn(&a->s) && !a->s.replay) {
		sess_say(&a->s, SESS_ERROR, game_over(&a->s.g) ? "The game is over: 'undo', 'new' or 'quit'."
							   : "It is the computer's turn.");
		return;
	}
	sess_play_text(&a->s, line);
}

/* Gives readline the words Tab completes: the legal moves and commands. */
int
tui_complete_words(void *ctx, const char **words, int max)
{
	static char san[MG_MAX_MOVES][SAN_MAX];
	tui_app *a = ctx;
	move_list l;
	int i, n = 0;

	if (a->screen == SCR_GAME && a->s.have_game && !game_over(&a->s.g)) {
		l.count = 0;
		mg_legal(&a->s.g.pos, &l);
		for (i = 0; i < l.count && n < max && n < MG_MAX_MOVES; i++) {
			san_format_with(&a->s.g.pos, &l, l.moves[i], san[n], sizeof san[n]);
			words[n] = san[n];
			n++;
		}
	}
	for (i = 0; i < NCOMMANDS && n < max; i++)
		words[n++] = commands[i].name;
	return n;
}
