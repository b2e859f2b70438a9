/* fuzz_cecp.c - fuzz target: the xboard/CECP command reader. The input is
 * the interface's side of a session, fed through a pipe that then ends;
 * replies go to /dev/null. Every search is capped at a few hundred nodes,
 * so any input ends quickly; the session must end by itself at the end of
 * its input, without a memory error or undefined behaviour. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cecp.h"

#define MAX_INPUT 32768 /* well within a pipe's buffer */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static var_set set;
static FILE *sink;

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	cecp_options opt = { 0, 1, NULL, 256, 0 };
	int fds[2];

	if (!sink && !(sink = fopen("/dev/null", "w")))
		abort();
	if (size > MAX_INPUT)
		size = MAX_INPUT;
	if (pipe(fds) < 0)
		abort();
	if (size && write(fds[1], data, size) != (ssize_t)size)
		abort();
	close(fds[1]);
	opt.out = sink;
	if (cecp_run(&set, &opt, fds[0]) != 0)
		abort(); /* the variants of the data directory must load */
	close(fds[0]);
	return 0;
}
