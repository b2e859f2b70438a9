/* check_tui_board.c - the board renderer drawing into a text grid: layout
 * at 80x24, glyphs and the ASCII fallback, highlights, flipping, the mouse
 * hit test and the colour tables. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "boardview.h"
#include "layout.h"
#include "pieces.h"
#include "tui_suites.h"

/* A position, its glyph kinds and a grid of the given size. */
typedef struct fixture {
	position p;
	tp_kinds kinds;
	tg_grid grid;
	tl_game lay;
	tb_view view;
} fixture;

/* Sets up f with variant name at fen (NULL: the start) on a rows x cols screen. */
static fixture *
setup(const char *name, const char *fen, int rows, int cols, int ascii, int colours)
{
	fixture *f = calloc(1, sizeof *f);
	const variant *v = test_variant(name);
	char msg[128];

	ck_assert_ptr_nonnull(f);
	if (fen)
		ck_assert_int_eq(pos_from_fen(&f->p, v, fen, msg, sizeof msg), POS_OK);
	else
		ck_assert_int_eq(pos_start(&f->p, v, msg, sizeof msg), POS_OK);
	tp_classify(v, &f->kinds);
	ck_assert_int_eq(tg_resize(&f->grid, rows, cols), 0);
	f->view.p = &f->p;
	f->view.kinds = &f->kinds;
	f->view.mode.ascii = ascii;
	f->view.mode.colours = colours;
	tl_game_layout(rows, cols, &v->geo, 0, 0, 0, &f->lay);
	return f;
}

/* Frees a fixture. */
static void
teardown(fixture *f)
{
	tg_free(&f->grid);
	free(f);
}

/* The character drawn at a square's centre. */
static uint32_t
at_square(fixture *f, const char *name)
{
	int sq, row, col;

	ck_assert_int_gt(brd_parse_square(&f->p.v->geo, name, &sq), 0);
	tb_square_centre(&f->lay.board, sq, &row, &col);
	return tg_at(&f->grid, row, col)->ch;
}

/* The cell at a square's centre. */
static const tg_cell *
cell_of(fixture *f, const char *name)
{
	int sq, row, col;

	brd_parse_square(&f->p.v->geo, name, &sq);
	tb_square_centre(&f->lay.board, sq, &row, &col);
	return tg_at(&f->grid, row, col);
}

/* Square number of a name. */
static int
sq_of(fixture *f, const char *name)
{
	int sq;

	ck_assert_int_gt(brd_parse_square(&f->p.v->geo, name, &sq), 0);
	return sq;
}

/* Orthodox pieces are told by their moves and letters: LancerChess's
 * royal Queen moves as a king and its King as a queen, so both keep the
 * letters that are typed for them. */
START_TEST(test_classify_by_moves)
{
	tp_kinds k;
	const variant *v = test_variant("chess");

	tp_classify(v, &k);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'K')], TP_KING);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'Q')], TP_QUEEN);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'R')], TP_ROOK);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'B')], TP_BISHOP);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'N')], TP_KNIGHT);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'P')], TP_PAWN);
	v = test_variant("lancerchess");
	tp_classify(v, &k);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'Q')], TP_LETTER);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'K')], TP_LETTER);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'R')], TP_ROOK);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'L')], TP_LETTER);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'D')], TP_LETTER);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'P')], TP_PAWN);
	/* Complete Chess: the Man moves as a king but is not royal; the
	 * Scout slides like a rook but at least two squares. */
	v = test_variant("complete");
	tp_classify(v, &k);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'M')], TP_LETTER);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'S')], TP_LETTER);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'R')], TP_ROOK);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'K')], TP_KING);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'P')], TP_PAWN);
	/* Onslaught: the flash Knight is no knight; the sliding pawn is a pawn. */
	v = test_variant("onslaught");
	tp_classify(v, &k);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'N')], TP_LETTER);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'P')], TP_PAWN);
	ck_assert_int_eq(k.kind[var_type_of_letter(v, 'M')], TP_LETTER);
}
END_TEST

