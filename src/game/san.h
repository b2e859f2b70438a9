/* san.h - SAN-like move text for every variant: writing moves, and reading
 * what a person types (lenient) by matching it against the legal moves.
 *
 * Output follows the orthodox Standard Algebraic Notation: the piece's
 * letter from the variant file (none for pawn-type pieces), the least
 * disambiguation that names the piece (file, else rank, else both; a pawn's
 * capture always gives its file), "x" for captures, "=X" for promotion,
 * "O-O"/"O-O-O" for castling toward the higher/lower files whatever the
 * distance, and "+" or "#" for check and mate. Ranks may have two digits.
 */
#ifndef LEAPER_SAN_H
#define LEAPER_SAN_H

#include <stddef.h>

#include "movegen.h"
#include "position.h"

#define SAN_MAX 24 /* room for the longest move text, with its terminator */

/* The outcome of reading a move. Everything from SAN_NO_PIECE on means
 * that no legal move was found; the message says why. */
typedef enum san_status {
	SAN_OK = 0,        /* one legal move fits */
	SAN_AMBIGUOUS,     /* several legal moves fit; the message lists them */
	SAN_NO_PIECE,      /* no such piece can make that move */
	SAN_IN_CHECK,      /* the side is in check and the move does not answer it */
	SAN_PINNED,        /* the piece may move so, but that exposes the royal piece */
	SAN_INTO_CHECK,    /* the royal piece would stand attacked */
	SAN_PROMOTION,     /* a promotion choice is missing, not allowed, or out of place */
	SAN_CASTLING,      /* castling is not possible now */
	SAN_OFF_BOARD,     /* a square is not on this board */
	SAN_SYNTAX         /* the text is not a move */
} san_status;

/* Writes legal move m of p in SAN to buf; returns the length. p is used as
 * scratch (moves are made and unmade) and left as it was. */
size_t san_format(position *p, move m, char *buf, size_t size);

/* Like san_format when the legal moves of p are already at hand. */
size_t san_format_with(position *p, const move_list *legal, move m, char *buf, size_t size);

/* Reads text as a move of p: SAN with or without "x", "+", "#", "=", "!?";
 * coordinates ("e2e4", "e2-e4", "e7e8q", "e7e8=Q"); "O-O", "0-0", "O-O-O",
 * the royal piece's own move (when no plain move reads so) or the royal
 * piece onto its partner ("Kxh1", "e1h1") for castling; lower-case piece letters
 * where they cannot be read as a file (a pawn move from a file is
 * preferred, as other programs do). On SAN_OK stores the move in *out and
 * its SAN in msg; otherwise msg says what is wrong. */
san_status san_parse(position *p, const char *text, move *out, char *msg, size_t msgsize);

/* Whether O-O (short castling) is the castling toward higher files in v,
 * else toward lower ones: O-O goes toward the nearer corner from the file
 * where the variant's start position has the castling piece, toward
 * higher files on a tie. That is the h-side in chess and Chess960 and the
 * a-side for a royal piece that starts on the d-file (LancerChess: O-O is
 * d1-b1), as XBoard reads and writes it. */
int san_short_castle_high(const variant *v);

/* A short name of a status, such as "ambiguous" or "illegal". */
const char *san_status_name(san_status st);

#endif
