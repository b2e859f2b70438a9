/* tui_start.c - the start screen: choose the variant (with its
 * description and rules), who plays each side (a person, the computer
 * at a level, or an engine found on $PATH that plays the variant), the
 * start position of a shuffled variant (its number or random), the
 * clock, whether the computer thinks on the person's time, whether the
 * board turns in hot-seat, the colour theme and the
 * piece style; then play, resume the autosaved game, or try
 * the tour puzzle. It starts from the choices the settings file remembers
 * and writes them back when a game is started here. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ext_player.h"
#include "pgn.h"
#include "store.h"
#include "tui_app.h"
#include "tui_input.h"
#include "rules_text.h"

/* The rows of the screen, top to bottom. */
enum { F_VARIANT, F_START, F_WHITE, F_BLACK, F_CLOCK, F_PONDER, F_FLIP, F_THEME, F_PIECES, F_PLAY, F_RESUME, F_TOUR, F_QUIT, F_COUNT };

/* The external engines the start screen offers are the ones leaper knows
 * by name (ext_known_name); a side played by engine i has program 2 + i. */
#define NENGINES 8    /* the most offered */
#define ENGINE_BASE 2 /* program[side] of the first engine */

/* What was found of those engines: looked for once, and each asked what
 * it plays the first time it could be offered. */
static struct {
	int found;             /* 1: the program is there */
	int probed;            /* 1: it was started and asked */
	int works;             /* 1: it answered the handshake */
	char command[1100];    /* the command that starts it */
	ext_info info;         /* what it said */
} engines[NENGINES];
static int nengines;        /* how many are offered */
static int engines_searched; /* 1: the engines were looked for */

/* The start position chosen for a variant with a start-shuffle (chess960):
 * its number, or SHUFFLE_RANDOM for any; typing says that digits typed
 * go on the number being typed rather than start a new one. */
#define SHUFFLE_RANDOM (-1L)
static long shuffle_pick = SHUFFLE_RANDOM;
static int shuffle_typing;

static const char *const clocks[] = { "none", "1+0", "3+2", "5+0", "5+3", "10+0", "10+5", "15+10", "30+0" };
#define NCLOCKS ((int)(sizeof clocks / sizeof clocks[0]))

/* The number of time controls offered: the list, and the settings' own
 * when it is not in the list. */
static int
nclocks(const tui_start *st)
{
	return NCLOCKS + (st->custom_clock[0] != '\0');
}

/* The text of time control i. */
static const char *
clock_text(const tui_start *st, int i)
{
	return i < NCLOCKS ? clocks[i] : st->custom_clock;
}

/* Takes the players and the clock the settings remember (the variant is
 * taken by name in tui_start_enter). */
static void
remember_choices(tui_app *a)
{
	tui_start *st = &a->start;
	int c, i;

	for (c = 0; c < 2; c++) {
		st->program[c] = a->cfg.computer[c];
		st->level[c] = a->cfg.level;
	}
	st->clock = 0;
	st->custom_clock[0] = '\0';
	for (i = 0; i < NCLOCKS; i++)
		if (!strcmp(clocks[i], a->cfg.time))
			st->clock = i;
	if (strcmp(clocks[st->clock], a->cfg.time)) {
		snprintf(st->custom_clock, sizeof st->custom_clock, "%s", a->cfg.time);
		st->clock = NCLOCKS;
	}
}

/* Writes the choices made back into the settings and saves them. */
static int
keep_choices(tui_app *a)
{
	tui_start *st = &a->start;
	int c;

	snprintf(a->cfg.variant, sizeof a->cfg.variant, "%s", st->variants[st->variant]->name);
	/* an engine is not remembered: its side starts as a person next time */
	for (c = 0; c < 2; c++)
		a->cfg.computer[c] = st->program[c] == 1;
	/* One level is kept: White's when the computer plays White. */
	for (c = 1; c >= 0; c--)
		if (st->program[c] == 1)
			a->cfg.level = st->level[c];
	snprintf(a->cfg.time, sizeof a->cfg.time, "%s", clock_text(st, st->clock));
	return tui_settings_save(a);
}

