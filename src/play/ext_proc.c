/* ext_proc.c - an external engine's process: run directly when its
 * command is plain words, else under /bin/sh, in a process group of its
 * own, spoken to through a socket pair (written
 * with MSG_NOSIGNAL, so that a dead engine cannot kill leaper with
 * SIGPIPE), read line by line with a deadline while the caller's poll
 * keeps the front end alive, and ended with its whole group. */
#include "config.h"

#include "ext_priv.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include <unistd.h>

#include "mono.h"

#define MAX_WORDS 64     /* the most words a plain command runs with */
#define SLICE_MS 25      /* the longest wait between two polls */
#define EXIT_WAIT_MS 500 /* how long an engine has to exit by itself */

/* Says whether command is plain words that need no shell: letters,
 * digits and a few marks that no shell treats specially. */
static int
plain_words(const char *command)
{
	const char *c;
	int words = 0, in_word = 0;

	for (c = command; *c; c++) {
		if (*c == ' ' || *c == '\t') {
			in_word = 0;
			continue;
		}
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+=:,@%", *c))
			return 0;
		if (!in_word && ++words >= MAX_WORDS)
			return 0;
		in_word = 1;
	}
	return words > 0;
}

/* Replaces the child by command: by the program itself when the command
 * is plain words, so that no shell stands between leaper and the engine
 * (a shell that forks leaves the engine to be reaped by someone else),
 * else by /bin/sh -c. Returns only if nothing could be run. */
static void
exec_command(const char *command)
{
	if (plain_words(command)) {
		char copy[4096], *argv[MAX_WORDS + 1], *save = NULL, *w;
		int n = 0;

		if (strlen(command) < sizeof copy) {
			strcpy(copy, command);
			for (w = strtok_r(copy, " \t", &save); w; w = strtok_r(NULL, " \t", &save))
				argv[n++] = w;
			argv[n] = NULL;
			execvp(argv[0], argv);
			return;
		}
	}
	execl("/bin/sh", "sh", "-c", command, (char *)NULL);
}

/* In the child: its own process group, the socket as its standard input
 * and output, stderr to /dev/null (its chatter would spoil the screen),
 * no signal blocked or ignored that leaper blocks or ignores, none of
 * leaper's files open; then command. */
static void
run_child(int fd, const char *command)
{
	static const int sigs[] = { SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD };
	int null = open("/dev/null", O_WRONLY), i;
	long maxfd = sysconf(_SC_OPEN_MAX);
	sigset_t none;

	setpgid(0, 0);
	for (i = 0; i < (int)(sizeof sigs / sizeof sigs[0]); i++)
		signal(sigs[i], SIG_DFL);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	dup2(fd, STDIN_FILENO);
	dup2(fd, STDOUT_FILENO);
	if (null >= 0)
		dup2(null, STDERR_FILENO);
	for (i = 3; i < (maxfd > 0 && maxfd < 4096 ? maxfd : 4096); i++)
		close(i);
	exec_command(command);
	_exit(127);
}

/* Starts command in a process group of its own. */
int
ext_proc_start(ext_proc *e, const char *command, char *msg, size_t size)
{
	int sv[2];
	pid_t pid;

	memset(e, 0, sizeof *e);
	e->fd = -1;
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) < 0) {
		snprintf(msg, size, "cannot start the engine \"%s\": %s", command, strerror(errno));
		return -1;
	}
	if ((pid = fork()) < 0) {
		snprintf(msg, size, "cannot start the engine \"%s\": %s", command, strerror(errno));
		close(sv[0]);
		close(sv[1]);
		return -1;
	}
	if (pid == 0)
		run_child(sv[1], command);
#ifdef PR_SET_CHILD_SUBREAPER
	/* what a shell leaves behind comes to leaper to be reaped, not to an
	 * init that may never reap it */
	prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
#endif
	setpgid(pid, pid); /* as the child does: whichever runs first */
	close(sv[1]);
	fcntl(sv[0], F_SETFL, fcntl(sv[0], F_GETFL) | O_NONBLOCK);
	e->pid = pid;
	e->fd = sv[0];
	return 0;
}

/* Sends one line, however long. */
int
ext_proc_send(ext_proc *e, const char *fmt, ...)
{
	char small[1024], *line = small;
	va_list ap, aq;
	size_t len, done = 0;
	int n, r = 0;

	if (e->fd < 0)
		return -1;
	va_start(ap, fmt);
	va_copy(aq, ap);
	n = vsnprintf(small, sizeof small, fmt, ap);
	va_end(ap);
	if (n >= 0 && (size_t)n + 2 > sizeof small && (line = malloc((size_t)n + 2)) != NULL)
		vsnprintf(line, (size_t)n + 1, fmt, aq);
	va_end(aq);
	if (n < 0 || !line)
		return -1;
	len = (size_t)n;
	line[len++] = '\n';
	while (done < len) {
		ssize_t w = send(e->fd, line + done, len - done, MSG_NOSIGNAL);
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			struct pollfd pfd = { e->fd, POLLOUT, 0 };
			/* an engine that reads nothing for a second is as good as gone */
			if (poll(&pfd, 1, 1000) > 0)
				continue;
		}
		if (w <= 0) {
			r = -1;
			break;
		}
		done += (size_t)w;
	}
	if (line != small)
		free(line);
	return r;
}

/* Moves a whole line from e->buf to line; returns 1, or 0 when there is
 * none. A line longer than the buffer is cut. */
