/* Opening a folder inside another without crossing a mount, for SwatchSupport's folder walks (FolderRemoval,
 * FolderRecord, LinkedInputs), kept in this target because it is the C target SwatchSupport already links: see
 * swatch_open_folder.h. */
#if defined(__linux__)
#define _GNU_SOURCE /* O_PATH */
#endif
#include "swatch_open_folder.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <sys/stat.h>
#include <unistd.h>

#if defined(__linux__)
#include <sys/syscall.h>
#ifndef SYS_openat2
#define SYS_openat2 437 /* the same number on every architecture */
#endif
#endif

int swatch_open_folder_same_mount(int parent, const char *name) {
    const int flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC;
#if defined(__linux__)
    /* struct open_how and RESOLVE_NO_XDEV (0x01) of linux/openat2.h, spelled out so no kernel header is needed. */
    struct { uint64_t flags, mode, resolve; } how = { (uint64_t)flags, 0, 0x01 };
    int opened = (int)syscall(SYS_openat2, parent, name, &how, sizeof how);
    if (opened >= 0 || (errno != ENOSYS && errno != EPERM)) return opened;
#endif
    int folder = openat(parent, name, flags);
    if (folder < 0) return -1;
    struct stat inside, above;
    if (fstat(folder, &inside) != 0 || fstat(parent, &above) != 0 || inside.st_dev != above.st_dev) {
        close(folder);
        errno = EXDEV;
        return -1;
    }
    return folder;
}

int swatch_is_mount_point(int parent, const char *name) {
#if defined(__linux__)
    struct { uint64_t flags, mode, resolve; } how = { (uint64_t)(O_PATH | O_NOFOLLOW | O_CLOEXEC), 0, 0x01 };
    int opened = (int)syscall(SYS_openat2, parent, name, &how, sizeof how);
    if (opened >= 0) {
        close(opened);
        return 0;
    }
    if (errno == EXDEV) return 1;
    if (errno != ENOSYS && errno != EPERM) return 0;
#endif
    struct stat entry, above;
    if (fstatat(parent, name, &entry, AT_SYMLINK_NOFOLLOW) != 0 || fstat(parent, &above) != 0) return 0;
    return entry.st_dev != above.st_dev;
}
