/* cmd_uci.c - leaper uci: the UCI engine mode on standard input and
 * output. */
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
#include "uci.h"

#define USAGE "usage: leaper uci [--hash MB] [--threads N]\n"

/* leaper uci [--hash MB] [--threads N] */
int
cmd_uci(var_set *set, int argc, char **argv)
{
	uci_options opt = { 0, NULL, 0, 0 };
	const char *text;
	args a;

	args_init(&a, argc, argv, "leaper uci", USAGE,
		  "Speaks the UCI protocol on stdin and stdout, for UCI interfaces; the variant is\n"
		  "chosen with the UCI_Variant option.\n");
	while (args_next(&a)) {
		if (args_value(&a, "--hash", &text)) {
			if (cmd_hash_mb(&a, text, &opt.hash_mb) < 0)
				return 2;
		} else if (args_value(&a, "--threads", &text)) {
			long n;
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
	return uci_run(set, &opt, STDIN_FILENO);
}
