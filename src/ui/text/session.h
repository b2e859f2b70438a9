/* session.h - the game screen's view of a match: the board cursor, the
 * picked-up piece and its targets, a pending promotion choice, the board's
 * orientation and the message line. The game itself, its players, clocks
 * and saving are the match's (src/play/match.h); this adds only what the
 * screen shows and how a person points at squares. Knows nothing of
 * curses, so picking up and putting down pieces and the move list can be
 * tested without a terminal.
 */
#ifndef LEAPER_SESSION_H
#define LEAPER_SESSION_H

#include <stddef.h>
#include <stdint.h>

#include "match.h"

/* Kinds of message: the match's. */
#define SESS_INFO MATCH_INFO
#define SESS_ERROR MATCH_ERROR
#define SESS_GOOD MATCH_GOOD

/* What a square action (click or Enter) did. */
enum sess_action {
	SESS_NOTHING,   /* refused; the message says why */
	SESS_PICKED,    /* a piece is picked up; its targets are marked */
	SESS_DROPPED,   /* the piece was put back */
	SESS_PLAYED,    /* a move was played */
	SESS_PROMOTE    /* a promotion choice is pending (promo, npromo) */
};

/* One game on the screen. */
typedef struct session {
	match m;                    /* the game, its players, clocks and saving */
	int auto_flip;              /* 1: in hot-seat the board turns to the side to move */
	int flipped;                /* 1: Black's side at the bottom */
	int cursor;                 /* board cursor square */
	int selected;               /* square of the picked-up piece, or 0 */
	uint8_t targets[BRD_SIZE];  /* the picked-up piece's moves: 1 quiet, 2 capture */
	move promo[VAR_MAX_PROMO];  /* promotion moves to choose from */
	int npromo;                 /* 0: no choice pending */
	int promo_sel;              /* highlighted choice */
	char message[256];          /* the message line */
	int msg_kind;               /* enum match_msg */
	int show_engine;            /* 1: show the engine's depth, score and PV */
	int (*poll)(void *ctx);     /* the screen's poll while a program thinks, or NULL */
	void *poll_ctx;
	int changes;                /* counts the match's reports, so the screen knows to redraw */
} session;

/* Starts a session with no game; keep: 1 to keep games in the autosave
 * folder (0 in tests that must not touch it). */
void sess_init(session *s, var_set *set, int keep);

/* Frees the match (saving what needs saving). */
void sess_free(session *s);

/* Sets the message line. */
void sess_say(session *s, int kind, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Picks up or puts down at sq (a click or Enter on the cursor). */
enum sess_action sess_square(session *s, int sq);

/* Plays promotion choice i of the pending choice (or cancels with i < 0). */
int sess_promote(session *s, int i);

/* Forgets the picked-up piece, its targets and a pending promotion. */
void sess_unselect(session *s);

/* Moves the board cursor by files and ranks as the board is seen (so
 * "up" is away from the bottom side either way). */
void sess_cursor_step(session *s, int right, int up);

/* Puts the side that a person plays alone at the bottom (White in
 * hot-seat), for a game just started or taken. */
void sess_orient_new(session *s);

/* Number of lines of the move list, and line i ("12. Nf3 Nc6"), with the
 * columns of the move at the cursor when it is on that line (else -1),
 * and the column from which the line shows moves after the cursor (taken
 * back or not yet replayed), else -1. */
int sess_move_lines(const session *s);
void sess_move_line(const session *s, int i, char *buf, size_t size, int *hl_col, int *hl_len, int *after_col);

/* The ply shown at a column of move-list line i, or -1. Lines of the
 * record's variations follow the line of the move they replace, indented
 * in parentheses ("    (2. f4 exf4 (2... d5) 3. Nf3)"); the move shown
 * inside one is the line's highlight. */
int sess_move_at(const session *s, int i, int col);

/* The move-list line that holds the move shown (its variation's line
 * when it is inside one). */
int sess_move_cursor(const session *s);

/* Pieces of colour missing from the board compared with the start. */
void sess_captured(const session *s, int colour, int count[VAR_MAX_TYPES]);

/* Words for the state of play: "White to move", "Black in check", the result. */
void sess_status(const session *s, char *buf, size_t size);

#endif
