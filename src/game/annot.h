/* annot.h - the words a game record keeps about its moves: comments, NAGs,
 * engine evaluations ([%eval]) and variations, as a PGN file gives them or
 * as the user types them.
 *
 * A line of moves (the main line, or a variation) has nmoves + 1 notes:
 * notes[k] is what is said after its move k (notes[0]: before its first
 * move). The variations of notes[k] are alternatives to move k + 1: each
 * starts from the position after move k. A variation is a line of its own
 * whose moves are SAN text (checked legal when they were read), with notes
 * (and so variations) of its own. The main line's moves are the game
 * record's; game.h keeps its notes in g->notes (NULL when there are none)
 * and drops those after the cursor when a move played there drops the
 * redo list.
 */
#ifndef LEAPER_ANNOT_H
#define LEAPER_ANNOT_H

#include <stddef.h>

struct game;
struct annot_line;

#define ANNOT_MAX_NAGS 8          /* NAGs kept after one move; more are dropped */
#define ANNOT_MAX_COMMENT 65536   /* bytes of comment kept after one move; more are cut */

/* The words the record keeps about one move: after move k of a line
 * (k = 0: before its first move). */
typedef struct annot_note {
	char *comment;          /* the comment text (several comments joined by one space),
	                           without the [%clk]/[%eval] commands; NULL when none */
	unsigned char nags[ANNOT_MAX_NAGS]; /* NAG numbers in order ($1 = "!", $2 = "?",
	                           $3 = "!!", $4 = "??", $5 = "!?", $6 = "?!", ...) */
	int nnags;              /* how many */
	int has_eval;           /* 1: an [%eval] was given */
	int eval_mate;          /* with has_eval: 0 = eval_cp is a score; else mate in N moves
	                           (+ White mates, - Black mates) */
	int eval_cp;            /* with has_eval and !eval_mate: centipawns from White's side */
	int nvars;              /* variations that replace move k+1 ... */
	struct annot_line **vars; /* ... each a line of its own */
} annot_note;

/* A line of moves: the main line's notes, or a variation. */
typedef struct annot_line {
	int nmoves;             /* moves in the line (for the main line: the record's nmoves) */
	char **san;             /* a variation's moves as SAN text (NULL for the main line) */
	annot_note *notes;      /* nmoves + 1 notes: notes[k] after move k */
	int cap;                /* room in notes (and san) */
} annot_line;

/* The note after main-line move ply (0..nmoves) of g, created on demand;
 * NULL when ply is out of range or there is no memory. */
annot_note *annot_at(struct game *g, int ply);

/* The note after main-line move ply of g, read-only; NULL when there is
 * none (or it holds nothing). */
const annot_note *annot_get(const struct game *g, int ply);

/* Replaces n's comment with text (NULL or "" clears it; text longer than
 * ANNOT_MAX_COMMENT is cut at a character boundary); 0, or -1 when out of
 * memory. */
int annot_set_comment(annot_note *n, const char *text);

/* Appends text to n's comment, joined by one space (len bytes of text);
 * the comment stays within ANNOT_MAX_COMMENT. 0, or -1 out of memory. */
int annot_append_comment(annot_note *n, const char *text, size_t len);

/* Adds a NAG (1..255) after those n has; 0, or -1 when it is out of range
 * or n has ANNOT_MAX_NAGS already (it is then dropped). */
int annot_add_nag(annot_note *n, int nag);

/* Sets n's evaluation: mate != 0 is mate in that many moves (+ White
 * mates), else cp centipawns from White's side. */
void annot_set_eval(annot_note *n, int mate, int cp);

/* Appends a new empty variation to n; NULL when out of memory. */
annot_line *annot_add_var(annot_note *n);

/* Appends a move (SAN text) to a variation; 0, or -1 out of memory. */
int annot_line_push(annot_line *l, const char *san);

/* The note after move k (0..nmoves) of a line; NULL when out of range. */
annot_note *annot_line_note(annot_line *l, int k);

/* Whether n says nothing (no comment, NAG, evaluation or variation). */
int annot_note_empty(const annot_note *n);

/* Empties n, freeing its comment and variations. */
void annot_note_clear(annot_note *n);

/* The symbol of a NAG: "!", "?", "!!", "??", "!?", "?!", "=", "+-" ...,
 * or NULL when it has none. */
const char *annot_nag_symbol(int nag);

/* The NAG an annotation mark stands for ("!?" -> 5, "+-" -> 18), len
 * bytes of text; 0 when it is not one. */
int annot_nag_from_symbol(const char *text, size_t len);

/* Writes n's evaluation as [%eval] takes it ("0.85", "-1.20", "#3",
 * "#-2") into buf; "" when it has none. Returns buf. */
const char *annot_eval_text(const annot_note *n, char *buf, size_t size);

/* Reads an [%eval] value (len bytes of text: "0.85", "-1.2", "#-3",
 * optionally followed by ",DEPTH") into n; 0, or -1 when it is not one. */
int annot_eval_parse(annot_note *n, const char *text, size_t len);

/* Drops the notes of g's main line after move ply (those of moves a new
 * move at ply replaces), keeping notes[0..ply]; ply < 0 drops all. */
void annot_truncate(struct game *g, int ply);

/* Frees a line and everything it holds (NULL is fine). */
void annot_line_free(annot_line *l);

#endif
