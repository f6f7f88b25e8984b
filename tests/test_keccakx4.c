/* The 4-way Keccak (fips202x4.h) against the scalar one (fips202.h, itself
 * checked against FIPS 202 vectors in test_primitives):
 * - the portable and the AVX2 4-way permutations equal four scalar ones;
 * - SHAKE128x4 / SHAKE256x4 equal four scalar SHAKE calls on four different
 *   random inputs of every length 0 .. 3 * rate + 17, for several output lengths;
 * - incremental absorb split at every position, squeeze split at every position,
 *   absorb_once + squeezeblocks, all equal the one-shot streams.
 * The sponge code calls the dispatching permutation: this program runs once as
 * is (AVX2 where present) and once with KPQC_CPU_DISABLE=avx2 (portable). */
#include <stdlib.h>
#include <string.h>

#include "cpu.h"
#include "fips202.h"
#include "fips202x4.h"
#include "test_support.h"

#define MAX_IN (3 * KPQC_SHAKE128_RATE + 17)
#define MAX_OUT (3 * KPQC_SHAKE128_RATE + 9)

static uint64_t rng_state = 0x243f6a8885a308d3ULL;

/* splitmix64: reproducible test data, no need for quality beyond variety. */
static uint64_t rng_next(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void rng_bytes(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) p[i] = (uint8_t)rng_next();
}

typedef void (*perm_fn)(kpqc_keccakx4_state *);

static void check_permutation(perm_fn perm, const char *name)
{
    int ok = 1;
    for (unsigned trial = 0; trial < 200; trial++) {
        kpqc_keccakx4_state st;
        uint64_t ref[4][25];
        for (unsigned i = 0; i < 100; i++) st.s[i] = rng_next();
        if (trial == 0) memset(st.s, 0, sizeof st.s);
        for (unsigned k = 0; k < 4; k++) {
            for (unsigned i = 0; i < 25; i++) ref[k][i] = st.s[4 * i + k];
            kpqc_keccakf1600(ref[k]);
        }
        perm(&st);
        for (unsigned k = 0; k < 4; k++) {
            for (unsigned i = 0; i < 25; i++) ok &= st.s[4 * i + k] == ref[k][i];
        }
    }
    CHECK_MSG(ok, "%s differs from four scalar permutations", name);
    test_pass();
}

typedef struct {
    const char *name;
    unsigned rate;
    void (*scalar)(uint8_t *, size_t, const uint8_t *, size_t);
    void (*oneshot)(uint8_t *, uint8_t *, uint8_t *, uint8_t *, size_t, const uint8_t *,
                    const uint8_t *, const uint8_t *, const uint8_t *, size_t);
    void (*init)(kpqc_keccakx4_state *);
    void (*absorb)(kpqc_keccakx4_state *, const uint8_t *, const uint8_t *, const uint8_t *,
                   const uint8_t *, size_t);
    void (*finalize)(kpqc_keccakx4_state *);
    void (*squeeze)(uint8_t *, uint8_t *, uint8_t *, uint8_t *, size_t, kpqc_keccakx4_state *);
    void (*absorb_once)(kpqc_keccakx4_state *, const uint8_t *, const uint8_t *,
                        const uint8_t *, const uint8_t *, size_t);
    void (*squeezeblocks)(uint8_t *, uint8_t *, uint8_t *, uint8_t *, size_t,
                          kpqc_keccakx4_state *);
} shake_x4;

static const shake_x4 variants[] = {
    {"SHAKE128x4", KPQC_SHAKE128_RATE, kpqc_shake128, kpqc_shake128x4, kpqc_shake128x4_init,
     kpqc_shake128x4_absorb, kpqc_shake128x4_finalize, kpqc_shake128x4_squeeze,
     kpqc_shake128x4_absorb_once, kpqc_shake128x4_squeezeblocks},
    {"SHAKE256x4", KPQC_SHAKE256_RATE, kpqc_shake256, kpqc_shake256x4, kpqc_shake256x4_init,
     kpqc_shake256x4_absorb, kpqc_shake256x4_finalize, kpqc_shake256x4_squeeze,
     kpqc_shake256x4_absorb_once, kpqc_shake256x4_squeezeblocks},
};

