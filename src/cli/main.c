/* main.c - argument parsing and dispatch to the subcommands; no game logic. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "eval.h"
#include "safe_text.h"

/* A subcommand: its name, function and one-line summary. */
typedef struct command {
	const char *name;
	int (*run)(var_set *set, int argc, char **argv);
	const char *usage;
} command;

static const command commands[] = {
	{ "play", cmd_play, "play [-v VARIANT] [--white human|computer|engine:CMD]\n"
	  "              [--black human|computer|engine:CMD] [--level N] [--threads N]\n"
	  "              [--time MIN[+INC]] [--fen FEN | --960 N|random] [--plain]\n"
	  "              [--resume [N]] [--analyst engine:CMD|NAME] [--ponder]\n"
	  "              [--ascii] [--mono] [--flip]\n"
	  "                                         play a game (--plain: line mode, for pipes)" },
	{ "replay", cmd_replay, "replay FILE.pgn [--game N] [--list] [--plain] [--analyst engine:CMD|NAME]\n"
	  "              [--ascii] [--mono] [--flip]\n"
	  "                                         step through a saved game, or list its games" },
	{ "perft", cmd_perft, "perft [-v VARIANT] [--fen FEN] [--divide] DEPTH  count move-tree leaves" },
	{ "check", cmd_check, "check FILE...                          validate variant files" },
	{ "variants", cmd_variants, "variants                               list the variants" },
	{ "tour", cmd_tour, "tour [--plain] [--ascii] [--mono]      the King's Lancer's Tour puzzle" },
	{ "bench", cmd_bench, "bench [-v VARIANT] [--depth N] [--threads N]\n"
	  "                                         fixed-depth search: nodes and speed" },
	{ "annotate", cmd_annotate, "annotate IN.pgn [--game N] [--depth D | --movetime MS] [-o OUT.pgn]\n"
	  "                                         the engine's evaluation and judgement of every move" },
	{ "xboard", cmd_xboard, "xboard [--level N] [--hash MB] [--threads N]\n"
	  "                                         engine mode (CECP) for XBoard and friends" },
	{ "uci", cmd_uci, "uci [--hash MB] [--threads N]          engine mode (UCI) for UCI interfaces" },
	{ "tune", cmd_tune, NULL }, /* for developers: HACKING, "Tuning the evaluation" */
};

/* Prints the usage summary to f. */
static void
usage(FILE *f)
{
	size_t i;

	fprintf(f, "Usage: leaper COMMAND [OPTIONS]\n\nCommands:\n");
	for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (commands[i].usage)
			fprintf(f, "  leaper %s\n", commands[i].usage);
	fprintf(f, "  leaper [--ascii] [--mono] [--flip]            the start screen\n"
		"  leaper --help | --version\n\n"
		"Every command takes -h or --help; an option's value may follow it (--level 3)\n"
		"or an '=' (--level=3); \"--\" ends the options.\n\n"
		"Variant files are read from $LEAPER_DATA_DIR, $XDG_DATA_HOME/leaper/variants\n"
		"and %s/variants. See leaper(6) and leaper-variants(5).\n", LEAPER_DATADIR);
}

int
main(int argc, char **argv)
{
	var_set set = { 0, NULL };
	size_t i;
	int status;

	var_set_weight_names(eval_weight_names, EVAL_NWEIGHTS); /* "weight NAME = N" lines */

	if (argc < 2 || !strcmp(argv[1], "--ascii") || !strcmp(argv[1], "--mono") || !strcmp(argv[1], "--flip")) {
		status = cmd_start(&set, argc, argv);
		var_set_free(&set);
		return status;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
		usage(stdout);
		return 0;
	}
	if (!strcmp(argv[1], "--version")) {
		printf("%s\n"
		       "Copyright (C) 2026 the leaper authors.\n"
		       "License GPL-3.0-or-later: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
		       "This is free software: you are free to change and redistribute it.\n"
		       "There is NO WARRANTY, to the extent permitted by law.\n", PACKAGE_STRING);
		return 0;
	}
	for (i = 0; i < sizeof commands / sizeof commands[0]; i++) {
		if (strcmp(argv[1], commands[i].name) == 0) {
			status = commands[i].run(&set, argc - 1, argv + 1);
			var_set_free(&set);
			return status;
		}
	}
	st_printf(stderr, "leaper: unknown command \"%s\"\n", argv[1]);
	usage(stderr);
	return 2;
}
