/* cmd_annotate.c - leaper annotate: analyses every position of the games
 * of a PGN file with leaper's engine and writes the games back with an
 * [%eval] after every move (lichess's format), ?! / ? / ?? by the drop in
 * the mover's winning chances, and the engine's better move with its line
 * as a variation after a move that got one. What the file said (comments,
 * NAGs, variations) is kept; the PGN writer writes it all.
 *
 * Winning chances are lichess's: 2 / (1 + exp(-0.00368208 * cp)) - 1 on
 * -1..1, cp clamped to +-1000 and a mate counted as +-1; a drop of 0.1,
 * 0.2 or 0.3 is an inaccuracy, a mistake or a blunder (leaper(6)). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "annot.h"
#include "args.h"
#include "commands.h"
#include "mono.h"
#include "movegen.h"
#include "pgn.h"
#include "pgn_index.h"
#include "safe_text.h"
#include "san.h"
#include "search.h"

#define ANNOTATE_USAGE "usage: leaper annotate IN.pgn [--game N] [--depth D | --movetime MS] [-o OUT.pgn]\n"
#define ANNOTATE_DEPTH 10        /* plies searched per position without --depth/--movetime */
#define ANNOTATE_MAX_DEPTH 30    /* the deepest --depth */
#define ANNOTATE_MAX_MS 3600000  /* the longest --movetime (an hour) */
#define ANNOTATE_PV 10           /* the most moves of the engine's line in a variation */
#define ANNOTATE_HASH_MB 64      /* the engine's table, cleared for every game (some ms) */
#define WC_SLOPE 0.00368208      /* lichess's winning-chances slope per centipawn */
#define WC_CLAMP 1000            /* centipawns beyond which the chances stop growing */
#define DROP_INACCURACY 0.1      /* a drop in winning chances of this much: ?! ($6) */
#define DROP_MISTAKE 0.2         /* ? ($2) */
#define DROP_BLUNDER 0.3         /* ?? ($4) */
#define BAR_WIDTH 30             /* characters of the progress bar */
#define TTY_EVERY 0.2            /* seconds between progress bars on a terminal */
#define LINE_EVERY 1.0           /* seconds between progress lines elsewhere */

/* The signal that asked to stop (SIGINT, SIGTERM, SIGHUP), or 0. */
static volatile sig_atomic_t stop_signal;

/* Notes the signal; the search's poll and the loops look at it. */
static void
on_signal(int sig)
{
	stop_signal = sig;
}

/* The engine's verdict on one position of the main line. */
typedef struct verdict {
	int has_eval;          /* 1: an [%eval] is written (0 after a checkmate, say) */
	int mate;              /* with has_eval: mate in N moves, + White mates; 0 for a score */
	int cp;                /* with has_eval and !mate: centipawns from White's side */
	double chances;        /* White's winning chances, -1..1 */
	move best;             /* the engine's move, MV_NONE when the game is over here */
	int npv;               /* moves in pv */
	char pv[ANNOTATE_PV][SAN_MAX]; /* the engine's line from here, as SAN */
} verdict;

/* The state of one run: limits, the engine, the progress shown. */
typedef struct annotator {
	engine *eng;            /* the engine, one for the run */
	search_limits lim;      /* the limit of each position's search */
	position *scratch;      /* a position to walk the engine's line on */
	int tty;                /* 1: stderr is a terminal, the progress is a bar */
	double start;           /* when the analysis began (mono_seconds) */
	double shown;           /* when the progress was last written, or -1 */
	long done, total;       /* positions analysed, and to analyse */
	int game_no, games;     /* the game (from 1) among the games annotated */
	int ply, plies;         /* the position analysed in it, and its moves */
	int shown_width;        /* characters of the bar on the terminal, to clear it */
} annotator;

/* lichess's winning chances of White for a score from White's side. */
static double
chances_of(int mate, int cp)
{
	if (mate)
		return mate > 0 ? 1.0 : -1.0;
	if (cp > WC_CLAMP)
		cp = WC_CLAMP;
	if (cp < -WC_CLAMP)
		cp = -WC_CLAMP;
	return 2.0 / (1.0 + exp(-WC_SLOPE * cp)) - 1.0;
}

/* The search's poll: stops it when a signal came. */
static int
poll_stop(void *ctx)
{
	(void)ctx;
	return stop_signal != 0;
}

/* Writes "H:MM:SS" or "M:SS" for a number of seconds. */
static void
format_duration(double s, char *buf, size_t size)
{
	long t = s < 0 ? 0 : (long)(s + 0.5);

	if (t >= 3600)
		snprintf(buf, size, "%ld:%02ld:%02ld", t / 3600, t / 60 % 60, t % 60);
	else
		snprintf(buf, size, "%ld:%02ld", t / 60, t % 60);
}

