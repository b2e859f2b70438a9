/* game_suites.h - the Check suites of move text, the game record and PGN. */
#ifndef LEAPER_TESTS_GAME_SUITES_H
#define LEAPER_TESTS_GAME_SUITES_H

#include "position.h"
#include "testlib.h"

Suite *san_suite(void);
Suite *game_suite(void);
Suite *annot_suite(void);
Suite *pgn_suite(void);
Suite *pgn_annot_suite(void);
Suite *safe_text_suite(void);

/* Sets p from fen (or the start when fen is NULL), failing the test on error. */
void gt_position(position *p, const variant *v, const char *fen);

/* A pseudo-random number from a fixed-seed generator (xorshift). */
unsigned gt_random(void);

/* Restarts gt_random from seed. */
void gt_seed(unsigned long long seed);

/* A new empty directory under $TMPDIR for one test; the caller removes it
 * with gt_rmdir. */
char *gt_tempdir(void);

/* Removes a directory made by gt_tempdir and every file in it. */
void gt_rmdir(char *dir);

/* Names of the five game variants, NULL-terminated. */
extern const char *const gt_variants[];

#endif
