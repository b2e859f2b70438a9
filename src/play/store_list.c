/* store_list.c - the store's folder: where it is, the locks of its games,
 * listing them and deleting the finished ones grown old. */
#include "config.h"

#include "store_priv.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "pgn.h"

/* Open file description locks where there are some (see store.h). */
#ifdef F_OFD_SETLK
#define LOCK_SET F_OFD_SETLK
#define LOCK_GET F_OFD_GETLK
#else
#define LOCK_SET F_SETLK
#define LOCK_GET F_GETLK
#endif

/* Writes the folder's path without making it. */
int
store_dir_path(char *buf, size_t size)
{
	const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
	int n;

	if (xdg && *xdg)
		n = snprintf(buf, size, "%s/leaper/games", xdg);
	else if (home && *home)
		n = snprintf(buf, size, "%s/.local/share/leaper/games", home);
	else {
		errno = ENOENT;
		return -1;
	}
	if (n < 0 || (size_t)n >= size) {
		errno = ENAMETOOLONG;
		return -1;
	}
	return 0;
}

/* Writes "N moves" for a record of plies half-moves. */
char *
store_moves_phrase(int plies, char *buf, size_t size)
{
	int moves = plies > 0 ? (plies + 1) / 2 : 0;

	snprintf(buf, size, "%d move%s", moves, moves == 1 ? "" : "s");
	return buf;
}

/* Writes the folder's path, making it and its parents for the user only. */
int
store_dir(char *buf, size_t size)
{
	char *p;
	struct stat st;

	if (store_dir_path(buf, size) < 0)
		return -1;
	for (p = buf + 1; *p; p++)
		if (*p == '/') {
			*p = '\0';
			if (mkdir(buf, 0700) < 0 && errno != EEXIST) {
				*p = '/';
				return -1;
			}
			*p = '/';
		}
	if (mkdir(buf, 0700) < 0 && errno != EEXIST)
		return -1;
	if (stat(buf, &st) < 0)
		return -1;
	if (!S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		return -1;
	}
	return 0;
}

/* Writes path's lock file path. */
int
store_lock_path(const char *path, char *buf, size_t size)
{
	int n = snprintf(buf, size, "%s.lock", path);

	return n < 0 || (size_t)n >= size ? -1 : 0;
}

/* The pid written in a lock file, or 0. */
static long
read_pid(int fd)
{
	char buf[32];
	ssize_t n = pread(fd, buf, sizeof buf - 1, 0);

	if (n <= 0)
		return 0;
	buf[n] = '\0';
	return strtol(buf, NULL, 10);
}

/* A write lock on the whole file. */
static struct flock
whole_file(void)
{
	struct flock fl;

	memset(&fl, 0, sizeof fl);
	fl.l_type = F_WRLCK;
	fl.l_whence = SEEK_SET;
	return fl;
}

/* Locks lpath. A lock file removed by its last holder after we opened it
 * is locked in vain, so the lock counts only when the path still names
 * the file locked; else it is tried again. */
int
store_lock_take(const char *lpath, int *out, long *pid)
{
	char text[32];
	int tries, fd, n;

	*out = -1;
	*pid = 0;
	for (tries = 0; tries < 20; tries++) {
		struct flock fl = whole_file();
		struct stat a, b;
		if ((fd = open(lpath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600)) < 0)
			return -1;
		if (fcntl(fd, LOCK_SET, &fl) < 0) {
			int err = errno;
			if (err == EACCES || err == EAGAIN) {
				*pid = read_pid(fd);
				close(fd);
				return 1;
			}
			close(fd);
			errno = err;
			return -1;
		}
		if (fstat(fd, &a) == 0 && stat(lpath, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino) {
			n = snprintf(text, sizeof text, "%ld\n", (long)getpid());
			/* the pid is for messages; the lock is what counts */
			if (ftruncate(fd, 0) < 0 || pwrite(fd, text, (size_t)n, 0) < 0)
				*pid = 0;
			*out = fd;
			return 0;
		}
		close(fd);
	}
	errno = EAGAIN;
	return -1;
}

/* Removes lpath and lets its lock go. */
void
store_lock_release(const char *lpath, int fd)
{
	unlink(lpath); /* while still held, so that nobody locks a file on its way out */
	close(fd);
}

/* Whether someone holds lpath's lock. */
int
store_lock_held(const char *lpath, long *pid)
{
	struct flock fl = whole_file();
	int fd, held = 0;

	*pid = 0;
	if ((fd = open(lpath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)) < 0)
		return 0;
	if (fcntl(fd, LOCK_GET, &fl) == 0 && fl.l_type != F_UNLCK) {
		held = 1;
		*pid = read_pid(fd);
	}
	close(fd);
	return held;
}

/* Reads a whole game file. */
char *
store_read_file(const char *path, size_t *len, char *msg, size_t size)
{
	struct stat st;
	char *text;
	size_t done = 0;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0 || fstat(fd, &st) < 0) {
		snprintf(msg, size, "%s: %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	if ((uintmax_t)st.st_size > STORE_MAX_FILE) {
		snprintf(msg, size, "%s: the file is too large (leaper reads at most %zu MB)", path,
			 STORE_MAX_FILE >> 20);
		close(fd);
		return NULL;
	}
	if (!(text = malloc((size_t)st.st_size + 1))) {
		snprintf(msg, size, "%s: out of memory", path);
		close(fd);
		return NULL;
	}
	while (done < (size_t)st.st_size) {
		ssize_t n = read(fd, text + done, (size_t)st.st_size - done);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			snprintf(msg, size, "%s: %s", path, strerror(errno));
			free(text);
			close(fd);
			return NULL;
		}
		if (n == 0)
			break; /* it shrank: read what is there */
		done += (size_t)n;
	}
	close(fd);
	text[done] = '\0';
	*len = done;
	return text;
}

