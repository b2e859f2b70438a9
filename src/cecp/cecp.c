/* cecp.c - the xboard/CECP engine protocol: commands from the interface,
 * the engine's moves, thinking output and analysis.
 *
 * The session keeps a game (game.h) and an engine (search.h). While the
 * engine thinks, its poll callback reads the input without blocking: "?"
 * makes it move at once, "quit" ends the session, and commands that
 * change the game or the mode ("force", "new", "undo", ...) stop the
 * search without playing its move; all of them are then handled in the
 * order they came.
 *
 * Pondering ("hard"; "easy" ends it, off at the start): after its move
 * the engine plays the reply it expects (its line's second move) and
 * searches the position after it with no limit. When the interface's
 * move is that reply, the same search goes on as the engine's own,
 * timed by its clock from that moment (eng_ponderhit); any other move,
 * and any command that changes the game or the mode, stops it, takes
 * the reply back and is then handled as usual. "time", "otim", "post",
 * "nopost" and "ping" are answered while it ponders; its thinking
 * output starts with the reply pondered on.
 */
#include "config.h"

#include "cecp_priv.h"

#include <ctype.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "movegen.h"

#define MAX_MS 100000000 /* clock values are kept within about 28 hours */

/* Commands that leave the search running when they arrive during it. */
static const char *const harmless[] = {
	"time", "otim", "post", "nopost", "easy", "hard", "random", "computer", "name",
	"rating", "accepted", "rejected", "ics", "option", "cores", "memory", "egtpath",
	"level", "st", "sd", "xboard", "bk", "hint", "draw", NULL,
};

/* Whether line's command word is w. */
static int
is_cmd(const char *line, const char *w)
{
	size_t n = strlen(w);

	return strncmp(line, w, n) == 0 && (line[n] == '\0' || isspace((unsigned char)line[n]));
}

/* The text after the command word (blanks skipped). */
static const char *
arg(const char *line)
{
	while (*line && !isspace((unsigned char)*line))
		line++;
	while (isspace((unsigned char)*line))
		line++;
	return line;
}

/* Whether a command arriving during a search may leave it running. */
static int
is_harmless(const char *line)
{
	int i;

	for (i = 0; harmless[i]; i++)
		if (is_cmd(line, harmless[i]))
			return 1;
	return 0;
}

/* Starts a new game of v from fen (NULL: its start); returns 0 or -1. */
static int
new_game(cecp *c, const variant *v, const char *fen)
{
	game g;
	char msg[256];

	if (game_new(&g, v, fen, msg, sizeof msg) != GAME_OK)
		return -1;
	if (c->have_game)
		game_replace(&c->g, &g);
	else
		c->g = g;
	c->have_game = 1;
	c->result_sent = 0;
	return 0;
}

/* Announces the result once, when a move ends the game (also in force
 * mode, so a referee can keep a copy of the game; not while analyzing). */
static void
announce_result(cecp *c)
{
	char why[128];

	if (c->result_sent || !game_over(&c->g))
		return;
	c->result_sent = 1;
	if (c->analyzing)
		return;
	cecp_out(c, "%s {%s}", game_result_text(c->g.result), game_reason_text(&c->g, why, sizeof why));
}

/* Writes one move as the interface reads it (cecp_move_writer). */
static size_t
interface_move(const void *ctx, const position *p, move m, char *buf, size_t size)
{
	(void)ctx;
	return cecp_format_move(p, m, buf, size);
}

/* Writes a line of moves in coordinate notation, from position root. */
static void
format_pv(const position *root, const move *pv, int n, char *buf, size_t size)
{
	cecp_format_line(root, pv, n, interface_move, NULL, buf, size);
}

/* Thinking output: "depth score time nodes pv". */
static void
report(void *ctx, const search_info *info)
{
	cecp *c = ctx;
	char pv[1024];
	int score = info->score;

	if (!c->post && !c->analyzing)
		return;
	if (info->mate > 0)
		score = 100000 + info->mate;
	else if (info->mate < 0)
		score = -100000 + info->mate;
	if (c->pondering && !c->ponder_hit) {
		/* the interface's board is before the reply: the line starts with it */
		move line[65];
		int n = info->pvlen < 64 ? info->pvlen : 64;
		line[0] = c->ponder_move;
		memcpy(line + 1, info->pv, (size_t)n * sizeof *line);
		format_pv(&c->ponder_pos, line, n + 1, pv, sizeof pv);
	} else {
		format_pv(&c->g.pos, info->pv, info->pvlen, pv, sizeof pv);
	}
	cecp_out(c, "%d %d %d %llu %s", info->depth, score, info->ms / 10,
		 (unsigned long long)info->nodes, pv);
}

