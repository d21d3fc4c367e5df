#include "swatch_png.h"
#include "idat_deflate.h"
#include "rgb_pack.h"

#include <png.h>

#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MSG_MAX 512

static void set_err(swatch_png_error *err, const char *fmt, ...) {
    if (err == NULL) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->text, sizeof err->text, fmt, ap);
    va_end(ap);
    err->errnum = 0;
    err->memory_bytes = 0;
}

/* An allocation of `bytes` for `name` (a path, "" for memory) failed: the caller says so in swatch's memory line. */
static void set_memory_err(swatch_png_error *err, const char *name, uint64_t bytes) {
    if (err == NULL) return;
    snprintf(err->text, sizeof err->text, "%s", name);
    err->errnum = 0;
    err->memory_bytes = bytes ? bytes : 1;
}

/* Whether libpng's message says it ran out of memory ("Out of memory", "Out of Memory", "Insufficient memory",
 * "Row has too many bytes to allocate in memory"): how the writer, whose allocations libpng makes itself, tells. */
static int libpng_out_of_memory(const char *message) {
    return strstr(message, "emory") != NULL;
}

/* A failure the system reported: `errnum` (EIO when errno said nothing) and the text before its reason. */
static void set_errno_err(swatch_png_error *err, int errnum, const char *fmt, ...) {
    if (err == NULL) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->text, sizeof err->text, fmt, ap);
    va_end(ap);
    err->errnum = errnum ? errnum : EIO;
    err->memory_bytes = 0;
}

void swatch_png_free(void *p) { free(p); }

/* ==== Writer ============================================================ */

/* What libpng allocates for a writer (its write and info structs, about 2 KiB in 1.6), with room. */
#define LIBPNG_WRITE_BYTES (64u * 1024u)

struct swatch_png_writer {
    png_structp png;
    png_infop info;
    FILE *fp;
    char *path;
    idat_deflater *idat; /* the image data: rows in, IDAT payloads out */
    png_textp text;     /* text chunk descriptors, only needed until png_write_info */
    uint32_t width, height, rows_written;
    int with_alpha;
    int failed;         /* libpng state is unusable: only destroy may touch it */
    int out_of_memory;  /* the first failure was libpng's allocation */
    int finished;
    char msg[MSG_MAX];  /* first failure, without the path prefix */
    int msg_errno;      /* the first failure was the file's: this errno, not msg */
};

/* libpng error callback: records the message, then longjmps to the setjmp of the
 * shim function that is currently running. Never returns. */
static void on_png_error(png_structp png, png_const_charp message) {
    int saved_errno = errno;
    swatch_png_writer *w = (swatch_png_writer *)png_get_error_ptr(png);
    if (w->fp != NULL && ferror(w->fp))  /* an I/O failure (libpng's "Write Error"): say why, as finish does */
        w->msg_errno = saved_errno ? saved_errno : EIO;
    else if (libpng_out_of_memory(message))
        w->out_of_memory = 1;
    else
        snprintf(w->msg, sizeof w->msg, "%s", message);
    png_longjmp(png, 1);
}

static void on_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/* Reports the writer's first failure: "cannot write <path>" and the errno, or "<path>: <msg>". */
static void report_failure(const swatch_png_writer *w, swatch_png_error *err) {
    if (w->out_of_memory)
        set_memory_err(err, w->path, LIBPNG_WRITE_BYTES);
    else if (w->msg_errno)
        set_errno_err(err, w->msg_errno, "cannot write %s", w->path);
    else
        set_err(err, "%s: %s", w->path, w->msg);
}

/* Marks the writer dead after a libpng longjmp and reports the message. */
static void fail_from_libpng(swatch_png_writer *w, swatch_png_error *err) {
    w->failed = 1;
    report_failure(w, err);
}

/* Rejects calls on a dead or finished writer. Returns non-zero if unusable. */
static int check_usable(const swatch_png_writer *w, swatch_png_error *err) {
    if (w == NULL) {
        set_err(err, "no PNG writer");
        return 1;
    }
    if (w->failed) {
        if (w->msg_errno || w->out_of_memory)  /* the file's or memory's failure again: it is still why */
            report_failure(w, err);
        else
            set_err(err, "%s: writer already failed: %s", w->path, w->msg);
        return 1;
    }
    if (w->finished) {
        set_err(err, "%s: writer already finished", w->path);
        return 1;
    }
    return 0;
}

/* PNG keywords: 1...79 Latin-1 characters without leading, trailing or double
 * spaces (libpng would silently "fix" those); we accept printable ASCII only. */
static int valid_keyword(const char *key) {
    size_t n = strlen(key);
    if (n == 0 || n > 79 || key[0] == ' ' || key[n - 1] == ' ') return 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)key[i];
        if (c < 32 || c > 126) return 0;
        if (c == ' ' && key[i + 1] == ' ') return 0;
    }
    return 1;
}

static int is_ascii(const char *s) {
    for (; *s; s++)
        if ((unsigned char)*s >= 0x80) return 0;
    return 1;
}

/* Everything in open that calls libpng, under its own setjmp. A separate,
 * non-inlined function so no local of swatch_png_writer_open spans a longjmp. */
