/* Section sizes and symbols of an ELF relocatable object, read directly (no
 * binutils at run time). Used by `kpqc size` and `kpqc profile`. */
#ifndef KPQC_CLI_ELF_READ_H
#define KPQC_CLI_ELF_READ_H

#include <stddef.h>

/* Allocated sections by kind (bytes):
 *   text   executable (.text*)
 *   rodata read-only data (.rodata*), not unwind tables or notes
 *   data   writable initialised data (.data*, .data.rel.ro*)
 *   bss    zero-initialised (.bss*, .tbss)
 *   unwind .eh_frame (reported apart: it depends on -fasynchronous-unwind-tables) */
typedef struct {
    unsigned long long text, rodata, data, bss, unwind;
} elf_sizes;

typedef struct {
    char *name;
    int defined; /* in a section of this object */
    int global;  /* global or weak binding */
    int func;    /* a function */
} elf_symbol;

typedef struct {
    elf_sizes sizes;
    elf_symbol *syms;
    size_t n_syms;
} elf_object;

/* 0, or -1 with a one-line reason in error[256] (missing file, not ELF, ...). */
int elf_object_read(const char *path, elf_object *o, char *error);
void elf_object_free(elf_object *o);

/* The ELF members of a static library (ar archive), in archive order. */
typedef struct {
    char name[64];
    elf_object obj;
} elf_member;

typedef struct {
    elf_member *members;
    size_t n;
} elf_archive;

int elf_archive_read(const char *path, elf_archive *a, char *error);
void elf_archive_free(elf_archive *a);

#endif
