/* pgn_read.c - reading saved games: listing the games of a file and
 * loading one of them into a game, all or nothing. */
#include "config.h"

#include "pgn.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "movegen.h"
#include "pgn_lex.h"

#define MAX_FILE ((size_t)64 << 20) /* larger files are refused */
#define MAX_READ_TAGS 64

/* A tag as read, with its line. */
typedef struct read_tag {
	char name[PGN_TAG_NAME];
	char value[PGN_TAG_VALUE];
	int line;
} read_tag;

/* What is known of the game being read. */
typedef struct reader {
	pgn_lexer lx;
	var_set *set;
	int apply;                 /* 1: build the game; 0: only list it */
	int ntags;
	read_tag tags[MAX_READ_TAGS];
	char *embedded;            /* decoded leaper-variant text, or NULL */
	int embedded_line;         /* line of its first text line */
	int ready;                 /* 1: g has been set up */
	game g;                    /* the game being built */
	int plies;                 /* moves of the main line */
	int result_seen;           /* 1: a result token ended the game */
	game_result result;        /* that result */
	char last_comment[256];    /* the last comment after a move, for the reason */
	char msg[400];             /* the error, "FILE:LINE: message" */
} reader;

/* Writes an error for line into r->msg and returns st. */
static pgn_status
fail(reader *r, int line, pgn_status st, const char *fmt, ...)
{
	char text[320];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	snprintf(r->msg, sizeof r->msg, "%s:%d: %s", r->lx.name, line, text);
	return st;
}

/* The tag of this name read so far, or NULL. */
static const read_tag *
find_tag(const reader *r, const char *name)
{
	int i;

	for (i = r->ntags - 1; i >= 0; i--)
		if (strcmp(r->tags[i].name, name) == 0)
			return &r->tags[i];
	return NULL;
}

/* Keeps the body of a "{leaper-variant ...}" comment, decoding %25 and %7D. */
static pgn_status
keep_embedded(reader *r, const pgn_token *t)
{
	const char *s = t->text + 14, *e = t->text + t->len;
	char *out;
	size_t n = 0;

	if (r->embedded)
		return fail(r, t->line, PGN_ERR_VARIANT, "a second leaper-variant definition in one game");
	while (s < e && *s != '\n')
		if (!isspace((unsigned char)*s++))
			return fail(r, t->line, PGN_ERR_VARIANT, "leaper-variant: the definition starts on the next line");
	if (s < e)
		s++;
	out = malloc((size_t)(e - s) + 1);
	if (!out)
		return fail(r, t->line, PGN_ERR_IO, "out of memory");
	while (s < e) {
		if (*s == '%' && e - s >= 3 && (!strncasecmp(s, "%25", 3) || !strncasecmp(s, "%7d", 3))) {
			out[n++] = s[1] == '2' ? '%' : '}';
			s += 3;
		} else {
			out[n++] = *s++;
		}
	}
	out[n] = '\0';
	r->embedded = out;
	r->embedded_line = t->line + 1;
	return PGN_OK;
}

/* Finds the variant named by the Variant tag (or the embedded one). */
static pgn_status
find_variant(reader *r, var_set *own, const variant **out)
{
	const read_tag *tag = find_tag(r, "Variant");
	char name[VAR_MAX_NAME], buf[512];
	var_error err;
	size_t i;

	*out = NULL;
	if (tag && strlen(tag->value) >= sizeof name)
		return fail(r, tag->line, PGN_ERR_VARIANT, "unknown variant \"%.60s\"", tag->value);
	for (i = 0; tag && tag->value[i]; i++)
		name[i] = (char)tolower((unsigned char)tag->value[i]);
	name[i] = '\0';
	if (r->embedded) {
		FILE *f = fmemopen(r->embedded, strlen(r->embedded), "r");
		if (!f)
			return fail(r, r->embedded_line, PGN_ERR_IO, "cannot read the embedded variant: %s",
				    strerror(errno));
		if (var_load_stream(own, f, r->lx.name, &err) != VAR_OK) {
			fclose(f);
			return fail(r, r->embedded_line - 1 + (err.line > 0 ? err.line : 1), PGN_ERR_VARIANT,
				    "in the embedded variant definition: %s", err.message);
		}
		fclose(f);
		for (i = 0; i < (size_t)own->count; i++)
			if (!tag || strcmp(own->items[i]->name, name) == 0)
				*out = own->items[i];
		if (!*out)
			return fail(r, tag ? tag->line : r->embedded_line, PGN_ERR_VARIANT,
				    "the embedded definition has no variant \"%s\"", name);
		return PGN_OK;
	}
	memset(&err, 0, sizeof err);
	if (!tag || !name[0] || !strcmp(name, "standard") || !strcmp(name, "normal") ||
	    !strcmp(name, "orthodox") || !strcmp(name, "from position") || !strcmp(name, "chess")) {
		*out = var_default(r->set, &err);
	} else if (strchr(name, '/') || strstr(name, ".ini")) {
		/* a saved game must not make the program read files by path */
		return fail(r, tag->line, PGN_ERR_VARIANT, "unknown variant \"%.60s\"", tag->value);
	} else {
		*out = var_find(r->set, name, &err);
	}
	if (!*out) {
		if (tag && err.line == 0)
			return fail(r, tag->line, PGN_ERR_VARIANT,
				    "unknown variant \"%.60s\" (see 'leaper variants')", tag->value);
		var_format_error(&err, buf, sizeof buf);
		return fail(r, tag ? tag->line : 1, PGN_ERR_VARIANT, "cannot load variant \"%.60s\": %s",
			    tag ? tag->value : "(default)", buf);
	}
	return PGN_OK;
}

