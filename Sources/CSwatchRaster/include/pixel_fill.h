#ifndef SWATCH_PIXEL_FILL_H
#define SWATCH_PIXEL_FILL_H

#include <stddef.h>
#include <stdint.h>

/* Stores `pixel` (four bytes as they lie in memory: red, green, blue, alpha) into the `count` pixels from `row`:
 * SwatchRaster's opaque fill. */
void swatch_fill_pixels(uint32_t *row, uint32_t pixel, size_t count);

#endif
