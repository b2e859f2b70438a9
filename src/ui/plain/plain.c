/* plain.c - the line-mode front end: the main loop, moves of the human
 * and the computer, and clocks. The commands are in plain_cmd.c, the
 * autosave in plain_save.c. */
#include "config.h"

#include "plain_priv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "autosave.h"
#include "movegen.h"
#include "pgn.h"
#include "plain_io.h"
#include "safe_text.h"

/* The time the side to move has left now. */
long long
plain_time_left(const plain *pl)
{
	return pl->left_ms[pl->g.pos.side] - (mono_ms() - pl->turn_start);
}

/* Writes a time as m:ss (h:mm:ss when long, 0:ss.t under ten seconds). */
static void
format_time(long long ms, char *buf, size_t size)
{
	long long s = ms > 0 ? ms / 1000 : 0;

	if (ms > 0 && ms < 10000)
		snprintf(buf, size, "0:%02lld.%lld", s, ms / 100 % 10); /* tenths when short */
	else if (s >= 3600)
		snprintf(buf, size, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
	else
		snprintf(buf, size, "%lld:%02lld", s / 60, s % 60);
}

/* Starts the clocks afresh. */
void
plain_reset_clocks(plain *pl)
{
	pl->left_ms[WHITE] = pl->left_ms[BLACK] = pl->base_ms;
	pl->turn_start = mono_ms();
}

/* Makes g the game played (g is left empty): not replaying, no draw
 * offer, the clocks afresh. */
void
plain_take_game(plain *pl, game *g, int resumed)
{
	game_replace(&pl->g, g);
	pl->replay = 0;
	pl->resumed = resumed;
	pl->draw_offer = -1;
	plain_reset_clocks(pl);
}

/* Prints the status line, or the result line when the game is over. */
void
plain_status(plain *pl)
{
	const game *g = &pl->g;
	char words[128], w[32], b[32];

	if (game_over(g)) {
		st_printf(stdout, "Result: %s (%s)\n", game_result_text(g->result), game_reason_text(g, words, sizeof words));
		return;
	}
	st_printf(stdout, "%s to move%s\n", g->v->side_names[g->pos.side], mg_in_check(&pl->g.pos) ? " (check)" : "");
	if (pl->base_ms && !pl->replay) {
		long long lw = pl->left_ms[WHITE], lb = pl->left_ms[BLACK];
		if (g->pos.side == WHITE)
			lw = plain_time_left(pl);
		else
			lb = plain_time_left(pl);
		format_time(lw, w, sizeof w);
		format_time(lb, b, sizeof b);
		st_printf(stdout, "Clock: %s %s, %s %s\n", g->v->side_names[WHITE], w, g->v->side_names[BLACK], b);
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
	pl->left_ms[side] = plain_time_left(pl);
	if (pl->left_ms[side] <= 0) {
		pl->left_ms[side] = 0;
		game_set_result(&pl->g, side == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS, GAME_TIME);
		return -1;
	}
	pl->left_ms[side] += pl->inc_ms;
	pl->turn_start = mono_ms();
	return 0;
}

/* After a move: the move, a declined draw offer, the board, the status. */
static void
after_move(plain *pl, int mover, const char *who)
{
	print_last_move(pl, who);
	if (pl->draw_offer >= 0 && pl->draw_offer != mover) {
		st_printf(stdout, "%s declines the draw.\n", pl->g.v->side_names[mover]);
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
		st_printf(stdout, "%s\n", msg);
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
	long long left = 0;
	move m;

	if (!pl->cpu.think) {
		printf("error: the computer player is not available; both sides are now played by people\n");
		pl->computer[WHITE] = pl->computer[BLACK] = 0;
		return;
	}
	if (pl->base_ms) {
		left = plain_time_left(pl);
		if (left < 1)
			left = 1; /* 0 would mean no clock */
	}
	pio_allow_signals(1);
	m = pl->cpu.think(pl->cpu.ctx, &pl->g, pl->level, left, pl->inc_ms, poll_signal, NULL);
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

/* Starts the game the options ask for: a replay, the autosave, or new. */
static int
start(plain *pl)
{
	char msg[512];
	int n = 0;

	if (pl->opt.replay_file) {
		if (pgn_load_counted(pl->opt.replay_file, pl->opt.replay_game, pl->set, &pl->g, &n, msg, sizeof msg) !=
		    PGN_OK) {
			st_printf(stderr, "leaper: %s\n", msg);
			return 1;
		}
		snprintf(pl->source, sizeof pl->source, "%s", pl->opt.replay_file);
		pl->replay = 1;
		game_goto(&pl->g, 0);
		st_printf(stdout, "Replaying %s, game %d of %d: %s - %s, %s (%s), %d moves.\n", pl->source,
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
		st_printf(stderr, "leaper: bad position: %s\n", msg);
		return 1;
	}
	plain_tag_players(pl);
	st_printf(stdout, "leaper %s: %s. %s: %s, %s: %s. Type 'help' for the commands.\n", PACKAGE_VERSION, pl->g.v->name,
	       pl->g.v->side_names[WHITE], pl->computer[WHITE] ? "computer" : "human",
	       pl->g.v->side_names[BLACK], pl->computer[BLACK] ? "computer" : "human");
	plain_offer_autosave(pl);
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
		snprintf(buf + st_escape(pl->g.v->side_names[pl->g.pos.side], buf, size - 2), 3, "> "); /* readline prints it */
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
	if (autosave_path(pl->autosave, sizeof pl->autosave) < 0)
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
			timeout = plain_time_left(pl) > 0 ? plain_time_left(pl) : 0;
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
	plain_autosave(pl);
out:
	fflush(stdout);
	pio_done();
	plain_engine_free(&pl->cpu);
	game_free(&pl->g);
	free(pl);
	return status;
}