/* Sets up the game from the tags: variant, start position, tags. */
static pgn_status
setup(reader *r)
{
	const read_tag *fen = find_tag(r, "FEN"), *set_up = find_tag(r, "SetUp");
	const variant *v;
	var_set own = { 0, NULL };
	char msg[256];
	pgn_status st;
	int i;

	if (set_up && strcmp(set_up->value, "1") == 0 && !fen)
		return fail(r, set_up->line, PGN_ERR_FEN, "SetUp is \"1\" but there is no FEN tag");
	if ((st = find_variant(r, &own, &v)) != PGN_OK) {
		var_set_free(&own);
		return st;
	}
	if (game_new(&r->g, v, fen ? fen->value : NULL, msg, sizeof msg) != GAME_OK) {
		var_set_free(&own);
		return fail(r, fen ? fen->line : 1, PGN_ERR_FEN, "bad FEN for %s: %s", v->name, msg);
	}
	r->ready = 1;
	if (r->embedded) {
		game_adopt_variants(&r->g, &own, r->embedded);
		r->embedded = NULL;
	}
	for (i = 0; i < r->ntags; i++) {
		const char *n = r->tags[i].name;
		if (strcmp(n, "Result") && strcmp(n, "FEN") && strcmp(n, "SetUp") && strcmp(n, "Variant") &&
		    strcmp(n, "Termination") && strcmp(n, "PlyCount"))
			game_tag_set(&r->g, n, r->tags[i].value); /* values too long are dropped */
	}
	return PGN_OK;
}

/* Reads and plays one move of the main line. */
static pgn_status
play(reader *r, const pgn_token *t)
{
	char text[64], msg[320];
	const position *p;
	san_status st;
	pgn_status ps;

	if (!r->ready && (ps = setup(r)) != PGN_OK)
		return ps;
	p = &r->g.pos;
	if (t->len >= sizeof text)
		return fail(r, t->line, PGN_ERR_MOVE, "\"%.20s...\" is not a move", t->text);
	memcpy(text, t->text, t->len);
	text[t->len] = '\0';
	if (!strcmp(text, "--") || !strcmp(text, "Z0") || !strcmp(text, "null"))
		return fail(r, t->line, PGN_ERR_MOVE, "null moves (\"%s\") are not supported", text);
	st = game_play_text(&r->g, text, msg, sizeof msg);
	if (st != SAN_OK)
		return fail(r, t->line, PGN_ERR_MOVE, "%d%s%s: %s", p->fullmove,
			    p->side == WHITE ? ". " : "... ", text, msg);
	r->last_comment[0] = '\0';
	return PGN_OK;
}

/* The reason a recorded result was given, from the last comment and the
 * Termination tag. */
