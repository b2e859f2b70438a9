/* fen.c - positions from and to FEN, with the extensions of leaper's FEN:
 * empty runs of two digits, and an en-passant field listing every square a
 * pawn passed over. Errors name the field that is wrong. */
#include "position.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"

#define MAX_FIELD 512

/* Writes a message to msg and returns status. */
static pos_status
fen_fail(char *msg, size_t size, pos_status st, const char *fmt, ...)
{
	va_list ap;

	if (msg && size) {
		va_start(ap, fmt);
		vsnprintf(msg, size, fmt, ap);
		va_end(ap);
	}
	return st;
}

/* Splits s into at most max blank-separated fields; returns their number,
 * or -1 when a field is too long. */
static int
split(const char *s, char fields[][MAX_FIELD], int max)
{
	int n = 0;

	for (;;) {
		size_t len = 0;
		while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
			s++;
		if (!*s)
			return n;
		if (n == max)
			return max + 1;
		while (*s && *s != ' ' && *s != '\t' && *s != '\n' && *s != '\r') {
			if (len + 1 >= MAX_FIELD)
				return -1;
			fields[n][len++] = *s++;
		}
		fields[n++][len] = '\0';
	}
}

/* Reads the piece placement field. */
static pos_status
read_board(position *p, const char *s, char *msg, size_t size)
{
	const variant *v = p->v;
	int r = v->geo.ranks - 1, f = 0;

	for (; *s; s++) {
		if (*s == '/') {
			if (f != v->geo.files)
				return fen_fail(msg, size, POS_ERR_BOARD,
						"board field: rank %d has %d squares, not %d", r + 1, f, v->geo.files);
			if (--r < 0)
				return fen_fail(msg, size, POS_ERR_BOARD,
						"board field: more than %d ranks", v->geo.ranks);
			f = 0;
		} else if (isdigit((unsigned char)*s)) {
			int n = 0;
			if (*s == '0')
				return fen_fail(msg, size, POS_ERR_BOARD, "board field: an empty run cannot start with 0");
			while (isdigit((unsigned char)*s) && n <= BRD_MAX_FILES)
				n = n * 10 + (*s++ - '0');
			s--;
			if (f + n > v->geo.files)
				return fen_fail(msg, size, POS_ERR_BOARD,
						"board field: rank %d is longer than %d squares", r + 1, v->geo.files);
			f += n;
		} else {
			int t = var_type_of_letter(v, *s);
			if (t < 0 || !isalpha((unsigned char)*s))
				return fen_fail(msg, size, POS_ERR_BOARD,
						"board field: '%c' is not a piece of %s", *s, v->name);
			if (f >= v->geo.files)
				return fen_fail(msg, size, POS_ERR_BOARD,
						"board field: rank %d is longer than %d squares", r + 1, v->geo.files);
			pos_setup_put(p, BRD_SQ(f, r), POS_CODE(islower((unsigned char)*s) ? BLACK : WHITE, t));
			f++;
		}
	}
	if (r != 0 || f != v->geo.files)
		return fen_fail(msg, size, POS_ERR_BOARD,
				"board field: expected %d ranks of %d squares", v->geo.ranks, v->geo.files);
	return POS_OK;
}

/* Finds the castling partner for one right: the outermost partner piece on
 * the royal piece's rank on that side. */
static int
find_partner(const position *p, int colour, int royal_sq, int dir)
{
	int sq, found = 0;

	for (sq = royal_sq + dir; p->board[sq] != POS_OFF; sq += dir) {
		uint8_t code = p->board[sq];
		if (code && POS_COLOUR(code) == colour && ((p->v->castle_partners >> POS_TYPE(code)) & 1))
			found = sq;
	}
	return found;
}

/* Whether the variant's start position is known yet: var_compile reads
 * the start FEN once before it fills start_code, and again after. */
static int
start_known(const variant *v)
{
	int sq;

	for (sq = 0; sq < BRD_SIZE; sq++)
		if (v->start_code[sq])
			return 1;
	return 0;
}

/* The square where the start position has colour's castling piece, or 0. */
static int
start_royal(const variant *v, int colour)
{
	int sq;

	for (sq = 0; sq < BRD_SIZE; sq++)
		if (v->start_code[sq] == POS_CODE(colour, v->castle_type))
			return sq;
	return 0;
}

