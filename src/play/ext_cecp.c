/* ext_cecp.c - the xboard (CECP version 2) side of an external engine:
 * xboard and protover 2, its features (each accepted or rejected) up to
 * done=1, then for every move the whole game from "new" in force mode
 * (variant, setboard, the moves), ping and pong to drop what an earlier
 * search left, the time (level, time, otim or st), go, and the engine's
 * "move". Post lines become reports; "resign" loses; "offer draw" is
 * remembered for the next offer it is asked about. For the user, the
 * same set-up then analyze mode, left with exit and a ping. */
#include "config.h"

#include "ext_priv.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mono.h"
#include "san.h"

#define FIRST_MS 2000  /* without a feature line by then, a version 1 engine */
#define MAX_WORDS 512  /* the words of a post line looked at */
#define MATE_SCORE 100000 /* a post line's score for a mate: this plus the moves to it */

/* Reads the next key=value of a feature line at *s; returns 0 at its end. */
static int
next_feature(char **s, char **key, char **value)
{
	char *p = *s;

	while (*p == ' ')
		p++;
	if (!*p)
		return 0;
	*key = p;
	while (*p && *p != '=' && *p != ' ')
		p++;
	if (*p != '=') {
		*value = p;
		if (*p)
			*p++ = '\0';
		*s = p;
		return 1;
	}
	*p++ = '\0';
	if (*p == '"') {
		*value = ++p;
		while (*p && *p != '"')
			p++;
	} else {
		*value = p;
		while (*p && *p != ' ')
			p++;
	}
	if (*p)
		*p++ = '\0';
	*s = p;
	return 1;
}

/* Takes one feature and answers it; returns 1 for done=1. */
static int
take_feature(ext_engine *x, const char *key, const char *value, int *more)
{
	int on = atoi(value), accept = 1;

	if (!strcmp(key, "myname") && *value)
		snprintf(x->info.name, sizeof x->info.name, "%.63s", value);
	else if (!strcmp(key, "variants")) {
		snprintf(x->info.variants, sizeof x->info.variants, "%.4095s", value);
		x->info.has_variants = 1;
	} else if (!strcmp(key, "setboard"))
		x->info.setboard = on;
	else if (!strcmp(key, "usermove"))
		x->usermove = on;
	else if (!strcmp(key, "ping"))
		x->ping = on;
	else if (!strcmp(key, "analyze"))
		x->no_analyze = !on;
	else if (!strcmp(key, "san"))
		accept = !on; /* moves go in coordinates */
	else if (!strcmp(key, "done")) {
		*more = !on;
		return on;
	}
	ext_proc_send(&x->proc, "%s %s", accept ? "accepted" : "rejected", key);
	return 0;
}

/* The handshake after the start. */
int
ext_cecp_handshake(ext_engine *x, char *msg, size_t size)
{
	char line[EXT_BUF];
	int64_t deadline = mono_ms() + FIRST_MS;
	int more = 0, r;

	if (ext_proc_send(&x->proc, "xboard") < 0 || ext_proc_send(&x->proc, "protover 2") < 0) {
		snprintf(msg, size, "the engine %s ended at the start (%s)", x->info.name, ext_proc_gone(&x->proc));
		return -1;
	}
	for (;;) {
		char *s = line, *key, *value;
		r = ext_proc_read(&x->proc, line, sizeof line, deadline, NULL, NULL);
		if (r == EXT_TIMEOUT && !more)
			return 0; /* protocol version 1, or no done=1: what it said holds */
		if (r == EXT_TIMEOUT) {
			snprintf(msg, size, "the engine %s did not finish its features within %d seconds", x->info.name,
				 EXT_HANDSHAKE_MS / 1000);
			return -1;
		}
		if (r == EXT_EOF) {
			snprintf(msg, size, "the engine %s ended at the start (%s)", x->info.name, ext_proc_gone(&x->proc));
			return -1;
		}
		if (strncmp(line, "feature ", 8))
			continue;
		s += 8;
		while (next_feature(&s, &key, &value))
			if (take_feature(x, key, value, &more))
				return 0;
		if (more)
			deadline = mono_ms() + EXT_HANDSHAKE_MS;
	}
}

