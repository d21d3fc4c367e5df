#ifndef SWATCH_PNG_H
#define SWATCH_PNG_H

/* A thin C layer over libpng. libpng reports errors by longjmp; every function
 * here that can fail catches that with its own setjmp, so no libpng error ever
 * unwinds through a caller's (Swift) frames and no caller callback ever runs
 * beneath libpng.
 *
 * Error convention: a failing function returns non-zero (or NULL) and writes a
 * one-line, NUL-terminated message into `err` (at most `errlen` bytes, truncated
 * if needed; `err` may be NULL when errlen is 0). */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The decoding budget: the reader decodes a whole image into straight RGBA8, 4 bytes a pixel, and
 * refuses an image whose width*height*4 bytes exceed SWATCH_PNG_DECODE_BUDGET_BYTES (2 GiB), i.e. more
 * than SWATCH_PNG_DECODE_BUDGET_PIXELS (536,870,912) pixels: 16384 x 32768, or 1170 x 458,864 (a sheet
 * at 3x, about 2,700 table rows). Width and height are otherwise limited only by PNG's own 2^31 - 1, what the writer allows;
 * libpng's default user limit of 1,000,000 per side ("Invalid IHDR data") is lifted. */
#define SWATCH_PNG_DECODE_BUDGET_BYTES (1ull << 31)
#define SWATCH_PNG_DECODE_BUDGET_PIXELS (SWATCH_PNG_DECODE_BUDGET_BYTES / 4)
/* Largest width or height the streaming writer accepts: PNG's own limit, 2^31 - 1. Its memory does
 * not depend on the height, so a 10,000-row sheet at 3x (1.7 million rows of pixels) can be written. */
#define SWATCH_PNG_MAX_WRITE_DIMENSION 0x7fffffffu

/* Limits every reader gives libpng (its compiled-in defaults vary between builds): at most this many
 * ancillary chunks are kept (text and unknown chunks), and no chunk other than IDAT may be longer, or
 * decompress (zTXt, iTXt, iCCP) to more, than SWATCH_PNG_MAX_CHUNK_BYTES. */
#define SWATCH_PNG_MAX_ANCILLARY_CHUNKS 1000
#define SWATCH_PNG_MAX_CHUNK_BYTES 8000000

/* ---- Writer ------------------------------------------------------------ */

/* Opaque streaming writer. Owns the libpng structs, the FILE* and a one-row
 * conversion buffer; all of them are released by swatch_png_writer_destroy. */
typedef struct swatch_png_writer swatch_png_writer;

/* Creates `path` (fopen "wb") and writes the PNG header: IHDR (8-bit RGB when
 * with_alpha == 0, else 8-bit RGBA; not interlaced), sRGB + gAMA + cHRM, then
 * one text chunk per key/value pair (tEXt for ASCII values, iTXt for other
 * UTF-8 values). Keys must be 1...79 printable ASCII characters.
 * compression_level: -1 selects the tuned default, else a zlib level 0...9.
 * The output depends only on the arguments and pixels (no tIME chunk).
 * Returns NULL on failure. */
swatch_png_writer *swatch_png_writer_open(const char *path, uint32_t width, uint32_t height,
                                          int with_alpha, int compression_level,
                                          const char *const *text_keys,
                                          const char *const *text_values, int text_count,
                                          char *err, size_t errlen);

/* Appends `count` rows of PREMULTIPLIED RGBA8 (r,g,b <= a), `stride` bytes
 * apart, each `width * 4` bytes long. RGB output drops alpha (callers use it
 * only for opaque images); RGBA output is demultiplied with rounding:
 * c' = (c * 255 + a / 2) / a, and 0 when a == 0.
 * Fails without writing anything if the rows would exceed the image height.
 * After any failure the writer is dead: every later call fails. */
int swatch_png_writer_write_rows(swatch_png_writer *w, const uint8_t *rows, size_t stride,
                                 uint32_t count, char *err, size_t errlen);

/* Writes IEND and closes the file. Fails if fewer than `height` rows were
 * written or the file could not be flushed/closed. Call at most once. */
