/* Sixteen parties' shares of the multiplication check at once (contract in
 * api.h), with the linear maps A_l and S_l applied by nibble tables.
 *
 * The shares are transposed so that a 16-byte vector holds byte k of all
 * sixteen parties. For a map M and an input byte k, the table
 * tab[k][b] holds, for each of the 16 values of the low nibble of byte k
 * (lane 0) and of its high nibble (lane 1), byte b of the sum of the rows of
 * M those four bits select. VPSHUFB looks a lane of sixteen 4-bit indices up
 * in a register, so every party's byte b of M(t) is the sum over k of two
 * register look-ups: the secret nibbles choose among register bytes, never an
 * address or a branch. One VPSHUFB serves sixteen parties and four bits, where
 * the masks of linmap.h spend three instructions per bit and party. The
 * products with the challenges stay per party on PCLMULQDQ, as in
 * party_check.c. */
#include <stddef.h>
#include <string.h>

#include "../../mpc.h"
#include "ct.h"
#include "api.h"
#include "clmul.h"

#define PB_BLOCKS ((GF_BYTES + 15) / 16) /* 16-byte pieces of an element */
#define PB_OUT 4                          /* output bytes per pass */
_Static_assert(GF_BYTES % PB_OUT == 0, "output bytes come in groups of PB_OUT");

/* In-place transpose of a 16 x 16 byte matrix: byte j of r[i] becomes byte i
 * of r[j]. Interleaving bytes, then pairs, quadruples and halves. */
static inline void tr16(__m128i r[16])
{
    __m128i t[16], u[16], w[16];

    for (unsigned i = 0; i < 8; i++) {
        t[i] = _mm_unpacklo_epi8(r[2 * i], r[2 * i + 1]);
        t[i + 8] = _mm_unpackhi_epi8(r[2 * i], r[2 * i + 1]);
    }
    /* u[4g + i]: columns 4g .. 4g + 3, rows 4i .. 4i + 3 */
    for (unsigned i = 0; i < 4; i++) {
        u[i] = _mm_unpacklo_epi16(t[2 * i], t[2 * i + 1]);
        u[i + 4] = _mm_unpackhi_epi16(t[2 * i], t[2 * i + 1]);
        u[i + 8] = _mm_unpacklo_epi16(t[8 + 2 * i], t[8 + 2 * i + 1]);
        u[i + 12] = _mm_unpackhi_epi16(t[8 + 2 * i], t[8 + 2 * i + 1]);
    }
    /* w[4g + h]: h = 0, 1 rows 0-7 (columns 4g, 4g + 1 | 4g + 2, 4g + 3),
     * h = 2, 3 the same for rows 8-15 */
    for (unsigned g = 0; g < 4; g++) {
        w[4 * g] = _mm_unpacklo_epi32(u[4 * g], u[4 * g + 1]);
        w[4 * g + 1] = _mm_unpackhi_epi32(u[4 * g], u[4 * g + 1]);
        w[4 * g + 2] = _mm_unpacklo_epi32(u[4 * g + 2], u[4 * g + 3]);
        w[4 * g + 3] = _mm_unpackhi_epi32(u[4 * g + 2], u[4 * g + 3]);
    }
    for (unsigned g = 0; g < 4; g++) {
        r[4 * g] = _mm_unpacklo_epi64(w[4 * g], w[4 * g + 2]);
        r[4 * g + 1] = _mm_unpackhi_epi64(w[4 * g], w[4 * g + 2]);
        r[4 * g + 2] = _mm_unpacklo_epi64(w[4 * g + 1], w[4 * g + 3]);
        r[4 * g + 3] = _mm_unpackhi_epi64(w[4 * g + 1], w[4 * g + 3]);
    }
}

/* Bytes 16c .. 16c + 15 of an element (fewer for the last piece of a
 * 24-byte element, the rest zero). */
static inline __m128i load_piece(const uint64_t *x, unsigned c)
{
    if (16 * c + 16 <= GF_BYTES) return _mm_loadu_si128((const __m128i *)(const void *)(x + 2 * c));
    return _mm_loadl_epi64((const __m128i *)(const void *)(x + 2 * c));
}

static inline void store_piece(uint64_t *x, unsigned c, __m128i v)
{
    if (16 * c + 16 <= GF_BYTES) {
        _mm_storeu_si128((__m128i *)(void *)(x + 2 * c), v);
    } else {
        _mm_storel_epi64((__m128i *)(void *)(x + 2 * c), v);
    }
}

