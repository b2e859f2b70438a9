/* cmd_xboard.c - leaper xboard: the CECP engine mode on standard input
 * and output. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cecp.h"
#include "commands.h"

/* leaper xboard [--level N] [--hash MB] */
int
cmd_xboard(var_set *set, int argc, char **argv)
{
	cecp_options opt = { 0, 0, NULL, 0 };
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--level") && i + 1 < argc) {
			opt.level = atoi(argv[++i]);
			if (opt.level < 0 || opt.level > 10) {
				fprintf(stderr, "leaper xboard: the level is a number from 1 to 10\n");
				return 2;
			}
		} else if (!strcmp(argv[i], "--hash") && i + 1 < argc) {
			opt.hash_mb = (size_t)atol(argv[++i]);
		} else {
			fprintf(stderr, "leaper xboard: unexpected argument \"%s\"\n"
				"usage: leaper xboard [--level N] [--hash MB]\n", argv[i]);
			return 2;
		}
	}
	return cecp_run(set, &opt, STDIN_FILENO);
}
