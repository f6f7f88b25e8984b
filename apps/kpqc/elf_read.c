/* A small reader for ELF relocatable objects (32- and 64-bit, host byte
 * order): section headers for sizes, .symtab for symbols. */
#include <elf.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "elf_read.h"

/* One section header or symbol, whatever the class. */
typedef struct {
    uint32_t name, type, link;
    uint64_t flags, offset, size, entsize;
} shdr;

typedef struct {
    uint32_t name;
    unsigned char info;
    uint16_t shndx;
} sym;

static int read_file(const char *path, unsigned char **buf, size_t *len, char *error)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        snprintf(error, 256, "cannot read %s: %s", path, strerror(errno));
        return -1;
    }
    size_t cap = 1 << 16, n = 0;
    unsigned char *b = malloc(cap);
    while (b != NULL) {
        n += fread(b + n, 1, cap - n, f);
        if (n < cap) break;
        unsigned char *nb = realloc(b, cap * 2);
        if (nb == NULL) {
            free(b);
            b = NULL;
            break;
        }
        b = nb;
        cap *= 2;
    }
    int bad = ferror(f);
    fclose(f);
    if (b == NULL || bad) {
        free(b);
        snprintf(error, 256, "cannot read %s", path);
        return -1;
    }
    *buf = b;
    *len = n;
    return 0;
}

static int get_shdr(const unsigned char *b, size_t len, int is64, uint64_t shoff, size_t shentsize,
                    size_t i, shdr *out)
{
    uint64_t at = shoff + (uint64_t)i * shentsize;
    if (at > len || len - at < shentsize) return -1;
    if (is64) {
        Elf64_Shdr h;
        memcpy(&h, b + at, sizeof h);
        out->name = h.sh_name;
        out->type = h.sh_type;
        out->link = h.sh_link;
        out->flags = h.sh_flags;
        out->offset = h.sh_offset;
        out->size = h.sh_size;
        out->entsize = h.sh_entsize;
    } else {
        Elf32_Shdr h;
        memcpy(&h, b + at, sizeof h);
        out->name = h.sh_name;
        out->type = h.sh_type;
        out->link = h.sh_link;
        out->flags = h.sh_flags;
        out->offset = h.sh_offset;
        out->size = h.sh_size;
        out->entsize = h.sh_entsize;
    }
    return 0;
}

static const char *str_at(const unsigned char *b, size_t len, const shdr *strtab, uint32_t off)
{
    if (strtab->offset > len || off >= strtab->size || strtab->size > len - strtab->offset) {
        return NULL;
    }
    const char *s = (const char *)b + strtab->offset + off;
    if (memchr(s, '\0', strtab->size - off) == NULL) return NULL;
    return s;
}

static void classify(elf_sizes *z, const shdr *h, const char *name)
{
    if (!(h->flags & SHF_ALLOC) || h->type == SHT_NOTE) return;
    if (h->flags & SHF_EXECINSTR) {
        z->text += h->size;
    } else if (h->type == SHT_NOBITS) {
        z->bss += h->size;
    } else if (name != NULL && strncmp(name, ".eh_frame", 9) == 0) {
        z->unwind += h->size;
    } else if (h->flags & SHF_WRITE) {
        z->data += h->size;
    } else {
        z->rodata += h->size;
    }
}

static int read_symbols(elf_object *o, const unsigned char *b, size_t len, int is64,
                        const shdr *symtab, const shdr *strtab, char *error, const char *path)
{
    size_t entsize = is64 ? sizeof(Elf64_Sym) : sizeof(Elf32_Sym);
    if (symtab->offset > len || symtab->size > len - symtab->offset) {
        snprintf(error, 256, "%s: truncated symbol table", path);
        return -1;
    }
    size_t n = symtab->size / entsize;
    o->syms = calloc(n ? n : 1, sizeof *o->syms);
    if (o->syms == NULL) {
        snprintf(error, 256, "out of memory");
        return -1;
    }
    for (size_t i = 1; i < n; i++) {
        sym s;
        const unsigned char *p = b + symtab->offset + i * entsize;
        if (is64) {
            Elf64_Sym e;
            memcpy(&e, p, sizeof e);
            s.name = e.st_name;
            s.info = e.st_info;
            s.shndx = e.st_shndx;
        } else {
            Elf32_Sym e;
            memcpy(&e, p, sizeof e);
            s.name = e.st_name;
            s.info = e.st_info;
            s.shndx = e.st_shndx;
        }
        int type = ELF64_ST_TYPE(s.info), bind = ELF64_ST_BIND(s.info);
        if (type == STT_SECTION || type == STT_FILE) continue;
        const char *name = str_at(b, len, strtab, s.name);
        if (name == NULL || name[0] == '\0') continue;
        elf_symbol *e = &o->syms[o->n_syms];
        e->name = malloc(strlen(name) + 1);
        if (e->name == NULL) {
            snprintf(error, 256, "out of memory");
            return -1;
        }
        strcpy(e->name, name);
        e->defined = s.shndx != SHN_UNDEF;
        e->global = bind == STB_GLOBAL || bind == STB_WEAK;
        e->func = type == STT_FUNC;
        o->n_syms++;
    }
    return 0;
}

