/* check_tui_rules.c - the variant's rules in words and the piece
 * diagrams of the help screen, generated from the variant data. */
#include <stdlib.h>
#include <string.h>

#include "diagram.h"
#include "rules_text.h"
#include "tui_suites.h"

/* Counts the squares of a diagram whose marks are exactly bits. */
static int
count_marks(const variant *v, const td_diagram *d, int bits)
{
	int f, r, n = 0;

	for (r = 0; r < v->geo.ranks; r++)
		for (f = 0; f < v->geo.files; f++)
			n += d->mark[BRD_SQ(f, r)] == bits;
	return n;
}

/* The summary states each rule from the data: castling distance, zones,
 * stalemate result, the fifty-move rule or its absence. */
START_TEST(test_summary)
{
	static char buf[16384];

	tr_summary(test_variant("onslaught"), buf, sizeof buf);
	ck_assert_ptr_nonnull(strstr(buf, "Board: 12 files by 12 ranks"));
	ck_assert_ptr_nonnull(strstr(buf, "Royal: King (K)"));
	ck_assert_ptr_nonnull(strstr(buf, "the King moves 4 squares toward a Rook (R)"));
	ck_assert_ptr_nonnull(strstr(buf, "Zone own-half: ranks 1-6"));
	ck_assert_ptr_nonnull(strstr(buf, "Stalemate: a draw"));
	ck_assert_ptr_nonnull(strstr(buf, "Griffon (G)"));
	tr_summary(test_variant("complete"), buf, sizeof buf);
	ck_assert_ptr_nonnull(strstr(buf, "No castling"));
	ck_assert_ptr_nonnull(strstr(buf, "a loss for the side that cannot move"));
	ck_assert_ptr_nonnull(strstr(buf, "No fifty-move rule"));
	ck_assert_ptr_nonnull(strstr(buf, "Queen (Q) or Lion (L)"));
	tr_summary(test_variant("lancerchess"), buf, sizeof buf);
	ck_assert_ptr_nonnull(strstr(buf, "Royal: Queen (Q)"));
	ck_assert_ptr_nonnull(strstr(buf, "a King's Lancer only on a square the colour of g1"));
	tr_summary(test_variant("clash"), buf, sizeof buf);
	ck_assert_ptr_nonnull(strstr(buf, "Knight (N) for White"));
}
END_TEST

/* Betza texts in words: a pawn, a lame leap, a bent rider, zones. */
START_TEST(test_betza_words)
{
	const variant *v = test_variant("onslaught");
	char buf[1024];

	ck_assert_uint_gt(tr_betza_words(v, "fmW fcF ifmnD", buf, sizeof buf), 0);
	ck_assert_ptr_nonnull(strstr(buf, "moves (without capturing) one square straight forward"));
	ck_assert_ptr_nonnull(strstr(buf, "captures one square diagonally forward"));
	ck_assert_ptr_nonnull(strstr(buf, "exactly 2 squares straight forward, not jumping, from its start square"));
	tr_betza_words(v, "K", buf, sizeof buf);
	ck_assert_str_eq(buf, "one square in any direction");
	tr_betza_words(v, "N>R", buf, sizeof buf);
	ck_assert_ptr_nonnull(strstr(buf, "then on like a rook"));
	tr_betza_words(v, "mNN[in own-half]", buf, sizeof buf);
	ck_assert_ptr_nonnull(strstr(buf, "repeated in a straight line"));
	ck_assert_ptr_nonnull(strstr(buf, "when on its own-half"));
	ck_assert_uint_eq(tr_betza_words(v, "xyz!", buf, sizeof buf), 0);
	ck_assert_str_eq(buf, "");
}
END_TEST

/* A knight on d4 reaches its eight squares, moving or capturing. */
START_TEST(test_diagram_knight)
{
	const variant *v = test_variant("chess");
	td_diagram *d = malloc(TD_MAX * sizeof *d);
	int n = td_build(v, var_type_of_letter(v, 'N'), d, TD_MAX);

	ck_assert_int_eq(n, 1);
	ck_assert_int_eq(count_marks(v, &d[0], TD_MOVE | TD_CAPTURE | TD_CHECK), 8);
	ck_assert_int_eq(count_marks(v, &d[0], 0), 64 - 8);
	ck_assert_int_eq(d[0].mark[d[0].from + BRD_DELTA(1, 2)], TD_MOVE | TD_CAPTURE | TD_CHECK);
	free(d);
}
END_TEST

