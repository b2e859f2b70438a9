/* cmd_tune.c - leaper tune: the developers' side of tuning the evaluation
 * (not in the user's help; HACKING, "Tuning the evaluation", tells how
 * tools/tune/tune.py drives it).
 *
 *   leaper tune selfplay [-v V] [--depth N] [--games N] [--openings EPD]
 *                        [--random-plies N] [--seed N]
 *       plays fixed-depth games of the engine against itself and prints
 *       its quiet positions, one "FEN;RESULT" a line (RESULT 1, 0.5 or 0
 *       from White's side)
 *   leaper tune games [-v V] [--scores PLAYER] FILE.pgn...
 *       prints the quiet positions of the games of the files (any
 *       player's: a match against another engine, say), in the same form;
 *       with -v only those of games of that variant. With --scores, the
 *       positions before and after each move of PLAYER's that its comment
 *       scores ("+0.91/14 ...", as match runners write an engine's score
 *       from the mover's side), each labelled with that score as an
 *       expected result for White, 1 / (1 + 10^(-cp/400)): a strong
 *       engine's deep judgement of the positions its games reached
 *   leaper tune eval [-v V] [--weights FILE] < POSITIONS
 *       prints the static evaluation of every line's FEN (the text before
 *       any ';'), from White's side, with the weights of FILE ("name
 *       value" lines) over the variant's
 *   leaper tune squares -v V [--ridge X] [--steps N] FILE...
 *       fits V's square bonuses to the "FEN;RESULT" lines of the files
 *       and prints them as "square-bonus" lines for its variant file
 *       (cmd_tune_bonus.c)
 *   leaper tune mobility -v V [--ridge X] [--steps N] FILE...
 *       the same for its bonuses by mobility count ("mobility-bonus")
 *   leaper tune weights [-v V]
 *       prints the default weights as a weights file; with -v V's (the
 *       defaults with its variant file's "weight" lines over them) and the
 *       values of V's pieces ("value_X N", X the piece's letter), which a
 *       weights file may set too (the fit of them goes into the variant
 *       file as "value N")
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "annot.h"
#include "args.h"
#include "commands.h"
#include "eval.h"
#include "game.h"
#include "pgn.h"
#include "pgn_index.h"
#include "movegen.h"
#include "safe_text.h"
#include "search.h"

#define TUNE_USAGE                                                                              \
	"usage: leaper tune selfplay [-v VARIANT] [--depth N] [--games N] [--openings EPD]\n"   \
	"                            [--random-plies N] [--seed N]\n"                            \
	"       leaper tune games [-v VARIANT] [--scores PLAYER] FILE.pgn...\n"                  \
	"       leaper tune eval [-v VARIANT] [--weights FILE] < POSITIONS\n"                    \
	"       leaper tune inputs [-v VARIANT] [--royal-radius N] < POSITIONS\n"                \
	"       leaper tune leaves [-v VARIANT] [--depth N] [--lines N] < POSITIONS\n"          \
	"       leaper tune weights [-v VARIANT]\n"                                              \
	"       leaper tune squares -v VARIANT [--ridge X] [--steps N] FILE...\n"                  \
	"       leaper tune mobility -v VARIANT [--ridge X] [--steps N] FILE...\n"
#define TUNE_MAX_OPENINGS 1000
#define TUNE_MAX_PLIES 300
#define TUNE_WIN_SCORE 1000 /* a game is adjudicated won after this score ... */
#define TUNE_WIN_PLIES 4    /* ... for this many plies in a row */
#define TUNE_SKIP_PLIES 4   /* plies after the opening whose positions are not kept */
/* tune games --scores: the plies whose scores are read (counted from the
 * game's first move, the opening's included), and the largest score used
 * (beyond it the game is decided and the score says little of the
 * position's terms). */
#define TUNE_SCORE_FIRST 8
#define TUNE_SCORE_LAST 120
#define TUNE_SCORE_MAX 800