__attribute__((noinline)) static int write_header(swatch_png_writer *w,
                                                  const char *const *keys,
                                                  const char *const *values, int count) {
    if (setjmp(png_jmpbuf(w->png))) return 1;

    png_set_user_limits(w->png, SWATCH_PNG_MAX_WRITE_DIMENSION, SWATCH_PNG_MAX_WRITE_DIMENSION);
    png_init_io(w->png, w->fp);
    png_set_IHDR(w->png, w->info, w->width, w->height, 8,
                 w->with_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    /* sRGB plus matching gAMA/cHRM (44 bytes more than sRGB alone): the PNG spec
     * recommends the fallback chunks for decoders that ignore sRGB, and since
     * they describe sRGB exactly, decoders that honour any of them agree. */
    png_set_sRGB_gAMA_and_cHRM(w->png, w->info, PNG_sRGB_INTENT_PERCEPTUAL);
    if (count > 0) {
        for (int i = 0; i < count; i++) {
            png_text *t = &w->text[i];
            t->key = (png_charp)keys[i];
            t->text = (png_charp)values[i];
            t->compression = is_ascii(values[i]) ? PNG_TEXT_COMPRESSION_NONE
                                                 : PNG_ITXT_COMPRESSION_NONE;
        }
        png_set_text(w->png, w->info, w->text, count);
    }
    png_write_info(w->png, w->info);
    return 0;
}

static swatch_png_writer *open_writer(int *fd, const char *path, uint32_t width, uint32_t height,
                                      int with_alpha, const char *const *text_keys,
                                      const char *const *text_values, int text_count,
                                      swatch_png_error *err);

swatch_png_writer *swatch_png_writer_open(int fd, const char *path, uint32_t width, uint32_t height,
                                          int with_alpha, const char *const *text_keys,
                                          const char *const *text_values, int text_count,
                                          swatch_png_error *err) {
    swatch_png_writer *w = open_writer(&fd, path, width, height, with_alpha, text_keys, text_values,
                                       text_count, err);
    if (w == NULL && fd >= 0) close(fd);  /* a failure before fdopen: the descriptor is still ours */
    return w;
}

/* swatch_png_writer_open without closing `*fd` on failure; sets it to -1 once a FILE owns it. */
static swatch_png_writer *open_writer(int *fd, const char *path, uint32_t width, uint32_t height,
                                      int with_alpha, const char *const *text_keys,
                                      const char *const *text_values, int text_count,
                                      swatch_png_error *err) {
    if (path == NULL || *path == '\0' || *fd < 0) {
        set_err(err, "empty output path");
        return NULL;
    }
    if (width == 0 || height == 0 || width > SWATCH_PNG_MAX_WRITE_DIMENSION ||
        height > SWATCH_PNG_MAX_WRITE_DIMENSION) {
        set_err(err, "%s: invalid image size %ux%u", path, width, height);
        return NULL;
    }
    if (text_count < 0 || (text_count > 0 && (text_keys == NULL || text_values == NULL))) {
        set_err(err, "%s: invalid text chunk list", path);
        return NULL;
    }
    for (int i = 0; i < text_count; i++) {
        if (text_keys[i] == NULL || text_values[i] == NULL || !valid_keyword(text_keys[i])) {
            set_err(err, "%s: invalid PNG text keyword \"%s\"", path,
                    text_keys[i] ? text_keys[i] : "(null)");
            return NULL;
        }
    }

    swatch_png_writer *w = calloc(1, sizeof *w);
    if (w == NULL) {
        set_memory_err(err, path, swatch_png_writer_bytes(width, with_alpha));
        return NULL;
    }
    w->width = width;
    w->height = height;
    w->with_alpha = with_alpha != 0;
    size_t path_len = strlen(path) + 1;
    w->path = malloc(path_len);  /* not strdup: that is POSIX, not ISO C */
    if (w->path != NULL) memcpy(w->path, path, path_len);
    w->idat = idat_deflater_create(1 + (size_t)width * (w->with_alpha ? 4 : 3));
    w->text = text_count > 0 ? calloc((size_t)text_count, sizeof *w->text) : NULL;
    if (w->path == NULL || w->idat == NULL || (text_count > 0 && w->text == NULL)) {
        set_memory_err(err, path, swatch_png_writer_bytes(width, with_alpha));
        swatch_png_writer_destroy(w);
        return NULL;
    }

    w->fp = fdopen(*fd, "wb");
    if (w->fp == NULL) {
        set_errno_err(err, errno, "cannot write %s", path);
        swatch_png_writer_destroy(w);
        return NULL;
    }
    *fd = -1;  /* fclose closes it from here on */
    w->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, w, on_png_error, on_png_warning);
    if (w->png != NULL) w->info = png_create_info_struct(w->png);
    if (w->png == NULL || w->info == NULL) {
        set_memory_err(err, path, LIBPNG_WRITE_BYTES);
        swatch_png_writer_destroy(w);
        return NULL;
    }
    if (write_header(w, text_keys, text_values, text_count) != 0) {
        fail_from_libpng(w, err);
        swatch_png_writer_destroy(w);
        return NULL;
    }
    free(w->text);  /* png_set_text copied the strings */
    w->text = NULL;
    return w;
}