/* A pawn is shown on a start square: the double step moves only, the
 * diagonal steps capture only. */
START_TEST(test_diagram_pawn)
{
	const variant *v = test_variant("chess");
	td_diagram *d = malloc(TD_MAX * sizeof *d);
	int from;

	ck_assert_int_eq(td_build(v, var_type_of_letter(v, 'P'), d, TD_MAX), 1);
	from = d[0].from;
	ck_assert_int_eq(BRD_RANK(from), 1);
	ck_assert_int_eq(d[0].mark[from + BRD_DELTA(0, 1)], TD_MOVE);
	ck_assert_int_eq(d[0].mark[from + BRD_DELTA(0, 2)], TD_MOVE);
	ck_assert_int_eq(d[0].mark[from + BRD_DELTA(1, 1)], TD_CAPTURE | TD_CHECK);
	ck_assert_int_eq(d[0].mark[from + BRD_DELTA(0, 3)], 0);
	free(d);
}
END_TEST

/* Onslaught's flash Knight gets one diagram per half: on its own half it
 * rides without capturing but still checks; on the enemy half it leaps
 * and captures like a knight. */
START_TEST(test_diagram_zones)
{
	const variant *v = test_variant("onslaught");
	td_diagram *d = malloc(TD_MAX * sizeof *d);
	int n = td_build(v, var_type_of_letter(v, 'N'), d, TD_MAX), own = -1, enemy = -1, i, sq, far = 0;

	ck_assert_int_eq(n, 2);
	for (i = 0; i < n; i++) {
		if (strstr(d[i].title, "own-half"))
			own = i;
		if (strstr(d[i].title, "enemy-half"))
			enemy = i;
	}
	ck_assert_int_ge(own, 0);
	ck_assert_int_ge(enemy, 0);
	ck_assert_int_lt(BRD_RANK(d[own].from), 6);
	ck_assert_int_ge(BRD_RANK(d[enemy].from), 6);
	for (sq = 0; sq < BRD_SIZE; sq++) {
		ck_assert(!(d[own].mark[sq] & TD_CAPTURE));
		far += (d[own].mark[sq] & TD_MOVE) && !(d[own].mark[sq] & TD_CHECK);
	}
	ck_assert_int_gt(far, 0);
	ck_assert_int_eq(d[own].mark[d[own].from + BRD_DELTA(1, 2)], TD_MOVE | TD_CHECK);
	ck_assert_int_eq(count_marks(v, &d[enemy], TD_MOVE | TD_CAPTURE | TD_CHECK), 8);
	free(d);
}
END_TEST

/* The diagram draws the piece and the marks in the grid. */
START_TEST(test_diagram_draw)
{
	const variant *v = test_variant("chess");
	td_diagram *d = malloc(TD_MAX * sizeof *d);
	ts_mode m = { .ascii = 1, .colours = 0 };
	tp_kinds k;
	tb_layout l;
	tg_grid g = { 0 };
	int row, col, type = var_type_of_letter(v, 'N');

	tp_classify(v, &k);
	td_build(v, type, d, TD_MAX);
	tg_resize(&g, 24, 60);
	ck_assert_int_eq(tb_layout_fit(&v->geo, 24, 60, 0, 0, &l), 0);
	td_draw(&g, &l, v, &k, &m, type, &d[0]);
	tb_square_centre(&l, d[0].from, &row, &col);
	ck_assert_uint_eq(tg_at(&g, row, col)->ch, 'N');
	tb_square_centre(&l, d[0].from + BRD_DELTA(2, 1), &row, &col);
	ck_assert_uint_eq(tg_at(&g, row, col)->ch, '*');
	tb_square_centre(&l, d[0].from + BRD_DELTA(1, 1), &row, &col);
	ck_assert_uint_eq(tg_at(&g, row, col)->ch, ' ');
	tg_free(&g);
	free(d);
}
END_TEST

/* The suite of the rules text and diagrams. */
Suite *
rules_suite(void)
{
	Suite *s = suite_create("rules");
	TCase *tc = tcase_create("rules");

	tcase_add_test(tc, test_summary);
	tcase_add_test(tc, test_betza_words);
	tcase_add_test(tc, test_diagram_knight);
	tcase_add_test(tc, test_diagram_pawn);
	tcase_add_test(tc, test_diagram_zones);
	tcase_add_test(tc, test_diagram_draw);
	suite_add_tcase(s, tc);
	return s;
}
