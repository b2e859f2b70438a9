/* cecp_io.c - reading commands without blocking the search, writing
 * replies that reach the interface at once, and squares as the interface
 * writes them.
 *
 * Input is read from a file descriptor in whatever pieces arrive and cut
 * into lines; a line that has not ended waits for the rest. Reading with
 * wait = 0 never blocks, so the search's poll callback can look for "?" or
 * "quit" while thinking.
 *
 * CECP writes moves in coordinate notation as leaper does ("e2e4",
 * "b2b10", "e7e8q"), except that on a board of exactly ten ranks the
 * ranks are counted from 0: XBoard's convention, which cutechess and
 * Fairy-Stockfish follow too. There "e1e3" is the move leaper calls
 * "e2e4". Moves in and out, and the en-passant field of a FEN, which
 * names squares as well, are translated here.
 */
#include "config.h"

#include "cecp_priv.h"

#include <ctype.h>
#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "movegen.h"
#include "notation_coord.h"
#include "san.h"

/* Prepares the input of fd. */
void
cecp_input_init(cecp_input *in, int fd)
{
	memset(in, 0, sizeof *in);
	in->fd = fd;
}

/* Frees the lines still queued. */
void
cecp_input_free(cecp_input *in)
{
	int i;

	for (i = 0; i < in->nlines; i++)
		free(in->lines[i]);
	free(in->lines);
	in->lines = NULL;
	in->nlines = in->cap = 0;
}

/* Queues one complete line (without its end-of-line characters). */
static void
push_line(cecp_input *in, const char *text, size_t n)
{
	char *s;

	while (n && (text[n - 1] == '\r' || text[n - 1] == '\n'))
		n--;
	if (in->nlines == in->cap) {
		int cap = in->cap ? in->cap * 2 : 16;
		char **l = realloc(in->lines, (size_t)cap * sizeof *l);
		if (!l)
			return;
		in->lines = l;
		in->cap = cap;
	}
	s = malloc(n + 1);
	if (!s)
		return;
	memcpy(s, text, n);
	s[n] = '\0';
	in->lines[in->nlines++] = s;
}

/* Reads what is available (waiting for something if wait is set) and
 * queues the complete lines; returns the number of lines queued. */
int
cecp_read(cecp_input *in, int wait)
{
	char buf[CECP_LINE];
	struct pollfd pfd;
	ssize_t n;
	int before = in->nlines, r;
	size_t i, start = 0;

	/* A full queue is read no further: the pipe fills and the interface
	 * waits, rather than this process growing without bound. */
	if (in->eof || in->nlines >= CECP_MAX_QUEUED)
		return 0;
	pfd.fd = in->fd;
	pfd.events = POLLIN;
	pfd.revents = 0;
	do
		r = poll(&pfd, 1, wait ? -1 : 0);
	while (r < 0 && errno == EINTR);
	if (r <= 0)
		return 0;
	do
		n = read(in->fd, buf, sizeof buf);
	while (n < 0 && errno == EINTR);
	if (n <= 0) {
		if (in->plen)
			push_line(in, in->partial, in->plen);
		in->plen = 0;
		in->eof = 1;
		return in->nlines - before;
	}
	for (i = 0; i < (size_t)n; i++) {
		if (buf[i] != '\n')
			continue;
		if (in->plen) {
			size_t k = i - start;
			if (in->plen + k >= sizeof in->partial)
				k = sizeof in->partial - 1 - in->plen;
			memcpy(in->partial + in->plen, buf + start, k);
			push_line(in, in->partial, in->plen + k);
			in->plen = 0;
		} else {
			push_line(in, buf + start, i - start);
		}
		start = i + 1;
	}
	if (start < (size_t)n) {
		size_t k = (size_t)n - start;
		if (in->plen + k >= sizeof in->partial)
			k = sizeof in->partial - 1 - in->plen; /* an overlong line is cut */
		memcpy(in->partial + in->plen, buf + start, k);
		in->plen += k;
	}
	return in->nlines - before;
}

/* Takes the oldest queued line (the caller frees it), or NULL. */
char *
cecp_take_line(cecp_input *in)
{
	return cecp_take_line_at(in, 0);
}

/* Takes queued line i (0 the oldest) out of the queue; the caller frees
 * it. NULL when there is no such line. */
