/* store.c - a game of the store held by this process: making its file,
 * taking it up again, saving it by appending or rewriting, letting it go. */
#include "config.h"

#include "store.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "pgn.h"
#include "store_priv.h"

#define MAX_SAME_NAME 1000 /* games of one variant started in one second */

/* Empties sg (closed, nothing saved). */
static void
clear(store_game *sg)
{
	memset(sg, 0, sizeof *sg);
	sg->lock_fd = -1;
	sg->col = -1;
}

/* Writes g's tag section into a new string (*len its length), or NULL. */
static char *
header_text(const game *g, size_t *len)
{
	char *text = NULL;
	FILE *f = open_memstream(&text, len);

	if (!f)
		return NULL;
	if (pgn_write_header(g, f) < 0) {
		fclose(f);
		free(text);
		return NULL;
	}
	if (fclose(f) != 0) {
		free(text);
		return NULL;
	}
	return text;
}

/* Records that the file at sg->path now holds g as saved: its size and
 * inode, header and moves; col as pgn_write_open gave it. Returns 0, or
 * -1 (out of memory, the file gone) with the next save to rewrite. */
static int
remember(store_game *sg, const game *g, char *header, size_t header_len, int col)
{
	struct stat st;
	int i;

	free(sg->header);
	sg->header = header;
	sg->header_len = header_len;
	sg->col = -1;
	if (g->nmoves > sg->cap) {
		store_move *grown = realloc(sg->saved, (size_t)g->nmoves * sizeof *grown);
		if (!grown)
			return -1;
		sg->saved = grown;
		sg->cap = g->nmoves;
	}
	for (i = 0; i < g->nmoves; i++) {
		sg->saved[i].m = g->moves[i].m;
		sg->saved[i].clk_ms = g->moves[i].clk_ms;
	}
	sg->nsaved = g->nmoves;
	if (!header || stat(sg->path, &st) < 0)
		return -1;
	sg->size = st.st_size;
	sg->dev = st.st_dev;
	sg->ino = st.st_ino;
	sg->col = col;
	return 0;
}

/* Whether g differs from what the file holds only by moves added at the
 * end, so that they can be appended: the game goes on, its header is the
 * same, the saved moves and their clocks are unchanged, it has no notes
 * (annot.h), and the file is the one this store_game wrote last. */
static int
appendable(const store_game *sg, const game *g, const char *header, size_t header_len)
{
	struct stat st;
	int i;

	if (sg->col < 0 || g->nmoves < sg->nsaved || header_len != sg->header_len ||
	    memcmp(header, sg->header, header_len) != 0)
		return 0;
	if (g->notes)
		return 0; /* comments, NAGs or variations: a word may have changed anywhere */
	for (i = 0; i < sg->nsaved; i++)
		if (g->moves[i].m != sg->saved[i].m || g->moves[i].clk_ms != sg->saved[i].clk_ms)
			return 0;
	return stat(sg->path, &st) == 0 && st.st_size == sg->size && st.st_dev == sg->dev &&
	       st.st_ino == sg->ino && sg->size > 0;
}

/* Appends moves nsaved..nmoves-1 of g: their text goes over the file's
 * final newline, in one write, then fdatasync. */
static int
append(store_game *sg, const game *g, char *msg, size_t size)
{
	char *text = NULL;
	size_t len = 0, done = 0;
	int col = sg->col, fd, err = 0;
	FILE *f = open_memstream(&text, &len);

	if (f) {
		err = pgn_write_moves(g, sg->nsaved, g->nmoves, f, &col) < 0;
		err |= fclose(f) != 0;
	}
	if (!f || err) {
		free(text);
		snprintf(msg, size, "cannot save %s: out of memory", sg->path);
		return -1;
	}
	sg->col = -1; /* until the append is whole */
	if ((fd = open(sg->path, O_WRONLY | O_CLOEXEC)) < 0) {
		err = errno;
	} else {
		while (done < len && !err) {
			ssize_t n = pwrite(fd, text + done, len - done, sg->size - 1 + (off_t)done);
			if (n < 0 && errno != EINTR)
				err = errno;
			else if (n > 0)
				done += (size_t)n;
		}
		if (!err && fdatasync(fd) < 0)
			err = errno;
		if (close(fd) < 0 && !err)
			err = errno;
	}
	free(text);
	if (err) {
		snprintf(msg, size, "cannot save %s: %s", sg->path, strerror(err));
		return -1;
	}
	sg->size += (off_t)len - 1;
	if (g->nmoves > sg->cap) {
		int cap = sg->cap ? sg->cap : 64;
		store_move *grown;
		while (cap < g->nmoves)
			cap *= 2;
		if (!(grown = realloc(sg->saved, (size_t)cap * sizeof *grown)))
			return 0; /* saved; the next save rewrites */
		sg->saved = grown;
		sg->cap = cap;
	}
	for (; sg->nsaved < g->nmoves; sg->nsaved++) {
		sg->saved[sg->nsaved].m = g->moves[sg->nsaved].m;
		sg->saved[sg->nsaved].clk_ms = g->moves[sg->nsaved].clk_ms;
	}
	sg->col = col;
	return 0;
}

