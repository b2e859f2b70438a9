/* ext_uci.c - the UCI side of an external engine: uci and its options
 * (UCI_Variant's vars, UCI_Chess960) up to uciok, then for every move
 * the whole game as "position ... moves ...", isready, go with the
 * clocks or a time, and bestmove; "info" lines become reports. For the
 * user's search (hint, think, analysis), MultiPV when it has the option,
 * and go infinite or go movetime, stopped by stop. */
#include "config.h"

#include "ext_priv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mono.h"

#define PROBE_MS 1500 /* how long a program has to show it speaks UCI */
#define MAX_WORDS 512 /* the words of a line looked at */

/* Whether the first word of a line says the program speaks xboard. */
static int
cecp_word(const char *w)
{
	static const char *const words[] = { "feature", "tellics", "telluser", "Error", "Illegal", "tellusererror" };
	size_t i;

	for (i = 0; i < sizeof words / sizeof words[0]; i++)
		if (!strcmp(w, words[i]))
			return 1;
	return 0;
}

/* Reads an "option name NAME type ..." line: UCI_Variant's vars and
 * whether UCI_Chess960 is there. */
static void
read_option(ext_engine *x, char **w, int n)
{
	char name[128] = "";
	int i = 2;

	for (; i < n && strcmp(w[i], "type"); i++)
		snprintf(name + strlen(name), sizeof name - strlen(name), "%s%s", name[0] ? " " : "", w[i]);
	if (!strcmp(name, "UCI_Chess960"))
		x->info.chess960 = 1;
	if (!strcmp(name, "MultiPV")) {
		x->multipv_max = 500; /* a spin without a max */
		for (; i + 1 < n; i++)
			if (!strcmp(w[i], "max"))
				x->multipv_max = atoi(w[i + 1]);
		return;
	}
	if (strcmp(name, "UCI_Variant"))
		return;
	for (; i + 1 < n; i++)
		if (!strcmp(w[i], "var")) {
			size_t len = strlen(x->info.variants);
			snprintf(x->info.variants + len, sizeof x->info.variants - len, "%s%s", len ? "," : "", w[++i]);
			x->info.has_variants = 1;
		}
}

/* Sends isready and waits for readyok (polling); enum ext_read, with
 * the other lines dropped. */
static int
ready(ext_engine *x, int64_t deadline, search_poll poll, void *ctx)
{
	char line[EXT_BUF];
	int r;

	if (ext_proc_send(&x->proc, "isready") < 0)
		return EXT_EOF;
	while ((r = ext_proc_read(&x->proc, line, sizeof line, deadline, poll, ctx)) == EXT_LINE)
		if (!strcmp(line, "readyok"))
			return EXT_LINE;
	return r;
}

/* The handshake after "uci". */
int
ext_uci_handshake(ext_engine *x, int probe, char *msg, size_t size)
{
	char line[EXT_BUF], *w[MAX_WORDS];
	int64_t start = mono_ms();
	int seen = 0, n, r;

	for (;;) {
		r = ext_proc_read(&x->proc, line, sizeof line, start + (probe && !seen ? PROBE_MS : EXT_HANDSHAKE_MS),
				  NULL, NULL);
		if (r != EXT_LINE) {
			if (probe && !seen)
				return 1;
			if (r == EXT_EOF)
				snprintf(msg, size, "the engine %s ended at the start (%s)", x->info.name, ext_proc_gone(&x->proc));
			else
				snprintf(msg, size, "the engine %s did not say uciok within %d seconds", x->info.name,
					 EXT_HANDSHAKE_MS / 1000);
			return -1;
		}
		if ((n = ext_split(line, w, MAX_WORDS)) == 0)
			continue;
		if (!strcmp(w[0], "uciok"))
			break;
		if (!strcmp(w[0], "id") || !strcmp(w[0], "option")) {
			seen = 1;
			if (n > 2 && !strcmp(w[0], "id") && !strcmp(w[1], "name")) {
				x->info.name[0] = '\0';
				for (r = 2; r < n; r++)
					snprintf(x->info.name + strlen(x->info.name), sizeof x->info.name - strlen(x->info.name),
						 "%s%s", r > 2 ? " " : "", w[r]);
			} else if (n > 2 && !strcmp(w[0], "option") && !strcmp(w[1], "name")) {
				read_option(x, w, n);
			}
		} else if (probe && !seen && cecp_word(w[0])) {
			return 1;
		}
	}
	x->info.setboard = 1;
	if (ready(x, mono_ms() + EXT_HANDSHAKE_MS, NULL, NULL) != EXT_LINE) {
		snprintf(msg, size, "the engine %s did not answer isready", x->info.name);
		return -1;
	}
	return 0;
}

