/* tui_suites.h - the Check suites of the curses-free parts of the curses
 * front end: the text grid, the board renderer and the tour puzzle. */
#ifndef LEAPER_TESTS_TUI_SUITES_H
#define LEAPER_TESTS_TUI_SUITES_H

#include "testlib.h"

Suite *grid_suite(void);
Suite *board_suite(void);
Suite *tour_suite(void);
Suite *session_suite(void);
Suite *rules_suite(void);

/* The first shipped variant whose "puzzle" key is kind, or NULL. */
const variant *tui_test_puzzle(const char *kind);

#endif