/* The square of the start position's partner for one right: the outermost
 * partner piece on that side of the royal's start square, or 0. */
static int
start_partner(const variant *v, int colour, int royal_sq, int dir)
{
	int sq, found = 0;

	for (sq = royal_sq + dir; brd_on_board(&v->geo, sq); sq += dir) {
		uint8_t code = v->start_code[sq];
		if (code && POS_COLOUR(code) == colour && ((v->castle_partners >> POS_TYPE(code)) & 1))
			found = sq;
	}
	return found;
}

/* Checks that the royal piece and the partner of the right written c
 * stand unmoved on their start squares, as a right needs; sets *royal and
 * *partner to those squares. */
static pos_status
check_unmoved(const position *p, char c, int colour, int dir, int *royal, int *partner, char *msg,
	      size_t size)
{
	const variant *v = p->v;
	int rs = start_royal(v, colour), ps = rs ? start_partner(v, colour, rs, dir) : 0;
	char rname[8], pname[8];

	if (!ps)
		return fen_fail(msg, size, POS_ERR_CASTLING,
				"castling field: '%c' but the start position of %s has no %s piece to castle with "
				"on the %s side", c, v->name, v->side_names[colour],
				dir > 0 ? "higher-file" : "lower-file");
	if (p->board[rs] != v->start_code[rs] || p->board[ps] != v->start_code[ps]) {
		brd_square_name(rs, rname);
		brd_square_name(ps, pname);
		return fen_fail(msg, size, POS_ERR_CASTLING,
				"castling field: '%c' needs the %s on %s and the %s on %s, unmoved", c,
				v->pieces[v->castle_type].name, rname, v->pieces[POS_TYPE(v->start_code[ps])].name,
				pname);
	}
	*royal = rs;
	*partner = ps;
	return POS_OK;
}

/* Checks a right of the fixed-file rule, where the start differs from
 * game to game: the royal piece must stand on the rank where the
 * variant's start has it (the partner is on the same rank). */
static pos_status
check_home_rank(const position *p, char c, int colour, int royal, char *msg, size_t size)
{
	const variant *v = p->v;
	int rs = start_royal(v, colour);

	if (rs && BRD_RANK(rs) != BRD_RANK(royal))
		return fen_fail(msg, size, POS_ERR_CASTLING,
				"castling field: '%c' needs the %s on rank %d", c, v->pieces[v->castle_type].name,
				BRD_RANK(rs) + 1);
	return POS_OK;
}

/* Finds the partner named by the file letter c (Shredder-FEN "HAha", or
 * X-FEN's letter for a partner that is not the outermost) for the royal
 * piece on royal; sets *dir to the side it is on. Returns its square, or
 * 0 with msg written. */
static int
file_partner(const position *p, char c, int colour, int royal, int *dir, char *msg, size_t size)
{
	const variant *v = p->v;
	int file = tolower((unsigned char)c) - 'a', sq = BRD_SQ(file, BRD_RANK(royal));
	uint8_t code = p->board[sq];

	*dir = file > BRD_FILE(royal) ? 1 : -1;
	if (file == BRD_FILE(royal) || !code || POS_COLOUR(code) != colour ||
	    !((v->castle_partners >> POS_TYPE(code)) & 1)) {
		char name[8];
		brd_square_name(sq, name);
		fen_fail(msg, size, POS_ERR_CASTLING, "castling field: '%c' but there is no %s piece to castle with on %s",
			 c, v->side_names[colour], name);
		return 0;
	}
	if (v->castle_distance && sq != find_partner(p, colour, royal, *dir)) {
		fen_fail(msg, size, POS_ERR_CASTLING,
			 "castling field: '%c': in %s the %s castles with the outermost piece on that side", c,
			 v->name, v->pieces[v->castle_type].name);
		return 0;
	}
	return sq;
}

/* Reads the castling field: K Q k q (the outermost partner on that side),
 * or the partner's file (A-P for the first side, a-p for the other), so
 * that both X-FEN and Shredder-FEN read. A right is refused, not dropped,
 * when its pieces are not on their start squares: the field claims what
 * the position cannot have, and saying so beats playing on with other
 * rights than the writer meant. On boards of 11 files or more, K and k
 * are the rights, never the k-file. */
