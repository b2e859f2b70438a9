/* pgn_write.c - writing saved games, and replacing a file atomically. */
#include "config.h"

#include "pgn.h"
#include "pgn_lex.h"
#include "pgn_xboard.h"

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define LINE_WIDTH 80

/* Tags written in a fixed place, not again among the others. */
static const char *const fixed_tags[] = {
	"Event", "Site", "Date", "Round", "White", "Black", "Result",
	"Variant", "SetUp", "FEN", "VariantMen", "TimeControl", "Termination", NULL
};

/* Writes one tag with its value escaped. */
static void
put_tag(FILE *f, const char *name, const char *value)
{
	fprintf(f, "[%s \"", name);
	for (; *value; value++) {
		if (*value == '"' || *value == '\\')
			putc('\\', f);
		/* a tag is one line: control characters become blanks */
		putc((unsigned char)*value < 0x20 ? ' ' : *value, f);
	}
	fputs("\"]\n", f);
}

/* A tag's value, or dflt. */
static const char *
tag_or(const game *g, const char *name, const char *dflt)
{
	const char *v = game_tag_get(g, name);

	return v && *v ? v : dflt;
}

/* Movetext output that wraps lines at LINE_WIDTH characters. */
typedef struct wrapper {
	FILE *f;
	int col;    /* characters on the current line */
	int paren;  /* 1: the next token opens a variation: "(" goes right before it */
} wrapper;

/* Writes one token of n bytes (glued to "(" when a variation opens with
 * it), starting a new line when it would not fit. */
static void
put_token_n(wrapper *w, const char *tok, size_t n)
{
	int len = (int)n + w->paren;

	if (w->col > 0 && w->col + 1 + len > LINE_WIDTH) {
		putc('\n', w->f);
		w->col = 0;
	} else if (w->col > 0) {
		putc(' ', w->f);
		w->col++;
	}
	if (w->paren)
		putc('(', w->f);
	fwrite(tok, 1, n, w->f);
	w->col += len;
	w->paren = 0;
}

/* Writes one token (see put_token_n). */
static void
put_token(wrapper *w, const char *tok)
{
	put_token_n(w, tok, strlen(tok));
}

/* Writes the embedded variant definition as a comment. */
static void
put_variant(FILE *f, const char *text)
{
	fputs("{" PGN_VARIANT_WORD "\n", f);
	for (; *text; text++) {
		if (*text == '%')
			fputs("%25", f);
		else if (*text == '}')
			fputs("%7D", f);
		else
			putc(*text, f);
	}
	if (text[-1] != '\n')
		putc('\n', f);
	fputs("}\n", f);
}

/* Writes the comment that says why the game ended: whole, however long
 * the side names, and with any '}' of a name written as ')' so that the
 * comment cannot close early. */
static void
put_reason(wrapper *w, const variant *v, game_result result, game_reason reason)
{
	/* the longest is a side name and " forfeits on time" */
	char words[VAR_MAX_NAME + 64], tok[sizeof words + 2];
	char *c;

	game_describe(v, result, reason, words, sizeof words);
	for (c = words; *c; c++)
		if (*c == '}')
			*c = ')';
	snprintf(tok, sizeof tok, "{%s}", words);
	put_token(w, tok);
}

/* Writes the Variant tag and, for a variant XBoard does not know, what
 * XBoard needs to follow the game: SetUp, FEN and VariantMen. A variant
 * that XBoard knows under another name says so in its file (xboard-name);
 * any other keeps leaper's name, which is what XBoard itself writes for a
 * variant an engine defined, and XBoard takes the piece letters from
 * VariantMen. The default variant is orthodox chess to every reader. */
static void
put_variant_tags(const game *g, FILE *f)
{
	const variant *v = g->v;
	char men[VAR_MAX_TYPES * (VAR_MAX_TEXT + 4)];

	put_tag(f, "Variant", v->xboard_name[0] ? v->xboard_name : v->name);
	if (g->custom_start || (!v->is_default && !v->xboard_name[0])) {
		put_tag(f, "SetUp", "1");
		put_tag(f, "FEN", g->start_fen);
	}
	if (!v->is_default && !v->xboard_name[0]) {
		pgn_xboard_men(v, men, sizeof men);
		put_tag(f, "VariantMen", men);
	}
}

/* Writes the tag section, the blank line after it and the embedded
 * variant definition, for the given result of the record. */
