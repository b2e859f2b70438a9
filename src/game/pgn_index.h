/* pgn_index.h - the games of a PGN database, listed once: each game's
 * tags (White, Black, Event, Site, Date, Round, Result, Variant) and where
 * its text starts, so that a picker can show thousands of games and load
 * any one of them without reading the games before it again.
 *
 * The file is read whole (up to 64 MB, as pgn_load reads it) and walked
 * with the PGN reader in listing mode: no move is played, so a file of
 * 10,000 games is indexed in a fraction of a second. The numbering is
 * pgn_load's: a broken game keeps its number and its entry says why it
 * cannot be read (see pgn.h). A file with a NUL byte in its first 64 KB
 * is taken for binary and refused as a whole.
 *
 * Loading game N goes to its offset and reads that game alone; the file
 * must still be the one indexed (same size and modification time), else
 * the load is refused with a message that says to list it again.
 */
#ifndef LEAPER_PGN_INDEX_H
#define LEAPER_PGN_INDEX_H

#include <stddef.h>
#include <stdint.h>

#include "pgn.h"

/* One game of the database. Text fields hold "?" when the tag is absent. */
typedef struct pgn_index_entry {
	int number;              /* from 1, as pgn_load numbers games */
	int line;                /* line where its text starts (its first tag, or what comes first) */
	size_t offset;           /* byte where the reader starts its text */
	int offset_line;         /* the line at offset (offset may be before the first tag) */
	int exact;               /* 1: reading from offset gives this game; 0: load it by number */
	int plies;               /* half-moves of its main line, as listed */
	char white[64];          /* the White tag */
	char black[64];          /* the Black tag */
	char event[64];          /* the Event tag */
	char site[64];           /* the Site tag */
	char date[16];           /* the Date tag */
	char round[16];          /* the Round tag */
	char result[16];         /* the result token ending the movetext, else the Result tag */
	char variant[VAR_MAX_NAME]; /* the Variant tag ("?": the default variant) */
	pgn_status error;        /* PGN_OK, or why its text cannot be read */
	char why[256];           /* with error: "FILE:LINE: what is wrong"; else "" */
} pgn_index_entry;

/* A database's games. All zero is an empty index. */
typedef struct pgn_index {
	char name[1024];         /* the file (or the buffer's name in messages) */
	int is_file;             /* 1: indexed from the file name; 0: from a buffer */
	int64_t size;            /* the file's size when indexed */
	int64_t mtime_ns;        /* and its modification time (ns) */
	pgn_index_entry *games;  /* count entries, malloc'd */
	int count;               /* games, broken ones included */
	int broken;              /* how many of them cannot be read */
} pgn_index;

/* Indexes the games of a file into ix (emptied first). Refuses what
 * pgn_list refuses (not a regular file, larger than 64 MB, more than
 * PGN_MAX_GAMES games, no readable game) and binary files, with msg
 * saying what and where. Returns PGN_OK, or the status with ix empty. */
pgn_status pgn_index_file(pgn_index *ix, const char *path, char *msg, size_t size);

/* The same from text in memory; name stands for the file in messages. The
 * text must stay as it is for pgn_index_load_buffer. */
pgn_status pgn_index_buffer(pgn_index *ix, const char *text, size_t len, const char *name, char *msg,
			    size_t size);

/* Reads game number (from 1) of the indexed file into g (replaced only on
 * success; variants looked up in set), from its offset. Returns PGN_OK, or
 * PGN_ERR_NOGAME for a number out of range, PGN_ERR_IO when the file
 * changed or cannot be read, or the game's own error. */
pgn_status pgn_index_load(const pgn_index *ix, int number, var_set *set, game *g, char *msg, size_t size);

/* The same for an index made by pgn_index_buffer of text. */
pgn_status pgn_index_load_buffer(const pgn_index *ix, const char *text, size_t len, int number, var_set *set,
				 game *g, char *msg, size_t size);

/* Whether text (case-insensitive) is part of one of e's tags; "" matches
 * every game. */
int pgn_index_matches(const pgn_index_entry *e, const char *text);

/* Reads a whole regular file (pgn_load.c): the text, malloc'd and
 * NUL-terminated, with *len; NULL with msg set when it is not a regular
 * file, is larger than 64 MB or cannot be read. */
char *pgn_read_text(const char *path, size_t *len, char *msg, size_t size);

/* Frees the entries and empties ix. */
void pgn_index_free(pgn_index *ix);

#endif
