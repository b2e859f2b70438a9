/* variant.c - reading variant files and finding variants by name.
 *
 * A file holds sections "[name]" of "key = value" lines; see
 * leaper-variants(5). Each finished section is compiled at once, so an
 * error is reported with the file and line that caused it.
 */
#include "config.h"

#include "variant_priv.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 8        /* inheritance through files, at most */
static unsigned long loaded; /* variants loaded so far: the last serial given */

#ifndef LEAPER_DATADIR
#define LEAPER_DATADIR "/usr/local/share/leaper"
#endif

static var_status load_file(var_set *set, const char *path, var_error *err, int depth);
static var_status load_stream(var_set *set, FILE *f, const char *path, var_error *err, int depth,
			      int on_disk);
static int load_dirs(var_set *set, int depth, var_error *err, const char *want);

/* Formats err as "FILE:LINE: message". */
void
var_format_error(const var_error *err, char *buf, size_t size)
{
	if (err->line > 0)
		snprintf(buf, size, "%s:%d: %s", err->file, err->line, err->message);
	else if (err->file[0])
		snprintf(buf, size, "%s: %s", err->file, err->message);
	else
		snprintf(buf, size, "%s", err->message);
}

/* Type index of a piece letter (either case), or -1. */
int
var_type_of_letter(const variant *v, char c)
{
	int t;

	c = (char)toupper((unsigned char)c);
	for (t = 0; t < v->ntypes; t++)
		if (v->pieces[t].letter == c)
			return t;
	return -1;
}

/* Index of the zone called name, or -1. */
int
var_zone_index(const variant *v, const char *name)
{
	int i;

	for (i = 0; i < v->nzones; i++)
		if (strcmp(v->zone_names[i], name) == 0)
			return i;
	return -1;
}

/* var_zone_index in the form the Betza parser calls back. */
int
var_zone_lookup(void *v, const char *name)
{
	return var_zone_index(v, name);
}

/* The data directories, computed once. */
const char *const *
var_data_dirs(void)
{
	static char env[VAR_MAX_TEXT], xdg[VAR_MAX_TEXT];
	static const char *dirs[4];
	const char *e, *home;
	int n = 0;

	if (dirs[0])
		return dirs;
	e = getenv("LEAPER_DATA_DIR");
	if (e && *e && strlen(e) < sizeof env) {
		strcpy(env, e);
		dirs[n++] = env;
	}
	e = getenv("XDG_DATA_HOME");
	home = getenv("HOME");
	if (e && *e && strlen(e) + 20 < sizeof xdg) {
		snprintf(xdg, sizeof xdg, "%s/leaper/variants", e);
		dirs[n++] = xdg;
	} else if (home && *home && strlen(home) + 40 < sizeof xdg) {
		snprintf(xdg, sizeof xdg, "%s/.local/share/leaper/variants", home);
		dirs[n++] = xdg;
	}
	dirs[n++] = LEAPER_DATADIR "/variants";
	dirs[n] = NULL;
	return dirs;
}

/* The variant of set with this name, or NULL. */
static variant *
set_lookup(const var_set *set, const char *name)
{
	int i;

	for (i = 0; i < set->count; i++)
		if (strcmp(set->items[i]->name, name) == 0)
			return set->items[i];
	return NULL;
}

/* Whether a file was loaded into set already. */
static int
set_has_file(const var_set *set, const char *path)
{
	int i;

	for (i = 0; i < set->count; i++)
		if (strcmp(set->items[i]->file, path) == 0)
			return 1;
	return 0;
}

/* Appends v to set; returns 0, or -1 when out of memory. */
static int
set_add(var_set *set, variant *v)
{
	variant **items = realloc(set->items, (set->count + 1) * sizeof *items);

	if (!items)
		return -1;
	set->items = items;
	set->items[set->count++] = v;
	return 0;
}

/* Frees one variant and what it owns. */
static void
var_free(variant *v)
{
	if (!v)
		return;
	var_net_free(v->net);
	free(v);
}

/* Frees every variant of set. */
void
var_set_free(var_set *set)
{
	int i;

	for (i = 0; i < set->count; i++)
		var_free(set->items[i]);
	free(set->items);
	set->items = NULL;
	set->count = 0;
}

/* Strips blanks at both ends of s in place; returns s. */
char *
var_trim(char *s)
{
	char *e;

	while (*s == ' ' || *s == '\t')
		s++;
	e = s + strlen(s);
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r' || e[-1] == '\n'))
		*--e = '\0';
	return s;
}

/* Copies a value into a fixed field, refusing one that is too long. */
static var_status
copy_value(char *dst, size_t size, const char *value, const char *key, int line, var_error *err)
{
	if (strlen(value) >= size)
		return var_fail(err, line, VAR_ERR_VALUE, "%s: value too long (at most %zu characters)",
				key, size - 1);
	strcpy(dst, value);
	return VAR_OK;
}

/* The weight names "weight NAME = N" may give (var_set_weight_names). */
static const char *const *weight_names;
static int nweight_names;