static void
put_header(const game *g, FILE *f, game_result result, game_reason reason)
{
	int i, j;

	put_tag(f, "Event", tag_or(g, "Event", "?"));
	put_tag(f, "Site", tag_or(g, "Site", "?"));
	put_tag(f, "Date", tag_or(g, "Date", "????.??.??"));
	put_tag(f, "Round", tag_or(g, "Round", "-"));
	put_tag(f, "White", tag_or(g, "White", "?"));
	put_tag(f, "Black", tag_or(g, "Black", "?"));
	put_tag(f, "Result", game_result_text(result));
	put_variant_tags(g, f);
	put_tag(f, "TimeControl", tag_or(g, "TimeControl", "-"));
	put_tag(f, "Termination", result == GAME_ONGOING ? "unterminated" :
		reason == GAME_TIME ? "time forfeit" : "normal");
	for (i = 0; i < g->ntags; i++) {
		for (j = 0; fixed_tags[j] && strcmp(fixed_tags[j], g->tags[i].name); j++)
			;
		if (!fixed_tags[j])
			put_tag(f, g->tags[i].name, g->tags[i].value);
	}
	putc('\n', f);
	if (g->variant_text && *g->variant_text)
		put_variant(f, g->variant_text);
}

/* Writes ms as a "[%clk H:MM:SS]" command, with the fraction of a
 * second when there is one ("0:00:09.5"), so that clocks read back exact. */
static void
format_clock(int64_t ms, char *buf, size_t size)
{
	char frac[8] = "";
	int n;

	if (ms % 1000) {
		snprintf(frac, sizeof frac, ".%03d", (int)(ms % 1000));
		for (n = (int)strlen(frac); frac[n - 1] == '0'; n--)
			frac[n - 1] = '\0';
	}
	snprintf(buf, size, "[%%clk %lld:%02d:%02d%s]", (long long)(ms / 3600000),
		 (int)(ms / 60000 % 60), (int)(ms / 1000 % 60), frac);
}

/* Writes one piece of a comment's text: "{" before the first, "}" after
 * the last, a '}' in it as ')' so that the comment cannot close early
 * (and a '{' as '(' to match). A comment whose first word is
 * PGN_VARIANT_WORD gets a blank after its "{", so that it is not read
 * back as an embedded variant definition. */
static void
put_piece(wrapper *w, const char *text, size_t n, int first, int last)
{
	char *tok = malloc(n + 4);
	size_t i, len = 0;

	if (!tok)
		return; /* the stream's error is not set: the comment is lost, the game is not */
	if (first)
		tok[len++] = '{';
	if (first && pgn_is_variant_comment(text, n))
		tok[len++] = ' ';
	for (i = 0; i < n; i++)
		tok[len++] = text[i] == '}' ? ')' : text[i] == '{' ? '(' : text[i];
	if (last)
		tok[len++] = '}';
	put_token_n(w, tok, len);
	free(tok);
}

/* Writes a note's comment: its text word by word (so that it wraps like
 * the moves), then "[%eval ...]" and the clock (ms, or -1), each of those
 * as one token; nothing when all three are missing. A clock alone is
 * "{[%clk 0:04:51]}" as before notes were kept. */
static void
put_comment(wrapper *w, const annot_note *n, int64_t ms)
{
	char eval[40], clock[40], value[24];
	const char *s = n && n->comment ? n->comment : "", *e;
	int have_text = 0;

	eval[0] = clock[0] = '\0';
	if (n && n->has_eval)
		snprintf(eval, sizeof eval, "[%%eval %s]", annot_eval_text(n, value, sizeof value));
	if (ms != -1)
		format_clock(ms < 0 ? 0 : ms, clock, sizeof clock); /* below zero is written as 0 */
	for (e = s; *e; e++)
		have_text |= (unsigned char)*e > ' ';
	if (!have_text && !eval[0] && !clock[0])
		return;
	for (int first = 1; *s;) {
		while (*s && (unsigned char)*s <= ' ')
			s++;
		for (e = s; *e && (unsigned char)*e > ' '; e++)
			;
		if (e > s) {
			const char *rest = e;
			while (*rest && (unsigned char)*rest <= ' ')
				rest++;
			put_piece(w, s, (size_t)(e - s), first, !*rest && !eval[0] && !clock[0]);
			first = 0;
		}
		s = e;
	}
	if (eval[0])
		put_piece(w, eval, strlen(eval), !have_text, !clock[0]);
	if (clock[0])
		put_piece(w, clock, strlen(clock), !have_text && !eval[0], 1);
}

