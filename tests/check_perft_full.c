/* check_perft_full.c - runs the deep perft rows (a million leaves or more)
 * through the ordinary build of the core, which is fast enough for them;
 * check_rules runs the other rows through the verifying build. */
#include <stddef.h>

#include "suites.h"

int
main(void)
{
	return test_run(perft_suite(), c960_suite(), library_suite(), NULL);
}
