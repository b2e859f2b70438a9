/* plain.h - the line-mode front end (--plain): reads moves and commands
 * from stdin, one per line, and prints the board as text after each move.
 * It is for screen readers, pipes and scripts, so its output is plain and
 * its result line has a fixed form: "Result: 1-0 (checkmate)". The game
 * itself is the match layer's; this file only shows it and reads lines.
 */
#ifndef LEAPER_PLAIN_H
#define LEAPER_PLAIN_H

#include "match.h"

/* Runs the front end on the game the options ask for, until quit, the end
 * of the input or a signal; returns the exit status (0; 1 when the game
 * could not be started or was left unsaved; 128 + the signal). */
int plain_run(var_set *set, const match_options *opt);

#endif
