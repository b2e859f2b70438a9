/* game.h - the shared game state every front end works on: the variant and
 * start position, the moves with their SAN, the current position, undo and
 * redo, a replay cursor, the result and why, the hashes of the positions
 * so far, and the game's tags.
 *
 * The record holds nmoves moves; the cursor (ply) says how many of them
 * lead to the current position. Moves after the cursor are the redo list:
 * undo and replay move the cursor and keep them; playing a move at the
 * cursor that differs from the next recorded one drops them, and the
 * notes (comments, NAGs, variations: annot.h) after the cursor with them.
 */
#ifndef LEAPER_GAME_H
#define LEAPER_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "annot.h"
#include "position.h"
#include "san.h"
#include "variant.h"

#define GAME_MAX_TAGS 32
#define GAME_TAG_NAME 32
#define GAME_TAG_VALUE 256

/* The most half-moves a record holds: game_play refuses a move past it,
 * and the PGN reader reads games of up to as many (PGN_MAX_PLIES), so
 * every game leaper writes it reads back. */
#define GAME_MAX_PLIES 500000

/* Who won. */
typedef enum game_result {
	GAME_ONGOING = 0, /* not over ("*") */
	GAME_WHITE_WINS,  /* "1-0" */
	GAME_BLACK_WINS,  /* "0-1" */
	GAME_DRAW         /* "1/2-1/2" */
} game_result;

/* Why the game ended. */
typedef enum game_reason {
	GAME_REASON_NONE = 0,
	GAME_CHECKMATE,   /* the side to move is in check with no legal move */
	GAME_STALEMATE,   /* no legal move, not in check: the variant says who wins */
	GAME_FIFTY,       /* the variant's fifty-move count ran out */
	GAME_REPETITION,  /* the same position, same side to move, for the variant's count */
	GAME_MATERIAL,    /* neither side can mate (see game_end.c) */
	GAME_RESIGNATION, /* the loser resigned */
	GAME_AGREED,      /* a draw offered and accepted */
	GAME_TIME,        /* the loser's clock ran out (set by the front end) */
	GAME_RECORDED     /* a saved result whose reason was not given */
} game_reason;

/* One move of the record. */
typedef struct game_ply {
	move m;                /* the move */
	char san[SAN_MAX];     /* its SAN, written when it was played */
	pos_undo undo;         /* how to take it back; valid while before the cursor */
	int64_t clk_ms; /* the mover's time left after this move (ms), or -1 when not known */
} game_ply;

/* A PGN tag. */
typedef struct game_tag {
	char name[GAME_TAG_NAME];
	char value[GAME_TAG_VALUE];
} game_tag;

/* A game. Create with game_new, release with game_free. */
typedef struct game {
	const variant *v;          /* the rules; owned by the caller's set or by own */
	var_set own;               /* variants the game itself loaded (an embedded definition) */
	char *variant_text;        /* the variant's definition to carry in saved games, or NULL
	                            * when it is one of the data directories' files */
	char start_fen[VAR_MAX_TEXT * 2]; /* the start position */
	int custom_start;          /* 1: the start is not the variant's own start position */
	position start;            /* the start position */
	position pos;              /* the current position: start + the first ply moves */
	int ply;                   /* the cursor */
	int nmoves;                /* moves in the record */
	int cap;                   /* room in moves and hashes */
	game_ply *moves;           /* the record */
	uint64_t *hashes;          /* hashes[i]: hash of the position after i moves */
	game_result final_result;  /* a result set by the players or read from a file ... */
	game_reason final_reason;  /* ... and why; applies when ply == nmoves */
	game_result result;        /* the result at the cursor (rules or final), kept current */
	game_reason reason;        /* and its reason */
	int ntags;
	game_tag tags[GAME_MAX_TAGS];
	int max_plies;             /* the most moves the record takes: GAME_MAX_PLIES from
	                            * game_new (a test may lower it; never raise it) */
	annot_line *notes;         /* the main line's words (annot.h), or NULL when none; the
	                            * notes after the cursor go when a move there drops the
	                            * redo list */
} game;

