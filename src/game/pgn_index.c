/* pgn_index.c - a PGN database listed once: each game's tags and where
 * its text starts (see pgn_index.h). */
#include "config.h"

#include "pgn_index.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "pgn_reader.h"

#define BINARY_PROBE 65536 /* a NUL byte this early means the file is not text */

/* Copies the value of tag name of the game r read into out (of size n),
 * or "?" when it has none. */
static void
copy_tag(const pgn_reader *r, const char *name, char *out, size_t n)
{
	const char *v = pgn_reader_tag(r, name);

	snprintf(out, n, "%.*s", (int)n - 1, v && *v ? v : "?");
}

/* Fills e from the game r read last (broken with st unless PGN_OK). */
static void
fill_entry(pgn_index_entry *e, const pgn_reader *r, pgn_status st)
{
	e->plies = r->plies;
	copy_tag(r, "White", e->white, sizeof e->white);
	copy_tag(r, "Black", e->black, sizeof e->black);
	copy_tag(r, "Event", e->event, sizeof e->event);
	copy_tag(r, "Site", e->site, sizeof e->site);
	copy_tag(r, "Date", e->date, sizeof e->date);
	copy_tag(r, "Round", e->round, sizeof e->round);
	copy_tag(r, "Result", e->result, sizeof e->result);
	copy_tag(r, "Variant", e->variant, sizeof e->variant);
	if (r->result_seen && st == PGN_OK)
		snprintf(e->result, sizeof e->result, "%s", game_result_text(r->result));
	e->error = st;
	if (st != PGN_OK)
		snprintf(e->why, sizeof e->why, "%.*s", (int)sizeof e->why - 1, r->msg);
}

/* Makes room for one more entry; returns it, or NULL with msg set. */
static pgn_index_entry *
grow(pgn_index *ix, int *cap, int line, char *msg, size_t size)
{
	if (ix->count == PGN_MAX_GAMES) {
		snprintf(msg, size, "%s:%d: more than %d games; leaper lists at most %d", ix->name, line,
			 PGN_MAX_GAMES, PGN_MAX_GAMES);
		return NULL;
	}
	if (ix->count == *cap) {
		int more = *cap ? *cap * 2 : 64;
		pgn_index_entry *bigger;
		if (more > PGN_MAX_GAMES)
			more = PGN_MAX_GAMES;
		if (!(bigger = realloc(ix->games, (size_t)more * sizeof *bigger))) {
			snprintf(msg, size, "%s: out of memory for the list of games", ix->name);
			return NULL;
		}
		ix->games = bigger;
		*cap = more;
	}
	memset(&ix->games[ix->count], 0, sizeof ix->games[0]);
	return &ix->games[ix->count++];
}

/* Sets where the next game's text starts: where the lexer stands, or,
 * when it holds back the tag that ended the game before (a game without
 * a result), the start of that tag's line; such a start is exact only
 * when the tag is the first thing on its line. */
static void
mark_start(const pgn_lexer *lx, const char *text, pgn_index_entry *e)
{
	const char *p = lx->p, *q;

	if (!lx->have_pending) {
		e->offset = (size_t)(p - text);
		e->offset_line = lx->line;
		e->exact = 1;
		return;
	}
	/* a tag never spans lines: its line starts after the last newline */
	while (p > text && p[-1] != '\n')
		p--;
	for (q = p; q < lx->p && (*q == ' ' || *q == '\t' || *q == '\r'); q++)
		;
	e->offset = (size_t)(p - text);
	e->offset_line = lx->pending.line;
	e->exact = q < lx->p && *q == '[';
}

/* Says where a NUL byte is in the first BINARY_PROBE bytes; returns 1
 * when there is one (msg set), else 0. */
