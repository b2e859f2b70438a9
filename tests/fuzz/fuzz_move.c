/* fuzz_move.c - fuzz target: reading a typed move (san_parse) and a move
 * in coordinates (coord_parse) in positions of several variants, 8x8 and
 * 12x12. The input's first byte picks the position ('0' the first, '1'
 * the next, and so on round the table); the rest is the text. Any text
 * gives a legal move or a message; a move read writes back to SAN that
 * reads as the same move; the position is left as it was. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "notation_coord.h"
#include "san.h"
#include "variant.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A variant and a position of it (NULL: its start). */
typedef struct fuzz_position {
	const char *variant;
	const char *fen;
} fuzz_position;

static const fuzz_position positions[] = {
	{ "chess", NULL },
	/* castling both ways, a promotion with capture, en passant */
	{ "chess", "r3k2r/pPpp1ppp/8/3Pp3/8/8/PPPP1PPP/R3K2R w KQkq e6 0 1" },
	/* in check: only answers to it */
	{ "chess", "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1" },
	{ "lancerchess", NULL },
	{ "clash", NULL },
	{ "complete", NULL },
	{ "onslaught", NULL },
	/* after c3-c6: c4 and c5 are both en-passant targets */
	{ "onslaught", "rzcbaqkmbczr/ppnehughenpp/pppppppppppp/12/12/12/2P9/12/12/PP1PPPPPPPPP/"
		       "PPNEHGUHENPP/RZCBMKQABCZR b KQkq c4c5 0 1" },
};
#define NPOS (sizeof positions / sizeof positions[0])

static var_set set;
static position start[NPOS];
static int ready;

/* Loads the positions once. */
static void
setup(void)
{
	var_error err;
	char msg[256];
	size_t i;

	for (i = 0; i < NPOS; i++) {
		const variant *v = var_find(&set, positions[i].variant, &err);
		if (!v)
			abort(); /* the data directory must be set for this target */
		if ((positions[i].fen ? pos_from_fen(&start[i], v, positions[i].fen, msg, sizeof msg)
		     : pos_start(&start[i], v, msg, sizeof msg)) != POS_OK)
			abort();
	}
	ready = 1;
}

/* Whether p is still the position it was copied from. Only the final
 * check (full) recounts everything, which costs more than the parse. */
static int
unchanged(const position *p, const position *was, int full)
{
	return p->hash == was->hash && p->side == was->side && p->ep_count == was->ep_count &&
	       memcmp(p->board, was->board, sizeof p->board) == 0 && (!full || pos_verify(p));
}

/* Whether m is a legal move of p. */
static int
is_legal(position *p, move m)
{
	static move_list list;
	int i;

	mg_legal(p, &list);
	for (i = 0; i < list.count; i++)
		if (list.moves[i] == m)
			return 1;
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static position p;
	char msg[512], san[SAN_MAX], msg2[512];
	char *text;
	size_t i;
	move m, m2;
	san_status st;

	if (!ready)
		setup();
	if (size == 0)
		return 0;
	i = (unsigned char)(data[0] - '0') % NPOS;
	text = malloc(size);
	if (!text)
		return 0;
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	p = start[i];
	msg[0] = '\0';
	m = MV_NONE;
	st = san_parse(&p, text, &m, msg, sizeof msg);
	if (!msg[0] || !unchanged(&p, &start[i], 0))
		__builtin_trap(); /* always a message; the position unchanged */
	if (st == SAN_OK) {
		if (!is_legal(&p, m))
			__builtin_trap();
		san_format(&p, m, san, sizeof san);
		if (strcmp(san, msg) != 0)
			__builtin_trap(); /* the message is the move's SAN */
		if (san_parse(&p, san, &m2, msg2, sizeof msg2) != SAN_OK || m2 != m)
			__builtin_trap();
	}
	m = coord_parse(&p, text);
	if (m != MV_NONE && !is_legal(&p, m))
		__builtin_trap();
	if (!unchanged(&p, &start[i], 1))
		__builtin_trap();
	free(text);
	return 0;
}
