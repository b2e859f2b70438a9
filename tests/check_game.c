/* check_game.c - runs the Check suites of move text, the game record and
 * saved games, and holds their shared helpers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game_suites.h"

const char *const gt_variants[] = { "chess", "lancerchess", "clash", "complete", "onslaught", NULL };

static unsigned long long rng = 88172645463325252ULL;

/* Sets p from fen, failing the test on error. */
void
gt_position(position *p, const variant *v, const char *fen)
{
	char msg[256];
	pos_status st = fen ? pos_from_fen(p, v, fen, msg, sizeof msg) : pos_start(p, v, msg, sizeof msg);

	ck_assert_msg(st == POS_OK, "bad FEN %s: %s", fen ? fen : "(start)", msg);
}

/* Restarts the generator. */
void
gt_seed(unsigned long long seed)
{
	rng = seed ? seed : 1;
}

/* The next number of a xorshift generator. */
unsigned
gt_random(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng >> 16);
}

/* A new empty directory for one test. */
char *
gt_tempdir(void)
{
	char *dir = malloc(512);

	ck_assert_ptr_nonnull(dir);
	test_temp_dir(dir, 512, "check");
	return dir;
}

/* Removes a directory made by gt_tempdir and its files. */
void
gt_rmdir(char *dir)
{
	test_remove_tree(dir);
	free(dir);
}

int
main(void)
{
	return test_run(san_suite(), game_suite(), annot_suite(), pgn_suite(), pgn_annot_suite(), safe_text_suite(),
			NULL);
}