void swatch_png_straighten(const uint8_t *src, uint8_t *dst, size_t count, int with_alpha) {
    if (!with_alpha) {  /* whole pixels as words with alpha set: the compiler vectorises this */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        const uint32_t opaque = 0x000000FFu;
#else
        const uint32_t opaque = 0xFF000000u;
#endif
        for (size_t i = 0; i < count; i++) {
            uint32_t pixel;
            memcpy(&pixel, src + 4 * i, 4);
            pixel |= opaque;
            memcpy(dst + 4 * i, &pixel, 4);
        }
        return;
    }
    for (size_t i = 0; i < count; i++, src += 4, dst += 4) {
        uint32_t a = src[3];
        if (a == 255) {
            memcpy(dst, src, 3);
            dst[3] = 255;
        } else if (a == 0) {
            memset(dst, 0, 4);
        } else {
            for (int c = 0; c < 3; c++) {
                uint32_t v = (src[c] * 255u + a / 2) / a;
                dst[c] = (uint8_t)(v > 255 ? 255 : v);  /* tolerate c > a */
            }
            dst[3] = (uint8_t)a;
        }
    }
}

/* Premultiplied RGBA8 -> output row (RGB8, or straight RGBA8 with rounding). */
static void convert_row(const swatch_png_writer *w, const uint8_t *src, uint8_t *dst) {
    uint32_t n = w->width;
    if (w->with_alpha) {
        swatch_png_straighten(src, dst, n, 1);
        return;
    }
    rgb_pack(src, dst, n);
}

/* Writes one IDAT chunk through libpng (length, type and CRC-32 framing); libpng errors longjmp out. */
static void emit_idat(void *png, const uint8_t *payload, size_t length) {
    png_write_chunk((png_structp)png, (png_const_bytep)"IDAT", payload, length);
}

int swatch_png_writer_write_rows(swatch_png_writer *w, const uint8_t *rows, size_t stride,
                                 uint32_t count, swatch_png_error *err) {
    if (check_usable(w, err)) return 1;
    if (count > w->height - w->rows_written) {
        set_err(err, "%s: too many rows: %u written + %u more exceeds image height %u",
                w->path, w->rows_written, count, w->height);
        return 1;
    }
    if (count > 0 && (rows == NULL || stride < (size_t)w->width * 4)) {
        set_err(err, "%s: invalid row buffer (stride %zu, need at least %zu)", w->path,
                stride, (size_t)w->width * 4);
        return 1;
    }
    if (setjmp(png_jmpbuf(w->png))) {
        fail_from_libpng(w, err);
        return 1;
    }
    for (uint32_t y = 0; y < count; y++) {
        uint8_t *row = idat_deflater_row(w->idat);
        row[0] = PNG_FILTER_VALUE_NONE;
        convert_row(w, rows + (size_t)y * stride, row + 1);
        if (idat_deflater_add_row(w->idat, emit_idat, w->png, w->msg, sizeof w->msg) != 0) {
            w->failed = 1;
            set_err(err, "%s: %s", w->path, w->msg);
            return 1;
        }
        w->rows_written++;
    }
    return 0;
}

int swatch_png_writer_write_scanlines(swatch_png_writer *w, const uint8_t *scanlines, uint32_t count, swatch_png_error *err) {
    if (check_usable(w, err)) return 1;
    if (w->with_alpha) {
        set_err(err, "%s: scanlines given to an RGBA writer", w->path);
        return 1;
    }
    if (count > w->height - w->rows_written) {
        set_err(err, "%s: too many rows: %u written + %u more exceeds image height %u",
                w->path, w->rows_written, count, w->height);
        return 1;
    }
    size_t row_bytes = 1 + (size_t)w->width * 3;
    if (count > 0 && scanlines == NULL) {
        set_err(err, "%s: invalid row buffer", w->path);
        return 1;
    }
    for (uint32_t y = 0; y < count; y++) {
        if (scanlines[(size_t)y * row_bytes] != PNG_FILTER_VALUE_NONE) {
            set_err(err, "%s: scanline %u has filter type %u, not 0", w->path, w->rows_written + y, scanlines[(size_t)y * row_bytes]);
            return 1;
        }
    }
    if (setjmp(png_jmpbuf(w->png))) {
        fail_from_libpng(w, err);
        return 1;
    }
    if (idat_deflater_add_rows(w->idat, scanlines, count, emit_idat, w->png, w->msg, sizeof w->msg) != 0) {
        w->failed = 1;
        set_err(err, "%s: %s", w->path, w->msg);
        return 1;
    }
    w->rows_written += count;
    return 0;
}

uint32_t swatch_png_writer_chunk_rows(uint32_t width, int with_alpha) {
    return (uint32_t)idat_deflater_chunk_rows(1 + (size_t)width * (with_alpha ? 4 : 3));
}

uint64_t swatch_png_writer_bytes(uint32_t width, int with_alpha) {
    return sizeof(swatch_png_writer) + idat_deflater_bytes(1 + (size_t)width * (with_alpha ? 4 : 3)) + LIBPNG_WRITE_BYTES;
}

int swatch_png_writer_finish(swatch_png_writer *w, swatch_png_error *err) {
    if (check_usable(w, err)) return 1;
    if (w->rows_written != w->height) {
        snprintf(w->msg, sizeof w->msg, "only %u of %u rows were written", w->rows_written,
                 w->height);
        w->failed = 1;
        set_err(err, "%s: %s", w->path, w->msg);
        return 1;
    }
    if (setjmp(png_jmpbuf(w->png))) {
        fail_from_libpng(w, err);
        return 1;
    }
    if (idat_deflater_finish(w->idat, emit_idat, w->png, w->msg, sizeof w->msg) != 0) {
        w->failed = 1;
        set_err(err, "%s: %s", w->path, w->msg);
        return 1;
    }
    png_write_chunk(w->png, (png_const_bytep)"IEND", NULL, 0);
    w->finished = 1;

    /* stdio may still hold buffered bytes: a full disk can show up only here. */
    FILE *fp = w->fp;
    w->fp = NULL;
    int had_error = ferror(fp);
    errno = 0;
    if (fclose(fp) != 0 || had_error) {
        w->msg_errno = errno ? errno : EIO;
        w->failed = 1;
        report_failure(w, err);
        return 1;
    }
    return 0;
}

