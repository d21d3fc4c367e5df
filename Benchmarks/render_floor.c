/* The render floor's work after start-up, the least any program writing swatch's default sheets spends:
 * `make bench` runs it beside swatch (Sources/swatch-bench/RenderFloor.swift) on the PNGs swatch just wrote.
 *
 * Usage: render-floor OUTDIR SHEET.png...
 * Decodes each sheet with libpng into its exact raw scanlines (filter byte NONE, then RGB), untimed, then times
 * in CPU (CLOCK_PROCESS_CPUTIME_ID), over all sheets:
 *   scanlines  making the rows band by band: a memcpy of each row's bytes into the deflater's staging buffer,
 *              where swatch's pack writes them, one staged chunk of rows at a time;
 *   igzip      compressing each staged chunk with swatch's own deflater (idat_deflate.c, compiled in below,
 *              so level, window and chunking are swatch's by construction);
 *   write      writing each sheet's file, as many bytes as swatch's PNG, to a new file in OUTDIR.
 * Prints one line: "SCANLINES_MS IGZIP_MS WRITE_MS DEFLATED_BYTES SAME", where SAME is 1 when every sheet's
 * deflated stream is exactly as long as the IDAT data of swatch's file (same rows, same settings), else 0. */
#include "../Sources/CSwatchPNG/idat_deflate.c"

#include <fcntl.h>
#include <png.h>
#include <time.h>
#include <unistd.h>

struct sheet {
    uint8_t *file, *rows;              /* swatch's PNG as read; its raw scanlines */
    size_t file_bytes, idat_bytes, row_bytes, height, deflated;
};

static double cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void die(const char *what, const char *path) {
    fprintf(stderr, "render-floor: %s: %s\n", path, what);
    exit(1);
}

/* The sum of the IDAT chunks' lengths: the zlib stream swatch wrote. */
static size_t idat_bytes(const uint8_t *p, size_t n) {
    size_t total = 0;
    for (size_t at = 8; at + 12 <= n;) {
        size_t length = (size_t)p[at] << 24 | (size_t)p[at + 1] << 16 | (size_t)p[at + 2] << 8 | p[at + 3];
        if (memcmp(p + at + 4, "IDAT", 4) == 0) total += length;
        at += 12 + length;
    }
    return total;
}

static void load(struct sheet *s, const char *path) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) die("cannot open", path);
    fseek(f, 0, SEEK_END);
    s->file_bytes = (size_t)ftell(f);
    rewind(f);
    s->file = malloc(s->file_bytes);
    if (s->file == NULL || fread(s->file, 1, s->file_bytes, f) != s->file_bytes) die("cannot read", path);
    fclose(f);
    s->idat_bytes = idat_bytes(s->file, s->file_bytes);

    png_image image = {.version = PNG_IMAGE_VERSION};
    if (!png_image_begin_read_from_memory(&image, s->file, s->file_bytes)) die(image.message, path);
    image.format = PNG_FORMAT_RGB;
    size_t stride = PNG_IMAGE_ROW_STRIDE(image);
    uint8_t *rgb = malloc(PNG_IMAGE_SIZE(image));
    if (rgb == NULL || !png_image_finish_read(&image, NULL, rgb, (png_int_32)stride, NULL)) die(image.message, path);
    s->height = image.height;
    s->row_bytes = 1 + stride;
    s->rows = malloc(s->row_bytes * s->height);
    if (s->rows == NULL) die("out of memory", path);
    for (size_t y = 0; y < s->height; y++) {
        s->rows[y * s->row_bytes] = PNG_FILTER_VALUE_NONE;
        memcpy(s->rows + y * s->row_bytes + 1, rgb + y * stride, stride);
    }
    free(rgb);
}

static void count_payload(void *context, const uint8_t *payload, size_t length) {
    (void)payload;
    *(size_t *)context += length;
}

/* Adds the sheet's rows to the two clocks: staged a chunk at a time, each chunk compressed before the next. */
static void make_and_deflate(struct sheet *s, double *scanlines, double *igzip) {
    idat_deflater *d = idat_deflater_create(s->row_bytes);
    char err[128];
    if (d == NULL) die("out of memory", "deflater");
    for (size_t y = 0; y < s->height;) {
        size_t n = s->height - y < d->capacity_rows ? s->height - y : d->capacity_rows;
        double t0 = cpu_ms();
        for (size_t i = 0; i < n; i++) memcpy(d->staged + i * s->row_bytes, s->rows + (y + i) * s->row_bytes, s->row_bytes);
        d->staged_rows = n;
        y += n;
        double t1 = cpu_ms();
        if (compress_staged(d, y == s->height, count_payload, &s->deflated, err, sizeof err) != 0) die(err, "igzip");
        *scanlines += t1 - t0;
        *igzip += cpu_ms() - t1;
    }
    idat_deflater_destroy(d);
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: render-floor OUTDIR SHEET.png...\n");
        return 2;
    }
    int count = argc - 2;
    struct sheet *sheets = calloc((size_t)count, sizeof *sheets);
    char (*outputs)[4096] = calloc((size_t)count, sizeof *outputs);
    for (int i = 0; i < count; i++) {
        load(&sheets[i], argv[i + 2]);
        snprintf(outputs[i], sizeof outputs[i], "%s/floor-%d.png", argv[1], i);
        unlink(outputs[i]);  /* a new file each run, as swatch's are */
    }

    double scanlines = 0, igzip = 0;
    for (int i = 0; i < count; i++) make_and_deflate(&sheets[i], &scanlines, &igzip);

    double t0 = cpu_ms();
    for (int i = 0; i < count; i++) {
        int fd = open(outputs[i], O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd < 0 || write(fd, sheets[i].file, sheets[i].file_bytes) != (ssize_t)sheets[i].file_bytes || close(fd) != 0)
            die("cannot write", outputs[i]);
    }
    double writing = cpu_ms() - t0;

    size_t deflated = 0;
    int same = 1;
    for (int i = 0; i < count; i++) {
        deflated += sheets[i].deflated;
        same &= sheets[i].deflated == sheets[i].idat_bytes;
    }
    printf("%.3f %.3f %.3f %zu %d\n", scanlines, igzip, writing, deflated, same);
    return 0;
}
