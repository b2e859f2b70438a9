/* board.h - board geometry: mailbox squares, square names, colours, zones.
 *
 * Every board, up to 16x16, lives in a fixed 32x32 mailbox with eight
 * off-board squares on each side, so any leap of up to eight files or ranks
 * from a real square lands inside the array and can be tested with one load.
 */
#ifndef LEAPER_BOARD_H
#define LEAPER_BOARD_H

#include <stdint.h>

#define BRD_MAX_FILES 16
#define BRD_MAX_RANKS 16
#define BRD_PAD 8
#define BRD_STRIDE 32
#define BRD_SIZE (BRD_STRIDE * BRD_STRIDE)
#define BRD_MAX_LEAP BRD_PAD
#define BRD_NOSQ 0 /* square 0 of the mailbox is always off the board */

/* Mailbox square of file f and rank r (both from 0). */
#define BRD_SQ(f, r) ((((r) + BRD_PAD) * BRD_STRIDE) + (f) + BRD_PAD)
/* File and rank of a mailbox square (never negative: unsigned arithmetic
 * lets the compiler mask and shift). */
#define BRD_FILE(sq) ((int)((unsigned)(sq) % BRD_STRIDE) - BRD_PAD)
#define BRD_RANK(sq) ((int)((unsigned)(sq) / BRD_STRIDE) - BRD_PAD)
/* Mailbox offset of a step of df files and dr ranks. */
#define BRD_DELTA(df, dr) ((dr) * BRD_STRIDE + (df))
/* Compact index 0..255 of a real square, for hash keys and tables. */
#define BRD_INDEX(sq) (BRD_RANK(sq) * BRD_MAX_FILES + BRD_FILE(sq))

/* The size of one board. */
typedef struct brd_geometry {
	int files; /* number of files, 1..16 */
	int ranks; /* number of ranks, 1..16 */
} brd_geometry;

/* Whether sq is a real square of the board g. */
int brd_on_board(const brd_geometry *g, int sq);

/* The colour of a square: 0 dark (as a1 is), 1 light. */
int brd_colour(int sq);

/* The square seen from the other side: same file, rank mirrored. */
int brd_mirror(const brd_geometry *g, int sq);

/* Parses a square name such as "e4" or "l12" at the start of s; returns the
 * number of characters used and stores the square, or returns 0. */
int brd_parse_square(const brd_geometry *g, const char *s, int *sq);

/* Writes the name of sq to buf (at least 4 bytes); returns its length. */
int brd_square_name(int sq, char *buf);

#endif
