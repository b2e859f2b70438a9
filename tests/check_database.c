/* check_database.c - PGN databases: the index of a file's games (counts,
 * tags, offsets that lead to each game, broken games keeping their
 * numbers, hostile files refused with their line), loading a game from
 * its offset, and the picker's list (search by player or any tag,
 * selection, pages). The index's speed on 10,000 games is printed, not
 * asserted. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "pgn_index.h"
#include "pick.h"
#include "testlib.h"

/* Three games as XBoard writes them, the second with [%clk]. */
static const char xboard3[] =
	"[Event \"Computer chess game\"]\n[Site \"tiger\"]\n[Date \"2024.03.01\"]\n[Round \"-\"]\n"
	"[White \"Fairy-Max 5.0b\"]\n[Black \"GNU Chess 6.2.9\"]\n[Result \"1-0\"]\n\n"
	"1. e4 {+0.12/10 3} e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# {White mates} 1-0\n\n"
	"[Event \"Tiger Open\"]\n[Site \"Amsterdam NED\"]\n[Date \"2024.03.02\"]\n[Round \"2\"]\n"
	"[White \"Alice Anders\"]\n[Black \"Bob Brown\"]\n[Result \"1/2-1/2\"]\n\n"
	"1. d4 {[%clk 0:04:58]} d5 {[%clk 0:04:55]} 2. c4 {[%clk 0:04:41]} 1/2-1/2\n\n"
	"[Event \"Computer chess game\"]\n[White \"GNU Chess 6.2.9\"]\n[Black \"Fairy-Max 5.0b\"]\n"
	"[Variant \"chess\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";

/* Indexes text, failing the test unless it reads. */
static void
index_ok(pgn_index *ix, const char *text, size_t len)
{
	char msg[512];
	pgn_status st = pgn_index_buffer(ix, text, len, "db.pgn", msg, sizeof msg);

	ck_assert_msg(st == PGN_OK, "index: %s", msg);
}

/* Counts, tags, results and line numbers of the three games. */
START_TEST(test_index_tags)
{
	pgn_index ix = { 0 };

	index_ok(&ix, xboard3, strlen(xboard3));
	ck_assert_int_eq(ix.count, 3);
	ck_assert_int_eq(ix.broken, 0);
	ck_assert_str_eq(ix.games[0].white, "Fairy-Max 5.0b");
	ck_assert_str_eq(ix.games[0].result, "1-0");
	ck_assert_str_eq(ix.games[0].round, "-");
	ck_assert_int_eq(ix.games[0].plies, 7);
	ck_assert_int_eq(ix.games[0].line, 1);
	ck_assert_str_eq(ix.games[1].black, "Bob Brown");
	ck_assert_str_eq(ix.games[1].event, "Tiger Open");
	ck_assert_str_eq(ix.games[1].site, "Amsterdam NED");
	ck_assert_str_eq(ix.games[1].date, "2024.03.02");
	ck_assert_str_eq(ix.games[1].round, "2");
	ck_assert_int_eq(ix.games[1].line, 11);
	ck_assert_int_eq(ix.games[1].number, 2);
	ck_assert_str_eq(ix.games[2].date, "?");
	ck_assert_str_eq(ix.games[2].variant, "chess");
	ck_assert_str_eq(ix.games[2].result, "0-1");
	pgn_index_free(&ix);
	ck_assert_int_eq(ix.count, 0);
}
END_TEST

/* Each offset is where the game's text starts, and loading from it gives
 * that game: its tags and its moves with their [%clk]. */
START_TEST(test_index_offsets)
{
	pgn_index ix = { 0 };
	game g;
	char msg[512];
	int i;

	memset(&g, 0, sizeof g);
	index_ok(&ix, xboard3, strlen(xboard3));
	for (i = 0; i < ix.count; i++) {
		const char *at = xboard3 + ix.games[i].offset;
		while (*at == '\n' || *at == ' ')
			at++;
		ck_assert_msg(!strncmp(at, "[Event ", 7), "game %d's offset is at \"%.20s\"", i + 1, at);
		ck_assert(ix.games[i].exact);
	}
	ck_assert_int_eq(pgn_index_load_buffer(&ix, xboard3, strlen(xboard3), 2, test_set(), &g, msg, sizeof msg),
			 PGN_OK);
	ck_assert_str_eq(game_tag_get(&g, "White"), "Alice Anders");
	ck_assert_int_eq(g.nmoves, 3);
	ck_assert_int_eq(g.moves[2].clk_ms, 281000);
	ck_assert_int_eq(pgn_index_load_buffer(&ix, xboard3, strlen(xboard3), 3, test_set(), &g, msg, sizeof msg),
			 PGN_OK);
	ck_assert_str_eq(game_tag_get(&g, "White"), "GNU Chess 6.2.9");
	ck_assert_int_eq(g.nmoves, 4);
	ck_assert_int_eq(pgn_index_load_buffer(&ix, xboard3, strlen(xboard3), 4, test_set(), &g, msg, sizeof msg),
			 PGN_ERR_NOGAME);
	ck_assert_str_eq(msg, "db.pgn: there is no game 4 (the file has 3)");
	game_free(&g);
	pgn_index_free(&ix);
}
END_TEST

