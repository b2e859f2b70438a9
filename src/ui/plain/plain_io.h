/* plain_io.h - input of the line-mode front end: lines from stdin (with
 * readline on a terminal) and signals that end the program gently
 * (private to the plain front end). */
#ifndef LEAPER_PLAIN_IO_H
#define LEAPER_PLAIN_IO_H

#include <stddef.h>

/* What pio_read_line got. */
enum pio_result {
	PIO_LINE = 1,     /* a line */
	PIO_EOF = 0,      /* the end of the input */
	PIO_SIGNAL = -1,  /* SIGINT, SIGTERM or SIGHUP arrived */
	PIO_TIMEOUT = -2  /* the time given ran out */
};

/* Installs the signal handlers (they only note the signal) and keeps the
 * signals blocked except while waiting for input, so a signal is never
 * lost between a check and a wait. */
void pio_init(void);

/* Restores the terminal and the signal mask. */
void pio_done(void);

/* The signal that arrived, or 0. */
int pio_signal(void);

/* Lets signals in (on = 1) during a long computation, or blocks them again. */
void pio_allow_signals(int on);

/* Whether a line (or the end of the input) can be read now without
 * waiting. */
int pio_pending(void);

/* Whether stdin is a terminal (prompts and readline are used then). */
int pio_is_tty(void);

/* Reads one line without its newline into buf; waits at most timeout_ms
 * (negative: no limit). Returns an enum pio_result. */
int pio_read_line(const char *prompt, char *buf, size_t size, long long timeout_ms);

/* Reading a line while a search runs: pio_begin_line starts it (on a
 * terminal readline shows prompt and echoes what is typed), and
 * pio_poll_line, called from the search's poll, never waits: it returns
 * PIO_LINE with the line in buf once it is whole, PIO_EOF, or PIO_TIMEOUT.
 * A line not finished then is finished by the next pio_read_line. */
void pio_begin_line(const char *prompt);
int pio_poll_line(char *buf, size_t size);

/* The words Tab completes on a terminal (moves and commands); copied. */
void pio_set_words(const char *const *words, int n);

#endif