/* Shows how far the run is: a bar redrawn in place on a terminal, a line
 * otherwise, at most every TTY_EVERY / LINE_EVERY seconds unless forced. */
static void
progress(annotator *a, int force)
{
	double now = mono_seconds(), elapsed = now - a->start;
	char eta[32], line[160];
	int n, filled, i;

	if (!force && a->shown >= 0 && now - a->shown < (a->tty ? TTY_EVERY : LINE_EVERY))
		return;
	a->shown = now;
	if (a->done > 0 && a->total > a->done)
		format_duration(elapsed / a->done * (a->total - a->done), eta, sizeof eta);
	else
		snprintf(eta, sizeof eta, a->done >= a->total ? "0:00" : "?");
	n = snprintf(line, sizeof line, "game %d of %d, move %d of %d, ETA %s", a->game_no, a->games, a->ply,
		     a->plies, eta);
	if (!a->tty) {
		fprintf(stderr, "leaper annotate: %s\n", line);
		return;
	}
	filled = a->total > 0 ? (int)(BAR_WIDTH * (double)a->done / a->total) : 0;
	fputc('\r', stderr);
	fputc('[', stderr);
	for (i = 0; i < BAR_WIDTH; i++)
		fputc(i < filled ? '#' : '-', stderr);
	n += fprintf(stderr, "] %3d%% ", a->total > 0 ? (int)(100.0 * a->done / a->total) : 0) + BAR_WIDTH + 1;
	fputs(line, stderr);
	/* blanks over what a longer bar left */
	for (i = n; i < a->shown_width; i++)
		fputc(' ', stderr);
	if (n > a->shown_width)
		a->shown_width = n;
	fflush(stderr);
}

/* Takes the bar off the terminal's line (nothing to do for lines). */
static void
progress_clear(annotator *a)
{
	if (!a->tty || !a->shown_width)
		return;
	fprintf(stderr, "\r%*s\r", a->shown_width, "");
	fflush(stderr);
	a->shown_width = 0;
}

/* Writes the engine's line pv (n moves from p) as SAN into v, as far as
 * its moves are legal (a line from the table may end in one that is not). */
static void
line_to_san(annotator *a, const position *p, const move *pv, int n, verdict *v)
{
	position *s = a->scratch;
	move_list legal;
	pos_undo u;
	int i, j;

	*s = *p;
	v->npv = 0;
	for (i = 0; i < n && i < ANNOTATE_PV; i++) {
		legal.count = 0;
		mg_legal(s, &legal);
		for (j = 0; j < legal.count && legal.moves[j] != pv[i]; j++)
			;
		if (j == legal.count)
			break;
		san_format_with(s, &legal, pv[i], v->pv[v->npv], SAN_MAX);
		v->npv++;
		pos_make(s, pv[i], &u);
	}
}

/* Analyses g's position at the cursor into v. Returns 0, or -1 when a
 * signal stopped the search. */
static int
analyse(annotator *a, game *g, verdict *v)
{
	int n, white = g->pos.side == WHITE;
	const uint64_t *hist = game_history(g, &n);
	game_reason reason;
	game_result r;
	search_info info;

	memset(v, 0, sizeof *v);
	v->best = MV_NONE;
	*a->scratch = g->pos;
	r = game_rules_result(a->scratch, hist, n, &reason);
	if (r == GAME_DRAW) {
		v->has_eval = 1;
		return 0;
	}
	if (r != GAME_ONGOING) {
		/* the game is decided here: no score to write, chances are whole */
		v->chances = r == GAME_WHITE_WINS ? 1.0 : -1.0;
		return 0;
	}
	memset(&info, 0, sizeof info);
	v->best = eng_search(a->eng, &g->pos, hist, n - 1, &a->lim, NULL, poll_stop, NULL, &info);
	if (stop_signal)
		return -1;
	v->has_eval = 1;
	if (info.mate) {
		v->mate = white ? info.mate : -info.mate;
	} else {
		v->cp = white ? info.score : -info.score;
	}
	v->chances = chances_of(v->mate, v->cp);
	if (info.pvlen > 0 && info.pv[0] == v->best)
		line_to_san(a, &g->pos, info.pv, info.pvlen, v);
	else if (v->best != MV_NONE)
		line_to_san(a, &g->pos, &v->best, 1, v);
	return 0;
}

