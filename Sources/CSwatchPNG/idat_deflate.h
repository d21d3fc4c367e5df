#ifndef SWATCH_IDAT_DEFLATE_H
#define SWATCH_IDAT_DEFLATE_H

/* The image data of a PNG, deflated by ISA-L's igzip: rows go in (filter byte first), zlib-wrapped
 * IDAT payloads come out through a callback, a fixed number of bytes each, the last one shorter.
 * The compressed stream depends only on the row bytes, never on how many rows a call brings, so a
 * sheet written in bands of any height is the same file. Internal to CSwatchPNG. */

#include <stddef.h>
#include <stdint.h>

typedef struct idat_deflater idat_deflater;

/* Receives each IDAT payload; may longjmp (libpng's error handling), the deflater stays consistent. */
typedef void (*idat_emit)(void *context, const uint8_t *payload, size_t length);

/* A deflater for rows of `row_bytes` bytes (the filter byte included), or NULL when out of memory. */
/* What idat_deflater_create(row_bytes) allocates: the staged rows, igzip's state and level buffer. */
size_t idat_deflater_bytes(size_t row_bytes);

idat_deflater *idat_deflater_create(size_t row_bytes);

/* Where the next row goes: fill all `row_bytes`, then call idat_deflater_add_row. */
uint8_t *idat_deflater_row(idat_deflater *d);

/* Takes the row written at idat_deflater_row; compresses once a chunk of rows is staged.
 * Returns 0, or non-zero with a message in `err` if igzip refused. */
int idat_deflater_add_row(idat_deflater *d, idat_emit emit, void *context, char *err, size_t errlen);

/* Rows staged before they are compressed: igzip is called on each chunk of this many rows from the image's top
 * (its output depends on where its calls split the input), so a caller holding whole chunks can hand them over as
 * they lie (idat_deflater_add_rows). */
size_t idat_deflater_chunk_rows(size_t row_bytes);

/* Takes `count` rows of `row_bytes` bytes each (filter byte first), `rows` contiguous: a whole chunk that starts a
 * chunk is compressed where it lies, the rest staged as idat_deflater_add_row stages it. Same stream either way. */
int idat_deflater_add_rows(idat_deflater *d, const uint8_t *rows, size_t count, idat_emit emit, void *context, char *err,
                           size_t errlen);

/* Compresses what is staged, ends the zlib stream (Adler-32 trailer) and emits the rest. */
int idat_deflater_finish(idat_deflater *d, idat_emit emit, void *context, char *err, size_t errlen);

void idat_deflater_destroy(idat_deflater *d);

#endif
