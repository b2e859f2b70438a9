/* ext_player.h - an external chess engine as a player: a program leaper
 * starts and talks to over the xboard protocol (CECP, version 2) or UCI.
 * Its moves come back in coordinates and are checked against the
 * position; an illegal move, a crash or silence past its time makes it
 * lose the game (player_turn's forfeit says why). Every wait has a
 * deadline and goes through the turn's poll, and the engine's whole
 * process group is killed when the player is freed. */
#ifndef LEAPER_EXT_PLAYER_H
#define LEAPER_EXT_PLAYER_H

#include <stddef.h>

#include "player.h"
#include "variant.h"

/* An engine's process and protocol state (ext_priv.h). */
typedef struct ext_engine ext_engine;

/* What an engine's handshake said about it. */
typedef struct ext_info {
	char name[64];          /* its name (CECP myname, UCI id name), else the command's */
	int uci;                /* 1: it speaks UCI, 0: CECP */
	char variants[4096];    /* the variants it names, comma-separated, in its spelling */
	int has_variants;       /* 1: it named them (CECP feature variants, UCI_Variant's vars) */
	int chess960;           /* UCI: 1 when it has the option UCI_Chess960 */
	int setboard;           /* CECP: 1 when it takes a start position (setboard); UCI: 1 */
} ext_info;

/* Makes p the engine command runs: "uci:CMD", "cecp:CMD", or CMD, whose
 * protocol the handshake tells (UCI's "uci" first, briefly, else xboard).
 * With v, refuses an engine that cannot play v (from fen, when not NULL).
 * Returns 0, or -1 with msg (p is then left as it was). */
int ext_player_start(player *p, const char *command, const variant *v, const char *fen, char *msg,
		     size_t size);

/* Whether p is an external engine. */
int ext_is_player(const player *p);

/* Whether the external engine p can study positions of v (from fen,
 * when not NULL) for the user: it is alive, can analyse (CECP: not
 * feature analyze=0) and plays v; when not, why says so. */
int ext_player_analyses(const player *p, const variant *v, const char *fen, char *why, size_t size);

/* Reads text, "engine:CMD" or the name of an engine leaper knows (fairymax,
 * fairy-stockfish, stockfish, gnuchess, looked for as ext_find_program
 * does), into the command for ext_player_start. Returns 0, or -1 with
 * msg (no command, not installed, not an engine). */
int ext_engine_command(const char *text, char *command, size_t size, char *msg, size_t msize);

/* The engines leaper knows by name (the start screen offers them): how
 * many, and the name of engine i, which ext_engine_command takes. */
int ext_known_count(void);
const char *ext_known_name(int i);

/* Starts the engine command runs, reads its handshake into info and ends
 * it; returns 0, or -1 with msg. */
int ext_probe(const char *command, ext_info *info, char *msg, size_t size);

/* Whether the engine info describes can play v (from fen, when not NULL);
 * when not, why says so. */
int ext_info_plays(const ext_info *info, const variant *v, const char *fen, char *why, size_t size);

/* The name the engine knows v by: CECP "normal" for chess, "fischerandom"
 * for Chess960; UCI "chess"; otherwise the variant's own name. */
const char *ext_variant_name(const variant *v, int uci);

/* Finds the program name in the folders of $PATH and in /usr/games
 * (where Debian puts engines); writes its path and returns 1, or 0. */
int ext_find_program(const char *name, char *path, size_t size);

#endif
