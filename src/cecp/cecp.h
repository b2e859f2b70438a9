/* cecp.h - the xboard/CECP (version 2) engine protocol, so XBoard,
 * cutechess and friends can use leaper's engine. */
#ifndef LEAPER_CECP_H
#define LEAPER_CECP_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "variant.h"

/* The largest transposition table, in MB: its size in bytes still fits a
 * 32-bit size_t, which tt_init computes it in. */
#define CECP_MAX_HASH_MB 2048

/* Settings given on the command line. */
typedef struct cecp_options {
	int level;          /* playing level 1-10, 0 = full strength */
	size_t hash_mb;     /* transposition table size, MB, up to CECP_MAX_HASH_MB (0 = default) */
	FILE *out;          /* where replies go; NULL = standard output */
	uint64_t max_nodes; /* caps every search (tests and fuzzing); 0 = no cap */
	int threads;        /* search threads, 1 to ENG_MAX_THREADS (0 = 1); "cores" changes it */
} cecp_options;

/* Speaks CECP on file descriptor in_fd (commands) and opt->out (replies)
 * until "quit", the end of the input or a write error. Returns the process
 * exit status. */
int cecp_run(var_set *set, const cecp_options *opt, int in_fd);

#endif
