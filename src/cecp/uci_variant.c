/* uci_variant.c - the games and moves as a UCI interface names them:
 * UCI_Variant's names, the shuffled twin UCI_Chess960 plays a game in, and
 * castling written as the king taking its rook.
 *
 * Fairy-Stockfish, whose UCI_Variant option interfaces know, calls
 * orthodox chess "chess" and "normal" and Chess960 "fischerandom"; the
 * other games of leaper's data directories have the same names in both
 * programs, with the same piece letters, except LancerChess and Clash:
 * Fairy-Stockfish has neither built in, and the variant files written for
 * it swap K and Q (its k is the royal piece), so the same name cannot take
 * both programs' FENs and promotions; leaper's letters win, as leaper(6)
 * says. No variant is named here: "chess" means the default
 * variant, and a variant's shuffled twin is found by its rules (the same
 * board, pieces and start, with a start-shuffle).
 */
#include "config.h"

#include "uci_priv.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "movegen.h"
#include "notation_coord.h"

/* Fairy-Stockfish's names for leaper's games: the default variant, and
 * (shuffled set) the default variant's shuffled twin. */
static const struct fairy_name {
	const char *name;   /* the name Fairy-Stockfish gives the game */
	int shuffled;       /* 1: the shuffled twin of the default variant */
} fairy_names[] = {
	{ "chess", 0 }, { "normal", 0 }, { "fischerandom", 1 },
};

/* Writes move m of p in coordinates; under UCI_Chess960 castling is the
 * king taking its rook (e1h1), whatever the variant's castling rule. */
size_t
uci_format_move(const uci *u, const position *p, move m, char *buf, size_t size)
{
	char from[8], to[8];
	int n;

	if (!(m & MV_CASTLE) || !u->chess960)
		return coord_format(p, m, buf, size);
	brd_square_name(MV_FROM(m), from);
	brd_square_name(mg_castle_partner(p, m), to);
	n = snprintf(buf, size, "%s%s", from, to);
	return n < 0 ? 0 : (size_t)n;
}

/* Whether w is v with a start-shuffle: the same board, pieces and start. */
static int
is_shuffled_twin(const variant *w, const variant *v)
{
	int t;

	if (w->puzzle[0] || w->shuffle_count <= 0 || w->geo.files != v->geo.files ||
	    w->geo.ranks != v->geo.ranks || w->ntypes != v->ntypes || strcmp(w->start, v->start))
		return 0;
	for (t = 0; t < v->ntypes; t++)
		if (w->pieces[t].letter != v->pieces[t].letter || strcmp(w->pieces[t].betza, v->pieces[t].betza))
			return 0;
	return 1;
}

/* v itself when it has a start-shuffle, else its shuffled twin in set,
 * else NULL. */
static const variant *
shuffled(const var_set *set, const variant *v)
{
	int i;

	if (!v || v->shuffle_count > 0)
		return v;
	for (i = 0; i < set->count; i++)
		if (is_shuffled_twin(set->items[i], v))
			return set->items[i];
	return NULL;
}

/* The loaded game called name: leaper's name first, then Fairy-Stockfish's
 * (fairy_names); NULL when there is none. Only loaded variants are looked
 * at: an interface must not make the engine open a file by its path. */
const variant *
uci_find_variant(uci *u, const char *name)
{
	var_error err;
	const variant *d;
	size_t i;
	int k;

	for (k = 0; k < u->set->count; k++)
		if (!u->set->items[k]->puzzle[0] && !strcasecmp(u->set->items[k]->name, name))
			return u->set->items[k];
	for (i = 0; i < sizeof fairy_names / sizeof fairy_names[0]; i++) {
		if (strcasecmp(fairy_names[i].name, name))
			continue;
		d = var_default(u->set, &err);
		return fairy_names[i].shuffled ? shuffled(u->set, d) : d;
	}
	return NULL;
}

/* The variant positions are set up in: the chosen one, or under
 * UCI_Chess960 its shuffled twin when it has one. */
const variant *
uci_playing(const uci *u)
{
	const variant *t = u->chess960 ? shuffled(u->set, u->chosen) : NULL;

	return t ? t : u->chosen;
}

/* Writes the UCI_Variant combo's choices (" var NAME" each): the games of
 * the data directories, then Fairy-Stockfish's names that differ. */
void
uci_variant_list(uci *u, char *list, size_t size)
{
	size_t n = 0, i;
	int k;

	list[0] = '\0';
	for (k = 0; k < u->set->count; k++) {
		const variant *v = u->set->items[k];
		if (!v->puzzle[0] && n + strlen(v->name) + 6 < size)
			n += (size_t)snprintf(list + n, size - n, " var %s", v->name);
	}
	for (i = 0; i < sizeof fairy_names / sizeof fairy_names[0]; i++) {
		const char *name = fairy_names[i].name;
		const variant *v = uci_find_variant(u, name);
		if (v && strcasecmp(v->name, name) && n + strlen(name) + 6 < size)
			n += (size_t)snprintf(list + n, size - n, " var %s", name);
	}
}
