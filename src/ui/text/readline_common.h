/* readline_common.h - what the line mode and the screens' typed-input line
 * both ask of GNU readline: the program's name for ~/.inputrc, signals
 * left to the front end, and Tab completing whole words from a list the
 * front end supplies each time. Linked into the program only. */
#ifndef LEAPER_READLINE_COMMON_H
#define LEAPER_READLINE_COMMON_H

/* Supplies the words Tab completes: fills words (up to max) and returns
 * how many. The strings must live until the next call. */
typedef int (*rlc_words_fn)(void *ctx, const char **words, int max);

/* Sets readline's name, keeps its hands off signals and SIGWINCH, and
 * makes Tab complete only the words of rlc_words (never file names). */
void rlc_init(void);

/* Sets the source of the words Tab completes (none while fn is NULL);
 * with ignore_case, "nf3" completes to "Nf3". */
void rlc_words(rlc_words_fn fn, void *ctx, int ignore_case);

#endif
