/* ext_player.c - an external engine as a player: starting it and telling
 * its protocol, whether it plays a variant, the player operations, and
 * what both protocols share (moves, principal variations, failures). */
#include "config.h"

#include "ext_priv.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "notation_coord.h"
#include "san.h"

/* Marks the engine broken. */
void
ext_fail(ext_engine *x, const char *fmt, ...)
{
	va_list ap;

	if (x->dead)
		return;
	x->dead = 1;
	va_start(ap, fmt);
	vsnprintf(x->why, sizeof x->why, fmt, ap);
	va_end(ap);
}

/* Reads the engine's move text in p. */
move
ext_parse_move(position *p, const char *text)
{
	char msg[128];
	move m = coord_parse(p, text);

	if (m == MV_NONE && (text[0] == 'O' || text[0] == '0') &&
	    san_parse(p, text, &m, msg, sizeof msg) != SAN_OK)
		m = MV_NONE;
	return m;
}

/* Writes move m of p for the engine. */
void
ext_format_move(const position *p, move m, char *buf, size_t size)
{
	coord_format(p, m, buf, size);
}

/* Reads a principal variation's moves into info. */
void
ext_parse_pv(const position *p, char **words, int n, search_info *info)
{
	position q = *p;
	pos_undo u;
	int i;

	info->pvlen = 0;
	for (i = 0; i < n && info->pvlen < (int)(sizeof info->pv / sizeof info->pv[0]); i++) {
		move m = ext_parse_move(&q, words[i]);
		if (m == MV_NONE)
			break;
		info->pv[info->pvlen++] = m;
		pos_make(&q, m, &u);
	}
}

/* Splits line into words in place. */
int
ext_split(char *line, char **words, int max)
{
	int n = 0;
	char *s = line;

	while (n < max) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (!*s)
			break;
		words[n++] = s;
		while (*s && *s != ' ' && *s != '\t')
			s++;
		if (*s)
			*s++ = '\0';
	}
	return n;
}

/* The name the engine knows v by. */
const char *
ext_variant_name(const variant *v, int uci)
{
	if (v->is_default || !strcmp(v->name, "chess"))
		return uci ? "chess" : "normal";
	if (!strcmp(v->name, "chess960"))
		return uci ? "chess960" : "fischerandom";
	return v->name;
}

/* Whether the comma-separated list holds name. */
static int
listed(const char *list, const char *name)
{
	size_t n = strlen(name);
	const char *s = list;

	while ((s = strstr(s, name)) != NULL) {
		if ((s == list || s[-1] == ',') && (s[n] == ',' || s[n] == '\0'))
			return 1;
		s += n;
	}
	return 0;
}

/* Whether the engine plays v from fen. */
int
ext_info_plays(const ext_info *info, const variant *v, const char *fen, char *why, size_t size)
{
	const char *name = ext_variant_name(v, info->uci);
	int ok;

	if (info->uci && !strcmp(name, "chess"))
		ok = 1;
	else if (info->uci && !strcmp(name, "chess960"))
		ok = info->chess960 || listed(info->variants, name);
	else if (!info->uci && !strcmp(name, "normal"))
		ok = !info->has_variants || listed(info->variants, name);
	else
		ok = info->has_variants && listed(info->variants, name);
	if (!ok) {
		snprintf(why, size, "%s does not play %s (it plays %s)", info->name, v->name,
			 info->has_variants ? info->variants : info->uci ? "chess only" : "normal chess only");
		return 0;
	}
	if (fen && !info->setboard) {
		snprintf(why, size, "%s cannot start from a position of its own (no setboard)", info->name);
		return 0;
	}
	return 1;
}

/* Starts the engine and shakes hands in the protocol command's prefix
 * names, else UCI's when it answers "uci" in time, else CECP's (in a
 * fresh process: the first was sent a word it does not know). */
