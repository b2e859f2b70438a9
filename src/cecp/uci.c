/* uci.c - the UCI engine protocol: the handshake, the options, the
 * position, and the session's loop.
 *
 * The variant is chosen with the UCI_Variant option, as Fairy-Stockfish
 * does (see uci_variant.c for the names). UCI_Chess960 writes castling as
 * the king taking its rook and, for a variant with a shuffled twin (chess
 * and chess960), sets positions up in the twin, whose castling rule a
 * Chess960 FEN needs. Pieces keep leaper's letters in FENs and promotions.
 *
 * Moves are in coordinates as leaper writes them (ranks counted from 1 on
 * every board, as Fairy-Stockfish's UCI does); castling is read in either
 * form. A command the engine cannot follow is answered with "info string
 * error: ..." and changes nothing; unknown commands are ignored.
 */
#include "config.h"

#include "uci_priv.h"

#include <ctype.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "notation_coord.h"

#define DEFAULT_HASH_MB 16 /* what eng_new gives for 0 */

/* Writes one reply line and flushes it; on a write error (the interface
 * has gone) the session ends. Returns 0, or -1 on error. */
int
uci_out(uci *u, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vfprintf(u->opt.out, fmt, ap);
	va_end(ap);
	fputc('\n', u->opt.out);
	if (fflush(u->opt.out) != 0 || ferror(u->opt.out)) {
		u->quit = 1;
		return -1;
	}
	return 0;
}

/* Copies the next blank-separated word of *s into word (cut to size) and
 * moves *s past it; returns word, or NULL at the end of the text. */
const char *
uci_next_word(const char **s, char *word, size_t size)
{
	const char *p = *s;
	size_t n = 0;

	while (isspace((unsigned char)*p))
		p++;
	if (!*p) {
		*s = p;
		return NULL;
	}
	for (; *p && !isspace((unsigned char)*p); p++)
		if (n + 1 < size)
			word[n++] = *p;
	word[n] = '\0';
	*s = p;
	return word;
}

/* Replaces the game with one of v from fen (NULL: its start); returns 0,
 * or -1 with msg saying why. */
static int
new_game(uci *u, const variant *v, const char *fen, char *msg, size_t size)
{
	game g;

	if (game_new(&g, v, fen, msg, size) != GAME_OK)
		return -1;
	if (u->have_game)
		game_replace(&u->g, &g);
	else
		u->g = g;
	u->have_game = 1;
	return 0;
}

/* Replies to "uci": the engine's name and its options, then uciok. */
static void
identify(uci *u)
{
	char list[4096];

	uci_variant_list(u, list, sizeof list);
	uci_out(u, "id name %s %s", PACKAGE_NAME, PACKAGE_VERSION);
	uci_out(u, "id author the %s developers", PACKAGE_NAME);
	uci_out(u, "option name Hash type spin default %zu min 1 max %d", u->hash_mb, CECP_MAX_HASH_MB);
	uci_out(u, "option name Clear Hash type button");
	uci_out(u, "option name MultiPV type spin default 1 min 1 max %d", SEARCH_MAX_PV);
	uci_out(u, "option name Threads type spin default %d min 1 max %d", eng_threads(u->eng), ENG_MAX_THREADS);
	uci_out(u, "option name Ponder type check default false");
	uci_out(u, "option name UCI_Chess960 type check default false");
	uci_out(u, "option name UCI_Variant type combo default %s%s", u->chosen_name, list);
	uci_out(u, "uciok");
}

/* Sets the hash table to text MB, clamped to 1..CECP_MAX_HASH_MB. */
static void
set_hash(uci *u, const char *text)
{
	char *end;
	long long mb;
	engine *e;

	mb = strtoll(text, &end, 10);
	if (end == text || *end) {
		uci_out(u, "info string error: Hash takes a number of MB, not \"%s\"", text);
		return;
	}
	if (mb < 1)
		mb = 1;
	else if (mb > CECP_MAX_HASH_MB)
		mb = CECP_MAX_HASH_MB;
	if ((size_t)mb == u->hash_mb)
		return;
	e = eng_new((size_t)mb);
	if (!e) {
		uci_out(u, "info string error: no memory for a hash table of %lld MB; it stays at %zu MB",
			mb, u->hash_mb);
		return;
	}
	eng_set_threads(e, eng_threads(u->eng));
	eng_free(u->eng);
	u->eng = e;
	u->hash_mb = (size_t)mb;
}

