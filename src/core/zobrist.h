/* zobrist.h - the random keys of position hashing. The tables are filled
 * once from a fixed seed, so a position hashes the same in every run. */
#ifndef LEAPER_ZOBRIST_H
#define LEAPER_ZOBRIST_H

#include <stdint.h>

#include "board.h"

/* Keys: [piece code 0..63][square index 0..255], castling rights, e.p. squares, side. */
extern uint64_t zob_pieces[64][BRD_MAX_FILES * BRD_MAX_RANKS];
extern uint64_t zob_castles[16];
extern uint64_t zob_eps[BRD_MAX_FILES * BRD_MAX_RANKS];
extern uint64_t zob_black;

/* Fills the tables (once; later calls do nothing). */
void zob_init(void);

static inline uint64_t zob_piece(uint8_t code, int sq) { return zob_pieces[code & 63][BRD_INDEX(sq)]; }
static inline uint64_t zob_castle(int rights) { return zob_castles[rights & 15]; }
static inline uint64_t zob_ep(int sq) { return zob_eps[BRD_INDEX(sq)]; }
static inline uint64_t zob_side(void) { return zob_black; }

#endif
