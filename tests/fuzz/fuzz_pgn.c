/* fuzz_pgn.c - fuzz target: the PGN reader. Any text is listed and
 * loaded or refused with a message; a game that loads is written out and
 * read back to the same start, moves and result. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pgn.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static var_set set;

/* Whether two games have the same start, moves and final result. */
static int
same_game(const game *a, const game *b)
{
	game_reason ra, rb;
	int i;

	if (a->nmoves != b->nmoves || strcmp(a->start_fen, b->start_fen) != 0 ||
	    strcmp(a->v->name, b->v->name) != 0)
		return 0;
	for (i = 0; i < a->nmoves; i++)
		if (a->moves[i].m != b->moves[i].m || strcmp(a->moves[i].san, b->moves[i].san) != 0)
			return 0;
	return game_final_result(a, &ra) == game_final_result(b, &rb);
}

/* g written as PGN into a new string (*len bytes), or NULL. */
static char *
written(const game *g, size_t *len)
{
	char *text = NULL;
	FILE *f = open_memstream(&text, len);

	if (!f)
		return NULL;
	if (pgn_write_stream(g, f) != 0) {
		fclose(f);
		free(text);
		return NULL;
	}
	fclose(f);
	return text;
}

/* Saves g to memory and loads it back; traps when it differs, or when
 * the game read back is not written as the same text (its comments,
 * NAGs and variations included). */
static void
round_trip(const game *g)
{
	char msg[512], *text, *again;
	size_t len = 0, len2 = 0;
	game back;

	if (!(text = written(g, &len)))
		return;
	memset(&back, 0, sizeof back);
	if (pgn_load_buffer(text, len, "saved.pgn", 1, &set, &back, msg, sizeof msg) != PGN_OK)
		__builtin_trap(); /* what leaper writes, leaper reads */
	if (!same_game(g, &back))
		__builtin_trap();
	if ((again = written(&back, &len2)) != NULL && (len2 != len || memcmp(text, again, len) != 0))
		__builtin_trap(); /* the words read back are the words written */
	free(again);
	game_free(&back);
	free(text);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	pgn_entry *list = NULL;
	game g;
	char msg[512];
	int count = 0, n;

	msg[0] = '\0';
	if (pgn_list_buffer((const char *)data, size, "fuzz.pgn", &list, &count, msg, sizeof msg) != PGN_OK) {
		if (strncmp(msg, "fuzz.pgn", 8) != 0)
			__builtin_trap(); /* an error names the file (and the line) */
	}
	free(list);
	/* The first game, and the second when there is one. */
	for (n = 1; n <= (count > 1 ? 2 : 1); n++) {
		memset(&g, 0, sizeof g);
		msg[0] = '\0';
		if (pgn_load_buffer((const char *)data, size, "fuzz.pgn", n, &set, &g, msg, sizeof msg) != PGN_OK) {
			if (strncmp(msg, "fuzz.pgn", 8) != 0 || g.moves)
				__builtin_trap(); /* a message, and the game left empty */
			continue;
		}
		round_trip(&g);
		game_free(&g);
	}
	return 0;
}