/* A small deterministic random number generator (xorshift). */
static unsigned
tune_rand(unsigned *state)
{
	unsigned x = *state ? *state : 0x9e3779b9u;
	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	return *state = x;
}

/* Whether the side to move has a capture that plainly wins material: a
 * victim worth more than the capturer, or one nobody defends. */
static int
tune_winning_capture(position *p, const eval_tables *t, const move_list *list)
{
	int i;

	for (i = 0; i < list->count; i++) {
		move m = list->moves[i];
		int from = MV_FROM(m), to = MV_TO(m), victim, attacker;
		if (MV_PROMO(m) >= 0)
			return 1;
		if (!(m & MV_CAPTURE) || (m & MV_EP))
			continue;
		victim = t->piece[POS_TYPE(p->board[to])].value;
		attacker = t->piece[POS_TYPE(p->board[from])].value;
		if (victim > attacker || !mg_attacked(p, to, !p->side))
			return 1;
	}
	return 0;
}

/* Whether p, where m was played, is quiet enough to label with the
 * game's result: not in check, m neither a capture nor a promotion, and
 * no capture among the legal moves that plainly wins material. */
static int
tune_quiet(position *p, const eval_tables *t, move m, const move_list *legal)
{
	return !mg_in_check(p) && !(m & MV_CAPTURE) && MV_PROMO(m) < 0 && !tune_winning_capture(p, t, legal);
}

/* Plays one game from fen and prints its quiet positions with the result;
 * returns how many, or -1 when fen cannot be set up. */
static int
tune_game(engine *e, const variant *v, const eval_tables *t, const char *fen, int depth,
	  int random_plies, unsigned *seed)
{
	position *p = malloc(sizeof *p);
	uint64_t *hist = malloc(sizeof *hist * (TUNE_MAX_PLIES + 2));
	char (*kept)[256] = malloc(sizeof *kept * TUNE_MAX_PLIES);
	search_limits lim = { 0 };
	move_list list;
	int nhist = 0, nkept = 0, ply, streak = 0, i;
	game_result res = GAME_ONGOING;
	game_reason why;
	char msg[256];
	const char *rtext;

	if (!p || !hist || !kept || pos_from_fen(p, v, fen, msg, sizeof msg) != POS_OK) {
		free(p);
		free(hist);
		free(kept);
		return -1;
	}
	lim.depth = depth;
	hist[nhist++] = p->hash;
	eng_clear(e);
	for (ply = 0; ply < TUNE_MAX_PLIES; ply++) {
		search_info info;
		pos_undo u;
		move m;
		res = game_rules_result(p, hist, nhist, &why);
		if (res != GAME_ONGOING)
			break;
		list.count = 0;
		mg_legal(p, &list);
		if (ply < random_plies) {
			m = list.moves[tune_rand(seed) % (unsigned)list.count];
		} else {
			int white;
			m = eng_search(e, p, hist, nhist, &lim, NULL, NULL, NULL, &info);
			if (m == MV_NONE)
				break;
			white = p->side == WHITE ? info.score : -info.score;
			if (white >= TUNE_WIN_SCORE || white <= -TUNE_WIN_SCORE) {
				streak = streak * white > 0 ? streak + (white > 0 ? 1 : -1) : (white > 0 ? 1 : -1);
				if (streak >= TUNE_WIN_PLIES || streak <= -TUNE_WIN_PLIES) {
					res = streak > 0 ? GAME_WHITE_WINS : GAME_BLACK_WINS;
					break;
				}
			} else {
				streak = 0;
			}
			if (ply >= random_plies + TUNE_SKIP_PLIES && info.mate == 0 && tune_quiet(p, t, m, &list))
				pos_to_fen(p, kept[nkept++], sizeof kept[0]);
		}
		pos_make(p, m, &u);
		hist[nhist++] = p->hash;
	}
	if (res == GAME_ONGOING)
		res = GAME_DRAW;
	rtext = res == GAME_WHITE_WINS ? "1" : res == GAME_BLACK_WINS ? "0" : "0.5";
	for (i = 0; i < nkept; i++)
		printf("%s;%s\n", kept[i], rtext);
	fflush(stdout);
	free(p);
	free(hist);
	free(kept);
	return nkept;
}

