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
 * A move whose clk_ms is known is followed by the mover's clock as
 * lichess and chess.com write it, "{[%clk 0:04:51]}" (H:MM:SS, with the
 * fraction of a second when there is one: "{[%clk 0:00:09.5]}"), and a
 * Black move after such a comment (or a variation) gets its number ("12...
 * Nc6"). Reading takes "[%clk ...]" from any comment after a move of the
 * main line into that move's clk_ms (in a variation it is dropped).
 *
 * An open game (pgn_write_open) is one still going on written so that
 * moves can be appended: the movetext ends after the last move with a
 * newline and no result token, which readers take as "*". The same game
 * written whole and written by appends is the same bytes.
 *
 * The record's words (annot.h) are kept both ways. Reading keeps the
 * comments (blanks and line breaks made single spaces; those before the
 * first move too), NAGs ($n, marks such as "!?" apart or glued to a move),
 * "[%eval 0.85]" / "[%eval #-3]" in a comment as the evaluation, and
 * variations nested up to PGN_MAX_VAR_DEPTH deep, whose moves must be legal
 * from where they branch (an illegal one is "FILE:LINE:COLUMN: in the
 * variation opened on line L: 3. Ke3: illegal: ..."). The last comment
 * before the result is dropped when it is the reason leaper writes for
 * that result. Writing puts after a move its NAGs as $n, then one comment
 * "{text [%eval 0.85] [%clk 0:04:51]}" (a '}' of the text as ')', a '{' as
 * '('), then its alternatives "(2. f4 exf4)"; the comment before the first
 * move comes first. What is written reads back to the same words.
 *
 * Reading is tolerant: comments, NAGs, annotation marks, variations,
 * "1..." numbers, "%" escape lines, tags in any order, several games per
 * file; a missing Variant tag means the default variant. Errors are
 * "FILE:LINE: what is wrong", and the game given is only replaced when the
 * whole game was read.
 *
 * One broken game does not make a database unreadable. When a game's text
 * cannot be read (a malformed tag, a comment or variation never closed, a
 * NUL byte), reading goes on at the first later line that starts with '['
 * in its first column and either follows a blank line or starts with
 * "[Event " (the other tags of the broken game's tag section are skipped),
 * or at the tags that ended the broken game. The broken game keeps its
 * number: pgn_list gives it an entry whose error field says why, and
 * pgn_load of that number fails with that message, while the games before
 * and after it list and load as usual. A game whose text reads but whose
 * moves or variant do not is listed as a game; loading it says why.
 *
 * Only regular files are read: a FIFO, a device or a directory is refused
 * with "FILE: not a regular file" (opened without blocking, so a FIFO with
 * no writer cannot hang the program). Text from a pipe can still be given
 * to pgn_load_buffer.
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
	pgn_status error;  /* PGN_OK, or why the game's text cannot be read; the
	                    * fields above then hold what was read before it */
	char why[256];     /* with error: "FILE:LINE: what is wrong"; else "" */
} pgn_entry;

/* Writes g as PGN to an open stream. Returns 0, or -1 on a write error. */
int pgn_write_stream(const game *g, FILE *f);

/* Writes the tag section of g, the blank line after it and the embedded
 * variant definition: what pgn_write_stream writes before the movetext.
 * Returns 0, or -1 on a write error. */
int pgn_write_header(const game *g, FILE *f);

/* Writes g as an open game when it goes on: like pgn_write_stream but
 * without the result token, the movetext (if any) ending with one
 * newline; *col is set to the length of its last line (0: no moves).
 * A finished game is written as pgn_write_stream does, with *col = -1. */
int pgn_write_open(const game *g, FILE *f, int *col);

/* Writes the text that appends moves from..to-1 of g's record to an open
 * game whose last line has *col characters, and updates *col. The text
 * is to be written over the file's final newline (at its size - 1): it
 * starts with the blank or newline that goes before the first move and
 * ends with a newline. Nothing is written when from >= to. */
int pgn_write_moves(const game *g, int from, int to, FILE *f, int *col);

/* Saves g to path atomically. On failure msg says why (with strerror)
 * and the file that was there is untouched. */
pgn_status pgn_save(const game *g, const char *path, char *msg, size_t size);

/* Saves g to path atomically as an open game (pgn_write_open; *col as
 * there). */
pgn_status pgn_save_open(const game *g, const char *path, int *col, char *msg, size_t size);

/* The most games a file may have to be listed, and the most half-moves
 * a game may have to be loaded (a 64 MB file could hold millions). */
#define PGN_MAX_GAMES 100000
#define PGN_MAX_PLIES GAME_MAX_PLIES /* what game_play lets a record hold */

/* The deepest variations may nest, and the most moves the variations of
 * one game may hold, for a game to be read. */
#define PGN_MAX_VAR_DEPTH 64
#define PGN_MAX_VAR_MOVES PGN_MAX_PLIES

/* Lists the games of a file into a new array (*out, freed by the caller).
 * A file of more than PGN_MAX_GAMES games is refused (PGN_ERR_IO), as is
 * any file larger than 64 MB (by pgn_list and pgn_load). Broken games are
 * listed with their error (see above); when no game of the file can be
 * read, the first one's error is returned instead of a list. */
pgn_status pgn_list(const char *path, pgn_entry **out, int *count, char *msg, size_t size);

/* Reads game number (from 1) of a file into g, which is replaced only on
 * success (g holds a game or is all zero). Variants are looked up in set
 * (loading as needed). */
pgn_status pgn_load(const char *path, int number, var_set *set, game *g, char *msg, size_t size);

/* Like pgn_load, and sets *games to the number of games in the file
 * (broken ones included). The file is read once. */
pgn_status pgn_load_counted(const char *path, int number, var_set *set, game *g, int *games, char *msg,
			    size_t size);

/* The same from text in memory; name stands for the file in messages. */
pgn_status pgn_load_buffer(const char *text, size_t len, const char *name, int number,
			   var_set *set, game *g, char *msg, size_t size);

/* Reads the games of text in memory one after the other, handing each
 * one read to each (g is valid during the call only) and each broken one's
 * "NAME:LINE: what" to broken (when not NULL). Returns PGN_OK, or the
 * error that ended the reading (no game at all: PGN_ERR_NOGAME). */
pgn_status pgn_each_buffer(const char *text, size_t len, const char *name, var_set *set,
			   void (*each)(const game *g, void *ctx),
			   void (*broken)(const char *why, void *ctx), void *ctx, char *msg,
			   size_t size);

/* Lists the games of text in memory. */
pgn_status pgn_list_buffer(const char *text, size_t len, const char *name,
			   pgn_entry **out, int *count, char *msg, size_t size);

/* A flag of pgn_load_one: the text is a file that may have been cut
 * short while moves were appended to it (its writer killed). A move or
 * comment that runs to the very end of the text, and NUL bytes at its
 * end, are then dropped instead of being read or refused: an appended
 * move always ends with a blank or a newline. */
#define PGN_READ_CUT 1

/* Reads the first game of text in memory (flags: 0 or PGN_READ_CUT):
 * builds it into g when g is not NULL (replaced only on success; variants
 * looked up in set), and lists it into e when e is not NULL. *cut, when
 * not NULL, is set to 1 when PGN_READ_CUT dropped something, else 0. */
pgn_status pgn_load_one(const char *text, size_t len, const char *name, int flags, var_set *set,
			game *g, pgn_entry *e, int *cut, char *msg, size_t size);

#endif
