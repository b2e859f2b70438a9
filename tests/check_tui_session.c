/* check_tui_session.c - a game as the curses front end plays it, without
 * a terminal: picking up and putting down, promotion menus, undo against
 * the computer, the move list and its clicks, captured pieces, the
 * autosave file, and the clocks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pgn.h"
#include "session.h"
#include "tui_suites.h"

/* A session with a new game of variant name at fen (NULL: the start). */
static session *
start(const char *name, const char *fen)
{
	static var_set unused;
	session *s = malloc(sizeof *s);

	ck_assert_ptr_nonnull(s);
	sess_init(s, &unused, 0);
	ck_assert_int_eq(match_new(&s->m, test_variant(name), fen), 0);
	return s;
}

/* Frees a session. */
static void
stop(session *s)
{
	sess_free(s);
	free(s);
}

/* The square of a name on the session's board. */
static int
sq(session *s, const char *name)
{
	int k;

	ck_assert_int_gt(brd_parse_square(&s->m.g.v->geo, name, &k), 0);
	return k;
}

/* Picking a piece marks its targets; putting it on one plays the move. */
START_TEST(test_pick_and_drop)
{
	session *s = start("chess", NULL);

	ck_assert_int_eq(sess_square(s, sq(s, "e4")), SESS_NOTHING);
	ck_assert_ptr_nonnull(strstr(s->message, "Pick up"));
	ck_assert_int_eq(sess_square(s, sq(s, "e7")), SESS_NOTHING);
	ck_assert_int_eq(sess_square(s, sq(s, "e2")), SESS_PICKED);
	ck_assert_int_eq(s->targets[sq(s, "e3")], 1);
	ck_assert_int_eq(s->targets[sq(s, "e4")], 1);
	ck_assert_int_eq(s->targets[sq(s, "e5")], 0);
	/* A second piece of one's own replaces the first. */
	ck_assert_int_eq(sess_square(s, sq(s, "g1")), SESS_PICKED);
	ck_assert_int_eq(s->selected, sq(s, "g1"));
	ck_assert_int_eq(s->targets[sq(s, "e4")], 0);
	ck_assert_int_eq(sess_square(s, sq(s, "g1")), SESS_DROPPED);
	ck_assert_int_eq(s->selected, 0);
	ck_assert_int_eq(sess_square(s, sq(s, "e2")), SESS_PICKED);
	ck_assert_int_eq(sess_square(s, sq(s, "e4")), SESS_PLAYED);
	ck_assert_int_eq(s->m.g.ply, 1);
	ck_assert_str_eq(s->m.g.moves[0].san, "e4");
	ck_assert_int_eq(s->selected, 0);
	stop(s);
}
END_TEST

/* A drop the rules forbid says why, in the move reader's words. */
START_TEST(test_drop_reason)
{
	session *s = start("chess", "3rk3/8/8/8/8/8/8/4K3 w - - 0 1");

	ck_assert_int_eq(sess_square(s, sq(s, "e1")), SESS_PICKED);
	ck_assert_int_eq(sess_square(s, sq(s, "d1")), SESS_NOTHING);
	ck_assert_int_eq(s->msg_kind, SESS_ERROR);
	ck_assert_ptr_nonnull(strstr(s->message, "attacked"));
	ck_assert_int_eq(s->m.g.ply, 0);
	stop(s);
}
END_TEST

/* Promotion offers the allowed pieces only: in LancerChess a Lancer's kind
 * follows the promotion square's colour. */
