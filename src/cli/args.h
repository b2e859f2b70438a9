/* args.h - the one way every command reads its arguments: -h and --help
 * print the usage on stdout; a long option takes its value as "--opt
 * value" or "--opt=value", a short one as "-o value"; "--" ends the
 * options, so what follows it is an operand even when it starts with '-'.
 *
 * A command reads its arguments in a loop that takes each one with a
 * matcher or refuses it:
 *
 *   args a;
 *   args_init(&a, argc, argv, "leaper perft", PERFT_USAGE, NULL);
 *   while (args_next(&a)) {
 *           if (args_value(&a, "-v|--variant", &vname) || args_value(&a, "--fen", &fen))
 *                   continue;
 *           if (args_flag(&a, "--divide"))
 *                   divide = 1;
 *           else if ((text = args_operand(&a)))
 *                   ...;
 *           else
 *                   return args_unexpected(&a);
 *   }
 *   if (a.status >= 0)
 *           return a.status;     (0 after --help)
 *
 * A matcher that meets a mistake (a missing value, a value given to a
 * flag) says so with the usage on stderr and returns 0; every matcher then
 * declines and args_unexpected returns 2 without saying more. */
#ifndef LEAPER_ARGS_H
#define LEAPER_ARGS_H

#include <stddef.h>

/* The state of reading one command's arguments. */
typedef struct args {
	int argc;                 /* how many arguments; argv[0] is the command's name */
	char **argv;              /* the arguments */
	int next;                 /* the index of the argument args_next reads next */
	int operands_only;        /* 1 once "--" was read: the rest are operands */
	const char *prog;         /* what messages start with, as "leaper perft" */
	const char *usage;        /* the usage lines, each ending in a newline */
	const char *help;         /* lines --help adds after the usage, or NULL */
	const char *cur;          /* the argument being read, NULL before the first */
	size_t name_len;          /* the length of its option name (up to any '=') */
	const char *inline_value; /* the text after '=' in "--opt=value", else NULL */
	int is_option;            /* 1 when cur is an option, 0 for an operand */
	int status;               /* -1 while reading; 0 after --help, 2 after a mistake */
} args;

/* Starts reading argv[1..argc-1] for the command prog with its usage text
 * and the extra --help text (NULL for none). */
void args_init(args *a, int argc, char **argv, const char *prog, const char *usage, const char *help);

/* Moves to the next argument and returns 1, or returns 0 at the end, after
 * printing the help for -h or --help (status 0), or after a mistake
 * (status 2). "--" is read here and never returned. */
int args_next(args *a);

/* Whether the argument is the flag called by one of names ("-v|--variant"
 * style, '|' between the names); refuses "--flag=value". */
int args_flag(args *a, const char *names);

/* Whether the argument is the option called by one of names, with its
 * value in *value: after '=' or the next argument, which is taken. */
int args_value(args *a, const char *names, const char **value);

/* Whether the argument is the option called by one of names, whose value
 * is optional: *value is the text after '=', or NULL when there is none
 * (the caller may then look at args_peek). */
int args_optional(args *a, const char *names, const char **value);

/* The argument after the current one, NULL when there is none; args_take
 * then takes it as the current one's value. */
const char *args_peek(const args *a);
void args_take(args *a);

/* The argument when it is an operand (not an option, or after "--"). */
const char *args_operand(const args *a);

/* Says that the argument is not expected, with the usage, and returns the
 * exit status 2 (without a word more after a matcher's own message). */
int args_unexpected(args *a);

/* Reads text as a whole number from lo to hi into *out: digits only (no
 * sign, blank or fraction) and no overflow; returns 0, or -1 when it is
 * not one. */
int args_whole(const char *text, long lo, long hi, long *out);

struct tui_options;
/* Whether the argument is one of the screens' display flags (--ascii,
 * --mono, --flip), which it then sets in *o. */
int args_display(args *a, struct tui_options *o);

#endif
