/* check_pgn.c - saved games: write and read back random games of every
 * variant, a custom variant that travels inside the file, PGN as other
 * programs write it, malformed files with their FILE:LINE messages, and
 * saves that fail without harming the file that was there. */
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "game_suites.h"
#include "movegen.h"
#include "pgn.h"

/* Plays up to plies random legal moves, stopping when the game ends. */
static void
random_game(game *g, int plies)
{
	int i;

	for (i = 0; i < plies && !game_over(g); i++) {
		move_list legal;
		mg_legal(&g->pos, &legal);
		ck_assert_int_eq(game_play(g, legal.moves[gt_random() % (unsigned)legal.count]), GAME_OK);
	}
}

/* Asserts that two games hold the same record, position and result. */
static void
assert_same(const game *a, const game *b)
{
	char fa[600], fb[600];
	int i;

	ck_assert_str_eq(a->v->name, b->v->name);
	ck_assert_str_eq(a->start_fen, b->start_fen);
	ck_assert_int_eq(a->nmoves, b->nmoves);
	for (i = 0; i < a->nmoves; i++) {
		ck_assert_str_eq(a->moves[i].san, b->moves[i].san);
		ck_assert_uint_eq(a->moves[i].m, b->moves[i].m);
	}
	pos_to_fen(&a->pos, fa, sizeof fa);
	pos_to_fen(&b->pos, fb, sizeof fb);
	ck_assert_str_eq(fa, fb);
	ck_assert_int_eq(a->result, b->result);
	ck_assert_int_eq(a->reason, b->reason);
}

/* Reads a whole small file into a new string. */
static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf = malloc(1 << 20);
	size_t n;

	ck_assert_ptr_nonnull(f);
	ck_assert_ptr_nonnull(buf);
	n = fread(buf, 1, (1 << 20) - 1, f);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

/* Checks that no line of the movetext is longer than 80 characters. */
static void
assert_short_lines(const char *text)
{
	const char *line = text;

	while (*line) {
		const char *nl = strchr(line, '\n');
		size_t n = nl ? (size_t)(nl - line) : strlen(line);
		if (line[0] != '[')
			ck_assert_msg(n <= 80, "line of %zu characters: %.*s", n, (int)n, line);
		if (!nl)
			break;
		line = nl + 1;
	}
}

/* Random games of every variant, with every kind of ending, survive a
 * save and a load unchanged. */
START_TEST(test_round_trip)
{
	char *dir = gt_tempdir(), path[600], msg[512];
	int round;

	snprintf(path, sizeof path, "%s/game.pgn", dir);
	gt_seed(777 + (unsigned long long)_i);
	for (round = 0; round < 6; round++) {
		game g, h;
		char *text;

		ck_assert_int_eq(game_new(&g, test_variant(gt_variants[_i]), NULL, msg, sizeof msg), GAME_OK);
		game_tag_set(&g, "White", "Ann \"The Rook\" O\\Neil");
		game_tag_set(&g, "Black", "leaper");
		game_tag_set(&g, "Annotator", "nobody");
		game_tag_set(&g, "Site", "two\nlines");
		random_game(&g, round < 3 ? 150 : 40 + round * 7);
		if (round == 3 && !game_over(&g))
			game_set_result(&g, g.pos.side == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS, GAME_RESIGNATION);
		if (round == 4 && !game_over(&g))
			game_set_result(&g, GAME_DRAW, GAME_AGREED);
		if (round == 5 && !game_over(&g))
			game_set_result(&g, GAME_WHITE_WINS, GAME_TIME);
		ck_assert_msg(pgn_save(&g, path, msg, sizeof msg) == PGN_OK, "%s", msg);
		memset(&h, 0, sizeof h);
		ck_assert_msg(pgn_load(path, 1, test_set(), &h, msg, sizeof msg) == PGN_OK, "%s", msg);
		assert_same(&g, &h);
		ck_assert_str_eq(game_tag_get(&h, "White"), "Ann \"The Rook\" O\\Neil");
		ck_assert_str_eq(game_tag_get(&h, "Annotator"), "nobody");
		ck_assert_str_eq(game_tag_get(&h, "Site"), "two lines");
		text = slurp(path);
		assert_short_lines(text);
		ck_assert_ptr_nonnull(strstr(text, "[Variant \""));
		/* the variant's own start: a FEN only for XBoard, in a variant
		 * it does not know */
		if (g.v->is_default || g.v->xboard_name[0])
			ck_assert_ptr_null(strstr(text, "[SetUp"));
		else
			ck_assert_ptr_nonnull(strstr(text, "[VariantMen \""));
		ck_assert_ptr_null(strstr(text, "leaper-variant"));
		free(text);
		/* undo to the middle: the file still holds the whole record */
		game_goto(&g, g.nmoves / 2);
		ck_assert_int_eq(pgn_save(&g, path, msg, sizeof msg), PGN_OK);
		ck_assert_int_eq(pgn_load(path, 1, test_set(), &h, msg, sizeof msg), PGN_OK);
		ck_assert_int_eq(h.nmoves, g.nmoves);
		game_free(&g);
		game_free(&h);
	}
	gt_rmdir(dir);
}
END_TEST

/* A variant file outside the data directories: the game carries the
 * definition and reads back after the file is gone. */
START_TEST(test_custom_variant)
{
	static const char ini[] =
		"# a variant for this test\n"
		"[base6]\n"
		"description = six by six, with } braces and 50% in the text\n"
		"board = 6x6\n"
		"start = rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1\n"
		"piece K = King; K; royal\n"
		"piece Q = Queen; Q\n"
		"piece R = Rook; R\n"
		"piece N = Knight; N\n"
		"piece P = Pawn; fmW fcF; pawn\n"
		"promotion-zone = rank 6\n"
		"promotion = Q R N\n"
		"\n"
		"[unrelated]\n"
		"inherit = chess\n"
		"\n"
		"[tiny6]\n"
		"inherit = base6\n"
		"description = base6 with a Chancellor {WN} for the Queen\n"
		"piece Q = Chancellor; WN\n";
	char *dir = gt_tempdir(), ini_path[600], pgn_path[600], pgn2[600], msg[512];
	var_set own = { 0, NULL }, fresh = { 0, NULL };
	var_error err;
	const variant *v;
	game g, h;
	FILE *f;
	char *text;

	snprintf(ini_path, sizeof ini_path, "%s/custom.ini", dir);
	snprintf(pgn_path, sizeof pgn_path, "%s/custom.pgn", dir);
	snprintf(pgn2, sizeof pgn2, "%s/again.pgn", dir);
	f = fopen(ini_path, "w");
	ck_assert_ptr_nonnull(f);
	fputs(ini, f);
	fclose(f);
	ck_assert_ptr_nonnull(var_find(&own, ini_path, &err));
	v = var_find(&own, "tiny6", &err);
	ck_assert_ptr_nonnull(v);
	ck_assert_int_eq(game_new(&g, v, NULL, msg, sizeof msg), GAME_OK);
	ck_assert_ptr_nonnull(g.variant_text);
	ck_assert_ptr_nonnull(strstr(g.variant_text, "[tiny6]"));
	ck_assert_ptr_nonnull(strstr(g.variant_text, "[base6]"));
	ck_assert_ptr_null(strstr(g.variant_text, "[unrelated]"));
	ck_assert_ptr_null(strstr(g.variant_text, "# a variant"));
	gt_seed(4242);
	random_game(&g, 60);
	ck_assert_int_eq(pgn_save(&g, pgn_path, msg, sizeof msg), PGN_OK);
	text = slurp(pgn_path);
	ck_assert_ptr_nonnull(strstr(text, "{leaper-variant\n[base6]\n"));
	ck_assert_ptr_nonnull(strstr(text, "with %7D braces and 50%25 in"));
	ck_assert_ptr_nonnull(strstr(text, "[Variant \"tiny6\"]"));
	free(text);
	ck_assert_int_eq(unlink(ini_path), 0);
	memset(&h, 0, sizeof h);
	ck_assert_msg(pgn_load(pgn_path, 1, &fresh, &h, msg, sizeof msg) == PGN_OK, "%s", msg);
	assert_same(&g, &h);
	ck_assert_str_eq(h.v->description, "base6 with a Chancellor {WN} for the Queen");
	ck_assert_str_eq(h.v->pieces[var_type_of_letter(h.v, 'Q')].name, "Chancellor");
	ck_assert_ptr_nonnull(h.variant_text);
	/* the loaded game carries the definition on when saved again */
	ck_assert_int_eq(pgn_save(&h, pgn2, msg, sizeof msg), PGN_OK);
	game_free(&h);
	var_set_free(&fresh);
	memset(&h, 0, sizeof h);
	ck_assert_msg(pgn_load(pgn2, 1, &fresh, &h, msg, sizeof msg) == PGN_OK, "%s", msg);
	assert_same(&g, &h);
	game_free(&h);
	game_free(&g);
	var_set_free(&fresh);
	var_set_free(&own);
	gt_rmdir(dir);
}
END_TEST

