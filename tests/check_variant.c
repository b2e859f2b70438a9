/* check_variant.c - the variant loader, the piece-move notation and the
 * FEN reader against broken and hostile input: every error must carry its
 * status, the line it was found on and a message that says what is wrong;
 * pieces pasted from XBoard or Fairy-Stockfish must move as they do there. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "suites.h"

#include "betza.h"
#include "movegen.h"
#include "notation_coord.h"
#include "position.h"

/* A small valid variant taking lines 1-4; cases append broken lines. */
#define HEAD "[t]\nboard = 8x8\nstart = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\npiece K = King; K; royal\n"
/* Kings, rooks and pawns on lines 1-6; castling and promotion cases follow. */
#define ROOKS "[t]\nboard = 8x8\nstart = r3k2r/p7/8/8/8/8/P7/R3K2R w - - 0 1\n" \
	"piece K = King; K; royal\npiece R = Rook; R\npiece P = Pawn; fmW fcF; pawn\n"

/* A temporary file holding a test's variant text. */
typedef struct temp_file {
	char dir[64];
	char path[96];
} temp_file;

/* Writes len bytes of text to a file in a new temporary directory. */
static void
temp_write(temp_file *t, const char *text, size_t len)
{
	FILE *f;

	snprintf(t->dir, sizeof t->dir, "/tmp/leaper-check-XXXXXX");
	ck_assert_msg(mkdtemp(t->dir) != NULL, "mkdtemp: %s", strerror(errno));
	snprintf(t->path, sizeof t->path, "%s/test.ini", t->dir);
	f = fopen(t->path, "wb");
	ck_assert_msg(f != NULL, "%s: %s", t->path, strerror(errno));
	ck_assert_uint_eq(fwrite(text, 1, len, f), len);
	ck_assert_int_eq(fclose(f), 0);
}

/* Removes the file and its directory. */
static void
temp_remove(temp_file *t)
{
	unlink(t->path);
	rmdir(t->dir);
}

/* Loads len bytes of text as a variant file into set. */
static var_status
load_text(var_set *set, const char *text, size_t len, var_error *err, char *path, size_t size)
{
	temp_file t;
	var_status st;

	temp_write(&t, text, len);
	st = var_load_file(set, t.path, err);
	if (path)
		snprintf(path, size, "%s", t.path);
	temp_remove(&t);
	return st;
}

/* A broken variant file and what loading it must report. */
typedef struct bad_case {
	const char *text;
	var_status status;
	int line;            /* line of the error; 0 for the whole file */
	const char *phrase;  /* a part of the message */
} bad_case;

