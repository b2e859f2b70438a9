/* match_analyst.c - who analyses: leaper's own engine, or an external
 * engine (CECP or UCI, see ext_player.h) chosen with 'analyst' or
 * --analyst, that gives the hints, 'think' and the analysis mode's lines
 * in its place; an analyst that fails is dropped with a message. */
#include "config.h"

#include "match.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "ext_player.h"

/* Writes the name of who analyses now. */
static void
analyst_name(const match *m, char *buf, size_t size)
{
	if (player_is_program(&m->analyst))
		player_describe(&m->analyst, buf, size);
	else
		snprintf(buf, size, "leaper's own engine");
}

/* Chooses who analyses. */
int
match_set_analyst(match *m, const char *what)
{
	char command[1200], msg[1024], now[64], name[64];
	player p = { NULL, NULL, PLAYER_DEFAULT_LEVEL };
	const char *fen = m->have_game && m->g.custom_start ? m->g.start_fen : NULL;

	analyst_name(m, now, sizeof now);
	if (!*what) {
		match_say(m, MATCH_INFO, "The analyst is %s ('analyst engine:CMD' or 'analyst leaper' changes it).", now);
		return 0;
	}
	if (!strcasecmp(what, "leaper")) {
		player_free(&m->analyst);
		match_say(m, MATCH_INFO, "The analyst is leaper's own engine.");
		return 0;
	}
	if (ext_engine_command(what, command, sizeof command, msg, sizeof msg) < 0 ||
	    ext_player_start(&p, command, m->have_game ? m->g.v : NULL, fen, msg, sizeof msg) < 0) {
		match_say(m, MATCH_ERROR, "analyst: %s; the analyst stays %s.", msg, now);
		return -1;
	}
	if (!ext_player_analyses(&p, NULL, NULL, msg, sizeof msg)) {
		player_free(&p);
		match_say(m, MATCH_ERROR, "analyst: %s; the analyst stays %s.", msg, now);
		return -1;
	}
	player_free(&m->analyst);
	m->analyst = p;
	m->have_info = 0; /* the lines shown were another engine's */
	m->nlines = 0;
	player_describe(&m->analyst, name, sizeof name);
	match_say(m, MATCH_GOOD, "The analyst is %s: it gives the hints, 'think' and the analysis.", name);
	return 0;
}

/* Drops the analyst that failed. */
void
match_analyst_failed(match *m, const char *why)
{
	char name[64];

	analyst_name(m, name, sizeof name);
	player_free(&m->analyst);
	m->analysis = 0;
	m->have_info = 0;
	m->nlines = 0;
	match_say(m, MATCH_ERROR, "The analyst %s %s: analysis off; leaper's own engine analyses from now on.", name,
		  why);
}
