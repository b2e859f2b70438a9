/* game_variant.c - the variant definition a game carries: a variant read
 * from a file outside the data directories travels inside saved games as
 * the text of its section, together with the sections of the same file it
 * inherits from, so that the game can be read where that file is missing.
 */
#include "config.h"

#include "game.h"

#include <ctype.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SECTIONS 64
#define MAX_FILE (256 * 1024) /* larger variant files are not embedded */

/* One "[name]" section of a file: its name, lines and parent. */
typedef struct section {
	char name[VAR_MAX_NAME];
	size_t begin, end;           /* byte range of its text in the file */
	char parent[VAR_MAX_NAME];   /* value of its "inherit" key, or "" */
	int wanted;                  /* 1: part of the text to embed */
} section;

/* Whether path lies directly in one of the data directories. */
static int
in_data_dir(const char *path)
{
	char copy[PATH_MAX], dir[PATH_MAX], real[PATH_MAX];
	const char *const *dirs;

	if (strlen(path) >= sizeof copy)
		return 0;
	strcpy(copy, path);
	if (!realpath(dirname(copy), dir))
		return 0;
	for (dirs = var_data_dirs(); *dirs; dirs++)
		if (realpath(*dirs, real) && strcmp(real, dir) == 0)
			return 1;
	return 0;
}

/* Reads a whole file of at most MAX_FILE bytes; NULL on failure. */
static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "r");
	char *buf;

	if (!f)
		return NULL;
	buf = malloc(MAX_FILE + 1);
	if (buf) {
		*len = fread(buf, 1, MAX_FILE + 1, f);
		if (ferror(f) || *len > MAX_FILE) {
			free(buf);
			buf = NULL;
		} else {
			buf[*len] = '\0';
		}
	}
	fclose(f);
	return buf;
}

/* Copies the trimmed text of [s, e) into out (of size n). */
static void
trimmed(const char *s, const char *e, char *out, size_t n)
{
	while (s < e && isspace((unsigned char)*s))
		s++;
	while (e > s && isspace((unsigned char)e[-1]))
		e--;
	if ((size_t)(e - s) >= n)
		e = s + n - 1;
	memcpy(out, s, (size_t)(e - s));
	out[e - s] = '\0';
}

/* Splits text into sections, noting each one's parent. */
static int
split(const char *text, size_t len, section *sec)
{
	const char *line = text, *end = text + len;
	int n = 0;

	while (line < end) {
		const char *nl = memchr(line, '\n', (size_t)(end - line));
		const char *le = nl ? nl : end;
		char t[VAR_MAX_TEXT];
		trimmed(line, le, t, sizeof t);
		if (t[0] == '[' && t[strlen(t) - 1] == ']' && n < MAX_SECTIONS) {
			if (n)
				sec[n - 1].end = (size_t)(line - text);
			memset(&sec[n], 0, sizeof sec[n]);
			trimmed(t + 1, t + strlen(t) - 1, sec[n].name, sizeof sec[n].name);
			sec[n].begin = (size_t)(line - text);
			sec[n].end = len;
			n++;
		} else if (n && strncmp(t, "inherit", 7) == 0 && strchr(t, '=')) {
			char *v = strchr(t, '=') + 1, *hash = strstr(v, " #");
			if (hash)
				*hash = '\0';
			trimmed(v, v + strlen(v), sec[n - 1].parent, sizeof sec[n - 1].parent);
		}
		line = le + 1;
	}
	return n;
}

/* Whether the line [t, le) is a "network = FILE" line: the network is the
 * engine's, not the game's, and a variant read from a game may not name
 * one (leaper-variants(5)). */
static int
network_line(const char *t, const char *le)
{
	if (le - t < 7 || strncmp(t, "network", 7) != 0)
		return 0;
	for (t += 7; t < le && (*t == ' ' || *t == '\t'); t++)
		;
	return t < le && *t == '=';
}

/* Appends the lines of [s, e) that are not blank, comments or network
 * lines to out. */
static size_t
append_lines(char *out, size_t n, const char *s, const char *e)
{
	while (s < e) {
		const char *nl = memchr(s, '\n', (size_t)(e - s));
		const char *le = nl ? nl : e, *t = s;
		while (t < le && isspace((unsigned char)*t))
			t++;
		if (t < le && *t != '#' && !network_line(t, le)) {
			const char *r = le;
			while (r > s && isspace((unsigned char)r[-1]))
				r--;
			memcpy(out + n, s, (size_t)(r - s));
			n += (size_t)(r - s);
			out[n++] = '\n';
		}
		s = le + 1;
	}
	return n;
}

/* The text to embed for v, or NULL. */
char *
game_variant_text(const variant *v)
{
	section sec[MAX_SECTIONS];
	size_t len, n = 0;
	char *text, *out;
	int nsec, i, j, changed = 1;

	if (!v->file[0] || in_data_dir(v->file) || !(text = slurp(v->file, &len)))
		return NULL;
	nsec = split(text, len, sec);
	for (i = 0; i < nsec; i++)
		sec[i].wanted = strcmp(sec[i].name, v->name) == 0;
	while (changed) {
		changed = 0;
		for (i = 0; i < nsec; i++)
			for (j = 0; j < i; j++)
				if (sec[i].wanted && !sec[j].wanted && strcmp(sec[i].parent, sec[j].name) == 0)
					sec[j].wanted = changed = 1;
	}
	out = malloc(len + 2);
	if (out) {
		for (i = 0; i < nsec; i++)
			if (sec[i].wanted)
				n = append_lines(out, n, text + sec[i].begin, text + sec[i].end);
		out[n] = '\0';
		if (n == 0) {
			free(out);
			out = NULL;
		}
	}
	free(text);
	return out;
}