/* Sends the variant's options and ucinewgame. */
static int
new_game(ext_engine *x, const char *vname)
{
	int r = 0;

	if (x->info.has_variants)
		r |= ext_proc_send(&x->proc, "setoption name UCI_Variant value %s",
				   !strcmp(vname, "chess960") && !strstr(x->info.variants, "chess960") ? "chess" : vname);
	if (x->info.chess960)
		r |= ext_proc_send(&x->proc, "setoption name UCI_Chess960 value %s",
				   !strcmp(vname, "chess960") ? "true" : "false");
	return r | ext_proc_send(&x->proc, "ucinewgame");
}

/* Sets the engine's MultiPV, when it has the option, to the lines the
 * turn asks for (1 for a move to play); returns 0, or -1 when it is gone. */
static int
set_multipv(ext_engine *x, const player_turn *turn)
{
	int want = turn->full_strength && turn->multipv > 1 ? turn->multipv : 1;

	if (x->multipv_max <= 0)
		return 0;
	if (want > x->multipv_max)
		want = x->multipv_max;
	if (want == (x->multipv_sent ? x->multipv_sent : 1))
		return 0;
	x->multipv_sent = want;
	return ext_proc_send(&x->proc, "setoption name MultiPV value %d", want);
}

/* Sends the game's position: its start and the moves to the cursor. */
static int
send_position(ext_engine *x, game *g)
{
	size_t cap = 64 + strlen(g->start_fen) + (size_t)g->ply * 8, len;
	char *text = malloc(cap);
	position p = g->start;
	pos_undo u;
	int i, r;

	if (!text)
		return -1;
	if (g->custom_start)
		len = (size_t)snprintf(text, cap, "position fen %s", g->start_fen);
	else
		len = (size_t)snprintf(text, cap, "position startpos");
	if (g->ply)
		len += (size_t)snprintf(text + len, cap - len, " moves");
	for (i = 0; i < g->ply; i++) {
		char mv[16];
		ext_format_move(&p, g->moves[i].m, mv, sizeof mv);
		len += (size_t)snprintf(text + len, cap - len, " %s", mv);
		pos_make(&p, g->moves[i].m, &u);
	}
	r = ext_proc_send(&x->proc, "%s", text);
	free(text);
	return r;
}

/* Sends go with the turn's limits; returns the time it may take (0:
 * none). */
static long long
go(ext_engine *x, const game *g, const player_turn *turn)
{
	long long own = turn->left_ms, other = turn->other_ms > 0 ? turn->other_ms : turn->left_ms;

	if (turn->infinite) {
		ext_proc_send(&x->proc, "go infinite");
		return 0;
	}
	if (turn->movetime_ms > 0 || turn->left_ms <= 0) {
		long long ms = turn->movetime_ms > 0 ? turn->movetime_ms : EXT_MOVE_MS;
		ext_proc_send(&x->proc, "go movetime %lld", ms);
		return ms;
	}
	ext_proc_send(&x->proc, "go wtime %lld btime %lld winc %lld binc %lld", g->pos.side == WHITE ? own : other,
		      g->pos.side == WHITE ? other : own, turn->inc_ms, turn->inc_ms);
	return own;
}

/* Reads an "info" line into info; returns 1 when it is a report (it has
 * a depth and an exact score; a bound only says the search goes on). The
 * line's fields replace all of info's, its line number (multipv) too. */
