/* check_eval.c - the static evaluation's Check suite: a position and its
 * colour-mirrored twin score the same for their side, and the sign of each
 * term derived from the pieces: a piece attacked by a cheaper one or
 * attacked and undefended costs its side, a passed pawn farther advanced
 * scores more, its path is better with the enemy royal far away, a
 * small lead without pawns is drawish, connected pawns, file sliders on
 * open files, weak squares around a royal piece and own pawns on the
 * colour of a colour-bound piece count. */
#include <check.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eval.h"
#include "movegen.h"
#include "testlib.h"

/* The evaluation of fen in variant name (side to move's view), with the
 * default weights, or with weight zero set to zval when zero >= 0; with
 * the variant's mobility bonuses, or, when mobility_bonuses is 0, with
 * them at nought. */
static int
eval_fen_bonuses(const char *name, const char *fen, int zero, int zval, int mobility_bonuses)
{
	const variant *v = test_variant(name);
	eval_tables *t = malloc(sizeof *t);
	position *p = malloc(sizeof *p);
	char msg[256];
	int s;

	ck_assert_ptr_nonnull(t);
	ck_assert_ptr_nonnull(p);
	ck_assert_msg(pos_from_fen(p, v, fen, msg, sizeof msg) == POS_OK, "%s: %s", fen, msg);
	eval_init(t, v);
	if (zero >= 0)
		t->w.w[zero] = zval;
	if (!mobility_bonuses) {
		memset(t->mob_mg, 0, sizeof t->mob_mg);
		memset(t->mob_eg, 0, sizeof t->mob_eg);
	}
	s = eval_evaluate(t, p);
	free(t);
	free(p);
	return s;
}

/* The evaluation of fen in variant name, as eval_fen_bonuses with the
 * variant's mobility bonuses. */
static int
eval_fen(const char *name, const char *fen, int zero, int zval)
{
	return eval_fen_bonuses(name, fen, zero, zval, 1);
}

/* How much weight id at value moves the evaluation of fen in variant name
 * (side to move's view) from the same weight at nought. */
static int
effect(const char *name, const char *fen, int id, int value)
{
	return eval_fen(name, fen, id, value) - eval_fen(name, fen, id, 0);
}

/* The colour-mirrored twin of an 8-rank FEN: ranks reversed, cases
 * swapped, the other side to move, castling and e.p. mirrored. */
static void
mirror_fen(const char *fen, char *out, size_t size)
{
	char board[128], side[4], castle[8], ep[4], rest[32] = "";
	char *rank[16], *sv;
	int n = 0, i;
	size_t len = 0;

	ck_assert_int_ge(sscanf(fen, "%127s %3s %7s %3s %31[^\n]", board, side, castle, ep, rest), 4);
	for (rank[n] = strtok_r(board, "/", &sv); rank[n] && n < 15; rank[n] = strtok_r(NULL, "/", &sv))
		n++;
	out[0] = '\0';
	for (i = n - 1; i >= 0; i--) {
		char *c;
		for (c = rank[i]; *c; c++)
			*c = (char)(isupper((unsigned char)*c) ? tolower((unsigned char)*c) : toupper((unsigned char)*c));
		len += (size_t)snprintf(out + len, size - len, "%s%s", rank[i], i ? "/" : "");
	}
	if (strcmp(castle, "-")) {
		char swapped[8] = "";
		const char *order = "KQkq";
		int k, m = 0;
		for (k = 0; k < 4; k++) {
			char want = (char)(isupper((unsigned char)order[k]) ? tolower((unsigned char)order[k])
									  : toupper((unsigned char)order[k]));
			if (strchr(castle, want))
				swapped[m++] = order[k];
		}
		swapped[m] = '\0';
		strcpy(castle, swapped);
	}
	if (strcmp(ep, "-"))
		ep[1] = (char)('1' + '8' - ep[1]);
	snprintf(out + len, size - len, " %s %s %s %s", side[0] == 'w' ? "b" : "w", castle, ep, rest);
}

static const char *const mirror_cases[] = {
	"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
	"r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 0 5",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"6k1/5ppp/8/3N4/8/2b5/5PPP/6K1 b - - 0 1",
	"8/8/4k3/8/2K5/8/3R4/6b1 w - - 0 1",
	"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
};

/* A position and its mirrored twin score the same for the side to move
 * (so from White's side one is the other's negation). */
START_TEST(test_mirror)
{
	char twin[256];
	int a, b;

	mirror_fen(mirror_cases[_i], twin, sizeof twin);
	a = eval_fen("chess", mirror_cases[_i], -1, 0);
	b = eval_fen("chess", twin, -1, 0);
	ck_assert_msg(a == b, "%s scores %d, its twin %s %d", mirror_cases[_i], a, twin, b);
}
END_TEST

/* A knight attacked by a pawn, and a knight attacked by a rook with no
 * defender, cost their side: the score is lower than with the weight at 0. */