static int ponder_scan(cecp *c);

/* The search's poll: reads new input and decides whether to stop. */
static int
poll_input(void *ctx)
{
	cecp *c = ctx;
	int i, first = c->in.nlines;

	if (c->quit)
		return 1;
	cecp_read(&c->in, 0);
	if (c->in.eof) {
		c->quit = 1;
		c->abort = 1;
		return 1;
	}
	if (c->pondering && !c->ponder_hit) {
		if (ponder_scan(c))
			return 1;
		if (!c->ponder_hit)
			return 0;
		first = 0; /* the reply came: the lines after it as while thinking */
	}
	for (i = first; i < c->in.nlines; i++) {
		char *line = c->in.lines[i];
		int drop = 0;
		if (!strcmp(line, "?")) {
			drop = 1;
			if (c->analyzing)
				continue;
			eng_stop(c->eng);
		} else if (!strcmp(line, ".")) {
			drop = 1; /* analysis status: not reported */
		} else if (c->analyzing && is_cmd(line, "ping")) {
			drop = 1;
			cecp_out(c, "pong %s", arg(line));
		} else if (c->analyzing && (is_cmd(line, "post") || is_cmd(line, "nopost") ||
					    is_cmd(line, "hint") || is_cmd(line, "bk"))) {
			drop = 1;
		} else if (!is_harmless(line) && !is_cmd(line, "ping")) {
			c->abort = 1;
			eng_stop(c->eng);
		}
		if (drop)
			free(cecp_take_line_at(&c->in, i--));
	}
	if (c->in.nlines >= CECP_MAX_QUEUED)
		eng_stop(c->eng); /* a flood of lines: stop thinking and read them */
	return c->quit;
}

/* Moves made by colour side since the game's start. */
static int
moves_by(const game *g, int side)
{
	int first = g->start.side;

	return side == first ? (g->ply + 1) / 2 : g->ply / 2;
}

/* The limits of the engine's next search from the time control. */
static void
make_limits(const cecp *c, search_limits *lim)
{
	int side = c->g.pos.side, mine, theirs;

	memset(lim, 0, sizeof *lim);
	lim->depth = c->sd;
	lim->level = c->opt.level;
	if (c->st_ms > 0) {
		lim->movetime_ms = c->st_ms;
		return;
	}
	mine = c->my_ms >= 0 ? c->my_ms : c->base_ms;
	theirs = c->opp_ms >= 0 ? c->opp_ms : c->base_ms;
	if (mine <= 0 && c->inc_ms <= 0) {
		if (!c->sd)
			lim->movetime_ms = 5000;
		return;
	}
	lim->wtime_ms = side == WHITE ? mine : theirs;
	lim->btime_ms = side == WHITE ? theirs : mine;
	lim->winc_ms = lim->binc_ms = c->inc_ms;
	if (c->mps > 0)
		lim->movestogo = c->mps - moves_by(&c->g, side) % c->mps;
}

/* Searches with the game's history (within the session's node cap);
 * returns the best move. */
static move
run_search(cecp *c, const search_limits *lim, search_info *info)
{
	int n;
	const uint64_t *hist = game_history(&c->g, &n);
	search_limits capped = *lim;

	if (c->opt.max_nodes && (!capped.nodes || capped.nodes > c->opt.max_nodes))
		capped.nodes = c->opt.max_nodes;
	return eng_search(c->eng, &c->g.pos, hist, n - 1, &capped, report, poll_input, c, info);
}

static void play_own(cecp *c, move m, const search_info *info);
static void command(cecp *c, char *line);

/* The engine's turn: think, then play and announce the move. */
static void
think(cecp *c)
{
	search_limits lim;
	search_info info;
	move m;

	make_limits(c, &lim);
	c->thinking = 1;
	c->abort = 0;
	m = run_search(c, &lim, &info);
	c->thinking = 0;
	if (c->abort || c->quit)
		return;
	play_own(c, m, &info);
}

/* Plays and announces the engine's move m (info: the search's line),
 * keeping the reply it expects to ponder on. */