typedef struct {
    uint8_t in[4][MAX_IN];
    uint8_t want[4][MAX_OUT];
    uint8_t got[4][MAX_OUT];
} buffers;

static int same4(const buffers *b, size_t outlen)
{
    int ok = 1;
    for (unsigned k = 0; k < 4; k++) ok &= memcmp(b->got[k], b->want[k], outlen) == 0;
    return ok;
}

/* Every input length, each with a few output lengths around the rate. */
static void check_oneshot(const shake_x4 *v, buffers *b)
{
    const size_t outlens[] = {0, 1, 7, 8, 9, 32, v->rate - 1, v->rate, v->rate + 1,
                              2 * v->rate + 5, MAX_OUT};
    int ok = 1;
    size_t bad_in = 0, bad_out = 0;
    for (size_t inlen = 0; inlen <= 3 * v->rate + 17; inlen++) {
        for (unsigned k = 0; k < 4; k++) rng_bytes(b->in[k], inlen);
        for (size_t j = 0; j < sizeof outlens / sizeof outlens[0]; j++) {
            size_t outlen = outlens[j];
            for (unsigned k = 0; k < 4; k++) v->scalar(b->want[k], outlen, b->in[k], inlen);
            memset(b->got, 0xee, sizeof b->got);
            v->oneshot(b->got[0], b->got[1], b->got[2], b->got[3], outlen, b->in[0], b->in[1],
                       b->in[2], b->in[3], inlen);
            int same = same4(b, outlen);
            /* nothing written past outlen */
            for (unsigned k = 0; k < 4; k++) same &= outlen == MAX_OUT || b->got[k][outlen] == 0xee;
            if (!same && ok) {
                bad_in = inlen;
                bad_out = outlen;
            }
            ok &= same;
        }
    }
    CHECK_MSG(ok, "%s one-shot differs from scalar (first at inlen %zu, outlen %zu)", v->name,
              bad_in, bad_out);
    test_pass();
}

/* Absorb in two pieces split at every position (and three pieces, at every
 * first split with a fixed second one), then squeeze in one piece. */
static void check_absorb_splits(const shake_x4 *v, buffers *b)
{
    const size_t inlen = 2 * v->rate + 11, outlen = 64;
    int ok = 1;
    size_t bad = 0;
    for (unsigned k = 0; k < 4; k++) {
        rng_bytes(b->in[k], inlen);
        v->scalar(b->want[k], outlen, b->in[k], inlen);
    }
    for (size_t cut = 0; cut <= inlen; cut++) {
        for (unsigned pieces = 2; pieces <= 3; pieces++) {
            size_t cut2 = pieces == 2 ? inlen : cut + (inlen - cut) / 3;
            kpqc_keccakx4_state st;
            v->init(&st);
            v->absorb(&st, b->in[0], b->in[1], b->in[2], b->in[3], cut);
            v->absorb(&st, b->in[0] + cut, b->in[1] + cut, b->in[2] + cut, b->in[3] + cut,
                      cut2 - cut);
            v->absorb(&st, b->in[0] + cut2, b->in[1] + cut2, b->in[2] + cut2, b->in[3] + cut2,
                      inlen - cut2);
            v->finalize(&st);
            v->squeeze(b->got[0], b->got[1], b->got[2], b->got[3], outlen, &st);
            if (!same4(b, outlen) && ok) bad = cut;
            ok &= same4(b, outlen);
        }
    }
    CHECK_MSG(ok, "%s absorb split at %zu differs", v->name, bad);
    test_pass();
}

/* Squeeze in two pieces split at every position, and in pieces of every size
 * 1..40; absorb_once + squeezeblocks (then squeeze) continue the same streams. */
