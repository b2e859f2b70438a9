/* uci_go.c - "go": the search's limits from the command, the info lines,
 * the input read while the engine thinks, pondering, and bestmove.
 *
 * The search runs in this thread; its poll callback reads the input
 * without blocking. "isready" is answered at once, "stop" ends the search
 * (its best move is sent), "quit" too, and a command that needs the
 * search over ("position", "go", "setoption", ...) waits, with the lines
 * after it, until the search ends by its limits; a search with none (go
 * infinite, go ponder) it ends as "stop" would. Unknown lines are
 * dropped.
 *
 * "go ponder" searches the position given (the game with the expected
 * reply played) with no limit. On "ponderhit" the same search goes on
 * with the go's own limits (eng_ponderhit), its clock counted from that
 * moment; on "stop" its move is sent. After "go infinite" or "go ponder", a search that
 * ends by itself (its depth reached) waits for "stop" or "ponderhit"
 * before sending bestmove, as UCI asks.
 */
#include "config.h"

#include "uci_priv.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"

#define MAX_MS 100000000     /* clock values are kept within about 28 hours */
#define MAX_DEPTH 90         /* the deepest "go depth" asked of the engine */
#define MAX_NODES 1000000000000000ULL

/* A "go" command as read. */
typedef struct go_request {
	search_limits lim;     /* the search's limits (infinite when none is given) */
	int infinite;          /* "infinite": bestmove only after "stop" */
	int ponder;            /* "ponder": search until "ponderhit" or "stop" */
} go_request;

/* Reads the next word of *s as a whole number clamped to lo..hi; moves
 * past it and returns 0, or leaves *s alone and returns -1 when it is not
 * a number (UCI ignores what it cannot read). */
static int
number(const char **s, long long lo, long long hi, long long *out)
{
	char word[32], *end;
	const char *at = *s;
	long long n;

	if (!uci_next_word(s, word, sizeof word))
		return -1;
	errno = 0;
	n = strtoll(word, &end, 10);
	if (end == word || *end) {
		*s = at;
		return -1;
	}
	*out = n < lo ? lo : n > hi ? hi : n;
	return 0;
}

/* Reads the words of a "go" for the side to move in p. */
static void
parse_go(const char *args, go_request *r)
{
	char word[32];
	const char *s = args;
	long long n;
	int clock = 0;
	search_limits *l = &r->lim;

	memset(r, 0, sizeof *r);
	while (uci_next_word(&s, word, sizeof word)) {
		if (!strcmp(word, "infinite")) {
			r->infinite = 1;
		} else if (!strcmp(word, "ponder")) {
			r->ponder = 1;
		} else if (!strcmp(word, "wtime") && !number(&s, -MAX_MS, MAX_MS, &n)) {
			l->wtime_ms = (int)n;
			clock = 1;
		} else if (!strcmp(word, "btime") && !number(&s, -MAX_MS, MAX_MS, &n)) {
			l->btime_ms = (int)n;
			clock = 1;
		} else if (!strcmp(word, "winc") && !number(&s, 0, MAX_MS, &n)) {
			l->winc_ms = (int)n;
			clock = 1;
		} else if (!strcmp(word, "binc") && !number(&s, 0, MAX_MS, &n)) {
			l->binc_ms = (int)n;
			clock = 1;
		} else if (!strcmp(word, "movestogo") && !number(&s, 0, 1000, &n)) {
			l->movestogo = (int)n;
		} else if (!strcmp(word, "depth") && !number(&s, 1, MAX_DEPTH, &n)) {
			l->depth = (int)n;
		} else if (!strcmp(word, "nodes") && !number(&s, 1, (long long)MAX_NODES, &n)) {
			l->nodes = (uint64_t)n;
		} else if (!strcmp(word, "movetime") && !number(&s, 1, MAX_MS, &n)) {
			l->movetime_ms = (int)n;
		}
		/* "searchmoves", "mate" and unknown words are ignored */
	}
	if (clock) {
		/* A clock at zero or below (or not given beside an increment)
		 * still means "move now", not "no clock". */
		if (l->wtime_ms < 1)
			l->wtime_ms = 1;
		if (l->btime_ms < 1)
			l->btime_ms = 1;
	} else {
		l->wtime_ms = l->btime_ms = l->winc_ms = l->binc_ms = 0;
	}
	if (!clock && !l->depth && !l->nodes && !l->movetime_ms)
		l->infinite = 1; /* no limit: until "stop" */
}

