/* SMAUG-T.PKE: KeyGen, Enc and Dec (spec section 4.1, Fig. 7), laid out as
 * in the v1.2.0 reference so that keys and ciphertexts are byte-identical.
 *
 * KeyGen: (seed_s, seed_A) = SHA3-512(seed); s_i = HWT(seed_s || k i || nonce),
 *         e_i = dGaussian(seed_s || k i), b = e - A s  (mod q).
 * Enc:    r_i = spCBD(SHAKE256(seed_r || i)),
 *         c1 = round_p(A^T r),  c2 = round_p'(<b, r> + Encode(mu)).
 * Dec:    mu = Decode(<c1, s> + c2).
 * A[i][j] = SHAKE128(seed_A || i || j) read as log q-bit coefficients.
 * Independent Keccak calls are made in batches (xof.h); the KEM expands A^T
 * for Enc in a batch with its own hashes.
 *
 * Rounding and the message code work on 16-bit fixed point, the modulus being
 * 2^16: a value x modulo 2^d is x << (16 - d), rounding to d' bits adds half
 * a step and keeps the top d' bits. (The reference works in the same scale.) */
#include <string.h>

#include "aes256.h"
#include "ct.h"
#include "fips202.h"
#include "indcpa.h"
#include "mul.h"
#include "pack.h"
#include "poly.h"
#include "sample.h"
#include "xof.h"

#define SEED_A(pk) (pk)
#define PACKED_B(pk, i) ((pk) + SMAUGT_SEED_BYTES + (i) * SMAUGT_POLYQ_BYTES)
#define PACKED_C1(ct, i) ((ct) + (i) * SMAUGT_POLYP_BYTES)
#define PACKED_C2(ct) ((ct) + SMAUGT_K * SMAUGT_POLYP_BYTES)

#if !KPQC_SMAUGT_R2
/* The SHAKE128 call of A[row][col] (ExpandA), writing into out. */
static smaugt_keccak_call matrix_call(uint8_t in[SMAUGT_SEED_BYTES + 2],
                                      uint8_t out[SMAUGT_POLYQ_BYTES],
                                      const uint8_t seed_a[SMAUGT_SEED_BYTES], unsigned row,
                                      unsigned col)
{
    memcpy(in, seed_a, SMAUGT_SEED_BYTES);
    in[SMAUGT_SEED_BYTES] = (uint8_t)row;
    in[SMAUGT_SEED_BYTES + 1] = (uint8_t)col;
    return (smaugt_keccak_call){out, SMAUGT_POLYQ_BYTES, in, SMAUGT_SEED_BYTES + 2,
                                KPQC_SHAKE128_RATE, SMAUGT_DS_SHAKE};
}
#endif

#if KPQC_SMAUGT_90S
/* The "90s" variant of Round 2 replaces SHAKE by AES-256-CTR keyed with the
 * 32-byte seed: block c of the stream with nonce N encrypts the 16 bytes
 * N (64-bit little-endian) || c (64-bit big-endian), c counting from 0. */
static void aes256ctr(uint8_t *out, size_t len, const uint8_t key[32], uint64_t nonce)
{
    kpqc_aes256_ctx ctx;
    uint8_t block[16], ks[16];

    kpqc_aes256_init(&ctx, key);
    for (unsigned b = 0; b < 8; b++) {
        block[b] = (uint8_t)(nonce >> (8 * b));
    }
    for (uint64_t c = 0; len > 0; c++) {
        size_t n = len < 16 ? len : 16;
        for (unsigned b = 0; b < 8; b++) {
            block[15 - b] = (uint8_t)(c >> (8 * b));
        }
        kpqc_aes256_encrypt(&ctx, block, ks);
        memcpy(out, ks, n);
        out += n;
        len -= n;
    }
    kpqc_aes256_wipe(&ctx);
    kpqc_memzero(ks, sizeof ks);
}

/* The HWT stream: the reference passes the seed length, 32, as the nonce. */
#define HWT_STREAM(out, len, seed) aes256ctr(out, len, seed, SMAUGT_SEED_BYTES)

