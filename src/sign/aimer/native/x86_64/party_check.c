/* A party's share of the multiplication check (mpc_party_check in mpc.c, the
 * same formulas): the linear maps A_l and S_l with AVX2 masks, the products
 * on PCLMULQDQ with one reduction per output. Contract in api.h. */
#include "../../mpc.h"
#include "ct.h"
#include "api.h"
#include "clmul.h"

/* x += M1(t), z = M2(t). Row j of a map (the image of x^j) is taken when bit
 * j of t is set: the bit is moved to the sign of a 64-bit lane and a compare
 * with zero turns it into an all-ones mask. */
static inline void linmap2(uint64_t x[GF_WORDS], uint64_t z[GF_WORDS], const uint64_t t[GF_WORDS],
                           const gf *m1, const gf *m2)
{
    const __m256i zero = _mm256_setzero_si256();
    __m256i acc1 = _mm256_setzero_si256(), acc2 = _mm256_setzero_si256();
#if GF_WORDS == 2
    /* Two 16-byte rows j, j + 1 per vector: the low lanes test bit j, the
     * high lanes bit j + 1; the halves are added at the end. */
    for (unsigned w = 0; w < GF_WORDS; w++) {
        const long long tw = (long long)t[w];
        __m256i bits = _mm256_set_epi64x(tw, tw, (long long)((uint64_t)tw << 1),
                                         (long long)((uint64_t)tw << 1));
        for (unsigned j = 64; j >= 2; j -= 2) {
            const unsigned row = 64 * w + j - 2;
            const __m256i mask = _mm256_cmpgt_epi64(zero, bits);
            bits = _mm256_slli_epi64(bits, 2);
            acc1 = _mm256_xor_si256(
                acc1, _mm256_and_si256(mask, _mm256_loadu_si256((const __m256i *)(const void *)m1[row])));
            acc2 = _mm256_xor_si256(
                acc2, _mm256_and_si256(mask, _mm256_loadu_si256((const __m256i *)(const void *)m2[row])));
        }
    }
    {
        const __m128i r1 = _mm_xor_si128(_mm256_castsi256_si128(acc1), _mm256_extracti128_si256(acc1, 1));
        const __m128i r2 = _mm_xor_si128(_mm256_castsi256_si128(acc2), _mm256_extracti128_si256(acc2, 1));
        const __m128i xv = _mm_loadu_si128((const __m128i *)(const void *)x);
        _mm_storeu_si128((__m128i *)(void *)x, _mm_xor_si128(xv, r1));
        _mm_storeu_si128((__m128i *)(void *)z, r2);
    }
#else
    /* One row per vector; a 24-byte row is loaded through a lane mask. */
#if GF_WORDS == 3
    const __m256i lanes = _mm256_set_epi64x(0, -1, -1, -1);
#define LOAD_ROW(p) _mm256_maskload_epi64((const long long *)(const void *)(p), lanes)
#else
#define LOAD_ROW(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#endif
    uint64_t out[4];
    for (unsigned w = 0; w < GF_WORDS; w++) {
        __m256i bits = _mm256_set1_epi64x((long long)t[w]);
        for (unsigned j = 64; j-- > 0;) {
            const unsigned row = 64 * w + j;
            const __m256i mask = _mm256_cmpgt_epi64(zero, bits);
            bits = _mm256_slli_epi64(bits, 1);
            acc1 = _mm256_xor_si256(acc1, _mm256_and_si256(mask, LOAD_ROW(m1[row])));
            acc2 = _mm256_xor_si256(acc2, _mm256_and_si256(mask, LOAD_ROW(m2[row])));
        }
    }
#undef LOAD_ROW
    _mm256_storeu_si256((__m256i *)(void *)out, acc1);
    for (unsigned i = 0; i < GF_WORDS; i++) x[i] ^= out[i];
    _mm256_storeu_si256((__m256i *)(void *)out, acc2);
    for (unsigned i = 0; i < GF_WORDS; i++) z[i] = out[i];
#endif
}

void aimer_avx2_party_check(uint64_t alpha[GF_WORDS], uint64_t v[GF_WORDS], const void *statement,
                            const uint64_t eps[(AIMER_L + 1) * GF_WORDS], const void *tape_in,
                            int last)
{
    const aimer_statement *st = statement;
    const aimer_tape *tape = tape_in;
    const uint64_t keep_b = (uint64_t)0 - (uint64_t)(last != 0);
    gf x, z, sq;
    clmul_wide pa, pv, p;

    for (unsigned i = 0; i < GF_WORDS; i++) x[i] = st->aff.b[i] & keep_b;
    clmul_wide_zero(pa);
    clmul_wide_zero(pv);
    for (unsigned l = 0; l < AIMER_L; l++) {
        linmap2(x, z, tape->t[l], st->aff.a[l], st->s[l]);
        clmul_wide_acc(pa, eps + l * GF_WORDS, tape->t[l]);
        clmul_wide_acc(pv, eps + l * GF_WORDS, z);
    }
    /* output S-box: z_L = x_L^(2^e_L) + ct x_L */
    clmul_wide_sqr(p, x);
    clmul_reduce(sq, p);
    for (unsigned i = 1; i < AIM2_E_OUT; i++) {
        clmul_wide_sqr(p, sq);
        clmul_reduce(sq, p);
    }
    clmul_wide_zero(p);
    clmul_wide_acc(p, st->ct, x);
    clmul_reduce(z, p);
    gf_add(z, z, sq);
    clmul_wide_acc(pa, eps + AIMER_L * GF_WORDS, x);
    clmul_wide_acc(pv, eps + AIMER_L * GF_WORDS, z);

    clmul_reduce(alpha, pa);
    gf_add(alpha, alpha, tape->a);
    clmul_reduce(v, pv);
    gf_add(v, v, tape->c);

    /* the shares of one party are secret in signing */
    kpqc_memzero(x, sizeof x);
    kpqc_memzero(z, sizeof z);
    kpqc_memzero(sq, sizeof sq);
}
