/* tui_input.c - the typed-input line: GNU readline in callback mode. */
#include "config.h"

#include "tui_input.h"

#include "tui_term.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "readline_common.h"

static unsigned char queue[16];   /* bytes waiting for readline */
static int qhead, qlen;
static char *finished;            /* the last finished line, until taken */
static int line_done;             /* a line finished during the last feed */
static char prompt[64] = "> ";
static char matches[1024];        /* what Tab last listed */
static FILE *null_out;            /* readline's output goes nowhere */
static int open_count;

/* Gives readline the next queued byte. */
static int
getc_queued(FILE *f)
{
	int c;

	(void)f;
	if (qlen == 0)
		return EOF;
	c = queue[qhead];
	qhead = (qhead + 1) % (int)sizeof queue;
	qlen--;
	return c;
}

/* Tells readline whether more bytes are queued. */
static int
input_available(void)
{
	return qlen > 0;
}

/* Readline wants the line redrawn: the screens redraw it from ti_text. */
static void
redisplay(void)
{
}

/* Readline must not touch the terminal's modes: curses owns them. */
static void
prep_term(int meta)
{
	(void)meta;
}

/* See prep_term. */
static void
deprep_term(void)
{
}

/* Receives a finished line from readline. */
static void
on_line(char *line)
{
	free(finished);
	finished = line ? strdup(line) : strdup("");
	if (line && *line)
		add_history(line);
	free(line);
	line_done = 1;
}

/* Keeps the list of completions for the screen to show. */
static void
show_matches(char **list, int n, int max_length)
{
	size_t len = 0;
	int i;

	(void)max_length;
	matches[0] = '\0';
	for (i = 1; i <= n && len + strlen(list[i]) + 2 < sizeof matches; i++) {
		len += (size_t)snprintf(matches + len, sizeof matches - len, "%s%s", i > 1 ? " " : "", list[i]);
	}
}

/* Sets readline up for callback use. */
void
ti_open(void)
{
	if (open_count++)
		return;
	if (!null_out)
		null_out = fopen("/dev/null", "w");
	rlc_init();
	rl_change_environment = 0;
	rl_getc_function = getc_queued;
	rl_input_available_hook = input_available;
	rl_redisplay_function = redisplay;
	rl_prep_term_function = prep_term;
	rl_deprep_term_function = deprep_term;
	rl_completion_display_matches_hook = show_matches;
	rl_completer_word_break_characters = " \t";
	rl_completion_append_character = '\0';
	if (null_out)
		rl_outstream = null_out;
	rl_variable_bind("bell-style", "none");
	rl_variable_bind("show-all-if-ambiguous", "on");
	rl_variable_bind("completion-ignore-case", "on");
	rl_callback_handler_install(prompt, on_line);
}

/* Removes the callback handler. */
void
ti_close(void)
{
	if (open_count == 0 || --open_count)
		return;
	rl_callback_handler_remove();
	free(finished);
	finished = NULL;
}

/* Sets the prompt. */
void
ti_prompt(const char *p)
{
	snprintf(prompt, sizeof prompt, "%s", p);
	rl_set_prompt(prompt);
}

/* Sets the source of completions. */
void
ti_completion(ti_words_fn fn, void *ctx)
{
	rlc_words(fn, ctx, 1);
}

/* Queues bytes and lets readline read them all. */
static int
feed(const char *bytes, int n)
{
	int i;

	line_done = 0;
	for (i = 0; i < n && qlen < (int)sizeof queue; i++) {
		queue[(qhead + qlen) % (int)sizeof queue] = (unsigned char)bytes[i];
		qlen++;
	}
	while (qlen > 0)
		rl_callback_read_char();
	return line_done;
}

/* Feeds a character. */
int
ti_char(unsigned ch)
{
	char buf[5];

	if (ch == '\n')
		ch = '\r';
	return feed(buf, tg_encode(ch, buf));
}

/* Feeds a function key that the line uses. */
int
ti_key(int key)
{
	char c;

	switch (key) {
	case TK_LEFT: c = 2; break;       /* backward-char */
	case TK_RIGHT: c = 6; break;      /* forward-char */
	case TK_UP: c = 16; break;        /* previous-history */
	case TK_DOWN: c = 14; break;      /* next-history */
	case TK_HOME: c = 1; break;       /* beginning-of-line */
	case TK_END: c = 5; break;        /* end-of-line */
	case TK_BACKSPACE: c = 127; break; /* backward-delete-char */
	case TK_ENTER: c = '\r'; break;
	case TK_DC:                       /* delete-char, but never end-of-file */
		if (ti_empty())
			return 1;
		c = 4;
		break;
	default:
		return 0;
	}
	feed(&c, 1);
	return 1;
}

/* Takes the finished line. */
const char *
ti_take(void)
{
	static char taken[1024];

	if (!finished)
		return NULL;
	snprintf(taken, sizeof taken, "%s", finished);
	free(finished);
	finished = NULL;
	return taken;
}

/* The line being edited. */
const char *
ti_text(void)
{
	return rl_line_buffer ? rl_line_buffer : "";
}

/* The cursor's byte offset. */
int
ti_point(void)
{
	return rl_point;
}

/* Whether the line is empty. */
int
ti_empty(void)
{
	return !rl_line_buffer || rl_end == 0;
}

/* Replaces the line being edited. */
void
ti_set(const char *text)
{
	rl_replace_line(text, 0);
	rl_point = rl_end;
}

/* Takes the list of completions Tab last offered. */
const char *
ti_take_matches(void)
{
	static char taken[sizeof matches];

	strcpy(taken, matches);
	matches[0] = '\0';
	return taken;
}

/* Draws the prompt and the line. */
void
ti_draw(tg_grid *g, tg_rect r, const ts_mode *m, int focused)
{
	const char *text = ti_text();
	char before[1024];
	int pw = tg_width(prompt), cur, skip = 0, room = r.cols - pw - 1;
	ts_look look = ts_text(m, TS_KEY);
	const char *s;

	snprintf(before, sizeof before, "%.*s", ti_point(), text);
	cur = tg_width(before);
	if (room < 1)
		room = 1;
	if (cur > room)
		skip = cur - room;
	tg_fill(g, r, ' ', 0, 0);
	tg_text(g, r.row, r.col, r.cols, prompt, look.pair, focused ? look.attr : 0);
	for (s = text; *s && skip > 0; skip--)
		tg_decode(&s);
	tg_text(g, r.row, r.col + pw, r.cols - pw, s, 0, 0);
	if (focused) {
		g->cursor_row = r.row;
		g->cursor_col = r.col + pw + (cur > room ? room : cur);
	}
}
