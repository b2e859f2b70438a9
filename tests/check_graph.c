/* check_graph.c - the evaluation graph: the scores drawn into a grid
 * (heights, clamping, mates, the marker, ASCII), the click's move, and
 * the match's scores (from [%eval] notes, filled by the engine to the
 * end, the same on every run, dropped after a changed move). */
#include <limits.h>
#include <string.h>

#include "annot.h"
#include "evalgraph.h"
#include "grid.h"
#include "layout.h"
#include "match.h"
#include "match_cmd.h"
#include "testlib.h"

#define CP(x) { MATCH_SCORE_CP, (x), 0 }
#define NONE { MATCH_SCORE_NONE, 0, 0 }

/* Scores of a made-up game of 7 moves (s[0]: the start). */
static const match_score scores[] = {
	NONE, CP(0), CP(500), CP(-500), NONE, { MATCH_SCORE_WHITE_MATES, 3, 0 },
	{ MATCH_SCORE_BLACK_MATES, 2, 0 }, CP(100000),
};

/* The code point at row, col of the grid. */
static uint32_t
cell(tg_grid *g, int row, int col)
{
	return tg_at(g, row, col)->ch;
}

/* The columns of the strip: a bar per move from the bottom, half for
 * 0.00, full for +5 and beyond and for White's mate, empty for -5 and
 * Black's mate, '?' unscored; the marker row names the current move. */
START_TEST(test_graph_draw_unicode)
{
	static const uint32_t want[3][7] = {
		{ ' ', 0x2588, ' ', ' ', 0x2588, ' ', 0x2588 },
		{ 0x2584, 0x2588, ' ', '?', 0x2588, ' ', 0x2588 },
		{ 0x2588, 0x2588, ' ', ' ', 0x2588, ' ', 0x2588 },
	};
	tg_grid g = { 0 };
	ts_mode m = { 0, 0, 0 };
	char row[256];
	int r, c;

	ck_assert_int_eq(tg_resize(&g, 4, 20), 0);
	te_graph_draw(&g, (tg_rect){ 0, 0, 4, 13 }, scores, 7, 2, "1... +5.00", &m);
	for (r = 0; r < 3; r++)
		for (c = 0; c < 7; c++)
			ck_assert_msg(cell(&g, r, c) == want[r][c], "row %d col %d: U+%04X, want U+%04X", r, c,
				      (unsigned)cell(&g, r, c), (unsigned)want[r][c]);
	tg_row_text(&g, 3, row, sizeof row);
	ck_assert_str_eq(row, " \xe2\x96\xb2 1... +5.00");
	tg_free(&g);
}
END_TEST

/* In ASCII the bars are '#', a half cell '-', the marker '^'. */
START_TEST(test_graph_draw_ascii)
{
	tg_grid g = { 0 };
	ts_mode m = { 1, 0, 0 };
	char row[256];

	ck_assert_int_eq(tg_resize(&g, 4, 20), 0);
	te_graph_draw(&g, (tg_rect){ 0, 0, 4, 13 }, scores, 7, 5, "3. #3", &m);
	tg_row_text(&g, 0, row, sizeof row);
	ck_assert_str_eq(row, " #  # #");
	tg_row_text(&g, 1, row, sizeof row);
	ck_assert_str_eq(row, "-# ?# #");
	tg_row_text(&g, 2, row, sizeof row);
	ck_assert_str_eq(row, "##  # #");
	tg_row_text(&g, 3, row, sizeof row);
	ck_assert_str_eq(row, "    ^ 3. #3");
	tg_free(&g);
}
END_TEST

