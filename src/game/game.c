/* game.c - the game record: moves, cursor, undo and redo, tags. */
#include "config.h"

#include "game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "movegen.h"

/* Recomputes the result at the cursor from the rules and the final result. */
static void
refresh(game *g)
{
	g->result = game_rules_result(&g->pos, g->hashes, g->ply + 1, &g->reason);
	if (g->result == GAME_ONGOING && g->ply == g->nmoves && g->final_result != GAME_ONGOING) {
		g->result = g->final_result;
		g->reason = g->final_reason;
	}
}

/* Makes room for at least n moves; returns 0, or -1 when out of memory. */
static int
reserve(game *g, int n)
{
	game_ply *moves;
	uint64_t *hashes;
	int cap = g->cap ? g->cap : 64;

	if (n <= g->cap)
		return 0;
	while (cap < n)
		cap *= 2;
	moves = realloc(g->moves, (size_t)cap * sizeof *moves);
	if (!moves)
		return -1;
	g->moves = moves;
	hashes = realloc(g->hashes, (size_t)(cap + 1) * sizeof *hashes);
	if (!hashes)
		return -1;
	g->hashes = hashes;
	g->cap = cap;
	return 0;
}

/* Starts a game of v from fen or from the variant's start. */
game_status
game_new(game *g, const variant *v, const char *fen, char *msg, size_t size)
{
	char today[16];
	time_t now = time(NULL);
	struct tm tm;

	memset(g, 0, sizeof *g);
	g->v = v;
	if (fen && *fen) {
		if (pos_from_fen(&g->start, v, fen, msg, size) != POS_OK)
			return GAME_ERR_FEN;
	} else if (pos_start(&g->start, v, msg, size) != POS_OK) {
		return GAME_ERR_FEN;
	}
	g->max_plies = GAME_MAX_PLIES;
	pos_to_fen(&g->start, g->start_fen, sizeof g->start_fen);
	if (fen && *fen) {
		position std;
		char sfen[sizeof g->start_fen];
		g->custom_start = 1;
		if (pos_start(&std, v, NULL, 0) == POS_OK) {
			pos_to_fen(&std, sfen, sizeof sfen);
			g->custom_start = strcmp(sfen, g->start_fen) != 0;
		}
	}
	if (reserve(g, 64) < 0) {
		game_free(g);
		snprintf(msg, size, "out of memory");
		return GAME_ERR_MEMORY;
	}
	g->pos = g->start;
	g->hashes[0] = g->start.hash;
	g->variant_text = game_variant_text(v);
	localtime_r(&now, &tm);
	strftime(today, sizeof today, "%Y.%m.%d", &tm);
	game_tag_set(g, "Event", "Casual game");
	game_tag_set(g, "Site", "?");
	game_tag_set(g, "Date", today);
	game_tag_set(g, "Round", "-");
	game_tag_set(g, "White", "?");
	game_tag_set(g, "Black", "?");
	refresh(g);
	return GAME_OK;
}

/* Starts g afresh in old's variant, taking over what old owns. */
game_status
game_new_after(game *g, game *old, const char *fen, char *msg, size_t size)
{
	game_status st = game_new(g, old->v, fen, msg, size);

	if (st != GAME_OK || old->own.count == 0)
		return st;
	game_adopt_variants(g, &old->own, old->variant_text);
	old->variant_text = NULL;
	return GAME_OK;
}

/* Releases what g holds. */
void
game_free(game *g)
{
	free(g->moves);
	free(g->hashes);
	free(g->variant_text);
	var_set_free(&g->own);
	annot_line_free(g->notes);
	g->notes = NULL;
	g->moves = NULL;
	g->hashes = NULL;
	g->variant_text = NULL;
	g->cap = g->nmoves = g->ply = 0;
}

/* Frees dst and moves src into it. */
void
game_replace(game *dst, game *src)
{
	if (dst == src)
		return;
	game_free(dst);
	*dst = *src;
	memset(src, 0, sizeof *src);
}

