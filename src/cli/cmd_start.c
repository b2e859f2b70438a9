/* cmd_start.c - leaper with no command (or display options only): the
 * start screen, which needs a terminal. */
#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include "commands.h"
#include "safe_text.h"
#include "tui.h"

/* leaper [--ascii] [--mono] [--flip]: the start screen. */
int
cmd_start(var_set *set, int argc, char **argv)
{
	tui_options o = { 0, 0, 0 };
	int i = 1;

	while (i < argc)
		if (!tui_option(&o, argc, argv, &i)) {
			st_printf(stderr, "leaper: unexpected argument \"%s\"\n", argv[i]);
			return 2;
		}
	/* Without a terminal there is no start screen: a command is needed. */
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		st_printf(stderr, "leaper: no command (the start screen needs a terminal); see 'leaper --help'\n");
		return 2;
	}
	return tui_run(set, &o, NULL);
}
