/* check_safe_text.c - the sanitiser for text on its way to a terminal:
 * tables of hostile and harmless inputs with the escaped text written out
 * by hand, truncation that keeps escapes whole, and st_printf/st_fputs,
 * which escape the arguments and not the format. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game_suites.h"
#include "safe_text.h"

#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* An input and its escaped form. */
static const struct {
	const char *what;   /* what the row is about */
	const char *in;     /* the text as it came from outside */
	const char *out;    /* what may reach the terminal */
} escapes[] = {
	{ "plain ASCII", "Kasparov, G.", "Kasparov, G." },
	{ "empty", "", "" },
	{ "OSC title change (ESC ] ... BEL)", "A\033]2;X\007B", "A\\e]2;X\\x07B" },
	{ "BEL alone", "\007", "\\x07" },
	{ "CSI clear screen", "\033[2J\033[H", "\\e[2J\\e[H" },
	{ "C1 CSI U+009B as UTF-8", "x\xc2\x9b" "2J", "x\\xC2\\x9B2J" },
	{ "C1 CSI as a raw byte", "\x9b" "31m", "\\x9B31m" },
	{ "C1 U+0085 as UTF-8", "\xc2\x85", "\\xC2\\x85" },
	{ "a lone 0xFF", "a\xff" "b", "a\\xFFb" },
	{ "overlong '/' (C0 AF)", "\xc0\xaf", "\\xC0\\xAF" },
	{ "overlong ESC (C0 9B)", "\xc0\x9b", "\\xC0\\x9B" },
	{ "overlong three-byte '/'", "\xe0\x80\xaf", "\\xE0\\x80\\xAF" },
	{ "UTF-16 surrogate", "\xed\xa0\x80", "\\xED\\xA0\\x80" },
	{ "beyond U+10FFFF", "\xf4\x90\x80\x80", "\\xF4\\x90\\x80\\x80" },
	{ "a character cut short at the end", "e\xe2\x99", "e\\xE2\\x99" },
	{ "DEL", "a\177", "a\\x7F" },
	{ "tab, newline, carriage return", "a\tb\nc\rd", "a\\tb\\nc\\rd" },
	{ "valid UTF-8 kept: é and ♔", "\xc3\xa9\xe2\x99\x94", "\xc3\xa9\xe2\x99\x94" },
	{ "U+00A0, just after the C1 range, kept", "\xc2\xa0", "\xc2\xa0" },
	{ "a four-byte character kept (U+1F600)", "\xf0\x9f\x98\x80", "\xf0\x9f\x98\x80" },
};

/* Each row, with room to spare: the escaped text and its length. */
START_TEST(test_escape)
{
	char out[256];
	size_t n = st_escape(escapes[_i].in, out, sizeof out);

	ck_assert_msg(strcmp(out, escapes[_i].out) == 0, "%s: got \"%s\", want \"%s\"", escapes[_i].what, out,
		      escapes[_i].out);
	ck_assert_uint_eq(n, strlen(escapes[_i].out));
}
END_TEST

/* An input, a buffer size, and what fits: never part of an escape or of a character. */
static const struct {
	const char *in;     /* the text */
	size_t size;        /* the buffer size given to st_escape */
	const char *out;    /* what it holds after */
} cuts[] = {
	{ "ab\033", 4, "ab" },          /* "\e" needs 2 more bytes and the NUL */
	{ "ab\033", 5, "ab\\e" },
	{ "a\007", 5, "a" },            /* "\x07" is 4 bytes */
	{ "a\007", 6, "a\\x07" },
	{ "a\007" "b", 6, "a\\x07" },   /* nothing after a left-out piece either */
	{ "\xc3\xa9\xe2\x99\x94", 5, "\xc3\xa9" },  /* "♔" is 3 bytes */
	{ "\xc3\xa9\xe2\x99\x94", 6, "\xc3\xa9\xe2\x99\x94" },
	{ "\xc3\xa9", 2, "" },
	{ "abc", 1, "" },
	{ "abc", 3, "ab" },
};

/* Each cut: the text that fits, terminated, its length returned. */
START_TEST(test_truncation)
{
	char out[32];
	size_t n;

	memset(out, 'Z', sizeof out);
	n = st_escape(cuts[_i].in, out, cuts[_i].size);
	ck_assert_msg(strcmp(out, cuts[_i].out) == 0, "size %zu: got \"%s\", want \"%s\"", cuts[_i].size, out,
		      cuts[_i].out);
	ck_assert_uint_eq(n, strlen(cuts[_i].out));
	ck_assert_int_eq(out[cuts[_i].size], 'Z'); /* nothing past the buffer */
}
END_TEST

