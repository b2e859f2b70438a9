/* board.c - board geometry. */
#include "board.h"

#include <ctype.h>
#include <stdio.h>

/* Whether sq is a real square of the board g. */
int
brd_on_board(const brd_geometry *g, int sq)
{
	int f, r;

	if (sq < 0 || sq >= BRD_SIZE)
		return 0;
	f = BRD_FILE(sq);
	r = BRD_RANK(sq);
	return f >= 0 && f < g->files && r >= 0 && r < g->ranks;
}

/* The colour of a square: a1 is dark, and colours alternate. */
int
brd_colour(int sq)
{
	return (BRD_FILE(sq) + BRD_RANK(sq)) & 1;
}

/* The square seen from the other side of the board. */
int
brd_mirror(const brd_geometry *g, int sq)
{
	return BRD_SQ(BRD_FILE(sq), g->ranks - 1 - BRD_RANK(sq));
}

/* Parses a square name: one file letter, then a rank of one or two digits. */
int
brd_parse_square(const brd_geometry *g, const char *s, int *sq)
{
	int f, r, n;

	if (s[0] < 'a' || s[0] > 'p' || !isdigit((unsigned char)s[1]))
		return 0;
	f = s[0] - 'a';
	r = s[1] - '0';
	n = 2;
	if (isdigit((unsigned char)s[2])) {
		r = r * 10 + (s[2] - '0');
		n = 3;
	}
	if (r < 1 || f >= g->files || r > g->ranks)
		return 0;
	*sq = BRD_SQ(f, r - 1);
	return n;
}

/* Writes the name of a square, such as "b10". */
int
brd_square_name(int sq, char *buf)
{
	return sprintf(buf, "%c%d", 'a' + BRD_FILE(sq), BRD_RANK(sq) + 1);
}
