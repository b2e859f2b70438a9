/* store.c - the folder of kept games: files, locks, lists. */
#include "config.h"

#include "store.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "pgn.h"

/* Writes the folder's path. */
int
store_dir(char *buf, size_t size)
{
	const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
	int n;

	if (xdg && *xdg)
		n = snprintf(buf, size, "%s/leaper/games", xdg);
	else if (home && *home)
		n = snprintf(buf, size, "%s/.local/share/leaper/games", home);
	else
		return -1;
	return n < 0 || (size_t)n >= size ? -1 : 0;
}

/* Makes dir and its parents for the user only. */
static int
make_dirs(const char *dir, char *msg, size_t size)
{
	char path[1024], *p;

	snprintf(path, sizeof path, "%s", dir);
	for (p = path + 1; *p; p++)
		if (*p == '/') {
			*p = '\0';
			if (mkdir(path, 0700) < 0 && errno != EEXIST) {
				snprintf(msg, size, "cannot make %s: %s", path, strerror(errno));
				return -1;
			}
			*p = '/';
		}
	if (mkdir(path, 0700) < 0 && errno != EEXIST) {
		snprintf(msg, size, "cannot make %s: %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

/* Takes the lock of path's lock file. */
static int
lock(store_game *sg, const char *path, char *msg, size_t size)
{
	char lpath[1100], pid[32];
	struct flock fl;
	int fd;

	snprintf(lpath, sizeof lpath, "%s.lock", path);
	if ((fd = open(lpath, O_RDWR | O_CREAT | O_CLOEXEC, 0600)) < 0) {
		snprintf(msg, size, "cannot open %s: %s", lpath, strerror(errno));
		return -1;
	}
	memset(&fl, 0, sizeof fl);
	fl.l_type = F_WRLCK;
	fl.l_whence = SEEK_SET;
	if (fcntl(fd, F_SETLK, &fl) < 0) {
		close(fd);
		snprintf(msg, size, "%s is in use by another leaper", path);
		return -1;
	}
	snprintf(pid, sizeof pid, "%ld\n", (long)getpid());
	if (ftruncate(fd, 0) == 0 && write(fd, pid, strlen(pid)) < 0)
		; /* the pid is only a note */
	snprintf(sg->path, sizeof sg->path, "%s", path);
	sg->lock_fd = fd;
	return 0;
}

/* Makes a new file for g and takes its lock. */
int
store_create(store_game *sg, const game *g, char *msg, size_t size)
{
	char dir[1024], path[1100], stamp[32];
	time_t now = time(NULL);
	struct tm tm;
	int i, fd;

	sg->lock_fd = -1;
	if (store_dir(dir, sizeof dir) < 0) {
		snprintf(msg, size, "neither XDG_DATA_HOME nor HOME is set");
		return -1;
	}
	if (make_dirs(dir, msg, size) < 0)
		return -1;
	localtime_r(&now, &tm);
	strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
	for (i = 1; i < 1000; i++) {
		if (i == 1)
			snprintf(path, sizeof path, "%s/%s-%s.pgn", dir, stamp, g->v->name);
		else
			snprintf(path, sizeof path, "%s/%s-%s-%d.pgn", dir, stamp, g->v->name, i);
		if ((fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600)) >= 0) {
			close(fd);
			if (lock(sg, path, msg, size) < 0) {
				unlink(path);
				return -1;
			}
			return 0;
		}
		if (errno != EEXIST) {
			snprintf(msg, size, "cannot create %s: %s", path, strerror(errno));
			return -1;
		}
	}
	snprintf(msg, size, "too many games started in one second");
	return -1;
}

/* Takes the lock of a kept game. */
int
store_open(store_game *sg, const char *path, char *msg, size_t size)
{
	sg->lock_fd = -1;
	return lock(sg, path, msg, size);
}

/* Reads the game of an open file. */
int
store_load(store_game *sg, var_set *set, game *g, char *msg, size_t size)
{
	return pgn_load(sg->path, 1, set, g, msg, size) == PGN_OK ? 0 : -1;
}

/* Writes g to its file. */
int
store_save(store_game *sg, const game *g, char *msg, size_t size)
{
	return pgn_save(g, sg->path, msg, size) == PGN_OK ? 0 : -1;
}

/* Releases the lock. */
void
store_close(store_game *sg)
{
	char lpath[1100];

	if (sg->lock_fd >= 0) {
		snprintf(lpath, sizeof lpath, "%s.lock", sg->path);
		unlink(lpath);
		close(sg->lock_fd);
	}
	sg->lock_fd = -1;
}

/* Deletes the file and releases the lock. */
int
store_remove(store_game *sg, char *msg, size_t size)
{
	int r = 0;

	if (unlink(sg->path) < 0 && errno != ENOENT) {
		snprintf(msg, size, "cannot delete %s: %s", sg->path, strerror(errno));
		r = -1;
	}
	store_close(sg);
	return r;
}

/* Whether another process holds the lock of path. */
static int
in_use(const char *path)
{
	char lpath[1100];
	struct flock fl;
	int fd, busy = 0;

	snprintf(lpath, sizeof lpath, "%s.lock", path);
	if ((fd = open(lpath, O_RDONLY | O_CLOEXEC)) < 0)
		return 0;
	memset(&fl, 0, sizeof fl);
	fl.l_type = F_WRLCK;
	fl.l_whence = SEEK_SET;
	if (fcntl(fd, F_GETLK, &fl) == 0 && fl.l_type != F_UNLCK && fl.l_pid != getpid())
		busy = 1;
	close(fd);
	return busy;
}

/* Newest first. */
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
	char dir[1024];
	struct dirent *d;
	DIR *dp;
	int cap = 0;

	*out = NULL;
	*n = 0;
	if (store_dir(dir, sizeof dir) < 0 || !(dp = opendir(dir)))
		return 0;
	while ((d = readdir(dp))) {
		size_t len = strlen(d->d_name);
		store_entry e;
		pgn_entry *list;
		struct stat st;
		char emsg[256];
		int count;
		if (len < 5 || strcmp(d->d_name + len - 4, ".pgn") != 0)
			continue;
		memset(&e, 0, sizeof e);
		snprintf(e.path, sizeof e.path, "%s/%s", dir, d->d_name);
		if (stat(e.path, &st) < 0 || !S_ISREG(st.st_mode))
			continue;
		if (pgn_list(e.path, &list, &count, emsg, sizeof emsg) != PGN_OK || count < 1)
			continue;
		snprintf(e.variant, sizeof e.variant, "%s", strcmp(list[0].variant, "?") ? list[0].variant : "chess");
		snprintf(e.white, sizeof e.white, "%s", list[0].white);
		snprintf(e.black, sizeof e.black, "%s", list[0].black);
		e.plies = list[0].plies;
		e.finished = strcmp(list[0].result, "*") != 0;
		free(list);
		if (unfinished_only && e.finished)
			continue;
		e.mtime = (long long)st.st_mtime;
		{
			struct tm tm;
			time_t t = st.st_mtime;
			localtime_r(&t, &tm);
			strftime(e.date, sizeof e.date, "%Y-%m-%d %H:%M", &tm);
		}
		e.in_use = in_use(e.path);
		if (*n == cap) {
			store_entry *more = realloc(*out, (size_t)(cap = cap ? cap * 2 : 16) * sizeof **out);
			if (!more) {
				snprintf(msg, size, "out of memory");
				break;
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

/* Deletes the finished games older than days. */
int
store_expire(int days, char *msg, size_t size)
{
	store_entry *list;
	int n, i, gone = 0;
	time_t now = time(NULL);

	if (days <= 0)
		return 0;
	if (store_list(&list, &n, 0, msg, size) < 0)
		return -1;
	for (i = 0; i < n; i++)
		if (list[i].finished && !list[i].in_use && now - list[i].mtime > (long long)days * 86400 &&
		    unlink(list[i].path) == 0)
			gone++;
	free(list);
	return gone;
}
