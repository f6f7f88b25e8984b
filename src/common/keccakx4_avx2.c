/* Keccak-f[1600] on four states at once with AVX2 (compiled with -mavx2 only in
 * this file; called only when the CPU has AVX2, see fips202x4.c).
 *
 * Vector aXY holds lane (x, y) of the four states (the lane-interleaved layout
 * of fips202x4.h), so a round is the scalar round of fips202.c with every
 * 64-bit operation done on four lanes: theta, rho and pi fused into the b
 * vectors, then chi and iota (FIPS 202, section 3.2). Rotations by 8 and 56 are
 * whole-byte moves, done with one byte shuffle instead of two shifts and an or.
 * AVX2 has no 64-bit rotation, so the permutation is bound by its shifts and
 * logic operations (about 184 per round); register spills cost little. */
#if defined(__x86_64__)
#include <immintrin.h>

#include "fips202x4.h"
#include "keccak_round_constants.h"

#define XOR(a, b) _mm256_xor_si256(a, b)
/* ~b & c, chi's nonlinear term. */
#define ANDN(b, c) _mm256_andnot_si256(b, c)
#define ROL(v, n) _mm256_or_si256(_mm256_slli_epi64(v, n), _mm256_srli_epi64(v, 64 - (n)))
/* v << 1 as v + v: an addition may issue on more ports than a shift. */
#define ROL1(v) _mm256_or_si256(_mm256_add_epi64(v, v), _mm256_srli_epi64(v, 63))
#define ROL8(v) _mm256_shuffle_epi8(v, rot8)
#define ROL56(v) _mm256_shuffle_epi8(v, rot56)

/* One round from state A to state E, as in fips202.c (without the lane
 * complementing, which andnot makes useless): output plane by output plane,
 * the b lanes are the input lanes rho and pi move into that plane (lane
 * (x', y') goes to (y', 2x' + 3y')) with theta's d added and rotated; chi and
 * iota give the plane, whose lanes are summed into c, the next round's column
 * parities. */
