/* check_pgn_annot.c - the PGN's own words: comments, NAGs, [%eval] and
 * nested variations read into the record, written back, read again the
 * same; hostile movetext refused or cut, never a crash. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "annot.h"
#include "game.h"
#include "game_suites.h"
#include "pgn.h"

/* A game with every kind of word: a comment before the first move, NAGs
 * as $n, as marks apart and glued to moves, [%eval] and [%clk] in one
 * comment, comments over several lines, nested variations with comments,
 * NAGs and an evaluation of their own, two variations of one move, and
 * the reason comment before the result. */
static const char annotated[] =
	"[Event \"Study\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
	"{A quiet\n  opening.} 1. e4 $1 {best by test [%eval 0.30] [%clk 0:05:00]} e5\n"
	"2. Nf3?! (2. f4 !? exf4 (2... d5 {the counter-gambit} 3. exd5) 3. Nf3 {[%eval -0.25]})\n"
	"(2. Bc4 Nf6) 2... Nc6 $14 3. Bb5 a6 {[%eval #-3]} 4. Ba4 {Black resigns} 1-0\n";

/* Reads text as a PGN game into g, failing the test on an error. */
static void
read_text(game *g, const char *text)
{
	char msg[512];

	memset(g, 0, sizeof *g);
	ck_assert_msg(pgn_load_buffer(text, strlen(text), "t.pgn", 1, test_set(), g, msg, sizeof msg) == PGN_OK,
		      "%s", msg);
}

/* g written as PGN, in a new string. */
static char *
write_text(const game *g)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(pgn_write_stream(g, f), 0);
	fclose(f);
	return buf;
}

/* Fails the test unless notes a and b say the same. */
static void assert_lines_equal(const annot_line *a, const annot_line *b, int main_line);

/* Fails the test unless two notes say the same (NULL is an empty note). */
static void
assert_notes_equal(const annot_note *a, const annot_note *b)
{
	static const annot_note none;
	int i;

	a = a ? a : &none;
	b = b ? b : &none;
	ck_assert_str_eq(a->comment ? a->comment : "", b->comment ? b->comment : "");
	ck_assert_int_eq(a->nnags, b->nnags);
	for (i = 0; i < a->nnags; i++)
		ck_assert_int_eq(a->nags[i], b->nags[i]);
	ck_assert_int_eq(a->has_eval, b->has_eval);
	ck_assert_int_eq(a->eval_mate, b->eval_mate);
	ck_assert_int_eq(a->eval_cp, b->eval_cp);
	ck_assert_int_eq(a->nvars, b->nvars);
	for (i = 0; i < a->nvars; i++)
		assert_lines_equal(a->vars[i], b->vars[i], 0);
}

/* Fails the test unless two lines hold the same moves and notes. */
static void
assert_lines_equal(const annot_line *a, const annot_line *b, int main_line)
{
	int k;

	ck_assert_int_eq(a->nmoves, b->nmoves);
	for (k = 0; !main_line && k < a->nmoves; k++)
		ck_assert_str_eq(a->san[k], b->san[k]);
	for (k = 0; k <= a->nmoves; k++)
		assert_notes_equal(k < a->cap ? &a->notes[k] : NULL, k < b->cap ? &b->notes[k] : NULL);
}

/* Every word of the file is kept where it belongs. */
START_TEST(test_read_words)
{
	game g;
	const annot_note *n;
	const annot_line *v, *w;

	read_text(&g, annotated);
	ck_assert_int_eq(g.nmoves, 7);
	ck_assert_ptr_nonnull(n = annot_get(&g, 0));
	ck_assert_str_eq(n->comment, "A quiet opening.");
	ck_assert_ptr_nonnull(n = annot_get(&g, 1));
	ck_assert_str_eq(n->comment, "best by test");
	ck_assert_int_eq(n->nnags, 1);
	ck_assert_int_eq(n->nags[0], 1);
	ck_assert_int_eq(n->has_eval, 1);
	ck_assert_int_eq(n->eval_cp, 30);
	ck_assert_int_eq(g.moves[0].clk_ms, 300000);
	ck_assert_ptr_nonnull(n = annot_get(&g, 3));
	ck_assert_int_eq(n->nnags, 1);
	ck_assert_int_eq(n->nags[0], 6); /* "Nf3?!" */
	ck_assert_ptr_nonnull(n = annot_get(&g, 2)); /* alternatives to 2. Nf3 */
	ck_assert_int_eq(n->nvars, 2);
	v = n->vars[0];
	ck_assert_int_eq(v->nmoves, 3);
	ck_assert_str_eq(v->san[0], "f4");
	ck_assert_str_eq(v->san[1], "exf4");
	ck_assert_str_eq(v->san[2], "Nf3");
	ck_assert_int_eq(v->notes[1].nnags, 1);
	ck_assert_int_eq(v->notes[1].nags[0], 5);
	ck_assert_int_eq(v->notes[3].has_eval, 1);
	ck_assert_int_eq(v->notes[3].eval_cp, -25);
	ck_assert_int_eq(v->notes[1].nvars, 1); /* 2... d5 instead of exf4 */
	w = v->notes[1].vars[0];
	ck_assert_int_eq(w->nmoves, 2);
	ck_assert_str_eq(w->san[0], "d5");
	ck_assert_str_eq(w->notes[1].comment, "the counter-gambit");
	ck_assert_str_eq(w->san[1], "exd5");
	ck_assert_str_eq(n->vars[1]->san[1], "Nf6");
	ck_assert_int_eq(annot_get(&g, 4)->nags[0], 14);
	ck_assert_int_eq(annot_get(&g, 6)->eval_mate, -3);
	/* the reason comment is the result's, not a word of the record */
	ck_assert_ptr_null(annot_get(&g, 7));
	ck_assert_int_eq(g.final_reason, GAME_RESIGNATION);
	game_free(&g);
}
END_TEST

