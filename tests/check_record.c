/* check_record.c - the game record: every rule that ends a game, reached
 * by playing into it, and undo, redo and the replay cursor. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "game_suites.h"
#include "movegen.h"
#include "pgn.h"

/* Starts g in variant name from fen (NULL: the start). */
static void
start(game *g, const char *name, const char *fen)
{
	char msg[256];

	ck_assert_msg(game_new(g, test_variant(name), fen, msg, sizeof msg) == GAME_OK, "%s", msg);
}

/* Plays a list of moves, failing the test on the first that is refused. */
static void
play(game *g, const char *const *moves)
{
	char msg[512];

	for (; *moves; moves++)
		ck_assert_msg(game_play_text(g, *moves, msg, sizeof msg) == SAN_OK, "%s: %s", *moves, msg);
}

/* The FEN of the current position. */
static const char *
fen(const game *g)
{
	static char buf[600];

	pos_to_fen(&g->pos, buf, sizeof buf);
	return buf;
}

/* A game that ends by a rule when its last move is played. */
static const struct {
	const char *variant, *fen;
	const char *moves[12];
	game_result result;
	game_reason reason;
	const char *words;
} endings[] = {
	{ "chess", NULL, { "f3", "e5", "g4", "Qh4", NULL }, GAME_BLACK_WINS, GAME_CHECKMATE, "checkmate" },
	{ "chess", "7k/8/6K1/8/8/8/5Q2/8 w - - 0 1", { "Qf7", NULL }, GAME_DRAW, GAME_STALEMATE, "stalemate" },
	{ "complete", "11k/12/10K1/12/12/12/12/12/12/12/12/9Q2 w - - 0 1", { "Qj11", NULL },
	  GAME_WHITE_WINS, GAME_STALEMATE, "stalemate" },
	{ "lancerchess", "q7/8/8/8/8/8/1r6/Q7 w - - 0 1", { "Qxb2", NULL }, GAME_DRAW, GAME_MATERIAL,
	  "insufficient material" },
	{ "chess", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", { "Ra2", NULL }, GAME_DRAW, GAME_FIFTY, "50-move rule" },
	{ "onslaught", "5k6/12/12/12/12/12/12/12/12/12/12/R4K6 w - - 99 80", { "Ra5", NULL },
	  GAME_DRAW, GAME_FIFTY, "50-move rule" },
	{ "chess", NULL, { "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", NULL },
	  GAME_DRAW, GAME_REPETITION, "threefold repetition" },
	{ "complete", NULL, { "Nc1", "Nc12", "Nb3", "Nb10", "Nc1", "Nc12", "Nb3", "Nb10", NULL },
	  GAME_DRAW, GAME_REPETITION, "threefold repetition" },
	{ "chess", "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", { "Kxd2", NULL }, GAME_DRAW, GAME_MATERIAL,
	  "insufficient material" },
	{ "chess", "4k3/8/8/8/8/8/3r4/4K1N1 w - - 0 1", { "Kxd2", NULL }, GAME_DRAW, GAME_MATERIAL,
	  "insufficient material" },
	{ "chess", "4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1", { "Kxd2", NULL }, GAME_DRAW, GAME_MATERIAL,
	  "insufficient material" },
	{ "chess", "4k3/3r4/8/8/8/8/3R4/4K3 w - - 0 1", { "Rxd7", "Kxd7", NULL }, GAME_DRAW, GAME_MATERIAL,
	  "insufficient material" },
};

/* Each rule ends the game exactly when its position is reached. */
START_TEST(test_endings)
{
	game g;
	char words[128];
	int n;

	start(&g, endings[_i].variant, endings[_i].fen);
	for (n = 0; endings[_i].moves[n]; n++)
		;
	play(&g, endings[_i].moves);
	ck_assert_int_eq(g.result, endings[_i].result);
	ck_assert_int_eq(g.reason, endings[_i].reason);
	ck_assert(game_over(&g));
	ck_assert_str_eq(game_reason_text(&g, words, sizeof words), endings[_i].words);
	/* one move earlier the game was still going */
	ck_assert(game_undo(&g));
	ck_assert_int_eq(g.result, GAME_ONGOING);
	ck_assert_str_eq(game_reason_text(&g, words, sizeof words), "");
	ck_assert(game_redo(&g));
	ck_assert_int_eq(g.result, endings[_i].result);
	ck_assert_int_eq(g.ply, n);
	game_free(&g);
}
END_TEST

/* Positions where a rule could be thought to apply and must not. */
static const struct {
	const char *variant, *fen;
	const char *moves[6];
} not_over[] = {
	/* a pawn move resets the fifty-move count */
	{ "chess", "4k3/8/8/8/8/8/P7/R3K3 w - - 99 80", { "a3", NULL } },
	/* Complete Chess has no fifty-move rule */
	{ "complete", "5k6/12/12/12/12/12/12/12/12/12/12/R4K6 w - - 199 120", { "Ra5", NULL } },
	/* rook, two knights, king and knight against a pawn: mate can happen */
	{ "chess", "4k3/8/8/8/8/8/3r4/R3K3 w - - 0 1", { "Kxd2", NULL } },
	{ "chess", "4k3/8/8/8/8/8/3r4/4KNN1 w - - 0 1", { "Kxd2", NULL } },
	{ "chess", "4k3/p7/8/8/8/8/3r4/4K1N1 w - - 0 1", { "Kxd2", NULL } },
	/* where stalemate wins, a king and knight can still win */
	{ "complete", "5k6/12/12/12/12/12/12/12/12/12/5r6/5KN5 w - - 0 1", { "Kxf2", NULL } },
	/* the same position twice is not yet a threefold repetition */
	{ "chess", NULL, { "Nf3", "Nf6", "Ng1", "Ng8" } },
};

/* The game goes on in each of them. */
START_TEST(test_not_over)
{
	game g;

	start(&g, not_over[_i].variant, not_over[_i].fen);
	play(&g, not_over[_i].moves);
	ck_assert_int_eq(g.result, GAME_ONGOING);
	ck_assert(!game_over(&g));
	game_free(&g);
}
END_TEST

/* Material alone: only royal pieces, or one side with a single minor. */
START_TEST(test_material)
{
	static const struct { const char *variant, *fen; int draw; } cases[] = {
		{ "chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", 1 },
		{ "chess", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", 1 },
		{ "chess", "4kn2/8/8/8/8/8/8/4K3 w - - 0 1", 1 },
		{ "chess", "4kb2/8/8/8/8/8/8/4KB2 w - - 0 1", 0 },
		{ "chess", "4k3/8/8/8/8/8/8/4KQ2 w - - 0 1", 0 },
		{ "chess", "4k3/8/8/8/8/8/8/3BKB2 w - - 0 1", 0 },
		{ "lancerchess", "4q3/8/8/8/8/8/8/3BQ3 w - - 0 1", 1 },
		{ "lancerchess", "4q3/8/8/8/8/8/8/3LQ3 w - - 0 1", 0 },
		{ "complete", "5k6/12/12/12/12/12/12/12/12/12/12/5K6 w - - 0 1", 1 },
		{ "complete", "5k6/12/12/12/12/12/12/12/12/12/12/5KB5 w - - 0 1", 0 },
		{ "onslaught", "5k6/12/12/12/12/12/12/12/12/12/12/5KB5 w - - 0 1", 1 },
		{ "onslaught", "5k6/12/12/12/12/12/12/12/12/12/12/5KN5 w - - 0 1", 0 },
	};
	position p;
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		gt_position(&p, test_variant(cases[i].variant), cases[i].fen);
		ck_assert_msg(game_insufficient_material(&p) == cases[i].draw, "%s", cases[i].fen);
	}
}
END_TEST

/* Undo and redo move the cursor; a new move drops the redo list; playing
 * the recorded next move keeps it; goto jumps and clamps. */
START_TEST(test_undo_redo)
{
	static const char *const moves[] = { "e4", "e5", "Nf3", "Nc6", "Bb5", NULL };
	char after1[600], after3[600], start_fen[600], msg[512];
	game g;
	int n;
	const uint64_t *h;

	start(&g, "chess", NULL);
	strcpy(start_fen, fen(&g));
	ck_assert(!game_undo(&g));
	ck_assert(!game_redo(&g));
	play(&g, moves);
	ck_assert_int_eq(g.nmoves, 5);
	ck_assert_str_eq(g.moves[4].san, "Bb5");
	game_goto(&g, 1);
	strcpy(after1, fen(&g));
	ck_assert_str_eq(after1, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
	ck_assert_int_eq(g.nmoves, 5);
	ck_assert(game_redo(&g));
	ck_assert(game_redo(&g));
	strcpy(after3, fen(&g));
	ck_assert_str_eq(after3, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
	h = game_history(&g, &n);
	ck_assert_int_eq(n, 4);
	ck_assert(h[3] == g.pos.hash && h[0] == g.start.hash);
	ck_assert(h[1] != h[0] && h[2] != h[1]);
	/* the recorded next move keeps the record */
	ck_assert_int_eq(game_play_text(&g, "Nc6", msg, sizeof msg), SAN_OK);
	ck_assert_int_eq(g.nmoves, 5);
	ck_assert_int_eq(game_goto(&g, 99), 5);
	ck_assert_int_eq(game_goto(&g, -3), 0);
	ck_assert_str_eq(fen(&g), start_fen);
	ck_assert_int_eq(game_goto(&g, 2), 2);
	/* another move drops the rest */
	ck_assert_int_eq(game_play_text(&g, "Nc3", msg, sizeof msg), SAN_OK);
	ck_assert_int_eq(g.nmoves, 3);
	ck_assert(!game_redo(&g));
	ck_assert_str_eq(g.moves[2].san, "Nc3");
	ck_assert(game_undo(&g) && game_undo(&g) && game_undo(&g));
	ck_assert_str_eq(fen(&g), start_fen);
	/* an illegal move changes nothing */
	ck_assert_int_ne(game_play_text(&g, "e5", msg, sizeof msg), SAN_OK);
	ck_assert_int_eq(g.ply, 0);
	ck_assert_int_eq(g.nmoves, 3);
	game_free(&g);
}
END_TEST

/* Results the players give: resignation, agreed draw, time; they hold at
 * the end of the record and go when a move is taken back and replaced. */
START_TEST(test_player_results)
{
	static const char *const moves[] = { "d4", "d5", "c4", NULL };
	game g;
	game_reason why;
	char words[128];

	start(&g, "chess", NULL);
	play(&g, moves);
	game_set_result(&g, GAME_WHITE_WINS, GAME_RESIGNATION);
	ck_assert(game_over(&g));
	ck_assert_str_eq(game_reason_text(&g, words, sizeof words), "Black resigns");
	ck_assert_str_eq(game_result_text(g.result), "1-0");
	ck_assert(game_undo(&g));
	ck_assert(!game_over(&g));
	ck_assert_int_eq(game_final_result(&g, &why), GAME_WHITE_WINS);
	ck_assert_int_eq(why, GAME_RESIGNATION);
	ck_assert(game_redo(&g));
	ck_assert_int_eq(g.result, GAME_WHITE_WINS);
	ck_assert(game_undo(&g));
	play(&g, (const char *const[]){ "e4", NULL });
	ck_assert(!game_over(&g));
	ck_assert_int_eq(game_final_result(&g, &why), GAME_ONGOING);
	game_set_result(&g, GAME_DRAW, GAME_AGREED);
	ck_assert_str_eq(game_reason_text(&g, words, sizeof words), "draw agreed");
	ck_assert_str_eq(game_result_text(g.result), "1/2-1/2");
	game_undo(&g);
	game_set_result(&g, GAME_BLACK_WINS, GAME_TIME);
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_str_eq(game_reason_text(&g, words, sizeof words), "White forfeits on time");
	ck_assert_str_eq(game_result_text(g.result), "0-1");
	game_free(&g);
}
END_TEST

/* A start from a FEN is marked as such unless it is the variant's own. */
START_TEST(test_custom_start)
{
	game g;

	start(&g, "chess", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
	ck_assert(g.custom_start);
	ck_assert_str_eq(g.start_fen, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
	game_free(&g);
	start(&g, "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
	ck_assert(!g.custom_start);
	game_free(&g);
	start(&g, "onslaught", NULL);
	ck_assert(!g.custom_start);
	ck_assert_ptr_null(g.variant_text);
	game_free(&g);
	{
		char msg[256];
		ck_assert_int_eq(game_new(&g, test_variant("chess"), "8/8/8 w - - 0 1", msg, sizeof msg), GAME_ERR_FEN);
		ck_assert(msg[0] != '\0');
	}
}
END_TEST

/* Tags: the roster is there from the start; set and replace. */
START_TEST(test_tags)
{
	game g;
	char long_value[300];

	start(&g, "chess", NULL);
	ck_assert_ptr_nonnull(game_tag_get(&g, "Date"));
	ck_assert_str_eq(game_tag_get(&g, "White"), "?");
	ck_assert_int_eq(game_tag_set(&g, "White", "Ada"), 0);
	ck_assert_int_eq(game_tag_set(&g, "TimeControl", "300+5"), 0);
	ck_assert_str_eq(game_tag_get(&g, "White"), "Ada");
	ck_assert_str_eq(game_tag_get(&g, "TimeControl"), "300+5");
	ck_assert_ptr_null(game_tag_get(&g, "Annotator"));
	memset(long_value, 'x', sizeof long_value - 1);
	long_value[sizeof long_value - 1] = '\0';
	ck_assert_int_eq(game_tag_set(&g, "Event", long_value), -1);
	game_free(&g);
}
END_TEST

/* Plays a random legal move that does not end the game; returns 0, or -1
 * when every move ends it. */
static int
play_on(game *g)
{
	move_list legal;
	int i, first;

	mg_legal(&g->pos, &legal);
	if (legal.count == 0)
		return -1;
	first = (int)(gt_random() % (unsigned)legal.count);
	for (i = 0; i < legal.count; i++) {
		ck_assert_int_eq(game_play(g, legal.moves[(first + i) % legal.count]), GAME_OK);
		if (!game_over(g))
			return 0;
		game_undo(g);
	}
	return -1;
}

/* A long game: the record grows by doubling (a few reallocations, not
 * one a move), and the history the engine is given is the record's own
 * array, appended to, holding the hash of every position on the way. */
START_TEST(test_long_record)
{
	game g;
	const uint64_t *h;
	uint64_t *seen;
	int n, i, grown = 0, cap;

	gt_seed(4242);
	start(&g, "complete", NULL);
	seen = malloc(3001 * sizeof *seen);
	ck_assert_ptr_nonnull(seen);
	seen[0] = g.pos.hash;
	cap = g.cap;
	for (i = 1; i <= 3000; i++) {
		ck_assert_msg(play_on(&g) == 0, "stuck at ply %d", i);
		seen[i] = g.pos.hash;
		if (g.cap != cap) {
			ck_assert_int_ge(g.cap, 2 * cap);
			cap = g.cap;
			grown++;
		}
		ck_assert_int_ge(g.cap, g.nmoves);
		h = game_history(&g, &n);
		ck_assert_int_eq(n, i + 1);
		ck_assert_ptr_eq(h, g.hashes);
		ck_assert(h[i] == g.pos.hash && h[i - 1] == seen[i - 1]);
	}
	ck_assert_int_le(grown, 6); /* 64 doubled to 4096 */
	for (i = 0; i <= 3000; i++)
		ck_assert(g.hashes[i] == seen[i]);
	free(seen);
	game_free(&g);
}
END_TEST

/* The record is full at max_plies (GAME_MAX_PLIES, which is also what the
 * PGN reader takes, so a saved game always reads back): a further move is
 * refused with GAME_ERR_FULL and a message, and the record is unchanged;
 * a recorded move can still be replayed and a move replaced. */
START_TEST(test_record_full)
{
	static const char *const moves[] = { "Nf3", "Nf6", "Nc3", "Nc6", "e4", "e5", "d4", "d5", "Be2", "Be7", NULL };
	char msg[512], before[600];
	move_list legal;
	game g;

	ck_assert_int_eq(PGN_MAX_PLIES, GAME_MAX_PLIES);
	start(&g, "chess", NULL);
	ck_assert_int_eq(g.max_plies, GAME_MAX_PLIES);
	ck_assert_str_eq(game_status_text(&g, GAME_ERR_FULL, msg, sizeof msg),
			 "the game record is full (500,000 half-moves)");
	g.max_plies = 10;
	play(&g, moves);
	ck_assert_int_eq(g.nmoves, 10);
	strcpy(before, fen(&g));
	mg_legal(&g.pos, &legal);
	ck_assert_int_eq(game_play(&g, legal.moves[0]), GAME_ERR_FULL);
	ck_assert_int_eq(game_play_text(&g, "O-O", msg, sizeof msg), SAN_SYNTAX);
	ck_assert_str_eq(msg, "the game record is full (10 half-moves)");
	ck_assert_int_eq(g.nmoves, 10);
	ck_assert_int_eq(g.ply, 10);
	ck_assert_str_eq(fen(&g), before);
	ck_assert(!game_over(&g));
	/* the last recorded move again, then another in its place */
	ck_assert(game_undo(&g));
	ck_assert_int_eq(game_play_text(&g, "Be7", msg, sizeof msg), SAN_OK);
	ck_assert_int_eq(g.nmoves, 10);
	ck_assert(game_undo(&g));
	ck_assert_int_eq(game_play_text(&g, "Bd6", msg, sizeof msg), SAN_OK);
	ck_assert_int_eq(g.nmoves, 10);
	ck_assert_str_eq(g.moves[9].san, "Bd6");
	ck_assert_int_eq(game_play_text(&g, "O-O", msg, sizeof msg), SAN_SYNTAX);
	game_free(&g);
}
END_TEST

/* The suite. */
Suite *
game_suite(void)
{
	Suite *s = suite_create("game");
	TCase *tc = tcase_create("record");

	tcase_add_loop_test(tc, test_endings, 0, (int)(sizeof endings / sizeof endings[0]));
	tcase_add_loop_test(tc, test_not_over, 0, (int)(sizeof not_over / sizeof not_over[0]));
	tcase_add_test(tc, test_material);
	tcase_add_test(tc, test_undo_redo);
	tcase_add_test(tc, test_player_results);
	tcase_add_test(tc, test_custom_start);
	tcase_add_test(tc, test_long_record);
	tcase_add_test(tc, test_record_full);
	tcase_add_test(tc, test_tags);
	suite_add_tcase(s, tc);
	return s;
}