static const bad_case bad_cases[] = {
	/* The lines themselves. */
	{ HEAD "colour = red\n", VAR_ERR_SYNTAX, 5, "unknown key \"colour\"" },
	{ HEAD "fifty-move 50\n", VAR_ERR_SYNTAX, 5, "expected \"key = value\"" },
	{ "# a comment\nboard = 8x8\n[t]\n", VAR_ERR_SYNTAX, 2, "before the first \"[name]\"" },
	{ "[Chess]\nboard = 8x8\n", VAR_ERR_SYNTAX, 1, "variant name \"Chess\"" },
	{ "[t\nboard = 8x8\n", VAR_ERR_SYNTAX, 1, "a section line is \"[name]\"" },
	{ "[]\n", VAR_ERR_SYNTAX, 1, "variant name \"\"" },
	{ HEAD "\n" HEAD, VAR_ERR_VALUE, 6, "variant t is defined twice" },
	{ HEAD "description = one\x01two\n", VAR_ERR_SYNTAX, 5, "control character 0x01" },
	{ HEAD "description = one\rtwo\n", VAR_ERR_SYNTAX, 5, "control character 0x0d" },
	{ HEAD "description = "
	  "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789"
	  "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789"
	  "0123456789012345678901234567890123456789012345678901234567890123456789\n",
	  VAR_ERR_VALUE, 5, "description: value too long" },
	/* Piece lines. */
	{ HEAD "piece K = Other King; W\n", VAR_ERR_VALUE, 5, "piece K is defined twice (first on line 4)" },
	{ HEAD "piece x = Thing; W\n", VAR_ERR_SYNTAX, 5, "upper-case" },
	{ HEAD "piece 1 = Thing; W\n", VAR_ERR_SYNTAX, 5, "upper-case" },
	{ HEAD "piece X = Thing\n", VAR_ERR_SYNTAX, 5, "write \"piece X = Name; moves" },
	{ HEAD "piece X = ; W\n", VAR_ERR_VALUE, 5, "piece X: the name is missing" },
	{ HEAD "piece X = Thing; ; royal\n", VAR_ERR_VALUE, 5, "piece X: the moves are missing" },
	{ HEAD "piece X = Thing;;royal\n", VAR_ERR_VALUE, 5, "piece X: the moves are missing" },
	{ HEAD "piece X = Thing; W; fast\n", VAR_ERR_VALUE, 5, "unknown attribute \"fast\"" },
	{ HEAD "piece X = Thing; W; value ten\n", VAR_ERR_VALUE, 5, "value must be a number" },
	{ HEAD "piece X = Thing; W; value 0\n", VAR_ERR_VALUE, 5, "value must be a number" },
	/* Piece moves: reported on the piece's line, naming the character. */
	{ HEAD "piece X = Thing; WY\n", VAR_ERR_VALUE, 5, "at character 2: unknown atom 'Y'" },
	{ HEAD "piece X = Thing; kW\n", VAR_ERR_VALUE, 5, "unknown modifier 'k'" },
	{ HEAD "piece X = Thing; aW\n", VAR_ERR_VALUE, 5, "modifier 'a' is not supported" },
	{ HEAD "piece X = Thing; fmWfceF\n", VAR_ERR_VALUE, 5, "modifier 'e' is not supported" },
	{ HEAD "piece X = Thing; W fm\n", VAR_ERR_VALUE, 5, "the moves end after a modifier" },
	{ HEAD "piece X = Thing; f W\n", VAR_ERR_VALUE, 5, "expected a piece letter" },
	{ HEAD "piece X = Thing; R16\n", VAR_ERR_VALUE, 5, "range must be 0 to 15" },
	{ HEAD "piece X = Thing; N>Q\n", VAR_ERR_VALUE, 5, "'>' must be followed by R or B" },
	{ HEAD "piece X = Thing; R>B\n", VAR_ERR_VALUE, 5, "'>' continues a single leap" },
	{ HEAD "piece X = Thing; F>R\n", VAR_ERR_VALUE, 5, "'>R' needs a leap with a longer axis" },
	{ HEAD "piece X = Thing; W>B\n", VAR_ERR_VALUE, 5, "'>B' needs a leap off the orthogonals" },
	{ HEAD "piece X = Thing; pN\n", VAR_ERR_VALUE, 5, "'p' and 'g' need a rider" },
	{ HEAD "piece X = Thing; gK\n", VAR_ERR_VALUE, 5, "'p' and 'g' need a rider" },
	{ HEAD "piece X = Thing; nR\n", VAR_ERR_VALUE, 5, "'n' (lame) applies to a single leap" },
	{ HEAD "piece X = Thing; nC\n", VAR_ERR_VALUE, 5, "'n' (lame) is not defined for this leap" },
	{ HEAD "piece X = Thing; jN\n", VAR_ERR_VALUE, 5, "'j' (must jump) is supported on D and A" },
	{ HEAD "piece X = Thing; W[in nowhere]\n", VAR_ERR_VALUE, 5, "no zone named \"nowhere\"" },
	{ HEAD "piece X = Thing; R[min 0]\n", VAR_ERR_VALUE, 5, "min needs a number from 1 to 15" },
	{ HEAD "piece X = Thing; W[min 2]\n", VAR_ERR_VALUE, 5, "'min' needs a rider" },
	{ HEAD "piece X = Thing; R[in]\n", VAR_ERR_VALUE, 5, "expected 'in ZONE', 'to ZONE' or 'min N'" },
	{ HEAD "piece X = Thing; R[min 2\n", VAR_ERR_VALUE, 5, "expected ',' or ']'" },
	{ HEAD "piece X = Thing; W; checks kN\n", VAR_ERR_VALUE, 5, "piece X: checks: in moves \"kN\"" },
	/* The board and the start position. */
	{ "[t]\nboard = 0x8\n", VAR_ERR_VALUE, 2, "board: expected FILESxRANKS" },
	{ "[t]\nboard = 17x8\n", VAR_ERR_VALUE, 2, "board: expected FILESxRANKS" },
	{ "[t]\nboard = 8 by 8\n", VAR_ERR_VALUE, 2, "board: expected FILESxRANKS" },
	{ "[t]\nstart = 8/8/8/8/8/8/8/8 w - - 0 1\npiece K = King; K\n", VAR_ERR_MISSING, 1,
	  "variant t has no 'board = '" },
	{ "[t]\nboard = 8x8\npiece K = King; K\n", VAR_ERR_MISSING, 1, "variant t has no 'start = '" },
	{ "[t]\nboard = 8x8\nstart = 8/8/8/8/8/8/8/8 w - - 0 1\n", VAR_ERR_MISSING, 1, "variant t has no pieces" },
	{ "[t]\n\n[u]\n", VAR_ERR_MISSING, 1, "variant t has no 'board = '" },
	{ "[t]\nboard = 6x6\nstart = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\npiece K = King; K; royal\n",
	  VAR_ERR_VALUE, 3, "start position: board field" },
	{ "[t]\nboard = 8x8\nstart = 4k3/8/8/8/8/8/8/4KX2 w - - 0 1\npiece K = King; K; royal\n",
	  VAR_ERR_VALUE, 3, "start position: board field: 'X' is not a piece of t" },
	{ HEAD "start = 4k3/8/8/8/8/8/8/4K3 w KQ - 0 1\n", VAR_ERR_VALUE, 5, "t has no castling" },
	/* Castling. */
	{ ROOKS "castling = R 2 K\n", VAR_ERR_VALUE, 7, "'R' is not a royal piece" },
	{ ROOKS "castling = K 9 R\n", VAR_ERR_VALUE, 7, "the distance must be a number from 1 to 7" },
	{ ROOKS "castling = K two R\n", VAR_ERR_VALUE, 7, "the distance must be a number" },
	{ ROOKS "castling = K 2\n", VAR_ERR_VALUE, 7, "name the pieces the royal piece castles with" },
	{ ROOKS "castling = K 2 X\n", VAR_ERR_VALUE, 7, "'X' is not a piece letter" },
	{ "[t]\nboard = 8x8\nstart = 4k3/8/8/8/8/8/8/R3K3 w KQ - 0 1\npiece K = King; K; royal\n"
	  "piece R = Rook; R\ncastling = K 2 R\n", VAR_ERR_VALUE, 3,
	  "castling field: 'K' but no piece to castle with on the higher-file side" },
	/* Promotion. */
	{ ROOKS "promotion-zone = rank 8\npromotion = Q R\n", VAR_ERR_VALUE, 8, "\"Q R\" is not a piece letter" },
	{ ROOKS "promotion-zone = rank 8\n", VAR_ERR_MISSING, 7, "needs 'promotion = ' choices" },
	{ ROOKS "promotion-zone = rank 8\npromotion-white = R\n", VAR_ERR_MISSING, 7,
	  "needs 'promotion = ' choices for both sides" },
	{ ROOKS "promotion-zone = rank 8\npromotion = R\npromotion-colour = K a1\n", VAR_ERR_VALUE, 9,
	  "'K' is not a promotion choice" },
	{ ROOKS "promotion-zone = rank 8\npromotion = R\npromotion-colour = R z9\n", VAR_ERR_VALUE, 9,
	  "\"z9\" is not a square" },
	{ ROOKS "promotion-zone = rank 8\npromotion = R\npromotion-colour = R\n", VAR_ERR_VALUE, 9,
	  "expected a piece letter and a square" },
	{ ROOKS "promotion-zone = rank 9\npromotion = R\n", VAR_ERR_VALUE, 7, "rank beyond the 8x8 board" },
	/* Zones. */
	{ HEAD "zone home = diagonals\n", VAR_ERR_VALUE, 5, "expected 'ranks', 'files' or 'squares'" },
	{ HEAD "zone home = ranks 1-9\n", VAR_ERR_VALUE, 5, "rank beyond the 8x8 board" },
	{ HEAD "zone home = ranks 4-2\n", VAR_ERR_VALUE, 5, "bad rank range" },
	/* numbers strtol clamps: refused before any arithmetic on them */
	{ HEAD "zone home = ranks -9223372036854775808\n", VAR_ERR_VALUE, 5, "bad rank range" },
	{ HEAD "zone home = ranks 1--9223372036854775808\n", VAR_ERR_VALUE, 5, "bad rank range" },
	{ HEAD "zone home = ranks 99999999999999999999\n", VAR_ERR_VALUE, 5, "bad rank range" },
	{ HEAD "zone home = files a-z\n", VAR_ERR_VALUE, 5, "bad file range" },
	{ HEAD "zone home = squares a1 i1\n", VAR_ERR_VALUE, 5, "\"i1\" is not a square of the board" },
	{ HEAD "zone home = ranks 1x\n", VAR_ERR_VALUE, 5, "unexpected \"x\"" },
	{ HEAD "zone my home = rank 1\n", VAR_ERR_SYNTAX, 5, "zone name \"my home\"" },
	{ HEAD "zone home = rank 1\nzone home = rank 2\n", VAR_ERR_VALUE, 6, "zone home is defined twice" },
	/* Rules. */
	{ HEAD "stalemate = lose\n", VAR_ERR_VALUE, 5, "stalemate: expected draw, loss or win" },
	{ HEAD "fifty-move = 0\n", VAR_ERR_VALUE, 5, "fifty-move: expected a number of moves or off" },
	{ HEAD "fifty-move = fifty\n", VAR_ERR_VALUE, 5, "fifty-move: expected" },
	{ HEAD "repetition = 1\n", VAR_ERR_VALUE, 5, "repetition: expected a number of occurrences" },
	{ HEAD "repetition = often\n", VAR_ERR_VALUE, 5, "repetition: expected" },
	{ HEAD "default = maybe\n", VAR_ERR_VALUE, 5, "default: expected yes or no" },
	{ HEAD "side-names = White\n", VAR_ERR_VALUE, 5, "side-names: expected two names" },
	{ HEAD "square-colours = red\n", VAR_ERR_VALUE, 5, "square-colours: expected two colours" },
	{ HEAD "weight Threat = 3\n", VAR_ERR_SYNTAX, 5, "weight: expected a name of lower-case letters" },
	{ HEAD "weight threat_mg = lots\n", VAR_ERR_VALUE, 5, "weight threat_mg: expected a whole number" },
	{ HEAD "weight threat_mg = 200000\n", VAR_ERR_VALUE, 5, "weight threat_mg: expected a whole number" },
	{ HEAD "square-bonus K mg 1 = 1 2 3\n", VAR_ERR_VALUE, 5, "square-bonus K mg 1: expected 8 numbers, one a file, found fewer" },
	{ HEAD "square-bonus K mg 1 = 1 2 3 4 5 6 7 8 9\n", VAR_ERR_VALUE, 5, "found more" },
	{ HEAD "square-bonus K mg 9 = 1 2 3 4 5 6 7 8\n", VAR_ERR_VALUE, 5, "rank 9 is off the board (1-8)" },
	{ HEAD "square-bonus K mg 0 = 1 2 3 4 5 6 7 8\n", VAR_ERR_VALUE, 5, "rank 0 is off the board" },
	{ HEAD "square-bonus Z mg 1 = 1 2 3 4 5 6 7 8\n", VAR_ERR_VALUE, 5, "square-bonus: no piece \"Z\"" },
	{ HEAD "square-bonus k mg 1 = 1 2 3 4 5 6 7 8\n", VAR_ERR_VALUE, 5, "square-bonus: no piece \"k\"" },
	{ HEAD "square-bonus K op 1 = 1 2 3 4 5 6 7 8\n", VAR_ERR_SYNTAX, 5, "expected a piece letter, mg or eg and a rank" },
	{ HEAD "square-bonus K mg = 1 2 3 4 5 6 7 8\n", VAR_ERR_SYNTAX, 5, "expected a piece letter, mg or eg and a rank" },
	{ HEAD "square-bonus K mg 1 x = 1 2 3 4 5 6 7 8\n", VAR_ERR_SYNTAX, 5, "expected a piece letter" },
	{ HEAD "square-bonus K eg 1 = 1 2 3 4 5 6 7 2001\n", VAR_ERR_VALUE, 5, "square-bonus K eg 1: expected whole numbers from -2000 to 2000" },
	{ HEAD "square-bonus K eg 1 = 1 2 3 4 5 6 7 8x\n", VAR_ERR_VALUE, 5, "expected whole numbers" },
	{ HEAD "square-bonus K eg 1 = 1 2 3 4 5 6 7 99999999999999999999\n", VAR_ERR_VALUE, 5, "expected whole numbers" },
	{ HEAD "mobility-bonus K mg =\n", VAR_ERR_VALUE, 5, "mobility-bonus K mg: expected at least one number" },
	{ HEAD "mobility-bonus K mg = 1 2 x\n", VAR_ERR_VALUE, 5, "mobility-bonus K mg: expected whole numbers from -2000 to 2000" },
	{ HEAD "mobility-bonus K eg = -2001\n", VAR_ERR_VALUE, 5, "expected whole numbers" },
	{ HEAD "mobility-bonus K eg = " "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 "
	       "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1\n", VAR_ERR_VALUE, 5,
	  "mobility-bonus K eg: more than 64 numbers (counts 0 to 63)" },
	{ HEAD "mobility-bonus Z mg = 1\n", VAR_ERR_VALUE, 5, "mobility-bonus: no piece \"Z\"" },
	{ HEAD "mobility-bonus K op = 1\n", VAR_ERR_SYNTAX, 5, "mobility-bonus: expected a piece letter and mg or eg" },
	{ HEAD "mobility-bonus K mg 1 = 1\n", VAR_ERR_SYNTAX, 5, "expected a piece letter and mg or eg" },
	/* An initial-only move of a piece on its start square gives check. */
	{ "[t]\nboard = 8x8\nstart = 4k3/4X3/8/8/8/8/8/4K3 w - - 0 1\npiece K = King; K; royal\npiece X = Xiang; iW\n",
	  VAR_ERR_VALUE, 3, "Black's royal piece is already attacked" },
	/* Inheritance. */
	{ "[t]\ninherit = no-such-variant\n", VAR_ERR_NOTFOUND, 2, "no variant named \"no-such-variant\"" },
	/* a parent is a name, never a path: "../chess" must not reach data/../chess.ini */
	{ "[t]\ninherit = ../data/chess\n", VAR_ERR_NOTFOUND, 2, "no variant named \"../data/chess\"" },
	{ "[t]\ninherit = Chess\n", VAR_ERR_NOTFOUND, 2, "no variant named \"Chess\"" },
	{ "[t]\nboard = 8x8\ninherit = chess\n", VAR_ERR_SYNTAX, 3, "'inherit' must come first" },
	{ "[t]\ndescription = mine\ninherit = chess\n", VAR_ERR_SYNTAX, 3, "'inherit' must come first" },
	/* A redefinition that breaks an inherited rule: blamed on the section. */
	{ "[t]\ninherit = chess\npiece K = King; K\n\n[u]\ninherit = chess\n", VAR_ERR_VALUE, 1,
	  "castling: 'K' is not a royal piece" },
	/* Whole files. */
	{ "", VAR_ERR_MISSING, 0, "no variant in the file" },
	{ "# only\n\n   # comments\n\t\n", VAR_ERR_MISSING, 0, "no variant in the file" },
};