/* Games without a result, the next game's tags on the same line as the
 * last move: the start is found, and loading it still gives that game. */
START_TEST(test_index_no_result)
{
	static const char text[] = "[White \"a\"]\n\n1. e4 e5\n[White \"b\"]\n\n1. d4\n  [White \"c\"]\n1. c4 *\n"
				   "1. Nf3 [White \"d\"] 1. g3 *\n";
	pgn_index ix = { 0 };
	game g;
	char msg[512];
	int i;

	memset(&g, 0, sizeof g);
	index_ok(&ix, text, strlen(text));
	ck_assert_int_eq(ix.count, 5);
	ck_assert_str_eq(ix.games[1].white, "b");
	ck_assert_int_eq(ix.games[1].line, 4);
	ck_assert(ix.games[1].exact);
	ck_assert(ix.games[2].exact);
	ck_assert_str_eq(ix.games[3].white, "?");
	ck_assert(!ix.games[4].exact); /* "1. Nf3 [White" : not at its line's start */
	for (i = 1; i <= 5; i++) {
		ck_assert_int_eq(pgn_index_load_buffer(&ix, text, strlen(text), i, test_set(), &g, msg, sizeof msg),
				 PGN_OK);
		ck_assert_int_eq(g.nmoves, ix.games[i - 1].plies);
	}
	ck_assert_str_eq(game_tag_get(&g, "White"), "d");
	game_free(&g);
	pgn_index_free(&ix);
}
END_TEST

/* A broken game keeps its number, says why with its line, and the games
 * after it still load from their offsets. */
START_TEST(test_index_broken)
{
	static const char text[] = "[White \"a\"]\n\n1. e4 *\n\n[Event \"open\n[White \"b\"]\n\n1. d4 *\n\n"
				   "[Event \"x\"]\n[White \"c\"]\n\n1. c4 e5 *\n";
	pgn_index ix = { 0 };
	game g;
	char msg[512];

	memset(&g, 0, sizeof g);
	index_ok(&ix, text, strlen(text));
	ck_assert_int_eq(ix.count, 3);
	ck_assert_int_eq(ix.broken, 1);
	ck_assert_int_ne(ix.games[1].error, PGN_OK);
	ck_assert_msg(!strncmp(ix.games[1].why, "db.pgn:5: ", 10), "why: %s", ix.games[1].why);
	ck_assert_int_ne(pgn_index_load_buffer(&ix, text, strlen(text), 2, test_set(), &g, msg, sizeof msg), PGN_OK);
	ck_assert_str_eq(msg, ix.games[1].why);
	ck_assert_int_eq(pgn_index_load_buffer(&ix, text, strlen(text), 3, test_set(), &g, msg, sizeof msg), PGN_OK);
	ck_assert_str_eq(game_tag_get(&g, "White"), "c");
	ck_assert_int_eq(g.nmoves, 2);
	game_free(&g);
	pgn_index_free(&ix);
}
END_TEST

/* Hostile text: binary, a huge line, unclosed tags, nothing but noise;
 * each refused with a message that says where. */
