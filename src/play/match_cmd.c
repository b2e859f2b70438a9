/* match_cmd.c - the commands typed during a game, for both front ends. */
#include "config.h"

#include "match_cmd.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "movegen.h"

#define THINK_MS 3000 /* 'think' without a number of seconds */

/* Shows the board. */
static int
cmd_board(match *m, const char *arg)
{
	(void)m;
	(void)arg;
	return MA_BOARD;
}

/* Says the legal moves in SAN. */
static int
cmd_moves(match *m, const char *arg)
{
	char text[MG_MAX_MOVES * 12], san[SAN_MAX];
	move_list legal;
	size_t len;
	int i;

	(void)arg;
	if (game_over(&m->g)) {
		match_say(m, MATCH_ERROR, "The game is over: there are no moves.");
		return MA_NONE;
	}
	mg_legal(&m->g.pos, &legal);
	len = (size_t)snprintf(text, sizeof text, "Moves (%d):", legal.count);
	for (i = 0; i < legal.count && len < sizeof text; i++) {
		san_format_with(&m->g.pos, &legal, legal.moves[i], san, sizeof san);
		len += (size_t)snprintf(text + len, sizeof text - len, " %s", san);
	}
	match_say(m, MATCH_INFO, "%s", text);
	return MA_NONE;
}

/* Says the FEN of the position shown. */
static int
cmd_fen(match *m, const char *arg)
{
	char fen[VAR_MAX_TEXT * 2];

	(void)arg;
	pos_to_fen(&m->g.pos, fen, sizeof fen);
	match_say(m, MATCH_INFO, "FEN: %s", fen);
	return MA_NONE;
}

static int cmd_undo(match *m, const char *arg) { (void)arg; match_undo(m); return MA_NONE; }
static int cmd_redo(match *m, const char *arg) { (void)arg; match_redo(m); return MA_NONE; }
static int cmd_resign(match *m, const char *arg) { (void)arg; match_resign(m); return MA_NONE; }
static int cmd_draw(match *m, const char *arg) { (void)arg; match_draw(m); return MA_NONE; }
static int cmd_hint(match *m, const char *arg) { (void)arg; match_hint(m); return MA_NONE; }
static int cmd_play(match *m, const char *arg) { (void)arg; match_continue(m); return MA_NONE; }
static int cmd_flip(match *m, const char *arg) { (void)m; (void)arg; return MA_FLIP; }
static int cmd_engine(match *m, const char *arg) { (void)m; (void)arg; return MA_ENGINE; }
static int cmd_help(match *m, const char *arg) { (void)m; (void)arg; return MA_HELP; }
static int cmd_menu(match *m, const char *arg) { (void)m; (void)arg; return MA_MENU; }
static int cmd_save(match *m, const char *arg) { match_save(m, arg); return MA_NONE; }

/* Starts a new game of the same variant, from the same start. */
static int
cmd_new(match *m, const char *arg)
{
	const char *fen = m->g.custom_start ? m->g.start_fen : m->start_fen;

	(void)arg;
	if (match_new(m, m->g.v, fen) == 0)
		match_say(m, MATCH_INFO, "New game: %s.", m->g.v->name);
	return MA_NONE;
}

/* Loads game N of a PGN file: "load FILE N"; "load FILE" of a file of
 * several games lists them to choose from (MA_PICK), of one loads it. */
static int
cmd_load(match *m, const char *arg)
{
	char path[1024], moves[32], *space;
	int number = 1;

	if (!*arg) {
		match_say(m, MATCH_ERROR, "Load which file? Type: load FILE [N]");
		return MA_NONE;
	}
	snprintf(path, sizeof path, "%s", arg);
	space = strrchr(path, ' ');
	if (space && atoi(space + 1) > 0 && strspn(space + 1, "0123456789") == strlen(space + 1)) {
		number = atoi(space + 1);
		*space = '\0';
	} else {
		if (match_list_file(m, path) < 0)
			return MA_NONE;
		if (m->pick.ix.count > 1) {
			match_say(m, MATCH_INFO, "%s holds %d games; 'load %s N' opens game N.", path, m->pick.ix.count,
				  path);
			return MA_PICK;
		}
	}
	if (match_load(m, path, number, 0) == 0)
		match_say(m, MATCH_GOOD, "Loaded %s: %s, %s%s.", path, m->g.v->name,
			  store_moves_phrase(m->g.nmoves, moves, sizeof moves),
			  m->replay ? "; the game is over, 'prev' and 'first' step back through it" : "");
	return MA_NONE;
}

