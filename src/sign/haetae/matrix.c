/* Expansion of the public matrix and NTT-domain products. */
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

void KPQC_NS(haetae_matrix_a1)(haetae_polyvecl A[HAETAE_K], const uint8_t pk[HAETAE_PUBLICKEYBYTES])
{
    haetae_polyveck b;

    KPQC_NS(haetae_unpack_pk_b)(&b, pk);
#if HAETAE_ROUNDED_VK
    {
        haetae_polyveck a;
        KPQC_NS(haetae_expand_vec_a)(&a, pk);
        for (unsigned i = 0; i < HAETAE_K; i++) {
            for (unsigned j = 0; j < HAETAE_N; j++) {
                b.vec[i].coeffs[j] = 2 * (a.vec[i].coeffs[j] - 2 * b.vec[i].coeffs[j]);
            }
        }
        KPQC_NS(haetae_ntt_n)(b.vec, HAETAE_K);
    }
#endif
    for (unsigned i = 0; i < HAETAE_K; i++) {
        A[i].vec[0] = b.vec[i];
        KPQC_NS(haetae_expand_a0_row)(&A[i].vec[1], pk, i);
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
