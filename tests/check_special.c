/* check_special.c - the rules no published perft table covers: every piece
 * of Complete Chess, the flash leapers, bent riders, pawns and castling of
 * Onslaught, the royal Queen and colour-bound promotions of LancerChess and
 * Clash, and the King's Lancer's Tour.
 *
 * Every expected number below was counted by hand from the rules (the data
 * files and the design notes), not taken from the program; the comment on
 * each row says how. Squares are written as on the board: files a-l from
 * White's left, ranks 1-12 from White's side. Rows marked for mirroring are
 * also tested with the colours swapped and the board turned over top to
 * bottom, so each rule is proven for both sides.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "notation_coord.h"
#include "position.h"
#include "suites.h"

#define TEXT 4096
#define WORD 16

/* Orders two words for qsort. */
static int
cmp_words(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

/* Sorts n words and joins them with single spaces into out. */
static void
join_sorted(char (*w)[WORD], int n, char *out, size_t size)
{
	size_t len = 0;
	int i;

	qsort(w, (size_t)n, WORD, cmp_words);
	out[0] = '\0';
	for (i = 0; i < n && len < size; i++)
		len += (size_t)snprintf(out + len, size - len, "%s%s", i ? " " : "", w[i]);
}

/* Writes the words of a blank-separated list sorted, so that lists compare
 * as sets. */
static void
sort_words(const char *in, char *out, size_t size)
{
	static char w[MG_MAX_MOVES][WORD];
	int n = 0;
	size_t k;

	while (*in) {
		while (*in == ' ')
			in++;
		if (!*in)
			break;
		for (k = 0; *in && *in != ' '; in++)
			if (k < WORD - 1)
				w[n][k++] = *in;
		w[n++][k] = '\0';
	}
	join_sorted(w, n, out, size);
}

/* Writes the legal moves of p that start on the square named from (any
 * square when NULL) and carry every flag of only, sorted, in coordinate
 * notation; returns how many there are. */
static int
legal_from(position *p, const char *from, move only, char *out, size_t size)
{
	static char w[MG_MAX_MOVES][WORD];
	move_list list;
	int i, n = 0, sq = 0;

	if (from)
		ck_assert(brd_parse_square(&p->v->geo, from, &sq) > 0);
	mg_legal(p, &list);
	for (i = 0; i < list.count; i++) {
		move m = list.moves[i];
		if ((from && MV_FROM(m) != sq) || (m & only) != only)
			continue;
		coord_format(p, m, w[n++], WORD);
	}
	join_sorted(w, n, out, size);
	return n;
}

/* Writes fen with the colours swapped and the ranks in reverse order: the
 * same position seen from the other side. The e.p. field must be "-". */
static void
mirror_fen(const char *fen, char *out, size_t size)
{
	char ranks[BRD_MAX_RANKS][64];
	int n = 0, i;
	size_t len = 0, k;

	while (*fen && *fen != ' ') {
		for (k = 0; *fen && *fen != ' ' && *fen != '/'; fen++)
			ranks[n][k++] = isupper((unsigned char)*fen) ? (char)tolower((unsigned char)*fen)
								     : (char)toupper((unsigned char)*fen);
		ranks[n++][k] = '\0';
		if (*fen == '/')
			fen++;
	}
	for (i = n - 1; i >= 0; i--)
		len += (size_t)snprintf(out + len, size - len, "%s%s", ranks[i], i ? "/" : "");
	/* Side, castling letters and clocks: w <-> b, K <-> k, Q <-> q. */
	for (; *fen && len + 1 < size; fen++) {
		char c = *fen;
		if (c == 'w' || c == 'b')
			c = c == 'w' ? 'b' : 'w';
		else if (isalpha((unsigned char)c))
			c = isupper((unsigned char)c) ? (char)tolower((unsigned char)c) : (char)toupper((unsigned char)c);
		out[len++] = c;
	}
	out[len] = '\0';
}

/* Writes a square name turned over to the other side of the board. */
static void
mirror_square(const variant *v, const char *name, char *out)
{
	int sq;

	ck_assert_msg(brd_parse_square(&v->geo, name, &sq) > 0, "bad square %s", name);
	brd_square_name(brd_mirror(&v->geo, sq), out);
}

/* Writes a list of coordinate moves with every square turned over. */
static void
mirror_moves(const variant *v, const char *in, char *out, size_t size)
{
	size_t len = 0;
	int a, b, n;
	char sa[8], sb[8];

	out[0] = '\0';
	while (*in) {
		while (*in == ' ')
			in++;
		if (!*in)
			break;
		n = brd_parse_square(&v->geo, in, &a);
		ck_assert_msg(n > 0, "bad move list %s", in);
		in += n;
		n = brd_parse_square(&v->geo, in, &b);
		ck_assert_msg(n > 0, "bad move list %s", in);
		in += n;
		brd_square_name(brd_mirror(&v->geo, a), sa);
		brd_square_name(brd_mirror(&v->geo, b), sb);
		len += (size_t)snprintf(out + len, size - len, "%s%s%s", len ? " " : "", sa, sb);
		while (*in && *in != ' ' && len + 1 < size)
			out[len++] = *in++;
		out[len] = '\0';
	}
}

/* Writes field k (from 0) of the FEN of p. */
static void
fen_field(const position *p, int k, char *out, size_t size)
{
	char fen[1024], *s = fen, *e;

	pos_to_fen(p, fen, sizeof fen);
	while (k-- > 0 && (s = strchr(s, ' ')))
		s++;
	ck_assert(s != NULL);
	e = strchr(s, ' ');
	if (e)
		*e = '\0';
	snprintf(out, size, "%s", s);
}

/* Plays the legal move written in coordinates, failing if it is not legal. */
static move
play(position *p, const char *text, pos_undo *u)
{
	move m = coord_parse(p, text);

	ck_assert_msg(m != MV_NONE, "%s is not legal here", text);
	pos_make(p, m, u);
	return m;
}


/* One counted position: the legal moves of the piece on from. */
struct move_row {
	const char *variant;
	const char *fen;   /* NULL: the variant's start */
	const char *from;  /* the square whose moves are counted */
	int count;         /* how many legal moves it has */
	const char *moves; /* exactly which, or NULL to count only */
	int check;         /* whether the side to move is in check */
	int mirror;        /* 1: test the colour-mirrored position too */
};

/* Complete Chess: one White piece on f6 of an empty 12x12 board, the White
 * King on a12 and the Black King on l1, both off every line and leap of f6.
 * From f6 there are 5 files to the left, 6 to the right, 5 ranks below and
 * 6 above; the diagonals run to a1, l12, a11 and k1 (5, 6, 5, 5 squares). */
#define CC(piece) "K11/12/12/12/12/12/5" piece "6/12/12/12/12/11k w - - 0 1"
#define F6_W "f6f7 f6f5 f6e6 f6g6"
#define F6_F "f6e7 f6g7 f6e5 f6g5"
#define F6_N "f6g8 f6e8 f6g4 f6e4 f6h7 f6d7 f6h5 f6d5"
#define F6_C "f6g9 f6e9 f6g3 f6e3 f6i7 f6c7 f6i5 f6c5"

/* Onslaught: White King a1, Black King k12, off every path below. A White
 * piece's own half is ranks 1-6; f3 and f6 are on it, f7 and f8 are not. */
#define ONS(r11, r10, r9, r8, r7, r6, r5, r4, r3, r2, r1) \
	"10k1/" r11 "/" r10 "/" r9 "/" r8 "/" r7 "/" r6 "/" r5 "/" r4 "/" r3 "/" r2 "/" r1 " w - - 0 1"
#define E "12"

static const struct move_row move_rows[] = {
	/* Complete Chess, every piece type from f6. */
	/* King: the eight neighbours. */
	{ "complete", "12/12/12/12/12/12/5K6/12/12/12/12/11k w - - 0 1", "f6", 8, F6_W " " F6_F, 0, 1 },
	/* Wazir: four orthogonal steps. */
	{ "complete", CC("W"), "f6", 4, F6_W, 0, 1 },
	/* Fers: four diagonal steps. */
	{ "complete", CC("F"), "f6", 4, F6_F, 0, 1 },
	/* Man = Wazir + Fers: the King's eight squares. */
	{ "complete", CC("M"), "f6", 8, F6_W " " F6_F, 0, 1 },
	/* Scout: rook lines less the four adjacent squares, (5+6+5+6) - 4. */
	{ "complete", CC("S"), "f6", 18, NULL, 0, 1 },
	/* Rook: 5 + 6 + 5 + 6. */
	{ "complete", CC("R"), "f6", 22, NULL, 0, 1 },
	/* Picket: bishop lines less the four adjacent squares, 21 - 4. */
	{ "complete", CC("T"), "f6", 17, NULL, 0, 1 },
	/* Bishop: 5 + 6 + 5 + 5. */
	{ "complete", CC("B"), "f6", 21, NULL, 0, 1 },
	/* Knight: all eight (1,2) leaps fit on the board. */
	{ "complete", CC("N"), "f6", 8, F6_N, 0, 1 },
	/* Wazir-Knight: 4 + 8. */
	{ "complete", CC("H"), "f6", 12, F6_W " " F6_N, 0, 1 },
	/* Camel: all eight (1,3) leaps fit (ranks and files 3-9). */
	{ "complete", CC("C"), "f6", 8, F6_C, 0, 1 },
	/* Wizard = Fers + Camel: 4 + 8. */
	{ "complete", CC("Z"), "f6", 12, F6_F " " F6_C, 0, 1 },
	/* Princess = Scout + Picket: 18 + 17. */
	{ "complete", CC("Y"), "f6", 35, NULL, 0, 1 },
	/* Queen: 22 + 21. */
	{ "complete", CC("Q"), "f6", 43, NULL, 0, 1 },
	/* Wildebeest = Knight + Camel: 8 + 8. */
	{ "complete", CC("G"), "f6", 16, F6_N " " F6_C, 0, 1 },
	/* Lion = Wazir + Fers + Knight + Camel: 4 + 4 + 8 + 8. */
	{ "complete", CC("L"), "f6", 24, F6_W " " F6_F " " F6_N " " F6_C, 0, 1 },
	/* Pawn: one step forward, nothing to capture. */
	{ "complete", CC("P"), "f6", 1, "f6f7", 0, 1 },
	/* Scout f6 with its own Wazir on f7, a Black Wazir on g6 (next to it:
	 * neither taken nor passed) and one on f4 (two away: taken). Up and
	 * right give nothing, down only f4, left d6-a6 but not e6. */
	{ "complete", "K11/12/12/12/12/5W6/5Sw5/12/5w6/12/12/11k w - - 0 1", "f6", 5,
	  "f6f4 f6d6 f6c6 f6b6 f6a6", 0, 1 },
	/* Picket f6 with its own Wazir on g7, a Black Wazir on e5 (adjacent)
	 * and one on d8 (two away): up-left only d8, down-right h4-k1 without g5. */
	{ "complete", "K11/12/12/12/3w8/6W5/5T6/4w7/12/12/12/11k w - - 0 1", "f6", 5,
	  "f6d8 f6h4 f6i3 f6j2 f6k1", 0, 1 },
	/* Princess f6, Black Wazirs on f7 (adjacent) and h8 (two away), its own
	 * Wazir on e5 (adjacent): up 0, down f4-f1 4, left d6-a6 4, right h6-l6 5,
	 * up-right h8 1, down-left 0, up-left d8-a11 4, down-right h4-k1 4. */
	{ "complete", "K11/12/12/12/7w4/5w6/5Y6/4W7/12/12/12/11k w - - 0 1", "f6", 22,
	  "f6f4 f6f3 f6f2 f6f1 f6d6 f6c6 f6b6 f6a6 f6h6 f6i6 f6j6 f6k6 f6l6 f6h8 "
	  "f6d8 f6c9 f6b10 f6a11 f6h4 f6i3 f6j2 f6k1", 0, 1 },
	/* Pawn on its start rank 5: one step only, no double step. */
	{ "complete", "K11/12/12/12/12/12/12/4P7/12/12/12/11k w - - 0 1", "e5", 1, "e5e6", 0, 1 },
	/* Pawn on d11, a Black Wazir on c12: d12 and c12, each as Queen or Lion. */
	{ "complete", "K1w9/3P8/12/12/12/12/12/12/12/12/12/11k w - - 0 1", "d11", 4,
	  "d11d12q d11d12l d11c12q d11c12l", 0, 1 },

	/* Onslaught flash leapers on their own half: non-capturing riders. */
	/* Knight f3, nightrider: up-right g5 h7 i9 j11, up-left e5 d7 c9 b11,
	 * right-up h4 j5 l6, left-up d4 b5, down g1, e1, right-down h2 j1,
	 * left-down d2 b1: 4+4+3+2+1+1+2+2. */
	{ "onslaught", ONS(E, E, E, E, E, E, E, E, "5N6", E, "K11"), "f3", 19,
	  "f3g5 f3h7 f3i9 f3j11 f3e5 f3d7 f3c9 f3b11 f3h4 f3j5 f3l6 f3d4 f3b5 "
	  "f3g1 f3e1 f3h2 f3j1 f3d2 f3b1", 0, 1 },
	/* The same with a Black Pawn on g5 (first leap: no capture, nothing
	 * beyond), its own Pawn on j5 (ride stops at h4) and a Black Bishop on
	 * b1 (not taken): 19 - 4 - 2 - 1. */
	{ "onslaught", ONS(E, E, E, E, E, E, "6p2P2", E, "5N6", E, "Kb10"), "f3", 12,
	  "f3e5 f3d7 f3c9 f3b11 f3h4 f3d4 f3b5 f3g1 f3e1 f3h2 f3j1 f3d2", 0, 1 },
	/* Knight f6, the last rank of its own half, still a rider: g8 h10 i12,
	 * e8 d10 c12, h7 j8 l9, d7 b8, g4 h2, e4 d2, h5 j4 l3, d5 b4. */
	{ "onslaught", ONS(E, E, E, E, E, "5N6", E, E, E, E, "K11"), "f6", 20,
	  "f6g8 f6h10 f6i12 f6e8 f6d10 f6c12 f6h7 f6j8 f6l9 f6d7 f6b8 f6g4 f6h2 "
	  "f6e4 f6d2 f6h5 f6j4 f6l3 f6d5 f6b4", 0, 1 },
	/* Knight f7, the first rank of the enemy half: eight single leaps. */
	{ "onslaught", ONS(E, E, E, E, "5N6", E, E, E, E, E, "K11"), "f7", 8,
	  "f7g9 f7e9 f7g5 f7e5 f7h8 f7d8 f7h6 f7d6", 0, 1 },
	/* Knight f8 with a Black Pawn on g10 (taken) and its own on e6: single
	 * leaps only (no g10-h12 or h9-j10), 8 - 1. */
	{ "onslaught", ONS(E, "6p5", E, "5N6", E, "4P7", E, E, E, E, "K11"), "f8", 7,
	  "f8g10 f8e10 f8g6 f8h9 f8d9 f8h7 f8d7", 0, 1 },
	/* Camel f3, camelrider, Black Pawn on h9: g6 (h9 not taken), e6 d9 c12,
	 * i4 l5, c4, i2 l1, c2; no (1,3) leap downward fits. */
	{ "onslaught", ONS(E, E, "7p4", E, E, E, E, E, "5C6", E, "K11"), "f3", 10,
	  "f3g6 f3e6 f3d9 f3c12 f3i4 f3l5 f3c4 f3i2 f3l1 f3c2", 0, 1 },
	/* Camel f8 on the enemy half, Black Pawn on i9: eight leaps, one a capture. */
	{ "onslaught", ONS(E, E, "8p3", "5C6", E, E, E, E, E, E, "K11"), "f8", 8,
	  "f8g11 f8e11 f8g5 f8e5 f8i9 f8c9 f8i7 f8c7", 0, 1 },
	/* Zebra f3, zebrarider, its own Pawn on j9: h6 (then blocked), d6 b9,
	 * i5 l7, c5, i1, c1; no (2,3) leap downward fits. */
	{ "onslaught", ONS(E, E, "9P2", E, E, E, E, E, "5Z6", E, "K11"), "f3", 8,
	  "f3h6 f3d6 f3b9 f3i5 f3l7 f3c5 f3i1 f3c1", 0, 1 },
	/* Zebra f8 on the enemy half, Black Pawn on h11: eight leaps. */
	{ "onslaught", ONS("7p4", E, E, "5Z6", E, E, E, E, E, E, "K11"), "f8", 8,
	  "f8h11 f8d11 f8h5 f8d5 f8i10 f8c10 f8i6 f8c6", 0, 1 },
	/* Elephant f3: Fers steps e2 g2 e4 and g4 (a capture), alfilrider
	 * d5 b7, h1, d1, blocked at once by the Black Pawn on h5 (not taken). */
	{ "onslaught", ONS(E, E, E, E, E, E, "7p4", "6p5", "5E6", E, "K11"), "f3", 8,
	  "f3e2 f3g2 f3e4 f3g4 f3d5 f3b7 f3h1 f3d1", 0, 1 },
	/* Elephant f8 on the enemy half: four Fers steps, four Alfil leaps
	 * (h10 a capture, nothing beyond). */
	{ "onslaught", ONS(E, "7p4", E, "5E6", E, E, E, E, E, E, "K11"), "f8", 8,
	  "f8e9 f8g9 f8e7 f8g7 f8h10 f8d10 f8h6 f8d6", 0, 1 },
	/* Champion f3: Wazir f4 f2 e3 g3, Dabbaba f5 (a capture) f1 d3 h3,
	 * alfilrider h5 j7 l9, h1, d1, none toward the Black Pawn on d5. */
	{ "onslaught", ONS(E, E, E, E, E, E, "3p1p6", E, "5H6", E, "K11"), "f3", 13,
	  "f3f4 f3f2 f3e3 f3g3 f3f5 f3f1 f3d3 f3h3 f3h5 f3j7 f3l9 f3h1 f3d1", 0, 1 },
	/* Champion f8 on the enemy half: 4 Wazir + 4 Dabbaba + 4 Alfil (h10 a capture). */
	{ "onslaught", ONS(E, "7p4", E, "5H6", E, E, E, E, E, E, "K11"), "f8", 12,
	  "f8f9 f8f7 f8e8 f8g8 f8f10 f8f6 f8d8 f8h8 f8h10 f8d10 f8h6 f8d6", 0, 1 },

	/* Check-only powers: Black to move, a White piece on f3 (own half). */
	/* Knight f3 attacks g5: check. The King may not go to h4 (covered). */
	{ "onslaught", "12/12/12/12/12/12/12/6k5/12/5N6/12/K11 b - - 0 1", "g5", 7,
	  "g5f4 g5f5 g5f6 g5g4 g5g6 g5h5 g5h6", 1, 1 },
	/* King g6, not in check, may not step to g5; h7 (the rider's second
	 * jump, a non-capture) is safe. */
	{ "onslaught", "12/12/12/12/12/12/6k5/12/12/5N6/12/K11 b - - 0 1", "g6", 7,
	  "g6f5 g6f6 g6f7 g6g7 g6h5 g6h6 g6h7", 0, 1 },
	/* Camel f3 attacks g6: check; it covers no neighbour of g6. */
	{ "onslaught", "12/12/12/12/12/12/6k5/12/12/5C6/12/K11 b - - 0 1", "g6", 8,
	  "g6f5 g6f6 g6f7 g6g5 g6g7 g6h5 g6h6 g6h7", 1, 1 },
	/* King g7 may not step to g6. */
	{ "onslaught", "12/12/12/12/12/6k5/12/12/12/5C6/12/K11 b - - 0 1", "g7", 7,
	  "g7f6 g7f7 g7f8 g7g8 g7h6 g7h7 g7h8", 0, 1 },
	/* Zebra f3 attacks h6: check, and covers i5. */
	{ "onslaught", "12/12/12/12/12/12/7k4/12/12/5Z6/12/K11 b - - 0 1", "h6", 7,
	  "h6g5 h6g6 h6g7 h6h5 h6h7 h6i6 h6i7", 1, 1 },
	/* King h7 may not step to h6. */
	{ "onslaught", "12/12/12/12/12/7k4/12/12/12/5Z6/12/K11 b - - 0 1", "h7", 7,
	  "h7g6 h7g7 h7g8 h7h8 h7i6 h7i7 h7i8", 0, 1 },
	/* Elephant f3 attacks h5 with its Alfil check power: check; g4 is
	 * covered by its Fers capture. */
	{ "onslaught", "12/12/12/12/12/12/12/7k4/12/5E6/12/K11 b - - 0 1", "h5", 7,
	  "h5g5 h5g6 h5h4 h5h6 h5i4 h5i5 h5i6", 1, 1 },
	/* King h6 may not step to h5. */
	{ "onslaught", "12/12/12/12/12/12/7k4/12/12/5E6/12/K11 b - - 0 1", "h6", 7,
	  "h6g5 h6g6 h6g7 h6h7 h6i5 h6i6 h6i7", 0, 1 },
	/* King j8 may step to j7: the alfilrider's second jump is no attack. */
	{ "onslaught", "12/12/12/12/9k2/12/12/12/12/5E6/12/K11 b - - 0 1", "j8", 8,
	  "j8i7 j8i8 j8i9 j8j7 j8j9 j8k7 j8k8 j8k9", 0, 1 },
	/* Champion f3 has no check power: the King on h5 is not in check. */
	{ "onslaught", "12/12/12/12/12/12/12/7k4/12/5H6/12/K11 b - - 0 1", "h5", 8,
	  "h5g4 h5g5 h5g6 h5h4 h5h6 h5i4 h5i5 h5i6", 0, 1 },
	/* And a King on h6 may step to h5. */
	{ "onslaught", "12/12/12/12/12/12/7k4/12/12/5H6/12/K11 b - - 0 1", "h6", 8,
	  "h6g5 h6g6 h6g7 h6h5 h6h7 h6i5 h6i6 h6i7", 0, 1 },

	/* Onslaught bent riders, White King l1, Black King a12. */
	/* Griffon f5: leap, then on along the leap's long axis: g7-g12 6,
	 * e7-e12 6, g3-g1 3, e3-e1 3, h6-l6 5, d6-a6 4, h4-l4 5, d4-a4 4. */
	{ "onslaught", "k11/12/12/12/12/12/12/5G6/12/12/12/11K w - - 0 1", "f5", 36,
	  "f5g7 f5g8 f5g9 f5g10 f5g11 f5g12 f5e7 f5e8 f5e9 f5e10 f5e11 f5e12 "
	  "f5g3 f5g2 f5g1 f5e3 f5e2 f5e1 f5h6 f5i6 f5j6 f5k6 f5l6 f5d6 f5c6 "
	  "f5b6 f5a6 f5h4 f5i4 f5j4 f5k4 f5l4 f5d4 f5c4 f5b4 f5a4", 0, 1 },
	/* Griffon f5 with its own Pawns on g7 (leap square: that way is shut),
	 * j6 (slide stops at i6) and e6 f6 g6 (next to it: no matter), Black
	 * Pawns on e10 (slide ends taking it) and d6 (taken on the leap
	 * square): 0 + 4 + 2 + 1 + 3 + 3 + 5 + 4. */
	{ "onslaught", "k11/12/4p7/12/12/6P5/3pPPP2P2/5G6/12/12/12/11K w - - 0 1", "f5", 22,
	  "f5e7 f5e8 f5e9 f5e10 f5h6 f5i6 f5d6 f5g3 f5g2 f5g1 f5e3 f5e2 f5e1 "
	  "f5h4 f5i4 f5j4 f5k4 f5l4 f5d4 f5c4 f5b4 f5a4", 0, 1 },
	/* Rhino f5: leap, then on diagonally outward: g7-l12 6, e7-a11 5,
	 * h6-l10 5, d6-a9 4, g3 h2 i1 3, e3 d2 c1 3, h4-k1 4, d4-a1 4. */
	{ "onslaught", "k11/12/12/12/12/12/12/5U6/12/12/12/11K w - - 0 1", "f5", 34,
	  "f5g7 f5h8 f5i9 f5j10 f5k11 f5l12 f5e7 f5d8 f5c9 f5b10 f5a11 f5h6 f5i7 "
	  "f5j8 f5k9 f5l10 f5d6 f5c7 f5b8 f5a9 f5g3 f5h2 f5i1 f5e3 f5d2 f5c1 "
	  "f5h4 f5i3 f5j2 f5k1 f5d4 f5c3 f5b2 f5a1", 0, 1 },
	/* Rhino f5 with its own Pawns on g7 (leap square), j8 (slide stops at
	 * i7) and e5 f6 g5 (next to it: no matter), Black Pawns on b10 (slide
	 * ends taking it) and d6 (taken on the leap square):
	 * 0 + 4 + 2 + 1 + 3 + 3 + 4 + 4. */
	{ "onslaught", "k11/12/1p10/12/9P2/6P5/3p1P6/4PUP5/12/12/12/11K w - - 0 1", "f5", 21,
	  "f5e7 f5d8 f5c9 f5b10 f5h6 f5i7 f5d6 f5g3 f5h2 f5i1 f5e3 f5d2 f5c1 "
	  "f5h4 f5i3 f5j2 f5k1 f5d4 f5c3 f5b2 f5a1", 0, 1 },

	/* Onslaught pawns slide to any empty square of their own half. */
	/* From c3 (start): c4, c5, c6; c7 is on the enemy half. */
	{ "onslaught", ONS(E, E, E, E, E, E, E, E, "2P9", E, "K11"), "c3", 3, "c3c4 c3c5 c3c6", 0, 1 },
	/* From c2: c3 to c6. */
	{ "onslaught", ONS(E, E, E, E, E, E, E, E, E, "2P9", "K11"), "c2", 4, "c2c3 c2c4 c2c5 c2c6", 0, 1 },
	/* From c4, having moved: c5, c6. */
	{ "onslaught", ONS(E, E, E, E, E, E, E, "2P9", E, E, "K11"), "c4", 2, "c4c5 c4c6", 0, 1 },
	/* From c6: one step onto the enemy half. */
	{ "onslaught", ONS(E, E, E, E, E, "2P9", E, E, E, E, "K11"), "c6", 1, "c6c7", 0, 1 },
	/* From c7, on the enemy half: one step. */
	{ "onslaught", ONS(E, E, E, E, "2P9", E, E, E, E, E, "K11"), "c7", 1, "c7c8", 0, 1 },
	/* From c2 with a Black Pawn on c5: c3, c4, and no capture ahead. */
	{ "onslaught", ONS(E, E, E, E, E, E, "2p9", E, E, "2P9", "K11"), "c2", 2, "c2c3 c2c4", 0, 1 },
	/* From c3 with Black Pawns on b4 and d4: c4-c6 and two captures. */
	{ "onslaught", ONS(E, E, E, E, E, E, E, "1p1p8", "2P9", E, "K11"), "c3", 5,
	  "c3c4 c3c5 c3c6 c3b4 c3d4", 0, 1 },
	/* From c11: promotion to Queen, Marshall, Archbishop, Griffon, Rhino. */
	{ "onslaught", ONS("2P9", E, E, E, E, E, E, E, E, E, "K11"), "c11", 5,
	  "c11c12q c11c12m c11c12a c11c12g c11c12u", 0, 1 },

	/* LancerChess: the royal Queen d1 steps c1 e1 c2 d2 e2 and castles
	 * to f1 and b1. */
	{ "lancerchess", "r2q3r/8/8/8/8/8/8/R2Q3R w KQkq - 0 1", "d1", 7,
	  "d1c1 d1e1 d1c2 d1d2 d1e2 d1f1 d1b1", 0, 1 },
	/* A Black Tower on e8 attacks e1 and e2: no castling across e1, no step
	 * to e1 or e2. */
	{ "lancerchess", "r2qr2r/8/8/8/8/8/8/R2Q3R w KQkq - 0 1", "d1", 4, "d1c1 d1c2 d1d2 d1b1", 0, 1 },
	/* King's Lancer e4 (the rule text's example): e5 e6 e3 e2 d4 c4 f4 g4;
	 * here e5 holds a Black Pawn (taken, and jumped to e6) and f4 its own
	 * Pawn (jumped to g4). */
	{ "lancerchess", "7q/8/8/4p3/4LP2/8/8/Q7 w - - 0 1", "e4", 7,
	  "e4e5 e4e6 e4e3 e4e2 e4d4 e4c4 e4g4", 0, 1 },
	/* Queen's Lancer e4: d5 c6 f5 g6 d3 c2 f3 g2; here f5 holds its own
	 * Pawn (jumped to g6) and c6 a Black Pawn (taken). */
	{ "lancerchess", "7q/8/2p5/5P2/4D3/8/8/Q7 w - - 0 1", "e4", 7,
	  "e4g6 e4d5 e4c6 e4d3 e4c2 e4f3 e4g2", 0, 1 },
	/* Promotion on a8, a light square like b1 where White's Queen's Lancer
	 * starts: King, Tower, Baron or Queen's Lancer. Mirrored: Black on a1,
	 * a dark square like b8 where Black's Queen's Lancer starts. */
	{ "lancerchess", "6q1/PP6/8/8/8/8/8/4Q3 w - - 0 1", "a7", 4, "a7a8k a7a8r a7a8b a7a8d", 0, 1 },
	/* Promotion on b8, dark like g1 (White's King's Lancer): the King's
	 * Lancer. Mirrored: Black on b1, light like g8. */
	{ "lancerchess", "6q1/PP6/8/8/8/8/8/4Q3 w - - 0 1", "b7", 4, "b7b8k b7b8r b7b8b b7b8l", 0, 1 },
	/* Clash: White (the orthodox army) promotes to King, Tower, Baron or
	 * Knight on either colour. */
	{ "clash", "6q1/PP6/8/8/8/8/8/4Q3 w - - 0 1", "a7", 4, "a7a8k a7a8r a7a8b a7a8n", 0, 0 },
	{ "clash", "6q1/PP6/8/8/8/8/8/4Q3 w - - 0 1", "b7", 4, "b7b8k b7b8r b7b8b b7b8n", 0, 0 },
	/* Black (the LancerChess army) promotes as in LancerChess: on a1
	 * (dark, like b8) the Queen's Lancer, on b1 (light, like g8) the King's. */
	{ "clash", "4q3/8/8/8/8/8/pp6/6Q1 b - - 0 1", "a2", 4, "a2a1k a2a1r a2a1b a2a1d", 0, 0 },
	{ "clash", "4q3/8/8/8/8/8/pp6/6Q1 b - - 0 1", "b2", 4, "b2b1k b2b1r b2b1b b2b1l", 0, 0 },

	/* King's Lancer's Tour: from a1 on the 3x3 board, b1 c1 a2 a3. */
	{ "kings-lancer-tour", NULL, "a1", 4, "a1b1 a1c1 a1a2 a1a3", 0, 0 },
};

#define NMOVE_ROWS ((int)(sizeof move_rows / sizeof move_rows[0]))

/* Checks one row as written, or with the colours mirrored. */
static void
check_move_row(const struct move_row *row, int mirrored)
{
	const variant *v = test_variant(row->variant);
	const char *base = row->fen ? row->fen : v->start;
	char fen[512], from[8], want[TEXT], got[TEXT], tmp[TEXT];
	position p;
	int n;

	snprintf(fen, sizeof fen, "%s", base);
	snprintf(from, sizeof from, "%s", row->from);
	if (mirrored) {
		mirror_fen(base, fen, sizeof fen);
		mirror_square(v, row->from, from);
	}
	test_position(&p, row->variant, fen);
	ck_assert_msg(mg_in_check(&p) == row->check, "%s %s: in check %d, expected %d", row->variant, fen,
		      mg_in_check(&p), row->check);
	n = legal_from(&p, from, 0, got, sizeof got);
	ck_assert_msg(n == row->count, "%s %s: %d moves from %s (%s), expected %d", row->variant, fen, n, from,
		      got, row->count);
	if (!row->moves)
		return;
	if (mirrored) {
		mirror_moves(v, row->moves, tmp, sizeof tmp);
		sort_words(tmp, want, sizeof want);
	} else {
		sort_words(row->moves, want, sizeof want);
	}
	ck_assert_msg(strcmp(got, want) == 0, "%s %s: moves from %s\n  are %s\n  expected %s", row->variant, fen,
		      from, got, want);
}

/* A counted position has the moves counted by hand, for both colours. */
START_TEST(test_move_row)
{
	check_move_row(&move_rows[_i], 0);
	if (move_rows[_i].mirror)
		check_move_row(&move_rows[_i], 1);
}
END_TEST

/* The coordinates of move text seen from White (mirrored = 0) or with the
 * board turned over (mirrored = 1). */
static const char *
side_text(const variant *v, const char *text, int mirrored, char *buf, size_t size)
{
	if (!mirrored)
		return text;
	mirror_moves(v, text, buf, size);
	return buf;
}

/* Onslaught: a pawn sliding from c3 to c6 leaves c4 and c5 as e.p.
 * squares; a pawn on b5 may take on c4 and one on d6 on c5, removing the
 * pawn on c6, on the next move only. _i = 1 plays it with the colours
 * mirrored (c10 to c7 leaves c9 and c8). */
START_TEST(test_onslaught_ep)
{
	static const char *start = "10k1/12/12/12/12/12/3p8/1p10/12/2P9/12/K11 w - - 0 1";
	static const char *second = "10k1/12/12/12/12/12/12/12/12/12/2P9/K11 w - - 0 1";
	static const char *captures[2] = { "b5c4", "d6c5" };
	const variant *v = test_variant("onslaught");
	int mirrored = _i, slider = mirrored ? BLACK : WHITE, sq, i, to;
	char fen[512], text[64], field[64], want[64];
	pos_undo u1, u2, u3, u4;
	position p;
	move m;

	snprintf(fen, sizeof fen, "%s", start);
	if (mirrored)
		mirror_fen(start, fen, sizeof fen);
	test_position(&p, "onslaught", fen);
	play(&p, side_text(v, "c3c6", mirrored, text, sizeof text), &u1);
	fen_field(&p, 3, field, sizeof field);
	ck_assert_str_eq(field, mirrored ? "c9c8" : "c4c5");
	ck_assert_int_eq(brd_parse_square(&v->geo, mirrored ? "c7" : "c6", &sq), 2);

	/* Each passed square can be taken on, and the slider disappears. */
	for (i = 0; i < 2; i++) {
		m = coord_parse(&p, side_text(v, captures[i], mirrored, text, sizeof text));
		ck_assert_msg(m != MV_NONE, "%s is not legal", text);
		ck_assert(m & MV_EP);
		to = MV_TO(m);
		pos_make(&p, m, &u2);
		ck_assert_int_eq(pos_letter(&p, sq), '.');
		ck_assert_int_eq(pos_letter(&p, to), mirrored ? 'P' : 'p');
		ck_assert_int_eq(p.count[slider], 1); /* the King alone */
		pos_unmake(&p, &u2);
		ck_assert_int_eq(pos_letter(&p, sq), mirrored ? 'p' : 'P');
	}

	/* After a move of each side the e.p. squares are gone. */
	play(&p, side_text(v, "k12k11", mirrored, text, sizeof text), &u3);
	play(&p, side_text(v, "a1a2", mirrored, text, sizeof text), &u4);
	fen_field(&p, 3, field, sizeof field);
	ck_assert_str_eq(field, "-");
	for (i = 0; i < 2; i++)
		ck_assert(coord_parse(&p, side_text(v, captures[i], mirrored, text, sizeof text)) == MV_NONE);

	/* A slide from the second rank passes three squares, a step none. */
	snprintf(fen, sizeof fen, "%s", second);
	if (mirrored)
		mirror_fen(second, fen, sizeof fen);
	test_position(&p, "onslaught", fen);
	play(&p, side_text(v, "c2c6", mirrored, text, sizeof text), &u1);
	fen_field(&p, 3, field, sizeof field);
	snprintf(want, sizeof want, "%s", mirrored ? "c10c9c8" : "c3c4c5");
	ck_assert_str_eq(field, want);
	pos_unmake(&p, &u1);
	play(&p, side_text(v, "c2c3", mirrored, text, sizeof text), &u1);
	fen_field(&p, 3, field, sizeof field);
	ck_assert_str_eq(field, "-");
}
END_TEST

/* One castling position: the castling moves the side to move has. */
struct castle_row {
	const char *variant;
	const char *fen;
	const char *castles; /* sorted, or "" for none */
};

/* Onslaught: White King f1 castles to b1 (passing e1 d1 c1, Rook a1 to c1)
 * and to j1 (passing g1 h1 i1, Rook l1 to i1); Black's King g12 to c12
 * (passing f12 e12 d12) and to k12 (passing h12 i12 j12). A Black Rook on
 * rank 8 attacks the square of its file on rank 1. */
#define ONS_CASTLE(r8, r4, r1, side) "r5k4r/12/12/12/" r8 "/12/12/12/" r4 "/12/12/" r1 " " side " KQkq - 0 1"

static const struct castle_row castle_rows[] = {
	{ "onslaught", ONS_CASTLE("12", "12", "R4K5R", "w"), "f1b1 f1j1" },
	{ "onslaught", ONS_CASTLE("12", "12", "R4K5R", "b"), "g12c12 g12k12" },
	/* The King in check (Rook f8): neither. */
	{ "onslaught", ONS_CASTLE("5r6", "12", "R4K5R", "w"), "" },
	/* d1 attacked: the King would pass it toward b1. */
	{ "onslaught", ONS_CASTLE("3r8", "12", "R4K5R", "w"), "f1j1" },
	/* b1 attacked: the King would land there. */
	{ "onslaught", ONS_CASTLE("1r10", "12", "R4K5R", "w"), "f1j1" },
	/* h1 attacked: passed toward j1. */
	{ "onslaught", ONS_CASTLE("7r4", "12", "R4K5R", "w"), "f1b1" },
	/* j1 attacked: landed on. */
	{ "onslaught", ONS_CASTLE("9r2", "12", "R4K5R", "w"), "f1b1" },
	/* k1 attacked: the King does not cross it, so both are allowed. */
	{ "onslaught", ONS_CASTLE("10r1", "12", "R4K5R", "w"), "f1b1 f1j1" },
	/* a1 attacked: only the Rook stands there, both allowed. */
	{ "onslaught", ONS_CASTLE("r11", "12", "R4K5R", "w"), "f1b1 f1j1" },
	/* A Bishop on k1, between King and Rook: not toward l1. */
	{ "onslaught", ONS_CASTLE("12", "12", "R4K4BR", "w"), "f1b1" },
	/* A Bishop on c1: not toward a1. */
	{ "onslaught", ONS_CASTLE("12", "12", "R1B2K5R", "w"), "f1j1" },
	/* Black: a White Rook on h4 attacks h12, passed toward k12. */
	{ "onslaught", ONS_CASTLE("12", "7R4", "R4K5R", "b"), "g12c12" },
	/* A White Rook on c4 attacks c12, landed on toward a12. */
	{ "onslaught", ONS_CASTLE("12", "2R9", "R4K5R", "b"), "g12k12" },
	/* A White Rook on b4 attacks b12, which the King does not cross. */
	{ "onslaught", ONS_CASTLE("12", "1R10", "R4K5R", "b"), "g12c12 g12k12" },
	/* LancerChess: the royal Queen d1 goes two squares toward each Tower. */
	{ "lancerchess", "r2q3r/8/8/8/8/8/8/R2Q3R w KQkq - 0 1", "d1b1 d1f1" },
	{ "lancerchess", "r2q3r/8/8/8/8/8/8/R2Q3R b KQkq - 0 1", "d8b8 d8f8" },
	/* A Black Tower on e8 attacks e1, passed toward f1. */
	{ "lancerchess", "r2qr2r/8/8/8/8/8/8/R2Q3R w KQkq - 0 1", "d1b1" },
	/* A Black Tower on c8 attacks c1, passed toward b1. */
	{ "lancerchess", "r1rq3r/8/8/8/8/8/8/R2Q3R w KQkq - 0 1", "d1f1" },
};

#define NCASTLE_ROWS ((int)(sizeof castle_rows / sizeof castle_rows[0]))

/* The castling moves of a position are those the rules allow. */
START_TEST(test_castle_row)
{
	const struct castle_row *row = &castle_rows[_i];
	char got[TEXT];
	position p;

	test_position(&p, row->variant, row->fen);
	legal_from(&p, NULL, MV_CASTLE, got, sizeof got);
	ck_assert_msg(strcmp(got, row->castles) == 0, "%s %s: castling %s, expected %s", row->variant, row->fen,
		      got, row->castles);
}
END_TEST

/* Castling moves the royal piece and its partner to the right squares,
 * clears the mover's rights, and unmakes cleanly. */
START_TEST(test_castle_result)
{
	static const struct {
		const char *variant, *fen, *move, *after;
	} rows[] = {
		{ "onslaught", ONS_CASTLE("12", "12", "R4K5R", "w"), "f1b1",
		  "r5k4r/12/12/12/12/12/12/12/12/12/12/1KR8R b kq - 1 1" },
		{ "onslaught", ONS_CASTLE("12", "12", "R4K5R", "w"), "f1j1",
		  "r5k4r/12/12/12/12/12/12/12/12/12/12/R7RK2 b kq - 1 1" },
		{ "onslaught", ONS_CASTLE("12", "12", "R4K5R", "b"), "g12c12",
		  "2kr7r/12/12/12/12/12/12/12/12/12/12/R4K5R w KQ - 1 2" },
		{ "onslaught", ONS_CASTLE("12", "12", "R4K5R", "b"), "g12k12",
		  "r8rk1/12/12/12/12/12/12/12/12/12/12/R4K5R w KQ - 1 2" },
		{ "lancerchess", "r2q3r/8/8/8/8/8/8/R2Q3R w KQkq - 0 1", "d1f1", "r2q3r/8/8/8/8/8/8/R3RQ2 b kq - 1 1" },
		{ "lancerchess", "r2q3r/8/8/8/8/8/8/R2Q3R w KQkq - 0 1", "d1b1", "r2q3r/8/8/8/8/8/8/1QR4R b kq - 1 1" },
	};
	char before[512], after[512];
	position p;
	pos_undo u;
	uint64_t hash;
	move m;

	test_position(&p, rows[_i].variant, rows[_i].fen);
	pos_to_fen(&p, before, sizeof before);
	hash = p.hash;
	m = play(&p, rows[_i].move, &u);
	ck_assert(m & MV_CASTLE);
	pos_to_fen(&p, after, sizeof after);
	ck_assert_str_eq(after, rows[_i].after);
	ck_assert(pos_verify(&p));
	pos_unmake(&p, &u);
	pos_to_fen(&p, after, sizeof after);
	ck_assert_str_eq(after, before);
	ck_assert(p.hash == hash);
}
END_TEST

/* Plays a list of coordinate moves. */
static void
play_all(position *p, const char *const *moves)
{
	pos_undo u;

	for (; *moves; moves++)
		play(p, *moves, &u);
}

/* A King or Rook that has moved and come back has lost its castling. */
START_TEST(test_castle_rights_lost)
{
	static const char *const king_moved[] = { "f1f2", "l12l11", "f2f1", "l11l12", NULL };
	static const char *const rook_moved[] = { "a1a2", "a12a11", "a2a1", "a11a12", NULL };
	static const char *const wait_l1[] = { "l1l2", NULL };
	static const char *const wait_a1[] = { "a1a2", NULL };
	char got[TEXT], field[16];
	position p;

	/* The White King went f1-f2-f1, Black's l12 Rook went away and back:
	 * White has no castling left, Black only toward a12. */
	test_position(&p, "onslaught", ONS_CASTLE("12", "12", "R4K5R", "w"));
	play_all(&p, king_moved);
	fen_field(&p, 2, field, sizeof field);
	ck_assert_str_eq(field, "q");
	legal_from(&p, NULL, MV_CASTLE, got, sizeof got);
	ck_assert_str_eq(got, "");
	play_all(&p, wait_a1);
	legal_from(&p, NULL, MV_CASTLE, got, sizeof got);
	ck_assert_str_eq(got, "g12c12");

	/* Both a-file Rooks went away and back: only the l-side is left. */
	test_position(&p, "onslaught", ONS_CASTLE("12", "12", "R4K5R", "w"));
	play_all(&p, rook_moved);
	fen_field(&p, 2, field, sizeof field);
	ck_assert_str_eq(field, "Kk");
	legal_from(&p, NULL, MV_CASTLE, got, sizeof got);
	ck_assert_str_eq(got, "f1j1");
	play_all(&p, wait_l1);
	legal_from(&p, NULL, MV_CASTLE, got, sizeof got);
	ck_assert_str_eq(got, "g12k12");
}
END_TEST

/* The rule values the game layer reads: Complete Chess scores stalemate
 * as a loss and has no fifty-move rule; Onslaught and chess keep both
 * orthodox rules; the Tour is a puzzle without royal pieces. */
START_TEST(test_rule_data)
{
	const variant *cc = test_variant("complete"), *on = test_variant("onslaught");
	const variant *ch = test_variant("chess"), *lc = test_variant("lancerchess");
	const variant *tour = test_variant("kings-lancer-tour");
	int queen = var_type_of_letter(lc, 'Q');

	ck_assert_int_eq(cc->stalemate, VAR_STALEMATE_LOSS);
	ck_assert_int_eq(cc->fifty, 0);
	ck_assert_int_eq(cc->castle_type, -1);
	ck_assert_int_eq(cc->repetition, 3);
	ck_assert_int_eq(on->stalemate, VAR_STALEMATE_DRAW);
	ck_assert_int_eq(on->fifty, 100);
	ck_assert_int_eq(on->repetition, 3);
	ck_assert_int_eq(on->castle_distance, 4);
	ck_assert_int_eq(ch->stalemate, VAR_STALEMATE_DRAW);
	ck_assert_int_eq(ch->fifty, 100);
	ck_assert_int_eq(ch->repetition, 3);
	ck_assert_int_eq(ch->castle_distance, 2);
	ck_assert_int_ge(queen, 0);
	ck_assert_uint_eq(lc->royal_types, 1u << queen);
	ck_assert_int_eq(lc->castle_type, queen);
	ck_assert_str_eq(tour->puzzle, "tour");
	ck_assert_int_eq(tour->geo.files, 3);
	ck_assert_int_eq(tour->geo.ranks, 3);
	ck_assert_uint_eq(tour->royal_types, 0);
}
END_TEST

/* A Complete Chess stalemate: the White King a1 against a Black Queen on
 * c2 has no move (a2 b1 b2 covered) and is not in check. */
START_TEST(test_complete_stalemate)
{
	position p;
	move_list list;

	test_position(&p, "complete", "11k/12/12/12/12/12/12/12/12/12/2q9/K11 w - - 0 1");
	mg_legal(&p, &list);
	ck_assert_int_eq(list.count, 0);
	ck_assert(!mg_in_check(&p));
}
END_TEST

/* The special-rules suite. */
Suite *
special_suite(void)
{
	Suite *s = suite_create("special");
	TCase *tc = tcase_create("moves");

	tcase_add_loop_test(tc, test_move_row, 0, NMOVE_ROWS);
	tcase_add_loop_test(tc, test_onslaught_ep, 0, 2);
	suite_add_tcase(s, tc);
	tc = tcase_create("castling");
	tcase_add_loop_test(tc, test_castle_row, 0, NCASTLE_ROWS);
	tcase_add_loop_test(tc, test_castle_result, 0, 6);
	tcase_add_test(tc, test_castle_rights_lost);
	suite_add_tcase(s, tc);
	tc = tcase_create("rules");
	tcase_add_test(tc, test_rule_data);
	tcase_add_test(tc, test_complete_stalemate);
	suite_add_tcase(s, tc);
	return s;
}
