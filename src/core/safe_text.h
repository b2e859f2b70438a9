/* safe_text.h - the one sanitiser for text that came from outside (files,
 * engines, typed input) on its way to a terminal: control bytes and bytes
 * that are not UTF-8 become visible escapes, so no tag, comment or message
 * can move the cursor, retitle the window or switch the terminal's mode. */
#ifndef LEAPER_SAFE_TEXT_H
#define LEAPER_SAFE_TEXT_H

#include <stddef.h>

/* Copies in to out (size bytes, always terminated when size > 0) with
 * every C0 control byte, DEL, C1 control (U+0080-U+009F) and byte that is
 * not part of well-formed UTF-8 written as an escape: "\e" for ESC, "\t",
 * "\n", "\r", and "\xNN" for the rest. An escape or character that does not
 * fit whole is left out, never cut. Returns the length written. */
size_t st_escape(const char *in, char *out, size_t size);

/* Returns the length of the well-formed, printable UTF-8 character at s
 * (1-4), or 0 when the byte at s must be escaped. */
int st_char_len(const char *s);

#endif
