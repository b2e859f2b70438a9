/* suites.h - the Check suites of the rules core. */
#ifndef LEAPER_TESTS_SUITES_H
#define LEAPER_TESTS_SUITES_H

#include <check.h>

#include "variant.h"

Suite *perft_suite(void);
Suite *variant_suite(void);
Suite *special_suite(void);

/* The variant of the shipped data files with this name (loaded once). */
const variant *test_variant(const char *name);

#endif
