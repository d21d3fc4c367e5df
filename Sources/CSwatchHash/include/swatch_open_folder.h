#ifndef SWATCH_OPEN_FOLDER_H
#define SWATCH_OPEN_FOLDER_H

/* Opens the folder `name` inside the folder open at `parent` for reading, never following a link and never into another
 * mount: on Linux, openat2(2) with RESOLVE_NO_XDEV, which fails with EXDEV when `name` is a mount point (a bind mount of
 * a folder elsewhere, or another file system), so a removal that empties a folder cannot go on in the folder mounted
 * there (the twenty-first hostile pass's H21-13: `export --force` emptied the palette's folder through a bind mount in
 * the output). Where openat2 is missing (ENOSYS, or EPERM from a seccomp filter that predates it) and on macOS
 * (untried), openat(2) and then EXDEV when the folder's device is not its parent's: another file system, though not a
 * bind mount of the same one. Returns the descriptor, or -1 with errno set. */
int swatch_open_folder_same_mount(int parent, const char *name);

/* Whether the entry `name` (a file, a folder, anything but a link followed) in the folder open at `parent` is a mount
 * point: a file or folder mounted there from elsewhere (the twenty-second hostile pass's H22-1: a file bind-mounted into
 * a folder an export replaced). On Linux, openat2(2) with O_PATH and RESOLVE_NO_XDEV, which opens nothing for reading;
 * where openat2 is missing and on macOS (untried), a device that is not its parent's. 1 or 0; 0 when it cannot be told
 * (the entry is gone). */
int swatch_is_mount_point(int parent, const char *name);

#endif
