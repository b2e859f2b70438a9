/* cecp_setup.c - describing a variant XBoard does not know: the "setup"
 * command (which piece images the letters use, the board size, the parent
 * variant "fairy" and the start position) and one "piece" command per
 * piece type with its moves in XBoard's Betza notation.
 *
 * XBoard has 22 piece images per side, in the order of its
 * pieceToCharTable; the last is the king. A royal piece takes the king's
 * image, other pieces the image whose standard moves are theirs, else the
 * image of their own letter, else the first one free.
 *
 * Two images carry rules of their own in XBoard whatever moves the piece
 * is given: the pawn and the lance (a shogi lance, which XBoard treats as
 * a second kind of pawn). A piece shown as either promotes on the last
 * rank, and a sideways move of it to an empty square is taken for an
 * en-passant capture that removes the piece behind the target square.
 * So pawns take these two images and no other piece ever does.
 *
 * XBoard also judges the material on the board by image: a king with a
 * lone knight, bishop, ferz, alfil or wazir cannot mate, so it ends such
 * a game as a draw, and bishops, ferzes and alfils are bound to their
 * squares' colour. Those five images go to pieces with exactly their
 * moves; the knight's and wazir's also to a piece of their letter that
 * captures exactly like them (Onslaught's knight, whose extra moves on
 * its own half never capture); and to other pieces only when no other
 * image is left.
 *
 * XBoard's Betza notation writes a rider with a range only ("N0" for
 * the nightrider, which leaper also writes "NN"). leaper's extensions to
 * Betza notation have no XBoard equivalent; they are sent as the nearest
 * moves XBoard understands: zone conditions and a minimum range are
 * dropped (a superset of the real moves) and a bent rider keeps only its
 * first leap. XBoard's legality testing should be off for variants that
 * use them.
 */
#include "config.h"

#include "cecp_priv.h"

#include "pgn_xboard.h"

#include <ctype.h>
#include <string.h>

#define SLOTS 22
#define PAWN_SLOT 0     /* XBoard's pawn */
#define LANCE_SLOT 18   /* XBoard's lance: pawn-like in its rules */
#define KING_SLOT (SLOTS - 1)

/* XBoard's piece images: their letters and standard moves. */
static const char slot_letter[SLOTS + 1] = "PNBRQFEACWMOHIJGDVLSUK";
static const char *const slot_moves[SLOTS] = {
	"fmWfceFifmnD", "N", "B", "R", "Q", "F", "A", "BN", "RN", "W", "K",
	"mRcpR", "NN", "BW", "RF", "gQ", "", "", "QN", "", "", "K",
};

/* Whether v is orthodox chess as XBoard knows it ("normal"): the default
 * variant of the data files. */
int
cecp_is_normal(const variant *v)
{
	return v->is_default;
}

/* Whether XBoard plays v by its own rules, under a name of its own: the
 * default variant, or one whose file gives its xboard-name. */
int
cecp_xboard_knows(const variant *v)
{
	return v->is_default || v->xboard_name[0];
}

/* The name v has in the protocol: "normal", its xboard-name, or its own. */
const char *
cecp_variant_name(const variant *v)
{
	if (v->is_default)
		return "normal";
	return v->xboard_name[0] ? v->xboard_name : v->name;
}

/* Copies Betza text without blanks into out. */
static void
squeeze(const char *in, char *out, size_t size)
{
	size_t n = 0;

	for (; *in && n + 1 < size; in++)
		if (!isspace((unsigned char)*in))
			out[n++] = *in;
	out[n] = '\0';
}

/* Copies the capturing moves of XBoard Betza text xb: every part but
 * those whose modifiers say m (move only) without c. */
static void
capturing_moves(const char *xb, char *out, size_t size)
{
	size_t n = 0;

	while (*xb) {
		const char *start = xb;
		int only_moves;
		size_t len;
		while (islower((unsigned char)*xb))
			xb++;
		only_moves = memchr(start, 'm', (size_t)(xb - start)) &&
			!memchr(start, 'c', (size_t)(xb - start));
		while (isupper((unsigned char)*xb))
			xb++;
		while (isdigit((unsigned char)*xb))
			xb++;
		if (xb == start) { /* not Betza: keep the rest as it is */
			xb += strlen(xb);
			only_moves = 0;
		}
		len = (size_t)(xb - start);
		if (!only_moves && n + len < size) {
			memcpy(out + n, start, len);
			n += len;
		}
	}
	out[n] = '\0';
}