/* A game from a set-up position, Black to move first, keeps its start. */
START_TEST(test_setup_position)
{
	static const char fen[] = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 17";
	char *dir = gt_tempdir(), path[600], msg[512], *text;
	game g, h;

	snprintf(path, sizeof path, "%s/setup.pgn", dir);
	ck_assert_int_eq(game_new(&g, test_variant("chess"), fen, msg, sizeof msg), GAME_OK);
	ck_assert_int_eq(game_play_text(&g, "O-O", msg, sizeof msg), SAN_OK);
	ck_assert_int_eq(game_play_text(&g, "O-O-O", msg, sizeof msg), SAN_OK);
	ck_assert_int_eq(pgn_save(&g, path, msg, sizeof msg), PGN_OK);
	text = slurp(path);
	ck_assert_ptr_nonnull(strstr(text, "[SetUp \"1\"]\n[FEN \"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 17\"]"));
	ck_assert_ptr_nonnull(strstr(text, "\n17... O-O 18. O-O-O *"));
	free(text);
	memset(&h, 0, sizeof h);
	ck_assert_int_eq(pgn_load(path, 1, test_set(), &h, msg, sizeof msg), PGN_OK);
	assert_same(&g, &h);
	ck_assert(h.custom_start);
	game_free(&g);
	game_free(&h);
	gt_rmdir(dir);
}
END_TEST

#define LONG_WHITE "Resolute Defenders of the Northern Ice Kingdom"
#define LONG_BLACK "Resigned Raiders of the Southern Desert Plains"

/* Saves a game of variant name (from the file ini_path) after a few moves
 * with this result, checks that the file holds comment, and reads it
 * back whole through the embedded definition. */
static void
save_with_names(const char *ini_path, const char *name, game_result result, game_reason reason,
		const char *comment)
{
	static const char *const moves[] = { "e4", "e5", "Nf3", "Nc6", "Bb5" };
	char path[700], msg[512], *text;
	var_set own = { 0, NULL }, fresh = { 0, NULL };
	var_error err;
	const variant *v;
	game g, h;
	size_t i;

	snprintf(path, sizeof path, "%s.pgn", ini_path);
	ck_assert_ptr_nonnull(var_find(&own, ini_path, &err));
	v = var_find(&own, name, &err);
	ck_assert_ptr_nonnull(v);
	ck_assert_int_eq(game_new(&g, v, NULL, msg, sizeof msg), GAME_OK);
	for (i = 0; i < sizeof moves / sizeof moves[0]; i++)
		ck_assert_int_eq(game_play_text(&g, moves[i], msg, sizeof msg), SAN_OK);
	game_set_result(&g, result, reason);
	ck_assert_msg(pgn_save(&g, path, msg, sizeof msg) == PGN_OK, "%s", msg);
	text = slurp(path);
	ck_assert_msg(strstr(text, comment) != NULL, "no \"%s\" in:\n%s", comment, text);
	/* the movetext, after the embedded definition, keeps to its width */
	ck_assert_ptr_nonnull(strstr(text, "\n}\n"));
	assert_short_lines(strstr(text, "\n}\n") + 3);
	free(text);
	memset(&h, 0, sizeof h);
	ck_assert_msg(pgn_load(path, 1, &fresh, &h, msg, sizeof msg) == PGN_OK, "%s", msg);
	assert_same(&g, &h);
	ck_assert_str_eq(h.v->side_names[WHITE], v->side_names[WHITE]);
	ck_assert_str_eq(h.v->side_names[BLACK], v->side_names[BLACK]);
	game_free(&g);
	game_free(&h);
	var_set_free(&fresh);
	var_set_free(&own);
}

/* The comment that gives the reason of the result is written whole with
 * side names as long as a variant allows, never holds a '}' of a name,
 * and the game reads back with the same result and reason. */
START_TEST(test_side_names)
{
	static const char ini[] =
		"[longnames]\n"
		"inherit = chess\n"
		"side-names = " LONG_WHITE ", " LONG_BLACK "\n"
		"\n"
		"[bracenames]\n"
		"inherit = chess\n"
		"side-names = Wh}ite, Bl}ack\n";
	char *dir = gt_tempdir(), ini_path[600];
	FILE *f;

	ck_assert_uint_eq(strlen(LONG_WHITE), 46);
	ck_assert_uint_eq(strlen(LONG_BLACK), 46);
	snprintf(ini_path, sizeof ini_path, "%s/names.ini", dir);
	f = fopen(ini_path, "w");
	ck_assert_ptr_nonnull(f);
	fputs(ini, f);
	fclose(f);
	save_with_names(ini_path, "longnames", GAME_WHITE_WINS, GAME_TIME, "{" LONG_BLACK " forfeits on time} 1-0");
	save_with_names(ini_path, "longnames", GAME_BLACK_WINS, GAME_TIME, "{" LONG_WHITE " forfeits on time} 0-1");
	save_with_names(ini_path, "longnames", GAME_BLACK_WINS, GAME_RESIGNATION, "{" LONG_WHITE " resigns} 0-1");
	save_with_names(ini_path, "bracenames", GAME_WHITE_WINS, GAME_RESIGNATION, "{Bl)ack resigns} 1-0");
	save_with_names(ini_path, "bracenames", GAME_BLACK_WINS, GAME_TIME, "{Wh)ite forfeits on time} 0-1");
	gt_rmdir(dir);
}
END_TEST

/* A variant that names a network file travels in a saved game without
 * that line (a game's variant may not name one), and the game reads back. */