/* Shows the games of the database listed again: "list" (the line mode:
 * the next page), "list TEXT" those with TEXT in a tag, "list *" all. */
static int
cmd_list(match *m, const char *arg)
{
	if (m->pick.ix.count == 0 && m->file_game > 0 && m->file_games > 1 && match_list_file(m, m->path) < 0)
		return MA_NONE; /* a game was loaded by number: list its file now */
	if (m->pick.ix.count == 0) {
		match_say(m, MATCH_ERROR, "No file of games is listed: 'load FILE' lists the games of a PGN file.");
		return MA_NONE;
	}
	if (*arg && pick_filter(&m->pick, strcmp(arg, "*") ? arg : "") == 0) {
		match_say(m, MATCH_ERROR, "No game of %s has \"%s\" in its tags ('list *' shows them all).", m->pick.ix.name,
			  arg);
		return MA_NONE;
	}
	return MA_PICK;
}

/* Resumes an unfinished game of the autosave folder: "resume [N]" takes
 * the Nth of 'games' (newest first), 1 by default. */
static int
cmd_resume(match *m, const char *arg)
{
	char *end;
	long n = *arg ? strtol(arg, &end, 10) : 1;

	if (*arg && *end)
		n = 0;
	match_resume_number(m, (int)n);
	return MA_NONE;
}

/* Lists the unfinished games of the autosave folder. */
static int
cmd_games(match *m, const char *arg)
{
	store_entry *list;
	char msg[1024];
	int n, i, k = 0;

	(void)arg;
	if (store_list(&list, &n, 1, msg, sizeof msg) < 0) {
		match_say(m, MATCH_ERROR, "%s", msg);
		return MA_NONE;
	}
	for (i = 0; i < n; i++) {
		int own = m->stored && strcmp(list[i].path, m->store.path) == 0;
		char number[16] = "  ", moves[32];
		if (!own && !list[i].in_use)
			snprintf(number, sizeof number, "%d.", ++k);
		match_say(m, MATCH_INFO, "%s %s: %s - %s, %s, %s%s", number, list[i].variant, list[i].white,
			  list[i].black, store_moves_phrase(list[i].plies, moves, sizeof moves), list[i].date,
			  own ? " (this game)" : list[i].in_use ? " (in use by another leaper)" : "");
	}
	if (n == 0)
		match_say(m, MATCH_INFO, "There are no unfinished games.");
	free(list);
	return MA_NONE;
}

/* Shows the engine's thinking: "think [SECONDS]". */
static int
cmd_think(match *m, const char *arg)
{
	double seconds = *arg ? atof(arg) : THINK_MS / 1000.0;

	if (seconds < 0.1 || seconds > 3600) {
		match_say(m, MATCH_ERROR, "think takes a number of seconds from 0.1 to 3600.");
		return MA_NONE;
	}
	match_analyse(m, (long long)(seconds * 1000));
	return MA_NONE;
}

/* Turns analysis mode on or off. */
static int
cmd_analyse(match *m, const char *arg)
{
	(void)arg;
	m->analysis = !m->analysis;
	if (m->analysis)
		match_say(m, MATCH_INFO, "Analysis on: the computer studies each position shown, from White's side; "
			  "'analyse' again turns it off.");
	else
		match_say(m, MATCH_INFO, "Analysis off.");
	if (!m->analysis && m->thinking)
		m->stop = MATCH_DISCARD;
	return MA_NONE;
}

