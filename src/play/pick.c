/* pick.c - the list of a database's games to choose from (see pick.h). */
#include "config.h"

#include "pick.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Lists the games of a file. */
pgn_status
pick_open(pick_list *p, const char *path, char *msg, size_t size)
{
	pgn_index ix;
	pgn_status st;

	memset(&ix, 0, sizeof ix);
	if ((st = pgn_index_file(&ix, path, msg, size)) != PGN_OK)
		return st;
	if (pick_take(p, &ix) < 0) {
		snprintf(msg, size, "%s: out of memory for the list of games", path);
		pgn_index_free(&ix);
		return PGN_ERR_IO;
	}
	return PGN_OK;
}

/* Takes over an index as the list, all games shown. */
int
pick_take(pick_list *p, pgn_index *ix)
{
	int *shown = malloc((size_t)(ix->count > 0 ? ix->count : 1) * sizeof *shown), i, rows = p->rows;

	if (!shown)
		return -1;
	pick_free(p);
	p->ix = *ix;
	memset(ix, 0, sizeof *ix);
	for (i = 0; i < p->ix.count; i++)
		shown[i] = i;
	p->shown = shown;
	p->nshown = p->ix.count;
	p->rows = rows > 0 ? rows : 20;
	return 0;
}

/* Whether p lists path. */
int
pick_is_of(const pick_list *p, const char *path)
{
	return p->ix.count > 0 && p->ix.is_file && strcmp(p->ix.name, path) == 0;
}

/* Keeps the selection inside the list and on the page. */
static void
clamp(pick_list *p)
{
	if (p->sel >= p->nshown)
		p->sel = p->nshown - 1;
	if (p->sel < 0)
		p->sel = 0;
	if (p->rows < 1)
		p->rows = 1;
	if (p->sel < p->top)
		p->top = p->sel;
	if (p->sel >= p->top + p->rows)
		p->top = p->sel - p->rows + 1;
	if (p->top > p->nshown - p->rows)
		p->top = p->nshown - p->rows;
	if (p->top < 0)
		p->top = 0;
}

/* Shows the games with text in a tag. */
int
pick_filter(pick_list *p, const char *text)
{
	int *shown, n = 0, i, keep = pick_selected(p);

	if (!(shown = malloc((size_t)(p->ix.count > 0 ? p->ix.count : 1) * sizeof *shown)))
		return -1;
	snprintf(p->filter, sizeof p->filter, "%s", text);
	p->sel = 0;
	for (i = 0; i < p->ix.count; i++)
		if (pgn_index_matches(&p->ix.games[i], p->filter)) {
			if (p->ix.games[i].number == keep)
				p->sel = n;
			shown[n++] = i;
		}
	free(p->shown);
	p->shown = shown;
	p->nshown = n;
	p->top = 0;
	clamp(p);
	return n;
}

/* Sets the rows of a page. */
void
pick_set_rows(pick_list *p, int rows)
{
	p->rows = rows;
	clamp(p);
}

/* Moves the selection. */
void
pick_move(pick_list *p, int delta)
{
	long sel = (long)p->sel + delta;

	p->sel = sel < 0 ? 0 : sel >= p->nshown ? p->nshown - 1 : (int)sel;
	clamp(p);
}

/* The entry of a row. */
const pgn_index_entry *
pick_row(const pick_list *p, int row)
{
	return row >= 0 && row < p->nshown ? &p->ix.games[p->shown[row]] : NULL;
}

/* The selected game's number. */
int
pick_selected(const pick_list *p)
{
	const pgn_index_entry *e = pick_row(p, p->sel);

	return e ? e->number : 0;
}

/* Writes a game as a line of the list. */
void
pick_text(const pgn_index_entry *e, char *buf, size_t size)
{
	if (e->error != PGN_OK)
		snprintf(buf, size, "%d. unreadable: %s", e->number, e->why);
	else
		snprintf(buf, size, "%d. %s - %s  %s  %s  %s  %s", e->number, e->white, e->black, e->result,
			 strcmp(e->variant, "?") ? e->variant : "chess", e->event, e->date);
}

/* Frees the list. */
void
pick_free(pick_list *p)
{
	int rows = p->rows;

	pgn_index_free(&p->ix);
	free(p->shown);
	memset(p, 0, sizeof *p);
	p->rows = rows;
}
