/* check_annot.c - the record's words: notes, NAGs and their symbols,
 * [%eval] values, variations, and how the record keeps them in step. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "annot.h"
#include "game.h"
#include "game_suites.h"

/* Starts a chess game and plays the moves of a NULL-terminated list. */
static void
chess_game(game *g, const char *const *moves)
{
	char msg[256];

	ck_assert_msg(game_new(g, test_variant("chess"), NULL, msg, sizeof msg) == GAME_OK, "%s", msg);
	for (; moves && *moves; moves++)
		ck_assert_msg(game_play_text(g, *moves, msg, sizeof msg) == SAN_OK, "%s: %s", *moves, msg);
}

static const char *const opening[] = { "e4", "e5", "Nf3", "Nc6", "Bb5", NULL };

/* Notes are made on demand, read back, and absent notes read as NULL. */
START_TEST(test_notes)
{
	game g;
	annot_note *n;
	const annot_note *r;

	chess_game(&g, opening);
	ck_assert_ptr_null(g.notes);
	ck_assert_ptr_null(annot_get(&g, 3));
	ck_assert_ptr_null(annot_at(&g, 6));
	ck_assert_ptr_null(annot_at(&g, -1));
	n = annot_at(&g, 3);
	ck_assert_ptr_nonnull(n);
	ck_assert_ptr_null(annot_get(&g, 3)); /* empty still */
	ck_assert_int_eq(annot_set_comment(n, "the Ruy Lopez"), 0);
	ck_assert_int_eq(annot_add_nag(n, 1), 0);
	ck_assert_int_eq(annot_add_nag(n, 14), 0);
	annot_set_eval(n, 0, -35);
	r = annot_get(&g, 3);
	ck_assert_ptr_nonnull(r);
	ck_assert_str_eq(r->comment, "the Ruy Lopez");
	ck_assert_int_eq(r->nnags, 2);
	ck_assert_int_eq(r->nags[0], 1);
	ck_assert_int_eq(r->nags[1], 14);
	ck_assert_int_eq(r->has_eval, 1);
	ck_assert_int_eq(r->eval_cp, -35);
	ck_assert_ptr_nonnull(annot_at(&g, 0));
	ck_assert_ptr_nonnull(annot_at(&g, 5));
	ck_assert_ptr_null(annot_get(&g, 5));
	ck_assert_int_eq(annot_set_comment(n, ""), 0);
	ck_assert_ptr_null(n->comment);
	ck_assert_ptr_nonnull(annot_get(&g, 3)); /* the NAGs are left */
	game_free(&g);
	ck_assert_ptr_null(g.notes);
}
END_TEST

/* Comments join with one space and stop growing at ANNOT_MAX_COMMENT. */
START_TEST(test_comment_limits)
{
	annot_note n;
	char *big = malloc(ANNOT_MAX_COMMENT + 100);
	size_t i;

	memset(&n, 0, sizeof n);
	ck_assert_int_eq(annot_append_comment(&n, "one", 3), 0);
	ck_assert_int_eq(annot_append_comment(&n, "two", 3), 0);
	ck_assert_str_eq(n.comment, "one two");
	ck_assert_int_eq(annot_append_comment(&n, "", 0), 0);
	ck_assert_str_eq(n.comment, "one two");
	/* a huge comment of two-byte characters is cut on a character boundary */
	for (i = 0; i + 1 < ANNOT_MAX_COMMENT + 99; i += 2) {
		big[i] = '\xc3';
		big[i + 1] = '\xa9';
	}
	big[i] = '\0';
	ck_assert_int_eq(annot_set_comment(&n, big), 0);
	ck_assert_uint_le(strlen(n.comment), ANNOT_MAX_COMMENT);
	ck_assert_uint_eq(strlen(n.comment) % 2, 0);
	ck_assert_int_eq(annot_append_comment(&n, "more", 4), 0);
	ck_assert_uint_le(strlen(n.comment), ANNOT_MAX_COMMENT);
	annot_note_clear(&n);
	ck_assert_ptr_null(n.comment);
	free(big);
}
END_TEST

