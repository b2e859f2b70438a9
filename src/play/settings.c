/* settings.c - the settings file: defaults, a pure parser and writer, and
 * loading and atomic saving. */
#include "config.h"

#include "settings.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "safe_text.h"
#include "tc.h"

#define SETTINGS_MAX_FILE (64 * 1024) /* a longer file is read up to here */

/* The header every saved file starts with. */
static const char header[] =
	"# leaper settings: one 'key = value' per line; '#' starts a comment.\n"
	"# leaper rewrites this file when a setting changes on its start screen:\n"
	"# comments and unknown keys are not kept. See leaper(6), SETTINGS.\n"
	"#   variant       the variant chosen last (its name; empty: the default one)\n"
	"#   white, black  human or computer\n"
	"#   level         the computer's level, 1-10\n"
	"#   time          the clock: MIN+INC (minutes, increment in seconds) or none\n"
	"#   flip          yes: in hot-seat the board turns to the side to move\n"
	"#   ponder        yes: the computer (level 10) thinks on your time\n"
	"#   theme         the colours of the screens: a theme of leaper(6), or mono\n"
	"#   pieces        glyphs or letters\n"
	"#   autosave-days days finished games stay in the autosave folder; 0 = forever\n";

/* Fills s with the defaults. */
void
settings_default(settings *s)
{
	memset(s, 0, sizeof *s);
	s->level = 3;
	snprintf(s->time, sizeof s->time, "none");
	snprintf(s->theme, sizeof s->theme, "wood");
	s->autosave_days = 30;
}

/* Where the messages of one parse go. */
typedef struct report {
	char *msg;           /* the caller's buffer */
	size_t size, len;    /* its size and the length written */
	const char *name;    /* the file's name for the messages */
	int count;           /* problems reported */
} report;

/* Appends "NAME:LINE: " (just "NAME: " for line 0, the whole file) and
 * the formatted text as one line. */
static void
say(report *r, int line, const char *fmt, ...)
{
	char text[512];
	va_list ap;
	int n;

	r->count++;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	if (!r->msg || r->len + 1 >= r->size)
		return;
	if (line > 0)
		n = snprintf(r->msg + r->len, r->size - r->len, "%s:%d: %s\n", r->name, line, text);
	else
		n = snprintf(r->msg + r->len, r->size - r->len, "%s: %s\n", r->name, text);
	if (n > 0)
		r->len = (size_t)n < r->size - r->len ? r->len + (size_t)n : r->size - 1;
}

/* A value as the messages show it: escaped and cut at 40 bytes. */
static const char *
shown(const char *value, char *buf, size_t size)
{
	char cut[48];

	snprintf(cut, sizeof cut, "%.40s%s", value, strlen(value) > 40 ? "..." : "");
	st_escape(cut, buf, size);
	return buf;
}

/* Reads "yes"/"no" (or the two words given) into *out; 0, or -1. */
static int
two_words(const char *value, const char *no, const char *yes, int *out)
{
	if (!strcmp(value, no))
		*out = 0;
	else if (!strcmp(value, yes))
		*out = 1;
	else
		return -1;
	return 0;
}

/* Reads a whole number from lo to hi into *out; 0, or -1. */
static int
number(const char *value, long lo, long hi, int *out)
{
	char *end;
	long n;

	if (!*value || strspn(value, "0123456789") != strlen(value) || strlen(value) > 9)
		return -1;
	n = strtol(value, &end, 10);
	if (n < lo || n > hi)
		return -1;
	*out = (int)n;
	return 0;
}

/* Whether every character of text is printable UTF-8. */
static int
printable(const char *text)
{
	int n;

	while (*text) {
		if (!(n = st_char_len(text)))
			return 0;
		text += n;
	}
	return 1;
}

