/* malloc's arenas for MemoryBudget (MemoryBudget.swift), kept in this target because it is the C target SwatchSupport
 * already links: see swatch_malloc.h. */
#include "swatch_malloc.h"

#include <stdlib.h>  /* defines __GLIBC__ on glibc: without a libc header first the test below was always false */
#if defined(__GLIBC__)
#include <malloc.h>
#include <sys/resource.h>
#endif

static int one_arena = 0;

/* At load, before any thread exists. (Until this file included a libc header, __GLIBC__ was never defined here, mallopt
 * was never called, and the world.txt render under ulimit -v 260000 reserved a 64 MB heap as its second thread started.) */
__attribute__((constructor)) static void swatch_malloc_arenas_at_load(void) {
#if defined(__GLIBC__)
    struct rlimit limit;
    if (getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) one_arena = mallopt(M_ARENA_MAX, 1) == 1;
#endif
}

int swatch_malloc_one_arena(void) {
    return one_arena;
}
