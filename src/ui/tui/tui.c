/* tui.c - the curses front end's main loop: one draw and one key function
 * per screen, the clocks, the engine's turn, and leaving cleanly. */
#include "config.h"

#include "tui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mono.h"
#include "tui_app.h"
#include "tui_input.h"
#include "safe_text.h"

/* The screens' draw and key functions. */
static void (*const draws[SCR_COUNT])(tui_app *) = {
	tui_start_draw, tui_game_draw, tui_help_draw, tui_tour_draw, tui_picker_draw,
};
static void (*const keys[SCR_COUNT])(tui_app *, const term_event *) = {
	tui_start_key, tui_game_key, tui_help_key, tui_tour_key, tui_picker_key,
};

/* Reads the display options. */
int
tui_option(tui_options *o, int argc, char **argv, int *i)
{
	if (*i >= argc)
		return 0;
	if (!strcmp(argv[*i], "--ascii"))
		o->ascii = 1;
	else if (!strcmp(argv[*i], "--mono"))
		o->mono = 1;
	else if (!strcmp(argv[*i], "--flip"))
		o->auto_flip = 1;
	else
		return 0;
	(*i)++;
	return 1;
}

/* Redraws the current screen from the model and shows it. */
void
tui_redraw(tui_app *a)
{
	int rows, cols;

	term_size(&rows, &cols);
	if (rows != a->grid.rows || cols != a->grid.cols)
		tg_resize(&a->grid, rows, cols);
	else
		tg_clear(&a->grid);
	draws[a->screen](a);
	term_show(&a->grid);
	a->dirty = 0;
}

/* Handles an event on the current screen. */
void
tui_dispatch(tui_app *a, const term_event *ev)
{
	switch (ev->type) {
	case TERM_NONE:
		return;
	case TERM_SIGNAL:
		tui_quit(a);
		return;
	case TERM_RESIZE:
		break;
	case TERM_MOUSE:
		if ((ev->drag || ev->wheel) && (a->screen != SCR_GAME || a->confirm || a->s.npromo))
			return; /* a drag moves along the evaluation graph only, the wheel the move list */
		keys[a->screen](a, ev);
		break;
	default:
		keys[a->screen](a, ev);
		break;
	}
	a->dirty = 1;
}

/* Leaves the program when nothing is lost: the match refuses once when
 * the game could not be saved, and says so. A signal leaves at once. */
void
tui_quit(tui_app *a)
{
	if (!term_quit_signal && !match_quit(&a->s.m))
		return;
	a->quit = 1;
	if (a->thinking)
		a->s.m.stop = MATCH_DISCARD;
}

/* Whether a game is under way behind the current screen. */
static int
in_game(const tui_app *a)
{
	return a->screen == SCR_GAME || (a->screen == SCR_HELP && a->help.back == SCR_GAME);
}

/* Runs screens until the user leaves. */
static void
loop(tui_app *a)
{
	term_event ev;

	a->dirty = 1;
	while (!a->quit) {
		if (term_quit_signal) {
			tui_quit(a);
			break;
		}
		if (match_tick(&a->s.m, mono_ms()))
			a->dirty = 1;
		if (a->s.changes != a->seen_changes) {
			a->seen_changes = a->s.changes;
			a->dirty = 1;
		}
		if (a->dirty)
			tui_redraw(a);
		if (in_game(a) && match_program_turn(&a->s.m) && !a->confirm && !a->s.npromo) {
			tui_engine_move(a, 0);
			a->dirty = 1;
			continue;
		}
		if (a->screen == SCR_GAME && a->s.m.analysis && !a->confirm && !a->s.npromo &&
		    tui_engine_analyse(a) == 0) {
			a->dirty = 1;
			continue;
		}
		if (in_game(a) && !a->confirm && !a->s.npromo && tui_engine_ponder(a) == 0) {
			a->dirty = 1;
			continue;
		}
		if (tui_graph_step(a))
			continue;
		term_read(a->s.m.clock.running >= 0 && in_game(a) ? 100 : 1000, &ev);
		if (ev.type == TERM_NONE)
			a->dirty = in_game(a) && a->s.m.clock.running >= 0;
		tui_dispatch(a, &ev);
	}
}

