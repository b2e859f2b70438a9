/* mono.h - the monotonic clock every timer of leaper reads: the engine's
 * limits, the players' clocks, the benchmarks and the tests. */
#ifndef LEAPER_MONO_H
#define LEAPER_MONO_H

#include <stdint.h>

/* Seconds on the monotonic clock, with its full resolution. */
double mono_seconds(void);

/* Whole milliseconds on the monotonic clock. */
int64_t mono_ms(void);

#endif