/* Reads the openings of an EPD file (the FEN before its operations). */
static int
tune_openings(const char *path, char (*fens)[256], int max)
{
	FILE *f = fopen(path, "r");
	char line[1024];
	int n = 0;

	if (!f)
		return -1;
	while (n < max && fgets(line, sizeof line, f)) {
		char *cut = strstr(line, " hmvc");
		if (!cut)
			cut = strchr(line, ';');
		if (cut)
			*cut = '\0';
		line[strcspn(line, "\r\n")] = '\0';
		if (!line[0] || line[0] == '#' || strlen(line) > 200)
			continue;
		snprintf(fens[n++], 256, "%s 0 1", line);
	}
	fclose(f);
	return n;
}

/* leaper tune selfplay: fixed-depth games of the engine against itself. */
static int
tune_selfplay(const variant *v, int depth, int games, const char *openings, int random_plies,
	      unsigned seed)
{
	char (*fens)[256] = malloc(sizeof *fens * TUNE_MAX_OPENINGS);
	eval_tables *t = malloc(sizeof *t);
	engine *e = eng_new(16);
	int n = 0, g, kept;
	long total = 0;

	if (!fens || !t || !e) {
		free(fens);
		free(t);
		if (e)
			eng_free(e);
		return 1;
	}
	eval_init(t, v);
	if (openings && (n = tune_openings(openings, fens, TUNE_MAX_OPENINGS)) <= 0) {
		st_printf(stderr, "leaper tune: %s: no openings there\n", openings);
		free(fens);
		free(t);
		eng_free(e);
		return 1;
	}
	for (g = 0; g < games; g++) {
		if ((kept = tune_game(e, v, t, n ? fens[g % n] : v->start, depth, random_plies, &seed)) < 0)
			st_printf(stderr, "leaper tune: game %d: its opening cannot be set up\n", g + 1);
		else
			total += kept;
	}
	st_printf(stderr, "leaper tune: %d games, %ld positions\n", games, total);
	free(fens);
	free(t);
	eng_free(e);
	return 0;
}

/* What tune games carries from game to game. */
typedef struct tune_reading {
	const variant *only;    /* the variant asked for, or NULL for any */
	const variant *v;       /* the variant t was built for */
	eval_tables *t;
	const char *scorer;     /* --scores: the player whose scores label positions, or NULL */
	long games, positions;  /* games used, positions printed */
} tune_reading;

/* Reads into *cp the score in centipawns from the mover's side that
 * comment c opens with ("+0.91/14 0.55s": pawns, a slash, the depth) and
 * returns 1; 0 when it has none (a mate, a book move, no comment). */
static int
tune_comment_score(const char *c, int *cp)
{
	double pawns;
	int depth, n = 0;

	if (!c || sscanf(c, "%lf/%d%n", &pawns, &depth, &n) != 2 || n == 0 || depth < 1 ||
	    !(pawns > -1000.0 && pawns < 1000.0))
		return 0;
	*cp = (int)(pawns * 100.0 + (pawns < 0 ? -0.5 : 0.5));
	return 1;
}

/* Prints p with the expected result for White of a score of cp
 * centipawns from White's side. */
static void
tune_print_scored(const position *p, int cp)
{
	char fen[256];

	pos_to_fen(p, fen, sizeof fen);
	printf("%s;%.4f\n", fen, 1.0 / (1.0 + pow(10.0, -cp / 400.0)));
}

