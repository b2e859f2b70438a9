/* check_tour.c - the tour puzzle: circuits, journeys, failures, facing,
 * and the solver against an independent brute force. */
#include <stdlib.h>
#include <string.h>

#include "tour.h"
#include "tui_suites.h"

/* A tour of the shipped puzzle variant (found by its puzzle key). */
static tour *
new_tour(void)
{
	const variant *v = tui_test_puzzle("tour");
	tour *t = malloc(sizeof *t);
	char msg[128];

	ck_assert_ptr_nonnull(v);
	ck_assert_ptr_nonnull(t);
	ck_assert_int_eq(tour_init(t, v, msg, sizeof msg), 0);
	return t;
}

/* Plays a path of square names; returns the status of the first refusal. */
static enum tour_status
play(tour *t, const char *const *names)
{
	int sq;
	enum tour_status s;

	for (; *names; names++) {
		ck_assert_int_gt(brd_parse_square(&t->v->geo, *names, &sq), 0);
		if ((s = tour_play(t, sq)) != TOUR_OK)
			return s;
	}
	return TOUR_OK;
}

/* The circuit of the rules: it ends back on a1 facing south. */
START_TEST(test_circuit)
{
	static const char *const path[] = { "b1", "c1", "c2", "c3", "b3", "b2", "a2", "a3", "a1", NULL };
	tour *t = new_tour();

	ck_assert_int_eq(t->start, BRD_SQ(0, 0));
	ck_assert_int_eq(tour_facing(t), TOUR_NE);
	ck_assert_str_eq(tour_dir_name(tour_facing(t)), "north-east");
	ck_assert_int_eq(play(t, path), TOUR_OK);
	ck_assert_int_eq(tour_state(t), TOUR_CIRCUIT);
	ck_assert_int_eq(tour_facing(t), TOUR_S);
	ck_assert_int_eq(tour_play(t, BRD_SQ(1, 0)), TOUR_ERR_OVER);
	/* Undo of the last move leaves a journey ending on a3, facing north. */
	ck_assert_int_eq(tour_undo(t), 0);
	ck_assert_int_eq(tour_state(t), TOUR_JOURNEY);
	ck_assert_int_eq(tour_facing(t), TOUR_N);
	free(t);
}
END_TEST

/* B3 to A3 in the rules' example spoils the circuit but still allows a
 * journey: a3 a2 b2 lands on the last squares away from a1. */
START_TEST(test_journey)
{
	static const char *const path[] = { "b1", "c1", "c2", "c3", "b3", "a3", "a2", "b2", NULL };
	tour *t = new_tour();
	int dest[8];

	ck_assert_int_eq(play(t, path), TOUR_OK);
	ck_assert_int_eq(tour_state(t), TOUR_JOURNEY);
	ck_assert_int_eq(tour_facing(t), TOUR_E);
	ck_assert_int_eq(tour_moves(t, dest, 8), 0);
	free(t);
}
END_TEST

/* Refusals: a move the piece cannot make, a revisit, and an early return
 * to the start square. */
START_TEST(test_refusals)
{
	tour *t = new_tour();

	ck_assert_int_eq(tour_play(t, BRD_SQ(1, 1)), TOUR_ERR_MOVE);
	ck_assert_int_eq(tour_play(t, BRD_SQ(0, 1)), TOUR_OK);
	ck_assert_int_eq(tour_play(t, BRD_SQ(0, 0)), TOUR_ERR_EARLY);
	ck_assert_int_eq(tour_play(t, BRD_SQ(1, 1)), TOUR_OK);
	ck_assert_int_eq(tour_play(t, BRD_SQ(0, 1)), TOUR_ERR_VISITED);
	ck_assert_int_eq(t->len, 3);
	ck_assert_str_ne(tour_strerror(TOUR_ERR_EARLY), tour_strerror(TOUR_ERR_VISITED));
	free(t);
}
END_TEST

/* A tour that leaves squares it can no longer reach is stuck; undo
 * brings it back to a state that can go on. */