/* The variant chosen, or NULL when there is none. */
static const variant *
chosen(const tui_app *a)
{
	return a->start.nvariants ? a->start.variants[a->start.variant] : NULL;
}

/* Whether row f is shown (resume and tour only when there is one, the
 * start position only for a variant with a start-shuffle). */
static int
shown(const tui_app *a, int f)
{
	if (f == F_START)
		return chosen(a) && chosen(a)->shuffle_count > 0;
	return (f != F_RESUME || a->start.ngames > 0) && (f != F_TOUR || a->start.tour);
}

/* Writes the start position chosen for v as a FEN (a random one when
 * random is chosen); returns its number. */
static long
shuffle_fen(const variant *v, char *fen, size_t size)
{
	long n = shuffle_pick;

	if (n < 0 || n >= v->shuffle_count)
		n = (long)(((unsigned long)time(NULL) ^ ((unsigned long)getpid() << 8) ^ (unsigned long)clock()) %
			   (unsigned long)v->shuffle_count);
	if (var_shuffle_fen(v, n, fen, size) < 0)
		snprintf(fen, size, "%s", v->start);
	return n;
}

/* Lists the unfinished games that can be resumed (not open elsewhere). */
static void
find_unfinished(tui_app *a)
{
	tui_start *st = &a->start;
	char msg[256];
	int i, k = 0;

	free(st->games);
	st->games = NULL;
	st->ngames = st->game = 0;
	if (store_list(&st->games, &st->ngames, 1, msg, sizeof msg) < 0)
		return;
	for (i = 0; i < st->ngames; i++)
		if (!st->games[i].in_use)
			st->games[k++] = st->games[i];
	st->ngames = k;
}

/* Shows the start screen, choosing the current game's variant if any. */
void
tui_start_enter(tui_app *a)
{
	tui_start *st = &a->start;
	var_error err;
	const variant *want = a->s.m.have_game ? a->s.m.g.v : var_default(a->set, &err);
	int i, first = !st->remembered;

	var_load_all(a->set, &err);
	if (first && !a->s.m.have_game) {
		remember_choices(a);
		if (a->cfg.variant[0] && (want = var_find(a->set, a->cfg.variant, &err)) == NULL)
			want = var_default(a->set, &err);
	}
	st->remembered = 1;
	st->nvariants = 0;
	st->tour = NULL;
	for (i = 0; i < a->set->count; i++) {
		const variant *v = a->set->items[i];
		if (!strcmp(v->puzzle, "tour") && !st->tour)
			st->tour = v;
		else if (!v->puzzle[0] && st->nvariants < (int)(sizeof st->variants / sizeof st->variants[0]))
			st->variants[st->nvariants++] = v;
	}
	for (i = 0; i < st->nvariants; i++)
		if (want && !strcmp(st->variants[i]->name, want->name))
			st->variant = i;
	if (st->variant >= st->nvariants)
		st->variant = 0;
	find_unfinished(a);
	if (!shown(a, st->field))
		st->field = F_PLAY;
	a->screen = SCR_START;
	a->dirty = 1;
}

/* Looks for the engines on $PATH, once. */
static void
find_engines(void)
{
	char msg[512];
	int i;

	if (engines_searched)
		return;
	engines_searched = 1;
	nengines = ext_known_count() < NENGINES ? ext_known_count() : NENGINES;
	for (i = 0; i < nengines; i++)
		engines[i].found = ext_engine_command(ext_known_name(i), engines[i].command, sizeof engines[i].command,
						      msg, sizeof msg) == 0;
}

/* Whether engine i is there and plays v (asking it the first time). */
static int
engine_plays(int i, const variant *v)
{
	char msg[512];

	if (!engines[i].found)
		return 0;
	if (!engines[i].probed) {
		engines[i].probed = 1;
		engines[i].works = ext_probe(engines[i].command, &engines[i].info, msg, sizeof msg) == 0;
	}
	return engines[i].works && ext_info_plays(&engines[i].info, v, NULL, msg, sizeof msg);
}

