/* check_store.c - the store of games being played: games saved move by
 * move read back the same, appends write a few bytes and rewrites replace
 * the file, names never clash, locks die with their process, a file cut
 * in the middle of its last move loses that move only, and expiry keeps
 * every game going on. */
#define _GNU_SOURCE 1
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "movegen.h"
#include "pgn.h"
#include "store.h"
#include "testlib.h"

/* The data home of the running test. */
static char home[256];

/* Points XDG_DATA_HOME at a new empty folder. */
static void
fresh_home(void)
{
	test_temp_dir(home, sizeof home, "store");
	setenv("XDG_DATA_HOME", home, 1);
}

/* Removes the data home. */
static void
drop_home(void)
{
	test_remove_tree(home);
}

/* A file's size, or -1. */
static long long
file_size(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 ? (long long)st.st_size : -1;
}

/* A file's inode (which a rename changes and an append keeps). */
static unsigned long long
file_ino(const char *path)
{
	struct stat st;

	ck_assert_int_eq(stat(path, &st), 0);
	return (unsigned long long)st.st_ino;
}

/* Reads a whole file into a new string; *len gets its length. */
static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	ck_assert_msg(f != NULL, "cannot read %s", path);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = malloc((size_t)n + 1);
	ck_assert_ptr_nonnull(buf);
	ck_assert_int_eq(fread(buf, 1, (size_t)n, f), (size_t)n);
	buf[n] = '\0';
	fclose(f);
	*len = (size_t)n;
	return buf;
}

/* Writes len bytes of text to path. */
static void
spill(const char *path, const char *text, size_t len)
{
	FILE *f = fopen(path, "wb");

	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(fwrite(text, 1, len, f), len);
	ck_assert_int_eq(fclose(f), 0);
}

/* A new game of the shipped variant name. */
static void
new_game(game *g, const char *name)
{
	char msg[256];

	ck_assert_msg(game_new(g, test_variant(name), NULL, msg, sizeof msg) == GAME_OK, "%s", msg);
}

static unsigned long long rng = 0x9e3779b97f4a7c15ULL;

/* Plays one pseudo-random legal move (fixed seed) with a clock that has
 * fractions of a second; returns 0 when the game is over. */
static int
random_move(game *g)
{
	move_list legal;

	if (game_over(g))
		return 0;
	mg_legal(&g->pos, &legal);
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	ck_assert_int_eq(game_play(g, legal.moves[(rng >> 16) % (unsigned)legal.count]), GAME_OK);
	g->moves[g->ply - 1].clk_ms = 5400000 - 1731LL * g->ply;
	return 1;
}

/* Asserts that two records hold the same moves and clocks. */
static void
assert_same(const game *a, const game *b)
{
	int i;

	ck_assert_str_eq(a->v->name, b->v->name);
	ck_assert_int_eq(a->nmoves, b->nmoves);
	for (i = 0; i < a->nmoves; i++) {
		ck_assert_uint_eq(a->moves[i].m, b->moves[i].m);
		ck_assert_msg(a->moves[i].clk_ms == b->moves[i].clk_ms, "ply %d: clock %lld read back as %lld",
			      i + 1, (long long)a->moves[i].clk_ms, (long long)b->moves[i].clk_ms);
	}
	ck_assert_int_eq(game_final_result(a, &(game_reason){ 0 }), game_final_result(b, &(game_reason){ 0 }));
}

/* Loads the game at path through the store (held meanwhile). */
static int
load(const char *path, game *g, char *msg, size_t size)
{
	store_game sg;
	int r;

	memset(g, 0, sizeof *g);
	ck_assert_msg(store_open(&sg, path, msg, size) == 0, "%s", msg);
	r = store_load(&sg, test_set(), g, msg, size);
	store_close(&sg);
	return r;
}

/* Reads the game at path as the store would, while it is held. */
static void
peek(const char *path, game *g)
{
	char msg[512];
	size_t len;
	char *text = slurp(path, &len);

	memset(g, 0, sizeof *g);
	ck_assert_msg(pgn_load_one(text, len, path, PGN_READ_CUT, test_set(), g, NULL, NULL, msg, sizeof msg) ==
		      PGN_OK, "%s", msg);
	free(text);
}

static const char *const variants[] = { "chess", "lancerchess", "onslaught", "complete" };

