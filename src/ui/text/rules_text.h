/* rules_text.h - the rules of a variant in plain words, generated from its
 * data (board, royal pieces, castling, promotion, stalemate, the
 * fifty-move and repetition rules, and each piece's moves in words and in
 * Betza notation), for the help screen and the start screen. */
#ifndef LEAPER_RULES_TEXT_H
#define LEAPER_RULES_TEXT_H

#include <stddef.h>

#include "variant.h"

/* Writes the moves of a Betza text in words ("steps one square
 * orthogonally; ...") to buf; returns the length, or 0 when the text does
 * not parse (buf then holds ""). */
size_t tr_betza_words(const variant *v, const char *betza, char *buf, size_t size);

/* Writes a summary of v's rules, one paragraph per line ('\n' between
 * them), to buf; returns the length (truncated to size). */
size_t tr_summary(const variant *v, char *buf, size_t size);

/* Writes one piece's paragraph: "Name (L): words. Betza: text." */
size_t tr_piece(const variant *v, int type, char *buf, size_t size);

#endif
