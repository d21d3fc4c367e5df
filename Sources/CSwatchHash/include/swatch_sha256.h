#ifndef SWATCH_SHA256_H
#define SWATCH_SHA256_H

#include <stddef.h>
#include <stdint.h>

/* SHA-256's compression of `blocks` 64-byte blocks at `data` into `state` (a, b, ... h) with the CPU's
 * SHA instructions, `k` the standard's 64 round constants (the caller's table). Returns 0, leaving `state`
 * alone, where the CPU has none: the caller compresses. */
int swatch_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks, const uint32_t k[64]);

#endif