/* At 80x24 an 8x8 board gets 5x2 squares and a 12x12 board 3x1 squares,
 * each with room for the side panel, and every square shows its piece. */
START_TEST(test_layout_80x24)
{
	fixture *f = setup("chess", NULL, 24, 80, 0, 256);
	char row[512];

	ck_assert(!f->lay.too_small);
	ck_assert_int_ge(f->lay.board.cw, 5);
	ck_assert_int_ge(f->lay.board.ch, 2);
	ck_assert_int_le(f->lay.board.rows, 24 - TL_BOTTOM);
	ck_assert_int_ge(f->lay.panel.cols, TL_PANEL_MIN);
	ck_assert_int_le(f->lay.panel.col + f->lay.panel.cols, 80);
	tb_draw(&f->grid, &f->lay.board, &f->view);
	ck_assert_uint_eq(at_square(f, "e1"), 0x2654);
	ck_assert_uint_eq(at_square(f, "d8"), 0x265B);
	ck_assert_uint_eq(at_square(f, "g1"), 0x2658);
	ck_assert_uint_eq(at_square(f, "a7"), 0x265F);
	/* The files run a..h along the top, left to right. */
	tg_row_text(&f->grid, f->lay.board.row, row, sizeof row);
	ck_assert_ptr_nonnull(strstr(row, "a    b    c    d    e    f    g    h"));
	teardown(f);

	f = setup("onslaught", NULL, 24, 80, 0, 256);
	ck_assert(!f->lay.too_small);
	ck_assert_int_eq(f->lay.board.ranks, 12);
	ck_assert_int_ge(f->lay.board.cw, 2);
	ck_assert_int_le(f->lay.board.rows, 24 - TL_BOTTOM);
	ck_assert_int_ge(f->lay.panel.cols, TL_PANEL_MIN);
	tb_draw(&f->grid, &f->lay.board, &f->view);
	ck_assert_uint_eq(at_square(f, "f1"), 0x2654);
	ck_assert_uint_eq(at_square(f, "a1"), 0x2656);
	ck_assert_uint_eq(at_square(f, "b1"), 'Z');
	ck_assert_uint_eq(at_square(f, "b12"), 'z');
	ck_assert_uint_eq(at_square(f, "c3"), 0x2659);
	/* Rank numbers on both sides, two columns wide. */
	tg_row_text(&f->grid, f->lay.board.row + 1, row, sizeof row);
	ck_assert_int_eq(strncmp(row, "12", 2), 0);
	ck_assert_ptr_nonnull(strstr(row, " 12"));
	teardown(f);
}
END_TEST

/* Larger terminals give larger squares; too small ones say so. */
START_TEST(test_layout_scales)
{
	const variant *v = test_variant("onslaught");
	tl_game a, b, c;
	tg_grid g = { 0 };

	tl_game_layout(24, 80, &v->geo, 0, 0, 0, &a);
	tl_game_layout(60, 200, &v->geo, 0, 0, 0, &b);
	ck_assert_int_gt(b.board.cw, a.board.cw);
	ck_assert_int_gt(b.board.ch, a.board.ch);
	tl_game_layout(20, 60, &v->geo, 0, 0, 0, &c);
	ck_assert(!c.too_small);
	tl_game_layout(12, 40, &v->geo, 0, 0, 0, &c);
	ck_assert(c.too_small);
	ck_assert_int_gt(c.min_rows, 12);
	tg_resize(&g, 12, 40);
	tl_too_small(&g, c.min_rows, c.min_cols);
	ck_assert(tg_find(&g, "enlarge the terminal", NULL, NULL));
	tg_free(&g);
}
END_TEST

