/* The AVX2 kernels of AIMer (backend avx2, with PCLMULQDQ: the registry row
 * asks for KPQC_CPU_PCLMUL). The frontend calls them under KPQC_BACKEND_AVX2
 * where the portable backend runs its own C code (field.h, mpc.c); what is
 * hashed and in which order stays in the frontend.
 *
 * Field elements are GF_WORDS little-endian 64-bit words (field.h), fully
 * reduced on input and output; no alignment beyond that of uint64_t is
 * required. Every kernel runs in constant time in its operands. */
#ifndef AIMER_NATIVE_X86_64_API_H
#define AIMER_NATIVE_X86_64_API_H

#include <stdint.h>

#include "../../params.h"

#define aimer_avx2_gf_mul KPQC_NS(avx2_gf_mul)
#define aimer_avx2_gf_sqr KPQC_NS(avx2_gf_sqr)
#define aimer_avx2_party_check KPQC_NS(avx2_party_check)
#define aimer_avx2_linmap KPQC_NS(avx2_linmap)
#define aimer_avx2_nibble_tables KPQC_NS(avx2_nibble_tables)
#define aimer_avx2_mul_lu KPQC_NS(avx2_mul_lu)
#define aimer_avx2_party_check16 KPQC_NS(avx2_party_check16)

/* r = a * b in GF(2^k) (carry-less products on PCLMULQDQ). r may alias a or b. */
void aimer_avx2_gf_mul(uint64_t r[GF_WORDS], const uint64_t a[GF_WORDS],
                       const uint64_t b[GF_WORDS]);
/* r = a^2. r may alias a. */
void aimer_avx2_gf_sqr(uint64_t r[GF_WORDS], const uint64_t a[GF_WORDS]);

/* r = M(x) for the linear map whose GF_BITS rows (row j the image of x^j,
 * GF_WORDS words each, contiguous) start at rows. r may alias x. */
void aimer_avx2_linmap(uint64_t r[GF_WORDS], const uint64_t x[GF_WORDS], const void *rows);

/* mpc_party_check of mpc.h (same contract): a party's alpha share and its v
 * share without the alpha pt term. statement is an aimer_statement, eps the
 * L + 1 challenges, tape an aimer_tape (mpc.h), last non-zero for the last
 * party. The linear maps are applied with masks from the bits of the shares,
 * never with the shares as table indices. For GF(2^192) a 24-byte row of a
 * map is loaded as 32 bytes: inside aimer_statement the bytes after the last
 * row belong to the next member (static assertions in party_check.c). */
void aimer_avx2_party_check(uint64_t alpha[GF_WORDS], uint64_t v[GF_WORDS], const void *statement,
                            const uint64_t eps[(AIMER_L + 1) * GF_WORDS], const void *tape,
                            int last);

/* a = L U for the public GF_BITS x GF_BITS matrices of linear.c (row j of
 * each is GF_WORDS words at j * GF_WORDS): row j of a is L applied to row j
 * of U. Table look-ups on the bits of U: public data only. a, lower and
 * upper are arrays of GF_BITS rows (gf, field.h). */
void aimer_avx2_mul_lu(void *a_out, const void *lower_in, const void *upper_in);

/* The nibble tables of a linear map (party_batch.c): tab[k][b] holds byte b
 * of the sums of the rows 8k .. 8k + 3 (bytes 0-15) and 8k + 4 .. 8k + 7
 * (bytes 16-31) that each 4-bit value selects. rows as for aimer_avx2_linmap;
 * the map is public (built once per statement). */
void aimer_avx2_nibble_tables(uint8_t tab[GF_BYTES][GF_BYTES][32], const void *rows);

/* mpc_party_check for the 16 parties whose tapes are tapes[0 .. 15] (an
 * aimer_tape array), with one challenge vector eps: alpha[i], v[i] as
 * mpc_party_check's alpha and v for tapes[i]. last non-zero: tapes[15] is the
 * last party's (deltas already applied). statement is an aimer_statement
 * whose tables (member tab) were built by aimer_avx2_nibble_tables from A_l
 * and S_l. The secret shares index register bytes only (VPSHUFB). */
void aimer_avx2_party_check16(uint64_t alpha[16][GF_WORDS], uint64_t v[16][GF_WORDS],
                              const void *statement, const uint64_t eps[(AIMER_L + 1) * GF_WORDS],
                              const void *tapes, int last);

#endif
