/* variant_shuffle.c - start positions chosen per game: 'start-shuffle'
 * rearranges the pieces of the first rank (and the same on the last rank
 * for the other side) by a rule written in the variant file, and numbers
 * the arrangements. Chess960 is "B light, B dark, Q, N N, R K R", whose
 * numbering is Scharnagl's (518 is the orthodox set-up); the code knows
 * no variant. */
#include "variant_priv.h"

#include <stdio.h>
#include <string.h>

#include "position.h"

#define MAX_GROUPS BRD_MAX_FILES
#define MAX_COUNT 1000000000L /* more start positions than anyone numbers */

/* One group of a shuffle: pieces placed together. */
typedef struct group {
	int type[BRD_MAX_FILES]; /* piece types, in the order written */
	int n;                   /* how many */
	int colour;              /* -1: any square; 0: dark squares; 1: light (of White's rank) */
} group;

/* C(n, k), small arguments only (n <= 16). */
static long
choose(int n, int k)
{
	long r = 1;
	int i;

	if (k < 0 || k > n)
		return 0;
	for (i = 1; i <= k; i++)
		r = r * (n - k + i) / i;
	return r;
}

/* Reads spec into groups; returns their number, or -1 with msg written. */
static int
parse_groups(const variant *v, const char *spec, group *g, char *msg, size_t size)
{
	const char *s = spec;
	int ng = 0;

	for (;;) {
		group *cur;
		while (*s == ' ' || *s == '\t')
			s++;
		if (!*s)
			break;
		if (ng == MAX_GROUPS) {
			snprintf(msg, size, "more than %d groups", MAX_GROUPS);
			return -1;
		}
		cur = &g[ng++];
		cur->n = 0;
		cur->colour = -1;
		while (*s && *s != ',') {
			size_t len;
			int t;
			while (*s == ' ' || *s == '\t')
				s++;
			len = strcspn(s, " \t,");
			if (len == 0)
				break;
			if ((len == 5 && !strncmp(s, "light", 5)) || (len == 4 && !strncmp(s, "dark", 4))) {
				cur->colour = *s == 'l';
			} else {
				if (len != 1 || (t = var_type_of_letter(v, *s)) < 0 || *s < 'A' || *s > 'Z') {
					snprintf(msg, size, "\"%.*s\" is not a piece letter of this variant, light or dark",
						 (int)(len > 16 ? 16 : len), s);
					return -1;
				}
				if (cur->n == BRD_MAX_FILES) {
					snprintf(msg, size, "too many pieces");
					return -1;
				}
				cur->type[cur->n++] = t;
			}
			s += len;
		}
		if (cur->n == 0) {
			snprintf(msg, size, "a group without pieces");
			return -1;
		}
		if (*s == ',')
			s++;
	}
	if (ng == 0) {
		snprintf(msg, size, "no groups");
		return -1;
	}
	return ng;
}

/* Checks the groups against the board and the start position; returns the
 * number of arrangements they give, or -1 with msg written. */
static long
count_arrangements(const variant *v, const group *g, int ng, char *msg, size_t size)
{
	int files = v->geo.files, free_all = files, free_col[2], i, j, f, uncoloured = 0;
	int want[VAR_MAX_TYPES], have[VAR_MAX_TYPES];
	long count = 1;

	memset(want, 0, sizeof want);
	memset(have, 0, sizeof have);
	free_col[1] = files / 2;
	free_col[0] = files - files / 2;
	for (i = 0; i < ng; i++) {
		long ways;
		for (j = 0; j < g[i].n; j++) {
			want[g[i].type[j]]++;
			if (i < ng - 1 && g[i].type[j] != g[i].type[0]) {
				snprintf(msg, size, "group %d: only the last group may hold different pieces", i + 1);
				return -1;
			}
		}
		if (g[i].colour >= 0 && (uncoloured || i == ng - 1)) {
			snprintf(msg, size, "group %d: light and dark groups come first, and not last", i + 1);
			return -1;
		}
		if (g[i].colour < 0)
			uncoloured = 1;
		if (i == ng - 1) {
			if (g[i].n != free_all) {
				snprintf(msg, size, "the groups hold %d pieces, not one for each of the %d files",
					 files - free_all + g[i].n, files);
				return -1;
			}
			break;
		}
		ways = choose(g[i].colour < 0 ? free_all : free_col[g[i].colour], g[i].n);
		if (ways == 0) {
			snprintf(msg, size, "group %d: not enough squares left", i + 1);
			return -1;
		}
		if (count > MAX_COUNT / ways) {
			snprintf(msg, size, "more than %ld start positions", MAX_COUNT);
			return -1;
		}
		count *= ways;
		free_all -= g[i].n;
		if (g[i].colour >= 0)
			free_col[g[i].colour] -= g[i].n;
	}
	if (v->geo.ranks < 2) {
		snprintf(msg, size, "the board needs two ranks");
		return -1;
	}
	for (f = 0; f < files; f++) {
		uint8_t w = v->start_code[BRD_SQ(f, 0)], b = v->start_code[BRD_SQ(f, v->geo.ranks - 1)];
		if (!w || POS_COLOUR(w) != WHITE || b != POS_CODE(BLACK, POS_TYPE(w))) {
			snprintf(msg, size, "the start position's first rank must be full of the first side's "
				 "pieces, and its last rank the same pieces of the other side");
			return -1;
		}
		have[POS_TYPE(w)]++;
	}
	for (i = 0; i < v->ntypes; i++)
		if (want[i] != have[i]) {
			snprintf(msg, size, "the groups hold %d %c, the start position's first rank %d",
				 want[i], v->pieces[i].letter, have[i]);
			return -1;
		}
	return count;
}