/* Sets the weight names the loader accepts. */
void
var_set_weight_names(const char *const *names, int count)
{
	weight_names = names;
	nweight_names = count;
}

/* Reads "weight NAME = N" into v: a later line, or a child's, replaces an
 * earlier one of the same name. */
static var_status
parse_weight(variant *v, const char *name, const char *value, int line, var_error *err)
{
	char *end;
	long n;
	int i;

	if (!name[0] || strlen(name) >= VAR_WEIGHT_NAME || strspn(name, "abcdefghijklmnopqrstuvwxyz0123456789_") !=
	    strlen(name))
		return var_fail(err, line, VAR_ERR_SYNTAX,
				"weight: expected a name of lower-case letters, digits and '_' (at most %d), as "
				"\"weight threat_mg = 40\"", VAR_WEIGHT_NAME - 1);
	if (weight_names) {
		for (i = 0; i < nweight_names && strcmp(weight_names[i], name); i++)
			;
		if (i == nweight_names)
			return var_fail(err, line, VAR_ERR_VALUE,
					"weight: the engine has no weight \"%s\" ('leaper tune weights' lists them)",
					name);
	}
	n = strtol(value, &end, 10);
	if (end == value || *end || n < -100000 || n > 100000)
		return var_fail(err, line, VAR_ERR_VALUE, "weight %s: expected a whole number from -100000 to 100000",
				name);
	for (i = 0; i < v->nweights && strcmp(v->weight_name[i], name); i++)
		;
	if (i == v->nweights) {
		if (v->nweights == VAR_MAX_WEIGHTS)
			return var_fail(err, line, VAR_ERR_VALUE, "weight: at most %d in one variant",
					VAR_MAX_WEIGHTS);
		v->nweights++;
		strcpy(v->weight_name[i], name);
	}
	v->weight_value[i] = (int)n;
	return VAR_OK;
}

/* Reads the whole numbers from -2000 to 2000 of a bonus line's value s
 * into row, at most max of them, *count how many: 0, -1 for something
 * that is not such a number, -2 for more than max. */
static int
parse_bonus_row(const char *s, int16_t *row, int max, int *count)
{
	char *end;
	long x;

	for (*count = 0;; ++*count) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (!*s)
			return 0;
		x = strtol(s, &end, 10);
		if (end == s || (*end && *end != ' ' && *end != '\t') || x < -2000 || x > 2000)
			return -1;
		if (*count == max)
			return -2;
		row[*count] = (int16_t)x;
		s = end;
	}
}

/* Reads "square-bonus X mg|eg RANK = N N ..." into v: the engine's
 * bonus for White's piece X on each square of the rank, one whole number
 * a file from a on (Black's are the mirror image). key holds what follows
 * "square-bonus ". */
static var_status
parse_square_bonus(variant *v, const char *key, const char *value, int line, var_error *err)
{
	char letter[2], half[3];
	int rank, n = 0, t, f, got;
	int16_t row[BRD_MAX_FILES];

	if (sscanf(key, "%1s %2s %d%n", letter, half, &rank, &n) != 3 || key[n] != '\0' ||
	    (strcmp(half, "mg") && strcmp(half, "eg")))
		return var_fail(err, line, VAR_ERR_SYNTAX,
				"square-bonus: expected a piece letter, mg or eg and a rank, as "
				"\"square-bonus N mg 1 = -20 -5 0 0 0 0 -5 -20\"");
	if (!isupper((unsigned char)letter[0]) || (t = var_type_of_letter(v, letter[0])) < 0)
		return var_fail(err, line, VAR_ERR_VALUE,
				"square-bonus: no piece \"%s\" (an upper-case letter of a piece defined above)",
				letter);
	if (rank < 1 || rank > v->geo.ranks)
		return var_fail(err, line, VAR_ERR_VALUE, "square-bonus %s %s: rank %d is off the board (1-%d)",
				letter, half, rank, v->geo.ranks);
	got = parse_bonus_row(value, row, v->geo.files, &f);
	if (got == -1)
		return var_fail(err, line, VAR_ERR_VALUE,
				"square-bonus %s %s %d: expected whole numbers from -2000 to 2000", letter, half,
				rank);
	if (got == -2 || f != v->geo.files)
		return var_fail(err, line, VAR_ERR_VALUE,
				"square-bonus %s %s %d: expected %d numbers, one a file, found %s", letter, half,
				rank, v->geo.files, got == -2 ? "more" : "fewer");
	for (f = 0; f < v->geo.files; f++)
		v->square_bonus[half[0] == 'e'][t][BRD_INDEX(BRD_SQ(f, rank - 1))] = row[f];
	return VAR_OK;
}

/* Reads "mobility-bonus X mg|eg = N N ..." into v: the engine's bonus
 * for piece X by its mobility count, from 0 on, the last number standing
 * for every count past it. key holds what follows "mobility-bonus ". */
