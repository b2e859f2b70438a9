/* pgn_reader.h - reading one game of PGN text at a time (private to the
 * pgn module): pgn_read.c parses a game, pgn_load.c walks the files. */
#ifndef LEAPER_PGN_READER_H
#define LEAPER_PGN_READER_H

#include "game.h"
#include "pgn.h"
#include "pgn_lex.h"

#define MAX_READ_TAGS 64

/* An open variation while a game is built. */
typedef struct pgn_var_frame {
	annot_line *line;          /* the variation's words and moves (owned by the game's notes) */
	position pos;              /* the position after its moves so far */
	position before;           /* the position before its last move (when it has one) */
	int open_line;             /* where its '(' is */
} pgn_var_frame;

/* A tag as read, with its line. */
typedef struct pgn_read_tag {
	char name[PGN_TAG_NAME];
	char value[PGN_TAG_VALUE];
	int line;
} pgn_read_tag;

/* What is known of the game being read. */
typedef struct pgn_reader {
	pgn_lexer lx;
	var_set *set;
	int apply;                 /* 1: build the game; 0: only list it */
	int ntags;
	pgn_read_tag tags[MAX_READ_TAGS];
	char *embedded;            /* decoded leaper-variant text, or NULL */
	int embedded_line;         /* line of its first text line */
	int ready;                 /* 1: g has been set up */
	game g;                    /* the game being built */
	int plies;                 /* moves of the main line */
	int result_seen;           /* 1: a result token ended the game */
	game_result result;        /* that result */
	char last_comment[256];    /* the last comment after a move, for the reason */
	int depth;                 /* variations open at this point of the movetext */
	int open_line;             /* the line of the outermost open '(' */
	pgn_var_frame *frames[PGN_MAX_VAR_DEPTH]; /* the open variations (when apply is set) */
	long var_moves;            /* moves read in the game's variations */
	annot_note pre;            /* the words before the first move, until g is set up */
	int last_ply;              /* the main-line note the last token (a comment) went to, or -1 */
	size_t last_len;           /* that note's comment length before that comment */
	int cut_ok;                /* 1: a token cut short at the end is dropped (PGN_READ_CUT) */
	int cut;                   /* 1: one was dropped */
	char msg[400];             /* the error, "FILE:LINE: message" */
} pgn_reader;

/* Reads the next game of r's text: tags, then movetext up to a result, the
 * next tag section or the end; builds r->g when r->apply is set. Returns
 * PGN_ERR_NOGAME when no game is left; on other errors r->msg says why. */
pgn_status pgn_read_game(pgn_reader *r, int *start_line);

/* Forgets the game read last (tags, moves, embedded definition). */
void pgn_reader_clear(pgn_reader *r);

/* The value of the tag of this name read last, or NULL. */
const char *pgn_reader_tag(const pgn_reader *r, const char *name);

#endif