static void
play_own(cecp *c, move m, const search_info *info)
{
	char text[32];

	c->ponder_move = MV_NONE;
	if (m == MV_NONE) { /* no legal move: the game is over */
		announce_result(c);
		c->engine_side = -1;
		return;
	}
	cecp_format_move(&c->g.pos, m, text, sizeof text);
	if (game_play(&c->g, m) != GAME_OK) {
		/* the record is full: the engine cannot go on with this game */
		cecp_out(c, "resign");
		c->engine_side = -1;
		return;
	}
	cecp_out(c, "move %s", text);
	announce_result(c);
	if (info->pvlen >= 2 && info->pv[0] == m && mg_is_legal_move(&c->g.pos, info->pv[1])) {
		c->ponder_move = info->pv[1];
		c->ponder_hash = c->g.pos.hash;
	}
}

/* Whether the engine should ponder now: "hard", full strength, the
 * opponent to move in the position its last move left, the game going on. */
static int
can_ponder(const cecp *c)
{
	return c->ponder && c->ponder_move != MV_NONE && !c->analyzing && c->engine_side >= 0 &&
	       c->g.pos.side != c->engine_side && c->g.pos.hash == c->ponder_hash && !game_over(&c->g) &&
	       !(c->opt.level >= 1 && c->opt.level <= 9) && c->in.nlines == 0 && !c->in.eof;
}

/* The limits of the engine's own search, within the session's node cap. */
static void
own_limits(const cecp *c, search_limits *lim)
{
	make_limits(c, lim);
	if (c->opt.max_nodes && (!lim->nodes || lim->nodes > c->opt.max_nodes))
		lim->nodes = c->opt.max_nodes;
}

/* While pondering: handles the queued lines that leave the ponder search
 * running, from the oldest, up to the interface's move: the reply
 * expected turns it into the engine's own search (the line is dropped);
 * another move, "easy" or a command that changes the game stops it.
 * Returns nonzero when the search must stop. */
static int
ponder_scan(cecp *c)
{
	int held = 0;
	int i;

	for (i = 0; i < c->in.nlines; i++) {
		char *line = c->in.lines[i];
		int drop = 1;
		if (!strcmp(line, "?") || !strcmp(line, ".") || is_cmd(line, "hard")) {
			; /* nothing to move now, no analysis to report */
		} else if (!held && (is_cmd(line, "time") || is_cmd(line, "otim"))) {
			command(c, line);
		} else if (is_cmd(line, "post") || is_cmd(line, "nopost") || is_cmd(line, "ping")) {
			if (held)
				break; /* answered in order, after the search */
			command(c, line);
		} else if (is_cmd(line, "easy")) {
			c->ponder = 0;
			c->abort = 1;
		} else if (is_harmless(line)) {
			drop = 0; /* handled after the search, in order */
			held = 1;
		} else {
			const char *text = is_cmd(line, "usermove") ? arg(line) : line;
			position p = c->ponder_pos;
			move m = cecp_parse_move(&p, text);
			drop = 0;
			if (m == MV_NONE || m != c->ponder_move || held) {
				c->abort = 1; /* another move, or a command: stop and take the reply back */
			} else {
				search_limits lim;
				drop = 1;
				c->ponder_hit = 1;
				own_limits(c, &lim);
				eng_ponderhit(c->eng, &lim);
			}
		}
		if (drop)
			free(cecp_take_line_at(&c->in, i--));
		if (c->abort || c->ponder_hit)
			break;
	}
	if (c->in.nlines >= CECP_MAX_QUEUED)
		c->abort = 1; /* a flood of lines: stop pondering and read them */
	if (c->abort)
		eng_stop(c->eng);
	return c->abort || c->quit;
}

/* Ponders: plays the expected reply, searches with no limit until the
 * interface's move or a command comes (waiting for it when the search
 * ends by itself); on the expected reply plays the search's move, else
 * takes the reply back for the lines queued to be handled. */