/* Checks that case number i failed as c says, in the file path. */
static void
assert_failed(const bad_case *c, int i, var_status st, const var_error *err, const char *path)
{
	ck_assert_msg(st == c->status, "case %d: status %d, expected %d (%s)", i, st, c->status, err->message);
	ck_assert_msg(err->line == c->line, "case %d: line %d, expected %d (%s)", i, err->line, c->line,
		      err->message);
	ck_assert_msg(strstr(err->message, c->phrase) != NULL, "case %d: message \"%s\" lacks \"%s\"", i,
		      err->message, c->phrase);
	ck_assert_str_eq(err->file, path);
}

/* Each broken file fails with its status, line and message. */
START_TEST(test_bad_file)
{
	const bad_case *c = &bad_cases[_i];
	var_set set = { 0, NULL };
	var_error err;
	char path[128], full[VAR_MAX_TEXT * 2], where[160];
	var_status st = load_text(&set, c->text, strlen(c->text), &err, path, sizeof path);

	assert_failed(c, _i, st, &err, path);
	var_format_error(&err, full, sizeof full);
	if (c->line)
		snprintf(where, sizeof where, "%s:%d: ", path, c->line);
	else
		snprintf(where, sizeof where, "%s: ", path);
	ck_assert_msg(strncmp(full, where, strlen(where)) == 0, "case %d: \"%s\"", _i, full);
	var_set_free(&set);
}
END_TEST

/* A line of n characters of c, then a newline, appended to head. */
static char *
long_line(const char *head, const char *prefix, char c, size_t n)
{
	size_t h = strlen(head), p = strlen(prefix);
	char *s = malloc(h + p + n + 2);

	ck_assert_ptr_nonnull(s);
	memcpy(s, head, h);
	memcpy(s + h, prefix, p);
	memset(s + h + p, c, n - p);
	s[h + n] = '\n';
	s[h + n + 1] = '\0';
	return s;
}

/* A line may hold 4096 characters, not one more. */
START_TEST(test_line_length)
{
	var_set set = { 0, NULL };
	var_error err;
	char *text = long_line(HEAD, "# ", 'x', 4096);

	ck_assert_int_eq(load_text(&set, text, strlen(text), &err, NULL, 0), VAR_OK);
	free(text);
	text = long_line(HEAD, "description = ", 'x', 4097);
	ck_assert_int_eq(load_text(&set, text, strlen(text), &err, NULL, 0), VAR_ERR_SYNTAX);
	ck_assert_int_eq(err.line, 5);
	ck_assert_ptr_nonnull(strstr(err.message, "line longer than 4096 characters"));
	free(text);
	/* A megabyte-long line is refused as quickly, on its own line. */
	text = long_line("# first\n", "", 'y', 1 << 20);
	ck_assert_int_eq(load_text(&set, text, strlen(text), &err, NULL, 0), VAR_ERR_SYNTAX);
	ck_assert_int_eq(err.line, 2);
	free(text);
	var_set_free(&set);
}
END_TEST

/* A NUL byte is an error of its line, not the end of the file. */
START_TEST(test_nul_byte)
{
	static const char text[] = HEAD "descr\0iption = x\n";
	var_set set = { 0, NULL };
	var_error err;

	ck_assert_int_eq(load_text(&set, text, sizeof text - 1, &err, NULL, 0), VAR_ERR_SYNTAX);
	ck_assert_int_eq(err.line, 5);
	ck_assert_ptr_nonnull(strstr(err.message, "NUL byte"));
	var_set_free(&set);
}
END_TEST

/* A missing file and a directory are I/O errors with the system's reason. */
START_TEST(test_unreadable)
{
	var_set set = { 0, NULL };
	var_error err;
	temp_file t;

	temp_write(&t, "", 0);
	unlink(t.path);
	ck_assert_int_eq(var_load_file(&set, t.path, &err), VAR_ERR_IO);
	ck_assert_int_eq(err.line, 0);
	ck_assert_str_eq(err.file, t.path);
	ck_assert_ptr_nonnull(strstr(err.message, strerror(ENOENT)));
	ck_assert_int_eq(var_load_file(&set, t.dir, &err), VAR_ERR_IO);
	ck_assert_int_eq(err.line, 0);
	ck_assert_ptr_nonnull(strstr(err.message, strerror(EISDIR)));
	ck_assert_int_eq(set.count, 0);
	temp_remove(&t);
}
END_TEST

/* The variant called name in set, which must be there. */
static const variant *
must_find(var_set *set, const char *name)
{
	int i;

	for (i = 0; i < set->count; i++)
		if (!strcmp(set->items[i]->name, name))
			return set->items[i];
	ck_abort_msg("variant %s not loaded", name);
	return NULL;
}

/* " # " starts a comment; "#c86400" and "a#b" do not. */
START_TEST(test_comments)
{
	static const char text[] =
		"# leading comment\n"
		"[t]   # trailing comment on a section line\n"
		"description = Sharp # not part of it\n"
		"board = 8x8 #\n"
		"start = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n"
		"square-colours = #c86400, #fff5dc    # dark orange and cream\n"
		"side-names = C#, F#\n"
		"piece K = King; K; royal;\r\n";
	var_set set = { 0, NULL };
	var_error err;
	const variant *v;

	ck_assert_msg(load_text(&set, text, sizeof text - 1, &err, NULL, 0) == VAR_OK, "%s", err.message);
	v = must_find(&set, "t");
	ck_assert_str_eq(v->description, "Sharp");
	ck_assert_int_eq(v->geo.files, 8);
	ck_assert_str_eq(v->square_colours[0], "#c86400");
	ck_assert_str_eq(v->square_colours[1], "#fff5dc");
	ck_assert_str_eq(v->side_names[0], "C#");
	ck_assert_str_eq(v->side_names[1], "F#");
	ck_assert_int_eq(v->pieces[0].royal, 1);
	var_set_free(&set);
}
END_TEST

