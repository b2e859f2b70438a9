/* store.h - the games being played, kept on disk so that none is lost:
 * one PGN file per game in the store's folder, saved after every change,
 * and locked while a leaper plays it. It prints nothing.
 *
 * Files. The folder is $XDG_DATA_HOME/leaper/games, else
 * ~/.local/share/leaper/games (made on demand, for the user only). A game
 * is NAME.pgn, named by its start time and variant,
 * "20261201-103512-lancerchess.pgn" ("-2", "-3" ... when taken); its file
 * is made whole before it takes the name (a link that fails when the name
 * exists), so two processes never pick the same one.
 *
 * Locking. While a store_game holds a game, NAME.pgn.lock beside it is
 * locked with fcntl and holds the holder's pid as text. The game file is
 * not locked itself because every rewrite replaces it by a rename. Where
 * the system has them, the locks are open file description locks
 * (F_OFD_SETLK): a POSIX lock (F_SETLK) would be dropped by closing any
 * descriptor of the file in the process, as store_list does, and would
 * not keep two store_games of one process apart. A lock dies with its
 * process: the game of a killed leaper is free again at once.
 *
 * Saving. store_save costs O(1) per move appended: when the only change
 * since the last save is moves added at the end (no tag, clock of a saved
 * move or result changed, and the game goes on), their movetext is
 * written over the file's final newline and the file fdatasync'ed. Any
 * other change (a move taken back and another played, a result, a tag,
 * the first save after store_create or store_open) rewrites the file
 * atomically (pgn_save_open: temporary file, fsync, rename). The check
 * compares the record with the store's copy of the saved moves in memory
 * and does no I/O. So set a move's clk_ms before saving it: changing the
 * clock of a saved move costs a rewrite. The record is saved whole, moves
 * after the cursor included. The file is a readable PGN game at every
 * moment; a game still going on ends without a result token. A leaper
 * killed during an append loses at most the move being appended: a file
 * cut short there reads back through store_load without it.
 */
#ifndef LEAPER_STORE_H
#define LEAPER_STORE_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <time.h>

#include "game.h"

#define STORE_PATH 1024

/* A move as saved, to tell appended moves from changed ones. */
typedef struct store_move {
	move m;         /* the move */
	int64_t clk_ms; /* its clock as written */
} store_move;

/* A game of the store held by this process. store_create and store_open
 * fill it (also on failure, as closed); store_close empties it. */
typedef struct store_game {
	char path[STORE_PATH]; /* the game's file */
	int lock_fd;           /* the locked NAME.pgn.lock; -1 when closed */
	int col;               /* length of the file's last movetext line; -1 when
	                        * the next save rewrites (nothing saved by this
	                        * store_game yet, a finished game, a failed write) */
	off_t size;            /* the file's size after the last save */
	dev_t dev;             /* and its device and inode: a file changed behind */
	ino_t ino;             /* the store's back is rewritten, not appended to */
	char *header;          /* the tag section as last written (pgn_write_header) */
	size_t header_len;     /* its length */
	int nsaved;            /* moves in the file */
	int cap;               /* room in saved */
	store_move *saved;     /* those moves, with their clocks */
} store_game;

/* A game of the store, as listed. */
typedef struct store_entry {
	char path[STORE_PATH];     /* its file */
	char variant[VAR_MAX_NAME]; /* the Variant tag ("chess" when there is none) */
	char white[64], black[64]; /* the players' tags */
	char date[32];             /* when it was last saved, "2026-12-01 10:35" */
	long long mtime;           /* the same, in seconds since 1970 (the order of the list) */
	int plies;                 /* half-moves in the file */
	int finished;              /* 1: the Result tag gives a result */
	int in_use;                /* 1: another live process holds its lock */
	int here;                  /* 1: a store_game of this process holds it */
	long pid;                  /* the holder's pid when in_use or here (0: not known) */
	int damaged;               /* 1: the file cannot be read as a game: only path,
	                            * date and mtime hold, it is listed only when
	                            * unfinished_only is 0, and never expired */
} store_entry;

/* Writes "N moves" (or "1 move") into buf: the moves of a record of plies
 * half-moves as a chess player counts them, White's and Black's together
 * (1. e4 e5 2. Nf3 is 2 moves). Returns buf. */
char *store_moves_phrase(int plies, char *buf, size_t size);

/* Writes the store's folder into buf, making it (mode 0700) when it is
 * not there. Returns 0, or -1 with errno set (ENOENT when neither
 * XDG_DATA_HOME nor HOME is set, ENAMETOOLONG when it does not fit). */
int store_dir(char *buf, size_t size);

/* Saves g as a new game of the store, named by the time now and its
 * variant, and holds it. Returns 0, or -1 with msg saying why. */
int store_create(store_game *sg, const game *g, char *msg, size_t size);

/* Holds the saved game at path to take it up again. Fails with "PATH: in
 * use by another leaper (pid N)" while another live process holds it.
 * Returns 0, or -1 with msg saying why. */
int store_open(store_game *sg, const char *path, char *msg, size_t size);

/* Reads the held game into g (replaced only on success; variants looked
 * up in set). The end of a file cut short while a move was appended is
 * left out (PGN_READ_CUT). Returns 0; 1 when something cut short was left
 * out, with msg saying so; -1 with msg saying why it cannot be read. */
int store_load(store_game *sg, var_set *set, game *g, char *msg, size_t size);

/* Saves g, the game held, by appending or rewriting (see above). Returns
 * 0, or -1 with msg saying why (the next save then rewrites the file). */
int store_save(store_game *sg, const game *g, char *msg, size_t size);

/* Lets the game go (its lock file is removed) and keeps its file. */
void store_close(store_game *sg);

/* Deletes the held game's file (an empty game, say) and lets it go.
 * Returns 0, or -1 with msg saying why (the game is then still held). */
int store_remove(store_game *sg, char *msg, size_t size);

/* Lists the store's games into a new array (*out, freed by the caller),
 * last saved first; only the readable ones not finished when
 * unfinished_only. No folder is no game. Returns 0, or -1 with msg. */
int store_list(store_entry **out, int *n, int unfinished_only, char *msg, size_t size);

/* Deletes the finished games last saved more than days days ago (0: keep
 * them forever); never a game going on, held by anyone, or damaged.
 * Returns how many were deleted, or -1 with msg saying why. */
int store_expire(int days, char *msg, size_t size);

#endif
