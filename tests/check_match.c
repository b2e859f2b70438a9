/* check_match.c - the match layer under both front ends: one script of
 * typed lines gives the same game, the same messages and the same saved
 * file whichever front end's command layer runs it; every change is in
 * the game's own autosave file at once; resuming brings back the players
 * and the clocks; a save that fails keeps the game and refuses to leave
 * once; draw offers, resignation and undo against the computer. */
#include "config.h"

#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "match.h"
#include "match_cmd.h"
#include "pgn.h"
#include "testlib.h"

/* What a test view heard. */
typedef struct heard {
	char text[16384];  /* every message, one a line, "E " before errors */
	int moves;         /* moves reported */
	int changes;       /* other changes reported */
} heard;

/* Keeps a message. */
static void
hear_say(void *ctx, int kind, const char *text)
{
	heard *h = ctx;
	size_t len = strlen(h->text);

	snprintf(h->text + len, sizeof h->text - len, "%s%s\n", kind == MATCH_ERROR ? "E " : "", text);
}

/* Counts a move. */
static void
hear_moved(void *ctx, int by_program)
{
	(void)by_program;
	((heard *)ctx)->moves++;
}

/* Counts a change. */
static void
hear_changed(void *ctx)
{
	((heard *)ctx)->changes++;
}

/* A fresh folder for the autosaves of this test. */
static void
fresh_data_home(char *dir, size_t size)
{
	test_temp_dir(dir, size, "match");
	setenv("XDG_DATA_HOME", dir, 1);
}

/* Starts m with a new game of variant name, hearing into h. */
static void
start(match *m, heard *h, const char *name, int keep)
{
	match_view view = { hear_say, hear_moved, hear_changed, NULL, NULL, NULL };

	memset(h, 0, sizeof *h);
	view.ctx = h;
	match_init(m, test_set(), &view, keep);
	ck_assert_int_eq(match_new(m, test_variant(name), NULL), 0);
}

/* The number of moves in the one game of the autosave folder (-1: none,
 * -2: more than one file). */
static int
saved_moves(void)
{
	store_entry *list;
	char msg[256];
	game g;
	int n, plies;

	ck_assert_int_eq(store_list(&list, &n, 0, msg, sizeof msg), 0);
	if (n != 1) {
		free(list);
		return n == 0 ? -1 : -2;
	}
	memset(&g, 0, sizeof g);
	ck_assert_msg(pgn_load(list[0].path, 1, test_set(), &g, msg, sizeof msg) == PGN_OK, "%s", msg);
	plies = g.nmoves;
	game_free(&g);
	free(list);
	return plies;
}

/* Every move and undo is in the autosave file at once. */
START_TEST(test_autosave_each_change)
{
	char dir[256];
	match m;
	heard h;

	fresh_data_home(dir, sizeof dir);
	start(&m, &h, "chess", 1);
	ck_assert_int_eq(saved_moves(), -1);
	ck_assert_int_eq(match_play_text(&m, "e4"), 0);
	ck_assert_int_eq(saved_moves(), 1);
	ck_assert_int_eq(match_play_text(&m, "e5"), 0);
	ck_assert_int_eq(saved_moves(), 2);
	ck_assert_int_eq(match_undo(&m), 1);
	ck_assert_int_eq(saved_moves(), 1);
	ck_assert_int_eq(match_undo(&m), 1);
	/* back at the start: nothing to keep */
	ck_assert_int_eq(saved_moves(), -1);
	ck_assert_int_eq(match_redo(&m), 1);
	ck_assert_int_eq(saved_moves(), 1);
	/* a new game keeps the old one and makes its own file */
	ck_assert_int_eq(match_new(&m, test_variant("lancerchess"), NULL), 0);
	ck_assert_int_eq(match_play_text(&m, "e4"), 0);
	ck_assert_int_eq(saved_moves(), -2);
	match_free(&m);
}
END_TEST

