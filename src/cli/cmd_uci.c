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
	args a;

	args_init(&a, argc, argv, "leaper uci", USAGE,
		  "Speaks the UCI protocol on stdin and stdout, for UCI interfaces; the variant is\n"
		  "chosen with the UCI_Variant option.\n");
	while (args_next(&a)) {
		if (args_value(&a, "--hash", &text)) {
			if (cmd_hash_mb(&a, text, &opt.hash_mb) < 0)
				return 2;
		} else {
			return args_unexpected(&a);
		}
	}
	if (a.status >= 0)
		return a.status;
	return uci_run(set, &opt, STDIN_FILENO);
}
