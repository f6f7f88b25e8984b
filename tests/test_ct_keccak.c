/* Constant-time check of the Keccak code under valgrind memcheck (label ct):
 * the inputs are marked undefined, so a branch or a memory index depending on
 * them is reported (and fails the test through --error-exitcode). Covers the
 * scalar SHAKE, and the 4-way SHAKE with the portable and (where the CPU has
 * it) the AVX2 permutation; the outputs, once declared defined, must also
 * equal the scalar ones, which shows valgrind ran the AVX2 code correctly. */
#include <string.h>
#include <valgrind/memcheck.h>

#include "cpu.h"
#include "fips202.h"
#include "fips202x4.h"
#include "test_support.h"

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

static void check_lengths(void (*perm)(kpqc_keccakx4_state *), const char *name)
{
    uint8_t in[4][300], out[4][400], want[4][400];
    int ok = 1;
    for (size_t inlen = 0; inlen <= sizeof in[0]; inlen += 37) {
        for (unsigned k = 0; k < 4; k++) {
            for (size_t i = 0; i < inlen; i++) in[k][i] = (uint8_t)(i * 31 + k * 7 + inlen);
            kpqc_shake256(want[k], sizeof want[k], in[k], inlen);
        }
        SECRET(in, sizeof in);
        kpqc_keccakx4_state st;
        kpqc_shake256x4_init(&st);
        kpqc_shake256x4_absorb(&st, in[0], in[1], in[2], in[3], inlen);
        kpqc_shake256x4_finalize(&st);
        /* squeeze block by block with the permutation under test */
        for (size_t off = 0; off < sizeof out[0]; off++) {
            if (st.pos == KPQC_SHAKE256_RATE) {
                perm(&st);
                st.pos = 0;
            }
            for (unsigned k = 0; k < 4; k++) {
                out[k][off] = (uint8_t)(st.s[4 * (st.pos >> 3) + k] >> (8 * (st.pos & 7)));
            }
            st.pos++;
        }
        kpqc_shake256(want[0], sizeof want[0], in[0], inlen); /* scalar on secret input */
        PUBLIC(in, sizeof in);
        PUBLIC(out, sizeof out);
        PUBLIC(want, sizeof want);
        for (unsigned k = 0; k < 4; k++) ok &= memcmp(out[k], want[k], sizeof out[k]) == 0;
        kpqc_keccakx4_wipe(&st);
    }
    CHECK_MSG(ok, "%s: 4-way output differs from scalar under valgrind", name);
    test_pass();
}

int main(void)
{
    if (!RUNNING_ON_VALGRIND) {
        fprintf(stderr, "test_ct_keccak must run under valgrind memcheck (ctest label ct)\n");
        return 1;
    }
    check_lengths(kpqc_keccakx4_f1600_portable, "portable");
#if defined(KPQC_KECCAKX4_HAVE_AVX2)
    if (kpqc_cpu_has(KPQC_CPU_AVX2)) {
        check_lengths(kpqc_keccakx4_f1600_avx2, "avx2");
        printf("ran the AVX2 4-way permutation under valgrind\n");
    } else {
        printf("no AVX2 on this CPU: only the portable 4-way permutation was checked\n");
    }
#endif
    return test_finish("ct_keccak");
}
