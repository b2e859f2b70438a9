/* variant_net.c - reading a network file ("network = FILE" in a variant).
 *
 * The file holds "key = value" lines for one variant's piece set and
 * board; leaper-variants(5) describes them. Every line is checked: a
 * number out of range, a row given twice, a piece or square the variant
 * does not have, or a file written for other pieces is an error with the
 * file and line. The core only reads the numbers; the engine uses them.
 */
#include "config.h"

#include "variant_priv.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What one file has said so far. */
typedef struct net_reader {
	const variant *v;
	var_net *net;
	int hidden_line, board_line, pieces_line, radius_line, bias_line, out_line[2], out_bias_line;
	unsigned char *seen; /* a row's line given, by its number */
} net_reader;

/* Frees a network read by var_net_read. */
void
var_net_free(var_net *net)
{
	if (!net)
		return;
	free(net->input);
	free(net);
}

/* Reads exactly n whole numbers of at most limit in size from s into out;
 * returns 0, or -1 if s holds something else, fewer or more. */
static int
numbers(const char *s, int32_t *out, int n, long limit)
{
	int i;

	for (i = 0; i < n; i++) {
		char *end;
		long x;
		errno = 0;
		x = strtol(s, &end, 10);
		if (end == s || errno || x < -limit || x > limit || (*end && *end != ' ' && *end != '\t'))
			return -1;
		out[i] = (int32_t)x;
		s = end;
	}
	while (*s == ' ' || *s == '\t')
		s++;
	return *s ? -1 : 0;
}

/* Checks that the shape keys came before a line of numbers. */
static var_status
need_shape(net_reader *r, int line, var_error *err)
{
	if (!r->hidden_line || !r->board_line || !r->pieces_line)
		return var_fail(err, line, VAR_ERR_SYNTAX,
				"\"hidden\", \"board\" and \"pieces\" must come before the numbers");
	return VAR_OK;
}

/* The type of the piece letter, or -1 if the variant has none. */
static int
net_type(const variant *v, const char *letter)
{
	int type;

	for (type = 0; type < v->ntypes; type++)
		if (letter[1] == '\0' && v->pieces[type].letter == letter[0])
			return type;
	return -1;
}

/* Reads the numbers of row (named what) from value, once. */
static var_status
row_numbers(net_reader *r, size_t row, const char *what, const char *value, int line, var_error *err)
{
	var_net *net = r->net;

	if (r->seen[row])
		return var_fail(err, line, VAR_ERR_VALUE, "%s: given twice", what);
	r->seen[row] = 1;
	if (numbers(value, net->input + row * net->stride, net->hidden, VAR_NET_MAX_WEIGHT) < 0)
		return var_fail(err, line, VAR_ERR_VALUE, "%s: expected %d whole numbers from -%d to %d", what,
				net->hidden, VAR_NET_MAX_WEIGHT, VAR_NET_MAX_WEIGHT);
	return VAR_OK;
}

/* Reads "royal own|enemy X DF DR = N..." (key holds what follows
 * "royal "): a piece DF files and DR ranks (towards the enemy) from the
 * view's royal piece. */
static var_status
royal_row(net_reader *r, char *key, const char *value, int line, var_error *err)
{
	var_net *net = r->net;
	char side[8], letter[4], what[64];
	int n = 0, type, df, dr;

	if (!net->radius)
		return var_fail(err, line, VAR_ERR_SYNTAX, "royal rows need \"royal-radius\" before the numbers");
	if (sscanf(key, "%7s %3s %d %d %n", side, letter, &df, &dr, &n) != 4 || key[n] != '\0' ||
	    (strcmp(side, "own") && strcmp(side, "enemy")))
		return var_fail(err, line, VAR_ERR_SYNTAX,
				"royal: expected own or enemy, a piece letter and two offsets, as \"royal enemy N -1 2\"");
	if ((type = net_type(r->v, letter)) < 0)
		return var_fail(err, line, VAR_ERR_VALUE, "royal: the variant has no piece \"%s\"", letter);
	if (df < -net->radius || df > net->radius || dr < -net->radius || dr > net->radius)
		return var_fail(err, line, VAR_ERR_VALUE, "royal %s %s %d %d: offsets go from -%d to %d", side, letter,
				df, dr, net->radius, net->radius);
	snprintf(what, sizeof what, "royal %s %s %d %d", side, letter, df, dr);
	return row_numbers(r,
			   (size_t)var_net_royal_row(net->ntypes, net->nsquares, net->radius,
						     strcmp(side, "enemy") == 0, type, df, dr),
			   what, value, line, err);
}

