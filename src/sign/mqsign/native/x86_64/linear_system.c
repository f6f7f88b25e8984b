/* Signing's linear system, AVX2 (api.h): sign.c's linear_system.
 *
 * The V vinegars' nibble tables are made once, 16 at a time
 * (gf256_tables16), and every product by a vinegar is two vpshufb of the
 * other operand's nibbles:
 *   - the O x O coefficients sum_l v_l F2_l stream F2 once, in order, four
 *     rows at a time into an accumulator that stays in L1;
 *   - the vinegar part c: for LR, l = v L (V x V) and c_k = sum_i v_i
 *     l_{(i + k) mod V}; for RR, c = sum_i v_i (sum_{j >= i} v_j F1[i][j]),
 *     the inner sums in registers;
 *   - the products' columns become the system's rows by 16 x 16 byte
 *     transposes, two blocks per vector.
 * Vinegars and keys are secret: tables live in registers or a stack buffer
 * indexed only by public positions, and everything secret is wiped. */
#include <string.h>

#include "api.h"
#include "ct.h"
#include "gf256_avx2.h"
#include "nibble_tables_avx2.h"

#define VT (((MQS_V + 15) / 16) * 16)   /* vinegars rounded up to whole groups */
#define OV ((MQS_O + 31) / 32)          /* vectors per O-byte entry */
#define SQ ((size_t)MQS_O * MQS_O)      /* bytes of one F2_l */
#define SQ_FULL (SQ / 32)               /* whole vectors of one F2_l */
#define O32 (((MQS_O + 31) / 32) * 32)  /* O rounded up to whole vectors */
#define ACC_BYTES ((size_t)O32 * MQS_O + 32) /* the product, with transpose padding */
#define ROW_BYTES (32 * ((MQS_O + 1 + 31) / 32))

typedef union {
    __m256i v[ACC_BYTES / 32 + 1];
    uint8_t b[32 * (ACC_BYTES / 32 + 1)];
} acc_t;

/* The tables of all vinegars (entries past V: tables of zero). */
static void vinegar_tables(__m256i tab[VT], const uint8_t v[MQS_V])
{
    uint8_t vp[VT] = {0};
    memcpy(vp, v, MQS_V);
    for (unsigned g = 0; g < VT; g += 16) gf256_tables16(tab + g, vp + g);
    kpqc_memzero(vp, sizeof vp);
}

/* acc[0..SQ) = sum_l v_l F2_l, F2 read once in memory order. */
static void f2_product(acc_t *acc, const uint8_t *f2, const __m256i tab[VT])
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    memset(acc, 0, sizeof *acc);
    for (unsigned l = 0; l + 4 <= MQS_V; l += 4) {
        __m256i tl[4], th[4];
        const uint8_t *r = f2 + (size_t)l * SQ;
        for (unsigned q = 0; q < 4; q++) gf256_tables_load(&tl[q], &th[q], tab + l + q);
        for (size_t c = 0; c < SQ_FULL; c++) {
            __m256i s = acc->v[c];
            for (unsigned q = 0; q < 4; q++) {
                __m256i x = load32(r + q * SQ + 32 * c);
                __m256i lo = _mm256_and_si256(x, nib);
                __m256i hi = _mm256_and_si256(_mm256_srli_epi16(x, 4), nib);
                s = _mm256_xor_si256(s, _mm256_xor_si256(_mm256_shuffle_epi8(tl[q], lo),
                                                          _mm256_shuffle_epi8(th[q], hi)));
            }
            acc->v[c] = s;
        }
    }
#if MQS_V % 4
#error "f2_product takes the vinegars four at a time"
#endif
#if (MQS_O * MQS_O) % 32
    /* The last SQ % 32 bytes of every F2_l, through a copy. */
    uint8_t t[32] = {0};
    for (unsigned l = 0; l < MQS_V; l++) {
        memcpy(t, f2 + (size_t)l * SQ + 32 * SQ_FULL, SQ % 32);
        acc->v[SQ_FULL] = _mm256_xor_si256(acc->v[SQ_FULL], gf256_mul_entry(load32(t), tab + l));
    }
    kpqc_memzero(t, sizeof t);
#endif
}

#if !MQS_RR
/* LR: l_j = sum_i v_i L[i][j]; c_k = sum_i v_i l_{(i + k) mod V}. The
 * reads past a line of L (up to 32 * LV - V bytes) stay inside sk (F2
 * follows). */
