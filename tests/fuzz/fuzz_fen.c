/* fuzz_fen.c - fuzz target: the FEN reader, for a small and a 12x12
 * variant. A position that loads must write back a FEN that loads to the
 * same position, and must survive making and unmaking its moves. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "variant.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static var_set set;

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
	static const char *names[] = { "chess", "onslaught" };
	static position p, q;
	char fen[2048], fen2[2048], msg[256];
	var_error err;
	char *text;
	int i;

	text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	for (i = 0; i < 2; i++) {
		const variant *v = var_find(&set, names[i], &err);
		if (!v)
			abort(); /* the data directory must be set for this target */
		if (pos_from_fen(&p, v, text, msg, sizeof msg) != POS_OK) {
			if (!msg[0])
				__builtin_trap();
			continue;
		}
		pos_to_fen(&p, fen, sizeof fen);
		if (pos_from_fen(&q, v, fen, msg, sizeof msg) != POS_OK)
			__builtin_trap();
		pos_to_fen(&q, fen2, sizeof fen2);
		if (strcmp(fen, fen2) != 0 || p.hash != q.hash)
			__builtin_trap();
		play_each(&p);
	}
	free(text);
	return 0;
}
