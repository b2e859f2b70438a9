/* pgn.h - saved games in Portable Game Notation.
 *
 * Writing: the Seven Tag Roster, then Variant, SetUp/FEN when the game did
 * not start from the variant's own start, TimeControl and Termination;
 * SAN movetext with move numbers in lines of at most 80 characters; a
 * comment with the reason before the result. The file is replaced
 * atomically: a temporary file in the same directory is written, synced
 * and renamed over the target, so a failure leaves the old file whole.
 *
 * A game whose variant is not a file of the data directories carries the
 * definition: a comment "{leaper-variant" + newline + the variant's
 * section lines + "}" right before the movetext, with "%" and "}" in the
 * text written as "%25" and "%7D". Reading such a game loads that
 * definition (it is preferred to a data file of the same name).
 *
 * Reading is tolerant: comments, NAGs, annotation marks, variations
 * (skipped), "1..." numbers, "%" escape lines, tags in any order, several
 * games per file; a missing Variant tag means the default variant. Errors
 * are "FILE:LINE: what is wrong", and the game given is only replaced when
 * the whole game was read.
 */
#ifndef LEAPER_PGN_H
#define LEAPER_PGN_H

#include <stddef.h>
#include <stdio.h>

#include "game.h"

/* Status of reading and writing. */
typedef enum pgn_status {
	PGN_OK = 0,
	PGN_ERR_IO,       /* the file cannot be read or written */
	PGN_ERR_SYNTAX,   /* the text is not PGN */
	PGN_ERR_VARIANT,  /* unknown variant or bad embedded definition */
	PGN_ERR_FEN,      /* the FEN tag is bad */
	PGN_ERR_MOVE,     /* a move is illegal, ambiguous or unreadable */
	PGN_ERR_NOGAME    /* no such game in the file */
} pgn_status;

/* One game of a file, as listed. */
typedef struct pgn_entry {
	int number;        /* from 1 */
	int line;          /* where it starts */
	int plies;         /* move tokens in its main line */
	char white[64], black[64], result[16], event[64], date[16], variant[VAR_MAX_NAME];
} pgn_entry;

/* Writes g as PGN to an open stream. Returns 0, or -1 on a write error. */
int pgn_write_stream(const game *g, FILE *f);

/* Saves g to path atomically. On failure msg says why (with strerror)
 * and the file that was there is untouched. */
pgn_status pgn_save(const game *g, const char *path, char *msg, size_t size);

/* The most games a file may have to be listed, and the most half-moves
 * a game may have to be loaded (a 64 MB file could hold millions). */
#define PGN_MAX_GAMES 100000
#define PGN_MAX_PLIES 500000

/* Lists the games of a file into a new array (*out, freed by the caller).
 * A file of more than PGN_MAX_GAMES games is refused (PGN_ERR_IO), as is
 * any file larger than 64 MB (by pgn_list and pgn_load). */
pgn_status pgn_list(const char *path, pgn_entry **out, int *count, char *msg, size_t size);

/* Reads game number (from 1) of a file into g, which is replaced only on
 * success (g holds a game or is all zero). Variants are looked up in set
 * (loading as needed). */
pgn_status pgn_load(const char *path, int number, var_set *set, game *g, char *msg, size_t size);

/* Like pgn_load, and sets *games to the number of games in the file. The
 * file is read once, so it may be a pipe. */
pgn_status pgn_load_counted(const char *path, int number, var_set *set, game *g, int *games, char *msg,
			    size_t size);

/* The same from text in memory; name stands for the file in messages. */
pgn_status pgn_load_buffer(const char *text, size_t len, const char *name, int number,
			   var_set *set, game *g, char *msg, size_t size);

/* Lists the games of text in memory. */
pgn_status pgn_list_buffer(const char *text, size_t len, const char *name,
			   pgn_entry **out, int *count, char *msg, size_t size);

#endif
