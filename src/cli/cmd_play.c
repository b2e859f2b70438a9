/* cmd_play.c - the commands that play and replay games: their arguments,
 * then the front end: the curses one on a terminal, the line-mode one
 * with --plain or when stdin or stdout is not a terminal. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "args.h"
#include "commands.h"
#include "pgn_index.h"
#include "plain.h"
#include "safe_text.h"
#include "tc.h"
#include "tui.h"

#define PLAY_USAGE "usage: leaper play [-v VARIANT] [--white human|computer|engine:CMD]\n" \
	"                   [--black human|computer|engine:CMD] [--threads N]\n" \
	"                   [--level N] [--time MIN[+INC]] [--fen FEN | --960 N|random] [--plain]\n" \
	"                   [--resume [N]] [--analyst engine:CMD|NAME] [--ponder] [--ascii] [--mono] [--flip]\n"
#define REPLAY_USAGE "usage: leaper replay FILE.pgn [--game N] [--list] [--plain] [--analyst engine:CMD|NAME]\n" \
	"                   [--ascii] [--mono] [--flip]\n"

/* Whether the line-mode front end runs: asked for, or no terminal. */
static int
use_plain(int asked)
{
	return asked || !isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO);
}

/* Whether text is a whole number, as strtol reads one to its end. */
static int
is_number(const char *text)
{
	char *end;

	strtol(text, &end, 10);
	return *text && !*end;
}

/* Reads "human", "computer" or "engine:CMD" (an external engine, whose
 * command goes to *command) for one side; returns 0, or -1. */
static int
parse_player(const char *text, int *computer, const char **command)
{
	*command = NULL;
	if (!strncmp(text, "engine:", 7) && text[7]) {
		*computer = 1;
		*command = text + 7;
		return 0;
	}
	if (!strcmp(text, "human")) {
		*computer = 0;
		return 0;
	}
	if (!strcmp(text, "computer") || !strcmp(text, "engine")) {
		*computer = 1;
		return 0;
	}
	return -1;
}

/* Writes to fen the start position that --960 names (a number or
 * "random") of a variant with a start-shuffle; returns 0, or -1 after
 * saying what is wrong. */
static int
shuffle_start(const variant *v, const char *text, char *fen, size_t size)
{
	char *end;
	long n = strtol(text, &end, 10);

	if (!v->shuffle_count) {
		st_printf(stderr, "leaper play: --960: %s has no start-shuffle; try -v chess960\n", v->name);
		return -1;
	}
	if (!strcmp(text, "random"))
		n = (long)(((unsigned long)time(NULL) ^ ((unsigned long)getpid() << 8)) % (unsigned long)v->shuffle_count);
	else if (!*text || *end || n < 0 || n >= v->shuffle_count) {
		st_printf(stderr, "leaper play: --960 takes random or a start position number from 0 to %ld, "
			  "not \"%s\"\n", v->shuffle_count - 1, text);
		return -1;
	}
	return var_shuffle_fen(v, n, fen, size);
}

