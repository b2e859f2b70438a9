/* fuzz_betza.c - fuzz target: the piece-move notation parser. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "betza.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Knows one zone, so bracket conditions get exercised. */
static int
zones(void *ctx, const char *name)
{
	(void)ctx;
	return strcmp(name, "own-half") == 0 ? 0 : -1;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static bz_list list;
	char msg[256];
	char *text = malloc(size + 1);
	int i;

	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	msg[0] = '\0';
	if (bz_parse(text, zones, NULL, &list, msg, sizeof msg) < 0) {
		if (!msg[0])
			__builtin_trap();
	} else {
		for (i = 0; i < list.count; i++) {
			const bz_move *m = &list.moves[i];
			if (m->dx < -8 || m->dx > 8 || m->dy < -8 || m->dy > 8 || !m->modes)
				__builtin_trap();
		}
	}
	free(text);
	return 0;
}
