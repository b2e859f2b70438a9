/* uci.h - the UCI engine protocol, so UCI interfaces (cutechess, Arena,
 * python-chess, match runners) can use leaper's engine in every variant
 * it plays, chosen with the UCI_Variant option as in Fairy-Stockfish. */
#ifndef LEAPER_UCI_H
#define LEAPER_UCI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "variant.h"

/* Settings given on the command line. */
typedef struct uci_options {
	size_t hash_mb;     /* transposition table size, MB, 1 to CECP_MAX_HASH_MB (0 = default) */
	FILE *out;          /* where replies go; NULL = standard output */
	uint64_t max_nodes; /* caps every search (tests and fuzzing); 0 = no cap */
	int threads;        /* search threads, 1 to ENG_MAX_THREADS (0 = 1); the Threads option */
} uci_options;

/* Speaks UCI on file descriptor in_fd (commands) and opt->out (replies)
 * until "quit", the end of the input or a write error. Returns the process
 * exit status. */
int uci_run(var_set *set, const uci_options *opt, int in_fd);

#endif