/* Sends the moves of g to the cursor, from its start. */
static int
send_moves(ext_engine *x, game *g, const char *vname)
{
	position p = g->start;
	pos_undo u;
	int i;

	for (i = 0; i < g->ply; i++) {
		char mv[SAN_MAX];
		move m = g->moves[i].m;
		if ((m & MV_CASTLE) && !strcmp(vname, "fischerandom")) {
			/* XBoard writes castling in Fischer random chess as O-O */
			san_format(&p, m, mv, sizeof mv);
			mv[strcspn(mv, "+#")] = '\0';
		} else {
			ext_format_move(&p, m, mv, sizeof mv);
		}
		if (ext_proc_send(&x->proc, "%s%s", x->usermove ? "usermove " : "", mv) < 0)
			return -1;
		pos_make(&p, m, &u);
	}
	return 0;
}

/* Sends the time and go; returns the time it may take (0: none). */
static long long
go(ext_engine *x, const player_turn *turn)
{
	long long own = turn->left_ms, other = turn->other_ms > 0 ? turn->other_ms : turn->left_ms, ms = 0;

	if (turn->infinite) {
		ext_proc_send(&x->proc, "st 86400");
	} else if (turn->movetime_ms > 0 || own <= 0) {
		ms = turn->movetime_ms > 0 ? turn->movetime_ms : EXT_MOVE_MS;
		ext_proc_send(&x->proc, "st %lld", (ms + 999) / 1000);
		ms = (ms + 999) / 1000 * 1000;
	} else {
		long long s = own / 1000;
		ext_proc_send(&x->proc, "level 0 %lld:%02lld %g", s / 60, s % 60, turn->inc_ms / 1000.0);
		ext_proc_send(&x->proc, "time %lld", own / 10 > 0 ? own / 10 : 1);
		ext_proc_send(&x->proc, "otim %lld", other / 10 > 0 ? other / 10 : 1);
		ms = own;
	}
	ext_proc_send(&x->proc, "post");
	ext_proc_send(&x->proc, "go");
	return ms;
}

/* Whether the word is a number (a minus sign allowed). */
static int
numeric(const char *w)
{
	if (*w == '-')
		w++;
	if (!isdigit((unsigned char)*w))
		return 0;
	while (isdigit((unsigned char)*w))
		w++;
	return *w == '\0' || *w == '.' || *w == '&';
}

/* Reads a post line "depth score time nodes pv..." into info; returns 1
 * when it is one. */
static int
read_post(const position *p, char **w, int n, search_info *info)
{
	if (n < 4 || !numeric(w[0]) || !numeric(w[1]) || !numeric(w[2]) || !numeric(w[3]))
		return 0;
	info->depth = atoi(w[0]);
	info->score = atoi(w[1]);
	info->mate = 0;
	info->multipv = 0;
	if (info->score >= MATE_SCORE || info->score <= -MATE_SCORE) {
		/* mate in N moves as 100000 + N, mated as -100000 - N */
		info->mate = info->score > 0 ? info->score - MATE_SCORE : info->score + MATE_SCORE;
		if (!info->mate)
			info->mate = info->score > 0 ? 1 : -1;
		info->score = 0;
	}
	info->ms = atoi(w[2]) * 10;
	info->nodes = strtoull(w[3], NULL, 10);
	ext_parse_pv(p, w + 4, n - 4, info);
	return 1;
}

/* Whether a line is a result claim ("1-0 {White mates}"). */
static int
claim(const char *line)
{
	return !strncmp(line, "1-0", 3) || !strncmp(line, "0-1", 3) || !strncmp(line, "1/2-1/2", 7);
}

