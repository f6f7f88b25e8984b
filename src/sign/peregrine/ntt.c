/* NTT over Z_m[x]/(x^n + 1); see ntt.h. */
#include "ntt.h"

#define PG_NTT_TABLE_ARRAYS
#include "ntt_tables.h"

#if PG_LOGN == 9
#define PG_Q_NINV PG_Q_NINV9
#define PG_P_NINV PG_P_NINV9
#else
#define PG_Q_NINV PG_Q_NINV10
#define PG_P_NINV PG_P_NINV10
#endif

const pg_field pg_field_q = {PG_Q_MOD, PG_Q_M0I, PG_Q_R2, PG_Q_NINV, pg_q_gm, pg_q_igm};
const pg_field pg_field_p = {PG_P_MOD, PG_P_M0I, PG_P_R2, PG_P_NINV, pg_p_gm, pg_p_igm};

void pg_ntt(uint32_t *a, const pg_field *fd)
{
    /* Stage s has `blocks` blocks of 2*half coefficients; block i is
     * twisted by psi^brv(blocks + i). */
    for (unsigned blocks = 1, half = PG_N / 2; half >= 1; blocks <<= 1, half >>= 1) {
        for (unsigned i = 0; i < blocks; i++) {
            uint32_t z = fd->gm[blocks + i];
            uint32_t *lo = a + 2 * i * half, *hi = lo + half;
            for (unsigned j = 0; j < half; j++) {
                uint32_t t = pg_montmul(hi[j], z, fd);
                hi[j] = pg_sub(lo[j], t, fd);
                lo[j] = pg_add(lo[j], t, fd);
            }
        }
    }
}

void pg_intt(uint32_t *a, const pg_field *fd)
{
    for (unsigned blocks = PG_N / 2, half = 1; blocks >= 1; blocks >>= 1, half <<= 1) {
        for (unsigned i = 0; i < blocks; i++) {
            uint32_t z = fd->igm[blocks + i];
            uint32_t *lo = a + 2 * i * half, *hi = lo + half;
            for (unsigned j = 0; j < half; j++) {
                uint32_t u = lo[j], v = hi[j];
                lo[j] = pg_add(u, v, fd);
                hi[j] = pg_montmul(pg_sub(u, v, fd), z, fd);
            }
        }
    }
    for (unsigned j = 0; j < PG_N; j++) {
        a[j] = pg_montmul(a[j], fd->ninv, fd);
    }
}

void pg_mul_ntt(uint32_t *c, const uint32_t *a, const uint32_t *b, const pg_field *fd)
{
    /* montmul twice: a*b/R, then *R^2/R. */
    for (unsigned j = 0; j < PG_N; j++) {
        c[j] = pg_montmul(pg_montmul(a[j], b[j], fd), fd->r2, fd);
    }
}