static var_status
parse_mobility_bonus(variant *v, const char *key, const char *value, int line, var_error *err)
{
	char letter[2], half[3];
	int n = 0, t, i, got;
	int16_t row[VAR_MOB_MAX];

	if (sscanf(key, "%1s %2s%n", letter, half, &n) != 2 || key[n] != '\0' ||
	    (strcmp(half, "mg") && strcmp(half, "eg")))
		return var_fail(err, line, VAR_ERR_SYNTAX,
				"mobility-bonus: expected a piece letter and mg or eg, as "
				"\"mobility-bonus N mg = -30 -15 0 5 10\"");
	if (!isupper((unsigned char)letter[0]) || (t = var_type_of_letter(v, letter[0])) < 0)
		return var_fail(err, line, VAR_ERR_VALUE,
				"mobility-bonus: no piece \"%s\" (an upper-case letter of a piece defined above)",
				letter);
	got = parse_bonus_row(value, row, VAR_MOB_MAX, &i);
	if (got == -1)
		return var_fail(err, line, VAR_ERR_VALUE,
				"mobility-bonus %s %s: expected whole numbers from -2000 to 2000", letter, half);
	if (got == -2)
		return var_fail(err, line, VAR_ERR_VALUE,
				"mobility-bonus %s %s: more than %d numbers (counts 0 to %d)", letter, half,
				VAR_MOB_MAX, VAR_MOB_MAX - 1);
	if (i == 0)
		return var_fail(err, line, VAR_ERR_VALUE,
				"mobility-bonus %s %s: expected at least one number (for a count of 0)", letter,
				half);
	for (n = 0; n < VAR_MOB_MAX; n++)
		v->mobility_bonus[half[0] == 'e'][t][n] = row[n < i ? n : i - 1];
	return VAR_OK;
}

/* Fills a new, zeroed variant with the defaults of leaper-variants(5). */
static void
set_defaults(variant *v, const char *name, const char *path)
{
	snprintf(v->name, sizeof v->name, "%s", name);
	snprintf(v->file, sizeof v->file, "%s", path);
	v->castle_type = -1;
	v->stalemate = VAR_STALEMATE_DRAW;
	v->fifty = 100;
	v->repetition = 3;
	strcpy(v->side_names[0], "White");
	strcpy(v->side_names[1], "Black");
}

/* Reads "piece X = Name; moves; attributes..." into v. */
static var_status
parse_piece(variant *v, var_lines *lines, char letter, char *value, int line, var_error *err)
{
	char *field, *next;
	var_piece pc;
	int t, nfield = 0;

	if (!isupper((unsigned char)letter))
		return var_fail(err, line, VAR_ERR_SYNTAX,
				"piece letters are upper-case A-Z (Black's are written in lower case)");
	memset(&pc, 0, sizeof pc);
	pc.letter = letter;
	for (field = value; field; field = next) {
		/* Split by hand: strtok_r would merge ";;" and shift the fields. */
		if ((next = strchr(field, ';')))
			*next++ = '\0';
		field = var_trim(field);
		if (nfield >= 2 && !*field)
			continue; /* an empty attribute, as after a trailing ';' */
		if (nfield == 0) {
			if (!*field)
				return var_fail(err, line, VAR_ERR_VALUE, "piece %c: the name is missing", letter);
			if (copy_value(pc.name, sizeof pc.name, field, "piece name", line, err))
				return VAR_ERR_VALUE;
		} else if (nfield == 1) {
			if (!*field)
				return var_fail(err, line, VAR_ERR_VALUE, "piece %c: the moves are missing", letter);
			if (copy_value(pc.betza, sizeof pc.betza, field, "moves", line, err))
				return VAR_ERR_VALUE;
		} else if (strcmp(field, "royal") == 0) {
			pc.royal = 1;
		} else if (strcmp(field, "pawn") == 0) {
			pc.pawn = 1;
		} else if (strncmp(field, "checks ", 7) == 0) {
			if (copy_value(pc.checks, sizeof pc.checks, var_trim(field + 7), "checks", line, err))
				return VAR_ERR_VALUE;
		} else if (strncmp(field, "value ", 6) == 0) {
			char *end;
			long n = strtol(field + 6, &end, 10);
			if (end == field + 6 || *var_trim(end) || n < 1 || n > 100000)
				return var_fail(err, line, VAR_ERR_VALUE,
						"piece %c: value must be a number from 1 to 100000", letter);
			pc.value = (int)n;
		} else {
			return var_fail(err, line, VAR_ERR_VALUE,
					"piece %c: unknown attribute \"%s\" (expected royal, pawn, checks MOVES or value N)",
					letter, field);
		}
		nfield++;
	}
	if (nfield < 2)
		return var_fail(err, line, VAR_ERR_SYNTAX,
				"piece %c: write \"piece %c = Name; moves [; attributes]\"", letter, letter);
	t = var_type_of_letter(v, letter);
	if (t < 0) {
		if (v->ntypes >= VAR_MAX_TYPES)
			return var_fail(err, line, VAR_ERR_VALUE, "too many piece types (at most %d)", VAR_MAX_TYPES);
		t = v->ntypes++;
	} else if (lines->piece[t]) {
		return var_fail(err, line, VAR_ERR_VALUE, "piece %c is defined twice (first on line %d)",
				letter, lines->piece[t]);
	}
	v->pieces[t] = pc;
	lines->piece[t] = line;
	return VAR_OK;
}

