/* The AVX2 kernels of MQ-Sign (x86-64 with AVX2; compiled with -mavx2
 * -mbmi2 -mpopcnt, and called only from the avx2 instance, which the
 * registry runs only where the CPU and the OS support AVX2).
 *
 * Each kernel replaces one function of the portable frontend with the same
 * contract and the same bytes. Common to all:
 *   - byte strings need no alignment;
 *   - no kernel reads or writes beyond the arrays it is given;
 *   - no branch and no memory index depends on secret data. GF(256)
 *     products by a scalar go through vpshufb nibble tables (a register
 *     permutation, not a memory lookup) built from the scalar's bit masks,
 *     or through the bit-sliced masked sums of gf256.h on 256-bit words. */
#ifndef KPQC_MQSIGN_NATIVE_X86_64_API_H
#define KPQC_MQSIGN_NATIVE_X86_64_API_H

#include <stddef.h>
#include <stdint.h>

#include "namespace.h"
#include "../../matvec.h"
#include "../../params.h"
#include "../../solve.h"

#define mqs_matvec_masked_avx2 KPQC_NS(mqs_matvec_masked_avx2)
#define mqs_public_map_avx2 KPQC_NS(mqs_public_map_avx2)
#define mqs_solve_avx2 KPQC_NS(mqs_solve_avx2)
#define mqs_linear_system_avx2 KPQC_NS(mqs_linear_system_avx2)
#define mqs_t1_product_avx2 KPQC_NS(mqs_t1_product_avx2)

/* matvec.c. mqs_matvec_masked (matvec.h): out[0..len) (= or ^=) sum over
 * l < n of s_l * rows[l][0..len), the scalars given by their masks (secret
 * allowed). Rows are read only in [0, len). Rows of 32 to 128 bytes are
 * summed 32 columns at a time in bit-sliced registers; longer (and shorter)
 * ones row by row through nibble tables, in column tiles of 4 KiB. */
void mqs_matvec_masked_avx2(uint8_t *out, const uint8_t *const *rows, const mqs_masks *mask,
                            size_t n, size_t len, int xor_into);

/* public_map.c. verify.c's public map: z = sum_{i <= j} w_i w_j P[i][j],
 * P the MQS_P_BYTES of the public key (read only there), w public. */
void mqs_public_map_avx2(uint8_t z[MQS_O], const uint8_t *p, const uint8_t w[MQS_N]);

/* solve.c. mqs_solve (solve.h): the same acceptance (returned, secret) and
 * the same x; sys is read, not changed (the caller wipes it). */
unsigned mqs_solve_avx2(uint8_t x[MQS_O], uint64_t sys[MQS_O][MQS_SYS_WORDS]);

/* linear_system.c. sign.c's linear_system: sys (solve.h's layout, padding
 * bytes zero) = the oil-variable system of the vinegars v (secret) for the
 * target y, from the whole secret key sk (MQS_SK_BYTES; reads past the end
 * of F1's last entry or line stay inside F2). */
void mqs_linear_system_avx2(uint64_t sys[MQS_O][MQS_SYS_WORDS], const uint8_t v[MQS_V],
                            const uint8_t y[MQS_O], const uint8_t *sk);

/* t1_product.c. sign.c's T1 x: out = sum_c x_c T1[., c] (V bytes), x
 * secret, T1 in the secret key sk (reads past the last column stay inside
 * F1). */
void mqs_t1_product_avx2(uint8_t out[MQS_V], const uint8_t *sk, const uint8_t x[MQS_O]);

#endif