/* tune games --scores: the positions around the scorer's scored moves. */
static void
tune_scored_game(const game *g, tune_reading *rd)
{
	const char *white = game_tag_get(g, "White"), *black = game_tag_get(g, "Black");
	position p = g->start;
	pos_undo u;
	int i;

	for (i = 0; i < g->nmoves; i++) {
		const annot_note *n = annot_get(g, i + 1);
		const char *name = p.side == WHITE ? white : black;
		int cp, scored = i >= TUNE_SCORE_FIRST && i <= TUNE_SCORE_LAST && name && !strcmp(name, rd->scorer) &&
				 n && tune_comment_score(n->comment, &cp) && cp > -TUNE_SCORE_MAX && cp < TUNE_SCORE_MAX;
		if (scored) {
			if (p.side != WHITE)
				cp = -cp;
			tune_print_scored(&p, cp);
		}
		pos_make(&p, g->moves[i].m, &u);
		if (scored) {
			tune_print_scored(&p, cp);
			rd->positions += 2;
		}
	}
	rd->games++;
}

/* Prints the quiet positions of one game read, past the opening's first
 * plies (tune_quiet; the legal moves are generated only where the move
 * played leaves the position a candidate). */
static void
tune_one_game(const game *g, void *ctx)
{
	tune_reading *rd = ctx;
	position p = g->start;
	move_list list;
	pos_undo u;
	char fen[256];
	const char *rtext;
	int i;

	if (g->final_result == GAME_ONGOING || (rd->only && g->v != rd->only))
		return;
	if (rd->scorer) {
		tune_scored_game(g, rd);
		return;
	}
	if (rd->v != g->v) {
		eval_init(rd->t, g->v);
		rd->v = g->v;
	}
	rtext = g->final_result == GAME_WHITE_WINS ? "1" : g->final_result == GAME_BLACK_WINS ? "0" : "0.5";
	for (i = 0; i < g->nmoves; i++) {
		move m = g->moves[i].m;
		if (i >= TUNE_SKIP_PLIES && !(m & MV_CAPTURE) && MV_PROMO(m) < 0) {
			list.count = 0;
			mg_legal(&p, &list);
			if (tune_quiet(&p, rd->t, m, &list)) {
				pos_to_fen(&p, fen, sizeof fen);
				printf("%s;%s\n", fen, rtext);
				rd->positions++;
			}
		}
		pos_make(&p, m, &u);
	}
	rd->games++;
}

/* Says what is wrong with a game tune games passes over. */
static void
tune_broken_game(const char *why, void *ctx)
{
	(void)ctx;
	st_printf(stderr, "leaper tune: %s (game passed over)\n", why);
}

/* leaper tune games: the quiet positions of the games of files. */
static int
tune_games(var_set *set, const variant *only, const char *scorer, char **files, int nfiles)
{
	tune_reading rd = { only, NULL, malloc(sizeof(eval_tables)), scorer, 0, 0 };
	char msg[512];
	int i, status = 0;

	if (!rd.t)
		return 1;
	for (i = 0; i < nfiles; i++) {
		size_t len;
		char *text = pgn_read_text(files[i], &len, msg, sizeof msg);
		if (!text || pgn_each_buffer(text, len, files[i], set, tune_one_game, tune_broken_game, &rd,
					     msg, sizeof msg) != PGN_OK) {
			st_printf(stderr, "leaper tune: %s\n", msg);
			status = 1;
		}
		free(text);
	}
	fflush(stdout);
	st_printf(stderr, "leaper tune: %ld games, %ld positions\n", rd.games, rd.positions);
	free(rd.t);
	return status;
}

/* The type of v whose value a weights file sets with name ("value_X",
 * X a piece letter; not of a pawn or royal piece), or -1. */
static int
tune_value_type(const variant *v, const char *name)
{
	int type;

	if (strncmp(name, "value_", 6) || !name[6] || name[7])
		return -1;
	for (type = 0; type < v->ntypes; type++)
		if (v->pieces[type].letter == name[6] && !v->pieces[type].royal && !v->pieces[type].pawn)
			return type;
	return -1;
}