START_TEST(test_embedded_network)
{
	static const char ini[] = "[netchess]\ninherit = chess\nnetwork = n.net\n";
	static const char net[] = "board = 8x8\npieces = KQRBNP\nhidden = 1\noutput own = 5\noutput enemy = -5\n";
	char *dir = gt_tempdir(), ini_path[600], net_path[600], pgn_path[700], msg[512], *text;
	var_set own = { 0, NULL }, fresh = { 0, NULL };
	var_error err;
	const variant *v;
	game g, h;

	test_write_file(dir, "netchess.ini", ini, ini_path, sizeof ini_path);
	test_write_file(dir, "n.net", net, net_path, sizeof net_path);
	snprintf(pgn_path, sizeof pgn_path, "%s/netchess.pgn", dir);
	ck_assert_ptr_nonnull(var_find(&own, ini_path, &err));
	ck_assert_ptr_nonnull(v = var_find(&own, "netchess", &err));
	ck_assert_ptr_nonnull(v->net);
	ck_assert_int_eq(game_new(&g, v, NULL, msg, sizeof msg), GAME_OK);
	ck_assert_int_eq(game_play_text(&g, "e4", msg, sizeof msg), SAN_OK);
	ck_assert_msg(pgn_save(&g, pgn_path, msg, sizeof msg) == PGN_OK, "%s", msg);
	text = slurp(pgn_path);
	ck_assert_msg(strstr(text, "[netchess]") != NULL && strstr(text, "network") == NULL, "%s", text);
	free(text);
	memset(&h, 0, sizeof h);
	ck_assert_msg(pgn_load(pgn_path, 1, &fresh, &h, msg, sizeof msg) == PGN_OK, "%s", msg);
	assert_same(&g, &h);
	ck_assert_ptr_null(h.v->net);
	game_free(&g);
	game_free(&h);
	var_set_free(&fresh);
	var_set_free(&own);
	gt_rmdir(dir);
}
END_TEST

/* PGN as other programs write it. */
static const struct {
	const char *name, *text;
	const char *fen;       /* the position after the last move */
	game_result result;
	game_reason reason;
} foreign[] = {
	{ "xboard",
	  "[Event \"Computer Chess Game\"]\n[Site \"host\"]\n[Date \"2024.03.01\"]\n[Round \"-\"]\n"
	  "[White \"GNU Chess 6.2.9\"]\n[Black \"Human\"]\n[Result \"1-0\"]\n[TimeControl \"40/300\"]\n\n"
	  "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#\n{White mates} 1-0\n",
	  "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4", GAME_WHITE_WINS, GAME_CHECKMATE },
	{ "xboard-resign",
	  "[Event \"Computer Chess Game\"]\n[Site \"host\"]\n[Date \"2024.03.01\"]\n[Round \"-\"]\n"
	  "[White \"fairymax\"]\n[Black \"Human\"]\n[Result \"1-0\"]\n\n"
	  "1. d4 {+0.10/12} d5 {-0.05/11} 2. c4 {+0.20/12 3} dxc4\n{Black resigns} 1-0\n",
	  "rnbqkbnr/ppp1pppp/8/8/2pP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3", GAME_WHITE_WINS, GAME_RESIGNATION },
	{ "gnuchess",
	  "[Event \"GNU Chess game\"]\n[Site \"?\"]\n[Date \"2023.01.01\"]\n[Round \"1\"]\n"
	  "[White \"gnuchess\"]\n[Black \"user\"]\n[Result \"*\"]\n\n"
	  "1. e2e4 e7e5 2. g1f3 b8c6 3. f1b5 a7a6 *\n",
	  "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4", GAME_ONGOING, GAME_REASON_NONE },
	{ "lichess",
	  "[Event \"Rated Blitz game\"]\n[Site \"https://lichess.org/AbCdEfGh\"]\n[Date \"2024.01.15\"]\n"
	  "[White \"alice\"]\n[Black \"bob\"]\n[Result \"0-1\"]\n[UTCDate \"2024.01.15\"]\n"
	  "[WhiteElo \"1500\"]\n[BlackElo \"1510\"]\n[Variant \"Standard\"]\n[TimeControl \"180+2\"]\n"
	  "[ECO \"A00\"]\n[Termination \"Normal\"]\n\n"
	  "1. f3 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. g4?? { [%clk 0:02:59] } $4 "
	  "(2. e4 { [%clk 0:02:59] }) 2... Qh4# { [%clk 0:02:58] } 0-1\n\n",
	  "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", GAME_BLACK_WINS, GAME_CHECKMATE },
	{ "en-passant",
	  "[Event \"?\"]\n\n1. e4 Nf6 2. e5 d5 3. exd6 e.p. Qxd6 4. d4 e5 5. dxe5 ep Qxe5+ *\n",
	  "rnb1kb1r/ppp2ppp/5n2/4q3/8/8/PPP2PPP/RNBQKBNR w KQkq - 0 6", GAME_ONGOING, GAME_REASON_NONE },
	{ "tolerant",
	  "\xef\xbb\xbf% written by hand\r\n[Result \"1/2-1/2\"]\r\n[White \"a\"]\r\n[Event \"e\"]\r\n\r\n"
	  "; a comment line\r\n1.e4 c5 $1 2.Nf3 !? (2. Nc3 (2. c3 d5) Nc6) 2...d6 3.d4 cxd4 "
	  "4.Nxd4 Nf6 5.Nc3 a6 {Najdorf} 6.Be3 e5 7.Nb3 Be6 8.f3 Be7 9.Qd2 O-O 10.O-O-O Nbd7\r\n"
	  "% an escape line\r\n"
	  "11.g4 b5 12.g5 b4 {draw agreed} 1/2-1/2\r\n",
	  "r2q1rk1/3nbppp/p2pbn2/4p1P1/1p2P3/1NN1BP2/PPPQ3P/2KR1B1R w - - 0 13", GAME_DRAW, GAME_AGREED },
};

/* Each loads, with the right final position and result. */
START_TEST(test_foreign)
{
	game g;
	char msg[512], fen[600];

	memset(&g, 0, sizeof g);
	ck_assert_msg(pgn_load_buffer(foreign[_i].text, strlen(foreign[_i].text), foreign[_i].name, 1,
				      test_set(), &g, msg, sizeof msg) == PGN_OK, "%s", msg);
	ck_assert_str_eq(g.v->name, "chess");
	pos_to_fen(&g.pos, fen, sizeof fen);
	ck_assert_str_eq(fen, foreign[_i].fen);
	ck_assert_int_eq(g.result, foreign[_i].result);
	ck_assert_int_eq(g.reason, foreign[_i].reason);
	game_free(&g);
}
END_TEST

/* LancerChess as XBoard saves it (its tags in its order, O-O for the
 * Queen's d1-b1 castling) and as older leaper games name the castlings
 * (O-O for d1-f1): each castling is the only legal one where it is made,
 * so both read as the same game. */
#define LANCER_TAGS "[Event \"Computer Chess Game\"]\n[Result \"*\"]\n[Variant \"lancerchess\"]\n" \
	"[VariantMen \"P:fmWfceFifmnD;B:B;R:R;K:Q;L:WD;D:FA;Q:KO2\"]\n" \
	"[FEN \"rdbqkblr/pppppppp/8/8/8/8/PPPPPPPP/RDBQKBLR w KQkq - 0 1\"]\n[SetUp \"1\"]\n\n"
static const struct {
	const char *name, *text, *variant, *fen;
} xboard_games[] = {
	{ "xboard-lancer", LANCER_TAGS "1. e4 c5 2. Bc4 Dc7 3. Lg3 d6 4. Ke2 Bd7 5. O-O-O O-O 6. d3 e5 *\n",
	  "lancerchess", "1qr1kblr/ppdb1ppp/3p4/2p1p3/2B1P3/3P2L1/PPP1KPPP/RDB1RQ2 w - e6 0 7" },
	{ "old-leaper-lancer", LANCER_TAGS "1. e4 c5 2. Bc4 Dc7 3. Lg3 d6 4. Ke2 Bd7 5. O-O O-O-O 6. d3 e5 *\n",
	  "lancerchess", "1qr1kblr/ppdb1ppp/3p4/2p1p3/2B1P3/3P2L1/PPP1KPPP/RDB1RQ2 w - e6 0 7" },
	{ "king-to-square", LANCER_TAGS "1. e4 c5 2. Bc4 Dc7 3. Lg3 d6 4. Ke2 Bd7 5. Qf1 Qxa8 6. d3 e5 *\n",
	  "lancerchess", "1qr1kblr/ppdb1ppp/3p4/2p1p3/2B1P3/3P2L1/PPP1KPPP/RDB1RQ2 w - e6 0 7" },
	/* XBoard 4.9.1 saves a game it loaded from such a file with an empty
	 * Variant tag: the pieces tell the variant */
	{ "xboard-no-name", "[Variant \"\"]\n[VariantMen \"P:fmWfceFifmnD;B:B;R:R;K:Q;L:WD;D:FA;Q:KO2\"]\n"
	  "[FEN \"rdbqkblr/pppppppp/8/8/8/8/PPPPPPPP/RDBQKBLR w KQkq - 0 1\"]\n\n"
	  "1. e4 c5 2. Bc4 Dc7 3. Lg3 d6 4. Ke2 Bd7 5. O-O-O O-O 6. d3 e5 *\n",
	  "lancerchess", "1qr1kblr/ppdb1ppp/3p4/2p1p3/2B1P3/3P2L1/PPP1KPPP/RDB1RQ2 w - e6 0 7" },
	{ "fischerandom", "[Variant \"fischerandom\"]\n[SetUp \"1\"]\n"
	  "[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n\n"
	  "1. Ng3 Ng6 2. O-O O-O *\n",
	  "chess960", "bqnbrrk1/pppppppp/6n1/8/8/6N1/PPPPPPPP/BQNBRRK1 w - - 4 3" },
};

