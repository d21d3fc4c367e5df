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

/* 32 pixels of pattern (96 bytes, a whole number of 32-byte stores), copied along the row; the rest from its start. */
void swatch_fill_rgb(uint8_t *row, uint8_t red, uint8_t green, uint8_t blue, size_t count) {
    enum { PATTERN_PIXELS = 32 };
    uint8_t pattern[3 * PATTERN_PIXELS];
    for (size_t i = 0; i < PATTERN_PIXELS; i++) {
        pattern[3 * i] = red;
        pattern[3 * i + 1] = green;
        pattern[3 * i + 2] = blue;
    }
    size_t i = 0;
    for (; i + PATTERN_PIXELS <= count; i += PATTERN_PIXELS) memcpy(row + 3 * i, pattern, sizeof pattern);
    memcpy(row + 3 * i, pattern, 3 * (count - i));
}