/* Makes the app and starts the terminal; NULL after printing why not. */
static tui_app *
open_app(var_set *set, const tui_options *o)
{
	tui_app *a = calloc(1, sizeof *a);
	term_options to;
	char msg[256];

	if (!a) {
		fprintf(stderr, "leaper: out of memory\n");
		return NULL;
	}
	a->set = set;
	a->opt = *o;
	to.ascii = o->ascii;
	to.mono = o->mono;
	if (term_open(&to, &a->mode, msg, sizeof msg) < 0) {
		fprintf(stderr, "leaper: %s\n", msg);
		free(a);
		return NULL;
	}
	ti_open();
	ti_completion(tui_complete_words, a);
	sess_init(&a->s, set, 1);
	a->s.auto_flip = o->auto_flip;
	tui_settings_open(a);
	return a;
}

/* Restores the terminal, says what needs saying and frees the app. */
static int
close_app(tui_app *a)
{
	int status = term_quit_signal ? 128 + term_quit_signal : 0;

	ti_close();
	term_close();
	if (a->exit_note[0])
		st_fputs(a->exit_note, stderr);
	if (a->s.m.have_game && match_autosave(&a->s.m) < 0 && !status)
		status = 1;
	if (a->s.m.have_game && a->s.m.unsaved)
		st_printf(stderr, "leaper: the game was not saved: %s\n", a->s.m.save_error);
	else if (a->s.m.stored && !game_over(&a->s.m.g))
		st_printf(stderr, "The unfinished game is kept in %s; 'leaper play --resume' takes it up again.\n",
			  a->s.m.store.path);
	sess_free(&a->s);
	free(a->start.games);
	tg_free(&a->grid);
	free(a);
	return status;
}

/* Runs the front end. */
int
tui_run(var_set *set, const tui_options *o, const match_options *opt)
{
	tui_app *a = open_app(set, o);

	if (!a)
		return 1;
	if (opt) {
		if (match_start(&a->s.m, opt) < 0) {
			snprintf(a->exit_note, sizeof a->exit_note, "leaper: %s\n", a->s.message);
			close_app(a);
			return 1;
		}
		sess_orient_new(&a->s);
		tui_game_enter(a);
		if (opt->replay_file && a->s.msg_kind != SESS_ERROR) /* a refused --analyst is said */
			sess_say(&a->s, SESS_INFO, "Replay: the arrow keys step through the game; "
				 "play a move to go on from here.");
		else if (!opt->resume && a->s.msg_kind != SESS_ERROR)
			sess_say(&a->s, SESS_INFO, "%s: type a move, or use the arrows and Enter. F1 for help.",
				 a->s.m.g.v->name);
		if (opt->replay_file && opt->replay_game <= 0 && a->s.m.pick.ix.count > 1)
			tui_picker_open(a, 1); /* a database: choose the game first */
	} else {
		tui_start_enter(a);
	}
	loop(a);
	return close_app(a);
}

/* Runs the tour puzzle on its own screen. */
int
tui_run_tour(var_set *set, const tui_options *o, const variant *v)
{
	tui_app *a = open_app(set, o);

	if (!a)
		return 1;
	a->tour.back = -1;
	if (tui_tour_enter(a, v) < 0) {
		snprintf(a->exit_note, sizeof a->exit_note, "leaper tour: %s\n", a->tour.message);
		close_app(a);
		return 1;
	}
	loop(a);
	return close_app(a);
}

/* Draws the line of key hints. */
void
tui_keys_line(tui_app *a, int row, const char *text)
{
	ts_look look = ts_text(&a->mode, TS_STATUS);
	tg_rect r = { row, 0, 1, a->grid.cols };

	tg_fill(&a->grid, r, ' ', look.pair, look.attr);
	tg_text_clip(&a->grid, row, 0, a->grid.cols, text, look.pair, look.attr, a->mode.ascii);
}