START_TEST(test_promotion_menu)
{
	session *s = start("chess", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
	int i, knight = -1, lancer = 0, qlancer = 0;
	const variant *v;

	sess_square(s, sq(s, "e7"));
	ck_assert_int_eq(sess_square(s, sq(s, "e8")), SESS_PROMOTE);
	ck_assert_int_eq(s->npromo, 4);
	for (i = 0; i < s->npromo; i++)
		if (s->m.g.v->pieces[MV_PROMO(s->promo[i])].letter == 'N')
			knight = i;
	ck_assert_int_ge(knight, 0);
	ck_assert_int_eq(sess_promote(s, knight), 0);
	ck_assert_str_eq(s->m.g.moves[0].san, "e8=N");
	stop(s);

	s = start("lancerchess", "8/4P3/8/8/8/8/q7/3Q4 w - - 0 1");
	v = s->m.g.v;
	sess_square(s, sq(s, "e7"));
	ck_assert_int_eq(sess_square(s, sq(s, "e8")), SESS_PROMOTE);
	for (i = 0; i < s->npromo; i++) {
		lancer += v->pieces[MV_PROMO(s->promo[i])].letter == 'L';
		qlancer += v->pieces[MV_PROMO(s->promo[i])].letter == 'D';
	}
	/* e8 is light like b1 (the Queen's Lancer's), not like g1. */
	ck_assert_int_eq(lancer, 0);
	ck_assert_int_eq(qlancer, 1);
	ck_assert_int_eq(sess_promote(s, -1), -1);
	ck_assert_int_eq(s->npromo, 0);
	ck_assert_int_eq(s->m.g.ply, 0);
	stop(s);
}
END_TEST

/* Against the computer, undo goes back to the person's turn. */
START_TEST(test_undo_against_computer)
{
	session *s = start("chess", NULL);

	ck_assert_int_eq(match_play_text(&s->m, "e4"), 0);
	ck_assert_int_eq(match_play_text(&s->m, "e5"), 0);
	ck_assert_int_eq(match_set_player(&s->m, BLACK, 1, 1), 0);
	ck_assert(match_human_turn(&s->m));
	ck_assert_int_eq(match_play_text(&s->m, "Nf3"), 0);
	ck_assert(match_program_turn(&s->m));
	/* a person cannot move for the computer */
	ck_assert_int_eq(match_play_text(&s->m, "Nc6"), -1);
	ck_assert_int_eq(match_undo(&s->m), 1);
	ck_assert(match_human_turn(&s->m));
	ck_assert_int_eq(match_undo(&s->m), 2);
	ck_assert_int_eq(s->m.g.ply, 0);
	ck_assert_int_eq(s->m.g.pos.side, WHITE);
	ck_assert_int_eq(match_redo(&s->m), 2);
	ck_assert_int_eq(s->m.g.ply, 2);
	/* Between two people a single move goes back. */
	match_set_player(&s->m, BLACK, 0, 0);
	ck_assert_int_eq(match_undo(&s->m), 1);
	ck_assert_int_eq(match_play_text(&s->m, "e9"), -1);
	ck_assert_int_eq(s->msg_kind, SESS_ERROR);
	stop(s);
}
END_TEST

/* The cursor moves as the board is seen, and stays on the board. */
START_TEST(test_cursor_steps)
{
	session *s = start("chess", NULL);

	s->cursor = sq(s, "a1");
	sess_cursor_step(s, -1, -1);
	ck_assert_int_eq(s->cursor, sq(s, "a1"));
	sess_cursor_step(s, 1, 1);
	ck_assert_int_eq(s->cursor, sq(s, "b2"));
	s->flipped = 1;
	sess_cursor_step(s, 1, 1);
	ck_assert_int_eq(s->cursor, sq(s, "a1"));
	stop(s);
}
END_TEST

/* The move list numbers the moves, marks the current one, and maps a
 * click back to a ply; a game starting with Black begins with "...". */
START_TEST(test_move_list)
{
	session *s = start("chess", NULL);
	char line[128];
	int hl, len, after;

	match_play_text(&s->m, "e4");
	match_play_text(&s->m, "e5");
	match_play_text(&s->m, "Nf3");
	ck_assert_int_eq(sess_move_lines(s), 2);
	sess_move_line(s, 0, line, sizeof line, &hl, &len, &after);
	ck_assert_int_eq(strncmp(line, "1. e4", 5), 0);
	ck_assert_ptr_nonnull(strstr(line, "e5"));
	ck_assert_int_eq(hl, -1);
	sess_move_line(s, 1, line, sizeof line, &hl, &len, &after);
	ck_assert_int_eq(hl, 3);
	ck_assert_int_eq(len, 3);
	ck_assert_int_eq(strncmp(line + hl, "Nf3", 3), 0);
	sess_move_line(s, 0, line, sizeof line, &hl, &len, &after);
	ck_assert_int_eq(sess_move_at(s, 0, (int)(strstr(line, "e5") - line)), 2);
	ck_assert_int_eq(sess_move_at(s, 1, 3), 3);
	ck_assert_int_eq(sess_move_at(s, 1, 14), -1);
	ck_assert_int_eq(sess_move_at(s, 0, 0), -1);
	ck_assert_int_eq(after, -1);
	match_goto(&s->m, 1);
	sess_move_line(s, 0, line, sizeof line, &hl, &len, &after);
	ck_assert_int_eq(hl, 3);
	ck_assert_int_eq(after, (int)(strstr(line, "e5") - line));
	stop(s);

	s = start("chess", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 7");
	match_play_text(&s->m, "Kd7");
	sess_move_line(s, 0, line, sizeof line, &hl, &len, &after);
	ck_assert_int_eq(strncmp(line, "7. ...", 6), 0);
	ck_assert_ptr_nonnull(strstr(line, "Kd7"));
	stop(s);
}
END_TEST

/* The move list shows the record's NAG symbols after the SAN and its
 * variations on lines of their own, indented in parentheses after the
 * line of the move they replace; inside a variation the move shown is
 * the highlight of its line, and that line is the list's cursor. */
START_TEST(test_move_list_words)
{
	static const char text[] = "1. e4 $1 e5 2. Nf3?! (2. f4 !? exf4 (2... d5 3. exd5) 3. Nf3) (2. Bc4 Nf6)\n"
				   "2... Nc6 $14 3. Bb5 *\n";
	session *s = start("chess", NULL);
	char line[128], msg[256];
	int hl, len, after;
	game g;

	memset(&g, 0, sizeof g);
	ck_assert_msg(pgn_load_buffer(text, strlen(text), "t.pgn", 1, test_set(), &g, msg, sizeof msg) == PGN_OK,
		      "%s", msg);
	match_adopt(&s->m, &g, 2, 1);
	ck_assert_int_eq(sess_move_lines(s), 5);
	sess_move_line(s, 0, line, sizeof line, &hl, &len, &after);
	ck_assert_str_eq(line, "1. e4!       e5");
	ck_assert_int_eq(strncmp(line + hl, "e5", 2), 0);
	sess_move_line(s, 1, line, sizeof line, &hl, &len, &after);
	ck_assert_str_eq(line, "2. Nf3?!     Nc6 +=");
	ck_assert_int_eq(hl, -1);
	sess_move_line(s, 2, line, sizeof line, &hl, &len, &after);
	ck_assert_str_eq(line, "    (2. f4!? exf4 (2... d5 3. exd5) 3. Nf3)");
	ck_assert_int_eq(sess_move_at(s, 2, 6), -1); /* no ply on a variation's line */
	sess_move_line(s, 3, line, sizeof line, &hl, &len, &after);
	ck_assert_str_eq(line, "    (2. Bc4 Nf6)");
	sess_move_line(s, 4, line, sizeof line, &hl, &len, &after);
	ck_assert_int_eq(strncmp(line, "3. Bb5", 6), 0);
	ck_assert_int_eq(sess_move_at(s, 4, 3), 5);
	ck_assert_int_eq(sess_move_cursor(s), 0);
	/* into 2. f4, on to exf4, into the nested 2... d5 */
	ck_assert_int_eq(match_var_enter(&s->m, 1), 0);
	ck_assert_int_eq(match_var_step(&s->m, 1), 0);
	ck_assert_int_eq(sess_move_cursor(s), 2);
	sess_move_line(s, 2, line, sizeof line, &hl, &len, &after);
	ck_assert_int_eq(strncmp(line + hl, "exf4", (size_t)len), 0);
	ck_assert_int_eq(len, 4);
	sess_move_line(s, 0, line, sizeof line, &hl, &len, &after);
	ck_assert_int_eq(hl, -1); /* the main line's move is not the one shown */
	ck_assert_int_eq(match_var_step(&s->m, -1), 0);
	ck_assert_int_eq(match_var_enter(&s->m, 1), 0);
	sess_move_line(s, 2, line, sizeof line, &hl, &len, &after);
	ck_assert_int_eq(strncmp(line + hl, "2... d5", (size_t)len), 0);
	sess_status(s, line, sizeof line);
	ck_assert_str_eq(line, "White to move (variation)");
	/* a piece cannot be picked up inside a variation */
	ck_assert_int_eq(sess_square(s, sq(s, "g1")), SESS_NOTHING);
	ck_assert_ptr_nonnull(strstr(s->message, "not played inside a variation"));
	match_var_leave(&s->m);
	ck_assert_int_eq(sess_move_cursor(s), 0);
	match_goto(&s->m, 5);
	ck_assert_int_eq(sess_move_cursor(s), 4);
	stop(s);
}
END_TEST

/* Captured pieces are counted, and a promoted pawn is not missing. */
START_TEST(test_captured)
{
	session *s = start("chess", "4k3/1P6/8/8/8/8/1p6/7K w - - 0 1");
	int count[VAR_MAX_TYPES], pawn = var_type_of_letter(s->m.g.v, 'P');

	ck_assert_int_eq(match_play_text(&s->m, "b8=Q+"), 0);
	sess_captured(s, WHITE, count);
	ck_assert_int_eq(count[pawn], 0);
	sess_captured(s, BLACK, count);
	ck_assert_int_eq(count[pawn], 0);
	ck_assert_int_eq(match_play_text(&s->m, "Kf7"), 0);
	ck_assert_int_eq(match_play_text(&s->m, "Qxb2"), 0);
	sess_captured(s, BLACK, count);
	ck_assert_int_eq(count[pawn], 1);
	sess_captured(s, WHITE, count);
	ck_assert_int_eq(count[pawn], 0);
	stop(s);
}
END_TEST

/* Clocks: parsing, running, increments, formatting. */
START_TEST(test_clock)
{
	tc_clock c;
	char buf[32];

	ck_assert_int_eq(tc_parse(&c, "5+3"), 0);
	ck_assert(tc_enabled(&c));
	ck_assert_int_eq(c.base_ms, 300000);
	ck_assert_int_eq(c.inc_ms, 3000);
	tc_start(&c, WHITE, 1000);
	ck_assert_int_eq(tc_left(&c, WHITE, 11000), 290000);
	tc_moved(&c, 11000);
	ck_assert_int_eq(tc_left(&c, WHITE, 20000), 293000);
	ck_assert_int_eq(tc_left(&c, BLACK, 16000), 295000);
	tc_format(tc_left(&c, BLACK, 16000), buf, sizeof buf);
	ck_assert_str_eq(buf, "4:55");
	tc_format(9500, buf, sizeof buf);
	ck_assert_str_eq(buf, "9.5");
	tc_format(-3, buf, sizeof buf);
	ck_assert_str_eq(buf, "0:00");
	tc_format(3723000, buf, sizeof buf);
	ck_assert_str_eq(buf, "1:02:03");
	tc_format_control(&c, buf, sizeof buf);
	ck_assert_str_eq(buf, "5+3");
	ck_assert_int_eq(tc_parse(&c, "none"), 0);
	ck_assert(!tc_enabled(&c));
	ck_assert_int_eq(tc_parse(&c, "0.5"), 0);
	ck_assert_int_eq(c.base_ms, 30000);
	ck_assert_int_eq(tc_parse(&c, "five"), -1);
	ck_assert_int_eq(tc_parse(&c, "5+"), -1);
	ck_assert_int_eq(tc_parse(&c, "0+2"), -1);
}
END_TEST

/* The suite of the session. */
Suite *
session_suite(void)
{
	Suite *s = suite_create("session");
	TCase *tc = tcase_create("session");

	tcase_add_test(tc, test_pick_and_drop);
	tcase_add_test(tc, test_drop_reason);
	tcase_add_test(tc, test_promotion_menu);
	tcase_add_test(tc, test_undo_against_computer);
	tcase_add_test(tc, test_cursor_steps);
	tcase_add_test(tc, test_move_list);
	tcase_add_test(tc, test_move_list_words);
	tcase_add_test(tc, test_captured);
	tcase_add_test(tc, test_clock);
	suite_add_tcase(s, tc);
	return s;
}