/* Reads "name value" lines of path into w, and the pieces' values
 * ("value_X N") into the copy of the variant vc; returns 0 or -1 (said on
 * stderr). */
static int
tune_read_weights(const char *path, eval_weights *w, variant *vc)
{
	FILE *f = fopen(path, "r");
	char line[256], name[128];
	long value;
	int n = 0, idx, type = -1;

	if (!f) {
		st_printf(stderr, "leaper tune: %s: cannot open\n", path);
		return -1;
	}
	while (fgets(line, sizeof line, f)) {
		n++;
		if (line[0] == '#' || line[strspn(line, " \t\r\n")] == '\0')
			continue;
		if (sscanf(line, "%127s %ld", name, &value) != 2 || value < -100000 || value > 100000 ||
		    ((idx = eval_weight_index(name)) < 0 && (type = tune_value_type(vc, name)) < 0) ||
		    (idx < 0 && value < 1)) {
			st_printf(stderr, "leaper tune: %s:%d: not a weight and its value\n", path, n);
			fclose(f);
			return -1;
		}
		if (idx >= 0)
			w->w[idx] = (int)value;
		else
			vc->pieces[type].value = (int)value;
	}
	fclose(f);
	return 0;
}

/* Whether mode is one that fits bonuses to files of positions. */
static int
tune_fits(const char *mode)
{
	return !strcmp(mode, "squares") || !strcmp(mode, "mobility");
}

/* Prints ";SIDE;INPUTS FROM WHITE;INPUTS FROM BLACK" of p (eval_net_inputs
 * with royal rows out to radius). */
static void
tune_print_inputs(const variant *v, const position *p, int radius)
{
	int in[EVAL_NET_MAX_INPUTS], view, i, n;

	printf(";%c", p->side == WHITE ? 'w' : 'b');
	for (view = 0; view < 2; view++) {
		n = eval_net_inputs(v, p, view, radius, in);
		putchar(';');
		for (i = 0; i < n; i++)
			printf(i ? " %d" : "%d", in[i]);
	}
}

/* leaper tune eval: the static evaluation of every position read; with
 * inputs, leaper tune inputs: that without the network and the network's
 * inputs, with royal rows out to radius. */
static int
tune_eval(const variant *v, const char *weights, int inputs, int radius)
{
	eval_tables *t = malloc(sizeof *t);
	position *p = malloc(sizeof *p);
	variant *vc = malloc(sizeof *vc);
	eval_weights w;
	char line[1024], msg[256];
	int n = 0, status = 0;

	if (!t || !p || !vc) {
		free(t);
		free(p);
		free(vc);
		return 1;
	}
	memcpy(vc, v, sizeof *vc);
	eval_variant_weights(v, &w);
	if (weights && tune_read_weights(weights, &w, vc) < 0) {
		free(t);
		free(p);
		free(vc);
		return 1;
	}
	v = vc; /* the positions are read with the values given */
	eval_init_weights(t, v, &w);
	eval_add_bonuses(t, v);
	if (inputs) {
		/* the score without the network, which is what a new one corrects */
		t->net = NULL;
		printf("# pieces=");
		for (int i = 0; i < v->ntypes; i++)
			putchar(v->pieces[i].letter);
		printf(" board=%dx%d inputs=%d royal-radius=%d\n", v->geo.files, v->geo.ranks,
		       var_net_rows(v->ntypes, v->geo.files * v->geo.ranks, radius), radius);
	}
	while (fgets(line, sizeof line, stdin)) {
		n++;
		line[strcspn(line, ";\r\n")] = '\0';
		if (pos_from_fen(p, v, line, msg, sizeof msg) != POS_OK) {
			st_printf(stderr, "leaper tune: line %d: bad FEN: %s\n", n, msg);
			status = 1;
			printf("0\n");
			continue;
		}
		printf("%d", p->side == WHITE ? eval_evaluate(t, p) : -eval_evaluate(t, p));
		if (inputs)
			tune_print_inputs(v, p, radius);
		putchar('\n');
	}
	free(t);
	free(p);
	free(vc);
	return status;
}