static game_reason
recorded_reason(const reader *r, game_result result)
{
	const read_tag *term = find_tag(r, "Termination");
	char text[512];
	size_t i;

	snprintf(text, sizeof text, "%s %.200s", r->last_comment, term ? term->value : "");
	for (i = 0; text[i]; i++)
		text[i] = (char)tolower((unsigned char)text[i]);
	if (strstr(text, "resign"))
		return GAME_RESIGNATION;
	if (strstr(text, "time") || strstr(text, "flag"))
		return GAME_TIME;
	if (result == GAME_DRAW) {
		if (strstr(text, "agree") || strstr(text, "accept"))
			return GAME_AGREED;
		if (strstr(text, "repetition"))
			return GAME_REPETITION;
		if (strstr(text, "50") || strstr(text, "fifty"))
			return GAME_FIFTY;
		if (strstr(text, "insufficient"))
			return GAME_MATERIAL;
		if (strstr(text, "stalemate"))
			return GAME_STALEMATE;
	} else if (strstr(text, "mate")) {
		return GAME_CHECKMATE;
	}
	return GAME_RECORDED;
}

/* The result written as text, or -1. */
static int
parse_result(const char *s, size_t n)
{
	if (n == 3 && !memcmp(s, "1-0", 3))
		return GAME_WHITE_WINS;
	if (n == 3 && !memcmp(s, "0-1", 3))
		return GAME_BLACK_WINS;
	if ((n == 7 && !memcmp(s, "1/2-1/2", 7)) || (n == 5 && !memcmp(s, "\xc2\xbd-\xc2\xbd", 5)))
		return GAME_DRAW;
	if (n == 1 && *s == '*')
		return GAME_ONGOING;
	return -1;
}

/* Completes the game after its last token: set-up for a game without
 * moves, then the recorded result. */
static pgn_status
finish(reader *r)
{
	const read_tag *tag = find_tag(r, "Result");
	pgn_status st;
	int result = r->result_seen ? (int)r->result : -1;

	if (!r->apply)
		return PGN_OK;
	if (!r->ready && (st = setup(r)) != PGN_OK)
		return st;
	if (result < 0 && tag)
		result = parse_result(tag->value, strlen(tag->value));
	if (result > GAME_ONGOING)
		game_set_final(&r->g, (game_result)result, recorded_reason(r, (game_result)result));
	return PGN_OK;
}

/* Reads the next game: tags, then movetext up to a result, the next tag
 * section or the end. Returns PGN_NOGAME when there is none left. */
static pgn_status
read_game(reader *r, int *start_line)
{
	pgn_token t;
	pgn_status st;
	int started = 0, in_moves = 0, depth = 0, open_line = 0;

	for (;;) {
		switch (pgn_lex_next(&r->lx, &t)) {
		case TOK_ERROR:
			snprintf(r->msg, sizeof r->msg, "%s", r->lx.error);
			return PGN_ERR_SYNTAX;
		case TOK_END:
			if (depth > 0)
				return fail(r, open_line, PGN_ERR_SYNTAX, "the variation opened here is never closed");
			if (!started)
				return PGN_ERR_NOGAME;
			return finish(r);
		case TOK_TAG:
			if (in_moves) {
				/* a game without a result: the tag starts the next one */
				pgn_lex_unget(&r->lx, &t);
				if (depth > 0)
					return fail(r, open_line, PGN_ERR_SYNTAX, "the variation opened here is never closed");
				return finish(r);
			}
			if (!started)
				*start_line = t.line;
			started = 1;
			if (r->ntags < MAX_READ_TAGS) {
				read_tag *rt = &r->tags[r->ntags++];
				strcpy(rt->name, t.name);
				strcpy(rt->value, t.value);
				rt->line = t.line;
			}
			break;
		case TOK_COMMENT:
			if (depth == 0 && !in_moves && started && t.len >= 14 &&
			    !strncmp(t.text, "leaper-variant", 14) && (t.len == 14 || isspace((unsigned char)t.text[14]))) {
				if (r->apply && (st = keep_embedded(r, &t)) != PGN_OK)
					return st;
			} else if (depth == 0) {
				size_t n = t.len < sizeof r->last_comment ? t.len : sizeof r->last_comment - 1;
				memcpy(r->last_comment, t.text, n);
				r->last_comment[n] = '\0';
			}
			break;
		case TOK_OPEN:
			if (depth++ == 0)
				open_line = t.line;
			break;
		case TOK_CLOSE:
			if (depth == 0)
				return fail(r, t.line, PGN_ERR_SYNTAX, "')' without a '(' before it");
			depth--;
			break;
		case TOK_NAG:
			break;
		case TOK_NUMBER:
			if (!started)
				*start_line = t.line;
			started = in_moves = 1;
			break;
		case TOK_RESULT:
			if (depth > 0)
				return fail(r, t.line, PGN_ERR_SYNTAX,
					    "a result inside the variation opened on line %d (a ')' is missing)", open_line);
			if (!started)
				*start_line = t.line;
			r->result_seen = 1;
			r->result = (game_result)parse_result(t.text, t.len);
			return finish(r);
		case TOK_SYMBOL:
			if (!started)
				*start_line = t.line;
			started = in_moves = 1;
			if (depth > 0)
				break;
			r->plies++;
			if (r->apply && (st = play(r, &t)) != PGN_OK)
				return st;
			break;
		}
	}
}