void swatch_png_writer_destroy(swatch_png_writer *w) {
    if (w == NULL) return;
    if (w->png != NULL) png_destroy_write_struct(&w->png, w->info ? &w->info : NULL);
    if (w->fp != NULL) fclose(w->fp);
    free(w->text);
    idat_deflater_destroy(w->idat);
    free(w->path);
    free(w);
}

/* ==== Reader (normal read API) ========================================== */

/* One reader for pixels and text: libpng's normal read API, reading through one input that is read
 * once, front to back, so pipes, FIFOs and standard input work like files. */
struct swatch_png_reader {
    png_structp png;
    png_infop info;
    FILE *fp;                  /* the input when reading a file or standard input */
    int owns_fp;               /* fclose fp when done (not standard input) */
    const unsigned char *data; /* the input when reading memory */
    size_t size, offset;
    char *name;                /* the path, "" for memory: messages start with it */
    uint32_t width, height;
    uint32_t held_rows;        /* the most rows a read_rows call takes; the height for a whole image */
    uint32_t rows_read;        /* rows handed out so far */
    int passes;                /* 7 when interlaced, else 1 */
    uint8_t *image;            /* an interlaced image read in bands: every row, decoded on the first read */
    int animated;              /* an acTL chunk came before the image data */
    int entries;               /* a palette image's PLTE entries (0: not one): its rows are read as indices */
    uint8_t palette[256][4];   /* those entries as RGBA, gamma as libpng corrected them, tRNS's alpha or 255 */
    uint64_t out_of_memory;    /* the bytes of an allocation libpng asked for that failed; 0 when none did */
    uint32_t rows_done;        /* rows of a non-interlaced image decoded whole: where a short one ends */
    int failed;                /* a read failed: libpng's state is unusable, `failure` says why */
    int read_errno;            /* the input could not be read: this errno, not libpng's message, says why */
    char msg[MSG_MAX];         /* libpng's message after a longjmp */
    swatch_png_error failure;  /* the failed read's error, repeated by later calls */
};

/* Test hook: the most the pixel buffer may take on this thread (0: no limit), see the header. */
static _Thread_local size_t memory_limit_for_testing;

void swatch_png_set_memory_limit_for_testing(size_t bytes) { memory_limit_for_testing = bytes; }

/* Test hook: the largest block libpng asked for on this thread since the last call, see the header. */
static _Thread_local size_t largest_libpng_allocation;

size_t swatch_png_largest_allocation_for_testing(void) {
    size_t largest = largest_libpng_allocation;
    largest_libpng_allocation = 0;
    return largest;
}

/* libpng's allocator, noting a failure so the message can say it was memory, not the file. */
static png_voidp on_png_malloc(png_structp png, png_alloc_size_t size) {
    if (size > largest_libpng_allocation) largest_libpng_allocation = size;
    void *p = malloc(size);
    if (p == NULL) ((swatch_png_reader *)png_get_mem_ptr(png))->out_of_memory = size ? size : 1;
    return p;
}

static void on_png_free(png_structp png, png_voidp p) {
    (void)png;
    free(p);
}

/* Writes "<name>: <text>" (just <text> for memory, whose name is empty) into err. */
static void reader_err(const swatch_png_reader *r, swatch_png_error *err, const char *fmt, ...) {
    if (err == NULL) return;
    err->errnum = 0;
    err->memory_bytes = 0;
    int n = r->name[0] ? snprintf(err->text, sizeof err->text, "%s: ", r->name) : 0;
    if (n < 0 || (size_t)n >= sizeof err->text) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->text + n, sizeof err->text - (size_t)n, fmt, ap);
    va_end(ap);
}

static void on_reader_error(png_structp png, png_const_charp message) {
    swatch_png_reader *r = (swatch_png_reader *)png_get_error_ptr(png);
    snprintf(r->msg, sizeof r->msg, "%s", message);
    png_longjmp(png, 1);
}

/* Copies up to n bytes of input to out; returns how many (fewer only at the end or on an error). */
static size_t read_input(swatch_png_reader *r, void *out, size_t n) {
    if (r->fp != NULL) return fread(out, 1, n, r->fp);
    size_t left = r->size - r->offset;
    size_t got = n < left ? n : left;
    if (got > 0) memcpy(out, r->data + r->offset, got);
    r->offset += got;
    return got;
}

/* libpng's read callback: a short read is an error that says why (libpng's own says "Read Error"). */
static void on_png_read(png_structp png, png_bytep out, size_t n) {
    swatch_png_reader *r = (swatch_png_reader *)png_get_io_ptr(png);
    errno = 0;
    if (read_input(r, out, n) == n) return;
    if (r->fp != NULL && ferror(r->fp)) {  /* the input's failure, not the data's: its errno says why */
        r->read_errno = errno ? errno : EIO;
        png_error(png, "read error");
    }
    png_error(png, r->fp != NULL ? "the file ends early" : "the data ends early");
}

void swatch_png_reader_free(swatch_png_reader *r) {
    if (r == NULL) return;
    if (r->png != NULL) png_destroy_read_struct(&r->png, r->info ? &r->info : NULL, NULL);
    if (r->owns_fp) fclose(r->fp);
    free(r->image);
    free(r->name);
    free(r);
}