START_TEST(test_index_hostile)
{
	pgn_index ix = { 0 };
	char msg[512], *huge;
	static const char binary[] = "\x7f" "ELF\x02\x01\x01\0\0\0\0[Event";
	size_t n = 4 << 20, i;
	int k;

	ck_assert_int_eq(pgn_index_buffer(&ix, binary, sizeof binary - 1, "bin", msg, sizeof msg), PGN_ERR_SYNTAX);
	ck_assert_str_eq(msg, "bin:1: NUL byte: this is not a text file (byte 8)");
	ck_assert_int_eq(ix.count, 0);
	ck_assert_int_ne(pgn_index_buffer(&ix, "[White \"never closed\n", 21, "tag", msg, sizeof msg), PGN_OK);
	ck_assert_msg(strstr(msg, "tag:1: ") == msg, "msg: %s", msg);
	ck_assert_int_eq(pgn_index_buffer(&ix, "", 0, "empty", msg, sizeof msg), PGN_ERR_NOGAME);
	ck_assert_str_eq(msg, "empty:1: no game in the file");
	/* a line of 4 MB: a tag value far beyond what a tag holds is cut */
	ck_assert_ptr_nonnull(huge = malloc(n + 32));
	memcpy(huge, "[White \"", 8);
	for (i = 8; i < n; i++)
		huge[i] = 'x';
	memcpy(huge + n, "\"]\n\n1. e4 *\n", 13);
	ck_assert_int_eq(pgn_index_buffer(&ix, huge, strlen(huge), "wide", msg, sizeof msg), PGN_OK);
	ck_assert_int_eq(ix.count, 1);
	ck_assert_int_eq((int)strlen(ix.games[0].white), (int)sizeof ix.games[0].white - 1);
	ck_assert_int_eq(ix.games[0].plies, 1);
	/* a huge line of moves reads, and counts them */
	for (i = 0, k = 0; i + 3 < n; i += 3, k++)
		memcpy(huge + i, "e4 ", 3);
	huge[i] = '\0';
	ck_assert_int_eq(pgn_index_buffer(&ix, huge, strlen(huge), "moves", msg, sizeof msg), PGN_OK);
	ck_assert_int_eq(ix.count, 1);
	ck_assert_int_eq(ix.games[0].plies, k);
	free(huge);
	pgn_index_free(&ix);
}
END_TEST

/* A file: indexed, loaded from its offset, and refused once it changed. */
START_TEST(test_index_file)
{
	char path[] = "/tmp/leaper-db-XXXXXX", msg[512];
	pgn_index ix = { 0 };
	game g;
	FILE *f;
	int fd = mkstemp(path);

	memset(&g, 0, sizeof g);
	ck_assert_int_ge(fd, 0);
	ck_assert_ptr_nonnull(f = fdopen(fd, "w"));
	fputs(xboard3, f);
	fclose(f);
	ck_assert_int_eq(pgn_index_file(&ix, path, msg, sizeof msg), PGN_OK);
	ck_assert_int_eq(ix.count, 3);
	ck_assert_int_eq(pgn_index_load(&ix, 2, test_set(), &g, msg, sizeof msg), PGN_OK);
	ck_assert_str_eq(game_tag_get(&g, "Black"), "Bob Brown");
	ck_assert_ptr_nonnull(f = fopen(path, "a"));
	fputs("\n[White \"new\"]\n\n1. e4 *\n", f);
	fclose(f);
	ck_assert_int_eq(pgn_index_load(&ix, 2, test_set(), &g, msg, sizeof msg), PGN_ERR_IO);
	ck_assert_msg(strstr(msg, "the file changed since its games were listed"), "msg: %s", msg);
	unlink(path);
	ck_assert_int_eq(pgn_index_file(&ix, path, msg, sizeof msg), PGN_ERR_IO);
	ck_assert_int_eq(pgn_index_file(&ix, "/", msg, sizeof msg), PGN_ERR_IO);
	ck_assert_str_eq(msg, "/: not a regular file");
	game_free(&g);
	pgn_index_free(&ix);
}
END_TEST

/* Writes n games of 20 moves each into a new buffer. */
static char *
many_games(int n, size_t *len)
{
	static const char moves[] = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6\n"
				    "8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 {[%clk 0:01:00]} (10... Bb7) 1/2-1/2\n\n";
	size_t cap = (size_t)n * 400, used = 0;
	char *text = malloc(cap);
	int i;

	ck_assert_ptr_nonnull(text);
	for (i = 1; i <= n; i++)
		used += (size_t)snprintf(text + used, cap - used,
					 "[Event \"Bench %d\"]\n[Site \"Here\"]\n[Date \"2024.01.01\"]\n[Round \"%d\"]\n"
					 "[White \"Player%d\"]\n[Black \"Player%d\"]\n[Result \"1/2-1/2\"]\n\n%s",
					 i, i, i % 97, i % 89, moves);
	*len = used;
	return text;
}

/* 10,000 games: all listed, the last loads from its offset; the time the
 * index took is printed. */