int swatch_png_writer_finish(swatch_png_writer *w, char *err, size_t errlen);

/* Frees everything exactly once; safe after a failure, after finish, and on
 * NULL. An unfinished file is closed but left on disk, incomplete. */
void swatch_png_writer_destroy(swatch_png_writer *w);

/* ---- Reader ------------------------------------------------------------ */

/* Reading, in two steps so the caller owns the pixel buffer: open reads the header and gives the size,
 * or NULL with a message; finish decodes into `pixels` (width*height*4 bytes, straight RGBA8) and frees
 * the reader either way; free releases a reader that will not be finished.
 * Any colour type and bit depth is read, converted as libpng's simplified API does: 16-bit samples
 * scaled to 8 bits, a non-sRGB gAMA converted to sRGB, files without gAMA/sRGB taken as sRGB.
 * Every input is read once, front to back, through one stream, so pipes and FIFOs work as files do.
 * Only the chunks that affect pixels are read (gAMA, sRGB, cHRM, iCCP, sBIT, bKGD, PLTE, tRNS) and
 * APNG's acTL; text and other chunks are read past in small pieces, so their declared length costs
 * no memory.
 * Messages start with the name (the path; the given name for standard input; nothing for memory):
 * "<name>: Not a PNG file" when the input does not start with the PNG signature, "<name>:
 * truncated or corrupt PNG data (<libpng's reason>)" for any decoding error, the header's included.
 * An image beyond the decoding budget is refused after its header: "<name>: 16384 x 200000 px is
 * beyond swatch's decoding budget of 536870912 pixels (2 GiB of RGBA)". Within it, open also checks
 * that malloc can provide the pixel buffer (allocating and releasing it), so that a caller whose
 * allocator cannot fail gracefully (Swift's traps) can allocate right after; failing that, or when
 * libpng's own allocations fail: "<name>: not enough memory to decode 16384 x 16384 px (1 GiB)".
 * The memory variant reads `data` until finish, so it must stay valid until then. */
typedef struct swatch_png_reader swatch_png_reader;

/* What open found: the size, and whether an APNG animation control chunk (acTL) came before the
 * image data, in which case only the default image is decoded, never the animation's frames. */
typedef struct {
    uint32_t width, height;
    int animated;
} swatch_png_header;

swatch_png_reader *swatch_png_reader_open_file(const char *path, swatch_png_header *header,
                                               char *err, size_t errlen);
/* Reads the process's standard input (left open afterwards); messages name it `name`. */
swatch_png_reader *swatch_png_reader_open_stdin(const char *name, swatch_png_header *header,
                                                char *err, size_t errlen);
swatch_png_reader *swatch_png_reader_open_memory(const void *data, size_t size,
                                                 swatch_png_header *header, char *err, size_t errlen);
int swatch_png_reader_finish(swatch_png_reader *r, uint8_t *pixels, char *err, size_t errlen);
void swatch_png_reader_free(swatch_png_reader *r);

/* For tests only: makes open on the calling thread fail the memory check for pixel buffers larger
 * than `bytes` (0 removes the limit), as if malloc had run out. */
void swatch_png_set_memory_limit_for_testing(size_t bytes);

/* Reads the text chunks (tEXt, zTXt, iTXt) that precede the image data; other chunks are skipped.
 * A chunk longer than SWATCH_PNG_MAX_CHUNK_BYTES, text that decompresses to more, or more than
 * SWATCH_PNG_MAX_ANCILLARY_CHUNKS text chunks is an error ("<path>: tEXt: chunk data is too large").
 * On success returns 0, *count pairs, and *packed (free with swatch_png_free)
 * holding "key\0value\0" repeated *count times, all UTF-8 (Latin-1 tEXt/zTXt
 * values are transcoded). *packed is NULL when *count is 0. */
int swatch_png_read_text_file(const char *path, char **packed, int *count,
                              char *err, size_t errlen);

void swatch_png_free(void *p);

#ifdef __cplusplus
}
#endif

#endif /* SWATCH_PNG_H */
