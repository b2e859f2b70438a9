/* readline_common.c - readline set up as both front ends want it. */
#include "config.h"

#include "readline_common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <readline/readline.h>

#define MAX_WORDS 1200  /* the most legal moves (1024) and the commands */

static rlc_words_fn words_fn;
static void *words_ctx;
static int words_nocase;

/* Produces the completions of text, one per call (readline's protocol). */
static char *
generate(const char *text, int state)
{
	static const char *words[MAX_WORDS];
	static int n, i;
	size_t len = strlen(text);

	if (!state) {
		n = words_fn ? words_fn(words_ctx, words, MAX_WORDS) : 0;
		i = 0;
	}
	while (i < n) {
		const char *w = words[i++];
		if ((words_nocase ? strncasecmp(w, text, len) : strncmp(w, text, len)) == 0)
			return strdup(w);
	}
	return NULL;
}

/* Completes the word before the cursor from the front end's words only. */
static char **
complete(const char *text, int start, int end)
{
	(void)start;
	(void)end;
	rl_attempted_completion_over = 1;
	return rl_completion_matches(text, generate);
}

/* Sets readline up as both front ends want it. */
void
rlc_init(void)
{
	rl_readline_name = "leaper";
	rl_catch_signals = 0;
	rl_catch_sigwinch = 0;
	rl_attempted_completion_function = complete;
}

/* Sets the source of the words Tab completes. */
void
rlc_words(rlc_words_fn fn, void *ctx, int ignore_case)
{
	words_fn = fn;
	words_ctx = ctx;
	words_nocase = ignore_case;
}