char *
cecp_take_line_at(cecp_input *in, int i)
{
	char *s;

	if (i < 0 || i >= in->nlines)
		return NULL;
	s = in->lines[i];
	memmove(in->lines + i, in->lines + i + 1, (size_t)(in->nlines - i - 1) * sizeof *in->lines);
	in->nlines--;
	return s;
}

/* Writes one reply line and flushes it; on a write error (the interface
 * has gone) the session ends. Returns 0, or -1 on error. */
int
cecp_out(cecp *c, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vfprintf(c->opt.out, fmt, ap);
	va_end(ap);
	fputc('\n', c->opt.out);
	if (fflush(c->opt.out) != 0 || ferror(c->opt.out)) {
		c->quit = 1;
		return -1;
	}
	return 0;
}

/* Whether the interface counts the ranks of v's board from 0. */
static int
zero_based(const variant *v)
{
	return v->geo.ranks == 10;
}

/* Copies text into out, adding delta to every rank number: a run of
 * digits right after a file letter. Other text is copied unchanged. */
static void
shift_ranks(const char *text, int delta, char *out, size_t size)
{
	size_t n = 0;
	const char *s = text;

	while (*s && n + 1 < size) {
		if (s > text && isdigit((unsigned char)*s) && s[-1] >= 'a' && s[-1] <= 'z') {
			int rank = 0, len;
			while (isdigit((unsigned char)*s) && rank < 1000)
				rank = rank * 10 + (*s++ - '0');
			len = snprintf(out + n, size - n, "%d", rank + delta);
			if (len < 0 || (size_t)len >= size - n)
				break;
			n += (size_t)len;
			continue;
		}
		out[n++] = *s++;
	}
	out[n] = '\0';
}

/* Writes move m of p as the interface reads it; returns the length. */
size_t
cecp_format_move(const position *p, move m, char *buf, size_t size)
{
	char text[32];

	if (!zero_based(p->v))
		return coord_format(p, m, buf, size);
	coord_format(p, m, text, sizeof text);
	shift_ranks(text, -1, buf, size);
	return strlen(buf);
}

/* Writes a line of moves from root, as far as they are legal, each as
 * write puts it: the thinking lines of CECP and UCI alike. */
void
cecp_format_line(const position *root, const move *pv, int n, cecp_move_writer write, const void *ctx, char *buf,
		 size_t size)
{
	position p = *root;
	pos_undo u;
	size_t len = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < n && len + 16 < size; i++) {
		if (!mg_is_legal_move(&p, pv[i]))
			break;
		if (len)
			buf[len++] = ' ';
		len += write(ctx, &p, pv[i], buf + len, size - len);
		pos_make(&p, pv[i], &u);
	}
}

/* Finds the legal move of p that the interface wrote as text; MV_NONE if
 * there is none. */
move
cecp_parse_move(position *p, const char *text)
{
	char own[64], msg[128];
	move m;

	/* XBoard sends Chess960 castling as O-O and O-O-O (or 0-0) */
	if (!strcmp(text, "O-O") || !strcmp(text, "O-O-O") || !strcmp(text, "0-0") || !strcmp(text, "0-0-0")) {
		snprintf(own, sizeof own, "%s", text[0] == '0' ? (text[3] ? "O-O-O" : "O-O") : text);
		return san_parse(p, own, &m, msg, sizeof msg) == SAN_OK ? m : MV_NONE;
	}
	if (!zero_based(p->v))
		return coord_parse(p, text);
	if (strlen(text) >= sizeof own)
		return MV_NONE;
	shift_ranks(text, +1, own, sizeof own);
	return coord_parse(p, own);
}

/* Copies a FEN between leaper's squares and the interface's for variant
 * v: to_interface set, ranks as the interface counts them, else as
 * leaper does. Only the en-passant field (the fourth) names squares. */
void
cecp_convert_fen(const variant *v, const char *fen, int to_interface, char *out, size_t size)
{
	const char *ep = fen;
	size_t head;
	int field;

	if (!zero_based(v)) {
		snprintf(out, size, "%s", fen);
		return;
	}
	for (field = 0; field < 3 && *ep; field++) { /* skip to the fourth field */
		while (*ep && !isspace((unsigned char)*ep))
			ep++;
		while (isspace((unsigned char)*ep))
			ep++;
	}
	head = (size_t)(ep - fen);
	if (head >= size) {
		snprintf(out, size, "%s", fen);
		return;
	}
	memcpy(out, fen, head);
	shift_ranks(ep, to_interface ? -1 : +1, out + head, size - head);
}