/* A game revived by undo after a resignation is saved as going on. */
START_TEST(test_undo_after_resign)
{
	char dir[256], msg[256];
	store_entry *list;
	match m;
	heard h;
	int n;

	fresh_data_home(dir, sizeof dir);
	start(&m, &h, "chess", 1);
	match_play_text(&m, "e4");
	ck_assert_int_eq(match_resign(&m), 0);
	ck_assert_int_eq(store_list(&list, &n, 1, msg, sizeof msg), 0);
	ck_assert_int_eq(n, 0);
	free(list);
	ck_assert_int_eq(match_undo(&m), 1);
	ck_assert(!game_over(&m.g));
	ck_assert_int_eq(match_play_text(&m, "d4"), 0);
	ck_assert_int_eq(store_list(&list, &n, 1, msg, sizeof msg), 0);
	ck_assert_int_eq(n, 1);
	ck_assert_int_eq(list[0].plies, 1);
	free(list);
	match_free(&m);
}
END_TEST

/* Resuming brings back the players, the time control and each side's
 * clock as its last move left it. */
START_TEST(test_resume_players_and_clock)
{
	char dir[256];
	match m;
	heard h;
	long long white_left, black_left;

	fresh_data_home(dir, sizeof dir);
	start(&m, &h, "lancerchess", 1);
	ck_assert_int_eq(match_set_player(&m, BLACK, 1, 7), 0);
	match_set_clock(&m, 300000, 3000);
	ck_assert_int_eq(match_play_text(&m, "e4"), 0);
	/* the program's reply, typed for it: replay mode lets any side move */
	m.replay = 1;
	ck_assert_int_eq(match_play_text(&m, "e5"), 0);
	ck_assert_int_eq(match_play_text(&m, "d4"), 0);
	white_left = m.g.moves[2].clk_ms;
	black_left = m.g.moves[1].clk_ms;
	ck_assert_int_gt(white_left, 0);
	ck_assert_int_gt(black_left, 0);
	match_free(&m);

	start(&m, &h, "chess", 1);
	ck_assert_int_eq(match_resume_number(&m, 1), 0);
	ck_assert_str_eq(m.g.v->name, "lancerchess");
	ck_assert_int_eq(m.g.nmoves, 3);
	ck_assert(!player_is_program(&m.player[WHITE]));
	ck_assert(player_is_program(&m.player[BLACK]));
	ck_assert_int_eq(m.player[BLACK].level, 7);
	ck_assert_int_eq(m.clock.base_ms, 300000);
	ck_assert_int_eq(m.clock.inc_ms, 3000);
	/* [%clk] keeps whole seconds */
	ck_assert_int_le(llabs(tc_left(&m.clock, WHITE, 0) - white_left + 0), 1000);
	ck_assert_int_eq(m.clock.running, BLACK);
	match_free(&m);
}
END_TEST

/* A save that fails keeps the game in memory, says why, and 'quit'
 * leaves only when asked a second time. */
START_TEST(test_failed_autosave)
{
	match m;
	heard h;
	char file[] = "/tmp/leaper-notdir-XXXXXX";
	int fd = mkstemp(file);

	ck_assert_int_ge(fd, 0);
	close(fd);
	/* the data home is a file: no folder can be made in it */
	setenv("XDG_DATA_HOME", file, 1);
	start(&m, &h, "chess", 1);
	ck_assert_int_eq(match_play_text(&m, "e4"), 0);
	ck_assert(m.unsaved);
	ck_assert_ptr_nonnull(strstr(h.text, "E The game could not be saved"));
	ck_assert_int_eq(match_play_text(&m, "e5"), 0);
	ck_assert_int_eq(m.g.nmoves, 2);
	ck_assert_int_eq(match_quit(&m), 0);
	ck_assert_ptr_nonnull(strstr(h.text, "E The game is not saved"));
	ck_assert_int_eq(match_quit(&m), 1);
	match_free(&m);
	unlink(file);
}
END_TEST

/* Saving under a name keeps the game up to the position shown; while
 * replaying, the whole record. */
START_TEST(test_save_kept_part)
{
	char path[] = "/tmp/leaper-save-XXXXXX", msg[512];
	match m;
	heard h;
	game g;
	int fd = mkstemp(path);

	ck_assert_int_ge(fd, 0);
	close(fd);
	start(&m, &h, "chess", 0);
	match_play_text(&m, "e4");
	match_play_text(&m, "e5");
	match_play_text(&m, "Nf3");
	match_undo(&m);
	ck_assert_int_eq(match_save(&m, path), 0);
	memset(&g, 0, sizeof g);
	ck_assert_int_eq(pgn_load(path, 1, test_set(), &g, msg, sizeof msg), PGN_OK);
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_str_eq(game_tag_get(&g, "White"), "Human");
	game_free(&g);
	m.replay = 1;
	ck_assert_int_eq(match_save(&m, path), 0);
	ck_assert_int_eq(pgn_load(path, 1, test_set(), &g, msg, sizeof msg), PGN_OK);
	ck_assert_int_eq(g.nmoves, 3);
	game_free(&g);
	unlink(path);
	match_free(&m);
}
END_TEST

