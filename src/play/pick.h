/* pick.h - the list of a PGN database's games that both front ends show
 * when a file of several games is loaded: the games a search lets
 * through, the selected one and the page shown. The screen moves through
 * it with the arrows and pages (tui_picker.c); the line mode prints it a
 * page at a time ('list'). Nothing here draws or prints. */
#ifndef LEAPER_PICK_H
#define LEAPER_PICK_H

#include <stddef.h>

#include "pgn_index.h"

#define PICK_MAX_FILTER 128 /* bytes of the search text kept */

/* A database's games as a list to choose from. All zero: no list. */
typedef struct pick_list {
	pgn_index ix;                  /* the file's games */
	int *shown;                    /* indices into ix.games of the games the search lets through (malloc'd) */
	int nshown;                    /* how many */
	char filter[PICK_MAX_FILTER];  /* the search text ("" shows all): a part of any tag, any case */
	int sel;                       /* the selected row of shown (0 when nshown is 0) */
	int top;                       /* the first row of the page shown */
	int rows;                      /* rows a page has (the front end's room; at least 1) */
} pick_list;

/* Lists the games of the PGN file path into p (replacing what it held),
 * all shown, the first selected. Returns PGN_OK, or the index's error
 * with msg set and p left as it was. */
pgn_status pick_open(pick_list *p, const char *path, char *msg, size_t size);

/* The same from an index already made (taken over: ix is left empty). */
int pick_take(pick_list *p, pgn_index *ix);

/* Whether p lists the games of the file path. */
int pick_is_of(const pick_list *p, const char *path);

/* Shows only the games with text in a tag ("" for all), keeping the
 * selected game when it is still shown. Returns how many are shown, or
 * -1 when out of memory (the list is then as before). */
int pick_filter(pick_list *p, const char *text);

/* Sets the rows of a page (at least 1) and keeps the selection on it. */
void pick_set_rows(pick_list *p, int rows);

/* Moves the selection by delta rows (clamped to the list), keeping it on
 * the page shown. */
void pick_move(pick_list *p, int delta);

/* The entry of row (0 .. nshown-1) of the list, or NULL. */
const pgn_index_entry *pick_row(const pick_list *p, int row);

/* The game number of the selected row, or 0 when none is shown. */
int pick_selected(const pick_list *p);

/* Writes a game as one line of the list: "12. Carlsen - Nepo  1-0
 * chess  World Ch  2021.12.03" (a broken game: "12. unreadable: why"). */
void pick_text(const pgn_index_entry *e, char *buf, size_t size);

/* Frees the list and empties p. */
void pick_free(pick_list *p);

#endif
