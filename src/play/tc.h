/* tc.h - the players' clocks: a time control of minutes plus an
 * increment per move, running for the side to move. Times are taken from
 * the caller (milliseconds on the monotonic clock: mono_ms), so the clock
 * can be tested without waiting. */
#ifndef LEAPER_TC_H
#define LEAPER_TC_H

#include <stddef.h>
#include <stdint.h>

#include "mono.h"

/* Two clocks. With base_ms == 0 there is no time control and nothing runs. */
typedef struct tc_clock {
	int64_t base_ms;        /* time each side starts with */
	int64_t inc_ms;         /* added after each of a side's moves */
	int64_t left_ms[2];     /* time left, as of started_at for the running side */
	int running;            /* side whose clock runs, or -1 */
	int64_t started_at;     /* when the running clock last started */
} tc_clock;

/* Parses "MIN[+INC]" (minutes, fractions allowed, at most a day;
 * increment in seconds, at most an hour) into milliseconds; returns 0, or
 * -1 when the text is not one. The command line's --time reads it too. */
int tc_parse_minutes(const char *text, long long *base_ms, long long *inc_ms);

/* Parses "MIN[+INC]" (as tc_parse_minutes) into c; returns 0, or -1 when
 * the text is not a time control. "none" or "0" means no clock; an
 * increment without a base is refused. */
int tc_parse(tc_clock *c, const char *text);

/* Sets the time control to base_ms per side plus inc_ms per move
 * (base_ms <= 0: no clock), stopped. */
void tc_set(tc_clock *c, long long base_ms, long long inc_ms);

/* Writes the time control as "5+3" or "none". */
void tc_format_control(const tc_clock *c, char *buf, size_t size);

/* Whether there is a time control. */
int tc_enabled(const tc_clock *c);

/* Resets both sides to the base time, stopped. */
void tc_reset(tc_clock *c);

/* Starts side's clock at now (stopping the other without increment). */
void tc_start(tc_clock *c, int side, int64_t now);

/* Stops the running clock at now. */
void tc_stop(tc_clock *c, int64_t now);

/* Ends the move of the side whose clock runs: stops it, adds the
 * increment and starts the other side's clock. */
void tc_moved(tc_clock *c, int64_t now);

/* Time left for side at now (negative when its flag fell). */
int64_t tc_left(const tc_clock *c, int side, int64_t now);

/* Writes a time left as "m:ss", "h:mm:ss" or, under ten seconds,
 * "s.t"; a fallen flag is "0:00". */
void tc_format(int64_t ms, char *buf, size_t size);

#endif
