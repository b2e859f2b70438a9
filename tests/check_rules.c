/* check_rules.c - runs the Check suites of the rules core. */
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
	SRunner *sr = srunner_create(variant_suite());
	int failed;

	srunner_add_suite(sr, perft_suite());
	srunner_add_suite(sr, special_suite());
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	var_set_free(&set);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
