/* cmd_xboard.c - leaper xboard: the CECP engine mode on standard input
 * and output. */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cecp.h"
#include "commands.h"

#define USAGE "usage: leaper xboard [--level N] [--hash MB]\n"

/* Reads text as a whole number from lo to hi into *out; returns -1 when it
 * is not one (signs, blanks, fractions and overflow included). */
static int
whole_number(const char *text, long lo, long hi, long *out)
{
	char *end;
	long n;

	if (!isdigit((unsigned char)*text))
		return -1;
	errno = 0;
	n = strtol(text, &end, 10);
	if (*end || errno == ERANGE || n < lo || n > hi)
		return -1;
	*out = n;
	return 0;
}

/* leaper xboard [--level N] [--hash MB] */
int
cmd_xboard(var_set *set, int argc, char **argv)
{
	cecp_options opt = { 0, 0, NULL, 0 };
	long n;
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--level") && i + 1 < argc) {
			if (whole_number(argv[++i], 0, 10, &n) < 0) {
				fprintf(stderr, "leaper xboard: the level is a number from 1 to 10, not \"%s\"\n"
					USAGE, argv[i]);
				return 2;
			}
			opt.level = (int)n;
		} else if (!strcmp(argv[i], "--hash") && i + 1 < argc) {
			if (whole_number(argv[++i], 1, CECP_MAX_HASH_MB, &n) < 0) {
				fprintf(stderr, "leaper xboard: --hash takes a whole number of MB from 1 to %d, "
					"not \"%s\"\n" USAGE, CECP_MAX_HASH_MB, argv[i]);
				return 2;
			}
			opt.hash_mb = (size_t)n;
		} else {
			fprintf(stderr, "leaper xboard: unexpected argument \"%s\"\n" USAGE, argv[i]);
			return 2;
		}
	}
	return cecp_run(set, &opt, STDIN_FILENO);
}
