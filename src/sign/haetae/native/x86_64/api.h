/* Kernels of HAETAE's AVX2 backend (docs/ARCHITECTURE.md, "Backends").
 *
 * The frontend (the C files of src/sign/haetae), compiled with KPQC_BACKEND_AVX2=1,
 * calls these where the portable build runs its own C. Each kernel returns
 * exactly what the portable function returns, representatives included, so
 * every backend produces the same bytes. Pointers need no particular
 * alignment (unaligned loads cost nothing on data that happens to be
 * aligned). Only these files are compiled with -mavx2 -mbmi2 -mpopcnt. */
#ifndef KPQC_HAETAE_NATIVE_X86_64_API_H
#define KPQC_HAETAE_NATIVE_X86_64_API_H

#include <stddef.h>
#include <stdint.h>

#include "fips202x4.h"
#include "namespace.h"
#include "../../fixpoint.h"
#include "../../params.h"

/* Forward NTT in place, as haetae_ntt: natural order in, bit-reversed out, no
 * final reduction. Input range as the portable code's: every intermediate
 * a[j] +- t must fit in int32 (|a_i| < 2^31 - 8 q suffices). */
void KPQC_NS(haetae_ntt_avx2)(int32_t a[HAETAE_N]);

/* Inverse NTT times 2^32, as haetae_invntt_tomont: |input| < 2^23 keeps all
 * sums inside int32; output |a_i| < q. */
void KPQC_NS(haetae_invntt_avx2)(int32_t a[HAETAE_N]);

/* out[k] = sum_{j < n} Montgomery(row[j][k] v[j][k]) with the products below
 * q 2^31 in size, as haetae_dot (row and v are n consecutive polynomials). */
void KPQC_NS(haetae_dot_avx2)(int32_t out[HAETAE_N], const int32_t *row, const int32_t *v,
                              unsigned n);

/* The CDT as the batch kernel compares with it: row j is haetae_cdt[j] ^
 * 0x8000 in each of 16 lanes (public; filled once per signature). */
#define HAETAE_GAUSS_TABLE_LEN (64 * 16)
void KPQC_NS(haetae_gauss_table_avx2)(uint16_t table[HAETAE_GAUSS_TABLE_LEN]);

/* Gaussian candidates i < n of the hyperball sampler, candidate i from the
 * 17 bytes in[17 i ..]: r[i], sq[i] and accept[i] (0 or 1) as the portable
 * gauss_candidate gives them; table as haetae_gauss_table_avx2 fills it.
 * Constant time in the data. */
void KPQC_NS(haetae_gauss_batch_avx2)(uint64_t *r, haetae_fp *sq, uint64_t *accept,
                                      const uint8_t *in, unsigned n,
                                      const uint16_t table[HAETAE_GAUSS_TABLE_LEN]);

/* dst[k] = haetae_fp_scale_sample(samples[k], scale, bit k of signs), k < n
 * (bit k is bit k % 8 of signs[k / 8]); returns the sum of dst[k]^2 (each
 * square as int64, the sum modulo 2^64, as the portable sqnorm adds them). */
uint64_t KPQC_NS(haetae_scale_samples_avx2)(int32_t *dst, const uint64_t *samples,
                                        const uint8_t *signs, const haetae_fp *scale, unsigned n);

/* kpqc_shake256x4_squeezeblocks for a state between two blocks (its pos at
 * the end of the rate, as absorb_once and squeezeblocks leave it, which it
 * keeps): nblocks permutations, each followed by the 136 bytes of the rate
 * of lane k at outk + 136 b. Calls kpqc_keccakx4_f1600_avx2 directly. */
void KPQC_NS(haetae_squeeze_x4_avx2)(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                                     unsigned nblocks, kpqc_keccakx4_state *st);
/* The same for kpqc_shake128x4_squeezeblocks (blocks of 168 bytes). */
void KPQC_NS(haetae_squeeze128_x4_avx2)(uint8_t *out0, uint8_t *out1, uint8_t *out2,
                                        uint8_t *out3, unsigned nblocks, kpqc_keccakx4_state *st);

/* Parses 16-bit draws buf[*pos ..] into a from position ctr, keeping those
 * below q, as the portable parser does, while 16 more coefficients fit and
 * 32 more bytes are there; advances *pos and returns the new count (the
 * caller finishes with the portable parser). Two kernels, same output: _pdep
 * builds its permutations with PDEP/PEXT, _table reads them from a table;
 * the caller runs _pdep only where kpqc_cpu_has(KPQC_CPU_FAST_PDEP). */
unsigned KPQC_NS(haetae_rej_uniform_pdep_avx2)(int32_t a[HAETAE_N], unsigned ctr,
                                               const uint8_t *buf, unsigned len, unsigned *pos);
unsigned KPQC_NS(haetae_rej_uniform_table_avx2)(int32_t a[HAETAE_N], unsigned ctr,
                                                const uint8_t *buf, unsigned len, unsigned *pos);

/* The constants of the singular-value FFT, built once per estimate by
 * fft.c: (wre[j], wim[j]) = root(bitrev8(j)), the twist of
 * input j; and for the stages 3..8 (half = 4 .. 128) the twiddles root(k
 * 2^(9 - r)), k < half, as (re, im) pairs from tw[2 (half - 4)] on. */