/* A short game gets up to three columns a move. */
START_TEST(test_graph_draw_wide)
{
	tg_grid g = { 0 };
	ts_mode m = { 1, 0, 0 };
	char row[256];

	ck_assert_int_eq(tg_resize(&g, 4, 40), 0);
	te_graph_draw(&g, (tg_rect){ 0, 0, 4, 40 }, scores, 7, 2, "1... +5.00", &m);
	tg_row_text(&g, 1, row, sizeof row);
	ck_assert_str_eq(row, "---###   ???###   ###");
	tg_row_text(&g, 3, row, sizeof row);
	ck_assert_str_eq(row, "   ^ 1... +5.00");
	ck_assert_int_eq(te_graph_hit((tg_rect){ 0, 0, 4, 40 }, 7, 0, 2), 1);
	ck_assert_int_eq(te_graph_hit((tg_rect){ 0, 0, 4, 40 }, 7, 0, 3), 2);
	ck_assert_int_eq(te_graph_hit((tg_rect){ 0, 0, 4, 40 }, 7, 0, 20), 7);
	ck_assert_int_eq(te_graph_hit((tg_rect){ 0, 0, 4, 40 }, 7, 0, 39), 7);
	tg_free(&g);
}
END_TEST

/* Heights: clamped to the scale, mates at the ends, 0.00 in the middle. */
START_TEST(test_graph_heights)
{
	static const struct {
		match_score s;  /* the score */
		int height;     /* in eighths of 3 rows */
	} cases[] = {
		{ CP(0), 12 },
		{ CP(TE_GRAPH_PAWNS * 100), 24 },
		{ CP(-TE_GRAPH_PAWNS * 100), 0 },
		{ CP(2000000000), 24 },
		{ CP(-2000000000), 0 },
		{ CP(250), 18 },
		{ { MATCH_SCORE_WHITE_MATES, 0, 0 }, 24 },
		{ { MATCH_SCORE_BLACK_MATES, 9, 0 }, 0 },
		{ NONE, -1 },
	};
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
		ck_assert_int_eq(te_graph_height(&cases[i].s, 3), cases[i].height);
}
END_TEST

/* A click gives the move of its column, and the marker of that move is
 * drawn in the column clicked, also when columns hold several moves. */
START_TEST(test_graph_hit)
{
	static match_score many[41];
	tg_grid g = { 0 };
	ts_mode m = { 1, 0, 0 };
	tg_rect r = { 2, 5, 4, 10 };
	int c, ply;

	ck_assert_int_eq(te_graph_hit(r, 7, 2, 5), 1);
	ck_assert_int_eq(te_graph_hit(r, 7, 5, 8), 4);
	ck_assert_int_eq(te_graph_hit(r, 7, 3, 14), 7);  /* right of the last move */
	ck_assert_int_eq(te_graph_hit(r, 7, 1, 5), -1);  /* above */
	ck_assert_int_eq(te_graph_hit(r, 7, 2, 4), -1);  /* left */
	ck_assert_int_eq(te_graph_hit(r, 7, 2, 15), -1); /* right of the strip */
	ck_assert_int_eq(te_graph_hit(r, 0, 2, 5), -1);
	ck_assert_int_eq(tg_resize(&g, 8, 20), 0);
	for (c = 0; c < 10; c++) {
		ply = te_graph_hit(r, 40, 3, 5 + c);
		ck_assert_int_eq(ply, 4 * (c + 1));
		tg_clear(&g);
		te_graph_draw(&g, r, many, 40, ply, NULL, &m);
		ck_assert_int_eq(cell(&g, 5, 5 + c), '^');
	}
	tg_free(&g);
}
END_TEST

/* The layout puts the graph below the board (and its legend) as wide as
 * the board, in as many rows as it leaves (up to the graph's), moves the
 * legend into the panel when only that makes room, never changes the
 * board or the panel, and changes nothing when there is no room. */