static pos_status
read_castling(position *p, const char *s, char *msg, size_t size)
{
	const variant *v = p->v;
	int known = start_known(v);

	if (!strcmp(s, "-"))
		return POS_OK;
	for (; *s; s++) {
		int colour, right, dir, royal = 0, partner, i, dest;
		pos_status st;
		char up = (char)toupper((unsigned char)*s);
		int by_file = up != 'K' && up != 'Q';
		if (by_file && (up < 'A' || up >= 'A' + v->geo.files))
			return fen_fail(msg, size, POS_ERR_CASTLING,
					"castling field: '%c' is not one of K Q k q, a file letter or -", *s);
		if (v->castle_type < 0)
			return fen_fail(msg, size, POS_ERR_CASTLING,
					"castling field: %s has no castling", v->name);
		colour = isupper((unsigned char)*s) ? WHITE : BLACK;
		for (i = 0; i < p->count[colour]; i++) {
			int sq = p->list[colour][i];
			if (POS_TYPE(p->board[sq]) == v->castle_type)
				royal = sq;
		}
		if (!royal)
			return fen_fail(msg, size, POS_ERR_CASTLING,
					"castling field: '%c' but %s has no %s", *s, v->side_names[colour],
					v->pieces[v->castle_type].name);
		if (by_file) {
			if (!(partner = file_partner(p, *s, colour, royal, &dir, msg, size)))
				return POS_ERR_CASTLING;
		} else {
			dir = up == 'K' ? 1 : -1;
			partner = find_partner(p, colour, royal, dir);
		}
		right = colour * 2 + (dir > 0 ? 0 : 1);
		if ((p->castling >> right) & 1)
			return fen_fail(msg, size, POS_ERR_CASTLING, "castling field: '%c' given twice", *s);
		if (!partner)
			return fen_fail(msg, size, POS_ERR_CASTLING,
					"castling field: '%c' but no piece to castle with on the %s side of the %s",
					*s, dir > 0 ? "higher-file" : "lower-file", v->pieces[v->castle_type].name);
		if (known && v->castle_distance &&
		    (st = check_unmoved(p, *s, colour, dir, &royal, &partner, msg, size)) != POS_OK)
			return st;
		if (known && !v->castle_distance && (st = check_home_rank(p, *s, colour, royal, msg, size)) != POS_OK)
			return st;
		if (p->castle_royal[colour] && p->castle_royal[colour] != royal)
			return fen_fail(msg, size, POS_ERR_CASTLING, "castling field: two castling pieces");
		p->castle_royal[colour] = royal;
		p->castle_rook[right] = partner;
		dest = royal + dir * v->castle_distance;
		if (v->castle_distance &&
		    (p->board[dest] == POS_OFF || (dir > 0 ? dest > p->castle_rook[right] : dest < p->castle_rook[right])))
			return fen_fail(msg, size, POS_ERR_CASTLING,
					"castling field: '%c': the %s cannot move %d squares toward its partner", *s,
					v->pieces[v->castle_type].name, v->castle_distance);
		p->castling |= 1 << right;
	}
	return POS_OK;
}

/* The pawn types of colour whose non-captures include a move of two or
 * more squares in a straight line, the moves that leave e.p. targets
 * (pos_make); 0 in a variant without en passant, such as Complete Chess. */
static uint32_t
ep_movers(const variant *v, int colour)
{
	uint32_t types = 0;
	int t, j, k;

	for (t = 0; t < v->ntypes; t++) {
		const var_ray *r = &v->rays[colour][v->ray_first[colour][t]];
		if (!((v->pawn_types >> t) & 1))
			continue;
		for (j = 0; j < v->ray_count[colour][t]; j++, r++)
			for (k = 1; k <= r->reach && k < VAR_MAX_DIST; k++) {
				int d = r->first + (k - 1) * r->next;
				int dr = (d + BRD_STRIDE * BRD_STRIDE + BRD_STRIDE / 2) / BRD_STRIDE - BRD_STRIDE;
				int df = d - dr * BRD_STRIDE, adf = abs(df), adr = abs(dr);
				if (r->quiet[k] && (df == 0 || dr == 0 || adf == adr) && (adf >= 2 || adr >= 2))
					types |= 1u << t;
			}
	}
	return types;
}

