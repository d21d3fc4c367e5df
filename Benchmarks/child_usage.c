/* The launcher swatch-bench times every command through (Sources/swatch-bench/ProcessTiming.swift).
 *
 * Usage: child-usage REPORT COMMAND [ARG...]
 * Runs COMMAND with this process's standard streams and environment, waits for it with wait4 and writes one line
 * to REPORT: "USER_US SYSTEM_US PEAK_KB STATUS", the command's own CPU in microseconds, its peak RSS and its exit
 * status (128 + the signal that ended it).
 *
 * Why a launcher: a child the bench spawns itself (vfork, then exec) starts with the bench's peak RSS, so the bench
 * cannot read a small command's peak from its own wait4. /usr/bin/time stood between them before, but what the bench
 * read then was time's rusage, its own start-up (about 1.4 ms of CPU) included, and time prints the child's CPU in
 * 10 ms steps. This launcher is as small, and reports the child alone, exactly. */
#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>

extern char **environ;

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: child-usage REPORT COMMAND [ARG...]\n");
        return 127;
    }
    pid_t pid;
    int spawned = posix_spawnp(&pid, argv[2], NULL, NULL, argv + 2, environ);
    if (spawned != 0) {
        fprintf(stderr, "child-usage: cannot run %s: %s\n", argv[2], strerror(spawned));
        return 127;
    }
    int status;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0) {
        if (errno == EINTR) continue;
        perror("child-usage: wait4");
        return 127;
    }
    FILE *report = fopen(argv[1], "w");
    if (report == NULL) {
        perror(argv[1]);
        return 127;
    }
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    fprintf(report, "%lld %lld %ld %d\n",
            (long long)usage.ru_utime.tv_sec * 1000000 + usage.ru_utime.tv_usec,
            (long long)usage.ru_stime.tv_sec * 1000000 + usage.ru_stime.tv_usec, usage.ru_maxrss, code);
    return fclose(report) == 0 ? 0 : 127;
}
