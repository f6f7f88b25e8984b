/* The Keccak-f[1600] permutation (FIPS 202, section 3) as a static function,
 * included by fips202.c (the portable build, lane complementing) and by
 * keccakf1600_bmi2.c (compiled with -mbmi -mbmi2: BMI1's andn makes chi two
 * instructions a lane without complementing, and BMI2's three-operand
 * rotation, rorx, saves the register copies that the two-operand rol needs).
 * Internal header. */
#ifndef KPQC_KECCAKF1600_H
#define KPQC_KECCAKF1600_H

#include <stdint.h>

#include "keccak_round_constants.h"

/* Lanes are named aXY after the spec's A[x, y] (section 3.1.2); state word
 * s[x + 5y] holds lane (x, y). One round is theta, rho and pi fused into the
 * b lanes, then chi and iota (section 3.2). */
#define ROL64(v, n) (((v) << (n)) | ((v) >> (64 - (n))))


/* Chi and iota of output plane y (the b lanes hold that plane's inputs), its
 * lanes also summed into c, the next round's column parities (theta's first
 * step): plane 0 with c = and iota's rc, the others with c ^=. One form per
 * build below; ROUND after them is shared. */
#if defined(__BMI__)
/* With BMI1 (this header compiled with -mbmi, keccakf1600_bmi2.c), chi's
 * ~b1 & b2 is one three-operand andn, so lane complementing would only add
 * register copies: the lanes are held as they are and chi is b0 ^ andn(b1, b2),
 * two instructions a lane, with no NOT and no copy. */
#define KECCAK_NOTC(v) (v)
#define KECCAK_CHI(b0, b1, b2) ((b0) ^ (~(b1) & (b2)))
#define KECCAK_PLANE(E, y, OP, rc)                                                          \
    c0 OP E##0##y = KECCAK_CHI(b0, b1, b2) ^ (rc);                                          \
    c1 OP E##1##y = KECCAK_CHI(b1, b2, b3);                                                 \
    c2 OP E##2##y = KECCAK_CHI(b2, b3, b4);                                                 \
    c3 OP E##3##y = KECCAK_CHI(b3, b4, b0);                                                 \
    c4 OP E##4##y = KECCAK_CHI(b4, b0, b1)
#define KECCAK_PLANE0(E, rc) KECCAK_PLANE(E, 0, =, rc)
#define KECCAK_PLANE1(E) KECCAK_PLANE(E, 1, ^=, 0)
#define KECCAK_PLANE2(E) KECCAK_PLANE(E, 2, ^=, 0)
#define KECCAK_PLANE3(E) KECCAK_PLANE(E, 3, ^=, 0)
#define KECCAK_PLANE4(E) KECCAK_PLANE(E, 4, ^=, 0)
#else
/* Lane complementing: lanes (1,0), (2,0), (3,1), (2,2), (2,3) and (0,4) are
 * held complemented for the whole permutation. Theta, rho and pi are linear,
 * so every b has a known complement status, and chi's b0 ^ (~b1 & b2) becomes,
 * by De Morgan, an expression on the held values with AND or OR and 8 NOTs per
 * round instead of 25 that leaves the same six lanes complemented (the
 * technique of the Keccak team's "implementation overview", section 2.2; the
 * expressions below were found by checking all 2^3 inputs of each). */
#define KECCAK_NOTC(v) (~(v))
#define KECCAK_PLANE0(E, rc)                                                                \
    c0 = E##00 = b0 ^ (b1 | b2) ^ (rc);                                                     \
    c1 = E##10 = b1 ^ (~b2 | b3);                                                           \
    c2 = E##20 = b2 ^ (b3 & b4);                                                            \
    c3 = E##30 = b3 ^ (b4 | b0);                                                            \
    c4 = E##40 = b4 ^ (b0 & b1)
#define KECCAK_PLANE1(E)                                                                    \
    c0 ^= E##01 = b0 ^ (b1 | b2);                                                           \
    c1 ^= E##11 = b1 ^ (b2 & b3);                                                           \
    c2 ^= E##21 = b2 ^ (b3 | ~b4);                                                          \
    c3 ^= E##31 = b3 ^ (b4 | b0);                                                           \
    c4 ^= E##41 = b4 ^ (b0 & b1)
#define KECCAK_PLANE2(E)                                                                    \
    c0 ^= E##02 = b0 ^ (b1 | b2);                                                           \
    c1 ^= E##12 = b1 ^ (b2 & b3);                                                           \
    c2 ^= E##22 = b2 ^ (~b3 & b4);                                                          \
    c3 ^= E##32 = b3 ^ ~(b4 | b0);                                                          \
    c4 ^= E##42 = b4 ^ (b0 & b1)
#define KECCAK_PLANE3(E)                                                                    \
    c0 ^= E##03 = b0 ^ (b1 & b2);                                                           \
    c1 ^= E##13 = b1 ^ (b2 | b3);                                                           \
    c2 ^= E##23 = b2 ^ (~b3 | b4);                                                          \
    c3 ^= E##33 = b3 ^ ~(b4 & b0);                                                          \
    c4 ^= E##43 = b4 ^ (b0 | b1)
#define KECCAK_PLANE4(E)                                                                    \
    c0 ^= E##04 = b0 ^ (~b1 & b2);                                                          \
    c1 ^= E##14 = b1 ^ ~(b2 | b3);                                                          \
    c2 ^= E##24 = b2 ^ (b3 & b4);                                                           \
    c3 ^= E##34 = b3 ^ (b4 | b0);                                                           \
    c4 ^= E##44 = b4 ^ (b0 & b1)
#endif