/* Reads "zone NAME = spec". */
static var_status
parse_zone_key(variant *v, var_lines *lines, const char *name, const char *value, int line, var_error *err)
{
	int i;
	const char *c;

	if (!*name || strlen(name) >= VAR_MAX_NAME)
		return var_fail(err, line, VAR_ERR_SYNTAX, "write \"zone NAME = ranks 1-4\"");
	for (c = name; *c; c++)
		if (!isalnum((unsigned char)*c) && *c != '-' && *c != '_')
			return var_fail(err, line, VAR_ERR_SYNTAX, "zone name \"%s\": use letters, digits and '-'", name);
	i = var_zone_index(v, name);
	if (i < 0) {
		if (v->nzones >= VAR_MAX_ZONES)
			return var_fail(err, line, VAR_ERR_VALUE, "too many zones (at most %d)", VAR_MAX_ZONES);
		i = v->nzones++;
	} else if (lines->zone[i]) {
		return var_fail(err, line, VAR_ERR_VALUE, "zone %s is defined twice", name);
	}
	strcpy(v->zone_names[i], name);
	lines->zone[i] = line;
	return copy_value(v->zone_spec[i], sizeof v->zone_spec[i], value, "zone", line, err);
}

/* Parses a yes/no value. */
static int
parse_bool(const char *value)
{
	if (!strcmp(value, "yes") || !strcmp(value, "true") || !strcmp(value, "1"))
		return 1;
	if (!strcmp(value, "no") || !strcmp(value, "false") || !strcmp(value, "0"))
		return 0;
	return -1;
}

/* Parses a count such as "50" or "off" into *n (0 for off). */
static int
parse_count(const char *value, int *n, int max)
{
	char *end;
	long x;

	if (!strcmp(value, "off") || !strcmp(value, "none")) {
		*n = 0;
		return 0;
	}
	x = strtol(value, &end, 10);
	if (end == value || *end || x < 1 || x > max)
		return -1;
	*n = (int)x;
	return 0;
}

/* Splits "A, B" into two fields of size VAR_MAX_NAME. */
static int
parse_pair(const char *value, char out[2][VAR_MAX_NAME])
{
	const char *comma = strchr(value, ',');
	char a[VAR_MAX_TEXT], b[VAR_MAX_TEXT];

	if (!comma || (size_t)(comma - value) >= sizeof a || strlen(comma + 1) >= sizeof b)
		return -1;
	memcpy(a, value, comma - value);
	a[comma - value] = '\0';
	strcpy(b, comma + 1);
	if (strlen(var_trim(a)) >= VAR_MAX_NAME || strlen(var_trim(b)) >= VAR_MAX_NAME || !*var_trim(a) || !*var_trim(b))
		return -1;
	strcpy(out[0], var_trim(a));
	strcpy(out[1], var_trim(b));
	return 0;
}

/* Whether name can name a variant: lower-case letters, digits, '-' and
 * '_', shorter than VAR_MAX_NAME. Only such a name becomes part of a path. */
static int
is_variant_name(const char *name)
{
	const char *c;

	for (c = name; *c; c++)
		if (!islower((unsigned char)*c) && !isdigit((unsigned char)*c) && *c != '-' && *c != '_')
			return 0;
	return c > name && c - name < VAR_MAX_NAME;
}

/* Finds the parent of an "inherit" key: earlier in the same file, in set,
 * or in NAME.ini of the data directories. */
static const variant *
find_parent(var_set *set, variant **local, int nlocal, const char *name, var_error *err, int depth)
{
	const char *const *dirs;
	char path[VAR_MAX_TEXT * 2];
	const variant *v;
	var_error sub;
	int i;

	for (i = 0; i < nlocal; i++)
		if (strcmp(local[i]->name, name) == 0)
			return local[i];
	if ((v = set_lookup(set, name)))
		return v;
	if (depth >= MAX_DEPTH || !is_variant_name(name))
		return NULL; /* never "../x": an embedded definition must not reach any file */
	for (dirs = var_data_dirs(); *dirs; dirs++) {
		snprintf(path, sizeof path, "%s/%s.ini", *dirs, name);
		if (set_has_file(set, path))
			continue;
		memset(&sub, 0, sizeof sub);
		if (load_file(set, path, &sub, depth + 1) == VAR_OK) {
			if ((v = set_lookup(set, name)))
				return v;
		} else if (sub.line > 0) {
			*err = sub;
			return NULL;
		}
	}
	/* The parent may share a file with others, as clash does lancerchess.ini. */
	load_dirs(set, depth + 1, &sub, name);
	return set_lookup(set, name);
}

/* Reads "network = FILE": a file beside the variant file (or a path), read
 * once the section is compiled (finish). Only a variant file on disk may
 * name one: a game's embedded variant may not make the program read files. */
