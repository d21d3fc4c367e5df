#ifndef SWATCH_RGB_PACK_H
#define SWATCH_RGB_PACK_H

#include <stdint.h>

/* Copies `count` pixels' R, G, B bytes from 4-byte pixels at `src` to 3-byte pixels at `dst`. */
void rgb_pack(const uint8_t *src, uint8_t *dst, uint32_t count);

#endif