/* Each loads, in the variant named, to the right final position. */
START_TEST(test_xboard_games)
{
	game g;
	char msg[512], fen[600];

	memset(&g, 0, sizeof g);
	ck_assert_msg(pgn_load_buffer(xboard_games[_i].text, strlen(xboard_games[_i].text), xboard_games[_i].name,
				      1, test_set(), &g, msg, sizeof msg) == PGN_OK, "%s", msg);
	ck_assert_str_eq(g.v->name, xboard_games[_i].variant);
	pos_to_fen(&g.pos, fen, sizeof fen);
	ck_assert_str_eq(fen, xboard_games[_i].fen);
	game_free(&g);
}
END_TEST

/* What leaper writes for XBoard: a variant XBoard does not know gets
 * SetUp, FEN and VariantMen with its own name, and castling as XBoard
 * names it; one that XBoard knows gets XBoard's name and nothing more;
 * both read back as they were. */
START_TEST(test_xboard_tags)
{
	static const struct {
		const char *variant, *moves, *want[4], *absent;
	} rows[] = {
		{ "lancerchess", "e4 c5 Bc4 Dc7 Lg3 d6 Ke2 Bd7 O-O-O O-O",
		  { "[Variant \"lancerchess\"]\n[SetUp \"1\"]\n"
		    "[FEN \"rdbqkblr/pppppppp/8/8/8/8/PPPPPPPP/RDBQKBLR w KQkq - 0 1\"]\n",
		    "[VariantMen \"Q:KO2;K:Q;R:R;B:B;L:WD;D:FA;P:fmWfceFifmnD\"]\n",
		    "5. O-O-O O-O *", NULL }, NULL },
		{ "chess960", "e4 e5", { "[Variant \"fischerandom\"]\n", NULL }, "VariantMen" },
		{ "chess", "e4 e5", { "[Variant \"chess\"]\n", NULL }, "VariantMen" },
	};
	char path[] = "/tmp/check_pgn_xbXXXXXX", msg[512], word[64];
	const char *p;
	var_error err;
	game g, back;
	char *text;
	int fd, i, n;

	for (i = 0; i < (int)(sizeof rows / sizeof rows[0]); i++) {
		const variant *v = var_find(test_set(), rows[i].variant, &err);
		ck_assert_ptr_nonnull(v);
		memset(&g, 0, sizeof g);
		memset(&back, 0, sizeof back);
		ck_assert_int_eq(game_new(&g, v, NULL, msg, sizeof msg), GAME_OK);
		for (p = rows[i].moves; sscanf(p, "%63s%n", word, &n) == 1; p += n)
			ck_assert_msg(game_play_text(&g, word, msg, sizeof msg) == SAN_OK, "%s: %s", word, msg);
		fd = mkstemp(path);
		ck_assert_int_ge(fd, 0);
		close(fd);
		ck_assert_int_eq(pgn_save(&g, path, msg, sizeof msg), PGN_OK);
		text = slurp(path);
		for (n = 0; rows[i].want[n]; n++)
			ck_assert_msg(strstr(text, rows[i].want[n]), "%s: no %s in:\n%s", rows[i].variant,
				      rows[i].want[n], text);
		if (rows[i].absent)
			ck_assert_msg(!strstr(text, rows[i].absent), "%s: %s in:\n%s", rows[i].variant,
				      rows[i].absent, text);
		ck_assert_msg(pgn_load(path, 1, test_set(), &back, msg, sizeof msg) == PGN_OK, "%s", msg);
		assert_same(&g, &back);
		free(text);
		unlink(path);
		strcpy(path, "/tmp/check_pgn_xbXXXXXX");
		game_free(&g);
		game_free(&back);
	}
}
END_TEST

/* Several games in one file: listed, and chosen by number. */
START_TEST(test_several_games)
{
	static const char text[] =
		"[Event \"one\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Ke7 3. Qxe5# 1-0\n\n"
		"[Event \"two\"]\n[White \"C\"]\n[Black \"D\"]\n[Variant \"lancerchess\"]\n[Result \"*\"]\n\n"
		"1. e4 e5 2. Lg3 *\n\n"
		"[Event \"three\"]\n[White \"E\"]\n\n1. d4 d5\n\n"
		"[Event \"four\"]\n[White \"F\"]\n[Variant \"onslaught\"]\n\n1. Gxg10 Gxf3 *\n";
	pgn_entry *list;
	int n;
	game g;
	char msg[512];

	ck_assert_int_eq(pgn_list_buffer(text, strlen(text), "many.pgn", &list, &n, msg, sizeof msg), PGN_OK);
	ck_assert_int_eq(n, 4);
	ck_assert_str_eq(list[0].event, "one");
	ck_assert_str_eq(list[0].result, "1-0");
	ck_assert_int_eq(list[0].plies, 5);
	ck_assert_str_eq(list[1].white, "C");
	ck_assert_str_eq(list[1].variant, "lancerchess");
	ck_assert_int_eq(list[1].line, 8);
	ck_assert_str_eq(list[2].black, "?");
	ck_assert_int_eq(list[2].plies, 2);
	ck_assert_int_eq(list[3].number, 4);
	free(list);
	memset(&g, 0, sizeof g);
	ck_assert_int_eq(pgn_load_buffer(text, strlen(text), "many.pgn", 2, test_set(), &g, msg, sizeof msg), PGN_OK);
	ck_assert_str_eq(g.v->name, "lancerchess");
	ck_assert_int_eq(g.nmoves, 3);
	ck_assert_str_eq(g.moves[2].san, "Lg3");
	ck_assert_int_eq(pgn_load_buffer(text, strlen(text), "many.pgn", 1, test_set(), &g, msg, sizeof msg), PGN_OK);
	ck_assert_int_eq(g.result, GAME_WHITE_WINS);
	ck_assert_int_eq(g.reason, GAME_CHECKMATE);
	ck_assert_int_eq(pgn_load_buffer(text, strlen(text), "many.pgn", 4, test_set(), &g, msg, sizeof msg), PGN_OK);
	ck_assert_str_eq(g.v->name, "onslaught");
	ck_assert_str_eq(g.moves[1].san, "Gxf3");
	ck_assert_int_eq(pgn_load_buffer(text, strlen(text), "many.pgn", 5, test_set(), &g, msg, sizeof msg),
			 PGN_ERR_NOGAME);
	ck_assert_str_eq(msg, "many.pgn: there is no game 5 (the file has 4)");
	ck_assert_str_eq(g.v->name, "onslaught"); /* untouched */
	game_free(&g);
}
END_TEST