static int parse(const unsigned char *b, size_t len, const char *path, elf_object *o, char *error)
{
    memset(o, 0, sizeof *o);
    int rc = -1;
    if (len < EI_NIDENT || memcmp(b, ELFMAG, SELFMAG) != 0) {
        snprintf(error, 256, "%s is not an ELF object", path);
        goto out;
    }
    int is64 = b[EI_CLASS] == ELFCLASS64;
    const uint16_t one = 1;
    int little = *(const unsigned char *)&one == 1;
    if ((b[EI_CLASS] != ELFCLASS64 && b[EI_CLASS] != ELFCLASS32) ||
        b[EI_DATA] != (little ? ELFDATA2LSB : ELFDATA2MSB)) {
        snprintf(error, 256, "%s: unsupported ELF class or byte order", path);
        goto out;
    }
    uint64_t shoff;
    size_t shnum, shentsize, shstrndx;
    if (is64) {
        Elf64_Ehdr e;
        if (len < sizeof e) goto truncated;
        memcpy(&e, b, sizeof e);
        shoff = e.e_shoff;
        shnum = e.e_shnum;
        shentsize = e.e_shentsize;
        shstrndx = e.e_shstrndx;
    } else {
        Elf32_Ehdr e;
        if (len < sizeof e) goto truncated;
        memcpy(&e, b, sizeof e);
        shoff = e.e_shoff;
        shnum = e.e_shnum;
        shentsize = e.e_shentsize;
        shstrndx = e.e_shstrndx;
    }
    if (shentsize < (is64 ? sizeof(Elf64_Shdr) : sizeof(Elf32_Shdr))) goto truncated;
    shdr names;
    if (shnum == 0 || get_shdr(b, len, is64, shoff, shentsize, shstrndx, &names) != 0) {
        goto truncated;
    }
    shdr symtab = {0, 0, 0, 0, 0, 0, 0}, strtab = symtab;
    int have_symtab = 0;
    for (size_t i = 0; i < shnum; i++) {
        shdr h;
        if (get_shdr(b, len, is64, shoff, shentsize, i, &h) != 0) goto truncated;
        classify(&o->sizes, &h, str_at(b, len, &names, h.name));
        if (h.type == SHT_SYMTAB && !have_symtab) {
            symtab = h;
            if (get_shdr(b, len, is64, shoff, shentsize, h.link, &strtab) != 0) goto truncated;
            have_symtab = 1;
        }
    }
    if (have_symtab && read_symbols(o, b, len, is64, &symtab, &strtab, error, path) != 0) {
        elf_object_free(o);
        goto out;
    }
    rc = 0;
    goto out;
truncated:
    snprintf(error, 256, "%s: truncated or malformed ELF", path);
out:
    return rc;
}

int elf_object_read(const char *path, elf_object *o, char *error)
{
    unsigned char *b;
    size_t len;
    memset(o, 0, sizeof *o);
    if (read_file(path, &b, &len, error) != 0) return -1;
    int rc = parse(b, len, path, o, error);
    free(b);
    return rc;
}

/* System V / GNU ar: "!<arch>\n", then 60-byte headers; "/" is the symbol
 * index, "//" the table of long names ("/123" refers into it). */
int elf_archive_read(const char *path, elf_archive *a, char *error)
{
    unsigned char *b;
    size_t len;
    memset(a, 0, sizeof *a);
    if (read_file(path, &b, &len, error) != 0) return -1;
    int rc = -1;
    const char *longnames = NULL;
    size_t longnames_len = 0, cap = 0;
    if (len < 8 || memcmp(b, "!<arch>\n", 8) != 0) {
        snprintf(error, 256, "%s is not an ar archive", path);
        goto out;
    }
    for (size_t at = 8; at + 60 <= len;) {
        const unsigned char *h = b + at;
        char sizebuf[11];
        memcpy(sizebuf, h + 48, 10);
        sizebuf[10] = '\0';
        char *end;
        unsigned long long size = strtoull(sizebuf, &end, 10);
        if (end == sizebuf || h[58] != '`' || h[59] != '\n' || size > len - at - 60) {
            snprintf(error, 256, "%s: malformed archive", path);
            goto out;
        }
        const unsigned char *data = h + 60;
        char name[64];
        size_t n = 0;
        if (h[0] == '/' && h[1] == '/') {
            longnames = (const char *)data;
            longnames_len = (size_t)size;
        } else if (h[0] == '/' && h[1] >= '0' && h[1] <= '9' && longnames != NULL) {
            unsigned long off = strtoul((const char *)h + 1, NULL, 10);
            while (off + n < longnames_len && longnames[off + n] != '/' &&
                   longnames[off + n] != '\n' && n < sizeof name - 1) {
                name[n] = longnames[off + n];
                n++;
            }
        } else if (h[0] != '/') {
            while (n < 16 && h[n] != '/' && h[n] != ' ') {
                name[n] = (char)h[n];
                n++;
            }
        }
        name[n] = '\0';
        if (n > 0 && size >= 4 && memcmp(data, ELFMAG, SELFMAG) == 0) {
            if (a->n == cap) {
                cap = cap ? 2 * cap : 256;
                elf_member *m = realloc(a->members, cap * sizeof *m);
                if (m == NULL) {
                    snprintf(error, 256, "out of memory");
                    goto out;
                }
                a->members = m;
            }
            elf_member *m = &a->members[a->n];
            snprintf(m->name, sizeof m->name, "%s", name);
            if (parse(data, (size_t)size, name, &m->obj, error) != 0) goto out;
            a->n++;
        }
        at += 60 + (size_t)size + (size & 1);
    }
    rc = 0;
out:
    if (rc != 0) elf_archive_free(a);
    free(b);
    return rc;
}

void elf_archive_free(elf_archive *a)
{
    for (size_t i = 0; i < a->n; i++) elf_object_free(&a->members[i].obj);
    free(a->members);
    a->members = NULL;
    a->n = 0;
}

void elf_object_free(elf_object *o)
{
    for (size_t i = 0; i < o->n_syms; i++) free(o->syms[i].name);
    free(o->syms);
    o->syms = NULL;
    o->n_syms = 0;
}
