/* pgn_read.c - reading one game of PGN: tags, the embedded variant
 * definition, the moves of the main line and the recorded result. */
#include "config.h"

#include "pgn_reader.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "movegen.h"
#include "pgn_xboard.h"

/* Writes an error for line into r->msg and returns st. */
static pgn_status
fail(pgn_reader *r, int line, pgn_status st, const char *fmt, ...)
{
	char text[320];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	snprintf(r->msg, sizeof r->msg, "%s:%d: %s", r->lx.name, line, text);
	return st;
}

/* Writes an error for a token (line and column) into r->msg; returns st. */
static pgn_status
fail_at(pgn_reader *r, const pgn_token *t, pgn_status st, const char *fmt, ...)
{
	char text[320];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	snprintf(r->msg, sizeof r->msg, "%s:%d:%d: %s", r->lx.name, t->line, t->col, text);
	return st;
}

/* Tags that are always kept, however many others come before them: those
 * the reader acts on and those a listing shows. */
static const char *const kept_tags[] = {
	"Event", "Site", "Date", "Round", "White", "Black", "Result",
	"Variant", "SetUp", "FEN", "TimeControl", "Termination"
};
#define NKEPT ((int)(sizeof kept_tags / sizeof kept_tags[0]))

/* The index of the last tag of this name read so far, or -1. */
static int
tag_index(const pgn_reader *r, const char *name)
{
	int i;

	for (i = r->ntags - 1; i >= 0 && strcmp(r->tags[i].name, name) != 0; i--)
		;
	return i;
}

/* The tag of this name read so far, or NULL. */
static const pgn_read_tag *
find_tag(const pgn_reader *r, const char *name)
{
	int i = tag_index(r, name);

	return i >= 0 ? &r->tags[i] : NULL;
}

/* Keeps a tag read. A kept tag replaces an earlier one of its name, so
 * each takes one place at most and room is always left for them; other
 * tags beyond MAX_READ_TAGS - NKEPT are dropped. */
static void
keep_tag(pgn_reader *r, const pgn_token *t)
{
	int i, kept = 0;
	pgn_read_tag *rt;

	for (i = 0; i < NKEPT && !kept; i++)
		kept = strcmp(kept_tags[i], t->name) == 0;
	i = kept ? tag_index(r, t->name) : -1;
	if (i < 0) {
		if (!kept && r->ntags >= MAX_READ_TAGS - NKEPT)
			return;
		i = r->ntags++;
		strcpy(r->tags[i].name, t->name);
	}
	rt = &r->tags[i];
	strcpy(rt->value, t->value);
	rt->line = t->line;
}

