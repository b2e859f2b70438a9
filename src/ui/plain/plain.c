/* plain.c - the line-mode front end: the view of the match (what it says,
 * the board after each move), the main loop, and the computer's turn. */
#include "config.h"

#include "plain_priv.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match_cmd.h"
#include "mono.h"
#include "movegen.h"
#include "pgn.h"
#include "plain_io.h"
#include "safe_text.h"

/* Prints a message of the match: errors as "error: ...". */
static void
view_say(void *ctx, int kind, const char *text)
{
	const plain *pl = ctx;

	if (kind == MATCH_ERROR && pl->starting) {
		/* the game could not be started: the program's own error */
		st_printf(stderr, "leaper: %s\n", text);
	} else if (kind == MATCH_ERROR) {
		/* "error: the game is over", but "error: FEN ..." */
		int lower = isupper((unsigned char)text[0]) && islower((unsigned char)text[1]);
		st_printf(stdout, "error: %c%s\n", lower ? tolower((unsigned char)text[0]) : text[0], text + 1);
	} else {
		st_printf(stdout, "%s\n", text);
	}
}

/* Prints the move just played with its number, then the board. */
static void
view_moved(void *ctx, int by_program)
{
	plain *pl = ctx;
	const game *g = &pl->m.g;
	const game_ply *gp = &g->moves[g->ply - 1];
	int black = g->start.side ^ ((g->ply - 1) & 1);
	int number = g->start.fullmove + (g->ply - 1 + (g->start.side == BLACK)) / 2;

	st_printf(stdout, "%d%s %s%s\n", number, black ? "..." : ".", gp->san, by_program ? " (computer)" : "");
	plain_show(pl);
}

/* Prints the board after another change. */
static void
view_changed(void *ctx)
{
	plain *pl = ctx;

	if (!pl->starting)
		plain_show(pl);
}

/* Prints a line of the engine's thinking when asked for. */
static void
view_thinking(void *ctx, const search_info *info)
{
	plain *pl = ctx;
	char line[2048];

	if (!pl->show_engine && !pl->m.analysing)
		return;
	match_thinking_text(&pl->m, info, line, sizeof line);
	if (pl->m.info_by[0]) /* an external engine's line: its name first */
		st_printf(stdout, "%s: %s\n", pl->m.info_by, line);
	else
		st_printf(stdout, "%s\n", line);
	fflush(stdout);
}

static void begin_line(plain *pl);

/* Lets a search run until a signal arrives; in analysis mode until a
 * line is typed too. While the computer ponders on the person's time, a
 * line typed is run at once, as on the screen: the reply it expected
 * makes the ponder search its own, which goes on; another move, or a
 * command that changes the game, stops it. */
static int
view_poll(void *ctx)
{
	plain *pl = ctx;

	if (pl->m.pondering && !pl->m.ponder_hit && !pl->have_held && !pl->input_done) {
		char line[PLAIN_LINE];
		switch (pio_poll_line(line, sizeof line)) {
		case PIO_LINE:
			plain_line(pl, line);
			if (!pl->have_held && match_can_ponder(&pl->m))
				begin_line(pl); /* the same ponder goes on: the next line */
			break;
		case PIO_EOF:
			pl->input_done = 1;
			return 1;
		default:
			break;
		}
	}
	return pio_signal() != 0 || (pl->m.analysis && pl->m.analysing && pio_pending());
}

