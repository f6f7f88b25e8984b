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
#include "../../params.h"
#include "../../solve.h"

#define mqs_public_map_avx2 KPQC_NS(mqs_public_map_avx2)
#define mqs_public_map_gfni KPQC_NS(mqs_public_map_gfni)
#define mqs_solve_avx2 KPQC_NS(mqs_solve_avx2)
#define mqs_linear_system_avx2 KPQC_NS(mqs_linear_system_avx2)
#define mqs_t1_product_avx2 KPQC_NS(mqs_t1_product_avx2)
#define mqs_t1_tables_avx2 KPQC_NS(mqs_t1_tables_avx2)
#define mqs_t1_madd_avx2 KPQC_NS(mqs_t1_madd_avx2)
#define mqs_public_key_avx2 KPQC_NS(mqs_public_key_avx2)

/* public_map.c. verify.c's public map: z = sum_{i <= j} w_i w_j P[i][j],
 * P the MQS_P_BYTES of the public key (read only there), w public. */
void mqs_public_map_avx2(uint8_t z[MQS_O], const uint8_t *p, const uint8_t w[MQS_N]);

/* public_map_gfni.c (built when MQS_HAVE_GFNI, the one file compiled with
 * -mgfni). The same contract and bytes with vgf2p8affineqb; verify.c calls
 * it only where kpqc_cpu_has(KPQC_CPU_GFNI) (one cached load), the
 * vpshufb kernel elsewhere, so the avx2 backend itself needs no GFNI. */
void mqs_public_map_gfni(uint8_t z[MQS_O], const uint8_t *p, const uint8_t w[MQS_N]);

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
/* t1_madd.c. The nibble tables of every element T1[m][c] of the secret key
 * sk: 32 bytes at tab + MQS_T1_TAB_AT(m, c), T1[m][c] * i (i = 0..15) then
 * T1[m][c] * (i << 4). tab holds MQS_T1_TAB_BYTES (secret: wiped or
 * overwritten by the caller). */
#define MQS_T1_TAB_ROW ((size_t)MQS_O * 32)
#define MQS_T1_TAB_AT(m, c) ((size_t)(m) * MQS_T1_TAB_ROW + (size_t)(c) * 32)
#define MQS_T1_TAB_BYTES ((size_t)MQS_V * MQS_T1_TAB_ROW)
void mqs_t1_tables_avx2(uint8_t *tab, const uint8_t *sk);

/* t1_madd.c. out[c * pitch + x] (= or ^=, as xor_into says) sum over m < n
 * of T(m, c) * rows[m][x], for c < nc and x < len, where T(m, c) is the
 * element whose tables are at tab + m * MQS_T1_TAB_ROW + 32 c (tab points
 * at those of T1[m0][c0]). Each row must be readable for len rounded up to
 * a multiple of 32 (bytes beyond len are read, never used); out is written
 * only at the nc x len bytes it names. Secret rows and tables allowed. */
void mqs_t1_madd_avx2(uint8_t *out, size_t pitch, const uint8_t *tab, size_t nc,
                      const uint8_t *const *rows, size_t n, size_t len, int xor_into);

/* public_key.c. keygen.c's public_key: P1, P2 and P3 of the secret key
 * (seed || T1 || F1 || F2) into pk[0, MQS_P_BYTES), the same bytes, in the
 * order of these kernels. F2 is consumed: it is copied into the P2 slots of
 * pk (which hold Z = F1 T1 + F2 on the way) and its place in sk then holds
 * T1's tables (V * O * 32 bytes, secret), so the caller must write F2 into
 * sk again (keygen.c draws it a second time). */
void mqs_public_key_avx2(uint8_t *pk, uint8_t *sk);

#endif
