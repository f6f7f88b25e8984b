/* A party's share of the multiplication check (mpc_party_check in mpc.c, the
 * same formulas): the linear maps A_l and S_l with AVX2 masks, the products
 * on PCLMULQDQ with one reduction per output. Contract in api.h. */
#include <stddef.h>

#include "../../mpc.h"
#include "ct.h"
#include "api.h"
#include "clmul.h"
#include "linmap.h"

/* In aimer_statement, the rows of every A_l are followed by more rows or by
 * b, those of every S_l by more rows or by ct: a row may be read as 32 bytes. */
_Static_assert(offsetof(aimer_statement, aff) + offsetof(aim2_affine, b) ==
                   offsetof(aimer_statement, aff) + sizeof(((aim2_affine *)0)->a),
               "b follows the rows of A_l");
_Static_assert(offsetof(aimer_statement, ct) == offsetof(aimer_statement, s) + sizeof(((aimer_statement *)0)->s),
               "ct follows the rows of S_l");

/* x += A(t), z = S(t) */
static inline void linmap2(uint64_t x[GF_WORDS], uint64_t z[GF_WORDS], const uint64_t t[GF_WORDS],
                           const gf *m1, const gf *m2)
{
    __m256i acc[2];
    uint64_t r[GF_WORDS];

    linmap_rows(acc, t, m1, m2, 1);
    linmap_fold(r, acc[0]);
    for (unsigned i = 0; i < GF_WORDS; i++) x[i] ^= r[i];
    linmap_fold(z, acc[1]);
}

void aimer_avx2_party_check(uint64_t alpha[GF_WORDS], uint64_t v[GF_WORDS], const void *statement,
                            const uint64_t eps[(AIMER_L + 1) * GF_WORDS], const void *tape_in,
                            int last)
{
    const aimer_statement *st = statement;
    const aimer_tape *tape = tape_in;
    const uint64_t keep_b = (uint64_t)0 - (uint64_t)(last != 0);
    gf x, z, sq;
    clmul_wide pa, pv, p;

    for (unsigned i = 0; i < GF_WORDS; i++) x[i] = st->aff.b[i] & keep_b;
    clmul_wide_zero(pa);
    clmul_wide_zero(pv);
    for (unsigned l = 0; l < AIMER_L; l++) {
        linmap2(x, z, tape->t[l], st->aff.a[l], st->s[l]);
        clmul_wide_acc(pa, eps + l * GF_WORDS, tape->t[l]);
        clmul_wide_acc(pv, eps + l * GF_WORDS, z);
    }
    /* output S-box: z_L = x_L^(2^e_L) + ct x_L */
    clmul_wide_sqr(p, x);
    clmul_reduce(sq, p);
    for (unsigned i = 1; i < AIM2_E_OUT; i++) {
        clmul_wide_sqr(p, sq);
        clmul_reduce(sq, p);
    }
    clmul_wide_zero(p);
    clmul_wide_acc(p, st->ct, x);
    clmul_reduce(z, p);
    gf_add(z, z, sq);
    clmul_wide_acc(pa, eps + AIMER_L * GF_WORDS, x);
    clmul_wide_acc(pv, eps + AIMER_L * GF_WORDS, z);

    clmul_reduce(alpha, pa);
    gf_add(alpha, alpha, tape->a[0]);
    clmul_reduce(v, pv);
    gf_add(v, v, tape->c);

    /* the shares of one party are secret in signing */
    kpqc_memzero(x, sizeof x);
    kpqc_memzero(z, sizeof z);
    kpqc_memzero(sq, sizeof sq);
}
