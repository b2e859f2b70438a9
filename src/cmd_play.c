/* cmd_play.c - the commands that play and replay games: their arguments,
 * then the front end. Until the curses front end is wired in here, both
 * run the line-mode front end with or without --plain. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "plain.h"

#define PLAY_USAGE "usage: leaper play [-v VARIANT] [--white human|computer] [--black human|computer]\n" \
	"                   [--level N] [--time MIN[+INC]] [--fen FEN] [--plain] [--resume]\n"
#define REPLAY_USAGE "usage: leaper replay FILE.pgn [--game N] [--plain]\n"

/* Reads "human" or "computer" for one side; returns 0, or -1. */
static int
parse_player(const char *text, int *computer)
{
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

/* leaper play [options] */
int
cmd_play(var_set *set, int argc, char **argv)
{
	plain_options opt;
	const char *vname = NULL;
	int i;

	memset(&opt, 0, sizeof opt);
	opt.level = 5;
	for (i = 1; i < argc; i++) {
		const char *a = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
		if ((!strcmp(a, "-v") || !strcmp(a, "--variant")) && val) {
			vname = val;
			i++;
		} else if ((!strcmp(a, "--white") || !strcmp(a, "--black")) && val) {
			if (parse_player(val, &opt.computer[a[2] == 'w' ? WHITE : BLACK]) < 0) {
				fprintf(stderr, "leaper play: %s takes human or computer, not \"%s\"\n", a, val);
				return 2;
			}
			i++;
		} else if (!strcmp(a, "--level") && val) {
			char *end;
			long n = strtol(val, &end, 10);
			if (*end || n < 1 || n > PLAIN_MAX_LEVEL) {
				fprintf(stderr, "leaper play: --level takes a number from 1 to %d\n", PLAIN_MAX_LEVEL);
				return 2;
			}
			opt.level = (int)n;
			i++;
		} else if (!strcmp(a, "--time") && val) {
			if (plain_parse_time(val, &opt.time_ms, &opt.inc_ms) < 0) {
				fprintf(stderr, "leaper play: --time takes MIN[+INC], as 5 or 3+2, not \"%s\"\n", val);
				return 2;
			}
			i++;
		} else if (!strcmp(a, "--fen") && val) {
			opt.fen = val;
			i++;
		} else if (!strcmp(a, "--plain")) {
			/* the only front end for now */
		} else if (!strcmp(a, "--resume")) {
			opt.resume = 1;
		} else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			printf(PLAY_USAGE "Without --plain the line-mode front end runs too, until the curses one is in place.\n");
			return 0;
		} else {
			fprintf(stderr, "leaper play: unexpected argument \"%s\"\n" PLAY_USAGE, a);
			return 2;
		}
	}
	if (!(opt.v = cmd_variant(set, vname)))
		return 1;
	return plain_run(set, &opt);
}

/* leaper replay FILE.pgn [--game N] [--plain] */
int
cmd_replay(var_set *set, int argc, char **argv)
{
	plain_options opt;
	int i;

	memset(&opt, 0, sizeof opt);
	opt.level = 5;
	opt.replay_game = 1;
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--game") && i + 1 < argc) {
			char *end;
			long n = strtol(argv[++i], &end, 10);
			if (*end || n < 1) {
				fprintf(stderr, "leaper replay: --game takes a number from 1\n");
				return 2;
			}
			opt.replay_game = (int)n;
		} else if (!strcmp(a, "--plain")) {
			/* the only front end for now */
		} else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			printf(REPLAY_USAGE);
			return 0;
		} else if (a[0] != '-' && !opt.replay_file) {
			opt.replay_file = a;
		} else {
			fprintf(stderr, "leaper replay: unexpected argument \"%s\"\n" REPLAY_USAGE, a);
			return 2;
		}
	}
	if (!opt.replay_file) {
		fprintf(stderr, REPLAY_USAGE);
		return 2;
	}
	return plain_run(set, &opt);
}