static int
start(ext_engine *x, const char *command, char *msg, size_t size)
{
	int want = -1; /* 1 UCI, 0 CECP, -1 try */
	const char *slash, *cmd = command;
	int r;

	if (!strncmp(command, "uci:", 4))
		want = 1, cmd += 4;
	else if (!strncmp(command, "cecp:", 5))
		want = 0, cmd += 5;
	while (*cmd == ' ')
		cmd++;
	if (!*cmd) {
		snprintf(msg, size, "no engine command in \"%s\"", command);
		return -1;
	}
	memset(x, 0, sizeof *x);
	x->last_ply = -1;
	/* its name until it says its own: the program's, without folders */
	snprintf(x->info.name, sizeof x->info.name, "%.*s", (int)strcspn(cmd, " "), cmd);
	if ((slash = strrchr(x->info.name, '/')) != NULL)
		memmove(x->info.name, slash + 1, strlen(slash));
	if (want != 0) {
		if (ext_proc_start(&x->proc, cmd, msg, size) < 0)
			return -1;
		x->info.uci = 1;
		r = ext_proc_send(&x->proc, "uci") < 0 ? 1 : ext_uci_handshake(x, want < 0, msg, size);
		if (r == 0)
			return 0;
		ext_proc_stop(&x->proc, NULL);
		if (r < 0)
			return -1;
		if (want == 1) {
			snprintf(msg, size, "the engine \"%s\" does not answer uci with uciok", cmd);
			return -1;
		}
	}
	x->info.uci = 0;
	x->info.setboard = x->info.has_variants = x->info.chess960 = 0;
	x->info.variants[0] = '\0';
	if (ext_proc_start(&x->proc, cmd, msg, size) < 0)
		return -1;
	if (ext_cecp_handshake(x, msg, size) < 0) {
		ext_proc_stop(&x->proc, "quit");
		return -1;
	}
	return 0;
}

/* Its name. */
static void
describe(void *ctx, int level, char *buf, size_t size)
{
	ext_engine *x = ctx;

	(void)level;
	snprintf(buf, size, "%s", x->info.name);
}

/* Asks the engine for a move; a failure leaves the reason in the turn's
 * forfeit. */
static move
think(void *ctx, game *g, int level, const player_turn *turn, search_info *info)
{
	ext_engine *x = ctx;
	search_info local;
	char why[256];
	move m = MV_NONE;

	(void)level;
	if (!info)
		info = &local;
	memset(info, 0, sizeof *info);
	if (!x->dead && !ext_info_plays(&x->info, g->v, g->custom_start ? g->start_fen : NULL, why, sizeof why))
		ext_fail(x, "cannot play this game: %s", why);
	if (!x->dead && x->info.uci)
		m = ext_uci_think(x, g, ext_variant_name(g->v, 1), turn, info);
	else if (!x->dead && turn->full_strength) /* the user's search: analyze mode */
		m = ext_cecp_analyse(x, g, ext_variant_name(g->v, 0), turn, info);
	else if (!x->dead)
		m = ext_cecp_think(x, g, ext_variant_name(g->v, 0), turn, info);
	if (x->dead && x->proc.pid > 0)
		ext_proc_stop(&x->proc, NULL);
	if (x->dead && turn->forfeit && turn->forfeit_size)
		snprintf(turn->forfeit, turn->forfeit_size, "%s", x->why);
	return x->dead ? MV_NONE : m;
}

/* Accepts a draw only when the engine offered one itself. */
static int
accept_draw(void *ctx, game *g, int level)
{
	ext_engine *x = ctx;

	(void)g;
	(void)level;
	return !x->dead && x->offered_draw;
}

/* A new engine started from command with its handshake read, or NULL
 * with msg; what both a player and a probe begin with. */
static ext_engine *
open_engine(const char *command, char *msg, size_t size)
{
	ext_engine *x = calloc(1, sizeof *x);

	if (!x) {
		snprintf(msg, size, "not enough memory for the engine");
		return NULL;
	}
	if (start(x, command, msg, size) < 0) {
		free(x);
		return NULL;
	}
	return x;
}

/* Ends the engine and frees it. */
static void
free_player(void *ctx)
{
	ext_engine *x = ctx;

	if (!x)
		return;
	ext_proc_stop(&x->proc, "quit");
	free(x);
}

static const player_ops ext_ops = { describe, think, accept_draw, free_player, NULL, NULL }; /* it does not ponder */

