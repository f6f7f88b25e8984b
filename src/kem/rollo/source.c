/* The NIST seed expander and the system source behind one interface. */
#include <string.h>

#include "ct.h"
#include "randombytes.h"
#include "source.h"

void rollo_source_expander(rollo_source *s, const uint8_t seed[ROLLO_SEED_BYTES], unsigned off)
{
    uint8_t w[ROLLO_SEED_BYTES] = {0};
    memcpy(w, seed + off, ROLLO_SEED_BYTES - off);
    s->expander = 1;
    s->failed = 0;
    kpqc_aes256_init(&s->aes, w);
    memcpy(s->ctr, w + 32, 8);
    memset(s->ctr + 8, 0xff, 4); /* maxlen 2^32 - 1, big-endian */
    memset(s->ctr + 12, 0, 4);
    s->pos = 16;
    kpqc_memzero(w, sizeof w);
}

void rollo_source_system(rollo_source *s)
{
    memset(s, 0, sizeof *s);
}

void rollo_source_bytes(rollo_source *s, uint8_t *out, size_t len)
{
    if (!s->expander) {
        if (kpqc_randombytes(out, len) != 0) {
            s->failed = 1;
            memset(out, 0, len);
        }
        return;
    }
    while (len > 0) {
        if (s->pos == 16) {
            kpqc_aes256_encrypt(&s->aes, s->ctr, s->buf);
            s->pos = 0;
            for (int i = 15; i >= 12; i--) { /* 32-bit counter, big-endian */
                if (++s->ctr[i] != 0) break;
            }
        }
        size_t take = 16 - s->pos < len ? 16 - s->pos : len;
        memcpy(out, s->buf + s->pos, take);
        s->pos += (unsigned)take;
        out += take;
        len -= take;
    }
}

void rollo_source_wipe(rollo_source *s)
{
    kpqc_memzero(s, sizeof *s);
}
