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
	if (a->screen == SCR_GAME && ev->type == TERM_CHAR && !a->confirm &&
	    ((ev->ch == ' ' && (line_idle || a->focus == FOCUS_BOARD)) || (ev->ch == 'm' && a->focus == FOCUS_BOARD))) {
		a->stop = STOP_MOVE_NOW;
		return;
	}
	tui_dispatch(a, ev);
}

/* The search's poll: keys, signals and the clocks. */
static int
poll_screen(void *ctx)
{
	tui_app *a = ctx;
	double t = mono_seconds() * 1000.0;
	term_event ev;

	if (stats.last_poll && t - stats.last_poll < POLL_MS)
		return a->stop != STOP_NONE;
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
	if (a->dirty || t - a->last_tick >= TICK_MS) {
		a->last_tick = (int64_t)t;
		timed_redraw(a);
	}
	return a->stop != STOP_NONE || a->quit;
}

/* Keeps the engine's report for the panel. */
static void
report(void *ctx, const search_info *info)
{
	tui_app *a = ctx;

	a->s.info = *info;
	a->s.have_info = 1;
	a->dirty = 1;
}

/* Sets the limits of the search for the side to move. */
static void
limits(tui_app *a, int hint, search_limits *lim)
{
	session *s = &a->s;
	int64_t t = mono_ms();

	memset(lim, 0, sizeof *lim);
	if (hint) {
		lim->movetime_ms = 1000;
		return;
	}
	lim->level = s->player[s->g.pos.side].level;
	if (tc_enabled(&s->clock)) {
		lim->wtime_ms = (int)tc_left(&s->clock, WHITE, t);
		lim->btime_ms = (int)tc_left(&s->clock, BLACK, t);
		lim->winc_ms = lim->binc_ms = (int)s->clock.inc_ms;
	} else {
		lim->movetime_ms = 1000;
	}
}

/* Lets the engine move (or give a hint), keeping the screen alive. */
void
tui_engine_move(tui_app *a, int hint)
{
	static int registered;
	session *s = &a->s;
	search_limits lim;
	search_info info;
	const uint64_t *hist;
	int n;
	move m;
	char san[SAN_MAX];

	if (!registered && getenv("LEAPER_TUI_STATS")) {
		atexit(write_stats);
		registered = 1;
	}
	if (!a->eng && !(a->eng = eng_new(0))) {
		sess_say(s, SESS_ERROR, "Not enough memory for the engine.");
		s->player[s->g.pos.side].computer = 0;
		return;
	}
	limits(a, hint, &lim);
	hist = game_history(&s->g, &n);
	a->thinking = 1;
	a->hinting = hint;
	a->stop = STOP_NONE;
	s->have_info = 0;
	stats.last_poll = 0;
	if (hint)
		sess_say(s, SESS_INFO, "Looking for a good move...");
	a->dirty = 1;
	tui_redraw(a);
	m = eng_search(a->eng, &s->g.pos, hist, n - 1, &lim, report, poll_screen, a, &info);
	a->thinking = 0;
	a->hinting = 0;
	a->dirty = 1;
	if (a->stop == STOP_DISCARD || a->quit) {
		if (a->have_pending && !a->quit) {
			a->have_pending = 0;
			tui_game_line(a, a->pending_line);
		}
		return;
	}
	if (m == MV_NONE)
		return;
	if (hint) {
		san_format(&s->g.pos, m, san, sizeof san);
		s->hint = m;
		sess_say(s, SESS_GOOD, "Hint: %s.", san);
		return;
	}
	sess_play(s, m);
}