/* Reads "input own|enemy X SQUARE = N..." (key holds what follows "input "). */
static var_status
input_row(net_reader *r, char *key, const char *value, int line, var_error *err)
{
	const variant *v = r->v;
	var_net *net = r->net;
	char side[8], letter[4], what[64];
	int n = 0, type, sq, used, rel, row;

	if (sscanf(key, "%7s %3s %n", side, letter, &n) != 2 || n == 0 ||
	    (strcmp(side, "own") && strcmp(side, "enemy")))
		return var_fail(err, line, VAR_ERR_SYNTAX,
				"input: expected own or enemy, a piece letter and a square, as \"input own N c3\"");
	if ((type = net_type(v, letter)) < 0)
		return var_fail(err, line, VAR_ERR_VALUE, "input: the variant has no piece \"%s\"", letter);
	used = brd_parse_square(&v->geo, key + n, &sq);
	if (used == 0 || key[n + used] != '\0')
		return var_fail(err, line, VAR_ERR_VALUE, "input %s %s: \"%s\" is not a square of the board", side,
				letter, key + n);
	rel = strcmp(side, "enemy") == 0;
	row = var_net_square_row(net->ntypes, net->nsquares, v->geo.files, rel, type, BRD_FILE(sq), BRD_RANK(sq));
	snprintf(what, sizeof what, "input %s %s %s", side, letter, key + n);
	return row_numbers(r, (size_t)row, what, value, line, err);
}

/* Reads the shape key's whole number from 1 to most (a number of unit)
 * into out, once (*seen_line: the line it was given on, or 0). */
static var_status
shape_number(int *seen_line, const char *key, const char *value, long most, const char *unit, int line,
	     var_error *err, int *out)
{
	char *end;
	long x = strtol(value, &end, 10);

	if (*seen_line)
		return var_fail(err, line, VAR_ERR_VALUE, "%s: given twice", key);
	if (end == value || *end || x < 1 || x > most)
		return var_fail(err, line, VAR_ERR_VALUE, "%s: expected a number of %s from 1 to %ld", key, unit, most);
	*out = (int)x;
	*seen_line = line;
	return VAR_OK;
}

/* Reads one "key = value" line of the file into r. */
static var_status
net_key(net_reader *r, char *key, char *value, int line, var_error *err)
{
	const variant *v = r->v;
	var_net *net = r->net;
	var_status st;
	int *where, i;

	if (!strcmp(key, "hidden")) {
		if ((st = shape_number(&r->hidden_line, key, value, VAR_NET_MAX_HIDDEN, "units", line, err,
				       &net->hidden)) != VAR_OK)
			return st;
		net->stride = (net->hidden + VAR_NET_LANES - 1) / VAR_NET_LANES * VAR_NET_LANES;
		return VAR_OK;
	}
	if (!strcmp(key, "board")) {
		int f, rk, n = 0;
		if (r->board_line)
			return var_fail(err, line, VAR_ERR_VALUE, "board: given twice");
		if (sscanf(value, "%dx%d%n", &f, &rk, &n) != 2 || value[n] != '\0')
			return var_fail(err, line, VAR_ERR_VALUE, "board: expected FILESxRANKS, as \"8x8\"");
		if (f != v->geo.files || rk != v->geo.ranks)
			return var_fail(err, line, VAR_ERR_VALUE, "board: the file is for %dx%d, the variant's board is %dx%d",
					f, rk, v->geo.files, v->geo.ranks);
		r->board_line = line;
		return VAR_OK;
	}
	if (!strcmp(key, "pieces")) {
		if (r->pieces_line)
			return var_fail(err, line, VAR_ERR_VALUE, "pieces: given twice");
		for (i = 0; i < v->ntypes && value[i] == v->pieces[i].letter; i++)
			;
		if (i != v->ntypes || value[i] != '\0') {
			char want[VAR_MAX_TYPES + 1];
			for (i = 0; i < v->ntypes; i++)
				want[i] = v->pieces[i].letter;
			want[i] = '\0';
			return var_fail(err, line, VAR_ERR_VALUE,
					"pieces: the file is for \"%s\", the variant's pieces are \"%s\" (in the order defined)",
					value, want);
		}
		r->pieces_line = line;
		return VAR_OK;
	}
	if (!strcmp(key, "royal-radius")) {
		if (net->input && !r->radius_line)
			return var_fail(err, line, VAR_ERR_SYNTAX, "royal-radius: must come before the numbers");
		return shape_number(&r->radius_line, key, value, VAR_NET_MAX_RADIUS, "squares", line, err,
				    &net->radius);
	}
	if ((st = need_shape(r, line, err)) != VAR_OK)
		return st;
	if (!net->input) {
		size_t rows = (size_t)var_net_rows(net->ntypes, net->nsquares, net->radius);
		net->input = calloc(rows * net->stride, sizeof *net->input);
		r->seen = calloc(rows, 1);
		if (!net->input || !r->seen)
			return var_fail(err, line, VAR_ERR_IO, "out of memory");
	}
	if (!strncmp(key, "input ", 6))
		return input_row(r, var_trim(key + 6), value, line, err);
	if (!strncmp(key, "royal ", 6))
		return royal_row(r, var_trim(key + 6), value, line, err);
	if (!strcmp(key, "input-bias")) {
		if (r->bias_line)
			return var_fail(err, line, VAR_ERR_VALUE, "input-bias: given twice");
		r->bias_line = line;
		if (numbers(value, net->input_bias, net->hidden, VAR_NET_MAX_WEIGHT) < 0)
			return var_fail(err, line, VAR_ERR_VALUE, "input-bias: expected %d whole numbers from -%d to %d",
					net->hidden, VAR_NET_MAX_WEIGHT, VAR_NET_MAX_WEIGHT);
		return VAR_OK;
	}
	if (!strcmp(key, "output own") || !strcmp(key, "output enemy")) {
		int which = strcmp(key, "output enemy") == 0;
		where = &r->out_line[which];
		if (*where)
			return var_fail(err, line, VAR_ERR_VALUE, "%s: given twice", key);
		*where = line;
		if (numbers(value, net->output[which], net->hidden, VAR_NET_MAX_WEIGHT) < 0)
			return var_fail(err, line, VAR_ERR_VALUE, "%s: expected %d whole numbers from -%d to %d", key,
					net->hidden, VAR_NET_MAX_WEIGHT, VAR_NET_MAX_WEIGHT);
		return VAR_OK;
	}
	if (!strcmp(key, "output-bias")) {
		if (r->out_bias_line)
			return var_fail(err, line, VAR_ERR_VALUE, "output-bias: given twice");
		r->out_bias_line = line;
		if (numbers(value, &net->output_bias, 1, 2000) < 0)
			return var_fail(err, line, VAR_ERR_VALUE, "output-bias: expected a whole number from -2000 to 2000");
		return VAR_OK;
	}
	return var_fail(err, line, VAR_ERR_SYNTAX, "unknown key \"%s\"", key);
}