START_TEST(test_threats)
{
	const char *by_pawn = "4k3/8/3p4/4N3/8/8/8/4K3 w - - 0 1";
	const char *hanging = "4k3/8/8/4N2r/8/8/8/4K3 w - - 0 1";

	ck_assert_int_lt(eval_fen("chess", by_pawn, -1, 0), eval_fen("chess", by_pawn, EW_THREAT_EG, 0));
	ck_assert_int_lt(eval_fen("chess", hanging, -1, 0), eval_fen("chess", hanging, EW_HANGING_EG, 0));
	/* Defended by a pawn, the knight attacked by the rook does not hang. */
	ck_assert_int_eq(eval_fen("chess", "4k3/8/8/4N2r/3P4/8/8/4K3 w - - 0 1", -1, 0),
			 eval_fen("chess", "4k3/8/8/4N2r/3P4/8/8/4K3 w - - 0 1", EW_HANGING_EG, 0));
	/* The same in LancerChess, whose pieces differ: a Lancer hit by a Pikeman. */
	ck_assert_int_lt(eval_fen("lancerchess", "4q3/8/3p4/4L3/8/8/8/4Q3 w - - 0 1", -1, 0),
			 eval_fen("lancerchess", "4q3/8/3p4/4L3/8/8/8/4Q3 w - - 0 1", EW_THREAT_EG, 0));
}
END_TEST

/* A passed pawn scores more the farther it is, and more with the enemy
 * royal piece far from its path than near it. */
START_TEST(test_passed)
{
	int e4 = eval_fen("chess", "k7/8/8/8/4P3/8/8/K7 w - - 0 1", -1, 0);
	int e5 = eval_fen("chess", "k7/8/8/4P3/8/8/8/K7 w - - 0 1", -1, 0);
	int e6 = eval_fen("chess", "k7/8/4P3/8/8/8/8/K7 w - - 0 1", -1, 0);
	int near = eval_fen("chess", "8/8/4k3/8/4P3/8/8/K7 w - - 0 1", -1, 0);
	int far = eval_fen("chess", "k7/8/8/8/4P3/8/8/K7 w - - 0 1", -1, 0);

	ck_assert_int_lt(e4, e5);
	ck_assert_int_lt(e5, e6);
	ck_assert_int_lt(near, far);
	/* LancerChess: the royal Queens, the same rule. */
	ck_assert_int_lt(eval_fen("lancerchess", "q7/8/8/4P3/8/8/8/Q7 w - - 0 1", -1, 0),
			 eval_fen("lancerchess", "q7/8/4P3/8/8/8/8/Q7 w - - 0 1", -1, 0));
}
END_TEST

/* A rook against a bishop without pawns is drawish: the score is cut
 * below what the same lead gets with the drawish share at one. */
START_TEST(test_drawish)
{
	const char *fen = "8/8/4k3/8/2K5/8/3R4/6b1 w - - 0 1";
	int cut = eval_fen("chess", fen, -1, 0), full = eval_fen("chess", fen, EW_DRAWISH_X16, 16);

	ck_assert_int_gt(cut, 0);
	ck_assert_int_lt(cut, full);
}
END_TEST

/* Pawns side by side or guarding each other score more with the weight
 * set than at 0, a lone pawn no different. */
START_TEST(test_connected)
{
	const char *pair = "4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1";
	const char *lone = "4k3/8/8/8/3P4/8/8/4K3 w - - 0 1";
	const char *chain = "4q3/8/8/8/3P4/2P5/8/4Q3 w - - 0 1";

	ck_assert_int_gt(eval_fen("chess", pair, EW_CONNECTED_EG, 20), eval_fen("chess", pair, EW_CONNECTED_EG, 0));
	ck_assert_int_eq(eval_fen("chess", lone, EW_CONNECTED_EG, 20), eval_fen("chess", lone, EW_CONNECTED_EG, 0));
	ck_assert_int_gt(eval_fen("lancerchess", chain, EW_CONNECTED_EG, 20),
			 eval_fen("lancerchess", chain, EW_CONNECTED_EG, 0));
}
END_TEST

/* A piece that slides up its file (a rook; in LancerChess the Tower and
 * the King, which moves as a queen) gains on a file without pawns and,
 * less, on one without its own; a bishop or a Baron does not. */
START_TEST(test_open_files)
{
	const char *open = "4k3/p7/8/8/8/8/P7/3RK3 w - - 0 1";
	const char *half = "4k3/3p4/8/8/8/8/P7/3RK3 w - - 0 1";
	const char *closed = "4k3/3p4/8/8/8/8/3P4/3RK3 w - - 0 1";
	const char *bishop = "4k3/p7/8/8/8/8/P7/3BK3 w - - 0 1";

	ck_assert_int_gt(effect("chess", open, EW_OPEN_FILE_MG, 20), 0);
	ck_assert_int_gt(effect("chess", half, EW_HALF_OPEN_MG, 20), 0);
	ck_assert_int_eq(effect("chess", closed, EW_HALF_OPEN_MG, 20), 0);
	ck_assert_int_eq(effect("chess", bishop, EW_OPEN_FILE_MG, 20), 0);
	ck_assert_int_gt(effect("lancerchess", "7q/p7/8/8/8/8/P7/2KRQ3 w - - 0 1", EW_OPEN_FILE_MG, 20), 0);
	ck_assert_int_eq(effect("lancerchess", "7q/p7/8/8/8/8/P7/3BQ3 w - - 0 1", EW_OPEN_FILE_MG, 20), 0);
}
END_TEST

/* Squares next to a royal piece that the enemy attacks and only the royal
 * piece guards make the attack on it worse: with the weights at 0 the
 * attacked side scores more. */
