/* SMAUG-T's AVX2 multiplication kernels (src/kem/smaugt/native/x86_64/ntt.c)
 * against schoolbook products, at the edges of their contract (api.h).
 *
 * The kernels are exact only while every intermediate stays below 2^15 and
 * the integer result below p0 p1 / 2; random inputs (the KATs) never come
 * near those bounds. Here inner products of four terms, as in SMAUG-T5, take
 * the extreme values the contract allows (coefficients 2^11 - 1, -2^11, or
 * alternating, times all-ones, all-minus-ones or alternating ternary
 * polynomials) besides random ones, and the result must equal the negacyclic
 * schoolbook sum modulo 2^16. This program is compiled as part of the
 * SMAUG-T5 avx2 instance's namespace (tests.cmake) and skips (77) on CPUs
 * without AVX2. */
#include <stdlib.h>
#include <string.h>

#include "cpu.h"
#include "kem/smaugt/mul.h"
#include "test_support.h"

#define N SMAUGT_N
#define TERMS 4

/* sum_j a_j s_j in Z[x]/(x^256 + 1), modulo 2^16 */
static void schoolbook(uint16_t r[N], int16_t a[TERMS][N], int16_t s[TERMS][N])
{
    int64_t acc[N] = {0};
    for (unsigned j = 0; j < TERMS; j++) {
        for (unsigned u = 0; u < N; u++) {
            for (unsigned v = 0; v < N; v++) {
                int64_t t = (int64_t)a[j][u] * s[j][v];
                if (u + v < N) {
                    acc[u + v] += t;
                } else {
                    acc[u + v - N] -= t;
                }
            }
        }
    }
    for (unsigned i = 0; i < N; i++) {
        r[i] = (uint16_t)(uint64_t)acc[i];
    }
}

/* fused = 0: poly_eval_dense then polyprod_mul_acc; 1: polyprod_mul_acc_dense
 * (the forward transform and the products in one kernel). Both use the
 * ternary operand's precomputed half of the Montgomery products (resq). */
static void kernels(uint16_t r[N], int16_t a[TERMS][N], int16_t s[TERMS][N], int fused)
{
    static polyeval ea, es;
    static polyprod acc;
    poly pa, ps, out;

    memset(&acc, 0, sizeof acc);
    for (unsigned j = 0; j < TERMS; j++) {
        for (unsigned i = 0; i < N; i++) {
            pa.coeffs[i] = (uint16_t)a[j][i];
            ps.coeffs[i] = (uint16_t)s[j][i];
        }
        poly_eval(&es, &ps);
        if (fused) {
            polyprod_mul_acc_dense(&acc, &pa, &es);
        } else {
            poly_eval_dense(&ea, &pa);
            polyprod_mul_acc(&acc, &ea, &es);
        }
    }
    polyprod_finish(&out, &acc);
    memcpy(r, out.coeffs, sizeof out.coeffs);
}

/* Dense operand: kind 0 all 2047, 1 all -2048, 2 alternating, 3 random. */
static int16_t dense(unsigned kind, unsigned i)
{
    switch (kind) {
    case 0: return 2047;
    case 1: return -2048;
    case 2: return (i & 1) ? 2047 : -2048;
    default: return (int16_t)(rand() % 4096 - 2048);
    }
}

/* Ternary operand: kind 0 all 1, 1 all -1, 2 alternating, 3 random. */
static int16_t ternary(unsigned kind, unsigned i)
{
    switch (kind) {
    case 0: return 1;
    case 1: return -1;
    case 2: return (i & 1) ? -1 : 1;
    default: return (int16_t)(rand() % 3 - 1);
    }
}

int main(void)
{
    static int16_t a[TERMS][N], s[TERMS][N];
    uint16_t want[N], got[N];

    if (!kpqc_cpu_has(KPQC_CPU_AVX2)) {
        printf("test_smaugt_ntt: skipped, this CPU has no AVX2\n");
        return 77;
    }
    srand(1);
    for (unsigned ka = 0; ka < 4; ka++) {
        for (unsigned ks = 0; ks < 4; ks++) {
            for (unsigned j = 0; j < TERMS; j++) {
                for (unsigned i = 0; i < N; i++) {
                    a[j][i] = dense(ka, i);
                    s[j][i] = ternary(ks, i);
                }
            }
            schoolbook(want, a, s);
            for (int fused = 0; fused < 2; fused++) {
                kernels(got, a, s, fused);
                CHECK_MSG(memcmp(want, got, sizeof want) == 0,
                          "dense kind %u, ternary kind %u, fused %d: kernel product differs",
                          ka, ks, fused);
            }
        }
    }
    test_pass();
    return test_finish("test_smaugt_ntt");
}