static int
read_info(const position *p, char **w, int n, search_info *info)
{
	search_info in;
	int i, depth = 0, score = 0, bound = 0;

	memset(&in, 0, sizeof in);
	for (i = 1; i + 1 < n; i++) {
		if (!strcmp(w[i], "depth"))
			in.depth = atoi(w[++i]), depth = 1;
		else if (!strcmp(w[i], "seldepth"))
			in.seldepth = atoi(w[++i]);
		else if (!strcmp(w[i], "nodes"))
			in.nodes = strtoull(w[++i], NULL, 10);
		else if (!strcmp(w[i], "time"))
			in.ms = atoi(w[++i]);
		else if (!strcmp(w[i], "multipv"))
			in.multipv = atoi(w[++i]);
		else if (!strcmp(w[i], "score") && i + 2 < n) {
			score = 1;
			in.mate = !strcmp(w[i + 1], "mate") ? atoi(w[i + 2]) : 0;
			in.score = in.mate ? 0 : atoi(w[i + 2]);
			i += 2;
			if (i + 1 < n && (!strcmp(w[i + 1], "lowerbound") || !strcmp(w[i + 1], "upperbound")))
				bound = 1, i++;
		} else if (!strcmp(w[i], "pv")) {
			ext_parse_pv(p, w + i + 1, n - i - 1, &in);
			break;
		} else if (!strcmp(w[i], "string")) {
			break;
		}
	}
	if (!depth || !score || bound)
		return 0;
	if (in.multipv < 0 || in.multipv > SEARCH_MAX_PV)
		in.multipv = SEARCH_MAX_PV + 1; /* a line nobody asked for: past those shown */
	*info = in;
	return 1;
}

/* Waits for bestmove; the poll stops it (a short grace for the move).
 * Moves are read in the position searched: the poll may show another
 * one meanwhile (analysis follows the user's steps). */
static move
answer(ext_engine *x, game *g, const player_turn *turn, long long budget, search_info *info)
{
	position searched = g->pos;
	char line[EXT_BUF], *w[MAX_WORDS];
	int64_t deadline = budget ? mono_ms() + budget + EXT_MARGIN_MS : 0;
	search_poll poll = turn->poll;
	int n, r;

	for (;;) {
		r = ext_proc_read_answer(&x->proc, line, sizeof line, &deadline, &poll, turn->ctx, "stop");
		if (r == EXT_EOF) {
			ext_fail(x, "crashed%s (%s)", turn->full_strength ? " while analysing" : "", ext_proc_gone(&x->proc));
			return MV_NONE;
		}
		if (r == EXT_TIMEOUT && !poll && turn->full_strength) {
			/* the user's search must end when asked: it hung */
			ext_fail(x, "stopped answering while analysing (no bestmove within %.1f seconds of stop)",
				 EXT_GRACE_MS / 1000.0);
			return MV_NONE;
		}
		if (r == EXT_TIMEOUT) {
			if (!poll) /* stopped, and silent: the move is not waited for */
				return MV_NONE;
			ext_fail(x, "did not move within %.1f seconds", (budget + EXT_MARGIN_MS) / 1000.0);
			return MV_NONE;
		}
		if ((n = ext_split(line, w, MAX_WORDS)) == 0)
			continue;
		if (!strcmp(w[0], "bestmove")) {
			move m = n > 1 ? ext_parse_move(&searched, w[1]) : MV_NONE;
			if (m == MV_NONE)
				ext_fail(x, "sent an illegal move: bestmove %s", n > 1 ? w[1] : "");
			return m;
		}
		if (!strcmp(w[0], "info") && read_info(&searched, w, n, info) && turn->report)
			turn->report(turn->ctx, info);
	}
}

/* A move for the side to move of g. */
move
ext_uci_think(ext_engine *x, game *g, const char *vname, const player_turn *turn, search_info *info)
{
	long long budget;
	int r;

	ext_proc_drain(&x->proc);
	if (x->last_ply < 0 || g->ply <= x->last_ply) {
		if (new_game(x, vname) < 0) {
			ext_fail(x, "crashed (%s)", ext_proc_gone(&x->proc));
			return MV_NONE;
		}
	}
	x->last_ply = g->ply;
	if (set_multipv(x, turn) < 0 || send_position(x, g) < 0 || (r = ready(x, mono_ms() + EXT_SYNC_MS, turn->poll, turn->ctx)) == EXT_EOF) {
		ext_fail(x, "crashed (%s)", ext_proc_gone(&x->proc));
		return MV_NONE;
	}
	if (r == EXT_STOPPED)
		return MV_NONE;
	if (r == EXT_TIMEOUT) {
		ext_fail(x, "did not answer isready within %d seconds", EXT_SYNC_MS / 1000);
		return MV_NONE;
	}
	budget = go(x, g, turn);
	return answer(x, g, turn, budget, info);
}