/* NAGs out of range or past ANNOT_MAX_NAGS are refused. */
START_TEST(test_nag_limits)
{
	annot_note n;
	int i;

	memset(&n, 0, sizeof n);
	ck_assert_int_eq(annot_add_nag(&n, 0), -1);
	ck_assert_int_eq(annot_add_nag(&n, 256), -1);
	for (i = 0; i < ANNOT_MAX_NAGS; i++)
		ck_assert_int_eq(annot_add_nag(&n, i + 1), 0);
	ck_assert_int_eq(annot_add_nag(&n, 9), -1);
	ck_assert_int_eq(n.nnags, ANNOT_MAX_NAGS);
	annot_note_clear(&n);
}
END_TEST

/* The symbols of NAGs, and the marks read as NAGs. */
static const struct {
	int nag;
	const char *symbol;
} symbols[] = {
	{ 1, "!" }, { 2, "?" }, { 3, "!!" }, { 4, "??" }, { 5, "!?" }, { 6, "?!" },
	{ 14, "+=" }, { 15, "=+" }, { 16, "+/-" }, { 17, "-/+" }, { 18, "+-" }, { 19, "-+" }
};

START_TEST(test_symbols)
{
	const char *s = annot_nag_symbol(symbols[_i].nag);

	ck_assert_ptr_nonnull(s);
	ck_assert_str_eq(s, symbols[_i].symbol);
	ck_assert_int_eq(annot_nag_from_symbol(s, strlen(s)), symbols[_i].nag);
}
END_TEST

/* Unknown NAGs have no symbol; unknown marks are no NAG; Unicode marks read. */
START_TEST(test_symbol_misc)
{
	ck_assert_ptr_null(annot_nag_symbol(0));
	ck_assert_ptr_null(annot_nag_symbol(200));
	ck_assert_int_eq(annot_nag_from_symbol("?!?", 3), 0);
	ck_assert_int_eq(annot_nag_from_symbol("", 0), 0);
	ck_assert_int_eq(annot_nag_from_symbol("\xc2\xb1", 2), 16);
	ck_assert_int_eq(annot_nag_from_symbol("\xe2\x88\x9e", 3), 13);
}
END_TEST

/* [%eval] values as lichess writes them, in and out. */
static const struct {
	const char *in, *out; /* out NULL: refused */
	int mate, cp;
} evals[] = {
	{ "0.85", "0.85", 0, 85 }, { "-1.20", "-1.20", 0, -120 }, { "-0.05", "-0.05", 0, -5 },
	{ "#3", "#3", 3, 0 }, { "#-2", "#-2", -2, 0 }, { "12", "12.00", 0, 1200 },
	{ "0.253", "0.25", 0, 25 }, { "+0.3", "0.30", 0, 30 }, { "0.25,18", "0.25", 0, 25 },
	{ "", NULL, 0, 0 }, { "#", NULL, 0, 0 }, { "#0", NULL, 0, 0 }, { "x", NULL, 0, 0 },
	{ "1.2.3", NULL, 0, 0 }, { "99999999999", NULL, 0, 0 }, { "-", NULL, 0, 0 }
};

START_TEST(test_eval)
{
	annot_note n;
	char buf[32];

	memset(&n, 0, sizeof n);
	if (!evals[_i].out) {
		ck_assert_int_eq(annot_eval_parse(&n, evals[_i].in, strlen(evals[_i].in)), -1);
		ck_assert_int_eq(n.has_eval, 0);
		ck_assert_str_eq(annot_eval_text(&n, buf, sizeof buf), "");
		return;
	}
	ck_assert_int_eq(annot_eval_parse(&n, evals[_i].in, strlen(evals[_i].in)), 0);
	ck_assert_int_eq(n.has_eval, 1);
	ck_assert_int_eq(n.eval_mate, evals[_i].mate);
	ck_assert_int_eq(n.eval_cp, evals[_i].cp);
	ck_assert_str_eq(annot_eval_text(&n, buf, sizeof buf), evals[_i].out);
}
END_TEST