/* Takes ownership of a set of variants and of the definition text. */
void
game_adopt_variants(game *g, var_set *set, char *text)
{
	var_set_free(&g->own);
	g->own = *set;
	set->count = 0;
	set->items = NULL;
	if (text) {
		free(g->variant_text);
		g->variant_text = text;
	}
}

/* Plays legal move m at the cursor. */
game_status
game_play(game *g, move m)
{
	move_list legal;
	game_ply *gp;

	mg_legal(&g->pos, &legal);
	{
		int i;
		for (i = 0; i < legal.count && legal.moves[i] != m; i++)
			;
		if (i == legal.count)
			return GAME_ERR_ILLEGAL;
	}
	if (g->ply < g->nmoves && g->moves[g->ply].m == m) {
		game_redo(g);
		return GAME_OK;
	}
	if (g->ply >= (g->max_plies > 0 && g->max_plies < GAME_MAX_PLIES ? g->max_plies : GAME_MAX_PLIES))
		return GAME_ERR_FULL;
	if (reserve(g, g->ply + 1) < 0)
		return GAME_ERR_MEMORY;
	annot_truncate(g, g->ply);
	gp = &g->moves[g->ply];
	gp->m = m;
	gp->clk_ms = -1;
	san_format_with(&g->pos, &legal, m, gp->san, sizeof gp->san);
	pos_make(&g->pos, m, &gp->undo);
	g->ply++;
	g->nmoves = g->ply;
	g->hashes[g->ply] = g->pos.hash;
	if (g->notes)
		g->notes->nmoves = g->nmoves;
	g->final_result = GAME_ONGOING;
	g->final_reason = GAME_REASON_NONE;
	refresh(g);
	return GAME_OK;
}

/* Reads text as a move and plays it. */
san_status
game_play_text(game *g, const char *text, char *msg, size_t size)
{
	move m;
	san_status st = san_parse(&g->pos, text, &m, msg, size);
	game_status gs;

	if (st == SAN_OK && (gs = game_play(g, m)) != GAME_OK) {
		game_status_text(g, gs, msg, size);
		return SAN_SYNTAX;
	}
	return st;
}

/* Words for a status of g's operations. */
const char *
game_status_text(const game *g, game_status st, char *buf, size_t size)
{
	int limit = g->max_plies > 0 && g->max_plies < GAME_MAX_PLIES ? g->max_plies : GAME_MAX_PLIES;

	switch (st) {
	case GAME_OK:
		snprintf(buf, size, "%s", "");
		break;
	case GAME_ERR_FEN:
		snprintf(buf, size, "the start position is bad");
		break;
	case GAME_ERR_ILLEGAL:
		snprintf(buf, size, "the move is not legal here");
		break;
	case GAME_ERR_MEMORY:
		snprintf(buf, size, "out of memory");
		break;
	case GAME_ERR_FULL:
		if (limit >= 1000)
			snprintf(buf, size, "the game record is full (%d,%03d half-moves)", limit / 1000, limit % 1000);
		else
			snprintf(buf, size, "the game record is full (%d half-moves)", limit);
		break;
	default:
		snprintf(buf, size, "unknown error");
		break;
	}
	return buf;
}

/* Takes back the move before the cursor. */
int
game_undo(game *g)
{
	if (g->ply == 0)
		return 0;
	g->ply--;
	pos_unmake(&g->pos, &g->moves[g->ply].undo);
	refresh(g);
	return 1;
}

/* Plays the recorded move after the cursor again. */
int
game_redo(game *g)
{
	if (g->ply >= g->nmoves)
		return 0;
	pos_make(&g->pos, g->moves[g->ply].m, &g->moves[g->ply].undo);
	g->ply++;
	refresh(g);
	return 1;
}

/* Moves the cursor to ply n. */
int
game_goto(game *g, int n)
{
	if (n < 0)
		n = 0;
	if (n > g->nmoves)
		n = g->nmoves;
	while (g->ply > n)
		game_undo(g);
	while (g->ply < n)
		game_redo(g);
	return g->ply;
}