/* Makes p an external engine. */
int
ext_player_start(player *p, const char *command, const variant *v, const char *fen, char *msg, size_t size)
{
	ext_engine *x = open_engine(command, msg, size);

	if (!x)
		return -1;
	if (v && !ext_info_plays(&x->info, v, fen, msg, size)) {
		free_player(x);
		return -1;
	}
	player_free(p);
	p->ops = &ext_ops;
	p->ctx = x;
	return 0;
}

/* Whether p is an external engine. */
int
ext_is_player(const player *p)
{
	return p->ops == &ext_ops;
}

/* Whether the external engine p can analyse g's game. */
int
ext_player_analyses(const player *p, const variant *v, const char *fen, char *why, size_t size)
{
	const ext_engine *x = p->ctx;

	if (!ext_is_player(p)) {
		snprintf(why, size, "it is not an external engine");
		return 0;
	}
	if (x->dead) {
		snprintf(why, size, "%s %s", x->info.name, x->why);
		return 0;
	}
	if (!x->info.uci && x->no_analyze) {
		snprintf(why, size, "%s cannot analyse (it says feature analyze=0)", x->info.name);
		return 0;
	}
	return !v || ext_info_plays(&x->info, v, fen, why, size);
}

/* The engines leaper knows by name, as the start screen offers them: the
 * protocol, the program and what it needs on its command line. */
static const struct {
	const char *protocol; /* "uci:" or "cecp:" */
	const char *program;  /* its name on $PATH */
	const char *args;     /* its arguments */
} known[] = {
	{ "cecp:", "fairymax", "" },
	{ "uci:", "fairy-stockfish", "" },
	{ "uci:", "stockfish", "" },
	{ "cecp:", "gnuchess", " --xboard" },
};

#define NKNOWN ((int)(sizeof known / sizeof known[0]))

/* The name of known engine i (0 .. ext_known_count() - 1). */
const char *
ext_known_name(int i)
{
	return i >= 0 && i < NKNOWN ? known[i].program : NULL;
}

/* How many engines leaper knows by name. */
int
ext_known_count(void)
{
	return NKNOWN;
}

/* Reads "engine:CMD" or the name of a known engine into its command. */
int
ext_engine_command(const char *text, char *command, size_t size, char *msg, size_t msize)
{
	char path[1024];
	int i, n;

	if (!strncmp(text, "engine:", 7)) {
		if (!text[7 + strspn(text + 7, " ")]) {
			snprintf(msg, msize, "engine: needs the command that runs the engine (engine:CMD)");
			return -1;
		}
		snprintf(command, size, "%s", text + 7);
		return 0;
	}
	for (i = 0; i < NKNOWN; i++) {
		if (strcmp(text, known[i].program))
			continue;
		if (!ext_find_program(known[i].program, path, sizeof path)) {
			snprintf(msg, msize, "%s is not installed (not on $PATH nor in /usr/games)", text);
			return -1;
		}
		snprintf(command, size, "%s%s%s", known[i].protocol, path, known[i].args);
		return 0;
	}
	n = snprintf(msg, msize, "\"%.100s\" is not an engine: give engine:COMMAND, or one of ", text);
	for (i = 0; i < NKNOWN && n >= 0 && (size_t)n < msize; i++)
		n += snprintf(msg + n, msize - (size_t)n, "%s%s", i ? ", " : "", known[i].program);
	return -1;
}

/* Starts an engine, reads its handshake and ends it. */
int
ext_probe(const char *command, ext_info *info, char *msg, size_t size)
{
	ext_engine *x = open_engine(command, msg, size);

	if (!x)
		return -1;
	*info = x->info;
	free_player(x);
	return 0;
}

/* Finds a program in $PATH or /usr/games. */
int
ext_find_program(const char *name, char *path, size_t size)
{
	const char *env = getenv("PATH");
	char dirs[4096];
	char *dir, *save = NULL;

	snprintf(dirs, sizeof dirs, "%s:/usr/games", env && *env ? env : "/usr/bin:/bin");
	for (dir = strtok_r(dirs, ":", &save); dir; dir = strtok_r(NULL, ":", &save)) {
		if ((size_t)snprintf(path, size, "%s/%s", *dir ? dir : ".", name) >= size)
			continue;
		if (access(path, X_OK) == 0)
			return 1;
	}
	return 0;
}