#define LV ((MQS_V + 31) / 32)
static void vinegar_part(uint8_t c[32 * OV], const uint8_t *lines, const __m256i tab[VT])
{
    union {
        __m256i v[LV + OV + 1];
        uint8_t b[32 * (LV + OV + 1)];
    } l;
    __m256i s[LV > OV ? LV : OV];
    for (unsigned w = 0; w < LV; w++) s[w] = _mm256_setzero_si256();
    for (unsigned i = 0; i < MQS_V; i++) {
        for (unsigned w = 0; w < LV; w++) {
            s[w] = _mm256_xor_si256(s[w], gf256_mul_entry(load32(lines + (size_t)i * MQS_V + 32 * w),
                                                          tab + i));
        }
    }
    memset(&l, 0, sizeof l);
    for (unsigned w = 0; w < LV; w++) l.v[w] = s[w];
    memcpy(l.b + MQS_V, l.b, 32 * OV); /* windows that wrap around */
    for (unsigned w = 0; w < OV; w++) s[w] = _mm256_setzero_si256();
    for (unsigned i = 0; i < MQS_V; i++) {
        for (unsigned w = 0; w < OV; w++) {
            s[w] = _mm256_xor_si256(s[w], gf256_mul_entry(load32(l.b + i + 32 * w), tab + i));
        }
    }
    for (unsigned w = 0; w < OV; w++) store32(c + 32 * w, s[w]);
    kpqc_memzero(&l, sizeof l);
}
#else
/* RR: c = sum_i v_i (sum_{j >= i} v_j F1[i][j]), the entries read in memory
 * order; reads past an entry (up to 32 * OV - O bytes) stay inside sk. */
static void vinegar_part(uint8_t c[32 * OV], const uint8_t *f1, const __m256i tab[VT])
{
    __m256i s[OV], t[OV];
    const uint8_t *e = f1;
    for (unsigned w = 0; w < OV; w++) s[w] = _mm256_setzero_si256();
    for (unsigned i = 0; i < MQS_V; i++) {
        for (unsigned w = 0; w < OV; w++) t[w] = _mm256_setzero_si256();
        for (unsigned j = i; j < MQS_V; j++, e += MQS_O) {
            for (unsigned w = 0; w < OV; w++) {
                t[w] = _mm256_xor_si256(t[w], gf256_mul_entry(load32(e + 32 * w), tab + j));
            }
        }
        for (unsigned w = 0; w < OV; w++) s[w] = _mm256_xor_si256(s[w], gf256_mul_entry(t[w], tab + i));
    }
    for (unsigned w = 0; w < OV; w++) store32(c + 32 * w, s[w]);
}
#endif

/* sys row k = (acc[j * O + k] for j < O, rhs[k]): 16 x 16 transposes, the
 * blocks of rows j and j + 16 in the two lanes of one vector. */
static void to_rows(uint64_t sys[MQS_O][MQS_SYS_WORDS], const acc_t *acc, const uint8_t *rhs)
{
    union {
        __m256i v[ROW_BYTES / 32];
        uint8_t b[ROW_BYTES];
    } row[16];
    __m256i in[16], out[16];
    for (unsigned k0 = 0; k0 < MQS_O; k0 += 16) {
        for (unsigned j0 = 0; j0 < O32; j0 += 32) {
            for (unsigned n = 0; n < 16; n++) {
                const uint8_t *p = acc->b + (size_t)(j0 + n) * MQS_O + k0;
                in[n] = _mm256_setr_m128i(_mm_loadu_si128((const __m128i *)(const void *)p),
                                          _mm_loadu_si128((const __m128i *)(const void *)(p + 16 * MQS_O)));
            }
            transpose16_lanes(out, in);
            for (unsigned p = 0; p < 16; p++) row[p].v[j0 / 32] = out[p];
        }
        for (unsigned p = 0; p < 16 && k0 + p < MQS_O; p++) {
            uint8_t *d = (uint8_t *)sys[k0 + p];
            memcpy(d, row[p].b, MQS_O);
            d[MQS_O] = rhs[k0 + p];
            memset(d + MQS_O + 1, 0, 8 * MQS_SYS_WORDS - MQS_O - 1);
        }
    }
    kpqc_memzero(row, sizeof row);
    kpqc_memzero(in, sizeof in);
    kpqc_memzero(out, sizeof out);
}

void mqs_linear_system_avx2(uint64_t sys[MQS_O][MQS_SYS_WORDS], const uint8_t v[MQS_V],
                            const uint8_t y[MQS_O], const uint8_t *sk)
{
    __m256i tab[VT];
    acc_t acc;
    uint8_t c[32 * OV];

    vinegar_tables(tab, v);
    f2_product(&acc, sk + MQS_SK_F2, tab);
    vinegar_part(c, sk + MQS_SK_F1, tab);
    for (unsigned k = 0; k < MQS_O; k++) c[k] ^= y[k];
    to_rows(sys, &acc, c);
    kpqc_memzero(tab, sizeof tab);
    kpqc_memzero(&acc, sizeof acc);
    kpqc_memzero(c, sizeof c);
}