static void
ponder(cecp *c)
{
	search_limits lim;
	search_info info;
	move m, reply = c->ponder_move;

	c->ponder_move = MV_NONE;
	c->ponder_pos = c->g.pos;
	if (game_play(&c->g, reply) != GAME_OK)
		return;
	if (game_over(&c->g)) {
		game_undo(&c->g);
		return;
	}
	c->ponder_move = reply; /* the thinking output starts with it */
	c->pondering = 1;
	c->ponder_hit = 0;
	c->abort = 0;
	memset(&lim, 0, sizeof lim);
	lim.infinite = 1;
	m = run_search(c, &lim, &info);
	while (!c->ponder_hit && !c->abort && !c->quit) {
		/* it ended by itself (its deepest depth, the node cap): wait */
		if (c->in.eof) {
			c->quit = 1;
			break;
		}
		cecp_read(&c->in, 1);
		ponder_scan(c);
	}
	c->pondering = 0;
	c->ponder_move = MV_NONE;
	if (!c->ponder_hit) {
		game_undo(&c->g); /* the reply did not come */
		return;
	}
	c->ponder_hit = 0;
	if (!c->abort && !c->quit)
		play_own(c, m, &info);
}

/* Analyze mode: search until a command interrupts. */
static void
analyze(cecp *c)
{
	search_limits lim;
	search_info info;

	memset(&lim, 0, sizeof lim);
	lim.infinite = 1;
	c->abort = 0;
	run_search(c, &lim, &info);
	if (!c->abort && !c->quit && c->in.nlines == 0) { /* finished by itself: wait */
		cecp_read(&c->in, 1);
		if (c->in.nlines == 0 && c->in.eof)
			c->quit = 1; /* else a finished search at the input's end repeats forever */
	}
}

/* Plays the opponent's move text; replies "Illegal move" if it is not one. */
static void
user_move(cecp *c, const char *text, int explicit)
{
	move m = cecp_parse_move(&c->g.pos, text);
	game_status st;

	if (m == MV_NONE) {
		if (explicit || (text[0] >= 'a' && text[0] <= 'p' && isdigit((unsigned char)text[1])))
			cecp_out(c, "Illegal move: %s", text);
		else
			cecp_out(c, "Error (unknown command): %s", text);
		return;
	}
	if ((st = game_play(&c->g, m)) != GAME_OK) {
		char why[256];
		cecp_out(c, "Illegal move (%s): %s", game_status_text(&c->g, st, why, sizeof why), text);
		return;
	}
	announce_result(c);
}

/* Seconds as milliseconds within 0..MAX_MS, whatever the interface sent
 * (a huge number, a negative one or not a number). */
static int
seconds_ms(double s)
{
	if (!(s > 0.0))
		return 0;
	return s >= MAX_MS / 1000.0 ? MAX_MS : (int)(s * 1000.0);
}

/* A clock reading in centiseconds ("time", "otim") as milliseconds,
 * within -MAX_MS..MAX_MS. */
static int
centis_ms(const char *a)
{
	long n = strtol(a, NULL, 10);

	if (n > MAX_MS / 10)
		n = MAX_MS / 10;
	if (n < -MAX_MS / 10)
		n = -MAX_MS / 10;
	return (int)n * 10;
}

/* Parses "level MPS BASE INC" (BASE in minutes or minutes:seconds). */
static void
set_level(cecp *c, const char *a)
{
	int mps = 0;
	double min = 0.0, sec = 0.0, inc = 0.0;

	if (sscanf(a, "%d %lf:%lf %lf", &mps, &min, &sec, &inc) == 4 ||
	    sscanf(a, "%d %lf %lf", &mps, &min, &inc) == 3) {
		c->mps = mps > 0 ? mps : 0;
		c->base_ms = seconds_ms(min * 60.0 + sec);
		c->inc_ms = seconds_ms(inc);
		c->st_ms = 0;
		c->my_ms = c->opp_ms = -1;
	} else {
		cecp_out(c, "Error (bad level): %s", a);
	}
}

/* Sets the position from a FEN. */
static void
set_board(cecp *c, const char *fen)
{
	char own[CECP_LINE];

	if (!*fen) {
		cecp_out(c, "tellusererror Illegal position: setboard needs a FEN");
		return;
	}
	cecp_convert_fen(c->g.v, fen, 0, own, sizeof own);
	if (new_game(c, c->g.v, own) < 0)
		cecp_out(c, "tellusererror Illegal position");
}

/* The variant of set that XBoard calls name (its xboard-name), or NULL. */
static const variant *
by_xboard_name(const var_set *set, const char *name)
{
	int i;

	for (i = 0; i < set->count; i++)
		if (set->items[i]->xboard_name[0] && !strcasecmp(set->items[i]->xboard_name, name))
			return set->items[i];
	return NULL;
}

/* Selects a variant by its protocol name and describes it if XBoard does
 * not know it. */