/* A game saved after every move: each save appends a few bytes to the
 * same file (no rename), the file is the same bytes a whole save writes,
 * and it reads back with every move and clock. */
START_TEST(test_append_round_trip)
{
	char msg[512], whole[1100];
	store_game sg;
	game g, h;
	unsigned long long ino;
	long long before, grown;
	char *a, *b;
	size_t alen, blen;
	int col, plies = 0;

	fresh_home();
	new_game(&g, variants[_i]);
	game_tag_set(&g, "White", "Ann");
	ck_assert_msg(store_create(&sg, &g, msg, sizeof msg) == 0, "%s", msg);
	ck_assert_msg(store_save(&sg, &g, msg, sizeof msg) == 0, "%s", msg);
	ino = file_ino(sg.path);
	while (plies < 400 && random_move(&g)) {
		plies++;
		if (game_over(&g))
			break; /* the result is a rewrite, tested elsewhere */
		before = file_size(sg.path);
		ck_assert_msg(store_save(&sg, &g, msg, sizeof msg) == 0, "%s", msg);
		grown = file_size(sg.path) - before;
		/* one move and its clock, whatever the length of the game */
		ck_assert_msg(grown > 0 && grown <= 48, "ply %d: the file grew by %lld bytes", plies, grown);
		ck_assert_msg(file_ino(sg.path) == ino, "ply %d: the file was replaced, not appended to", plies);
		/* a save with nothing new writes nothing */
		ck_assert_int_eq(store_save(&sg, &g, msg, sizeof msg), 0);
		ck_assert_int_eq(file_size(sg.path), before + grown);
	}
	ck_assert_int_gt(plies, 20);
	if (game_over(&g))
		ck_assert_int_eq(store_save(&sg, &g, msg, sizeof msg), 0);
	snprintf(whole, sizeof whole, "%s/whole.pgn", home);
	ck_assert_msg(pgn_save_open(&g, whole, &col, msg, sizeof msg) == PGN_OK, "%s", msg);
	a = slurp(sg.path, &alen);
	b = slurp(whole, &blen);
	ck_assert_msg(alen == blen && memcmp(a, b, alen) == 0, "appended:\n%s\nwritten whole:\n%s", a, b);
	ck_assert_ptr_nonnull(strstr(a, "{[%clk 1:29:58.269]}"));
	free(a);
	free(b);
	store_close(&sg);
	ck_assert_int_eq(load(whole, &h, msg, sizeof msg), 0);
	assert_same(&g, &h);
	game_free(&h);
	/* an ordinary reader takes the open game as unfinished */
	memset(&h, 0, sizeof h);
	ck_assert_msg(pgn_load(whole, 1, test_set(), &h, msg, sizeof msg) == PGN_OK, "%s", msg);
	assert_same(&g, &h);
	game_free(&h);
	game_free(&g);
	drop_home();
}
END_TEST

/* Anything but moves added at the end rewrites the file (a new inode),
 * and what is read back is always the game saved last. */
