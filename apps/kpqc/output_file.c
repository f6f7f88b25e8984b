/* Whole-or-nothing output files: write to a temporary, then rename. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

int output_open(output_file *o, const char *path)
{
    o->fp = NULL;
    if (strlen(path) + 16 >= sizeof o->tmp) {
        cli_error("path too long: %s", path);
        return -1;
    }
    strcpy(o->path, path);
    snprintf(o->tmp, sizeof o->tmp, "%s.tmpXXXXXX", path);
    int fd = mkstemp(o->tmp);
    if (fd < 0) {
        cli_error("cannot write %s: %s", path, strerror(errno));
        return -1;
    }
    o->fp = fdopen(fd, "w");
    if (o->fp == NULL) {
        cli_error("cannot write %s: %s", path, strerror(errno));
        close(fd);
        unlink(o->tmp);
        return -1;
    }
    return 0;
}

int output_commit(output_file *o)
{
    int failed = ferror(o->fp);
    if (fclose(o->fp) != 0) failed = 1;
    o->fp = NULL;
    if (failed) {
        cli_error("error while writing %s", o->path);
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

int output_probe(const char *path)
{
    output_file o;
    if (path == NULL) return 0;
    if (output_open(&o, path) != 0) return -1;
    output_abort(&o);
    return 0;
}

void output_abort(output_file *o)
{
    if (o->fp != NULL) {
        fclose(o->fp);
        o->fp = NULL;
        unlink(o->tmp);
    }
}