/* A reader of `fp` (owned when owns_fp) or of data[0..<size], named `name`; NULL with a message if
 * the input does not start with the PNG signature or libpng cannot be set up. */
static swatch_png_reader *new_reader(const char *name, FILE *fp, int owns_fp, const void *data,
                                     size_t size, swatch_png_error *err) {
    swatch_png_reader *r = calloc(1, sizeof *r);
    size_t name_len = strlen(name) + 1;
    if (r == NULL || (r->name = malloc(name_len)) == NULL) {
        free(r);
        if (owns_fp) fclose(fp);
        set_memory_err(err, name, sizeof *r + name_len);
        return NULL;
    }
    memcpy(r->name, name, name_len);
    r->fp = fp;
    r->owns_fp = owns_fp;
    r->data = data;
    r->size = size;

    /* Check the signature ourselves: libpng reports input shorter than it as a bare "Read Error". */
    unsigned char signature[8];
    errno = 0;
    size_t got = read_input(r, signature, sizeof signature);
    if (got < sizeof signature && fp != NULL && ferror(fp)) {  /* e.g. a directory */
        set_errno_err(err, errno, "%s", r->name);
        swatch_png_reader_free(r);
        return NULL;
    }
    if (got < sizeof signature || png_sig_cmp(signature, 0, sizeof signature) != 0) {
        reader_err(r, err, "not a PNG file");
        swatch_png_reader_free(r);
        return NULL;
    }
    r->png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, r, on_reader_error, on_png_warning, r,
                                      on_png_malloc, on_png_free);
    if (r->png != NULL) r->info = png_create_info_struct(r->png);
    if (r->png == NULL || r->info == NULL) {
        set_memory_err(err, r->name, r->out_of_memory);
        swatch_png_reader_free(r);
        return NULL;
    }
    png_set_read_fn(r->png, r, on_png_read);
    png_set_sig_bytes(r->png, (int)sizeof signature);
    png_set_user_limits(r->png, SWATCH_PNG_MAX_WRITE_DIMENSION, SWATCH_PNG_MAX_WRITE_DIMENSION);
    png_set_chunk_cache_max(r->png, SWATCH_PNG_MAX_ANCILLARY_CHUNKS);
    png_set_chunk_malloc_max(r->png, SWATCH_PNG_MAX_CHUNK_BYTES);
#if defined(PNG_SET_OPTION_SUPPORTED) && defined(PNG_IGNORE_ADLER32)
    /* The zlib Adler-32 of the image data sums every decompressed byte (a tenth of a decode); the CRC-32 of
     * each IDAT chunk, which libpng still checks, already covers the same compressed bytes. */
    png_set_option(r->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    return r;
}

/* Makes libpng skip (read past without storing) every chunk but the critical ones, tRNS and the
 * `count` 4-letter names in `keep`. */
static void keep_only(png_structp png, const char *keep, int count) {
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_AS_DEFAULT, (png_const_bytep)keep, count);
}

/* The pixels the reader's caller decodes into its own buffer at once. */
static uint64_t caller_pixels(const swatch_png_reader *r) {
    return (uint64_t)r->width * r->held_rows;
}

/* The pixels decoded into memory at once, the decoding budget's measure: an interlaced image is held
 * whole, by the reader or by the caller. */
static uint64_t held_pixels(const swatch_png_reader *r) {
    return r->passes > 1 ? (uint64_t)r->width * r->height : caller_pixels(r);
}

/* Reads the chunks before the image data and sets up the transforms to straight RGBA8 that libpng's
 * simplified API (png_image_finish_read with PNG_FORMAT_RGBA and PNG_IMAGE_FLAG_16BIT_sRGB) uses in
 * libpng 1.6, call for call, so pixels decode exactly as they did through it.
 * `held_rows` is the caller's (0: the whole image); it is set to at most the height here.
 * Returns 0, 1 after a libpng error, or 2 for an image beyond the decoding budget. */
