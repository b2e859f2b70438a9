/* tui_engine.c - the computer's moves and hints without freezing the
 * screen. The search polls us every few hundred nodes; each poll (at most
 * every POLL_MS) reads the keys that arrived, hands them to the current
 * screen, and redraws at once when anything changed and at least every
 * TICK_MS for the clocks. Space (or 'm' with the board focused) makes the
 * engine move now; quitting and commands that change the game stop the
 * search without its move. No thread: the search unwinds normally.
 *
 * With LEAPER_TUI_STATS set to a file name, the gaps between polls and the
 * redraw times are measured and appended to that file on exit. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mono.h"
#include "tui_app.h"
#include "tui_input.h"

#define POLL_MS 5     /* look for keys at most this often */
#define TICK_MS 100   /* redraw the clocks this often */

/* Measurements of the screen's responsiveness while the engine searches. */
static struct {
	double poll_gap_max, poll_gap_sum; /* ms between polls */
	long polls;
	double draw_max, draw_sum;         /* ms to redraw */
	long draws, keys;
	double last_poll;                  /* ms, or 0 before the first poll */
} stats;

/* Appends the measurements to $LEAPER_TUI_STATS. */
static void
write_stats(void)
{
	const char *path = getenv("LEAPER_TUI_STATS");
	FILE *f;

	if (!path || !stats.polls || !(f = fopen(path, "a")))
		return;
	fprintf(f, "polls %ld gap_mean_ms %.3f gap_max_ms %.3f draws %ld draw_mean_ms %.3f draw_max_ms %.3f keys %ld\n",
		stats.polls, stats.poll_gap_sum / stats.polls, stats.poll_gap_max, stats.draws,
		stats.draws ? stats.draw_sum / stats.draws : 0.0, stats.draw_max, stats.keys);
	fclose(f);
}

/* Redraws and measures how long it took. */
static void
timed_redraw(tui_app *a)
{
	double t0 = mono_seconds() * 1000.0, d;

	tui_redraw(a);
	d = mono_seconds() * 1000.0 - t0;
	stats.draws++;
	stats.draw_sum += d;
	if (d > stats.draw_max)
		stats.draw_max = d;
}

/* A key while the engine searches: space (or 'm' on the board) moves now;
 * everything else goes to the current screen. */
static void
thinking_key(tui_app *a, const term_event *ev)
{
	int line_idle = a->focus == FOCUS_LINE && ti_empty();

	stats.keys++;
	if (a->screen == SCR_GAME && ev->type == TERM_CHAR && !a->confirm && !a->analysing &&
	    (!a->pondering || a->s.m.ponder_hit) &&
	    ((ev->ch == ' ' && (line_idle || a->focus == FOCUS_BOARD)) || (ev->ch == 'm' && a->focus == FOCUS_BOARD))) {
		a->s.m.stop = MATCH_MOVE_NOW;
		return;
	}
	tui_dispatch(a, ev);
}

static unsigned long shown_position(const tui_app *a);

/* The search's poll: keys, signals and the clocks. */
static int
poll_screen(void *ctx)
{
	tui_app *a = ctx;
	double t = mono_seconds() * 1000.0;
	term_event ev;

	if (stats.last_poll && t - stats.last_poll < POLL_MS)
		return a->s.m.stop != MATCH_GO_ON;
	if (stats.last_poll) {
		double gap = t - stats.last_poll;
		stats.polls++;
		stats.poll_gap_sum += gap;
		if (gap > stats.poll_gap_max)
			stats.poll_gap_max = gap;
	}
	stats.last_poll = t;
	for (;;) {
		term_read(0, &ev);
		if (ev.type == TERM_NONE)
			break;
		thinking_key(a, &ev);
		if (ev.type == TERM_SIGNAL)
			break;
	}
	if (term_quit_signal && !a->quit)
		tui_quit(a);
	if (a->pondering && a->s.m.ponder_hit && !a->thinking) {
		a->thinking = 1; /* the person played the reply: the computer's own turn now */
		a->dirty = 1;
	}
	if (a->s.changes != a->seen_changes) {
		a->seen_changes = a->s.changes;
		a->dirty = 1;
	}
	if (a->dirty || t - a->last_tick >= TICK_MS) {
		a->last_tick = (int64_t)t;
		timed_redraw(a);
	}
	/* analysis follows the position shown: a new one stops this search */
	if (a->analysing && (shown_position(a) != a->analysed_start || !a->s.m.analysis))
		return 1;
	return a->s.m.stop != MATCH_GO_ON || a->quit;
}