/* The lines of one search of tune leaves: the last report of each. */
typedef struct tune_lines {
	search_info line[SEARCH_MAX_PV];
	int n;
} tune_lines;

static void
tune_line_report(void *ctx, const search_info *info)
{
	tune_lines *tl = ctx;
	int k = info->multipv > 0 ? info->multipv - 1 : 0;

	if (k < SEARCH_MAX_PV) {
		tl->line[k] = *info;
		if (k + 1 > tl->n)
			tl->n = k + 1;
	}
}

/* leaper tune leaves: for every position read, searches the best lines
 * to depth and prints the position at the end of each line's principal
 * variation, where the evaluation decided the line's score, when it is
 * quiet (not in check, no capture that plainly wins material), with the
 * label read. These are the positions the search steers to: where an
 * error of the evaluation costs a move. */
static int
tune_leaves(const variant *v, int depth, int lines)
{
	eval_tables *t = malloc(sizeof *t);
	position *p = malloc(sizeof *p), *q = malloc(sizeof *q);
	tune_lines *tl = malloc(sizeof *tl);
	engine *e = eng_new(16);
	search_limits lim = { 0 };
	char line[1024], msg[256], fen[256];
	long n = 0, printed = 0;
	int status = 0, k, i;

	if (!t || !p || !q || !tl || !e) {
		status = 1;
		goto out;
	}
	eval_init(t, v);
	lim.depth = depth;
	lim.multipv = lines;
	while (fgets(line, sizeof line, stdin)) {
		char *label = strchr(line, ';');
		n++;
		line[strcspn(line, "\r\n")] = '\0';
		if (label)
			*label++ = '\0';
		if (pos_from_fen(p, v, line, msg, sizeof msg) != POS_OK) {
			st_printf(stderr, "leaper tune: line %ld: bad FEN: %s\n", n, msg);
			status = 1;
			continue;
		}
		tl->n = 0;
		eng_clear(e);
		if (eng_search(e, p, &p->hash, 1, &lim, tune_line_report, NULL, tl, NULL) == MV_NONE)
			continue;
		for (k = 0; k < tl->n; k++) {
			move_list list;
			if (tl->line[k].mate)
				continue;
			memcpy(q, p, sizeof *q);
			for (i = 0; i < tl->line[k].pvlen && mg_is_legal_move(q, tl->line[k].pv[i]); i++) {
				pos_undo u;
				pos_make(q, tl->line[k].pv[i], &u);
			}
			list.count = 0;
			mg_legal(q, &list);
			if (!list.count || mg_in_check(q) || tune_winning_capture(q, t, &list))
				continue;
			pos_to_fen(q, fen, sizeof fen);
			printf("%s;%s\n", fen, label ? label : "0.5");
			printed++;
		}
	}
	fflush(stdout);
	st_printf(stderr, "leaper tune: %ld positions read, %ld leaves\n", n, printed);
out:
	free(t);
	free(p);
	free(q);
	free(tl);
	eng_free(e);
	return status;
}

