/* match_var.c - the record's words in a match: the comment after the
 * move shown, and stepping into the record's variations and out again.
 *
 * The match keeps a path (m->var): the main-line ply where the outermost
 * variation branches (the game's cursor stays there), which variation of
 * that move, and so on for each level, and how many moves into the
 * innermost one the position shown is. The path is checked against the
 * record each time it is used, so that a game replaced, a move played or
 * the cursor moved by anything else simply puts the view back on the main
 * line. Moves cannot be played inside a variation: the board shows its
 * position, the game goes on from the main line.
 */
#include "config.h"

#include "match.h"

#include <stdio.h>
#include <string.h>

#include "annot.h"
#include "san.h"

/* The variation of level (0-based) on the path of v in g, or NULL when
 * the path does not hold in the record. */
static annot_line *
path_line(const game *g, const match_var *v, int level)
{
	annot_line *up = NULL, *l;
	annot_note *n;
	int i;

	for (i = 0; i <= level; i++) {
		if (i == 0) {
			if (!g->notes || v->branch[0] < 0 || v->branch[0] > g->nmoves || v->branch[0] >= g->notes->cap)
				return NULL;
			n = &g->notes->notes[v->branch[0]];
		} else {
			if (v->branch[i] < 0 || v->branch[i] > up->nmoves || v->branch[i] >= up->cap)
				return NULL;
			n = &up->notes[v->branch[i]];
		}
		if (v->index[i] < 0 || v->index[i] >= n->nvars)
			return NULL;
		l = n->vars[v->index[i]];
		if (!l->san)
			return NULL;
		up = l;
	}
	return up;
}

/* How many moves of level's variation lead to the position of the path
 * (the branch of the next level, or the moves of the innermost). */
static int
level_moves(const match_var *v, int level)
{
	return level + 1 < v->depth ? v->branch[level + 1] : v->moves;
}

/* Whether v is a path of g's record at its cursor: the game it was made
 * for, the cursor unmoved, every level's variation there and long enough. */
static int
path_holds(const match *m, const match_var *v)
{
	int i;

	if (v->depth <= 0 || v->depth > MATCH_VAR_DEPTH || !m->have_game || v->serial != m->serial ||
	    v->ply != m->g.ply || v->branch[0] != m->g.ply)
		return 0;
	for (i = 0; i < v->depth; i++) {
		annot_line *l = path_line(&m->g, v, i);
		if (!l || level_moves(v, i) < 0 || level_moves(v, i) > l->nmoves)
			return 0;
	}
	return 1;
}

/* Replays the path's moves from the game's position into v->pos and
 * v->last; returns 0, or -1 when a move does not read (the record's
 * variations are checked when read, so only a broken record fails). */
static int
replay_path(const match *m, match_var *v)
{
	position p = m->g.pos;
	move last = MV_NONE, mv;
	char msg[256];
	pos_undo u;
	int i, j;

	for (i = 0; i < v->depth; i++) {
		annot_line *l = path_line(&m->g, v, i);
		for (j = 0; j < level_moves(v, i); j++) {
			if (san_parse(&p, l->san[j], &mv, msg, sizeof msg) != SAN_OK)
				return -1;
			pos_make(&p, mv, &u);
			last = mv;
		}
	}
	v->pos = p;
	v->last = last;
	return 0;
}

/* Whether the position shown is inside a variation (how deep). */
int
match_in_var(const match *m)
{
	return path_holds(m, &m->var) ? m->var.depth : 0;
}

/* The position shown. */
const position *
match_shown_pos(const match *m)
{
	return match_in_var(m) ? &m->var.pos : &m->g.pos;
}

/* The move that led to the position shown. */
move
match_shown_last(const match *m)
{
	if (match_in_var(m))
		return m->var.last;
	return m->have_game && m->g.ply > 0 ? m->g.moves[m->g.ply - 1].m : MV_NONE;
}

/* The variation shown at level (1..depth). */
const annot_line *
match_var_line(const match *m, int level)
{
	if (level < 1 || level > match_in_var(m))
		return NULL;
	return path_line(&m->g, &m->var, level - 1);
}

