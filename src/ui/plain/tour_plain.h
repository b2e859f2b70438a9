/* tour_plain.h - the tour puzzle in lines of text (leaper tour --plain). */
#ifndef LEAPER_TOUR_PLAIN_H
#define LEAPER_TOUR_PLAIN_H

#include <stdio.h>

#include "tour.h"

/* Runs the tour of v: squares and commands (undo, restart, solve, help,
 * quit) one per line from in, the board and the state to out, until quit
 * or the end of input. Returns the exit status. */
int tour_plain(const variant *v, FILE *in, FILE *out);

#endif