START_TEST(test_graph_layout)
{
	static const struct {
		const char *variant;   /* the board */
		int rows, cols;        /* the terminal */
		int graph_rows;        /* the graph's rows found */
		int legend_kept;       /* 1: the legend stays below the board */
	} cases[] = {
		{ "chess", 40, 100, TE_GRAPH_ROWS, 1 },
		{ "chess", 24, 80, 3, 0 },        /* the legend's rows make room */
		{ "onslaught", 24, 80, TE_GRAPH_ROWS, 0 },
		{ "onslaught", 19, 80, 2, 0 },
		{ "onslaught", 18, 80, 0, 1 },    /* no room: as without a graph */
	};
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const variant *v = test_variant(cases[i].variant);
		tl_game plain, l;

		tl_game_layout(cases[i].rows, cases[i].cols, &v->geo, 0, v->ntypes, 12, &plain);
		tl_game_layout_graph(cases[i].rows, cases[i].cols, &v->geo, 0, v->ntypes, 12, TE_GRAPH_ROWS, &l);
		ck_assert_msg(l.graph.rows == cases[i].graph_rows, "%s %dx%d: %d rows", cases[i].variant, cases[i].cols,
			      cases[i].rows, l.graph.rows);
		ck_assert_mem_eq(&l.board, &plain.board, sizeof l.board);
		ck_assert_mem_eq(&l.panel, &plain.panel, sizeof l.panel);
		ck_assert_int_eq(l.legend.rows > 0, cases[i].legend_kept && plain.legend.rows > 0);
		if (cases[i].legend_kept)
			ck_assert_mem_eq(&l.legend, &plain.legend, sizeof l.legend);
		if (!l.graph.rows) {
			ck_assert_mem_eq(&l, &plain, sizeof l);
			continue;
		}
		ck_assert_int_eq(l.graph.col, l.board.col);
		ck_assert_int_eq(l.graph.cols, l.board.cols);
		ck_assert_int_eq(l.graph.row, l.legend.rows ? l.legend.row + l.legend.rows : l.board.row + l.board.rows);
		ck_assert_int_le(l.graph.row + l.graph.rows, l.message.row);
		tl_game_layout_graph(cases[i].rows, cases[i].cols, &v->geo, 0, v->ntypes, 12, 0, &l);
		ck_assert_mem_eq(&l, &plain, sizeof l);
	}
}
END_TEST

/* A match of chess with the moves played, heard by view (or none). */
static void
chess_match_view(match *m, const char *const *moves, const match_view *view)
{
	match_init(m, test_set(), view, 0);
	ck_assert_int_eq(match_new(m, test_variant("chess"), NULL), 0);
	for (; *moves; moves++)
		ck_assert_int_eq(match_play_text(m, *moves), 0);
}

/* A match of chess with the moves played. */
static void
chess_match(match *m, const char *const *moves)
{
	chess_match_view(m, moves, NULL);
}

/* The record's [%eval] notes are the scores; the others wait. */
START_TEST(test_graph_notes)
{
	static const char *const moves[] = { "e4", "e5", "Nf3", NULL };
	match m;
	char text[32];

	chess_match(&m, moves);
	annot_set_eval(annot_at(&m.g, 1), 0, 35);
	annot_set_eval(annot_at(&m.g, 3), -4, 0);
	ck_assert_int_eq(match_graph_sync(&m), 1);
	ck_assert_int_eq(match_graph_score(&m, 1)->kind, MATCH_SCORE_CP);
	ck_assert_int_eq(match_graph_score(&m, 1)->value, 35);
	ck_assert_int_eq(match_graph_score(&m, 1)->from_note, 1);
	ck_assert_int_eq(match_graph_score(&m, 2)->kind, MATCH_SCORE_NONE);
	ck_assert_int_eq(match_graph_score(&m, 3)->kind, MATCH_SCORE_BLACK_MATES);
	ck_assert_int_eq(match_graph_score(&m, 3)->value, 4);
	ck_assert_ptr_null(match_graph_score(&m, 4));
	match_graph_text(match_graph_score(&m, 1), text, sizeof text);
	ck_assert_str_eq(text, "+0.35");
	match_graph_text(match_graph_score(&m, 3), text, sizeof text);
	ck_assert_str_eq(text, "#-4");
	match_graph_text(match_graph_score(&m, 2), text, sizeof text);
	ck_assert_str_eq(text, "?");
	/* a file's numbers are clamped, not overflowed */
	annot_set_eval(annot_at(&m.g, 2), 0, INT_MIN);
	annot_set_eval(annot_at(&m.g, 3), INT_MIN, 0);
	ck_assert_int_eq(match_graph_sync(&m), 0);
	ck_assert_int_eq(match_graph_score(&m, 2)->kind, MATCH_SCORE_CP);
	ck_assert_int_eq(match_graph_score(&m, 2)->value, -100000);
	ck_assert_int_eq(match_graph_score(&m, 3)->kind, MATCH_SCORE_BLACK_MATES);
	ck_assert_int_eq(match_graph_score(&m, 3)->value, 100000);
	/* a note taken away is scored by the engine again */
	annot_at(&m.g, 3)->has_eval = 0;
	ck_assert_int_eq(match_graph_sync(&m), 1);
	ck_assert_int_eq(match_graph_score(&m, 3)->kind, MATCH_SCORE_NONE);
	match_free(&m);
}
END_TEST