/* One round from state A to state E (A##xy names lane (x, y) of A), plane by
 * plane: for output plane y, the five b lanes are the input lanes that rho and
 * pi move there (lane (x', y') goes to (y', 2x' + 3y')), each with theta's d
 * added and rotated; then KECCAK_PLANEy. */
#define ROUND(A, E, rc)                                                                     \
    do {                                                                                    \
        d0 = c4 ^ ROL64(c1, 1);                                                             \
        d1 = c0 ^ ROL64(c2, 1);                                                             \
        d2 = c1 ^ ROL64(c3, 1);                                                             \
        d3 = c2 ^ ROL64(c4, 1);                                                             \
        d4 = c3 ^ ROL64(c0, 1);                                                             \
                                                                                            \
        b0 = A##00 ^ d0;                                                                    \
        b1 = ROL64(A##11 ^ d1, 44);                                                         \
        b2 = ROL64(A##22 ^ d2, 43);                                                         \
        b3 = ROL64(A##33 ^ d3, 21);                                                         \
        b4 = ROL64(A##44 ^ d4, 14);                                                         \
        KECCAK_PLANE0(E, rc);                                                               \
                                                                                            \
        b0 = ROL64(A##30 ^ d3, 28);                                                         \
        b1 = ROL64(A##41 ^ d4, 20);                                                         \
        b2 = ROL64(A##02 ^ d0, 3);                                                          \
        b3 = ROL64(A##13 ^ d1, 45);                                                         \
        b4 = ROL64(A##24 ^ d2, 61);                                                         \
        KECCAK_PLANE1(E);                                                                   \
                                                                                            \
        b0 = ROL64(A##10 ^ d1, 1);                                                          \
        b1 = ROL64(A##21 ^ d2, 6);                                                          \
        b2 = ROL64(A##32 ^ d3, 25);                                                         \
        b3 = ROL64(A##43 ^ d4, 8);                                                          \
        b4 = ROL64(A##04 ^ d0, 18);                                                         \
        KECCAK_PLANE2(E);                                                                   \
                                                                                            \
        b0 = ROL64(A##40 ^ d4, 27);                                                         \
        b1 = ROL64(A##01 ^ d0, 36);                                                         \
        b2 = ROL64(A##12 ^ d1, 10);                                                         \
        b3 = ROL64(A##23 ^ d2, 15);                                                         \
        b4 = ROL64(A##34 ^ d3, 56);                                                         \
        KECCAK_PLANE3(E);                                                                   \
                                                                                            \
        b0 = ROL64(A##20 ^ d2, 62);                                                         \
        b1 = ROL64(A##31 ^ d3, 55);                                                         \
        b2 = ROL64(A##42 ^ d4, 39);                                                         \
        b3 = ROL64(A##03 ^ d0, 41);                                                         \
        b4 = ROL64(A##14 ^ d1, 2);                                                          \
        KECCAK_PLANE4(E);                                                                   \
    } while (0)

/* The state lives in two sets of locals, a and e; each loop iteration runs
 * two rounds, a to e and e back to a, so no lane is ever copied. KECCAK_NOTC
 * complements the held-complemented lanes on the way in and out (identity in
 * the BMI1 build). */
static inline void keccakf1600_lanes(uint64_t s[25])
{
    uint64_t a00 = s[0], a10 = KECCAK_NOTC(s[1]), a20 = KECCAK_NOTC(s[2]), a30 = s[3], a40 = s[4];
    uint64_t a01 = s[5], a11 = s[6], a21 = s[7], a31 = KECCAK_NOTC(s[8]), a41 = s[9];
    uint64_t a02 = s[10], a12 = s[11], a22 = KECCAK_NOTC(s[12]), a32 = s[13], a42 = s[14];
    uint64_t a03 = s[15], a13 = s[16], a23 = KECCAK_NOTC(s[17]), a33 = s[18], a43 = s[19];
    uint64_t a04 = KECCAK_NOTC(s[20]), a14 = s[21], a24 = s[22], a34 = s[23], a44 = s[24];
    uint64_t e00, e10, e20, e30, e40, e01, e11, e21, e31, e41, e02, e12, e22, e32, e42;
    uint64_t e03, e13, e23, e33, e43, e04, e14, e24, e34, e44;
    uint64_t b0, b1, b2, b3, b4, d0, d1, d2, d3, d4;
    uint64_t c0 = a00 ^ a01 ^ a02 ^ a03 ^ a04;
    uint64_t c1 = a10 ^ a11 ^ a12 ^ a13 ^ a14;
    uint64_t c2 = a20 ^ a21 ^ a22 ^ a23 ^ a24;
    uint64_t c3 = a30 ^ a31 ^ a32 ^ a33 ^ a34;
    uint64_t c4 = a40 ^ a41 ^ a42 ^ a43 ^ a44;

    for (int round = 0; round < 24; round += 2) {
        ROUND(a, e, kpqc_keccak_round_constants[round]);
        ROUND(e, a, kpqc_keccak_round_constants[round + 1]);
    }
    s[0] = a00, s[1] = KECCAK_NOTC(a10), s[2] = KECCAK_NOTC(a20), s[3] = a30, s[4] = a40;
    s[5] = a01, s[6] = a11, s[7] = a21, s[8] = KECCAK_NOTC(a31), s[9] = a41;
    s[10] = a02, s[11] = a12, s[12] = KECCAK_NOTC(a22), s[13] = a32, s[14] = a42;
    s[15] = a03, s[16] = a13, s[17] = KECCAK_NOTC(a23), s[18] = a33, s[19] = a43;
    s[20] = KECCAK_NOTC(a04), s[21] = a14, s[22] = a24, s[23] = a34, s[24] = a44;
}

#endif
