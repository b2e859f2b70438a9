/* plain_save.c - what the line-mode front end keeps in saved games (the
 * players in the White and Black tags, the time control and the clocks)
 * and the autosave that keeps an unfinished game across quitting, the end
 * of the input and signals. */
#include "config.h"

#include "plain_priv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "autosave.h"
#include "pgn.h"
#include "safe_text.h"

/* Sets the White/Black/TimeControl tags from the players and the clock. */
void
plain_tag_players(plain *pl)
{
	const int level[2] = { pl->level, pl->level };

	autosave_tag_players(&pl->g, pl->computer, level, pl->base_ms, pl->inc_ms);
}

/* Reads players, time control and clocks back from the tags. */
void
plain_players_from_tags(plain *pl)
{
	const char *t;
	long long base, inc, w, b;
	int c;

	for (c = 0; c < 2; c++) {
		int level = autosave_player_level(&pl->g, c);
		pl->computer[c] = level >= 0;
		if (level >= 1 && level <= PLAIN_MAX_LEVEL)
			pl->level = level;
	}
	t = game_tag_get(&pl->g, "TimeControl");
	pl->base_ms = pl->inc_ms = 0;
	if (t && sscanf(t, "%lld+%lld", &base, &inc) == 2 && base > 0) {
		pl->base_ms = base * 1000;
		pl->inc_ms = inc * 1000;
	} else if (t && sscanf(t, "%lld", &base) == 1 && base > 0) {
		pl->base_ms = base * 1000;
	}
	plain_reset_clocks(pl);
	t = game_tag_get(&pl->g, "LeaperClock");
	if (pl->base_ms && t && sscanf(t, "%lld %lld", &w, &b) == 2 && w > 0 && b > 0) {
		pl->left_ms[WHITE] = w;
		pl->left_ms[BLACK] = b;
	}
}

/* Saves an unfinished game to the autosave file, or removes the file when
 * the game that came from it is finished. Prints what it did. */
void
plain_autosave(plain *pl)
{
	game_reason why;
	char msg[512], clock[64];

	if (pl->replay || !pl->autosave[0])
		return;
	if (pl->g.nmoves == 0 || game_final_result(&pl->g, &why) != GAME_ONGOING) {
		if (pl->resumed && autosave_remove(pl->autosave, msg, sizeof msg) < 0)
			st_printf(stdout, "error: %s\n", msg);
		return;
	}
	plain_tag_players(pl);
	if (pl->base_ms) {
		snprintf(clock, sizeof clock, "%lld %lld", pl->g.pos.side == WHITE ? plain_time_left(pl) : pl->left_ms[WHITE],
			 pl->g.pos.side == BLACK ? plain_time_left(pl) : pl->left_ms[BLACK]);
		game_tag_set(&pl->g, "LeaperClock", clock);
	}
	if (autosave_write(&pl->g, pl->autosave, msg, sizeof msg) < 0)
		st_printf(stdout, "error: the game could not be saved: %s\n", msg);
	else
		st_printf(stdout, "The unfinished game was saved to %s; 'leaper play' offers it back.\n", pl->autosave);
}

/* Loads the autosaved game. */
int
plain_resume(plain *pl)
{
	game g;
	char msg[512];

	memset(&g, 0, sizeof g);
	if (!pl->autosave[0] || access(pl->autosave, F_OK) != 0) {
		printf("error: there is no unfinished game to resume\n");
		return -1;
	}
	if (pgn_load(pl->autosave, 1, pl->set, &g, msg, sizeof msg) != PGN_OK) {
		st_printf(stdout, "error: cannot resume: %s\n", msg);
		return -1;
	}
	plain_take_game(pl, &g, 1);
	plain_players_from_tags(pl);
	st_printf(stdout, "Resumed the unfinished game: %s, %d moves played.\n", pl->g.v->name, pl->g.nmoves);
	plain_show(pl);
	return 0;
}

/* Tells about an autosaved game at the start. */
void
plain_offer_autosave(plain *pl)
{
	pgn_entry *list;
	int n;
	char msg[512];

	if (!pl->autosave[0] || access(pl->autosave, F_OK) != 0)
		return;
	if (pgn_list(pl->autosave, &list, &n, msg, sizeof msg) != PGN_OK || n < 1)
		return;
	st_printf(stdout, "An unfinished game was saved on %s (%s, %d moves); type 'resume' to continue it.\n",
	       list[0].date, list[0].variant[0] && strcmp(list[0].variant, "?") ? list[0].variant : "chess",
	       list[0].plies);
	pl->offered = 1;
	free(list);
}