/* Reads the lines of f into r. */
static var_status
net_lines(net_reader *r, FILE *f, var_error *err)
{
	char *buf = malloc(VAR_MAX_LINE + 1);
	int line = 0, len;
	var_status st = VAR_OK;

	if (!buf)
		return var_fail(err, 0, VAR_ERR_IO, "out of memory");
	while ((len = var_read_line(f, buf)) != -1) {
		char *s, *eq;
		line++;
		if ((st = var_line_fault(err, line, len)) != VAR_OK)
			break;
		s = var_trim(buf);
		if (*s == '#' || *s == '\0')
			continue;
		eq = strchr(s, '=');
		if (!eq) {
			st = var_fail(err, line, VAR_ERR_SYNTAX, "expected \"key = value\"");
			break;
		}
		*eq = '\0';
		if ((st = net_key(r, var_trim(s), var_trim(eq + 1), line, err)) != VAR_OK)
			break;
	}
	if (st == VAR_OK && ferror(f))
		st = var_fail(err, 0, VAR_ERR_IO, "cannot read: %s", strerror(errno));
	if (st == VAR_OK && !r->net->input)
		st = var_fail(err, 0, VAR_ERR_MISSING, "no numbers (expected \"hidden\", \"board\", \"pieces\" and the rows)");
	if (st == VAR_OK && (!r->out_line[0] || !r->out_line[1]))
		st = var_fail(err, 0, VAR_ERR_MISSING, "missing \"output own\" or \"output enemy\"");
	free(buf);
	return st;
}

/* Reads the network file path for v (its pieces and board compiled) into
 * v->net. An error names the network file and its line. */
var_status
var_net_read(variant *v, const char *path, var_error *err)
{
	net_reader r;
	FILE *f;
	var_status st;

	memset(&r, 0, sizeof r);
	memset(err, 0, sizeof *err);
	snprintf(err->file, sizeof err->file, "%s", path);
	r.v = v;
	r.net = calloc(1, sizeof *r.net);
	if (!r.net)
		return var_fail(err, 0, VAR_ERR_IO, "out of memory");
	r.net->ntypes = v->ntypes;
	r.net->nsquares = v->geo.files * v->geo.ranks;
	f = fopen(path, "r");
	if (!f)
		st = var_fail(err, 0, VAR_ERR_IO, "cannot read: %s", strerror(errno));
	else {
		st = net_lines(&r, f, err);
		fclose(f);
	}
	free(r.seen);
	if (st != VAR_OK) {
		var_net_free(r.net);
		return st;
	}
	v->net = r.net;
	return VAR_OK;
}