/* Looking back at a game being played: the clock runs on, moves wait,
 * 'last' goes back, and the autosave keeps the whole game. */
START_TEST(test_looking_back)
{
	char dir[256];
	match m;
	heard h;

	fresh_data_home(dir, sizeof dir);
	start(&m, &h, "chess", 1);
	match_set_clock(&m, 60000, 0);
	match_play_text(&m, "e4");
	match_play_text(&m, "e5");
	ck_assert_int_eq(m.clock.running, WHITE);
	ck_assert_int_eq(match_goto(&m, 0), 0);
	ck_assert(m.looking);
	ck_assert_int_eq(m.clock.running, WHITE);
	ck_assert_int_eq(match_play_text(&m, "d4"), -1);
	ck_assert_ptr_nonnull(strstr(h.text, "E You are looking at move 0"));
	ck_assert_int_eq(match_autosave(&m), 0);
	ck_assert_int_eq(saved_moves(), 2);
	ck_assert_int_eq(match_exec(&m, MC_PLAIN, "last"), MA_BOARD);
	ck_assert(!m.looking);
	ck_assert_int_eq(match_play_text(&m, "Nf3"), 0);
	ck_assert_int_eq(saved_moves(), 3);
	match_free(&m);
}
END_TEST

/* Draw offers stand until the other side moves; resignation against the
 * computer is the person's. */
START_TEST(test_draw_and_resign)
{
	match m;
	heard h;

	start(&m, &h, "chess", 0);
	ck_assert_int_eq(match_draw(&m), 0);
	ck_assert_int_eq(m.draw_offer, WHITE);
	match_play_text(&m, "e4");
	ck_assert_int_eq(m.draw_offer, WHITE);
	match_play_text(&m, "e5");
	ck_assert_int_eq(m.draw_offer, -1);
	ck_assert_ptr_nonnull(strstr(h.text, "Black declines the draw."));
	match_draw(&m);
	match_play_text(&m, "Nf3");
	match_draw(&m);
	ck_assert_int_eq(m.g.result, GAME_DRAW);
	ck_assert_int_eq(match_resign(&m), -1);
	match_free(&m);

	start(&m, &h, "chess", 0);
	match_set_player(&m, WHITE, 1, 1);
	m.replay = 1; /* let the person move for the program in this test */
	match_play_text(&m, "e4");
	ck_assert_int_eq(match_resign(&m), 0);
	ck_assert_int_eq(m.g.result, GAME_WHITE_WINS);
	match_free(&m);
}
END_TEST

/* One script, both front ends' command layer: the same game state, the
 * same messages, the same saved file. */
static const char *const scripts[][24] = {
	{ "e4", "e5", "Nf3", "undo", "redo", "moves", "fen", "Nc6", "draw", "Bb5", "draw", NULL },
	{ "d4", "resign", "Nf6", "undo", "new", "c4", "hint", "level 4", "level 0", NULL },
	{ "e4", "d5", "exd5", "first", "next", "e5", "last", "Qxd5", "prev", "play", "Qd5", "goto 1", NULL },
	{ "f3", "e5", "g4", "Qh4#", "Nc3", "undo", "undo", "Qh4", "games", "frobnicate", "think 0.2", NULL },
};

/* Runs a script through the command layer of front end view. */
static void
run_script(match *m, heard *h, int view, const char *const *lines)
{
	int i;

	for (i = 0; lines[i]; i++) {
		int r = match_exec(m, view, lines[i]);
		if (r == MA_NOT_COMMAND)
			match_play_text(m, lines[i]);
		snprintf(h->text + strlen(h->text), sizeof h->text - strlen(h->text), "-> %d\n", r);
	}
}

