/* tt.h - the transposition table: search results by position hash. */
#ifndef LEAPER_TT_H
#define LEAPER_TT_H

#include <stddef.h>
#include <stdint.h>

#include "position.h"

/* What a stored score says about the true value. */
enum tt_bound { TT_NONE = 0, TT_UPPER = 1, TT_LOWER = 2, TT_EXACT = 3 };

/* One stored result (16 bytes). */
typedef struct tt_entry {
	uint64_t key;     /* full position hash, 0 when empty */
	move best;        /* best or refuting move, or MV_NONE */
	int16_t score;    /* score, mate scores relative to this position */
	int8_t depth;     /* remaining depth it was searched to */
	uint8_t flags;    /* bound (2 bits) and age of the search (6 bits) */
} tt_entry;

/* The table: buckets of TT_WAYS entries. */
typedef struct tt_table {
	tt_entry *entries;  /* nbuckets * TT_WAYS entries */
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

/* The entry of key, or NULL. */
const tt_entry *tt_probe(const tt_table *t, uint64_t key);

/* Stores a result, replacing the least useful entry of the bucket. */
void tt_store(tt_table *t, uint64_t key, move best, int score, int depth, int bound);

/* Permille of the first thousand entries in use by the current search. */
int tt_hashfull(const tt_table *t);

#endif
