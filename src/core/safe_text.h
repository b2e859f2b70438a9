/* safe_text.h - the one sanitiser for text that came from outside (files,
 * engines, typed input) on its way to a terminal: control bytes and bytes
 * that are not UTF-8 become visible escapes, so no tag, comment or message
 * can move the cursor, retitle the window or switch the terminal's mode. */
#ifndef LEAPER_SAFE_TEXT_H
#define LEAPER_SAFE_TEXT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#if defined(__GNUC__)
#define ST_PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define ST_PRINTF_LIKE(f, a)
#endif

/* Copies in to out (size bytes, always terminated when size > 0) with
 * every C0 control byte, DEL, C1 control (U+0080-U+009F) and byte that is
 * not part of well-formed UTF-8 written as an escape: "\e" for ESC, "\t",
 * "\n", "\r", and "\xNN" for the rest. An escape or character that does not
 * fit whole is left out, never cut. Returns the length written. */
size_t st_escape(const char *in, char *out, size_t size);

/* Returns the length of the well-formed, printable UTF-8 character at s
 * (1-4), or 0 when the byte at s must be escaped. */
int st_char_len(const char *s);

/* Writes s to f through st_escape, whole however long it is; its newlines
 * and tabs come out as "\n" and "\t" too, so it is for text from outside,
 * not for a block the program made (a board diagram, a help page). Returns
 * 0, or EOF when writing fails. */
int st_fputs(const char *s, FILE *f);

/* Prints to f like fprintf, except that every string (%s) and character
 * (%c) argument goes through st_escape first: the format is the program's
 * and printed as written (its newlines too), the arguments are not. A
 * precision on %s limits the escaped text and never cuts an escape. %n is
 * refused. Returns the number of bytes written, or -1. */
int st_printf(FILE *f, const char *fmt, ...) ST_PRINTF_LIKE(2, 3);

/* st_printf with a va_list. */
int st_vprintf(FILE *f, const char *fmt, va_list ap) ST_PRINTF_LIKE(2, 0);

#endif