static var_status
parse_network(variant *v, var_lines *lines, const char *value, int line, var_error *err)
{
	if (!lines->on_disk)
		return var_fail(err, line, VAR_ERR_VALUE, "network: only a variant file on disk may name a network file");
	if (lines->network)
		return var_fail(err, line, VAR_ERR_VALUE, "network: given twice");
	if (!*value || strlen(value) >= sizeof v->network)
		return var_fail(err, line, VAR_ERR_VALUE, "network: expected a file name (at most %zu characters)",
				sizeof v->network - 1);
	strcpy(v->network, value);
	lines->network = line;
	return VAR_OK;
}

/* Handles one "key = value" line of the section being read. */
static var_status
parse_key(var_set *set, variant **local, int nlocal, variant *v, var_lines *lines,
	  char *key, char *value, int line, var_error *err, int depth)
{
	char word[VAR_MAX_TEXT];
	int n;

	if (!strcmp(key, "inherit")) {
		const variant *parent;
		char name[VAR_MAX_NAME], file[VAR_MAX_TEXT];
		if (lines->keys)
			return var_fail(err, line, VAR_ERR_SYNTAX, "'inherit' must come first in its section");
		parent = find_parent(set, local, nlocal, value, err, depth);
		if (!parent)
			return err->line > 0 && strcmp(err->file, v->file) != 0 ? VAR_ERR_VALUE :
				var_fail(err, line, VAR_ERR_NOTFOUND, "inherit: no variant named \"%s\"", value);
		strcpy(name, v->name);
		strcpy(file, v->file);
		/* what the file says, not the compiled tables: finish() compiles
		 * the child afresh, and calloc left those zero */
		memcpy(v, parent, offsetof(variant, nrays));
		strcpy(v->name, name);
		strcpy(v->file, file);
		v->is_default = 0;
		v->xboard_name[0] = '\0'; /* a child is another game */
		v->network[0] = '\0';     /* read for the parent's pieces */
		v->net = NULL;
		return VAR_OK;
	}
	if (!strcmp(key, "xboard-name"))
		return copy_value(v->xboard_name, sizeof v->xboard_name, value, key, line, err);
	if (!strcmp(key, "description"))
		return copy_value(v->description, sizeof v->description, value, key, line, err);
	if (!strcmp(key, "start")) {
		lines->start = line;
		return copy_value(v->start, sizeof v->start, value, key, line, err);
	}
	if (!strcmp(key, "puzzle"))
		return copy_value(v->puzzle, sizeof v->puzzle, value, key, line, err);
	if (!strcmp(key, "default")) {
		if ((v->is_default = parse_bool(value)) < 0)
			return var_fail(err, line, VAR_ERR_VALUE, "default: expected yes or no");
		return VAR_OK;
	}
	if (!strcmp(key, "board")) {
		int f, r;
		char extra;
		if (sscanf(value, "%dx%d%c", &f, &r, &extra) != 2 || f < 1 || r < 1 ||
		    f > BRD_MAX_FILES || r > BRD_MAX_RANKS)
			return var_fail(err, line, VAR_ERR_VALUE,
					"board: expected FILESxRANKS from 1x1 to %dx%d, as \"8x8\"",
					BRD_MAX_FILES, BRD_MAX_RANKS);
		if (v->ntypes && (v->geo.files != f || v->geo.ranks != r) && lines->start == 0 && v->start[0])
			v->start[0] = '\0'; /* an inherited start no longer fits */
		if (v->geo.files != f || v->geo.ranks != r) /* nor do square bonuses given so far */
			memset(v->square_bonus, 0, sizeof v->square_bonus);
		v->geo.files = f;
		v->geo.ranks = r;
		lines->board = line;
		return VAR_OK;
	}
	if (!strcmp(key, "castling")) {
		lines->castling = line;
		return copy_value(v->castling_spec, sizeof v->castling_spec, value, key, line, err);
	}
	if (!strcmp(key, "start-shuffle")) {
		lines->shuffle = line;
		return copy_value(v->shuffle_spec, sizeof v->shuffle_spec, value, key, line, err);
	}
	if (!strcmp(key, "promotion-zone")) {
		lines->promo_zone = line;
		return copy_value(v->promo_zone_spec, sizeof v->promo_zone_spec, value, key, line, err);
	}
	if (!strcmp(key, "promotion") || !strcmp(key, "promotion-white") || !strcmp(key, "promotion-black")) {
		int c;
		for (c = 0; c < 2; c++) {
			if (key[9] == '-' && (key[10] == 'w') != (c == WHITE))
				continue;
			lines->promo[c] = line;
			if (copy_value(v->promo_spec[c], sizeof v->promo_spec[c], value, key, line, err))
				return VAR_ERR_VALUE;
		}
		return VAR_OK;
	}
	if (!strcmp(key, "promotion-colour") || !strcmp(key, "promotion-color")) {
		lines->promo_colour = line;
		return copy_value(v->promo_colour_spec, sizeof v->promo_colour_spec, value, key, line, err);
	}
	if (!strcmp(key, "stalemate")) {
		if (!strcmp(value, "draw"))
			v->stalemate = VAR_STALEMATE_DRAW;
		else if (!strcmp(value, "loss"))
			v->stalemate = VAR_STALEMATE_LOSS;
		else if (!strcmp(value, "win"))
			v->stalemate = VAR_STALEMATE_WIN;
		else
			return var_fail(err, line, VAR_ERR_VALUE,
					"stalemate: expected draw, loss or win (for the stalemated side)");
		return VAR_OK;
	}
	if (!strcmp(key, "fifty-move")) {
		if (parse_count(value, &n, 1000) < 0)
			return var_fail(err, line, VAR_ERR_VALUE, "fifty-move: expected a number of moves or off");
		v->fifty = 2 * n;
		return VAR_OK;
	}
	if (!strcmp(key, "repetition")) {
		if (parse_count(value, &n, 100) < 0 || n == 1)
			return var_fail(err, line, VAR_ERR_VALUE,
					"repetition: expected a number of occurrences (2 or more) or off");
		v->repetition = n;
		return VAR_OK;
	}
	if (!strcmp(key, "side-names")) {
		if (parse_pair(value, v->side_names) < 0)
			return var_fail(err, line, VAR_ERR_VALUE, "side-names: expected two names, as \"White, Black\"");
		return VAR_OK;
	}
	if (!strcmp(key, "square-colours") || !strcmp(key, "square-colors")) {
		if (parse_pair(value, v->square_colours) < 0)
			return var_fail(err, line, VAR_ERR_VALUE,
					"square-colours: expected two colours, dark then light, as \"#c86400, #fff5dc\"");
		return VAR_OK;
	}
	if (sscanf(key, "piece %1s%n", word, &n) == 1 && key[n] == '\0')
		return parse_piece(v, lines, word[0], value, line, err);
	if (!strncmp(key, "zone ", 5))
		return parse_zone_key(v, lines, var_trim(key + 5), value, line, err);
	if (!strncmp(key, "weight ", 7))
		return parse_weight(v, var_trim(key + 7), value, line, err);
	if (!strncmp(key, "square-bonus ", 13))
		return parse_square_bonus(v, var_trim(key + 13), value, line, err);
	if (!strncmp(key, "mobility-bonus ", 15))
		return parse_mobility_bonus(v, var_trim(key + 15), value, line, err);
	if (!strcmp(key, "network"))
		return parse_network(v, lines, value, line, err);
	return var_fail(err, line, VAR_ERR_SYNTAX, "unknown key \"%s\"", key);
}