__attribute__((noinline)) static int read_header(swatch_png_reader *r, uint32_t held_rows) {
    if (setjmp(png_jmpbuf(r->png))) return 1;
    png_structp png = r->png;
    png_infop info = r->info;
    png_set_benign_errors(png, 1);  /* warn, as the simplified API does */
    /* The chunks that affect pixels, as the simplified API keeps them (it skips the rest only after
     * the header, so a tEXt claiming 2 GiB got 2 GiB allocated and zeroed: its length check is a
     * benign error, a warning). Skipped chunks are read past in small pieces, whatever their size. */
    keep_only(png, "bKGD\0cHRM\0gAMA\0iCCP\0sBIT\0sRGB", 6);
    /* APNG's animation control chunk (8 bytes, unknown to libpng 1.6), kept to tell the caller that
     * only the default image will be decoded. */
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_ALWAYS, (png_const_bytep)"acTL", 1);
    png_read_info(png, info);
    r->width = png_get_image_width(png, info);
    r->height = png_get_image_height(png, info);
    r->held_rows = held_rows == 0 || held_rows > r->height ? r->height : held_rows;
    png_unknown_chunkp unknown = NULL;
    int unknown_count = png_get_unknown_chunks(png, info, &unknown);
    for (int i = 0; i < unknown_count; i++)
        if (memcmp(unknown[i].name, "acTL", 4) == 0) r->animated = 1;
    r->passes = png_get_interlace_type(png, info) == PNG_INTERLACE_ADAM7 ? 7 : 1;
    /* Before the transforms: libpng allocates its row buffers in png_read_update_info. */
    if (held_pixels(r) > SWATCH_PNG_DECODE_BUDGET_PIXELS) return 2;
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    int has_alpha = (color_type & PNG_COLOR_MASK_ALPHA) != 0 || png_get_valid(png, info, PNG_INFO_tRNS) != 0;

    /* Grey below 8 bits to 8, tRNS to alpha. A palette image's indices are read one a byte and expanded here
     * (expand_palette_rows): libpng checks an index against the palette only before its own expansion, which
     * comes first, and decodes one past it from a zeroed table as opaque black, where PNG 11.2.3 calls it an
     * error (the nineteenth hostile pass's H19-1). */
    int palette = color_type == PNG_COLOR_TYPE_PALETTE;
    if (palette) {
        png_set_packing(png);
        /* No change to 8-bit rows, but without a transform besides gamma libpng left an 8-bit palette's entries
         * uncorrected (672 generated palette images, every depth, tRNS, gAMA and interlace, then decode byte for
         * byte as through png_set_expand, with it). */
        png_set_scale_16(png);
    } else {
        png_set_expand(png);
    }
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    /* Input gamma when the file has none: sRGB, 16-bit files included; output gamma: sRGB. */
    png_set_alpha_mode_fixed(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
    png_set_alpha_mode_fixed(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
    if (bit_depth == 16) png_set_scale_16(png);
    if (!has_alpha && !palette) png_set_add_alpha(png, 255, PNG_FILLER_AFTER);
    r->passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)r->width * (palette ? 1 : 4))
        png_error(png, "unsupported transformation");
    if (palette) {
        /* The entries as libpng leaves them once its transforms are set up: gamma-corrected in place. */
        png_colorp entries = NULL;
        png_bytep alpha = NULL;
        int count = 0, alpha_count = 0;
        if (png_get_PLTE(png, info, &entries, &count) == 0 || count < 1 || count > 256) png_error(png, "PLTE: missing");
        if (png_get_tRNS(png, info, &alpha, &alpha_count, NULL) == 0) alpha_count = 0;
        for (int i = 0; i < count; i++) {
            r->palette[i][0] = entries[i].red;
            r->palette[i][1] = entries[i].green;
            r->palette[i][2] = entries[i].blue;
            r->palette[i][3] = i < alpha_count ? alpha[i] : 255;
        }
        r->entries = count;
    }
    return 0;
}

/* The reason in swatch's words for libpng's error `message`, into out[0..<n]: the one place libpng's messages
 * are translated, so that none reaches a user as libpng wrote it. A chunk's error starts with the chunk's
 * name ("IDAT: CRC error"); the shim's own messages (on_png_read's "the file ends early", read_header's)
 * are swatch's already and kept. Returns 1 when the reason is a limit of swatch's rather than damage. */
static int libpng_reason(const swatch_png_reader *r, const char *message, char *out, size_t n) {
    static const char *const own[] = {"the file ends early", "the data ends early", "unsupported transformation",
                                      "a pixel indexes past its palette"};
    for (size_t i = 0; i < sizeof own / sizeof own[0]; i++) {
        if (strcmp(message, own[i]) == 0) {
            snprintf(out, n, "%s", message);
            return 0;
        }
    }
    char chunk[5] = "";
    const char *text = message;
    if (strlen(message) > 6 && message[4] == ':' && message[5] == ' ') {
        memcpy(chunk, message, 4);
        text = message + 6;
    }
    if (strstr(text, "CRC error") != NULL) {
        if (chunk[0]) snprintf(out, n, "the CRC-32 of its %s chunk does not match its data", chunk);
        else snprintf(out, n, "the CRC-32 of a chunk does not match its data");
    } else if (strstr(text, "Not enough") != NULL || strstr(text, "Truncated compressed data") != NULL) {
        if (r->passes > 1) snprintf(out, n, "its image data ends before the last of its %u rows", r->height);
        else snprintf(out, n, "its image data ends after %u of its %u rows", r->rows_done, r->height);
    } else if (strstr(text, "too large") != NULL || strstr(text, "exceeds") != NULL) {
        snprintf(out, n, "its %s chunk is longer than swatch reads (%d bytes)", chunk[0] ? chunk : "ancillary",
                 SWATCH_PNG_MAX_CHUNK_BYTES);
        return 1;
    } else if (chunk[0] && strcmp(text, "truncated") == 0) {  /* zlib's Z_BUF_ERROR: the stream stops, or the limit did */
        snprintf(out, n, "the compressed text of its %s chunk is cut short or longer than swatch reads (%d bytes)", chunk,
                 SWATCH_PNG_MAX_CHUNK_BYTES);
        return 1;
    } else if (strstr(text, "chunk cache") != NULL) {
        snprintf(out, n, "it has more than the %d ancillary chunks swatch reads", SWATCH_PNG_MAX_ANCILLARY_CHUNKS);
        return 1;
    } else if (strcmp(chunk, "IHDR") == 0 || strstr(text, "IHDR") != NULL) {
        snprintf(out, n, "its header (IHDR) is missing or invalid");
    } else if (strcmp(chunk, "PLTE") == 0 || strstr(text, "PLTE") != NULL || strstr(text, "palette") != NULL) {
        snprintf(out, n, "its palette (PLTE) is missing or invalid");
    } else if (strstr(text, "filter") != NULL) {
        snprintf(out, n, "a row of its image data has an unknown filter type");
    } else if (strcmp(chunk, "IDAT") == 0 || strstr(text, "IDAT") != NULL || strstr(text, "LZ stream") != NULL ||
               strstr(text, "image data") != NULL) {
        snprintf(out, n, "its image data is corrupt");
    } else if (chunk[0]) {
        snprintf(out, n, "its %s chunk is invalid", chunk);
    } else {
        snprintf(out, n, "its chunks are invalid");
    }
    return 0;
}