START_TEST(test_rewrites)
{
	static const char *const moves[] = { "e4", "e5", "Nf3", "Nc6", "Bb5", "a6" };
	char msg[512];
	store_game sg;
	game g, h;
	unsigned long long ino;
	size_t i;

	fresh_home();
	new_game(&g, "chess");
	for (i = 0; i < sizeof moves / sizeof moves[0]; i++)
		ck_assert_int_eq(game_play_text(&g, moves[i], msg, sizeof msg), SAN_OK);
	ck_assert_msg(store_create(&sg, &g, msg, sizeof msg) == 0, "%s", msg);
	peek(sg.path, &h);
	assert_same(&g, &h);
	game_free(&h);

	/* a move taken back and another played */
	ino = file_ino(sg.path);
	game_undo(&g);
	ck_assert_int_eq(game_play_text(&g, "d6", msg, sizeof msg), SAN_OK);
	ck_assert_int_eq(store_save(&sg, &g, msg, sizeof msg), 0);
	ck_assert(file_ino(sg.path) != ino);
	peek(sg.path, &h);
	assert_same(&g, &h);
	ck_assert_str_eq(h.moves[5].san, "d6");
	game_free(&h);

	/* a record cut back, as the match saves a game taken back */
	ino = file_ino(sg.path);
	new_game(&h, "chess");
	for (i = 0; i < 4; i++)
		ck_assert_int_eq(game_play_text(&h, moves[i], msg, sizeof msg), SAN_OK);
	ck_assert_int_eq(store_save(&sg, &h, msg, sizeof msg), 0);
	ck_assert(file_ino(sg.path) != ino);
	game_free(&g);
	peek(sg.path, &g);
	assert_same(&h, &g);
	game_free(&g);

	/* the clock of a saved move */
	ino = file_ino(sg.path);
	h.moves[3].clk_ms = 61000;
	ck_assert_int_eq(store_save(&sg, &h, msg, sizeof msg), 0);
	ck_assert(file_ino(sg.path) != ino);

	/* a tag */
	ino = file_ino(sg.path);
	game_tag_set(&h, "Black", "Bob");
	ck_assert_int_eq(store_save(&sg, &h, msg, sizeof msg), 0);
	ck_assert(file_ino(sg.path) != ino);

	/* a result: the file is whole, with its result token */
	ino = file_ino(sg.path);
	game_set_result(&h, GAME_WHITE_WINS, GAME_RESIGNATION);
	ck_assert_int_eq(store_save(&sg, &h, msg, sizeof msg), 0);
	ck_assert(file_ino(sg.path) != ino);
	peek(sg.path, &g);
	assert_same(&h, &g);
	ck_assert_int_eq(g.reason, GAME_RESIGNATION);
	ck_assert_str_eq(game_tag_get(&g, "Black"), "Bob");
	ck_assert_msg(g.moves[3].clk_ms == 61000, "clock %lld", (long long)g.moves[3].clk_ms);
	game_free(&g);

	/* a file changed behind the store's back is rewritten, not appended to */
	store_close(&sg);
	game_free(&h);
	new_game(&h, "chess");
	ck_assert_int_eq(store_create(&sg, &h, msg, sizeof msg), 0);
	ck_assert_int_eq(game_play_text(&h, "e4", msg, sizeof msg), SAN_OK);
	ck_assert_int_eq(store_save(&sg, &h, msg, sizeof msg), 0);
	spill(sg.path, "garbage", 7);
	ck_assert_int_eq(game_play_text(&h, "e5", msg, sizeof msg), SAN_OK);
	ck_assert_int_eq(store_save(&sg, &h, msg, sizeof msg), 0);
	peek(sg.path, &g);
	assert_same(&h, &g);
	game_free(&g);
	ck_assert_int_eq(store_remove(&sg, msg, sizeof msg), 0);
	ck_assert_int_eq(file_size(sg.path), -1);
	game_free(&h);
	drop_home();
}
END_TEST

/* Games of one variant started in the same second get different names,
 * "-2" for the second. */
START_TEST(test_same_second)
{
	char msg[512], first[STORE_PATH], stem[STORE_PATH];
	store_game a, b;
	game g;
	int tries;

	fresh_home();
	new_game(&g, "lancerchess");
	for (tries = 0; tries < 5; tries++) {
		ck_assert_msg(store_create(&a, &g, msg, sizeof msg) == 0, "%s", msg);
		ck_assert_msg(store_create(&b, &g, msg, sizeof msg) == 0, "%s", msg);
		ck_assert_str_ne(a.path, b.path);
		snprintf(first, sizeof first, "%s", a.path);
		/* .../20261201-103512-lancerchess.pgn */
		ck_assert_msg(strstr(first, "-lancerchess.pgn") != NULL, "%s", first);
		snprintf(stem, sizeof stem, "%.*s-2.pgn", (int)(strlen(first) - 4), first);
		if (strcmp(b.path, stem) == 0)
			break; /* the same second */
		ck_assert_int_eq(store_remove(&a, msg, sizeof msg), 0);
		ck_assert_int_eq(store_remove(&b, msg, sizeof msg), 0);
	}
	ck_assert_msg(tries < 5, "never two games in one second");
	ck_assert_int_eq(file_size(first) > 0, 1);
	ck_assert_int_eq(file_size(stem) > 0, 1);
	store_close(&a);
	store_close(&b);
	game_free(&g);
	drop_home();
}
END_TEST

/* A game held by another process is in use, and free again once that
 * process is killed with SIGKILL; this process's own listing does not
 * drop the lock it holds. */