/* The note after the move shown. */
const annot_note *
match_shown_note(const match *m)
{
	const annot_line *l;
	const annot_note *n;

	if (!m->have_game)
		return NULL;
	if (!match_in_var(m))
		return annot_get(&m->g, m->g.ply);
	l = match_var_line(m, m->var.depth);
	if (m->var.moves >= l->cap)
		return NULL;
	n = &l->notes[m->var.moves];
	return annot_note_empty(n) ? NULL : n;
}

/* The record's ply of the first move of the variation at level (0-based). */
static int
level_base(const match_var *v, int level)
{
	int i, ply = 0;

	for (i = 0; i <= level; i++)
		ply += v->branch[i];
	return ply;
}

/* Writes a move with its number as the move list writes it ("12. Nf3",
 * "12... Nc6"), ply being its place in the record. */
static void
numbered(const game *g, int ply, const char *san, char *buf, size_t size)
{
	int black = g->start.side ^ (ply & 1);
	int number = g->start.fullmove + (ply + (g->start.side == BLACK)) / 2;

	snprintf(buf, size, "%d%s %s", number, black ? "..." : ".", san);
}

/* Writes what the record says after a note: NAG symbols, then the comment. */
void
match_note_text(const annot_note *n, char *buf, size_t size)
{
	size_t len = 0;
	int i;

	buf[0] = '\0';
	if (!n || size == 0)
		return;
	for (i = 0; i < n->nnags && len < size; i++) {
		const char *sym = annot_nag_symbol(n->nags[i]);
		char num[8];
		if (!sym) {
			snprintf(num, sizeof num, "$%d", n->nags[i]);
			sym = num;
		}
		len += (size_t)snprintf(buf + len, size - len, "%s%s", len ? " " : "", sym);
	}
	if (n->comment && len < size)
		snprintf(buf + len, size - len, "%s%s", len ? " " : "", n->comment);
}

/* Says where the position shown is inside the variations. */
static void
say_where(match *m)
{
	const match_var *v = &m->var;
	const annot_line *l = match_var_line(m, v->depth);
	char move_text[64], note[512];

	if (!l)
		return;
	if (v->moves == 0) {
		match_say(m, MATCH_INFO, "Variation %d, before its first move (level %d); 'mainline' leaves it.",
			  v->index[v->depth - 1] + 1, v->depth);
		return;
	}
	numbered(&m->g, level_base(v, v->depth - 1) + v->moves - 1, l->san[v->moves - 1], move_text,
		 sizeof move_text);
	match_note_text(match_shown_note(m), note, sizeof note);
	match_say(m, MATCH_INFO, "Variation %d, move %d/%d%s: %s%s%s", v->index[v->depth - 1] + 1, v->moves,
		  l->nmoves, v->depth > 1 ? " (nested)" : "", move_text, note[0] ? " " : "", note);
}

/* Tells the view that the position shown changed, without leaving the
 * variation (the match's own changed() would). */
static void
shown_changed(match *m)
{
	m->hint = MV_NONE;
	m->have_info = 0;
	if (m->view.changed)
		m->view.changed(m->view.ctx);
}

/* Shows the path next, which replay_path has just read: entering a
 * variation and stepping in one end alike. */
static int
show_path(match *m, const match_var *next)
{
	m->var = *next;
	say_where(m);
	shown_changed(m);
	return 0;
}

/* Shows the main line again, saying so: stepping back out of a
 * variation and 'mainline' end alike. */
static int
back_to_main(match *m)
{
	m->var.depth = 0;
	match_say(m, MATCH_INFO, "Back on the main line at move %d.", m->g.ply);
	shown_changed(m);
	return 0;
}

