/* pieces.h - how pieces look on the screen: orthodox pieces get chess
 * glyphs, recognised by their moves and letters (never by the variant's
 * name), the others their letters; and the legend that names them. */
#ifndef LEAPER_PIECES_H
#define LEAPER_PIECES_H

#include <stddef.h>
#include <stdint.h>

#include "grid.h"
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
 * forward (fcF) and has no other captures is a pawn. A glyph also needs
 * the piece's letter to be the orthodox one (tp_glyph_letter), so what is
 * seen is what is typed. Each glyph goes to the first type that earns it;
 * the others keep their letters. */
void tp_classify(const variant *v, tp_kinds *out);

/* The letter of the orthodox piece a glyph kind shows ('K' for TP_KING),
 * or 0 for TP_LETTER. */
char tp_glyph_letter(int kind);

/* The character of a piece of the type and colour: its glyph, or its
 * letter (upper case for White, lower case for Black). */
uint32_t tp_symbol(const ts_mode *m, const variant *v, const tp_kinds *k, int type, int colour);

/* Writes one legend entry ("<symbol> Name") for a type; returns its length. */
size_t tp_legend_entry(const ts_mode *m, const variant *v, const tp_kinds *k, int type,
		       char *buf, size_t size);

/* The columns of the widest legend entry of v. */
int tp_legend_width(const ts_mode *m, const variant *v, const tp_kinds *k);

/* Narrowest entry a legend cuts its names to before it leaves pieces out. */
#define TP_LEGEND_MIN_W 9

/* How a legend is laid out in the room it has. */
typedef struct tp_legend {
	int per_row;  /* entries per line */
	int width;    /* columns of an entry; a longer one is cut and marked */
	int lines;    /* lines the legend takes, the note about the rest included */
	int shown;    /* entries drawn; when fewer than all, a last line says how
		       * many more there are and that the help (F1) shows them */
} tp_legend;

/* Lays out the legend of v in at most max_lines lines of cols columns:
 * whole names when they fit; else names cut to TP_LEGEND_MIN_W columns or
 * more, so that every piece shows; else the pieces that fit and a note
 * pointing to the help's pieces page. */
void tp_legend_fit(const ts_mode *m, const variant *v, const tp_kinds *k, int cols, int max_lines,
		   tp_legend *out);

/* Draws a legend laid out by tp_legend_fit at row, col of g, in cols
 * columns (as given to tp_legend_fit). */
void tp_legend_draw(tg_grid *g, int row, int col, int cols, const ts_mode *m, const variant *v,
		    const tp_kinds *k, const tp_legend *l);

#endif
