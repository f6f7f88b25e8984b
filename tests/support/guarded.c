#include <stdlib.h>

#include "guarded.h"

static uint8_t canary_byte(size_t i)
{
    return (uint8_t)(0xa5 ^ (i * 29));
}

int guarded_alloc(guarded *g, size_t len, unsigned offset)
{
    size_t total = 2 * GUARD_BYTES + 16 + len;
    g->base = malloc(total);
    if (g->base == NULL) return -1;
    for (size_t i = 0; i < total; i++) g->base[i] = canary_byte(i);
    g->p = g->base + GUARD_BYTES + (offset & 15);
    g->len = len;
    g->offset = offset & 15;
    return 0;
}

int guarded_intact(const guarded *g)
{
    size_t start = GUARD_BYTES + g->offset, end = start + g->len;
    size_t total = 2 * GUARD_BYTES + 16 + g->len;
    for (size_t i = 0; i < start; i++) {
        if (g->base[i] != canary_byte(i)) return 0;
    }
    for (size_t i = end; i < total; i++) {
        if (g->base[i] != canary_byte(i)) return 0;
    }
    return 1;
}

void guarded_free(guarded *g)
{
    free(g->base);
    g->base = g->p = NULL;
}