/* A number for the position shown (game, record length, cursor), to see
 * when it changes. */
static unsigned long
shown_position(const tui_app *a)
{
	const match *m = &a->s.m;

	return ((unsigned long)m->serial << 40) ^ ((unsigned long)m->g.nmoves << 20) ^ (unsigned long)m->g.ply;
}

/* In analysis mode: studies the position shown until it changes. */
int
tui_engine_analyse(tui_app *a)
{
	session *s = &a->s;
	char line[sizeof a->pending_line];
	unsigned long here = shown_position(a);

	if (a->analysed == here + 1 || !s->m.have_game || game_over(&s->m.g))
		return -1; /* nothing to study, or studied to the end already: wait for a change */
	s->poll = poll_screen;
	s->poll_ctx = a;
	a->thinking = a->analysing = 1;
	a->analysed_start = here;
	stats.last_poll = 0;
	a->dirty = 1;
	match_analysis_step(&s->m);
	a->thinking = a->analysing = 0;
	a->dirty = 1;
	if (shown_position(a) == here && s->m.stop == MATCH_GO_ON && !a->quit)
		a->analysed = here + 1;
	if (a->have_pending && !a->quit) {
		a->have_pending = 0;
		snprintf(line, sizeof line, "%s", a->pending_line);
		tui_game_line(a, line);
	}
	return 0;
}

/* Lets the computer think on the person's time (match_ponder_step), the
 * keys working as usual meanwhile; then runs a line that waited for it. */
int
tui_engine_ponder(tui_app *a)
{
	session *s = &a->s;
	char line[sizeof a->pending_line];

	if (!match_can_ponder(&s->m))
		return -1;
	s->poll = poll_screen;
	s->poll_ctx = a;
	a->pondering = 1;
	stats.last_poll = 0;
	match_ponder_step(&s->m);
	a->pondering = a->thinking = 0;
	a->dirty = 1;
	if (a->have_pending && !a->quit) {
		a->have_pending = 0;
		snprintf(line, sizeof line, "%s", a->pending_line);
		tui_game_line(a, line);
	} else if (a->have_premove && !a->quit && match_human_turn(&s->m)) {
		a->have_premove = 0;
		snprintf(line, sizeof line, "%s", a->premove);
		match_play_text(&s->m, line);
	}
	return 0;
}

/* Lets the engine move (or give a hint), keeping the screen alive; then
 * runs a line that waited for it, and plays a move typed meanwhile. */
void
tui_engine_move(tui_app *a, int hint)
{
	static int registered;
	session *s = &a->s;
	char line[sizeof a->pending_line];

	if (!registered && getenv("LEAPER_TUI_STATS")) {
		atexit(write_stats);
		registered = 1;
	}
	s->poll = poll_screen;
	s->poll_ctx = a;
	a->thinking = 1;
	a->hinting = hint;
	stats.last_poll = 0;
	if (hint)
		sess_say(s, SESS_INFO, "Looking for a good move...");
	a->dirty = 1;
	tui_redraw(a);
	if (hint)
		match_hint(&s->m);
	else
		match_program_move(&s->m);
	a->thinking = 0;
	a->hinting = 0;
	a->dirty = 1;
	if (a->quit)
		return;
	if (a->have_pending) {
		a->have_pending = 0;
		snprintf(line, sizeof line, "%s", a->pending_line);
		tui_game_line(a, line);
	} else if (a->have_premove && match_human_turn(&s->m)) {
		a->have_premove = 0;
		snprintf(line, sizeof line, "%s", a->premove);
		match_play_text(&s->m, line);
	}
}