/* Whether sq holds a pawn of colour them of one of the types movers. */
static int
ep_pawn_at(const position *p, int sq, int them, uint32_t movers)
{
	int c = p->board[sq];

	return c != POS_OFF && c && POS_COLOUR(c) == them && ((movers >> POS_TYPE(c)) & 1);
}

/* Whether every target lies on one straight line behind victim (along a
 * file or one diagonal), seen from the side whose forward step is fwd. */
static int
ep_in_line(const position *p, int victim, int fwd)
{
	int i, side = 2;

	for (i = 0; i < p->ep_count; i++) {
		int df = BRD_FILE(victim) - BRD_FILE(p->ep_sq[i]);
		int dr = BRD_RANK(victim) - BRD_RANK(p->ep_sq[i]);
		int sx = (df > 0) - (df < 0);
		if (dr * fwd <= 0 || (df && abs(df) != abs(dr)) || (side != 2 && sx != side))
			return 0;
		side = sx;
	}
	return 1;
}

/* The square just beyond the farthest square passed over, seen from the
 * side that passed: where the reader looks for the pawn not named. */
static int
ep_beyond(const position *p)
{
	int them = !p->side, fwd = them == WHITE ? 1 : -1, far = p->ep_sq[0], i;

	for (i = 1; i < p->ep_count; i++)
		if (fwd > 0 ? p->ep_sq[i] > far : p->ep_sq[i] < far)
			far = p->ep_sq[i];
	return far + fwd * BRD_STRIDE;
}

/* Reads the en-passant field: '-' or the squares passed over. A pawn that
 * passed diagonally (a Berolina pawn) may be named by its own square among
 * them, as Fairy-Stockfish writes it; without it, the pawn just beyond the
 * farthest square, straight ahead or (when that is no pawn) on the one
 * diagonal that holds one, is taken. */
static pos_status
read_ep(position *p, const char *s, char *msg, size_t size)
{
	int them = !p->side, fwd = them == WHITE ? 1 : -1;
	int i, far = 0, sq, n, victim = 0;
	uint32_t movers;
	char name[8];

	if (!strcmp(s, "-"))
		return POS_OK;
	movers = ep_movers(p->v, them);
	if (!movers && !ep_movers(p->v, !them))
		return fen_fail(msg, size, POS_ERR_EP,
				"en-passant field: \"%s\" but %s has no en passant (no pawn moves two squares "
				"at once); write -", s, p->v->name);
	while (*s) {
		n = brd_parse_square(&p->v->geo, s, &sq);
		if (!n)
			return fen_fail(msg, size, POS_ERR_EP,
					"en-passant field: \"%s\" is not a list of squares of the board", s);
		if (p->board[sq]) {
			if (victim || !ep_pawn_at(p, sq, them, movers))
				return fen_fail(msg, size, POS_ERR_EP, "en-passant field: %.*s is not empty", n, s);
			victim = sq;
			s += n;
			continue;
		}
		for (i = 0; i < p->ep_count; i++)
			if (p->ep_sq[i] == sq)
				return fen_fail(msg, size, POS_ERR_EP, "en-passant field: %.*s given twice", n, s);
		if (p->ep_count >= POS_MAX_EP)
			return fen_fail(msg, size, POS_ERR_EP, "en-passant field: too many squares");
		if (!victim && p->ep_count && BRD_FILE(sq) != BRD_FILE(p->ep_sq[0]))
			return fen_fail(msg, size, POS_ERR_EP, "en-passant field: the squares are on different files");
		p->ep_sq[p->ep_count++] = sq;
		if (!far || (fwd > 0 ? sq > far : sq < far))
			far = sq;
		s += n;
	}
	if (!p->ep_count) {
		brd_square_name(victim, name);
		return fen_fail(msg, size, POS_ERR_EP, "en-passant field: %s is not empty", name);
	}
	brd_square_name(far, name);
	if (victim) {
		if (!ep_in_line(p, victim, fwd))
			return fen_fail(msg, size, POS_ERR_EP,
					"en-passant field: the pawn named is not on a line beyond %s", name);
		p->ep_victim = victim;
		return POS_OK;
	}
	victim = far + fwd * BRD_STRIDE;
	if (!ep_pawn_at(p, victim, them, movers) && p->ep_count == 1) {
		int left = ep_pawn_at(p, victim - 1, them, movers), right = ep_pawn_at(p, victim + 1, them, movers);
		if (left && right)
			return fen_fail(msg, size, POS_ERR_EP,
					"en-passant field: two %s pawns may have passed over %s; add the square of the one that did",
					p->v->side_names[them], name);
		victim += left ? -1 : right ? 1 : 0;
	}
	if (!ep_pawn_at(p, victim, them, movers))
		return fen_fail(msg, size, POS_ERR_EP,
				"en-passant field: no %s pawn just passed over %s", p->v->side_names[them], name);
	p->ep_victim = victim;
	return POS_OK;
}

