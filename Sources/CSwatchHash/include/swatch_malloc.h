#ifndef SWATCH_MALLOC_H
#define SWATCH_MALLOC_H

/* Keeps glibc's malloc to one arena (mallopt M_ARENA_MAX): every further arena reserves 64 MB of address space, which
 * an address-space limit (ulimit -v) counts against the process. A no-op on other C libraries (macOS: untried). */
void swatch_malloc_single_arena(void);

#endif