/* Sets Threads to text, clamped to 1..ENG_MAX_THREADS. */
static void
set_threads(uci *u, const char *text)
{
	char *end;
	long long n = strtoll(text, &end, 10);

	if (end == text || *end) {
		uci_out(u, "info string error: Threads takes a number from 1 to %d, not \"%s\"", ENG_MAX_THREADS, text);
		return;
	}
	n = n < 1 ? 1 : n > ENG_MAX_THREADS ? ENG_MAX_THREADS : n;
	if (eng_set_threads(u->eng, (int)n) != n)
		uci_out(u, "info string error: no memory for %lld threads; %d search", n, eng_threads(u->eng));
}

/* Sets MultiPV to text lines, clamped to 1..SEARCH_MAX_PV. */
static void
set_multipv(uci *u, const char *text)
{
	char *end;
	long n = strtol(text, &end, 10);

	if (end == text || *end) {
		uci_out(u, "info string error: MultiPV takes a number of lines, not \"%s\"", text);
		return;
	}
	u->multipv = n < 1 ? 1 : n > SEARCH_MAX_PV ? SEARCH_MAX_PV : (int)n;
}

/* Chooses the variant called name and sets up its start position. */
static void
set_variant(uci *u, const char *name)
{
	const variant *v = uci_find_variant(u, name);
	char msg[256];
	size_t k;

	if (!v) {
		uci_out(u, "info string error: no variant called \"%s\"", name);
		return;
	}
	u->chosen = v;
	snprintf(u->chosen_name, sizeof u->chosen_name, "%s", strcasecmp(v->name, name) ? name : v->name);
	for (k = 0; strcasecmp(v->name, name) && u->chosen_name[k]; k++)
		u->chosen_name[k] = (char)tolower((unsigned char)u->chosen_name[k]); /* Fairy-Stockfish's */
	if (new_game(u, uci_playing(u), NULL, msg, sizeof msg) < 0)
		uci_out(u, "info string error: %s", msg);
}

/* Removes the blanks at the end of text. */
static void
trim(char *text)
{
	size_t n = strlen(text);

	while (n && isspace((unsigned char)text[n - 1]))
		text[--n] = '\0';
}

/* "setoption name NAME [value VALUE]" (NAME may have blanks). */
static void
set_option(uci *u, const char *args)
{
	char name[128], word[128], value[VAR_MAX_TEXT];
	const char *s = args;
	size_t n = 0;

	name[0] = value[0] = '\0';
	if (!uci_next_word(&s, word, sizeof word) || strcmp(word, "name"))
		return;
	while (uci_next_word(&s, word, sizeof word)) {
		if (!strcmp(word, "value")) {
			while (isspace((unsigned char)*s))
				s++;
			snprintf(value, sizeof value, "%s", s);
			trim(value);
			break;
		}
		if (n + strlen(word) + 2 < sizeof name)
			n += (size_t)snprintf(name + n, sizeof name - n, "%s%s", n ? " " : "", word);
	}
	if (!strcasecmp(name, "Hash")) {
		set_hash(u, value);
	} else if (!strcasecmp(name, "MultiPV")) {
		set_multipv(u, value);
	} else if (!strcasecmp(name, "Threads")) {
		set_threads(u, value);
	} else if (!strcasecmp(name, "Clear Hash")) {
		eng_clear(u->eng);
	} else if (!strcasecmp(name, "Ponder")) {
		; /* the interface says whether it will send "go ponder" */
	} else if (!strcasecmp(name, "UCI_Chess960")) {
		char msg[256];
		if (strcasecmp(value, "true") && strcasecmp(value, "false")) {
			uci_out(u, "info string error: UCI_Chess960 is true or false, not \"%s\"", value);
			return;
		}
		u->chess960 = !strcasecmp(value, "true");
		if (new_game(u, uci_playing(u), NULL, msg, sizeof msg) < 0)
			uci_out(u, "info string error: %s", msg);
	} else if (!strcasecmp(name, "UCI_Variant")) {
		set_variant(u, value);
	} else {
		uci_out(u, "info string ignored: no option called \"%s\"", name);
	}
}

/* "position startpos|fen FEN [moves M...]": the position to search. A bad
 * FEN leaves the position as it was; the moves stop at the first illegal
 * one. */