/* Read, write, read gives the same words; writing again the same bytes. */
START_TEST(test_words_round_trip)
{
	game a, b;
	char *first, *second;

	read_text(&a, annotated);
	first = write_text(&a);
	read_text(&b, first);
	ck_assert_ptr_nonnull(b.notes);
	assert_lines_equal(a.notes, b.notes, 1);
	ck_assert_int_eq(b.moves[0].clk_ms, 300000);
	ck_assert_int_eq(b.final_reason, GAME_RESIGNATION);
	second = write_text(&b);
	ck_assert_str_eq(first, second);
	ck_assert_ptr_nonnull(strstr(first, "{Black resigns} 1-0"));
	ck_assert_ptr_null(strstr(strstr(first, "resigns") + 1, "resigns")); /* said once */
	ck_assert_ptr_nonnull(strstr(first, "{best by test [%eval 0.30] [%clk 0:05:00]}"));
	ck_assert_ptr_nonnull(strstr(first, "(2. f4 $5 exf4 (2... d5 {the counter-gambit} 3. exd5) 3. Nf3"));
	ck_assert_ptr_nonnull(strstr(first, "2... Nc6 $14"));
	for (const char *l = first; *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : l + strlen(l))
		ck_assert_int_le((int)(strchr(l, '\n') ? strchr(l, '\n') - l : (long)strlen(l)), 80);
	free(first);
	free(second);
	game_free(&a);
	game_free(&b);
}
END_TEST

/* Words the user gives (a comment with braces and line breaks, a NAG, a
 * variation made in the record) are written so that they read back. */
START_TEST(test_user_words)
{
	game a, b;
	char msg[256], *text;
	annot_line *v;

	ck_assert_int_eq(game_new(&a, test_variant("chess"), NULL, msg, sizeof msg), GAME_OK);
	ck_assert_int_eq(game_play_text(&a, "d4", msg, sizeof msg), SAN_OK);
	ck_assert_int_eq(game_play_text(&a, "Nf6", msg, sizeof msg), SAN_OK);
	ck_assert_int_eq(annot_set_comment(annot_at(&a, 2), "an {Indian}\ndefence"), 0);
	ck_assert_int_eq(annot_add_nag(annot_at(&a, 2), 3), 0);
	v = annot_add_var(annot_at(&a, 1));
	ck_assert_int_eq(annot_line_push(v, "d5"), 0);
	text = write_text(&a);
	ck_assert_msg(strstr(text, "1. d4 Nf6 $3 {an (Indian) defence} (1... d5) *") != NULL, "%s", text);
	read_text(&b, text);
	ck_assert_str_eq(annot_get(&b, 2)->comment, "an (Indian) defence");
	ck_assert_str_eq(annot_get(&b, 1)->vars[0]->san[0], "d5");
	free(text);
	game_free(&a);
	game_free(&b);
}
END_TEST

/* A game without words is written as before notes were kept. */
START_TEST(test_no_words)
{
	game g;
	char *text;

	read_text(&g, "1. e4 {[%clk 0:01:00]} e5 {[%clk 0:00:59.5]} 2. Nf3 *\n");
	ck_assert_ptr_null(annot_get(&g, 1));
	text = write_text(&g);
	ck_assert_ptr_nonnull(strstr(text, "\n1. e4 {[%clk 0:01:00]} 1... e5 {[%clk 0:00:59.5]} 2. Nf3 *\n"));
	free(text);
	game_free(&g);
}
END_TEST

