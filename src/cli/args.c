/* args.c - reading a command's options: --help, "--opt=value" or "--opt
 * value", and "--" ending the options (see args.h). */
#include "config.h"

#include "args.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "safe_text.h"
#include "tui.h"

/* Starts reading the arguments of one command. */
void
args_init(args *a, int argc, char **argv, const char *prog, const char *usage, const char *help)
{
	memset(a, 0, sizeof *a);
	a->argc = argc;
	a->argv = argv;
	a->next = 1;
	a->prog = prog;
	a->usage = usage;
	a->help = help;
	a->status = -1;
}

/* Moves to the next argument, reading --help and "--" on the way. */
int
args_next(args *a)
{
	const char *eq;

	if (a->status >= 0 || a->next >= a->argc)
		return 0;
	a->cur = a->argv[a->next++];
	a->inline_value = NULL;
	a->is_option = !a->operands_only && a->cur[0] == '-' && a->cur[1];
	a->name_len = strlen(a->cur);
	if (!a->is_option)
		return 1;
	if (!strcmp(a->cur, "--")) {
		a->operands_only = 1;
		return args_next(a);
	}
	if (!strcmp(a->cur, "-h") || !strcmp(a->cur, "--help")) {
		fputs(a->usage, stdout);
		if (a->help)
			fputs(a->help, stdout);
		a->status = 0;
		return 0;
	}
	/* Only long options take "=value"; "-v=x" is the short name "-v=x". */
	if (a->cur[1] == '-' && (eq = strchr(a->cur, '='))) {
		a->name_len = (size_t)(eq - a->cur);
		a->inline_value = eq + 1;
	}
	return 1;
}

/* Says what is wrong with the current argument, then the usage, on stderr;
 * reading stops with status 2. */
static void
mistake(args *a, const char *what)
{
	st_printf(stderr, "%s: %.*s %s\n", a->prog, (int)a->name_len, a->cur, what);
	fputs(a->usage, stderr);
	a->status = 2;
}

/* Whether the current option's name is one of names ('|' between them). */
static int
named(const args *a, const char *names)
{
	const char *p = names;

	if (a->status >= 0 || !a->cur || !a->is_option)
		return 0;
	while (*p) {
		size_t n = strcspn(p, "|");
		if (n == a->name_len && !strncmp(p, a->cur, n))
			return 1;
		p += n;
		if (*p == '|')
			p++;
	}
	return 0;
}

/* Whether the argument is one of the named flags, which take no value. */
int
args_flag(args *a, const char *names)
{
	if (!named(a, names))
		return 0;
	if (a->inline_value) {
		mistake(a, "takes no value");
		return 0;
	}
	return 1;
}

/* Whether the argument is one of the named options; its value goes to *value. */
int
args_value(args *a, const char *names, const char **value)
{
	if (!named(a, names))
		return 0;
	if (a->inline_value) {
		*value = a->inline_value;
		return 1;
	}
	if (a->next >= a->argc) {
		mistake(a, "needs a value");
		return 0;
	}
	*value = a->argv[a->next++];
	return 1;
}

/* Whether the argument is one of the named options with an optional value. */
int
args_optional(args *a, const char *names, const char **value)
{
	if (!named(a, names))
		return 0;
	*value = a->inline_value;
	return 1;
}

/* The argument after the current one, or NULL. */
const char *
args_peek(const args *a)
{
	return a->next < a->argc ? a->argv[a->next] : NULL;
}

/* Takes the argument after the current one as its value. */
void
args_take(args *a)
{
	if (a->next < a->argc)
		a->next++;
}

/* The current argument when it is an operand, or NULL. */
const char *
args_operand(const args *a)
{
	return a->status < 0 && a->cur && !a->is_option ? a->cur : NULL;
}

/* Refuses the current argument, unless a matcher has already said why. */
int
args_unexpected(args *a)
{
	if (a->status < 0) {
		st_printf(stderr, "%s: unexpected argument \"%s\"\n", a->prog, a->cur ? a->cur : "");
		fputs(a->usage, stderr);
		a->status = 2;
	}
	return a->status;
}

/* Reads the display flags that every command with a screen takes. */
int
args_display(args *a, struct tui_options *o)
{
	if (args_flag(a, "--ascii"))
		o->ascii = 1;
	else if (args_flag(a, "--mono"))
		o->mono = 1;
	else if (args_flag(a, "--flip"))
		o->auto_flip = 1;
	else
		return 0;
	return 1;
}

/* Reads a whole number, the same way for every command's numeric
 * options. */
int
args_whole(const char *text, long lo, long hi, long *out)
{
	char *end;
	long n;

	if (!isdigit((unsigned char)*text))
		return -1;
	errno = 0;
	n = strtol(text, &end, 10);
	if (*end || errno == ERANGE || n < lo || n > hi)
		return -1;
	*out = n;
	return 0;
}
