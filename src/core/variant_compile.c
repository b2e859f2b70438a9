/* variant_compile.c - turning a variant's written rules into the tables
 * the move generator walks: zones, rays, attack rays, promotion, castling. */
#include "variant_priv.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "betza.h"
#include "position.h"

/* Records an error at line in err; returns status. */
var_status
var_fail(var_error *err, int line, var_status status, const char *fmt, ...)
{
	va_list ap;

	err->line = line;
	va_start(ap, fmt);
	vsnprintf(err->message, sizeof err->message, fmt, ap);
	va_end(ap);
	return status;
}

/* Skips blanks. */
static const char *
skip(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* Parses a rank or file range such as "1-6", "8" or "a-d" at *s into lo..hi
 * (from 0); returns 0 on success. */
static int
parse_range(const char **s, int files, int *lo, int *hi)
{
	const char *p = skip(*s);
	char *end;
	long a, b;

	if (files) {
		if (*p < 'a' || *p > 'p')
			return -1;
		a = b = *p++ - 'a';
		if (*p == '-') {
			p++;
			if (*p < 'a' || *p > 'p')
				return -1;
			b = *p++ - 'a';
		}
	} else {
		a = strtol(p, &end, 10);
		if (end == p)
			return -1;
		p = end;
		b = a;
		if (*p == '-') {
			p++;
			b = strtol(p, &end, 10);
			if (end == p)
				return -1;
			p = end;
		}
		if (a < 1 || b < 1 || a > 16 || b > 16)
			return -1; /* before the decrement, which LONG_MIN would overflow */
		a--;
		b--;
	}
	if (a > b || a < 0 || b > 15)
		return -1;
	*lo = (int)a;
	*hi = (int)b;
	*s = p;
	return 0;
}

/* Parses a zone spec ("ranks 1-6", "rank 8", "files a-c", "squares a1 b2",
 * clauses joined by commas) into a White-view membership table. */
static var_status
parse_zone(const variant *v, const char *spec, uint8_t in[BRD_SIZE], int line, var_error *err)
{
	const char *s = skip(spec);

	memset(in, 0, BRD_SIZE);
	if (*s == '\0')
		return var_fail(err, line, VAR_ERR_VALUE, "empty zone");
	while (*s) {
		int lo, hi, f, r, sq, n;
		if (strncmp(s, "ranks ", 6) == 0 || strncmp(s, "rank ", 5) == 0 ||
		    strncmp(s, "files ", 6) == 0 || strncmp(s, "file ", 5) == 0) {
			int files = s[0] == 'f';
			s = strchr(s, ' ');
			do {
				if (parse_range(&s, files, &lo, &hi) < 0)
					return var_fail(err, line, VAR_ERR_VALUE,
							"zone \"%s\": bad %s range (write e.g. %s)", spec,
							files ? "file" : "rank", files ? "a-d" : "1-6");
				if (hi >= (files ? v->geo.files : v->geo.ranks))
					return var_fail(err, line, VAR_ERR_VALUE,
							"zone \"%s\": %s beyond the %dx%d board", spec,
							files ? "file" : "rank", v->geo.files, v->geo.ranks);
				for (r = 0; r < v->geo.ranks; r++)
					for (f = 0; f < v->geo.files; f++)
						if ((files ? f : r) >= lo && (files ? f : r) <= hi)
							in[BRD_SQ(f, r)] = 1;
				s = skip(s);
			} while (*s && *s != ',' && (isdigit((unsigned char)*s) || (files && *s >= 'a' && *s <= 'p')));
		} else if (strncmp(s, "squares ", 8) == 0 || strncmp(s, "square ", 7) == 0) {
			s = skip(strchr(s, ' '));
			while (*s && *s != ',') {
				n = brd_parse_square(&v->geo, s, &sq);
				if (n == 0)
					return var_fail(err, line, VAR_ERR_VALUE,
							"zone \"%s\": \"%.8s\" is not a square of the board", spec, s);
				in[sq] = 1;
				s = skip(s + n);
			}
		} else {
			return var_fail(err, line, VAR_ERR_VALUE,
					"zone \"%s\": expected 'ranks', 'files' or 'squares'", spec);
		}
		s = skip(s);
		if (*s == ',')
			s = skip(s + 1);
		else if (*s)
			return var_fail(err, line, VAR_ERR_VALUE, "zone \"%s\": unexpected \"%s\"", spec, s);
	}
	return VAR_OK;
}

/* Finds or creates the ray of the current type that m joins. */
static var_ray *
ray_for(variant *v, int colour, int type_first, const var_ray *key)
{
	int i;
	var_ray *r;

	for (i = type_first; i < v->nrays[colour]; i++) {
		r = &v->rays[colour][i];
		if (r->first == key->first && r->next == key->next && r->via == key->via &&
		    r->via_full == key->via_full && r->kind == key->kind &&
		    r->in_zones == key->in_zones && r->initial == key->initial)
			return r;
	}
	if (v->nrays[colour] >= VAR_MAX_RAYS)
		return NULL;
	r = &v->rays[colour][v->nrays[colour]++];
	*r = *key;
	return r;
}

/* Adds one parsed move (or check-only power) to the rays of a type. */
static int
add_move(variant *v, int colour, int type_first, const bz_move *m, int check_only)
{
	int sign = colour == WHITE ? 1 : -1;
	var_ray key, *r;
	int k, last;
	uint8_t to = m->to_zone >= 0 ? (uint8_t)(1u << m->to_zone) : VAR_ZONE_ANY;

	memset(&key, 0, sizeof key);
	key.first = (int16_t)BRD_DELTA(m->dx, sign * m->dy);
	key.next = (int16_t)BRD_DELTA(m->ndx, sign * m->ndy);
	key.via = (int16_t)BRD_DELTA(m->via_dx, sign * m->via_dy);
	key.via_full = key.via != 0;
	key.kind = (uint8_t)m->kind;
	key.in_zones = m->in_zone >= 0 ? (uint8_t)(1u << m->in_zone) : VAR_ZONE_ANY;
	key.initial = (uint8_t)m->initial;
	r = ray_for(v, colour, type_first, &key);
	if (!r)
		return -1;
	last = m->range ? m->range : VAR_MAX_DIST - 1;
	if (last > VAR_MAX_DIST - 1)
		last = VAR_MAX_DIST - 1;
	for (k = m->min; k <= last; k++) {
		if (!check_only && (m->modes & BZ_QUIET))
			r->quiet[k] |= to;
		if (!check_only && (m->modes & BZ_CAPTURE))
			r->capture[k] |= to;
		if (check_only || (m->modes & BZ_CAPTURE))
			r->check[k] |= to;
		if (k > r->reach)
			r->reach = (uint8_t)k;
	}
	return 0;
}

/* Parses the moves and check-only powers of every piece into rays. */
static var_status
compile_pieces(variant *v, const var_lines *lines, var_error *err)
{
	static bz_list list; /* large; compiled one piece at a time */
	char msg[VAR_MAX_TEXT];
	int c, t, i, pass;

	v->nrays[0] = v->nrays[1] = 0;
	v->royal_types = v->pawn_types = 0;
	for (t = 0; t < v->ntypes; t++) {
		if (v->pieces[t].royal)
			v->royal_types |= 1u << t;
		if (v->pieces[t].pawn)
			v->pawn_types |= 1u << t;
	}
	for (c = 0; c < 2; c++) {
		for (t = 0; t < v->ntypes; t++) {
			int first = v->nrays[c];
			v->ray_first[c][t] = first;
			for (pass = 0; pass < 2; pass++) {
				const char *text = pass ? v->pieces[t].checks : v->pieces[t].betza;
				if (pass && text[0] == '\0')
					continue;
				if (bz_parse(text, var_zone_lookup, v, &list, msg, sizeof msg) < 0)
					return var_fail(err, lines->piece[t], VAR_ERR_VALUE, "piece %c: %s%s",
							v->pieces[t].letter, pass ? "checks: " : "", msg);
				for (i = 0; i < list.count; i++)
					if (add_move(v, c, first, &list.moves[i], pass) < 0)
						return var_fail(err, lines->piece[t], VAR_ERR_VALUE,
								"piece %c: too many moves", v->pieces[t].letter);
			}
			v->ray_count[c][t] = v->nrays[c] - first;
		}
	}
	return VAR_OK;
}

/* Builds the attack rays of each colour and the table of squares whose
 * vacating may expose a royal piece. */
static void
compile_attacks(variant *v)
{
	int c, t, i, j, k;

	memset(v->aligned, 0, sizeof v->aligned);
	memset(v->attack_types, 0, sizeof v->attack_types);
	v->always_verify[0] = v->always_verify[1] = 0;
	for (c = 0; c < 2; c++) {
		v->nattacks[c] = 0;
		for (t = 0; t < v->ntypes; t++) {
			for (i = 0; i < v->ray_count[c][t]; i++) {
				const var_ray *r = &v->rays[c][v->ray_first[c][t] + i];
				var_attack *a = NULL;
				int any = 0;
				for (k = 1; k < VAR_MAX_DIST; k++)
					any |= r->check[k];
				if (!any)
					continue;
				for (j = 0; j < v->nattacks[c]; j++) {
					var_attack *b = &v->attacks[c][j];
					if (b->first == r->first && b->next == r->next && b->via == r->via &&
					    b->via_full == r->via_full && b->kind == r->kind &&
					    b->in_zones == r->in_zones && b->initial == r->initial) {
						int same = 1;
						for (k = 1; k < VAR_MAX_DIST; k++)
							if (b->target[k] && r->check[k] && b->target[k] != r->check[k])
								same = 0;
						if (same) {
							a = b;
							break;
						}
					}
				}
				if (!a) {
					a = &v->attacks[c][v->nattacks[c]++];
					memset(a, 0, sizeof *a);
					a->first = r->first;
					a->next = r->next;
					a->via = r->via;
					a->via_full = r->via_full;
					a->kind = r->kind;
					a->in_zones = r->in_zones;
					a->initial = r->initial;
				}
				for (k = 1; k < VAR_MAX_DIST; k++) {
					if (!r->check[k])
						continue;
					a->types[k] |= 1u << t;
					a->target[k] = r->check[k];
					if (k > a->reach)
						a->reach = (uint8_t)k;
				}
			}
		}
		/* Colour c's attacks threaten the royal pieces of the other
		 * colour. Attacks that pass squares get a line class per
		 * further step (the last class is shared when there are many). */
		int classes[32], nclasses = 0;
		for (j = 0; j < v->nattacks[c]; j++) {
			var_attack *a = &v->attacks[c][j];
			int cls;
			if (a->kind != RAY_SLIDE || a->via)
				v->always_verify[!c] = 1;
			/* The attacker of step k stands first + (k - 1) next
			 * behind its target. */
			for (k = 1; k <= a->reach; k++) {
				int d = a->first + (k - 1) * a->next;
				if (abs(d) < BRD_SIZE)
					v->attack_types[c][d + BRD_SIZE] |= a->types[k];
			}
			if (a->reach < 2) {
				a->line = 0;
				continue;
			}
			for (cls = 0; cls < nclasses && classes[cls] != a->next; cls++)
				;
			if (cls == nclasses && nclasses < 32)
				classes[nclasses++] = a->next;
			if (cls > 31)
				cls = 31;
			a->line = 1u << cls;
			/* A path square is on the board, so its offset from the
			 * target is less than BRD_SIZE. */
			for (k = 1; k < a->reach && abs(k * a->next) < BRD_SIZE; k++)
				v->aligned[!c][k * a->next + BRD_SIZE] |= a->line;
		}
	}
}

/* Builds the zone membership tables of both colours. */
static var_status
compile_zones(variant *v, const var_lines *lines, var_error *err)
{
	uint8_t in[BRD_SIZE];
	int i, sq;
	var_status st;

	memset(v->zone_bits, 0, sizeof v->zone_bits);
	for (sq = 0; sq < BRD_SIZE; sq++)
		if (brd_on_board(&v->geo, sq))
			v->zone_bits[0][sq] = v->zone_bits[1][sq] = VAR_ZONE_ANY;
	for (i = 0; i < v->nzones; i++) {
		st = parse_zone(v, v->zone_spec[i], in, lines->zone[i], err);
		if (st != VAR_OK)
			return st;
		for (sq = 0; sq < BRD_SIZE; sq++) {
			if (!in[sq])
				continue;
			v->zone_bits[WHITE][sq] |= (uint8_t)(1u << i);
			v->zone_bits[BLACK][brd_mirror(&v->geo, sq)] |= (uint8_t)(1u << i);
		}
	}
	return VAR_OK;
}

/* Reads a list of piece letters (separated by blanks or commas). */
static var_status
parse_choices(variant *v, int colour, const char *spec, int line, var_error *err)
{
	const char *s = spec;
	int t;

	v->npromo[colour] = 0;
	for (;;) {
		while (*s == ' ' || *s == ',' || *s == '\t')
			s++;
		if (!*s)
			break;
		t = var_type_of_letter(v, *s);
		if (t < 0 || (s[1] && s[1] != ' ' && s[1] != ',' && s[1] != '\t'))
			return var_fail(err, line, VAR_ERR_VALUE,
					"promotion: \"%.12s\" is not a piece letter of this variant", s);
		if (v->npromo[colour] >= VAR_MAX_PROMO)
			return var_fail(err, line, VAR_ERR_VALUE, "promotion: too many choices");
		v->promo[colour][v->npromo[colour]].type = t;
		v->promo[colour][v->npromo[colour]++].colour_sq = -1;
		s++;
	}
	return VAR_OK;
}

/* Builds the promotion zone, choices and colour conditions. */
static var_status
compile_promotion(variant *v, const var_lines *lines, var_error *err)
{
	uint8_t in[BRD_SIZE];
	int c, sq, i, t, n;
	const char *s;
	var_status st;

	memset(v->promo_zone, 0, sizeof v->promo_zone);
	v->npromo[0] = v->npromo[1] = 0;
	if (v->promo_zone_spec[0]) {
		st = parse_zone(v, v->promo_zone_spec, in, lines->promo_zone, err);
		if (st != VAR_OK)
			return st;
		for (sq = 0; sq < BRD_SIZE; sq++)
			if (in[sq]) {
				v->promo_zone[WHITE][sq] = 1;
				v->promo_zone[BLACK][brd_mirror(&v->geo, sq)] = 1;
			}
	}
	for (c = 0; c < 2; c++) {
		st = parse_choices(v, c, v->promo_spec[c], lines->promo[c], err);
		if (st != VAR_OK)
			return st;
	}
	if (v->pawn_types && v->promo_zone_spec[0] && (!v->npromo[0] || !v->npromo[1]))
		return var_fail(err, lines->promo_zone, VAR_ERR_MISSING,
				"a promotion zone needs 'promotion = ' choices for both sides");
	s = v->promo_colour_spec;
	for (;;) {
		while (*s == ' ' || *s == ',' || *s == '\t')
			s++;
		if (!*s)
			break;
		t = var_type_of_letter(v, *s);
		if (t < 0 || s[1] != ' ')
			return var_fail(err, lines->promo_colour, VAR_ERR_VALUE,
					"promotion-colour: expected a piece letter and a square, as \"L g1\"");
		s = skip(s + 1);
		n = brd_parse_square(&v->geo, s, &sq);
		if (n == 0)
			return var_fail(err, lines->promo_colour, VAR_ERR_VALUE,
					"promotion-colour: \"%.8s\" is not a square of the board", s);
		s += n;
		n = 0;
		for (c = 0; c < 2; c++)
			for (i = 0; i < v->npromo[c]; i++)
				if (v->promo[c][i].type == t) {
					v->promo[c][i].colour_sq = c == WHITE ? sq : brd_mirror(&v->geo, sq);
					n++;
				}
		if (n == 0)
			return var_fail(err, lines->promo_colour, VAR_ERR_VALUE,
					"promotion-colour: '%c' is not a promotion choice", v->pieces[t].letter);
	}
	return VAR_OK;
}

/* Reads the word "to" and two destination files ("to c g": toward the
 * a-file, then toward the higher files) at *s into files[1] and files[0];
 * returns 0, or -1 when they are not there. */
static int
castle_files(const variant *v, const char **s, int files[2])
{
	const char *p = skip(*s);
	int i;

	if (strncmp(p, "to", 2) != 0 || (p[2] != ' ' && p[2] != '\t'))
		return -1;
	p += 2;
	for (i = 1; i >= 0; i--) {
		p = skip(p);
		if (*p == ',')
			p = skip(p + 1);
		if (*p < 'a' || *p >= 'a' + v->geo.files || (p[1] && p[1] != ' ' && p[1] != '\t' && p[1] != ','))
			return -1;
		files[i] = *p++ - 'a';
	}
	*s = p;
	return 0;
}

/* Reads the castling rule: "none"; "K 2 R" (royal letter, distance,
 * partners); or "K to c g, R to d f" (royal letter and the files it lands
 * on, partners and the files they land on: the fixed-file rule). */
static var_status
compile_castling(variant *v, const var_lines *lines, var_error *err)
{
	const char *s = skip(v->castling_spec);
	char *end;
	long d;
	int t, fixed = 0, i;

	v->castle_type = -1;
	v->castle_distance = 0;
	v->castle_partners = 0;
	for (i = 0; i < 2; i++)
		v->castle_royal_file[i] = v->castle_partner_file[i] = -1;
	if (*s == '\0' || strncmp(s, "none", 4) == 0)
		return VAR_OK;
	t = var_type_of_letter(v, *s);
	if (t < 0 || !v->pieces[t].royal)
		return var_fail(err, lines->castling, VAR_ERR_VALUE,
				"castling: '%c' is not a royal piece of this variant", *s);
	v->castle_type = t;
	s = skip(s + 1);
	if (!strncmp(s, "to", 2) && (s[2] == ' ' || s[2] == '\t')) {
		if (castle_files(v, &s, v->castle_royal_file) < 0)
			return var_fail(err, lines->castling, VAR_ERR_VALUE,
					"castling: expected \"to\" and two files of the board, as \"K to c g, R to d f\"");
		fixed = 1;
	} else {
		d = strtol(s, &end, 10);
		if (end == s || d < 1 || d >= v->geo.files)
			return var_fail(err, lines->castling, VAR_ERR_VALUE,
					"castling: the distance must be a number from 1 to %d", v->geo.files - 1);
		v->castle_distance = (int)d;
		s = end;
	}
	s = skip(s);
	if (*s == ',')
		s = skip(s + 1);
	while (*s) {
		if (fixed && *s == 't') {
			if (castle_files(v, &s, v->castle_partner_file) < 0)
				return var_fail(err, lines->castling, VAR_ERR_VALUE,
						"castling: expected \"to\" and two files of the board after the "
						"partners, as \"R to d f\"");
			s = skip(s);
			if (*s)
				return var_fail(err, lines->castling, VAR_ERR_VALUE,
						"castling: unexpected \"%.16s\" after the partners' files", s);
			break;
		}
		t = var_type_of_letter(v, *s);
		if (t < 0 || (fixed && !isupper((unsigned char)*s)))
			return var_fail(err, lines->castling, VAR_ERR_VALUE,
					"castling: '%c' is not a piece letter of this variant", *s);
		v->castle_partners |= 1u << t;
		s = skip(s + 1);
		if (*s == ',')
			s = skip(s + 1);
	}
	if (!v->castle_partners)
		return var_fail(err, lines->castling, VAR_ERR_VALUE,
				"castling: name the pieces the royal piece castles with, as \"K 2 R\"");
	if (fixed && v->castle_partner_file[0] < 0)
		return var_fail(err, lines->castling, VAR_ERR_VALUE,
				"castling: give the files the partners land on, as \"K to c g, R to d f\"");
	for (i = 0; fixed && i < 2; i++)
		if (v->castle_royal_file[i] == v->castle_partner_file[i])
			return var_fail(err, lines->castling, VAR_ERR_VALUE,
					"castling: the royal piece and its partner cannot both land on the %c-file",
					'a' + v->castle_royal_file[i]);
	return VAR_OK;
}

/* Builds all tables of v and checks its start position. */
var_status
var_compile(variant *v, const var_lines *lines, var_error *err)
{
	var_status st;
	position *p;
	char msg[VAR_MAX_TEXT];
	int sq;

	if (v->geo.files == 0)
		return var_fail(err, lines->section, VAR_ERR_MISSING, "variant %s has no 'board = '", v->name);
	if (v->ntypes == 0)
		return var_fail(err, lines->section, VAR_ERR_MISSING, "variant %s has no pieces", v->name);
	if (v->start[0] == '\0')
		return var_fail(err, lines->section, VAR_ERR_MISSING, "variant %s has no 'start = '", v->name);
	if ((st = compile_zones(v, lines, err)) != VAR_OK ||
	    (st = compile_pieces(v, lines, err)) != VAR_OK ||
	    (st = compile_promotion(v, lines, err)) != VAR_OK ||
	    (st = compile_castling(v, lines, err)) != VAR_OK)
		return st;
	compile_attacks(v);
	memset(v->start_code, 0, sizeof v->start_code);
	p = malloc(sizeof *p);
	if (!p)
		return var_fail(err, lines->start, VAR_ERR_IO, "out of memory");
	if (pos_from_fen(p, v, v->start, msg, sizeof msg) != POS_OK) {
		free(p);
		return var_fail(err, lines->start, VAR_ERR_VALUE, "start position: %s", msg);
	}
	for (sq = 0; sq < BRD_SIZE; sq++)
		v->start_code[sq] = p->board[sq] == POS_OFF ? 0 : p->board[sq];
	/* Again, now that the pieces on their start squares have their
	 * initial moves: one of those may attack a royal piece. */
	if (pos_from_fen(p, v, v->start, msg, sizeof msg) != POS_OK) {
		free(p);
		return var_fail(err, lines->start, VAR_ERR_VALUE, "start position: %s", msg);
	}
	free(p);
	return var_compile_shuffle(v, lines, err);
}