void indcpa_matrix_expand(smaugt_matrix_bytes *at, const uint8_t pk[SMAUGT_PK_BYTES])
{
    aes256ctr((uint8_t *)at->out, sizeof at->out, SEED_A(pk), 0);
}
#elif KPQC_SMAUGT_R2
#define HWT_STREAM(out, len, seed) kpqc_shake256(out, len, seed, SMAUGT_SEED_BYTES)
#endif

#if KPQC_SMAUGT_R2
/* A[j][i] (A^T's entry (i, j)) in the matrix bytes: Round 2 expands A
 * row-major, v1.2.0 expands A^T entry by entry. */
#define AT_ENTRY(at, i, j) ((at)->out[SMAUGT_K * (j) + (i)])

void indcpa_matrix_calls(smaugt_keccak_call calls[SMAUGT_MATRIX_CALLS], smaugt_matrix_bytes *at,
                         const uint8_t pk[SMAUGT_PK_BYTES])
{
    memcpy(at->in[0], SEED_A(pk), SMAUGT_SEED_BYTES);
    calls[0] = (smaugt_keccak_call){(uint8_t *)at->out, sizeof at->out, at->in[0],
                                    SMAUGT_SEED_BYTES, KPQC_SHAKE128_RATE, SMAUGT_DS_SHAKE};
}
#else
#define AT_ENTRY(at, i, j) ((at)->out[SMAUGT_K * (i) + (j)])

void indcpa_matrix_calls(smaugt_keccak_call calls[SMAUGT_MATRIX_CALLS], smaugt_matrix_bytes *at,
                         const uint8_t pk[SMAUGT_PK_BYTES])
{
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        for (unsigned j = 0; j < SMAUGT_K; j++) {
            unsigned n = SMAUGT_K * i + j;
            calls[n] = matrix_call(at->in[n], at->out[n], SEED_A(pk), j, i);
        }
    }
}
#endif

/* x16, a value modulo 2^16, rounded to its top `to` bits:
 * round(x16 / 2^(16 - to)) mod 2^to. (16-bit operands throughout, so that
 * the loops below vectorize on 16-bit lanes.) */
static uint16_t round_bits(uint16_t x16, unsigned to)
{
    uint16_t y = (uint16_t)(x16 + (1u << (15 - to)));
    return (uint16_t)(y >> (16 - to));
}

/* a modulo 2^d (higher bits ignored) on 16-bit fixed point: a << (16 - d). */
static uint16_t scale16(uint16_t a, unsigned d)
{
    return (uint16_t)(a << (16 - d));
}

/* Encode(mu) on 16-bit fixed point. SMAUG-T: bit i -> q/2 at coefficient i.
 * TiMER (D2, Fig. 6): bit i -> (2^16 - 1)/2 at coefficients i and i + 128;
 * the reference adds this value, one below 2^15, and the rounding to p' sees
 * the difference, so it is kept. */
static void encode_message(poly *m, const uint8_t mu[SMAUGT_MSG_BYTES])
{
    /* byte by byte, so that the compiler resolves the shifts */
#if KPQC_SMAUGT_TIMER
    for (unsigned j = 0; j < SMAUGT_MSG_BYTES; j++) {
        for (unsigned b = 0; b < 8; b++) {
            uint32_t bit = ((uint32_t)mu[j] >> b) & 1;
            m->coeffs[8 * j + b] = (uint16_t)((0u - bit) & 0x7fff);
            m->coeffs[8 * j + b + SMAUGT_N / 2] = m->coeffs[8 * j + b];
        }
    }
#else
    for (unsigned j = 0; j < SMAUGT_MSG_BYTES; j++) {
        for (unsigned b = 0; b < 8; b++) {
            m->coeffs[8 * j + b] = (uint16_t)((((uint32_t)mu[j] >> b) & 1) << 15);
        }
    }
#endif
}

#if KPQC_SMAUGT_TIMER
/* |x - (2^16 - 1)/2| for x in [0, 2^16), without branching. */
static uint32_t distance_to_half(uint32_t x)
{
    uint32_t d = x - 0x7fff;
    uint32_t neg = 0u - (d >> 31);
    return (d ^ neg) - neg;
}
#endif