void aimer_avx2_nibble_tables(uint8_t tab[GF_BYTES][GF_BYTES][32], const void *rows_in)
{
    const uint64_t *rows = rows_in;
    uint64_t e[16][2 * PB_BLOCKS];
    __m128i r[16];

    for (unsigned k = 0; k < GF_BYTES; k++) {
        for (unsigned h = 0; h < 2; h++) {
            const unsigned j0 = 8 * k + 4 * h;
            memset(e[0], 0, sizeof e[0]);
            for (unsigned n = 1; n < 16; n++) {
                const unsigned low = (unsigned)__builtin_ctz(n); /* public */
                for (unsigned w = 0; w < 2 * PB_BLOCKS; w++) {
                    e[n][w] = e[n & (n - 1)][w] ^ (w < GF_WORDS ? rows[(j0 + low) * GF_WORDS + w] : 0);
                }
            }
            for (unsigned c = 0; c < PB_BLOCKS; c++) {
                for (unsigned n = 0; n < 16; n++) r[n] = _mm_loadu_si128((const __m128i *)(const void *)&e[n][2 * c]);
                tr16(r);
                for (unsigned b = 0; b < 16 && 16 * c + b < GF_BYTES; b++) {
                    _mm_storeu_si128((__m128i *)(void *)&tab[k][16 * c + b][16 * h], r[b]);
                }
            }
        }
    }
}

/* idx[k]: the low nibbles of byte k of the 16 elements x[i] in lane 0, the
 * high ones in lane 1. */
static inline void nibble_indices(__m256i idx[GF_BYTES], const uint64_t *x, size_t stride)
{
    const __m128i low4 = _mm_set1_epi8(0x0f);
    __m128i r[16];

    for (unsigned c = 0; c < PB_BLOCKS; c++) {
        for (unsigned i = 0; i < 16; i++) r[i] = load_piece(x + i * stride, c);
        tr16(r);
        for (unsigned b = 0; b < 16 && 16 * c + b < GF_BYTES; b++) {
            const __m128i lo = _mm_and_si128(r[b], low4);
            const __m128i hi = _mm_and_si128(_mm_srli_epi16(r[b], 4), low4);
            idx[16 * c + b] = _mm256_inserti128_si256(_mm256_castsi128_si256(lo), hi, 1);
        }
    }
}

/* The 16 elements whose byte b is bytes[b] (16 bytes, one per element), into
 * out[i] (stride words apart). */
static inline void from_bytes16(uint64_t *out, size_t stride, const __m128i bytes[GF_BYTES])
{
    __m128i r[16];

    for (unsigned c = 0; c < PB_BLOCKS; c++) {
        for (unsigned i = 0; i < 16; i++) r[i] = 16 * c + i < GF_BYTES ? bytes[16 * c + i] : _mm_setzero_si128();
        tr16(r);
        for (unsigned i = 0; i < 16; i++) store_piece(out + i * stride, c, r[i]);
    }
}

static inline __m128i fold(__m256i acc)
{
    return _mm_xor_si128(_mm256_castsi256_si128(acc), _mm256_extracti128_si256(acc, 1));
}

#define LOADT(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))