/* Writes who plays a side. */
static void
player_text(const tui_start *st, int side, char *buf, size_t size)
{
	if (st->program[side] >= ENGINE_BASE)
		snprintf(buf, size, "engine %s", engines[st->program[side] - ENGINE_BASE].info.name);
	else if (st->program[side])
	{
		char level[48];
		snprintf(buf, size, "%s", player_level_text(st->level[side], level, sizeof level));
	}
	else
		snprintf(buf, size, "human");
}

/* Writes the value of row f. */
static void
row_text(tui_app *a, int f, char *buf, size_t size)
{
	char who[64];

	switch (f) {
	case F_VARIANT:
		snprintf(buf, size, "Variant  < %s >", a->start.nvariants ? a->start.variants[a->start.variant]->name : "none");
		break;
	case F_START:
		if (shuffle_pick < 0) {
			snprintf(buf, size, "Start    < random >");
		} else {
			char fen[VAR_MAX_TEXT * 2], *rank;
			shuffle_fen(chosen(a), fen, sizeof fen);
			fen[strcspn(fen, " ")] = '\0';
			rank = strrchr(fen, '/');
			snprintf(buf, size, "Start    < %ld: %.32s >", shuffle_pick, rank ? rank + 1 : fen);
		}
		break;
	case F_WHITE:
	case F_BLACK:
		player_text(&a->start, f == F_BLACK, who, sizeof who);
		snprintf(buf, size, "%s    < %s >", f == F_WHITE ? "White" : "Black", who);
		break;
	case F_CLOCK:
		snprintf(buf, size, "Clock    < %s >", clock_text(&a->start, a->start.clock));
		break;
	case F_PONDER:
		snprintf(buf, size, "Ponder   < %s >", a->cfg.ponder ? "on: thinks on your time" : "off");
		break;
	case F_FLIP:
		snprintf(buf, size, "Board    < %s >", a->s.auto_flip ? "turns to the player (hot-seat)" : "stays");
		break;
	case F_THEME:
		snprintf(buf, size, "Colours  < %s >%s", a->cfg.theme,
			 !a->colours_max ? (a->opt.mono ? " (--mono)" : " (no colours here)") : "");
		break;
	case F_PIECES:
		snprintf(buf, size, "Pieces   < %s >%s", a->cfg.letters ? "letters" : "glyphs",
			 a->glyphs_ok || a->cfg.letters ? "" : a->opt.ascii ? " (--ascii)" : " (no UTF-8 here)");
		break;
	case F_PLAY:
		snprintf(buf, size, "[ Play ]");
		break;
	case F_RESUME:
		if (a->start.ngames) {
			const store_entry *e = &a->start.games[a->start.game];
			char moves[32];
			snprintf(buf, size, "[ Resume %d/%d: %s, %s ]", a->start.game + 1, a->start.ngames,
				 e->variant, store_moves_phrase(e->plies, moves, sizeof moves));
		}
		break;
	case F_TOUR:
		snprintf(buf, size, "[ Puzzle: %s ]", a->start.tour ? a->start.tour->name : "");
		break;
	case F_QUIT:
		snprintf(buf, size, "[ Quit ]");
		break;
	}
}

/* Grid row of screen row f: the rows below the start position's move
 * up when it is not shown. */
static int
row_of(const tui_app *a, int f)
{
	return 2 + f + (f >= F_PLAY ? 1 : 0) - (f > F_START && !shown(a, F_START) ? 1 : 0);
}

/* Draws the list of unfinished games on the right, the chosen one marked:
 * variant, players, moves and when it was last played. */
