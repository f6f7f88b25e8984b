/* The NTT of NCC-Sign-T over Z_q[X]/(X^n - X^(n/2) + 1).
 *
 * The slot order is the submission's (tools/nccsign_twiddles.py): the matrix
 * a is sampled in the NTT domain, so it is part of the scheme. The avx2
 * instance stores the NTT domain in its kernels' lane layout (a fixed
 * permutation of the slots, native/x86_64/api.h), ncc_sample_a included, so
 * the products and inverse transforms are the same. */
#ifndef KPQC_NCCSIGN_NTT_H
#define KPQC_NCCSIGN_NTT_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"

/* In place. Input |a_i| < 2^20; output |a_i| < 14 q. */
void KPQC_NS(ncc_ntt)(int32_t a[NCC_N]);

/* c = a o b in the NTT domain, times 2^-32 (Montgomery): for a in [0, q) and
 * |b_i| < 14 q; output |c_i| < q. c may be a or b. */
void KPQC_NS(ncc_ntt_mul)(int32_t c[NCC_N], const int32_t a[NCC_N], const int32_t b[NCC_N]);

/* In place, the inverse of ncc_ntt times 2^32 (undoes the Montgomery factor
 * of ncc_ntt_mul). Input |a_i| < q; output |a_i| < 2 q. */
void KPQC_NS(ncc_invntt)(int32_t a[NCC_N]);

#endif
