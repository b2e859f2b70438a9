/* testlib.h - what every Check program of the tests shares: the shipped
 * variants, loaded once, and the running of the suites. */
#ifndef LEAPER_TESTS_TESTLIB_H
#define LEAPER_TESTS_TESTLIB_H

#include <check.h>

#include "position.h"
#include "variant.h"

/* The variant of the shipped data files with this name, loaded once into
 * test_set(); aborts the program when it cannot be loaded. */
const variant *test_variant(const char *name);

/* The set the shipped variants are loaded into. */
var_set *test_set(void);

/* Sets p to fen in the shipped variant name (its start when fen is NULL),
 * failing the test when the FEN is refused. */
void test_position(position *p, const char *name, const char *fen);

/* The same in a new position on the heap (positions are large), which
 * the caller frees. */
position *test_position_new(const char *name, const char *fen);

/* Makes a new empty folder "$TMPDIR/leaper-NAME-XXXXXX" (/tmp without
 * TMPDIR) into dir, failing the test when it cannot. The folder and all
 * in it are removed when the process that made it exits (with Check's
 * forking, the test's own process), whether the test passed or not. */
void test_temp_dir(char *dir, size_t size, const char *name);

/* Writes text to the file dir/name (failing the test when it cannot) and
 * its path into path. */
void test_write_file(const char *dir, const char *name, const char *text, char *path, size_t size);

/* Removes path and, for a folder, everything in it. */
void test_remove_tree(const char *path);

/* Runs the suites (a NULL-terminated list) in that order, frees the
 * variants and returns the exit status for main. */
int test_run(Suite *first, ...);

#endif
