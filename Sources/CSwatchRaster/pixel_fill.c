#include "pixel_fill.h"

#include <string.h>
#include <wchar.h>

/* libc's four-byte fill, wmemset, stores with the widest registers the CPU has (32 or 64 bytes), where the loop
 * Swift makes of `update(repeating:count:)` stores 16 bytes a step: about half the time of a band's fills
 * (issue 30). wchar_t is four bytes on Linux and macOS; elsewhere the plain loop. */
void swatch_fill_pixels(uint32_t *row, uint32_t pixel, size_t count) {
    if (sizeof(wchar_t) == sizeof(uint32_t)) {
        wchar_t unit;
        memcpy(&unit, &pixel, sizeof unit);
        wmemset((wchar_t *)row, unit, count);
        return;
    }
    for (size_t i = 0; i < count; i++) row[i] = pixel;
}

/* 32 pixels of pattern (96 bytes, a whole number of 32-byte stores), each written as a four-byte word whose fourth byte
 * the next pixel overwrites; `pattern` has room for the last word's spare byte. */
static void rgb_pattern(uint8_t pattern[100], uint8_t red, uint8_t green, uint8_t blue) {
    uint32_t pixel = (uint32_t)red | (uint32_t)green << 8 | (uint32_t)blue << 16;
    for (size_t i = 0; i < 32; i++) memcpy(pattern + 3 * i, &pixel, 4);
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
/* The pattern in three 32-byte registers, stored along the row: a third of the stores of the baseline's 16-byte copies. */
__attribute__((target("avx2"))) static size_t fill_rgb_avx2(uint8_t *row, const uint8_t pattern[100], size_t count) {
    __m256i a = _mm256_loadu_si256((const __m256i *)pattern), b = _mm256_loadu_si256((const __m256i *)(pattern + 32)),
            c = _mm256_loadu_si256((const __m256i *)(pattern + 64));
    size_t i = 0;
    for (; i + 32 <= count; i += 32) {
        _mm256_storeu_si256((__m256i *)(row + 3 * i), a);
        _mm256_storeu_si256((__m256i *)(row + 3 * i + 32), b);
        _mm256_storeu_si256((__m256i *)(row + 3 * i + 64), c);
    }
    return i;
}
#endif

void swatch_fill_rgb(uint8_t *row, uint8_t red, uint8_t green, uint8_t blue, size_t count) {
    if (count < 32) {  /* a short span (a hairline's, a corner's): its bytes, no pattern */
        for (size_t i = 0; i < count; i++) {
            row[3 * i] = red;
            row[3 * i + 1] = green;
            row[3 * i + 2] = blue;
        }
        return;
    }
    uint8_t pattern[100];
    rgb_pattern(pattern, red, green, blue);
    size_t i = 0;
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    if (__builtin_cpu_supports("avx2")) i = fill_rgb_avx2(row, pattern, count);
#endif
    for (; i + 32 <= count; i += 32) memcpy(row + 3 * i, pattern, 96);
    memcpy(row + 3 * i, pattern, 3 * (count - i));
}
