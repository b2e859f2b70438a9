/* tui_commands.c - what a line typed on the game screen does: one of the
 * match's commands (the table in src/play/match_cmd.c, shared with the
 * line mode) or a move; and the words Tab completes. Only what a screen
 * alone can do is here: turning the board, the help, the start screen,
 * and what waits while the computer thinks. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "match_cmd.h"
#include "movegen.h"
#include "tui_app.h"
#include "tui_input.h"

/* Runs a typed command or move of the game screen. */
void
tui_game_line(tui_app *a, const char *line)
{
	session *s = &a->s;
	const variant *before = s->m.have_game ? s->m.g.v : NULL;
	int serial = s->m.serial;

	switch (match_exec(&s->m, MC_TUI, line)) {
	case MA_WAIT:
		/* Stop the search without its move, then do it. */
		snprintf(a->pending_line, sizeof a->pending_line, "%s", line);
		a->have_pending = 1;
		s->m.stop = MATCH_DISCARD;
		return;
	case MA_NOT_COMMAND:
		if (a->thinking && !a->analysing) {
			snprintf(a->premove, sizeof a->premove, "%s", line);
			a->have_premove = 1;
			sess_say(s, SESS_INFO, "%s will be played after the computer's move (space makes it move now).",
				 a->premove);
			return;
		}
		match_play_text(&s->m, line);
		return;
	case MA_FLIP:
		s->flipped = !s->flipped;
		sess_say(s, SESS_INFO, "%s is at the bottom.", s->m.g.v->side_names[s->flipped]);
		return;
	case MA_ENGINE:
		s->show_engine = !s->show_engine;
		sess_say(s, SESS_INFO, "Engine output %s.", s->show_engine ? "shown" : "hidden");
		return;
	case MA_HELP:
		tui_help_open(a, HELP_KEYS);
		return;
	case MA_MENU:
		tui_start_enter(a);
		return;
	case MA_PICK:
		tui_picker_open(a, s->m.replay);
		return;
	case MA_QUIT:
		a->quit = 1;
		if (a->thinking)
			s->m.stop = MATCH_DISCARD;
		return;
	default:
		break;
	}
	/* A new, loaded or resumed game: its colours, glyphs and orientation. */
	if (s->m.have_game && (s->m.g.v != before || s->m.serial != serial)) {
		sess_orient_new(s);
		tui_game_enter(a);
	}
}

/* Gives readline the words Tab completes: the legal moves and commands. */
int
tui_complete_words(void *ctx, const char **words, int max)
{
	static char san[MG_MAX_MOVES][SAN_MAX];
	tui_app *a = ctx;
	const match_command *cmds;
	move_list l;
	int i, n = 0, ncmds;

	if (a->screen == SCR_GAME && a->s.m.have_game && !game_over(&a->s.m.g)) {
		l.count = 0;
		mg_legal(&a->s.m.g.pos, &l);
		for (i = 0; i < l.count && n < max && n < MG_MAX_MOVES; i++) {
			san_format_with(&a->s.m.g.pos, &l, l.moves[i], san[n], sizeof san[n]);
			words[n] = san[n];
			n++;
		}
	}
	cmds = match_commands(&ncmds);
	for (i = 0; i < ncmds && n < max; i++)
		if (cmds[i].views & MC_TUI)
			words[n++] = cmds[i].name;
	return n;
}