/* Turns pondering on or off: "ponder on|off" (alone: says which). */
static int
cmd_ponder(match *m, const char *arg)
{
	if (!strcasecmp(arg, "on") || !strcasecmp(arg, "off"))
		match_set_ponder(m, !strcasecmp(arg, "on"));
	else if (!*arg)
		match_say(m, MATCH_INFO, "Pondering is %s: 'ponder on' or 'ponder off'.", m->ponder ? "on" : "off");
	else
		match_say(m, MATCH_ERROR, "ponder takes on or off, not %s.", arg);
	return MA_NONE;
}

/* Sets how many lines the analysis shows: "multipv N". */
static int
cmd_multipv(match *m, const char *arg)
{
	char *end;
	long n = strtol(arg, &end, 10);

	if (end == arg || *end)
		n = 0;
	if (match_set_multipv(m, (int)(n > 0 && n <= MATCH_MAX_PV ? n : 0)) == 0)
		match_say(m, MATCH_INFO, "The analysis shows %d line%s.", m->multipv, m->multipv == 1 ? "" : "s");
	return MA_NONE;
}

/* Chooses who analyses: "analyst engine:CMD|NAME|leaper"; alone, says who. */
static int
cmd_analyst(match *m, const char *arg)
{
	match_set_analyst(m, arg);
	return MA_NONE;
}

/* Sets who plays colour: "human", or "computer [LEVEL]". */
static int
set_side(match *m, int colour, const char *arg)
{
	char word[16], text[48];
	int level = 0, n = sscanf(arg, "%15s %d", word, &level);

	if (n < 1 || (strcasecmp(word, "human") && strcasecmp(word, "computer")) ||
	    (n == 2 && (level < 1 || level > PLAYER_MAX_LEVEL))) {
		match_say(m, MATCH_ERROR, "%s takes human, or computer and a level from 1 to %d.",
			  colour == WHITE ? "white" : "black", PLAYER_MAX_LEVEL);
		return MA_NONE;
	}
	if (match_set_player(m, colour, strcasecmp(word, "computer") == 0, n == 2 ? level : 0) < 0)
		return MA_NONE;
	if (player_is_program(&m->player[colour]))
		match_say(m, MATCH_INFO, "%s is played by the computer at %s.", m->g.v->side_names[colour],
			  player_level_text(m->player[colour].level, text, sizeof text));
	else
		match_say(m, MATCH_INFO, "%s is played by a person.", m->g.v->side_names[colour]);
	match_autosave(m);
	return MA_NONE;
}

static int cmd_white(match *m, const char *arg) { return set_side(m, WHITE, arg); }
static int cmd_black(match *m, const char *arg) { return set_side(m, BLACK, arg); }

/* Sets the computer's level: "level N" (both of its sides). */
static int
cmd_level(match *m, const char *arg)
{
	char *end, text[48];
	long n = strtol(arg, &end, 10);
	int c, any = 0;

	if (!*arg || *end || n < 1 || n > PLAYER_MAX_LEVEL) {
		match_say(m, MATCH_ERROR, "level takes a number from 1 to %d.", PLAYER_MAX_LEVEL);
		return MA_NONE;
	}
	for (c = 0; c < 2; c++)
		if (player_is_program(&m->player[c])) {
			m->player[c].level = (int)n;
			any = 1;
		}
	if (!any)
		m->player[WHITE].level = m->player[BLACK].level = (int)n;
	match_tag_players(m);
	match_autosave(m);
	match_say(m, MATCH_INFO, "The computer plays at %s.", player_level_text((int)n, text, sizeof text));
	return MA_NONE;
}

/* Leaves, when nothing is lost. */
static int
cmd_quit(match *m, const char *arg)
{
	(void)arg;
	return match_quit(m) ? MA_QUIT : MA_NONE;
}

/* Says the first moves of the variations of the move after the position
 * shown, when it has some: "Variations of the next move: 1) 3. Bc4
 * 2) 3. d4; 'var N' enters one." */
