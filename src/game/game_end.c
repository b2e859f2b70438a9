/* game_end.c - the rules that end a game: checkmate, stalemate, the
 * fifty-move count, repetition and insufficient material.
 *
 * Insufficient material is read conservatively, since a variant file may
 * define pieces of any power: the game is drawn only when neither side has
 * anything but royal pieces, or when the stalemate rule is a draw and one
 * side has its royal pieces and a single "minor" piece while the other has
 * royal pieces only. A minor piece is one whose moves are exactly a bishop
 * ("B") or a knight ("N"), with no check-only powers: with a lone king such
 * a piece can never mate. (Where stalemate wins, a king and a knight could
 * still stalemate a lone king, so that case is not a draw there.)
 */
#include "config.h"

#include "game.h"

#include <string.h>

#include "movegen.h"

/* Whether type t of v is a minor piece: moves exactly "B" or "N". */
static int
is_minor(const variant *v, int t)
{
	const var_piece *pc = &v->pieces[t];
	const char *b = pc->betza;
	size_t n;

	if (pc->royal || pc->pawn || pc->checks[0])
		return 0;
	while (*b == ' ' || *b == '\t')
		b++;
	n = strlen(b);
	while (n && (b[n - 1] == ' ' || b[n - 1] == '\t'))
		n--;
	return n == 1 && (b[0] == 'B' || b[0] == 'N');
}

/* Whether neither side can ever mate. */
int
game_insufficient_material(const position *p)
{
	const variant *v = p->v;
	int c, t, others[2] = { 0, 0 }, minors[2] = { 0, 0 };

	for (c = 0; c < 2; c++)
		for (t = 0; t < v->ntypes; t++) {
			if ((v->royal_types >> t) & 1)
				continue;
			others[c] += p->type_count[c][t];
			if (is_minor(v, t))
				minors[c] += p->type_count[c][t];
		}
	if (others[WHITE] == 0 && others[BLACK] == 0)
		return 1;
	if (v->stalemate != VAR_STALEMATE_DRAW)
		return 0;
	for (c = 0; c < 2; c++)
		if (others[!c] == 0 && others[c] == 1 && minors[c] == 1)
			return 1;
	return 0;
}

/* How often the last hash of hist occurred with the same side to move
 * since the last irreversible move, counting up to enough: at most
 * REPETITION_WINDOW plies back, so that a long game without a capture or
 * pawn move (where no fifty-move rule ends it) is not read in quadratic
 * time. */
#define REPETITION_WINDOW 1000
static int
occurrences(const position *p, const uint64_t *hist, int nhist, int enough)
{
	int i, n = 0, back = p->halfmove < REPETITION_WINDOW ? p->halfmove : REPETITION_WINDOW;
	int oldest = nhist - 1 - back;
	uint64_t h = hist[nhist - 1];

	if (oldest < 0)
		oldest = 0;
	for (i = nhist - 1; i >= oldest && n < enough; i -= 2)
		if (hist[i] == h)
			n++;
	return n;
}

/* The rules' verdict on position p. */
game_result
game_rules_result(position *p, const uint64_t *hist, int nhist, game_reason *reason)
{
	const variant *v = p->v;
	move_list legal;
	game_result mover_loses = p->side == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS;
	game_result mover_wins = p->side == WHITE ? GAME_WHITE_WINS : GAME_BLACK_WINS;

	*reason = GAME_REASON_NONE;
	mg_legal(p, &legal);
	if (legal.count == 0) {
		if (mg_in_check(p)) {
			*reason = GAME_CHECKMATE;
			return mover_loses;
		}
		*reason = GAME_STALEMATE;
		if (v->stalemate == VAR_STALEMATE_LOSS)
			return mover_loses;
		if (v->stalemate == VAR_STALEMATE_WIN)
			return mover_wins;
		return GAME_DRAW;
	}
	if (v->fifty > 0 && p->halfmove >= v->fifty) {
		*reason = GAME_FIFTY;
		return GAME_DRAW;
	}
	if (v->repetition > 0 && hist && nhist > 0 && occurrences(p, hist, nhist, v->repetition) >= v->repetition) {
		*reason = GAME_REPETITION;
		return GAME_DRAW;
	}
	if (game_insufficient_material(p)) {
		*reason = GAME_MATERIAL;
		return GAME_DRAW;
	}
	return GAME_ONGOING;
}
