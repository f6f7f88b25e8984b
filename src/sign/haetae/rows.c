/* The per-coefficient steps of signing and verification (rows.h): the
 * portable loops, or the AVX2 kernels in the avx2 build. */
#include <stddef.h>

#include "reduce.h"
#include "rows.h"
#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"

void KPQC_NS(haetae_sign_row)(int32_t ay[HAETAE_N], int32_t hb[HAETAE_N],
                              const int32_t y2[HAETAE_N], const int32_t *lsb)
{
    KPQC_NS(haetae_sign_row_avx2)(ay, hb, y2, lsb);
}

void KPQC_NS(haetae_bimodal_norms)(uint64_t norms[2], const int32_t *z, const int32_t *y,
                                   unsigned n)
{
    KPQC_NS(haetae_bimodal_norms_avx2)(norms, z, y, n);
}

uint64_t KPQC_NS(haetae_compose_z1)(int32_t *z, const int32_t *hb, unsigned n)
{
    return KPQC_NS(haetae_compose_z1_avx2)(z, hb, n);
}

uint64_t KPQC_NS(haetae_hint_z2)(int32_t w[HAETAE_N], const int32_t h[HAETAE_N],
                                 const int32_t *lsb)
{
    return KPQC_NS(haetae_hint_z2_avx2)(w, h, lsb);
}
#else

void KPQC_NS(haetae_sign_row)(int32_t ay[HAETAE_N], int32_t hb[HAETAE_N],
                              const int32_t y2[HAETAE_N], const int32_t *lsb)
{
    for (unsigned j = 0; j < HAETAE_N; j++) {
        int32_t w = ay[j] + 2 * haetae_fix_round(y2[j]);
        ay[j] = haetae_from_crt(w, lsb != NULL ? lsb[j] : 0);
        hb[j] = haetae_hint_highbits(ay[j]);
    }
}

void KPQC_NS(haetae_bimodal_norms)(uint64_t norms[2], const int32_t *z, const int32_t *y,
                                   unsigned n)
{
    uint64_t n1 = norms[0], n2 = norms[1];
    for (unsigned j = 0; j < n; j++) {
        int64_t d = 2 * (int64_t)z[j] - y[j];
        n1 += (uint64_t)((int64_t)z[j] * z[j]);
        n2 += (uint64_t)(d * d);
    }
    norms[0] = n1;
    norms[1] = n2;
}

uint64_t KPQC_NS(haetae_compose_z1)(int32_t *z, const int32_t *hb, unsigned n)
{
    uint64_t norm = 0;
    for (unsigned j = 0; j < n; j++) {
        int32_t v = hb[j] * 256 + z[j];
        z[j] = v;
        norm += (uint64_t)((int64_t)v * v);
    }
    return norm;
}

uint64_t KPQC_NS(haetae_hint_z2)(int32_t w[HAETAE_N], const int32_t h[HAETAE_N],
                                 const int32_t *lsb)
{
    uint64_t norm = 0;
    for (unsigned j = 0; j < HAETAE_N; j++) {
        const int32_t par = lsb != NULL ? lsb[j] : 0;
        int32_t x = haetae_from_crt(w[j], par);
        int32_t hb = haetae_hint_highbits(x) + h[j];
        int32_t z2;
        hb -= HAETAE_HB_RANGE & ~((hb - HAETAE_HB_RANGE) >> 31);
        w[j] = hb;
        z2 = hb * HAETAE_ALPHA_HINT - x + par;
        z2 = haetae_reduce2q(z2) >> 1;
        norm += (uint64_t)((int64_t)z2 * z2);
    }
    return norm;
}
#endif
