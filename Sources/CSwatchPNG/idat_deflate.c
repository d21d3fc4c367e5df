#include "idat_deflate.h"

#include <isa-l/igzip_lib.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* igzip level 1 with zlib's 32 KiB window, chosen by measurement (swatch-bench and a sweep of the default
 * light and dark sheets, 1170 x 9696 at 3x, filter NONE): zlib level 5, libpng's deflate until now, made
 * 636 KB in 134 ms a sheet, three quarters of a render; igzip level 1 makes 822 KB in 10 ms, level 2 820 KB
 * in the same time, level 3 866 KB in 55 ms; zlib level 1 782 KB in 73 ms. Pillow's files are 870 KB.
 * Filters SUB and UP made every one of them larger (flat rows repeat verbatim inside the window). */
#define IDAT_LEVEL 1
#define IDAT_LEVEL_BUFFER ISAL_DEF_LVL1_DEFAULT
#define IDAT_WINDOW_BITS 15            /* PNG allows at most 32 KiB */
#define STAGED_BYTES (256u * 1024u)    /* rows compressed at a time (at least one row) */
#define PAYLOAD_BYTES (64u * 1024u)    /* bytes per IDAT chunk but the last */
#define MAX_PIECE ((size_t)1 << 30)    /* input per isal_deflate call: its counts are 32-bit */

/* igzip's level 1 and 2 body (igzip_icf_body_h1_gr_bt.asm, ISA-L 2.30 to 2.32) slips on a stream's first call:
 * it files the third byte under a hash of a register that holds the isal_zstream's address, not of the input,
 * so where the deflater happened to be in memory decided whether a match was found (a 20 x 20 chip's image
 * data was 67 bytes, or 97 at about 1 address in 2,000; `DeflaterAddressTests`). Given exactly one byte more
 * than its look-ahead, that first call compresses the first byte alone, and every later call hashes from the
 * input. A stream no longer than that is compressed at level 0, whose body has no such slip. */
#define FIRST_PIECE ((size_t)ISAL_LOOK_AHEAD + 1)

struct idat_deflater {
    struct isal_zstream stream;
    uint8_t *level_buffer;
    uint8_t *staged;        /* whole rows waiting to be compressed */
    size_t row_bytes, staged_rows, capacity_rows;
    uint8_t payload[PAYLOAD_BYTES];
};

/* Rows staged before they are compressed: a chunk's worth, one row at least. */
static size_t staged_capacity(size_t row_bytes) { return row_bytes >= STAGED_BYTES ? 1 : STAGED_BYTES / row_bytes; }

size_t idat_deflater_chunk_rows(size_t row_bytes) { return row_bytes == 0 ? 1 : staged_capacity(row_bytes); }

size_t idat_deflater_bytes(size_t row_bytes) {
    return sizeof(idat_deflater) + staged_capacity(row_bytes) * row_bytes + IDAT_LEVEL_BUFFER;
}

idat_deflater *idat_deflater_create(size_t row_bytes) {
    if (row_bytes == 0) return NULL;
    idat_deflater *d = calloc(1, sizeof *d);
    if (d == NULL) return NULL;
    d->row_bytes = row_bytes;
    d->capacity_rows = staged_capacity(row_bytes);
    d->staged = malloc(d->capacity_rows * row_bytes);
    d->level_buffer = malloc(IDAT_LEVEL_BUFFER);
    if (d->staged == NULL || d->level_buffer == NULL) {
        idat_deflater_destroy(d);
        return NULL;
    }
    isal_deflate_init(&d->stream);
    d->stream.level = IDAT_LEVEL;
    d->stream.level_buf = d->level_buffer;
    d->stream.level_buf_size = IDAT_LEVEL_BUFFER;
    d->stream.hist_bits = IDAT_WINDOW_BITS;
    d->stream.gzip_flag = IGZIP_ZLIB;
    d->stream.flush = NO_FLUSH;
    d->stream.next_out = d->payload;
    d->stream.avail_out = PAYLOAD_BYTES;
    return d;
}

uint8_t *idat_deflater_row(idat_deflater *d) { return d->staged + d->staged_rows * d->row_bytes; }

/* Emits the payload buffer's contents as one chunk and empties it. */
static void emit_payload(idat_deflater *d, idat_emit emit, void *context) {
    size_t length = PAYLOAD_BYTES - d->stream.avail_out;
    d->stream.next_out = d->payload;
    d->stream.avail_out = PAYLOAD_BYTES;
    if (length > 0) emit(context, d->payload, length);
}

/* Compresses `left` bytes from `next`, in pieces igzip's 32-bit counts can hold; with `last`, also ends the stream. */
static int compress(idat_deflater *d, const uint8_t *next, size_t left, int last, idat_emit emit, void *context, char *err,
                    size_t errlen) {
    int first = d->stream.total_in == 0;
    if (first && last && left <= FIRST_PIECE) d->stream.level = 0;
    do {
        size_t piece = left < MAX_PIECE ? left : MAX_PIECE;
        if (first && d->stream.level != 0 && piece > FIRST_PIECE) piece = FIRST_PIECE;
        first = 0;
        int ending = last && piece == left;
        d->stream.next_in = (uint8_t *)next;
        d->stream.avail_in = (uint32_t)piece;
        d->stream.end_of_stream = ending ? 1 : 0;
        next += piece;
        left -= piece;
        for (;;) {
            int status = isal_deflate(&d->stream);
            if (status != COMP_OK) {
                snprintf(err, errlen, "igzip failed (error %d)", status);
                return 1;
            }
            int done = ending ? d->stream.internal_state.state == ZSTATE_END : d->stream.avail_in == 0;
            if (d->stream.avail_out == 0 || (done && ending)) emit_payload(d, emit, context);
            if (done) break;
        }
    } while (left > 0);
    return 0;
}

/* Compresses the staged rows; with `last`, also ends the stream. */
static int compress_staged(idat_deflater *d, int last, idat_emit emit, void *context, char *err, size_t errlen) {
    size_t rows = d->staged_rows;
    d->staged_rows = 0;
    return compress(d, d->staged, rows * d->row_bytes, last, emit, context, err, errlen);
}

int idat_deflater_add_row(idat_deflater *d, idat_emit emit, void *context, char *err, size_t errlen) {
    if (++d->staged_rows < d->capacity_rows) return 0;
    return compress_staged(d, 0, emit, context, err, errlen);
}

int idat_deflater_add_rows(idat_deflater *d, const uint8_t *rows, size_t count, idat_emit emit, void *context, char *err,
                           size_t errlen) {
    while (count > 0) {
        if (d->staged_rows == 0 && count >= d->capacity_rows) {
            size_t bytes = d->capacity_rows * d->row_bytes;
            if (compress(d, rows, bytes, 0, emit, context, err, errlen) != 0) return 1;
            rows += bytes;
            count -= d->capacity_rows;
            continue;
        }
        size_t take = d->capacity_rows - d->staged_rows;
        if (take > count) take = count;
        memcpy(idat_deflater_row(d), rows, take * d->row_bytes);
        rows += take * d->row_bytes;
        count -= take;
        d->staged_rows += take;
        if (d->staged_rows == d->capacity_rows && compress_staged(d, 0, emit, context, err, errlen) != 0) return 1;
    }
    return 0;
}

int idat_deflater_finish(idat_deflater *d, idat_emit emit, void *context, char *err, size_t errlen) {
    return compress_staged(d, 1, emit, context, err, errlen);
}

void idat_deflater_destroy(idat_deflater *d) {
    if (d == NULL) return;
    free(d->staged);
    free(d->level_buffer);
    free(d);
}
