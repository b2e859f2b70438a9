/* diagram.h - diagrams of where a piece moves, generated from its
 * compiled rays on the variant's empty board. A piece whose moves depend
 * on the zone it stands in gets one diagram per zone (Onslaught's flash
 * leapers: own half and enemy half); a pawn, or a piece with moves from
 * its start square only, is shown on a start square. */
#ifndef LEAPER_DIAGRAM_H
#define LEAPER_DIAGRAM_H

#include <stdint.h>

#include "boardview.h"
#include "variant.h"

#define TD_MOVE 1     /* a move without capture lands there */
#define TD_CAPTURE 2  /* a capture lands there */
#define TD_CHECK 4    /* it attacks (gives check) there */
#define TD_MAX 4      /* diagrams of one piece */

/* One diagram. */
typedef struct td_diagram {
	int from;                /* the square the piece stands on */
	char title[64];          /* what the diagram shows, such as "on its own-half" */
	uint8_t mark[BRD_SIZE];  /* TD_* bits per square */
} td_diagram;

/* Builds the diagrams of a White piece of the type; returns how many. */
int td_build(const variant *v, int type, td_diagram *out, int max);

/* Draws one diagram with the board layout l (coordinates included). */
void td_draw(tg_grid *g, const tb_layout *l, const variant *v, const tp_kinds *k, const ts_mode *m,
	     int type, const td_diagram *d);

/* The key to the marks, in the glyphs of mode m. */
void td_key(const ts_mode *m, char *buf, size_t size);

#endif