static void
say_variations(match *m)
{
	const annot_note *at;
	const annot_line *l = NULL;
	char text[600];
	size_t len;
	int i, depth = match_in_var(m), ply;

	if (depth) {
		l = match_var_line(m, depth);
		at = m->var.moves < l->cap ? &l->notes[m->var.moves] : NULL;
		ply = m->var.moves;
		for (i = 0; i < depth; i++)
			ply += m->var.branch[i];
	} else {
		at = annot_get(&m->g, m->g.ply);
		ply = m->g.ply;
	}
	if (!at || at->nvars == 0)
		return;
	len = (size_t)snprintf(text, sizeof text, "Variation%s of the next move:", at->nvars == 1 ? "" : "s");
	for (i = 0; i < at->nvars && len < sizeof text; i++) {
		const annot_line *v = at->vars[i];
		int black = m->g.start.side ^ (ply & 1);
		int number = m->g.start.fullmove + (ply + (m->g.start.side == BLACK)) / 2;
		if (v->nmoves > 0)
			len += (size_t)snprintf(text + len, sizeof text - len, " %d) %d%s %s%s", i + 1, number,
						black ? "..." : ".", v->san[0], v->nmoves > 1 ? " ..." : "");
	}
	if (len < sizeof text)
		snprintf(text + len, sizeof text - len, "; 'var%s' enters %s.", at->nvars > 1 ? " N" : "",
			 at->nvars > 1 ? "one" : "it");
	match_say(m, MATCH_INFO, "%s", text);
}

/* Moves the cursor to ply n, saying where it is. */
static int
step_to(match *m, int n)
{
	const game *g = &m->g;

	if (n < 0 && g->ply == 0) {
		match_say(m, MATCH_ERROR, "Already at the start.");
		return MA_NONE;
	}
	if (n > g->nmoves && g->ply == g->nmoves) {
		match_say(m, MATCH_ERROR, "Already at the last move.");
		return MA_NONE;
	}
	if (match_goto(m, n) < 0)
		return MA_NONE;
	{
		char note[600];
		match_note_text(match_shown_note(m), note, sizeof note);
		if (g->ply == 0) {
			match_say(m, MATCH_INFO, "Start position (0/%d).%s%s", g->nmoves, note[0] ? " " : "", note);
		} else {
			int black = g->start.side ^ ((g->ply - 1) & 1);
			int number = g->start.fullmove + (g->ply - 1 + (g->start.side == BLACK)) / 2;
			match_say(m, MATCH_INFO, "Move %d/%d: %d%s %s%s%s", g->ply, g->nmoves, number, black ? "..." : ".",
				  g->moves[g->ply - 1].san, note[0] ? " " : "", note);
		}
	}
	say_variations(m);
	return MA_BOARD;
}

/* Steps forward: inside a variation shown, along it; else the record. */
static int
cmd_next(match *m, const char *arg)
{
	(void)arg;
	if (match_in_var(m))
		return match_var_step(m, 1) == 0 ? (say_variations(m), MA_NONE) : MA_NONE; /* shown by the view */
	return step_to(m, m->g.ply + 1);
}

/* Steps back: inside a variation shown, along it (out of it from its
 * first move); else the record. */
static int
cmd_prev(match *m, const char *arg)
{
	(void)arg;
	if (match_in_var(m))
		return match_var_step(m, -1) == 0 ? (say_variations(m), MA_NONE) : MA_NONE;
	return step_to(m, m->g.ply - 1);
}

/* Enters a variation of the next move: "var [N]". */
static int
cmd_var(match *m, const char *arg)
{
	char *end;
	long n = *arg ? strtol(arg, &end, 10) : 1;

	if (*arg && (*end || n < 1)) {
		match_say(m, MATCH_ERROR, "var takes the number of a variation of the next move: var [N].");
		return MA_NONE;
	}
	if (match_var_enter(m, (int)(n > 1000 ? 1000 : n)) == 0)
		say_variations(m);
	return MA_NONE; /* the view shows the board when the position shown changes */
}

