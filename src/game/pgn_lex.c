/* pgn_lex.c - splitting PGN text into tokens, tolerant of what real files
 * hold: a byte-order mark, CR-LF lines, "%" escape lines, comments of both
 * kinds, NAGs and annotation marks, numbers glued to moves ("1.e4"). */
#include "config.h"

#include "pgn_lex.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* Is a comment's text the start of an embedded definition? */
int
pgn_is_variant_comment(const char *text, size_t len)
{
	size_t n = sizeof PGN_VARIANT_WORD - 1;

	return len >= n && !memcmp(text, PGN_VARIANT_WORD, n) &&
	       (len == n || isspace((unsigned char)text[n]));
}

/* Starts reading text. */
void
pgn_lex_init(pgn_lexer *lx, const char *text, size_t len, const char *name)
{
	memset(lx, 0, sizeof *lx);
	lx->p = text;
	lx->end = text + len;
	lx->line = 1;
	lx->bol = 1;
	lx->name = name;
	lx->line_start = text;
	if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
		lx->p += 3;
}

/* Writes a message for line into lx->error. */
pgn_tok
pgn_lex_fail(pgn_lexer *lx, int line, const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	snprintf(lx->error, sizeof lx->error, "%s:%d: %s", lx->name, line, msg);
	return TOK_ERROR;
}

/* Puts a token back. */
void
pgn_lex_unget(pgn_lexer *lx, const pgn_token *t)
{
	lx->pending = *t;
	lx->have_pending = 1;
}

/* Whether the line from p (to its newline or end) is empty or blank. */
static int
blank_line(const char *p, const char *end)
{
	for (; p < end && *p != '\n'; p++)
		if (*p != ' ' && *p != '\t' && *p != '\r')
			return 0;
	return 1;
}

/* Skips to the start of the next game after an error. */
void
pgn_lex_resync(pgn_lexer *lx)
{
	const char *p = lx->p;
	int after_blank = 0;

	if (lx->have_pending && lx->pending.kind == TOK_TAG)
		return;
	lx->have_pending = 0;
	for (;;) {
		const char *nl = memchr(p, '\n', (size_t)(lx->end - p));
		if (!nl) {
			p = lx->end;
			break;
		}
		after_blank = p != lx->p && blank_line(p, lx->end);
		p = nl + 1;
		lx->line++;
		lx->line_start = p;
		if (p < lx->end && *p == '[' &&
		    (after_blank || ((size_t)(lx->end - p) >= 7 && memcmp(p, "[Event ", 7) == 0)))
			break;
	}
	lx->p = p;
	lx->bol = 1;
}

/* Skips blanks, newlines and "%" escape lines; returns 0 at a NUL byte. */
static int
skip_space(pgn_lexer *lx)
{
	while (lx->p < lx->end) {
		char c = *lx->p;
		if (c == '\0')
			return 0;
		if (c == '%' && lx->bol) {
			while (lx->p < lx->end && *lx->p != '\n')
				lx->p++;
			continue;
		}
		if (c == '\n') {
			lx->line++;
			lx->line_start = lx->p + 1;
			lx->bol = 1;
		} else if (isspace((unsigned char)c)) {
			/* blanks keep bol: "%" must be in the first column, but a
			 * CR before LF or a stray blank line is harmless */
			if (c != '\r')
				lx->bol = 0;
		} else {
			return 1;
		}
		lx->p++;
	}
	return 1;
}

/* Reads a tag "[Name "value"]" starting at '['. */
static pgn_tok
read_tag(pgn_lexer *lx, pgn_token *t)
{
	const char *p = lx->p + 1;
	size_t n = 0;

	while (p < lx->end && (*p == ' ' || *p == '\t'))
		p++;
	while (p < lx->end && (isalnum((unsigned char)*p) || *p == '_')) {
		if (n + 1 >= sizeof t->name)
			return pgn_lex_fail(lx, t->line, "tag name too long");
		t->name[n++] = *p++;
	}
	t->name[n] = '\0';
	if (n == 0)
		return pgn_lex_fail(lx, t->line, "malformed tag: expected [Name \"value\"]");
	while (p < lx->end && (*p == ' ' || *p == '\t'))
		p++;
	if (p >= lx->end || *p != '"')
		return pgn_lex_fail(lx, t->line, "malformed tag %s: the value must be in double quotes", t->name);
	p++;
	n = 0;
	while (p < lx->end && *p != '"') {
		if (*p == '\n' || *p == '\0')
			return pgn_lex_fail(lx, t->line, "tag %s: the value is not closed on its line", t->name);
		if (*p == '\\' && p + 1 < lx->end && (p[1] == '"' || p[1] == '\\'))
			p++;
		if (n + 1 < sizeof t->value)
			t->value[n++] = *p;
		p++;
	}
	t->value[n] = '\0';
	if (p >= lx->end)
		return pgn_lex_fail(lx, t->line, "tag %s: the value is not closed", t->name);
	p++;
	while (p < lx->end && (*p == ' ' || *p == '\t' || *p == '\r'))
		p++;
	if (p >= lx->end || *p != ']')
		return pgn_lex_fail(lx, t->line, "tag %s: expected ']' after the value", t->name);
	lx->p = p + 1;
	return t->kind = TOK_TAG;
}

