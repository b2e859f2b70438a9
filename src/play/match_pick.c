/* match_pick.c - the match's side of databases: listing the games of a
 * file for the picker, and the lines that say where the game shown comes
 * from (players aside: event, site, round, date, result, game N of M). */
#include "config.h"

#include "match.h"

#include <stdio.h>
#include <string.h>

/* Lists the games of a file into m->pick. */
int
match_list_file(match *m, const char *path)
{
	char msg[1024];

	if (pick_open(&m->pick, path, msg, sizeof msg) != PGN_OK) {
		match_say(m, MATCH_ERROR, "%s", msg);
		return -1;
	}
	return 0;
}

/* The value of tag name, or NULL when the game has none worth showing
 * ("", "?" and "-" are what writers put for unknown). */
static const char *
known_tag(const game *g, const char *name)
{
	const char *v = game_tag_get(g, name);

	return v && *v && strcmp(v, "?") && strcmp(v, "-") ? v : NULL;
}

/* Writes where the game shown comes from. */
int
match_header(const match *m, char lines[][160], int max)
{
	const game *g = &m->g;
	const char *event = known_tag(g, "Event"), *site = known_tag(g, "Site"), *round = known_tag(g, "Round");
	const char *date = known_tag(g, "Date");
	game_reason reason;
	game_result result;
	int n = 0;

	if (!m->have_game || m->file_game <= 0 || max <= 0)
		return 0; /* a game not loaded from a file says nothing more than its players */
	if (event || site || round) {
		snprintf(lines[n], 160, "%s%s%s%s%s", event ? event : "", event && site ? ", " : "", site ? site : "",
			 (event || site) && round ? ", round " : round ? "Round " : "", round ? round : "");
		n++;
	}
	if (date && n < max)
		snprintf(lines[n++], 160, "Date %s", date);
	result = game_final_result(g, &reason);
	if (result != GAME_ONGOING && n < max) {
		char why[128];
		game_describe(g->v, result, reason, why, sizeof why);
		snprintf(lines[n++], 160, "Result %s%s%s", game_result_text(result), *why ? ": " : "", why);
	}
	if (m->file_games > 1 && m->file_game > 0 && n < max)
		snprintf(lines[n++], 160, "game %d of %d", m->file_game, m->file_games);
	return n;
}

/* Finds the clock of side as the record gives it at the cursor. */
int
match_shown_clock(const match *m, int side, int64_t *ms)
{
	const game *g = &m->g;
	int i, any = 0;

	if (!m->have_game || !m->replay)
		return 0;
	for (i = g->nmoves - 1; i >= 0; i--) {
		if ((g->start.side ^ (i & 1)) != side || g->moves[i].clk_ms < 0)
			continue;
		any = 1;
		if (i < g->ply) {
			*ms = g->moves[i].clk_ms;
			return 1;
		}
	}
	/* before the side's first move: the time it started with, when known */
	if (any && tc_enabled(&m->clock)) {
		*ms = m->clock.base_ms;
		return 1;
	}
	return 0;
}
