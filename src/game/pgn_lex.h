/* pgn_lex.h - the tokens of PGN text (private to the pgn module). */
#ifndef LEAPER_PGN_LEX_H
#define LEAPER_PGN_LEX_H

#include <stddef.h>

#define PGN_TAG_NAME 32
#define PGN_TAG_VALUE 1024

/* Kinds of tokens. */
typedef enum pgn_tok {
	TOK_END,      /* end of the text */
	TOK_TAG,      /* [Name "value"] */
	TOK_COMMENT,  /* {...} or ; to the end of the line */
	TOK_NUMBER,   /* a move number: "12." or "12..." */
	TOK_SYMBOL,   /* a move */
	TOK_NAG,      /* $n, or annotation marks such as "!?" standing alone */
	TOK_RESULT,   /* 1-0, 0-1, 1/2-1/2 or * */
	TOK_OPEN,     /* ( */
	TOK_CLOSE,    /* ) */
	TOK_ERROR     /* malformed text; the lexer's message says what */
} pgn_tok;

/* One token. Text points into the lexer's buffer. */
typedef struct pgn_token {
	pgn_tok kind;
	int line;                      /* line where the token begins */
	int col;                       /* its column there, from 1 (in bytes) */
	const char *text;              /* symbol, number, comment body or result */
	size_t len;
	char name[PGN_TAG_NAME];       /* tag name */
	char value[PGN_TAG_VALUE];     /* tag value, unescaped */
} pgn_token;

/* The state of reading one text. */
typedef struct pgn_lexer {
	const char *p, *end;           /* the rest of the text */
	int line;                      /* current line, from 1 */
	const char *line_start;        /* where the current line begins, for columns */
	int bol;                       /* 1: at the beginning of a line */
	const char *name;              /* file name for messages */
	char error[320];               /* "FILE:LINE: message" of a TOK_ERROR */
	int have_pending;              /* 1: pending is the next token */
	pgn_token pending;             /* a token put back */
} pgn_lexer;

/* The first word of the comment that carries an embedded variant
 * definition (see pgn.h). */
#define PGN_VARIANT_WORD "leaper-variant"

/* 1 when a comment's text (len bytes, without its braces) begins an
 * embedded definition: the word alone, or followed by a blank. Both the
 * reader and the writer ask this, so they cannot disagree. */
int pgn_is_variant_comment(const char *text, size_t len);

/* Starts reading text of len bytes; name stands for the file in messages. */
void pgn_lex_init(pgn_lexer *lx, const char *text, size_t len, const char *name);

/* Reads the next token into t and returns its kind. */
pgn_tok pgn_lex_next(pgn_lexer *lx, pgn_token *t);

/* Puts t back so that the next call returns it again. */
void pgn_lex_unget(pgn_lexer *lx, const pgn_token *t);

/* After an error in a game, skips to where the next game is taken to
 * start: a tag put back (a game that ended at the next one's tags) stays
 * the next token; otherwise the rest of the current line is dropped and
 * reading resumes at the first later line that starts with '[' in its
 * first column and either follows a blank line or starts "[Event ", so
 * that the other tags of a broken tag section are not taken for a game.
 * With no such line the text is at its end. */
void pgn_lex_resync(pgn_lexer *lx);

/* Writes "FILE:LINE: message" into lx->error; returns TOK_ERROR. */
pgn_tok pgn_lex_fail(pgn_lexer *lx, int line, const char *fmt, ...);

#endif