static int
take_line(ext_proc *e, char *line, size_t size)
{
	char *nl = memchr(e->buf, '\n', e->len);
	size_t n, keep;

	if (!nl && e->len < sizeof e->buf && !(e->eof && e->len))
		return 0;
	n = nl ? (size_t)(nl - e->buf) : e->len;
	keep = n < size ? n : size - 1;
	memcpy(line, e->buf, keep);
	line[keep] = '\0';
	if (keep && line[keep - 1] == '\r')
		line[keep - 1] = '\0';
	if (nl)
		n++;
	memmove(e->buf, e->buf + n, e->len - n);
	e->len -= n;
	return 1;
}

/* Reads what the engine wrote into e->buf; returns 0, or -1 at its end. */
static int
fill(ext_proc *e)
{
	ssize_t r;

	for (;;) {
		r = read(e->fd, e->buf + e->len, sizeof e->buf - e->len);
		if (r > 0) {
			e->len += (size_t)r;
			return 0;
		}
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
			return 0;
		e->eof = 1;
		return -1;
	}
}

/* Reads one line until deadline, polling now and then. */
int
ext_proc_read(ext_proc *e, char *line, size_t size, int64_t deadline, search_poll poll_fn, void *ctx)
{
	for (;;) {
		struct pollfd pfd = { e->fd, POLLIN, 0 };
		int64_t now = mono_ms();
		int wait = SLICE_MS;

		if (take_line(e, line, size))
			return EXT_LINE;
		if (e->eof || e->fd < 0)
			return EXT_EOF;
		if (poll_fn && poll_fn(ctx))
			return EXT_STOPPED;
		if (deadline && now >= deadline)
			return EXT_TIMEOUT;
		if (deadline && deadline - now < wait)
			wait = (int)(deadline - now);
		if (poll(&pfd, 1, wait) > 0)
			fill(e);
	}
}

/* Reads one line of an answer; a stop sends stop_line once and turns
 * the wait into the grace, since both protocols stop a search so. */
int
ext_proc_read_answer(ext_proc *e, char *line, size_t size, int64_t *deadline, search_poll *poll, void *ctx,
		     const char *stop_line)
{
	int r;

	while ((r = ext_proc_read(e, line, size, *deadline, *poll, ctx)) == EXT_STOPPED) {
		ext_proc_send(e, "%s", stop_line);
		*poll = NULL;
		*deadline = mono_ms() + EXT_GRACE_MS;
	}
	return r;
}

/* Throws away what is waiting. */
void
ext_proc_drain(ext_proc *e)
{
	if (e->fd >= 0 && !e->eof)
		fill(e);
	e->len = 0;
}

/* Words for how a process ended, from its wait status. */
static void
describe_status(int status, char *buf, size_t size)
{
	if (WIFSIGNALED(status))
		snprintf(buf, size, "killed by signal %d", WTERMSIG(status));
	else
		snprintf(buf, size, "exit status %d", WEXITSTATUS(status));
}

/* Whether the group's leader has exited within ms (not reaped yet, so
 * that its group cannot be taken by another process meanwhile). */
static int
exited_within(pid_t pid, int ms)
{
	int64_t end = mono_ms() + ms;
	siginfo_t si;

	for (;;) {
		memset(&si, 0, sizeof si);
		if (waitid(P_PID, (id_t)pid, &si, WEXITED | WNOHANG | WNOWAIT) < 0)
			return 1; /* not our child any more: nothing to wait for */
		if (si.si_pid == pid)
			return 1;
		if (mono_ms() >= end)
			return 0;
		usleep(10000);
	}
}

/* Reaps the rest of the killed group pgid: the children of a shell that
 * came to leaper when the shell died. Waits a moment at most. */
static void
reap_group(pid_t pgid)
{
	int64_t end = mono_ms() + EXIT_WAIT_MS;
	int status;

	for (;;) {
		pid_t r = waitpid(-pgid, &status, WNOHANG);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0 || mono_ms() >= end)
			return;
		if (r == 0)
			usleep(5000);
	}
}

/* Kills what is left of the group and reaps the leader, keeping how it
 * ended in e->gone. */
static void
end_group(ext_proc *e)
{
	int status;

	if (e->pid <= 0)
		return;
	kill(-e->pid, SIGKILL);
	while (waitpid(e->pid, &status, 0) < 0 && errno == EINTR)
		;
	if (!e->gone[0])
		describe_status(status, e->gone, sizeof e->gone);
	reap_group(e->pid);
	e->pid = 0;
}

/* Says how the engine ended. */
const char *
ext_proc_gone(ext_proc *e)
{
	if (e->pid > 0) {
		siginfo_t si;
		memset(&si, 0, sizeof si);
		if (exited_within(e->pid, EXIT_WAIT_MS) &&
		    waitid(P_PID, (id_t)e->pid, &si, WEXITED | WNOHANG | WNOWAIT) == 0 && si.si_pid == e->pid) {
			if (si.si_code == CLD_EXITED)
				snprintf(e->gone, sizeof e->gone, "exit status %d", si.si_status);
			else
				snprintf(e->gone, sizeof e->gone, "killed by signal %d", si.si_status);
		} else {
			snprintf(e->gone, sizeof e->gone, "closed its output");
		}
		end_group(e);
	}
	if (e->fd >= 0)
		close(e->fd);
	e->fd = -1;
	return e->gone;
}

/* Ends the engine and its whole group. */
void
ext_proc_stop(ext_proc *e, const char *quit_line)
{
	if (e->pid > 0) {
		if (quit_line && e->fd >= 0 && !e->eof)
			ext_proc_send(e, "%s", quit_line);
		if (!exited_within(e->pid, EXIT_WAIT_MS))
			kill(-e->pid, SIGTERM);
		exited_within(e->pid, EXIT_WAIT_MS / 2);
		end_group(e);
	}
	if (e->fd >= 0)
		close(e->fd);
	e->fd = -1;
}