/* Fills the graph to the end; returns the steps it took. */
static int
fill(match *m)
{
	int steps = 0, r;

	while ((r = match_graph_step(m)) == 1)
		steps++;
	ck_assert_int_eq(r, 0);
	return steps;
}

/* The engine fills every move, mate on the board included, and gives the
 * same scores again, whatever it searched before. */
START_TEST(test_graph_fill)
{
	static const char *const moves[] = { "f3", "e5", "g4", "Qh4#", NULL };
	match_score first[5];
	char text[32];
	match m;
	int k;

	chess_match(&m, moves);
	m.graph.depth = 4;
	ck_assert_int_eq(fill(&m), 4);
	for (k = 1; k <= 4; k++)
		ck_assert_int_ne(match_graph_score(&m, k)->kind, MATCH_SCORE_NONE);
	ck_assert_int_eq(match_graph_score(&m, 3)->kind, MATCH_SCORE_BLACK_MATES);
	ck_assert_int_eq(match_graph_score(&m, 3)->value, 1);
	ck_assert_int_eq(match_graph_score(&m, 4)->kind, MATCH_SCORE_BLACK_MATES);
	ck_assert_int_eq(match_graph_score(&m, 4)->value, 0);
	match_graph_text(match_graph_score(&m, 4), text, sizeof text);
	ck_assert_str_eq(text, "0-1");
	te_graph_label(&m.g, 4, match_graph_score(&m, 4), text, sizeof text);
	ck_assert_str_eq(text, "2... Qh4# 0-1");
	memcpy(first, m.graph.score, sizeof first);
	/* scored again after other positions, by the same engine: the same */
	m.graph.score[1].kind = m.graph.score[2].kind = MATCH_SCORE_NONE;
	ck_assert_int_eq(fill(&m), 2);
	for (k = 1; k <= 4; k++) {
		ck_assert_int_eq(match_graph_score(&m, k)->kind, first[k].kind);
		ck_assert_int_eq(match_graph_score(&m, k)->value, first[k].value);
	}
	match_graph_free(&m);
	m.graph.depth = 4;
	ck_assert_int_eq(fill(&m), 4);
	for (k = 1; k <= 4; k++) {
		ck_assert_int_eq(match_graph_score(&m, k)->kind, first[k].kind);
		ck_assert_int_eq(match_graph_score(&m, k)->value, first[k].value);
	}
	match_free(&m);
}
END_TEST

/* A score is the position's alone: the same whatever the engine
 * searched before it, in a game with something to search. */
START_TEST(test_graph_deterministic)
{
	static const char *const moves[] = { "e4", "e5", "Nf3", "Nc6", "Bc4", "Nd4", "Nxe5", "Qg5", "Nxf7",
					     "Qxg2", "Rf1", "Qxe4+", "Be2", NULL };
	match_score first[14];
	match m;
	int k;

	chess_match(&m, moves);
	m.graph.depth = 7;
	ck_assert_int_eq(fill(&m), 13);
	memcpy(first, m.graph.score, sizeof first);
	for (k = 1; k <= 6; k++)
		m.graph.score[k].kind = MATCH_SCORE_NONE;
	ck_assert_int_eq(fill(&m), 6);
	for (k = 1; k <= 13; k++) {
		ck_assert_msg(match_graph_score(&m, k)->kind == first[k].kind, "move %d", k);
		ck_assert_msg(match_graph_score(&m, k)->value == first[k].value, "move %d: %d, first %d", k,
			      match_graph_score(&m, k)->value, first[k].value);
	}
	match_free(&m);
}
END_TEST

