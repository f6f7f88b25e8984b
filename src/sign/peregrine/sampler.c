/* Centered binomial samplers; see sampler.h. Constant time: bit counts by
 * masks and shifts only. */
#include "sampler.h"

#include "bytes.h"
#include "ct.h"

/* Number of one bits among the low w bits of v (w <= 13), branch-free. */
static uint32_t ones(uint64_t v, unsigned w)
{
    uint32_t c = 0;
    for (unsigned j = 0; j < w; j++) c += (uint32_t)(v >> j) & 1u;
    return c;
}

unsigned pg_sample_cbd13(int8_t *x, kpqc_keccak_state *rng)
{
    uint8_t buf[8 * 64];
    unsigned parity = 0;
    for (unsigned i = 0; i < PG_N / 2; i++) {
        if (i % 64 == 0) kpqc_keccak_squeeze(buf, sizeof buf, rng);
        uint64_t r = kpqc_load64_le(buf + 8 * (i % 64));
        for (unsigned k = 0; k < 2; k++) {
            uint64_t w = r >> (26 * k);
            int32_t v = (int32_t)ones(w, 13) - (int32_t)ones(w >> 13, 13);
            x[2 * i + k] = (int8_t)v;
            parity ^= (unsigned)v & 1u;
        }
    }
    kpqc_memzero(buf, sizeof buf);
    return parity;
}

void pg_sample_cbd3(int32_t *x, kpqc_keccak_state *rng)
{
    uint8_t buf[8 * 64];
    for (unsigned i = 0; i < PG_N / 4; i++) {
        if (i % 64 == 0) kpqc_keccak_squeeze(buf, sizeof buf, rng);
        uint64_t r = kpqc_load64_le(buf + 8 * (i % 64));
        for (unsigned k = 0; k < 4; k++) {
            uint64_t w = r >> (6 * k);
            x[4 * i + k] = (int32_t)ones(w, 3) - (int32_t)ones(w >> 3, 3);
        }
    }
    kpqc_memzero(buf, sizeof buf);
}