/* Saves g to the held game's file. */
int
store_save(store_game *sg, const game *g, char *msg, size_t size)
{
	size_t header_len;
	char *header = header_text(g, &header_len);
	int col;

	if (sg->lock_fd < 0) {
		free(header);
		snprintf(msg, size, "cannot save %s: the game is not open", sg->path);
		return -1;
	}
	if (!header) {
		snprintf(msg, size, "cannot save %s: out of memory", sg->path);
		return -1;
	}
	if (appendable(sg, g, header, header_len)) {
		free(header);
		return g->nmoves == sg->nsaved ? 0 : append(sg, g, msg, size);
	}
	if (pgn_save_open(g, sg->path, &col, msg, size) != PGN_OK) {
		free(header);
		sg->col = -1;
		return -1;
	}
	remember(sg, g, header, header_len, col);
	return 0;
}

/* Writes the variant's name as a file name part: letters and digits in
 * lower case, anything else a '-'. */
static void
name_part(const char *name, char *out, size_t size)
{
	size_t n = 0;

	for (; *name && n + 1 < size; name++)
		out[n++] = isalnum((unsigned char)*name) ? (char)tolower((unsigned char)*name) : '-';
	out[n] = '\0';
}

/* Writes g whole into a new temporary file of dir; returns its path in
 * tmp, or -1 with msg. *col as pgn_write_open gives it. */
static int
write_temp(const game *g, const char *dir, char *tmp, size_t tsize, int *col, char *msg, size_t size)
{
	FILE *f;
	int fd, err = 0;

	snprintf(tmp, tsize, "%s/.new-XXXXXX", dir);
	if ((fd = mkstemp(tmp)) < 0) {
		snprintf(msg, size, "cannot create a file in %s: %s", dir, strerror(errno));
		return -1;
	}
	if (!(f = fdopen(fd, "w"))) {
		err = errno;
		close(fd);
	} else {
		errno = 0;
		if (pgn_write_open(g, f, col) < 0 || fflush(f) != 0)
			err = errno ? errno : EIO;
		if (!err && fsync(fileno(f)) < 0)
			err = errno;
		if (fclose(f) != 0 && !err)
			err = errno;
	}
	if (err) {
		unlink(tmp);
		snprintf(msg, size, "cannot save a game in %s: %s", dir, strerror(err));
		return -1;
	}
	return 0;
}

/* Gives the whole file tmp the name path unless path exists: a hard link
 * where the file system has them, else an O_EXCL file renamed over.
 * Returns 0, 1 when the name is taken, -1 with errno set. */
static int
claim_name(const char *tmp, const char *path)
{
	int fd;

	if (link(tmp, path) == 0)
		return 0;
	if (errno == EEXIST)
		return 1;
	if ((fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600)) < 0)
		return errno == EEXIST ? 1 : -1;
	close(fd);
	return rename(tmp, path) == 0 ? 0 : -1;
}

