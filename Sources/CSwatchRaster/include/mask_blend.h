#ifndef SWATCH_MASK_BLEND_H
#define SWATCH_MASK_BLEND_H

#include <stddef.h>
#include <stdint.h>

/* Source-over of a premultiplied colour (`color`: red in the low byte, then green, blue, alpha), scaled by each
 * coverage byte of `mask`, onto premultiplied RGBA8 pixels of `row`, eight pixels a step with AVX2: per pixel exactly
 * SwatchRaster's `color.scaled(by: c).composited(over: pixel)`. Returns how many pixels it blended: all of them, or 0
 * where the CPU lacks AVX2 and the caller blends them itself (SwatchRaster's `blendMaskSpan`). */
size_t swatch_blend_mask_span_avx2(uint8_t *row, const uint8_t *mask, size_t count, uint32_t color);

/* The same onto opaque RGB8 pixels (three bytes each, alpha 255 implied): per pixel the red, green and blue of
 * `color.scaled(by: c).composited(over: pixel)` with the pixel's alpha 255. Returns all `count` or, without AVX2, 0. */
size_t swatch_blend_mask_span_rgb_avx2(uint8_t *row, const uint8_t *mask, size_t count, uint32_t color);

#endif
