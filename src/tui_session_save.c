/* tui_session_save.c - what a session keeps in its saved games: the
 * players in the White and Black tags, and the autosave file that lets an
 * unfinished game be resumed. */
#include "config.h"

#include "tui_session.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pgn.h"

#define COMPUTER_TAG "leaper level "

/* Sets the White and Black tags from the players. */
void
sess_tag_players(session *s)
{
	char buf[64], tc[48];
	int c;

	for (c = 0; c < 2; c++) {
		if (s->player[c].computer)
			snprintf(buf, sizeof buf, COMPUTER_TAG "%d", s->player[c].level);
		else
			snprintf(buf, sizeof buf, "Human");
		game_tag_set(&s->g, c == WHITE ? "White" : "Black", buf);
	}
	if (tc_enabled(&s->clock)) {
		snprintf(tc, sizeof tc, "%lld+%lld", (long long)(s->clock.base_ms / 1000),
			 (long long)(s->clock.inc_ms / 1000));
		game_tag_set(&s->g, "TimeControl", tc);
	}
}

/* Reads the players back from the tags of a loaded game. */
void
sess_players_from_tags(session *s)
{
	int c;

	for (c = 0; c < 2; c++) {
		const char *t = game_tag_get(&s->g, c == WHITE ? "White" : "Black");
		s->player[c].computer = 0;
		if (t && strncmp(t, COMPUTER_TAG, strlen(COMPUTER_TAG)) == 0) {
			int level = atoi(t + strlen(COMPUTER_TAG));
			s->player[c].computer = 1;
			s->player[c].level = level >= 1 && level <= SESS_MAX_LEVEL ? level : 3;
		}
	}
}

/* The autosave file's path. */
int
sess_autosave_path(char *buf, size_t size)
{
	const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
	int n;

	if (xdg && *xdg)
		n = snprintf(buf, size, "%s/leaper/autosave.pgn", xdg);
	else if (home && *home)
		n = snprintf(buf, size, "%s/.local/share/leaper/autosave.pgn", home);
	else
		return -1;
	return n > 0 && (size_t)n < size ? 0 : -1;
}

/* Creates the directories of path (not its last part). */
static int
make_parents(const char *path)
{
	char dir[1024];
	char *p;

	if (strlen(path) >= sizeof dir)
		return -1;
	strcpy(dir, path);
	for (p = dir + 1; *p; p++)
		if (*p == '/') {
			*p = '\0';
			if (mkdir(dir, 0755) < 0 && errno != EEXIST)
				return -1;
			*p = '/';
		}
	return 0;
}

/* Saves an unfinished game to the autosave file, or removes it. */
int
sess_autosave(session *s, char *msg, size_t size)
{
	char path[1024];
	game_reason why;

	msg[0] = '\0';
	if (!s->have_game || !s->owns_autosave || sess_autosave_path(path, sizeof path) < 0)
		return 0;
	if (s->g.nmoves == 0 || (s->g.ply == 0 && !s->replay) || game_final_result(&s->g, &why) != GAME_ONGOING) {
		if (unlink(path) < 0 && errno != ENOENT) {
			snprintf(msg, size, "cannot remove %s: %s", path, strerror(errno));
			return -1;
		}
		return 0;
	}
	if (make_parents(path) < 0) {
		snprintf(msg, size, "cannot create the folder of %s: %s", path, strerror(errno));
		return -1;
	}
	return sess_save(s, path, msg, size);
}

/* Saves the game up to the position shown (the whole record in replay). */
int
sess_save(session *s, const char *path, char *msg, size_t size)
{
	game shown;

	sess_tag_players(s);
	/* A shallow copy that ends at the cursor: writing only reads it. */
	shown = s->g;
	if (!s->replay && shown.ply < shown.nmoves) {
		shown.nmoves = shown.ply;
		shown.final_result = GAME_ONGOING;
		shown.final_reason = GAME_REASON_NONE;
	}
	return pgn_save(&shown, path, msg, size) == PGN_OK ? 0 : -1;
}
