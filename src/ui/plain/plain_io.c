/* plain_io.c - input of the line-mode front end.
 *
 * The signals that end the program (SIGINT, SIGTERM, SIGHUP) are blocked
 * all the time except inside ppoll(), which unblocks them atomically while
 * it waits for input: a signal arriving at any other moment stays pending
 * and interrupts the next wait, so it is never missed. The handlers only
 * note the signal. On a terminal, lines are read with readline's callback
 * interface, fed one character at a time after ppoll says one is ready.
 */
#include "config.h"

#include "plain_io.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "readline_common.h"

#define BUF_SIZE 8192
#define MAX_WORDS 1200

static volatile sig_atomic_t got_signal;
static sigset_t blocked, waiting;  /* the mask outside and inside ppoll */
static int tty;
static char inbuf[BUF_SIZE];      /* bytes read but not yet returned (pipe mode) */
static size_t inlen;
static int at_eof;
static char *words[MAX_WORDS];    /* completion words */
static int nwords;
static char *line_got;              /* the line readline handed over */
static int line_done;
static int installed;               /* readline's handler is in place (a line is being read) */

/* Notes the signal; everything else happens in the main loop. */
static void
on_signal(int sig)
{
	got_signal = sig;
}

/* Hands the completion words (moves and commands) to readline. */
static int
list_words(void *ctx, const char **out, int max)
{
	int i;

	(void)ctx;
	for (i = 0; i < nwords && i < max; i++)
		out[i] = words[i];
	return i;
}

/* Takes the line readline finished. */
static void
take_line(char *line)
{
	line_got = line;
	line_done = 1;
}

/* Installs the handlers and blocks the signals. */
void
pio_init(void)
{
	struct sigaction sa;
	int sigs[] = { SIGINT, SIGTERM, SIGHUP };
	size_t i;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0; /* no SA_RESTART: a wait must return */
	sigemptyset(&blocked);
	for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
		sigaction(sigs[i], &sa, NULL);
		sigaddset(&blocked, sigs[i]);
	}
	signal(SIGPIPE, SIG_IGN);
	signal(SIGXFSZ, SIG_IGN); /* a file size limit is a write error, not death */
	sigprocmask(SIG_BLOCK, &blocked, &waiting);
	for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		sigdelset(&waiting, sigs[i]);
	tty = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
	if (tty) {
		rlc_init();
		rlc_words(list_words, NULL, 0);
	}
}

/* Restores the signal mask. */
void
pio_done(void)
{
	int i;

	for (i = 0; i < nwords; i++)
		free(words[i]);
	nwords = 0;
	sigprocmask(SIG_SETMASK, &waiting, NULL);
}

/* The signal that arrived, or 0. */
int
pio_signal(void)
{
	return got_signal;
}

/* Lets signals in during a long computation, or blocks them again. */
void
pio_allow_signals(int on)
{
	sigprocmask(on ? SIG_UNBLOCK : SIG_BLOCK, &blocked, NULL);
}

/* Whether stdin is a terminal. */
int
pio_is_tty(void)
{
	return tty;
}

/* Sets the completion words. */
void
pio_set_words(const char *const *list, int n)
{
	int i;

	for (i = 0; i < nwords; i++)
		free(words[i]);
	nwords = 0;
	for (i = 0; i < n && nwords < MAX_WORDS; i++)
		if ((words[nwords] = strdup(list[i])))
			nwords++;
}

/* Waits until stdin is readable; returns 1, or PIO_SIGNAL / PIO_TIMEOUT. */
static int
wait_input(long long timeout_ms)
{
	struct pollfd pfd = { STDIN_FILENO, POLLIN, 0 };
	struct timespec ts, *tp = NULL;

	for (;;) {
		if (got_signal)
			return PIO_SIGNAL;
		if (timeout_ms >= 0) {
			ts.tv_sec = (time_t)(timeout_ms / 1000);
			ts.tv_nsec = (long)(timeout_ms % 1000) * 1000000L;
			tp = &ts;
		}
		switch (ppoll(&pfd, 1, tp, &waiting)) {
		case -1:
			if (errno != EINTR)
				return 1; /* let read() report the problem */
			continue;
		case 0:
			return PIO_TIMEOUT;
		default:
			return 1;
		}
	}
}