START_TEST(test_lock_dies_with_process)
{
	char msg[512], path[STORE_PATH], want[64], ready;
	store_game sg, other;
	store_entry *list;
	game g;
	int fds[2], n, status;
	pid_t child;

	fresh_home();
	new_game(&g, "chess");
	ck_assert_int_eq(game_play_text(&g, "e4", msg, sizeof msg), SAN_OK);
	ck_assert_int_eq(store_create(&sg, &g, msg, sizeof msg), 0);
	snprintf(path, sizeof path, "%s", sg.path);
	store_close(&sg);
	ck_assert_int_eq(pipe(fds), 0);
	child = fork();
	ck_assert_int_ge(child, 0);
	if (child == 0) {
		close(fds[0]);
		if (store_open(&other, path, msg, sizeof msg) < 0)
			_exit(1);
		ready = 'y';
		if (write(fds[1], &ready, 1) != 1)
			_exit(1);
		for (;;)
			pause();
	}
	close(fds[1]);
	ck_assert_int_eq(read(fds[0], &ready, 1), 1);
	close(fds[0]);
	ck_assert_int_eq(store_open(&sg, path, msg, sizeof msg), -1);
	snprintf(want, sizeof want, "in use by another leaper (pid %ld)", (long)child);
	ck_assert_msg(strstr(msg, want) != NULL, "message: %s", msg);
	ck_assert_int_eq(store_list(&list, &n, 1, msg, sizeof msg), 0);
	ck_assert_int_eq(n, 1);
	ck_assert_int_eq(list[0].in_use, 1);
	ck_assert_int_eq(list[0].pid, (long)child);
	free(list);
	kill(child, SIGKILL);
	ck_assert_int_eq(waitpid(child, &status, 0), child);
	ck_assert_msg(store_open(&sg, path, msg, sizeof msg) == 0, "%s", msg);
	ck_assert_int_eq(store_open(&other, path, msg, sizeof msg), -1);
	ck_assert_msg(strstr(msg, "already open in this leaper") != NULL, "message: %s", msg);
	ck_assert_int_eq(store_list(&list, &n, 1, msg, sizeof msg), 0);
	ck_assert_int_eq(n, 1);
	ck_assert_int_eq(list[0].in_use, 0);
	ck_assert_int_eq(list[0].here, 1);
	free(list);
	/* after that listing another process still finds the game held */
	child = fork();
	ck_assert_int_ge(child, 0);
	if (child == 0)
		_exit(store_open(&other, path, msg, sizeof msg) == -1 && strstr(msg, "in use") ? 0 : 1);
	ck_assert_int_eq(waitpid(child, &status, 0), child);
	ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the listing dropped the lock");
	store_close(&sg);
	game_free(&g);
	drop_home();
}
END_TEST

/* Cut at every byte of its last append, as a kill -9 during the write
 * would leave it: the file reads back through the store with that move
 * left out while the move itself is cut, with the move but no clock while
 * only its clock is cut; an ordinary read refuses the cut comment. */
