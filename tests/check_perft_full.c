/* check_perft_full.c - runs the deep perft rows (a million leaves or more)
 * through the ordinary build of the core, which is fast enough for them;
 * check_rules runs the other rows through the verifying build. */
#include <stdio.h>
#include <stdlib.h>

#include "suites.h"

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

int
main(void)
{
	SRunner *sr = srunner_create(perft_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	var_set_free(&set);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
