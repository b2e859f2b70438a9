/* match_save.c - what a match keeps: the players and the time control in
 * the game's tags, each side's clock after every move as [%clk], the
 * game's own autosave file written after every change, loading, resuming
 * and saving under a name, and leaving only when nothing is lost. */
#include "config.h"

#include "match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ext_player.h"
#include "mono.h"
#include "pgn.h"

#define LEVEL_PREFIX "leaper level "

/* Sets the White, Black and TimeControl tags. */
void
match_tag_players(match *m)
{
	static const char *const names[2] = { "White", "Black" };
	char text[64];
	int c;

	if (!m->have_game)
		return;
	for (c = 0; c < 2; c++) {
		player_describe(&m->player[c], text, sizeof text);
		game_tag_set(&m->g, names[c], text);
	}
	if (tc_enabled(&m->clock)) {
		snprintf(text, sizeof text, "%lld+%lld", (long long)(m->clock.base_ms / 1000),
			 (long long)(m->clock.inc_ms / 1000));
		game_tag_set(&m->g, "TimeControl", text);
	}
}

/* The level of the leaper engine a tag names for colour: -1 when it names
 * none (a person, another program, no tag), 0 when unreadable. */
static int
tag_level(const game *g, int colour)
{
	const char *t = game_tag_get(g, colour == WHITE ? "White" : "Black");
	char *end;
	long n;

	if (!t || strncmp(t, LEVEL_PREFIX, strlen(LEVEL_PREFIX)) != 0)
		return -1;
	n = strtol(t + strlen(LEVEL_PREFIX), &end, 10);
	return *end || n < 1 || n > PLAYER_MAX_LEVEL ? 0 : (int)n;
}

/* Reads the players, the time control and the clocks from the tags and
 * the [%clk] comments of the game just taken. */
void
match_from_tags(match *m)
{
	const char *t = game_tag_get(&m->g, "TimeControl");
	long long base = 0, inc = 0;
	int c, i, level[2], named[2];

	/* both tags are read before either side is set, which rewrites them */
	for (c = 0; c < 2; c++) {
		const char *tag = game_tag_get(&m->g, c == WHITE ? "White" : "Black");
		char name[64];
		level[c] = tag_level(&m->g, c);
		named[c] = tag != NULL;
		/* an external engine stays when the tag names it (play --resume --black engine:CMD) */
		player_describe(&m->player[c], name, sizeof name);
		if (tag && ext_is_player(&m->player[c]) && !strcmp(tag, name))
			level[c] = -1, named[c] = 0;
	}
	for (c = 0; c < 2; c++)
		if (level[c] >= 0)
			match_set_player(m, c, 1, level[c] ? level[c] : PLAYER_DEFAULT_LEVEL);
		else if (named[c])
			match_set_player(m, c, 0, 0);
	if (!t)
		return;
	if (sscanf(t, "%lld+%lld", &base, &inc) < 1 || base <= 0 || base > 86400 || inc < 0 || inc > 3600) {
		tc_set(&m->clock, 0, 0);
		return;
	}
	tc_set(&m->clock, base * 1000, inc * 1000);
	/* each side's time after its last move before the cursor */
	for (i = m->g.ply - 1; i >= 0 && i >= m->g.ply - 2; i--) {
		int mover = m->g.start.side ^ (i & 1);
		if (m->g.moves[i].clk_ms >= 0)
			m->clock.left_ms[mover] = m->g.moves[i].clk_ms;
	}
}

/* Loads game number of a PGN file. */
int
match_load(match *m, const char *path, int number, int replay)
{
	game g;
	char msg[1024];
	int over;

	memset(&g, 0, sizeof g);
	if (pick_is_of(&m->pick, path) && pgn_index_load(&m->pick.ix, number, m->set, &g, msg, sizeof msg) == PGN_OK) {
		m->file_games = m->pick.ix.count; /* the listed file: read from the game's own place */
	} else if (pgn_load_counted(path, number, m->set, &g, &m->file_games, msg, sizeof msg) != PGN_OK) {
		match_say(m, MATCH_ERROR, "%s", msg);
		return -1;
	}
	over = game_final_result(&g, &(game_reason){ 0 }) != GAME_ONGOING;
	match_adopt(m, &g, replay ? 0 : g.nmoves, replay || over);
	snprintf(m->path, sizeof m->path, "%s", path);
	m->file_game = number;
	return 0;
}

