#ifndef SWATCH_PIXEL_FILL_H
#define SWATCH_PIXEL_FILL_H

#include <stddef.h>
#include <stdint.h>

/* Stores `pixel` (four bytes as they lie in memory: red, green, blue, alpha) into the `count` pixels from `row`:
 * SwatchRaster's opaque fill. */
void swatch_fill_pixels(uint32_t *row, uint32_t pixel, size_t count);

/* Stores the three bytes `red`, `green`, `blue` into the `count` three-byte pixels from `row`: the opaque fill of
 * an RGB band (SwatchRaster's scanline layout). */
void swatch_fill_rgb(uint8_t *row, uint8_t red, uint8_t green, uint8_t blue, size_t count);

#endif