/* Leaves the variations for the main line. */
static int
cmd_mainline(match *m, const char *arg)
{
	(void)arg;
	match_var_leave(m);
	return MA_NONE;
}

/* Sets the comment after the move shown: "comment TEXT"; alone, clears it. */
static int
cmd_comment(match *m, const char *arg)
{
	match_comment(m, arg);
	return MA_NONE;
}
static int cmd_first(match *m, const char *arg) { (void)arg; return step_to(m, 0); }
static int cmd_last(match *m, const char *arg)
{
	(void)arg;
	return step_to(m, m->looking ? m->live_ply : m->g.nmoves);
}

/* Goes to move N (a ply count; "12w"/"12b": after that move of White/Black). */
static int
cmd_goto(match *m, const char *arg)
{
	char *end;
	long n = strtol(arg, &end, 10);

	if (end == arg || (*end && strcmp(end, "w") && strcmp(end, "b"))) {
		match_say(m, MATCH_ERROR, "goto needs a number: goto N (half-moves), or goto 12w / 12b.");
		return MA_NONE;
	}
	if (*end) {
		int first = m->g.start.side == BLACK;
		n = (n - m->g.start.fullmove) * 2 + (*end == 'b' ? 2 : 1) - first;
	}
	if (n < 0 || n > m->g.nmoves) {
		match_say(m, MATCH_ERROR, "There are moves 0 to %d.", m->g.nmoves);
		return MA_NONE;
	}
	return step_to(m, (int)n);
}

static const match_command commands[] = {
	{ "help", "?", "", "this list (F1 on the screen: keys, rules, pieces)", 1, MC_BOTH, cmd_help },
	{ "board", NULL, "", "show the board", 1, MC_BOTH, cmd_board },
	{ "moves", NULL, "", "list the legal moves", 1, MC_BOTH, cmd_moves },
	{ "fen", NULL, "", "show the position as FEN", 1, MC_BOTH, cmd_fen },
	{ "undo", NULL, "", "take back a move (against the computer, to your turn)", 0, MC_BOTH, cmd_undo },
	{ "redo", NULL, "", "play again what undo took back", 0, MC_BOTH, cmd_redo },
	{ "hint", NULL, "", "ask the computer for a move", 0, MC_BOTH, cmd_hint },
	{ "think", NULL, "[SECONDS]", "let the computer think for a while, showing depth, score, line", 0, MC_BOTH,
	  cmd_think },
	{ "analyse", "analyze", "", "analysis on or off: the computer studies every position shown", 1, MC_BOTH,
	  cmd_analyse },
	{ "multipv", NULL, "N", "the analysis shows the N best lines, 1 to 5", 0, MC_BOTH, cmd_multipv },
	{ "analyst", NULL, "[engine:CMD|NAME|leaper]", "who analyses: an external engine, or leaper's own", 0, MC_BOTH,
	  cmd_analyst },
	{ "white", NULL, "human|computer [N]", "who plays White from now on (N: the level)", 0, MC_BOTH, cmd_white },
	{ "black", NULL, "human|computer [N]", "who plays Black from now on", 0, MC_BOTH, cmd_black },
	{ "level", NULL, "N", "set the computer's level, 1 to 10", 0, MC_BOTH, cmd_level },
	{ "ponder", NULL, "on|off", "the computer (level 10) thinks on your time, or not", 1, MC_BOTH, cmd_ponder },
	{ "draw", NULL, "", "offer a draw, or accept the other side's offer", 0, MC_BOTH, cmd_draw },
	{ "resign", NULL, "", "give up the game", 0, MC_BOTH, cmd_resign },
	{ "new", NULL, "", "a new game of this variant (this one stays resumable)", 0, MC_BOTH, cmd_new },
	{ "save", NULL, "[FILE]", "save the game as PGN", 1, MC_BOTH, cmd_save },
	{ "load", NULL, "FILE [N]", "load game N of a PGN file (without N: choose from its games)", 0, MC_BOTH,
	  cmd_load },
	{ "list", NULL, "[TEXT|*]", "the games of the file loaded: the next page, or those with TEXT", 0, MC_BOTH,
	  cmd_list },
	{ "games", NULL, "", "list the unfinished games kept for resuming", 1, MC_BOTH, cmd_games },
	{ "resume", NULL, "[N]", "go on with unfinished game N of 'games' (the newest)", 0, MC_BOTH, cmd_resume },
	{ "next", NULL, "", "step forward a move (replaying or looking back)", 0, MC_BOTH, cmd_next },
	{ "prev", NULL, "", "step back a move", 0, MC_BOTH, cmd_prev },
	{ "first", NULL, "", "go to the start", 0, MC_BOTH, cmd_first },
	{ "last", NULL, "", "go to the last move, or back to the game", 0, MC_BOTH, cmd_last },
	{ "goto", NULL, "N", "go to half-move N, or 12w / 12b", 0, MC_BOTH, cmd_goto },
	{ "var", NULL, "[N]", "show variation N (1) of the next move; next/prev step in it", 0, MC_BOTH, cmd_var },
	{ "mainline", "main", "", "leave the variations for the main line", 0, MC_BOTH, cmd_mainline },
	{ "comment", NULL, "[TEXT]", "the comment after the move shown (alone: none); saved with the game", 0,
	  MC_BOTH, cmd_comment },
	{ "graph", NULL, "", "the score after every move, as a table (the screen draws it)", 0, MC_PLAIN,
	  match_graph_command },
	{ "play", NULL, "", "go on playing from the position shown", 0, MC_BOTH, cmd_play },
	{ "flip", NULL, "", "turn the board", 1, MC_TUI, cmd_flip },
	{ "engine", NULL, "", "show or hide the computer's thinking", 1, MC_BOTH, cmd_engine },
	{ "menu", NULL, "", "the start screen", 0, MC_TUI, cmd_menu },
	{ "quit", "exit", "", "leave (the game is kept and can be resumed)", 1, MC_BOTH, cmd_quit },
};
#define NCOMMANDS ((int)(sizeof commands / sizeof commands[0]))

