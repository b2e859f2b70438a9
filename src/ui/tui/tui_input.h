/* tui_input.h - the typed-input line of the curses screens: GNU readline in
 * callback mode, fed one key at a time from the curses loop and drawn by
 * the screens into their grid (readline never writes to the terminal).
 * Gives editing, history and tab completion of the words the screen
 * offers (the legal moves in SAN and the commands). */
#ifndef LEAPER_TUI_INPUT_H
#define LEAPER_TUI_INPUT_H

#include "readline_common.h"
#include "grid.h"
#include "style.h"

/* Supplies the words Tab completes (see rlc_words_fn). */
typedef rlc_words_fn ti_words_fn;

/* Sets readline up for callback use; call once after curses started. */
void ti_open(void);

/* Removes the callback handler and restores readline's state. */
void ti_close(void);

/* Sets the prompt. */
void ti_prompt(const char *prompt);

/* Sets the source of completions. */
void ti_completion(ti_words_fn fn, void *ctx);

/* Feeds a character (Unicode code point) to readline; returns 1 when it
 * finished a line (read it with ti_take). */
int ti_char(unsigned ch);

/* Feeds a function key (enum term_key) that the line uses (arrows, Home,
 * End, Backspace, Delete); returns 1 if the line used it. */
int ti_key(int key);

/* The finished line (owned by the module, valid until the next feed), or
 * NULL when none is waiting; taking it clears it. */
const char *ti_take(void);

/* The line being edited and the cursor's byte offset in it. */
const char *ti_text(void);
int ti_point(void);

/* Whether the line being edited is empty. */
int ti_empty(void);

/* Replaces the line being edited with text, cursor at its end. */
void ti_set(const char *text);

/* Takes the list of completions Tab last offered ("" when none). */
const char *ti_take_matches(void);

/* Draws the prompt and the line into r (scrolled so the cursor shows);
 * with focused set, places the grid's cursor on the line. */
void ti_draw(tg_grid *g, tg_rect r, const ts_mode *m, int focused);

#endif
