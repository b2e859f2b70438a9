/* plain_cmd.c - the commands of the line-mode front end. */
#include "config.h"

#include "plain_priv.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "pgn.h"
#include "safe_text.h"

/* Prints the commands. */
static void
cmd_help(plain *pl, char *arg)
{
	(void)pl;
	(void)arg;
	printf("Type a move (e4, Nf3, exd5, O-O, e8=Q, or e2e4) or a command:\n"
	       "  board          show the board            moves      list the legal moves\n"
	       "  fen            show the position's FEN   hint       ask the computer for a move\n"
	       "  think [SECONDS]  show the computer's thinking (depth, score, nodes, line)\n"
	       "  undo           take back a move          redo       play it again\n"
	       "  new            start a new game          resign     give up the game\n"
	       "  draw           offer a draw, or accept the other side's offer (a move declines it)\n"
	       "  save FILE      save the game as PGN      load FILE [N]  load game N of a PGN file\n"
	       "  resume         continue the game that was saved when leaper last stopped\n"
	       "  quit           leave (an unfinished game is saved and offered back next time)\n"
	       "Replaying: next, prev, first, last, goto N, and play to continue from the shown move.\n");
}

/* Prints the board. */
static void
cmd_board(plain *pl, char *arg)
{
	(void)arg;
	plain_show(pl);
}

/* Prints the legal moves in SAN. */
static void
cmd_moves(plain *pl, char *arg)
{
	move_list legal;
	char san[SAN_MAX];
	int i;

	(void)arg;
	mg_legal(&pl->g.pos, &legal);
	printf("Moves:");
	for (i = 0; i < legal.count; i++) {
		san_format_with(&pl->g.pos, &legal, legal.moves[i], san, sizeof san);
		printf(" %s", san);
	}
	printf("\n");
}

/* Prints the FEN of the shown position. */
static void
cmd_fen(plain *pl, char *arg)
{
	char fen[VAR_MAX_TEXT * 2];

	(void)arg;
	pos_to_fen(&pl->g.pos, fen, sizeof fen);
	printf("FEN: %s\n", fen);
}

/* Whether a person plays the side to move. */
static int
human_to_move(const plain *pl)
{
	return !pl->computer[pl->g.pos.side];
}

/* Takes back moves: one in hot-seat, back to a person's turn otherwise. */
static void
cmd_undo(plain *pl, char *arg)
{
	int n = 0;

	(void)arg;
	if (pl->replay) {
		printf("error: replaying; use 'prev', or 'play' to continue the game\n");
		return;
	}
	while (game_undo(&pl->g)) {
		n++;
		if (human_to_move(pl))
			break;
	}
	if (!n) {
		printf("error: nothing to undo\n");
		return;
	}
	pl->draw_offer = -1;
	pl->turn_start = mono_ms();
	printf("Took back %d move%s.\n", n, n == 1 ? "" : "s");
	plain_show(pl);
}

/* Plays taken-back moves again, up to a person's turn. */
static void
cmd_redo(plain *pl, char *arg)
{
	int n = 0;

	(void)arg;
	if (pl->replay) {
		printf("error: replaying; use 'next'\n");
		return;
	}
	while (game_redo(&pl->g)) {
		n++;
		if (human_to_move(pl) || game_over(&pl->g))
			break;
	}
	if (!n) {
		printf("error: nothing to redo\n");
		return;
	}
	pl->turn_start = mono_ms();
	printf("Played %d move%s again.\n", n, n == 1 ? "" : "s");
	plain_show(pl);
}

/* Starts a new game in the same variant and start position. */
static void
cmd_new(plain *pl, char *arg)
{
	game g;
	char msg[512];
	const char *fen = pl->replay || !pl->g.custom_start ? pl->opt.fen : pl->g.start_fen;

	(void)arg;
	if (game_new_after(&g, &pl->g, fen, msg, sizeof msg) != GAME_OK) {
		st_printf(stdout, "error: %s\n", msg);
		return;
	}
	plain_take_game(pl, &g, 0);
	plain_tag_players(pl);
	st_printf(stdout, "New game: %s.\n", pl->g.v->name);
	plain_show(pl);
}

/* Saves the game as PGN. */
static void
cmd_save(plain *pl, char *arg)
{
	char msg[512];

	if (!*arg) {
		printf("error: save needs a file name: save FILE\n");
		return;
	}
	if (!pl->replay)
		plain_tag_players(pl);
	if (pgn_save(&pl->g, arg, msg, sizeof msg) != PGN_OK)
		st_printf(stdout, "error: %s\n", msg);
	else
		st_printf(stdout, "Saved to %s.\n", arg);
}