/* Whether the line is the engine refusing a move of the game ("Illegal
 * move: e2e4"); then the engine is marked broken, as it no longer plays
 * the game it is in. */
static int
refused(ext_engine *x, const char *line)
{
	if (strncmp(line, "Illegal move", 12))
		return 0;
	ext_fail(x, "did not take a move of the game (\"%.100s\")", line);
	return 1;
}

/* Waits for the engine's move; the poll stops it ("?" and a short
 * grace). */
static move
answer(ext_engine *x, game *g, const player_turn *turn, long long budget, search_info *info)
{
	position searched = g->pos; /* the poll may show another position meanwhile */
	char line[EXT_BUF], copy[EXT_BUF], claimed[128] = "", *w[MAX_WORDS];
	int64_t deadline = budget ? mono_ms() + budget + EXT_MARGIN_MS : 0;
	search_poll poll = turn->poll;
	int n, r;

	for (;;) {
		r = ext_proc_read_answer(&x->proc, line, sizeof line, &deadline, &poll, turn->ctx, "?");
		if (r == EXT_EOF) {
			ext_fail(x, "crashed (%s)", ext_proc_gone(&x->proc));
			return MV_NONE;
		}
		if (r == EXT_TIMEOUT) {
			if (!poll)
				return MV_NONE;
			ext_fail(x, "did not move within %.1f seconds%s%s", (budget + EXT_MARGIN_MS) / 1000.0,
				 claimed[0] ? "; it claimed " : "", claimed);
			return MV_NONE;
		}
		snprintf(copy, sizeof copy, "%s", line);
		if ((n = ext_split(line, w, MAX_WORDS)) == 0)
			continue;
		if (!strcmp(w[0], "move") && n > 1) {
			move m = ext_parse_move(&searched, w[1]);
			if (m == MV_NONE)
				ext_fail(x, "sent an illegal move: %s", w[1]);
			return m;
		}
		if (!strcmp(w[0], "resign") || (claim(copy) && strstr(copy, "resign"))) {
			ext_fail(x, "resigned");
			return MV_NONE;
		}
		if (refused(x, copy))
			return MV_NONE;
		if (n > 1 && !strcmp(w[0], "offer") && !strcmp(w[1], "draw"))
			x->offered_draw = 1;
		else if (claim(copy))
			snprintf(claimed, sizeof claimed, "%.100s", copy);
		else if (read_post(&searched, w, n, info) && turn->report)
			turn->report(turn->ctx, info);
	}
}

/* Waits for pong N until deadline (polling with poll), dropping the
 * rest; enum ext_read, or -2 when the engine refused a move of the game
 * (then x->dead). */
static int
ping_wait(ext_engine *x, int64_t deadline, search_poll poll, void *ctx)
{
	char line[EXT_BUF];
	char want[32];
	int r;

	snprintf(want, sizeof want, "pong %d", ++x->pings);
	if (ext_proc_send(&x->proc, "ping %d", x->pings) < 0)
		return EXT_EOF;
	while ((r = ext_proc_read(&x->proc, line, sizeof line, deadline, poll, ctx)) == EXT_LINE) {
		if (!strcmp(line, want))
			return EXT_LINE;
		if (refused(x, line))
			return -2;
	}
	return r;
}

/* Sets up the game of g in force mode and waits for the engine to have
 * taken it (ping); returns 0, or -1 when stopped or failed (x->dead). */
