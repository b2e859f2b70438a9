/* bigmem.h - zeroed blocks for the engine's large tables, laid out so
 * that the processor can map them with large pages. */
#ifndef LEAPER_BIGMEM_H
#define LEAPER_BIGMEM_H

#include <stddef.h>

void *bigmem_alloc(size_t bytes);
void bigmem_free(void *mem);

#endif