static void
set_variant(cecp *c, const char *name)
{
	var_error err;
	const variant *v = NULL;

	/* the interface names a variant; it must not make the engine read a
	 * file by its path (a FIFO or /dev/stdin would stop it for good) */
	if (strcmp(name, "normal") == 0)
		v = var_default(c->set, &err);
	else if (!(v = by_xboard_name(c->set, name)) && !strchr(name, '/') && !strstr(name, ".ini"))
		v = var_find(c->set, name, &err);
	if (!v || v->puzzle[0] || new_game(c, v, NULL) < 0) {
		cecp_out(c, "Error (unknown variant): %s", name);
		return;
	}
	/* a variant XBoard knows is played by its rules; a setup command
	 * would make XBoard's fairy variant of it when legality testing is off */
	if (!cecp_xboard_knows(v))
		cecp_send_setup(c, v);
}

/* Replies to "protover": the features, with every playable variant. */
static void
features(cecp *c)
{
	char list[2048];
	size_t n = 0;
	int i;

	list[0] = '\0';
	for (i = 0; i < c->set->count; i++) {
		const variant *v = c->set->items[i];
		const char *name = cecp_variant_name(v);
		if (v->puzzle[0] || n + strlen(name) + 2 >= sizeof list)
			continue;
		n += (size_t)snprintf(list + n, sizeof list - n, "%s%s", n ? "," : "", name);
	}
	cecp_out(c, "feature setboard=1 usermove=1 ping=1 time=1 draw=0 reuse=1 playother=1 "
		 "sigint=0 sigterm=0 san=0 colors=0 analyze=1 debug=1 smp=1 myname=\"%s\" variants=\"%s\" done=1",
		 PACKAGE_NAME " " PACKAGE_VERSION, list);
}

/* Answers "hint" with the move a short search prefers. */
static void
hint(cecp *c)
{
	search_limits lim;
	search_info info;
	char text[32];
	move m;
	int post = c->post;

	memset(&lim, 0, sizeof lim);
	lim.movetime_ms = 300;
	c->post = 0;
	c->abort = 0;
	m = run_search(c, &lim, &info);
	c->post = post;
	if (m != MV_NONE && !c->abort) {
		cecp_format_move(&c->g.pos, m, text, sizeof text);
		cecp_out(c, "Hint: %s", text);
	}
}

/* Takes back n plies. */
static void
take_back(cecp *c, int n)
{
	while (n-- > 0 && game_undo(&c->g))
		;
	c->result_sent = game_over(&c->g);
}

/* "cores N" (sent because of feature smp=1): the engine's threads from the
 * next search on, N clamped to 1..ENG_MAX_THREADS; not a number is an error. */
static void
set_cores(cecp *c, const char *a)
{
	char *end;
	long long n = strtoll(a, &end, 10);

	while (isspace((unsigned char)*end))
		end++;
	if (end == a || *end) {
		cecp_out(c, "Error (cores takes a number of threads): cores %s", a);
		return;
	}
	eng_set_threads(c->eng, n < 1 ? 1 : n > ENG_MAX_THREADS ? ENG_MAX_THREADS : (int)n);
}