/* Inheriting changes only the keys written; several variants share a file. */
START_TEST(test_inheritance)
{
	static const char text[] =
		"[loser]\ninherit = chess\nstalemate = loss\n\n"
		"[small]\nboard = 5x5\nstart = k4/5/5/5/4K w - - 0 1\npiece K = King; K; royal\n"
		"piece W = Wazir; W\n\n"
		"[smaller]\ninherit = small\ndescription = the same, with a Ferz\npiece F = Ferz; F\n";
	var_set set = { 0, NULL };
	var_error err;
	const variant *chess, *loser, *small, *smaller;

	ck_assert_msg(load_text(&set, text, sizeof text - 1, &err, NULL, 0) == VAR_OK, "%s", err.message);
	chess = must_find(&set, "chess");
	loser = must_find(&set, "loser");
	small = must_find(&set, "small");
	smaller = must_find(&set, "smaller");
	ck_assert_int_eq(chess->stalemate, VAR_STALEMATE_DRAW);
	ck_assert_int_eq(loser->stalemate, VAR_STALEMATE_LOSS);
	ck_assert_str_eq(loser->start, chess->start);
	ck_assert_int_eq(loser->ntypes, chess->ntypes);
	ck_assert_int_eq(loser->fifty, chess->fifty);
	ck_assert_int_eq(loser->castle_type, chess->castle_type);
	ck_assert_int_eq(loser->is_default, 0);
	ck_assert_int_eq(small->ntypes, 2);
	ck_assert_int_eq(smaller->ntypes, 3);
	ck_assert_int_eq(smaller->geo.files, 5);
	ck_assert_str_eq(smaller->description, "the same, with a Ferz");
	ck_assert_int_eq(var_type_of_letter(smaller, 'f'), 2);
	ck_assert_int_eq(var_type_of_letter(small, 'F'), -1);
	var_set_free(&set);
}
END_TEST

/* "weight NAME = N" lines are kept for the engine; a later line of the
 * same name, or a child's, replaces the earlier one. */
START_TEST(test_weights)
{
	static const char text[] =
		"[w]\nboard = 8x8\nstart = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\npiece K = King; K; royal\n"
		"weight threat_mg = 30\nweight tempo = 5\nweight tempo = 7\n\n"
		"[child]\ninherit = w\nweight threat_mg = -4\n";
	var_set set = { 0, NULL };
	var_error err;
	const variant *w, *child;

	ck_assert_msg(load_text(&set, text, sizeof text - 1, &err, NULL, 0) == VAR_OK, "%s", err.message);
	w = must_find(&set, "w");
	child = must_find(&set, "child");
	ck_assert_int_eq(w->nweights, 2);
	ck_assert_str_eq(w->weight_name[0], "threat_mg");
	ck_assert_int_eq(w->weight_value[0], 30);
	ck_assert_str_eq(w->weight_name[1], "tempo");
	ck_assert_int_eq(w->weight_value[1], 7);
	ck_assert_int_eq(child->nweights, 2);
	ck_assert_int_eq(child->weight_value[0], -4);
	ck_assert_int_eq(child->weight_value[1], 7);
	var_set_free(&set);
}
END_TEST

/* "square-bonus X mg|eg RANK = ..." lines fill the engine's bonus table
 * of the piece, by square from White's side; a later line replaces an
 * earlier, a child inherits them unless its board is of another size, and
 * a square no line names stays 0. */
START_TEST(test_square_bonus)
{
	static const char text[] =
		"[w]\nboard = 8x8\nstart = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\npiece K = King; K; royal\n"
		"square-bonus K mg 1 = -8 -7 -6 -5 -4 -3 -2 -1\nsquare-bonus K eg 8 = 1 2 3 4 5 6 7 8\n"
		"square-bonus K eg 8 = 10 20 30 40 50 60 70 80\n\n"
		"[child]\ninherit = w\nsquare-bonus K mg 1 = 0 0 0 0 0 0 0 9\n\n"
		"[wide]\ninherit = w\nboard = 10x8\nstart = 4k5/10/10/10/10/10/10/4K5 w - - 0 1\n";
	var_set set = { 0, NULL };
	var_error err;
	const variant *w, *child;
	int k;

	ck_assert_msg(load_text(&set, text, sizeof text - 1, &err, NULL, 0) == VAR_OK, "%s", err.message);
	w = must_find(&set, "w");
	child = must_find(&set, "child");
	k = var_type_of_letter(w, 'K');
	ck_assert_int_eq(w->square_bonus[0][k][BRD_INDEX(BRD_SQ(0, 0))], -8);
	ck_assert_int_eq(w->square_bonus[0][k][BRD_INDEX(BRD_SQ(7, 0))], -1);
	ck_assert_int_eq(w->square_bonus[1][k][BRD_INDEX(BRD_SQ(0, 7))], 10);
	ck_assert_int_eq(w->square_bonus[1][k][BRD_INDEX(BRD_SQ(7, 7))], 80);
	ck_assert_int_eq(w->square_bonus[0][k][BRD_INDEX(BRD_SQ(3, 3))], 0);
	ck_assert_int_eq(child->square_bonus[0][k][BRD_INDEX(BRD_SQ(0, 0))], 0);
	ck_assert_int_eq(child->square_bonus[0][k][BRD_INDEX(BRD_SQ(7, 0))], 9);
	ck_assert_int_eq(child->square_bonus[1][k][BRD_INDEX(BRD_SQ(7, 7))], 80);
	ck_assert_int_eq(must_find(&set, "wide")->square_bonus[1][k][BRD_INDEX(BRD_SQ(7, 7))], 0);
	ck_assert_int_eq(must_find(&set, "wide")->square_bonus[0][k][BRD_INDEX(BRD_SQ(0, 0))], 0);
	var_set_free(&set);
}
END_TEST

/* "mobility-bonus X mg|eg = ..." lines fill the engine's bonus table of
 * the piece by mobility count from 0 on, every count past the last number
 * taking the last; a child inherits them and may replace a line; a piece
 * no line names has 0 throughout. */
START_TEST(test_mobility_bonus)
{
	static const char text[] =
		"[w]\nboard = 8x8\nstart = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\npiece K = King; K; royal\n"
		"piece R = Rook; R\nmobility-bonus R mg = -30 -10 5\nmobility-bonus R eg = 7\n\n"
		"[child]\ninherit = w\nmobility-bonus R mg = 1 2\n";
	var_set set = { 0, NULL };
	var_error err;
	const variant *w, *child;
	int r, k;

	ck_assert_msg(load_text(&set, text, sizeof text - 1, &err, NULL, 0) == VAR_OK, "%s", err.message);
	w = must_find(&set, "w");
	child = must_find(&set, "child");
	r = var_type_of_letter(w, 'R');
	k = var_type_of_letter(w, 'K');
	ck_assert_int_eq(w->mobility_bonus[0][r][0], -30);
	ck_assert_int_eq(w->mobility_bonus[0][r][1], -10);
	ck_assert_int_eq(w->mobility_bonus[0][r][2], 5);
	ck_assert_int_eq(w->mobility_bonus[0][r][14], 5);
	ck_assert_int_eq(w->mobility_bonus[0][r][VAR_MOB_MAX - 1], 5);
	ck_assert_int_eq(w->mobility_bonus[1][r][0], 7);
	ck_assert_int_eq(w->mobility_bonus[1][r][VAR_MOB_MAX - 1], 7);
	ck_assert_int_eq(w->mobility_bonus[0][k][3], 0);
	ck_assert_int_eq(child->mobility_bonus[0][r][0], 1);
	ck_assert_int_eq(child->mobility_bonus[0][r][9], 2);
	ck_assert_int_eq(child->mobility_bonus[1][r][9], 7);
	var_set_free(&set);
}
END_TEST

/* A variant of kings and rooks naming net.ini's neighbour "test.net". */
#define NET_VARIANT "[t]\nboard = 8x8\nstart = 4k3/8/8/8/8/8/8/R3K3 w - - 0 1\n" \
	"piece K = King; K; royal\npiece R = Rook; R\nnetwork = test.net\n\n[child]\ninherit = t\n"
/* The shape of a network file for it, lines 1-3, with two units. */
#define NET_SHAPE "board = 8x8\npieces = KR\nhidden = 2\n"
#define NET_OUT "output own = 1 2\noutput enemy = 3 4\n"

/* Writes variant and network text side by side in a new temporary
 * directory and loads the variant file into set; net_path gets the
 * network file's path. */
static var_status
load_with_net(var_set *set, const char *variant_text, const char *net_text, var_error *err, char *net_path,
	      size_t size)
{
	temp_file t;
	char path[128];
	FILE *f;
	var_status st;

	temp_write(&t, variant_text, strlen(variant_text));
	snprintf(path, sizeof path, "%s/test.net", t.dir);
	if (net_text) {
		f = fopen(path, "wb");
		ck_assert_ptr_nonnull(f);
		ck_assert_uint_eq(fwrite(net_text, 1, strlen(net_text), f), strlen(net_text));
		ck_assert_int_eq(fclose(f), 0);
	}
	st = var_load_file(set, t.path, err);
	snprintf(net_path, size, "%s", path);
	unlink(path);
	temp_remove(&t);
	return st;
}

/* A network file is read into the variant that names it, rows by own or
 * enemy, type and square (file + rank * files); a child has none. */
