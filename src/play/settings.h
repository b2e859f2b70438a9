/* settings.h - what leaper remembers between runs: the start screen's
 * last choices, the look of the board and how long finished games stay
 * in the autosave folder. They live in a text file of 'key = value'
 * lines ($XDG_CONFIG_HOME/leaper/settings, else ~/.config/leaper/settings),
 * described in leaper(6), SETTINGS.
 *
 * Reading never fails: a bad line is reported as "FILE:LINE: what is
 * wrong" and its key keeps its default. Writing replaces the file
 * atomically with a header comment and every key; comments and unknown
 * keys the user wrote are not kept (reading reports the unknown ones).
 * The parser is pure (text in, struct and messages out); this module
 * prints nothing. */
#ifndef LEAPER_SETTINGS_H
#define LEAPER_SETTINGS_H

#include <stddef.h>

#define SETTINGS_NAME_MAX 64      /* bytes of a variant or theme name, with the NUL */
#define SETTINGS_MAX_LEVEL 10     /* the computer's strongest level */
#define SETTINGS_MAX_DAYS 36500   /* the largest autosave-days accepted */
#define SETTINGS_MAX_LINE 1024    /* a longer line is refused */

/* Every setting. settings_default gives the values a missing file means. */
typedef struct settings {
	char variant[SETTINGS_NAME_MAX]; /* name of the variant chosen last; "" = the default variant */
	int computer[2];                 /* 1: the computer plays White (0) / Black (1); default both human */
	int level;                       /* the computer's level, 1..SETTINGS_MAX_LEVEL; default 3 */
	char time[16];                   /* time control "MIN+INC" as tc_parse_minutes reads it, or "none" */
	int flip;                        /* 1: in hot-seat the board turns to the side to move; default 0 */
	int ponder;                      /* 1: the computer (level 10) thinks on the person's time; default 0 */
	char theme[SETTINGS_NAME_MAX];   /* colour theme by name (style.h's ts_theme_name); default "wood" */
	int letters;                     /* 1: pieces are drawn as letters, 0: as chess glyphs (default) */
	int autosave_days;               /* days finished games stay in the autosave folder, 0 = forever; 30 */
} settings;

/* Fills s with the defaults. */
void settings_default(settings *s);

/* Reads the text of a settings file into s, which the caller has filled
 * (usually with settings_default): each good line sets its key. 'name'
 * names the file in the messages. themes, when not NULL, is the
 * NULL-terminated list of theme names allowed. Each problem appends one
 * line "NAME:LINE: what is wrong\n" to msg (NUL-terminated, truncated to
 * size). Returns the number of problems. */
int settings_parse(settings *s, const char *text, const char *name, const char *const *themes, char *msg,
		   size_t size);

/* Writes s as the text of a settings file (header comment included) into
 * buf; returns the length, or -1 when it does not fit. */
int settings_format(const settings *s, char *buf, size_t size);

/* Writes the settings file's path: $XDG_CONFIG_HOME/leaper/settings, else
 * ~/.config/leaper/settings. Returns 0, or -1 when neither variable is set
 * or the path does not fit. */
int settings_path(char *buf, size_t size);

/* Reads the file at path into s (filled with the defaults first). A
 * missing file is no problem; one that cannot be read is one message.
 * Returns the number of problems, reported in msg as settings_parse. */
int settings_load(settings *s, const char *path, const char *const *themes, char *msg, size_t size);

/* Saves s to path atomically (a temporary file in the same folder, synced,
 * then renamed over it), creating the folders leading to it for the user
 * only. Returns 0, or -1 with msg saying why. */
int settings_save(const settings *s, const char *path, char *msg, size_t size);

#endif
