/* notation_coord.h - coordinate move notation ("e2e4", "e7e8q", "b2b10"),
 * used by perft, the engine protocol and tests. */
#ifndef LEAPER_NOTATION_COORD_H
#define LEAPER_NOTATION_COORD_H

#include <stddef.h>

#include "position.h"

/* Writes m in coordinate notation; returns the length. */
size_t coord_format(const position *p, move m, char *buf, size_t size);

/* Finds the legal move of p written as text in coordinate notation;
 * returns MV_NONE if there is none. Castling reads as the royal piece's
 * move to its destination (when no plain move reads so) or onto its
 * partner's square, under either castling rule. */
move coord_parse(position *p, const char *text);

/* Whether castling move m of p may be written with destination square
 * to: its own, the royal piece's destination or the partner's square. */
int coord_castle_fits(const position *p, move m, int to);

#endif
