/* tt.c - the transposition table. */
#include "tt.h"

#include "bigmem.h"

#include <stdlib.h>
#include <string.h>

/* n empty buckets, or NULL. A bucket (TT_WAYS slots of 16 bytes) is one
 * cache line, since bigmem_alloc starts a block on a line's boundary. */
static tt_slot *
alloc_buckets(size_t n)
{
	return bigmem_alloc(n * TT_WAYS * sizeof(tt_slot));
}

/* Allocates a table of about megabytes MB. */
int
tt_init(tt_table *t, size_t megabytes)
{
	size_t want = megabytes * 1024 * 1024 / (sizeof(tt_entry) * TT_WAYS), n = 1;

	while (n * 2 <= want)
		n *= 2;
	t->age = 0;
	t->entries = alloc_buckets(n);
	while (!t->entries && n > 1) {
		n /= 2;
		t->entries = alloc_buckets(n);
	}
	t->mask = t->entries ? n - 1 : 0;
	return t->entries ? 0 : -1;
}

/* Releases the table's memory. */
void
tt_free(tt_table *t)
{
	bigmem_free(t->entries);
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

/* The first slot of key's bucket. */
static inline volatile tt_slot *
bucket(const tt_table *t, uint64_t key)
{
	return t->entries + ((size_t)(key >> 20) & t->mask) * TT_WAYS;
}

/* Packs a result into a slot's data word. */
static inline uint64_t
pack(move best, int score, int depth, int flags)
{
	return (uint64_t)best | (uint64_t)(uint16_t)score << 32 | (uint64_t)(uint8_t)depth << 48 |
	       (uint64_t)(uint8_t)flags << 56;
}

/* The depth of a data word. */
static inline int
data_depth(uint64_t d)
{
	return (int8_t)(uint8_t)(d >> 48);
}

/* The flags (bound and age) of a data word. */
static inline int
data_flags(uint64_t d)
{
	return (int)(d >> 56);
}

/* Copies the entry of key into *out and returns 1, or returns 0. Each
 * slot is read once, data then lock, and used only if they agree. */
int
tt_probe(const tt_table *t, uint64_t key, tt_entry *out)
{
	volatile tt_slot *e;
	int i;

	if (!t->entries)
		return 0;
	e = bucket(t, key);
	for (i = 0; i < TT_WAYS; i++) {
		uint64_t d = e[i].data, l = e[i].lock;
		if ((l ^ d) == key) {
			out->key = key;
			out->best = (move)(uint32_t)d;
			out->score = (int16_t)(uint16_t)(d >> 32);
			out->depth = (int8_t)data_depth(d);
			out->flags = (uint8_t)data_flags(d);
			return 1;
		}
	}
	return 0;
}

/* Stores a result in the matching entry, else an empty one, else the
 * shallowest entry of an older search, else the shallowest entry. */
void
tt_store(tt_table *t, uint64_t key, move best, int score, int depth, int bound)
{
	volatile tt_slot *e, *victim = NULL;
	uint64_t d;
	int i, worst = 1 << 30;

	if (!t->entries)
		return;
	e = bucket(t, key);
	for (i = 0; i < TT_WAYS; i++) {
		uint64_t od = e[i].data, ol = e[i].lock, okey = ol ^ od;
		int rank;
		if (okey == key || !okey) {
			victim = &e[i];
			if (okey == key && best == MV_NONE)
				best = (move)(uint32_t)od; /* keep the move we knew */
			break;
		}
		rank = data_depth(od) - ((data_flags(od) >> 2) != t->age ? 256 : 0);
		if (rank < worst) {
			worst = rank;
			victim = &e[i];
		}
	}
	if (depth < -100)
		depth = -100;
	if (depth > 127)
		depth = 127;
	d = pack(best, score, depth, bound | (t->age << 2));
	victim->data = d;
	victim->lock = key ^ d;
}

/* Permille of the first entries in use by the current search. */
int
tt_hashfull(const tt_table *t)
{
	size_t n = (t->mask + 1) * TT_WAYS, i, used = 0, k = n < 1000 ? n : 1000;

	if (!t->entries)
		return 0;
	for (i = 0; i < k; i++)
		if ((t->entries[i].lock | t->entries[i].data) && (data_flags(t->entries[i].data) >> 2) == t->age)
			used++;
	return k ? (int)(used * 1000 / k) : 0;
}