START_TEST(test_index_many)
{
	size_t len;
	char *text = many_games(10000, &len), msg[512];
	pgn_index ix = { 0 };
	game g;
	struct timespec t0, t1;

	memset(&g, 0, sizeof g);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	index_ok(&ix, text, len);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("# pgn_index: 10,000 games (%zu KB) indexed in %.1f ms\n", len >> 10,
	       (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6);
	ck_assert_int_eq(ix.count, 10000);
	ck_assert_str_eq(ix.games[9999].event, "Bench 10000");
	ck_assert_int_eq(ix.games[9999].plies, 20);
	ck_assert_int_eq(pgn_index_load_buffer(&ix, text, len, 9999, test_set(), &g, msg, sizeof msg), PGN_OK);
	ck_assert_str_eq(game_tag_get(&g, "Round"), "9999");
	game_free(&g);
	pgn_index_free(&ix);
	free(text);
}
END_TEST

/* Makes a pick list of text. */
static void
pick_of(pick_list *p, const char *text, size_t len)
{
	pgn_index ix = { 0 };

	index_ok(&ix, text, len);
	ck_assert_int_eq(pick_take(p, &ix), 0);
	ck_assert_int_eq(ix.count, 0);
}

/* The search: by player, by any tag, any case; the selection kept when
 * still shown; "" shows all again; nothing found is an empty list. */
START_TEST(test_pick_filter)
{
	pick_list p;

	memset(&p, 0, sizeof p);
	pick_of(&p, xboard3, strlen(xboard3));
	ck_assert_int_eq(p.nshown, 3);
	ck_assert_int_eq(pick_selected(&p), 1);
	ck_assert_int_eq(pick_filter(&p, "fairy"), 2);
	ck_assert_int_eq(pick_selected(&p), 1);
	ck_assert_int_eq(pick_row(&p, 1)->number, 3);
	pick_move(&p, 1);
	ck_assert_int_eq(pick_selected(&p), 3);
	ck_assert_int_eq(pick_filter(&p, "BOB"), 1);
	ck_assert_int_eq(pick_selected(&p), 2); /* 3 is gone: the first shown */
	ck_assert_int_eq(pick_filter(&p, "amsterdam"), 1);
	ck_assert_int_eq(pick_filter(&p, "2024.03"), 2);
	ck_assert_int_eq(pick_filter(&p, "0-1"), 1);
	ck_assert_int_eq(pick_filter(&p, "nobody"), 0);
	ck_assert_int_eq(pick_selected(&p), 0);
	ck_assert_ptr_null(pick_row(&p, 0));
	pick_move(&p, 5);
	ck_assert_int_eq(pick_selected(&p), 0);
	ck_assert_int_eq(pick_filter(&p, ""), 3);
	pick_free(&p);
}
END_TEST

/* Moving by rows and pages keeps the selection on the page and in the list. */
START_TEST(test_pick_pages)
{
	size_t len;
	char *text = many_games(57, &len), line[256];
	pick_list p;

	memset(&p, 0, sizeof p);
	pick_of(&p, text, len);
	pick_set_rows(&p, 10);
	pick_move(&p, -1);
	ck_assert_int_eq(p.sel, 0);
	pick_move(&p, 10);
	ck_assert_int_eq(p.sel, 10);
	ck_assert_int_eq(p.top, 1);
	pick_move(&p, 1000);
	ck_assert_int_eq(p.sel, 56);
	ck_assert_int_eq(p.top, 47);
	pick_set_rows(&p, 20);
	ck_assert_int_eq(p.top, 37);
	pick_move(&p, -20);
	ck_assert_int_eq(p.sel, 36);
	ck_assert_int_eq(p.top, 36);
	ck_assert_int_eq(pick_filter(&p, "player9"), 1); /* White and Black of game 9 */
	ck_assert_int_eq(p.top, 0);
	pick_text(pick_row(&p, 0), line, sizeof line);
	ck_assert_str_eq(line, "9. Player9 - Player9  1/2-1/2  chess  Bench 9  2024.01.01");
	pick_free(&p);
	free(text);
}
END_TEST

/* The suites of this program. */
static Suite *
database_suite(void)
{
	Suite *s = suite_create("database");
	TCase *ix = tcase_create("index"), *pick = tcase_create("pick");

	tcase_set_timeout(ix, 60);
	tcase_add_test(ix, test_index_tags);
	tcase_add_test(ix, test_index_offsets);
	tcase_add_test(ix, test_index_no_result);
	tcase_add_test(ix, test_index_broken);
	tcase_add_test(ix, test_index_hostile);
	tcase_add_test(ix, test_index_file);
	tcase_add_test(ix, test_index_many);
	suite_add_tcase(s, ix);
	tcase_add_test(pick, test_pick_filter);
	tcase_add_test(pick, test_pick_pages);
	suite_add_tcase(s, pick);
	return s;
}

int
main(void)
{
	return test_run(database_suite(), NULL);
}