/* The error after libpng stopped reading: a failed read is the input's errno, an allocation failure memory
 * (what libpng asked for), a limit of swatch's "<name>: <reason>", anything else "<name>: truncated or
 * corrupt PNG data (<reason>)". */
static void libpng_err(const swatch_png_reader *r, swatch_png_error *err) {
    char reason[MSG_MAX];
    if (r->read_errno)
        set_errno_err(err, r->read_errno, "%s", r->name);
    else if (r->out_of_memory || libpng_out_of_memory(r->msg))
        set_memory_err(err, r->name, r->out_of_memory);
    else if (libpng_reason(r, r->msg, reason, sizeof reason))
        reader_err(r, err, "%s", reason);
    else
        reader_err(r, err, "truncated or corrupt PNG data (%s)", reason);
}

/* malloc, failing as the test hook says too. */
static void *malloc_pixels(size_t bytes) {
    if (memory_limit_for_testing != 0 && bytes > memory_limit_for_testing) return NULL;
    return malloc(bytes);
}

/* Whether malloc can provide the caller's pixel buffer now: tried and released, since the caller
 * allocates it (Swift's allocator traps on failure instead of returning NULL). The slack covers the
 * allocator's and Swift's array headers. */
static int can_allocate(size_t bytes) {
    if (memory_limit_for_testing != 0 && bytes > memory_limit_for_testing) return 0;
    void *trial = malloc(bytes + 64 * 1024);
    free(trial);
    return trial != NULL;
}

/* Finishes opening: reads the header, checks the size against the budget and the memory available,
 * and allocates an interlaced image's buffer when it is read in bands; frees the reader and returns
 * NULL on failure. */
static swatch_png_reader *opened_reader(swatch_png_reader *r, uint32_t held_rows,
                                        swatch_png_header *header, swatch_png_error *err) {
    if (r == NULL) return NULL;
    int status = read_header(r, held_rows);
    if (status == 1)
        libpng_err(r, err);
    else if (status == 2)
        reader_err(r, err, "%u x %u px is beyond swatch's decoding budget of %llu pixels (%llu GiB of RGBA)",
                   r->width, r->height, (unsigned long long)SWATCH_PNG_DECODE_BUDGET_PIXELS,
                   (unsigned long long)(SWATCH_PNG_DECODE_BUDGET_BYTES >> 30));
    if (status == 0) {
        size_t caller = (size_t)caller_pixels(r) * 4;
        int banded_interlace = r->passes > 1 && held_rows != 0;
        if (banded_interlace) r->image = malloc_pixels((size_t)r->width * r->height * 4);
        if ((banded_interlace && r->image == NULL) || !can_allocate(caller)) {
            set_memory_err(err, r->name, banded_interlace && r->image == NULL ? (uint64_t)r->width * r->height * 4 : caller);
            status = 3;
        }
    }
    if (status != 0) {
        swatch_png_reader_free(r);
        return NULL;
    }
    header->held_pixels = held_pixels(r);
    header->width = r->width;
    header->height = r->height;
    header->interlaced = r->passes > 1;
    header->animated = r->animated;
    return r;
}

/* A stdio stream over `fd`, which it then owns; on failure `fd` is closed and the message names `name`. */
static FILE *stream_over(int fd, const char *name, swatch_png_error *err) {
    FILE *fp = fd >= 0 ? fdopen(fd, "rb") : NULL;
    if (fp == NULL) {
        set_errno_err(err, fd >= 0 ? errno : EBADF, "%s", name);
        if (fd >= 0) close(fd);
    }
    return fp;
}

swatch_png_reader *swatch_png_reader_open_fd(int fd, const char *name, uint32_t held_rows,
                                             swatch_png_header *header, swatch_png_error *err) {
    FILE *fp = stream_over(fd, name, err);
    if (fp == NULL) return NULL;
    return opened_reader(new_reader(name, fp, 1, NULL, 0, err), held_rows, header, err);
}

swatch_png_reader *swatch_png_reader_open_stdin(const char *name, uint32_t held_rows,
                                                swatch_png_header *header, swatch_png_error *err) {
    return opened_reader(new_reader(name, stdin, 0, NULL, 0, err), held_rows, header, err);
}

swatch_png_reader *swatch_png_reader_open_memory(const void *data, size_t size, uint32_t held_rows,
                                                 swatch_png_header *header, swatch_png_error *err) {
    return opened_reader(new_reader("", NULL, 0, data, size, err), held_rows, header, err);
}

/* Expands `count` rows of a palette image, `stride` bytes apart, from the index each pixel's first byte holds
 * (png_set_packing's) to RGBA, from the right so no index is overwritten before it is read; an index past the
 * palette is an error. */
