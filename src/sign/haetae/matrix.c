/* Expansion of the public matrix and NTT-domain products. */
#include <stddef.h>

#include "matrix.h"
#include "ntt.h"
#include "packing.h"
#include "reduce.h"
#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"
#endif

void KPQC_NS(haetae_expand_a0_row)(haetae_poly row[HAETAE_M], const uint8_t rho[HAETAE_SEEDBYTES],
                                   unsigned i)
{
    for (unsigned j = 0; j < HAETAE_M; j++) {
        KPQC_NS(haetae_poly_uniform)(&row[j], rho, (uint16_t)((i << 8) + j));
    }
}

void KPQC_NS(haetae_expand_vec_a)(haetae_polyveck *a, const uint8_t rho[HAETAE_SEEDBYTES])
{
    for (unsigned i = 0; i < HAETAE_K; i++) {
        KPQC_NS(haetae_poly_uniform)(&a->vec[i], rho, (uint16_t)((HAETAE_K << 8) + HAETAE_M + i));
    }
}

/* A0 into rows[i][0 .. M - 1] and, if avec is not NULL, a into avec[0 ..
 * K - 1]; the AVX2 build runs four streams at a time. */
static void expand_public(haetae_poly *rows[HAETAE_K], haetae_poly *avec,
                          const uint8_t rho[HAETAE_SEEDBYTES])
{
#if KPQC_BACKEND_AVX2
    haetae_poly *dst[HAETAE_K * HAETAE_M + HAETAE_K];
    uint16_t nonce[HAETAE_K * HAETAE_M + HAETAE_K];
    unsigned n = 0;
    for (unsigned i = 0; i < HAETAE_K; i++) {
        for (unsigned j = 0; j < HAETAE_M; j++) {
            dst[n] = &rows[i][j];
            nonce[n++] = (uint16_t)((i << 8) + j);
        }
    }
    for (unsigned i = 0; avec != NULL && i < HAETAE_K; i++) {
        dst[n] = &avec[i];
        nonce[n++] = (uint16_t)((HAETAE_K << 8) + HAETAE_M + i);
    }
    for (unsigned t = 0; t < n; t += 4) {
        haetae_poly *a[4];
        uint16_t nn[4];
        for (unsigned k = 0; k < 4; k++) {
            a[k] = t + k < n ? dst[t + k] : NULL;
            nn[k] = t + k < n ? nonce[t + k] : 0;
        }
        KPQC_NS(haetae_poly_uniform_x4)(a, rho, nn);
    }
#else
    for (unsigned i = 0; i < HAETAE_K; i++) {
        KPQC_NS(haetae_expand_a0_row)(rows[i], rho, i);
    }
    if (avec != NULL) {
        KPQC_NS(haetae_expand_vec_a)((haetae_polyveck *)(void *)avec, rho);
    }
#endif
}

void KPQC_NS(haetae_expand_a0)(haetae_polyvecm A0[HAETAE_K], haetae_polyveck *a,
                               const uint8_t rho[HAETAE_SEEDBYTES])
{
    haetae_poly *rows[HAETAE_K];
    for (unsigned i = 0; i < HAETAE_K; i++) {
        rows[i] = A0[i].vec;
    }
    expand_public(rows, a != NULL ? a->vec : NULL, rho);
}

void KPQC_NS(haetae_matrix_a1)(haetae_polyvecl A[HAETAE_K], const uint8_t pk[HAETAE_PUBLICKEYBYTES])
{
    haetae_polyveck b;

    haetae_poly *rows[HAETAE_K];

    for (unsigned i = 0; i < HAETAE_K; i++) {
        rows[i] = &A[i].vec[1];
    }
    KPQC_NS(haetae_unpack_pk_b)(&b, pk);
#if HAETAE_ROUNDED_VK
    {
        haetae_polyveck a;
        expand_public(rows, a.vec, pk);
        for (unsigned i = 0; i < HAETAE_K; i++) {
            for (unsigned j = 0; j < HAETAE_N; j++) {
                b.vec[i].coeffs[j] = 2 * (a.vec[i].coeffs[j] - 2 * b.vec[i].coeffs[j]);
            }
        }
        KPQC_NS(haetae_ntt_n)(b.vec, HAETAE_K);
    }
#else
    expand_public(rows, NULL, pk);
#endif
    for (unsigned i = 0; i < HAETAE_K; i++) {
        A[i].vec[0] = b.vec[i];
        for (unsigned j = 1; j < HAETAE_L; j++) {
            for (unsigned k = 0; k < HAETAE_N; k++) {
                A[i].vec[j].coeffs[k] *= 2;
            }
        }
    }
}

void KPQC_NS(haetae_dot)(haetae_poly *out, const haetae_poly *row, const haetae_poly *v, unsigned n)
{
#if KPQC_BACKEND_AVX2
    KPQC_NS(haetae_dot_avx2)(out->coeffs, row->coeffs, v->coeffs, n);
#else
    for (unsigned k = 0; k < HAETAE_N; k++) {
        int32_t acc = 0;
        for (unsigned j = 0; j < n; j++) {
            acc += haetae_montgomery((int64_t)row[j].coeffs[k] * v[j].coeffs[k]);
        }
        out->coeffs[k] = acc;
    }
#endif
}

void KPQC_NS(haetae_ntt_n)(haetae_poly *p, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        KPQC_NS(haetae_ntt)(p[i].coeffs);
    }
}

void KPQC_NS(haetae_invntt_n)(haetae_poly *p, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        KPQC_NS(haetae_invntt_tomont)(p[i].coeffs);
    }
}
