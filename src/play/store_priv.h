/* store_priv.h - what the two files of the store share (private to it):
 * store.c holds a game, store_list.c lists and expires the folder. */
#ifndef LEAPER_STORE_PRIV_H
#define LEAPER_STORE_PRIV_H

#include <stddef.h>

#include "store.h"

/* The largest game file the store reads (as pgn_load). */
#define STORE_MAX_FILE ((size_t)64 << 20)

/* Writes the folder's path into buf without making it; returns 0, or -1
 * with errno set. */
int store_dir_path(char *buf, size_t size);

/* Writes the lock file's path of the game at path; returns 0, or -1 when
 * it does not fit. */
int store_lock_path(const char *path, char *buf, size_t size);

/* Locks the lock file lpath (made when missing) and writes this process's
 * pid into it. Returns 0 with *fd the locked descriptor; 1 when another
 * holder has it, with *pid its pid (0 when not known); -1 on an error,
 * with errno set. */
int store_lock_take(const char *lpath, int *fd, long *pid);

/* Lets a lock taken by store_lock_take go, removing its file first. */
void store_lock_release(const char *lpath, int fd);

/* Whether someone holds the lock file lpath: 0 no (or no such file), 1
 * yes, with *pid the holder's pid (0 when not known). */
int store_lock_held(const char *lpath, long *pid);

/* Reads a whole game file into a new string (NUL-terminated; *len its
 * length). Returns NULL with msg saying why. */
char *store_read_file(const char *path, size_t *len, char *msg, size_t size);

#endif
