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
 * leaper's extensions to Betza notation have no XBoard equivalent; they
 * are sent as the nearest moves XBoard understands: zone conditions and a
 * minimum range are dropped (a superset of the real moves) and a bent
 * rider keeps only its first leap. XBoard's legality testing should be
 * off for variants that use them.
 */
#include "config.h"

#include "cecp_priv.h"

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

/* Translates leaper's Betza text into XBoard's dialect (see above). */
static void
to_xboard(const char *in, char *out, size_t size)
{
	char tmp[VAR_MAX_TEXT];
	size_t n = 0;
	const char *s;

	squeeze(in, tmp, sizeof tmp);
	for (s = tmp; *s && n + 1 < size; s++) {
		if (*s == '[') { /* a condition: dropped */
			while (*s && *s != ']')
				s++;
			if (!*s)
				break;
			continue;
		}
		if (*s == '>') { /* a bent continuation: dropped */
			if (s[1])
				s++;
			continue;
		}
		out[n++] = *s;
	}
	out[n] = '\0';
}

/* Whether slot k may show piece type t of v (see above). */
static int
slot_allowed(const variant *v, int t, int k)
{
	if (k == KING_SLOT)
		return 0;
	if (k == PAWN_SLOT || k == LANCE_SLOT)
		return v->pieces[t].pawn;
	return 1;
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
	for (pass = 0; pass < 3; pass++)
		for (t = 0; t < v->ntypes; t++) {
			if (slot_of[t] >= 0)
				continue;
			squeeze(v->pieces[t].betza, moves, sizeof moves);
			for (k = 0; k < SLOTS; k++) {
				int fits = pass == 0 ? slot_moves[k][0] && !strcmp(slot_moves[k], moves)
					: pass == 1 ? slot_letter[k] == v->pieces[t].letter : 1;
				if (!used[k] && fits && slot_allowed(v, t, k)) {
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
	char table[2 * SLOTS + 1], moves[VAR_MAX_TEXT * 2];
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
	cecp_out(c, "setup (%s) %dx%d+0_fairy %s", table, v->geo.files, v->geo.ranks, v->start);
	for (t = 0; t < v->ntypes; t++) {
		size_t n;
		to_xboard(v->pieces[t].betza, moves, sizeof moves);
		n = strlen(moves);
		if (t == v->castle_type && v->castle_distance > 0)
			snprintf(moves + n, sizeof moves - n, "O%d", v->castle_distance);
		cecp_out(c, "piece %c& %s", v->pieces[t].letter, moves);
	}
}