static void
draw_unfinished(tui_app *a, int left)
{
	const tui_start *st = &a->start;
	ts_look sel = ts_text(&a->mode, TS_MENU_SEL);
	char line[512], moves[32];
	int i, row = 2, width = a->grid.cols - left - 1;

	tg_text(&a->grid, row++, left, width, "Unfinished games (Left/Right choose, Enter resumes):", 0, TG_BOLD);
	for (i = 0; i < st->ngames && row + 1 < a->grid.rows - 3; i++) {
		const store_entry *e = &st->games[i];
		int on = i == st->game;
		row++;
		snprintf(line, sizeof line, "%d. %s, %s, %s", i + 1, e->variant,
			 store_moves_phrase(e->plies, moves, sizeof moves), e->date);
		tg_text_clip(&a->grid, row++, left, width, line, on ? sel.pair : 0, on ? sel.attr : 0, a->mode.ascii);
		snprintf(line, sizeof line, "   %s - %s", e->white, e->black);
		tg_text_clip(&a->grid, row, left, width, line, 0, 0, a->mode.ascii);
	}
}

/* Draws the start screen. */
void
tui_start_draw(tui_app *a)
{
	static char summary[16384];
	tui_start *st = &a->start;
	char buf[256];
	int f, left = 42;
	ts_look title = ts_text(&a->mode, TS_TITLE), sel = ts_text(&a->mode, TS_MENU_SEL);
	tg_rect r;

	if (a->grid.rows < 18 || a->grid.cols < 60) {
		tl_too_small(&a->grid, 18, 60);
		return;
	}
	tg_printf(&a->grid, 0, 1, a->grid.cols - 2, title.pair, title.attr, "%s: chess variants in the terminal",
		  PACKAGE_STRING);
	for (f = 0; f < F_COUNT; f++) {
		if (!shown(a, f))
			continue;
		row_text(a, f, buf, sizeof buf);
		tg_text_clip(&a->grid, row_of(a, f), 2, left - 3, buf, f == st->field ? sel.pair : 0, f == st->field ? sel.attr : 0,
			     a->mode.ascii);
	}
	if (st->field == F_RESUME && st->ngames) {
		draw_unfinished(a, left);
	} else if (st->nvariants) {
		const variant *v = st->variants[st->variant];
		r = (tg_rect){ 2, left, a->grid.rows - 3, a->grid.cols - left - 1 };
		tr_summary(v, summary, sizeof summary);
		tg_wrap(&a->grid, r, 0, summary, 0, 0);
	} else {
		tg_text(&a->grid, 2, left, a->grid.cols - left, "No variant files were found.", 0, TG_BOLD);
	}
	tg_wrap(&a->grid, (tg_rect){ row_of(a, F_QUIT) + 2, 2, a->grid.rows - row_of(a, F_QUIT) - 4, left - 4 }, 0,
		shown(a, F_START) ? "Up/Down choose a line, Left/Right change it, Enter starts. On the start line "
		"type the position's number (0 to the last; Backspace: random)." :
		"Up/Down choose a line, Left/Right change it, Enter starts. A side played by the computer "
		"moves by itself; two humans share the keyboard.", ts_text(&a->mode, TS_DIM).pair,
		ts_text(&a->mode, TS_DIM).attr);
	if (st->note[0]) {
		ts_look err = ts_text(&a->mode, TS_ERROR);
		tg_fill(&a->grid, (tg_rect){ a->grid.rows - 2, 0, 1, a->grid.cols }, ' ', 0, 0);
		tg_text_clip(&a->grid, a->grid.rows - 2, 1, a->grid.cols - 2, st->note, err.pair, err.attr, a->mode.ascii);
	}
	tui_keys_line(a, a->grid.rows - 1,
		      " Up/Down: choose  Left/Right: change  Enter: play  r: resume  t: tour  ?: rules  q: quit");
}

/* Cycles a side through human, the engines found that play the variant
 * chosen, and the computer at levels 1..10 (so that Left from human is
 * level 10, as before there were engines). */
