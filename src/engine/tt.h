/* tt.h - the transposition table: search results by position hash.
 *
 * Several search threads share one table without a lock: each slot keeps
 * its 8 bytes of data and its key XORed with that data, written and read
 * as two 64-bit words. A slot torn by two threads writing at once no
 * longer matches any key, so it reads as a miss instead of a wrong result.
 * A stored move is only ever used to order the moves generated at the
 * node, so even a false match never plays a move that is not legal. */
#ifndef LEAPER_TT_H
#define LEAPER_TT_H

#include <stddef.h>
#include <stdint.h>

#include "position.h"

/* What a stored score says about the true value. */
enum tt_bound { TT_NONE = 0, TT_UPPER = 1, TT_LOWER = 2, TT_EXACT = 3 };

/* One stored result, as tt_probe hands it out. */
typedef struct tt_entry {
	uint64_t key;     /* full position hash */
	move best;        /* best or refuting move, or MV_NONE */
	int16_t score;    /* score, mate scores relative to this position */
	int8_t depth;     /* remaining depth it was searched to */
	uint8_t flags;    /* bound (2 bits) and age of the search (6 bits) */
} tt_entry;

/* One slot of the table (16 bytes): a tt_entry packed into data, and the
 * key XORed with data (both 0 when empty). */
typedef struct tt_slot {
	uint64_t lock;      /* key ^ data; written after data */
	uint64_t data;      /* best (bits 0-31), score (32-47), depth (48-55), flags (56-63) */
} tt_slot;

/* The table: buckets of TT_WAYS slots. Copies of this struct (one per
 * search thread) share the slots. */
typedef struct tt_table {
	tt_slot *entries;   /* nbuckets * TT_WAYS slots */
	size_t mask;        /* nbuckets - 1 (a power of two) */
	uint8_t age;        /* age of the current search, 0..63 */
} tt_table;

#define TT_WAYS 4

/* Allocates a table of about megabytes MB (at least one bucket); returns 0,
 * or -1 when out of memory (the table is then empty but usable). */
int tt_init(tt_table *t, size_t megabytes);

/* Releases the table's memory. */
void tt_free(tt_table *t);

/* Forgets every entry. */
void tt_clear(tt_table *t);

/* Starts a new search: older entries become cheaper to replace. */
void tt_new_search(tt_table *t);

/* Copies the entry of key into *out and returns 1, or returns 0. */
int tt_probe(const tt_table *t, uint64_t key, tt_entry *out);

/* Asks the processor to start loading the bucket of key, which a probe
 * will soon want (a hint: it changes nothing else). */
static inline void
tt_prefetch(const tt_table *t, uint64_t key)
{
#if defined(__GNUC__)
	if (t->entries)
		__builtin_prefetch(t->entries + ((size_t)(key >> 20) & t->mask) * TT_WAYS);
#else
	(void)t;
	(void)key;
#endif
}

/* Stores a result, replacing the least useful entry of the bucket. */
void tt_store(tt_table *t, uint64_t key, move best, int score, int depth, int bound);

/* Permille of the first thousand entries in use by the current search. */
int tt_hashfull(const tt_table *t);

#endif