/* Status of game operations. */
typedef enum game_status {
	GAME_OK = 0,
	GAME_ERR_FEN,      /* the start position is bad */
	GAME_ERR_ILLEGAL,  /* the move is not legal here */
	GAME_ERR_MEMORY,   /* out of memory */
	GAME_ERR_FULL      /* the record holds max_plies moves already */
} game_status;

/* Words for a status of g's operations, such as "the game record is full
 * (500,000 half-moves)"; "" for GAME_OK. */
const char *game_status_text(const game *g, game_status st, char *buf, size_t size);

/* Starts a game of v from fen (NULL or "" for the variant's start). On
 * failure msg says why and g holds nothing to free. */
game_status game_new(game *g, const variant *v, const char *fen, char *msg, size_t size);

/* Starts g as a new game of old's variant from fen (NULL: its start),
 * moving into g the variants old owns and their definition text, so that
 * g's rules outlive old (which is then to be freed or replaced). On
 * failure nothing moves. */
game_status game_new_after(game *g, game *old, const char *fen, char *msg, size_t size);

/* Releases what g holds. */
void game_free(game *g);

/* Frees dst and moves src into it (src is left empty). */
void game_replace(game *dst, game *src);

/* Hands the game a set of variants it owns (taking them out of set) and
 * the definition text to carry when saving (taking the string). */
void game_adopt_variants(game *g, var_set *set, char *text);

/* Plays legal move m at the cursor: GAME_ERR_ILLEGAL when it is not one,
 * GAME_ERR_FULL when the record is full (a move after the cursor can
 * still be replayed), GAME_ERR_MEMORY. */
game_status game_play(game *g, move m);

/* Reads text as a move (see san_parse) and plays it; msg says why not. */
san_status game_play_text(game *g, const char *text, char *msg, size_t size);

/* Moves the cursor back or forward one move; returns 0 when it cannot. */
int game_undo(game *g);
int game_redo(game *g);

/* Moves the cursor to ply n (clamped to 0..nmoves); returns the new ply. */
int game_goto(game *g, int n);

/* Ends the game at the cursor with a result given by the players or the
 * clock (resignation, agreed draw, time forfeit); drops the redo list. */
void game_set_result(game *g, game_result result, game_reason reason);

/* Records the result a saved game gives for its final position; the
 * rules still decide when they end the game there. */
void game_set_final(game *g, game_result result, game_reason reason);

/* The result of the whole record (at its last move, wherever the cursor is). */
game_result game_final_result(const game *g, game_reason *reason);

/* Whether the game is over at the cursor. */
int game_over(const game *g);

/* "1-0", "0-1", "1/2-1/2" or "*". */
const char *game_result_text(game_result r);

/* Words for the reason of the result at the cursor, such as "checkmate",
 * "stalemate", "White resigns"; "" while the game goes on. */
const char *game_reason_text(const game *g, char *buf, size_t size);

/* The same words for any result and reason of variant v. */
const char *game_describe(const variant *v, game_result result, game_reason reason, char *buf, size_t size);

/* The hashes of the positions from the start to the cursor (n = ply + 1),
 * for repetition detection. */
const uint64_t *game_history(const game *g, int *n);

/* A tag's value, or NULL. */
const char *game_tag_get(const game *g, const char *name);

/* Sets a tag (adding it, or replacing its value); returns 0, or -1 when
 * the name or value is too long or there is no room. */
int game_tag_set(game *g, const char *name, const char *value);

/* The rules' verdict on a position: checkmate, stalemate, fifty moves,
 * repetition (hist holds the hashes up to and including p's), material.
 * Returns GAME_ONGOING when none applies. p is used as scratch. */
game_result game_rules_result(position *p, const uint64_t *hist, int nhist, game_reason *reason);

/* Whether neither side can ever mate (see game_end.c for the reading). */
int game_insufficient_material(const position *p);

/* The text to embed for v: its section of its file and the sections of
 * that file it inherits from; NULL when v is a data directory's file or
 * the file cannot be read. The caller frees it. */
char *game_variant_text(const variant *v);

#endif