/* Writes one move as UCI does, with u's castling (cecp_move_writer). */
static size_t
uci_move(const void *ctx, const position *p, move m, char *buf, size_t size)
{
	return uci_format_move(ctx, p, m, buf, size);
}

/* Writes a line of moves from root (as far as they are legal). */
static void
format_pv(const uci *u, const position *root, const move *pv, int n, char *buf, size_t size)
{
	cecp_format_line(root, pv, n, uci_move, u, buf, size);
}

/* Sends an info line: depth, score from the engine's side, nodes, speed,
 * time and the principal variation. */
static void
send_info(uci *u, const search_info *info)
{
	char pv[2048], score[32];
	char nps[40] = "";

	if (info->mate)
		snprintf(score, sizeof score, "mate %d", info->mate);
	else
		snprintf(score, sizeof score, "cp %d", info->score);
	if (info->ms > 0)
		snprintf(nps, sizeof nps, " nps %llu", (unsigned long long)(info->nodes * 1000 / (unsigned)info->ms));
	format_pv(u, &u->g.pos, info->pv, info->pvlen, pv, sizeof pv);
	uci_out(u, "info depth %d seldepth %d multipv %d score %s nodes %llu%s time %d%s%s", info->depth,
		info->seldepth > info->depth ? info->seldepth : info->depth, info->multipv > 0 ? info->multipv : 1,
		score,
		(unsigned long long)info->nodes, nps, info->ms, pv[0] ? " pv " : "", pv);
}

/* The search's report after each iteration. */
static void
report(void *ctx, const search_info *info)
{
	uci *u = ctx;

	send_info(u, info);
	u->reported = info->nodes;
}

/* Whether a command needs the search over before it is handled. */
static int
ends_search(const char *word)
{
	static const char *const words[] = { "uci", "ucinewgame", "position", "go", "setoption", NULL };
	int i;

	for (i = 0; words[i]; i++)
		if (!strcmp(word, words[i]))
			return 1;
	return 0;
}

/* Drops queued line i. */
static void
drop_line(cecp_input *in, int i)
{
	free(in->lines[i]);
	memmove(&in->lines[i], &in->lines[i + 1], (size_t)(in->nlines - i - 1) * sizeof *in->lines);
	in->nlines--;
}

/* Handles the queued lines a search in progress answers; stops at the
 * first one that ends it. Returns nonzero when the search must stop. */
static int
scan_queue(uci *u)
{
	char word[32];

	while (u->in.nlines > 0 && !u->quit) {
		const char *s = u->in.lines[0];
		if (!uci_next_word(&s, word, sizeof word)) {
			drop_line(&u->in, 0);
		} else if (!strcmp(word, "isready")) {
			uci_out(u, "readyok");
			drop_line(&u->in, 0);
		} else if (!strcmp(word, "stop")) {
			u->stopped = 1;
			drop_line(&u->in, 0);
			break;
		} else if (!strcmp(word, "ponderhit")) {
			drop_line(&u->in, 0);
			if (u->pondering) {
				u->pondering = 0;
				u->endless = u->go_endless;
				if (u->searching) {
					eng_ponderhit(u->eng, &u->go_lim); /* the reply came: the real clock */
					continue;
				}
				u->ponderhit = 1;
				break;
			}
		} else if (!strcmp(word, "quit")) {
			u->quit = 1;
			drop_line(&u->in, 0);
		} else if (ends_search(word)) {
			u->interrupted = u->endless; /* a search with limits finishes first */
			break;
		} else {
			drop_line(&u->in, 0); /* "debug", "register", unknown */
		}
	}
	return u->quit || u->stopped || u->interrupted || u->ponderhit;
}

