/* The avx2 key generation's product kernel (native/x86_64/t1_madd.c)
 * against byte-by-byte sums of gf256.h products (that field is checked
 * against the tower model in test_mqsign_internal): T1's tables made from a
 * random secret key, then out[c][x] (= or ^=) sum_m T1[m0 + m][c] rows[m][x]
 * for output counts around the kernel's blocks of 8, 4, 2 and 1, lengths
 * around its vector pairs and tails, and every row count the scheme uses;
 * bytes between and after the output rows must stay as they were. Built per
 * level against the avx2 instance; skipped on CPUs without AVX2. */
#include <stdio.h>
#include <string.h>

#include "cpu.h"
#include "gf256.h"
#include "native/x86_64/api.h"
#include "test_support.h"

#define MAX_LEN (MQS_O * MQS_O)
#define PITCH_GAP 5 /* canary bytes after each output row */

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint8_t rnd8(void)
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return (uint8_t)((rng_state * 0x2545f4914f6cdd1du) >> 56);
}

static uint8_t sk[MQS_SK_F1];
static uint8_t tab[MQS_V][MQS_T1_TAB_ROW];
static uint8_t rowbuf[MQS_V][MAX_LEN + 32]; /* readable to len rounded up to 32 */
static uint8_t out[MQS_O * (MAX_LEN + PITCH_GAP)], want[sizeof out];

static void one_case(size_t m0, size_t n, size_t nc, size_t len, int xor_into)
{
    const uint8_t *rows[MQS_V];
    const uint8_t *trow = tab[m0];
    size_t pitch = len + PITCH_GAP;

    for (size_t m = 0; m < n; m++) {
        for (size_t x = 0; x < len + 32; x++) rowbuf[m][x] = rnd8();
        rows[m] = rowbuf[m];
    }
    for (size_t i = 0; i < nc * pitch; i++) out[i] = want[i] = rnd8();
    for (size_t c = 0; c < nc; c++) {
        for (size_t x = 0; x < len; x++) {
            uint8_t acc = xor_into ? want[c * pitch + x] : 0;
            for (size_t m = 0; m < n; m++) {
                acc ^= mqs_gf256_mul(sk[MQS_SK_T + c * MQS_V + m0 + m], rows[m][x]);
            }
            want[c * pitch + x] = acc;
        }
    }
    mqs_t1_madd_avx2(out, pitch, trow, nc, rows, n, len, xor_into);
    CHECK_MSG(memcmp(out, want, nc * pitch) == 0, "t1_madd m0=%zu n=%zu nc=%zu len=%zu xor=%d",
              m0, n, nc, len, xor_into);
    if (memcmp(out, want, nc * pitch) == 0) test_pass();
}

int main(void)
{
    const size_t ncs[] = {1, 2, 3, 4, 7, 8, 9, 14, MQS_O};
    const size_t lens[] = {1, 31, 32, 33, 63, 64, 65, 96, 97, MQS_O, MQS_V, 700};
    const size_t ns[] = {1, 5, MQS_V};

    if (!kpqc_cpu_has(KPQC_CPU_AVX2)) {
        printf("SKIP mqsign t1_madd (avx2): this CPU has no AVX2\n");
        return 77;
    }
    for (size_t i = 0; i < sizeof sk; i++) sk[i] = rnd8();
    mqs_t1_tables_avx2(tab[0], sk);
    /* every table against the field: T1[m][c] * i and T1[m][c] * (i << 4) */
    unsigned bad = 0;
    for (size_t m = 0; m < MQS_V; m++) {
        for (size_t c = 0; c < MQS_O; c++) {
            uint8_t s = sk[MQS_SK_T + c * MQS_V + m];
            for (unsigned i = 0; i < 16; i++) {
                bad += tab[m][32 * c + i] != mqs_gf256_mul(s, (uint8_t)i);
                bad += tab[m][32 * c + 16 + i] != mqs_gf256_mul(s, (uint8_t)(i << 4));
            }
        }
    }
    CHECK_MSG(bad == 0, "%u table bytes wrong", bad);
    for (size_t a = 0; a < sizeof ncs / sizeof ncs[0]; a++) {
        for (size_t b = 0; b < sizeof lens / sizeof lens[0]; b++) {
            for (size_t k = 0; k < sizeof ns / sizeof ns[0]; k++) {
                size_t m0 = ns[k] == MQS_V ? 0 : (a + b) % (MQS_V - ns[k]);
                one_case(m0, ns[k], ncs[a], lens[b], (int)((a + b + k) & 1));
            }
        }
    }
    /* P3's shape: V rows of O x O blocks (a third of one), outputs 0..8 */
    one_case(0, MQS_V, 9, MAX_LEN / 3, 0);
    one_case(0, MQS_V, 9, MAX_LEN / 3 + 1, 1);
    return test_finish("mqsign t1_madd");
}