/* Checks the start-shuffle of v and counts its start positions. */
var_status
var_compile_shuffle(variant *v, const var_lines *lines, var_error *err)
{
	group g[MAX_GROUPS];
	char msg[VAR_MAX_TEXT];
	int ng;
	long count;

	v->shuffle_count = 0;
	if (!v->shuffle_spec[0])
		return VAR_OK;
	if ((ng = parse_groups(v, v->shuffle_spec, g, msg, sizeof msg)) < 0 ||
	    (count = count_arrangements(v, g, ng, msg, sizeof msg)) < 0)
		return var_fail(err, lines->shuffle ? lines->shuffle : lines->section, VAR_ERR_VALUE,
				"start-shuffle: %s", msg);
	v->shuffle_count = count;
	return VAR_OK;
}

/* Places the k pieces of group g on the chosen-th k-subset (in order of
 * files from the a-file) of the free squares that fit its colour. */
static void
place(int *rank, const group *g, long chosen, int files)
{
	int cand[BRD_MAX_FILES], m = 0, f, i = 0, k = g->n;

	for (f = 0; f < files; f++)
		if (rank[f] < 0 && (g->colour < 0 || (f & 1) == g->colour))
			cand[m++] = f;
	/* Lexicographic unranking: skip the subsets that start earlier. */
	for (; k > 0; i++) {
		long with = choose(m - i - 1, k - 1);
		if (chosen < with) {
			rank[cand[i]] = g->type[0];
			k--;
		} else {
			chosen -= with;
		}
	}
}

/* Writes the FEN of start position n of a variant with a start-shuffle. */
int
var_shuffle_fen(const variant *v, long n, char *buf, size_t size)
{
	group g[MAX_GROUPS];
	char msg[VAR_MAX_TEXT], row[2][BRD_MAX_FILES + 1];
	int rank[BRD_MAX_FILES], ng, i, f, j;
	const char *first, *last, *rest;

	if (!v->shuffle_count || n < 0 || n >= v->shuffle_count ||
	    (ng = parse_groups(v, v->shuffle_spec, g, msg, sizeof msg)) < 0)
		return -1;
	for (f = 0; f < v->geo.files; f++)
		rank[f] = -1;
	for (i = 0; i < ng - 1; i++) {
		int m = 0;
		long ways;
		for (f = 0; f < v->geo.files; f++)
			if (rank[f] < 0 && (g[i].colour < 0 || (f & 1) == g[i].colour))
				m++;
		ways = choose(m, g[i].n);
		place(rank, &g[i], n % ways, v->geo.files);
		n /= ways;
	}
	for (f = j = 0; f < v->geo.files; f++)
		if (rank[f] < 0)
			rank[f] = g[ng - 1].type[j++];
	for (f = 0; f < v->geo.files; f++) {
		char c = v->pieces[rank[f]].letter;
		row[WHITE][f] = c;
		row[BLACK][f] = (char)(c - 'A' + 'a');
	}
	row[0][v->geo.files] = row[1][v->geo.files] = '\0';
	/* The start's first and last ranks are its FEN's last and first rows. */
	first = strchr(v->start, '/');
	rest = strchr(v->start, ' ');
	if (!first || !rest)
		return -1;
	for (last = rest; last > v->start && last[-1] != '/'; last--)
		;
	if (snprintf(buf, size, "%s%.*s%s%s", row[BLACK], (int)(last - first), first, row[WHITE], rest) >=
	    (int)size)
		return -1;
	return 0;
}