/* Without a UTF-8 locale (or with --ascii) every piece is its letter. */
START_TEST(test_ascii_fallback)
{
	fixture *f = setup("chess", NULL, 24, 80, 1, 0);
	int r, c;

	tb_draw(&f->grid, &f->lay.board, &f->view);
	ck_assert_uint_eq(at_square(f, "e1"), 'K');
	ck_assert_uint_eq(at_square(f, "e8"), 'k');
	ck_assert_uint_eq(at_square(f, "b8"), 'n');
	ck_assert_uint_eq(at_square(f, "h2"), 'P');
	/* Monochrome: empty dark squares carry a dot, light ones are blank. */
	ck_assert_uint_eq(at_square(f, "a3"), '.');
	ck_assert_uint_eq(at_square(f, "b3"), ' ');
	for (r = 0; r < f->grid.rows; r++)
		for (c = 0; c < f->grid.cols; c++)
			ck_assert_uint_lt(tg_at(&f->grid, r, c)->ch, 128);
	teardown(f);
}
END_TEST

/* The last move, the cursor, a checked royal piece and the selected
 * piece's targets each get their own look. */
START_TEST(test_highlights)
{
	fixture *f = setup("chess", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
			   24, 80, 0, 256);
	static uint8_t targets[BRD_SIZE];

	f->view.last_from = sq_of(f, "d8");
	f->view.last_to = sq_of(f, "h4");
	f->view.check[0] = sq_of(f, "e1");
	f->view.cursor = sq_of(f, "a2");
	f->view.selected = sq_of(f, "g1");
	targets[sq_of(f, "h3")] = 1;
	targets[sq_of(f, "f3")] = 2;
	f->view.targets = targets;
	tb_draw(&f->grid, &f->lay.board, &f->view);
	ck_assert_uint_eq(cell_of(f, "h4")->pair, TS_PAIR_BOARD(TS_FG_BLACK, TS_BG_LAST));
	ck_assert_uint_eq(cell_of(f, "d8")->ch, ' ');
	ck_assert_uint_eq(cell_of(f, "d8")->pair, TS_PAIR_BOARD(TS_FG_BLACK, TS_BG_LAST));
	ck_assert_uint_eq(cell_of(f, "e1")->pair, TS_PAIR_BOARD(TS_FG_WHITE, TS_BG_CHECK));
	ck_assert_uint_eq(cell_of(f, "a2")->pair, TS_PAIR_BOARD(TS_FG_WHITE, TS_BG_CURSOR));
	ck_assert_uint_eq(cell_of(f, "g1")->pair, TS_PAIR_BOARD(TS_FG_WHITE, TS_BG_SELECT));
	ck_assert_uint_eq(cell_of(f, "h3")->ch, 0x2022);
	ck_assert_uint_eq(cell_of(f, "h3")->pair, TS_PAIR_BOARD(TS_FG_MARK, TS_BG_LIGHT));
	ck_assert_uint_eq(cell_of(f, "f3")->pair, TS_PAIR_BOARD(TS_FG_WHITE, TS_BG_CAPTURE));
	ck_assert_uint_eq(cell_of(f, "b1")->pair, TS_PAIR_BOARD(TS_FG_WHITE, TS_BG_LIGHT));
	ck_assert_uint_eq(cell_of(f, "c1")->pair, TS_PAIR_BOARD(TS_FG_WHITE, TS_BG_DARK));
	teardown(f);

	/* Monochrome: the cursor is reverse video, the check bold reverse. */
	f = setup("chess", NULL, 24, 80, 1, 0);
	f->view.cursor = sq_of(f, "e2");
	f->view.check[0] = sq_of(f, "e8");
	tb_draw(&f->grid, &f->lay.board, &f->view);
	ck_assert(cell_of(f, "e2")->attr & TG_REVERSE);
	ck_assert(cell_of(f, "e8")->attr & TG_REVERSE);
	ck_assert(cell_of(f, "e8")->attr & TG_BOLD);
	ck_assert(!(cell_of(f, "d2")->attr & TG_REVERSE));
	teardown(f);
}
END_TEST

