#ifndef SWATCH_PNG_H
#define SWATCH_PNG_H

/* A thin C layer over libpng. libpng reports errors by longjmp; every function
 * here that can fail catches that with its own setjmp, so no libpng error ever
 * unwinds through a caller's (Swift) frames and no caller callback ever runs
 * beneath libpng.
 *
 * Error convention: a failing function returns non-zero (or NULL) and fills `err` (which may be NULL):
 * a one-line, NUL-terminated message, truncated if needed, and, when the system refused a read or write,
 * its errno. The shim never turns an errno into text: the caller says it after the message
 * (`cannot write <path>` + ENOSPC, `<name>` + EISDIR). */

#include <stddef.h>
#include <stdint.h>

/* A failure: `text`, and `errnum` (non-zero) when the reason is that errno, said after `text`; or, when
 * `memory_bytes` is non-zero, an allocation of that many bytes that failed, `text` naming the file (the
 * caller says it in swatch's one memory line). */
typedef struct {
    char text[512];
    int errnum;
    uint64_t memory_bytes;
} swatch_png_error;


#ifdef __cplusplus
extern "C" {
#endif

/* The decoding budget: the pixels a reader decodes into memory at once, 4 bytes each (straight RGBA8),
 * may not exceed SWATCH_PNG_DECODE_BUDGET_BYTES (2 GiB), i.e. SWATCH_PNG_DECODE_BUDGET_PIXELS
 * (536,870,912) pixels. A whole image (PNGImage, or any interlaced image) is within it up to 16384 x
 * 32768, or 1170 x 458,864 (a sheet at 3x, about 2,700 table rows); a reader that hands out a band of
 * rows at a time (compare, verify) is limited by the band's width only, never by the height.
 * Width and height are otherwise limited only by PNG's own 2^31 - 1, what the writer allows;
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

/* Writes the PNG header to `fd`, a descriptor open for writing that the writer
 * takes over (it is closed by swatch_png_writer_finish/destroy, or here on
 * failure); `path` only names the file in messages. The header is: IHDR (8-bit RGB when
 * with_alpha == 0, else 8-bit RGBA; not interlaced), sRGB + gAMA + cHRM, then
 * one text chunk per key/value pair (tEXt for ASCII values, iTXt for other
 * UTF-8 values). Keys must be 1...79 printable ASCII characters.
 * libpng writes every chunk; the image data is deflated by ISA-L's igzip (idat_deflate.c), rows unfiltered.
 * The output depends only on the arguments and pixels (no tIME chunk), and on the igzip build.
 * Returns NULL on failure. */
swatch_png_writer *swatch_png_writer_open(int fd, const char *path, uint32_t width, uint32_t height,
                                          int with_alpha, const char *const *text_keys,
                                          const char *const *text_values, int text_count,
                                          swatch_png_error *err);

/* Appends `count` rows of PREMULTIPLIED RGBA8 (r,g,b <= a), `stride` bytes
 * apart, each `width * 4` bytes long. RGB output drops alpha (callers use it
 * only for opaque images); RGBA output is demultiplied with rounding:
 * c' = (c * 255 + a / 2) / a, and 0 when a == 0.
 * Fails without writing anything if the rows would exceed the image height.
 * After any failure the writer is dead: every later call fails. */
int swatch_png_writer_write_rows(swatch_png_writer *w, const uint8_t *rows, size_t stride,
                                 uint32_t count, swatch_png_error *err);

/* Appends `count` rows of an RGB writer (with_alpha == 0) as they go into the image data: each row `1 + width * 3`
 * bytes, its filter type first (0, None) and then R, G, B per pixel, the rows contiguous. Rows from a multiple of
 * swatch_png_writer_chunk_rows are deflated where they lie, a chunk at a time; the file is the same as
 * swatch_png_writer_write_rows makes of the same pixels. Fails, writing nothing, as write_rows does, and when the
 * writer has alpha or a row's first byte is not 0. */
int swatch_png_writer_write_scanlines(swatch_png_writer *w, const uint8_t *scanlines, uint32_t count, swatch_png_error *err);

/* How many rows an RGB or RGBA writer of `width` pixels deflates at a time: a band of that many rows handed to
 * swatch_png_writer_write_scanlines is never copied. */
uint32_t swatch_png_writer_chunk_rows(uint32_t width, int with_alpha);

/* Writes IEND and closes the file. Fails if fewer than `height` rows were
 * written or the file could not be flushed/closed. Call at most once.
 * A write that fails (here, or in libpng's writes of any call) is "cannot write <path>" with the errno. */
int swatch_png_writer_finish(swatch_png_writer *w, swatch_png_error *err);

/* Frees everything exactly once; safe after a failure, after finish, and on
 * NULL. An unfinished file is closed but left on disk, incomplete. */
void swatch_png_writer_destroy(swatch_png_writer *w);

/* The bytes a writer of `width` pixels allocates, whatever the height: its row staging and deflater, and
 * libpng's structs. For a caller's memory check before it opens one. */
uint64_t swatch_png_writer_bytes(uint32_t width, int with_alpha);

/* ---- Reader ------------------------------------------------------------ */

/* Reading in two steps so the caller owns the pixel buffers: open reads the header and gives the size,
 * or NULL with a message; read_rows then decodes the next rows, top to bottom, into the caller's buffer
 * (straight RGBA8, width*4 bytes a row), as often as the caller likes until every row is read; free
 * releases the reader, read to the end or not.
 * `held_rows` says how much the caller decodes at a time: 0 for the whole image in one read_rows call
 * (PNGImage), else at most that many rows a call (a streaming comparison, whose memory does not grow
 * with the height).
 * Any colour type and bit depth is read, converted as libpng's simplified API does: 16-bit samples
 * scaled to 8 bits, a non-sRGB gAMA converted to sRGB, files without gAMA/sRGB taken as sRGB.
 * Every input is read once, front to back, through one stream, so pipes and FIFOs work as files do.
 * Only the chunks that affect pixels are read (gAMA, sRGB, cHRM, iCCP, sBIT, bKGD, PLTE, tRNS) and
 * APNG's acTL; text and other chunks are read past in small pieces, so their declared length costs
 * no memory.
 * Messages start with the name (the path; the given name for standard input; nothing for memory):
 * "<name>: not a PNG file" when the input does not start with the PNG signature, "<name>:
 * truncated or corrupt PNG data (<reason>)" for any decoding error, the header's included, the reason
 * in swatch's words, never libpng's ("its image data ends after 10 of its 20000 rows", "the CRC-32
 * of its IDAT chunk does not match its data"); an input that cannot be read (a folder, an I/O error)
 * is "<name>" with the errno.
 * The decoding budget applies to the pixels held at once: the whole image when held_rows is 0 or the
 * image is interlaced (Adam7 gives no final row before the last pass, so an interlaced image is
 * decoded whole by the reader itself, into a buffer it owns, and handed out row by row), else
 * held_rows rows. Beyond it the header is enough to refuse: "<name>: 16384 x 200000 px is beyond
 * swatch's decoding budget of 536870912 pixels (2 GiB of RGBA)". Within it, open also checks that
 * malloc can provide the caller's buffer (allocating and releasing it), so that a caller whose
 * allocator cannot fail gracefully (Swift's traps) can allocate right after; failing that, or when
 * libpng's own allocations fail, the error is "<name>" with `memory_bytes`, the allocation that failed.
 * After a failed read_rows the reader is dead: later calls fail with the same message.
 * The memory variant reads `data` until the last read_rows, so it must stay valid until then. */
typedef struct swatch_png_reader swatch_png_reader;

/* What open found: the size, whether the image is interlaced, and whether an APNG animation control
 * chunk (acTL) came before the image data, in which case only the default image is decoded, never the
 * animation's frames; and the pixels the reader and its caller hold at once, the decoding budget's
 * measure (a run's readers share one budget: SwatchKit's DecodeBudget draws this from it). */
typedef struct {
    uint64_t held_pixels;
    uint32_t width, height;
    int interlaced;
    int animated;
} swatch_png_header;

/* Reads from `fd`, a descriptor open for reading (a file or a pipe) that the reader takes over: it is
 * closed with the reader, or here on failure. Messages name the file `name`. */
swatch_png_reader *swatch_png_reader_open_fd(int fd, const char *name, uint32_t held_rows,
                                             swatch_png_header *header, swatch_png_error *err);
/* Reads the process's standard input (left open afterwards); messages name it `name`. */
swatch_png_reader *swatch_png_reader_open_stdin(const char *name, uint32_t held_rows,
                                                swatch_png_header *header, swatch_png_error *err);
swatch_png_reader *swatch_png_reader_open_memory(const void *data, size_t size, uint32_t held_rows,
                                                 swatch_png_header *header, swatch_png_error *err);
/* Decodes the next `count` rows into `rows` (count*width*4 bytes); count must not exceed held_rows
 * (the height when 0) nor the rows left. */
int swatch_png_reader_read_rows(swatch_png_reader *r, uint8_t *rows, uint32_t count, swatch_png_error *err);
void swatch_png_reader_free(swatch_png_reader *r);

/* For tests only: makes open on the calling thread fail the memory check for pixel buffers larger
 * than `bytes` (0 removes the limit), as if malloc had run out. */
void swatch_png_set_memory_limit_for_testing(size_t bytes);

/* For tests only: the largest block libpng asked the decoder's allocator for on the calling thread
 * since the previous call (0 when none), then starts counting again. */
size_t swatch_png_largest_allocation_for_testing(void);

/* ---- Pixels ------------------------------------------------------------ */

/* What `count` premultiplied RGBA8 pixels become once written by the writer and read back: straight
 * RGBA8, demultiplied with rounding as the writer does (c' = (c * 255 + a / 2) / a, 0 when a == 0)
 * when with_alpha, else r, g, b with alpha 255 (an RGB file drops alpha). `src` and `dst` may not
 * overlap. */
void swatch_png_straighten(const uint8_t *src, uint8_t *dst, size_t count, int with_alpha);

/* Reads the text chunks (tEXt, zTXt, iTXt) that precede the image data from `fd` (taken over and
 * closed, as swatch_png_reader_open_fd does); other chunks are skipped.
 * A chunk longer than SWATCH_PNG_MAX_CHUNK_BYTES, text that decompresses to more, or more than
 * SWATCH_PNG_MAX_ANCILLARY_CHUNKS text chunks is an error ("<path>: its tEXt chunk is longer than
 * swatch reads (8000000 bytes)").
 * On success returns 0, *count pairs, and *packed (free with swatch_png_free)
 * holding "key\0value\0" repeated *count times, all UTF-8 (Latin-1 tEXt/zTXt
 * values are transcoded). *packed is NULL when *count is 0. */
int swatch_png_read_text_fd(int fd, const char *path, char **packed, int *count,
                            swatch_png_error *err);

void swatch_png_free(void *p);

#ifdef __cplusplus
}
#endif

#endif /* SWATCH_PNG_H */