/* Reads v's network file, named relative to v's own file. */
static var_status
read_network(variant *v, const var_lines *lines, var_error *err)
{
	char path[VAR_MAX_TEXT * 2];
	const char *slash = strrchr(v->file, '/');
	var_status st;

	if (v->network[0] == '/' || !slash)
		snprintf(path, sizeof path, "%s", v->network);
	else
		snprintf(path, sizeof path, "%.*s/%s", (int)(slash - v->file), v->file, v->network);
	st = var_net_read(v, path, err);
	if (st == VAR_ERR_IO && err->line == 0) {
		/* a file that cannot be read: say which line named it */
		char message[VAR_MAX_TEXT];
		snprintf(message, sizeof message, "network %.120s: %.120s", path, err->message);
		snprintf(err->file, sizeof err->file, "%s", v->file);
		snprintf(err->message, sizeof err->message, "%s", message);
		err->line = lines->network;
	}
	return st;
}

/* Compiles a finished section and adds it to set. */
static var_status
finish(var_set *set, variant **local, int *nlocal, variant *v, var_lines *lines,
       var_error *err)
{
	var_status st;

	if (!v)
		return VAR_OK;
	st = var_compile(v, lines, err);
	if (st != VAR_OK) {
		if (err->line == 0) /* a rule inherited from the parent */
			err->line = lines->section;
		free(v);
		return st;
	}
	if (set_lookup(set, v->name)) {
		free(v); /* a variant of an earlier directory takes precedence */
		return VAR_OK;
	}
	if (v->network[0] && (st = read_network(v, lines, err)) != VAR_OK) {
		free(v);
		return st;
	}
	if (set_add(set, v) < 0) {
		var_free(v);
		return var_fail(err, lines->section, VAR_ERR_IO, "out of memory");
	}
	v->serial = ++loaded; /* after the compile: inherit copied the parent's */
	local[(*nlocal)++] = v;
	return VAR_OK;
}

/* Reads one line of at most VAR_MAX_LINE characters into buf (which holds
 * VAR_MAX_LINE + 1), without the newline. Returns its length, -1 at the end of
 * the input, -2 for a line too long (skipped to its end), -3 for a NUL. */
int
var_read_line(FILE *f, char *buf)
{
	int c, len = 0, bad = 0;

	while ((c = getc(f)) != EOF && c != '\n') {
		if (c == '\0')
			bad = bad ? bad : -3;
		else if (len >= VAR_MAX_LINE)
			bad = bad ? bad : -2;
		else
			buf[len++] = (char)c;
	}
	buf[len] = '\0';
	if (bad)
		return bad;
	if (c == EOF && len == 0)
		return -1;
	return len;
}

