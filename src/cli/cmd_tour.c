/* cmd_tour.c - leaper tour: the King's Lancer's Tour puzzle (or any
 * variant file with "puzzle = tour"), on the screen or in lines of text. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "args.h"
#include "commands.h"
#include "safe_text.h"
#include "tour_plain.h"
#include "tui.h"

/* The first variant of the data directories with "puzzle = tour". */
static const variant *
find_tour(var_set *set)
{
	var_error err;
	char msg[VAR_MAX_TEXT * 2];
	int i;

	if (var_load_all(set, &err) != VAR_OK && set->count == 0) {
		var_format_error(&err, msg, sizeof msg);
		st_printf(stderr, "leaper: %s\n", msg);
		return NULL;
	}
	for (i = 0; i < set->count; i++)
		if (strcmp(set->items[i]->puzzle, "tour") == 0)
			return set->items[i];
	st_printf(stderr, "leaper tour: no variant file has \"puzzle = tour\"\n");
	return NULL;
}

#define TOUR_USAGE "usage: leaper tour [--plain] [--ascii] [--mono]\n"

/* leaper tour [--plain] [--ascii] [--mono] */
int
cmd_tour(var_set *set, int argc, char **argv)
{
	tui_options o = { 0, 0, 0 };
	int plain = 0;
	const variant *v;
	args a;

	args_init(&a, argc, argv, "leaper tour", TOUR_USAGE,
		  "The line-mode front end (--plain) also runs when stdin or stdout is not a terminal.\n");
	while (args_next(&a)) {
		if (args_flag(&a, "--plain"))
			plain = 1;
		else if (!args_display(&a, &o))
			return args_unexpected(&a);
	}
	if (a.status >= 0)
		return a.status;
	if (!(v = find_tour(set)))
		return 1;
	if (plain || !isatty(0) || !isatty(1))
		return tour_plain(v, stdin, stdout);
	return tui_run_tour(set, &o, v);
}
