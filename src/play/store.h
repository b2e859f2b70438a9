/* store.h - the folder of games kept for resuming: every game being
 * played has its own file there, written after every change, locked
 * while a leaper has it open (the lock dies with the process), listed
 * for resuming, and deleted once finished and older than the user wants. */
#ifndef LEAPER_STORE_H
#define LEAPER_STORE_H

#include <stddef.h>

#include "game.h"

/* One game's file, open in this process. */
typedef struct store_game {
	char path[1024];  /* the game's file */
	int lock_fd;      /* the lock file, held with a write lock; -1 when none */
} store_game;

/* One game of the folder, for a list. */
typedef struct store_entry {
	char path[1024];           /* its file */
	char variant[VAR_MAX_NAME];
	char white[64], black[64];
	char date[32];             /* when it was last saved, "2026-12-01 10:35" */
	long long mtime;           /* the same, in seconds since 1970 */
	int plies;                 /* half-moves played */
	int finished;              /* 1: it has a result */
	int in_use;                /* 1: another leaper has it open */
} store_entry;

/* Writes the folder's path: $XDG_DATA_HOME/leaper/games, else
 * ~/.local/share/leaper/games. Returns 0, or -1 with a message. */
int store_dir(char *buf, size_t size);

/* Makes a new file for g, named by the time and its variant, and takes
 * its lock. Returns 0, or -1 with a message. */
int store_create(store_game *sg, const game *g, char *msg, size_t size);

/* Takes the lock of a kept game to resume it. Returns 0, or -1 with a
 * message ("in use by another leaper"). */
int store_open(store_game *sg, const char *path, char *msg, size_t size);

/* Reads the game of an open file into g. Returns 0, or -1 with a message. */
int store_load(store_game *sg, var_set *set, game *g, char *msg, size_t size);

/* Writes g to its file. Returns 0, or -1 with a message. */
int store_save(store_game *sg, const game *g, char *msg, size_t size);

/* Releases the lock; the file stays. */
void store_close(store_game *sg);

/* Deletes the file and releases the lock. Returns 0, or -1 with a message. */
int store_remove(store_game *sg, char *msg, size_t size);

/* Lists the folder's games (only the unfinished ones when asked), newest
 * first; *out is malloc'd. Returns 0, or -1 with a message. */
int store_list(store_entry **out, int *n, int unfinished_only, char *msg, size_t size);

/* Deletes the finished games older than days (0: none). Returns the
 * number deleted, or -1 with a message. */
int store_expire(int days, char *msg, size_t size);

#endif