/* Decode on 16-bit fixed point. SMAUG-T: bit i is coefficient i rounded to
 * one bit. TiMER (D2Dec, Fig. 6): bit i is set when the distances of
 * coefficients i and i + 128 to the middle add up to less than half, with the
 * wrap-around of the reference's 16-bit arithmetic. */
static void decode_message(uint8_t mu[SMAUGT_MSG_BYTES], const poly *v)
{
    for (unsigned j = 0; j < SMAUGT_MSG_BYTES; j++) {
        uint32_t byte = 0;
        for (unsigned b = 0; b < 8; b++) {
            unsigned i = 8 * j + b;
#if KPQC_SMAUGT_TIMER
            uint32_t t = (distance_to_half(v->coeffs[i]) +
                          distance_to_half(v->coeffs[i + SMAUGT_N / 2])) & 0xffff;
            byte |= (((t - 0x7fff) & 0xffff) >> 15) << b;
#else
            byte |= (uint32_t)round_bits(v->coeffs[i], 1) << b;
#endif
        }
        mu[j] = (uint8_t)byte;
    }
}

/* b_i = e_i - sum_j A[i][j] s_j into pk, e_i = dGaussian(dg_stream[i]); A is
 * row-major in a_bytes (both versions' key generation leave it so). */
static void public_b(uint8_t pk[SMAUGT_PK_BYTES], const smaugt_matrix_bytes *a_bytes,
                     const polyeval s_eval[SMAUGT_K],
                     const uint8_t dg_stream[SMAUGT_K][SMAUGT_DG_STREAM_BYTES])
{
    polyprod acc;
    poly a, e;

    for (unsigned i = 0; i < SMAUGT_K; i++) {
        memset(&acc, 0, sizeof acc);
        for (unsigned j = 0; j < SMAUGT_K; j++) {
            poly_unpack_q(&a, a_bytes->out[SMAUGT_K * i + j]);
            polyprod_mul_acc_dense(&acc, &a, &s_eval[j]);
        }
        polyprod_finish(&a, &acc);
        smaugt_dgaussian(&e, dg_stream[i]);
        for (unsigned n = 0; n < SMAUGT_N; n++) {
            e.coeffs[n] = (uint16_t)(e.coeffs[n] - a.coeffs[n]);
        }
        poly_pack_q(PACKED_B(pk, i), &e);
    }
    kpqc_memzero(&acc, sizeof acc);
    kpqc_memzero(&a, sizeof a);
    kpqc_memzero(&e, sizeof e);
}

#if KPQC_SMAUGT_R2
/* Round 2 KeyGen: (seed_s, seed) = SHAKE256(seed, 64); s = HWT_{h_s}(seed_s)
 * over the whole vector; seed_A = SHAKE128(seed, 32); A = SHAKE128(seed_A)
 * row-major; e_i = Gaussian(SHAKE256(seed_s || 8-byte little-endian k i));
 * b = e - A s. */
void indcpa_keypair(uint8_t pk[SMAUGT_PK_BYTES], uint8_t sk[SMAUGT_PKE_SK_BYTES],
                    const uint8_t seed[SMAUGT_SEED_BYTES])
{
    uint8_t seeds[2 * SMAUGT_SEED_BYTES]; /* seed_s || seed for seed_A */
    uint8_t dg_in[SMAUGT_K][SMAUGT_SEED_BYTES + 8];
    uint8_t hwt_stream[SMAUGT_HWT_STREAM_BYTES];
    uint8_t dg_stream[SMAUGT_K][SMAUGT_DG_STREAM_BYTES];
    smaugt_matrix_bytes a_bytes;
    smaugt_keccak_call calls[1 + SMAUGT_K];
    polyeval s_eval[SMAUGT_K];
    polyvec s;

#if KPQC_SMAUGT_90S
    /* the same with AES-256-CTR; e_i's streams come from one AES state
     * whose nonce the reference resets after each polynomial to the nonce
     * of the polynomial before, so e_0 and e_1 share nonce 0 and e_i
     * (i >= 1) has nonce k (i - 1) */
    aes256ctr(seeds, sizeof seeds, seed, 0);
    aes256ctr(SEED_A(pk), SMAUGT_SEED_BYTES, seeds + SMAUGT_SEED_BYTES, 0);
    HWT_STREAM(hwt_stream, sizeof hwt_stream, seeds);
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        aes256ctr(dg_stream[i], SMAUGT_DG_STREAM_BYTES, seeds,
                  i == 0 ? 0 : (uint64_t)SMAUGT_K * (i - 1));
    }
    memset(dg_in, 0, sizeof dg_in);
    (void)calls;
    indcpa_matrix_expand(&a_bytes, pk);