/* Whether slot k is one whose piece XBoard counts as too weak to mate. */
static int
is_minor(int k)
{
	return strchr("NBEFW", slot_letter[k]) != NULL;
}

/* Whether slot k may show piece type t of v on the given pass of
 * assign_slots (see above). */
static int
slot_allowed(const variant *v, int t, int k, int pass)
{
	char xb[VAR_MAX_TEXT], captures[VAR_MAX_TEXT];

	if (k == KING_SLOT)
		return 0;
	if (k == PAWN_SLOT || k == LANCE_SLOT)
		return v->pieces[t].pawn;
	if (!is_minor(k) || pass == 0 || pass == 3)
		return 1;
	if (pass != 1 || !strchr("NW", slot_letter[k]))
		return 0;
	pgn_xboard_betza(v->pieces[t].betza, v->pieces[t].pawn, xb, sizeof xb);
	capturing_moves(xb, captures, sizeof captures);
	return strcmp(captures, slot_moves[k]) == 0;
}

/* Gives each piece type of v an image slot; slot_of[t] is its index. */
static void
assign_slots(const variant *v, int slot_of[VAR_MAX_TYPES])
{
	static const int pawn_slots[] = { PAWN_SLOT, LANCE_SLOT };
	int used[SLOTS] = { 0 }, t, k, pass;
	char moves[VAR_MAX_TEXT];

	for (t = 0; t < v->ntypes; t++)
		slot_of[t] = -1;
	for (t = 0; t < v->ntypes; t++)
		if (v->pieces[t].royal && !used[KING_SLOT]) {
			slot_of[t] = KING_SLOT;
			used[KING_SLOT] = 1;
		}
	for (k = 0; k < 2; k++)
		for (t = 0; t < v->ntypes; t++)
			if (slot_of[t] < 0 && v->pieces[t].pawn && !used[pawn_slots[k]]) {
				slot_of[t] = pawn_slots[k];
				used[pawn_slots[k]] = 1;
				break;
			}
	/* Passes: the image of the same moves, of the same letter, the first
	 * free one, and last the first free minor one. */
	for (pass = 0; pass < 4; pass++)
		for (t = 0; t < v->ntypes; t++) {
			if (slot_of[t] >= 0)
				continue;
			squeeze(v->pieces[t].betza, moves, sizeof moves);
			for (k = 0; k < SLOTS; k++) {
				int fits = pass == 0 ? slot_moves[k][0] && !strcmp(slot_moves[k], moves)
					: pass == 1 ? slot_letter[k] == v->pieces[t].letter : 1;
				if (!used[k] && fits && slot_allowed(v, t, k, pass)) {
					slot_of[t] = k;
					used[k] = 1;
					break;
				}
			}
		}
}

/* Sends "setup" and "piece" commands describing v. */
void
cecp_send_setup(cecp *c, const variant *v)
{
	char table[2 * SLOTS + 1], moves[VAR_MAX_TEXT * 2], fen[VAR_MAX_TEXT * 2];
	int slot_of[VAR_MAX_TYPES], t;

	assign_slots(v, slot_of);
	memset(table, '.', 2 * SLOTS);
	table[2 * SLOTS] = '\0';
	for (t = 0; t < v->ntypes; t++) {
		if (slot_of[t] < 0)
			continue; /* more types than images: XBoard cannot show it */
		table[slot_of[t]] = v->pieces[t].letter;
		table[SLOTS + slot_of[t]] = (char)tolower((unsigned char)v->pieces[t].letter);
	}
	cecp_convert_fen(v, v->start, 1, fen, sizeof fen);
	cecp_out(c, "setup (%s) %dx%d+0_fairy %s", table, v->geo.files, v->geo.ranks, fen);
	for (t = 0; t < v->ntypes; t++) {
		size_t n;
		pgn_xboard_betza(v->pieces[t].betza, v->pieces[t].pawn, moves, sizeof moves);
		n = strlen(moves);
		if (t == v->castle_type && v->castle_distance > 0)
			snprintf(moves + n, sizeof moves - n, "O%d", v->castle_distance);
		cecp_out(c, "piece %c& %s", v->pieces[t].letter, moves);
	}
}
