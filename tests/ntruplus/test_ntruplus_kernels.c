/* NTRU+: every function the AVX2 backend replaces with a kernel, against the
 * portable one, on random inputs spanning each contract's input range
 * (src/kem/ntruplus/ntt.h, poly.h, native/x86_64/api.h), for every
 * parameter set. The functions are the instances' internal (namespaced)
 * symbols, kpqc_ntruplus<n>_<backend>_<name>.
 *
 * Checked: NTT (|a_i| <= 4), the inverse NTT and base multiplication
 * (|a_i| < 2q) give identical coefficients; for the inverse NTT, whose
 * reductions are lazy, also on inputs all at +-(2q - 1), with |r_i| < q and
 * the residues of the same input centred (so an overflow in both backends
 * would still show); base inversion gives the same residues (its
 * representatives may differ) and the same verdict, including -1 for an
 * input with one zero component; Encode_q on any int16 (its reduced form on
 * |a_i| < q) and Decode_q on any bytes (canonical or not) give identical
 * results; CBD1, 3 CBD1 and SOTP Encode, each also followed by the NTT (+1
 * on coefficient 0 of 3 CBD1 in odd trials), SOTP Decode (with invalid
 * inputs too), crepmod3,
 * Decap's fused inverse NTT, crepmod3 and NTT (both outputs)
 * and the mod-q comparison give identical results.
 * Where this build or CPU has no AVX2 backend the test says so and exits 77
 * (skipped, not passed). */
#include <stdlib.h>
#include <string.h>

#include "cpu.h"
#include "test_support.h"

#define Q 3457
#define MAXN 1152
#define TRIALS 200

typedef struct {
    void (*ntt)(int16_t *);
    void (*invntt)(int16_t *);
    void (*basemul)(int16_t *, const int16_t *, const int16_t *);
    void (*basemul_add)(int16_t *, const int16_t *, const int16_t *, const int16_t *);
    void (*basemul_sub)(int16_t *, const int16_t *, const int16_t *, const int16_t *);
    int (*baseinv)(int16_t *, const int16_t *);
    void (*tobytes)(uint8_t *, const void *);
    void (*tobytes_reduced)(uint8_t *, const void *);
    uint32_t (*frombytes)(void *, const uint8_t *);
    void (*cbd1)(void *, const uint8_t *);
    void (*cbd1_times3)(void *, const uint8_t *);
    void (*sotp_encode)(void *, const uint8_t *, const uint8_t *);
    void (*cbd1_ntt)(void *, const uint8_t *);
    void (*cbd1_times3_ntt)(void *, const uint8_t *, int16_t);
    void (*sotp_encode_ntt)(void *, const uint8_t *, const uint8_t *);
    uint32_t (*sotp_decode)(uint8_t *, const void *, const uint8_t *);
    void (*crepmod3)(void *, const void *);
    void (*invntt_crepmod3_ntt)(void *, void *);
    uint32_t (*differ)(const void *, const void *);
    uint32_t (*differ_reduced)(const void *, const void *);
} ntru_functions;

#define DECLARE(n, b)                                                                          \
    void kpqc_ntruplus##n##_##b##_ntt(int16_t *);                                              \
    void kpqc_ntruplus##n##_##b##_invntt(int16_t *);                                           \
    void kpqc_ntruplus##n##_##b##_basemul(int16_t *, const int16_t *, const int16_t *);        \
    void kpqc_ntruplus##n##_##b##_basemul_add(int16_t *, const int16_t *, const int16_t *,     \
                                              const int16_t *);                                \
    void kpqc_ntruplus##n##_##b##_basemul_sub(int16_t *, const int16_t *, const int16_t *,     \
                                              const int16_t *);                                \
    int kpqc_ntruplus##n##_##b##_baseinv(int16_t *, const int16_t *);                          \
    void kpqc_ntruplus##n##_##b##_poly_tobytes(uint8_t *, const void *);                       \
    void kpqc_ntruplus##n##_##b##_poly_tobytes_reduced(uint8_t *, const void *);               \
    uint32_t kpqc_ntruplus##n##_##b##_poly_frombytes(void *, const uint8_t *);                 \
    void kpqc_ntruplus##n##_##b##_poly_cbd1(void *, const uint8_t *);                          \
    void kpqc_ntruplus##n##_##b##_poly_cbd1_times3(void *, const uint8_t *);                   \
    void kpqc_ntruplus##n##_##b##_poly_sotp_encode(void *, const uint8_t *, const uint8_t *);  \
    void kpqc_ntruplus##n##_##b##_poly_cbd1_ntt(void *, const uint8_t *);                      \
    void kpqc_ntruplus##n##_##b##_poly_cbd1_times3_ntt(void *, const uint8_t *, int16_t);      \
    void kpqc_ntruplus##n##_##b##_poly_sotp_encode_ntt(void *, const uint8_t *,                \
                                                       const uint8_t *);                       \
    uint32_t kpqc_ntruplus##n##_##b##_poly_sotp_decode(uint8_t *, const void *, const uint8_t *); \
    void kpqc_ntruplus##n##_##b##_poly_crepmod3(void *, const void *);                      \
    void kpqc_ntruplus##n##_##b##_poly_invntt_crepmod3_ntt(void *, void *);                    \
    uint32_t kpqc_ntruplus##n##_##b##_poly_differ(const void *, const void *);                 \
    uint32_t kpqc_ntruplus##n##_##b##_poly_differ_reduced(const void *, const void *);