/* A move taken back and replaced drops its score and those after it. */
START_TEST(test_graph_invalidated)
{
	static const char *const moves[] = { "e4", "e5", "Nf3", NULL };
	match m;

	chess_match(&m, moves);
	m.graph.depth = 3;
	ck_assert_int_eq(fill(&m), 3);
	ck_assert_int_eq(match_undo(&m), 1);
	ck_assert_int_eq(match_undo(&m), 1);
	ck_assert_int_eq(match_play_text(&m, "c5"), 0);
	ck_assert_int_eq(match_graph_sync(&m), 1);
	ck_assert_int_ne(match_graph_score(&m, 1)->kind, MATCH_SCORE_NONE);
	ck_assert_int_eq(match_graph_score(&m, 2)->kind, MATCH_SCORE_NONE);
	ck_assert_ptr_null(match_graph_score(&m, 3));
	ck_assert_int_eq(fill(&m), 1);
	match_free(&m);
}
END_TEST

/* The marker's label counts moves from the game's start, Black first
 * in a game set up with Black to move. */
START_TEST(test_graph_label)
{
	match m;
	char text[64];

	match_init(&m, test_set(), NULL, 0);
	ck_assert_int_eq(
		match_new(&m, test_variant("chess"), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12"), 0);
	ck_assert_int_eq(match_play_text(&m, "e5"), 0);
	ck_assert_int_eq(match_play_text(&m, "Nf3"), 0);
	ck_assert_int_eq(match_graph_sync(&m), 2);
	te_graph_label(&m.g, 1, match_graph_score(&m, 1), text, sizeof text);
	ck_assert_str_eq(text, "12... e5 ?");
	te_graph_label(&m.g, 2, match_graph_score(&m, 2), text, sizeof text);
	ck_assert_str_eq(text, "13. Nf3 ?");
	te_graph_label(&m.g, 0, match_graph_score(&m, 0), text, sizeof text);
	ck_assert_str_eq(text, "");
	match_free(&m);
}
END_TEST

/* What the match said, line after line. */
static char said[4096];

/* Keeps a message of the match. */
static void
hear(void *ctx, int kind, const char *text)
{
	(void)ctx;
	(void)kind;
	strncat(said, text, sizeof said - strlen(said) - 2);
	strcat(said, "\n");
}

/* The line mode's 'graph' scores every move and says them as a table. */
START_TEST(test_graph_command)
{
	static const char *const moves[] = { "f3", "e5", "g4", "Qh4#", NULL };
	match_view view = { hear, NULL, NULL, NULL, NULL, NULL };
	match m;

	chess_match_view(&m, moves, &view);
	m.graph.depth = 3;
	annot_set_eval(annot_at(&m.g, 1), 0, -12);
	said[0] = '\0';
	ck_assert_int_eq(match_exec(&m, MC_PLAIN, "graph"), MA_NONE);
	ck_assert_msg(strstr(said, "\n   1.  f3         -0.12  e5    ") != NULL, "%s", said);
	ck_assert_msg(strstr(said, "\n   2.  g4           #-1  Qh4#         0-1\n") != NULL, "%s", said);
	ck_assert_ptr_null(strstr(said, "not scored"));
	ck_assert_int_eq(match_graph_sync(&m), 0);
	match_free(&m);
}
END_TEST

/* The suite. */
static Suite *
graph_suite(void)
{
	Suite *s = suite_create("graph");
	TCase *tc = tcase_create("draw");

	tcase_add_test(tc, test_graph_draw_unicode);
	tcase_add_test(tc, test_graph_draw_ascii);
	tcase_add_test(tc, test_graph_draw_wide);
	tcase_add_test(tc, test_graph_heights);
	tcase_add_test(tc, test_graph_hit);
	tcase_add_test(tc, test_graph_layout);
	suite_add_tcase(s, tc);
	tc = tcase_create("scores");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_graph_notes);
	tcase_add_test(tc, test_graph_fill);
	tcase_add_test(tc, test_graph_deterministic);
	tcase_add_test(tc, test_graph_invalidated);
	tcase_add_test(tc, test_graph_command);
	tcase_add_test(tc, test_graph_label);
	suite_add_tcase(s, tc);
	return s;
}

/* Runs the suite. */
int
main(void)
{
	return test_run(graph_suite(), NULL);
}
