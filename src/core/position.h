/* position.h - the state of one position: FEN in and out, make and unmake.
 *
 * Piece codes on the mailbox: 0 empty, POS_OFF off the board, otherwise
 * 1 + type for White and 1 + type + 32 for Black.
 */
#ifndef LEAPER_POSITION_H
#define LEAPER_POSITION_H

#include <stddef.h>
#include <stdint.h>

#include "board.h"
#include "variant.h"

#define POS_OFF 0xFF
#define POS_MAX_PIECES 256
#define POS_MAX_EP 16

#define POS_CODE(colour, type) ((uint8_t)(1 + (type) + ((colour) << 5)))
#define POS_TYPE(code) (((code) & 31) - 1)
#define POS_COLOUR(code) (((code) >> 5) & 1)

/* A move packed into 32 bits: from, to, promotion type + 1, flags. */
typedef uint32_t move;
#define MV_NONE 0u
#define MV_CAPTURE (1u << 25)
#define MV_EP (1u << 26)
#define MV_CASTLE (1u << 27)
#define MV_MAKE(from, to, flags) ((move)(from) | ((move)(to) << 10) | (flags))
#define MV_FROM(m) ((int)((m) & 1023))
#define MV_TO(m) ((int)(((m) >> 10) & 1023))
#define MV_PROMO(m) ((int)(((m) >> 20) & 31) - 1) /* type, or -1 */
#define MV_WITH_PROMO(m, type) ((m) | ((move)((type) + 1) << 20))

/* Castling rights bits: K = White toward higher files, Q lower, then Black. */
enum { CASTLE_WK = 1, CASTLE_WQ = 2, CASTLE_BK = 4, CASTLE_BQ = 8 };

/* One position. Copyable with memcpy. */
typedef struct position {
	const variant *v;            /* the rules; not owned */
	uint8_t board[BRD_SIZE];     /* piece codes; POS_OFF outside the board */
	int side;                    /* colour to move */
	int castling;                /* CASTLE_* bits still held */
	int castle_rook[4];          /* square of the partner for each right, or 0 */
	int castle_royal[2];         /* square the castling royal started on, or 0 */
	uint8_t castle_keep[BRD_SIZE]; /* rights kept when a move starts or ends on a square */
	int ep_count;                /* number of en-passant target squares */
	int ep_sq[POS_MAX_EP];       /* the squares a pawn just passed over */
	int ep_victim;               /* square of the pawn that passed them, or 0 */
	int halfmove;                /* halfmoves since a capture or pawn move */
	int fullmove;                /* move number, from 1 */
	uint64_t hash;               /* Zobrist key of all the above that matters */
	int count[2];                /* pieces of each colour */
	int list[2][POS_MAX_PIECES]; /* squares of each colour's pieces */
	int16_t index[BRD_SIZE];     /* position of a square in its colour's list */
	int type_count[2][VAR_MAX_TYPES]; /* pieces of each type and colour */
	int nroyal[2];               /* royal pieces of each colour */
	int royal[2][4];             /* their squares (the first four) */
} position;

/* What unmake needs to restore a position. */
typedef struct pos_undo {
	move m;
	uint8_t moved;               /* code of the piece that moved */
	uint8_t captured;            /* code of the captured piece, or 0 */
	int capture_sq;              /* where it stood */
	int castling;
	int ep_count;
	int ep_sq[POS_MAX_EP];
	int ep_victim;
	int halfmove;
	uint64_t hash;
} pos_undo;

/* Status of FEN parsing. */
typedef enum pos_status {
	POS_OK = 0,
	POS_ERR_FIELDS,    /* wrong number of fields */
	POS_ERR_BOARD,     /* piece placement */
	POS_ERR_SIDE,      /* side to move */
	POS_ERR_CASTLING,  /* castling rights */
	POS_ERR_EP,        /* en-passant squares */
	POS_ERR_CLOCK,     /* halfmove clock or move number */
	POS_ERR_ILLEGAL    /* the position cannot arise: side not to move in check, too many royals... */
} pos_status;

/* Sets p from a FEN string for variant v; on failure writes a message
 * naming the field to msg (if not NULL) and leaves p unusable. */
pos_status pos_from_fen(position *p, const variant *v, const char *fen, char *msg, size_t msgsize);

/* Sets p to the variant's start position. */
pos_status pos_start(position *p, const variant *v, char *msg, size_t msgsize);

/* Writes the FEN of p to buf; returns its length (truncated to size). */
size_t pos_to_fen(const position *p, char *buf, size_t size);

/* Plays a pseudo-legal move, filling u so that pos_unmake can undo it. */
void pos_make(position *p, move m, pos_undo *u);

/* Undoes the move recorded in u, which must be the last one made. */
void pos_unmake(position *p, const pos_undo *u);

/* Passes the move: flips the side to move (for null-move search). */
void pos_make_null(position *p, pos_undo *u);
void pos_unmake_null(position *p, const pos_undo *u);

/* Setting up a position piece by piece (FEN reader, tests): clear to an
 * empty board, put pieces, then finish (royal lists and hash). */
void pos_clear(position *p, const variant *v);
void pos_setup_put(position *p, int sq, uint8_t code);
void pos_setup_finish(position *p);

/* Recomputes the hash, piece lists and counts from the board and compares
 * them with the incremental state; returns 1 if all agree. */
int pos_verify(const position *p);

/* The hash computed from scratch. */
uint64_t pos_compute_hash(const position *p);

/* The piece on sq as a letter (upper case White), or '.'/'\0'. */
char pos_letter(const position *p, int sq);

/* Writes a plain-text diagram of p (ranks from the top) to buf. */
size_t pos_diagram(const position *p, char *buf, size_t size);

#endif