static void check_squeeze_splits(const shake_x4 *v, buffers *b)
{
    const size_t inlen = 33, outlen = MAX_OUT;
    int ok = 1;
    size_t bad = 0;
    for (unsigned k = 0; k < 4; k++) {
        rng_bytes(b->in[k], inlen);
        v->scalar(b->want[k], outlen, b->in[k], inlen);
    }
    for (size_t cut = 0; cut <= outlen; cut++) {
        kpqc_keccakx4_state st;
        v->init(&st);
        v->absorb(&st, b->in[0], b->in[1], b->in[2], b->in[3], inlen);
        v->finalize(&st);
        v->squeeze(b->got[0], b->got[1], b->got[2], b->got[3], cut, &st);
        v->squeeze(b->got[0] + cut, b->got[1] + cut, b->got[2] + cut, b->got[3] + cut,
                   outlen - cut, &st);
        if (!same4(b, outlen) && ok) bad = cut;
        ok &= same4(b, outlen);
    }
    CHECK_MSG(ok, "%s squeeze split at %zu differs", v->name, bad);
    test_pass();

    ok = 1;
    for (size_t step = 1; step <= 40; step++) {
        kpqc_keccakx4_state st;
        v->init(&st);
        v->absorb(&st, b->in[0], b->in[1], b->in[2], b->in[3], inlen);
        v->finalize(&st);
        for (size_t off = 0; off < outlen; off += step) {
            size_t n = outlen - off < step ? outlen - off : step;
            v->squeeze(b->got[0] + off, b->got[1] + off, b->got[2] + off, b->got[3] + off, n,
                       &st);
        }
        if (!same4(b, outlen) && ok) bad = step;
        ok &= same4(b, outlen);
    }
    CHECK_MSG(ok, "%s squeeze in steps of %zu differs", v->name, bad);
    test_pass();

    ok = 1;
    for (size_t nblocks = 0; nblocks <= 3; nblocks++) {
        kpqc_keccakx4_state st;
        size_t done = nblocks * v->rate;
        memset(b->got, 0, sizeof b->got);
        v->absorb_once(&st, b->in[0], b->in[1], b->in[2], b->in[3], inlen);
        v->squeezeblocks(b->got[0], b->got[1], b->got[2], b->got[3], nblocks, &st);
        v->squeeze(b->got[0] + done, b->got[1] + done, b->got[2] + done, b->got[3] + done,
                   outlen - done, &st);
        ok &= same4(b, outlen);
    }
    CHECK_MSG(ok, "%s absorb_once + squeezeblocks differs", v->name);
    test_pass();
}

/* Aliased outputs for the streams not needed (the header allows it). */
static void check_aliased_outputs(const shake_x4 *v, buffers *b)
{
    uint8_t spare[MAX_OUT];
    for (unsigned k = 0; k < 4; k++) {
        rng_bytes(b->in[k], 50);
        v->scalar(b->want[k], 200, b->in[k], 50);
    }
    v->oneshot(b->got[0], spare, spare, b->got[3], 200, b->in[0], b->in[1], b->in[2], b->in[3],
               50);
    CHECK(memcmp(b->got[0], b->want[0], 200) == 0 && memcmp(b->got[3], b->want[3], 200) == 0);
    test_pass();
}

int main(void)
{
    buffers *b = malloc(sizeof *b);
    CHECK(b != NULL);
    if (b == NULL) return test_finish("keccakx4");
    int avx2 = kpqc_cpu_has(KPQC_CPU_AVX2);
    printf("4-way Keccak: the sponge runs on the %s permutation\n", avx2 ? "AVX2" : "portable");
    check_permutation(kpqc_keccakx4_f1600_portable, "kpqc_keccakx4_f1600_portable");
    check_permutation(kpqc_keccakx4_f1600, "kpqc_keccakx4_f1600");
#if defined(KPQC_KECCAKX4_HAVE_AVX2)
    if (avx2) {
        check_permutation(kpqc_keccakx4_f1600_avx2, "kpqc_keccakx4_f1600_avx2");
    } else {
        printf("no AVX2 here (or KPQC_CPU_DISABLE=avx2): the AVX2 permutation is not run\n");
    }
#else
    printf("not an x86-64 build: no AVX2 permutation\n");
#endif
    for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++) {
        check_oneshot(&variants[i], b);
        check_absorb_splits(&variants[i], b);
        check_squeeze_splits(&variants[i], b);
        check_aliased_outputs(&variants[i], b);
    }
    free(b);
    return test_finish("keccakx4");
}
