/* check_fen.c - what a FEN may claim: castling rights only where the
 * royal piece and its partner stand on their start squares, and en
 * passant only in a variant whose pawns move two squares at once.
 *
 * The start squares come from the start positions of the data files
 * (chess RNBQKBNR, LancerChess RDBQKBLR and Clash RNBQKBNR with the royal
 * Queen on d1, Onslaught RZCBMKQABCZR with the King on f1 and Black's on
 * g12); the castling moves expected are counted by hand from the rules
 * (the royal piece moves 2, or 4 in Onslaught, toward its partner).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "notation_coord.h"
#include "position.h"
#include "suites.h"

#define TEXT 1024
#define WORD 16

/* Orders two words for qsort. */
static int
cmp_words(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

/* Writes the legal moves of p that start on from (any square when NULL)
 * and carry the flag only, sorted and blank-separated, to out. */
static void
moves_with(position *p, const char *from, move only, char *out, size_t size)
{
	static char w[MG_MAX_MOVES][WORD];
	move_list list;
	size_t len = 0;
	int i, n = 0, sq = 0;

	if (from)
		ck_assert(brd_parse_square(&p->v->geo, from, &sq) > 0);
	mg_legal(p, &list);
	for (i = 0; i < list.count; i++)
		if ((!from || MV_FROM(list.moves[i]) == sq) && (list.moves[i] & only) == only)
			coord_format(p, list.moves[i], w[n++], WORD);
	qsort(w, (size_t)n, WORD, cmp_words);
	out[0] = '\0';
	for (i = 0; i < n && len < size; i++)
		len += (size_t)snprintf(out + len, size - len, "%s%s", i ? " " : "", w[i]);
}

/* One FEN: refused with a message, or accepted with these moves. */
struct fen_row {
	const char *variant;
	const char *fen;
	pos_status status; /* POS_OK when the FEN is accepted */
	const char *text;  /* refused: part of the message; accepted: the
			      castling (or e.p.) moves of the side to move */
};

/* Onslaught, Black's King g12 and Rooks a12 l12 at home, White's rank 1. */
#define ONS(r1, side, rights) "r5k4r/12/12/12/12/12/12/12/12/12/12/" r1 " " side " " rights " - 0 1"

static const struct fen_row castle_rows[] = {
	/* Chess: King e1, Rooks a1 h1; e1g1 and e1c1. */
	{ "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", POS_OK, "e1c1 e1g1" },
	{ "chess", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", POS_OK, "e8c8 e8g8" },
	/* The King on f1 has moved: only Black's rights are possible. */
	{ "chess", "r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1", POS_ERR_CASTLING,
	  "castling field: 'K' needs the King on e1 and the Rook on h1" },
	{ "chess", "r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1", POS_OK, "" },
	{ "chess", "r3k2r/8/8/8/8/8/8/R4K1R b kq - 0 1", POS_OK, "e8c8 e8g8" },
	/* The b1 Rook is not the a1 Rook. */
	{ "chess", "r3k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1", POS_ERR_CASTLING,
	  "castling field: 'Q' needs the King on e1 and the Rook on a1" },
	{ "chess", "r3k2r/8/8/8/8/8/8/1R2K2R w Kkq - 0 1", POS_OK, "e1g1" },
	/* A Knight on a1 and a Rook on b1: still not the a1 Rook. */
	{ "chess", "4k3/8/8/8/8/8/8/NR2K3 w Q - 0 1", POS_ERR_CASTLING,
	  "castling field: 'Q' needs the King on e1 and the Rook on a1" },
	/* Black's King on f8. */
	{ "chess", "r4k1r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", POS_ERR_CASTLING,
	  "castling field: 'k' needs the King on e8 and the Rook on h8" },
	{ "chess", "r4k1r/8/8/8/8/8/8/R3K2R b KQ - 0 1", POS_OK, "" },
	/* The King on d1, between its Rooks. */
	{ "chess", "4k3/8/8/8/8/8/8/R2K3R w K - 0 1", POS_ERR_CASTLING,
	  "castling field: 'K' needs the King on e1 and the Rook on h1" },
	/* LancerChess: the royal Queen d1 castles with the Towers a1 h1. */
	{ "lancerchess", "r2q3r/8/8/8/8/8/8/R2Q3R w KQkq - 0 1", POS_OK, "d1b1 d1f1" },
	{ "lancerchess", "r2q3r/8/8/8/8/8/8/R3Q2R w KQkq - 0 1", POS_ERR_CASTLING,
	  "castling field: 'K' needs the Queen on d1 and the Tower on h1" },
	{ "lancerchess", "r2q3r/8/8/8/8/8/8/R3Q2R w kq - 0 1", POS_OK, "" },
	{ "lancerchess", "r2q3r/8/8/8/8/8/8/1R1Q3R w Q - 0 1", POS_ERR_CASTLING,
	  "castling field: 'Q' needs the Queen on d1 and the Tower on a1" },
	/* Clash: the same squares for both armies. */
	{ "clash", "r2q3r/8/8/8/8/8/8/R2Q3R b KQkq - 0 1", POS_OK, "d8b8 d8f8" },
	{ "clash", "r2q3r/8/8/8/8/8/8/R2Q2R1 w K - 0 1", POS_ERR_CASTLING,
	  "castling field: 'K' needs the Queen on d1 and the Tower on h1" },
	{ "clash", "r3q2r/8/8/8/8/8/8/R2Q3R b k - 0 1", POS_ERR_CASTLING,
	  "castling field: 'k' needs the Queen on d8 and the Tower on h8" },
	{ "clash", "r3q2r/8/8/8/8/8/8/R2Q3R b KQ - 0 1", POS_OK, "" },
	/* Onslaught: the King f1 moves four squares toward a1 and l1. */
	{ "onslaught", ONS("R4K5R", "w", "KQkq"), POS_OK, "f1b1 f1j1" },
	{ "onslaught", ONS("R5K4R", "w", "KQkq"), POS_ERR_CASTLING,
	  "castling field: 'K' needs the King on f1 and the Rook on l1" },
	{ "onslaught", ONS("R5K4R", "w", "kq"), POS_OK, "" },
	{ "onslaught", ONS("R4K4R1", "w", "K"), POS_ERR_CASTLING,
	  "castling field: 'K' needs the King on f1 and the Rook on l1" },
	{ "onslaught", ONS("R4K4R1", "w", "Q"), POS_OK, "f1b1" },
	{ "onslaught", "1r4k4r/12/12/12/12/12/12/12/12/12/12/R4K5R b KQq - 0 1", POS_ERR_CASTLING,
	  "castling field: 'q' needs the King on g12 and the Rook on a12" },
	{ "onslaught", "1r4k4r/12/12/12/12/12/12/12/12/12/12/R4K5R b KQk - 0 1", POS_OK, "g12k12" },
};

#define NCASTLE_ROWS ((int)(sizeof castle_rows / sizeof castle_rows[0]))

/* En passant: Complete Chess's pawns step one square only (data/complete.ini),
 * so no pawn passes over a square; a chess pawn's double step does. */
static const struct fen_row ep_rows[] = {
	{ "complete", "11k/12/12/12/12/12/12/3pP7/12/12/12/K11 b - e4 0 1", POS_ERR_EP,
	  "en-passant field: \"e4\" but complete has no en passant" },
	{ "complete", "11k/12/12/12/12/12/12/3pP7/12/12/12/K11 b - - 0 1", POS_OK, "" },
	{ "chess", "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", POS_OK, "d4e3" },
	{ "chess", "4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1", POS_OK, "" },
};

#define NEP_ROWS ((int)(sizeof ep_rows / sizeof ep_rows[0]))

/* Reads one row's FEN and checks the refusal, or the moves flagged only. */
static void
check_row(const struct fen_row *row, move only)
{
	char msg[512], got[TEXT];
	position p;
	pos_status st = pos_from_fen(&p, test_variant(row->variant), row->fen, msg, sizeof msg);

	if (row->status != POS_OK) {
		ck_assert_msg(st == row->status, "%s %s: status %d, expected %d", row->variant, row->fen, st,
			      row->status);
		ck_assert_msg(strstr(msg, row->text) != NULL, "%s %s: message \"%s\", expected \"%s\"",
			      row->variant, row->fen, msg, row->text);
		return;
	}
	ck_assert_msg(st == POS_OK, "%s %s: refused: %s", row->variant, row->fen, msg);
	moves_with(&p, NULL, only, got, sizeof got);
	ck_assert_msg(strcmp(got, row->text) == 0, "%s %s: moves \"%s\", expected \"%s\"", row->variant,
		      row->fen, got, row->text);
}

/* A castling field is read as the rules allow. */
START_TEST(test_castle_field)
{
	check_row(&castle_rows[_i], MV_CASTLE);
}
END_TEST

/* An e.p. field is read as the rules allow. */
START_TEST(test_ep_field)
{
	check_row(&ep_rows[_i], MV_EP);
}
END_TEST

/* Without en passant the Complete Chess pawn d5 beside the pawn e5 only
 * steps to d4, and Black has that and the King l12's three steps. */
START_TEST(test_complete_no_ep_moves)
{
	char got[TEXT];
	position p;

	test_position(&p, "complete", ep_rows[1].fen);
	moves_with(&p, "d5", 0, got, sizeof got);
	ck_assert_str_eq(got, "d5d4");
	ck_assert_uint_eq(mg_perft(&p, 1), 4);
}
END_TEST

/* The FEN suite. */
Suite *
fen_suite(void)
{
	Suite *s = suite_create("fen");
	TCase *tc = tcase_create("fields");

	tcase_add_loop_test(tc, test_castle_field, 0, NCASTLE_ROWS);
	tcase_add_loop_test(tc, test_ep_field, 0, NEP_ROWS);
	tcase_add_test(tc, test_complete_no_ep_moves);
	suite_add_tcase(s, tc);
	return s;
}