START_TEST(test_network)
{
	static const char net[] = "# a comment\n" NET_SHAPE "input-bias = 5 -6\n"
				  "input own R a1 = 100 -200\ninput enemy K h8 = 7 8\n" NET_OUT "output-bias = -9\n";
	var_set set = { 0, NULL };
	var_error err;
	char path[128];
	const variant *v;
	const var_net *n;
	int k, r;

	ck_assert_msg(load_with_net(&set, NET_VARIANT, net, &err, path, sizeof path) == VAR_OK, "%s", err.message);
	v = must_find(&set, "t");
	n = v->net;
	ck_assert_ptr_nonnull(n);
	k = var_type_of_letter(v, 'K');
	r = var_type_of_letter(v, 'R');
	ck_assert_int_eq(n->hidden, 2);
	ck_assert_int_eq(n->stride, VAR_NET_LANES);
	ck_assert_int_eq(n->nsquares, 64);
	ck_assert_int_eq(n->input_bias[1], -6);
	ck_assert_int_eq(n->input[(r * 64 + 0) * n->stride + 1], -200);
	ck_assert_int_eq(n->input[((2 + k) * 64 + 63) * n->stride + 0], 7);
	ck_assert_int_eq(n->input[((2 + k) * 64 + 62) * n->stride + 0], 0);
	ck_assert_int_eq(n->output[1][1], 4);
	ck_assert_int_eq(n->output_bias, -9);
	ck_assert_ptr_null(must_find(&set, "child")->net);
	ck_assert_str_eq(must_find(&set, "child")->network, "");
	var_set_free(&set);
}
END_TEST

/* With a royal radius, the royal rows follow the square rows: by own or
 * enemy, type, rank offset and file offset, each from -radius to radius. */
START_TEST(test_network_royal)
{
	static const char net[] = "board = 8x8\npieces = KR\nroyal-radius = 2\nhidden = 2\n"
				  "royal enemy R -2 1 = 11 12\nroyal own K 2 -2 = 13 14\n" NET_OUT;
	var_set set = { 0, NULL };
	var_error err;
	char path[128];
	const var_net *n;
	int r;

	ck_assert_msg(load_with_net(&set, NET_VARIANT, net, &err, path, sizeof path) == VAR_OK, "%s", err.message);
	n = must_find(&set, "t")->net;
	r = var_type_of_letter(must_find(&set, "t"), 'R');
	ck_assert_int_eq(n->radius, 2);
	/* 256 square rows, then [enemy][R][rank 1 + 2][file -2 + 2] */
	ck_assert_int_eq(n->input[(256 + ((2 + r) * 5 + 3) * 5 + 0) * n->stride + 1], 12);
	ck_assert_int_eq(n->input[(256 + (var_type_of_letter(must_find(&set, "t"), 'K') * 5 + 0) * 5 + 4) * n->stride],
			 13);
	var_set_free(&set);
}
END_TEST

/* A broken network file and what loading its variant must report. */
static const bad_case net_cases[] = {
	{ "board = 8x8\npieces = KR\nhidden = 0\n", VAR_ERR_VALUE, 3, "hidden: expected a number of units from 1 to 256" },
	{ "board = 8x8\npieces = KR\nhidden = 257\n", VAR_ERR_VALUE, 3, "from 1 to 256" },
	{ "board = 10x8\n", VAR_ERR_VALUE, 1, "board: the file is for 10x8, the variant's board is 8x8" },
	{ "board = 8 by 8\n", VAR_ERR_VALUE, 1, "board: expected FILESxRANKS" },
	{ "pieces = RK\n", VAR_ERR_VALUE, 1, "the variant's pieces are \"KR\"" },
	{ "pieces = KRQ\n", VAR_ERR_VALUE, 1, "the file is for \"KRQ\"" },
	{ "input own R a1 = 1 2\n", VAR_ERR_SYNTAX, 1, "must come before the numbers" },
	{ NET_SHAPE "input own R a1 = 1\n", VAR_ERR_VALUE, 4, "input own R a1: expected 2 whole numbers" },
	{ NET_SHAPE "input own R a1 = 1 2 3\n", VAR_ERR_VALUE, 4, "expected 2 whole numbers" },
	{ NET_SHAPE "input own R a1 = 1 32768\n", VAR_ERR_VALUE, 4, "from -32767 to 32767" },
	{ NET_SHAPE "input own R a1 = 1 2x\n", VAR_ERR_VALUE, 4, "expected 2 whole numbers" },
	{ NET_SHAPE "input own R a1 = 1 2\ninput own R a1 = 1 2\n", VAR_ERR_VALUE, 5, "input own R a1: given twice" },
	{ NET_SHAPE "input own Q a1 = 1 2\n", VAR_ERR_VALUE, 4, "the variant has no piece \"Q\"" },
	{ NET_SHAPE "input own R i1 = 1 2\n", VAR_ERR_VALUE, 4, "\"i1\" is not a square of the board" },
	{ NET_SHAPE "input own R a1x = 1 2\n", VAR_ERR_VALUE, 4, "is not a square" },
	{ NET_SHAPE "input mine R a1 = 1 2\n", VAR_ERR_SYNTAX, 4, "expected own or enemy" },
	{ NET_SHAPE "input-bias = 1\n", VAR_ERR_VALUE, 4, "input-bias: expected 2 whole numbers" },
	{ NET_SHAPE "output-bias = 2001\n", VAR_ERR_VALUE, 4, "output-bias: expected a whole number from -2000" },
	{ NET_SHAPE "output own = 1 2\noutput own = 1 2\n", VAR_ERR_VALUE, 5, "output own: given twice" },
	{ NET_SHAPE "weights = 1\n", VAR_ERR_SYNTAX, 4, "unknown key \"weights\"" },
	{ NET_SHAPE "hidden\n", VAR_ERR_SYNTAX, 4, "expected \"key = value\"" },
	{ NET_SHAPE "hidden = 2\n", VAR_ERR_VALUE, 4, "hidden: given twice" },
	{ NET_SHAPE "output own = 1 2\n", VAR_ERR_MISSING, 0, "missing \"output own\" or \"output enemy\"" },
	{ NET_SHAPE, VAR_ERR_MISSING, 0, "no numbers" },
	{ "", VAR_ERR_MISSING, 0, "no numbers" },
	{ NET_SHAPE "royal own R 1 0 = 1 2\n", VAR_ERR_SYNTAX, 4, "royal rows need \"royal-radius\"" },
	{ NET_SHAPE "royal-radius = 5\n", VAR_ERR_VALUE, 4, "royal-radius: expected a number of squares from 1 to 4" },
	{ NET_SHAPE "royal-radius = 0\n", VAR_ERR_VALUE, 4, "from 1 to 4" },
	{ NET_SHAPE "royal-radius = 1\nroyal-radius = 1\n", VAR_ERR_VALUE, 5, "royal-radius: given twice" },
	{ NET_SHAPE "input-bias = 1 2\nroyal-radius = 1\n", VAR_ERR_SYNTAX, 5, "royal-radius: must come before" },
	{ NET_SHAPE "royal-radius = 1\nroyal own R 2 0 = 1 2\n", VAR_ERR_VALUE, 5,
	  "royal own R 2 0: offsets go from -1 to 1" },
	{ NET_SHAPE "royal-radius = 1\nroyal own R 0 = 1 2\n", VAR_ERR_SYNTAX, 5, "royal: expected own or enemy" },
	{ NET_SHAPE "royal-radius = 1\nroyal own R 0 1x = 1 2\n", VAR_ERR_SYNTAX, 5, "expected own or enemy" },
	{ NET_SHAPE "royal-radius = 1\nroyal own Q 0 1 = 1 2\n", VAR_ERR_VALUE, 5, "the variant has no piece \"Q\"" },
	{ NET_SHAPE "royal-radius = 1\nroyal own R 0 1 = 1 2\nroyal own R 0 1 = 1 2\n", VAR_ERR_VALUE, 6,
	  "royal own R 0 1: given twice" },
	{ NET_SHAPE "royal-radius = 1\nroyal own R 0 1 = 1\n", VAR_ERR_VALUE, 5, "expected 2 whole numbers" },
};

/* Each broken network file fails with its status, line and message,
 * naming the network file. */
START_TEST(test_bad_network)
{
	const bad_case *c = &net_cases[_i];
	var_set set = { 0, NULL };
	var_error err;
	char path[128];
	var_status st = load_with_net(&set, NET_VARIANT, c->text, &err, path, sizeof path);

	assert_failed(c, _i, st, &err, path);
	ck_assert_int_eq(set.count, 0);
	var_set_free(&set);
}
END_TEST

/* A network file that is not there is blamed on the "network" line; a
 * NUL byte or an over-long line in one on its line; a variant read from
 * a stream (a saved game's) may not name one. */