/* Loads game N (default 1) of a PGN file and continues it. */
static void
cmd_load(plain *pl, char *arg)
{
	char msg[512], *space;
	int number = 1;
	game g;

	if (!*arg) {
		printf("error: load needs a file name: load FILE [N]\n");
		return;
	}
	space = strrchr(arg, ' ');
	if (space && atoi(space + 1) > 0) {
		number = atoi(space + 1);
		*space = '\0';
	}
	memset(&g, 0, sizeof g);
	if (pgn_load(arg, number, pl->set, &g, msg, sizeof msg) != PGN_OK) {
		st_printf(stdout, "error: %s\n", msg);
		return;
	}
	plain_take_game(pl, &g, 0);
	st_printf(stdout, "Loaded %s: %s, %d moves.\n", arg, pl->g.v->name, pl->g.nmoves);
	plain_show(pl);
}

/* Whether a game is being played (not replayed, not over); says so when not. */
static int
game_going(const plain *pl)
{
	if (pl->replay || game_over(&pl->g)) {
		printf("error: there is no game going on\n");
		return 0;
	}
	return 1;
}

/* The person to move (or the only person playing) resigns. */
static void
cmd_resign(plain *pl, char *arg)
{
	int loser = pl->g.pos.side;

	(void)arg;
	if (!game_going(pl))
		return;
	if (pl->computer[loser] && !pl->computer[!loser])
		loser = !loser;
	game_set_result(&pl->g, loser == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS, GAME_RESIGNATION);
	plain_status(pl);
}

/* Offers a draw, or accepts the other side's standing offer. */
static void
cmd_draw(plain *pl, char *arg)
{
	int side = pl->g.pos.side;

	(void)arg;
	if (!game_going(pl))
		return;
	if (pl->draw_offer == !side) {
		game_set_result(&pl->g, GAME_DRAW, GAME_AGREED);
		plain_status(pl);
		return;
	}
	if (pl->computer[!side]) {
		if (pl->cpu.accept_draw && pl->cpu.accept_draw(pl->cpu.ctx, &pl->g, pl->level)) {
			printf("The computer accepts the draw.\n");
			game_set_result(&pl->g, GAME_DRAW, GAME_AGREED);
			plain_status(pl);
		} else {
			printf("The computer declines the draw.\n");
		}
		return;
	}
	pl->draw_offer = side;
	st_printf(stdout, "%s offers a draw: %s accepts with 'draw' after %s's move, or declines by moving.\n",
	       pl->g.v->side_names[side], pl->g.v->side_names[!side], pl->g.v->side_names[side]);
}

/* Asks the computer for a move for the side to move. */
static void
cmd_hint(plain *pl, char *arg)
{
	char san[SAN_MAX];
	move m;

	(void)arg;
	if (game_over(&pl->g) || !pl->cpu.think) {
		printf("error: no hint available\n");
		return;
	}
	m = pl->cpu.think(pl->cpu.ctx, &pl->g, pl->level, 0, 0, NULL, NULL);
	if (m == MV_NONE) {
		printf("error: no hint available\n");
		return;
	}
	san_format(&pl->g.pos, m, san, sizeof san);
	printf("Hint: %s\n", san);
}

/* Shows the engine's thinking about the position: "think [SECONDS]". */
static void
cmd_think(plain *pl, char *arg)
{
	double seconds = arg && *arg ? atof(arg) : 3.0;

	if (game_over(&pl->g) || !pl->cpu.think) {
		printf("error: nothing to think about\n");
		return;
	}
	if (seconds <= 0 || seconds > 3600) {
		printf("error: think takes a number of seconds from 0.1 to 3600\n");
		return;
	}
	plain_engine_think(&pl->cpu, &pl->g, (int)(seconds * 1000));
}

/* Continues the autosaved game. */
static void
cmd_resume(plain *pl, char *arg)
{
	(void)arg;
	plain_resume(pl);
}

/* Leaves. */
static void
cmd_quit(plain *pl, char *arg)
{
	(void)arg;
	pl->quit = 1;
}

