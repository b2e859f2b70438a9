/* plain.c - the line-mode front end: the main loop, moves of the human
 * and the computer, clocks, and the autosave that keeps an unfinished
 * game across quitting, the end of the input and signals. The commands
 * are in plain_cmd.c. */
#include "config.h"

#include "plain_priv.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "movegen.h"
#include "pgn.h"
#include "plain_io.h"

/* Milliseconds on the monotonic clock. */
long long
plain_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* The time the side to move has left now. */
static long long
time_left(const plain *pl)
{
	return pl->left_ms[pl->g.pos.side] - (plain_now() - pl->turn_start);
}

/* Writes a time as m:ss (or h:mm:ss). */
static void
format_time(long long ms, char *buf, size_t size)
{
	long long s = ms > 0 ? ms / 1000 : 0;

	if (s >= 3600)
		snprintf(buf, size, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
	else
		snprintf(buf, size, "%lld:%02lld", s / 60, s % 60);
}

/* Starts the clocks afresh. */
void
plain_reset_clocks(plain *pl)
{
	pl->left_ms[WHITE] = pl->left_ms[BLACK] = pl->base_ms;
	pl->turn_start = plain_now();
}

/* Prints the status line, or the result line when the game is over. */
void
plain_status(plain *pl)
{
	const game *g = &pl->g;
	char words[128], w[32], b[32];

	if (game_over(g)) {
		printf("Result: %s (%s)\n", game_result_text(g->result), game_reason_text(g, words, sizeof words));
		return;
	}
	printf("%s to move%s\n", g->v->side_names[g->pos.side], mg_in_check(&pl->g.pos) ? " (check)" : "");
	if (pl->base_ms && !pl->replay) {
		long long lw = pl->left_ms[WHITE], lb = pl->left_ms[BLACK];
		if (g->pos.side == WHITE)
			lw = time_left(pl);
		else
			lb = time_left(pl);
		format_time(lw, w, sizeof w);
		format_time(lb, b, sizeof b);
		printf("Clock: %s %s, %s %s\n", g->v->side_names[WHITE], w, g->v->side_names[BLACK], b);
	}
}

/* Prints the board and the status. */
void
plain_show(plain *pl)
{
	char diagram[4096];

	pos_diagram(&pl->g.pos, diagram, sizeof diagram);
	fputs(diagram, stdout);
	plain_status(pl);
}

/* Prints the last move of the record with its number: "12. Nf3", "12... Nf6". */
static void
print_last_move(const plain *pl, const char *who)
{
	const game *g = &pl->g;
	const game_ply *gp = &g->moves[g->ply - 1];
	int black = g->start.side ^ ((g->ply - 1) & 1);
	int number = g->start.fullmove + (g->ply - 1 + (g->start.side == BLACK)) / 2;

	printf("%d%s %s%s\n", number, black ? "..." : ".", gp->san, who);
}

/* Charges the time of the move just decided to the side to move; returns
 * 0, or -1 when its flag fell first (the game is then lost on time). */
static int
charge_clock(plain *pl)
{
	int side = pl->g.pos.side;

	if (!pl->base_ms)
		return 0;
	pl->left_ms[side] = time_left(pl);
	if (pl->left_ms[side] <= 0) {
		pl->left_ms[side] = 0;
		game_set_result(&pl->g, side == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS, GAME_TIME);
		return -1;
	}
	pl->left_ms[side] += pl->inc_ms;
	pl->turn_start = plain_now();
	return 0;
}

/* After a move: the move, a declined draw offer, the board, the status. */
static void
after_move(plain *pl, int mover, const char *who)
{
	print_last_move(pl, who);
	if (pl->draw_offer >= 0 && pl->draw_offer != mover) {
		printf("%s declines the draw.\n", pl->g.v->side_names[mover]);
		pl->draw_offer = -1;
	}
	plain_show(pl);
}

/* Plays move text for the human to move. */
void
plain_human_move(plain *pl, const char *text)
{
	char msg[512];
	move m;
	int side = pl->g.pos.side;
	san_status st;

	if (pl->replay) {
		pl->replay = 0;
		plain_reset_clocks(pl);
		printf("Continuing the game from here.\n");
	}
	if (game_over(&pl->g)) {
		printf("error: the game is over; 'undo', 'new', 'load FILE' or 'quit'\n");
		return;
	}
	st = san_parse(&pl->g.pos, text, &m, msg, sizeof msg);
	if (st != SAN_OK) {
		printf("%s\n", msg);
		return;
	}
	if (charge_clock(pl) < 0) {
		plain_status(pl);
		return;
	}
	if (game_play(&pl->g, m) != GAME_OK) {
		printf("error: out of memory\n");
		return;
	}
	after_move(pl, side, "");
}

/* Lets the search run until a signal arrives. */
static int
poll_signal(void *ctx)
{
	(void)ctx;
	return pio_signal() != 0;
}

/* The computer plays the side to move. */
static void
computer_move(plain *pl)
{
	int side = pl->g.pos.side;
	long long left = pl->base_ms ? time_left(pl) : 0;
	move m;

	if (!pl->cpu.think) {
		printf("error: the computer player is not available; both sides are now played by people\n");
		pl->computer[WHITE] = pl->computer[BLACK] = 0;
		return;
	}
	pio_allow_signals(1);
	m = pl->cpu.think(pl->cpu.ctx, &pl->g, pl->level, left > 0 ? left : 1, pl->inc_ms, poll_signal, NULL);
	pio_allow_signals(0);
	if (pio_signal())
		return;
	if (m == MV_NONE || charge_clock(pl) < 0) {
		plain_status(pl);
		return;
	}
	game_play(&pl->g, m);
	after_move(pl, side, " (computer)");
}

/* Sets the White/Black/TimeControl tags from the players and the clock. */
void
plain_tag_players(plain *pl)
{
	char buf[64];
	int c;

	for (c = 0; c < 2; c++) {
		if (pl->computer[c])
			snprintf(buf, sizeof buf, PLAIN_COMPUTER_TAG "%d", pl->level);
		else
			snprintf(buf, sizeof buf, "Human");
		game_tag_set(&pl->g, c == WHITE ? "White" : "Black", buf);
	}
	if (pl->base_ms) {
		snprintf(buf, sizeof buf, "%lld+%lld", pl->base_ms / 1000, pl->inc_ms / 1000);
		game_tag_set(&pl->g, "TimeControl", buf);
	}
}

/* Reads players, time control and clocks back from the tags. */
void
plain_players_from_tags(plain *pl)
{
	const char *t;
	long long base, inc, w, b;
	int c;

	for (c = 0; c < 2; c++) {
		t = game_tag_get(&pl->g, c == WHITE ? "White" : "Black");
		pl->computer[c] = t && strncmp(t, PLAIN_COMPUTER_TAG, strlen(PLAIN_COMPUTER_TAG)) == 0;
		if (pl->computer[c]) {
			int level = atoi(t + strlen(PLAIN_COMPUTER_TAG));
			if (level >= 1 && level <= PLAIN_MAX_LEVEL)
				pl->level = level;
		}
	}
	t = game_tag_get(&pl->g, "TimeControl");
	pl->base_ms = pl->inc_ms = 0;
	if (t && sscanf(t, "%lld+%lld", &base, &inc) == 2 && base > 0) {
		pl->base_ms = base * 1000;
		pl->inc_ms = inc * 1000;
	} else if (t && sscanf(t, "%lld", &base) == 1 && base > 0) {
		pl->base_ms = base * 1000;
	}
	plain_reset_clocks(pl);
	t = game_tag_get(&pl->g, "LeaperClock");
	if (pl->base_ms && t && sscanf(t, "%lld %lld", &w, &b) == 2 && w > 0 && b > 0) {
		pl->left_ms[WHITE] = w;
		pl->left_ms[BLACK] = b;
	}
}

/* Saves an unfinished game to the autosave file, or removes the file when
 * the game that came from it is finished. Prints what it did. */
static void
autosave(plain *pl)
{
	game_reason why;
	char msg[512], clock[64];

	if (pl->replay || !pl->autosave[0])
		return;
	if (pl->g.nmoves == 0 || game_final_result(&pl->g, &why) != GAME_ONGOING) {
		if (pl->resumed && unlink(pl->autosave) < 0 && errno != ENOENT)
			printf("error: cannot remove %s: %s\n", pl->autosave, strerror(errno));
		return;
	}
	plain_tag_players(pl);
	if (pl->base_ms) {
		snprintf(clock, sizeof clock, "%lld %lld", pl->g.pos.side == WHITE ? time_left(pl) : pl->left_ms[WHITE],
			 pl->g.pos.side == BLACK ? time_left(pl) : pl->left_ms[BLACK]);
		game_tag_set(&pl->g, "LeaperClock", clock);
	}
	if (pio_make_parents(pl->autosave) < 0) {
		printf("error: the game could not be saved: cannot create the folder of %s: %s\n",
		       pl->autosave, strerror(errno));
		return;
	}
	if (pgn_save(&pl->g, pl->autosave, msg, sizeof msg) != PGN_OK)
		printf("error: the game could not be saved: %s\n", msg);
	else
		printf("The unfinished game was saved to %s; 'leaper play' offers it back.\n", pl->autosave);
}

/* Loads the autosaved game. */
int
plain_resume(plain *pl)
{
	game g;
	char msg[512];

	memset(&g, 0, sizeof g);
	if (!pl->autosave[0] || access(pl->autosave, F_OK) != 0) {
		printf("error: there is no unfinished game to resume\n");
		return -1;
	}
	if (pgn_load(pl->autosave, 1, pl->set, &g, msg, sizeof msg) != PGN_OK) {
		printf("error: cannot resume: %s\n", msg);
		return -1;
	}
	game_replace(&pl->g, &g);
	pl->replay = 0;
	pl->resumed = 1;
	pl->draw_offer = -1;
	plain_players_from_tags(pl);
	printf("Resumed the unfinished game: %s, %d moves played.\n", pl->g.v->name, pl->g.nmoves);
	plain_show(pl);
	return 0;
}

/* Tells about an autosaved game at the start. */
static void
offer_autosave(plain *pl)
{
	pgn_entry *list;
	int n;
	char msg[512];

	if (!pl->autosave[0] || access(pl->autosave, F_OK) != 0)
		return;
	if (pgn_list(pl->autosave, &list, &n, msg, sizeof msg) != PGN_OK || n < 1)
		return;
	printf("An unfinished game was saved on %s (%s, %d moves); type 'resume' to continue it.\n",
	       list[0].date, list[0].variant[0] && strcmp(list[0].variant, "?") ? list[0].variant : "chess",
	       list[0].plies);
	pl->offered = 1;
	free(list);
}

/* Starts the game the options ask for: a replay, the autosave, or new. */
static int
start(plain *pl)
{
	char msg[512];
	pgn_entry *list;
	int n;

	if (pl->opt.replay_file) {
		if (pgn_load(pl->opt.replay_file, pl->opt.replay_game, pl->set, &pl->g, msg, sizeof msg) != PGN_OK) {
			fprintf(stderr, "leaper: %s\n", msg);
			return 1;
		}
		n = 0;
		if (pgn_list(pl->opt.replay_file, &list, &n, msg, sizeof msg) == PGN_OK)
			free(list);
		snprintf(pl->source, sizeof pl->source, "%s", pl->opt.replay_file);
		pl->replay = 1;
		game_goto(&pl->g, 0);
		printf("Replaying %s, game %d of %d: %s - %s, %s (%s), %d moves.\n", pl->source,
		       pl->opt.replay_game, n, game_tag_get(&pl->g, "White") ? game_tag_get(&pl->g, "White") : "?",
		       game_tag_get(&pl->g, "Black") ? game_tag_get(&pl->g, "Black") : "?",
		       game_result_text(game_final_result(&pl->g, &(game_reason){ 0 })), pl->g.v->name, pl->g.nmoves);
		printf("Type 'next', 'prev', 'first', 'last', 'goto N', or 'play' to continue from the shown position.\n");
		plain_show(pl);
		return 0;
	}
	if (pl->opt.resume) {
		if (plain_resume(pl) == 0)
			return 0;
	}
	if (game_new(&pl->g, pl->opt.v, pl->opt.fen, msg, sizeof msg) != GAME_OK) {
		fprintf(stderr, "leaper: bad position: %s\n", msg);
		return 1;
	}
	plain_tag_players(pl);
	printf("leaper %s: %s. %s: %s, %s: %s. Type 'help' for the commands.\n", PACKAGE_VERSION, pl->g.v->name,
	       pl->g.v->side_names[WHITE], pl->computer[WHITE] ? "computer" : "human",
	       pl->g.v->side_names[BLACK], pl->computer[BLACK] ? "computer" : "human");
	offer_autosave(pl);
	plain_show(pl);
	return 0;
}

/* The prompt for the next line. */
static const char *
prompt(const plain *pl, char *buf, size_t size)
{
	if (pl->replay)
		snprintf(buf, size, "replay %d/%d> ", pl->g.ply, pl->g.nmoves);
	else if (game_over(&pl->g))
		snprintf(buf, size, "> ");
	else
		snprintf(buf, size, "%s> ", pl->g.v->side_names[pl->g.pos.side]);
	return buf;
}

/* Offers the legal moves and the commands to Tab completion. */
static void
update_words(plain *pl)
{
	static const char *const commands[] = {
		"board", "moves", "fen", "undo", "redo", "new", "save", "load", "resign", "draw", "hint",
		"help", "quit", "next", "prev", "first", "last", "goto", "play", "resume",
	};
	const char *words[MG_MAX_MOVES + 32];
	char san[MG_MAX_MOVES][SAN_MAX];
	move_list legal;
	int i, n = 0;

	if (!pio_is_tty())
		return;
	for (i = 0; i < (int)(sizeof commands / sizeof commands[0]); i++)
		words[n++] = commands[i];
	mg_legal(&pl->g.pos, &legal);
	for (i = 0; i < legal.count; i++) {
		san_format_with(&pl->g.pos, &legal, legal.moves[i], san[i], sizeof san[i]);
		words[n++] = san[i];
	}
	pio_set_words(words, n);
}

/* Runs the front end. */
int
plain_run(var_set *set, const plain_options *opt)
{
	plain *pl = calloc(1, sizeof *pl);
	char line[PLAIN_LINE], pbuf[64];
	int status = 0, sig;

	if (!pl) {
		fprintf(stderr, "leaper: out of memory\n");
		return 1;
	}
	pl->set = set;
	pl->opt = *opt;
	pl->computer[WHITE] = opt->computer[WHITE];
	pl->computer[BLACK] = opt->computer[BLACK];
	pl->level = opt->level ? opt->level : 5;
	pl->base_ms = opt->time_ms;
	pl->inc_ms = opt->inc_ms;
	pl->draw_offer = -1;
	if (plain_autosave_path(pl->autosave, sizeof pl->autosave) < 0)
		pl->autosave[0] = '\0';
	pl->cpu = plain_engine_player();
	pio_init();
	plain_reset_clocks(pl);
	if ((status = start(pl)) != 0)
		goto out;
	while (!pl->quit && !pio_signal()) {
		int r;
		long long timeout = -1;
		if (!pl->replay && !game_over(&pl->g) && pl->computer[pl->g.pos.side]) {
			fflush(stdout);
			computer_move(pl);
			continue;
		}
		if (pl->base_ms && !pl->replay && !game_over(&pl->g))
			timeout = time_left(pl) > 0 ? time_left(pl) : 0;
		update_words(pl);
		r = pio_read_line(prompt(pl, pbuf, sizeof pbuf), line, sizeof line, timeout);
		if (r == PIO_SIGNAL)
			break;
		if (r == PIO_EOF)
			break;
		if (r == PIO_TIMEOUT) {
			charge_clock(pl);
			plain_status(pl);
			continue;
		}
		if (!plain_command(pl, line))
			plain_human_move(pl, line);
	}
	if ((sig = pio_signal()) != 0) {
		printf("\nStopped by signal %d.\n", sig);
		status = 128 + sig;
	}
	autosave(pl);
out:
	fflush(stdout);
	pio_done();
	plain_engine_free(&pl->cpu);
	game_free(&pl->g);
	free(pl);
	return status;
}

/* The autosave file's path. */
int
plain_autosave_path(char *buf, size_t size)
{
	const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
	int n;

	if (xdg && *xdg == '/')
		n = snprintf(buf, size, "%s/leaper/autosave.pgn", xdg);
	else if (home && *home)
		n = snprintf(buf, size, "%s/.local/share/leaper/autosave.pgn", home);
	else
		return -1;
	return n > 0 && (size_t)n < size ? 0 : -1;
}

/* Parses a time control "MIN[+INC]". */
int
plain_parse_time(const char *text, long long *base_ms, long long *inc_ms)
{
	char *end;
	double min = strtod(text, &end), inc = 0;

	if (end == text || min < 0 || min > 24 * 60)
		return -1;
	if (*end == '+') {
		const char *s = end + 1;
		inc = strtod(s, &end);
		if (end == s || inc < 0 || inc > 3600)
			return -1;
	}
	if (*end)
		return -1;
	*base_ms = (long long)(min * 60000.0 + 0.5);
	*inc_ms = (long long)(inc * 1000.0 + 0.5);
	return 0;
}
