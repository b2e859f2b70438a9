/* tc.c - the players' clocks. */
#include "config.h"

#include "tc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Parses "MIN[+INC]" into milliseconds. */
int
tc_parse_minutes(const char *text, long long *base_ms, long long *inc_ms)
{
	char *end;
	double min = strtod(text, &end), inc = 0;

	if (end == text || min < 0 || min > 24 * 60)
		return -1;
	if (*end == '+') {
		const char *s = end + 1;
		inc = strtod(s, &end);
		if (end == s || inc < 0 || inc > 3600)
			return -1;
	}
	if (*end)
		return -1;
	*base_ms = (long long)(min * 60000.0 + 0.5);
	*inc_ms = (long long)(inc * 1000.0 + 0.5);
	return 0;
}

/* Parses a time control. */
int
tc_parse(tc_clock *c, const char *text)
{
	long long base, inc;

	memset(c, 0, sizeof *c);
	c->running = -1;
	if (!strcmp(text, "none") || !strcmp(text, "off"))
		return 0;
	if (tc_parse_minutes(text, &base, &inc) < 0)
		return -1;
	c->base_ms = base;
	c->inc_ms = inc;
	if (c->base_ms == 0 && c->inc_ms > 0)
		return -1;
	tc_reset(c);
	return 0;
}

/* Sets the time control. */
void
tc_set(tc_clock *c, long long base_ms, long long inc_ms)
{
	memset(c, 0, sizeof *c);
	c->running = -1;
	if (base_ms > 0) {
		c->base_ms = base_ms;
		c->inc_ms = inc_ms > 0 ? inc_ms : 0;
	}
	tc_reset(c);
}

/* Writes the time control. */
void
tc_format_control(const tc_clock *c, char *buf, size_t size)
{
	if (!tc_enabled(c)) {
		snprintf(buf, size, "none");
		return;
	}
	if (c->base_ms % 60000 == 0)
		snprintf(buf, size, "%lld+%lld", (long long)(c->base_ms / 60000), (long long)(c->inc_ms / 1000));
	else
		snprintf(buf, size, "%.2g+%lld", c->base_ms / 60000.0, (long long)(c->inc_ms / 1000));
}

/* Whether there is a time control. */
int
tc_enabled(const tc_clock *c)
{
	return c->base_ms > 0;
}

/* Resets both sides to the base time, stopped. */
void
tc_reset(tc_clock *c)
{
	c->left_ms[0] = c->left_ms[1] = c->base_ms;
	c->running = -1;
	c->started_at = 0;
}

/* Stops the running clock at now. */
void
tc_stop(tc_clock *c, int64_t now)
{
	if (c->running >= 0) {
		c->left_ms[c->running] -= now - c->started_at;
		c->running = -1;
	}
}

/* Starts side's clock. */
void
tc_start(tc_clock *c, int side, int64_t now)
{
	if (!tc_enabled(c))
		return;
	tc_stop(c, now);
	c->running = side;
	c->started_at = now;
}

/* Ends the running side's move. */
void
tc_moved(tc_clock *c, int64_t now)
{
	int side = c->running;

	if (side < 0)
		return;
	tc_stop(c, now);
	c->left_ms[side] += c->inc_ms;
	tc_start(c, !side, now);
}

/* Time left for side at now. */
int64_t
tc_left(const tc_clock *c, int side, int64_t now)
{
	return c->left_ms[side] - (c->running == side ? now - c->started_at : 0);
}

/* Writes a time left. */
void
tc_format(int64_t ms, char *buf, size_t size)
{
	int64_t s;

	if (ms <= 0) {
		snprintf(buf, size, "0:00");
		return;
	}
	if (ms < 10000) {
		snprintf(buf, size, "%lld.%lld", (long long)(ms / 1000), (long long)(ms % 1000 / 100));
		return;
	}
	s = (ms + 999) / 1000;
	if (s >= 3600)
		snprintf(buf, size, "%lld:%02lld:%02lld", (long long)(s / 3600), (long long)(s / 60 % 60),
			 (long long)(s % 60));
	else
		snprintf(buf, size, "%lld:%02lld", (long long)(s / 60), (long long)(s % 60));
}
