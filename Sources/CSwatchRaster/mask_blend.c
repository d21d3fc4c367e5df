#include "mask_blend.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#include <string.h>

/* mul255 in each 16-bit lane: (p + (p >> 8)) >> 8 with p = x * y + 128, which fits (255 * 255 + 128 + 254 < 65536). */
__attribute__((target("avx2"))) static inline __m256i mul255(__m256i x, __m256i y) {
    __m256i p = _mm256_add_epi16(_mm256_mullo_epi16(x, y), _mm256_set1_epi16(128));
    return _mm256_srli_epi16(_mm256_add_epi16(p, _mm256_srli_epi16(p, 8)), 8);
}

/* Eight pixels: each pixel's red and blue, then green and alpha, in 16-bit lanes, as the Swift four-pixel path has
 * them. Coverage 0 leaves a pixel as it was (mul255(x, 255) == x). */
__attribute__((target("avx2"))) static inline __m256i blended8(__m256i below, uint64_t m, __m256i inkRB, __m256i inkGA) {
    const __m256i low = _mm256_set1_epi32(0x00FF00FF);
    __m256i c = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)m));
    __m256i cover = _mm256_or_si256(c, _mm256_slli_epi32(c, 16));
    __m256i inkGAScaled = mul255(inkGA, cover);
    __m256i keep = _mm256_sub_epi32(_mm256_set1_epi32(255), _mm256_srli_epi32(inkGAScaled, 16));
    __m256i keepLanes = _mm256_or_si256(keep, _mm256_slli_epi32(keep, 16));
    __m256i rb = _mm256_add_epi16(mul255(inkRB, cover), mul255(_mm256_and_si256(below, low), keepLanes));
    __m256i ga = _mm256_add_epi16(inkGAScaled, mul255(_mm256_and_si256(_mm256_srli_epi32(below, 8), low), keepLanes));
    /* Each channel wraps at 8 bits, as UInt8's &+ does. */
    return _mm256_or_si256(_mm256_and_si256(rb, low), _mm256_slli_epi32(_mm256_and_si256(ga, low), 8));
}

/* blended8 on eight RGBA8 pixels in place. */
__attribute__((target("avx2"))) static inline void blend8(uint8_t *pixels, uint64_t m, __m256i inkRB, __m256i inkGA) {
    __m256i below = _mm256_loadu_si256((const __m256i *)pixels);
    _mm256_storeu_si256((__m256i *)pixels, blended8(below, m, inkRB, inkGA));
}

/* blended8 on eight RGB8 pixels (24 bytes) in place: widened to RGBA8 with alpha 255, blended, packed back. Reads and
 * writes exactly their 24 bytes. */
__attribute__((target("avx2"))) static inline void blend8_rgb(uint8_t *pixels, uint64_t m, __m256i inkRB, __m256i inkGA) {
    const __m128i widen = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m256i opaque = _mm256_set1_epi32((int)0xFF000000u);
    const __m256i keep = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1,
                                          0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    const __m256i join = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 7, 7);
    __m128i first = _mm_loadu_si128((const __m128i *)pixels);        /* pixels 0-3 and a third of 5 */
    __m128i last = _mm_loadl_epi64((const __m128i *)(pixels + 16));  /* the rest of pixels 5-7 */
    __m128i upper = _mm_alignr_epi8(last, first, 12);                /* pixels 4-7 from byte 0 */
    __m256i below = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_shuffle_epi8(first, widen)), _mm_shuffle_epi8(upper, widen), 1);
    __m256i out = blended8(_mm256_or_si256(below, opaque), m, inkRB, inkGA);
    __m256i rgb = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(out, keep), join);
    _mm_storeu_si128((__m128i *)pixels, _mm256_castsi256_si128(rgb));
    _mm_storel_epi64((__m128i *)(pixels + 16), _mm256_extracti128_si256(rgb, 1));
}

/* Eight pixels a step, eight zero bytes of mask skipped; the last few pixels through a zeroed eight-pixel buffer.
 * `pixel_bytes` is 4 (RGBA8, blend8) or 3 (RGB8, blend8_rgb); each caller passes a constant, so the test folds away. */
__attribute__((target("avx2"), always_inline)) static inline size_t blend_span(uint8_t *row, const uint8_t *mask, size_t count,
                                                                              uint32_t color, size_t pixel_bytes) {
    const __m256i inkRB = _mm256_set1_epi32((int)(color & 0x00FF00FF));
    const __m256i inkGA = _mm256_set1_epi32((int)(color >> 8 & 0x00FF00FF));
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t m;
        memcpy(&m, mask + i, 8);
        if (m == 0) continue;
        if (pixel_bytes == 4) blend8(row + 4 * i, m, inkRB, inkGA);
        else blend8_rgb(row + 3 * i, m, inkRB, inkGA);
    }
    if (i < count) {
        uint8_t pixels[32] = {0};
        uint64_t m = 0;
        memcpy(&m, mask + i, count - i);
        memcpy(pixels, row + pixel_bytes * i, pixel_bytes * (count - i));
        if (pixel_bytes == 4) blend8(pixels, m, inkRB, inkGA);
        else blend8_rgb(pixels, m, inkRB, inkGA);
        memcpy(row + pixel_bytes * i, pixels, pixel_bytes * (count - i));
    }
    return count;
}

__attribute__((target("avx2"))) static size_t blend_avx2(uint8_t *row, const uint8_t *mask, size_t count, uint32_t color) {
    return blend_span(row, mask, count, color, 4);
}

__attribute__((target("avx2"))) static size_t blend_rgb_avx2(uint8_t *row, const uint8_t *mask, size_t count, uint32_t color) {
    return blend_span(row, mask, count, color, 3);
}
#endif

size_t swatch_blend_mask_span_rgb_avx2(uint8_t *row, const uint8_t *mask, size_t count, uint32_t color) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    if (__builtin_cpu_supports("avx2")) return blend_rgb_avx2(row, mask, count, color);
#endif
    (void)row, (void)mask, (void)color;
    return 0;
}

size_t swatch_blend_mask_span_avx2(uint8_t *row, const uint8_t *mask, size_t count, uint32_t color) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    /* One load of what the C runtime found before main, so nothing shared is written (a cached answer was a data
     * race between the two appearance threads, which ThreadSanitizer reported). */
    if (__builtin_cpu_supports("avx2")) return blend_avx2(row, mask, count, color);
#endif
    (void)row, (void)mask, (void)color;
    return 0;
}