#else
    kpqc_shake256(seeds, sizeof seeds, seed, SMAUGT_SEED_BYTES);
    kpqc_shake128(SEED_A(pk), SMAUGT_SEED_BYTES, seeds + SMAUGT_SEED_BYTES, SMAUGT_SEED_BYTES);

    calls[0] = (smaugt_keccak_call){hwt_stream, sizeof hwt_stream, seeds, SMAUGT_SEED_BYTES,
                                    KPQC_SHAKE256_RATE, SMAUGT_DS_SHAKE};
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        memcpy(dg_in[i], seeds, SMAUGT_SEED_BYTES);
        memset(dg_in[i] + SMAUGT_SEED_BYTES, 0, 8);
        dg_in[i][SMAUGT_SEED_BYTES] = (uint8_t)(SMAUGT_K * i);
        calls[1 + i] = (smaugt_keccak_call){dg_stream[i], SMAUGT_DG_STREAM_BYTES, dg_in[i],
                                            sizeof dg_in[i], KPQC_SHAKE256_RATE,
                                            SMAUGT_DS_SHAKE};
    }
    smaugt_keccak_batch(calls, 1 + SMAUGT_K);
    indcpa_matrix_calls(calls, &a_bytes, pk);
    smaugt_keccak_batch(calls, SMAUGT_MATRIX_CALLS);
