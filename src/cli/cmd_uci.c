/* cmd_uci.c - leaper uci: the UCI engine mode on standard input and
 * output. */
#include "config.h"

#include <ctype.h>
#include <errno.h>
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

/* Reads text as a number of MB from 1 to CECP_MAX_HASH_MB, the range of
 * 'leaper xboard --hash' (no sign, blank or fraction); returns 0 or -1. */
static int
hash_mb(const char *text, size_t *out)
{
	char *end;
	long n;

	if (!isdigit((unsigned char)*text))
		return -1;
	errno = 0;
	n = strtol(text, &end, 10);
	if (*end || errno == ERANGE || n < 1 || n > CECP_MAX_HASH_MB)
		return -1;
	*out = (size_t)n;
	return 0;
}

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
			if (hash_mb(text, &opt.hash_mb) < 0) {
				st_printf(stderr, "leaper uci: --hash takes a whole number of MB from 1 to %d, "
					  "not \"%s\"\n" USAGE, CECP_MAX_HASH_MB, text);
				return 2;
			}
		} else {
			return args_unexpected(&a);
		}
	}
	if (a.status >= 0)
		return a.status;
	return uci_run(set, &opt, STDIN_FILENO);
}