/* Enters variation n of the move after the position shown. */
int
match_var_enter(match *m, int n)
{
	match_var next;
	const annot_note *at;
	int depth = match_in_var(m);

	if (!m->have_game)
		return -1;
	if (depth) {
		const annot_line *l = match_var_line(m, depth);
		at = m->var.moves < l->cap ? &l->notes[m->var.moves] : NULL;
	} else {
		at = annot_get(&m->g, m->g.ply);
	}
	if (!at || at->nvars == 0) {
		match_say(m, MATCH_ERROR, "The next move has no variations%s.",
			  depth ? "" : " ('next' steps on; the move list shows where there are some)");
		return -1;
	}
	if (n < 1 || n > at->nvars) {
		match_say(m, MATCH_ERROR, "The next move has %d variation%s: var 1%s.", at->nvars,
			  at->nvars == 1 ? "" : "s", at->nvars > 1 ? " to var N" : "");
		return -1;
	}
	if (depth >= MATCH_VAR_DEPTH) {
		match_say(m, MATCH_ERROR, "Variations nested deeper than %d are not shown.", MATCH_VAR_DEPTH);
		return -1;
	}
	next = depth ? m->var : (match_var){ 0 };
	next.serial = m->serial;
	next.ply = m->g.ply;
	next.branch[depth] = depth ? m->var.moves : m->g.ply;
	next.index[depth] = n - 1;
	next.depth = depth + 1;
	next.moves = 1;
	if (!path_holds(m, &next) || replay_path(m, &next) < 0) {
		match_say(m, MATCH_ERROR, "Variation %d cannot be shown: its first move does not read.", n);
		return -1;
	}
	return show_path(m, &next);
}

/* Steps inside the variation shown. */
int
match_var_step(match *m, int dir)
{
	match_var next = m->var;
	int depth = match_in_var(m);
	const annot_line *l;

	if (!depth) {
		match_say(m, MATCH_ERROR, "Not in a variation: 'var N' enters one of the next move.");
		return -1;
	}
	l = match_var_line(m, depth);
	if (dir > 0 && next.moves >= l->nmoves) {
		match_say(m, MATCH_ERROR, "The variation ends here: 'prev' steps back, 'mainline' leaves it.");
		return -1;
	}
	if (dir < 0 && next.moves <= 1) {
		/* back before its first move: to the line it branched from */
		next.depth--;
		next.moves = next.branch[next.depth];
		if (next.depth == 0)
			return back_to_main(m);
	} else {
		next.moves += dir > 0 ? 1 : -1;
	}
	if (replay_path(m, &next) < 0) {
		match_say(m, MATCH_ERROR, "That move of the variation does not read.");
		return -1;
	}
	return show_path(m, &next);
}

/* Leaves the variations for the main line. */
int
match_var_leave(match *m)
{
	if (!match_in_var(m)) {
		m->var.depth = 0;
		match_say(m, MATCH_ERROR, "Not in a variation: the main line is shown.");
		return -1;
	}
	return back_to_main(m);
}

/* Sets the comment after the move shown. */
int
match_comment(match *m, const char *text)
{
	annot_note *n;
	int depth = match_in_var(m);
	char where[64];

	if (!m->have_game)
		return -1;
	if (depth) {
		annot_line *l = path_line(&m->g, &m->var, depth - 1);
		n = annot_line_note(l, m->var.moves);
	} else {
		n = annot_at(&m->g, m->g.ply);
	}
	if (!n || annot_set_comment(n, text) < 0) {
		match_say(m, MATCH_ERROR, "Out of memory: the comment is not kept.");
		return -1;
	}
	if (depth)
		snprintf(where, sizeof where, "move %d of the variation", m->var.moves);
	else if (m->g.ply == 0)
		snprintf(where, sizeof where, "the start");
	else
		numbered(&m->g, m->g.ply - 1, m->g.moves[m->g.ply - 1].san, where, sizeof where);
	if (text && *text)
		match_say(m, MATCH_GOOD, "Comment after %s set%s.", where,
			  m->stored ? "" : "; 'save' writes it with the game");
	else
		match_say(m, MATCH_INFO, "Comment after %s cleared.", where);
	match_autosave(m);
	shown_changed(m);
	return 0;
}
