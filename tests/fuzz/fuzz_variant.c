/* fuzz_variant.c - fuzz target: the variant file loader. Any input must
 * load or fail with a FILE:LINE message; a variant that loads must play. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "movegen.h"
#include "variant.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Plays and takes back every legal move of p (cheaper than perft 2, so
 * long runs try more inputs); traps unless p comes back as it was. */
static void
play_each(position *p)
{
	static move_list list;
	pos_undo u;
	uint64_t hash = p->hash;
	int i;

	mg_legal(p, &list);
	for (i = 0; i < list.count; i++) {
		pos_make(p, list.moves[i], &u);
		pos_unmake(p, &u);
	}
	if (p->hash != hash || !pos_verify(p))
		__builtin_trap();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	var_set set = { 0, NULL };
	var_error err;
	FILE *f = fmemopen((void *)data, size ? size : 1, "r");
	static position p;
	char msg[600];
	int i;

	if (!f)
		return 0;
	if (size == 0)
		fgetc(f);
	if (var_load_stream(&set, f, "fuzz.ini", &err) != VAR_OK) {
		var_format_error(&err, msg, sizeof msg);
		if (strncmp(msg, "fuzz.ini", 8) != 0 || !err.message[0])
			__builtin_trap();
	}
	fclose(f);
	for (i = 0; i < set.count; i++) {
		if (pos_start(&p, set.items[i], msg, sizeof msg) != POS_OK)
			__builtin_trap(); /* a loaded variant's start was checked */
		play_each(&p);
	}
	var_set_free(&set);
	return 0;
}
