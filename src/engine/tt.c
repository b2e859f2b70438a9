/* tt.c - the transposition table. */
#include "tt.h"

#include <stdlib.h>
#include <string.h>

/* Allocates a table of about megabytes MB. */
int
tt_init(tt_table *t, size_t megabytes)
{
	size_t want = megabytes * 1024 * 1024 / (sizeof(tt_entry) * TT_WAYS), n = 1;

	while (n * 2 <= want)
		n *= 2;
	t->age = 0;
	t->entries = calloc(n * TT_WAYS, sizeof *t->entries);
	while (!t->entries && n > 1) {
		n /= 2;
		t->entries = calloc(n * TT_WAYS, sizeof *t->entries);
	}
	t->mask = t->entries ? n - 1 : 0;
	return t->entries ? 0 : -1;
}

/* Releases the table's memory. */
void
tt_free(tt_table *t)
{
	free(t->entries);
	t->entries = NULL;
	t->mask = 0;
}

/* Forgets every entry. */
void
tt_clear(tt_table *t)
{
	if (t->entries)
		memset(t->entries, 0, (t->mask + 1) * TT_WAYS * sizeof *t->entries);
	t->age = 0;
}

/* Starts a new search. */
void
tt_new_search(tt_table *t)
{
	t->age = (uint8_t)((t->age + 1) & 63);
}

/* The first entry of key's bucket. */
static inline tt_entry *
bucket(const tt_table *t, uint64_t key)
{
	return t->entries + ((size_t)(key >> 20) & t->mask) * TT_WAYS;
}

/* The entry of key, or NULL. */
const tt_entry *
tt_probe(const tt_table *t, uint64_t key)
{
	tt_entry *e;
	int i;

	if (!t->entries)
		return NULL;
	e = bucket(t, key);
	for (i = 0; i < TT_WAYS; i++)
		if (e[i].key == key)
			return &e[i];
	return NULL;
}

/* Stores a result in the matching entry, else an empty one, else the
 * shallowest entry of an older search, else the shallowest entry. */
void
tt_store(tt_table *t, uint64_t key, move best, int score, int depth, int bound)
{
	tt_entry *e, *victim = NULL;
	int i, worst = 1 << 30;

	if (!t->entries)
		return;
	e = bucket(t, key);
	for (i = 0; i < TT_WAYS; i++) {
		int rank;
		if (e[i].key == key || !e[i].key) {
			victim = &e[i];
			if (e[i].key == key && best == MV_NONE)
				best = e[i].best; /* keep the move we knew */
			break;
		}
		rank = e[i].depth - ((e[i].flags >> 2) != t->age ? 256 : 0);
		if (rank < worst) {
			worst = rank;
			victim = &e[i];
		}
	}
	if (depth < -100)
		depth = -100;
	if (depth > 127)
		depth = 127;
	victim->key = key;
	victim->best = best;
	victim->score = (int16_t)score;
	victim->depth = (int8_t)depth;
	victim->flags = (uint8_t)(bound | (t->age << 2));
}

/* Permille of the first entries in use by the current search. */
int
tt_hashfull(const tt_table *t)
{
	size_t n = (t->mask + 1) * TT_WAYS, i, used = 0, k = n < 1000 ? n : 1000;

	for (i = 0; i < k; i++)
		if (t->entries[i].key && (t->entries[i].flags >> 2) == t->age)
			used++;
	return k ? (int)(used * 1000 / k) : 0;
}