static void
cycle_player(tui_start *st, int side, int dir)
{
	int n, k = 0, i, at;

	if (!st->nvariants)
		return;
	find_engines();
	n = 1 + nengines + PLAYER_MAX_LEVEL;
	at = st->program[side] >= ENGINE_BASE ? 1 + st->program[side] - ENGINE_BASE
	     : st->program[side] ? nengines + st->level[side] : 0;
	for (i = 1; i <= n; i++) {
		k = ((at + dir * i) % n + n) % n;
		if (k == 0 || k > nengines || engine_plays(k - 1, st->variants[st->variant]))
			break;
	}
	if (k == 0) {
		st->program[side] = 0;
	} else if (k <= nengines) {
		st->program[side] = ENGINE_BASE + k - 1;
	} else {
		st->program[side] = 1;
		st->level[side] = k - nengines;
	}
}

/* Makes a side played by an engine that does not play the variant now
 * chosen a person. */
static void
check_engines(tui_start *st)
{
	int c;

	for (c = 0; c < 2; c++)
		if (st->program[c] >= ENGINE_BASE && !engine_plays(st->program[c] - ENGINE_BASE, st->variants[st->variant]))
			st->program[c] = 0;
}

/* Changes the value of row f by dir. */
static void
change(tui_app *a, int f, int dir)
{
	tui_start *st = &a->start;
	int t;

	switch (f) {
	case F_VARIANT:
		if (st->nvariants)
			st->variant = (st->variant + dir + st->nvariants) % st->nvariants;
		if (st->nvariants)
			check_engines(st);
		if (st->nvariants && shuffle_pick >= chosen(a)->shuffle_count)
			shuffle_pick = SHUFFLE_RANDOM;
		break;
	case F_START:
		/* 0 .. count-1, then random, then 0 again */
		if (st->nvariants) {
			long n = chosen(a)->shuffle_count + 1;
			shuffle_pick = ((shuffle_pick + 1 + dir) % n + n) % n - 1;
			shuffle_typing = 0;
		}
		break;
	case F_WHITE:
	case F_BLACK:
		cycle_player(st, f == F_BLACK, dir);
		break;
	case F_RESUME:
		if (st->ngames)
			st->game = (st->game + dir + st->ngames) % st->ngames;
		break;
	case F_CLOCK:
		st->clock = (st->clock + dir + nclocks(st)) % nclocks(st);
		break;
	case F_PONDER:
		a->cfg.ponder = !a->cfg.ponder;
		tui_settings_save(a);
		break;
	case F_FLIP:
		a->s.auto_flip = !a->s.auto_flip;
		a->cfg.flip = a->s.auto_flip;
		break;
	case F_THEME:
		t = ts_theme_find(a->cfg.theme);
		t = ((t < 0 ? 0 : t) + dir + TS_NTHEMES) % TS_NTHEMES;
		snprintf(a->cfg.theme, sizeof a->cfg.theme, "%s", ts_theme_names[t]);
		tui_settings_look(a);
		tui_settings_save(a);
		break;
	case F_PIECES:
		a->cfg.letters = !a->cfg.letters;
		tui_settings_look(a);
		tui_settings_save(a);
		break;
	}
}

/* Starts a new game with the choices made. */
static void
play(tui_app *a)
{
	tui_start *st = &a->start;

	if (!st->nvariants)
		return;
	tc_clock c;
	int side;
	char fen[VAR_MAX_TEXT * 2];
	const variant *v = st->variants[st->variant];

	if (v->shuffle_count > 0)
		shuffle_fen(v, fen, sizeof fen);
	tc_parse(&c, clock_text(st, st->clock));
	for (side = 0; side < 2; side++) {
		if (st->program[side] < ENGINE_BASE) {
			match_set_player(&a->s.m, side, st->program[side], st->level[side]);
		} else if (match_set_engine(&a->s.m, side, engines[st->program[side] - ENGINE_BASE].command,
					    st->variants[st->variant], NULL) < 0) {
			snprintf(st->note, sizeof st->note, "%s", a->s.message);
			return;
		}
	}
	match_set_clock(&a->s.m, c.base_ms, c.inc_ms);
	a->s.m.ponder = a->cfg.ponder;
	if (match_new(&a->s.m, v, v->shuffle_count > 0 ? fen : NULL) < 0)
		return;
	sess_orient_new(&a->s);
	tui_game_enter(a);
	if (keep_choices(a) < 0)
		sess_say(&a->s, SESS_ERROR, "The choices were not remembered: %s", st->note);
}