/* Sets key to value in s, or says at line why not. */
static void
set_key(settings *s, const char *key, const char *value, const char *const *themes, report *r, int line)
{
	char q[200], list[256];
	long long base, inc;
	int i;

	if (!strcmp(key, "variant")) {
		if (strlen(value) >= sizeof s->variant)
			say(r, line, "the variant's name is longer than %d bytes", (int)sizeof s->variant - 1);
		else if (!printable(value))
			say(r, line, "the variant's name \"%s\" has a control character or is not UTF-8",
			    shown(value, q, sizeof q));
		else
			snprintf(s->variant, sizeof s->variant, "%s", value);
	} else if (!strcmp(key, "white") || !strcmp(key, "black")) {
		if (two_words(value, "human", "computer", &s->computer[key[0] == 'b']) < 0)
			say(r, line, "%s takes human or computer, not \"%s\"", key, shown(value, q, sizeof q));
	} else if (!strcmp(key, "level")) {
		if (number(value, 1, SETTINGS_MAX_LEVEL, &s->level) < 0)
			say(r, line, "level takes a whole number from 1 to %d, not \"%s\"", SETTINGS_MAX_LEVEL,
			    shown(value, q, sizeof q));
	} else if (!strcmp(key, "time")) {
		if (strcmp(value, "none") && (strlen(value) >= sizeof s->time || tc_parse_minutes(value, &base, &inc) < 0 ||
					      base <= 0))
			say(r, line, "time takes MIN+INC (as 5+3) or none, not \"%s\"", shown(value, q, sizeof q));
		else
			snprintf(s->time, sizeof s->time, "%s", value);
	} else if (!strcmp(key, "flip")) {
		if (two_words(value, "no", "yes", &s->flip) < 0)
			say(r, line, "flip takes yes or no, not \"%s\"", shown(value, q, sizeof q));
	} else if (!strcmp(key, "ponder")) {
		if (two_words(value, "no", "yes", &s->ponder) < 0)
			say(r, line, "ponder takes yes or no, not \"%s\"", shown(value, q, sizeof q));
	} else if (!strcmp(key, "theme")) {
		for (i = 0; themes && themes[i] && strcmp(themes[i], value); i++)
			;
		if (strlen(value) >= sizeof s->theme || !printable(value) || (themes && !themes[i])) {
			list[0] = '\0';
			for (i = 0; themes && themes[i]; i++)
				snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "", themes[i]);
			say(r, line, "theme takes one of %s, not \"%s\"", list[0] ? list : "the theme names",
			    shown(value, q, sizeof q));
		} else {
			snprintf(s->theme, sizeof s->theme, "%s", value);
		}
	} else if (!strcmp(key, "pieces")) {
		if (two_words(value, "glyphs", "letters", &s->letters) < 0)
			say(r, line, "pieces takes glyphs or letters, not \"%s\"", shown(value, q, sizeof q));
	} else if (!strcmp(key, "autosave-days")) {
		if (number(value, 0, SETTINGS_MAX_DAYS, &s->autosave_days) < 0)
			say(r, line, "autosave-days takes a whole number of days from 0 (forever) to %d, not \"%s\"",
			    SETTINGS_MAX_DAYS, shown(value, q, sizeof q));
	} else {
		say(r, line, "unknown key \"%s\" (leaper drops it when it saves the settings)", shown(key, q, sizeof q));
	}
}

/* Cuts the blanks off both ends of the text from start to end (exclusive);
 * returns the new start and moves *end. */
static char *
trim(char *start, char **end)
{
	while (start < *end && (*start == ' ' || *start == '\t'))
		start++;
	while (*end > start && ((*end)[-1] == ' ' || (*end)[-1] == '\t' || (*end)[-1] == '\r'))
		(*end)--;
	**end = '\0';
	return start;
}

/* Reads one line (no newline) of the file. */
static void
parse_line(settings *s, char *line, const char *const *themes, report *r, int number)
{
	char *end = line + strlen(line), *key, *value, *eq, *hash, q[200];

	line = trim(line, &end);
	if (!*line || *line == '#')
		return;
	/* A '#' after a blank starts a comment at the end of the line. */
	for (hash = line + 1; *hash; hash++)
		if (*hash == '#' && (hash[-1] == ' ' || hash[-1] == '\t')) {
			end = hash;
			line = trim(line, &end);
			break;
		}
	if (!(eq = strchr(line, '='))) {
		say(r, number, "no '=' in \"%s\"; a setting is a line 'key = value'", shown(line, q, sizeof q));
		return;
	}
	end = eq;
	key = trim(line, &end);
	end = eq + 1 + strlen(eq + 1);
	value = trim(eq + 1, &end);
	if (!*key)
		say(r, number, "no key before '='");
	else if (!*value && strcmp(key, "variant")) /* "variant =": the default variant */
		say(r, number, "%s has no value", shown(key, q, sizeof q));
	else
		set_key(s, key, value, themes, r, number);
}

/* Reads the text of a settings file. */
int
settings_parse(settings *s, const char *text, const char *name, const char *const *themes, char *msg, size_t size)
{
	report r = { msg, size, 0, name ? name : "settings", 0 };
	char line[SETTINGS_MAX_LINE + 2];
	const char *p = text, *nl;
	int number = 0;
	size_t len;

	if (msg && size)
		msg[0] = '\0';
	while (p && *p) {
		number++;
		nl = strchr(p, '\n');
		len = nl ? (size_t)(nl - p) : strlen(p);
		if (len > SETTINGS_MAX_LINE) {
			say(&r, number, "the line is longer than %d bytes", SETTINGS_MAX_LINE);
		} else {
			memcpy(line, p, len);
			line[len] = '\0';
			if (memchr(line, '\0', len))
				say(&r, number, "the line has a NUL byte");
			else
				parse_line(s, line, themes, &r, number);
		}
		p = nl ? nl + 1 : NULL;
	}
	return r.count;
}

