/* session_save.c - what a session keeps in its saved games: the
 * players in the White and Black tags, and the autosave file that lets an
 * unfinished game be resumed. */
#include "config.h"

#include "session.h"

#include "autosave.h"
#include "pgn.h"

/* Sets the White and Black tags from the players. */
void
sess_tag_players(session *s)
{
	const int computer[2] = { s->player[WHITE].computer, s->player[BLACK].computer };
	const int level[2] = { s->player[WHITE].level, s->player[BLACK].level };

	autosave_tag_players(&s->g, computer, level, s->clock.base_ms, s->clock.inc_ms);
}

/* Reads the players back from the tags of a loaded game. */
void
sess_players_from_tags(session *s)
{
	int c;

	for (c = 0; c < 2; c++) {
		int level = autosave_player_level(&s->g, c);
		s->player[c].computer = level >= 0;
		if (level >= 0)
			s->player[c].level = level >= 1 && level <= SESS_MAX_LEVEL ? level : 3;
	}
}

/* Sets the players' tags and makes shown the part of the game a save
 * keeps: up to the position shown (the whole record in replay). A shallow
 * copy: writing only reads it. */
static void
shown_game(session *s, game *shown)
{
	sess_tag_players(s);
	*shown = s->g;
	if (!s->replay && shown->ply < shown->nmoves) {
		shown->nmoves = shown->ply;
		shown->final_result = GAME_ONGOING;
		shown->final_reason = GAME_REASON_NONE;
	}
}

/* Saves an unfinished game to the autosave file, or removes it. */
int
sess_autosave(session *s, char *msg, size_t size)
{
	char path[1024];
	game_reason why;
	game shown;

	msg[0] = '\0';
	if (!s->have_game || !s->owns_autosave || autosave_path(path, sizeof path) < 0)
		return 0;
	if (s->g.nmoves == 0 || (s->g.ply == 0 && !s->replay) || game_final_result(&s->g, &why) != GAME_ONGOING)
		return autosave_remove(path, msg, size);
	shown_game(s, &shown);
	return autosave_write(&shown, path, msg, size);
}

/* Saves the game up to the position shown (the whole record in replay). */
int
sess_save(session *s, const char *path, char *msg, size_t size)
{
	game shown;

	shown_game(s, &shown);
	return pgn_save(&shown, path, msg, size) == PGN_OK ? 0 : -1;
}