START_TEST(test_network_hostile)
{
	static const char stream[] = "[s]\nboard = 8x8\nstart = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n"
				     "piece K = King; K; royal\nnetwork = /etc/passwd\n";
	static const char nul[] = NET_SHAPE "input own R a1 = 1\0 2\n";
	var_set set = { 0, NULL };
	var_error err;
	char path[128], *longer;
	FILE *f;

	ck_assert_int_eq(load_with_net(&set, NET_VARIANT, NULL, &err, path, sizeof path), VAR_ERR_IO);
	ck_assert_int_eq(err.line, 6);
	ck_assert_msg(strstr(err.message, "network ") && strstr(err.message, "test.net: cannot read"), "%s",
		      err.message);
	ck_assert_ptr_null(strstr(err.file, ".net"));

	{
		temp_file t;
		temp_write(&t, NET_VARIANT, strlen(NET_VARIANT));
		snprintf(path, sizeof path, "%s/test.net", t.dir);
		f = fopen(path, "wb");
		ck_assert_ptr_nonnull(f);
		ck_assert_uint_eq(fwrite(nul, 1, sizeof nul - 1, f), sizeof nul - 1);
		ck_assert_int_eq(fclose(f), 0);
		ck_assert_int_eq(var_load_file(&set, t.path, &err), VAR_ERR_SYNTAX);
		ck_assert_int_eq(err.line, 4);
		ck_assert_msg(strstr(err.message, "NUL byte"), "%s", err.message);
		unlink(path);
		temp_remove(&t);
	}
	longer = long_line(NET_SHAPE, "input-bias = 1 ", '1', 5000);
	ck_assert_int_eq(load_with_net(&set, NET_VARIANT, longer, &err, path, sizeof path), VAR_ERR_SYNTAX);
	ck_assert_int_eq(err.line, 4);
	ck_assert_msg(strstr(err.message, "line longer than"), "%s", err.message);
	free(longer);

	f = fmemopen((void *)stream, sizeof stream - 1, "r");
	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(var_load_stream(&set, f, "game.pgn", &err), VAR_ERR_VALUE);
	fclose(f);
	ck_assert_int_eq(err.line, 5);
	ck_assert_msg(strstr(err.message, "only a variant file on disk"), "%s", err.message);
	ck_assert_int_eq(set.count, 0);
	var_set_free(&set);
}
END_TEST

/* Once the program has named the weights (as main does with the
 * engine's), a weight of another name is refused with its line. */
START_TEST(test_weight_unknown)
{
	static const char *const known[] = { "threat_mg", "tempo" };
	static const char text[] = HEAD "weight tempo = 3\nweight no_such_weight = 3\n";
	var_set set = { 0, NULL };
	var_error err;
	var_status st;

	var_set_weight_names(known, 2);
	st = load_text(&set, text, sizeof text - 1, &err, NULL, 0);
	var_set_weight_names(NULL, 0);
	ck_assert_int_eq(st, VAR_ERR_VALUE);
	ck_assert_int_eq(err.line, 6);
	ck_assert_msg(strstr(err.message, "the engine has no weight \"no_such_weight\"") != NULL, "%s",
		      err.message);
	var_set_free(&set);
}
END_TEST

/* A second file whose variant's name is taken keeps the first; no error. */
START_TEST(test_name_taken)
{
	static const char first[] = HEAD "description = first\n";
	static const char second[] = HEAD "description = second\n";
	var_set set = { 0, NULL };
	var_error err;

	ck_assert_int_eq(load_text(&set, first, sizeof first - 1, &err, NULL, 0), VAR_OK);
	ck_assert_msg(load_text(&set, second, sizeof second - 1, &err, NULL, 0) == VAR_OK, "%s", err.message);
	ck_assert_int_eq(set.count, 1);
	ck_assert_str_eq(must_find(&set, "t")->description, "first");
	var_set_free(&set);
}
END_TEST

/* The piece-move test variant: X is the piece under test, O a blocker. */
static const char bz_template[] =
	"[bz]\nboard = 8x8\nstart = %s\nzone home = ranks 1-4\nzone away = ranks 5-8\n"
	"piece X = Test; %s\npiece O = Blocker; W\n";

/* A piece's moves, a position, and how many moves X has from its square. */
typedef struct bz_case {
	const char *moves;
	const char *fen;     /* the position; X stands on from */
	const char *start;   /* the start position, or NULL for fen */
	const char *from;
	int count;
} bz_case;

#define E4 "8/8/8/8/3X4/8/8/8 w - - 0 1" /* X alone on d4 */

/* Counts worked out by hand from the diagrams of the moves. */
static const bz_case bz_cases[] = {
	{ "K", E4, NULL, "d4", 8 },
	{ "Q", E4, NULL, "d4", 27 },       /* 14 rook + 13 bishop */
	{ "R", E4, NULL, "d4", 14 },
	{ "B", E4, NULL, "d4", 13 },
	{ "N", E4, NULL, "d4", 8 },
	{ "WD", E4, NULL, "d4", 8 },       /* King's Lancer */
	{ "FA", E4, NULL, "d4", 8 },       /* Queen's Lancer */
	{ "C", E4, NULL, "d4", 8 },
	{ "Z", E4, NULL, "d4", 8 },
	{ "G", E4, NULL, "d4", 4 },        /* g7 a7 g1 a1 */
	{ "H", E4, NULL, "d4", 4 },        /* d7 d1 g4 a4 */
	{ "NN", E4, NULL, "d4", 12 },      /* nightrider: 2+2+1+1 narrow, 2+1+2+1 wide */
	{ "N0", E4, NULL, "d4", 12 },
	{ "AA", E4, NULL, "d4", 5 },       /* f6 h8 b6 b2 f2 */
	{ "DD", E4, NULL, "d4", 6 },       /* d6 d8 d2 b4 f4 h4 */
	{ "R2", E4, NULL, "d4", 8 },
	{ "W3", E4, NULL, "d4", 12 },
	{ "B2", E4, NULL, "d4", 8 },
	{ "Q2", E4, NULL, "d4", 16 },
	/* Directions. */
	{ "fN", E4, NULL, "d4", 4 },
	{ "bN", E4, NULL, "d4", 4 },
	{ "ffN", E4, NULL, "d4", 2 },      /* c6 e6 */
	{ "fsN", E4, NULL, "d4", 2 },      /* b5 f5 */
	{ "vN", E4, NULL, "d4", 4 },
	{ "sN", E4, NULL, "d4", 4 },
	{ "frN", E4, NULL, "d4", 1 },      /* f5: the forward one of the right pair */
	{ "rfN", E4, NULL, "d4", 1 },      /* e6: the right one of the forward pair */
	{ "frNrfNflNlfN", E4, NULL, "d4", 4 },
	{ "flF", E4, NULL, "d4", 1 },
	{ "lfF", E4, NULL, "d4", 1 },
	{ "fK", E4, NULL, "d4", 3 },
	{ "fR", E4, NULL, "d4", 4 },
	{ "fR", "8/8/8/8/3x4/8/8/8 b - - 0 1", NULL, "d4", 3 }, /* Black's forward is down */
	{ "vR", E4, NULL, "d4", 7 },
	{ "sR", E4, NULL, "d4", 7 },
	{ "fsW", E4, NULL, "d4", 3 },      /* Xiangqi soldier across the river */
	{ "bW", E4, NULL, "d4", 1 },
	{ "fB", E4, NULL, "d4", 7 },
	{ "lB", E4, NULL, "d4", 6 },
	/* Move-only and capture-only. */
	{ "fmWfcF", E4, NULL, "d4", 1 },
	{ "fmWfcF", "8/8/8/2o1o3/3X4/8/8/8 w - - 0 1", NULL, "d4", 3 },
	{ "fmWfcF", "8/8/8/2O1o3/3X4/8/8/8 w - - 0 1", NULL, "d4", 2 },
	{ "mQcK", "8/8/3o4/4o3/3X4/8/8/8 w - - 0 1", NULL, "d4", 21 },
	/* Initial moves: only from a square the piece starts on. */
	{ "ifmnD", E4, NULL, "d4", 1 },
	{ "ifmnD", E4, "8/8/8/8/8/3X4/8/8 w - - 0 1", "d4", 0 },
	{ "ifmnD", "8/8/8/3O4/3X4/8/8/8 w - - 0 1", NULL, "d4", 0 },
	{ "ifmnD", "8/8/3o4/8/3X4/8/8/8 w - - 0 1", NULL, "d4", 0 },
	/* Lame, jumping, hopping and bent moves. */
	{ "nD", E4, NULL, "d4", 4 },
	{ "nD", "8/8/8/3O4/2oX4/8/8/8 w - - 0 1", NULL, "d4", 2 },   /* d6 b4 blocked */
	{ "jD", E4, NULL, "d4", 0 },
	{ "jD", "8/8/8/3O4/2oX4/8/8/8 w - - 0 1", NULL, "d4", 2 },   /* only d6 b4 */
	{ "nN", "8/8/8/3O4/3X4/8/8/8 w - - 0 1", NULL, "d4", 6 },    /* Mao: c6 e6 blocked */
	{ "nN", "8/8/8/3O4/3XO3/8/8/8 w - - 0 1", NULL, "d4", 4 },   /* and f5 f3 */
	{ "N>R", E4, NULL, "d4", 20 },     /* 3+3+2+2 narrow, 3+2+3+2 wide */
	{ "N>R", "8/4O3/8/8/3X4/8/8/8 w - - 0 1", NULL, "d4", 18 },  /* e6, not e7 e8 */
	{ "N>B", E4, NULL, "d4", 20 },
	{ "pR", E4, NULL, "d4", 0 },
	{ "pR", "3o4/8/3O4/8/1o1X4/8/8/8 w - - 0 1", NULL, "d4", 3 },  /* d7 xd8 a4 */
	{ "mRcpR", "3o4/8/3O4/8/1o1X4/8/8/8 w - - 0 1", NULL, "d4", 10 }, /* 9 quiet + xd8 */
	{ "gQ", "8/8/3O1o2/8/2OX4/8/1o1O4/3O4 w - - 0 1", NULL, "d4", 4 }, /* d7 g7 b4 a1 */
	{ "R[min 2]", E4, NULL, "d4", 10 },
	{ "R[min 2]", "8/8/8/3O4/3X4/8/8/8 w - - 0 1", NULL, "d4", 7 },
	/* Pieces of the library (data/makruk.ini, hoppelpoppel.ini ...). */
	{ "FfW", E4, NULL, "d4", 5 },      /* Khon: four diagonals and d5 */
	{ "QN", E4, NULL, "d4", 35 },      /* Amazon: 27 + 8 */
	{ "BN", E4, NULL, "d4", 21 },      /* Archbishop */
	{ "RN", E4, NULL, "d4", 22 },      /* Chancellor */
	{ "mNcB", "8/8/4oo2/8/3X4/8/8/8 w - - 0 1", NULL, "d4", 8 },  /* 7 leaps, not e6; xf6 */
	{ "mBcN", "8/8/4oo2/8/3X4/8/8/8 w - - 0 1", NULL, "d4", 11 }, /* 10 slides; xe6, not f6 */
	{ "mRcN", "8/8/4o3/3o4/3X4/8/8/8 w - - 0 1", NULL, "d4", 11 }, /* 10 slides; xe6, not d5 */
	{ "mNcR", "8/8/4o3/3o4/3X4/8/8/8 w - - 0 1", NULL, "d4", 8 },  /* 7 leaps; xd5 */
	/* The Berolina pawn: c5 e5, and b6 f6 from its start square; it
	 * captures straight ahead only. */
	{ "fmF fcW ifmnA", E4, NULL, "d4", 4 },
	{ "fmF fcW ifmnA", E4, "8/8/8/8/8/3X4/8/8 w - - 0 1", "d4", 2 },
	{ "fmF fcW ifmnA", "8/8/8/2Oo4/3X4/8/8/8 w - - 0 1", NULL, "d4", 3 }, /* e5 f6 xd5 */
	{ "fmF fcW ifmnA", "8/8/8/2o1o3/3X4/8/8/8 w - - 0 1", NULL, "d4", 0 },
	/* Zones. */
	{ "mNN[in home] N[in away]", E4, NULL, "d4", 12 },
	{ "mNN[in home] N[in away]", "8/8/8/3X4/8/8/8/8 w - - 0 1", NULL, "d5", 8 },
	{ "mR[to home]", E4, NULL, "d4", 10 },
};

