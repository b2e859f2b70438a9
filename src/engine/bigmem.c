/* bigmem.c - zeroed blocks for the engine's large tables.
 *
 * The transposition table, the evaluation cache and the engine's other
 * tables are read at random places, one line at a time: with the
 * ordinary 4 kB pages nearly every probe also misses the processor's
 * page cache (its TLB). A block of 2 MB or more is aligned to 2 MB and
 * the kernel is asked to back it with large pages where it can, which
 * Linux does when its transparent huge pages are "always" or "madvise";
 * elsewhere the hint is left out and the block is an ordinary one. */
#include "bigmem.h"

#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#define CACHE_LINE 64
#define LARGE_PAGE ((size_t)2 << 20)

/* bytes of zeroed memory aligned to a cache line (to a large page when
 * it is that large), or NULL; freed with bigmem_free. */
void *
bigmem_alloc(size_t bytes)
{
	size_t align = bytes >= LARGE_PAGE ? LARGE_PAGE : CACHE_LINE;
	void *mem = NULL;

	if (bytes == 0)
		bytes = 1;
	if (posix_memalign(&mem, align, bytes) != 0)
		return NULL;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
	if (align == LARGE_PAGE)
		(void)madvise(mem, bytes, MADV_HUGEPAGE);
#endif
	memset(mem, 0, bytes);
	return mem;
}

/* Frees a block of bigmem_alloc (NULL is allowed). */
void
bigmem_free(void *mem)
{
	free(mem);
}
