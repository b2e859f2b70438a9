/* zobrist.c - the random keys of position hashing. */
#include "zobrist.h"

uint64_t zob_pieces[64][BRD_MAX_FILES * BRD_MAX_RANKS];
uint64_t zob_castles[16];
uint64_t zob_eps[BRD_MAX_FILES * BRD_MAX_RANKS];
uint64_t zob_black;

/* The splitmix64 generator: a fixed, well-mixed sequence. */
static uint64_t
next(uint64_t *state)
{
	uint64_t z = (*state += 0x9E3779B97F4A7C15ull);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

/* Fills the tables once. */
void
zob_init(void)
{
	static int done;
	uint64_t s = 0x6C65617065720001ull;
	int i, j;

	if (done)
		return;
	for (i = 0; i < 64; i++)
		for (j = 0; j < BRD_MAX_FILES * BRD_MAX_RANKS; j++)
			zob_pieces[i][j] = next(&s);
	zob_castles[0] = 0;
	for (i = 1; i < 16; i++)
		zob_castles[i] = next(&s);
	for (j = 0; j < BRD_MAX_FILES * BRD_MAX_RANKS; j++)
		zob_eps[j] = next(&s);
	zob_black = next(&s);
	done = 1;
}