/* Writes s as the text of a settings file. */
int
settings_format(const settings *s, char *buf, size_t size)
{
	int n;

	n = snprintf(buf, size,
		     "%s\nvariant = %s\nwhite = %s\nblack = %s\nlevel = %d\ntime = %s\nflip = %s\n"
		     "ponder = %s\ntheme = %s\npieces = %s\nautosave-days = %d\n",
		     header, s->variant, s->computer[0] ? "computer" : "human", s->computer[1] ? "computer" : "human",
		     s->level, s->time, s->flip ? "yes" : "no", s->ponder ? "yes" : "no", s->theme, s->letters ? "letters" : "glyphs",
		     s->autosave_days);
	return n < 0 || (size_t)n >= size ? -1 : n;
}

/* Writes the settings file's path. */
int
settings_path(char *buf, size_t size)
{
	const char *xdg = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
	int n;

	if (xdg && *xdg)
		n = snprintf(buf, size, "%s/leaper/settings", xdg);
	else if (home && *home)
		n = snprintf(buf, size, "%s/.config/leaper/settings", home);
	else
		return -1;
	return n > 0 && (size_t)n < size ? 0 : -1;
}

/* Reads the file at path into s. */
int
settings_load(settings *s, const char *path, const char *const *themes, char *msg, size_t size)
{
	static char text[SETTINGS_MAX_FILE + 1];
	report r = { msg, size, 0, path, 0 };
	size_t len;
	FILE *f;

	settings_default(s);
	if (msg && size)
		msg[0] = '\0';
	if (!(f = fopen(path, "r"))) {
		if (errno == ENOENT)
			return 0;
		say(&r, 0, "cannot read the settings: %s", strerror(errno));
		return r.count;
	}
	len = fread(text, 1, SETTINGS_MAX_FILE, f);
	text[len] = '\0';
	if (ferror(f))
		say(&r, 0, "cannot read the settings: %s", strerror(errno));
	else if (len == SETTINGS_MAX_FILE && getc(f) != EOF)
		say(&r, 0, "the file is longer than %d bytes; the rest is not read", SETTINGS_MAX_FILE);
	fclose(f);
	if (r.count)
		return r.count + settings_parse(s, text, path, themes, msg + r.len, size - r.len);
	return settings_parse(s, text, path, themes, msg, size);
}

/* Creates the folders leading to path (not path itself); 0, or -1 with errno. */
static int
make_parents(const char *path)
{
	char dir[4096];
	char *p;

	if (strlen(path) >= sizeof dir) {
		errno = ENAMETOOLONG;
		return -1;
	}
	strcpy(dir, path);
	for (p = dir + 1; *p; p++)
		if (*p == '/') {
			*p = '\0';
			if (mkdir(dir, 0700) < 0 && errno != EEXIST)
				return -1;
			*p = '/';
		}
	return 0;
}

/* Writes all of buf to fd; 0, or -1 with errno. */
static int
write_all(int fd, const char *buf, size_t len)
{
	ssize_t n;

	while (len > 0) {
		n = write(fd, buf, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -1;
		buf += n;
		len -= (size_t)n;
	}
	return 0;
}

/* Saves s to path atomically. */
int
settings_save(const settings *s, const char *path, char *msg, size_t size)
{
	char text[4096], tmp[4200], dir[4096];
	struct stat st;
	char *slash;
	int fd, n, err = 0;

	if ((n = settings_format(s, text, sizeof text)) < 0 || strlen(path) >= sizeof dir || !*path) {
		snprintf(msg, size, "cannot save the settings to \"%s\": the name or the text is too long", path);
		return -1;
	}
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		snprintf(msg, size, "cannot save the settings to %s: not a regular file", path);
		return -1;
	}
	if (make_parents(path) < 0) {
		snprintf(msg, size, "cannot create the folder of %s: %s", path, strerror(errno));
		return -1;
	}
	strcpy(dir, path);
	slash = strrchr(dir, '/');
	if (slash)
		*(slash == dir ? slash + 1 : slash) = '\0';
	else
		strcpy(dir, ".");
	snprintf(tmp, sizeof tmp, "%s/.settings.XXXXXX", dir);
	if ((fd = mkstemp(tmp)) < 0) {
		snprintf(msg, size, "cannot save the settings: cannot create a file in %s: %s", dir, strerror(errno));
		return -1;
	}
	if (write_all(fd, text, (size_t)n) < 0 || fsync(fd) != 0)
		err = errno ? errno : EIO;
	if (close(fd) != 0 && !err)
		err = errno;
	if (!err && rename(tmp, path) != 0)
		err = errno;
	if (err) {
		unlink(tmp);
		snprintf(msg, size, "cannot save the settings to %s: %s", path, strerror(err));
		return -1;
	}
	if ((fd = open(dir, O_RDONLY | O_DIRECTORY)) >= 0) {
		fsync(fd); /* make the rename itself durable */
		close(fd);
	}
	return 0;
}
