/* Cooley-Tukey forward (layers of half-length N/2 down to 1, twiddles
 * zeta[1], zeta[2], ... in order) and Gentleman-Sande inverse (the same
 * twiddles negated, in reverse order, then the factor N^-1). */
#include "ntt.h"

#include "arith.h"

void KPQC_NS(gck_ntt)(uint64_t a[GCK_N])
{
    unsigned k = 0;
    for (unsigned len = GCK_N / 2; len > 0; len >>= 1) {
        for (unsigned start = 0; start < GCK_N; start += 2 * len) {
            uint64_t zeta = gck_zetas[++k];
            for (unsigned j = start; j < start + len; j++) {
                uint64_t t = gck_mont_mul(a[j + len], zeta);
                a[j + len] = gck_sub(a[j], t);
                a[j] = gck_add(a[j], t);
            }
        }
    }
}

void KPQC_NS(gck_invntt)(uint64_t a[GCK_N])
{
    unsigned k = GCK_N;
    for (unsigned len = 1; len < GCK_N; len <<= 1) {
        for (unsigned start = 0; start < GCK_N; start += 2 * len) {
            uint64_t zeta = GCK_Q - gck_zetas[--k];
            for (unsigned j = start; j < start + len; j++) {
                uint64_t t = a[j];
                a[j] = gck_add(t, a[j + len]);
                a[j + len] = gck_mont_mul(gck_sub(t, a[j + len]), zeta);
            }
        }
    }
    for (unsigned j = 0; j < GCK_N; j++) {
        a[j] = gck_mont_mul(a[j], GCK_NINV);
    }
}
