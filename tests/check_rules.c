/* check_rules.c - runs the Check suites of the rules core. */
#include <stddef.h>

#include "suites.h"

int
main(void)
{
	return test_run(variant_suite(), perft_suite(), special_suite(), fen_suite(), c960_suite(), library_suite(), NULL);
}
