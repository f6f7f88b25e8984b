/* Verification's public map, AVX2 (api.h): z = sum_{i <= j} w_i w_j P[i][j].
 *
 * All inputs are public. The nibble tables of every w_j are made once, 16
 * at a time (gf256_tables16); each row is then t_i = sum_{j >= i} w_j
 * P[i][j], summed in registers (two vpshufb per vector, no stores), and
 * z = sum_i w_i t_i. P is read once, in order.
 *
 * An entry is O / 32 whole vectors and a tail of O % 32 bytes (14 at level
 * 1, 8 at level 3). Tails go two at a time into one vector, entry j's in
 * the low lane and entry j + 1's in the high lane, looked up through a
 * table with w_j's half in the low lane and w_{j+1}'s in the high lane
 * (vpshufb works per lane), and the lanes are added at the end of the row.
 * A 14-byte tail is read as 16 bytes: inside P for every entry but the
 * last, which is read from a copy.
 *
 * Its twin public_map_gfni.c does the same with one vgf2p8affineqb per
 * vector instead of these seven operations; verify.c runs it where the CPU
 * has GFNI. */
#include <string.h>

#include "api.h"
#include "gf256_avx2.h"
#include "nibble_tables_avx2.h"

#define FV (MQS_O / 32)               /* whole vectors per entry */
#define TAIL (MQS_O % 32)             /* bytes after them: 0, 8 or 14 */
#define VECS ((MQS_O + 31) / 32)      /* vectors covering an entry */
#define NT (((MQS_N + 15) / 16) * 16) /* w rounded up to whole groups */

#if TAIL != 0 && TAIL != 8 && TAIL != 14
#error "public_map.c: unexpected O % 32"
#endif

#if TAIL
static inline __m128i load16(const void *p)
{
    return _mm_loadu_si128((const __m128i *)p);
}

/* The tail of the entry at e, in the low 128 bits (TAIL bytes, or 16). */
static inline __m128i load_tail(const uint8_t *e)
{
#if TAIL == 8
    return _mm_loadl_epi64((const __m128i *)(const void *)(e + 32 * FV));
#else
    return load16(e + 32 * FV);
#endif
}
#endif

/* x times the scalars whose tables are tl, th (per lane), byte-wise. */
static inline __m256i mul_tl(__m256i x, __m256i tl, __m256i th)
{
    return gf256_mul_tables(x, tl, th);
}

/* t ^= w_j * the whole vectors of the entry at e; w_j's tables at tab. */
static inline void mul_add_full(__m256i t[FV + 1], const uint8_t *e, const __m256i *tab)
{
    __m256i tl, th;
    gf256_tables_load(&tl, &th, tab);
    for (unsigned c = 0; c < FV; c++) t[c] = _mm256_xor_si256(t[c], mul_tl(load32(e + 32 * c), tl, th));
}

/* Entries j and j + 1 at e: whole vectors, and both tails in one vector. */
static inline void mul_add_pair(__m256i t[FV + 1], const uint8_t *e, const __m256i *tab)
{
    mul_add_full(t, e, tab);
    mul_add_full(t, e + MQS_O, tab + 1);
#if TAIL
    const uint8_t *a = (const uint8_t *)tab, *b = (const uint8_t *)(tab + 1);
    __m256i tl = _mm256_inserti128_si256(_mm256_castsi128_si256(load16(a)), load16(b), 1);
    __m256i th = _mm256_inserti128_si256(_mm256_castsi128_si256(load16(a + 16)), load16(b + 16), 1);
    __m256i x = _mm256_inserti128_si256(_mm256_castsi128_si256(load_tail(e)), load_tail(e + MQS_O), 1);
    t[FV] = _mm256_xor_si256(t[FV], mul_tl(x, tl, th));
#endif
}

/* One entry alone (the tail in the low lane). */
static inline void mul_add_one(__m256i t[FV + 1], const uint8_t *e, const __m256i *tab)
{
    mul_add_full(t, e, tab);
#if TAIL
    __m256i tl, th;
    gf256_tables_load(&tl, &th, tab);
    t[FV] = _mm256_xor_si256(t[FV], mul_tl(_mm256_castsi128_si256(load_tail(e)), tl, th));
#endif
}

void mqs_public_map_avx2(uint8_t z[MQS_O], const uint8_t *p, const uint8_t w[MQS_N])
{
    __m256i tab[NT], zs[FV + 1];
    uint8_t wp[NT], last[32 * VECS], out[32 * (FV + 1)];
    const uint8_t *e = p;

    memset(wp, 0, sizeof wp);
    memcpy(wp, w, MQS_N);
    for (unsigned g = 0; g < NT; g += 16) gf256_tables16(tab + g, wp + g);
    for (unsigned c = 0; c <= FV; c++) zs[c] = _mm256_setzero_si256();
    for (unsigned i = 0; i < MQS_N; i++) {
        __m256i t[FV + 1];
        unsigned j = i;
        for (unsigned c = 0; c <= FV; c++) t[c] = _mm256_setzero_si256();
        for (; j + 2 <= MQS_N; j += 2, e += 2 * MQS_O) mul_add_pair(t, e, tab + j);
        if (j < MQS_N) {
            if (i + 1 < MQS_N) {
                mul_add_one(t, e, tab + j);
            } else { /* the very last entry: read from a copy */
                memset(last, 0, sizeof last);
                memcpy(last, e, MQS_O);
                mul_add_one(t, last, tab + j);
            }
            e += MQS_O;
        }
#if TAIL
        /* both lanes of the tail sum; the high lane is then ignored */
        t[FV] = _mm256_xor_si256(t[FV], _mm256_permute2x128_si256(t[FV], t[FV], 0x01));
#endif
        __m256i tl, th;
        gf256_tables_load(&tl, &th, tab + i);
        for (unsigned c = 0; c <= FV; c++) zs[c] = _mm256_xor_si256(zs[c], mul_tl(t[c], tl, th));
    }
    for (unsigned c = 0; c <= FV; c++) store32(out + 32 * c, zs[c]);
    memcpy(z, out, MQS_O);
}
