/* cmd_rules.c - the commands about rules: perft, check, variants. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "commands.h"
#include "mono.h"
#include "movegen.h"
#include "notation_coord.h"
#include "safe_text.h"

/* Loads a variant by name (NULL for the default), reporting failure. */
const variant *
cmd_variant(var_set *set, const char *name)
{
	var_error err;
	char msg[VAR_MAX_TEXT * 2];
	const variant *v = name ? var_find(set, name, &err) : var_default(set, &err);

	if (!v) {
		var_format_error(&err, msg, sizeof msg);
		st_printf(stderr, "leaper: %s\n", msg);
	}
	return v;
}

#define PERFT_USAGE "usage: leaper perft [-v VARIANT] [--fen FEN] [--divide] DEPTH\n"

/* leaper perft [-v VARIANT] [--fen FEN] [--divide] DEPTH */
int
cmd_perft(var_set *set, int argc, char **argv)
{
	const char *vname = NULL, *fen = NULL, *arg;
	int divide = 0, depth = -1, i;
	const variant *v;
	position *p;
	char msg[256];
	double t0;
	uint64_t total = 0;
	args a;

	args_init(&a, argc, argv, "leaper perft", PERFT_USAGE,
		  "Counts the leaves of the legal move tree DEPTH plies deep; --divide counts them\n"
		  "under each first move.\n");
	while (args_next(&a)) {
		if (args_value(&a, "-v|--variant", &vname) || args_value(&a, "--fen", &fen))
			continue;
		if (args_flag(&a, "--divide")) {
			divide = 1;
		} else if ((arg = args_operand(&a)) && depth < 0 && arg[0] >= '0' && arg[0] <= '9') {
			long d;
			if (args_whole(arg, 0, 20, &d) < 0) {
				st_printf(stderr, "leaper perft: depth must be a number from 0 to 20\n");
				return 2;
			}
			depth = (int)d;
		} else {
			return args_unexpected(&a);
		}
	}
	if (a.status >= 0)
		return a.status;
	if (depth < 0) {
		st_printf(stderr, PERFT_USAGE);
		return 2;
	}
	if (!(v = cmd_variant(set, vname)))
		return 1;
	p = malloc(sizeof *p);
	if (!p)
		return 1;
	if (pos_from_fen(p, v, fen ? fen : v->start, msg, sizeof msg) != POS_OK) {
		st_printf(stderr, "leaper perft: bad FEN: %s\n", msg);
		free(p);
		return 1;
	}
	t0 = mono_seconds();
	if (divide && depth > 0) {
		move_list list;
		pos_undo u;
		char text[32];
		mg_legal(p, &list);
		for (i = 0; i < list.count; i++) {
			uint64_t n;
			pos_make(p, list.moves[i], &u);
			n = mg_perft(p, depth - 1);
			pos_unmake(p, &u);
			coord_format(p, list.moves[i], text, sizeof text);
			st_printf(stdout, "%s %llu\n", text, (unsigned long long)n);
			total += n;
		}
	} else {
		total = mg_perft(p, depth);
	}
	{
		double dt = mono_seconds() - t0;
		st_printf(stdout, "nodes %llu\n", (unsigned long long)total);
		st_printf(stderr, "time %.3f s, %.0f leaves/s\n", dt, dt > 0 ? total / dt : 0.0);
	}
	free(p);
	return 0;
}

#define CHECK_USAGE "usage: leaper check FILE...\n"

/* leaper check FILE... */
int
cmd_check(var_set *set, int argc, char **argv)
{
	var_error err;
	char msg[VAR_MAX_TEXT * 2];
	int nfiles = 0, status = 0;
	const char *file;
	args a;

	(void)set;
	args_init(&a, argc, argv, "leaper check", CHECK_USAGE,
		  "Loads each variant file on its own and says what is wrong where (FILE:LINE).\n");
	while (args_next(&a)) {
		/* Each file on its own: two files may use the same names. */
		var_set one = { 0, NULL };
		if (!(file = args_operand(&a)))
			return args_unexpected(&a);
		nfiles++;
		if (var_load_file(&one, file, &err) != VAR_OK) {
			var_format_error(&err, msg, sizeof msg);
			st_printf(stderr, "%s\n", msg);
			status = 1;
		} else {
			for (int j = 0; j < one.count; j++)
				if (!strcmp(one.items[j]->file, file)) /* not the parents it loaded */
					st_printf(stdout, "%s: %s: ok (%dx%d, %d piece types)\n", file, one.items[j]->name,
					       one.items[j]->geo.files, one.items[j]->geo.ranks, one.items[j]->ntypes);
		}
		var_set_free(&one);
	}
	if (a.status >= 0)
		return a.status;
	if (!nfiles) {
		st_printf(stderr, CHECK_USAGE);
		return 2;
	}
	return status;
}

/* leaper variants */
int
cmd_variants(var_set *set, int argc, char **argv)
{
	var_error err;
	char msg[VAR_MAX_TEXT * 2];
	int i, width = 0;
	args a;

	args_init(&a, argc, argv, "leaper variants", "usage: leaper variants\n",
		  "Lists the variants of the data directories with their descriptions.\n");
	while (args_next(&a))
		return args_unexpected(&a);
	if (a.status >= 0)
		return a.status;
	if (var_load_all(set, &err) != VAR_OK || err.message[0]) {
		var_format_error(&err, msg, sizeof msg);
		st_printf(stderr, "leaper: %s\n", msg);
		if (set->count == 0)
			return 1;
	}
	for (i = 0; i < set->count; i++)
		if ((int)strlen(set->items[i]->name) > width)
			width = (int)strlen(set->items[i]->name);
	for (i = 0; i < set->count; i++)
		st_printf(stdout, "%-*s  %s\n", width, set->items[i]->name, set->items[i]->description);
	return 0;
}