/* Whether n has a move-assessment NAG already ($1..$6: !, ?, !!, ??, !?, ?!). */
static int
has_assessment(const annot_note *n)
{
	int i;

	for (i = 0; i < n->nnags; i++)
		if (n->nags[i] >= 1 && n->nags[i] <= 6)
			return 1;
	return 0;
}

/* Whether n has a variation that starts with the move san already. */
static int
has_variation(const annot_note *n, const char *san)
{
	int i;

	for (i = 0; i < n->nvars; i++)
		if (n->vars[i]->nmoves > 0 && !strcmp(n->vars[i]->san[0], san))
			return 1;
	return 0;
}

/* The NAG for a drop in the mover's winning chances, 0 for none. */
static int
nag_for_drop(double drop)
{
	if (drop >= DROP_BLUNDER)
		return 4;
	if (drop >= DROP_MISTAKE)
		return 2;
	if (drop >= DROP_INACCURACY)
		return 6;
	return 0;
}

/* Writes what the engine says about move ply of g (1..nmoves): before is
 * its verdict on the position the move was played in, after on the one it
 * made. Returns 0, or -1 out of memory. */
static int
judge(game *g, int ply, const verdict *before, const verdict *after, int mover)
{
	annot_note *n = annot_at(g, ply), *prev;
	annot_line *var;
	double drop;
	int nag, i;

	if (!n)
		return -1;
	if (after->has_eval)
		annot_set_eval(n, after->mate, after->cp);
	if (before->best == MV_NONE || before->best == g->moves[ply - 1].m || before->npv == 0)
		return 0;
	drop = mover == WHITE ? before->chances - after->chances : after->chances - before->chances;
	if (!(nag = nag_for_drop(drop)))
		return 0;
	if (!has_assessment(n))
		annot_add_nag(n, nag); /* dropped when the file gave the move ANNOT_MAX_NAGS already */
	if (!(prev = annot_at(g, ply - 1)))
		return -1;
	if (has_variation(prev, before->pv[0]))
		return 0;
	if (!(var = annot_add_var(prev)))
		return -1;
	for (i = 0; i < before->npv; i++)
		if (annot_line_push(var, before->pv[i]) < 0)
			return -1;
	return 0;
}

/* Analyses every position of g and writes the verdicts into its notes.
 * Returns 0, 1 when a signal stopped it, or -1 when out of memory. */
static int
annotate_game(annotator *a, game *g)
{
	verdict *v = malloc(2 * sizeof *v);
	int k, mover, status = 0;

	if (!v)
		return -1;
	eng_clear(a->eng);
	game_goto(g, 0);
	a->plies = g->nmoves;
	for (k = 0; k <= g->nmoves && !status; k++) {
		verdict *cur = &v[k & 1], *prev = &v[(k & 1) ^ 1];
		mover = g->pos.side;
		if (k > 0 && !game_redo(g)) {
			status = -1;
			break;
		}
		a->ply = k;
		progress(a, 0);
		if (analyse(a, g, cur) < 0) {
			status = 1;
			break;
		}
		a->done++;
		if (k > 0 && judge(g, k, prev, cur, mover) < 0)
			status = -1;
	}
	free(v);
	return status;
}

/* An output file being written: a temporary file beside the target,
 * renamed over it when everything is written. */
typedef struct out_file {
	FILE *f;                   /* the stream written: the temporary file, or stdout */
	const char *path;          /* the target, NULL for stdout */
	char tmp[PATH_MAX + 32];   /* the temporary file's name */
	char dir[PATH_MAX];        /* the target's directory */
} out_file;

/* Opens the output: stdout when path is NULL, else a temporary file in
 * path's directory. Returns 0, or -1 after saying why. */
static int
out_open(out_file *o, const char *path)
{
	char copy[PATH_MAX];
	const char *base;
	struct stat st;
	mode_t mask;
	int fd;

	memset(o, 0, sizeof *o);
	o->path = path;
	if (!path) {
		o->f = stdout;
		return 0;
	}
	base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	if (!*path || strlen(path) >= sizeof copy || !*base) {
		st_printf(stderr, "leaper annotate: cannot write \"%s\": not a file name\n", path);
		return -1;
	}
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		st_printf(stderr, "leaper annotate: cannot write %s: not a regular file\n", path);
		return -1;
	}
	strcpy(copy, path);
	snprintf(o->dir, sizeof o->dir, "%s", dirname(copy));
	snprintf(o->tmp, sizeof o->tmp, "%s/.%s.XXXXXX", o->dir, base);
	fd = mkstemp(o->tmp);
	if (fd < 0) {
		st_printf(stderr, "leaper annotate: cannot write %s: cannot create a file in %s: %s\n", path, o->dir,
			  strerror(errno));
		return -1;
	}
	if (stat(path, &st) == 0) {
		fchmod(fd, st.st_mode & 07777);
	} else {
		mask = umask(022);
		umask(mask);
		fchmod(fd, 0666 & ~mask);
	}
	if (!(o->f = fdopen(fd, "w"))) {
		st_printf(stderr, "leaper annotate: cannot write %s: %s\n", path, strerror(errno));
		close(fd);
		unlink(o->tmp);
		return -1;
	}
	return 0;
}

