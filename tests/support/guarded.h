/* Buffers with canaries on both sides, at a chosen misalignment. */
#ifndef KPQC_TEST_GUARDED_H
#define KPQC_TEST_GUARDED_H

#include <stddef.h>
#include <stdint.h>

#define GUARD_BYTES 32

typedef struct {
    uint8_t *base; /* allocation */
    uint8_t *p;    /* the usable buffer: base + GUARD_BYTES + offset */
    size_t len;
    unsigned offset;
} guarded;

/* Allocates len usable bytes at p, misaligned by offset (0..15), with canaries. */
int guarded_alloc(guarded *g, size_t len, unsigned offset);
/* 1 if both canaries are intact. */
int guarded_intact(const guarded *g);
void guarded_free(guarded *g);

#endif
