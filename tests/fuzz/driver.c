/* driver.c - runs a fuzz target over its regression corpus without
 * libFuzzer, so every build (and the sanitizer build) replays the inputs
 * that once found bugs and the seed inputs.
 *
 * Usage: regress_TARGET [FILE|DIR]...; with no arguments it reads the
 * directory $FUZZ_CORPUS/TARGET. Prints "N passed, 0 failed" at the end:
 * an input that crashes or trips a sanitizer ends the program instead. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifndef FUZZ_TARGET
#error "define FUZZ_TARGET to the target's name"
#endif

/* Feeds one file to the target; returns 0, or -1 if it cannot be read. */
static int
run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *data;
	long size;

	if (!f)
		return -1;
	fseek(f, 0, SEEK_END);
	size = ftell(f);
	rewind(f);
	data = malloc(size > 0 ? (size_t)size : 1);
	if (!data || fread(data, 1, (size_t)size, f) != (size_t)size) {
		free(data);
		fclose(f);
		return -1;
	}
	fclose(f);
	LLVMFuzzerTestOneInput(data, (size_t)size);
	free(data);
	return 0;
}

/* Feeds a file, or every file of a directory; counts the inputs run. */
static int
run_path(const char *path, int *count)
{
	struct stat st;
	DIR *d;
	struct dirent *e;
	char sub[4096];

	if (stat(path, &st) < 0) {
		fprintf(stderr, "%s: cannot read\n", path);
		return -1;
	}
	if (!S_ISDIR(st.st_mode)) {
		if (run_file(path) < 0) {
			fprintf(stderr, "%s: cannot read\n", path);
			return -1;
		}
		(*count)++;
		return 0;
	}
	if (!(d = opendir(path)))
		return -1;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
		if (run_path(sub, count) < 0) {
			closedir(d);
			return -1;
		}
	}
	closedir(d);
	return 0;
}

int
main(int argc, char **argv)
{
	char dir[4096];
	const char *corpus = getenv("FUZZ_CORPUS");
	int i, count = 0;

	if (argc > 1) {
		for (i = 1; i < argc; i++)
			if (run_path(argv[i], &count) < 0)
				return 1;
	} else {
		if (!corpus) {
			fprintf(stderr, "set FUZZ_CORPUS or name inputs\n");
			return 1;
		}
		snprintf(dir, sizeof dir, "%s/%s", corpus, FUZZ_TARGET);
		if (run_path(dir, &count) < 0)
			return 1;
	}
	printf("fuzz regression %s: %d passed, 0 failed\n", FUZZ_TARGET, count);
	return count > 0 ? 0 : 1;
}
