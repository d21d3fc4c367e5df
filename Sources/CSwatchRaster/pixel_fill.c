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