START_TEST(test_weak_zone)
{
	/* Black's rook and queen bear on White's king, whose pawns are gone. */
	const char *fen = "6k1/5ppp/8/8/8/8/2q5/r5K1 w - - 0 1";

	ck_assert_int_lt(eval_fen("chess", fen, EW_WEAK_ZONE_X16, 24), eval_fen("chess", fen, EW_WEAK_ZONE_X16, 0));
	ck_assert_int_lt(eval_fen("chess", fen, EW_ZONE_ATTACK_X16, 16), eval_fen("chess", fen, EW_ZONE_ATTACK_X16, 0));
}
END_TEST

/* Loads the variant file text (its name given for messages) into set. */
static void
load_text(var_set *set, const char *text, size_t len, const char *name)
{
	var_error err;
	FILE *f = fmemopen((void *)text, len, "r");

	ck_assert_ptr_nonnull(f);
	ck_assert_msg(var_load_stream(set, f, name, &err) == VAR_OK, "%s", err.message);
	fclose(f);
}

/* Plays four random games of 120 plies in variant v from its start,
 * holding every position's score with the tables fast to the score with their
 * short cuts for plain rays turned off (walked); returns how many of
 * fast's piece types have a short cut. */
static int
check_plain_rays(const variant *v, eval_tables *fast, eval_tables *walked, unsigned *seed)
{
	position *p = malloc(sizeof *p);
	move_list *list = malloc(sizeof *list);
	char msg[256];
	pos_undo u;
	int c, type, game, ply, shortcut = 0;

	ck_assert_ptr_nonnull(p);
	ck_assert_ptr_nonnull(list);
	eval_init(fast, v);
	*walked = *fast;
	for (c = 0; c < 2; c++)
		for (type = 0; type < v->ntypes; type++) {
			shortcut += fast->rays[c][type].plain + (fast->rays[c][type].nhit >= 0);
			walked->rays[c][type].plain = 0;
			walked->rays[c][type].nhit = -1;
		}
	for (game = 0; game < 4; game++) {
		ck_assert_msg(pos_from_fen(p, v, v->start, msg, sizeof msg) == POS_OK, "%s: %s", v->start, msg);
		for (ply = 0; ply < 120; ply++) {
			ck_assert_msg(eval_evaluate(fast, p) == eval_evaluate(walked, p), "%s, game %d, ply %d",
				      v->name, game, ply);
			mg_legal(p, list);
			if (!list->count)
				break;
			pos_make(p, list->moves[(unsigned)rand_r(seed) % (unsigned)list->count], &u);
		}
	}
	free(p);
	free(list);
	return shortcut;
}

/* The evaluation's short cuts for pieces whose rays are plain (pawns'
 * attacks marked by their steps alone, no test of whether a ray may be
 * used) change no score: along random games in variants with and without
 * zones, start-square moves and leg squares, and with royal pawns, every
 * position scores the same with the short cuts turned off. */
START_TEST(test_plain_rays)
{
	static const char *const names[] = { "chess", "lancerchess", "clash", "complete", "onslaught",
					     "berolina", "shatranj", "makruk", "capablanca", "grasshopper" };
	static const char royal_pawns[] = "[royalpawns]\nboard = 8x8\n"
					  "start = r3k2r/1ppp4/8/8/8/8/1PPP4/R3K2R w - - 0 1\n"
					  "piece K = King; K; royal\npiece R = Rook; R\n"
					  "piece P = Pawn; fmW fcF; pawn; royal\n";
	eval_tables *fast = malloc(sizeof *fast), *walked = malloc(sizeof *walked);
	var_set set = { 0, NULL };
	var_error err;
	const variant *v;
	unsigned seed = 11;
	size_t n;
	int shortcut = 0;

	ck_assert_ptr_nonnull(fast);
	ck_assert_ptr_nonnull(walked);
	for (n = 0; n < sizeof names / sizeof names[0]; n++) {
		v = test_variant(names[n]);
		shortcut += check_plain_rays(v, fast, walked, &seed);
	}
	ck_assert_int_gt(shortcut, 0);
	load_text(&set, royal_pawns, sizeof royal_pawns - 1, "royalpawns.ini");
	ck_assert_ptr_nonnull(v = var_find(&set, "royalpawns", &err));
	ck_assert_int_gt(check_plain_rays(v, fast, walked, &seed), 0);
	var_set_free(&set);
	free(fast);
	free(walked);
}
END_TEST

/* The pawn cache changes no score: in every shipped variant (the cache
 * emptied for each one's tables), along random games of 120 plies, each
 * position scores the same with the cache (looked up twice, so that the
 * second is taken from it) as without it, where the pawns' terms and
 * their attacks are worked out pawn by pawn. */
START_TEST(test_pawn_cache)
{
	eval_tables *t = malloc(sizeof *t);
	eval_pawn_cache *cache = calloc(1, sizeof *cache);
	position *p = malloc(sizeof *p);
	move_list *list = malloc(sizeof *list);
	var_set *set = test_set();
	var_error err;
	char msg[256];
	pos_undo u;
	unsigned seed = 5;
	int vi, game, ply, full, positions = 0;

	ck_assert_ptr_nonnull(t);
	ck_assert_ptr_nonnull(cache);
	ck_assert_ptr_nonnull(p);
	ck_assert_ptr_nonnull(list);
	ck_assert_int_eq(var_load_all(set, &err), VAR_OK);
	for (vi = 0; vi < set->count; vi++) {
		const variant *v = set->items[vi];
		eval_init(t, v);
		memset(cache, 0, sizeof *cache);
		for (game = 0; game < 4; game++) {
			ck_assert_msg(pos_from_fen(p, v, v->start, msg, sizeof msg) == POS_OK, "%s: %s", v->name,
				      msg);
			for (ply = 0; ply < 120; ply++) {
				int plain = eval_evaluate(t, p);
				ck_assert_msg(eval_evaluate_cached(t, p, -30000, 30000, &full, NULL, NULL, cache) == plain &&
						      eval_evaluate_cached(t, p, -30000, 30000, &full, NULL, NULL, cache) == plain,
					      "%s, game %d, ply %d", v->name, game, ply);
				positions++;
				mg_legal(p, list);
				if (!list->count)
					break;
				pos_make(p, list->moves[(unsigned)rand_r(&seed) % (unsigned)list->count], &u);
			}
		}
	}
	ck_assert_int_gt(positions, 10000);
	free(t);
	free(cache);
	free(p);
	free(list);
}
END_TEST

