/* malloc's arenas for MemoryBudget.checkStart (MemoryBudget.swift), kept in this target because it is the C target
 * SwatchSupport already links: see swatch_malloc.h. */
#include "swatch_malloc.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void swatch_malloc_single_arena(void) {
#if defined(__GLIBC__)
    mallopt(M_ARENA_MAX, 1);
#endif
}
