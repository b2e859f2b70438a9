/* pieces.h - how pieces look on the screen: orthodox pieces get chess
 * glyphs, recognised by their moves (never by the variant's name), the
 * others their letters; and the legend that names them. */
#ifndef LEAPER_PIECES_H
#define LEAPER_PIECES_H

#include <stddef.h>
#include <stdint.h>

#include "style.h"
#include "variant.h"

/* What a piece type looks like. */
enum tp_kind { TP_LETTER, TP_KING, TP_QUEEN, TP_ROOK, TP_BISHOP, TP_KNIGHT, TP_PAWN };

/* The glyph kind of every type of a variant. */
typedef struct tp_kinds {
	int kind[VAR_MAX_TYPES]; /* enum tp_kind per type */
} tp_kinds;

/* Classifies the pieces of v by their moves: a royal piece moving as K is
 * a king; Q, R, B and N movers are queens, rooks, bishops and knights; a
 * promoting piece that steps forward (fmW), captures one step diagonally
 * forward (fcF) and has no other captures is a pawn. Each glyph goes to
 * the first type that earns it; the others keep their letters. */
void tp_classify(const variant *v, tp_kinds *out);

/* The character of a piece of the type and colour: its glyph, or its
 * letter (upper case for White, lower case for Black). */
uint32_t tp_symbol(const ts_mode *m, const variant *v, const tp_kinds *k, int type, int colour);

/* Writes one legend entry ("<symbol> Name") for a type; returns its length. */
size_t tp_legend_entry(const ts_mode *m, const variant *v, const tp_kinds *k, int type,
		       char *buf, size_t size);

#endif