static int
binary_text(const char *text, size_t len, const char *name, char *msg, size_t size)
{
	const char *nul = memchr(text, '\0', len < BINARY_PROBE ? len : BINARY_PROBE);
	int line = 1;
	const char *p;

	if (!nul)
		return 0;
	for (p = text; p < nul; p++)
		line += *p == '\n';
	snprintf(msg, size, "%s:%d: NUL byte: this is not a text file (byte %zu)", name, line,
		 (size_t)(nul - text) + 1);
	return 1;
}

/* Indexes text in memory. */
pgn_status
pgn_index_buffer(pgn_index *ix, const char *text, size_t len, const char *name, char *msg, size_t size)
{
	pgn_reader *r;
	pgn_status st = PGN_OK, first = PGN_OK;
	char first_msg[sizeof r->msg];
	int cap = 0, good = 0;

	pgn_index_free(ix);
	snprintf(ix->name, sizeof ix->name, "%s", name);
	if (binary_text(text, len, name, msg, size))
		return PGN_ERR_SYNTAX;
	if (!(r = calloc(1, sizeof *r))) {
		snprintf(msg, size, "%s: out of memory", name);
		return PGN_ERR_IO;
	}
	first_msg[0] = '\0';
	pgn_lex_init(&r->lx, text, len, name);
	for (;;) {
		pgn_index_entry start, *e;
		int line = 0;
		mark_start(&r->lx, text, &start);
		st = pgn_read_game(r, &line);
		if (st != PGN_OK && st != PGN_ERR_SYNTAX)
			break;
		if (st == PGN_ERR_SYNTAX) {
			if (line == 0)
				line = r->lx.line;
			pgn_lex_resync(&r->lx);
			if (first == PGN_OK) {
				first = st;
				snprintf(first_msg, sizeof first_msg, "%s", r->msg);
			}
		}
		if (!(e = grow(ix, &cap, line, msg, size))) {
			st = PGN_ERR_IO;
			break;
		}
		*e = start;
		e->number = ix->count;
		e->line = line;
		fill_entry(e, r, st);
		good += st == PGN_OK;
		ix->broken += st != PGN_OK;
		pgn_reader_clear(r);
	}
	if (st == PGN_ERR_NOGAME && good > 0)
		st = PGN_OK;
	else if (st == PGN_ERR_NOGAME && ix->count > 0) {
		st = first; /* nothing can be read: the first game's error */
		snprintf(msg, size, "%s", first_msg);
	} else if (st == PGN_ERR_NOGAME) {
		snprintf(msg, size, "%s:%d: no game in the file", name, r->lx.line);
	}
	pgn_reader_clear(r);
	free(r);
	if (st != PGN_OK)
		pgn_index_free(ix);
	return st;
}

/* Indexes a file. */
pgn_status
pgn_index_file(pgn_index *ix, const char *path, char *msg, size_t size)
{
	struct stat sb;
	size_t len;
	char *text;
	pgn_status st;

	pgn_index_free(ix);
	if (!(text = pgn_read_text(path, &len, msg, size)))
		return PGN_ERR_IO;
	st = pgn_index_buffer(ix, text, len, path, msg, size);
	if (st == PGN_OK && stat(path, &sb) == 0) {
		ix->is_file = 1;
		ix->size = (int64_t)sb.st_size;
		ix->mtime_ns = (int64_t)sb.st_mtim.tv_sec * 1000000000 + sb.st_mtim.tv_nsec;
	} else if (st == PGN_OK) {
		snprintf(msg, size, "%s: the file went away while it was read", path);
		pgn_index_free(ix);
		st = PGN_ERR_IO;
	}
	free(text);
	return st;
}

/* Whether the game read from an entry's offset is the game listed there. */
static int
same_game(const pgn_index_entry *e, const pgn_reader *r)
{
	pgn_index_entry got;

	memset(&got, 0, sizeof got);
	fill_entry(&got, r, PGN_OK);
	return got.plies == e->plies && !strcmp(got.white, e->white) && !strcmp(got.black, e->black) &&
	       !strcmp(got.event, e->event) && !strcmp(got.date, e->date) && !strcmp(got.round, e->round);
}