#define HAETAE_FFT_TWIDDLES 252
typedef struct {
    int32_t wre[HAETAE_N];
    int32_t wim[HAETAE_N];
    int32_t tw[2 * HAETAE_FFT_TWIDDLES];
} haetae_fft_prep;

/* The twist of a (coefficients in [-2, 2]) into re, im in bit-reversed
 * order, stages 1..8 of the singular-value FFT (fft.c's fft_stage) on them
 * in place, then sum[j] += mulrnd16(re[j]^2) + mulrnd16(im[j]^2). re and im
 * are the caller's workspace (it wipes them). Constant time in the data
 * (the inputs are read in the constant bit-reversed order). */
void KPQC_NS(haetae_fft_sq_avx2)(int64_t sum[HAETAE_N], int32_t re[HAETAE_N], int32_t im[HAETAE_N],
                                 const int32_t a[HAETAE_N], const haetae_fft_prep *p);

/* As rows.c's haetae_compose_z1: z[k] = 256 hb[k] + z[k] for k < n (n a
 * multiple of 8; the HighBits and LowBits halves of z1, any int32 values
 * whose result fits); returns the sum of z[k]^2 (each square as int64, the sum modulo 2^64). */
uint64_t KPQC_NS(haetae_compose_z1_avx2)(int32_t *z, const int32_t *hb, unsigned n);

/* One row of verification (Alg. 50) as rows.c's haetae_hint_z2: from w
 * (|w[k]| < q, the inverse NTT's output), parities lsb (0 or 1; NULL for all
 * zero) and h (in [0, HB_RANGE), as decode_h gives it), x = the value mod 2q
 * of w with parity lsb, w[k] = (HighBits(x) + h[k]) wrapped into
 * [0, HB_RANGE), and returns the sum of z2^2 over the row, z2 =
 * ((alpha_h w[k] - x + lsb[k]) mod 2q in [-q, q)) >> 1. */
uint64_t KPQC_NS(haetae_hint_z2_avx2)(int32_t w[HAETAE_N], const int32_t h[HAETAE_N],
                                      const int32_t *lsb);

/* a[i] = base + sign field i, the fields of `bits` bits packed little-endian
 * from in, as haetae_unpack_bits (packing.c) for n a multiple of 8, bits in
 * [1, 16] and sign +1 or -1; reads the n bits / 8 bytes of in and nothing
 * beyond. Constant time in the data (keys). */
void KPQC_NS(haetae_unpack_bits_avx2)(int32_t *a, const uint8_t *in, unsigned n, unsigned bits,
                                      int32_t base, int32_t sign);

/* Step 2 of signing for one row, as rows.c's haetae_sign_row: w = ay[k] + 2
 * round(y2[k]) (round: + LN / 2, then >> LNBITS), ay[k] = the value in
 * [0, 2q) congruent to w mod q and to lsb[k] mod 2 (lsb NULL: all zero),
 * hb[k] = its HighBits (round(ay[k] / alpha_h), HB_RANGE wrapped to 0).
 * Needs |ay[k]| < q (the inverse NTT's output) and |y2[k]| <= B0 LN (the
 * hyperball's radius, B0 < q / 2 - 1 in every set), so |w| < 2q. Constant
 * time (y2 and lsb are secret). */
void KPQC_NS(haetae_sign_row_avx2)(int32_t ay[HAETAE_N], int32_t hb[HAETAE_N],
                                   const int32_t y2[HAETAE_N], const int32_t *lsb);

/* Writes the n bits / 8 bytes of haetae_pack_bits (packing.c): field i =
 * (base + sign a[i]) mod 2^bits, packed little-endian, for n a multiple of 8,
 * bits in [1, 16] and sign +1 or -1. Writes nothing beyond; constant time in
 * the data (keys, HighBits of signing). */
void KPQC_NS(haetae_pack_bits_avx2)(uint8_t *out, const int32_t *a, unsigned n, unsigned bits,
                                    int32_t base, int32_t sign);

/* The norms of signing's bimodal rejection over n coefficients (n a multiple
 * of 8): norms[0] += sum z[k]^2, norms[1] += sum (2 z[k] - y[k])^2, each
 * square as int64 and the sums modulo 2^64, as rows.c's haetae_bimodal_norms;
 * needs |z[k]|, |y[k]| < 2^29 (y lies in the hyperball of radius B0 LN < 2^28 and
 * z = y +- LN c s with |LN c s| < 2^21). Constant time in the data. */
void KPQC_NS(haetae_bimodal_norms_avx2)(uint64_t norms[2], const int32_t *z, const int32_t *y,
                                        unsigned n);

/* Twiddle tables, computed from the spec's root 426 (ntt_tables.c). */
extern const int32_t KPQC_NS(haetae_avx2_zetas_wide)[64];
extern const int32_t KPQC_NS(haetae_avx2_zetas_fwd4)[64];
extern const int32_t KPQC_NS(haetae_avx2_zetas_fwd2)[128];
extern const int32_t KPQC_NS(haetae_avx2_zetas_fwd1)[256];
extern const int32_t KPQC_NS(haetae_avx2_zetas_inv1)[256];
extern const int32_t KPQC_NS(haetae_avx2_zetas_inv2)[128];
extern const int32_t KPQC_NS(haetae_avx2_zetas_inv4)[64];

#endif
