/* pgn_xboard.h - what a saved game tells XBoard about a variant it does
 * not know: its pieces' moves as XBoard's VariantMen tag writes them. */
#ifndef LEAPER_PGN_XBOARD_H
#define LEAPER_PGN_XBOARD_H

#include <stddef.h>

#include "variant.h"

/* Writes one piece's moves, leaper's Betza text betza, in XBoard's Betza
 * dialect (pawn: the piece is a pawn, whose captures also take en
 * passant); the xboard engine mode describes pieces with it too. */
void pgn_xboard_betza(const char *betza, int pawn, char *out, size_t size);

/* Writes the pieces of v as XBoard's VariantMen tag value: "LETTER:MOVES"
 * per type, joined by ';', the moves in XBoard's Betza dialect and the
 * castling piece's with "O" and its distance ("Q:KO2"). */
void pgn_xboard_men(const variant *v, char *buf, size_t size);

#endif
