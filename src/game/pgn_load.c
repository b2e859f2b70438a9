/* pgn_load.c - the games of a PGN file or buffer: listing them, and
 * loading one into a game, all or nothing. */
#include "config.h"

#include "pgn_reader.h"
#include "pgn_index.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_FILE ((size_t)64 << 20) /* larger files are refused */

/* Copies the value of tag name into out (of size n), or "?". */
static void
entry_tag(const pgn_reader *r, const char *name, char *out, size_t n)
{
	const char *v = pgn_reader_tag(r, name);

	snprintf(out, n, "%.*s", (int)n - 1, v ? v : "?");
}

/* Adds an entry for the game r read last (broken with st and r->msg
 * unless st is PGN_OK); returns 0, or -1 with r->msg set when the list
 * cannot grow. */
static int
add_entry(pgn_reader *r, pgn_entry **list, int *n, int *cap, int line, pgn_status st)
{
	pgn_entry *e;

	if (*n == PGN_MAX_GAMES) {
		/* a few bytes a game ("*") would otherwise take gigabytes */
		snprintf(r->msg, sizeof r->msg, "%s:%d: more than %d games; leaper lists at most %d",
			 r->lx.name, line, PGN_MAX_GAMES, PGN_MAX_GAMES);
		return -1;
	}
	if (*n == *cap) {
		pgn_entry *grown;
		int more = *cap ? *cap * 2 : 16;
		if (more > PGN_MAX_GAMES)
			more = PGN_MAX_GAMES;
		if (!(grown = realloc(*list, (size_t)more * sizeof **list))) {
			snprintf(r->msg, sizeof r->msg, "%s: out of memory", r->lx.name);
			return -1;
		}
		*list = grown;
		*cap = more;
	}
	e = &(*list)[(*n)++];
	memset(e, 0, sizeof *e);
	e->number = *n;
	e->line = line;
	e->plies = r->plies;
	entry_tag(r, "White", e->white, sizeof e->white);
	entry_tag(r, "Black", e->black, sizeof e->black);
	entry_tag(r, "Result", e->result, sizeof e->result);
	entry_tag(r, "Event", e->event, sizeof e->event);
	entry_tag(r, "Date", e->date, sizeof e->date);
	entry_tag(r, "Variant", e->variant, sizeof e->variant);
	if (r->result_seen && st == PGN_OK)
		snprintf(e->result, sizeof e->result, "%s", game_result_text(r->result));
	e->error = st;
	if (st != PGN_OK)
		snprintf(e->why, sizeof e->why, "%.*s", (int)sizeof e->why - 1, r->msg);
	return 0;
}

/* Reads the next game's text (building it when r->apply is set); after a
 * game whose text cannot be read, skips to the next game's start. *line
 * is where the game starts (where the error is, when that came first). */
static pgn_status
next_game(pgn_reader *r, int *line)
{
	pgn_status st;

	*line = 0;
	st = pgn_read_game(r, line);
	if (st == PGN_ERR_SYNTAX) {
		if (*line == 0)
			*line = r->lx.line;
		pgn_lex_resync(&r->lx);
	}
	return st;
}