static void expand_palette_rows(swatch_png_reader *r, uint8_t *rows, uint32_t count, size_t stride) {
    for (uint32_t y = 0; y < count; y++) {
        uint8_t *row = rows + y * stride;
        for (uint32_t x = r->width; x-- > 0;) {
            uint8_t index = row[x];
            if (index >= r->entries) png_error(r->png, "a pixel indexes past its palette");
            memcpy(row + (size_t)x * 4, r->palette[index], 4);
        }
    }
}

/* Decodes `count` rows, `stride` bytes apart, into `out`: the next rows of a non-interlaced image, or
 * every row of an interlaced one (count is then the height), once per pass. With `last`, reads on to
 * IEND, so a file that has lost its end (IEND missing, cut or with a bad CRC) is an error, not a match. */
__attribute__((noinline)) static int decode_rows(swatch_png_reader *r, uint8_t *out, uint32_t count, int last) {
    if (setjmp(png_jmpbuf(r->png))) return 1;
    size_t stride = (size_t)r->width * 4;
    for (int pass = 0; pass < r->passes; pass++)
        for (uint32_t y = 0; y < count; y++) {
            r->rows_done = r->rows_read + y;  /* a field, not a local: it outlives the longjmp */
            png_read_row(r->png, out + y * stride, NULL);
        }
    if (r->entries > 0) expand_palette_rows(r, out, count, stride);
    if (last) png_read_end(r->png, NULL);
    return 0;
}

int swatch_png_reader_read_rows(swatch_png_reader *r, uint8_t *rows, uint32_t count, swatch_png_error *err) {
    if (r == NULL || (rows == NULL && count > 0)) {
        set_err(err, "no PNG reader or pixel buffer");
        return 1;
    }
    if (r->failed) {
        if (err != NULL) *err = r->failure;
        return 1;
    }
    if (count > r->held_rows || count > r->height - r->rows_read ||
        (r->passes > 1 && r->image == NULL && count != r->height)) {
        reader_err(r, err, "cannot read %u rows after %u of %u (at most %u at a time)", count,
                   r->rows_read, r->height, r->held_rows);
        return 1;
    }
    if (count == 0) return 0;
    size_t stride = (size_t)r->width * 4;
    int failed;
    if (r->image != NULL) {  /* an interlaced image, read in bands: decoded whole at the first call */
        failed = r->rows_read == 0 ? decode_rows(r, r->image, r->height, 1) : 0;
        if (!failed) memcpy(rows, r->image + (size_t)r->rows_read * stride, (size_t)count * stride);
    } else {
        failed = decode_rows(r, rows, count, r->rows_read + count == r->height);
    }
    if (failed) {
        libpng_err(r, &r->failure);
        r->failed = 1;
        if (err != NULL) *err = r->failure;
        return 1;
    }
    r->rows_read += count;
    return 0;
}

/* ==== Text chunks ======================================================= */

/* Appends `s` (Latin-1 when latin1, else UTF-8) as UTF-8 plus a NUL. */
static char *append_utf8(char *out, const char *s, int latin1) {
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (latin1 && c >= 0x80) {
            *out++ = (char)(0xC0 | (c >> 6));
            *out++ = (char)(0x80 | (c & 0x3F));
        } else {
            *out++ = (char)c;
        }
    }
    *out++ = '\0';
    return out;
}

/* All libpng calls of swatch_png_read_text_fd, under one setjmp; *packed is set before any
 * libpng call that can fail after it is allocated, so the caller frees it either way. */
__attribute__((noinline)) static int read_text_chunks(swatch_png_reader *r, char **packed, int *count) {
    if (setjmp(png_jmpbuf(r->png))) return 1;
    keep_only(r->png, "tEXt\0zTXt\0iTXt", 3);
    png_set_keep_unknown_chunks(r->png, PNG_HANDLE_CHUNK_NEVER, (png_const_bytep)"tRNS", 1);
    /* A chunk longer than the limit, or text beyond the limits, is an error here, not a warning
     * followed by allocating it anyway; the skipped chunks cannot raise libpng's other "benign" errors. */
    png_set_benign_errors(r->png, 0);
    png_read_info(r->png, r->info);
    png_textp text = NULL;
    int n = png_get_text(r->png, r->info, &text, NULL);
    size_t total = 0;
    for (int i = 0; i < n; i++)  /* Latin-1 bytes grow to at most 2 UTF-8 bytes */
        total += strlen(text[i].key) * 2 + strlen(text[i].text) * 2 + 2;
    if (n > 0) {
        *packed = malloc(total);
        if (*packed == NULL) {
            r->out_of_memory = total;
            png_error(r->png, "out of memory");
        }
        char *out = *packed;
        for (int i = 0; i < n; i++) {
            int latin1 = text[i].compression == PNG_TEXT_COMPRESSION_NONE ||
                         text[i].compression == PNG_TEXT_COMPRESSION_zTXt;
            out = append_utf8(out, text[i].key, 1);
            out = append_utf8(out, text[i].text, latin1);
        }
    }
    *count = n;
    return 0;
}

int swatch_png_read_text_fd(int fd, const char *path, char **packed, int *count,
                            swatch_png_error *err) {
    *packed = NULL;
    *count = 0;
    FILE *fp = stream_over(fd, path, err);
    if (fp == NULL) return 1;
    swatch_png_reader *r = new_reader(path, fp, 1, NULL, 0, err);
    if (r == NULL) return 1;
    int failed = read_text_chunks(r, packed, count);
    if (failed) {
        libpng_err(r, err);
        free(*packed);
        *packed = NULL;
        *count = 0;
    }
    swatch_png_reader_free(r);
    return failed;
}