/* The state to compare: FEN, record, cursor, result, modes, players. */
static void
state_text(const match *m, char *buf, size_t size)
{
	char fen[512];
	int i;
	size_t len;

	pos_to_fen(&m->g.pos, fen, sizeof fen);
	len = (size_t)snprintf(buf, size, "%s|%d/%d|%d %d|%d %d %d|%d %d %d %d|", fen, m->g.ply, m->g.nmoves,
			       (int)m->g.result, (int)m->g.reason, m->replay, m->looking, m->draw_offer,
			       player_is_program(&m->player[0]), m->player[0].level,
			       player_is_program(&m->player[1]), m->player[1].level);
	for (i = 0; i < m->g.nmoves && len < size; i++)
		len += (size_t)snprintf(buf + len, size - len, "%s ", m->g.moves[i].san);
}

START_TEST(test_same_script_both_views)
{
	const char *const *lines = scripts[_i];
	char dir[256], a[4096], b[4096];
	match mt, mp;
	heard ht, hp;

	fresh_data_home(dir, sizeof dir);
	start(&mt, &ht, "chess", 0);
	start(&mp, &hp, "chess", 0);
	run_script(&mt, &ht, MC_TUI, lines);
	run_script(&mp, &hp, MC_PLAIN, lines);
	state_text(&mt, a, sizeof a);
	state_text(&mp, b, sizeof b);
	ck_assert_str_eq(a, b);
	ck_assert_int_eq(ht.moves, hp.moves);
	ck_assert_int_eq(ht.changes, hp.changes);
	ck_assert_ptr_nonnull(strstr(ht.text, "-> "));
	match_free(&mt);
	match_free(&mp);
}
END_TEST

/* The messages of one script are the same in both views, line by line
 * (without searching: no hint, no thinking). */
START_TEST(test_same_messages)
{
	static const char *const lines[] = { "e4", "e5", "undo", "undo", "undo", "redo", "Ke2", "x9", "draw",
					     "e5", "Bc4", "prev", "prev", "d4", "last", "fen", "resign", "e6", NULL };
	match mt, mp;
	heard ht, hp;

	start(&mt, &ht, "chess", 0);
	start(&mp, &hp, "chess", 0);
	run_script(&mt, &ht, MC_TUI, lines);
	run_script(&mp, &hp, MC_PLAIN, lines);
	ck_assert_str_eq(ht.text, hp.text);
	ck_assert_ptr_nonnull(strstr(ht.text, "E There is no move to take back."));
	match_free(&mt);
	match_free(&mp);
}
END_TEST

/* Commands one front end lacks are moves (or refused) there, never run. */
START_TEST(test_view_columns)
{
	match m;
	heard h;

	start(&m, &h, "chess", 0);
	ck_assert_int_eq(match_exec(&m, MC_TUI, "flip"), MA_FLIP);
	ck_assert_int_eq(match_exec(&m, MC_PLAIN, "flip"), MA_NOT_COMMAND);
	ck_assert_int_eq(match_exec(&m, MC_TUI, "menu"), MA_MENU);
	ck_assert_int_eq(match_exec(&m, MC_PLAIN, "board"), MA_BOARD);
	ck_assert_int_eq(match_exec(&m, MC_PLAIN, "QUIT"), MA_QUIT);
	m.thinking = 1;
	ck_assert_int_eq(match_exec(&m, MC_TUI, "undo"), MA_WAIT);
	ck_assert_int_eq(match_exec(&m, MC_TUI, "help"), MA_HELP);
	m.thinking = 0;
	match_free(&m);
}
END_TEST

/* The suite of the match layer. */
static Suite *
match_suite(void)
{
	Suite *s = suite_create("match");
	TCase *tc = tcase_create("match");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_autosave_each_change);
	tcase_add_test(tc, test_undo_after_resign);
	tcase_add_test(tc, test_resume_players_and_clock);
	tcase_add_test(tc, test_failed_autosave);
	tcase_add_test(tc, test_save_kept_part);
	tcase_add_test(tc, test_looking_back);
	tcase_add_test(tc, test_draw_and_resign);
	tcase_add_loop_test(tc, test_same_script_both_views, 0, (int)(sizeof scripts / sizeof scripts[0]));
	tcase_add_test(tc, test_same_messages);
	tcase_add_test(tc, test_view_columns);
	suite_add_tcase(s, tc);
	return s;
}

/* Runs the suite. */
int
main(void)
{
	return test_run(match_suite(), NULL);
}