/* Lists the games of text in memory. */
pgn_status
pgn_list_buffer(const char *text, size_t len, const char *name,
		pgn_entry **out, int *count, char *msg, size_t size)
{
	pgn_reader *r = calloc(1, sizeof *r);
	pgn_entry *list = NULL;
	pgn_status st = PGN_OK, first = PGN_OK;
	char first_msg[sizeof r->msg];
	int n = 0, cap = 0, line = 1, good = 0;

	*out = NULL;
	*count = 0;
	if (!r) {
		snprintf(msg, size, "%s: out of memory", name);
		return PGN_ERR_IO;
	}
	pgn_lex_init(&r->lx, text, len, name);
	while ((st = next_game(r, &line)) == PGN_OK || st == PGN_ERR_SYNTAX) {
		if (st != PGN_OK && first == PGN_OK) {
			first = st;
			snprintf(first_msg, sizeof first_msg, "%s", r->msg);
		}
		good += st == PGN_OK;
		if (add_entry(r, &list, &n, &cap, line, st) < 0) {
			st = PGN_ERR_IO;
			break;
		}
		pgn_reader_clear(r);
	}
	if (st == PGN_ERR_NOGAME && good > 0) {
		st = PGN_OK;
	} else if (st == PGN_ERR_NOGAME && n > 0) {
		/* nothing can be read: the first game's error */
		st = first;
		snprintf(r->msg, sizeof r->msg, "%s", first_msg);
	} else if (st == PGN_ERR_NOGAME) {
		snprintf(r->msg, sizeof r->msg, "%s:%d: no game in the file", name, r->lx.line);
	}
	if (st != PGN_OK) {
		snprintf(msg, size, "%s", r->msg);
		free(list);
		list = NULL;
		n = 0;
	}
	pgn_reader_clear(r);
	free(r);
	*out = list;
	*count = n;
	return st;
}

/* Reads every game of text in memory in turn and hands each one read to
 * each (a broken one, with its message, to broken when not NULL). */
pgn_status
pgn_each_buffer(const char *text, size_t len, const char *name, var_set *set,
		void (*each)(const game *g, void *ctx), void (*broken)(const char *why, void *ctx),
		void *ctx, char *msg, size_t size)
{
	pgn_reader *r = calloc(1, sizeof *r);
	pgn_status st;
	int line = 1, n = 0;

	if (!r) {
		snprintf(msg, size, "%s: out of memory", name);
		return PGN_ERR_IO;
	}
	pgn_lex_init(&r->lx, text, len, name);
	r->set = set;
	for (;;) {
		pgn_reader_clear(r);
		r->apply = 1;
		st = next_game(r, &line);
		if (st == PGN_OK) {
			each(&r->g, ctx);
		} else if (st == PGN_ERR_SYNTAX || st == PGN_ERR_MOVE || st == PGN_ERR_FEN ||
			   st == PGN_ERR_VARIANT) {
			if (st != PGN_ERR_SYNTAX)
				pgn_lex_resync(&r->lx); /* to the next game */
			if (broken)
				broken(r->msg, ctx);
		} else {
			break;
		}
		n++;
	}
	if (st == PGN_ERR_NOGAME && n > 0)
		st = PGN_OK;
	else if (st == PGN_ERR_NOGAME)
		snprintf(r->msg, sizeof r->msg, "%s:%d: no game in the file", name, r->lx.line);
	if (st != PGN_OK)
		snprintf(msg, size, "%s", r->msg);
	pgn_reader_clear(r);
	free(r);
	return st;
}

/* Reads game number of text in memory into g. */
pgn_status
pgn_load_buffer(const char *text, size_t len, const char *name, int number,
		var_set *set, game *g, char *msg, size_t size)
{
	pgn_reader *r = calloc(1, sizeof *r);
	pgn_status st = PGN_OK;
	int i, line = 1;

	if (!r) {
		snprintf(msg, size, "%s: out of memory", name);
		return PGN_ERR_IO;
	}
	if (number < 1)
		number = 1;
	pgn_lex_init(&r->lx, text, len, name);
	r->set = set;
	for (i = 1; i <= number && st == PGN_OK; i++) {
		pgn_reader_clear(r);
		r->apply = i == number;
		st = next_game(r, &line);
		if (st == PGN_ERR_SYNTAX && i < number)
			st = PGN_OK; /* a broken game before the one asked for */
	}
	if (st == PGN_ERR_NOGAME) {
		if (i - 2 == 0)
			snprintf(r->msg, sizeof r->msg, "%s:%d: no game in the file", name, r->lx.line);
		else
			snprintf(r->msg, sizeof r->msg, "%s: there is no game %d (the file has %d)",
				 name, number, i - 2);
	}
	if (st == PGN_OK)
		game_replace(g, &r->g);
	else
		snprintf(msg, size, "%s", r->msg);
	pgn_reader_clear(r);
	free(r);
	return st;
}

