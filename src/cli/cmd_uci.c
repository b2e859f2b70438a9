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
#include "uci.h"

#define USAGE "usage: leaper uci [--hash MB]\n"

/* leaper uci [--hash MB] */
int
cmd_uci(var_set *set, int argc, char **argv)
{
	uci_options opt = { 0, NULL, 0 };
	const char *text;
	long n;
	args a;

	args_init(&a, argc, argv, "leaper uci", USAGE,
		  "Speaks the UCI protocol on stdin and stdout, for UCI interfaces; the variant is\n"
		  "chosen with the UCI_Variant option.\n");
	while (args_next(&a)) {
		if (args_value(&a, "--hash", &text)) {
			/* the range of 'leaper xboard --hash' */
			if (args_whole(text, 1, CECP_MAX_HASH_MB, &n) < 0) {
				st_printf(stderr, "leaper uci: --hash takes a whole number of MB from 1 to %d, "
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
	return uci_run(set, &opt, STDIN_FILENO);
}