START_TEST(test_cut_last_move)
{
	static const char *const moves[] = { "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1" };
	const int n = (int)(sizeof moves / sizeof moves[0]);
	char msg[512], cut_path[1100];
	store_game sg;
	game g, h;
	long long size0, size1, san_end, len;
	char *text;
	size_t tlen;
	int i, r;

	fresh_home();
	new_game(&g, "chess");
	ck_assert_int_eq(store_create(&sg, &g, msg, sizeof msg), 0);
	for (i = 0; i < n; i++) {
		ck_assert_int_eq(game_play_text(&g, moves[i], msg, sizeof msg), SAN_OK);
		g.moves[i].clk_ms = 180000 - 2500 * i;
		size0 = file_size(sg.path);
		ck_assert_int_eq(store_save(&sg, &g, msg, sizeof msg), 0);
	}
	size1 = file_size(sg.path);
	text = slurp(sg.path, &tlen);
	/* the append was " 6. Re1 {[%clk 0:02:35]}" or the same on a new line */
	ck_assert_msg(memcmp(text + size0, "6. Re1 {[%clk 0:02:35]}\n", 24) == 0, "%s", text + size0);
	san_end = size0 + 6;
	snprintf(cut_path, sizeof cut_path, "%s/leaper/games/cut.pgn", home);
	for (len = size0; len <= size1; len++) {
		spill(cut_path, text, (size_t)len);
		r = load(cut_path, &h, msg, sizeof msg);
		ck_assert_msg(r >= 0, "cut at %lld: %s", len, msg);
		if (len <= san_end) {
			ck_assert_msg(h.nmoves == n - 1, "cut at %lld: %d moves", len, h.nmoves);
		} else {
			ck_assert_msg(h.nmoves == n, "cut at %lld: %d moves", len, h.nmoves);
			ck_assert_str_eq(h.moves[n - 1].san, "Re1");
			ck_assert_int_eq(h.moves[n - 1].clk_ms, len >= size1 - 1 ? 155000 : -1);
		}
		ck_assert_int_eq(h.moves[n - 2].clk_ms, 157500);
		/* what a crash cut is said, not what a whole file ends with */
		ck_assert_int_eq(r, (len >= san_end - 2 && len <= san_end) || (len > san_end + 1 && len < size1 - 1));
		game_free(&h);
	}
	/* an ordinary file cut inside a comment is an error */
	spill(cut_path, text, (size_t)size1 - 5);
	memset(&h, 0, sizeof h);
	ck_assert_int_eq(pgn_load(cut_path, 1, test_set(), &h, msg, sizeof msg), PGN_ERR_SYNTAX);
	ck_assert_msg(strstr(msg, "never closed") != NULL, "%s", msg);
	/* zeros where the last write was to go */
	text = realloc(text, tlen + 16);
	memset(text + tlen, 0, 16);
	spill(cut_path, text, tlen + 16);
	ck_assert_int_eq(load(cut_path, &h, msg, sizeof msg), 0);
	assert_same(&g, &h);
	game_free(&h);
	/* the next save after a resume rewrites the cut file whole */
	store_close(&sg);
	ck_assert_int_eq(store_open(&sg, cut_path, msg, sizeof msg), 0);
	spill(cut_path, text, (size_t)san_end - 1);
	ck_assert_int_eq(store_load(&sg, test_set(), &h, msg, sizeof msg), 1);
	ck_assert_ptr_nonnull(strstr(msg, "cut short"));
	ck_assert_int_eq(h.nmoves, n - 1);
	ck_assert_int_eq(game_play_text(&h, "Re1", msg, sizeof msg), SAN_OK);
	h.moves[n - 1].clk_ms = 155000;
	ck_assert_int_eq(store_save(&sg, &h, msg, sizeof msg), 0);
	store_close(&sg);
	game_free(&h);
	ck_assert_int_eq(load(cut_path, &h, msg, sizeof msg), 0);
	assert_same(&g, &h);
	free(text);
	game_free(&h);
	game_free(&g);
	drop_home();
}
END_TEST

/* Sets a file's times to days ago. */
static void
age(const char *path, int days)
{
	struct timeval tv[2];

	gettimeofday(&tv[0], NULL);
	tv[0].tv_sec -= (time_t)days * 86400;
	tv[1] = tv[0];
	ck_assert_int_eq(utimes(path, tv), 0);
}

/* Lists are newest first with what a menu shows; expiry deletes only the
 * finished games old enough that nobody holds. */