void aimer_avx2_party_check16(uint64_t alpha[16][GF_WORDS], uint64_t v[16][GF_WORDS],
                              const void *statement, const uint64_t eps[(AIMER_L + 1) * GF_WORDS],
                              const void *tapes_in, int last)
{
    const aimer_statement *st = statement;
    const aimer_tape *tapes = tapes_in;
    const size_t stride = sizeof(aimer_tape) / sizeof(uint64_t);
    __m256i idx[AIMER_L][GF_BYTES];
    __m128i xb[GF_BYTES], zb[AIMER_L + 1][GF_BYTES];
    gf x[16], z[AIMER_L + 1][16];

    _Static_assert(sizeof(aimer_tape) % sizeof(uint64_t) == 0, "tapes are whole words");
    for (unsigned l = 0; l < AIMER_L; l++) nibble_indices(idx[l], tapes[0].t[l], stride);

    /* x = sum_l A_l t_l, z_l = S_l t_l, PB_OUT output bytes at a time */
    for (unsigned b0 = 0; b0 < GF_BYTES; b0 += PB_OUT) {
        __m256i ax[PB_OUT];
        for (unsigned j = 0; j < PB_OUT; j++) ax[j] = _mm256_setzero_si256();
        for (unsigned l = 0; l < AIMER_L; l++) {
            const uint8_t(*ta)[GF_BYTES][32] = st->tab[2 * l];
            const uint8_t(*ts)[GF_BYTES][32] = st->tab[2 * l + 1];
            __m256i az[PB_OUT];
            for (unsigned j = 0; j < PB_OUT; j++) az[j] = _mm256_setzero_si256();
            for (unsigned k = 0; k < GF_BYTES; k++) {
                const __m256i ix = idx[l][k];
                for (unsigned j = 0; j < PB_OUT; j++) {
                    ax[j] = _mm256_xor_si256(ax[j], _mm256_shuffle_epi8(LOADT(ta[k][b0 + j]), ix));
                    az[j] = _mm256_xor_si256(az[j], _mm256_shuffle_epi8(LOADT(ts[k][b0 + j]), ix));
                }
            }
            for (unsigned j = 0; j < PB_OUT; j++) zb[l][b0 + j] = fold(az[j]);
        }
        for (unsigned j = 0; j < PB_OUT; j++) xb[b0 + j] = fold(ax[j]);
    }
    /* z_L = Sout(x_L) for the output S-box relation Sout(x) = x^(2^e_L) + ct x,
     * from x's bytes as they are; the last party's x_L and z_L add b and
     * Sout(b) */
    {
        const uint8_t(*to)[GF_BYTES][32] = st->tab[2 * AIMER_L];
        const __m128i low4 = _mm_set1_epi8(0x0f);
        __m256i ix[GF_BYTES];
        for (unsigned k = 0; k < GF_BYTES; k++) {
            const __m128i lo = _mm_and_si128(xb[k], low4);
            const __m128i hi = _mm_and_si128(_mm_srli_epi16(xb[k], 4), low4);
            ix[k] = _mm256_inserti128_si256(_mm256_castsi128_si256(lo), hi, 1);
        }
        for (unsigned b0 = 0; b0 < GF_BYTES; b0 += 2 * PB_OUT) {
            __m256i az[2 * PB_OUT];
            for (unsigned j = 0; j < 2 * PB_OUT && b0 + j < GF_BYTES; j++) az[j] = _mm256_setzero_si256();
            for (unsigned k = 0; k < GF_BYTES; k++) {
                for (unsigned j = 0; j < 2 * PB_OUT && b0 + j < GF_BYTES; j++) {
                    az[j] = _mm256_xor_si256(az[j], _mm256_shuffle_epi8(LOADT(to[k][b0 + j]), ix[k]));
                }
            }
            for (unsigned j = 0; j < 2 * PB_OUT && b0 + j < GF_BYTES; j++) zb[AIMER_L][b0 + j] = fold(az[j]);
        }
        kpqc_memzero(ix, sizeof ix);
    }
    from_bytes16(x[0], GF_WORDS, xb);
    for (unsigned l = 0; l <= AIMER_L; l++) from_bytes16(z[l][0], GF_WORDS, zb[l]);
    if (last) {
        for (unsigned w = 0; w < GF_WORDS; w++) {
            x[15][w] ^= st->aff.b[w];
            z[AIMER_L][15][w] ^= st->sout_b[w];
        }
    }

    for (unsigned i = 0; i < 16; i++) {
        const aimer_tape *tape = &tapes[i];
        clmul_wide pa, pv;

        clmul_wide_zero(pa);
        clmul_wide_zero(pv);
        for (unsigned l = 0; l < AIMER_L; l++) {
            clmul_wide_acc(pa, eps + l * GF_WORDS, tape->t[l]);
            clmul_wide_acc(pv, eps + l * GF_WORDS, z[l][i]);
        }
        clmul_wide_acc(pa, eps + AIMER_L * GF_WORDS, x[i]);
        clmul_wide_acc(pv, eps + AIMER_L * GF_WORDS, z[AIMER_L][i]);
        clmul_reduce(alpha[i], pa);
        gf_add(alpha[i], alpha[i], tape->a[0]);
        clmul_reduce(v[i], pv);
        gf_add(v[i], v[i], tape->c);
    }

    /* the shares are secret in signing */
    kpqc_memzero(idx, sizeof idx);
    kpqc_memzero(xb, sizeof xb);
    kpqc_memzero(zb, sizeof zb);
    kpqc_memzero(x, sizeof x);
    kpqc_memzero(z, sizeof z);
}
