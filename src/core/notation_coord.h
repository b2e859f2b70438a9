/* notation_coord.h - coordinate move notation ("e2e4", "e7e8q", "b2b10"),
 * used by perft, the engine protocol and tests. */
#ifndef LEAPER_NOTATION_COORD_H
#define LEAPER_NOTATION_COORD_H

#include <stddef.h>

#include "position.h"

/* Writes m in coordinate notation; returns the length. */
size_t coord_format(const position *p, move m, char *buf, size_t size);

/* Finds the legal move of p written as text in coordinate notation;
 * returns MV_NONE if there is none. */
move coord_parse(position *p, const char *text);

#endif