START_TEST(test_stuck)
{
	/* From c3 the Lancer reaches a3 b3 c1 c2; all are taken, a2 and b2 are left. */
	static const char *const path[] = { "a3", "b3", "b1", "c1", "c2", "c3", NULL };
	tour *t = new_tour();

	ck_assert_int_eq(play(t, path), TOUR_OK);
	ck_assert_int_eq(tour_state(t), TOUR_STUCK);
	ck_assert_int_eq(tour_undo(t), 0);
	ck_assert_int_ne(tour_state(t), TOUR_STUCK);
	while (tour_undo(t) == 0)
		;
	ck_assert_int_eq(t->len, 1);
	ck_assert_int_eq(t->visited, 1);
	free(t);
}
END_TEST

/* Whether two squares are a King's Lancer (WD) move apart. */
static int
wd(int a, int b)
{
	int df = abs(BRD_FILE(a) - BRD_FILE(b)), dr = abs(BRD_RANK(a) - BRD_RANK(b));

	return (df == 0 && (dr == 1 || dr == 2)) || (dr == 0 && (df == 1 || df == 2));
}

/* Counts WD paths over the 8 squares other than a1 by brute force over
 * permutations; counts[1] those that can also return to a1. */
static void
brute(int *sq, int k, int n, long counts[2])
{
	int i, tmp;

	if (k == n) {
		int ok = wd(BRD_SQ(0, 0), sq[0]);
		for (i = 1; i < n && ok; i++)
			ok = wd(sq[i - 1], sq[i]);
		if (ok) {
			counts[0]++;
			counts[1] += wd(sq[n - 1], BRD_SQ(0, 0));
		}
		return;
	}
	for (i = k; i < n; i++) {
		tmp = sq[k], sq[k] = sq[i], sq[i] = tmp;
		brute(sq, k + 1, n, counts);
		tmp = sq[k], sq[k] = sq[i], sq[i] = tmp;
	}
}

/* The solver finds a circuit that replays as one, and the counts match a
 * brute force that knows nothing of the tour module. */
START_TEST(test_solver)
{
	tour *t = new_tour();
	int rest[TOUR_MAX_PATH], nrest, i, sq[8], n = 0, f, r;
	long circuits, journeys, counts[2] = { 0, 0 };
	static const char *const spoilt[] = { "b1", "c1", "c2", "c3", "b3", "a3", NULL };

	ck_assert_int_eq(tour_solve(t, rest, &nrest), TOUR_CIRCUIT);
	ck_assert_int_eq(nrest, 9);
	for (i = 0; i < nrest; i++)
		ck_assert_int_eq(tour_play(t, rest[i]), TOUR_OK);
	ck_assert_int_eq(tour_state(t), TOUR_CIRCUIT);
	tour_reset(t);
	for (r = 0; r < 3; r++)
		for (f = 0; f < 3; f++)
			if (f || r)
				sq[n++] = BRD_SQ(f, r);
	brute(sq, 0, 8, counts);
	tour_count(t, &circuits, &journeys);
	ck_assert_int_gt(counts[1], 0);
	ck_assert_int_eq(circuits, counts[1]);
	ck_assert_int_eq(journeys, counts[0]);
	/* From a spoilt circuit the solver offers the journey. */
	ck_assert_int_eq(play(t, spoilt), TOUR_OK);
	ck_assert_int_eq(tour_solve(t, rest, &nrest), TOUR_JOURNEY);
	ck_assert_int_eq(nrest, 2);
	free(t);
}
END_TEST

/* The suite of the tour. */
Suite *
tour_suite(void)
{
	Suite *s = suite_create("tour");
	TCase *tc = tcase_create("tour");

	tcase_add_test(tc, test_circuit);
	tcase_add_test(tc, test_journey);
	tcase_add_test(tc, test_refusals);
	tcase_add_test(tc, test_stuck);
	tcase_add_test(tc, test_solver);
	suite_add_tcase(s, tc);
	return s;
}