/* Flipped, Black's side is at the bottom and the files run h..a. */
START_TEST(test_flip)
{
	fixture *f = setup("chess", NULL, 24, 80, 1, 0);
	int r1, c1, r8, c8;
	char row[512];

	f->lay.board.flipped = 1;
	tb_draw(&f->grid, &f->lay.board, &f->view);
	tb_square_centre(&f->lay.board, sq_of(f, "a1"), &r1, &c1);
	tb_square_centre(&f->lay.board, sq_of(f, "h8"), &r8, &c8);
	ck_assert_int_lt(r1, r8);
	ck_assert_int_gt(c1, c8);
	ck_assert_uint_eq(tg_at(&f->grid, r1, c1)->ch, 'R');
	tg_row_text(&f->grid, f->lay.board.row, row, sizeof row);
	ck_assert_ptr_nonnull(strstr(row, "h    g    f    e    d    c    b    a"));
	teardown(f);
}
END_TEST

/* Every character of every square maps back to that square (mouse
 * clicks), in both orientations; coordinates map to no square. */
START_TEST(test_hit_test)
{
	const variant *v = test_variant("onslaught");
	tb_layout l;
	int flip, f, r, i, j, row, col;

	for (flip = 0; flip < 2; flip++) {
		tb_layout_fit(&v->geo, 40, 120, 0, flip, &l);
		l.row = 2;
		l.col = 5;
		for (r = 0; r < 12; r++)
			for (f = 0; f < 12; f++) {
				tb_square_origin(&l, BRD_SQ(f, r), &row, &col);
				for (i = 0; i < l.ch; i++)
					for (j = 0; j < l.cw; j++)
						ck_assert_int_eq(tb_hit(&l, row + i, col + j), BRD_SQ(f, r));
			}
		ck_assert_int_eq(tb_hit(&l, l.row, l.col + 5), 0);
		ck_assert_int_eq(tb_hit(&l, l.row + 1, l.col), 0);
		ck_assert_int_eq(tb_hit(&l, l.row + l.rows - 1, l.col + 5), 0);
	}
}
END_TEST

/* Variant square colours map to the nearest palette colours, and piece
 * colours that would vanish on them are replaced. */
START_TEST(test_colours)
{
	const variant *v = test_variant("lancerchess");
	static ts_pair pairs[TS_NPAIRS];
	ts_mode m256 = { .ascii = 0, .colours = 256 }, m8 = { .ascii = 0, .colours = 8 };
	int r, g, b;

	ck_assert_int_eq(ts_parse_colour("#c86400", &r, &g, &b), 0);
	ck_assert_int_eq(r, 200);
	ck_assert_int_eq(g, 100);
	ck_assert_int_eq(b, 0);
	ck_assert_int_eq(ts_parse_colour("#fff", &r, &g, &b), 0);
	ck_assert_int_eq(r + g + b, 765);
	ck_assert_int_eq(ts_parse_colour("orange-ish", &r, &g, &b), -1);
	/* 256 colours: cube colour 166 is #d75f00, 230 is #ffffd7. */
	ts_pairs(&m256, v, NULL, pairs);
	ck_assert_int_eq(pairs[TS_PAIR_BOARD(TS_FG_BLACK, TS_BG_DARK)].bg, 166);
	ck_assert_int_eq(pairs[TS_PAIR_BOARD(TS_FG_BLACK, TS_BG_LIGHT)].bg, 230);
	ck_assert_int_ne(pairs[TS_PAIR_BOARD(TS_FG_WHITE, TS_BG_LIGHT)].fg, 230);
	ck_assert_int_ne(pairs[TS_PAIR_BOARD(TS_FG_WHITE, TS_BG_LIGHT)].fg, 231);
	/* 8 colours: the orange would be red, where no piece reads, so the
	 * theme's yellow and white squares stay (tests/check_settings). */
	ts_pairs(&m8, v, NULL, pairs);
	ck_assert_int_eq(pairs[TS_PAIR_BOARD(TS_FG_BLACK, TS_BG_DARK)].bg, 3);
	ck_assert_int_eq(pairs[TS_PAIR_BOARD(TS_FG_BLACK, TS_BG_LIGHT)].bg, 7);
	ck_assert_int_ne(pairs[TS_PAIR_BOARD(TS_FG_WHITE, TS_BG_LIGHT)].fg, 7);
	/* Redefined colours are used as given. */
	ts_pairs(&m256, v, (const int[2]){ 254, 255 }, pairs);
	ck_assert_int_eq(pairs[TS_PAIR_BOARD(TS_FG_BLACK, TS_BG_DARK)].bg, 254);
	ck_assert_int_eq(pairs[TS_PAIR_BOARD(TS_FG_BLACK, TS_BG_LIGHT)].bg, 255);
	/* Orthodox chess keeps the default squares. */
	ts_pairs(&m256, test_variant("chess"), NULL, pairs);
	ck_assert_int_eq(pairs[TS_PAIR_BOARD(TS_FG_BLACK, TS_BG_DARK)].bg, 137);
}
END_TEST

