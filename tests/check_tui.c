/* check_tui.c - runs the Check suites of the curses-free front-end code,
 * and tests the text grid itself. */
#include <string.h>

#include "grid.h"
#include "tui_suites.h"

/* The first shipped variant with this puzzle kind. */
const variant *
tui_test_puzzle(const char *kind)
{
	var_set *set = test_set();
	var_error err;
	int i;

	var_load_all(set, &err);
	for (i = 0; i < set->count; i++)
		if (strcmp(set->items[i]->puzzle, kind) == 0)
			return set->items[i];
	return NULL;
}

/* Text is clipped at the given width and at the grid's edge. */
START_TEST(test_grid_text_clips)
{
	tg_grid g = { 0 };
	char row[256];

	ck_assert_int_eq(tg_resize(&g, 3, 10), 0);
	ck_assert_int_eq(tg_text(&g, 0, 0, 4, "abcdefgh", 0, 0), 4);
	tg_row_text(&g, 0, row, sizeof row);
	ck_assert_str_eq(row, "abcd");
	tg_text(&g, 1, 7, 99, "xyzuvw", 0, 0);
	tg_row_text(&g, 1, row, sizeof row);
	ck_assert_str_eq(row, "       xyz");
	tg_text(&g, 5, 0, 99, "outside", 0, 0);
	ck_assert_ptr_null(tg_at(&g, 5, 0));
	tg_free(&g);
}
END_TEST

/* A text cut to fit ends with a marker: an ellipsis, or "..." in ASCII;
 * a text that fits is written whole and unmarked. */
START_TEST(test_grid_text_clip_marks)
{
	static const struct {
		int col, maxw, ascii;  /* where, how wide, which marker */
		const char *text;      /* what is written */
		const char *row;       /* the row read back */
		int written;           /* the columns tg_text_clip returns */
	} cases[] = {
		{ 0, 5, 0, "abcdefgh", "abcd\xe2\x80\xa6", 5 },
		{ 0, 5, 1, "abcdefgh", "ab...", 5 },
		{ 0, 5, 0, "abcde", "abcde", 5 },
		{ 0, 5, 1, "abc", "abc", 3 },
		{ 7, 99, 0, "xyzuvw", "       xy\xe2\x80\xa6", 3 },
		{ 7, 99, 1, "xyz", "       xyz", 3 },
		{ 0, 2, 1, "abcdef", "..", 2 },
		{ 0, 1, 0, "abcdef", "\xe2\x80\xa6", 1 },
		{ 0, 0, 0, "abcdef", "", 0 },
		{ 0, 8, 0, "\xe2\x99\x94 King's Lancer", "\xe2\x99\x94 King'\xe2\x80\xa6", 8 },
	};
	tg_grid g = { 0 };
	char row[256];
	size_t i;

	ck_assert_int_eq(tg_resize(&g, 1, 10), 0);
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		tg_clear(&g);
		ck_assert_msg(tg_text_clip(&g, 0, cases[i].col, cases[i].maxw, cases[i].text, 0, 0, cases[i].ascii) ==
				      cases[i].written,
			      "case %zu: wrong width written for \"%s\"", i, cases[i].text);
		tg_row_text(&g, 0, row, sizeof row);
		ck_assert_msg(strcmp(row, cases[i].row) == 0, "case %zu: \"%s\" in %d columns gave \"%s\", not \"%s\"",
			      i, cases[i].text, cases[i].maxw, row, cases[i].row);
	}
	tg_clear(&g);
	tg_printf_clip(&g, 0, 0, 6, 0, 0, 0, "%d more", 12345);
	tg_row_text(&g, 0, row, sizeof row);
	ck_assert_str_eq(row, "12345\xe2\x80\xa6");
	tg_free(&g);
}
END_TEST

/* UTF-8 text becomes one cell per code point and reads back unchanged. */
START_TEST(test_grid_utf8_round_trip)
{
	tg_grid g = { 0 };
	const char *text = "\xe2\x99\x94 King \xc2\xb7 \xe2\x99\x9a";
	char row[256];
	int r, c;

	tg_resize(&g, 2, 20);
	ck_assert_int_eq(tg_width(text), 10);
	tg_text(&g, 1, 2, 20, text, 3, TG_BOLD);
	tg_row_text(&g, 1, row, sizeof row);
	ck_assert_str_eq(row + 2, text);
	ck_assert_uint_eq(tg_at(&g, 1, 2)->ch, 0x2654);
	ck_assert_uint_eq(tg_at(&g, 1, 2)->pair, 3);
	ck_assert_uint_eq(tg_at(&g, 1, 2)->attr, TG_BOLD);
	ck_assert(tg_find(&g, "King", &r, &c));
	ck_assert_int_eq(r, 1);
	ck_assert_int_eq(c, 4);
	ck_assert(!tg_find(&g, "Queen", &r, &c));
	tg_free(&g);
}
END_TEST

/* Wrapping breaks at blanks, honours newlines and counts every line. */
START_TEST(test_grid_wrap)
{
	tg_grid g = { 0 };
	tg_rect r = { 0, 0, 2, 10 };
	char row[64];
	int n;

	tg_resize(&g, 4, 12);
	n = tg_wrap(&g, r, 0, "one two three four\nfive", 0, 0);
	ck_assert_int_eq(n, 3);
	tg_row_text(&g, 0, row, sizeof row);
	ck_assert_str_eq(row, "one two");
	tg_row_text(&g, 1, row, sizeof row);
	ck_assert_str_eq(row, "three four");
	tg_row_text(&g, 2, row, sizeof row);
	ck_assert_str_eq(row, "");
	tg_clear(&g);
	tg_wrap(&g, r, 1, "one two three four\nfive", 0, 0);
	tg_row_text(&g, 0, row, sizeof row);
	ck_assert_str_eq(row, "three four");
	tg_row_text(&g, 1, row, sizeof row);
	ck_assert_str_eq(row, "five");
	tg_free(&g);
}
END_TEST

/* Resizing keeps the grid usable at any size, including empty. */
START_TEST(test_grid_resize)
{
	tg_grid g = { 0 };

	ck_assert_int_eq(tg_resize(&g, 24, 80), 0);
	tg_put(&g, 23, 79, 'x', 0, 0);
	ck_assert_uint_eq(tg_at(&g, 23, 79)->ch, 'x');
	ck_assert_int_eq(tg_resize(&g, 0, 0), 0);
	ck_assert_ptr_null(tg_at(&g, 0, 0));
	ck_assert_int_eq(tg_resize(&g, 60, 200), 0);
	ck_assert_uint_eq(tg_at(&g, 59, 199)->ch, ' ');
	ck_assert_int_eq(g.cursor_row, -1);
	tg_free(&g);
}
END_TEST

/* The suite of the grid. */
Suite *
grid_suite(void)
{
	Suite *s = suite_create("grid");
	TCase *tc = tcase_create("grid");

	tcase_add_test(tc, test_grid_text_clips);
	tcase_add_test(tc, test_grid_text_clip_marks);
	tcase_add_test(tc, test_grid_utf8_round_trip);
	tcase_add_test(tc, test_grid_wrap);
	tcase_add_test(tc, test_grid_resize);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return test_run(grid_suite(), board_suite(), tour_suite(), session_suite(), rules_suite(), NULL);
}