/* Pieces move as written: the number of moves from one square. */
START_TEST(test_betza_count)
{
	const bz_case *c = &bz_cases[_i];
	char text[1024], msg[256];
	var_set set = { 0, NULL };
	var_error err;
	const variant *v;
	position *p = malloc(sizeof *p);
	move_list *list = malloc(sizeof *list);
	int from, i, n = 0;

	ck_assert_ptr_nonnull(p);
	ck_assert_ptr_nonnull(list);
	snprintf(text, sizeof text, bz_template, c->start ? c->start : c->fen, c->moves);
	ck_assert_msg(load_text(&set, text, strlen(text), &err, NULL, 0) == VAR_OK, "%s: %s", c->moves,
		      err.message);
	v = must_find(&set, "bz");
	ck_assert_msg(pos_from_fen(p, v, c->fen, msg, sizeof msg) == POS_OK, "%s", msg);
	ck_assert_int_gt(brd_parse_square(&v->geo, c->from, &from), 0);
	list->count = 0;
	mg_legal(p, list);
	for (i = 0; i < list->count; i++)
		if (MV_FROM(list->moves[i]) == from)
			n++;
	ck_assert_msg(n == c->count, "%s from %s in %s: %d moves, expected %d", c->moves, c->from, c->fen, n,
		      c->count);
	free(list);
	free(p);
	var_set_free(&set);
}
END_TEST

/* The parser itself says at which character the text goes wrong. */
START_TEST(test_betza_message)
{
	static bz_list list;
	char msg[256];

	ck_assert_int_eq(bz_parse("fmWkF", NULL, NULL, &list, msg, sizeof msg), -1);
	ck_assert_ptr_nonnull(strstr(msg, "at character 4"));
	ck_assert_int_eq(bz_parse("   ", NULL, NULL, &list, msg, sizeof msg), -1);
	ck_assert_ptr_nonnull(strstr(msg, "no moves given"));
	ck_assert_int_eq(bz_parse("W[in home]", NULL, NULL, &list, msg, sizeof msg), -1);
	ck_assert_ptr_nonnull(strstr(msg, "no zone named \"home\""));
	ck_assert_int_eq(bz_parse("ffffffffffffffffW", NULL, NULL, &list, msg, sizeof msg), -1);
	ck_assert_ptr_nonnull(strstr(msg, "too many direction letters"));
	/* A message that does not fit is cut, not overrun. */
	memset(msg, 'z', sizeof msg);
	ck_assert_int_eq(bz_parse("kW", NULL, NULL, &list, msg, 8), -1);
	ck_assert_int_eq(msg[7], '\0');
	ck_assert_int_eq(msg[8], 'z');
	ck_assert_int_eq(bz_parse("fmWfcF ifmnD", NULL, NULL, &list, msg, sizeof msg), 0);
	ck_assert_int_eq(list.count, 4); /* d5, c5, e5, d6 */
}
END_TEST

/* A broken FEN and what the reader must say. */
typedef struct fen_case {
	const char *fen;
	pos_status status;
	const char *phrase;
} fen_case;