/* Ends the game at the cursor by the players' word or the clock. */
void
game_set_result(game *g, game_result result, game_reason reason)
{
	g->nmoves = g->ply;
	annot_truncate(g, g->ply);
	game_set_final(g, result, reason);
}

/* Records the result of the final position. */
void
game_set_final(game *g, game_result result, game_reason reason)
{
	g->final_result = result;
	g->final_reason = result == GAME_ONGOING ? GAME_REASON_NONE : reason;
	refresh(g);
}

/* The result at the end of the record. */
game_result
game_final_result(const game *g, game_reason *reason)
{
	position p;
	pos_undo u;
	game_result r;
	int i;

	if (g->ply == g->nmoves) {
		*reason = g->reason;
		return g->result;
	}
	p = g->pos;
	for (i = g->ply; i < g->nmoves; i++)
		pos_make(&p, g->moves[i].m, &u);
	r = game_rules_result(&p, g->hashes, g->nmoves + 1, reason);
	if (r == GAME_ONGOING && g->final_result != GAME_ONGOING) {
		*reason = g->final_reason;
		r = g->final_result;
	}
	return r;
}

/* Whether the game is over at the cursor. */
int
game_over(const game *g)
{
	return g->result != GAME_ONGOING;
}

/* The PGN text of a result. */
const char *
game_result_text(game_result r)
{
	static const char *const text[] = { "*", "1-0", "0-1", "1/2-1/2" };

	return r >= GAME_ONGOING && r <= GAME_DRAW ? text[r] : "*";
}

/* Words for a result's reason in variant v. */
const char *
game_describe(const variant *v, game_result result, game_reason reason, char *buf, size_t size)
{
	const char *loser = result == GAME_WHITE_WINS ? v->side_names[BLACK] : v->side_names[WHITE];

	switch (result == GAME_ONGOING ? GAME_REASON_NONE : reason) {
	case GAME_CHECKMATE:
		snprintf(buf, size, "checkmate");
		break;
	case GAME_STALEMATE:
		snprintf(buf, size, "stalemate");
		break;
	case GAME_FIFTY:
		snprintf(buf, size, "%d-move rule", v->fifty / 2);
		break;
	case GAME_REPETITION:
		if (v->repetition == 3)
			snprintf(buf, size, "threefold repetition");
		else
			snprintf(buf, size, "%d-fold repetition", v->repetition);
		break;
	case GAME_MATERIAL:
		snprintf(buf, size, "insufficient material");
		break;
	case GAME_RESIGNATION:
		snprintf(buf, size, "%s resigns", loser);
		break;
	case GAME_AGREED:
		snprintf(buf, size, "draw agreed");
		break;
	case GAME_TIME:
		snprintf(buf, size, "%s forfeits on time", loser);
		break;
	case GAME_RECORDED:
		snprintf(buf, size, "as recorded");
		break;
	default:
		snprintf(buf, size, "%s", "");
		break;
	}
	return buf;
}

/* Words for the reason of the result at the cursor. */
const char *
game_reason_text(const game *g, char *buf, size_t size)
{
	return game_describe(g->v, g->result, g->reason, buf, size);
}

/* The hashes from the start to the cursor. */
const uint64_t *
game_history(const game *g, int *n)
{
	*n = g->ply + 1;
	return g->hashes;
}

/* A tag's value, or NULL. */
const char *
game_tag_get(const game *g, const char *name)
{
	int i;

	for (i = 0; i < g->ntags; i++)
		if (strcmp(g->tags[i].name, name) == 0)
			return g->tags[i].value;
	return NULL;
}

/* Sets a tag. */
int
game_tag_set(game *g, const char *name, const char *value)
{
	int i;

	if (strlen(name) >= GAME_TAG_NAME || strlen(value) >= GAME_TAG_VALUE)
		return -1;
	for (i = 0; i < g->ntags && strcmp(g->tags[i].name, name) != 0; i++)
		;
	if (i == g->ntags) {
		if (g->ntags >= GAME_MAX_TAGS)
			return -1;
		g->ntags++;
		strcpy(g->tags[i].name, name);
	}
	strcpy(g->tags[i].value, value);
	return 0;
}