/* leaper tune selfplay|eval|weights ... */
int
cmd_tune(var_set *set, int argc, char **argv)
{
	const char *vname = NULL, *openings = NULL, *weights = NULL, *scorer = NULL, *text, *mode = NULL;
	char **files = malloc(sizeof *files * (size_t)(argc > 0 ? argc : 1));
	int nfiles = 0, status;
	long depth = 4, lines = 1, games = 10, random_plies = 2, seed = 1, steps = 300, radius = 0;
	double ridge = 1e-7;
	const variant *v = NULL;
	args a;
	int i;

	args_init(&a, argc, argv, "leaper tune", TUNE_USAGE, NULL);
	while (args_next(&a)) {
		if (args_value(&a, "-v|--variant", &vname) || args_value(&a, "--openings", &openings) ||
		    args_value(&a, "--weights", &weights) || args_value(&a, "--scores", &scorer))
			continue;
		if (args_value(&a, "--depth", &text)) {
			if (args_whole(text, 1, 64, &depth) < 0)
				goto bad_value;
		} else if (args_value(&a, "--lines", &text)) {
			if (args_whole(text, 1, SEARCH_MAX_PV, &lines) < 0)
				goto bad_value;
		} else if (args_value(&a, "--games", &text)) {
			if (args_whole(text, 1, 1000000, &games) < 0)
				goto bad_value;
		} else if (args_value(&a, "--random-plies", &text)) {
			if (args_whole(text, 0, 100, &random_plies) < 0)
				goto bad_value;
		} else if (args_value(&a, "--royal-radius", &text)) {
			if (args_whole(text, 0, VAR_NET_MAX_RADIUS, &radius) < 0)
				goto bad_value;
		} else if (args_value(&a, "--steps", &text)) {
			if (args_whole(text, 0, 100000, &steps) < 0)
				goto bad_value;
		} else if (args_value(&a, "--ridge", &text)) {
			char *end;
			ridge = strtod(text, &end);
			if (end == text || *end || !(ridge >= 0.0 && ridge <= 1.0))
				goto bad_value;
		} else if (args_value(&a, "--seed", &text)) {
			if (args_whole(text, 0, 4000000000L, &seed) < 0)
				goto bad_value;
		} else if (!mode && (text = args_operand(&a))) {
			mode = text;
		} else if (mode && (!strcmp(mode, "games") || tune_fits(mode)) && files &&
			   (text = args_operand(&a))) {
			files[nfiles++] = (char *)text;
		} else {
			free(files);
			return args_unexpected(&a);
		}
	}
	if (a.status >= 0 || !files) {
		free(files);
		return a.status >= 0 ? a.status : 1;
	}
	if (mode && !strcmp(mode, "weights")) {
		free(files);
		eval_weights w = eval_default_weights;
		if (vname && !(v = cmd_variant(set, vname)))
			return 1;
		if (v)
			eval_variant_weights(v, &w);
		for (i = 0; i < EVAL_NWEIGHTS; i++)
			printf("%s %d\n", eval_weight_names[i], w.w[i]);
		for (i = 0; vname && i < v->ntypes; i++)
			if (!v->pieces[i].royal && !v->pieces[i].pawn)
				printf("value_%c %d\n", v->pieces[i].letter, eval_piece_value(v, i));
		return 0;
	}
	if (!mode ||
	    (strcmp(mode, "selfplay") && strcmp(mode, "eval") && strcmp(mode, "inputs") && strcmp(mode, "games") &&
	     strcmp(mode, "leaves") && !tune_fits(mode)) ||
	    ((!strcmp(mode, "games") || tune_fits(mode)) && !nfiles)) {
		free(files);
		fputs(TUNE_USAGE, stderr);
		return 2;
	}
	if (!strcmp(mode, "games")) {
		v = vname ? cmd_variant(set, vname) : NULL;
		status = vname && !v ? 1 : tune_games(set, v, scorer, files, nfiles);
		free(files);
		return status;
	}
	if (tune_fits(mode)) {
		status = (v = cmd_variant(set, vname))
				 ? tune_bonuses(v, files, nfiles, ridge, (int)steps, !strcmp(mode, "mobility"))
				 : 1;
		free(files);
		return status;
	}
	free(files);
	if (!(v = cmd_variant(set, vname)))
		return 1;
	if (!strcmp(mode, "eval") || !strcmp(mode, "inputs"))
		return tune_eval(v, weights, !strcmp(mode, "inputs"), (int)radius);
	if (!strcmp(mode, "leaves"))
		return tune_leaves(v, (int)depth, (int)lines);
	return tune_selfplay(v, (int)depth, (int)games, openings, (int)random_plies, (unsigned)seed);
bad_value:
	free(files);
	return args_unexpected(&a);
}
