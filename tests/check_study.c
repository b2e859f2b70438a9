/* check_study.c - the record's words through the match's commands: the
 * comment and NAGs said when stepping, 'var N' into a variation (nested
 * too), next/prev inside it, 'mainline' back, moves refused inside one,
 * 'comment TEXT' kept in the autosave and in a saved file. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "annot.h"
#include "match.h"
#include "match_cmd.h"
#include "pgn.h"
#include "testlib.h"

/* What a test view heard. */
typedef struct heard {
	char text[16384]; /* every message, one a line, "E " before errors */
	int changes;      /* changes of the position shown reported */
} heard;

/* Keeps a message. */
static void
hear_say(void *ctx, int kind, const char *text)
{
	heard *h = ctx;
	size_t len = strlen(h->text);

	snprintf(h->text + len, sizeof h->text - len, "%s%s\n", kind == MATCH_ERROR ? "E " : "", text);
}

/* Counts a change. */
static void
hear_changed(void *ctx)
{
	((heard *)ctx)->changes++;
}

/* A study: comments, NAGs, two variations of 2. Nf3, one nested. */
static const char study[] =
	"[Event \"Study\"]\n[White \"A\"]\n[Black \"B\"]\n\n"
	"{Before it all.} 1. e4 $1 {best by test} e5 2. Nf3?! (2. f4 !? exf4 (2... d5 {the counter-gambit} 3. exd5)\n"
	"3. Nf3 {[%eval -0.25]}) (2. Bc4 Nf6) 2... Nc6 3. Bb5 a6 *\n";

/* Starts m replaying the study, hearing into h. */
static void
start_study(match *m, heard *h)
{
	match_view view = { hear_say, NULL, hear_changed, NULL, NULL, NULL };
	char msg[512];
	game g;

	memset(h, 0, sizeof *h);
	view.ctx = h;
	match_init(m, test_set(), &view, 0);
	memset(&g, 0, sizeof g);
	ck_assert_msg(pgn_load_buffer(study, strlen(study), "study.pgn", 1, test_set(), &g, msg, sizeof msg) ==
		      PGN_OK, "%s", msg);
	match_adopt(m, &g, 0, 1);
}

/* Runs a line as the given front end does: a command, else a move. */
static int
run(match *m, heard *h, const char *line)
{
	int r = match_exec(m, MC_PLAIN, line);

	if (r == MA_NOT_COMMAND)
		r = match_play_text(m, line) == 0 ? MA_BOARD : MA_NONE;
	snprintf(h->text + strlen(h->text), sizeof h->text - strlen(h->text), "-> %d\n", r);
	return r;
}

/* The FEN of the position shown, without its clocks. */
static const char *
shown_fen(const match *m)
{
	static char fen[512];
	char *sp;

	pos_to_fen(match_shown_pos(m), fen, sizeof fen);
	if ((sp = strrchr(fen, ' ')) != NULL) {
		*sp = '\0';
		if ((sp = strrchr(fen, ' ')) != NULL)
			*sp = '\0';
	}
	return fen;
}

/* Whether the last message heard contains text. */
static int
last_says(const heard *h, const char *text)
{
	const char *end = h->text + strlen(h->text), *p;

	/* the line before the "-> N" line of the last run */
	for (p = end - 1; p > h->text && p[-1] != '\n'; p--)
		;
	if (p <= h->text)
		return 0;
	for (p -= 1; p > h->text && p[-1] != '\n'; p--)
		;
	return strstr(p, text) != NULL && strstr(p, text) < end;
}

/* Stepping says the comment and NAG symbols, and the variations of the
 * next move. */
START_TEST(test_step_says_words)
{
	match m;
	heard h;

	start_study(&m, &h);
	run(&m, &h, "next");
	ck_assert_msg(strstr(h.text, "Move 1/6: 1. e4 ! best by test") != NULL, "%s", h.text);
	run(&m, &h, "next");
	ck_assert_msg(strstr(h.text, "Variations of the next move: 1) 2. f4 ... 2) 2. Bc4 ...; 'var N' enters one.") !=
		      NULL, "%s", h.text);
	run(&m, &h, "next");
	ck_assert_msg(strstr(h.text, "Move 3/6: 2. Nf3 ?!") != NULL, "%s", h.text);
	run(&m, &h, "first");
	ck_assert_msg(last_says(&h, "Start position (0/6). Before it all."), "%s", h.text);
	match_free(&m);
}
END_TEST

/* var, next, prev, nested var, mainline: the position shown follows,
 * the game's cursor stays where the variation branches. */