/* The legend names each piece after its symbol. */
START_TEST(test_legend)
{
	const variant *v = test_variant("lancerchess");
	ts_mode m = { .ascii = 0, .colours = 256 }, a = { .ascii = 1, .colours = 0 };
	tp_kinds k;
	char buf[128];

	tp_classify(v, &k);
	tp_legend_entry(&m, v, &k, var_type_of_letter(v, 'L'), buf, sizeof buf);
	ck_assert_str_eq(buf, "L King's Lancer");
	tp_legend_entry(&m, v, &k, var_type_of_letter(v, 'Q'), buf, sizeof buf);
	ck_assert_str_eq(buf, "Q Queen");
	tp_legend_entry(&m, v, &k, var_type_of_letter(v, 'R'), buf, sizeof buf);
	ck_assert_str_eq(buf, "\xe2\x99\x96 Tower");
	tp_legend_entry(&a, v, &k, var_type_of_letter(v, 'Q'), buf, sizeof buf);
	ck_assert_str_eq(buf, "Q Queen");
}
END_TEST

/* In every shipped variant, a piece drawn with an orthodox glyph is the
 * piece typed with that glyph's letter: what is seen is what is typed. */
START_TEST(test_glyph_is_the_typed_letter)
{
	static const char orthodox[] = "KQRBNP"; /* U+2654... for White, U+265A... for Black */
	var_set *set = test_set();
	ts_mode m = { .ascii = 0, .colours = 256 };
	var_error err;
	int i, t, colour, glyphs = 0;

	var_load_all(set, &err);
	ck_assert_int_gt(set->count, 4);
	for (i = 0; i < set->count; i++) {
		const variant *v = set->items[i];
		tp_kinds k;
		tp_classify(v, &k);
		for (t = 0; t < v->ntypes; t++)
			for (colour = WHITE; colour <= BLACK; colour++) {
				uint32_t ch = tp_symbol(&m, v, &k, t, colour);
				char letter = v->pieces[t].letter, shown;
				if (ch >= 0x2654 && ch <= 0x2659) {
					shown = orthodox[ch - 0x2654];
					ck_assert_msg(colour == WHITE, "%s: a Black %s has a White glyph", v->name,
						      v->pieces[t].name);
					glyphs++;
				} else if (ch >= 0x265A && ch <= 0x265F) {
					shown = (char)(orthodox[ch - 0x265A] - 'A' + 'a');
					ck_assert_msg(colour == BLACK, "%s: a White %s has a Black glyph", v->name,
						      v->pieces[t].name);
				} else {
					ck_assert_msg(ch < 128, "%s: the %s is drawn as U+%04X", v->name, v->pieces[t].name,
						      (unsigned)ch);
					shown = (char)ch;
				}
				if (colour == BLACK && letter >= 'A' && letter <= 'Z')
					letter = (char)(letter - 'A' + 'a');
				ck_assert_msg(shown == letter, "%s: the %s, typed %c, is drawn as %c", v->name,
					      v->pieces[t].name, letter, shown);
			}
	}
	ck_assert_int_gt(glyphs, 0);
}
END_TEST

/* Whether the legend in g shows type t's entry whole, or its first
 * width - 1 columns and the marker. */