/* Opens path for reading if it is a regular file. The open does not block
 * (a FIFO with no writer would wait for one, deaf to the signals a front
 * end holds back while it reads), and the file is checked before a byte
 * is read. Returns the stream, or NULL with msg set. */
static FILE *
open_regular(const char *path, struct stat *st, char *msg, size_t size)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY), flags;
	FILE *f;

	if (fd < 0) {
		snprintf(msg, size, "%s: %s", path, strerror(errno));
		return NULL;
	}
	if (fstat(fd, st) != 0) {
		snprintf(msg, size, "%s: %s", path, strerror(errno));
		close(fd);
		return NULL;
	}
	if (!S_ISREG(st->st_mode)) {
		snprintf(msg, size, "%s: not a regular file", path);
		close(fd);
		return NULL;
	}
	if ((flags = fcntl(fd, F_GETFL)) < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) < 0 ||
	    !(f = fdopen(fd, "rb"))) {
		snprintf(msg, size, "%s: %s", path, strerror(errno));
		close(fd);
		return NULL;
	}
	return f;
}

/* Reads a whole regular file into memory (NUL-terminated; at most 64 MB):
 * the text pgn_list, pgn_load and pgn_index read. */
char *
pgn_read_text(const char *path, size_t *len, char *msg, size_t size)
{
	struct stat st;
	FILE *f = open_regular(path, &st, msg, size);
	char *buf = NULL;
	size_t cap = 0, n = 0;

	if (!f)
		return NULL;
	/* a file too large is refused before it is read */
	if ((uintmax_t)st.st_size > MAX_FILE) {
		snprintf(msg, size, "%s: the file is too large (%ju MB; leaper reads at most %zu MB)", path,
			 (uintmax_t)st.st_size >> 20, MAX_FILE >> 20);
		fclose(f);
		return NULL;
	}
	for (;;) {
		size_t got;
		if (n == cap) {
			char *grown;
			cap = cap ? cap * 2 : 65536;
			if (cap > MAX_FILE + 1 || !(grown = realloc(buf, cap + 1))) {
				snprintf(msg, size, "%s: the file is too large (leaper reads at most %zu MB)", path,
					 MAX_FILE >> 20);
				free(buf);
				fclose(f);
				return NULL;
			}
			buf = grown;
		}
		got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (got == 0)
			break;
	}
	if (ferror(f)) {
		snprintf(msg, size, "%s: %s", path, strerror(errno));
		free(buf);
		fclose(f);
		return NULL;
	}
	fclose(f);
	buf[n] = '\0';
	*len = n;
	return buf;
}

/* Lists the games of a file. */
pgn_status
pgn_list(const char *path, pgn_entry **out, int *count, char *msg, size_t size)
{
	size_t len;
	char *text = pgn_read_text(path, &len, msg, size);
	pgn_status st;

	*out = NULL;
	*count = 0;
	if (!text)
		return PGN_ERR_IO;
	st = pgn_list_buffer(text, len, path, out, count, msg, size);
	free(text);
	return st;
}

/* Reads game number of a file into g. */
pgn_status
pgn_load(const char *path, int number, var_set *set, game *g, char *msg, size_t size)
{
	return pgn_load_counted(path, number, set, g, NULL, msg, size);
}

/* Reads game number of a file into g and counts the file's games. */
pgn_status
pgn_load_counted(const char *path, int number, var_set *set, game *g, int *games, char *msg, size_t size)
{
	size_t len;
	char *text = pgn_read_text(path, &len, msg, size);
	pgn_status st;
	pgn_entry *list;
	char ignored[8];

	if (!text)
		return PGN_ERR_IO;
	st = pgn_load_buffer(text, len, path, number, set, g, msg, size);
	if (st == PGN_OK && games) {
		*games = 0;
		if (pgn_list_buffer(text, len, path, &list, games, ignored, sizeof ignored) == PGN_OK)
			free(list);
	}
	free(text);
	return st;
}