/* The search's poll: reads new input and decides whether to stop. */
static int
poll_input(void *ctx)
{
	uci *u = ctx;

	cecp_read(&u->in, 0);
	if (u->in.eof && u->in.nlines == 0 && u->endless)
		u->stopped = 1; /* the input has ended: nothing else can stop it */
	return scan_queue(u);
}

/* After a search of "go infinite" or "go ponder" that ended by itself:
 * answers the input until "stop", "ponderhit" or a command that ends the
 * search. */
static void
wait_for_stop(uci *u)
{
	while (!scan_queue(u)) {
		if (u->in.eof) {
			u->stopped = 1;
			return;
		}
		cecp_read(&u->in, 1);
	}
}

/* Sends bestmove (with the move the engine expects in reply, to ponder
 * on), after a last info line. */
static void
send_best(uci *u, move best, const search_info *info)
{
	char text[32], reply[32];
	position p;
	pos_undo undo;

	if (best == MV_NONE) {
		uci_out(u, "info depth 0 score %s", mg_in_check(&u->g.pos) ? "mate 0" : "cp 0");
		uci_out(u, "bestmove (none)");
		return;
	}
	if (info->nodes != u->reported)
		send_info(u, info); /* the last figures, unless the report just gave them */
	uci_format_move(u, &u->g.pos, best, text, sizeof text);
	reply[0] = '\0';
	if (info->pvlen >= 2 && info->pv[0] == best) {
		p = u->g.pos;
		pos_make(&p, best, &undo);
		if (mg_is_legal_move(&p, info->pv[1]))
			uci_format_move(u, &p, info->pv[1], reply, sizeof reply);
	}
	uci_out(u, "bestmove %s%s%s", text, reply[0] ? " ponder " : "", reply);
}

/* lim within the session's node cap, with the session's lines. */
static search_limits
capped_limits(const uci *u, const search_limits *lim)
{
	search_limits capped = *lim;

	if (u->opt.max_nodes && (!capped.nodes || capped.nodes > u->opt.max_nodes))
		capped.nodes = u->opt.max_nodes;
	capped.multipv = u->multipv;
	return capped;
}

/* Searches the game's position within lim (and the session's node cap). */
static move
run_search(uci *u, const search_limits *lim, search_info *info)
{
	search_limits capped = capped_limits(u, lim);
	const uint64_t *hist;
	move best;
	int n;

	hist = game_history(&u->g, &n);
	u->searching = 1;
	best = eng_search(u->eng, &u->g.pos, hist, n - 1, &capped, report, poll_input, u, info);
	u->searching = 0;
	return best;
}

/* "go": searches and sends bestmove. */
void
uci_go(uci *u, const char *args)
{
	go_request r;
	search_limits ponder;
	search_info info;
	move best;

	parse_go(args, &r);
	memset(&ponder, 0, sizeof ponder);
	ponder.infinite = 1;
	u->pondering = r.ponder;
	u->go_endless = r.infinite || r.lim.infinite;
	u->go_lim = capped_limits(u, &r.lim);
	u->endless = r.ponder || u->go_endless;
	u->ponderhit = u->stopped = u->interrupted = 0;
	u->reported = 0;
	memset(&info, 0, sizeof info);
	best = run_search(u, u->pondering ? &ponder : &r.lim, &info);
	if (!u->quit && !u->stopped && !u->interrupted && !u->ponderhit && (u->pondering || r.infinite))
		wait_for_stop(u);
	send_best(u, best, &info);
	u->pondering = 0;
}
