/* Verification (spec 2.6, Algorithm 3): P(w) = sum_{i <= j} w_i w_j P[i][j].
 *
 * Everything here is public, so the entries are first summed into 256 buckets
 * by the value of w_i w_j (a branch-free product, but bucket addresses depend
 * on the public signature), and the buckets are weighted once at the end. */
#include <string.h>

#include "ct.h"
#include "gf256.h"
#include "hash.h"
#include "matvec.h"
#include "sign.h"
#if KPQC_BACKEND_AVX2
#include "cpu.h"
#include "native/x86_64/api.h"
#endif

static void public_map(uint8_t z[MQS_O], const uint8_t *pk, const uint8_t w[MQS_N])
{
#if KPQC_BACKEND_AVX2
#if MQS_HAVE_GFNI
    /* the GFNI twin where the CPU has it (one cached load; cpu.h) */
    if (kpqc_cpu_has(KPQC_CPU_GFNI)) {
        mqs_public_map_gfni(z, pk, w);
        return;
    }
#endif
    mqs_public_map_avx2(z, pk, w);
#else
    uint8_t bucket[256][MQS_O], weight[256];
    const uint8_t *e = pk;

    memset(bucket, 0, sizeof bucket);
    for (unsigned i = 0; i < MQS_N; i++) {
        uint64_t wi = (uint64_t)w[i] * MQS_LANES_1;
        for (unsigned j = i; j < MQS_N; j += 8) {
            uint8_t p[8] = {0};
            uint64_t wj = 0, prod;
            unsigned n = MQS_N - j < 8 ? MQS_N - j : 8;
            memcpy(&wj, w + j, n);
            prod = mqs_gf256_mul8(wi, wj);
            memcpy(p, &prod, n);
            for (unsigned l = 0; l < n; l++, e += MQS_O) {
                uint8_t *b = bucket[p[l]];
                for (unsigned k = 0; k < MQS_O; k++) b[k] ^= e[k];
            }
        }
    }
    for (unsigned i = 0; i < 256; i++) weight[i] = (uint8_t)i;
    KPQC_NS(mqs_matvec_strided)(z, bucket[0], MQS_O, weight, 256, MQS_O, 0);
#endif
}

int KPQC_NS(mqs_verify)(const uint8_t sig[MQS_SIG_BYTES], const uint8_t *m, size_t mlen,
                        const uint8_t *pk)
{
    uint8_t z[MQS_O], y[MQS_O];

    public_map(z, pk, sig);
    KPQC_NS(mqs_hash)(y, sizeof y, m, mlen, sig + MQS_N, MQS_SALT_BYTES, pk + MQS_PK_PH,
                      MQS_PH_BYTES);
    return kpqc_ct_memcmp(z, y, sizeof y) == 0 ? 0 : -1;
}
