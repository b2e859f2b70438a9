/* variant_priv.h - what the variant loader and compiler share. Not part of
 * the core's public interface. */
#ifndef LEAPER_VARIANT_PRIV_H
#define LEAPER_VARIANT_PRIV_H

#include "variant.h"

/* Line numbers of the keys of one section, for error messages; 0 for a
 * value inherited from another variant. */
typedef struct var_lines {
	int section;                     /* the [name] line */
	int keys;                        /* keys read so far in the section */
	int board, start, castling, promo_zone, promo_colour, shuffle;
	int promo[2];
	int piece[VAR_MAX_TYPES];
	int zone[VAR_MAX_ZONES];
	int network;                     /* the "network" key */
	int on_disk;                     /* 1: the section is read from a file on disk */
} var_lines;

/* Builds the move tables, zones, promotion and castling rules of v from
 * its written specs and checks its start position. */
var_status var_compile(variant *v, const var_lines *lines, var_error *err);

/* Checks v's start-shuffle against its start position and counts the
 * start positions it numbers into v->shuffle_count (variant_shuffle.c). */
var_status var_compile_shuffle(variant *v, const var_lines *lines, var_error *err);

#define VAR_MAX_LINE 4096 /* longest line a variant or network file may have */

/* Reads one line of at most VAR_MAX_LINE characters into buf (which holds
 * VAR_MAX_LINE + 1), without the newline. Returns its length, -1 at the
 * end of the input, -2 for a line too long (skipped to its end), -3 for a
 * NUL byte. */
int var_read_line(FILE *f, char *buf);

/* The error of a line var_read_line refused (len -2 or -3) at line of
 * err's file; VAR_OK for a line it read. */
var_status var_line_fault(var_error *err, int line, int len);

/* Strips blanks at both ends of s in place; returns s. */
char *var_trim(char *s);

/* Reads the network file path for v (its pieces and board compiled) into
 * v->net (variant_net.c); an error names the network file and line. */
var_status var_net_read(variant *v, const char *path, var_error *err);

/* Frees a network read by var_net_read (NULL is fine). */
void var_net_free(var_net *net);

/* Records an error at line in err; returns status. */
var_status var_fail(var_error *err, int line, var_status status, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

#endif