/* Resumes an unfinished game from the autosave folder. */
int
match_resume(match *m, const char *path)
{
	store_game sg;
	game g;
	char msg[1024], moves[32];

	memset(&g, 0, sizeof g);
	if (store_open(&sg, path, msg, sizeof msg) < 0) {
		match_say(m, MATCH_ERROR, "Cannot resume: %s", msg);
		return -1;
	}
	if (store_load(&sg, m->set, &g, msg, sizeof msg) < 0) {
		store_close(&sg);
		match_say(m, MATCH_ERROR, "Cannot resume: %s", msg);
		return -1;
	}
	match_adopt(m, &g, g.nmoves, 0);
	m->store = sg;
	m->stored = 1;
	match_say(m, MATCH_GOOD, "Resumed the unfinished game: %s, %s played.", m->g.v->name,
		  store_moves_phrase(m->g.nmoves, moves, sizeof moves));
	return 0;
}

/* Makes shown the part of the record a save keeps: up to the real
 * position of a game being played (the moves taken back are not kept),
 * the whole record of a replayed game. A shallow copy: writing only
 * reads it. */
static void
kept_part(const match *m, game *shown, int upto)
{
	*shown = m->g;
	if (upto < shown->nmoves) {
		shown->nmoves = upto;
		shown->final_result = GAME_ONGOING;
		shown->final_reason = GAME_REASON_NONE;
	}
}

/* Writes the game to its autosave file. */
int
match_autosave(match *m)
{
	char msg[1024];
	game shown;
	int upto;

	if (!m->keep || !m->have_game || m->replay)
		return 0;
	upto = m->looking ? m->live_ply : m->g.ply;
	if (upto == 0) {
		/* nothing played: no file, or the file of a game taken back to its start */
		if (m->stored && store_remove(&m->store, msg, sizeof msg) < 0)
			match_say(m, MATCH_ERROR, "%s", msg);
		m->stored = 0;
		m->unsaved = 0;
		return 0;
	}
	match_tag_players(m);
	kept_part(m, &shown, upto);
	if ((!m->stored && store_create(&m->store, &shown, msg, sizeof msg) < 0) ||
	    (m->stored = 1, store_save(&m->store, &shown, msg, sizeof msg) < 0)) {
		if (!m->unsaved)
			match_say(m, MATCH_ERROR, "The game could not be saved: %s. It is kept in memory; "
				  "'save FILE' keeps it elsewhere.", msg);
		m->unsaved = 1;
		snprintf(m->save_error, sizeof m->save_error, "%s", msg);
		return -1;
	}
	if (m->unsaved)
		match_say(m, MATCH_GOOD, "The game is saved again (%s).", m->store.path);
	m->unsaved = 0;
	m->quit_asked = 0;
	return 0;
}

/* Saves the game as PGN under a name. */
int
match_save(match *m, const char *path)
{
	char name[1024], msg[1024], stamp[32];
	time_t now = time(NULL);
	struct tm tm;
	game shown;

	if (!m->have_game)
		return -1;
	if (path && *path) {
		snprintf(name, sizeof name, "%s", path);
	} else if (m->path[0]) {
		snprintf(name, sizeof name, "%s", m->path);
	} else {
		localtime_r(&now, &tm);
		strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
		snprintf(name, sizeof name, "leaper-%s-%s.pgn", m->g.v->name, stamp);
	}
	if (!m->replay)
		match_tag_players(m);
	kept_part(m, &shown, m->replay ? m->g.nmoves : m->looking ? m->live_ply : m->g.ply);
	if (pgn_save(&shown, name, msg, sizeof msg) != PGN_OK) {
		match_say(m, MATCH_ERROR, "%s", msg);
		return -1;
	}
	snprintf(m->path, sizeof m->path, "%s", name);
	if (m->unsaved) {
		/* the game is kept now, if not where the autosave wanted it */
		m->quit_asked = 1;
	}
	match_say(m, MATCH_GOOD, "Saved to %s.", name);
	return 0;
}