#define KNIGHTS "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1\"]\n\n"

/* Tags after many others: those the reader acts on are never dropped (a
 * later one of a name still wins), and the game reads as written. */
START_TEST(test_many_tags)
{
	char text[8192], msg[512];
	size_t n = 0;
	pgn_entry *list;
	int i, count;
	game g;

	n += (size_t)snprintf(text + n, sizeof text - n, "[Variant \"chess\"]\n[Result \"*\"]\n");
	for (i = 0; i < 100; i++)
		n += (size_t)snprintf(text + n, sizeof text - n, "[Extra%d \"value %d\"]\n", i, i);
	n += (size_t)snprintf(text + n, sizeof text - n, "[White \"late\"]\n[Variant \"lancerchess\"]\n"
			      "[Result \"1-0\"]\n[Termination \"time forfeit\"]\n\n1. e4 e5 2. Lg3\n\n");
	for (i = 0; i < 100; i++)
		n += (size_t)snprintf(text + n, sizeof text - n, "[Extra%d \"value %d\"]\n", i, i);
	n += (size_t)snprintf(text + n, sizeof text - n, KNIGHTS "1. Nd4 *\n");
	ck_assert_uint_lt(n, sizeof text - 1);

	memset(&g, 0, sizeof g);
	ck_assert_msg(pgn_load_buffer(text, n, "tags.pgn", 1, test_set(), &g, msg, sizeof msg) == PGN_OK, "%s", msg);
	ck_assert_str_eq(g.v->name, "lancerchess");
	ck_assert_int_eq(g.nmoves, 3);
	ck_assert_str_eq(g.moves[2].san, "Lg3");
	ck_assert_int_eq(g.result, GAME_WHITE_WINS);
	ck_assert_int_eq(g.reason, GAME_TIME);
	ck_assert_str_eq(game_tag_get(&g, "White"), "late");
	ck_assert_str_eq(game_tag_get(&g, "Extra0"), "value 0");
	/* the second game's set-up position comes after 100 other tags */
	ck_assert_msg(pgn_load_buffer(text, n, "tags.pgn", 2, test_set(), &g, msg, sizeof msg) == PGN_OK, "%s", msg);
	ck_assert_str_eq(g.v->name, "chess");
	ck_assert(g.custom_start);
	ck_assert_str_eq(g.moves[0].san, "Nd4");
	game_free(&g);

	ck_assert_int_eq(pgn_list_buffer(text, n, "tags.pgn", &list, &count, msg, sizeof msg), PGN_OK);
	ck_assert_int_eq(count, 2);
	ck_assert_str_eq(list[0].variant, "lancerchess");
	ck_assert_str_eq(list[0].white, "late");
	ck_assert_str_eq(list[0].result, "1-0");
	free(list);
}
END_TEST

/* Malformed files: the line and what is wrong. */
static const struct {
	const char *text;
	int line;
	pgn_status status;
	const char *what;
} bad[] = {
	{ "[Event \"x\"\n\n1. e4 *\n", 1, PGN_ERR_SYNTAX, "expected ']' after the value" },
	{ "[Event x]\n\n1. e4 *\n", 1, PGN_ERR_SYNTAX, "the value must be in double quotes" },
	{ "[Event \"x]\n1. e4 *\n", 1, PGN_ERR_SYNTAX, "not closed on its line" },
	{ "[ \"x\"]\n1. e4 *\n", 1, PGN_ERR_SYNTAX, "malformed tag" },
	{ "[Event \"x\"]\n\n1. e4 {unclosed comment\n2. Nf3 *\n", 3, PGN_ERR_SYNTAX, "never closed" },
	{ "[Event \"x\"]\n[Site \"y\"]\n\n1. e4 e5 2. Nf6 *\n", 4, PGN_ERR_MOVE,
	  "2. Nf6: illegal: no Knight can move to f6" },
	{ "[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Nc6\n3. Bb5 Ke6 *\n", 5, PGN_ERR_MOVE, "3... Ke6: illegal" },
	{ KNIGHTS "1. Nd2 *\n", 4, PGN_ERR_MOVE, "ambiguous: " },
	{ "1. e4 e5 2. xyz *\n", 1, PGN_ERR_MOVE, "2. xyz: not a move" },
	{ "1. e4 ) e5 *\n", 1, PGN_ERR_SYNTAX, "')' without a '('" },
	{ "1. e4 (1. d4 d5\n2. c4 *\n", 2, PGN_ERR_SYNTAX, "a result inside the variation opened on line 1" },
	{ "1. e4 e5\n(1... d5\n\n", 2, PGN_ERR_SYNTAX, "the variation opened here is never closed" },
	{ "[Event \"x\"]\n[Variant \"nosuchvariant\"]\n\n1. e4 *\n", 2, PGN_ERR_VARIANT,
	  "unknown variant \"nosuchvariant\"" },
	{ "[Variant \"../../etc/passwd\"]\n\n1. e4 *\n", 1, PGN_ERR_VARIANT, "unknown variant" },
	{ "[SetUp \"1\"]\n\n1. e4 *\n", 1, PGN_ERR_FEN, "SetUp is \"1\" but there is no FEN tag" },
	{ "[Event \"x\"]\n[FEN \"bad fen\"]\n\n*\n", 2, PGN_ERR_FEN, "bad FEN for chess" },
	{ "[Variant \"complete\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. Kd2 *\n", 2, PGN_ERR_FEN,
	  "bad FEN for complete" },
	{ "1. e4 $ e5 *\n", 1, PGN_ERR_SYNTAX, "'$' must be followed by a number" },
	{ "1. e4 e5\n} *\n", 2, PGN_ERR_SYNTAX, "unexpected '}'" },
	{ "[Variant \"tiny\"]\n\n{leaper-variant\n[tiny]\nboard = 0x0\n}\n1. e4 *\n", 5, PGN_ERR_VARIANT,
	  "in the embedded variant definition: board" },
	{ "[Variant \"other\"]\n\n{leaper-variant\n[tiny]\ninherit = chess\n}\n*\n", 1, PGN_ERR_VARIANT,
	  "the embedded definition has no variant \"other\"" },
	/* the message names a variant whose definition is already thrown away */
	{ "[Variant \"tiny\"]\n[FEN \"8/8 w - - 0 1\"]\n\n{leaper-variant\n[tiny]\ninherit = chess\n}\n*\n", 2,
	  PGN_ERR_FEN, "bad FEN for tiny" },
	{ "1. e4 -- 2. d4 *\n", 1, PGN_ERR_MOVE, "null moves" },
	{ "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/7b/8/8/R3K1N1 w Q - 0 1\"]\n\n1. Nf3 *\n", 4, PGN_ERR_MOVE,
	  "you are in check" },
	{ "[SetUp \"1\"]\n[FEN \"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. b8 *\n", 4, PGN_ERR_MOVE,
	  "promotion needs a choice" },
	{ "\n\n1. e9 *\n", 3, PGN_ERR_MOVE, "not on the 8x8 board" },
	{ "", 1, PGN_ERR_NOGAME, "no game in the file" },
	{ "{only a comment}\n\n", 3, PGN_ERR_NOGAME, "no game in the file" },
	{ "[Averyveryveryverylongtagnamethatgoesonandon \"x\"]\n", 1, PGN_ERR_SYNTAX, "tag name too long" },
};