/* Reads game number of the indexed text. */
pgn_status
pgn_index_load_buffer(const pgn_index *ix, const char *text, size_t len, int number, var_set *set, game *g,
		      char *msg, size_t size)
{
	const pgn_index_entry *e;
	pgn_reader *r;
	pgn_status st;
	int line = 0;

	if (number < 1 || number > ix->count) {
		snprintf(msg, size, "%s: there is no game %d (the file has %d)", ix->name, number, ix->count);
		return PGN_ERR_NOGAME;
	}
	e = &ix->games[number - 1];
	if (e->error != PGN_OK) {
		snprintf(msg, size, "%s", e->why);
		return e->error;
	}
	if (!e->exact || e->offset > len)
		return pgn_load_buffer(text, len, ix->name, number, set, g, msg, size);
	if (!(r = calloc(1, sizeof *r))) {
		snprintf(msg, size, "%s: out of memory", ix->name);
		return PGN_ERR_IO;
	}
	pgn_lex_init(&r->lx, text + e->offset, len - e->offset, ix->name);
	r->lx.line = e->offset_line;
	r->set = set;
	r->apply = 1;
	st = pgn_read_game(r, &line);
	if (st == PGN_OK && !same_game(e, r)) {
		/* the start did not lead to the game listed: read it by number */
		pgn_reader_clear(r);
		free(r);
		return pgn_load_buffer(text, len, ix->name, number, set, g, msg, size);
	}
	if (st == PGN_OK)
		game_replace(g, &r->g);
	else if (st == PGN_ERR_NOGAME)
		snprintf(msg, size, "%s: game %d is no longer where it was listed", ix->name, number);
	else
		snprintf(msg, size, "%s", r->msg);
	pgn_reader_clear(r);
	free(r);
	return st;
}

/* Reads game number of the indexed file. */
pgn_status
pgn_index_load(const pgn_index *ix, int number, var_set *set, game *g, char *msg, size_t size)
{
	struct stat sb;
	size_t len;
	char *text;
	pgn_status st;

	if (!ix->is_file) {
		snprintf(msg, size, "%s: not a file", ix->name);
		return PGN_ERR_IO;
	}
	if (stat(ix->name, &sb) != 0 || (int64_t)sb.st_size != ix->size ||
	    (int64_t)sb.st_mtim.tv_sec * 1000000000 + sb.st_mtim.tv_nsec != ix->mtime_ns) {
		snprintf(msg, size, "%s: the file changed since its games were listed; list them again", ix->name);
		return PGN_ERR_IO;
	}
	if (!(text = pgn_read_text(ix->name, &len, msg, size)))
		return PGN_ERR_IO;
	if ((int64_t)len != ix->size) {
		snprintf(msg, size, "%s: the file changed since its games were listed; list them again", ix->name);
		free(text);
		return PGN_ERR_IO;
	}
	st = pgn_index_load_buffer(ix, text, len, number, set, g, msg, size);
	free(text);
	return st;
}

/* Whether needle is in hay, ignoring the case of ASCII letters. */
static int
has_text(const char *hay, const char *needle)
{
	size_t n = strlen(needle), i;

	for (; *hay; hay++) {
		for (i = 0; i < n && hay[i] && tolower((unsigned char)hay[i]) == tolower((unsigned char)needle[i]); i++)
			;
		if (i == n)
			return 1;
	}
	return n == 0;
}

/* Whether text is in one of e's tags. */
int
pgn_index_matches(const pgn_index_entry *e, const char *text)
{
	return !*text || has_text(e->white, text) || has_text(e->black, text) || has_text(e->event, text) ||
	       has_text(e->site, text) || has_text(e->date, text) || has_text(e->round, text) ||
	       has_text(e->result, text) || has_text(e->variant, text);
}

/* Frees the entries. */
void
pgn_index_free(pgn_index *ix)
{
	free(ix->games);
	memset(ix, 0, sizeof *ix);
}
