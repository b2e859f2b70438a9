/* cmd_start.c - leaper with no command (or display options only): the
 * start screen, which needs a terminal. */
#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include "args.h"
#include "commands.h"
#include "safe_text.h"
#include "tui.h"

/* leaper [--ascii] [--mono] [--flip]: the start screen. */
int
cmd_start(var_set *set, int argc, char **argv)
{
	tui_options o = { 0, 0, 0 };
	args a;

	args_init(&a, argc, argv, "leaper", "usage: leaper [--ascii] [--mono] [--flip]\n",
		  "The start screen; see 'leaper --help' for the commands.\n");
	while (args_next(&a))
		if (!args_display(&a, &o))
			return args_unexpected(&a);
	if (a.status >= 0)
		return a.status;
	/* Without a terminal there is no start screen: a command is needed. */
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		st_printf(stderr, "leaper: no command (the start screen needs a terminal); see 'leaper --help'\n");
		return 2;
	}
	return tui_run(set, &o, NULL);
}