/* Keeps the body of a "{leaper-variant ...}" comment, decoding %25 and %7D. */
static pgn_status
keep_embedded(pgn_reader *r, const pgn_token *t)
{
	const char *s = t->text + sizeof PGN_VARIANT_WORD - 1, *e = t->text + t->len;
	char *out;
	size_t n = 0;

	if (r->embedded)
		return fail(r, t->line, PGN_ERR_VARIANT, "a second " PGN_VARIANT_WORD " definition in one game");
	while (s < e && *s != '\n')
		if (!isspace((unsigned char)*s++))
			return fail(r, t->line, PGN_ERR_VARIANT, PGN_VARIANT_WORD ": the definition starts on the next line");
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

/* The variant of the data directories whose xboard-name is name (lower
 * case), or NULL: XBoard's name of a game leaper knows under another. */
static const variant *
by_xboard_name(var_set *set, const char *name)
{
	var_error err;
	int i;

	if (var_load_all(set, &err) != VAR_OK && set->count == 0)
		return NULL;
	for (i = 0; i < set->count; i++)
		if (set->items[i]->xboard_name[0] && !strcasecmp(set->items[i]->xboard_name, name))
			return set->items[i];
	return NULL;
}

/* Whether two VariantMen values name the same pieces, in any order. */
static int
same_men(const char *a, const char *b)
{
	char item[VAR_MAX_TEXT + 4], wrapped[VAR_MAX_TYPES * (VAR_MAX_TEXT + 4) + 3];
	const char *s, *e;
	int na = 0, nb = 1;

	snprintf(wrapped, sizeof wrapped, ";%s;", b);
	for (s = a; *s; s = *e ? e + 1 : e) {
		e = strchr(s, ';') ? strchr(s, ';') : s + strlen(s);
		snprintf(item, sizeof item, ";%.*s;", (int)(e - s), s);
		if (!strstr(wrapped, item))
			return 0;
		na++;
	}
	for (s = b; *s; s++)
		nb += *s == ';';
	return na == nb;
}

/* The variant of the data directories whose pieces are those of an
 * XBoard VariantMen tag: XBoard 4.9.1 saves a game of a variant its
 * engine defined with an empty Variant tag when the game was loaded from
 * a file that named it. */
static const variant *
by_xboard_men(var_set *set, const char *men)
{
	char mine[VAR_MAX_TYPES * (VAR_MAX_TEXT + 4)];
	var_error err;
	int i;

	if (var_load_all(set, &err) != VAR_OK && set->count == 0)
		return NULL;
	for (i = 0; i < set->count; i++) {
		pgn_xboard_men(set->items[i], mine, sizeof mine);
		if (!set->items[i]->is_default && same_men(mine, men))
			return set->items[i];
	}
	return NULL;
}

/* Finds the variant named by the Variant tag (or the embedded one). */
static pgn_status
find_variant(pgn_reader *r, var_set *own, const variant **out)
{
	const pgn_read_tag *tag = find_tag(r, "Variant");
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
			if (err.file[0] && strcmp(err.file, r->lx.name) != 0) {
				/* the error is in a variant file the definition inherits from */
				var_format_error(&err, buf, sizeof buf);
				return fail(r, r->embedded_line - 1, PGN_ERR_VARIANT,
					    "in the embedded variant definition: %s", buf);
			}
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
	/* other programs' names of orthodox chess mean the default variant */
	if ((!tag || !name[0]) && find_tag(r, "VariantMen") &&
	    (*out = by_xboard_men(r->set, find_tag(r, "VariantMen")->value)) != NULL) {
		return PGN_OK;
	} else if (!tag || !name[0] || !strcmp(name, "standard") || !strcmp(name, "normal") ||
	    !strcmp(name, "orthodox") || !strcmp(name, "from position")) {
		*out = var_default(r->set, &err);
	} else if (strchr(name, '/') || strstr(name, ".ini")) {
		/* a saved game must not make the program read files by path */
		return fail(r, tag->line, PGN_ERR_VARIANT, "unknown variant \"%.60s\"", tag->value);
	} else {
		*out = var_find(r->set, name, &err);
		if (!*out && err.line == 0)
			*out = by_xboard_name(r->set, name);
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
setup(pgn_reader *r)
{
	const pgn_read_tag *fen = find_tag(r, "FEN"), *set_up = find_tag(r, "SetUp");
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
		/* v may be one of own's: the message first, then the free */
		st = fail(r, fen ? fen->line : 1, PGN_ERR_FEN, "bad FEN for %s: %s", v->name, msg);
		var_set_free(&own);
		return st;
	}
	r->ready = 1;
	if (!annot_note_empty(&r->pre)) {
		annot_note *n = annot_at(&r->g, 0);
		if (!n)
			return fail(r, 1, PGN_ERR_IO, "out of memory");
		*n = r->pre; /* the note moves into the game */
		memset(&r->pre, 0, sizeof r->pre);
	}
	if (r->embedded) {
		game_adopt_variants(&r->g, &own, r->embedded);
		r->embedded = NULL;
	}
	for (i = 0; i < r->ntags; i++) {
		const char *n = r->tags[i].name;
		if (strcmp(n, "Result") && strcmp(n, "FEN") && strcmp(n, "SetUp") && strcmp(n, "Variant") &&
		    strcmp(n, "VariantMen") && strcmp(n, "Termination") && strcmp(n, "PlyCount"))
			game_tag_set(&r->g, n, r->tags[i].value); /* values too long are dropped */
	}
	return PGN_OK;
}

/* Copies a move token into text (of size SAN_MAX * 2) without the
 * annotation marks glued to it ("e4!?"), and returns the NAG they stand
 * for (0: none); -1 when the token is too long to be a move. */
static int
move_text(const pgn_token *t, char *text, size_t size)
{
	size_t n = t->len, marks;

	if (n >= size)
		return -1;
	while (n > 0 && (t->text[n - 1] == '!' || t->text[n - 1] == '?'))
		n--;
	if (n == 0)
		n = t->len;
	marks = t->len - n;
	memcpy(text, t->text, n);
	text[n] = '\0';
	return marks ? annot_nag_from_symbol(t->text + n, marks) : 0;
}

/* Reads and plays one move of the main line. */
static pgn_status
play(pgn_reader *r, const pgn_token *t)
{
	char text[64], msg[320];
	const position *p;
	san_status st;
	pgn_status ps;
	int nag;

	if (!r->ready && (ps = setup(r)) != PGN_OK)
		return ps;
	p = &r->g.pos;
	if ((nag = move_text(t, text, sizeof text)) < 0)
		return fail(r, t->line, PGN_ERR_MOVE, "\"%.20s...\" is not a move", t->text);
	if (!strcmp(text, "--") || !strcmp(text, "Z0") || !strcmp(text, "null"))
		return fail(r, t->line, PGN_ERR_MOVE, "null moves (\"%s\") are not supported", text);
	if (r->g.nmoves >= PGN_MAX_PLIES)
		return fail(r, t->line, PGN_ERR_MOVE, "the game is longer than %d half-moves, the most leaper reads",
			    PGN_MAX_PLIES);
	st = game_play_text(&r->g, text, msg, sizeof msg);
	if (st != SAN_OK)
		return fail(r, t->line, PGN_ERR_MOVE, "%d%s%s: %s", p->fullmove,
			    p->side == WHITE ? ". " : "... ", text, msg);
	r->last_comment[0] = '\0';
	if (nag > 0) {
		annot_note *n = annot_at(&r->g, r->g.nmoves);
		if (!n)
			return fail(r, t->line, PGN_ERR_IO, "out of memory");
		annot_add_nag(n, nag);
	}
	return PGN_OK;
}

/* Reads one move of the innermost open variation: it must be legal in
 * the variation's position, and is kept as SAN. */
static pgn_status
play_var(pgn_reader *r, const pgn_token *t)
{
	pgn_var_frame *f = r->frames[r->depth - 1];
	char text[64], msg[320];
	pos_undo u;
	move m;
	int nag, number = f->pos.fullmove, side = f->pos.side;

	if ((nag = move_text(t, text, sizeof text)) < 0)
		return fail_at(r, t, PGN_ERR_MOVE, "\"%.20s...\" is not a move", t->text);
	if (!strcmp(text, "--") || !strcmp(text, "Z0") || !strcmp(text, "null"))
		return fail_at(r, t, PGN_ERR_MOVE, "null moves (\"%s\") are not supported", text);
	if (++r->var_moves > PGN_MAX_VAR_MOVES)
		return fail_at(r, t, PGN_ERR_MOVE, "the variations hold more than %d moves, the most leaper reads",
			       PGN_MAX_VAR_MOVES);
	if (san_parse(&f->pos, text, &m, msg, sizeof msg) != SAN_OK)
		return fail_at(r, t, PGN_ERR_MOVE, "in the variation opened on line %d: %d%s%s: %s", f->open_line,
			       number, side == WHITE ? ". " : "... ", text, msg);
	f->before = f->pos;
	pos_make(&f->pos, m, &u);
	if (annot_line_push(f->line, msg) < 0 ||
	    (nag > 0 && !annot_line_note(f->line, f->line->nmoves)))
		return fail_at(r, t, PGN_ERR_IO, "out of memory");
	if (nag > 0)
		annot_add_nag(annot_line_note(f->line, f->line->nmoves), nag);
	return PGN_OK;
}

/* Opens a variation at '(': it replaces the last move read of the line it
 * is in, so it starts from the position before that move. */
static pgn_status
open_var(pgn_reader *r, const pgn_token *t)
{
	pgn_var_frame *f = malloc(sizeof *f);
	annot_note *n = NULL;

	if (!f)
		return fail_at(r, t, PGN_ERR_IO, "out of memory");
	if (r->depth == 0) {
		if (!r->ready || r->g.nmoves == 0) {
			free(f);
			return fail_at(r, t, PGN_ERR_SYNTAX, "a variation before the first move");
		}
		f->pos = r->g.pos;
		pos_unmake(&f->pos, &r->g.moves[r->g.nmoves - 1].undo);
		n = annot_at(&r->g, r->g.nmoves - 1);
	} else {
		pgn_var_frame *up = r->frames[r->depth - 1];
		if (up->line->nmoves == 0) {
			free(f);
			return fail_at(r, t, PGN_ERR_SYNTAX, "a variation before the first move of a variation");
		}
		f->pos = up->before;
		n = annot_line_note(up->line, up->line->nmoves - 1);
	}
	f->line = n ? annot_add_var(n) : NULL;
	if (!f->line) {
		free(f);
		return fail_at(r, t, PGN_ERR_IO, "out of memory");
	}
	f->open_line = t->line;
	r->frames[r->depth] = f;
	return PGN_OK;
}

/* Closes every open variation's state. */
static void
drop_frames(pgn_reader *r)
{
	while (r->depth > 0) {
		r->depth--;
		free(r->frames[r->depth]);
		r->frames[r->depth] = NULL;
	}
}

/* The note a comment or NAG read now belongs to: after the last move of
 * the innermost open variation, or of the main line (before the game is
 * set up: r->pre); NULL when the game is not being built or out of memory. */
static annot_note *
current_note(pgn_reader *r)
{
	pgn_var_frame *f;

	if (!r->apply)
		return NULL;
	if (r->depth > 0) {
		f = r->frames[r->depth - 1];
		return annot_line_note(f->line, f->line->nmoves);
	}
	return r->ready ? annot_at(&r->g, r->g.nmoves) : &r->pre;
}

/* Keeps a NAG token ("$14", or a mark such as "!?") for the current note;
 * numbers past 255 and unknown marks are dropped. */
static void
keep_nag(pgn_reader *r, const pgn_token *t)
{
	annot_note *n = current_note(r);
	int nag = 0;
	size_t i;

	if (!n)
		return;
	if (t->text[0] == '$') {
		for (i = 1; i < t->len && nag <= 255; i++)
			nag = nag * 10 + (t->text[i] - '0');
	} else {
		nag = annot_nag_from_symbol(t->text, t->len);
	}
	if (nag >= 1 && nag <= 255)
		annot_add_nag(n, nag);
}

/* The reason a recorded result was given, from the last comment and the
 * Termination tag. */
static game_reason
recorded_reason(const pgn_reader *r, game_result result)
{
	const pgn_read_tag *term = find_tag(r, "Termination");
	char text[512];
	size_t i;

	/* the standard tag first: a side name in the comment may hold any word */
	if (term && !strcasecmp(term->value, "time forfeit"))
		return GAME_TIME;
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

/* Drops the comment that came last before the result when it is the one
 * leaper writes for the reason ("{White resigns} 1-0"): the writer makes
 * it again from the result, so it is not a word of the record. */
static void
drop_reason_comment(pgn_reader *r)
{
	char words[VAR_MAX_NAME + 64];
	annot_note *n;
	size_t skip;
	char *c;

	if (r->last_ply < 0 || r->g.result == GAME_ONGOING || r->g.ply != r->g.nmoves ||
	    !(n = annot_at(&r->g, r->last_ply)) || !n->comment)
		return;
	game_describe(r->g.v, r->g.result, r->g.reason, words, sizeof words);
	for (c = words; *c; c++)
		if (*c == '}')
			*c = ')';
	skip = r->last_len + (r->last_len > 0);
	if (strlen(n->comment) < skip || strcmp(n->comment + skip, words) != 0)
		return;
	if (r->last_len == 0) {
		annot_set_comment(n, NULL);
	} else {
		n->comment[r->last_len] = '\0';
	}
}

/* Completes the game after its last token: set-up for a game without
 * moves, then the recorded result. */
static pgn_status
finish(pgn_reader *r)
{
	const pgn_read_tag *tag = find_tag(r, "Result");
	pgn_status st;
	int result = r->result_seen ? (int)r->result : -1;

	if (!r->apply)
		return PGN_OK;
	if (!r->ready && (st = setup(r)) != PGN_OK)
		return st;
	if (result < 0 && tag)
		result = parse_result(tag->value, strlen(tag->value));
	if (result > GAME_ONGOING) {
		game_set_final(&r->g, (game_result)result, recorded_reason(r, (game_result)result));
		drop_reason_comment(r);
	}
	return PGN_OK;
}

/* Whether c is a blank in a comment: a space, a line break or any other
 * control character (all of which the kept comment makes one space). */
static int
blank(char c)
{
	return (unsigned char)c <= ' ' || c == 0x7f;
}

/* Reads "[%clk H:MM:SS.f]" (or M:SS, or S) at s into *ms; returns the
 * length of the command, or 0 when s does not hold one. */
static size_t
parse_clock(const char *s, const char *e, int64_t *ms)
{
	const char *p = s + 6;
	int64_t whole = 0, frac = 0, scale = 1000;
	int fields = 0;

	if (e - s < 8 || memcmp(s, "[%clk", 5) != 0 || !blank(s[5]))
		return 0;
	while (p < e && blank(*p))
		p++;
	for (;;) {
		int64_t n = 0;
		int digits = 0;
		while (p < e && isdigit((unsigned char)*p) && digits < 12) {
			n = n * 10 + (*p++ - '0');
			digits++;
		}
		if (!digits || (fields > 0 && n >= 60))
			return 0;
		whole = whole * 60 + n;
		if (++fields == 3 || p >= e || *p != ':')
			break;
		p++;
	}
	if (p < e && *p == '.') {
		for (p++; p < e && isdigit((unsigned char)*p); p++)
			if (scale > 1)
				frac += (*p - '0') * (scale /= 10);
	}
	while (p < e && blank(*p))
		p++;
	if (p >= e || *p != ']')
		return 0;
	*ms = whole * 1000 + frac;
	return (size_t)(p + 1 - s);
}

/* Reads "[%eval VALUE]" at s into n (when not NULL); returns the length
 * of the command, or 0 when s does not hold one. */
static size_t
parse_eval(const char *s, const char *e, annot_note *n)
{
	const char *p = s + 6, *v;
	annot_note value;

	if (e - s < 8 || memcmp(s, "[%eval", 6) != 0 || !blank(s[6]))
		return 0;
	while (p < e && blank(*p))
		p++;
	for (v = p; p < e && *p != ']' && !blank(*p); p++)
		;
	memset(&value, 0, sizeof value);
	if (annot_eval_parse(&value, v, (size_t)(p - v)) < 0)
		return 0;
	while (p < e && blank(*p))
		p++;
	if (p >= e || *p != ']')
		return 0;
	if (n)
		annot_set_eval(n, value.eval_mate, value.eval_cp);
	return (size_t)(p + 1 - s);
}

/* Copies the comment s..e to out (which may be s itself: out never runs
 * ahead of s), taking out the "[%clk ...]" and "[%eval ...]" commands
 * into r and n and making every run of blanks one space; returns the
 * length written and says in *found whether a command was taken. */
static size_t
strip_commands(pgn_reader *r, annot_note *n, const char *s, const char *e, char *out, int *found)
{
	size_t len = 0, skip;
	int space = 0;
	int64_t ms;

	*found = 0;
	while (s < e) {
		if (*s == '[' && (skip = parse_clock(s, e, &ms)) > 0) {
			if (r->depth == 0 && r->apply && r->ready && r->g.nmoves > 0)
				r->g.moves[r->g.nmoves - 1].clk_ms = ms;
			s += skip;
			space = *found = 1;
			continue;
		}
		if (*s == '[' && (skip = parse_eval(s, e, n)) > 0) {
			s += skip;
			space = *found = 1;
			continue;
		}
		if (blank(*s)) {
			space = 1;
			s++;
			continue;
		}
		if (space && len > 0)
			out[len++] = ' ';
		space = 0;
		out[len++] = *s++;
	}
	return len;
}

/* Keeps a comment: a "[%clk ...]" in it is the clock of the main-line
 * move before it, a "[%eval ...]" the evaluation of the current note; the
 * rest, with blanks, line breaks and control characters made single
 * spaces, is added to the note's comment and, on the main line, is the
 * last comment (for the reason). What is kept holds no command: taking
 * one out can join the text around it into another, which goes too, so
 * that the comment written back reads back the same. */
static pgn_status
keep_comment(pgn_reader *r, const pgn_token *t)
{
	annot_note *n = current_note(r);
	char *out = malloc(t->len + 1);
	size_t len;
	int found;

	if (!out)
		return fail(r, t->line, PGN_ERR_IO, "out of memory");
	len = strip_commands(r, n, t->text, t->text + t->len, out, &found);
	while (found) /* each round takes out at least a command's 8 bytes */
		len = strip_commands(r, n, out, out + len, out, &found);
	out[len] = '\0';
	if (r->depth == 0)
		snprintf(r->last_comment, sizeof r->last_comment, "%s", out);
	r->last_ply = -1;
	if (n && len > 0) {
		size_t before = n->comment ? strlen(n->comment) : 0;
		if (annot_append_comment(n, out, len) < 0) {
			free(out);
			return fail(r, t->line, PGN_ERR_IO, "out of memory");
		}
		if (r->depth == 0) {
			r->last_ply = r->ready ? r->g.nmoves : 0; /* r->pre becomes the note before move 1 */
			r->last_len = before;
		}
	}
	free(out);
	return PGN_OK;
}

/* Whether the lexer stopped at a comment that the end of the text cut
 * short (what PGN_READ_CUT drops). */
static int
comment_cut(const pgn_reader *r)
{
	const char *p = r->lx.p;

	return r->cut_ok && p < r->lx.end && *p == '{' && !memchr(p, '}', (size_t)(r->lx.end - p));
}

/* Reads the next game of the text. */
pgn_status
pgn_read_game(pgn_reader *r, int *start_line)
{
	pgn_token t;
	pgn_status st;
	int started = 0, in_moves = 0;

	drop_frames(r);
	r->last_ply = -1;
	for (;;) {
		t.kind = pgn_lex_next(&r->lx, &t);
		if (t.kind != TOK_COMMENT && t.kind != TOK_RESULT && t.kind != TOK_END && t.kind != TOK_TAG)
			r->last_ply = -1; /* only a comment right before the result is the reason's */
		switch (t.kind) {
		case TOK_ERROR:
			if (comment_cut(r)) {
				r->cut = 1;
				r->lx.p = r->lx.end;
				break;
			}
			snprintf(r->msg, sizeof r->msg, "%s", r->lx.error);
			return PGN_ERR_SYNTAX;
		case TOK_END:
			if (r->depth > 0)
				return fail(r, r->open_line, PGN_ERR_SYNTAX, "the variation opened here is never closed");
			if (!started)
				return PGN_ERR_NOGAME;
			return finish(r);
		case TOK_TAG:
			if (in_moves) {
				/* a game without a result: the tag starts the next one */
				pgn_lex_unget(&r->lx, &t);
				if (r->depth > 0)
					return fail(r, r->open_line, PGN_ERR_SYNTAX, "the variation opened here is never closed");
				return finish(r);
			}
			if (!started)
				*start_line = t.line;
			started = 1;
			keep_tag(r, &t);
			break;
		case TOK_COMMENT:
			if (r->depth == 0 && !in_moves && started &&
			    pgn_is_variant_comment(t.text, t.len)) {
				if (r->apply && (st = keep_embedded(r, &t)) != PGN_OK)
					return st;
			} else if (started && (st = keep_comment(r, &t)) != PGN_OK) {
				return st;
			}
			break;
		case TOK_OPEN:
			if (r->depth >= PGN_MAX_VAR_DEPTH)
				return fail_at(r, &t, PGN_ERR_SYNTAX, "variations nested more than %d deep",
					       PGN_MAX_VAR_DEPTH);
			if (r->depth == 0)
				r->open_line = t.line;
			if (r->apply && (st = open_var(r, &t)) != PGN_OK)
				return st;
			r->depth++;
			break;
		case TOK_CLOSE:
			if (r->depth == 0)
				return fail(r, t.line, PGN_ERR_SYNTAX, "')' without a '(' before it");
			r->depth--;
			free(r->frames[r->depth]);
			r->frames[r->depth] = NULL;
			break;
		case TOK_NAG:
			if (started)
				keep_nag(r, &t);
			break;
		case TOK_NUMBER:
			if (!started)
				*start_line = t.line;
			started = in_moves = 1;
			break;
		case TOK_RESULT:
			if (r->depth > 0)
				return fail(r, t.line, PGN_ERR_SYNTAX,
					    "a result inside the variation opened on line %d (a ')' is missing)",
					    r->open_line);
			if (!started)
				*start_line = t.line;
			r->result_seen = 1;
			r->result = (game_result)parse_result(t.text, t.len);
			return finish(r);
		case TOK_SYMBOL:
			if (!started)
				*start_line = t.line;
			started = in_moves = 1;
			if (r->cut_ok && t.text + t.len == r->lx.end) {
				r->cut = 1; /* a move cut short: nothing can follow it */
				break;
			}
			if ((t.len == 4 && !memcmp(t.text, "e.p.", 4)) || (t.len == 2 && !memcmp(t.text, "ep", 2)))
				break; /* "e.p." written apart from its move */
			if (r->depth > 0) {
				if (r->apply && (st = play_var(r, &t)) != PGN_OK)
					return st;
				break;
			}
			r->plies++;
			if (r->apply && (st = play(r, &t)) != PGN_OK)
				return st;
			break;
		}
	}
}

/* Forgets the game read last. */
void
pgn_reader_clear(pgn_reader *r)
{
	drop_frames(r);
	game_free(&r->g);
	free(r->embedded);
	annot_note_clear(&r->pre);
	r->var_moves = 0;
	r->embedded = NULL;
	r->ntags = r->plies = r->ready = r->result_seen = r->cut = 0;
	r->last_comment[0] = '\0';
	memset(&r->g, 0, sizeof r->g);
}

/* The value of a tag read last, or NULL. */
const char *
pgn_reader_tag(const pgn_reader *r, const char *name)
{
	const pgn_read_tag *t = find_tag(r, name);

	return t ? t->value : NULL;
}

/* Copies the value of tag name into out (of size n), or "?". */
static void
entry_tag(const pgn_reader *r, const char *name, char *out, size_t n)
{
	const char *v = pgn_reader_tag(r, name);

	snprintf(out, n, "%.*s", (int)n - 1, v ? v : "?");
}

/* Reads the first game of text into g and e. */
pgn_status
pgn_load_one(const char *text, size_t len, const char *name, int flags, var_set *set,
	     game *g, pgn_entry *e, int *cut, char *msg, size_t size)
{
	pgn_reader *r = calloc(1, sizeof *r);
	pgn_status st;
	int line = 1;

	if (cut)
		*cut = 0;
	if (!r) {
		snprintf(msg, size, "%s: out of memory", name);
		return PGN_ERR_IO;
	}
	if (flags & PGN_READ_CUT) {
		while (len > 0 && text[len - 1] == '\0')
			len--; /* zeros a crash left where the text was to go */
		r->cut_ok = 1;
	}
	pgn_lex_init(&r->lx, text, len, name);
	r->set = set;
	r->apply = g != NULL;
	st = pgn_read_game(r, &line);
	if (st == PGN_ERR_NOGAME)
		snprintf(r->msg, sizeof r->msg, "%s:%d: no game in the file", name, r->lx.line);
	if (st == PGN_OK && e) {
		memset(e, 0, sizeof *e);
		e->number = 1;
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
	}
	if (st == PGN_OK && cut)
		*cut = r->cut;
	if (st == PGN_OK && g)
		game_replace(g, &r->g);
	else if (st != PGN_OK)
		snprintf(msg, size, "%s", r->msg);
	pgn_reader_clear(r);
	free(r);
	return st;
}
