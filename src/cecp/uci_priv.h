/* uci_priv.h - the state of a UCI session, shared by uci.c (the commands,
 * the options and the position), uci_go.c (searching, with the input read
 * while the engine thinks) and uci_variant.c (the names of games and
 * moves). The line reader is CECP's (cecp_io.c). */
#ifndef LEAPER_UCI_PRIV_H
#define LEAPER_UCI_PRIV_H

#include "cecp_priv.h"
#include "uci.h"

/* One session. */
typedef struct uci {
	var_set *set;              /* the loaded variants */
	uci_options opt;           /* opt.out is set: stdout when none was given */
	cecp_input in;             /* lines read and not yet handled */
	const variant *chosen;     /* the variant UCI_Variant names */
	char chosen_name[VAR_MAX_NAME]; /* the name it was chosen by (leaper's or Fairy-Stockfish's) */
	int chess960;              /* UCI_Chess960: castling written as the king taking its rook */
	game g;                    /* the position to search: set by "position"; valid when have_game */
	int have_game;
	engine *eng;               /* the engine; replaced when Hash changes */
	size_t hash_mb;            /* its table's size, MB */
	int multipv;               /* MultiPV: the lines each search reports, 1..SEARCH_MAX_PV */
	int quit;                  /* leave as soon as possible */
	/* The running "go"; reset by each one. */
	int pondering;             /* searching the expected reply ("go ponder") until ponderhit */
	int endless;               /* the search has no limit of its own: only "stop" ends it */
	int ponderhit;             /* ponderhit came after the ponder search had ended by itself */
	int searching;             /* the search runs (its poll reads the input) */
	int go_endless;            /* the go's own limits are none: endless once ponderhit came */
	search_limits go_lim;      /* the go's own limits, which ponderhit hands the search */
	int stopped;               /* "stop" came */
	int interrupted;           /* a command that needs the search over came (left queued) */
	uint64_t reported;         /* nodes of the last info line the search's report sent */
} uci;

/* uci.c */
int uci_out(uci *u, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
const char *uci_next_word(const char **s, char *word, size_t size);

/* uci_variant.c */
const variant *uci_find_variant(uci *u, const char *name);
const variant *uci_playing(const uci *u);
void uci_variant_list(uci *u, char *list, size_t size);
size_t uci_format_move(const uci *u, const position *p, move m, char *buf, size_t size);

/* uci_go.c */
void uci_go(uci *u, const char *args);

#endif
