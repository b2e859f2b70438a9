/* suites.h - the Check suites of the rules core. */
#ifndef LEAPER_TESTS_SUITES_H
#define LEAPER_TESTS_SUITES_H

#include "testlib.h"

Suite *perft_suite(void);
Suite *variant_suite(void);
Suite *special_suite(void);
Suite *fen_suite(void);
Suite *c960_suite(void);
Suite *library_suite(void);

#endif