/* Whether a line or the end of the input can be read now. */
int
pio_pending(void)
{
	struct pollfd pfd = { STDIN_FILENO, POLLIN, 0 };

	if (at_eof || memchr(inbuf, '\n', inlen))
		return 1;
	return poll(&pfd, 1, 0) > 0;
}

/* Moves the first line of inbuf (if complete, or at the end) to buf. */
static int
take_buffered(char *buf, size_t size)
{
	char *nl = memchr(inbuf, '\n', inlen);
	size_t n, used;

	if (!nl && !at_eof && inlen < sizeof inbuf)
		return 0;
	if (!nl && inlen == 0)
		return 0;
	n = nl ? (size_t)(nl - inbuf) : inlen;
	used = nl ? n + 1 : n;
	if (n >= size)
		n = size - 1;
	memcpy(buf, inbuf, n);
	buf[n] = '\0';
	if (n && buf[n - 1] == '\r')
		buf[n - 1] = '\0';
	memmove(inbuf, inbuf + used, inlen - used);
	inlen -= used;
	return 1;
}

/* Reads what stdin has ready into inbuf (once it said it is readable),
 * noting the end of the input. */
static void
fill_buffer(void)
{
	ssize_t got = read(STDIN_FILENO, inbuf + inlen, sizeof inbuf - inlen);

	if (got < 0 && errno == EINTR)
		return;
	if (got <= 0)
		at_eof = 1;
	else
		inlen += (size_t)got;
}

/* Reads a line from a pipe or file. */
static int
read_plain(char *buf, size_t size, long long timeout_ms)
{
	for (;;) {
		int w;
		if (take_buffered(buf, size))
			return PIO_LINE;
		if (at_eof)
			return PIO_EOF;
		if ((w = wait_input(timeout_ms)) != 1)
			return w;
		fill_buffer();
	}
}

/* Puts readline's handler in place for a new line, unless a line is
 * being read already (it keeps what was typed); and takes it away. */
static void
install(const char *prompt)
{
	if (installed)
		return;
	line_done = 0;
	line_got = NULL;
	rl_callback_handler_install(prompt, take_line);
	installed = 1;
}

static void
uninstall(void)
{
	rl_callback_handler_remove();
	installed = 0;
}

static int tty_line(char *buf, size_t size);

/* Reads a line on a terminal through readline. */
static int
read_tty(const char *prompt, char *buf, size_t size, long long timeout_ms)
{
	int w = 1;

	install(prompt);
	while (!line_done) {
		if ((w = wait_input(timeout_ms)) != 1)
			break;
		rl_callback_read_char();
	}
	uninstall();
	if (!line_done) {
		putchar('\n');
		return w;
	}
	return tty_line(buf, size);
}

/* Hands over the line readline finished (remembered for the history). */
static int
tty_line(char *buf, size_t size)
{
	if (!line_got)
		return PIO_EOF;
	if (*line_got)
		add_history(line_got);
	snprintf(buf, size, "%s", line_got);
	free(line_got);
	line_got = NULL;
	return PIO_LINE;
}

/* Starts reading a line that pio_poll_line takes when it is whole. */
void
pio_begin_line(const char *prompt)
{
	fflush(stdout);
	if (tty)
		install(prompt);
}

/* Reads what has come without waiting; returns PIO_LINE with a whole
 * line in buf, PIO_EOF, or PIO_TIMEOUT when no line is whole yet. */
int
pio_poll_line(char *buf, size_t size)
{
	struct pollfd pfd = { STDIN_FILENO, POLLIN, 0 };

	if (tty) {
		if (!installed)
			return PIO_TIMEOUT;
		while (!line_done && poll(&pfd, 1, 0) > 0)
			rl_callback_read_char();
		if (!line_done)
			return PIO_TIMEOUT;
		uninstall();
		return tty_line(buf, size);
	}
	if (take_buffered(buf, size))
		return PIO_LINE;
	if (!at_eof && poll(&pfd, 1, 0) > 0) {
		fill_buffer();
		if (take_buffered(buf, size))
			return PIO_LINE;
	}
	return at_eof ? PIO_EOF : PIO_TIMEOUT;
}

/* Reads one line. */
int
pio_read_line(const char *prompt, char *buf, size_t size, long long timeout_ms)
{
	fflush(stdout);
	if (tty)
		return read_tty(prompt, buf, size, timeout_ms);
	return read_plain(buf, size, timeout_ms);
}