/* A cache made by one build of the tables empties itself when given
 * another: an entry written under weights that count a doubled pawn for
 * little is wrong under weights that count it for much, also when the
 * new tables are built at the old ones' address. */
START_TEST(test_pawn_cache_tables)
{
	static const char doubled[] = "[doubled]\nboard = 8x8\n"
				      "start = 4k3/8/8/8/8/2P5/2P5/4K3 w - - 0 1\n"
				      "piece K = King; K; royal\npiece P = Pawn; fmW fcF; pawn\n";
	eval_tables *a = malloc(sizeof *a), *b = malloc(sizeof *b);
	eval_pawn_cache *cache = calloc(1, sizeof *cache);
	position *p = malloc(sizeof *p);
	var_set set = { 0, NULL };
	const variant *v;
	eval_weights w;
	var_error err;
	char msg[256];
	int full, light, heavy;

	ck_assert_ptr_nonnull(a);
	ck_assert_ptr_nonnull(b);
	ck_assert_ptr_nonnull(cache);
	ck_assert_ptr_nonnull(p);
	load_text(&set, doubled, sizeof doubled - 1, "doubled.ini");
	ck_assert_ptr_nonnull(v = var_find(&set, "doubled", &err));
	ck_assert_int_eq(pos_from_fen(p, v, v->start, msg, sizeof msg), POS_OK);
	eval_variant_weights(v, &w);
	eval_init_weights(a, v, &w);
	light = eval_evaluate(a, p);
	w.w[EW_DOUBLED_MG] += 200;
	w.w[EW_DOUBLED_EG] += 200;
	eval_init_weights(b, v, &w);
	heavy = eval_evaluate(b, p);
	ck_assert_int_ne(light, heavy);
	/* Other tables at another address. */
	ck_assert_int_eq(eval_evaluate_cached(a, p, -30000, 30000, &full, NULL, NULL, cache), light);
	ck_assert_int_eq(eval_evaluate_cached(b, p, -30000, 30000, &full, NULL, NULL, cache), heavy);
	ck_assert_int_eq(eval_evaluate_cached(a, p, -30000, 30000, &full, NULL, NULL, cache), light);
	/* Other tables at the same address. */
	eval_init_weights(a, v, &w);
	ck_assert_int_eq(eval_evaluate_cached(a, p, -30000, 30000, &full, NULL, NULL, cache), heavy);
	var_set_free(&set);
	free(a);
	free(b);
	free(cache);
	free(p);
}
END_TEST

/* A variant of kings and rooks naming the network file net, both written
 * to a new temporary directory and loaded into set; returns the variant. */
#define NET_INI "[n]\nboard = 8x8\nstart = 4k3/8/8/8/8/8/8/R3K3 w - - 0 1\n" \
	"piece K = King; K; royal\npiece R = Rook; R\nnetwork = n.net\n"
static const variant *
load_net_variant(var_set *set, const char *net)
{
	char dir[256], path[300], netpath[300];
	var_error err;

	test_temp_dir(dir, sizeof dir, "eval");
	test_write_file(dir, "n.ini", NET_INI, path, sizeof path);
	test_write_file(dir, "n.net", net, netpath, sizeof netpath);
	ck_assert_msg(var_load_file(set, path, &err) == VAR_OK, "%s", err.message);
	ck_assert_ptr_nonnull(set->items[0]->net);
	return set->items[0];
}

/* A network's correction, worked by hand: each side's view sums its rows
 * (Black's view mirrors the ranks: White's rook on a1 is its enemy R a8),
 * held to 0..1024, and the output weights of the side to move's view and
 * of the other's give centipawns times 16 over 1024, plus the bias; the
 * evaluation adds the correction and the weak levels' tables go without. */
