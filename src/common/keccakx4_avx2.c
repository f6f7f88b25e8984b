/* Keccak-f[1600] on four states at once with AVX2 (compiled with -mavx2 only in
 * this file; called only when the CPU has AVX2, see fips202x4.c).
 *
 * Vector aXY holds lane (x, y) of the four states (the lane-interleaved layout
 * of fips202x4.h), so a round is the scalar round of fips202.c with every
 * 64-bit operation done on four lanes: theta, rho and pi fused into the b
 * vectors, then chi and iota (FIPS 202, section 3.2). Rotations by 8 and 56 are
 * whole-byte moves, done with one byte shuffle instead of two shifts and an or. */
#if defined(__x86_64__)
#include <immintrin.h>

#include "fips202x4.h"

static const uint64_t round_constants[24] = {
    0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808aULL,
    0x8000000080008000ULL, 0x000000000000808bULL, 0x0000000080000001ULL,
    0x8000000080008081ULL, 0x8000000000008009ULL, 0x000000000000008aULL,
    0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000aULL,
    0x000000008000808bULL, 0x800000000000008bULL, 0x8000000000008089ULL,
    0x8000000000008003ULL, 0x8000000000008002ULL, 0x8000000000000080ULL,
    0x000000000000800aULL, 0x800000008000000aULL, 0x8000000080008081ULL,
    0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL,
};

#define XOR(a, b) _mm256_xor_si256(a, b)
/* ~b & c, chi's nonlinear term. */
#define ANDN(b, c) _mm256_andnot_si256(b, c)
#define ROL(v, n) _mm256_or_si256(_mm256_slli_epi64(v, n), _mm256_srli_epi64(v, 64 - (n)))

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

    for (int round = 0; round < 24; round++) {
        const __m256i c0 = XOR(XOR(XOR(a00, a01), XOR(a02, a03)), a04);
        const __m256i c1 = XOR(XOR(XOR(a10, a11), XOR(a12, a13)), a14);
        const __m256i c2 = XOR(XOR(XOR(a20, a21), XOR(a22, a23)), a24);
        const __m256i c3 = XOR(XOR(XOR(a30, a31), XOR(a32, a33)), a34);
        const __m256i c4 = XOR(XOR(XOR(a40, a41), XOR(a42, a43)), a44);
        const __m256i d0 = XOR(c4, ROL(c1, 1));
        const __m256i d1 = XOR(c0, ROL(c2, 1));
        const __m256i d2 = XOR(c1, ROL(c3, 1));
        const __m256i d3 = XOR(c2, ROL(c4, 1));
        const __m256i d4 = XOR(c3, ROL(c0, 1));
        /* theta, then rho (rotate lane (x, y)) and pi (move it to (y, 2x + 3y)). */
        const __m256i b00 = XOR(a00, d0);
        const __m256i b13 = ROL(XOR(a01, d0), 36);
        const __m256i b21 = ROL(XOR(a02, d0), 3);
        const __m256i b34 = ROL(XOR(a03, d0), 41);
        const __m256i b42 = ROL(XOR(a04, d0), 18);
        const __m256i b02 = ROL(XOR(a10, d1), 1);
        const __m256i b10 = ROL(XOR(a11, d1), 44);
        const __m256i b23 = ROL(XOR(a12, d1), 10);
        const __m256i b31 = ROL(XOR(a13, d1), 45);
        const __m256i b44 = ROL(XOR(a14, d1), 2);
        const __m256i b04 = ROL(XOR(a20, d2), 62);
        const __m256i b12 = ROL(XOR(a21, d2), 6);
        const __m256i b20 = ROL(XOR(a22, d2), 43);
        const __m256i b33 = ROL(XOR(a23, d2), 15);
        const __m256i b41 = ROL(XOR(a24, d2), 61);
        const __m256i b01 = ROL(XOR(a30, d3), 28);
        const __m256i b14 = ROL(XOR(a31, d3), 55);
        const __m256i b22 = ROL(XOR(a32, d3), 25);
        const __m256i b30 = ROL(XOR(a33, d3), 21);
        const __m256i b43 = _mm256_shuffle_epi8(XOR(a34, d3), rot56);
        const __m256i b03 = ROL(XOR(a40, d4), 27);
        const __m256i b11 = ROL(XOR(a41, d4), 20);
        const __m256i b24 = ROL(XOR(a42, d4), 39);
        const __m256i b32 = _mm256_shuffle_epi8(XOR(a43, d4), rot8);
        const __m256i b40 = ROL(XOR(a44, d4), 14);
        /* chi along each row, iota on lane (0, 0). */
        a00 = XOR(b00, ANDN(b10, b20));
        a10 = XOR(b10, ANDN(b20, b30));
        a20 = XOR(b20, ANDN(b30, b40));
        a30 = XOR(b30, ANDN(b40, b00));
        a40 = XOR(b40, ANDN(b00, b10));
        a01 = XOR(b01, ANDN(b11, b21));
        a11 = XOR(b11, ANDN(b21, b31));
        a21 = XOR(b21, ANDN(b31, b41));
        a31 = XOR(b31, ANDN(b41, b01));
        a41 = XOR(b41, ANDN(b01, b11));
        a02 = XOR(b02, ANDN(b12, b22));
        a12 = XOR(b12, ANDN(b22, b32));
        a22 = XOR(b22, ANDN(b32, b42));
        a32 = XOR(b32, ANDN(b42, b02));
        a42 = XOR(b42, ANDN(b02, b12));
        a03 = XOR(b03, ANDN(b13, b23));
        a13 = XOR(b13, ANDN(b23, b33));
        a23 = XOR(b23, ANDN(b33, b43));
        a33 = XOR(b33, ANDN(b43, b03));
        a43 = XOR(b43, ANDN(b03, b13));
        a04 = XOR(b04, ANDN(b14, b24));
        a14 = XOR(b14, ANDN(b24, b34));
        a24 = XOR(b24, ANDN(b34, b44));
        a34 = XOR(b34, ANDN(b44, b04));
        a44 = XOR(b44, ANDN(b04, b14));
        a00 = XOR(a00, _mm256_set1_epi64x((long long)round_constants[round]));
    }
    _mm256_storeu_si256(v + 0, a00);
    _mm256_storeu_si256(v + 1, a10);
    _mm256_storeu_si256(v + 2, a20);
    _mm256_storeu_si256(v + 3, a30);
    _mm256_storeu_si256(v + 4, a40);
    _mm256_storeu_si256(v + 5, a01);
    _mm256_storeu_si256(v + 6, a11);
    _mm256_storeu_si256(v + 7, a21);
    _mm256_storeu_si256(v + 8, a31);
    _mm256_storeu_si256(v + 9, a41);
    _mm256_storeu_si256(v + 10, a02);
    _mm256_storeu_si256(v + 11, a12);
    _mm256_storeu_si256(v + 12, a22);
    _mm256_storeu_si256(v + 13, a32);
    _mm256_storeu_si256(v + 14, a42);
    _mm256_storeu_si256(v + 15, a03);
    _mm256_storeu_si256(v + 16, a13);
    _mm256_storeu_si256(v + 17, a23);
    _mm256_storeu_si256(v + 18, a33);
    _mm256_storeu_si256(v + 19, a43);
    _mm256_storeu_si256(v + 20, a04);
    _mm256_storeu_si256(v + 21, a14);
    _mm256_storeu_si256(v + 22, a24);
    _mm256_storeu_si256(v + 23, a34);
    _mm256_storeu_si256(v + 24, a44);
}
#endif
