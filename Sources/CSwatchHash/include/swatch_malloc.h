#ifndef SWATCH_MALLOC_H
#define SWATCH_MALLOC_H

/* Whether glibc's malloc was kept to one arena (mallopt M_ARENA_MAX) when the program was loaded, as it is under an
 * address-space limit (ulimit -v): every further arena reserves 64 MB of address space, which the limit counts against
 * the process. 0 on other C libraries (macOS: untried), and without such a limit. */
int swatch_malloc_one_arena(void);

#endif
