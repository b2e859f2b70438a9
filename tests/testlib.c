/* testlib.c - the helpers every Check program shares. */
#include "testlib.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static var_set set;

/* The variant of the shipped data files with this name. */
const variant *
test_variant(const char *name)
{
	var_error err;
	const variant *v = var_find(&set, name, &err);

	if (!v) {
		char msg[512];
		var_format_error(&err, msg, sizeof msg);
		fprintf(stderr, "cannot load variant %s: %s\n", name, msg);
		abort();
	}
	return v;
}

/* The set the shipped variants are loaded into. */
var_set *
test_set(void)
{
	return &set;
}

/* Sets p to fen in a shipped variant, failing the test on a refusal. */
void
test_position(position *p, const char *name, const char *fen)
{
	const variant *v = test_variant(name);
	char msg[256] = "";
	pos_status st = pos_from_fen(p, v, fen ? fen : v->start, msg, sizeof msg);

	ck_assert_msg(st == POS_OK, "%s: \"%s\" refused: %s", name, fen ? fen : v->start, msg);
}

/* A new position on the heap set to fen. */
position *
test_position_new(const char *name, const char *fen)
{
	position *p = malloc(sizeof *p);

	ck_assert_ptr_nonnull(p);
	test_position(p, name, fen);
	return p;
}

/* Runs the suites and frees the variants. */
int
test_run(Suite *first, ...)
{
	SRunner *sr = srunner_create(first);
	Suite *s;
	va_list ap;
	int failed;

	va_start(ap, first);
	while ((s = va_arg(ap, Suite *)) != NULL)
		srunner_add_suite(sr, s);
	va_end(ap);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	var_set_free(&set);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