/* Each is refused with FILE:LINE: and the game in memory stays as it was. */
START_TEST(test_malformed)
{
	char msg[512], prefix[64];
	game g;

	ck_assert_int_eq(game_new(&g, test_variant("chess"), NULL, msg, sizeof msg), GAME_OK);
	ck_assert_int_eq(game_play_text(&g, "d4", msg, sizeof msg), SAN_OK);
	ck_assert_int_eq(pgn_load_buffer(bad[_i].text, strlen(bad[_i].text), "bad.pgn", 1, test_set(), &g,
					 msg, sizeof msg), bad[_i].status);
	snprintf(prefix, sizeof prefix, "bad.pgn:%d: ", bad[_i].line);
	ck_assert_msg(strncmp(msg, prefix, strlen(prefix)) == 0, "\"%s\" does not start with \"%s\"", msg, prefix);
	ck_assert_msg(strstr(msg, bad[_i].what) != NULL, "\"%s\" lacks \"%s\"", msg, bad[_i].what);
	ck_assert_int_eq(g.nmoves, 1);
	ck_assert_str_eq(g.moves[0].san, "d4");
	ck_assert_str_eq(g.v->name, "chess");
	game_free(&g);
}
END_TEST

/* A NUL byte: not a text file. */
START_TEST(test_nul_byte)
{
	static const char text[] = "[Event \"x\"]\n\n1. e4\0 e5 *\n";
	char msg[512];
	game g;

	memset(&g, 0, sizeof g);
	ck_assert_int_eq(pgn_load_buffer(text, sizeof text - 1, "nul.pgn", 1, test_set(), &g, msg, sizeof msg),
			 PGN_ERR_SYNTAX);
	ck_assert_str_eq(msg, "nul.pgn:3: NUL byte: this is not a text file");
}
END_TEST

/* A comment before the first move whose first word is "leaper-variant"
 * (read as a comment: a blank comes first) is written so that it is read
 * back as the same comment, not as an embedded variant definition (a
 * saved game that could not be loaded again, found by fuzz_pgn). */
START_TEST(test_comment_like_definition)
{
	static const char text[] = "[Event \"x\"]\n\n{ leaper-variant is a word here} 1. e4 *\n";
	char msg[512], *out = NULL;
	size_t len = 0;
	FILE *f;
	game g, back;

	memset(&g, 0, sizeof g);
	memset(&back, 0, sizeof back);
	ck_assert_int_eq(pgn_load_buffer(text, sizeof text - 1, "w.pgn", 1, test_set(), &g, msg, sizeof msg), PGN_OK);
	ck_assert_ptr_nonnull(f = open_memstream(&out, &len));
	ck_assert_int_eq(pgn_write_stream(&g, f), 0);
	fclose(f);
	ck_assert_msg(pgn_load_buffer(out, len, "saved.pgn", 1, test_set(), &back, msg, sizeof msg) == PGN_OK, "%s", msg);
	ck_assert_int_eq(back.nmoves, 1);
	ck_assert_ptr_nonnull(strstr(out, "{ leaper-variant is a word here}"));
	game_free(&g);
	game_free(&back);
	free(out);
}
END_TEST

/* Files that cannot be opened say why. */
START_TEST(test_missing_file)
{
	char msg[512];
	game g;
	pgn_entry *list;
	int n;

	memset(&g, 0, sizeof g);
	ck_assert_int_eq(pgn_load("/nonexistent/dir/x.pgn", 1, test_set(), &g, msg, sizeof msg), PGN_ERR_IO);
	ck_assert_str_eq(msg, "/nonexistent/dir/x.pgn: No such file or directory");
	ck_assert_int_eq(pgn_list("/nonexistent/dir/x.pgn", &list, &n, msg, sizeof msg), PGN_ERR_IO);
	ck_assert_int_eq(n, 0);
}
END_TEST

/* The names of the files in dir, joined by spaces, sorted. */
static void
list_dir(const char *dir, char *out, size_t size)
{
	struct dirent **names;
	int n, i;

	out[0] = '\0';
	n = scandir(dir, &names, NULL, alphasort);
	ck_assert_int_ge(n, 0);
	for (i = 0; i < n; i++) {
		if (strcmp(names[i]->d_name, ".") && strcmp(names[i]->d_name, ".."))
			snprintf(out + strlen(out), size - strlen(out), "%s ", names[i]->d_name);
		free(names[i]);
	}
	free(names);
}

/* A save that fails says why and leaves the old file whole, with no
 * temporary file behind: a missing directory, a parent that is a file,
 * and a write cut short (a file size limit, as a full disk would). */
START_TEST(test_save_failures)
{
	char *dir = gt_tempdir(), path[600], bad_path[600], msg[512], files[256];
	char *before, *after;
	struct rlimit lim, old;
	game g;

	ck_assert_int_eq(game_new(&g, test_variant("chess"), NULL, msg, sizeof msg), GAME_OK);
	snprintf(path, sizeof path, "%s/game.pgn", dir);
	ck_assert_int_eq(pgn_save(&g, path, msg, sizeof msg), PGN_OK);
	before = slurp(path);

	snprintf(bad_path, sizeof bad_path, "%s/missing/game.pgn", dir);
	ck_assert_int_eq(pgn_save(&g, bad_path, msg, sizeof msg), PGN_ERR_IO);
	ck_assert_msg(strstr(msg, "No such file or directory") && strstr(msg, bad_path), "%s", msg);

	ck_assert_int_eq(pgn_save(&g, "/dev/null", msg, sizeof msg), PGN_ERR_IO);
	ck_assert_str_eq(msg, "cannot save /dev/null: not a regular file");
	ck_assert_int_eq(pgn_save(&g, dir, msg, sizeof msg), PGN_ERR_IO);
	ck_assert_msg(strstr(msg, "not a regular file") != NULL, "%s", msg);

	snprintf(bad_path, sizeof bad_path, "%s/game.pgn/inside.pgn", dir);
	ck_assert_int_eq(pgn_save(&g, bad_path, msg, sizeof msg), PGN_ERR_IO);
	ck_assert_msg(strstr(msg, "Not a directory") != NULL, "%s", msg);

	gt_seed(99);
	random_game(&g, 120);
	signal(SIGXFSZ, SIG_IGN);
	getrlimit(RLIMIT_FSIZE, &old);
	lim = old;
	lim.rlim_cur = 300;
	ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &lim), 0);
	ck_assert_int_eq(pgn_save(&g, path, msg, sizeof msg), PGN_ERR_IO);
	setrlimit(RLIMIT_FSIZE, &old);
	ck_assert_msg(strstr(msg, "File too large") != NULL, "%s", msg);
	after = slurp(path);
	ck_assert_str_eq(before, after);
	list_dir(dir, files, sizeof files);
	ck_assert_str_eq(files, "game.pgn ");

	/* with room again, the same save works and replaces the file */
	ck_assert_int_eq(pgn_save(&g, path, msg, sizeof msg), PGN_OK);
	free(after);
	after = slurp(path);
	ck_assert_str_ne(before, after);
	list_dir(dir, files, sizeof files);
	ck_assert_str_eq(files, "game.pgn ");
	free(before);
	free(after);
	game_free(&g);
	gt_rmdir(dir);
}
END_TEST

/* A database of 14 games with game 11 broken: how it is broken, whether
 * the text of the games is written without blank lines, and what listing
 * and loading game 11 must say. Every game k starts on line 8k - 7: Event, Site, White, Black, Result, (blank),
 * moves, (blank); 6k - 5 without them. */
