/* check_ponder.c - the computer thinking on the person's time, through
 * the match layer both front ends drive: off by default and at levels
 * 1-9; the reply it expects played from inside the ponder search's poll
 * (as the screen does) turns that search into the computer's own, which
 * then moves; another move stops it and the computer's turn searches
 * afresh; 'ponder on|off' in the command table and its help. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match.h"
#include "match_cmd.h"
#include "movegen.h"
#include "testlib.h"

/* What the test view does while the computer ponders. */
typedef struct pview {
	match *m;         /* the match it views */
	int polls;        /* polls seen while pondering */
	int play_at;      /* at this poll, play a move (0: never) */
	int expected;     /* 1: play the reply the computer expects, 0: another move */
	int played;       /* 1: the move was played */
	int hit_seen;     /* polls seen after the move with the search still running as a hit */
	char text[4096];  /* the messages */
} pview;

/* Keeps a message. */
static void
pv_say(void *ctx, int kind, const char *text)
{
	pview *v = ctx;
	size_t len = strlen(v->text);

	(void)kind;
	snprintf(v->text + len, sizeof v->text - len, "%s\n", text);
}

/* Plays a move of the person from inside the ponder search, as the
 * screen's poll does when a move is typed. */
static int
pv_poll(void *ctx)
{
	pview *v = ctx;
	match *m = v->m;

	if (!m->pondering)
		return 0;
	if (v->played) {
		if (m->ponder_hit)
			v->hit_seen++;
		return 0;
	}
	if (v->play_at && ++v->polls >= v->play_at) {
		move mv = m->ponder_move;
		if (!v->expected) {
			move_list list;
			int i;
			mg_legal(&m->g.pos, &list);
			for (i = 0; i < list.count && list.moves[i] == m->ponder_move; i++)
				;
			mv = list.moves[i];
		}
		v->played = 1;
		ck_assert_int_eq(match_play(m, mv), 0);
	}
	return 0;
}

/* A game of chess, the person White, the computer Black at level; the
 * person has played 1. e4 and the computer its answer. */
static void
start(match *m, pview *v, int level)
{
	match_view view = { pv_say, NULL, NULL, NULL, pv_poll, NULL };
	var_error err;

	memset(v, 0, sizeof *v);
	v->m = m;
	view.ctx = v;
	match_init(m, test_set(), &view, 0);
	ck_assert_int_eq(match_new(m, var_default(test_set(), &err), NULL), 0);
	ck_assert_int_eq(match_set_player(m, BLACK, 1, level), 0);
	ck_assert_int_eq(match_exec(m, MC_PLAIN, "ponder on"), MA_NONE);
	ck_assert_int_eq(match_play_text(m, "e4"), 0);
	ck_assert_int_eq(match_program_move(m), 1);
	ck_assert_int_eq(m->g.ply, 2);
}

START_TEST(test_off_by_default)
{
	match m;
	match_view view = { NULL, NULL, NULL, NULL, NULL, NULL };
	var_error err;

	match_init(&m, test_set(), &view, 0);
	ck_assert_int_eq(match_new(&m, var_default(test_set(), &err), NULL), 0);
	ck_assert_int_eq(m.ponder, 0);
	ck_assert_int_eq(match_set_player(&m, BLACK, 1, 10), 0);
	ck_assert_int_eq(match_play_text(&m, "e4"), 0);
	ck_assert_int_eq(match_program_move(&m), 1);
	ck_assert(!match_can_ponder(&m));
	ck_assert_int_eq(match_ponder_step(&m), -1);
	match_free(&m);
}
END_TEST

START_TEST(test_hit)
{
	match m;
	pview v;
	move reply;

	start(&m, &v, 10);
	ck_assert_msg(match_can_ponder(&m), "no reply to ponder on: %s", v.text);
	reply = m.ponder_move;
	v.play_at = 20;
	v.expected = 1;
	ck_assert_int_eq(match_ponder_step(&m), 0);
	ck_assert(v.played);
	ck_assert_msg(v.hit_seen > 0, "the search did not go on after the reply");
	ck_assert_int_eq(m.g.ply, 4); /* the reply and the computer's move */
	ck_assert(m.g.moves[2].m == reply);
	ck_assert(match_human_turn(&m));
	match_free(&m);
}
END_TEST

START_TEST(test_miss)
{
	match m;
	pview v;

	start(&m, &v, 10);
	ck_assert(match_can_ponder(&m));
	v.play_at = 20;
	v.expected = 0;
	ck_assert_int_eq(match_ponder_step(&m), 0);
	ck_assert(v.played);
	ck_assert_int_eq(v.hit_seen, 0);
	ck_assert_int_eq(m.g.ply, 3); /* stopped: the computer's turn searches afresh */
	ck_assert(!match_can_ponder(&m));
	ck_assert(match_program_turn(&m));
	ck_assert_int_eq(match_program_move(&m), 1);
	ck_assert_int_eq(m.g.ply, 4);
	match_free(&m);
}
END_TEST

START_TEST(test_weak_level)
{
	match m;
	pview v;

	start(&m, &v, 5);
	ck_assert(!match_can_ponder(&m));
	ck_assert_int_eq(match_ponder_step(&m), -1);
	match_free(&m);
}
END_TEST

START_TEST(test_command)
{
	match m;
	match_view view = { pv_say, NULL, NULL, NULL, NULL, NULL };
	pview v;
	var_error err;
	char help[8192];

	memset(&v, 0, sizeof v);
	view.ctx = &v;
	match_init(&m, test_set(), &view, 0);
	ck_assert_int_eq(match_new(&m, var_default(test_set(), &err), NULL), 0);
	ck_assert_int_eq(match_exec(&m, MC_TUI, "ponder on"), MA_NONE);
	ck_assert_int_eq(m.ponder, 1);
	ck_assert_int_eq(match_exec(&m, MC_PLAIN, "ponder off"), MA_NONE);
	ck_assert_int_eq(m.ponder, 0);
	ck_assert_int_eq(match_exec(&m, MC_PLAIN, "ponder maybe"), MA_NONE);
	ck_assert_int_eq(m.ponder, 0);
	ck_assert_msg(strstr(v.text, "ponder takes on or off") != NULL, "%s", v.text);
	match_commands_help(MC_PLAIN, help, sizeof help);
	ck_assert(strstr(help, "ponder on|off") != NULL);
	match_commands_help(MC_TUI, help, sizeof help);
	ck_assert(strstr(help, "ponder on|off") != NULL);
	match_free(&m);
}
END_TEST

/* The suite. */
static Suite *
ponder_suite(void)
{
	Suite *s = suite_create("ponder");
	TCase *tc = tcase_create("ponder");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_off_by_default);
	tcase_add_test(tc, test_hit);
	tcase_add_test(tc, test_miss);
	tcase_add_test(tc, test_weak_level);
	tcase_add_test(tc, test_command);
	suite_add_tcase(s, tc);
	return s;
}

/* Runs the suite. */
int
main(void)
{
	return test_run(ponder_suite(), NULL);
}
