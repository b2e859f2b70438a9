/* testlib.c - the helpers every Check program shares. */
#include "config.h"

#include "testlib.h"

#include <ftw.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static var_set set;

/* The folders test_temp_dir made, to be removed at exit, and the process
 * that made them (a forked test inherits its parent's list, not its
 * folders). */
static char **temp_dirs;
static int ntemp_dirs;
static pid_t temp_owner;

/* The variant of the shipped data files with this name. */
const variant *
test_variant(const char *name)
{
	var_error err;
	const variant *v = var_find(&set, name, &err);

	if (!v) {
		char msg[512];
		var_format_error(&err, msg, sizeof msg);
		fprintf(stderr, "cannot load variant %s: %s\n", name, msg);
		abort();
	}
	return v;
}

/* The set the shipped variants are loaded into. */
var_set *
test_set(void)
{
	return &set;
}

/* Sets p to fen in a shipped variant, failing the test on a refusal. */
void
test_position(position *p, const char *name, const char *fen)
{
	const variant *v = test_variant(name);
	char msg[256] = "";
	pos_status st = pos_from_fen(p, v, fen ? fen : v->start, msg, sizeof msg);

	ck_assert_msg(st == POS_OK, "%s: \"%s\" refused: %s", name, fen ? fen : v->start, msg);
}

/* A new position on the heap set to fen. */
position *
test_position_new(const char *name, const char *fen)
{
	position *p = malloc(sizeof *p);

	ck_assert_ptr_nonnull(p);
	test_position(p, name, fen);
	return p;
}

/* Removes one file or folder for nftw. */
static int
remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st;
	(void)flag;
	(void)ftw;
	return remove(path);
}

/* Removes a tree. */
void
test_remove_tree(const char *path)
{
	nftw(path, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}

/* Removes this process's temporary folders. */
static void
remove_temp_dirs(void)
{
	int i;

	if (temp_owner != getpid())
		return;
	for (i = 0; i < ntemp_dirs; i++) {
		test_remove_tree(temp_dirs[i]);
		free(temp_dirs[i]);
	}
	free(temp_dirs);
	temp_dirs = NULL;
	ntemp_dirs = 0;
}

/* Writes text to dir/name. */
void
test_write_file(const char *dir, const char *name, const char *text, char *path, size_t size)
{
	FILE *f;

	ck_assert_int_lt(snprintf(path, size, "%s/%s", dir, name), (int)size);
	f = fopen(path, "w");
	ck_assert_msg(f != NULL, "%s: cannot write", path);
	ck_assert_int_ge(fputs(text, f), 0);
	ck_assert_int_eq(fclose(f), 0);
}

/* A new temporary folder, removed at exit. */
void
test_temp_dir(char *dir, size_t size, const char *name)
{
	const char *tmp = getenv("TMPDIR");
	char **grown;

	ck_assert_int_lt(snprintf(dir, size, "%s/leaper-%s-XXXXXX", tmp && *tmp ? tmp : "/tmp", name), (int)size);
	ck_assert_ptr_nonnull(mkdtemp(dir));
	if (temp_owner != getpid()) {
		/* The parent's list is the parent's to clear. */
		if (!temp_owner)
			atexit(remove_temp_dirs);
		temp_dirs = NULL;
		ntemp_dirs = 0;
		temp_owner = getpid();
	}
	grown = realloc(temp_dirs, (size_t)(ntemp_dirs + 1) * sizeof *grown);
	ck_assert_ptr_nonnull(grown);
	temp_dirs = grown;
	temp_dirs[ntemp_dirs] = strdup(dir);
	ck_assert_ptr_nonnull(temp_dirs[ntemp_dirs]);
	ntemp_dirs++;
}

/* Runs the suites and frees the variants. */
int
test_run(Suite *first, ...)
{
	SRunner *sr = srunner_create(first);
	Suite *s;
	va_list ap;
	int failed;

	va_start(ap, first);
	while ((s = va_arg(ap, Suite *)) != NULL)
		srunner_add_suite(sr, s);
	va_end(ap);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	var_set_free(&set);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
