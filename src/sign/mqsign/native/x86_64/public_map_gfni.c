/* Verification's public map with GFNI (api.h): the GFNI twin of
 * public_map.c, the same walk over P and the same bytes.
 *
 * Multiplying a byte by a fixed w is GF(2)-linear in the byte's bits, so it
 * is one vgf2p8affineqb with w's 8x8 bit matrix (made once per variable
 * from the portable field multiply): one instruction per vector instead of
 * public_map.c's nibble split and two vpshufb. The instruction works on
 * bits whatever the field, so MQ-Sign's tower field (not the AES one) is
 * fine. Every function here is named *gfni* (tests/slow_instructions). */
#include <string.h>

#include "api.h"
#include "gf256_avx2.h"

#if MQS_HAVE_GFNI

#define FV (MQS_O / 32)          /* whole vectors per entry */
#define TAIL (MQS_O % 32)        /* bytes after them: 0, 8 or 14 */
#define VECS ((MQS_O + 31) / 32) /* vectors covering an entry */

#if TAIL != 0 && TAIL != 8 && TAIL != 14
#error "public_map_gfni.c: unexpected O % 32"
#endif

/* vgf2p8affineqb's matrix for "times w": bit i of the product is the parity
 * of x AND byte 7 - i of the matrix, and bit i of w x is sum_b x_b bit i of
 * (w e_b) (e_b the basis of gf256.h). Rows b = w e_b, transposed to the
 * columns (delta swaps), then byte-reversed. */
static uint64_t gfni_matrix(uint8_t w)
{
    uint64_t e[8], x = 0, t;
    mqs_gf256_basis_multiples(e, w);
    for (unsigned b = 0; b < 8; b++) x |= (e[b] & 0xff) << (8 * b);
    t = (x ^ (x >> 7)) & 0x00aa00aa00aa00aaull;
    x ^= t ^ (t << 7);
    t = (x ^ (x >> 14)) & 0x0000cccc0000ccccull;
    x ^= t ^ (t << 14);
    t = (x ^ (x >> 28)) & 0x00000000f0f0f0f0ull;
    x ^= t ^ (t << 28);
    return __builtin_bswap64(x);
}

static inline __m256i gfni_mul(__m256i x, __m256i m)
{
    return _mm256_gf2p8affine_epi64_epi8(x, m, 0);
}

#if TAIL
static inline __m128i gfni_load16(const uint8_t *p)
{
    return _mm_loadu_si128((const __m128i *)(const void *)p);
}

/* The tail of the entry at e, in the low 128 bits (TAIL bytes, or 16). */
static inline __m128i gfni_load_tail(const uint8_t *e)
{
#if TAIL == 8
    return _mm_loadl_epi64((const __m128i *)(const void *)(e + 32 * FV));
#else
    return gfni_load16(e + 32 * FV);
#endif
}
#endif

/* t ^= w_j * the whole vectors of the entry at e, w_j's matrix m. */
static inline void gfni_mul_add_full(__m256i t[FV + 1], const uint8_t *e, uint64_t m)
{
    __m256i mv = _mm256_set1_epi64x((long long)m);
    for (unsigned c = 0; c < FV; c++) t[c] = _mm256_xor_si256(t[c], gfni_mul(load32(e + 32 * c), mv));
}

/* Entries j and j + 1 at e (matrices m[0], m[1]): whole vectors, and both
 * tails in one vector, entry j's in the low lane with its matrix there. */
static inline void gfni_mul_add_pair(__m256i t[FV + 1], const uint8_t *e, const uint64_t m[2])
{
    gfni_mul_add_full(t, e, m[0]);
    gfni_mul_add_full(t, e + MQS_O, m[1]);
#if TAIL
    __m256i mv = _mm256_permute4x64_epi64(_mm256_castsi128_si256(gfni_load16((const uint8_t *)m)), 0x50);
    __m256i x = _mm256_inserti128_si256(_mm256_castsi128_si256(gfni_load_tail(e)), gfni_load_tail(e + MQS_O), 1);
    t[FV] = _mm256_xor_si256(t[FV], gfni_mul(x, mv));
#endif
}

/* One entry alone (the tail in the low lane). */
static inline void gfni_mul_add_one(__m256i t[FV + 1], const uint8_t *e, uint64_t m)
{
    gfni_mul_add_full(t, e, m);
#if TAIL
    __m256i x = _mm256_castsi128_si256(gfni_load_tail(e));
    t[FV] = _mm256_xor_si256(t[FV], gfni_mul(x, _mm256_set1_epi64x((long long)m)));
#endif
}

void mqs_public_map_gfni(uint8_t z[MQS_O], const uint8_t *p, const uint8_t w[MQS_N])
{
    uint64_t mat[MQS_N];
    __m256i zs[FV + 1];
    uint8_t last[32 * VECS], out[32 * (FV + 1)];
    const uint8_t *e = p;

    for (unsigned j = 0; j < MQS_N; j++) mat[j] = gfni_matrix(w[j]);
    for (unsigned c = 0; c <= FV; c++) zs[c] = _mm256_setzero_si256();
    for (unsigned i = 0; i < MQS_N; i++) {
        __m256i t[FV + 1];
        unsigned j = i;
        for (unsigned c = 0; c <= FV; c++) t[c] = _mm256_setzero_si256();
        for (; j + 2 <= MQS_N; j += 2, e += 2 * MQS_O) gfni_mul_add_pair(t, e, mat + j);
        if (j < MQS_N) {
            if (i + 1 < MQS_N) {
                gfni_mul_add_one(t, e, mat[j]);
            } else { /* the very last entry: read from a copy */
                memset(last, 0, sizeof last);
                memcpy(last, e, MQS_O);
                gfni_mul_add_one(t, last, mat[j]);
            }
            e += MQS_O;
        }
#if TAIL
        /* both lanes of the tail sum; the high lane is then ignored */
        t[FV] = _mm256_xor_si256(t[FV], _mm256_permute2x128_si256(t[FV], t[FV], 0x01));
#endif
        __m256i mi = _mm256_set1_epi64x((long long)mat[i]);
        for (unsigned c = 0; c <= FV; c++) zs[c] = _mm256_xor_si256(zs[c], gfni_mul(t[c], mi));
    }
    for (unsigned c = 0; c <= FV; c++) store32(out + 32 * c, zs[c]);
    memcpy(z, out, MQS_O);
}

#endif
