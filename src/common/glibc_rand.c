/* glibc's TYPE_3 random_r, modelled from its documented behaviour: state[0] =
 * seed (0 taken as 1), state[i] = 16807 * state[i-1] mod (2^31 - 1) computed
 * on signed 32-bit words with Schrage's method, then each output adds the
 * word at the rear pointer into the word at the front pointer (three apart,
 * both wrapping at 31) and returns that sum shifted right by one. */
#include "glibc_rand.h"
#include "randombytes.h"

void kpqc_glibc_srand(kpqc_glibc_rand *g, uint32_t seed)
{
    if (seed == 0) seed = 1;
    int32_t word = (int32_t)seed; /* glibc keeps the seed in an int32_t */
    g->state[0] = seed;
    for (int i = 1; i < 31; i++) {
        int64_t hi = word / 127773, lo = word % 127773;
        int64_t next = 16807 * lo - 2836 * hi;
        if (next < 0) next += 2147483647;
        word = (int32_t)next;
        g->state[i] = (uint32_t)word;
    }
    g->front = 3;
    g->rear = 0;
    for (int i = 0; i < 310; i++) (void)kpqc_glibc_rand_next(g);
}

uint32_t kpqc_glibc_rand_next(kpqc_glibc_rand *g)
{
    uint32_t v = g->state[g->front] + g->state[g->rear];
    g->state[g->front] = v;
    g->front = g->front == 30 ? 0 : g->front + 1;
    g->rear = g->rear == 30 ? 0 : g->rear + 1;
    return v >> 1;
}

void kpqc_glibc_rand_bytes(kpqc_glibc_rand *g, uint8_t *out, size_t len)
{
    for (size_t i = 0; i < len; i++) out[i] = (uint8_t)(kpqc_glibc_rand_next(g) & 0xff);
}

static void glibc_rand_source(void *ctx, uint8_t *out, size_t len)
{
    kpqc_glibc_rand_bytes((kpqc_glibc_rand *)ctx, out, len);
}

void kpqc_randombytes_use_glibc_rand(kpqc_glibc_rand *g)
{
    kpqc_randombytes_use_source(g != NULL ? glibc_rand_source : NULL, g);
}
