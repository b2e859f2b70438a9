/* cmd_xboard.c - leaper xboard: the CECP engine mode on standard input
 * and output. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "args.h"
#include "cecp.h"
#include "commands.h"
#include "safe_text.h"

#define USAGE "usage: leaper xboard [--level N] [--hash MB]\n"

/* leaper xboard [--level N] [--hash MB] */
int
cmd_xboard(var_set *set, int argc, char **argv)
{
	cecp_options opt = { 0, 0, NULL, 0 };
	const char *text;
	long n;
	args a;

	args_init(&a, argc, argv, "leaper xboard", USAGE,
		  "Speaks the xboard protocol (CECP) on stdin and stdout, for XBoard and other GUIs.\n");
	while (args_next(&a)) {
		if (args_value(&a, "--level", &text)) {
			if (args_whole(text, 0, 10, &n) < 0) {
				st_printf(stderr, "leaper xboard: the level is a number from 1 to 10, not \"%s\"\n"
					USAGE, text);
				return 2;
			}
			opt.level = (int)n;
		} else if (args_value(&a, "--hash", &text)) {
			if (args_whole(text, 1, CECP_MAX_HASH_MB, &n) < 0) {
				st_printf(stderr, "leaper xboard: --hash takes a whole number of MB from 1 to %d, "
					"not \"%s\"\n" USAGE, CECP_MAX_HASH_MB, text);
				return 2;
			}
			opt.hash_mb = (size_t)n;
		} else {
			return args_unexpected(&a);
		}
	}
	if (a.status >= 0)
		return a.status;
	return cecp_run(set, &opt, STDIN_FILENO);
}