/* The table. */
const match_command *
match_commands(int *count)
{
	*count = NCOMMANDS;
	return commands;
}

/* Runs a typed line: a command, or MA_NOT_COMMAND. */
int
match_exec(match *m, int view, const char *line)
{
	char word[32], arg[1024];
	size_t n = 0, len;
	int i;

	while (isspace((unsigned char)*line))
		line++;
	while (line[n] && !isspace((unsigned char)line[n])) {
		if (n + 1 >= sizeof word)
			return MA_NOT_COMMAND;
		word[n] = line[n];
		n++;
	}
	word[n] = '\0';
	if (!n)
		return MA_NONE;
	for (line += n; isspace((unsigned char)*line); line++)
		;
	snprintf(arg, sizeof arg, "%s", line);
	for (len = strlen(arg); len && isspace((unsigned char)arg[len - 1]); len--)
		arg[len - 1] = '\0';
	for (i = 0; i < NCOMMANDS; i++) {
		const match_command *c = &commands[i];
		if (!(c->views & view) ||
		    (strcasecmp(word, c->name) != 0 && (!c->alias || strcasecmp(word, c->alias) != 0)))
			continue;
		if (!m->have_game && c->run != cmd_help && c->run != cmd_quit)
			return MA_NONE;
		if (m->thinking && !c->while_thinking)
			return MA_WAIT;
		return c->run(m, arg);
	}
	return MA_NOT_COMMAND;
}

/* Writes the help of the commands view offers. */
void
match_commands_help(int view, char *buf, size_t size)
{
	size_t len = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < NCOMMANDS && len < size; i++) {
		char head[48];
		if (!(commands[i].views & view))
			continue;
		snprintf(head, sizeof head, "%s%s%s", commands[i].name, commands[i].args[0] ? " " : "", commands[i].args);
		len += (size_t)snprintf(buf + len, size - len, "  %-16s %s\n", head, commands[i].help);
	}
}
