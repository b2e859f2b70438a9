/* autosave.c - the players' tags of a saved game and the autosave file. */
#include "config.h"

#include "autosave.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pgn.h"

#define COMPUTER_TAG "leaper level "

/* Writes the autosave file's path. */
int
autosave_path(char *buf, size_t size)
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

/* Creates the folders leading to path (not path itself); returns 0, or
 * -1 with errno set. */
static int
make_parents(const char *path)
{
	char dir[4096];
	char *p;

	if (strlen(path) >= sizeof dir) {
		errno = ENAMETOOLONG;
		return -1;
	}
	strcpy(dir, path);
	for (p = dir + 1; *p; p++)
		if (*p == '/') {
			*p = '\0';
			if (mkdir(dir, 0700) < 0 && errno != EEXIST)
				return -1;
			*p = '/';
		}
	return 0;
}

/* Saves g to path, creating its folders first. */
int
autosave_write(const game *g, const char *path, char *msg, size_t size)
{
	if (make_parents(path) < 0) {
		snprintf(msg, size, "cannot create the folder of %s: %s", path, strerror(errno));
		return -1;
	}
	return pgn_save(g, path, msg, size) == PGN_OK ? 0 : -1;
}

/* Removes the file at path if it is there. */
int
autosave_remove(const char *path, char *msg, size_t size)
{
	if (unlink(path) < 0 && errno != ENOENT) {
		snprintf(msg, size, "cannot remove %s: %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

/* Sets the White, Black and TimeControl tags. */
void
autosave_tag_players(game *g, const int computer[2], const int level[2], long long base_ms, long long inc_ms)
{
	char buf[64];
	int c;

	for (c = 0; c < 2; c++) {
		if (computer[c])
			snprintf(buf, sizeof buf, COMPUTER_TAG "%d", level[c]);
		else
			snprintf(buf, sizeof buf, "Human");
		game_tag_set(g, c == WHITE ? "White" : "Black", buf);
	}
	if (base_ms > 0) {
		snprintf(buf, sizeof buf, "%lld+%lld", base_ms / 1000, inc_ms / 1000);
		game_tag_set(g, "TimeControl", buf);
	}
}

/* The level a colour's tag names, or -1. */
int
autosave_player_level(const game *g, int colour)
{
	const char *t = game_tag_get(g, colour == WHITE ? "White" : "Black");

	if (!t || strncmp(t, COMPUTER_TAG, strlen(COMPUTER_TAG)) != 0)
		return -1;
	return atoi(t + strlen(COMPUTER_TAG));
}
