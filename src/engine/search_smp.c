/* search_smp.c - Lazy SMP: the threads of one search.
 *
 * With N threads the engine the caller holds searches as it always does,
 * and N-1 helper threads search the same root at the same time, each with
 * an engine of its own (position, path of hashes, killers, history, line,
 * node count) that shares the caller's transposition table (lockless, see
 * tt.h) and the tables of the evaluation (read only during a search). The
 * helpers are not told anything else: what they find reaches the main
 * search through the table, as cut-offs and move ordering. Helper k leaves
 * out some depths by a fixed pattern, so the threads are spread over
 * several depths instead of all searching the same tree in step, and
 * makes no null move (search.c: its shallow cut-offs, shared through the
 * table, had hidden a sacrifice's mate from the main thread).
 *
 * Only the main thread watches the clock, polls the caller and decides the
 * move; when it is done, for any reason, it raises every helper's stop flag
 * and returns its move at once. The helpers end within a node of seeing
 * their flag, and are joined before anything they read can change: when
 * the next search starts, on eng_clear, eng_set_threads and eng_free (so
 * a move is never late because a helper waits for a processor on a busy
 * machine). The helpers tell their node counts through a mutex every few
 * hundred nodes, for the reports.
 */
#include "search_priv.h"

#include "bigmem.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define SMP_STACK (8u << 20) /* a helper's stack, as much as a main thread has on Linux */

/* One helper thread. */
typedef struct smp_helper {
	engine *eng;            /* its engine; kept between searches (its statistics stay) */
	struct smp_state *smp;  /* the state it belongs to */
	pthread_t thread;       /* the thread, while running */
	int running;            /* 1 from a successful start to the join */
	uint64_t published;     /* its nodes in this search as last told, under smp->lock */
} smp_helper;

/* The helpers of one engine. */
struct smp_state {
	pthread_mutex_t lock;   /* guards every helper's published */
	int nhelpers;           /* helpers allocated: the engine's nthreads - 1 */
	smp_helper helper[ENG_MAX_THREADS - 1]; /* helper k is helper[k - 1] */
};

/* Depths helper k leaves out: it searches depth d unless
 * ((d + phase) / size) is odd, with size and phase of entry (k-1) % 20
 * (helper 1 the even depths, helper 2 the odd ones, then longer runs). */
static const int skip_size[20] = { 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4 };
static const int skip_phase[20] = { 0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7 };

/* Whether helper helper_id (1 or more) leaves out depth. */
int
smp_skip_depth(int helper_id, int depth)
{
	int i = (helper_id - 1) % 20;

	return ((depth + skip_phase[i]) / skip_size[i]) % 2;
}

/* A helper's poll (every few hundred nodes): tells its node count; never
 * stops the search (the main thread does, by the stop flag). */
static int
helper_poll(void *ctx)
{
	smp_helper *h = ctx;

	pthread_mutex_lock(&h->smp->lock);
	h->published = h->eng->nodes;
	pthread_mutex_unlock(&h->smp->lock);
	return 0;
}

/* The body of a helper thread: one iterative deepening of its root. */
static void *
helper_run(void *arg)
{
	smp_helper *h = arg;
	search_info info;

	search_iterate(h->eng, NULL, &info);
	helper_poll(h);
	return NULL;
}

/* Sets helper k up for a search of root with e's limits and starts it;
 * a helper that cannot start (no memory, no thread) stays out. */
static void
start_helper(engine *e, smp_helper *sh, int k, const position *root, const uint64_t *history,
	     int nhistory)
{
	engine *h = sh->eng;
	pthread_attr_t attr;

	h->tt = e->tt;
	h->ev = e->ev;
	search_evcache_check(h);
	search_begin(h, root, helper_poll, sh);
	h->lim = e->lim;
	h->lim.nodes = 0;
	h->t0 = e->t0;
	h->soft_ms = h->hard_ms = 0;
	h->max_depth = e->max_depth;
	h->noise = e->noise;
	h->seed = e->seed;
	memset(h->killers, 0, sizeof h->killers);
	h->nthreads = 1;
	h->smp = NULL;
	h->helper_id = k;
	sh->published = 0;
	if (search_load_history(h, root, history, nhistory) < 0 || pthread_attr_init(&attr) != 0)
		return;
	pthread_attr_setstacksize(&attr, SMP_STACK);
	sh->running = pthread_create(&sh->thread, &attr, helper_run, sh) == 0;
	pthread_attr_destroy(&attr);
}