START_TEST(test_var_steps)
{
	match m;
	heard h;
	int changes;

	start_study(&m, &h);
	run(&m, &h, "var"); /* 1. e4 has no variation */
	ck_assert_int_eq(match_in_var(&m), 0);
	ck_assert_msg(strstr(h.text, "E The next move has no variations") != NULL, "%s", h.text);
	run(&m, &h, "goto 2");
	changes = h.changes;
	run(&m, &h, "var");
	ck_assert_int_gt(h.changes, changes);
	ck_assert_int_eq(match_in_var(&m), 1);
	ck_assert_int_eq(m.g.ply, 2);
	ck_assert_str_eq(shown_fen(&m), "rnbqkbnr/pppp1ppp/8/4p3/4PP2/8/PPPP2PP/RNBQKBNR b KQkq f3");
	ck_assert_msg(last_says(&h, "Variation 1, move 1/3: 2. f4 !?") || strstr(h.text, "Variation 1, move 1/3: 2. f4 !?"),
		      "%s", h.text);
	ck_assert_msg(strstr(h.text, "Variation of the next move: 1) 2... d5 ...; 'var' enters it.") != NULL, "%s",
		      h.text);
	run(&m, &h, "next");
	ck_assert_str_eq(shown_fen(&m), "rnbqkbnr/pppp1ppp/8/8/4Pp2/8/PPPP2PP/RNBQKBNR w KQkq -");
	run(&m, &h, "next");
	ck_assert_msg(strstr(h.text, "Variation 1, move 3/3: 3. Nf3 -0.25") == NULL, "%s", h.text); /* no eval words */
	ck_assert_int_eq(run(&m, &h, "next"), MA_NONE);
	ck_assert_msg(last_says(&h, "E The variation ends here"), "%s", h.text);
	run(&m, &h, "prev");
	run(&m, &h, "prev");
	run(&m, &h, "var 1"); /* 2... d5 instead of exf4 */
	ck_assert_int_eq(match_in_var(&m), 2);
	ck_assert_str_eq(shown_fen(&m), "rnbqkbnr/ppp2ppp/8/3pp3/4PP2/8/PPPP2PP/RNBQKBNR w KQkq d6");
	ck_assert_msg(strstr(h.text, "Variation 1, move 1/2 (nested): 2... d5 the counter-gambit") != NULL, "%s", h.text);
	ck_assert_str_eq(match_shown_note(&m)->comment, "the counter-gambit");
	ck_assert_int_eq(match_shown_last(&m), match_shown_last(&m));
	run(&m, &h, "prev"); /* out of the nested one, back to 2. f4 */
	ck_assert_int_eq(match_in_var(&m), 1);
	ck_assert_str_eq(shown_fen(&m), "rnbqkbnr/pppp1ppp/8/4p3/4PP2/8/PPPP2PP/RNBQKBNR b KQkq f3");
	run(&m, &h, "prev"); /* out of the variation, back to the main line */
	ck_assert_int_eq(match_in_var(&m), 0);
	ck_assert_int_eq(m.g.ply, 2);
	run(&m, &h, "var 3");
	ck_assert_int_eq(match_in_var(&m), 0);
	ck_assert_msg(last_says(&h, "E The next move has 2 variations: var 1 to var N."), "%s", h.text);
	run(&m, &h, "var 2");
	ck_assert_str_eq(shown_fen(&m), "rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR b KQkq -");
	/* a move inside a variation is refused; the record is unchanged */
	ck_assert_int_eq(run(&m, &h, "Nf6"), MA_NONE);
	ck_assert_msg(last_says(&h, "E Moves are not played inside a variation"), "%s", h.text);
	ck_assert_int_eq(m.g.nmoves, 6);
	ck_assert_int_eq(match_in_var(&m), 1);
	run(&m, &h, "mainline");
	ck_assert_int_eq(match_in_var(&m), 0);
	ck_assert_str_eq(shown_fen(&m), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6");
	run(&m, &h, "mainline");
	ck_assert_msg(last_says(&h, "E Not in a variation"), "%s", h.text);
	/* any other step leaves the variation */
	run(&m, &h, "var");
	run(&m, &h, "goto 4");
	ck_assert_int_eq(match_in_var(&m), 0);
	ck_assert_int_eq(m.g.ply, 4);
	run(&m, &h, "goto 2");
	ck_assert_int_eq(match_in_var(&m), 0); /* and back there it is not shown again */
	match_free(&m);
}
END_TEST

/* 'comment' in a game being played: in the autosave file at once; alone,
 * it clears the comment. */
START_TEST(test_comment_autosaved)
{
	match_view view = { hear_say, NULL, hear_changed, NULL, NULL, NULL };
	char dir[256], msg[512];
	store_entry *list;
	match m;
	heard h;
	game g;
	int n;

	test_temp_dir(dir, sizeof dir, "study");
	setenv("XDG_DATA_HOME", dir, 1);
	memset(&h, 0, sizeof h);
	view.ctx = &h;
	match_init(&m, test_set(), &view, 1);
	ck_assert_int_eq(match_new(&m, test_variant("chess"), NULL), 0);
	run(&m, &h, "e4");
	run(&m, &h, "comment a {bold} start");
	ck_assert_msg(last_says(&h, "Comment after 1. e4 set."), "%s", h.text);
	run(&m, &h, "e5");
	ck_assert_int_eq(store_list(&list, &n, 0, msg, sizeof msg), 0);
	ck_assert_int_eq(n, 1);
	memset(&g, 0, sizeof g);
	ck_assert_msg(pgn_load(list[0].path, 1, test_set(), &g, msg, sizeof msg) == PGN_OK, "%s", msg);
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_ptr_nonnull(annot_get(&g, 1));
	ck_assert_str_eq(annot_get(&g, 1)->comment, "a (bold) start");
	game_free(&g);
	run(&m, &h, "prev");
	run(&m, &h, "comment");
	ck_assert_msg(last_says(&h, "Comment after 1. e4 cleared."), "%s", h.text);
	memset(&g, 0, sizeof g);
	ck_assert_msg(pgn_load(list[0].path, 1, test_set(), &g, msg, sizeof msg) == PGN_OK, "%s", msg);
	ck_assert_ptr_null(annot_get(&g, 1));
	ck_assert_int_eq(g.nmoves, 2);
	game_free(&g);
	free(list);
	match_free(&m);
}
END_TEST

/* 'comment' while replaying, on the main line and inside a variation:
 * 'save FILE' writes them, and they read back. */
START_TEST(test_comment_saved)
{
	char path[256], file[300], msg[512], line[400];
	match m;
	heard h;
	game g;

	test_temp_dir(path, sizeof path, "study");
	snprintf(file, sizeof file, "%s/out.pgn", path);
	start_study(&m, &h);
	run(&m, &h, "goto 3");
	run(&m, &h, "comment dubious");
	ck_assert_msg(last_says(&h, "Comment after 2. Nf3 set; 'save' writes it with the game."), "%s", h.text);
	run(&m, &h, "prev");
	run(&m, &h, "var 2");
	run(&m, &h, "next");
	run(&m, &h, "comment the Two Knights");
	ck_assert_msg(last_says(&h, "Comment after move 2 of the variation set"), "%s", h.text);
	ck_assert_int_eq(match_in_var(&m), 1); /* a comment does not leave the variation */
	snprintf(line, sizeof line, "save %s", file);
	run(&m, &h, line);
	memset(&g, 0, sizeof g);
	ck_assert_msg(pgn_load(file, 1, test_set(), &g, msg, sizeof msg) == PGN_OK, "%s", msg);
	ck_assert_str_eq(annot_get(&g, 3)->comment, "dubious");
	ck_assert_int_eq(annot_get(&g, 3)->nags[0], 6);
	ck_assert_str_eq(annot_get(&g, 2)->vars[1]->notes[2].comment, "the Two Knights");
	ck_assert_str_eq(annot_get(&g, 0)->comment, "Before it all.");
	game_free(&g);
	match_free(&m);
}
END_TEST

/* Both front ends' command layers say the same for a study script. */
START_TEST(test_same_both_views)
{
	static const char *const lines[] = { "next", "next", "var", "next", "var", "prev", "prev", "prev", "var 2",
					     "comment x", "mainline", "var 9", "next", "next", NULL };
	match a, b;
	heard ha, hb;
	int i;

	start_study(&a, &ha);
	start_study(&b, &hb);
	for (i = 0; lines[i]; i++) {
		match_exec(&a, MC_TUI, lines[i]);
		match_exec(&b, MC_PLAIN, lines[i]);
	}
	ck_assert_str_eq(ha.text, hb.text);
	ck_assert_int_eq(ha.changes, hb.changes);
	match_free(&a);
	match_free(&b);
}
END_TEST

/* The suite. */
static Suite *
study_suite(void)
{
	Suite *s = suite_create("study");
	TCase *tc = tcase_create("study");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_step_says_words);
	tcase_add_test(tc, test_var_steps);
	tcase_add_test(tc, test_comment_autosaved);
	tcase_add_test(tc, test_comment_saved);
	tcase_add_test(tc, test_same_both_views);
	suite_add_tcase(s, tc);
	return s;
}

/* Runs the suite. */
int
main(void)
{
	return test_run(study_suite(), NULL);
}
