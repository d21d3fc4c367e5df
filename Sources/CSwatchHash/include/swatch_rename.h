#ifndef SWATCH_RENAME_H
#define SWATCH_RENAME_H

/* rename(2) that fails with EEXIST instead of replacing what is at `to` (an empty folder made there a moment
 * before included): Linux's renameat2 with RENAME_NOREPLACE (by syscall, so no particular C library is needed),
 * macOS's renameatx_np with RENAME_EXCL (untried). Where the system or the file system has no such rename
 * (EINVAL, ENOSYS, ENOTSUP, or EPERM from a seccomp filter that predates it), a plain rename(2). Returns 0, or -1 with errno set. */
int swatch_rename_exclusive(const char *from, const char *to);

#endif
