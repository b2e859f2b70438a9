/* bench-plies.c - how fast a long game is played: the engine at level 1
 * plays both sides of a variant written here (chess with the fifty-move
 * rule and repetition turned off, so only mate, stalemate and material can
 * end it), taking the history from game_history and playing on the record
 * with game_play, and the figures are printed over the first 1,000, 10,000
 * and 100,000 plies: plies a second in all, and the microseconds a ply
 * spends in the engine and in the record. A move that would end the game
 * is replaced by one that does not; when every move ends it, a new game
 * starts and the count goes on. Prints figures; never fails on a slow
 * machine. Run with 'make bench-plies'; PLIES=N plays N plies instead,
 * REPETITION=3 keeps the repetition rule (the engine then looks back over
 * the whole capture-free stretch of the game at every node). MATCH=1
 * plays the moves through the match layer instead (match_play: the clock,
 * the tags and the autosave file written after every move, into a
 * temporary XDG_DATA_HOME), so "record" is then what a front end pays. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "match.h"
#include "mono.h"
#include "movegen.h"
#include "search.h"

/* The benchmark's variant: chess that only mate, stalemate or bare kings
 * end; repetition is the value of $REPETITION ("off" unless set). */
static const char bench_ini[] =
	"[bench-long-chess]\n"
	"inherit = chess\n"
	"description = chess without the fifty-move rule\n"
	"fifty-move = off\n";

/* Writes the variant file into a new temporary directory; returns its
 * path in path (of size n), or -1. */
static int
write_variant(char *dir, size_t dsize, char *path, size_t n)
{
	const char *rep = getenv("REPETITION");
	FILE *f;

	snprintf(dir, dsize, "%s/bench-plies.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	if (!mkdtemp(dir))
		return -1;
	snprintf(path, n, "%s/bench-long-chess.ini", dir);
	if (!(f = fopen(path, "w")))
		return -1;
	fprintf(f, "%srepetition = %s\n", bench_ini, rep && *rep ? rep : "off");
	return fclose(f) == 0 ? 0 : -1;
}

/* The match the moves go through with MATCH=1, or NULL. */
static match *through;

/* Plays m on g (through the match when there is one). */
static int
play(game *g, move m)
{
	if (through)
		return match_play(through, m);
	return game_play(g, m) == GAME_OK ? 0 : -1;
}

/* Takes the last move back. */
static void
undo(game *g)
{
	if (through)
		match_undo(through);
	else
		game_undo(g);
}

/* Whether m would end the game: played and taken back on a copy of the
 * position, so that the record (and the match's file) see only moves
 * that stay. */
static int
ends_game(game *g, move m)
{
	game_reason why;
	position p = g->pos;
	pos_undo u;
	int n, over;
	const uint64_t *hist = game_history(g, &n);

	pos_make(&p, m, &u);
	over = game_rules_result(&p, hist, n, &why) != GAME_ONGOING;
	return over;
}

/* Plays m, or when m ends the game, another legal move that does not;
 * returns 0, or -1 when every move ends the game (or memory ran out). */
static int
play_on(game *g, move m)
{
	move_list legal;
	int i;

	if (!ends_game(g, m))
		return play(g, m);
	mg_legal(&g->pos, &legal);
	for (i = 0; i < legal.count; i++)
		if (legal.moves[i] != m && !ends_game(g, legal.moves[i]))
			return play(g, legal.moves[i]);
	(void)undo;
	return -1;
}

/* Plays the long game and prints the figures at each mark. */
int
main(void)
{
	static const int marks[] = { 1000, 10000, 100000 };
	char dir[512], path[600], msg[256];
	var_set set = { 0, NULL };
	var_error err;
	const variant *v;
	engine *e;
	game g0, *gp = &g0;
	static match m;
	char home[512];
	double t0, t, engine_s = 0, record_s = 0, since_s = 0, since_engine = 0, since_record = 0;
	int plies = 0, games = 1, mark = 0, last = 100000, since = 0;
	const char *env = getenv("PLIES");

	if (env && atoi(env) > 0)
		last = atoi(env);
	if (write_variant(dir, sizeof dir, path, sizeof path) < 0 || var_load_file(&set, path, &err) != VAR_OK ||
	    !(v = var_find(&set, "bench-long-chess", &err))) {
		var_format_error(&err, msg, sizeof msg);
		fprintf(stderr, "bench-plies: cannot load the variant (set LEAPER_DATA_DIR): %s\n", msg);
		return 1;
	}
	unlink(path);
	rmdir(dir);
	if (getenv("MATCH") && atoi(getenv("MATCH")) > 0) {
		snprintf(home, sizeof home, "%s/bench-plies-home.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
		if (!mkdtemp(home)) {
			perror("bench-plies: mkdtemp");
			return 1;
		}
		setenv("XDG_DATA_HOME", home, 1);
		match_init(&m, &set, NULL, 1);
		if (match_new(&m, v, NULL) < 0)
			return 1;
		through = &m;
		gp = &m.g;
		printf("through the match layer, autosaving every move under %s\n", home);
	}
	if (!(e = eng_new(1)) || (!through && game_new(gp, v, NULL, msg, sizeof msg) != GAME_OK)) {
		fprintf(stderr, "bench-plies: %s\n", e ? msg : "out of memory");
		return 1;
	}
	printf("engine level 1 plays both sides of chess without the fifty-move rule, repetition %s\n",
	       getenv("REPETITION") && *getenv("REPETITION") ? getenv("REPETITION") : "off");
	printf("%9s %10s %14s %14s %6s   %s\n", "plies", "plies/s", "engine us/ply", "record us/ply", "games",
	       "since the previous line: plies/s, engine and record us/ply");
	t0 = mono_seconds();
	while (plies < last) {
		search_limits lim;
		const uint64_t *hist;
		int n;
		move mv;

		memset(&lim, 0, sizeof lim);
		lim.level = 1;
		lim.seed = (unsigned)plies + 1;
		t = mono_seconds();
		hist = game_history(gp, &n);
		mv = eng_search(e, &gp->pos, hist, n - 1, &lim, NULL, NULL, NULL, NULL);
		engine_s += mono_seconds() - t;
		t = mono_seconds();
		if (mv == MV_NONE || play_on(gp, mv) < 0) {
			if (through) {
				if (match_new(through, v, NULL) < 0)
					return 1;
			} else {
				game_free(gp);
				if (game_new(gp, v, NULL, msg, sizeof msg) != GAME_OK) {
					fprintf(stderr, "bench-plies: %s\n", msg);
					return 1;
				}
			}
			games++;
			record_s += mono_seconds() - t;
			continue;
		}
		record_s += mono_seconds() - t;
		plies++;
		if (plies == (mark < 3 ? marks[mark] : -1) || plies == last) {
			double all = mono_seconds() - t0;
			int k = plies - since;
			printf("%9d %10.0f %14.1f %14.1f %6d   %10.0f %8.1f %8.1f\n", plies, plies / all,
			       engine_s * 1e6 / plies, record_s * 1e6 / plies, games, k / (all - since_s),
			       (engine_s - since_engine) * 1e6 / k, (record_s - since_record) * 1e6 / k);
			since = plies;
			since_s = all;
			since_engine = engine_s;
			since_record = record_s;
			fflush(stdout);
			while (mark < 3 && marks[mark] <= plies)
				mark++;
		}
	}
	if (through)
		match_free(through);
	else
		game_free(gp);
	eng_free(e);
	var_set_free(&set);
	return 0;
}