/* Resumes the unfinished game the resume row shows. */
static void
resume(tui_app *a)
{
	tui_start *st = &a->start;
	char path[1024];

	if (!st->ngames)
		return;
	snprintf(path, sizeof path, "%s", st->games[st->game].path);
	a->s.m.ponder = a->cfg.ponder;
	if (match_resume(&a->s.m, path) < 0) {
		snprintf(st->note, sizeof st->note, "%s", a->s.message);
		find_unfinished(a);
		return;
	}
	sess_orient_new(&a->s);
	tui_game_enter(a);
}

/* Does what row f's button says (fields start the game). */
static void
activate(tui_app *a, int f)
{
	if (f == F_RESUME)
		resume(a);
	else if (f == F_TOUR && a->start.tour) {
		a->tour.back = SCR_START;
		tui_tour_enter(a, a->start.tour);
	} else if (f == F_QUIT)
		a->quit = 1;
	else
		play(a);
}

/* Moves the focus to the next shown row in direction dir. */
static void
move_focus(tui_app *a, int dir)
{
	int f = a->start.field;

	do
		f = (f + dir + F_COUNT) % F_COUNT;
	while (!shown(a, f));
	a->start.field = f;
}

/* Handles a key of the start screen. */
void
tui_start_key(tui_app *a, const term_event *ev)
{
	int key = ev->type == TERM_KEY ? ev->key : 0, f;
	unsigned ch = ev->type == TERM_CHAR ? ev->ch : 0;

	a->start.note[0] = '\0';
	if (a->start.field == F_START && shown(a, F_START)) {
		/* the start position's number is typed; Backspace makes it random */
		long count = chosen(a)->shuffle_count;
		if (ch >= '0' && ch <= '9') {
			long n = (shuffle_typing && shuffle_pick >= 0 ? shuffle_pick * 10 : 0) + (long)(ch - '0');
			shuffle_pick = n < count ? n : (long)(ch - '0') % count;
			shuffle_typing = 1;
			return;
		}
		if (key == TK_BACKSPACE || ch == 127 || ch == 8) {
			shuffle_pick = shuffle_typing && shuffle_pick >= 10 ? shuffle_pick / 10 : SHUFFLE_RANDOM;
			shuffle_typing = shuffle_pick >= 0;
			return;
		}
	}
	shuffle_typing = 0;

	if (ev->type == TERM_MOUSE) {
		/* A click focuses a line; a second click changes it; buttons act at once. */
		for (f = 0; f < F_COUNT; f++) {
			if (!shown(a, f) || ev->row != row_of(a, f) || ev->col >= 42)
				continue;
			if (f >= F_PLAY)
				activate(a, f);
			else if (a->start.field == f)
				change(a, f, 1);
			a->start.field = f;
			break;
		}
		return;
	}
	if (key == TK_UP || ch == 'k' || key == TK_BTAB)
		move_focus(a, -1);
	else if (key == TK_DOWN || ch == 'j' || ch == '\t')
		move_focus(a, 1);
	else if (key == TK_LEFT || ch == 'h')
		change(a, a->start.field, -1);
	else if (key == TK_RIGHT || ch == 'l')
		change(a, a->start.field, 1);
	else if (key == TK_ENTER || ch == '\r' || ch == '\n' || ch == ' ')
		activate(a, a->start.field);
	else if (ch == 'p')
		play(a);
	else if (ch == 'r' && a->start.ngames)
		resume(a);
	else if (ch == 't' && a->start.tour)
		activate(a, F_TOUR);
	else if (ch == '?' || key == TK_F(1))
		tui_help_open(a, HELP_RULES);
	else if (ch == 'q' || ch == 27 || key == TK_F(10))
		a->quit = 1;
}