#define ROUND(A, E, rc)                                                                     \
    do {                                                                                    \
        d0 = XOR(c4, ROL1(c1));                                                             \
        d1 = XOR(c0, ROL1(c2));                                                             \
        d2 = XOR(c1, ROL1(c3));                                                             \
        d3 = XOR(c2, ROL1(c4));                                                             \
        d4 = XOR(c3, ROL1(c0));                                                             \
                                                                                            \
        b0 = XOR(A##00, d0);                                                                \
        b1 = ROL(XOR(A##11, d1), 44);                                                       \
        b2 = ROL(XOR(A##22, d2), 43);                                                       \
        b3 = ROL(XOR(A##33, d3), 21);                                                       \
        b4 = ROL(XOR(A##44, d4), 14);                                                       \
        c0 = E##00 = XOR(XOR(b0, ANDN(b1, b2)), _mm256_set1_epi64x((long long)(rc)));       \
        c1 = E##10 = XOR(b1, ANDN(b2, b3));                                                 \
        c2 = E##20 = XOR(b2, ANDN(b3, b4));                                                 \
        c3 = E##30 = XOR(b3, ANDN(b4, b0));                                                 \
        c4 = E##40 = XOR(b4, ANDN(b0, b1));                                                 \
                                                                                            \
        b0 = ROL(XOR(A##30, d3), 28);                                                       \
        b1 = ROL(XOR(A##41, d4), 20);                                                       \
        b2 = ROL(XOR(A##02, d0), 3);                                                        \
        b3 = ROL(XOR(A##13, d1), 45);                                                       \
        b4 = ROL(XOR(A##24, d2), 61);                                                       \
        PLANE_CHI(E, 1);                                                                    \
                                                                                            \
        b0 = ROL1(XOR(A##10, d1));                                                          \
        b1 = ROL(XOR(A##21, d2), 6);                                                        \
        b2 = ROL(XOR(A##32, d3), 25);                                                       \
        b3 = ROL8(XOR(A##43, d4));                                                          \
        b4 = ROL(XOR(A##04, d0), 18);                                                       \
        PLANE_CHI(E, 2);                                                                    \
                                                                                            \
        b0 = ROL(XOR(A##40, d4), 27);                                                       \
        b1 = ROL(XOR(A##01, d0), 36);                                                       \
        b2 = ROL(XOR(A##12, d1), 10);                                                       \
        b3 = ROL(XOR(A##23, d2), 15);                                                       \
        b4 = ROL56(XOR(A##34, d3));                                                         \
        PLANE_CHI(E, 3);                                                                    \
                                                                                            \
        b0 = ROL(XOR(A##20, d2), 62);                                                       \
        b1 = ROL(XOR(A##31, d3), 55);                                                       \
        b2 = ROL(XOR(A##42, d4), 39);                                                       \
        b3 = ROL(XOR(A##03, d0), 41);                                                       \
        b4 = ROL(XOR(A##14, d1), 2);                                                        \
        PLANE_CHI(E, 4);                                                                    \
    } while (0)

/* chi on the five b lanes into plane y of E, and the lanes into c. */
#define PLANE_CHI(E, y)                                                                     \
    do {                                                                                    \
        E##0##y = XOR(b0, ANDN(b1, b2));                                                    \
        E##1##y = XOR(b1, ANDN(b2, b3));                                                    \
        E##2##y = XOR(b2, ANDN(b3, b4));                                                    \
        E##3##y = XOR(b3, ANDN(b4, b0));                                                    \
        E##4##y = XOR(b4, ANDN(b0, b1));                                                    \
        c0 = XOR(c0, E##0##y);                                                              \
        c1 = XOR(c1, E##1##y);                                                              \
        c2 = XOR(c2, E##2##y);                                                              \
        c3 = XOR(c3, E##3##y);                                                              \
        c4 = XOR(c4, E##4##y);                                                              \
    } while (0)

/* The state lives in two sets of vectors, a and e; each loop iteration runs
 * two rounds, a to e and e back to a. */
void kpqc_keccakx4_f1600_avx2(kpqc_keccakx4_state *st)
{
    /* Byte permutations of each 64-bit lane: rotate left by 8 and by 56 bits. */
    const __m256i rot8 = _mm256_setr_epi8(7, 0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14,
                                          7, 0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14);
    const __m256i rot56 = _mm256_setr_epi8(1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8,
                                           1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8);
    __m256i *v = (__m256i *)(void *)st->s;
    __m256i a00 = _mm256_loadu_si256(v + 0), a10 = _mm256_loadu_si256(v + 1);
    __m256i a20 = _mm256_loadu_si256(v + 2), a30 = _mm256_loadu_si256(v + 3);
    __m256i a40 = _mm256_loadu_si256(v + 4), a01 = _mm256_loadu_si256(v + 5);
    __m256i a11 = _mm256_loadu_si256(v + 6), a21 = _mm256_loadu_si256(v + 7);
    __m256i a31 = _mm256_loadu_si256(v + 8), a41 = _mm256_loadu_si256(v + 9);
    __m256i a02 = _mm256_loadu_si256(v + 10), a12 = _mm256_loadu_si256(v + 11);
    __m256i a22 = _mm256_loadu_si256(v + 12), a32 = _mm256_loadu_si256(v + 13);
    __m256i a42 = _mm256_loadu_si256(v + 14), a03 = _mm256_loadu_si256(v + 15);
    __m256i a13 = _mm256_loadu_si256(v + 16), a23 = _mm256_loadu_si256(v + 17);
    __m256i a33 = _mm256_loadu_si256(v + 18), a43 = _mm256_loadu_si256(v + 19);
    __m256i a04 = _mm256_loadu_si256(v + 20), a14 = _mm256_loadu_si256(v + 21);
    __m256i a24 = _mm256_loadu_si256(v + 22), a34 = _mm256_loadu_si256(v + 23);
    __m256i a44 = _mm256_loadu_si256(v + 24);
    __m256i e00, e10, e20, e30, e40, e01, e11, e21, e31, e41, e02, e12, e22, e32, e42;
    __m256i e03, e13, e23, e33, e43, e04, e14, e24, e34, e44;
    __m256i b0, b1, b2, b3, b4, d0, d1, d2, d3, d4;
    __m256i c0 = XOR(XOR(XOR(a00, a01), XOR(a02, a03)), a04);
    __m256i c1 = XOR(XOR(XOR(a10, a11), XOR(a12, a13)), a14);
    __m256i c2 = XOR(XOR(XOR(a20, a21), XOR(a22, a23)), a24);
    __m256i c3 = XOR(XOR(XOR(a30, a31), XOR(a32, a33)), a34);
    __m256i c4 = XOR(XOR(XOR(a40, a41), XOR(a42, a43)), a44);

    for (int round = 0; round < 24; round += 2) {
        ROUND(a, e, kpqc_keccak_round_constants[round]);
        ROUND(e, a, kpqc_keccak_round_constants[round + 1]);
    }
    _mm256_storeu_si256(v + 0, a00), _mm256_storeu_si256(v + 1, a10);
    _mm256_storeu_si256(v + 2, a20), _mm256_storeu_si256(v + 3, a30);
    _mm256_storeu_si256(v + 4, a40), _mm256_storeu_si256(v + 5, a01);
    _mm256_storeu_si256(v + 6, a11), _mm256_storeu_si256(v + 7, a21);
    _mm256_storeu_si256(v + 8, a31), _mm256_storeu_si256(v + 9, a41);
    _mm256_storeu_si256(v + 10, a02), _mm256_storeu_si256(v + 11, a12);
    _mm256_storeu_si256(v + 12, a22), _mm256_storeu_si256(v + 13, a32);
    _mm256_storeu_si256(v + 14, a42), _mm256_storeu_si256(v + 15, a03);
    _mm256_storeu_si256(v + 16, a13), _mm256_storeu_si256(v + 17, a23);
    _mm256_storeu_si256(v + 18, a33), _mm256_storeu_si256(v + 19, a43);
    _mm256_storeu_si256(v + 20, a04), _mm256_storeu_si256(v + 21, a14);
    _mm256_storeu_si256(v + 22, a24), _mm256_storeu_si256(v + 23, a34);
    _mm256_storeu_si256(v + 24, a44);
}
#else
typedef int kpqc_keccakx4_avx2_unused; /* ISO C forbids an empty translation unit */
#endif