#endif

    smaugt_hwt(&s, hwt_stream, SMAUGT_HS);
    smaugt_pack_sk(sk, &s);
    for (unsigned j = 0; j < SMAUGT_K; j++) {
        poly_eval(&s_eval[j], &s.vec[j]);
    }

    public_b(pk, &a_bytes, s_eval, (const uint8_t(*)[SMAUGT_DG_STREAM_BYTES])dg_stream);

    kpqc_memzero(seeds, sizeof seeds);
    kpqc_memzero(dg_in, sizeof dg_in);
    kpqc_memzero(hwt_stream, sizeof hwt_stream);
    kpqc_memzero(dg_stream, sizeof dg_stream);
    kpqc_memzero(s_eval, sizeof s_eval);
    kpqc_memzero(&s, sizeof s);
}
#else
void indcpa_keypair(uint8_t pk[SMAUGT_PK_BYTES], uint8_t sk[SMAUGT_PKE_SK_BYTES],
                    const uint8_t seed[SMAUGT_SEED_BYTES])
{
    uint8_t seeds[2 * SMAUGT_SEED_BYTES]; /* seed_s || seed_A */
    uint8_t hwt_in[SMAUGT_K][SMAUGT_HWT_SEED_BYTES], dg_in[SMAUGT_K][SMAUGT_DG_SEED_BYTES];
    uint8_t hwt_stream[SMAUGT_K][SMAUGT_HWT_STREAM_BYTES];
    uint8_t dg_stream[SMAUGT_K][SMAUGT_DG_STREAM_BYTES];
    smaugt_matrix_bytes a_bytes; /* A, row-major */
    smaugt_keccak_call calls[2 * SMAUGT_K + SMAUGT_MATRIX_CALLS];
    const uint8_t *seed_a = seeds + SMAUGT_SEED_BYTES;
    polyeval s_eval[SMAUGT_K];
    smaugt_hwt_coins coins[SMAUGT_K];
    poly s[SMAUGT_K];

    kpqc_sha3_512(seeds, seed, SMAUGT_SEED_BYTES);

    /* One batch: the streams of s_i = HWT(seed_s || k i || 0) and of
     * e_i = dGaussian(seed_s || k i), and the entries of A. */
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        memcpy(hwt_in[i], seeds, SMAUGT_SEED_BYTES);
        hwt_in[i][SMAUGT_SEED_BYTES] = (uint8_t)(SMAUGT_K * i);
        hwt_in[i][SMAUGT_SEED_BYTES + 1] = 0;
        memcpy(dg_in[i], hwt_in[i], SMAUGT_DG_SEED_BYTES);
        calls[i] = (smaugt_keccak_call){hwt_stream[i], SMAUGT_HWT_STREAM_BYTES, hwt_in[i],
                                        SMAUGT_HWT_SEED_BYTES, KPQC_SHAKE256_RATE,
                                        SMAUGT_DS_SHAKE};
        calls[SMAUGT_K + i] = (smaugt_keccak_call){dg_stream[i], SMAUGT_DG_STREAM_BYTES, dg_in[i],
                                                   SMAUGT_DG_SEED_BYTES, KPQC_SHAKE256_RATE,
                                                   SMAUGT_DS_SHAKE};
        for (unsigned j = 0; j < SMAUGT_K; j++) {
            unsigned n = SMAUGT_K * i + j;
            calls[2 * SMAUGT_K + n] = matrix_call(a_bytes.in[n], a_bytes.out[n], seed_a, i, j);
        }
    }
    smaugt_keccak_batch(calls, 2 * SMAUGT_K + SMAUGT_MATRIX_CALLS);

    /* s_i: the first nonce for which HWT succeeds (nonce 0 nearly always). */
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        while (smaugt_hwt_draw(&coins[i], hwt_stream[i]) != 0) {
            hwt_in[i][SMAUGT_SEED_BYTES + 1]++;
            kpqc_shake256(hwt_stream[i], SMAUGT_HWT_STREAM_BYTES, hwt_in[i], SMAUGT_HWT_SEED_BYTES);
        }
    }
    smaugt_hwt_place(s, coins);
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        poly_pack_s(sk + i * SMAUGT_POLYS_BYTES, &s[i]);
        poly_eval(&s_eval[i], &s[i]);
    }

    memcpy(SEED_A(pk), seed_a, SMAUGT_SEED_BYTES);
    public_b(pk, &a_bytes, s_eval, (const uint8_t(*)[SMAUGT_DG_STREAM_BYTES])dg_stream);

    kpqc_memzero(seeds, sizeof seeds);
    kpqc_memzero(hwt_in, sizeof hwt_in);
    kpqc_memzero(dg_in, sizeof dg_in);
    kpqc_memzero(hwt_stream, sizeof hwt_stream);
    kpqc_memzero(dg_stream, sizeof dg_stream);
    kpqc_memzero(s_eval, sizeof s_eval);
    kpqc_memzero(coins, sizeof coins);
    kpqc_memzero(s, sizeof s);
}
#endif

void indcpa_enc(uint8_t ct[SMAUGT_CT_BYTES], const uint8_t pk[SMAUGT_PK_BYTES],
                const smaugt_matrix_bytes *at, const smaugt_keccak_call *late, unsigned nlate,
                const uint8_t mu[SMAUGT_MSG_BYTES], const uint8_t seed_r[SMAUGT_SEED_BYTES])
{
#if KPQC_SMAUGT_R2
    /* Round 2: r = HWT_{h_r}(SHAKE256(seed_r)) over the whole vector */
    uint8_t stream[SMAUGT_HWT_STREAM_BYTES];
    polyvec r;
    polyeval r_eval[SMAUGT_K];
    polyprod acc;
    poly t, m;

    (void)late;
    (void)nlate;
    HWT_STREAM(stream, sizeof stream, seed_r);
    smaugt_hwt(&r, stream, SMAUGT_HR);
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        poly_eval(&r_eval[i], &r.vec[i]);
    }
    kpqc_memzero(stream, sizeof stream);
    kpqc_memzero(&r, sizeof r);