/* Gives up the output: the temporary file goes, the target is untouched. */
static void
out_abort(out_file *o)
{
	if (!o->path || !o->f)
		return;
	fclose(o->f);
	unlink(o->tmp);
	o->f = NULL;
}

/* Finishes the output: flushes stdout, or syncs the temporary file and
 * renames it over the target. Returns 0, or -1 after saying why. */
static int
out_commit(out_file *o)
{
	int err = 0, fd;

	if (!o->path) {
		if (fflush(stdout) != 0 || ferror(stdout)) {
			st_printf(stderr, "leaper annotate: cannot write the games to the standard output: %s\n",
				  strerror(errno ? errno : EIO));
			return -1;
		}
		return 0;
	}
	errno = 0;
	if (fflush(o->f) != 0 || ferror(o->f))
		err = errno ? errno : EIO;
	if (!err && fsync(fileno(o->f)) != 0)
		err = errno;
	if (fclose(o->f) != 0 && !err)
		err = errno;
	o->f = NULL;
	if (!err && rename(o->tmp, o->path) != 0)
		err = errno;
	if (err) {
		unlink(o->tmp);
		st_printf(stderr, "leaper annotate: cannot write %s: %s\n", o->path, strerror(err));
		return -1;
	}
	if ((fd = open(o->dir, O_RDONLY | O_DIRECTORY)) >= 0) {
		fsync(fd); /* make the rename itself durable */
		close(fd);
	}
	return 0;
}

/* Reads a whole number from min to max; returns 0, or -1. */
static int
read_number(const char *text, long min, long max, long *out)
{
	char *end;
	long n;

	errno = 0;
	n = strtol(text, &end, 10);
	if (!*text || *end || errno || n < min || n > max)
		return -1;
	*out = n;
	return 0;
}

/* Loads game number of the indexed file into g, saying why not.
 * Returns 0, or -1. */
static int
load_game(const pgn_index *ix, var_set *set, int number, game *g)
{
	char msg[1024];

	memset(g, 0, sizeof *g);
	if (pgn_index_load(ix, number, set, g, msg, sizeof msg) != PGN_OK) {
		st_printf(stderr, "leaper annotate: %s\n", msg);
		return -1;
	}
	return 0;
}

/* Lists the games of path into ix and checks that every game to annotate
 * reads (so that a broken one is told before hours of analysis, and
 * nothing is written); counts their positions into a->total. Returns 0,
 * or the exit status. */
static int
survey(annotator *a, pgn_index *ix, var_set *set, const char *path, int only, int *first, int *last)
{
	char msg[1024];
	int i;
	game g;

	if (pgn_index_file(ix, path, msg, sizeof msg) != PGN_OK) {
		/* an empty file, a binary one, one with no readable game */
		st_printf(stderr, "leaper annotate: %s\n", msg);
		return 1;
	}
	if (only > ix->count) {
		st_printf(stderr, "leaper annotate: %s: there is no game %d: the file has %d game%s\n", path, only,
			  ix->count, ix->count == 1 ? "" : "s");
		return 2;
	}
	*first = only ? only : 1;
	*last = only ? only : ix->count;
	a->games = *last - *first + 1;
	for (i = *first; i <= *last && !stop_signal; i++) {
		if (load_game(ix, set, i, &g) < 0)
			return 1;
		a->total += g.nmoves + 1;
		game_free(&g);
	}
	return 0;
}