/* Writes a time as m:ss (h:mm:ss when long, 0:ss.t under ten seconds). */
static void
format_time(long long ms, char *buf, size_t size)
{
	long long s = ms > 0 ? ms / 1000 : 0;

	if (ms > 0 && ms < 10000)
		snprintf(buf, size, "0:%02lld.%lld", s, ms / 100 % 10);
	else if (s >= 3600)
		snprintf(buf, size, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
	else
		snprintf(buf, size, "%lld:%02lld", s / 60, s % 60);
}

/* Prints the status line, or the result line when the game is over. */
void
plain_status(plain *pl)
{
	const match *m = &pl->m;
	const game *g = &m->g;
	char words[128], w[32], b[32];
	int64_t now = mono_ms(), wms = -1, bms = -1;

	if (game_over(g)) {
		st_printf(stdout, "Result: %s (%s)\n", game_result_text(g->result), game_reason_text(g, words, sizeof words));
		return;
	}
	if (m->looking)
		st_printf(stdout, "Looking at move %d of %d; 'last' goes back to the game.\n", g->ply, m->live_ply);
	if (match_in_var(m)) {
		/* the board shows a variation: the game itself stays at its cursor */
		const position *p = match_shown_pos(m);
		st_printf(stdout, "In a variation (level %d) branching at move %d; 'mainline' goes back.\n",
			  match_in_var(m), g->ply);
		st_printf(stdout, "%s to move%s\n", g->v->side_names[p->side], mg_in_check(p) ? " (check)" : "");
		return;
	}
	st_printf(stdout, "%s to move%s\n", g->v->side_names[g->pos.side], mg_in_check(&g->pos) ? " (check)" : "");
	if (m->replay && (match_shown_clock(m, WHITE, &wms) | match_shown_clock(m, BLACK, &bms))) {
		/* the record's [%clk] times at this move */
		format_time(wms, w, sizeof w);
		format_time(bms, b, sizeof b);
		if (wms < 0)
			snprintf(w, sizeof w, "?"); /* the record gives only the other side's */
		if (bms < 0)
			snprintf(b, sizeof b, "?");
		st_printf(stdout, "Clock: %s %s, %s %s (as recorded)\n", g->v->side_names[WHITE], w,
			  g->v->side_names[BLACK], b);
	} else if (tc_enabled(&m->clock) && !m->replay) {
		format_time(tc_left(&m->clock, WHITE, now), w, sizeof w);
		format_time(tc_left(&m->clock, BLACK, now), b, sizeof b);
		st_printf(stdout, "Clock: %s %s, %s %s\n", g->v->side_names[WHITE], w, g->v->side_names[BLACK], b);
	}
}

/* Prints the board and the status. */
void
plain_show(plain *pl)
{
	char diagram[4096];

	pos_diagram(match_shown_pos(&pl->m), diagram, sizeof diagram);
	fputs(diagram, stdout);
	plain_status(pl);
}

/* Prints a page of the database's games, numbered, and turns to the next
 * page for the next 'list'. */
static void
print_games(plain *pl)
{
	pick_list *p = &pl->m.pick;
	char line[512];
	int i, end;

	if (p->top >= p->nshown)
		p->top = 0;
	end = p->top + p->rows < p->nshown ? p->top + p->rows : p->nshown;
	for (i = p->top; i < end; i++) {
		pick_text(pick_row(p, i), line, sizeof line);
		st_printf(stdout, "%s\n", line);
	}
	st_printf(stdout, "Games %d-%d of %d%s%s%s. 'load %s N' opens game N; 'list' %s, 'list TEXT' finds a player.\n",
		  p->nshown ? p->top + 1 : 0, end, p->nshown, p->filter[0] ? " with \"" : "", p->filter,
		  p->filter[0] ? "\"" : "", p->ix.name, end < p->nshown ? "the next ones" : "from the first again");
	p->top = end;
}

/* Prints where the game comes from: event, date, result, game N of M. */
static void
print_header(plain *pl)
{
	char lines[4][160];
	int n = match_header(&pl->m, lines, 4), i;

	for (i = 0; i < n; i++)
		st_printf(stdout, "  %s\n", lines[i]);
}

/* Handles one typed line: a command or a move. */
void
plain_line(plain *pl, const char *line)
{
	char help[4096];
	int serial = pl->m.serial;

	switch (match_exec(&pl->m, MC_PLAIN, line)) {
	case MA_WAIT:
		/* typed while the computer pondered: stop it, then run the line */
		snprintf(pl->held, sizeof pl->held, "%s", line);
		pl->have_held = 1;
		pl->m.stop = MATCH_DISCARD;
		break;
	case MA_PICK:
		print_games(pl);
		break;
	case MA_NOT_COMMAND:
		match_play_text(&pl->m, line);
		break;
	case MA_BOARD:
		plain_show(pl);
		break;
	case MA_ENGINE:
		pl->show_engine = !pl->show_engine;
		printf("Engine output %s.\n", pl->show_engine ? "shown" : "hidden");
		break;
	case MA_HELP:
		match_commands_help(MC_PLAIN, help, sizeof help);
		printf("Type a move (e4, Nf3, exd5, O-O, e8=Q, or e2e4) or a command:\n%s", help);
		break;
	case MA_QUIT:
		pl->quit = 1;
		break;
	default:
		break;
	}
	if (pl->m.serial != serial && pl->m.file_game > 0)
		print_header(pl); /* a game loaded from a file */
}

/* The prompt for the next line. */
static const char *
prompt(const plain *pl, char *buf, size_t size)
{
	const match *m = &pl->m;

	if (m->replay)
		snprintf(buf, size, "replay %d/%d> ", m->g.ply, m->g.nmoves);
	else if (game_over(&m->g))
		snprintf(buf, size, "> ");
	else
		st_escape(m->g.v->side_names[m->g.pos.side], buf, size - 3), strcat(buf, "> ");
	return buf;
}

/* Offers the legal moves and the commands to Tab completion. */
static void
update_words(plain *pl)
{
	const char *words[MG_MAX_MOVES + 64];
	static char san[MG_MAX_MOVES][SAN_MAX];
	const match_command *cmds;
	move_list legal;
	int i, n = 0, ncmds;

	if (!pio_is_tty())
		return;
	cmds = match_commands(&ncmds);
	for (i = 0; i < ncmds && n < 64; i++)
		if (cmds[i].views & MC_PLAIN)
			words[n++] = cmds[i].name;
	mg_legal(&pl->m.g.pos, &legal);
	for (i = 0; i < legal.count; i++) {
		san_format_with(&pl->m.g.pos, &legal, legal.moves[i], san[i], sizeof san[i]);
		words[n++] = san[i];
	}
	pio_set_words(words, n);
}

/* Starts reading the person's next line while the computer ponders (the
 * search's poll takes it, view_poll). */
static void
begin_line(plain *pl)
{
	char pbuf[128];

	update_words(pl);
	pio_begin_line(prompt(pl, pbuf, sizeof pbuf));
}

/* Says how the game began: the variant and who plays. */
static void
greet(plain *pl, const match_options *opt)
{
	const match *m = &pl->m;
	const game *g = &m->g;
	char w[64], b[64];
	int n = 0;

	if (opt->replay_file) {
		const char *tw = game_tag_get(g, "White"), *tb = game_tag_get(g, "Black");
		n = m->file_games;
		st_printf(stdout, "Replaying %s, game %d of %d: %s - %s, %s (%s), %d moves.\n", opt->replay_file,
			  opt->replay_game > 0 ? opt->replay_game : 1, n, tw ? tw : "?", tb ? tb : "?",
			  game_result_text(game_final_result(g, &(game_reason){ 0 })), g->v->name, g->nmoves);
		print_header(pl);
		printf("Type 'next', 'prev', 'first', 'last', 'goto N', or 'play' to go on from the position shown.\n");
		if (opt->replay_game <= 0 && m->pick.ix.count > 1)
			print_games(pl); /* a database: its games to choose from */
		return;
	}
	player_describe(&m->player[WHITE], w, sizeof w);
	player_describe(&m->player[BLACK], b, sizeof b);
	st_printf(stdout, "leaper %s: %s. %s: %s, %s: %s. Type 'help' for the commands.\n", PACKAGE_VERSION, g->v->name,
		  g->v->side_names[WHITE], w, g->v->side_names[BLACK], b);
	if (!opt->resume)
		match_offer_unfinished(&pl->m);
}

/* While the computer plays both sides, runs a line typed in between
 * moves (so 'quit' works); notes the end of the input. */
static void
between_moves(plain *pl)
{
	char line[PLAIN_LINE];

	if (pl->input_done || !pio_pending())
		return;
	switch (pio_read_line("", line, sizeof line, -1)) {
	case PIO_LINE:
		plain_line(pl, line);
		break;
	case PIO_EOF:
		pl->input_done = 1;
		break;
	default:
		break;
	}
}

/* Runs the front end. */
int
plain_run(var_set *set, const match_options *opt)
{
	plain *pl = calloc(1, sizeof *pl);
	match_view view = { view_say, view_moved, view_changed, view_thinking, view_poll, NULL };
	char line[PLAIN_LINE], pbuf[128];
	int status = 0, sig;

	if (!pl) {
		fprintf(stderr, "leaper: out of memory\n");
		return 1;
	}
	view.ctx = pl;
	pio_init();
	match_init(&pl->m, set, &view, 1);
	pl->starting = 1;
	if (match_start(&pl->m, opt) < 0) {
		status = 1;
		goto out;
	}
	pl->starting = 0;
	greet(pl, opt);
	plain_show(pl);
	while (!pl->quit && !pio_signal()) {
		int r;
		long long timeout = -1;
		match *m = &pl->m;
		if (match_program_turn(m)) {
			fflush(stdout);
			pio_allow_signals(1);
			match_program_move(m);
			pio_allow_signals(0);
			if (!pio_signal() && match_program_turn(m))
				between_moves(pl);
			continue;
		}
		if (m->analysis && !pl->input_done && !pio_pending() && !game_over(&m->g) &&
		    m->g.ply + 1 != pl->analysed) {
			/* analysis mode: study the position shown until a line comes */
			fflush(stdout);
			pio_allow_signals(1);
			match_analysis_step(m);
			pio_allow_signals(0);
			if (!pio_pending())
				pl->analysed = m->g.ply + 1; /* finished by itself: not again here */
			continue;
		}
		if (pl->have_held) {
			/* a line typed while the computer pondered, which waited for it */
			pl->have_held = 0;
			pio_allow_signals(1);
			plain_line(pl, pl->held);
			pio_allow_signals(0);
			continue;
		}
		if (match_can_ponder(m) && !pl->input_done && !pio_pending()) {
			/* the computer thinks on the person's time; the line typed
			 * meanwhile is read (and run) by the search's poll */
			begin_line(pl);
			pio_allow_signals(1);
			match_ponder_step(m);
			pio_allow_signals(0);
			continue;
		}
		if (tc_enabled(&m->clock) && m->clock.running >= 0) {
			int64_t left = tc_left(&m->clock, m->clock.running, mono_ms());
			timeout = left > 0 ? left : 0;
		}
		update_words(pl);
		r = pio_read_line(prompt(pl, pbuf, sizeof pbuf), line, sizeof line, timeout);
		if (r == PIO_SIGNAL)
			break;
		if (r == PIO_EOF) {
			/* the end of the input is a quit that cannot be asked again */
			if (!match_quit(m))
				match_quit(m);
			break;
		}
		if (r == PIO_TIMEOUT) {
			match_tick(m, mono_ms());
			continue;
		}
		pio_allow_signals(1);
		plain_line(pl, line);
		pio_allow_signals(0);
		pl->analysed = 0;
	}
	if ((sig = pio_signal()) != 0) {
		printf("\nStopped by signal %d.\n", sig);
		status = 128 + sig;
	}
	if (match_autosave(&pl->m) < 0 || pl->m.unsaved) {
		if (!status)
			status = 1;
	} else if (sig && pl->m.stored) {
		st_printf(stdout, "The game is kept in %s; 'leaper play --resume' takes it up again.\n", pl->m.store.path);
	}
out:
	fflush(stdout);
	pio_done();
	match_free(&pl->m);
	free(pl);
	return status;
}
