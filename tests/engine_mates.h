/* engine_mates.h - forced wins every search must find at their distance,
 * in every shipped variant: check_engine finds them with one thread,
 * check_smp with several. */
#ifndef LEAPER_TESTS_ENGINE_MATES_H
#define LEAPER_TESTS_ENGINE_MATES_H

/* One forced win: the side to move wins in `moves` moves. */
typedef struct mate_case {
	const char *variant;
	const char *fen;
	int moves;            /* moves to the win (mate or a stalemate that wins) */
	const char *first;    /* the only winning first move, or NULL */
	const char *what;     /* what the case shows */
} mate_case;

static const mate_case mates[] = {
	{ "chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1, "a1a8", "back-rank mate" },
	{ "chess", "kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1", 2, "a1a6", "rook sacrifice, pawn mates" },
	{ "chess", "5rk1/5Npp/8/8/8/1Q6/6PP/6K1 w - - 0 1", 3, "f7h6", "smothered mate" },
	{ "lancerchess", "7q/6pp/5L2/8/8/8/8/3Q4 w - - 0 1", 1, "f6f8",
	  "a King's Lancer jumps two squares to mate the royal Queen" },
	{ "lancerchess", "qbQ5/pp6/1P6/8/8/8/8/R7 w - - 0 1", 2, "a1a6", "the royal Queen helps mate" },
	{ "clash", "7q/6pp/8/8/8/8/8/R2Q2N1 w - - 0 1", 1, "a1a8", "Clash: the Tower mates" },
	{ "complete", "k11/2K9/12/W11/12/12/12/12/12/12/12/12 w - - 0 1", 1, "a9a10",
	  "stalemating the lone King wins" },
	{ "complete", "k11/12/2K9/12/12/12/12/12/12/12/12/7Q4 w - - 0 1", 2, NULL, "Queen and King" },
	{ "onslaught", "12/12/12/7R4/kr10/rp10/12/12/2N9/12/12/6K5 w - - 0 1", 1, "c4b6",
	  "a Knight on its own half mates with its check-only power" },
	{ "onslaught", "12/12/12/7R4/kr10/rp10/12/12/12/12/3N8/6K5 w - - 0 1", 1, "d2b6",
	  "a Knight rides two leaps on its own half and mates by its check-only power" },
};
#define NMATES ((int)(sizeof mates / sizeof mates[0]))

#endif