/* leaper play [options] */
int
cmd_play(var_set *set, int argc, char **argv)
{
	match_options opt;
	tui_options o = { 0, 0, 0 };
	const char *vname = NULL, *shuffle = NULL, *val;
	char fen[VAR_MAX_TEXT * 2];
	int plain = 0;
	args a;

	memset(&opt, 0, sizeof opt);
	args_init(&a, argc, argv, "leaper play", PLAY_USAGE,
		  "The line-mode front end (--plain) also runs when stdin or stdout is not a terminal.\n"
		  "engine:CMD lets an external engine play that side: CMD is run by /bin/sh and speaks UCI or\n"
		  "the xboard protocol (told by its answer; uci:CMD or cecp:CMD says which); --level is not for it.\n"
		  "--analyst engine:CMD (or fairymax, fairy-stockfish, stockfish, gnuchess) gives the hints and the\n"
		  "analysis to that engine. --ponder lets the computer (at level 10) think on your time.\n");
	while (args_next(&a)) {
		if (args_display(&a, &o) || args_value(&a, "-v|--variant", &vname) || args_value(&a, "--fen", &opt.fen) ||
		    args_value(&a, "--960", &shuffle) || args_value(&a, "--analyst", &opt.analyst))
			continue;
		if (args_value(&a, "--white|--black", &val)) {
			int c = a.cur[2] == 'w' ? WHITE : BLACK;
			if (parse_player(val, &opt.program[c], &opt.engine[c]) < 0) {
				st_printf(stderr, "leaper play: %s takes human, computer or engine:COMMAND, not \"%s\"\n",
					  c == WHITE ? "--white" : "--black", val);
				return 2;
			}
		} else if (args_value(&a, "--level", &val)) {
			char *end;
			long n = strtol(val, &end, 10);
			if (*end || n < 1 || n > PLAYER_MAX_LEVEL) {
				st_printf(stderr, "leaper play: --level takes a number from 1 to %d\n", PLAYER_MAX_LEVEL);
				return 2;
			}
			opt.level = (int)n;
		} else if (args_value(&a, "--threads", &val)) {
			long n;
			if (args_whole(val, 1, ENG_MAX_THREADS, &n) < 0) {
				st_printf(stderr, "leaper play: --threads takes a number from 1 to %d, not \"%s\"\n",
					  ENG_MAX_THREADS, val);
				return 2;
			}
			player_engine_threads((int)n);
		} else if (args_value(&a, "--time", &val)) {
			if (tc_parse_minutes(val, &opt.time_ms, &opt.inc_ms) < 0) {
				st_printf(stderr, "leaper play: --time takes MIN[+INC], as 5 or 3+2, not \"%s\"\n", val);
				return 2;
			}
		} else if (args_flag(&a, "--plain")) {
			plain = 1;
		} else if (args_flag(&a, "--ponder")) {
			opt.ponder = 1;
		} else if (args_optional(&a, "--resume", &val)) {
			/* --resume N takes the next argument only when it is a number. */
			char *end;
			const char *next = args_peek(&a);
			opt.resume = 1;
			if (!val && next && is_number(next)) {
				val = next;
				args_take(&a);
			}
			if (val) {
				long n = strtol(val, &end, 10);
				if (!*val || *end || n < 1 || n > 1000000) {
					st_printf(stderr, "leaper play: --resume takes the number of an unfinished game, not \"%s\"\n",
						  val);
					return 2;
				}
				opt.resume = (int)n;
			}
		} else {
			return args_unexpected(&a);
		}
	}
	if (a.status >= 0)
		return a.status;
	if (!(opt.v = cmd_variant(set, vname)))
		return 1;
	if (shuffle && opt.fen) {
		st_printf(stderr, "leaper play: --fen and --960 both give the start; choose one\n");
		return 2;
	}
	if (shuffle && shuffle_start(opt.v, shuffle, fen, sizeof fen) < 0)
		return 2;
	if (shuffle)
		opt.fen = fen;
	if (!use_plain(plain))
		return tui_run(set, &o, &opt);
	return plain_run(set, &opt);
}

/* Prints the games of a PGN file, one per line; returns the exit status. */
static int
list_games(const char *file)
{
	pgn_index ix = { 0 };
	pgn_index_entry *list;
	char msg[512];
	int n, i;

	if (pgn_index_file(&ix, file, msg, sizeof msg) != PGN_OK) {
		st_printf(stderr, "leaper: %s\n", msg);
		return 1;
	}
	list = ix.games;
	n = ix.count;
	for (i = 0; i < n; i++)
		if (list[i].error != PGN_OK)
			st_printf(stdout, "%d. unreadable: %s\n", list[i].number, list[i].why);
		else
			st_printf(stdout, "%d. %s - %s, %s (%s, %d plies; %s, %s; line %d)\n", list[i].number,
				  list[i].white, list[i].black, list[i].result,
				  strcmp(list[i].variant, "?") ? list[i].variant : "chess", list[i].plies, list[i].event,
				  list[i].date, list[i].line);
	pgn_index_free(&ix);
	return 0;
}

/* leaper replay FILE.pgn [--game N] [--list] [--plain] */
int
cmd_replay(var_set *set, int argc, char **argv)
{
	match_options opt;
	tui_options o = { 0, 0, 0 };
	int plain = 0, list = 0;
	const char *val;
	args a;

	memset(&opt, 0, sizeof opt); /* replay_game 0: none chosen, the list is shown */
	args_init(&a, argc, argv, "leaper replay", REPLAY_USAGE,
		  "--list prints the games of the file, one a line; --game N replays the Nth.\n"
		  "--analyst engine:CMD (or fairymax, fairy-stockfish, stockfish, gnuchess) gives the hints and the\n"
		  "analysis to that engine.\n");
	while (args_next(&a)) {
		if (args_display(&a, &o) || args_value(&a, "--analyst", &opt.analyst))
			continue;
		if (args_value(&a, "--game", &val)) {
			char *end;
			long n = strtol(val, &end, 10);
			if (*end || n < 1) {
				st_printf(stderr, "leaper replay: --game takes a number from 1\n");
				return 2;
			}
			opt.replay_game = (int)n;
		} else if (args_flag(&a, "--plain")) {
			plain = 1;
		} else if (args_flag(&a, "--list")) {
			list = 1;
		} else if (args_operand(&a) && !opt.replay_file) {
			opt.replay_file = args_operand(&a);
		} else {
			return args_unexpected(&a);
		}
	}
	if (a.status >= 0)
		return a.status;
	if (!opt.replay_file) {
		st_printf(stderr, REPLAY_USAGE);
		return 2;
	}
	if (list)
		return list_games(opt.replay_file);
	if (!use_plain(plain))
		return tui_run(set, &o, &opt);
	return plain_run(set, &opt);
}