/* The user asks to leave. */
int
match_quit(match *m)
{
	if (m->have_game && match_autosave(m) < 0 && !m->quit_asked) {
		m->quit_asked = 1;
		match_say(m, MATCH_ERROR, "The game is not saved (%s): 'save FILE' keeps it, 'quit' again leaves without it.",
			  m->save_error);
		return 0;
	}
	if (m->have_game && m->stored && !game_over(&m->g))
		match_say(m, MATCH_INFO, "The unfinished game is kept in %s; 'leaper play --resume' takes it up again.",
			  m->store.path);
	m->quit = 1;
	return 1;
}

/* Finds unfinished game number want (from 1, newest first) of the
 * autosave folder that no leaper has open; copies its path. Returns 0,
 * or -1 with a message. */
static int
find_unfinished(match *m, int want, char *path, size_t size)
{
	store_entry *list;
	char msg[1024];
	int n, i, k = 0;

	if (store_list(&list, &n, 1, msg, sizeof msg) < 0) {
		match_say(m, MATCH_ERROR, "%s", msg);
		return -1;
	}
	for (i = 0; i < n; i++)
		if (!list[i].in_use && !(m->stored && strcmp(list[i].path, m->store.path) == 0) && ++k == want)
			break;
	if (i == n) {
		if (want == 1)
			match_say(m, MATCH_ERROR, "There is no unfinished game to resume.");
		else
			match_say(m, MATCH_ERROR, "There is no unfinished game number %d; 'games' lists them.", want);
		free(list);
		return -1;
	}
	snprintf(path, size, "%s", list[i].path);
	free(list);
	return 0;
}

/* Resumes unfinished game number want of the autosave folder. */
int
match_resume_number(match *m, int want)
{
	char path[1024];

	if (want < 1) {
		match_say(m, MATCH_ERROR, "resume takes the number of a game that 'games' lists.");
		return -1;
	}
	if (find_unfinished(m, want, path, sizeof path) < 0)
		return -1;
	return match_resume(m, path);
}

/* Says how many unfinished games could be resumed, and the newest. */
void
match_offer_unfinished(match *m)
{
	store_entry *list;
	char msg[1024], moves[32];
	int n, i, k = 0, first = -1;

	if (store_list(&list, &n, 1, msg, sizeof msg) < 0)
		return;
	for (i = 0; i < n; i++)
		if (!list[i].in_use && !(m->stored && strcmp(list[i].path, m->store.path) == 0) && k++ == 0)
			first = i;
	if (first >= 0)
		match_say(m, MATCH_INFO, "%s unfinished game%s kept; the newest is from %s (%s, %s): "
			  "type 'resume' to go on with it%s.", k == 1 ? "An" : "Some", k == 1 ? " is" : "s are",
			  list[first].date, list[first].variant,
			  store_moves_phrase(list[first].plies, moves, sizeof moves), k > 1 ? ", 'games' to see all" : "");
	free(list);
}

/* Sets the players and the clock and starts the game the options ask for. */
int
match_start(match *m, const match_options *o)
{
	int c, r;

	for (c = 0; c < 2; c++)
		if ((o->engine[c] ? match_set_engine(m, c, o->engine[c], o->replay_file || o->resume ? NULL : o->v, o->fen)
				  : match_set_player(m, c, o->program[c], o->level)) < 0)
			return -1;
	match_set_clock(m, o->time_ms, o->inc_ms);
	m->start_fen = o->fen;
	if (o->replay_file && o->replay_game <= 0 && match_list_file(m, o->replay_file) < 0)
		return -1; /* no game chosen: the front end shows the list when there are several */
	if (o->replay_file)
		r = match_load(m, o->replay_file, o->replay_game > 0 ? o->replay_game : 1, 1);
	else if (o->resume)
		r = match_resume_number(m, o->resume);
	else
		r = match_new(m, o->v, o->fen);
	if (r == 0 && o->analyst)
		match_set_analyst(m, o->analyst); /* refused: said, and leaper's own engine analyses */
	m->ponder = o->ponder;
	return r;
}
