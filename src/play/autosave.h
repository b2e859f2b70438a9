/* autosave.h - what a saved game keeps so that leaper can take it up
 * again: who played each side and the time control, in its tags; and the
 * autosave file that holds an unfinished game between runs. Both front
 * ends use it; it prints nothing. */
#ifndef LEAPER_AUTOSAVE_H
#define LEAPER_AUTOSAVE_H

#include <stddef.h>

#include "game.h"

/* Writes the autosave file's path: $XDG_DATA_HOME/leaper/autosave.pgn,
 * else ~/.local/share/leaper/autosave.pgn. Returns 0, or -1 when neither
 * variable is set or the path does not fit. */
int autosave_path(char *buf, size_t size);

/* Saves g to path as PGN, first creating the folders leading to it (for
 * the user only). Returns 0, or -1 with msg saying why. */
int autosave_write(const game *g, const char *path, char *msg, size_t size);

/* Removes the file at path; a file already gone is no error. Returns 0,
 * or -1 with msg saying why. */
int autosave_remove(const char *path, char *msg, size_t size);

/* Sets the White and Black tags ("Human", or "leaper level N" with the
 * side's level) and, when base_ms > 0, TimeControl ("300+2", seconds). */
void autosave_tag_players(game *g, const int computer[2], const int level[2], long long base_ms,
			  long long inc_ms);

/* The level of the computer that played colour, as its tag says: -1 when
 * the tag names no leaper level (a person, another program, no tag),
 * else the number written, which the caller checks (0 when unreadable). */
int autosave_player_level(const game *g, int colour);

#endif