/* Shows the position after the cursor moved while replaying. */
static void
show_step(plain *pl)
{
	const game *g = &pl->g;

	if (g->ply == 0) {
		printf("Start position (0/%d)\n", g->nmoves);
	} else {
		int black = g->start.side ^ ((g->ply - 1) & 1);
		int number = g->start.fullmove + (g->ply - 1 + (g->start.side == BLACK)) / 2;
		printf("Move %d/%d: %d%s %s\n", g->ply, g->nmoves, number, black ? "..." : ".",
		       g->moves[g->ply - 1].san);
	}
	plain_show(pl);
}

/* Moves the replay cursor to ply n. */
static void
step_to(plain *pl, int n)
{
	if (!pl->replay) {
		printf("error: not replaying; use 'undo' and 'redo'\n");
		return;
	}
	if (n < 0 && pl->g.ply == 0) {
		printf("error: already at the start\n");
		return;
	}
	if (n > pl->g.nmoves && pl->g.ply == pl->g.nmoves) {
		printf("error: already at the last move\n");
		return;
	}
	if (n < 0 || n > pl->g.nmoves) {
		printf("error: there are moves 0 to %d\n", pl->g.nmoves);
		return;
	}
	game_goto(&pl->g, n);
	show_step(pl);
}

static void cmd_next(plain *pl, char *arg) { (void)arg; step_to(pl, pl->g.ply + 1); }
static void cmd_prev(plain *pl, char *arg) { (void)arg; step_to(pl, pl->g.ply - 1); }
static void cmd_first(plain *pl, char *arg) { (void)arg; step_to(pl, 0); }
static void cmd_last(plain *pl, char *arg) { (void)arg; step_to(pl, pl->g.nmoves); }

/* Goes to move N (a ply count; "12w"/"12b" name a move of White/Black). */
static void
cmd_goto(plain *pl, char *arg)
{
	char *end;
	long n = strtol(arg, &end, 10);

	if (end == arg || (*end && strcmp(end, "w") && strcmp(end, "b"))) {
		printf("error: goto needs a number: goto N (plies), or goto 12w / 12b\n");
		return;
	}
	if (*end) {
		/* full move number and side: the position after that move */
		int first = pl->g.start.side == BLACK;
		n = (n - pl->g.start.fullmove) * 2 + (*end == 'b' ? 2 : 1) - first;
	}
	step_to(pl, (int)n);
}

/* Leaves replay mode and continues the game from the shown position. */
static void
cmd_play(plain *pl, char *arg)
{
	(void)arg;
	if (!pl->replay) {
		printf("error: already playing\n");
		return;
	}
	pl->replay = 0;
	pl->draw_offer = -1;
	plain_reset_clocks(pl);
	printf("Playing from move %d; the moves after it are kept until another move is made.\n", pl->g.ply);
	plain_show(pl);
}

/* A command: its name and function. */
static const struct {
	const char *name;
	void (*run)(plain *pl, char *arg);
} commands[] = {
	{ "help", cmd_help }, { "?", cmd_help }, { "board", cmd_board }, { "moves", cmd_moves },
	{ "fen", cmd_fen }, { "undo", cmd_undo }, { "redo", cmd_redo }, { "new", cmd_new },
	{ "save", cmd_save }, { "load", cmd_load }, { "resign", cmd_resign }, { "draw", cmd_draw },
	{ "hint", cmd_hint }, { "think", cmd_think }, { "analyse", cmd_think }, { "analyze", cmd_think },
	{ "resume", cmd_resume }, { "quit", cmd_quit }, { "exit", cmd_quit },
	{ "next", cmd_next }, { "prev", cmd_prev }, { "first", cmd_first }, { "last", cmd_last },
	{ "goto", cmd_goto }, { "play", cmd_play },
};

/* Handles one line that is a command; returns 0 when it is not one. */
int
plain_command(plain *pl, char *line)
{
	char word[16], *arg;
	size_t i, n;

	while (isspace((unsigned char)*line))
		line++;
	for (n = strlen(line); n && isspace((unsigned char)line[n - 1]); n--)
		line[n - 1] = '\0';
	if (!*line)
		return 1;
	for (n = 0; line[n] && !isspace((unsigned char)line[n]) && n + 1 < sizeof word; n++)
		word[n] = (char)tolower((unsigned char)line[n]);
	word[n] = '\0';
	if (line[n] && !isspace((unsigned char)line[n]))
		return 0;
	for (arg = line + n; isspace((unsigned char)*arg); arg++)
		;
	for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (strcmp(word, commands[i].name) == 0) {
			commands[i].run(pl, arg);
			return 1;
		}
	return 0;
}