START_TEST(test_network)
{
	static const char net[] = "board = 8x8\npieces = KR\nhidden = 2\ninput-bias = 0 0\n"
				  "input own R a1 = 600 -100\ninput enemy R a8 = 2000 0\ninput own K e1 = 100 50\n"
				  "output own = 1600 3200\noutput enemy = -800 0\noutput-bias = 3\n";
	var_set set = { 0, NULL };
	eval_tables *t = malloc(sizeof *t);
	position *p = malloc(sizeof *p);
	const variant *v;
	char msg[256];
	int with, without;

	ck_assert_ptr_nonnull(t);
	ck_assert_ptr_nonnull(p);
	v = load_net_variant(&set, net);
	/* White to move: its view (700, -50) -> (700, 0); Black's (2100, 50)
	 * -> (1024, 50); (700 * 1600 - 1024 * 800) / 16384 = 18, + 3. */
	ck_assert_msg(pos_from_fen(p, v, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", msg, sizeof msg) == POS_OK, "%s", msg);
	ck_assert_int_eq(eval_net_score(v->net, p), 21);
	eval_init(t, v);
	with = eval_evaluate(t, p);
	t->net = NULL;
	without = eval_evaluate(t, p);
	ck_assert_int_eq(with - without, 21);
	/* Black to move: (1024 * 1600 + 50 * 3200 - 700 * 800) / 16384 = 75, + 3. */
	ck_assert_msg(pos_from_fen(p, v, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", msg, sizeof msg) == POS_OK, "%s", msg);
	ck_assert_int_eq(eval_net_score(v->net, p), 78);
	eval_init_weights(t, v, &eval_level_weights);
	ck_assert_ptr_null(t->net);
	var_set_free(&set);
	free(t);
	free(p);
}
END_TEST

/* The royal rows, worked by hand: White's view sees its rook one file left
 * of its king (own R -1 0), Black's its rook two ranks in front of its
 * king and a file left (own R -1 2: ranks count towards the enemy); the
 * enemy rows reach no piece, and a side without exactly one royal piece
 * has none. */
START_TEST(test_network_royal_rows)
{
	static const char net[] = "board = 8x8\npieces = KR\nhidden = 2\nroyal-radius = 2\n"
				  "royal own R -1 0 = 300 0\nroyal own R -1 2 = 0 500\nroyal enemy R -1 2 = 7000 7000\n"
				  "royal enemy R 1 -2 = 7000 7000\noutput own = 1600 3200\noutput enemy = -1600 -3200\n";
	var_set set = { 0, NULL };
	position *p = malloc(sizeof *p);
	const variant *v;
	char msg[256];
	int in[EVAL_NET_MAX_INPUTS];

	ck_assert_ptr_nonnull(p);
	v = load_net_variant(&set, net);
	/* (300 * 1600 - 500 * 3200) / 16384 = -68 */
	ck_assert_msg(pos_from_fen(p, v, "4k3/8/3r4/8/8/8/8/3RK3 w - - 0 1", msg, sizeof msg) == POS_OK, "%s", msg);
	ck_assert_int_eq(eval_net_score(v->net, p), -68);
	/* four pieces a view, and one royal row each */
	ck_assert_int_eq(eval_net_inputs(v, p, WHITE, 2, in), 5);
	ck_assert_int_eq(eval_net_inputs(v, p, BLACK, 2, in), 5);
	ck_assert_int_eq(eval_net_inputs(v, p, BLACK, 0, in), 4);
	/* White's rook two files left of its king: a row of noughts;
	 * -500 * 3200 / 16384 = -97 */
	ck_assert_msg(pos_from_fen(p, v, "4k3/8/3r4/8/8/8/8/2R1K3 w - - 0 1", msg, sizeof msg) == POS_OK, "%s", msg);
	ck_assert_int_eq(eval_net_score(v->net, p), -97);
	/* Black to move: the same views, weighed the other way round */
	ck_assert_msg(pos_from_fen(p, v, "4k3/8/3r4/8/8/8/8/3RK3 b - - 0 1", msg, sizeof msg) == POS_OK, "%s", msg);
	ck_assert_int_eq(eval_net_score(v->net, p), 68);
	var_set_free(&set);
	free(p);
}
END_TEST

/* A network of 16 units with weights drawn from seed for v, with royal
 * rows out to radius; freed with free_net. */
static var_net *
random_net(const variant *v, int radius, unsigned *seed)
{
	var_net *net = calloc(1, sizeof *net);
	int rows, i, j;

	ck_assert_ptr_nonnull(net);
	net->hidden = net->stride = 16;
	net->nsquares = v->geo.files * v->geo.ranks;
	net->ntypes = v->ntypes;
	net->radius = radius;
	rows = var_net_rows(net->ntypes, net->nsquares, radius);
	net->input = calloc((size_t)rows * (size_t)net->stride, sizeof *net->input);
	ck_assert_ptr_nonnull(net->input);
	for (i = 0; i < rows; i++)
		for (j = 0; j < net->hidden; j++)
			net->input[(size_t)i * net->stride + j] = (int32_t)(rand_r(seed) % 401) - 200;
	for (j = 0; j < net->hidden; j++) {
		net->input_bias[j] = (int32_t)(rand_r(seed) % 1025);
		net->output[0][j] = (int32_t)(rand_r(seed) % 4001) - 2000;
		net->output[1][j] = -net->output[0][j];
	}
	return net;
}

static void
free_net(var_net *net)
{
	free(net->input);
	free(net);
}

/* Fails unless the square terms q of p are those made afresh, and the
 * evaluation from them the evaluation of p. */
static void
check_psq(const eval_tables *t, const eval_psq *q, const position *p)
{
	eval_psq f;
	int c, k, full;

	eval_psq_of(t, p, &f);
	ck_assert_int_eq(q->phase, f.phase);
	ck_assert(q->pawn_key == f.pawn_key);
	for (c = 0; c < 2; c++) {
		ck_assert_int_eq(q->mg[c], f.mg[c]);
		ck_assert_int_eq(q->eg[c], f.eg[c]);
		for (k = 0; k < 2; k++) {
			ck_assert_int_eq(q->bound_on[c][k], f.bound_on[c][k]);
			ck_assert_int_eq(q->pawns_on[c][k], f.pawns_on[c][k]);
		}
	}
	ck_assert_int_eq(eval_evaluate_cached(t, p, -30000, 30000, &full, NULL, q, NULL), eval_evaluate(t, p));
}

/* The network's sums and the square terms carried along a line of play
 * are those made afresh, and so is the evaluation from them: random
 * moves (castling, en passant, promotions, captures of a royal piece's
 * neighbours, moves of the royal piece), null moves and moves taken back,
 * the sums asked for at only some plies so that they are carried over
 * several moves at once, with and without royal rows. */
START_TEST(test_network_carried)
{
	static const struct {
		const char *variant, *fen;
	} lines[] = {
		{ "chess", NULL },
		{ "chess", "r3k2r/pPp2ppp/8/3pP3/8/8/P1PP1PpP/R3K2R w KQkq d6 0 1" },
		{ "chess960", "2r3kr/pppppppp/8/8/8/8/PPPPPPPP/2R3KR w KQkq - 0 1" },
		{ "lancerchess", NULL },
		{ "clash", NULL },
		{ "complete", NULL },
		{ "onslaught", NULL },
	};
	static eval_path path, fresh;
	eval_tables *t = malloc(sizeof *t);
	position *p = malloc(sizeof *p);
	pos_undo undo[60];
	move_list *list = malloc(sizeof *list);
	unsigned seed = 7;
	size_t l;
	int radius, step, checked = 0, carried = 0;

	ck_assert_ptr_nonnull(t);
	ck_assert_ptr_nonnull(p);
	ck_assert_ptr_nonnull(list);
	for (l = 0; l < sizeof lines / sizeof lines[0]; l++)
		for (radius = 0; radius <= 2; radius += 2) {
			const variant *v = test_variant(lines[l].variant);
			var_net *net = random_net(v, radius, &seed);
			eval_init(t, v);
			int ply = 0, is_null[60];
			test_position(p, lines[l].variant, lines[l].fen);
			eval_path_root(&path);
			for (step = 0; step < 1500; step++) {
				unsigned r = (unsigned)rand_r(&seed) % 100;
				if (ply > 0 && (r < 25 || ply == 59)) {
					ply--;
					if (is_null[ply])
						pos_unmake_null(p, &undo[ply]);
					else
						pos_unmake(p, &undo[ply]);
				} else if (r < 30) {
					eval_path_null(&path, ply);
					pos_make_null(p, &undo[ply]);
					eval_path_made(&path, ply, net, p);
					is_null[ply++] = 1;
				} else {
					move m;
					mg_legal(p, list);
					if (!list->count)
						continue;
					m = list->moves[(unsigned)rand_r(&seed) % (unsigned)list->count];
					eval_path_move(&path, ply, p, m);
					pos_make(p, m, &undo[ply]);
					eval_path_made(&path, ply, net, p);
					is_null[ply++] = 0;
				}
				if (rand_r(&seed) % 3 == 0) {
					const eval_net_sums *s = eval_path_sums(&path, ply, net, p);
					const eval_net_sums *f;
					int view;
					eval_path_root(&fresh);
					f = eval_path_sums(&fresh, 0, net, p);
					for (view = 0; view < 2; view++) {
						ck_assert_msg(memcmp(s->sum[view], f->sum[view], sizeof s->sum[view][0] * 16) == 0,
							      "%s line %zu radius %d step %d view %d: carried sums differ",
							      lines[l].variant, l, radius, step, view);
						ck_assert_int_eq(s->rsq[view], f->rsq[view]);
					}
					ck_assert_int_eq(eval_net_output(net, s, p->side), eval_net_score(net, p));
					check_psq(t, eval_path_psq(&path, ply, t, p), p);
					checked++;
					carried += ply > 0;
				}
			}
			free_net(net);
		}
	/* most of the checks were of sums carried from a ply before */
	ck_assert_int_gt(carried, checked / 2);
	free(list);
	free(t);
	free(p);
}
END_TEST

/* A variant file's "weight" lines replace the defaults for its games. */
START_TEST(test_variant_weights)
{
	static const char text[] = "[heavy]\ninherit = chess\nweight tempo = 59\n";
	const char *fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
	var_set set = { 0, NULL };
	var_error err;
	eval_tables *t = malloc(sizeof *t);
	position *p = malloc(sizeof *p);
	const variant *heavy, *chess;
	eval_weights w;
	int a, b;

	ck_assert_ptr_nonnull(t);
	ck_assert_ptr_nonnull(p);
	load_text(&set, text, sizeof text - 1, "heavy.ini");
	ck_assert_ptr_nonnull(heavy = var_find(&set, "heavy", &err));
	ck_assert_ptr_nonnull(chess = var_find(&set, "chess", &err));
	eval_variant_weights(heavy, &w);
	ck_assert_int_eq(w.w[EW_TEMPO], 59);
	ck_assert_int_eq(w.w[EW_THREAT_MG], eval_default_weights.w[EW_THREAT_MG]);
	ck_assert_int_eq(pos_from_fen(p, chess, fen, NULL, 0), POS_OK);
	eval_init(t, chess);
	a = eval_evaluate(t, p);
	ck_assert_int_eq(pos_from_fen(p, heavy, fen, NULL, 0), POS_OK);
	eval_init(t, heavy);
	b = eval_evaluate(t, p);
	ck_assert_int_eq(b - a, 59 - eval_default_weights.w[EW_TEMPO]);
	var_set_free(&set);
	free(t);
	free(p);
}
END_TEST

/* With mobility_area on, a knight's squares that enemy pawns attack do
 * not count: the knight facing a pawn wall scores less than with it off
 * (the mobility term alone, without chess's fitted bonuses by count). */
START_TEST(test_mobility_area)
{
	const char *fen = "4k3/8/2p1p3/8/3N4/8/8/4K3 w - - 0 1";

	ck_assert_int_lt(eval_fen_bonuses("chess", fen, EW_MOBILITY_AREA, 1, 0),
			 eval_fen_bonuses("chess", fen, EW_MOBILITY_AREA, 0, 0));
}
END_TEST

/* Own pawns on the squares of a colour-bound piece cost bound_pawns_*:
 * a bishop (or LancerChess's Queen's Lancer, which keeps its colour too)
 * behind pawns on its colour scores less with the weight on; pawns on
 * the other colour, or a piece that changes colour, cost nothing. */
START_TEST(test_bound_pawns)
{
	const char *same = "4k3/8/8/8/8/2P1P3/3B4/4K3 w - - 0 1";
	const char *other = "4k3/8/8/8/2P1P3/8/3B4/4K3 w - - 0 1";

	ck_assert_int_lt(effect("chess", same, EW_BOUND_PAWNS_EG, 10), 0);
	ck_assert_int_eq(effect("chess", other, EW_BOUND_PAWNS_EG, 10), 0);
	ck_assert_int_lt(effect("lancerchess", "4q3/8/8/8/8/2P1P3/3D4/4Q3 w - - 0 1", EW_BOUND_PAWNS_EG, 10), 0);
	ck_assert_int_eq(effect("lancerchess", "4q3/8/8/8/8/2P1P3/3L4/4Q3 w - - 0 1", EW_BOUND_PAWNS_EG, 10), 0);
}
END_TEST

/* How winnable a lead is: a leader with few pawns keeps less of it
 * (few_pawns), nothing once it has four; pawns on one wing with the
 * royal pieces facing each other lower it, many pawns on both wings and
 * a passed pawn raise it (complexity_x16); for Black as for White. */
START_TEST(test_winnable)
{
	const char *one_pawn = "4k3/8/8/8/8/8/P7/R3K3 w - - 0 1";
	const char *four_pawns = "4k3/8/8/8/8/8/PPPP4/R3K3 w - - 0 1";
	const char *one_wing = "4k3/5ppp/8/8/8/8/5PPP/3RK3 w - - 0 1";
	const char *both_wings = "4k3/ppp3pp/8/8/8/8/PPPPPPPP/R3K3 w - - 0 1";
	const char *fens[4] = { one_pawn, four_pawns, one_wing, both_wings };
	char twin[128];
	int i, e[4], f[4];

	for (i = 0; i < 4; i++) {
		mirror_fen(fens[i], twin, sizeof twin);
		e[i] = effect("chess", fens[i], i < 2 ? EW_FEW_PAWNS : EW_COMPLEXITY_X16, i < 2 ? 28 : 16);
		f[i] = effect("chess", twin, i < 2 ? EW_FEW_PAWNS : EW_COMPLEXITY_X16, i < 2 ? 28 : 16);
		ck_assert_int_eq(e[i], f[i]);
	}
	ck_assert_int_lt(e[0], -50);
	ck_assert_int_eq(e[1], 0);
	ck_assert_int_lt(e[2], -30);
	ck_assert_int_gt(e[3], 0);
}
END_TEST

/* A variant file's mobility bonus moves the full-strength evaluation by
 * the bonus of each piece for its count of squares to go to (a rook on a1
 * beside its king has 10, one on h2 has 14 and takes the last number),
 * for Black's pieces as for White's, and leaves the weak levels' tables
 * as they were. Both sections replace chess's own rook bonuses, the one
 * compared against with noughts. */
START_TEST(test_mobility_bonus)
{
	static const char text[] = "[flat]\ninherit = chess\n"
				   "mobility-bonus R mg = 0\nmobility-bonus R eg = 0\n"
				   "[mob]\ninherit = chess\n"
				   "mobility-bonus R mg = 0 0 0 0 0 0 0 0 0 0 40 -12\n"
				   "mobility-bonus R eg = 0 0 0 0 0 0 0 0 0 0 40 -12\n";
	const char *fens[3] = { "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "r3k3/8/8/8/8/8/8/4K3 b - - 0 1",
				"4k3/8/8/8/8/8/7R/4K3 w - - 0 1" };
	const int want[3] = { 40, 40, -12 };
	var_set set = { 0, NULL };
	var_error err;
	eval_tables *t = malloc(sizeof *t);
	position *p = malloc(sizeof *p);
	const variant *mob, *flat;
	int plain, level, i;

	ck_assert_ptr_nonnull(t);
	ck_assert_ptr_nonnull(p);
	load_text(&set, text, sizeof text - 1, "mob.ini");
	ck_assert_ptr_nonnull(mob = var_find(&set, "mob", &err));
	ck_assert_ptr_nonnull(flat = var_find(&set, "flat", &err));
	for (i = 0; i < 3; i++) {
		ck_assert_int_eq(pos_from_fen(p, flat, fens[i], NULL, 0), POS_OK);
		eval_init(t, flat);
		plain = eval_evaluate(t, p);
		ck_assert_int_eq(pos_from_fen(p, mob, fens[i], NULL, 0), POS_OK);
		eval_init(t, mob);
		ck_assert_int_eq(eval_evaluate(t, p) - plain, want[i]);
	}
	eval_init_weights(t, mob, &eval_level_weights);
	ck_assert_int_eq(pos_from_fen(p, mob, fens[0], NULL, 0), POS_OK);
	level = eval_evaluate(t, p);
	eval_init_weights(t, flat, &eval_level_weights);
	ck_assert_int_eq(pos_from_fen(p, flat, fens[0], NULL, 0), POS_OK);
	ck_assert_int_eq(level, eval_evaluate(t, p));
	var_set_free(&set);
	free(t);
	free(p);
}
END_TEST

/* A variant file's square bonus moves the full-strength evaluation by
 * the bonus of each piece on its square, blended by phase (White's piece
 * on the square named, Black's on its mirror image), and leaves the weak
 * levels' tables (eval_init_weights) as they were. */
START_TEST(test_square_bonus)
{
	static const char text[] =
		"[sq]\ninherit = chess\n"
		"square-bonus R mg 1 = 40 0 0 0 0 0 0 0\nsquare-bonus R eg 1 = 40 0 0 0 0 0 0 0\n"
		"square-bonus R mg 2 = 0 0 0 0 0 0 0 24\nsquare-bonus R eg 2 = 0 0 0 0 0 0 0 8\n\n"
		"[zero]\ninherit = chess\n"
		"square-bonus R mg 1 = 0 0 0 0 0 0 0 0\nsquare-bonus R eg 1 = 0 0 0 0 0 0 0 0\n"
		"square-bonus R mg 2 = 0 0 0 0 0 0 0 0\nsquare-bonus R eg 2 = 0 0 0 0 0 0 0 0\n";
	const char *fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
	const char *twin = "r3k3/8/8/8/8/8/8/4K3 b - - 0 1";
	const char *h2 = "4k3/8/8/8/8/8/7R/4K3 w - - 0 1";
	var_set set = { 0, NULL };
	var_error err;
	eval_tables *t = malloc(sizeof *t);
	position *p = malloc(sizeof *p);
	const variant *sq, *chess;
	int plain[3], bonus[3], level, i;
	const char *fens[3] = { fen, twin, h2 };

	ck_assert_ptr_nonnull(t);
	ck_assert_ptr_nonnull(p);
	load_text(&set, text, sizeof text - 1, "sq.ini");
	ck_assert_ptr_nonnull(sq = var_find(&set, "sq", &err));
	ck_assert_ptr_nonnull(chess = var_find(&set, "zero", &err)); /* chess, its rooks' first ranks at 0 */
	for (i = 0; i < 3; i++) {
		ck_assert_int_eq(pos_from_fen(p, chess, fens[i], NULL, 0), POS_OK);
		eval_init(t, chess);
		plain[i] = eval_evaluate(t, p);
		ck_assert_int_eq(pos_from_fen(p, sq, fens[i], NULL, 0), POS_OK);
		eval_init(t, sq);
		bonus[i] = eval_evaluate(t, p);
	}
	ck_assert_int_eq(bonus[0] - plain[0], 40);
	ck_assert_int_eq(bonus[1] - plain[1], 40);
	/* A lone rook is a sixth of the start's phase: 24 * 6/78 + 8 * 72/78. */
	ck_assert_int_gt(bonus[2] - plain[2], 8);
	ck_assert_int_lt(bonus[2] - plain[2], 24);
	eval_init_weights(t, sq, &eval_level_weights);
	ck_assert_int_eq(pos_from_fen(p, sq, fen, NULL, 0), POS_OK);
	level = eval_evaluate(t, p);
	eval_init_weights(t, chess, &eval_level_weights);
	ck_assert_int_eq(pos_from_fen(p, chess, fen, NULL, 0), POS_OK);
	ck_assert_int_eq(level, eval_evaluate(t, p));
	var_set_free(&set);
	free(t);
	free(p);
}
END_TEST

/* Every weight has a name, found by eval_weight_index. */
START_TEST(test_weight_names)
{
	int i;

	for (i = 0; i < EVAL_NWEIGHTS; i++) {
		ck_assert_ptr_nonnull(eval_weight_names[i]);
		ck_assert_int_eq(eval_weight_index(eval_weight_names[i]), i);
	}
	ck_assert_int_eq(eval_weight_index("no_such_weight"), -1);
}
END_TEST

/* The suite. */
static Suite *
eval_suite(void)
{
	Suite *s = suite_create("eval");
	TCase *tc = tcase_create("terms");

	tcase_add_loop_test(tc, test_mirror, 0, (int)(sizeof mirror_cases / sizeof mirror_cases[0]));
	tcase_add_test(tc, test_threats);
	tcase_add_test(tc, test_passed);
	tcase_add_test(tc, test_drawish);
	tcase_add_test(tc, test_connected);
	tcase_add_test(tc, test_open_files);
	tcase_add_test(tc, test_weak_zone);
	tcase_add_test(tc, test_plain_rays);
	tcase_add_test(tc, test_pawn_cache);
	tcase_add_test(tc, test_pawn_cache_tables);
	tcase_add_test(tc, test_mobility_area);
	tcase_add_test(tc, test_bound_pawns);
	tcase_add_test(tc, test_variant_weights);
	tcase_add_test(tc, test_weight_names);
	tcase_add_test(tc, test_square_bonus);
	tcase_add_test(tc, test_mobility_bonus);
	tcase_add_test(tc, test_network);
	tcase_add_test(tc, test_network_royal_rows);
	tcase_add_test(tc, test_network_carried);
	tcase_add_test(tc, test_winnable);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return test_run(eval_suite(), NULL);
}
