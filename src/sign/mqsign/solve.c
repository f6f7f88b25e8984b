/* Constant-time Gauss-Jordan elimination with the acceptance rule of the
 * block-matrix inversion.
 *
 * Eliminating the first O/2 columns with pivots taken from the first O/2
 * rows only succeeds exactly when A is invertible, and leaves the Schur
 * complement D - C A^-1 B in the lower right block; the remaining columns,
 * with pivots from the lower rows, succeed exactly when it is invertible.
 * Both together give the unique solution, which is what upstream's
 * block-wise computation returns. Pivots are found by conditionally adding
 * the rows below (masked, never a secret branch or index). */
#include <string.h>

#include "ct.h"
#include "gf256.h"
#include "solve.h"
#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"
#endif

#if !KPQC_BACKEND_AVX2
/* Byte i of a row (the words hold the row's bytes in memory order). */
static inline uint8_t get_byte(const uint64_t *row, unsigned i)
{
    return ((const uint8_t *)row)[i];
}
#endif

unsigned KPQC_NS(mqs_solve)(uint8_t x[MQS_O], uint64_t sys[MQS_O][MQS_SYS_WORDS])
{
#if KPQC_BACKEND_AVX2
    return mqs_solve_avx2(x, sys);
#else
    uint32_t ok = 0xffffffffu;
    uint64_t e[8][MQS_SYS_WORDS];

    for (unsigned i = 0; i < MQS_O; i++) {
        unsigned end = i < MQS_HALF_O ? MQS_HALF_O : MQS_O, w0 = i / 8;
        uint64_t *ri = sys[i];

        for (unsigned j = i + 1; j < end; j++) {
            uint32_t nonzero = kpqc_ct_mask_nonzero_u32(get_byte(ri, i));
            uint64_t zero = kpqc_ct_barrier_u64((uint64_t)0 - (uint64_t)(nonzero + 1));
            for (unsigned w = w0; w < MQS_SYS_WORDS; w++) ri[w] ^= sys[j][w] & zero;
        }
        uint8_t pivot = get_byte(ri, i);
        ok &= kpqc_ct_mask_nonzero_u32(pivot);
        uint64_t inv = (uint64_t)mqs_gf256_inv(pivot) * MQS_LANES_1;
        for (unsigned w = w0; w < MQS_SYS_WORDS; w++) {
            ri[w] = mqs_gf256_mul8(ri[w], inv);
            uint64_t m[8];
            mqs_gf256_basis_multiples(m, ri[w]);
            for (unsigned t = 0; t < 8; t++) e[t][w] = m[t];
        }
        for (unsigned j = 0; j < MQS_O; j++) {
            if (j == i) continue;
            uint8_t a = get_byte(sys[j], i);
            uint64_t mask[8];
            /* The barrier keeps clang -O3 from turning the masks into branches. */
            for (unsigned t = 0; t < 8; t++) {
                mask[t] = kpqc_ct_barrier_u64((uint64_t)0 - ((a >> t) & 1));
            }
            for (unsigned w = w0; w < MQS_SYS_WORDS; w++) {
                uint64_t d = 0;
                for (unsigned t = 0; t < 8; t++) d ^= e[t][w] & mask[t];
                sys[j][w] ^= d;
            }
        }
    }
    for (unsigned k = 0; k < MQS_O; k++) x[k] = get_byte(sys[k], MQS_O);
    kpqc_memzero(e, sizeof e);
    return ok & 1;
#endif
}
