/* session.h - one game as the curses front end plays it: the game
 * record, who plays each side, the clocks, the board cursor, the picked-up
 * piece and its targets, a pending promotion choice, and the message line.
 * Knows nothing of curses, so picking up and putting down pieces, undo
 * against the computer and the move list can be tested without a terminal.
 */
#ifndef LEAPER_SESSION_H
#define LEAPER_SESSION_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "search.h"
#include "tc.h"

#define SESS_MAX_LEVEL 10

/* Who plays one side. */
typedef struct sess_player {
	int computer; /* 1: the engine */
	int level;    /* engine level 1-10 */
} sess_player;

/* Kinds of message. */
enum sess_msg { SESS_INFO, SESS_ERROR, SESS_GOOD };

/* What a square action (click or Enter) did. */
enum sess_action {
	SESS_NOTHING,   /* refused; the message says why */
	SESS_PICKED,    /* a piece is picked up; its targets are marked */
	SESS_DROPPED,   /* the piece was put back */
	SESS_PLAYED,    /* a move was played */
	SESS_PROMOTE    /* a promotion choice is pending (promo, npromo) */
};

/* One game being played or replayed. */
typedef struct session {
	var_set *set;               /* variants; not owned */
	game g;                     /* the game; valid while have_game */
	int have_game;
	sess_player player[2];      /* White and Black */
	tc_clock clock;             /* time control and time left */
	int auto_flip;              /* 1: in hot-seat the board turns to the side to move */
	int flipped;                /* 1: Black's side at the bottom */
	int cursor;                 /* board cursor square */
	int selected;               /* square of the picked-up piece, or 0 */
	uint8_t targets[BRD_SIZE];  /* the picked-up piece's moves: 1 quiet, 2 capture */
	move promo[VAR_MAX_PROMO];  /* promotion moves to choose from */
	int npromo;                 /* 0: no choice pending */
	int promo_sel;              /* highlighted choice */
	char message[256];          /* the message line */
	int msg_kind;               /* enum sess_msg */
	int replay;                 /* 1: stepping through a game; moves leave this mode */
	int show_engine;            /* 1: show the engine's depth, score and PV */
	search_info info;           /* the engine's latest report */
	int have_info;
	move hint;                  /* a suggested move to show, or MV_NONE */
	char path[1024];            /* the file last saved or loaded, or "" */
	int owns_autosave;          /* 1: moves were played here, or the game came from the autosave */
} session;

/* Starts a session with no game. */
void sess_init(session *s, var_set *set);

/* Frees the game. */
void sess_free(session *s);

/* Starts a new game of v from fen (NULL: its start); returns 0, or -1 with
 * the message set. Players and clock are kept. */
int sess_new_game(session *s, const variant *v, const char *fen);

/* Takes over a loaded game (g is left empty), with the cursor at ply. */
void sess_adopt(session *s, game *g, int ply);

/* Sets the message line. */
void sess_say(session *s, int kind, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Whether the side to move is played by a person (and the game goes on). */
int sess_human_turn(const session *s);

/* Whether the engine should move now. */
int sess_computer_turn(const session *s);

/* Plays a legal move at the cursor: clocks, flip, result message. */
int sess_play(session *s, move m);

/* Reads text as a move and plays it; the message says why not. */
int sess_play_text(session *s, const char *text);

/* Picks up or puts down at sq (a click or Enter on the cursor). */
enum sess_action sess_square(session *s, int sq);

/* Plays promotion choice i of the pending choice (or cancels with i < 0). */
int sess_promote(session *s, int i);

/* Forgets the picked-up piece, its targets and a pending promotion. */
void sess_unselect(session *s);

/* Takes back moves: one, or against the computer back to the person's
 * turn. Returns the number of moves taken back. */
int sess_undo(session *s);

/* Plays again what sess_undo took back. */
int sess_redo(session *s);

/* Moves the replay cursor to ply n. */
void sess_goto(session *s, int n);

/* Moves the board cursor by files and ranks as the board is seen (so
 * "up" is away from the bottom side either way). */
void sess_cursor_step(session *s, int right, int up);

/* Number of lines of the move list, and line i ("12. Nf3 Nc6"), with the
 * columns of the move at the cursor when it is on that line (else -1),
 * and the column from which the line shows moves after the cursor (taken
 * back or not yet replayed), else -1. */
int sess_move_lines(const session *s);
void sess_move_line(const session *s, int i, char *buf, size_t size, int *hl_col, int *hl_len, int *after_col);

/* The ply shown at a column of move-list line i, or -1. */
int sess_move_at(const session *s, int i, int col);

/* Pieces of colour missing from the board compared with the start. */
void sess_captured(const session *s, int colour, int count[VAR_MAX_TYPES]);

/* Words for the state of play: "White to move", "Black in check", the result. */
void sess_status(const session *s, char *buf, size_t size);

/* Sets the White and Black tags from the players ("Human", "leaper level 3"). */
void sess_tag_players(session *s);

/* Reads the players back from the tags of a loaded game. */
void sess_players_from_tags(session *s);

/* Saves an unfinished game to the autosave file, or removes that file
 * when the game is over or empty; does nothing for a game only looked at
 * (no move played here and not resumed from the autosave). Returns 0, or
 * -1 with msg set. */
int sess_autosave(session *s, char *msg, size_t size);

/* Saves the game to path: up to the position shown, or the whole record
 * while replaying. Returns 0, or -1 with msg set. */
int sess_save(session *s, const char *path, char *msg, size_t size);

#endif
