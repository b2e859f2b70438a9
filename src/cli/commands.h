/* commands.h - the subcommands of the leaper program. Each takes the
 * arguments after its name and returns the process exit status. */
#ifndef LEAPER_COMMANDS_H
#define LEAPER_COMMANDS_H

#include "variant.h"

int cmd_play(var_set *set, int argc, char **argv);
int cmd_replay(var_set *set, int argc, char **argv);
int cmd_perft(var_set *set, int argc, char **argv);
int cmd_check(var_set *set, int argc, char **argv);
int cmd_variants(var_set *set, int argc, char **argv);
int cmd_bench(var_set *set, int argc, char **argv);
/* leaper annotate: the engine's evaluations and judgements written into a PGN file. */
int cmd_annotate(var_set *set, int argc, char **argv);
int cmd_tour(var_set *set, int argc, char **argv);
/* The start screen: leaper with no command (or display options only). */
int cmd_start(var_set *set, int argc, char **argv);
int cmd_xboard(var_set *set, int argc, char **argv);
int cmd_uci(var_set *set, int argc, char **argv);
/* leaper tune: self-play positions and evaluations for tuning (not in the help). */
int cmd_tune(var_set *set, int argc, char **argv);

/* leaper tune squares and leaper tune mobility (cmd_tune_bonus.c): fit
 * v's square bonuses (mobility 0) or mobility bonuses (1) to the
 * "FEN;RESULT" lines of the files, print them as variant-file lines. */
int tune_bonuses(const variant *v, char **files, int nfiles, double ridge, int steps, int mobility);

/* Loads the variant named by -v (or the default) and reports failure on
 * stderr; returns NULL then. */
const variant *cmd_variant(var_set *set, const char *name);

struct args;
/* Reads text as the --hash of 'leaper xboard' and 'leaper uci', MB from 1
 * to CECP_MAX_HASH_MB, into *mb; else says so (as a->prog, with its
 * usage) on stderr and returns -1. */
int cmd_hash_mb(const struct args *a, const char *text, size_t *mb);

#endif