/* A buffer of size 0 is left alone. */
START_TEST(test_size_zero)
{
	char out[2] = { 'Z', 'Z' };

	ck_assert_uint_eq(st_escape("\033", out, 0), 0);
	ck_assert_int_eq(out[0], 'Z');
}
END_TEST

/* Reads back what was written to f, rewinding it; the caller frees it. */
static char *
read_back(FILE *f)
{
	long n = ftell(f);
	char *s = malloc((size_t)n + 1);

	ck_assert_ptr_nonnull(s);
	rewind(f);
	ck_assert_uint_eq(fread(s, 1, (size_t)n, f), (size_t)n);
	s[n] = '\0';
	rewind(f);
	return s;
}

/* Checks that what f holds is want and that the count returned, n, is its length. */
static void
expect_written(FILE *f, int n, const char *want)
{
	char *got = read_back(f);

	ck_assert_msg(strcmp(got, want) == 0, "got \"%s\", want \"%s\"", got, want);
	ck_assert_int_eq(n, (int)strlen(want));
	free(got);
	ck_assert_int_eq(ftruncate(fileno(f), 0), 0);
}

/* st_printf escapes the string and character arguments, not the format. */
START_TEST(test_printf_strings)
{
	FILE *f = tmpfile();
	int n;

	ck_assert_ptr_nonnull(f);
	n = st_printf(f, "%d. %s - %s\n", 3, "A\033]2;X\007B", "b");
	expect_written(f, n, "3. A\\e]2;X\\x07B - b\n");
	n = st_printf(f, "[%-6s|%6s]", "a\007", "\xc3\xa9");
	expect_written(f, n, "[a\\x07 |    \xc3\xa9]");     /* widths count bytes, as printf's do */
	n = st_printf(f, "%.3s|%.*s|", "\033\033", 1, "xyz");
	expect_written(f, n, "\\e|x|");                  /* "\e\e" would be 4: only one fits */
	n = st_printf(f, "%c%c%3c", 'x', 033, 'y');
	expect_written(f, n, "x\\e  y");
	n = st_printf(f, "%*s|%-*s|", 5, "\007", -3, "a");
	expect_written(f, n, " \\x07|a  |");
	n = st_printf(f, "100%% %s", "\xff");
	expect_written(f, n, "100% \\xFF");
	fclose(f);
}
END_TEST

/* Numbers print as the C library prints them. */
START_TEST(test_printf_numbers)
{
	FILE *f = tmpfile();
	char want[256];
	int n;

	ck_assert_ptr_nonnull(f);
	n = st_printf(f, "%5.2f|%+d|%03u|%lld|%zu|%x|%-4ld|%lu|%e|%.0f|%*.*d|%hhd", 3.14159, 7, 5u, -12345678901LL,
		      (size_t)42, 255u, 9L, 123456789UL, 0.5, 2.5, 6, 3, 7, 300);
	snprintf(want, sizeof want, "%5.2f|%+d|%03u|%lld|%zu|%x|%-4ld|%lu|%e|%.0f|%*.*d|%hhd", 3.14159, 7, 5u,
		 -12345678901LL, (size_t)42, 255u, 9L, 123456789UL, 0.5, 2.5, 6, 3, 7, 300);
	expect_written(f, n, want);
	fclose(f);
}
END_TEST

/* st_fputs writes a long text whole, escaped, with no length limit. */
START_TEST(test_fputs_long)
{
	FILE *f = tmpfile();
	enum { LONG = 10000 };
	char *in = malloc(LONG + 1), *want = malloc(2 * LONG + 1), *got;
	int i;

	ck_assert_ptr_nonnull(f);
	ck_assert_ptr_nonnull(in);
	ck_assert_ptr_nonnull(want);
	for (i = 0; i < LONG; i++) {
		in[i] = 033;
		want[2 * i] = '\\';
		want[2 * i + 1] = 'e';
	}
	in[LONG] = want[2 * LONG] = '\0';
	ck_assert_int_eq(st_fputs(in, f), 0);
	got = read_back(f);
	ck_assert_uint_eq(strlen(got), 2 * LONG);
	ck_assert(strcmp(got, want) == 0);
	free(got);
	free(in);
	free(want);
	fclose(f);
}
END_TEST

/* The suite. */
Suite *
safe_text_suite(void)
{
	Suite *s = suite_create("safe_text");
	TCase *tc = tcase_create("escape");

	tcase_add_loop_test(tc, test_escape, 0, COUNT(escapes));
	tcase_add_loop_test(tc, test_truncation, 0, COUNT(cuts));
	tcase_add_test(tc, test_size_zero);
	suite_add_tcase(s, tc);
	tc = tcase_create("print");
	tcase_add_test(tc, test_printf_strings);
	tcase_add_test(tc, test_printf_numbers);
	tcase_add_test(tc, test_fputs_long);
	suite_add_tcase(s, tc);
	return s;
}
