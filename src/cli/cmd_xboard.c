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
#include "search.h"

#define USAGE "usage: leaper xboard [--level N] [--hash MB] [--threads N]\n"

/* Reads --hash the same way for both engine modes. */
int
cmd_hash_mb(const args *a, const char *text, size_t *mb)
{
	long n;

	if (args_whole(text, 1, CECP_MAX_HASH_MB, &n) < 0) {
		st_printf(stderr, "%s: --hash takes a whole number of MB from 1 to %d, not \"%s\"\n", a->prog,
			  CECP_MAX_HASH_MB, text);
		fputs(a->usage, stderr);
		return -1;
	}
	*mb = (size_t)n;
	return 0;
}

/* leaper xboard [--level N] [--hash MB] [--threads N] */
int
cmd_xboard(var_set *set, int argc, char **argv)
{
	cecp_options opt = { 0, 0, NULL, 0, 0 };
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
			if (cmd_hash_mb(&a, text, &opt.hash_mb) < 0)
				return 2;
		} else if (args_value(&a, "--threads", &text)) {
			if (args_whole(text, 1, ENG_MAX_THREADS, &n) < 0) {
				st_printf(stderr, "%s: --threads takes a number from 1 to %d, not \"%s\"\n" USAGE,
					  a.prog, ENG_MAX_THREADS, text);
				return 2;
			}
			opt.threads = (int)n;
		} else {
			return args_unexpected(&a);
		}
	}
	if (a.status >= 0)
		return a.status;
	return cecp_run(set, &opt, STDIN_FILENO);
}
