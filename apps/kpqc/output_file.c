/* Output files written like a careful Unix tool.
 *
 * - "-" is standard output: written through, never closed.
 * - A character device (/dev/null, /dev/full, a terminal) is written through:
 *   opened without O_CREAT or O_TRUNC, nothing is replaced.
 * - A path that does not exist or names a regular file: the data goes to a
 *   temporary file in the same directory, renamed over the path on commit
 *   (whole or nothing). The new file has mode 0666 & ~umask.
 * - Anything else (symbolic link, FIFO, directory, socket, block device) is
 *   refused with one line: it is never replaced, followed or written.
 * Only the temporary file this command made is ever removed. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

enum { TARGET_NEW, TARGET_REGULAR, TARGET_DEVICE, TARGET_STDOUT, TARGET_REFUSED };

static const char *kind_of(mode_t m)
{
    if (S_ISLNK(m)) return "a symbolic link";
    if (S_ISFIFO(m)) return "a FIFO";
    if (S_ISDIR(m)) return "a directory";
    if (S_ISSOCK(m)) return "a socket";
    if (S_ISBLK(m)) return "a block device";
    return "not a regular file";
}

/* What path names now; prints the refusal (one line) for TARGET_REFUSED. */
static int classify(const char *path)
{
    struct stat st;
    if (strcmp(path, "-") == 0) return TARGET_STDOUT;
    if (path[0] == '\0') {
        cli_error("empty output path");
        return TARGET_REFUSED;
    }
    if (lstat(path, &st) != 0) {
        if (errno == ENOENT) return TARGET_NEW;
        cli_error("cannot write %s: %s", path, strerror(errno));
        return TARGET_REFUSED;
    }
    if (S_ISREG(st.st_mode)) return TARGET_REGULAR;
    if (S_ISCHR(st.st_mode)) return TARGET_DEVICE;
    cli_error("refusing to write %s: it is %s (name a regular file, a character device or -)",
              path, kind_of(st.st_mode));
    return TARGET_REFUSED;
}

static mode_t creation_mode(void)
{
    mode_t mask = umask(0);
    umask(mask);
    return (mode_t)(0666 & ~mask);
}

/* The directory part of path (with its trailing slash), "" for a bare name. */
static void directory_of(char *dir, size_t size, const char *path)
{
    const char *slash = strrchr(path, '/');
    size_t n = slash == NULL ? 0 : (size_t)(slash - path) + 1;
    if (n >= size) n = size - 1;
    memcpy(dir, path, n);
    dir[n] = '\0';
}

int output_open(output_file *o, const char *path)
{
    o->fp = NULL;
    o->through = 0;
    o->tmp[0] = '\0';
    if (strlen(path) + 1 > sizeof o->path) {
        cli_error("path too long: %s", path);
        return -1;
    }
    strcpy(o->path, path);
    switch (classify(path)) {
    case TARGET_REFUSED:
        return -1;
    case TARGET_STDOUT:
        o->fp = stdout;
        o->through = 1;
        return 0;
    case TARGET_DEVICE: {
        int fd = open(path, O_WRONLY | O_NOFOLLOW | O_NOCTTY);
        struct stat st;
        if (fd < 0 || fstat(fd, &st) != 0 || !S_ISCHR(st.st_mode)) {
            cli_error("cannot write %s: %s", path, fd < 0 ? strerror(errno) : "not a device");
            if (fd >= 0) close(fd);
            return -1;
        }
        o->fp = fdopen(fd, "w");
        if (o->fp == NULL) {
            cli_error("cannot write %s: %s", path, strerror(errno));
            close(fd);
            return -1;
        }
        o->through = 1;
        return 0;
    }
    default:
        break;
    }
    /* New or regular: a temporary in the same directory, renamed on commit. */
    char dir[sizeof o->tmp];
    directory_of(dir, sizeof dir, path);
    const char *base = path + strlen(dir);
    if ((size_t)snprintf(o->tmp, sizeof o->tmp, "%s.%s.tmpXXXXXX", dir, base) >= sizeof o->tmp) {
        cli_error("path too long: %s", path);
        return -1;
    }
    int fd = mkstemp(o->tmp);
    if (fd < 0) {
        cli_error("cannot write %s: %s", path, strerror(errno));
        o->tmp[0] = '\0';
        return -1;
    }
    if (fchmod(fd, creation_mode()) != 0 || (o->fp = fdopen(fd, "w")) == NULL) {
        cli_error("cannot write %s: %s", path, strerror(errno));
        close(fd);
        unlink(o->tmp);
        o->tmp[0] = '\0';
        return -1;
    }
    return 0;
}

int output_commit(output_file *o)
{
    int failed = ferror(o->fp);
    if (o->fp == stdout) {
        if (fflush(stdout) != 0) failed = 1;
    } else if (fclose(o->fp) != 0) {
        failed = 1;
    }
    o->fp = NULL;
    if (o->through) {
        if (failed) cli_error("error while writing %s", o->path);
        return failed ? -1 : 0;
    }
    if (failed) {
        cli_error("error while writing %s", o->path);
        unlink(o->tmp);
        return -1;
    }
    /* The path may have changed since output_open: replace a regular file only. */
    int target = classify(o->path);
    if (target != TARGET_NEW && target != TARGET_REGULAR) {
        if (target != TARGET_REFUSED) cli_error("%s is no longer a regular file", o->path);
        unlink(o->tmp);
        return -1;
    }
    if (rename(o->tmp, o->path) != 0) {
        cli_error("cannot write %s: %s", o->path, strerror(errno));
        unlink(o->tmp);
        return -1;
    }
    return 0;
}

void output_abort(output_file *o)
{
    if (o->fp == NULL) return;
    if (o->fp != stdout) fclose(o->fp);
    else fflush(stdout);
    o->fp = NULL;
    if (!o->through) unlink(o->tmp);
}

int output_probe(const char *path)
{
    if (path == NULL) return 0;
    switch (classify(path)) {
    case TARGET_REFUSED:
        return -1;
    case TARGET_STDOUT:
        return 0;
    case TARGET_DEVICE:
        if (access(path, W_OK) != 0) {
            cli_error("cannot write %s: %s", path, strerror(errno));
            return -1;
        }
        return 0;
    default: {
        /* Can a temporary be made next to it? (Made and removed: ours.) */
        output_file o;
        if (output_open(&o, path) != 0) return -1;
        output_abort(&o);
        return 0;
    }
    }
}

int output_make_dir(const char *dir)
{
    char path[4096];
    struct stat st;
    if (dir[0] == '\0') {
        cli_error("empty output directory");
        return -1;
    }
    if (strlen(dir) >= sizeof path) {
        cli_error("--out path too long");
        return -1;
    }
    strcpy(path, dir);
    /* Each prefix ending before a '/', then the whole path (mkdir -p). */
    for (char *p = path + 1;; p++) {
        if (*p != '/' && *p != '\0') continue;
        char c = *p;
        *p = '\0';
        if (mkdir(path, 0777) != 0 && errno != EEXIST) {
            cli_error("cannot create the directory %s: %s", path, strerror(errno));
            return -1;
        }
        *p = c;
        if (c == '\0') break;
    }
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
        cli_error("--out %s: not a directory", dir);
        return -1;
    }
    return 0;
}