static const fen_case fen_cases[] = {
	{ "", POS_ERR_FIELDS, "expected 6 fields" },
	{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", POS_ERR_FIELDS, "found 1" },
	{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x", POS_ERR_FIELDS, "expected 6 fields" },
	{ "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", POS_ERR_BOARD,
	  "board field: rank 7 is longer than 8 squares" },
	{ "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", POS_ERR_BOARD,
	  "board field: rank 7 has 7 squares, not 8" },
	{ "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", POS_ERR_BOARD, "board field: more than 8 ranks" },
	{ "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", POS_ERR_BOARD, "board field: expected 8 ranks" },
	{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", POS_ERR_BOARD,
	  "board field: 'X' is not a piece of chess" },
	{ "rnbqkbnr/pppppppp/8/8/4*3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", POS_ERR_BOARD, "'*' is not a piece" },
	{ "rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", POS_ERR_BOARD, "cannot start with 0" },
	{ "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", POS_ERR_BOARD, "rank 6 is longer" },
	{ "rnbqkbnr/pppppppp/99999999999999999999/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", POS_ERR_BOARD,
	  "rank 6 is longer" },
	{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", POS_ERR_SIDE, "side field" },
	{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1", POS_ERR_SIDE, "side field" },
	{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", POS_ERR_CASTLING,
	  "castling field: 'x' is not one of" },
	{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1", POS_ERR_CASTLING, "castling field: 'K' given twice" },
	{ "4k3/8/8/8/8/8/8/4K3 w K - 0 1", POS_ERR_CASTLING, "castling field: 'K' but no piece to castle with" },
	{ "4k3/8/8/8/8/8/8/R3K2R w KQk - 0 1", POS_ERR_CASTLING, "castling field: 'k' but no piece" },
	{ "8/8/8/8/8/8/8/R3K2R w KQkq - 0 1", POS_ERR_CASTLING, "castling field: 'k' but Black has no King" },
	{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", POS_ERR_EP,
	  "en-passant field: \"e9\" is not" },
	{ "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 2", POS_ERR_EP,
	  "en-passant field: e5 is not empty" },
	{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", POS_ERR_EP,
	  "en-passant field: no Black pawn just passed over e6" },
	{ "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6e6 0 2", POS_ERR_EP,
	  "en-passant field: e6 given twice" },
	{ "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6d6 0 2", POS_ERR_EP,
	  "en-passant field: the squares are on different files" },
	{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", POS_ERR_CLOCK, "halfmove clock field" },
	{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", POS_ERR_CLOCK, "halfmove clock field" },
	{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", POS_ERR_CLOCK, "move number field" },
	{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1st", POS_ERR_CLOCK, "move number field" },
	{ "4k3/8/8/8/8/8/4r3/4K3 b - - 0 1", POS_ERR_ILLEGAL, "side field: Black is to move but White" },
	{ "8/8/8/8/8/8/8/4K3 w - - 0 1", POS_ERR_ILLEGAL, "board field: Black has no royal piece" },
	{ "P3k3/8/8/8/8/8/8/4K3 w - - 0 1", POS_ERR_ILLEGAL, "board field: a White Pawn stands on a8" },
	{ "4k3/8/8/8/8/8/8/p3K3 w - - 0 1", POS_ERR_ILLEGAL, "board field: a Black Pawn stands on a1" },
};

/* Each broken FEN fails with its status and names the field. */
START_TEST(test_bad_fen)
{
	const fen_case *c = &fen_cases[_i];
	position *p = malloc(sizeof *p);
	char msg[256] = "";
	pos_status st;

	ck_assert_ptr_nonnull(p);
	st = pos_from_fen(p, test_variant("chess"), c->fen, msg, sizeof msg);
	ck_assert_msg(st == c->status, "\"%s\": status %d, expected %d (%s)", c->fen, st, c->status, msg);
	ck_assert_msg(strstr(msg, c->phrase) != NULL, "\"%s\": message \"%s\" lacks \"%s\"", c->fen, msg,
		      c->phrase);
	free(p);
}
END_TEST

/* Two-digit empty runs and several e.p. squares are read and written back. */
START_TEST(test_fen_round_trip)
{
	static const char after[] =
		"rzcbaqkmbczr/ppnehughenpp/pppppppppppp/12/12/12/2P9/12/12/PP1PPPPPPPPP/PPNEHGUHENPP/RZCBMKQABCZR"
		" b KQkq c4c5 0 1";
	static const char *const fens[] = {
		after,
		"11k/12/12/12/12/12/12/12/12/12/12/K11 w - - 10 40",
		"k11/12/12/12/12/12/12/12/12/12/12/1K10 b - - 0 1",
	};
	const variant *v = test_variant("onslaught");
	position *p = malloc(sizeof *p);
	move_list *list = malloc(sizeof *list);
	char buf[512], msg[256];
	pos_undo u;
	size_t i;
	int k, found = 0;

	ck_assert_ptr_nonnull(p);
	ck_assert_ptr_nonnull(list);
	for (i = 0; i < sizeof fens / sizeof fens[0]; i++) {
		ck_assert_msg(pos_from_fen(p, v, fens[i], msg, sizeof msg) == POS_OK, "%s: %s", fens[i], msg);
		pos_to_fen(p, buf, sizeof buf);
		ck_assert_str_eq(buf, fens[i]);
	}
	/* The pawn slide c3-c6 passes c4 and c5: both are e.p. targets. */
	ck_assert_int_eq(pos_start(p, v, msg, sizeof msg), POS_OK);
	pos_to_fen(p, buf, sizeof buf);
	ck_assert_str_eq(buf, v->start);
	list->count = 0;
	mg_legal(p, list);
	for (k = 0; k < list->count; k++) {
		coord_format(p, list->moves[k], buf, sizeof buf);
		if (!strcmp(buf, "c3c6")) {
			pos_make(p, list->moves[k], &u);
			found = 1;
			break;
		}
	}
	ck_assert_msg(found, "c3c6 is not a legal move of the onslaught start");
	pos_to_fen(p, buf, sizeof buf);
	ck_assert_str_eq(buf, after);
	/* Without the pawn that passed them, the squares are refused. */
	ck_assert_int_eq(pos_from_fen(p, v,
				      "rzcbaqkmbczr/ppnehughenpp/pppppppppppp/12/12/12/12/12/12/PP1PPPPPPPPP/"
				      "PPNEHGUHENPP/RZCBMKQABCZR b KQkq c4c5 0 1", msg, sizeof msg), POS_ERR_EP);
	ck_assert_ptr_nonnull(strstr(msg, "en-passant field"));
	free(list);
	free(p);
}
END_TEST

/* A 16x16 board crowded with queens: the same position set up piece by
 * piece (as play could reach it) fills the move list without overrunning
 * it, and as a FEN it is refused for having more moves than leaper handles. */
START_TEST(test_move_room)
{
	static const char text[] = "[big]\nboard = 16x16\n"
		"start = kq14/qq14/16/16/16/16/16/16/16/16/16/16/16/16/16/15K w - - 0 1\n"
		"piece K = King; K; royal\npiece Q = Queen; Q\n";
	var_set set = { 0, NULL };
	var_error err;
	position *p = malloc(sizeof *p), *q = malloc(sizeof *q);
	move_list *list = malloc(sizeof *list);
	FILE *f = fmemopen((void *)text, sizeof text - 1, "r");
	char fen[1024], msg[256] = "";
	const variant *v;
	int sq, file, rank, queen = 0;

	ck_assert_ptr_nonnull(p);
	ck_assert_ptr_nonnull(q);
	ck_assert_ptr_nonnull(list);
	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(var_load_stream(&set, f, "big.ini", &err), VAR_OK);
	fclose(f);
	v = set.items[0];
	while (v->pieces[queen].letter != 'Q')
		queen++;
	ck_assert_int_eq(pos_start(q, v, msg, sizeof msg), POS_OK);
	pos_clear(p, v);
	for (sq = 0; sq < BRD_SIZE; sq++)
		if (q->board[sq] && q->board[sq] != POS_OFF)
			pos_setup_put(p, sq, q->board[sq]);
	/* 41 White queens on ranks 1-13, a knight's move or so apart. */
	for (rank = 0; rank < 13; rank++)
		for (file = 0; file < 16; file++)
			if ((file + 2 * rank) % 5 == 0 && !(file == 15 && rank == 0))
				pos_setup_put(p, BRD_SQ(file, rank), POS_CODE(WHITE, queen));
	pos_setup_finish(p);
	list->count = 0;
	mg_pseudo(p, list);
	ck_assert_int_eq(list->count, MG_MAX_MOVES);
	mg_legal(p, list);
	ck_assert_int_le(list->count, MG_MAX_MOVES);
	ck_assert_int_gt(list->count, MG_MAX_MOVES / 2);
	pos_to_fen(p, fen, sizeof fen);
	ck_assert_int_eq(pos_from_fen(q, v, fen, msg, sizeof msg), POS_ERR_BOARD);
	ck_assert_msg(strstr(msg, "White has at least 1024 possible moves") != NULL, "message: %s", msg);
	var_set_free(&set);
	free(list);
	free(q);
	free(p);
}
END_TEST

Suite *
variant_suite(void)
{
	Suite *s = suite_create("variant");
	TCase *tc = tcase_create("bad files");

	tcase_add_loop_test(tc, test_bad_file, 0, (int)(sizeof bad_cases / sizeof bad_cases[0]));
	tcase_add_test(tc, test_line_length);
	tcase_add_test(tc, test_nul_byte);
	tcase_add_test(tc, test_unreadable);
	tcase_add_test(tc, test_weight_unknown);
	suite_add_tcase(s, tc);
	tc = tcase_create("good files");
	tcase_add_test(tc, test_comments);
	tcase_add_test(tc, test_inheritance);
	tcase_add_test(tc, test_weights);
	tcase_add_test(tc, test_square_bonus);
	tcase_add_test(tc, test_mobility_bonus);
	tcase_add_test(tc, test_network);
	tcase_add_test(tc, test_network_royal);
	tcase_add_test(tc, test_network_hostile);
	tcase_add_loop_test(tc, test_bad_network, 0, (int)(sizeof net_cases / sizeof net_cases[0]));
	tcase_add_test(tc, test_name_taken);
	suite_add_tcase(s, tc);
	tc = tcase_create("piece moves");
	tcase_add_loop_test(tc, test_betza_count, 0, (int)(sizeof bz_cases / sizeof bz_cases[0]));
	tcase_add_test(tc, test_betza_message);
	suite_add_tcase(s, tc);
	tc = tcase_create("fen");
	tcase_add_loop_test(tc, test_bad_fen, 0, (int)(sizeof fen_cases / sizeof fen_cases[0]));
	tcase_add_test(tc, test_fen_round_trip);
	tcase_add_test(tc, test_move_room);
	suite_add_tcase(s, tc);
	return s;
}