/* Hostile movetext: the error says where, or the text is cut. */
static const struct {
	const char *text;
	const char *error; /* a part of the message; NULL: the game reads */
} hostile[] = {
	{ "1. e4 e5 (1... c5 2. Nf3\n", "t.pgn:1: the variation opened here is never closed" },
	{ "1. e4 e5\n2. Nf3 (2. Nf3 Nc6 3. Ke3) *\n", "t.pgn:2:23: in the variation opened on line 2: 3. Ke3: illegal" },
	{ "1. e4 (1. e5) *\n", "t.pgn:1:11: in the variation opened on line 1: 1. e5: " },
	{ "1. e4 e5 (1... Nc6 (1... Nf6 2. Nc3 (2. Qh5 Nxe4 3. Ke2 Nc3+ 4. Kd1 Nxd1)) 2. d4) *\n",
	  "t.pgn:1:65: in the variation opened on line 1: 4. Kd1: illegal" },
	{ "(1. d4) 1. e4 *\n", "t.pgn:1:1: a variation before the first move" },
	{ "1. e4 ((1. d4)) *\n", "a variation before the first move of a variation" },
	{ "1. e4 (1. d4 --) *\n", "null moves" },
	{ "1. e4 $999 $0 ?!?! e5 *\n", NULL },
	{ "1. e4 (1. d4 d5 {[%clk 0:01:00] [%eval 9x]}) *\n", NULL },
};

START_TEST(test_hostile)
{
	game g;
	char msg[512];
	pgn_status st;

	memset(&g, 0, sizeof g);
	st = pgn_load_buffer(hostile[_i].text, strlen(hostile[_i].text), "t.pgn", 1, test_set(), &g, msg, sizeof msg);
	if (!hostile[_i].error) {
		ck_assert_msg(st == PGN_OK, "%s", msg);
		game_free(&g);
		return;
	}
	ck_assert_int_ne(st, PGN_OK);
	ck_assert_msg(strstr(msg, hostile[_i].error) != NULL, "\"%s\" does not say \"%s\"", msg, hostile[_i].error);
	ck_assert_ptr_null(g.moves);
}
END_TEST

/* 10000 nested parentheses are refused when loading and listing. */
START_TEST(test_deep_nesting)
{
	size_t n = 10000, i, len = 0;
	char *text = malloc(11 * n + 64), msg[512];
	pgn_entry *list;
	game g;
	int count;

	len += (size_t)sprintf(text, "1. e4 e5 ");
	for (i = 0; i < n; i++)
		len += (size_t)sprintf(text + len, "(1... c5 ");
	for (i = 0; i < n; i++)
		text[len++] = ')';
	len += (size_t)sprintf(text + len, " *\n");
	memset(&g, 0, sizeof g);
	ck_assert_int_eq(pgn_load_buffer(text, len, "t.pgn", 1, test_set(), &g, msg, sizeof msg), PGN_ERR_SYNTAX);
	ck_assert_msg(strstr(msg, "nested more than 64 deep") != NULL, "%s", msg);
	ck_assert_int_ne(pgn_list_buffer(text, len, "t.pgn", &list, &count, msg, sizeof msg), PGN_OK);
	/* 64 deep is read */
	len = (size_t)sprintf(text, "1. e4 e5 ");
	for (i = 0; i < PGN_MAX_VAR_DEPTH; i++)
		len += (size_t)sprintf(text + len, "(1... c5 ");
	for (i = 0; i < PGN_MAX_VAR_DEPTH; i++)
		text[len++] = ')';
	len += (size_t)sprintf(text + len, " *\n");
	ck_assert_msg(pgn_load_buffer(text, len, "t.pgn", 1, test_set(), &g, msg, sizeof msg) == PGN_OK, "%s", msg);
	free(text);
	text = write_text(&g);
	game_free(&g);
	read_text(&g, text);
	ck_assert_int_eq(annot_get(&g, 1)->vars[0]->notes[0].vars[0]->san[0][0], 'c');
	game_free(&g);
	free(text);
}
END_TEST

/* A huge comment is cut to ANNOT_MAX_COMMENT bytes. */
START_TEST(test_huge_comment)
{
	size_t n = 4 * ANNOT_MAX_COMMENT, len;
	char *text = malloc(n + 64);
	game g;

	len = (size_t)sprintf(text, "1. e4 {");
	memset(text + len, 'x', n);
	len += n;
	len += (size_t)sprintf(text + len, "} e5 {%s} *\n", "short");
	read_text(&g, text);
	ck_assert_uint_eq(strlen(annot_get(&g, 1)->comment), ANNOT_MAX_COMMENT);
	ck_assert_str_eq(annot_get(&g, 2)->comment, "short");
	game_free(&g);
	free(text);
}
END_TEST

/* The suite. */
Suite *
pgn_annot_suite(void)
{
	Suite *s = suite_create("pgn_annot");
	TCase *tc = tcase_create("words");

	tcase_add_test(tc, test_read_words);
	tcase_add_test(tc, test_words_round_trip);
	tcase_add_test(tc, test_user_words);
	tcase_add_test(tc, test_no_words);
	tcase_add_loop_test(tc, test_hostile, 0, (int)(sizeof hostile / sizeof hostile[0]));
	tcase_add_test(tc, test_deep_nesting);
	tcase_add_test(tc, test_huge_comment);
	suite_add_tcase(s, tc);
	return s;
}