/* The error of a line var_read_line refused, or VAR_OK. */
var_status
var_line_fault(var_error *err, int line, int len)
{
	if (len == -2)
		return var_fail(err, line, VAR_ERR_SYNTAX, "line longer than %d characters", VAR_MAX_LINE);
	if (len == -3)
		return var_fail(err, line, VAR_ERR_SYNTAX, "the line holds a NUL byte");
	return VAR_OK;
}

/* Reads one file; depth counts nested loads for inheritance. */
static var_status
load_file(var_set *set, const char *path, var_error *err, int depth)
{
	FILE *f;
	var_status st;

	memset(err, 0, sizeof *err);
	snprintf(err->file, sizeof err->file, "%s", path);
	f = fopen(path, "r");
	if (!f)
		return var_fail(err, 0, VAR_ERR_IO, "cannot read: %s", strerror(errno));
	st = load_stream(set, f, path, err, depth, 1);
	fclose(f);
	return st;
}

/* Reads the variants of an open stream named path; on_disk: path is a
 * file on disk (which may name network files beside it). */
static var_status
load_stream(var_set *set, FILE *f, const char *path, var_error *err, int depth, int on_disk)
{
	char *buf;
	int len;
	variant *v = NULL;
	variant *local[64];
	int nlocal = 0, line = 0;
	var_lines lines;
	var_status st = VAR_OK;

	memset(err, 0, sizeof *err);
	snprintf(err->file, sizeof err->file, "%s", path);
	memset(&lines, 0, sizeof lines);
	buf = malloc(VAR_MAX_LINE + 1);
	if (!buf)
		return var_fail(err, 0, VAR_ERR_IO, "out of memory");
	while ((len = var_read_line(f, buf)) != -1) {
		char *s, *eq, *hash;
		line++;
		if ((st = var_line_fault(err, line, len)) != VAR_OK)
			break;
		s = var_trim(buf);
		if (*s == '#' || *s == '\0')
			continue;
		/* " # " starts a trailing comment; "#c86400" does not. */
		for (hash = strchr(s, '#'); hash; hash = strchr(hash + 1, '#'))
			if ((hash[-1] == ' ' || hash[-1] == '\t') && (hash[1] == ' ' || hash[1] == '\0')) {
				*hash = '\0';
				s = var_trim(s);
				break;
			}
		for (eq = s; *eq; eq++)
			if ((unsigned char)*eq < 0x20 && *eq != '\t') {
				st = var_fail(err, line, VAR_ERR_SYNTAX, "control character 0x%02x in the line",
					      (unsigned char)*eq);
				goto out;
			}
		if (*s == '[') {
			char *close = strchr(s, ']'), *name;
			if ((st = finish(set, local, &nlocal, v, &lines, err)) != VAR_OK) {
				v = NULL;
				break;
			}
			v = NULL;
			if (!close || close[1] != '\0') {
				st = var_fail(err, line, VAR_ERR_SYNTAX, "a section line is \"[name]\"");
				break;
			}
			*close = '\0';
			name = var_trim(s + 1);
			if (!is_variant_name(name)) {
				st = var_fail(err, line, VAR_ERR_SYNTAX,
					      "variant name \"%s\": use lower-case letters, digits and '-' (at most %d)",
					      name, VAR_MAX_NAME - 1);
				break;
			}
			for (int i = 0; i < nlocal; i++)
				if (strcmp(local[i]->name, name) == 0) {
					st = var_fail(err, line, VAR_ERR_VALUE, "variant %s is defined twice in this file", name);
					goto out;
				}
			if (nlocal >= (int)(sizeof local / sizeof local[0])) {
				st = var_fail(err, line, VAR_ERR_VALUE, "too many variants in one file");
				break;
			}
			/* calloc, not malloc and memset: most of the ray tables
			 * stay untouched, so their pages are never faulted in */
			v = calloc(1, sizeof *v);
			if (!v) {
				st = var_fail(err, line, VAR_ERR_IO, "out of memory");
				break;
			}
			set_defaults(v, name, path);
			memset(&lines, 0, sizeof lines);
			lines.section = line;
			lines.on_disk = on_disk;
			continue;
		}
		eq = strchr(s, '=');
		if (!eq) {
			st = var_fail(err, line, VAR_ERR_SYNTAX, "expected \"key = value\" or \"[name]\"");
			break;
		}
		if (!v) {
			st = var_fail(err, line, VAR_ERR_SYNTAX, "a key before the first \"[name]\" section");
			break;
		}
		*eq = '\0';
		st = parse_key(set, local, nlocal, v, &lines, var_trim(s), var_trim(eq + 1), line, err, depth);
		lines.keys++;
		if (st != VAR_OK) {
			if (err->line == 0)
				err->line = line;
			break;
		}
	}
	if (st == VAR_OK && ferror(f))
		st = var_fail(err, 0, VAR_ERR_IO, "cannot read: %s", strerror(errno));
	if (st == VAR_OK) {
		st = finish(set, local, &nlocal, v, &lines, err);
		v = NULL;
		/* No section at all; sections skipped because their names are
		 * taken (by an earlier directory, or an earlier file) are fine. */
		if (st == VAR_OK && lines.section == 0)
			st = var_fail(err, 0, VAR_ERR_MISSING, "no variant in the file (expected a \"[name]\" section)");
	}
out:
	if (st != VAR_OK && err->file[0] == '\0')
		snprintf(err->file, sizeof err->file, "%s", path);
	free(v);
	free(buf);
	return st;
}

