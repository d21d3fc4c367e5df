#include "rgb_pack.h"

#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define RGB_PACK_SSSE3 1
#elif defined(__aarch64__)
#include <arm_neon.h>
#endif

/* Four bytes copied, three kept: each copy's alpha byte is overwritten by the next pixel's red. */
static void pack_bytes(const uint8_t *src, uint8_t *dst, uint32_t count) {
    if (count == 0) return;
    for (uint32_t i = 0; i + 1 < count; i++, src += 4, dst += 3) memcpy(dst, src, 4);
    memcpy(dst, src, 3);
}

#ifdef RGB_PACK_SSSE3
/* Four pixels a shuffle; each 16-byte store's last 4 bytes are overwritten by the next, so the loop stops
 * while at least two pixels (6 bytes) remain for the byte loop. */
__attribute__((target("ssse3"))) static void pack_ssse3(const uint8_t *src, uint8_t *dst, uint32_t count) {
    const __m128i keep = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    uint32_t i = 0;
    for (; i + 6 <= count; i += 4) {
        __m128i px = _mm_loadu_si128((const __m128i *)(src + 4 * (size_t)i));
        _mm_storeu_si128((__m128i *)(dst + 3 * (size_t)i), _mm_shuffle_epi8(px, keep));
    }
    pack_bytes(src + 4 * (size_t)i, dst + 3 * (size_t)i, count - i);
}

/* Eight pixels a step: each lane shuffled as above, then its 12 bytes joined into 24; each 32-byte store's
 * last 8 bytes are overwritten by the next, so the loop stops while at least 11 pixels (33 bytes) remain,
 * and the SSSE3 loop takes the rest. About half the instructions of SSSE3's per pixel (swatch-bench). */
__attribute__((target("avx2"))) static void pack_avx2(const uint8_t *src, uint8_t *dst, uint32_t count) {
    const __m256i keep = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1,
                                          0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    const __m256i join = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 7, 7);
    uint32_t i = 0;
    for (; i + 11 <= count; i += 8) {
        __m256i px = _mm256_loadu_si256((const __m256i *)(src + 4 * (size_t)i));
        __m256i rgb = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(px, keep), join);
        _mm256_storeu_si256((__m256i *)(dst + 3 * (size_t)i), rgb);
    }
    pack_ssse3(src + 4 * (size_t)i, dst + 3 * (size_t)i, count - i);
}
#endif

void rgb_pack(const uint8_t *src, uint8_t *dst, uint32_t count) {
#ifdef RGB_PACK_SSSE3
    /* Each __builtin_cpu_supports is one load of what the C runtime found before main: nothing to cache (a cached
     * answer written by one band writer's thread and read by another's was a data race). */
    if (__builtin_cpu_supports("avx2")) {
        pack_avx2(src, dst, count);
        return;
    }
    if (__builtin_cpu_supports("ssse3")) {
        pack_ssse3(src, dst, count);
        return;
    }
#elif defined(__aarch64__)
    uint32_t i = 0;
    for (; i + 16 <= count; i += 16) {
        uint8x16x4_t px = vld4q_u8(src + 4 * (size_t)i);
        uint8x16x3_t rgb = {{px.val[0], px.val[1], px.val[2]}};
        vst3q_u8(dst + 3 * (size_t)i, rgb);
    }
    src += 4 * (size_t)i;
    dst += 3 * (size_t)i;
    count -= i;
#endif
    pack_bytes(src, dst, count);
}
