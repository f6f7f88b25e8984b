/* Verification's public map, AVX2 (api.h): z = sum_{i <= j} w_i w_j P[i][j].
 *
 * All inputs are public. Each row's products w_i w_j come from w_i's nibble
 * tables applied to w, 32 at a time; entry (i, j) is then added into the
 * bucket of its product (256 buckets, 24 KiB at most: L1), and the buckets
 * are weighted at the end by halving: after the step for bit t, bucket
 * q < 2^t holds the sum of the buckets p = q mod 2^t, and S_t, the sum of
 * all buckets whose index has bit t set, is the sum of the upper half just
 * folded. z = sum_t e_t S_t (gf256_fold).
 *
 * A bucket is as wide as an entry: O / 32 whole vectors and a tail of
 * O % 32 bytes (14 at level 1: one 16-byte vector; 8 at level 3: one
 * 64-bit word), so that each entry costs as few loads and stores as it
 * can; the stream of P is prefetched a few entries ahead. */
#include <string.h>

#include "api.h"
#include "gf256_avx2.h"

#define FV (MQS_O / 32)          /* whole vectors per entry */
#define TAIL (MQS_O % 32)        /* bytes after them: 0, 8 or 14 */
#define VECS ((MQS_O + 31) / 32) /* vectors of a bucket as the fold reads it */
#define WVECS ((MQS_N + 31) / 32)
#define PREFETCH 512             /* bytes ahead of the entry being added */

#if TAIL != 0 && TAIL != 8 && TAIL != 14
#error "public_map.c: unexpected O % 32"
#endif

typedef union {
    __m256i v[VECS];
    uint8_t b[32 * VECS];
} bucket_t;

/* bucket ^= the entry at e (its O bytes; a 14-byte tail is read as 16). */
static inline void add_entry(bucket_t *bk, const uint8_t *e)
{
    for (unsigned c = 0; c < FV; c++) bk->v[c] = _mm256_xor_si256(bk->v[c], load32(e + 32 * c));
#if TAIL == 14
    __m128i *t = (__m128i *)(void *)(bk->b + 32 * FV);
    _mm_store_si128(t, _mm_xor_si128(_mm_load_si128(t),
                                     _mm_loadu_si128((const __m128i *)(const void *)(e + 32 * FV))));
#elif TAIL == 8
    uint64_t a, x;
    memcpy(&a, bk->b + 32 * FV, 8);
    memcpy(&x, e + 32 * FV, 8);
    a ^= x;
    memcpy(bk->b + 32 * FV, &a, 8);
#endif
}

void mqs_public_map_avx2(uint8_t z[MQS_O], const uint8_t *p, const uint8_t w[MQS_N])
{
    bucket_t bucket[256];
    __m256i cl[8], ch[8], s[VECS][8];
    uint8_t wpad[32 * WVECS], prod[32 * WVECS], last[32 * VECS], out[32 * VECS];
    /* Entries starting at or below this offset are read in place (the
     * bytes add_entry reads lie inside P); the last one from a copy. */
    const size_t in_place = (size_t)MQS_P_BYTES - (TAIL == 14 ? MQS_O + 2 : MQS_O);
    size_t off = 0;

    memset(bucket, 0, sizeof bucket);
    memset(wpad, 0, sizeof wpad);
    memcpy(wpad, w, MQS_N);
    gf256_nibble_basis(cl, ch);
    for (unsigned i = 0; i < MQS_N; i++) {
        uint64_t m[8];
        __m256i tl, th;
        for (unsigned t = 0; t < 8; t++) m[t] = (uint64_t)0 - ((w[i] >> t) & 1);
        gf256_tables(&tl, &th, m, 1, cl, ch);
        for (unsigned c = 0; c < WVECS; c++) {
            store32(prod + 32 * c, gf256_mul_tables(load32(wpad + 32 * c), tl, th));
        }
        for (unsigned j = i; j < MQS_N; j++, off += MQS_O) {
            if (off <= in_place) {
                _mm_prefetch((const char *)(p + off + PREFETCH), _MM_HINT_T0);
                add_entry(&bucket[prod[j]], p + off);
            } else {
                memset(last, 0, sizeof last);
                memcpy(last, p + off, MQS_O);
                add_entry(&bucket[prod[j]], last);
            }
        }
    }
    for (int t = 7; t >= 0; t--) {
        unsigned half = 1u << t;
        for (unsigned c = 0; c < VECS; c++) {
            __m256i acc = _mm256_setzero_si256();
            for (unsigned q = half; q < 2 * half; q++) acc = _mm256_xor_si256(acc, bucket[q].v[c]);
            s[c][t] = acc;
            for (unsigned q = 0; q < half; q++) {
                bucket[q].v[c] = _mm256_xor_si256(bucket[q].v[c], bucket[q + half].v[c]);
            }
        }
    }
    for (unsigned c = 0; c < VECS; c++) store32(out + 32 * c, gf256_fold(s[c]));
    memcpy(z, out, MQS_O);
}
