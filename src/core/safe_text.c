/* safe_text.c - escaping control bytes and broken UTF-8 for the terminal. */
#include "safe_text.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The stack buffer of put_escaped; longer text is escaped into the heap. */
#define ST_STACK 1024

/* Returns the length of the printable UTF-8 character at s, or 0. */
int
st_char_len(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	unsigned long ch;
	int n, i;

	if (p[0] < 0x20 || p[0] == 0x7F)
		return 0;
	if (p[0] < 0x80)
		return 1;
	if (p[0] >= 0xC2 && p[0] <= 0xDF)
		n = 1, ch = p[0] & 0x1F;
	else if (p[0] >= 0xE0 && p[0] <= 0xEF)
		n = 2, ch = p[0] & 0x0F;
	else if (p[0] >= 0xF0 && p[0] <= 0xF4)
		n = 3, ch = p[0] & 0x07;
	else
		return 0;
	for (i = 1; i <= n; i++) {
		if ((p[i] & 0xC0) != 0x80)
			return 0;
		ch = (ch << 6) | (p[i] & 0x3F);
	}
	/* overlong forms, surrogates, beyond Unicode, C1 controls */
	if ((n == 2 && ch < 0x800) || (n == 3 && ch < 0x10000) || ch > 0x10FFFF ||
	    (ch >= 0xD800 && ch <= 0xDFFF) || (ch >= 0x80 && ch <= 0x9F))
		return 0;
	return n + 1;
}

/* Copies in to out with escapes for what a terminal would act on. */
size_t
st_escape(const char *in, char *out, size_t size)
{
	size_t len = 0;

	if (size == 0)
		return 0;
	while (*in) {
		char esc[8];
		const char *piece = in;
		size_t n = (size_t)st_char_len(in);

		if (n == 0) {
			unsigned char b = (unsigned char)*in;
			if (b == 0x1B)
				strcpy(esc, "\\e");
			else if (b == '\t')
				strcpy(esc, "\\t");
			else if (b == '\n')
				strcpy(esc, "\\n");
			else if (b == '\r')
				strcpy(esc, "\\r");
			else
				snprintf(esc, sizeof esc, "\\x%02X", b);
			piece = esc;
			n = strlen(esc);
			in++;
		} else {
			in += n;
		}
		if (len + n >= size)
			break;
		memcpy(out + len, piece, n);
		len += n;
	}
	out[len] = '\0';
	return len;
}

/* Writes s through st_escape to f, at most prec bytes of escaped text
 * (prec < 0: all of it), padded with spaces to width columns on the left,
 * or on the right when left is set. Returns the bytes written, or -1. */
static int
put_escaped(FILE *f, const char *s, int prec, int width, int left)
{
	char stack[ST_STACK], *buf = stack;
	size_t len = strlen(s), size = len * 4 + 1; /* "\xNN" is the widest escape of a byte */
	int n;

	if (prec >= 0 && (size_t)prec + 1 < size)
		size = (size_t)prec + 1;
	if (size > sizeof stack && !(buf = malloc(size))) {
		buf = stack; /* out of memory: as much as fits, escapes whole */
		size = sizeof stack;
	}
	st_escape(s, buf, size);
	n = fprintf(f, left ? "%-*s" : "%*s", width, buf);
	if (buf != stack)
		free(buf);
	return n;
}

/* Writes s to f through st_escape. */
int
st_fputs(const char *s, FILE *f)
{
	return put_escaped(f, s, -1, 0, 0) < 0 ? EOF : 0;
}

/* One conversion of a format read by st_vprintf. */
typedef struct st_spec {
	char flags[8];      /* the flag characters, such as "-0" */
	int width;          /* minimum width; 0 when none is given */
	int prec;           /* precision, or -1 when none is given */
	char length[3];     /* the length modifier: "", "h", "hh", "l", "ll", "z", "j", "t" or "L" */
	char conv;          /* the conversion letter */
} st_spec;

/* Reads the conversion after a '%' at *p (taking '*' widths from ap) into
 * sp and advances *p past it; returns 0, or -1 for a format it cannot read. */