/* Annotates games first..last of the indexed file into o. Returns the exit status. */
static int
annotate_file(annotator *a, const pgn_index *ix, var_set *set, int first, int last, out_file *o)
{
	int i, st;
	game g;

	a->start = mono_seconds();
	a->shown = -1;
	for (i = first; i <= last && !stop_signal; i++) {
		if (load_game(ix, set, i, &g) < 0)
			return 1;
		a->game_no = i - first + 1;
		st = annotate_game(a, &g);
		if (!o->path) {
			/* the games may go to the terminal the bar is on */
			progress_clear(a);
			a->shown = -1;
		}
		if (st == 0 && pgn_write_stream(&g, o->f) < 0) {
			progress_clear(a);
			st_printf(stderr, "leaper annotate: cannot write %s: %s\n", o->path ? o->path : "the standard output",
				  strerror(errno ? errno : EIO));
			game_free(&g);
			return 1;
		}
		game_free(&g);
		if (st < 0) {
			progress_clear(a);
			st_printf(stderr, "leaper annotate: out of memory annotating game %d of %s\n", i, ix->name);
			return 1;
		}
	}
	if (stop_signal)
		return 128 + stop_signal;
	progress(a, 1);
	progress_clear(a);
	return 0;
}

/* Catches the signals that end a run, so that the temporary file goes. */
static void
catch_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
}

/* leaper annotate IN.pgn [--game N] [--depth D | --movetime MS] [-o OUT.pgn] */
int
cmd_annotate(var_set *set, int argc, char **argv)
{
	const char *in = NULL, *outpath = NULL, *val;
	long game_no = 0, depth = 0, ms = 0, n;
	int first = 0, last = 0, status;
	annotator an;
	pgn_index ix;
	out_file o;
	args a;

	memset(&an, 0, sizeof an);
	memset(&ix, 0, sizeof ix);
	args_init(&a, argc, argv, "leaper annotate", ANNOTATE_USAGE,
		  "Analyses every position of every game of IN.pgn (or of game N) with leaper's engine,\n"
		  "to depth D (10) or for MS milliseconds a position, and writes the games to OUT.pgn\n"
		  "(replaced only when all is written) or the standard output: [%eval] after every move,\n"
		  "?! ? ?? by the drop in the mover's winning chances (0.1, 0.2, 0.3) and the engine's\n"
		  "better move and line as a variation; the file's own comments, NAGs and variations stay.\n");
	while (args_next(&a)) {
		if (args_value(&a, "-o|--output", &outpath))
			continue;
		if (args_value(&a, "--game", &val)) {
			if (read_number(val, 1, PGN_MAX_GAMES, &n) < 0) {
				st_printf(stderr, "leaper annotate: --game takes a number from 1, not \"%s\"\n", val);
				return 2;
			}
			game_no = n;
		} else if (args_value(&a, "--depth", &val)) {
			if (read_number(val, 1, ANNOTATE_MAX_DEPTH, &n) < 0) {
				st_printf(stderr, "leaper annotate: --depth takes a number from 1 to %d, not \"%s\"\n",
					  ANNOTATE_MAX_DEPTH, val);
				return 2;
			}
			depth = n;
		} else if (args_value(&a, "--movetime", &val)) {
			if (read_number(val, 1, ANNOTATE_MAX_MS, &n) < 0) {
				st_printf(stderr, "leaper annotate: --movetime takes milliseconds from 1 to %d, not \"%s\"\n",
					  ANNOTATE_MAX_MS, val);
				return 2;
			}
			ms = n;
		} else if (args_operand(&a) && !in) {
			in = args_operand(&a);
		} else {
			return args_unexpected(&a);
		}
	}
	if (a.status >= 0)
		return a.status;
	if (!in) {
		st_printf(stderr, "leaper annotate: which file? " ANNOTATE_USAGE);
		return 2;
	}
	if (depth && ms) {
		st_printf(stderr, "leaper annotate: --depth and --movetime both limit the search; choose one\n");
		return 2;
	}
	an.lim.depth = ms ? 0 : depth ? (int)depth : ANNOTATE_DEPTH;
	an.lim.movetime_ms = (int)ms;
	an.tty = isatty(STDERR_FILENO);
	catch_signals();
	if ((status = survey(&an, &ix, set, in, (int)game_no, &first, &last)) != 0 || stop_signal) {
		pgn_index_free(&ix);
		return stop_signal ? 128 + stop_signal : status;
	}
	an.eng = eng_new(ANNOTATE_HASH_MB);
	an.scratch = malloc(sizeof *an.scratch);
	if (!an.eng || !an.scratch) {
		st_printf(stderr, "leaper annotate: out of memory\n");
		eng_free(an.eng);
		free(an.scratch);
		pgn_index_free(&ix);
		return 1;
	}
	if (out_open(&o, outpath) < 0) {
		status = 1;
	} else {
		status = annotate_file(&an, &ix, set, first, last, &o);
		progress_clear(&an);
		if (status == 0 && out_commit(&o) < 0)
			status = 1;
		else if (status != 0)
			out_abort(&o);
	}
	eng_free(an.eng);
	free(an.scratch);
	pgn_index_free(&ix);
	return status;
}