static const struct {
	const char *tags;      /* game 11's tag lines, "" for the usual ones */
	const char *moves;     /* game 11's movetext, "" for the usual one */
	int compact;           /* 1: no blank lines anywhere */
	int line;              /* where game 11's error is */
	pgn_status listed;     /* game 11's entry: PGN_OK or its error */
	pgn_status loaded;     /* loading game 11 */
	const char *what;      /* in the message */
	const char *event;     /* game 11's listed Event */
} broken[] = {
	/* the unclosed tag of the report: the rest of its tags are skipped */
	{ "[Event \"x\n[Site \"?\"]\n[White \"W11\"]\n[Black \"B11\"]\n[Result \"*\"]\n", "", 0, 81,
	  PGN_ERR_SYNTAX, PGN_ERR_SYNTAX, "tag Event: the value is not closed on its line", "?" },
	{ "[Event \"game 11\"]\n[Site \"?\n[White \"W11\"]\n[Black \"B11\"]\n[Result \"*\"]\n", "", 0, 82,
	  PGN_ERR_SYNTAX, PGN_ERR_SYNTAX, "tag Site: the value is not closed on its line", "game 11" },
	{ "[Event \"game 11\"]\n[Site \"?\"]\n[White W11]\n[Black \"B11\"]\n[Result \"*\"]\n", "", 0, 83,
	  PGN_ERR_SYNTAX, PGN_ERR_SYNTAX, "the value must be in double quotes", "game 11" },
	{ "", "1. e4 {never closed e5 2. Nf3 *\n", 0, 87, PGN_ERR_SYNTAX, PGN_ERR_SYNTAX,
	  "the comment opened here is never closed", "game 11" },
	/* a variation left open: the next game's tags end it */
	{ "", "1. e4 (1. d4 d5 2. c4\n", 0, 87, PGN_ERR_SYNTAX, PGN_ERR_SYNTAX,
	  "the variation opened here is never closed", "game 11" },
	{ "", "1. e4 ) e5 *\n", 0, 87, PGN_ERR_SYNTAX, PGN_ERR_SYNTAX, "')' without a '('", "game 11" },
	/* no blank lines: "[Event " at the start of a line starts a game */
	{ "[Event \"game 11\"]\n[Site \"?\n[White \"W11\"]\n[Black \"B11\"]\n[Result \"*\"]\n", "", 1, 62,
	  PGN_ERR_SYNTAX, PGN_ERR_SYNTAX, "tag Site: the value is not closed on its line", "game 11" },
	/* text that reads but a move that does not: listed, not loaded */
	{ "", "1. e4 e5 2. Nf6 *\n", 0, 87, PGN_OK, PGN_ERR_MOVE, "2. Nf6: illegal", "game 11" },
};

/* Writes the 14 games of row i to path. */
static void
write_database(const char *path, int i)
{
	FILE *f = fopen(path, "w");
	int k;

	ck_assert_ptr_nonnull(f);
	for (k = 1; k <= 14; k++) {
		const char *blank = broken[i].compact ? "" : "\n";
		if (k == 11 && broken[i].tags[0])
			fputs(broken[i].tags, f);
		else
			fprintf(f, "[Event \"game %d\"]\n[Site \"?\"]\n[White \"W%d\"]\n[Black \"B%d\"]\n[Result \"*\"]\n",
				k, k, k);
		fputs(blank, f);
		if (k == 11 && broken[i].moves[0])
			fputs(broken[i].moves, f);
		else
			fputs(k % 2 ? "1. e4 e5 2. Nf3 *\n" : "1. d4 d5 *\n", f);
		fputs(blank, f);
	}
	ck_assert_int_eq(fclose(f), 0);
}

/* One broken game of a database is reported with FILE:LINE; the 13 others
 * list and load, and keep their numbers. */
START_TEST(test_broken_game)
{
	char *dir = gt_tempdir(), path[600], prefix[700], msg[512];
	int per = broken[_i].compact ? 6 : 8, n, k;
	pgn_entry *list;
	game g;

	snprintf(path, sizeof path, "%s/db.pgn", dir);
	write_database(path, _i);
	snprintf(prefix, sizeof prefix, "%s:%d: ", path, broken[_i].line);
	ck_assert_msg(pgn_list(path, &list, &n, msg, sizeof msg) == PGN_OK, "%s", msg);
	ck_assert_int_eq(n, 14);
	for (k = 0; k < 14; k++) {
		char event[32];
		ck_assert_int_eq(list[k].number, k + 1);
		if (k == 10)
			continue;
		snprintf(event, sizeof event, "game %d", k + 1);
		ck_assert_msg(list[k].error == PGN_OK, "game %d: %s", k + 1, list[k].why);
		ck_assert_str_eq(list[k].why, "");
		ck_assert_str_eq(list[k].event, event);
		ck_assert_int_eq(list[k].line, per * k + 1);
		ck_assert_int_eq(list[k].plies, k % 2 ? 2 : 3);
	}
	ck_assert_int_eq(list[10].error, broken[_i].listed);
	ck_assert_str_eq(list[10].event, broken[_i].event);
	if (broken[_i].listed != PGN_OK) {
		ck_assert_msg(strncmp(list[10].why, prefix, strlen(prefix)) == 0, "\"%s\" does not start with \"%s\"",
			      list[10].why, prefix);
		ck_assert_msg(strstr(list[10].why, broken[_i].what), "\"%s\" lacks \"%s\"", list[10].why,
			      broken[_i].what);
	}
	free(list);
	memset(&g, 0, sizeof g);
	ck_assert_int_eq(pgn_load(path, 11, test_set(), &g, msg, sizeof msg), broken[_i].loaded);
	ck_assert_msg(strncmp(msg, prefix, strlen(prefix)) == 0, "\"%s\" does not start with \"%s\"", msg, prefix);
	ck_assert_msg(strstr(msg, broken[_i].what), "\"%s\" lacks \"%s\"", msg, broken[_i].what);
	ck_assert_ptr_null(g.moves);
	for (k = 1; k <= 14; k++) {
		char white[16];
		int games = 0;
		if (k == 11)
			continue;
		snprintf(white, sizeof white, "W%d", k);
		ck_assert_msg(pgn_load_counted(path, k, test_set(), &g, &games, msg, sizeof msg) == PGN_OK,
			      "game %d: %s", k, msg);
		ck_assert_str_eq(game_tag_get(&g, "White"), white);
		ck_assert_int_eq(g.nmoves, k % 2 ? 3 : 2);
		ck_assert_str_eq(g.moves[1].san, k % 2 ? "e5" : "d5");
		ck_assert_int_eq(games, 14);
	}
	ck_assert_int_eq(pgn_load(path, 15, test_set(), &g, msg, sizeof msg), PGN_ERR_NOGAME);
	snprintf(prefix, sizeof prefix, "%s: there is no game 15 (the file has 14)", path);
	ck_assert_str_eq(msg, prefix);
	game_free(&g);
	gt_rmdir(dir);
}
END_TEST

/* A file whose every game is broken lists nothing and says why the first
 * one is; one broken game among good ones leaves them in the list. */
START_TEST(test_all_broken)
{
	static const char two[] = "[Event \"x\n\n1. e4 *\n\n[Event \"y\"]\n[Site \"z\n\n1. d4 *\n";
	static const char mixed[] = "1. e4 ) *\n\n[Event \"y\"]\n\n1. d4 *\n";
	pgn_entry *list;
	char msg[512];
	int n;

	ck_assert_int_eq(pgn_list_buffer(two, strlen(two), "two.pgn", &list, &n, msg, sizeof msg), PGN_ERR_SYNTAX);
	ck_assert_int_eq(n, 0);
	ck_assert_str_eq(msg, "two.pgn:1: tag Event: the value is not closed on its line");
	ck_assert_int_eq(pgn_list_buffer(mixed, strlen(mixed), "mixed.pgn", &list, &n, msg, sizeof msg), PGN_OK);
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(list[0].error, PGN_ERR_SYNTAX);
	ck_assert_str_eq(list[0].why, "mixed.pgn:1: ')' without a '(' before it");
	ck_assert_int_eq(list[1].error, PGN_OK);
	ck_assert_int_eq(list[1].line, 3);
	free(list);
}
END_TEST

/* A FIFO with no writer, a directory and a device are refused at once
 * (the test's timeout fails a reader that waits for a writer). */