#define FUNCTIONS(n, b)                                                                        \
    {kpqc_ntruplus##n##_##b##_ntt, kpqc_ntruplus##n##_##b##_invntt,                            \
     kpqc_ntruplus##n##_##b##_basemul, kpqc_ntruplus##n##_##b##_basemul_add,                   \
     kpqc_ntruplus##n##_##b##_basemul_sub,                                                     \
     kpqc_ntruplus##n##_##b##_baseinv, kpqc_ntruplus##n##_##b##_poly_tobytes,                  \
     kpqc_ntruplus##n##_##b##_poly_tobytes_reduced,                                            \
     kpqc_ntruplus##n##_##b##_poly_frombytes, kpqc_ntruplus##n##_##b##_poly_cbd1,              \
     kpqc_ntruplus##n##_##b##_poly_cbd1_times3,                                                \
     kpqc_ntruplus##n##_##b##_poly_sotp_encode, kpqc_ntruplus##n##_##b##_poly_cbd1_ntt,        \
     kpqc_ntruplus##n##_##b##_poly_cbd1_times3_ntt,                                            \
     kpqc_ntruplus##n##_##b##_poly_sotp_encode_ntt, kpqc_ntruplus##n##_##b##_poly_sotp_decode, \
     kpqc_ntruplus##n##_##b##_poly_crepmod3,                                                   \
     kpqc_ntruplus##n##_##b##_poly_invntt_crepmod3_ntt, kpqc_ntruplus##n##_##b##_poly_differ,  \
     kpqc_ntruplus##n##_##b##_poly_differ_reduced}

DECLARE(768, portable)
DECLARE(864, portable)
DECLARE(1152, portable)
#if KPQC_HAVE_NTRUPLUS_AVX2
DECLARE(768, avx2)
DECLARE(864, avx2)
DECLARE(1152, avx2)
#endif

typedef struct {
    size_t n;
    ntru_functions portable, native;
} ntru_set;

/* Without an avx2 backend (not x86-64, or KPQC_NATIVE=OFF) nothing below runs. */
#if KPQC_HAVE_NTRUPLUS_AVX2
static const ntru_set sets[] = {
    {768, FUNCTIONS(768, portable), FUNCTIONS(768, avx2)},
    {864, FUNCTIONS(864, portable), FUNCTIONS(864, avx2)},
    {1152, FUNCTIONS(1152, portable), FUNCTIONS(1152, avx2)},
};

static uint64_t rng = 0x243f6a8885a308d3ULL;

static uint32_t rnd(uint32_t bound)
{
    return test_rand_below(&rng, bound);
}

static void fill(int16_t *a, size_t n, int bound) /* |a_i| <= bound */
{
    for (size_t i = 0; i < n; i++) a[i] = (int16_t)((int)rnd(2 * (uint32_t)bound + 1) - bound);
}

static void fill_bytes(uint8_t *p, size_t len)
{
    for (size_t i = 0; i < len; i++) p[i] = (uint8_t)rnd(256);
}

static int16_t modq(int16_t x)
{
    int r = x % Q;
    return (int16_t)(r < 0 ? r + Q : r);
}

typedef struct {
    _Alignas(32) int16_t a[MAXN];
    _Alignas(32) int16_t b[MAXN];
    _Alignas(32) int16_t c[MAXN];
    _Alignas(32) int16_t x[MAXN];
    _Alignas(32) int16_t y[MAXN];
    _Alignas(32) int16_t z[MAXN];
    _Alignas(32) int16_t w[MAXN];
} buffers;

static void check_set(const ntru_set *s)
{
    const size_t n = s->n, polybytes = 3 * n / 2, cbdbytes = n / 4, msgbytes = n / 8;
    const ntru_functions *p = &s->portable, *v = &s->native;
    static buffers m;
    uint8_t bx[3 * MAXN / 2], by[3 * MAXN / 2], buf[MAXN / 4], msg[MAXN / 8], mx[MAXN / 8],
        my[MAXN / 8];
    unsigned long compared = 0;

    for (unsigned t = 0; t < TRIALS; t++) {
        fill(m.a, n, 4);
        memcpy(m.x, m.a, n * 2);
        memcpy(m.y, m.a, n * 2);
        p->ntt(m.x);
        v->ntt(m.y);
        CHECK_MSG(memcmp(m.x, m.y, n * 2) == 0, "NTRU+%zu ntt trial %u", n, t);

        fill(m.a, n, 2 * Q - 1);
        if (t % 8 == 1) { /* the extremes, where unreduced sums grow most */
            for (size_t i = 0; i < n; i++) m.a[i] = (int16_t)((t % 16 == 1 ? 1 : -1) * (2 * Q - 1));
        } else if (t % 8 == 5) {
            for (size_t i = 0; i < n; i++) m.a[i] = (int16_t)((rnd(2) ? 1 : -1) * (2 * Q - 1));
        }
        memcpy(m.x, m.a, n * 2);
        memcpy(m.y, m.a, n * 2);
        p->invntt(m.x);
        v->invntt(m.y);
        CHECK_MSG(memcmp(m.x, m.y, n * 2) == 0, "NTRU+%zu invntt trial %u", n, t);
        { /* both reduce lazily: against the same input centred (|a_i| <= q/2,
           * far from the bounds), the residues must agree and |r_i| < q */
            int same = 1;
            for (size_t i = 0; i < n; i++) {
                int c = modq(m.a[i]);
                m.b[i] = (int16_t)(c > Q / 2 ? c - Q : c);
            }
            p->invntt(m.b);
            for (size_t i = 0; i < n; i++) same &= modq(m.b[i]) == modq(m.y[i]) && m.y[i] > -Q && m.y[i] < Q;
            CHECK_MSG(same, "NTRU+%zu invntt residues trial %u", n, t);
        }

        fill(m.a, n, 2 * Q - 1);
        fill(m.b, n, 2 * Q - 1);
        fill(m.c, n, Q - 1);
        p->basemul(m.x, m.a, m.b);
        v->basemul(m.y, m.a, m.b);
        CHECK_MSG(memcmp(m.x, m.y, n * 2) == 0, "NTRU+%zu basemul trial %u", n, t);
        p->basemul_add(m.x, m.a, m.b, m.c);
        v->basemul_add(m.y, m.a, m.b, m.c);
        CHECK_MSG(memcmp(m.x, m.y, n * 2) == 0, "NTRU+%zu basemul_add trial %u", n, t);
        /* basemul_sub: |a_i - c_i| < 2q (a from Decode_q, c from ntt in decaps) */
        fill(m.a, n, Q - 1);
        fill(m.c, n, Q - 1);
        p->basemul_sub(m.x, m.a, m.c, m.b);
        v->basemul_sub(m.y, m.a, m.c, m.b);
        CHECK_MSG(memcmp(m.x, m.y, n * 2) == 0, "NTRU+%zu basemul_sub trial %u", n, t);
        memcpy(m.y, m.a, n * 2); /* in place, r = a, as Decap calls it */
        v->basemul_sub(m.y, m.y, m.c, m.b);
        CHECK_MSG(memcmp(m.x, m.y, n * 2) == 0, "NTRU+%zu basemul_sub in place trial %u", n, t);
        memcpy(m.y, m.a, n * 2);
        p->basemul_sub(m.y, m.y, m.c, m.b);
        CHECK_MSG(memcmp(m.x, m.y, n * 2) == 0, "NTRU+%zu basemul_sub in place (portable) %u", n,
                  t);
        for (size_t i = 0; i < n; i++) m.a[i] = (int16_t)(m.a[i] - m.c[i]);
        p->basemul(m.c, m.a, m.b);
        CHECK_MSG(memcmp(m.x, m.c, n * 2) == 0, "NTRU+%zu basemul_sub = basemul trial %u", n, t);

        /* Inversion: same residues and verdict; every few trials one
         * component is made zero (coefficients of slot 0 are a[8k]). */
        if (t % 4 == 3) {
            for (size_t k = 0; k < (n == 864 ? 3u : 4u); k++) m.a[8 * k] = (int16_t)(Q * (int)rnd(2));
        }
        int rp = p->baseinv(m.x, m.a), rv = v->baseinv(m.y, m.a);
        CHECK_MSG(rp == rv && (t % 4 != 3 || rv == -1), "NTRU+%zu baseinv verdict %d %d", n, rp,
                  rv);
        if (rp == 0) {
            int same = 1;
            for (size_t i = 0; i < n; i++) same &= modq(m.x[i]) == modq(m.y[i]) && m.y[i] > -Q && m.y[i] < Q;
            CHECK_MSG(same, "NTRU+%zu baseinv residues trial %u", n, t);
        }

        fill(m.a, n, 32767);
        p->tobytes(bx, m.a);
        v->tobytes(by, m.a);
        CHECK_MSG(memcmp(bx, by, polybytes) == 0, "NTRU+%zu Encode_q trial %u", n, t);
        fill(m.a, n, Q - 1); /* the reduced form: |a_i| < q, same bytes as Encode_q */
        p->tobytes(bx, m.a);
        v->tobytes_reduced(by, m.a);
        CHECK_MSG(memcmp(bx, by, polybytes) == 0, "NTRU+%zu Encode_q reduced trial %u", n, t);
        p->tobytes_reduced(by, m.a);
        CHECK_MSG(memcmp(bx, by, polybytes) == 0, "NTRU+%zu Encode_q reduced (portable) trial %u",
                  n, t);

        fill_bytes(bx, polybytes);
        if (t % 2 == 0) { /* mostly canonical: clear the top bits of some values */
            for (size_t i = 2; i < polybytes; i += 3) bx[i] &= 0x7f;
        }
        uint32_t fp = p->frombytes(m.x, bx), fv = v->frombytes(m.y, bx);
        CHECK_MSG(fp == fv && memcmp(m.x, m.y, n * 2) == 0, "NTRU+%zu Decode_q trial %u", n, t);

        fill_bytes(buf, cbdbytes);
        fill_bytes(msg, msgbytes);
        p->cbd1(m.x, buf);
        v->cbd1(m.y, buf);
        CHECK_MSG(memcmp(m.x, m.y, n * 2) == 0, "NTRU+%zu CBD1 trial %u", n, t);
        p->cbd1_times3(m.a, buf);
        v->cbd1_times3(m.b, buf);
        for (size_t i = 0; i < n; i++) m.c[i] = (int16_t)(3 * m.x[i]);
        CHECK_MSG(memcmp(m.a, m.c, n * 2) == 0 && memcmp(m.b, m.c, n * 2) == 0,
                  "NTRU+%zu CBD1 times 3 trial %u", n, t);
        p->sotp_encode(m.x, msg, buf);
        v->sotp_encode(m.y, msg, buf);
        CHECK_MSG(memcmp(m.x, m.y, n * 2) == 0, "NTRU+%zu SOTP encode trial %u", n, t);
        /* the samplers followed by the NTT (fused in the avx2 kernels) */
        p->cbd1_ntt(m.z, buf);
        v->cbd1_ntt(m.w, buf);
        CHECK_MSG(memcmp(m.z, m.w, n * 2) == 0, "NTRU+%zu CBD1+NTT trial %u", n, t);
        p->cbd1_times3_ntt(m.z, buf, (int16_t)(t & 1));
        v->cbd1_times3_ntt(m.w, buf, (int16_t)(t & 1));
        CHECK_MSG(memcmp(m.z, m.w, n * 2) == 0, "NTRU+%zu 3 CBD1 + %u, NTT trial %u", n, t & 1, t);
        p->sotp_encode_ntt(m.z, msg, buf);
        v->sotp_encode_ntt(m.w, msg, buf);
        CHECK_MSG(memcmp(m.z, m.w, n * 2) == 0, "NTRU+%zu SOTP encode+NTT trial %u", n, t);

        fill(m.a, n, 1);
        if (t % 2 == 0) memcpy(m.a, m.x, n * 2); /* a valid encoding decodes to msg */
        fp = p->sotp_decode(mx, m.a, buf);
        fv = v->sotp_decode(my, m.a, buf);
        CHECK_MSG(fp == fv && memcmp(mx, my, msgbytes) == 0, "NTRU+%zu SOTP decode trial %u", n,
                  t);
        CHECK(t % 2 != 0 || (fv == 0 && memcmp(my, msg, msgbytes) == 0));

        fill(m.a, n, Q - 1);
        p->crepmod3(m.x, m.a);
        v->crepmod3(m.y, m.a);
        CHECK_MSG(memcmp(m.x, m.y, n * 2) == 0, "NTRU+%zu crepmod3 trial %u", n, t);
        /* Decap's m and NTT(m) from |a_i| < 2q (all at +-(2q - 1) every
         * few trials): both outputs identical. */
        fill(m.a, n, 2 * Q - 1);
        if (t % 8 == 5) {
            for (size_t i = 0; i < n; i++) m.a[i] = (int16_t)((rnd(2) ? 1 : -1) * (2 * Q - 1));
        }
        memcpy(m.x, m.a, n * 2);
        memcpy(m.y, m.a, n * 2);
        p->invntt_crepmod3_ntt(m.x, m.z);
        v->invntt_crepmod3_ntt(m.y, m.w);
        CHECK_MSG(memcmp(m.x, m.y, n * 2) == 0 && memcmp(m.z, m.w, n * 2) == 0,
                  "NTRU+%zu invntt_crepmod3_ntt trial %u", n, t);

        /* differ: equal residues in other representatives, then one change. */
        fill(m.a, n, 2 * Q - 1);
        for (size_t i = 0; i < n; i++) m.b[i] = (int16_t)(m.a[i] + (int)(rnd(3) - 1) * Q);
        CHECK(p->differ(m.a, m.b) == 0 && v->differ(m.a, m.b) == 0);
        m.b[rnd((uint32_t)n)] += (int16_t)(1 + rnd(Q - 1));
        CHECK_MSG(p->differ(m.a, m.b) == 0xffffffffu && v->differ(m.a, m.b) == 0xffffffffu,
                  "NTRU+%zu differ trial %u", n, t);
        /* differ_reduced: |a_i|, |b_i| < q; equal residues (b_i = a_i -+ q
         * where that stays in range), then one change. */
        fill(m.a, n, Q - 1);
        for (size_t i = 0; i < n; i++) {
            int16_t alt = (int16_t)(m.a[i] > 0 ? m.a[i] - Q : m.a[i] + Q);
            m.b[i] = (rnd(2) && m.a[i] != 0) ? alt : m.a[i];
        }
        CHECK(p->differ_reduced(m.a, m.b) == 0 && v->differ_reduced(m.a, m.b) == 0);
        {
            size_t i = rnd((uint32_t)n);
            int16_t nb = (int16_t)(m.b[i] + 1 + (int)rnd(Q - 1));
            if (nb >= Q) nb = (int16_t)(nb - 2 * Q + 1); /* keeps |b_i| < q, still a change */
            m.b[i] = nb;
        }
        CHECK_MSG(p->differ_reduced(m.a, m.b) == p->differ(m.a, m.b) &&
                      v->differ_reduced(m.a, m.b) == p->differ(m.a, m.b),
                  "NTRU+%zu differ_reduced trial %u", n, t);
        compared += 23;
    }
    printf("NTRU+%zu: avx2 kernels equal portable in %lu comparisons\n", n, compared);
    test_pass();
}
#endif

int main(void)
{
#if KPQC_HAVE_NTRUPLUS_AVX2
    if (!kpqc_cpu_has(KPQC_CPU_AVX2 | KPQC_CPU_BMI2 | KPQC_CPU_POPCNT)) {
        printf("skipped: this CPU lacks AVX2/BMI2/POPCNT, the NTRU+ avx2 kernels cannot run\n");
        return 77;
    }
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) check_set(&sets[i]);
    return test_finish("ntruplus kernels");
#else
    printf("skipped: this build has no NTRU+ avx2 backend (not x86-64, or KPQC_NATIVE=OFF)\n");
    return 77;
#endif
}
