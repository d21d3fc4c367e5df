/* An exclusive rename for SwatchSupport's file installs (FileRename.swift), kept in this target because it is the
 * C target SwatchSupport already links: see swatch_rename.h. */
#include "swatch_rename.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

int swatch_rename_exclusive(const char *from, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
    /* RENAME_NOREPLACE is 1 in linux/fs.h; spelled out so no kernel header is needed. */
    if (syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 1u) == 0) return 0;
    /* EPERM: a container's seccomp filter older than the call (the plain rename then says what it says). */
    if (errno != EINVAL && errno != ENOSYS && errno != EPERM) return -1;
#elif defined(__APPLE__)
    if (renameatx_np(AT_FDCWD, from, AT_FDCWD, to, RENAME_EXCL) == 0) return 0;
    if (errno != EINVAL && errno != ENOTSUP) return -1;
#endif
    return rename(from, to);
}