/* Reads a non-negative number field. */
static int
read_number(const char *s, int *out, int max)
{
	char *end;
	long n = strtol(s, &end, 10);

	if (end == s || *end || n < 0 || n > max || !isdigit((unsigned char)*s))
		return -1;
	*out = (int)n;
	return 0;
}

/* Refuses a position where a side has more than half the room of a move
 * list (MG_MAX_MOVES) in pseudo-legal moves, so that the moves of the
 * positions played from it fit: only set-ups crowded with riders on a big
 * board come near (a full 16x16 board of queens could reach thousands). */
static pos_status
check_room(position *p, char *msg, size_t size)
{
	move_list list;
	int side = p->side, c;

	for (c = 0; c < 2; c++) {
		p->side = c;
		list.count = 0;
		mg_pseudo(p, &list);
		if (list.count > MG_MAX_MOVES / 2) {
			p->side = side;
			return fen_fail(msg, size, POS_ERR_BOARD,
					"board field: %s has %s%d possible moves; leaper handles at most %d",
					p->v->side_names[c], list.count >= MG_MAX_MOVES ? "at least " : "",
					list.count, MG_MAX_MOVES / 2);
		}
	}
	p->side = side;
	return POS_OK;
}

/* Checks what no legal game can reach: missing royals, a pawn on its
 * promotion squares, the side not to move in check. */
static pos_status
check_sanity(position *p, char *msg, size_t size)
{
	const variant *v = p->v;
	int c, i;

	for (c = 0; c < 2; c++) {
		int royals = 0;
		for (i = 0; i < p->count[c]; i++) {
			int sq = p->list[c][i], t = POS_TYPE(p->board[sq]);
			if ((v->royal_types >> t) & 1)
				royals++;
			if (((v->pawn_types >> t) & 1) && v->promo_zone[c][sq] && v->npromo[c]) {
				char name[8];
				brd_square_name(sq, name);
				return fen_fail(msg, size, POS_ERR_ILLEGAL,
						"board field: a %s %s stands on %s, where it must have promoted",
						v->side_names[c], v->pieces[t].name, name);
			}
		}
		if (v->royal_types && royals == 0)
			return fen_fail(msg, size, POS_ERR_ILLEGAL, "board field: %s has no royal piece",
					v->side_names[c]);
		if (royals > 4)
			return fen_fail(msg, size, POS_ERR_ILLEGAL, "board field: %s has more than 4 royal pieces",
					v->side_names[c]);
	}
	for (i = 0; i < p->nroyal[!p->side]; i++)
		if (mg_attacked(p, p->royal[!p->side][i], p->side))
			return fen_fail(msg, size, POS_ERR_ILLEGAL,
					"side field: %s is to move but %s's royal piece is already attacked",
					v->side_names[p->side], v->side_names[!p->side]);
	return POS_OK;
}