START_TEST(test_list_and_expire)
{
	char msg[512], paths[5][STORE_PATH], damaged[1100];
	store_game sg, held;
	store_entry *list;
	game g;
	int i, n;

	fresh_home();
	for (i = 0; i < 5; i++) {
		new_game(&g, i == 1 ? "onslaught" : "chess");
		game_tag_set(&g, "White", i == 1 ? "Ann" : "?");
		ck_assert_int_eq(random_move(&g), 1);
		if (i >= 2) /* 0, 1: going on; 2, 3, 4: finished */
			game_set_result(&g, GAME_BLACK_WINS, GAME_RESIGNATION);
		ck_assert_msg(store_create(&sg, &g, msg, sizeof msg) == 0, "%s", msg);
		snprintf(paths[i], sizeof paths[i], "%s", sg.path);
		if (i == 4)
			held = sg;
		else
			store_close(&sg);
		game_free(&g);
	}
	age(paths[0], 40);
	age(paths[1], 30);
	age(paths[2], 40);
	age(paths[3], 1);
	age(paths[4], 40);
	snprintf(damaged, sizeof damaged, "%s/leaper/games/20200101-000000-chess.pgn", home);
	spill(damaged, "[Event \"x\"]\n[Event", 18);
	age(damaged, 50);

	ck_assert_int_eq(store_list(&list, &n, 1, msg, sizeof msg), 0);
	ck_assert_int_eq(n, 2);
	ck_assert_str_eq(list[0].path, paths[1]);
	ck_assert_str_eq(list[0].variant, "onslaught");
	ck_assert_str_eq(list[0].white, "Ann");
	ck_assert_int_eq(list[0].plies, 1);
	ck_assert_int_eq(list[0].finished, 0);
	ck_assert_str_eq(list[1].path, paths[0]);
	free(list);
	ck_assert_int_eq(store_list(&list, &n, 0, msg, sizeof msg), 0);
	ck_assert_int_eq(n, 6);
	ck_assert_str_eq(list[0].path, paths[3]);
	ck_assert_str_eq(list[5].path, damaged);
	ck_assert_int_eq(list[5].damaged, 1);
	for (i = 1; i < n; i++)
		ck_assert_int_le(list[i].mtime, list[i - 1].mtime);
	free(list);

	ck_assert_int_eq(store_expire(0, msg, sizeof msg), 0);
	ck_assert_int_eq(store_expire(7, msg, sizeof msg), 1);
	ck_assert_int_eq(file_size(paths[2]), -1); /* finished, 40 days, free */
	ck_assert_int_gt(file_size(paths[0]), 0);  /* going on, 40 days */
	ck_assert_int_gt(file_size(paths[1]), 0);
	ck_assert_int_gt(file_size(paths[3]), 0);  /* finished yesterday */
	ck_assert_int_gt(file_size(paths[4]), 0);  /* finished, 40 days, held */
	ck_assert_int_gt(file_size(damaged), 0);
	store_close(&held);
	ck_assert_int_eq(store_expire(7, msg, sizeof msg), 1);
	ck_assert_int_eq(file_size(paths[4]), -1);
	drop_home();
}
END_TEST

/* The folder is made for the user only, under XDG_DATA_HOME or HOME. */
/* A record's length is told in moves as a chess player counts them. */
START_TEST(test_moves_phrase)
{
	static const struct {
		int plies;          /* half-moves of the record */
		const char *text;   /* what the list says */
	} rows[] = { { 0, "0 moves" }, { 1, "1 move" }, { 2, "1 move" }, { 3, "2 moves" }, { 80, "40 moves" } };
	char buf[32];
	size_t i;

	for (i = 0; i < sizeof rows / sizeof rows[0]; i++)
		ck_assert_str_eq(store_moves_phrase(rows[i].plies, buf, sizeof buf), rows[i].text);
}
END_TEST

START_TEST(test_dir)
{
	char dir[STORE_PATH], want[600];
	struct stat st;

	fresh_home();
	ck_assert_int_eq(store_dir(dir, sizeof dir), 0);
	snprintf(want, sizeof want, "%s/leaper/games", home);
	ck_assert_str_eq(dir, want);
	ck_assert_int_eq(stat(dir, &st), 0);
	ck_assert_int_eq(st.st_mode & 0777, 0700);
	unsetenv("XDG_DATA_HOME");
	setenv("HOME", home, 1);
	ck_assert_int_eq(store_dir(dir, sizeof dir), 0);
	snprintf(want, sizeof want, "%s/.local/share/leaper/games", home);
	ck_assert_str_eq(dir, want);
	unsetenv("HOME");
	ck_assert_int_eq(store_dir(dir, sizeof dir), -1);
	ck_assert_int_eq(errno, ENOENT);
	drop_home();
}
END_TEST

/* The store's suite. */
static Suite *
store_suite(void)
{
	Suite *s = suite_create("store");
	TCase *tc = tcase_create("store");

	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_append_round_trip, 0, (int)(sizeof variants / sizeof variants[0]));
	tcase_add_test(tc, test_rewrites);
	tcase_add_test(tc, test_same_second);
	tcase_add_test(tc, test_lock_dies_with_process);
	tcase_add_test(tc, test_cut_last_move);
	tcase_add_test(tc, test_list_and_expire);
	tcase_add_test(tc, test_dir);
	tcase_add_test(tc, test_moves_phrase);
	suite_add_tcase(s, tc);
	return s;
}

/* Runs the store's suite. */
int
main(void)
{
	return test_run(store_suite(), NULL);
}