#else
    uint8_t in[SMAUGT_K][SMAUGT_SEED_BYTES + 1];
    uint8_t buf[SMAUGT_K][SMAUGT_CBD_BYTES];
    smaugt_keccak_call calls[SMAUGT_K + SMAUGT_MATRIX_CALLS];
    polyeval r_eval[SMAUGT_K];
    polyprod acc;
    poly t, m;

    /* r_i = spCBD(SHAKE256(seed_r || i)), and the calls of A^T left over
     * behind them */
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        memcpy(in[i], seed_r, SMAUGT_SEED_BYTES);
        in[i][SMAUGT_SEED_BYTES] = (uint8_t)i;
        calls[i] = (smaugt_keccak_call){buf[i], SMAUGT_CBD_BYTES, in[i], sizeof in[i],
                                        KPQC_SHAKE256_RATE, SMAUGT_DS_SHAKE};
    }
    for (unsigned i = 0; i < nlate; i++) {
        calls[SMAUGT_K + i] = late[i];
    }
    smaugt_keccak_batch(calls, SMAUGT_K + nlate);
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        smaugt_spcbd(&t, buf[i]);
        poly_eval(&r_eval[i], &t);
    }
    kpqc_memzero(in, sizeof in);
    kpqc_memzero(buf, sizeof buf);
#endif

    /* c1_i = round_p(sum_j A[j][i] r_j) */
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        memset(&acc, 0, sizeof acc);
        for (unsigned j = 0; j < SMAUGT_K; j++) {
            poly_unpack_q(&t, AT_ENTRY(at, i, j));
            polyprod_mul_acc_dense(&acc, &t, &r_eval[j]);
        }
        polyprod_finish(&t, &acc);
        for (unsigned n = 0; n < SMAUGT_N; n++) {
            t.coeffs[n] = round_bits(scale16(t.coeffs[n], SMAUGT_LOG_Q), SMAUGT_LOG_P);
        }
        poly_pack_p(PACKED_C1(ct, i), &t);
    }

    /* c2 = round_p'(<b, r> + Encode(mu)) */
    memset(&acc, 0, sizeof acc);
    for (unsigned j = 0; j < SMAUGT_K; j++) {
        poly_unpack_q(&t, PACKED_B(pk, j));
        polyprod_mul_acc_dense(&acc, &t, &r_eval[j]);
    }
    polyprod_finish(&t, &acc);
    encode_message(&m, mu);
    for (unsigned n = 0; n < SMAUGT_N; n++) {
        uint16_t x16 = (uint16_t)(m.coeffs[n] + scale16(t.coeffs[n], SMAUGT_LOG_Q));
        t.coeffs[n] = round_bits(x16, SMAUGT_LOG_P2);
    }
    poly_pack_p2(PACKED_C2(ct), &t);

    kpqc_memzero(r_eval, sizeof r_eval);
    kpqc_memzero(&acc, sizeof acc);
    kpqc_memzero(&t, sizeof t);
    kpqc_memzero(&m, sizeof m);
}

void indcpa_dec(uint8_t mu[SMAUGT_MSG_BYTES], const uint8_t sk[SMAUGT_PKE_SK_BYTES],
                const uint8_t ct[SMAUGT_CT_BYTES])
{
    polyeval s_eval;
    polyprod acc;
    poly t, c2;

#if KPQC_SMAUGT_R2
    polyvec s;
    smaugt_unpack_sk(&s, sk);
#endif
    /* <c1, s> */
    memset(&acc, 0, sizeof acc);
    for (unsigned i = 0; i < SMAUGT_K; i++) {
#if KPQC_SMAUGT_R2
        poly_eval(&s_eval, &s.vec[i]);
#else
        poly_unpack_s(&t, sk + i * SMAUGT_POLYS_BYTES);
        poly_eval(&s_eval, &t);
#endif
        poly_unpack_p(&t, PACKED_C1(ct, i));
        polyprod_mul_acc_dense(&acc, &t, &s_eval);
    }
    polyprod_finish(&t, &acc);

    /* v = c2 + <c1, s>, both scaled to 16 bits */
    poly_unpack_p2(&c2, PACKED_C2(ct));
    for (unsigned n = 0; n < SMAUGT_N; n++) {
        t.coeffs[n] = (uint16_t)(scale16(c2.coeffs[n], SMAUGT_LOG_P2) +
                                 scale16(t.coeffs[n], SMAUGT_LOG_P));
    }
    decode_message(mu, &t);

#if KPQC_SMAUGT_R2
    kpqc_memzero(&s, sizeof s);
#endif
    kpqc_memzero(&s_eval, sizeof s_eval);
    kpqc_memzero(&acc, sizeof acc);
    kpqc_memzero(&t, sizeof t);
}