static int
shows_entry(const tg_grid *g, const ts_mode *m, const variant *v, const tp_kinds *k, int t, int width)
{
	char entry[128], cut[160];
	const char *s;
	int n;

	tp_legend_entry(m, v, k, t, entry, sizeof entry);
	if (tg_find(g, entry, NULL, NULL))
		return 1;
	for (s = entry, n = 0; *s && n < width - 1; n++)
		tg_decode(&s);
	snprintf(cut, sizeof cut, "%.*s\xe2\x80\xa6", (int)(s - entry), entry);
	return tg_find(g, cut, NULL, NULL);
}

/* Complete Chess's 17 pieces in the panel of an 80x24 screen (6 lines):
 * every piece shows, any name cut ends with the marker; with less room,
 * a note says how many are missing and that F1 shows them. */
START_TEST(test_legend_fits_or_says_so)
{
	const variant *v = test_variant("complete");
	ts_mode m = { .ascii = 0, .colours = 256 };
	tl_game lay;
	tp_kinds k;
	tp_legend l;
	tg_grid g = { 0 };
	char row[256], note[32];
	int t, cols;

	tp_classify(v, &k);
	ck_assert_int_eq(v->ntypes, 17);
	tl_game_layout(24, 80, &v->geo, 0, v->ntypes, tp_legend_width(&m, v, &k), &lay);
	ck_assert_int_eq(lay.legend.rows, 0);
	cols = lay.panel.cols - 1;
	tp_legend_fit(&m, v, &k, cols, 6, &l);
	ck_assert_int_le(l.lines, 6);
	ck_assert_int_eq(l.shown, 17);
	tg_resize(&g, 6, cols);
	tp_legend_draw(&g, 0, 0, cols, &m, v, &k, &l);
	for (t = 0; t < v->ntypes; t++)
		ck_assert_msg(shows_entry(&g, &m, v, &k, t, l.width), "the legend lacks the %s",
			      v->pieces[t].name);
	/* Three lines of 20 columns cannot show 17 pieces: some and a note. */
	tp_legend_fit(&m, v, &k, 20, 3, &l);
	ck_assert_int_eq(l.lines, 3);
	ck_assert_int_lt(l.shown, 17);
	ck_assert_int_gt(l.shown, 0);
	tg_clear(&g);
	tp_legend_draw(&g, 0, 0, 20, &m, v, &k, &l);
	for (t = 0; t < l.shown; t++)
		ck_assert_msg(shows_entry(&g, &m, v, &k, t, l.width), "the short legend lacks the %s",
			      v->pieces[t].name);
	tg_row_text(&g, 2, row, sizeof row);
	snprintf(note, sizeof note, "+%d more", 17 - l.shown);
	ck_assert_msg(strncmp(row, note, strlen(note)) == 0 && strstr(row, "F1"), "the note reads \"%s\"", row);
	/* Chess fits whole. */
	v = test_variant("chess");
	tp_classify(v, &k);
	tp_legend_fit(&m, v, &k, cols, 6, &l);
	ck_assert_int_eq(l.shown, 6);
	ck_assert_int_eq(l.width, tp_legend_width(&m, v, &k));
	tg_free(&g);
}
END_TEST

/* The suite of the board renderer. */
Suite *
board_suite(void)
{
	Suite *s = suite_create("board");
	TCase *tc = tcase_create("board");

	tcase_add_test(tc, test_classify_by_moves);
	tcase_add_test(tc, test_layout_80x24);
	tcase_add_test(tc, test_layout_scales);
	tcase_add_test(tc, test_ascii_fallback);
	tcase_add_test(tc, test_highlights);
	tcase_add_test(tc, test_flip);
	tcase_add_test(tc, test_hit_test);
	tcase_add_test(tc, test_colours);
	tcase_add_test(tc, test_legend);
	tcase_add_test(tc, test_glyph_is_the_typed_letter);
	tcase_add_test(tc, test_legend_fits_or_says_so);
	suite_add_tcase(s, tc);
	return s;
}