/* Clears what the reader knows of the previous game. */
static void
next_game(reader *r)
{
	game_free(&r->g);
	free(r->embedded);
	r->embedded = NULL;
	r->ntags = r->plies = r->ready = r->result_seen = 0;
	r->last_comment[0] = '\0';
	memset(&r->g, 0, sizeof r->g);
}

/* Copies the value of tag name into out (of size n), or "?". */
static void
entry_tag(const reader *r, const char *name, char *out, size_t n)
{
	const read_tag *t = find_tag(r, name);

	snprintf(out, n, "%.*s", (int)n - 1, t ? t->value : "?");
}

/* Lists the games of text in memory. */
pgn_status
pgn_list_buffer(const char *text, size_t len, const char *name,
		pgn_entry **out, int *count, char *msg, size_t size)
{
	reader *r = calloc(1, sizeof *r);
	pgn_entry *list = NULL;
	pgn_status st = PGN_OK;
	int n = 0, line = 1;

	*out = NULL;
	*count = 0;
	if (!r) {
		snprintf(msg, size, "%s: out of memory", name);
		return PGN_ERR_IO;
	}
	pgn_lex_init(&r->lx, text, len, name);
	while ((st = read_game(r, &line)) == PGN_OK) {
		pgn_entry *e, *grown = realloc(list, (size_t)(n + 1) * sizeof *list);
		if (!grown) {
			snprintf(r->msg, sizeof r->msg, "%s: out of memory", name);
			st = PGN_ERR_IO;
			break;
		}
		list = grown;
		e = &list[n++];
		memset(e, 0, sizeof *e);
		e->number = n;
		e->line = line;
		e->plies = r->plies;
		entry_tag(r, "White", e->white, sizeof e->white);
		entry_tag(r, "Black", e->black, sizeof e->black);
		entry_tag(r, "Result", e->result, sizeof e->result);
		entry_tag(r, "Event", e->event, sizeof e->event);
		entry_tag(r, "Date", e->date, sizeof e->date);
		entry_tag(r, "Variant", e->variant, sizeof e->variant);
		if (r->result_seen)
			snprintf(e->result, sizeof e->result, "%s", game_result_text(r->result));
		next_game(r);
	}
	if (st == PGN_ERR_NOGAME && n > 0)
		st = PGN_OK;
	else if (st == PGN_ERR_NOGAME)
		snprintf(r->msg, sizeof r->msg, "%s:%d: no game in the file", name, r->lx.line);
	if (st != PGN_OK) {
		snprintf(msg, size, "%s", r->msg);
		free(list);
		list = NULL;
		n = 0;
	}
	next_game(r);
	free(r);
	*out = list;
	*count = n;
	return st;
}

/* Reads game number of text in memory into g. */
pgn_status
pgn_load_buffer(const char *text, size_t len, const char *name, int number,
		var_set *set, game *g, char *msg, size_t size)
{
	reader *r = calloc(1, sizeof *r);
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
		next_game(r);
		r->apply = i == number;
		st = read_game(r, &line);
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
	next_game(r);
	free(r);
	return st;
}

/* Reads a whole file into memory. */
static char *
read_file(const char *path, size_t *len, char *msg, size_t size)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n = 0;

	if (!f) {
		snprintf(msg, size, "%s: %s", path, strerror(errno));
		return NULL;
	}
	for (;;) {
		size_t got;
		if (n == cap) {
			char *grown;
			cap = cap ? cap * 2 : 65536;
			if (cap > MAX_FILE + 1 || !(grown = realloc(buf, cap + 1))) {
				snprintf(msg, size, "%s: the file is too large", path);
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
	char *text = read_file(path, &len, msg, size);
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
	size_t len;
	char *text = read_file(path, &len, msg, size);
	pgn_status st;

	if (!text)
		return PGN_ERR_IO;
	st = pgn_load_buffer(text, len, path, number, set, g, msg, size);
	free(text);
	return st;
}