static int
set_up(ext_engine *x, game *g, const char *vname, const player_turn *turn)
{
	int r = 0;

	ext_proc_drain(&x->proc);
	x->offered_draw = 0;
	r |= ext_proc_send(&x->proc, "new");
	if (strcmp(vname, "normal"))
		r |= ext_proc_send(&x->proc, "variant %s", vname);
	r |= ext_proc_send(&x->proc, "force");
	if (g->custom_start)
		r |= ext_proc_send(&x->proc, "setboard %s", g->start_fen);
	if (r < 0 || send_moves(x, g, vname) < 0) {
		ext_fail(x, "crashed (%s)", ext_proc_gone(&x->proc));
		return -1;
	}
	if (x->ping) {
		r = ping_wait(x, mono_ms() + EXT_SYNC_MS, turn->poll, turn->ctx);
		if (r == EXT_EOF)
			ext_fail(x, "crashed (%s)", ext_proc_gone(&x->proc));
		else if (r == EXT_TIMEOUT)
			ext_fail(x, "did not answer ping within %d seconds", EXT_SYNC_MS / 1000);
		if (r != EXT_LINE)
			return -1;
	}
	return 0;
}

/* A move for the side to move of g. */
move
ext_cecp_think(ext_engine *x, game *g, const char *vname, const player_turn *turn, search_info *info)
{
	if (set_up(x, g, vname, turn) < 0)
		return MV_NONE;
	return answer(x, g, turn, go(x, turn), info);
}

/* Leaves analyze mode and checks that the engine still answers: a pong
 * within the grace (else it hung), or, without ping, that it is there. */
static void
leave_analysis(ext_engine *x)
{
	int r;

	if (ext_proc_send(&x->proc, "exit") < 0) {
		ext_fail(x, "crashed while analysing (%s)", ext_proc_gone(&x->proc));
		return;
	}
	if (!x->ping)
		return;
	r = ping_wait(x, mono_ms() + EXT_GRACE_MS, NULL, NULL);
	if (r == EXT_EOF)
		ext_fail(x, "crashed while analysing (%s)", ext_proc_gone(&x->proc));
	else if (r == EXT_TIMEOUT)
		ext_fail(x, "stopped answering while analysing (no pong within %.1f seconds of exit)",
			 EXT_GRACE_MS / 1000.0);
}

/* Studies the position of g in analyze mode. */
move
ext_cecp_analyse(ext_engine *x, game *g, const char *vname, const player_turn *turn, search_info *info)
{
	char line[EXT_BUF], copy[EXT_BUF], *w[MAX_WORDS];
	position searched = g->pos; /* the poll may show another position meanwhile */
	int64_t end = 0;
	int n, r;

	if (x->no_analyze) {
		ext_fail(x, "cannot analyse (it says feature analyze=0)");
		return MV_NONE;
	}
	if (set_up(x, g, vname, turn) < 0)
		return MV_NONE;
	if (!turn->infinite)
		end = mono_ms() + (turn->movetime_ms > 0 ? turn->movetime_ms : EXT_MOVE_MS);
	if (ext_proc_send(&x->proc, "post") < 0 || ext_proc_send(&x->proc, "analyze") < 0) {
		ext_fail(x, "crashed (%s)", ext_proc_gone(&x->proc));
		return MV_NONE;
	}
	for (;;) {
		r = ext_proc_read(&x->proc, line, sizeof line, end, turn->poll, turn->ctx);
		if (r == EXT_STOPPED || r == EXT_TIMEOUT)
			break;
		if (r == EXT_EOF) {
			ext_fail(x, "crashed while analysing (%s)", ext_proc_gone(&x->proc));
			return MV_NONE;
		}
		snprintf(copy, sizeof copy, "%s", line);
		if ((n = ext_split(line, w, MAX_WORDS)) == 0)
			continue;
		if (refused(x, copy))
			return MV_NONE;
		if (!strncmp(copy, "Error", 5) && strstr(copy, "analyze")) {
			ext_fail(x, "cannot analyse (\"%.100s\")", copy);
			return MV_NONE;
		}
		if (read_post(&searched, w, n, info) && turn->report)
			turn->report(turn->ctx, info);
	}
	leave_analysis(x);
	return !x->dead && info->pvlen > 0 ? info->pv[0] : MV_NONE;
}
