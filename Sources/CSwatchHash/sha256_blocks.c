#include "swatch_sha256.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

/* Intel's SHA extensions: four rounds per pair of sha256rnds2, the schedule by sha256msg1/msg2; the state
 * lives as ABEF and CDGH, as the instructions want it. */
__attribute__((target("sha,sse4.1"))) static void compress_ni(uint32_t state[8], const uint8_t *data, size_t blocks,
                                                                  const uint32_t *k) {
    const __m128i bswap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i tmp = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[0]), 0xB1);   /* CDAB */
    __m128i state1 = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[4]), 0x1B); /* EFGH */
    __m128i state0 = _mm_alignr_epi8(tmp, state1, 8);                                       /* ABEF */
    state1 = _mm_blend_epi16(state1, tmp, 0xF0);                                            /* CDGH */
    for (; blocks > 0; blocks--, data += 64) {
        __m128i abef = state0, cdgh = state1, m[4];
        for (int i = 0; i < 16; i++) {
            if (i < 4) m[i] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * i)), bswap);
            __m128i msg = _mm_add_epi32(m[i & 3], _mm_loadu_si128((const __m128i *)&k[4 * i]));
            state1 = _mm_sha256rnds2_epu32(state1, state0, msg);
            if (i >= 3 && i <= 14) {
                m[(i + 1) & 3] = _mm_add_epi32(m[(i + 1) & 3], _mm_alignr_epi8(m[i & 3], m[(i - 1) & 3], 4));
                m[(i + 1) & 3] = _mm_sha256msg2_epu32(m[(i + 1) & 3], m[i & 3]);
            }
            state0 = _mm_sha256rnds2_epu32(state0, state1, _mm_shuffle_epi32(msg, 0x0E));
            if (i >= 1 && i <= 12) m[(i - 1) & 3] = _mm_sha256msg1_epu32(m[(i - 1) & 3], m[i & 3]);
        }
        state0 = _mm_add_epi32(state0, abef);
        state1 = _mm_add_epi32(state1, cdgh);
    }
    tmp = _mm_shuffle_epi32(state0, 0x1B);                                      /* FEBA */
    state1 = _mm_shuffle_epi32(state1, 0xB1);                                   /* DCHG */
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(tmp, state1, 0xF0)); /* DCBA */
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(state1, tmp, 8));    /* HGFE */
}

int swatch_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks, const uint32_t k[64]) {
    if (!__builtin_cpu_supports("sha") || !__builtin_cpu_supports("sse4.1")) return 0;
    compress_ni(state, data, blocks, k);
    return 1;
}
#else
int swatch_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks, const uint32_t k[64]) {
    (void)state, (void)data, (void)blocks, (void)k;
    return 0;
}
#endif