START_TEST(test_not_regular)
{
	char *dir = gt_tempdir(), fifo[600], want[700], msg[512];
	const char *paths[3];
	pgn_entry *list;
	game g;
	int n, i, games = -1;

	snprintf(fifo, sizeof fifo, "%s/game.fifo", dir);
	ck_assert_int_eq(mkfifo(fifo, 0600), 0);
	paths[0] = fifo;
	paths[1] = dir;
	paths[2] = "/dev/null";
	memset(&g, 0, sizeof g);
	for (i = 0; i < 3; i++) {
		snprintf(want, sizeof want, "%s: not a regular file", paths[i]);
		ck_assert_int_eq(pgn_load(paths[i], 1, test_set(), &g, msg, sizeof msg), PGN_ERR_IO);
		ck_assert_str_eq(msg, want);
		ck_assert_int_eq(pgn_load_counted(paths[i], 1, test_set(), &g, &games, msg, sizeof msg), PGN_ERR_IO);
		ck_assert_str_eq(msg, want);
		ck_assert_int_eq(pgn_list(paths[i], &list, &n, msg, sizeof msg), PGN_ERR_IO);
		ck_assert_str_eq(msg, want);
		ck_assert_int_eq(n, 0);
	}
	ck_assert_ptr_null(g.moves);
	gt_rmdir(dir);
}
END_TEST

/* Clocks as lichess, chess.com and others write them: the movetext, the
 * clocks read into its first two moves (-1: none), and the reason. */
static const struct {
	const char *moves;   /* the movetext of two moves */
	long long clk[2];    /* the clocks read into them */
	game_reason reason;  /* the reason of the result */
} clocks[] = {
	{ "1. e4 {[%clk 0:04:51]} e5 {[%clk 0:04:50.5]} *", { 291000, 290500 }, GAME_REASON_NONE },
	{ "1. e4 { [%clk 0:04:51] } 1... e5 { [%clk 1:00:00] } *", { 291000, 3600000 }, GAME_REASON_NONE },
	{ "1. e4 {[%clk 0:02:59.9]} 1... e5 {[%clk 10:02:58.123]} 1-0", { 179900, 36178123 }, GAME_RECORDED },
	{ "1. e4 {[%eval 0.2] [%clk 0:00:05]} e5 *", { 5000, -1 }, GAME_REASON_NONE },
	{ "1. e4 {[%clk 0:61:00]} e5 {[%clk 0:01]} *", { -1, 1000 }, GAME_REASON_NONE },
	{ "1. e4 e5 {[%clk 0:00:30] Black resigns} 1-0", { -1, 30000 }, GAME_RESIGNATION },
	{ "{[%clk 0:01:00]} 1. e4 e5 *", { -1, -1 }, GAME_REASON_NONE },
	/* movetext that ends at the end of the file, without a result */
	{ "1. e4 {[%clk 0:00:01]} e5", { 1000, -1 }, GAME_REASON_NONE },
};

/* Reads [%clk] comments into the moves' clocks; the rest of a comment
 * still tells the reason. */
START_TEST(test_clock_read)
{
	char text[512], msg[512];
	game g;

	snprintf(text, sizeof text, "[Event \"x\"]\n[Result \"%s\"]\n\n%s",
		 strstr(clocks[_i].moves, "1-0") ? "1-0" : "*", clocks[_i].moves);
	memset(&g, 0, sizeof g);
	ck_assert_msg(pgn_load_buffer(text, strlen(text), "clocks.pgn", 1, test_set(), &g, msg, sizeof msg) == PGN_OK,
		      "%s", msg);
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_int_eq(g.moves[0].clk_ms, clocks[_i].clk[0]);
	ck_assert_int_eq(g.moves[1].clk_ms, clocks[_i].clk[1]);
	ck_assert_int_eq(g.reason, clocks[_i].reason);
	game_free(&g);
}
END_TEST

/* Clocks are written after their moves as [%clk H:MM:SS] with the
 * fraction when there is one, a Black move after one gets its number,
 * and they read back exact. */
START_TEST(test_clock_round_trip)
{
	static const char *const moves[] = { "e4", "e5", "Nf3", "Nc6", "Bb5", "a6" };
	static const long long clk[] = { 291000, 9500, 0, 43200001, -1, -50 };
	static const char written[] = "1. e4 {[%clk 0:04:51]} 1... e5 {[%clk 0:00:09.5]} 2. Nf3 {[%clk 0:00:00]} "
		"2... Nc6 {[%clk 12:00:00.001]} 3. Bb5 a6 {[%clk 0:00:00]} *";
	char *dir = gt_tempdir(), path[600], msg[512], *text, *c;
	game g, h;
	size_t i;

	snprintf(path, sizeof path, "%s/clocks.pgn", dir);
	ck_assert_int_eq(game_new(&g, test_variant("chess"), NULL, msg, sizeof msg), GAME_OK);
	for (i = 0; i < sizeof moves / sizeof moves[0]; i++) {
		ck_assert_int_eq(game_play_text(&g, moves[i], msg, sizeof msg), SAN_OK);
		ck_assert_int_eq(g.moves[i].clk_ms, -1);
		g.moves[i].clk_ms = clk[i];
	}
	ck_assert_msg(pgn_save(&g, path, msg, sizeof msg) == PGN_OK, "%s", msg);
	text = slurp(path);
	assert_short_lines(text);
	for (c = strstr(text, "\n\n1."); c && *c; c++)
		if (*c == '\n' && c[1] && c[1] != '\n')
			*c = ' '; /* the movetext as one line */
	ck_assert_msg(strstr(text, written) != NULL, "no \"%s\" in:\n%s", written, text);
	free(text);
	memset(&h, 0, sizeof h);
	ck_assert_msg(pgn_load(path, 1, test_set(), &h, msg, sizeof msg) == PGN_OK, "%s", msg);
	assert_same(&g, &h);
	for (i = 0; i < sizeof moves / sizeof moves[0]; i++)
		ck_assert_int_eq(h.moves[i].clk_ms, clk[i] < -1 ? 0 : clk[i]);
	game_free(&g);
	game_free(&h);
	gt_rmdir(dir);
}
END_TEST

/* The suite. */
Suite *
pgn_suite(void)
{
	Suite *s = suite_create("pgn");
	TCase *tc = tcase_create("files");

	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_round_trip, 0, 5);
	tcase_add_test(tc, test_custom_variant);
	tcase_add_test(tc, test_setup_position);
	tcase_add_test(tc, test_side_names);
	tcase_add_test(tc, test_embedded_network);
	tcase_add_loop_test(tc, test_xboard_games, 0, (int)(sizeof xboard_games / sizeof xboard_games[0]));
	tcase_add_test(tc, test_xboard_tags);
	tcase_add_loop_test(tc, test_foreign, 0, (int)(sizeof foreign / sizeof foreign[0]));
	tcase_add_test(tc, test_several_games);
	tcase_add_test(tc, test_many_tags);
	tcase_add_loop_test(tc, test_malformed, 0, (int)(sizeof bad / sizeof bad[0]));
	tcase_add_test(tc, test_nul_byte);
	tcase_add_test(tc, test_missing_file);
	tcase_add_test(tc, test_save_failures);
	tcase_add_loop_test(tc, test_broken_game, 0, (int)(sizeof broken / sizeof broken[0]));
	tcase_add_test(tc, test_all_broken);
	tcase_add_test(tc, test_not_regular);
	tcase_add_loop_test(tc, test_clock_read, 0, (int)(sizeof clocks / sizeof clocks[0]));
	tcase_add_test(tc, test_clock_round_trip);
	tcase_add_test(tc, test_comment_like_definition);
	suite_add_tcase(s, tc);
	return s;
}