/* Sets p from a FEN string. */
pos_status
pos_from_fen(position *p, const variant *v, const char *fen, char *msg, size_t size)
{
	char fields[7][MAX_FIELD];
	int n = split(fen, fields, 6);
	pos_status st;

	pos_clear(p, v);
	if (n < 0)
		return fen_fail(msg, size, POS_ERR_FIELDS, "a field is too long");
	if (n < 2 || n > 6)
		return fen_fail(msg, size, POS_ERR_FIELDS,
				"expected 6 fields (board, side, castling, en passant, halfmove clock, move number), found %d",
				n > 6 ? 7 : n);
	if ((st = read_board(p, fields[0], msg, size)) != POS_OK)
		return st;
	if (!strcmp(fields[1], "w"))
		p->side = WHITE;
	else if (!strcmp(fields[1], "b"))
		p->side = BLACK;
	else
		return fen_fail(msg, size, POS_ERR_SIDE, "side field: expected w or b, found \"%s\"", fields[1]);
	if (n > 2 && (st = read_castling(p, fields[2], msg, size)) != POS_OK)
		return st;
	if (n > 3 && (st = read_ep(p, fields[3], msg, size)) != POS_OK)
		return st;
	if (n > 4 && read_number(fields[4], &p->halfmove, 100000) < 0)
		return fen_fail(msg, size, POS_ERR_CLOCK, "halfmove clock field: \"%s\" is not a number", fields[4]);
	if (n > 5 && (read_number(fields[5], &p->fullmove, 1000000) < 0 || p->fullmove < 1))
		return fen_fail(msg, size, POS_ERR_CLOCK, "move number field: \"%s\" is not a number from 1", fields[5]);
	pos_setup_finish(p);
	if ((st = check_room(p, msg, size)) != POS_OK)
		return st;
	return check_sanity(p, msg, size);
}

/* Sets p to the variant's start position. */
pos_status
pos_start(position *p, const variant *v, char *msg, size_t size)
{
	return pos_from_fen(p, v, v->start, msg, size);
}

/* The X-FEN letter of castling right i of p: K Q k q, or under the
 * fixed-file rule the partner's file when another partner piece stands
 * farther out on that side (so that K would name that one). */
static char
castling_letter(const position *p, int i)
{
	int colour = i >> 1, dir = (i & 1) ? -1 : 1, rook = p->castle_rook[i];

	if (p->v->castle_distance || !rook || rook == find_partner(p, colour, p->castle_royal[colour], dir))
		return "KQkq"[i];
	return (char)((colour == WHITE ? 'A' : 'a') + BRD_FILE(rook));
}

/* Writes the FEN of p. */
size_t
pos_to_fen(const position *p, char *buf, size_t size)
{
	const variant *v = p->v;
	size_t n = 0;
	int f, r, i, empty;
	char name[8];

#define PUT(...) do { int k_ = snprintf(buf + n, n < size ? size - n : 0, __VA_ARGS__); \
		if (k_ > 0) n += (size_t)k_; } while (0)
	for (r = v->geo.ranks - 1; r >= 0; r--) {
		empty = 0;
		for (f = 0; f < v->geo.files; f++) {
			char c = pos_letter(p, BRD_SQ(f, r));
			if (c == '.') {
				empty++;
				continue;
			}
			if (empty)
				PUT("%d", empty);
			empty = 0;
			PUT("%c", c);
		}
		if (empty)
			PUT("%d", empty);
		if (r)
			PUT("/");
	}
	PUT(" %c ", p->side == WHITE ? 'w' : 'b');
	if (!p->castling)
		PUT("-");
	for (i = 0; i < 4; i++)
		if ((p->castling >> i) & 1)
			PUT("%c", castling_letter(p, i));
	PUT(" ");
	if (!p->ep_count)
		PUT("-");
	/* A pawn that passed diagonally, or that stands further than just
	 * beyond the farthest square passed over (where the reader looks for
	 * it), is named too, the squares in the order of the board (from a1),
	 * as Fairy-Stockfish writes them. */
	if (p->ep_count && p->ep_victim &&
	    (BRD_FILE(p->ep_victim) != BRD_FILE(p->ep_sq[0]) || p->ep_victim != ep_beyond(p))) {
		int sq[POS_MAX_EP + 1], k = 0, j;
		for (i = 0; i <= p->ep_count; i++) {
			int x = i < p->ep_count ? p->ep_sq[i] : p->ep_victim;
			for (j = k++; j > 0 && sq[j - 1] > x; j--)
				sq[j] = sq[j - 1];
			sq[j] = x;
		}
		for (i = 0; i < k; i++) {
			brd_square_name(sq[i], name);
			PUT("%s", name);
		}
	} else
		for (i = 0; i < p->ep_count; i++) {
			brd_square_name(p->ep_sq[i], name);
			PUT("%s", name);
		}
	PUT(" %d %d", p->halfmove, p->fullmove);
#undef PUT
	return n;
}