/* Makes a new game file for g, named by the time now and its variant. */
int
store_create(store_game *sg, const game *g, char *msg, size_t size)
{
	char dir[STORE_PATH - 100], tmp[STORE_PATH], lpath[STORE_PATH + 8], stamp[32], vname[48];
	time_t now = time(NULL);
	struct tm tm;
	size_t header_len;
	char *header;
	long pid;
	int i, col, r = 1, err = 0;

	clear(sg);
	if (store_dir(dir, sizeof dir) < 0) {
		snprintf(msg, size, "cannot make the folder of saved games: %s",
			 errno == ENOENT ? "neither XDG_DATA_HOME nor HOME is set" : strerror(errno));
		return -1;
	}
	if (write_temp(g, dir, tmp, sizeof tmp, &col, msg, size) < 0)
		return -1;
	localtime_r(&now, &tm);
	strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
	name_part(g->v->name, vname, sizeof vname);
	for (i = 1; i <= MAX_SAME_NAME && r == 1; i++) {
		if (i == 1)
			snprintf(sg->path, sizeof sg->path, "%s/%s-%s.pgn", dir, stamp, vname);
		else
			snprintf(sg->path, sizeof sg->path, "%s/%s-%s-%d.pgn", dir, stamp, vname, i);
		store_lock_path(sg->path, lpath, sizeof lpath);
		/* the lock first: whoever holds it may be about to take the name */
		if ((r = store_lock_take(lpath, &sg->lock_fd, &pid)) < 0)
			break;
		if (r == 1)
			continue;
		if ((r = claim_name(tmp, sg->path)) != 0) {
			err = errno;
			store_lock_release(lpath, sg->lock_fd);
			sg->lock_fd = -1;
			errno = err;
		}
	}
	err = errno;
	unlink(tmp);
	if (r != 0) {
		if (r < 0)
			snprintf(msg, size, "cannot create %s: %s", sg->path, strerror(err));
		else
			snprintf(msg, size, "cannot create a game file in %s: %d games of %s started this second",
				 dir, MAX_SAME_NAME, g->v->name);
		clear(sg);
		return -1;
	}
	if ((i = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) >= 0) {
		fsync(i); /* the new name itself is durable */
		close(i);
	}
	header = header_text(g, &header_len);
	remember(sg, g, header, header_len, col);
	return 0;
}

/* Holds the saved game at path. */
int
store_open(store_game *sg, const char *path, char *msg, size_t size)
{
	char lpath[STORE_PATH + 8];
	struct stat st;
	long pid;
	int r;

	clear(sg);
	if (strlen(path) >= sizeof sg->path) {
		snprintf(msg, size, "%.200s...: the name is too long", path);
		return -1;
	}
	if (stat(path, &st) < 0) {
		snprintf(msg, size, "%s: %s", path, strerror(errno));
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		snprintf(msg, size, "%s: not a saved game (not a regular file)", path);
		return -1;
	}
	store_lock_path(path, lpath, sizeof lpath);
	if ((r = store_lock_take(lpath, &sg->lock_fd, &pid)) != 0) {
		if (r < 0)
			snprintf(msg, size, "%s: cannot lock %s: %s", path, lpath, strerror(errno));
		else if (pid == (long)getpid())
			snprintf(msg, size, "%s: already open in this leaper", path);
		else if (pid > 0)
			snprintf(msg, size, "%s: in use by another leaper (pid %ld)", path, pid);
		else
			snprintf(msg, size, "%s: in use by another leaper", path);
		clear(sg);
		return -1;
	}
	if (stat(path, &st) < 0) {
		/* removed by its holder while we waited for the lock */
		snprintf(msg, size, "%s: %s", path, strerror(errno));
		store_lock_release(lpath, sg->lock_fd);
		clear(sg);
		return -1;
	}
	snprintf(sg->path, sizeof sg->path, "%s", path);
	return 0;
}

/* Reads the held game into g, leaving out an end cut short. */
int
store_load(store_game *sg, var_set *set, game *g, char *msg, size_t size)
{
	size_t len;
	char *text;
	pgn_status st;
	int cut = 0;

	if (sg->lock_fd < 0) {
		snprintf(msg, size, "%s: the game is not open", sg->path);
		return -1;
	}
	if (!(text = store_read_file(sg->path, &len, msg, size)))
		return -1;
	st = pgn_load_one(text, len, sg->path, PGN_READ_CUT, set, g, NULL, &cut, msg, size);
	free(text);
	if (st != PGN_OK)
		return -1;
	sg->col = -1; /* written by someone else as far as we know: the next save rewrites */
	if (cut) {
		snprintf(msg, size, "%s: the end of the file was cut short while a move was saved (leaper was "
			 "stopped); that move is left out", sg->path);
		return 1;
	}
	return 0;
}

/* Lets the held game go. */
void
store_close(store_game *sg)
{
	char lpath[STORE_PATH + 8];

	if (sg->lock_fd >= 0 && store_lock_path(sg->path, lpath, sizeof lpath) == 0)
		store_lock_release(lpath, sg->lock_fd);
	else if (sg->lock_fd >= 0)
		close(sg->lock_fd);
	free(sg->header);
	free(sg->saved);
	clear(sg);
}

/* Deletes the held game's file and lets it go. */
int
store_remove(store_game *sg, char *msg, size_t size)
{
	if (sg->lock_fd < 0) {
		snprintf(msg, size, "cannot delete %s: the game is not open", sg->path);
		return -1;
	}
	if (unlink(sg->path) < 0 && errno != ENOENT) {
		snprintf(msg, size, "cannot delete %s: %s", sg->path, strerror(errno));
		return -1;
	}
	store_close(sg);
	return 0;
}
