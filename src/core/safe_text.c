/* safe_text.c - escaping control bytes and broken UTF-8 for the terminal. */
#include "safe_text.h"

#include <stdio.h>
#include <string.h>

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