/* Whether anything is written between a move and the next one after
 * note n (a comment, an evaluation), so that a Black move after it gets
 * its number. */
static int
note_speaks(const annot_note *n)
{
	return n && ((n->comment && *n->comment) || n->has_eval);
}

/* The note after move k of a variation, or NULL. */
static const annot_note *
var_note(const annot_line *l, int k)
{
	return k >= 0 && k <= l->nmoves && k < l->cap ? &l->notes[k] : NULL;
}

/* Writes a move: its number when it needs one, the SAN, its NAGs. */
static void
put_move(const game *g, int ply, const char *san, int numbered, const annot_note *after, wrapper *w)
{
	const position *s = &g->start;
	int side = s->side ^ (ply & 1);
	int number = s->fullmove + (ply + (s->side == BLACK)) / 2;
	char tok[SAN_MAX + 32];
	int i;

	/* a move number stays on the line of its move */
	if (side == WHITE || numbered)
		snprintf(tok, sizeof tok, "%d%s %s", number, side == WHITE ? "." : "...", san);
	else
		snprintf(tok, sizeof tok, "%s", san);
	put_token(w, tok);
	for (i = 0; after && i < after->nnags; i++) {
		snprintf(tok, sizeof tok, "$%d", after->nags[i]);
		put_token(w, tok);
	}
}

/* Whether put_var writes variation l at nesting depth. */
static int
var_written(const annot_line *l, int depth)
{
	return l->nmoves > 0 && l->san && depth <= PGN_MAX_VAR_DEPTH;
}

/* Whether a variation is written after note n at nesting depth (so the
 * move that follows needs its number again). */
static int
vars_written(const annot_note *n, int depth)
{
	int k;

	for (k = 0; n && k < n->nvars; k++)
		if (var_written(n->vars[k], depth))
			return 1;
	return 0;
}

/* Writes a variation whose first move is ply ply of the record: "("
 * glued to its first token, its moves with their notes and the
 * variations inside it, ")" glued to its last token. Empty variations
 * and those nested deeper than the reader takes are left out. */
static void
put_var(const game *g, const annot_line *l, int ply, wrapper *w, int depth)
{
	const annot_note *n0 = var_note(l, 0);
	int j, k;

	if (!var_written(l, depth))
		return;
	w->paren = 1;
	put_comment(w, n0, -1);
	for (j = 0; j < l->nmoves; j++) {
		const annot_note *after = var_note(l, j + 1), *at = var_note(l, j);
		int numbered = j == 0 || note_speaks(at) || (j > 0 && vars_written(var_note(l, j - 1), depth + 1));
		put_move(g, ply + j, l->san[j], numbered, after, w);
		put_comment(w, after, -1);
		for (k = 0; at && k < at->nvars; k++)
			put_var(g, at->vars[k], ply + j, w, depth + 1);
	}
	putc(')', w->f);
	w->col++;
}

/* Writes moves from..to-1 of the record: numbers, SAN, NAGs, comments
 * with the evaluation and the clock, variations. A Black move gets its
 * number when it opens the movetext or follows a comment or a variation,
 * as the export format asks. */
static void
put_moves(const game *g, int from, int to, wrapper *w)
{
	int i, k;

	if (from == 0)
		put_comment(w, annot_get(g, 0), -1);
	for (i = from; i < to; i++) {
		const game_ply *gp = &g->moves[i];
		const annot_note *after = annot_get(g, i + 1), *at = annot_get(g, i);
		int numbered = i == 0 || (i > 0 && (g->moves[i - 1].clk_ms != -1 || note_speaks(at) ||
						   vars_written(annot_get(g, i - 1), 1)));
		put_move(g, i, gp->san, numbered, after, w);
		put_comment(w, after, gp->clk_ms);
		for (k = 0; at && k < at->nvars; k++)
			put_var(g, at->vars[k], i, w, 1);
	}
}

/* Writes g as PGN to f. */
int
pgn_write_stream(const game *g, FILE *f)
{
	game_reason reason;
	game_result result = game_final_result(g, &reason);
	wrapper w = { f, 0, 0 };

	put_header(g, f, result, reason);
	put_moves(g, 0, g->nmoves, &w);
	if (result != GAME_ONGOING)
		put_reason(&w, g->v, result, reason);
	put_token(&w, game_result_text(result));
	fputs("\n\n", f);
	return ferror(f) ? -1 : 0;
}