/* Reads a brace comment starting at '{'. */
static pgn_tok
read_comment(pgn_lexer *lx, pgn_token *t)
{
	const char *p = lx->p + 1, *start = lx->line_start;
	int line = lx->line;

	t->text = p;
	while (p < lx->end && *p != '}') {
		if (*p == '\0')
			return pgn_lex_fail(lx, line, "NUL byte in a comment");
		if (*p == '\n') {
			line++;
			start = p + 1;
		}
		p++;
	}
	if (p >= lx->end)
		return pgn_lex_fail(lx, t->line, "the comment opened here is never closed");
	t->len = (size_t)(p - t->text);
	lx->line = line;
	lx->line_start = start;
	lx->p = p + 1;
	return t->kind = TOK_COMMENT;
}

/* Whether c can be part of a move or number symbol. */
static int
symbol_char(char c)
{
	return !isspace((unsigned char)c) && !strchr("{}[]();$\"", c) && c != '\0';
}

/* Reads a symbol: a move, a move number, a result or annotation marks. */
static pgn_tok
read_symbol(pgn_lexer *lx, pgn_token *t)
{
	const char *s = lx->p, *p = s;
	size_t n, i;
	int alnum = 0;

	while (p < lx->end && symbol_char(*p))
		p++;
	n = (size_t)(p - s);
	t->text = s;
	for (i = 0; i < n && isdigit((unsigned char)s[i]); i++)
		;
	if (i < n && s[i] == '.' && i > 0) {
		/* "12." or "12..." alone, or glued to a move ("12.e4") */
		while (i < n && s[i] == '.')
			i++;
		lx->p = s + i;
		t->len = i;
		return t->kind = TOK_NUMBER;
	}
	lx->p = p;
	t->len = n;
	if ((n == 3 && (!memcmp(s, "1-0", 3) || !memcmp(s, "0-1", 3))) || (n == 1 && *s == '*') ||
	    (n == 7 && !memcmp(s, "1/2-1/2", 7)) || (n == 5 && !memcmp(s, "\xc2\xbd-\xc2\xbd", 5)))
		return t->kind = TOK_RESULT;
	if (i == n)
		return t->kind = TOK_NUMBER; /* a bare number, "1 e4" */
	if (n == 2 && !memcmp(s, "--", 2))
		return t->kind = TOK_SYMBOL; /* a null move, refused by the reader */
	for (i = 0; i < n; i++)
		alnum |= isalnum((unsigned char)s[i]);
	if (!alnum)
		return t->kind = TOK_NAG; /* "!?", "+-", "...", "=" */
	return t->kind = TOK_SYMBOL;
}

/* Reads the next token. */
pgn_tok
pgn_lex_next(pgn_lexer *lx, pgn_token *t)
{
	char c;

	if (lx->have_pending) {
		*t = lx->pending;
		lx->have_pending = 0;
		return t->kind;
	}
	t->text = NULL;
	t->len = 0;
	if (!skip_space(lx)) {
		t->line = lx->line;
		return t->kind = pgn_lex_fail(lx, lx->line, "NUL byte: this is not a text file");
	}
	t->line = lx->line;
	t->col = (int)(lx->p - lx->line_start) + 1;
	if (lx->p >= lx->end)
		return t->kind = TOK_END;
	lx->bol = 0;
	c = *lx->p;
	switch (c) {
	case '[':
		if (read_tag(lx, t) == TOK_ERROR)
			return t->kind = TOK_ERROR;
		return TOK_TAG;
	case '{':
		if (read_comment(lx, t) == TOK_ERROR)
			return t->kind = TOK_ERROR;
		return TOK_COMMENT;
	case ';':
		t->text = ++lx->p;
		while (lx->p < lx->end && *lx->p != '\n')
			lx->p++;
		t->len = (size_t)(lx->p - t->text);
		return t->kind = TOK_COMMENT;
	case '(':
		lx->p++;
		return t->kind = TOK_OPEN;
	case ')':
		lx->p++;
		return t->kind = TOK_CLOSE;
	case '$':
		t->text = lx->p++;
		while (lx->p < lx->end && isdigit((unsigned char)*lx->p))
			lx->p++;
		t->len = (size_t)(lx->p - t->text);
		if (t->len == 1)
			return t->kind = pgn_lex_fail(lx, t->line, "'$' must be followed by a number (a NAG)");
		return t->kind = TOK_NAG;
	case ']':
	case '}':
	case '"':
		return t->kind = pgn_lex_fail(lx, t->line, "unexpected '%c'", c);
	default:
		return read_symbol(lx, t);
	}
}