/* Fills e from the game file at e->path (damaged when unreadable). */
static void
read_entry(store_entry *e, const struct stat *st)
{
	char msg[512], lpath[STORE_PATH + 8];
	time_t t = st->st_mtime;
	struct tm tm;
	pgn_entry pe;
	size_t len;
	char *text = store_read_file(e->path, &len, msg, sizeof msg);

	e->mtime = (long long)st->st_mtime;
	localtime_r(&t, &tm);
	strftime(e->date, sizeof e->date, "%Y-%m-%d %H:%M", &tm);
	if (!text || pgn_load_one(text, len, e->path, PGN_READ_CUT, NULL, NULL, &pe, NULL, msg, sizeof msg) != PGN_OK) {
		e->damaged = 1;
	} else {
		snprintf(e->variant, sizeof e->variant, "%s", strcmp(pe.variant, "?") ? pe.variant : "chess");
		snprintf(e->white, sizeof e->white, "%s", pe.white);
		snprintf(e->black, sizeof e->black, "%s", pe.black);
		e->plies = pe.plies;
		e->finished = !strcmp(pe.result, "1-0") || !strcmp(pe.result, "0-1") || !strcmp(pe.result, "1/2-1/2");
	}
	free(text);
	if (store_lock_path(e->path, lpath, sizeof lpath) == 0 && store_lock_held(lpath, &e->pid)) {
		e->here = e->pid == (long)getpid();
		e->in_use = !e->here;
	}
}

/* Last saved first. */
static int
by_time(const void *a, const void *b)
{
	const store_entry *x = a, *y = b;

	return x->mtime < y->mtime ? 1 : x->mtime > y->mtime ? -1 : strcmp(y->path, x->path);
}

/* Lists the folder's games. */
int
store_list(store_entry **out, int *n, int unfinished_only, char *msg, size_t size)
{
	char dir[STORE_PATH - 256];
	struct dirent *d;
	DIR *dp;
	int cap = 0;

	*out = NULL;
	*n = 0;
	if (store_dir_path(dir, sizeof dir) < 0 || !(dp = opendir(dir)))
		return 0; /* no folder: no game */
	while ((d = readdir(dp))) {
		size_t len = strlen(d->d_name);
		struct stat st;
		store_entry e;
		/* temporary files of a save start with '.' */
		if (d->d_name[0] == '.' || len < 5 || strcmp(d->d_name + len - 4, ".pgn") != 0)
			continue;
		memset(&e, 0, sizeof e);
		snprintf(e.path, sizeof e.path, "%s/%s", dir, d->d_name);
		if (stat(e.path, &st) < 0 || !S_ISREG(st.st_mode) || st.st_size == 0)
			continue;
		read_entry(&e, &st);
		if (unfinished_only && (e.finished || e.damaged))
			continue;
		if (*n == cap) {
			store_entry *more = realloc(*out, (size_t)(cap = cap ? cap * 2 : 16) * sizeof **out);
			if (!more) {
				snprintf(msg, size, "cannot list %s: out of memory", dir);
				closedir(dp);
				free(*out);
				*out = NULL;
				*n = 0;
				return -1;
			}
			*out = more;
		}
		(*out)[(*n)++] = e;
	}
	closedir(dp);
	if (*n)
		qsort(*out, (size_t)*n, sizeof **out, by_time);
	return 0;
}

/* Deletes the game at path when, under its lock, it is still finished. */
static int
expire_one(const char *path)
{
	char lpath[STORE_PATH + 8];
	store_entry e;
	struct stat st;
	long pid;
	int fd, gone = 0;

	if (store_lock_path(path, lpath, sizeof lpath) < 0 || store_lock_take(lpath, &fd, &pid) != 0)
		return 0;
	memset(&e, 0, sizeof e);
	snprintf(e.path, sizeof e.path, "%s", path);
	if (stat(path, &st) == 0) {
		read_entry(&e, &st);
		gone = e.finished && !e.damaged && unlink(path) == 0;
	}
	store_lock_release(lpath, fd);
	return gone;
}

/* Deletes the finished games last saved more than days ago. */
int
store_expire(int days, char *msg, size_t size)
{
	store_entry *list;
	long long now = (long long)time(NULL);
	int n, i, gone = 0;

	if (days <= 0)
		return 0;
	if (store_list(&list, &n, 0, msg, size) < 0)
		return -1;
	for (i = 0; i < n; i++)
		if (list[i].finished && !list[i].damaged && !list[i].in_use && !list[i].here &&
		    now - list[i].mtime > (long long)days * 86400)
			gone += expire_one(list[i].path);
	free(list);
	return gone;
}
