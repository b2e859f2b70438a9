/* cecp_priv.h - the state of a CECP session, shared by cecp.c (commands),
 * cecp_io.c (input and output) and cecp_setup.c (describing variants
 * XBoard does not know). */
#ifndef LEAPER_CECP_PRIV_H
#define LEAPER_CECP_PRIV_H

#include "cecp.h"
#include "game.h"
#include "search.h"

#define CECP_LINE 65536 /* longest line: a UCI "position ... moves" of thousands of plies */
#define CECP_MAX_QUEUED 1024 /* lines held unread while the engine thinks */

/* Lines read but not yet handled. */
typedef struct cecp_input {
	int fd;
	char partial[CECP_LINE];   /* the start of a line not yet ended */
	size_t plen;
	char **lines;              /* complete lines, oldest first */
	int nlines, cap;
	int eof;                   /* the input has ended */
} cecp_input;

/* One session. */
typedef struct cecp {
	var_set *set;
	cecp_options opt;          /* opt.out is set: stdout when none was given */
	cecp_input in;
	game g;                    /* the game; valid when have_game */
	int have_game;
	engine *eng;
	int engine_side;           /* colour the engine plays, or -1 (force mode) */
	int analyzing;             /* analyze mode */
	int post;                  /* print thinking output */
	int quit;                  /* leave as soon as possible */
	int thinking;              /* a search for the engine's own move runs */
	int abort;                 /* the running search's result must not be played */
	int result_sent;           /* the game's result has been announced */
	/* Pondering ("hard"): thinking on the opponent's time about the
	 * position after the reply the engine expects. */
	int ponder;                /* "hard" turned it on, "easy" off (off at the start) */
	move ponder_move;          /* the expected reply to the engine's last move, or MV_NONE */
	uint64_t ponder_hash;      /* the position ponder_move is a reply in (stale once it changed) */
	int pondering;             /* a ponder search runs: ponder_move is played in g meanwhile */
	int ponder_hit;            /* the interface played ponder_move: the search is the engine's own */
	position ponder_pos;       /* the position before ponder_move, while pondering */
	/* Time control. */
	int mps;                   /* moves per session, 0 = whole game */
	int base_ms, inc_ms;       /* session time and increment */
	int st_ms;                 /* fixed time per move, 0 = none */
	int sd;                    /* depth limit, 0 = none */
	int my_ms, opp_ms;         /* clocks from "time" and "otim"; -1 unknown */
} cecp;

/* cecp_io.c */
void cecp_input_init(cecp_input *in, int fd);
void cecp_input_free(cecp_input *in);
int cecp_read(cecp_input *in, int wait);
char *cecp_take_line(cecp_input *in);
char *cecp_take_line_at(cecp_input *in, int i);
int cecp_out(cecp *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

size_t cecp_format_move(const position *p, move m, char *buf, size_t size);
/* How a protocol writes one move of p into buf (ctx: its state); the length. */
typedef size_t (*cecp_move_writer)(const void *ctx, const position *p, move m, char *buf, size_t size);
void cecp_format_line(const position *root, const move *pv, int n, cecp_move_writer write, const void *ctx,
		      char *buf, size_t size);
move cecp_parse_move(position *p, const char *text);
void cecp_convert_fen(const variant *v, const char *fen, int to_interface, char *out, size_t size);

/* cecp_setup.c */
void cecp_send_setup(cecp *c, const variant *v);
int cecp_is_normal(const variant *v);
int cecp_xboard_knows(const variant *v);
const char *cecp_variant_name(const variant *v);

#endif
