/* ext_priv.h - what the files of the external engine player share: the
 * engine's process and its lines (ext_proc.c), what the handshake learnt,
 * and the two protocols (ext_cecp.c, ext_uci.c). */
#ifndef LEAPER_EXT_PRIV_H
#define LEAPER_EXT_PRIV_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "ext_player.h"
#include "game.h"
#include "player.h"
#include "search.h"

#define EXT_BUF 8192          /* the longest line read from an engine */
#define EXT_HANDSHAKE_MS 5000 /* the longest wait for uciok or feature done=1 */
#define EXT_SYNC_MS 10000     /* the longest wait for readyok or pong before a move */
#define EXT_MARGIN_MS 2000    /* how long past its time an engine may be silent */
#define EXT_GRACE_MS 1500     /* how long a stopped engine has to send its move */
#define EXT_MOVE_MS 1000      /* thinking time per move without a clock */

/* The engine's process: it runs in a process group of its own, with one
 * end of a socket pair as its standard input and output. */
typedef struct ext_proc {
	pid_t pid;            /* the process, leader of its group; 0 when none */
	int fd;               /* our end of the socket pair, or -1 */
	char buf[EXT_BUF];    /* what it wrote that is not yet read as lines */
	size_t len;           /* bytes in buf */
	int eof;              /* 1: it closed its output */
	char gone[128];       /* how it ended ("exit status 1", "killed by signal 11"), once known */
} ext_proc;

/* What ext_proc_read found. */
enum ext_read { EXT_LINE, EXT_TIMEOUT, EXT_EOF, EXT_STOPPED };

/* The engine behind a player: its process and what the handshake said. */
struct ext_engine {
	ext_proc proc;          /* the process */
	ext_info info;          /* what the handshake said */
	int usermove;           /* CECP: 1 when moves go as "usermove MOVE" */
	int ping;               /* CECP: 1 when it answers ping N with pong N */
	int pings;              /* CECP: the number of the last ping */
	int last_ply;           /* UCI: the ply of the last position sent, -1 before */
	int offered_draw;       /* CECP: 1 when it offered a draw while thinking its last move */
	int no_analyze;         /* CECP: 1 when it said feature analyze=0 (it cannot analyse) */
	int multipv_max;        /* UCI: the most lines its MultiPV option takes; 0: no such option */
	int multipv_sent;       /* UCI: the MultiPV value last set; 0: never set (its default, 1) */
	int dead;               /* 1: it is gone or broke the protocol; every move loses */
	char why[256];          /* then why, as "crashed (killed by signal 11)" */
};

/* Starts command under /bin/sh in a process group of its own; returns 0,
 * or -1 with msg. */
int ext_proc_start(ext_proc *e, const char *command, char *msg, size_t size);

/* Sends one line (a newline is added); returns 0, or -1 when the engine
 * is gone. */
int ext_proc_send(ext_proc *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Reads one line into line (without its end) until deadline (mono_ms; 0
 * for none), calling poll now and then: enum ext_read. */
int ext_proc_read(ext_proc *e, char *line, size_t size, int64_t deadline, search_poll poll, void *ctx);

/* Reads one line of the engine's answer to a move: when *poll asks to
 * stop, sends stop_line, clears *poll and gives the engine EXT_GRACE_MS
 * more from then (*deadline), so the move it owes can still come:
 * EXT_LINE, EXT_TIMEOUT or EXT_EOF. */
int ext_proc_read_answer(ext_proc *e, char *line, size_t size, int64_t *deadline, search_poll *poll, void *ctx,
			 const char *stop_line);

/* Throws away what the engine wrote and nobody read yet. */
void ext_proc_drain(ext_proc *e);

/* Says how the engine ended, waiting a little for it to exit, else
 * killing its group; the text stays in e->gone. */
const char *ext_proc_gone(ext_proc *e);

/* Ends the engine: quit_line (may be NULL) first, a short wait, then its
 * whole process group is killed and the process reaped. */
void ext_proc_stop(ext_proc *e, const char *quit_line);

/* Marks the engine broken: every later move it is asked for loses, for
 * the reason fmt says. */
void ext_fail(ext_engine *x, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Reads the engine's move text in p: coordinates, else SAN ("O-O" from
 * CECP engines in Chess960); MV_NONE when it is not a legal move. */
move ext_parse_move(position *p, const char *text);

/* Writes move m of p for the engine (coordinates). */
void ext_format_move(const position *p, move m, char *buf, size_t size);

/* Reads the moves of a principal variation from p into info (up to the
 * first that is not legal). */
void ext_parse_pv(const position *p, char **words, int n, search_info *info);

/* Splits line into blank-separated words in place; returns how many (at
 * most max). */
int ext_split(char *line, char **words, int max);

/* CECP: the handshake after the start; returns 0, or -1 with msg. */
int ext_cecp_handshake(ext_engine *x, char *msg, size_t size);

/* CECP: a move for the side to move of g; MV_NONE when stopped, or when
 * it failed (then x->dead). */
move ext_cecp_think(ext_engine *x, game *g, const char *vname, const player_turn *turn, search_info *info);

/* CECP: studies the position of g in analyze mode for the user (hint,
 * think, analysis: turn->full_strength), until the poll stops it or, not
 * turn->infinite, for turn->movetime_ms; leaves analyze mode with exit.
 * Returns the first move of its last line; MV_NONE when there is none,
 * or when it failed (then x->dead). */
move ext_cecp_analyse(ext_engine *x, game *g, const char *vname, const player_turn *turn, search_info *info);

/* UCI: the handshake after "uci" was sent; returns 0, 1 when the engine
 * does not speak UCI, or -1 with msg. */
int ext_uci_handshake(ext_engine *x, int probe, char *msg, size_t size);

/* UCI: a move for the side to move of g, as ext_cecp_think; for the
 * user (turn->full_strength) with turn->multipv lines when the engine has
 * the option MultiPV, and an engine that does not answer stop fails. */
move ext_uci_think(ext_engine *x, game *g, const char *vname, const player_turn *turn, search_info *info);

#endif