/* Loads every variant of one file into set. */
var_status
var_load_file(var_set *set, const char *path, var_error *err)
{
	return load_file(set, path, err, 0);
}

/* Loads every variant of an open stream; name stands for the file in messages. */
var_status
var_load_stream(var_set *set, FILE *f, const char *name, var_error *err)
{
	int before = set->count, i;
	var_status st = load_stream(set, f, name, err, 0, 0);

	/* No file on disk holds these: nothing may open "name" to read them
	 * again (a PGN read from a pipe would block). */
	for (i = before; i < set->count; i++)
		if (strcmp(set->items[i]->file, name) == 0)
			set->items[i]->file[0] = '\0';
	return st;
}

/* Compares two strings for qsort. */
static int
cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Loads the *.ini files of the data directories that are not loaded yet,
 * stopping once a variant named want (if not NULL) is in set. The first
 * failure is reported in err; returns 1 if one failed. */
static int
load_dirs(var_set *set, int depth, var_error *err, const char *want)
{
	const char *const *dirs;
	var_error sub;
	int reported = 0;

	memset(err, 0, sizeof *err);
	for (dirs = var_data_dirs(); *dirs; dirs++) {
		DIR *d = opendir(*dirs);
		struct dirent *e;
		char *names[512];
		int n = 0, i;
		if (!d)
			continue;
		while ((e = readdir(d)) && n < 512) {
			size_t len = strlen(e->d_name);
			if (len > 4 && strcmp(e->d_name + len - 4, ".ini") == 0 && (names[n] = strdup(e->d_name)))
				n++;
		}
		closedir(d);
		qsort(names, n, sizeof names[0], cmp_names);
		for (i = 0; i < n; i++) {
			char path[VAR_MAX_TEXT * 2];
			snprintf(path, sizeof path, "%s/%s", *dirs, names[i]);
			if ((!want || !set_lookup(set, want)) && !set_has_file(set, path) &&
			    load_file(set, path, &sub, depth) != VAR_OK && !reported) {
				*err = sub;
				reported = 1;
			}
			free(names[i]);
		}
	}
	return reported;
}

/* Loads every *.ini file of the data directories. */
var_status
var_load_all(var_set *set, var_error *err)
{
	int reported = load_dirs(set, 0, err, NULL);

	if (set->count == 0) {
		if (!reported)
			var_fail(err, 0, VAR_ERR_NOTFOUND,
				 "no variant files found (looked in $LEAPER_DATA_DIR, the user's and %s)",
				 LEAPER_DATADIR "/variants");
		return VAR_ERR_NOTFOUND;
	}
	return VAR_OK;
}

/* Finds a variant by name or path. */
const variant *
var_find(var_set *set, const char *name, var_error *err)
{
	const variant *v;
	const char *const *dirs;
	char path[VAR_MAX_TEXT * 2];
	int before;

	memset(err, 0, sizeof *err);
	if ((v = set_lookup(set, name)))
		return v;
	if (strchr(name, '/') || strstr(name, ".ini")) {
		before = set->count;
		if (load_file(set, name, err, 0) != VAR_OK)
			return NULL;
		(void)before; /* parents from other files may come first: match the path */
		for (int i = 0; i < set->count; i++)
			if (strcmp(set->items[i]->file, name) == 0)
				return set->items[i];
		var_fail(err, 0, VAR_ERR_NOTFOUND, "no variant in the file");
		return NULL;
	}
	for (dirs = var_data_dirs(); *dirs; dirs++) {
		var_error sub;
		snprintf(path, sizeof path, "%s/%s.ini", *dirs, name);
		if (set_has_file(set, path))
			continue;
		if (load_file(set, path, &sub, 0) == VAR_OK) {
			if ((v = set_lookup(set, name)))
				return v;
		} else if (sub.line > 0) {
			*err = sub;
			return NULL;
		}
	}
	var_load_all(set, err);
	if ((v = set_lookup(set, name)))
		return v;
	memset(err, 0, sizeof *err);
	var_fail(err, 0, VAR_ERR_NOTFOUND, "no variant named \"%s\" (see 'leaper variants')", name);
	return NULL;
}

/* The default variant. */
const variant *
var_default(var_set *set, var_error *err)
{
	int i;

	memset(err, 0, sizeof *err);
	if (set->count == 0 && var_load_all(set, err) != VAR_OK)
		return NULL;
	for (i = 0; i < set->count; i++)
		if (set->items[i]->is_default)
			return set->items[i];
	if (var_load_all(set, err) != VAR_OK && set->count == 0)
		return NULL;
	for (i = 0; i < set->count; i++)
		if (set->items[i]->is_default)
			return set->items[i];
	if (set->count > 0)
		return set->items[0];
	var_fail(err, 0, VAR_ERR_NOTFOUND, "no default variant");
	return NULL;
}