static int
read_spec(const char **p, va_list *ap, st_spec *sp)
{
	const char *s = *p;
	size_t n = 0;

	memset(sp, 0, sizeof *sp);
	sp->prec = -1;
	while (*s && strchr("-+ #0", *s)) {
		if (n + 1 >= sizeof sp->flags)
			return -1;
		sp->flags[n++] = *s++;
	}
	if (*s == '*') {
		sp->width = va_arg(*ap, int);
		if (sp->width < 0) { /* a negative width is the '-' flag */
			sp->width = -sp->width;
			if (n + 1 >= sizeof sp->flags)
				return -1;
			sp->flags[n++] = '-';
		}
		s++;
	} else {
		while (*s >= '0' && *s <= '9')
			sp->width = sp->width * 10 + (*s++ - '0');
	}
	if (*s == '.') {
		s++;
		sp->prec = 0;
		if (*s == '*') {
			sp->prec = va_arg(*ap, int);
			if (sp->prec < 0) /* as if none were given */
				sp->prec = -1;
			s++;
		} else {
			while (*s >= '0' && *s <= '9')
				sp->prec = sp->prec * 10 + (*s++ - '0');
		}
	}
	n = 0;
	while (*s && strchr("hljztL", *s) && n < 2)
		sp->length[n++] = *s++;
	if (!*s || !strchr("diouxXeEfFgGaAcsp", *s))
		return -1;
	sp->conv = *s++;
	*p = s;
	return 0;
}

/* Prints one number or pointer conversion with the C library's printf. */
static int
put_number(FILE *f, const st_spec *sp, va_list *ap)
{
	char fmt[24];
	const char *l = sp->length;
	int prec = sp->prec;

	snprintf(fmt, sizeof fmt, "%%%s*%s%s%c", sp->flags, prec >= 0 ? ".*" : "", l, sp->conv);
	/* Only a precision given in the format reaches fprintf. */
#define ST_PUT(type) (prec >= 0 ? fprintf(f, fmt, sp->width, prec, va_arg(*ap, type)) \
			        : fprintf(f, fmt, sp->width, va_arg(*ap, type)))
	if (sp->conv == 'p')
		return ST_PUT(void *);
	if (strchr("eEfFgGaA", sp->conv))
		return !strcmp(l, "L") ? ST_PUT(long double) : ST_PUT(double);
	if (strchr("di", sp->conv)) {
		if (!strcmp(l, "l"))
			return ST_PUT(long);
		if (!strcmp(l, "ll"))
			return ST_PUT(long long);
		if (!strcmp(l, "z"))
			return ST_PUT(size_t);
		if (!strcmp(l, "j"))
			return ST_PUT(intmax_t);
		if (!strcmp(l, "t"))
			return ST_PUT(ptrdiff_t);
		return ST_PUT(int);
	}
	if (!strcmp(l, "l"))
		return ST_PUT(unsigned long);
	if (!strcmp(l, "ll"))
		return ST_PUT(unsigned long long);
	if (!strcmp(l, "z"))
		return ST_PUT(size_t);
	if (!strcmp(l, "j"))
		return ST_PUT(uintmax_t);
	if (!strcmp(l, "t"))
		return ST_PUT(ptrdiff_t);
	return ST_PUT(unsigned);
#undef ST_PUT
}

/* Prints fmt with its string and character arguments escaped. */
int
st_vprintf(FILE *f, const char *fmt, va_list ap)
{
	va_list aq;
	int total = 0, n;

	va_copy(aq, ap);
	while (*fmt) {
		st_spec sp;
		const char *pct = strchr(fmt, '%');
		size_t run = pct ? (size_t)(pct - fmt) : strlen(fmt);

		if (run) {
			if (fwrite(fmt, 1, run, f) != run)
				goto fail;
			total += (int)run;
			fmt += run;
			continue;
		}
		fmt++;
		if (*fmt == '%') {
			if (fputc('%', f) == EOF)
				goto fail;
			total++;
			fmt++;
			continue;
		}
		if (read_spec(&fmt, &aq, &sp) < 0)
			goto fail;
		if (sp.conv == 's' || sp.conv == 'c') {
			char one[2] = { 0, 0 };
			const char *s;
			if (sp.conv == 'c') {
				one[0] = (char)va_arg(aq, int);
				s = one;
			} else {
				s = va_arg(aq, const char *);
				if (!s)
					s = "(null)";
			}
			n = put_escaped(f, s, sp.prec, sp.width, strchr(sp.flags, '-') != NULL);
		} else {
			n = put_number(f, &sp, &aq);
		}
		if (n < 0)
			goto fail;
		total += n;
	}
	va_end(aq);
	return total;
fail:
	va_end(aq);
	return -1;
}

/* Prints fmt with its string and character arguments escaped. */
int
st_printf(FILE *f, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = st_vprintf(f, fmt, ap);
	va_end(ap);
	return n;
}