/* Variations hold SAN and notes of their own, nested. */
START_TEST(test_variations)
{
	game g;
	annot_line *v, *w;
	annot_note *n;

	chess_game(&g, opening);
	n = annot_at(&g, 4); /* alternatives to 3. Bb5 */
	v = annot_add_var(n);
	ck_assert_ptr_nonnull(v);
	ck_assert_int_eq(v->nmoves, 0);
	ck_assert_int_eq(annot_line_push(v, "Bc4"), 0);
	ck_assert_int_eq(annot_line_push(v, "Bc5"), 0);
	ck_assert_int_eq(v->nmoves, 2);
	ck_assert_str_eq(v->san[1], "Bc5");
	ck_assert_int_eq(annot_set_comment(annot_line_note(v, 2), "the Italian"), 0);
	ck_assert_ptr_null(annot_line_note(v, 3));
	w = annot_add_var(annot_line_note(v, 1)); /* instead of 3... Bc5 */
	ck_assert_ptr_nonnull(w);
	ck_assert_int_eq(annot_line_push(w, "Nf6"), 0);
	ck_assert_ptr_nonnull(annot_add_var(n));
	ck_assert_int_eq(n->nvars, 2);
	ck_assert_int_eq(annot_get(&g, 4)->vars[0]->notes[1].nvars, 1);
	ck_assert_str_eq(annot_get(&g, 4)->vars[0]->notes[1].vars[0]->san[0], "Nf6");
	for (int i = 0; i < 100; i++)
		ck_assert_int_eq(annot_line_push(w, "x"), 0);
	ck_assert_int_eq(w->nmoves, 101);
	game_free(&g);
}
END_TEST

/* A move played at the cursor that drops the redo list drops the notes
 * after the cursor; replaying the next move keeps them; a result drops
 * the later ones too; game_replace moves them. */
START_TEST(test_record_upkeep)
{
	game g, h;
	char msg[256];
	int k;

	chess_game(&g, opening);
	for (k = 0; k <= 5; k++) {
		ck_assert_int_eq(annot_add_nag(annot_at(&g, k), k + 1), 0);
		ck_assert_ptr_nonnull(annot_add_var(annot_at(&g, k)));
	}
	game_goto(&g, 2);
	ck_assert_int_eq(game_play_text(&g, "Nf3", msg, sizeof msg), SAN_OK); /* the same move */
	ck_assert_int_eq(g.nmoves, 5);
	ck_assert_ptr_nonnull(annot_get(&g, 5));
	ck_assert_int_eq(game_play_text(&g, "Nf6", msg, sizeof msg), SAN_OK); /* another move */
	ck_assert_int_eq(g.nmoves, 4);
	ck_assert_ptr_nonnull(annot_get(&g, 3));
	ck_assert_int_eq(annot_get(&g, 3)->nvars, 1); /* alternatives to the new move stay */
	ck_assert_ptr_null(annot_get(&g, 4));
	ck_assert_int_eq(game_play_text(&g, "Bc4", msg, sizeof msg), SAN_OK);
	ck_assert_ptr_null(annot_get(&g, 5));
	ck_assert_int_eq(annot_get(&g, 2)->nags[0], 3);
	game_goto(&g, 1);
	game_set_result(&g, GAME_WHITE_WINS, GAME_RESIGNATION);
	ck_assert_ptr_nonnull(annot_get(&g, 1));
	ck_assert_ptr_null(annot_get(&g, 2));
	ck_assert_ptr_null(annot_at(&g, 2));
	memset(&h, 0, sizeof h);
	chess_game(&h, NULL);
	game_replace(&h, &g);
	ck_assert_ptr_null(g.notes);
	ck_assert_int_eq(annot_get(&h, 0)->nags[0], 1);
	/* a new game after h starts without its notes */
	ck_assert_int_eq(game_new_after(&g, &h, NULL, msg, sizeof msg), GAME_OK);
	ck_assert_ptr_null(g.notes);
	ck_assert_ptr_nonnull(annot_get(&h, 0));
	game_free(&g);
	game_free(&h);
}
END_TEST

/* The suite. */
Suite *
annot_suite(void)
{
	Suite *s = suite_create("annot");
	TCase *tc = tcase_create("notes");

	tcase_add_test(tc, test_notes);
	tcase_add_test(tc, test_comment_limits);
	tcase_add_test(tc, test_nag_limits);
	tcase_add_loop_test(tc, test_symbols, 0, (int)(sizeof symbols / sizeof symbols[0]));
	tcase_add_test(tc, test_symbol_misc);
	tcase_add_loop_test(tc, test_eval, 0, (int)(sizeof evals / sizeof evals[0]));
	tcase_add_test(tc, test_variations);
	tcase_add_test(tc, test_record_upkeep);
	suite_add_tcase(s, tc);
	return s;
}