/* Handles one command line. */
static void
command(cecp *c, char *line)
{
	const char *a = arg(line);

	if (!*line || is_cmd(line, "xboard") || is_cmd(line, "accepted") || is_cmd(line, "rejected") ||
	    is_cmd(line, "random") || is_cmd(line, "computer") || is_cmd(line, "name") ||
	    is_cmd(line, "rating") || is_cmd(line, "ics") ||
	    is_cmd(line, "bk") || is_cmd(line, "draw") || is_cmd(line, "option") ||
	    is_cmd(line, "egtpath") || is_cmd(line, "nps") || is_cmd(line, "?") || is_cmd(line, ".")) {
		return;
	} else if (is_cmd(line, "protover")) {
		features(c);
	} else if (is_cmd(line, "hard") || is_cmd(line, "easy")) {
		c->ponder = is_cmd(line, "hard");
	} else if (is_cmd(line, "new")) {
		var_error err;
		const variant *v = var_default(c->set, &err);
		if (v)
			new_game(c, v, NULL);
		c->engine_side = BLACK;
		c->sd = 0;
		c->st_ms = 0;
		c->my_ms = c->opp_ms = -1;
		eng_clear(c->eng);
	} else if (is_cmd(line, "variant")) {
		set_variant(c, a);
	} else if (is_cmd(line, "force") || is_cmd(line, "result")) {
		c->engine_side = -1;
		if (is_cmd(line, "result"))
			c->result_sent = 1;
	} else if (is_cmd(line, "go")) {
		c->engine_side = c->g.pos.side;
	} else if (is_cmd(line, "playother")) {
		c->engine_side = !c->g.pos.side;
	} else if (is_cmd(line, "white") || is_cmd(line, "black")) {
		c->engine_side = is_cmd(line, "white") ? BLACK : WHITE;
	} else if (is_cmd(line, "level")) {
		set_level(c, a);
	} else if (is_cmd(line, "st")) {
		c->st_ms = seconds_ms(atof(a));
	} else if (is_cmd(line, "sd")) {
		c->sd = atoi(a) > 0 ? atoi(a) : 0;
	} else if (is_cmd(line, "time")) {
		c->my_ms = centis_ms(a);
	} else if (is_cmd(line, "otim")) {
		c->opp_ms = centis_ms(a);
	} else if (is_cmd(line, "usermove")) {
		user_move(c, a, 1);
	} else if (is_cmd(line, "ping")) {
		cecp_out(c, "pong %s", a);
	} else if (is_cmd(line, "setboard")) {
		set_board(c, a);
	} else if (is_cmd(line, "undo")) {
		take_back(c, 1);
	} else if (is_cmd(line, "remove")) {
		take_back(c, 2);
	} else if (is_cmd(line, "hint")) {
		hint(c);
	} else if (is_cmd(line, "post")) {
		c->post = 1;
	} else if (is_cmd(line, "nopost")) {
		c->post = 0;
	} else if (is_cmd(line, "analyze")) {
		c->analyzing = 1;
		c->engine_side = -1;
	} else if (is_cmd(line, "exit")) {
		c->analyzing = 0;
	} else if (is_cmd(line, "cores")) {
		set_cores(c, a);
	} else if (is_cmd(line, "memory")) {
		; /* not asked for (no memory=1): the size is --hash, 1 to CECP_MAX_HASH_MB */
	} else if (is_cmd(line, "quit")) {
		c->quit = 1;
	} else {
		user_move(c, line, 0);
	}
}

/* Runs the session. */
int
cecp_run(var_set *set, const cecp_options *opt, int in_fd)
{
	cecp *c = calloc(1, sizeof *c);
	var_error err;
	const variant *v;
	char *line;

	if (!c)
		return 1;
	signal(SIGPIPE, SIG_IGN);
	c->set = set;
	c->opt = *opt;
	if (!c->opt.out) {
		c->opt.out = stdout;
		setvbuf(stdout, NULL, _IOLBF, 0);
	}
	c->engine_side = BLACK;
	c->mps = 40;
	c->base_ms = 5 * 60 * 1000;
	c->my_ms = c->opp_ms = -1;
	cecp_input_init(&c->in, in_fd);
	var_load_all(set, &err);
	v = var_default(set, &err);
	c->eng = eng_new(opt->hash_mb < CECP_MAX_HASH_MB ? opt->hash_mb : CECP_MAX_HASH_MB);
	if (c->eng && opt->threads > 1)
		eng_set_threads(c->eng, opt->threads);
	if (!v || !c->eng || new_game(c, v, NULL) < 0) {
		char msg[VAR_MAX_TEXT * 2];
		var_format_error(&err, msg, sizeof msg);
		fprintf(stderr, "leaper xboard: %s\n", v ? "out of memory" : msg);
		eng_free(c->eng);
		free(c);
		return 1;
	}
	while (!c->quit) {
		if (c->in.nlines == 0 && !c->analyzing && c->engine_side == c->g.pos.side && !game_over(&c->g)) {
			think(c);
			continue;
		}
		if (c->in.nlines == 0 && c->analyzing) {
			analyze(c);
			continue;
		}
		if (can_ponder(c)) {
			ponder(c);
			continue;
		}
		if (c->in.nlines == 0) {
			if (c->in.eof)
				break;
			cecp_read(&c->in, 1);
			continue;
		}
		line = cecp_take_line(&c->in);
		command(c, line);
		free(line);
	}
	cecp_input_free(&c->in);
	if (c->have_game)
		game_free(&c->g);
	eng_free(c->eng);
	free(c);
	return 0;
}
