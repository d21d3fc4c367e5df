#ifndef SWATCH_FUZZ_DRIVER_H
#define SWATCH_FUZZ_DRIVER_H

/* libFuzzer's driver, for the fuzz targets under Sources/Fuzz. It lives in the toolchain's compiler-rt
 * (libclang_rt.fuzzer), which `-sanitize=fuzzer` links. SwiftPM on Linux links every executable with
 * `main` as an alias of the module's own entry point, so libFuzzer's `main` is never used: a fuzz
 * target's top-level code calls this instead. Only code built with `-DFUZZING` refers to it, so the
 * normal build never needs libFuzzer. */

#include <stddef.h>
#include <stdint.h>

/* Parses libFuzzer's flags in argv and runs `callback` on each input (corpus files, then mutations);
 * returns the process exit status. */
int LLVMFuzzerRunDriver(int *_Nonnull argc, char *_Nullable *_Nonnull *_Nonnull argv,
                        int (*_Nonnull callback)(const uint8_t *_Nonnull data, size_t size));

#endif /* SWATCH_FUZZ_DRIVER_H */