/* Starts the helpers on e's root; e's limits, evaluation tables and table
 * age are those of the new search already. A weak level (1-9) searches
 * alone: its strength is its node budget, the same on any machine and
 * with any thread count. */
void
smp_start(engine *e, const position *root, const uint64_t *history, int nhistory)
{
	struct smp_state *s = e->smp;
	int k;

	if (!s || (e->lim.level >= 1 && e->lim.level <= 9))
		return;
	for (k = 1; k <= s->nhelpers; k++)
		start_helper(e, &s->helper[k - 1], k, root, history, nhistory);
}

/* Tells every running helper to stop, without waiting for it. */
void
smp_stop(engine *e)
{
	struct smp_state *s = e->smp;
	int k;

	if (!s)
		return;
	for (k = 0; k < s->nhelpers; k++)
		if (s->helper[k].running)
			atomic_store(&s->helper[k].eng->stop_flag, 1);
}

/* Stops every running helper and waits for it; their node counts are then
 * final. Does nothing when none runs. */
void
smp_finish(engine *e)
{
	struct smp_state *s = e->smp;
	int k;

	if (!s)
		return;
	smp_stop(e);
	for (k = 0; k < s->nhelpers; k++)
		if (s->helper[k].running) {
			pthread_join(s->helper[k].thread, NULL);
			s->helper[k].running = 0;
		}
}

/* The helpers' nodes in this search, as far as they have told them. */
uint64_t
smp_nodes(engine *e)
{
	struct smp_state *s = e->smp;
	uint64_t n = 0;
	int k;

	if (!s)
		return 0;
	pthread_mutex_lock(&s->lock);
	for (k = 0; k < s->nhelpers; k++)
		n += s->helper[k].published;
	pthread_mutex_unlock(&s->lock);
	return n;
}

/* Forgets the helpers' move statistics (with eng_clear). */
void
smp_clear(engine *e)
{
	struct smp_state *s = e->smp;
	int k;

	if (!s)
		return;
	for (k = 0; k < s->nhelpers; k++) {
		memset(s->helper[k].eng->history, 0, sizeof s->helper[k].eng->history);
		memset(s->helper[k].eng->killers, 0, sizeof s->helper[k].eng->killers);
		memset(s->helper[k].eng->counter, 0, sizeof s->helper[k].eng->counter);
		s->helper[k].eng->evcache_stamp = 0; /* emptied at its next search */
	}
}

/* Frees helper engine h (its table and evaluation tables are e's). */
static void
free_helper(engine *h)
{
	free(h->keys);
	bigmem_free(h);
}

/* Stops and frees the helpers; e searches alone again. */
void
smp_free(engine *e)
{
	struct smp_state *s = e->smp;
	int k;

	if (!s)
		return;
	smp_finish(e);
	for (k = 0; k < s->nhelpers; k++)
		free_helper(s->helper[k].eng);
	pthread_mutex_destroy(&s->lock);
	free(s);
	e->smp = NULL;
	e->nthreads = 1;
}

/* Makes every later search use n threads (clamped to 1..ENG_MAX_THREADS). */
int
eng_set_threads(engine *e, int n)
{
	struct smp_state *s;

	if (n < 1)
		n = 1;
	if (n > ENG_MAX_THREADS)
		n = ENG_MAX_THREADS;
	if (n == 1) {
		smp_free(e);
		return 1;
	}
	if (!e->smp) {
		s = calloc(1, sizeof *s);
		if (!s)
			return e->nthreads;
		if (pthread_mutex_init(&s->lock, NULL) != 0) {
			free(s);
			return e->nthreads;
		}
		e->smp = s;
	}
	s = e->smp;
	smp_finish(e);
	while (s->nhelpers > n - 1)
		free_helper(s->helper[--s->nhelpers].eng);
	while (s->nhelpers < n - 1) {
		smp_helper *h = &s->helper[s->nhelpers];
		memset(h, 0, sizeof *h);
		h->eng = bigmem_alloc(sizeof *h->eng);
		if (!h->eng)
			break;
		h->smp = s;
		s->nhelpers++;
	}
	e->nthreads = 1 + s->nhelpers;
	if (e->nthreads == 1)
		smp_free(e);
	return e->nthreads;
}

/* The threads e's searches use. */
int
eng_threads(const engine *e)
{
	return e->nthreads > 1 ? e->nthreads : 1;
}