/* Writes g's tag section and embedded definition. */
int
pgn_write_header(const game *g, FILE *f)
{
	game_reason reason;
	game_result result = game_final_result(g, &reason);

	put_header(g, f, result, reason);
	return ferror(f) ? -1 : 0;
}

/* Writes g as PGN that moves can be appended to while it goes on. */
int
pgn_write_open(const game *g, FILE *f, int *col)
{
	game_reason reason;
	game_result result = game_final_result(g, &reason);
	wrapper w = { f, 0, 0 };

	if (result != GAME_ONGOING) {
		*col = -1;
		return pgn_write_stream(g, f);
	}
	put_header(g, f, result, reason);
	put_moves(g, 0, g->nmoves, &w);
	if (w.col > 0)
		putc('\n', f);
	*col = w.col;
	return ferror(f) ? -1 : 0;
}

/* Writes the text that appends moves from..to-1 to an open game. */
int
pgn_write_moves(const game *g, int from, int to, FILE *f, int *col)
{
	wrapper w = { f, *col, 0 };

	if (from >= to)
		return 0;
	if (w.col == 0)
		putc('\n', f); /* put_token writes no blank at the start of a line */
	put_moves(g, from, to, &w);
	putc('\n', f);
	*col = w.col;
	return ferror(f) ? -1 : 0;
}

/* The permissions a new file gets: those of the file it replaces, else
 * 0666 less the umask. */
static mode_t
new_mode(const char *path)
{
	struct stat st;
	mode_t mask;

	if (stat(path, &st) == 0)
		return st.st_mode & 07777;
	mask = umask(022);
	umask(mask);
	return 0666 & ~mask;
}

/* Saves g to path: temporary file in the same directory, sync, rename;
 * as an open game when col is not NULL. */
static pgn_status
save(const game *g, const char *path, int *col, char *msg, size_t size)
{
	char copy[PATH_MAX], tmp[PATH_MAX + 32];
	const char *dir, *base;
	struct stat st;
	FILE *f;
	int fd, err = 0;

	if (strlen(path) >= sizeof copy || !*path) {
		snprintf(msg, size, "cannot save \"%s\": the name is too long or empty", path);
		return PGN_ERR_IO;
	}
	strcpy(copy, path);
	dir = dirname(copy);
	base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	if (!*base) {
		snprintf(msg, size, "cannot save %s: that is a directory name", path);
		return PGN_ERR_IO;
	}
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		/* a device or a directory is never replaced by a saved game */
		snprintf(msg, size, "cannot save %s: not a regular file", path);
		return PGN_ERR_IO;
	}
	snprintf(tmp, sizeof tmp, "%s/.%s.XXXXXX", dir, base);
	fd = mkstemp(tmp);
	if (fd < 0) {
		snprintf(msg, size, "cannot save %s: cannot create a file in %s: %s", path, dir, strerror(errno));
		return PGN_ERR_IO;
	}
	fchmod(fd, new_mode(path));
	f = fdopen(fd, "w");
	if (!f) {
		err = errno;
		close(fd);
	} else {
		errno = 0;
		if ((col ? pgn_write_open(g, f, col) : pgn_write_stream(g, f)) < 0 || fflush(f) != 0)
			err = errno ? errno : EIO;
		if (!err && fsync(fileno(f)) != 0)
			err = errno;
		if (fclose(f) != 0 && !err)
			err = errno;
	}
	if (!err && rename(tmp, path) != 0)
		err = errno;
	if (err) {
		unlink(tmp);
		snprintf(msg, size, "cannot save %s: %s", path, strerror(err));
		return PGN_ERR_IO;
	}
	if ((fd = open(dir, O_RDONLY | O_DIRECTORY)) >= 0) {
		fsync(fd); /* make the rename itself durable */
		close(fd);
	}
	return PGN_OK;
}

/* Saves g to path atomically. */
pgn_status
pgn_save(const game *g, const char *path, char *msg, size_t size)
{
	return save(g, path, NULL, msg, size);
}

/* Saves g to path atomically as an open game (see pgn_write_open). */
pgn_status
pgn_save_open(const game *g, const char *path, int *col, char *msg, size_t size)
{
	return save(g, path, col, msg, size);
}