static void
set_position(uci *u, const char *args)
{
	char word[64], fen[VAR_MAX_TEXT * 2], msg[256];
	const char *s = args;
	size_t n = 0;
	int ply = 0;

	if (!uci_next_word(&s, word, sizeof word) || (strcmp(word, "startpos") && strcmp(word, "fen"))) {
		uci_out(u, "info string error: position takes startpos or fen");
		return;
	}
	fen[0] = '\0';
	if (!strcmp(word, "fen")) {
		while (*s) {
			const char *at;
			while (isspace((unsigned char)*s))
				s++;
			at = s;
			if (!uci_next_word(&s, word, sizeof word) || !strcmp(word, "moves")) {
				s = at;
				break;
			}
			if (n + (size_t)(s - at) + 2 >= sizeof fen) {
				uci_out(u, "info string error: the FEN is too long; the position is unchanged");
				return;
			}
			n += (size_t)snprintf(fen + n, sizeof fen - n, "%s%.*s", n ? " " : "", (int)(s - at), at);
		}
		if (!n) {
			uci_out(u, "info string error: position fen needs a FEN");
			return;
		}
	}
	if (new_game(u, uci_playing(u), n ? fen : NULL, msg, sizeof msg) < 0) {
		uci_out(u, "info string error: %s; the position is unchanged", msg);
		return;
	}
	if (!uci_next_word(&s, word, sizeof word) || strcmp(word, "moves"))
		return;
	while (uci_next_word(&s, word, sizeof word)) {
		move m = coord_parse(&u->g.pos, word);
		game_status st = m == MV_NONE ? GAME_ERR_ILLEGAL : game_play(&u->g, m);
		if (st != GAME_OK) {
			uci_out(u, "info string error: move %d, %s: %s; the moves from it on are not played",
				ply + 1, word, st == GAME_ERR_ILLEGAL ? "not a legal move" :
				game_status_text(&u->g, st, msg, sizeof msg));
			return;
		}
		ply++;
	}
}

/* Handles one command line. */
static void
command(uci *u, const char *line)
{
	char word[32];
	const char *s = line;

	if (!uci_next_word(&s, word, sizeof word))
		return;
	if (!strcmp(word, "uci")) {
		identify(u);
	} else if (!strcmp(word, "isready")) {
		uci_out(u, "readyok");
	} else if (!strcmp(word, "setoption")) {
		set_option(u, s);
	} else if (!strcmp(word, "ucinewgame")) {
		char msg[256];
		eng_clear(u->eng);
		if (new_game(u, uci_playing(u), NULL, msg, sizeof msg) < 0)
			uci_out(u, "info string error: %s", msg);
	} else if (!strcmp(word, "position")) {
		set_position(u, s);
	} else if (!strcmp(word, "go")) {
		uci_go(u, s);
	} else if (!strcmp(word, "quit")) {
		u->quit = 1;
	}
	/* anything else ("stop" and "ponderhit" with no search, "debug",
	 * "register", unknown words) is ignored, as UCI asks */
}

/* Runs the session. */
int
uci_run(var_set *set, const uci_options *opt, int in_fd)
{
	uci *u = calloc(1, sizeof *u);
	var_error err;
	char msg[VAR_MAX_TEXT * 2];
	char *line;

	if (!u)
		return 1;
	signal(SIGPIPE, SIG_IGN);
	u->set = set;
	u->opt = *opt;
	if (!u->opt.out) {
		u->opt.out = stdout;
		setvbuf(stdout, NULL, _IOLBF, 0);
	}
	cecp_input_init(&u->in, in_fd);
	var_load_all(set, &err);
	u->chosen = var_default(set, &err);
	u->multipv = 1;
	u->hash_mb = opt->hash_mb ? (opt->hash_mb < CECP_MAX_HASH_MB ? opt->hash_mb : CECP_MAX_HASH_MB)
		: DEFAULT_HASH_MB;
	u->eng = eng_new(u->hash_mb);
	if (u->eng && opt->threads > 1)
		eng_set_threads(u->eng, opt->threads);
	if (!u->chosen || !u->eng || new_game(u, u->chosen, NULL, msg, sizeof msg) < 0) {
		if (!u->chosen)
			var_format_error(&err, msg, sizeof msg);
		fprintf(stderr, "leaper uci: %s\n", !u->eng ? "out of memory" : msg);
		eng_free(u->eng);
		free(u);
		return 1;
	}
	snprintf(u->chosen_name, sizeof u->chosen_name, "%s", u->chosen->name);
	while (!u->quit) {
		if (u->in.nlines == 0) {
			if (u->in.eof)
				break;
			cecp_read(&u->in, 1);
			continue;
		}
		line = cecp_take_line(&u->in);
		command(u, line);
		free(line);
	}
	cecp_input_free(&u->in);
	if (u->have_game)
		game_free(&u->g);
	eng_free(u->eng);
	free(u);
	return 0;
}
