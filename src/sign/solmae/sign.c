/* SOLMAE (KpqC Round 1): KeyGen, Sign, Verify.
 *
 *   pk  = 0x09 | FFT(h)          (n doubles)
 *   sk  = 0x59 | FFT(f) | FFT(g) | FFT(F) | FFT(G)
 *   sig = nonce (40 bytes) | 0x29 | s1 | s2   (n doubles each, integers)
 *   sm  = nonce | message | 0x29 | s1 | s2   (the submission's layout)
 * Sign: nonce r drawn, c = HashToPoint(m | r) (the whole message: the
 * submission hashes only its first 32 bytes), (v0, v1) = hybrid sampler on
 * the target (0, c), s1 = -v0, s2 = c - v1 (centred mod q), repeated until
 * |(s1, s2)|^2 <= gamma^2. Verify: s2 == s1 h + c (mod q, centred) and the
 * norm bound; doubles must be the exact encodings of integers. */
#include <math.h>
#include <string.h>

#include "basis.h"
#include "bytes.h"
#include "codec.h"
#include "ct.h"
#include "fft.h"
#include "keygen.h"
#include "params.h"
#include "randombytes.h"
#include "sampler.h"
#include "scheme_ops.h"

#define SOLMAE_SEED_BYTES 48

static int keypair(uint8_t *pk, uint8_t *sk)
{
    struct {
        solmae_keys k;
        solmae_prng p;
        double t[SOLMAE_N];
        uint8_t seed[SOLMAE_SEED_BYTES];
    } st;
    if (kpqc_randombytes(st.seed, sizeof st.seed) != 0) {
        kpqc_memzero(st.seed, sizeof st.seed);
        return -1;
    }
    KPQC_NS(solmae_prng_init)(&st.p, st.seed, sizeof st.seed);
    KPQC_NS(solmae_keygen)(&st.k, &st.p);
    pk[0] = SOLMAE_PK_HEADER;
    for (size_t i = 0; i < SOLMAE_N; i++) st.t[i] = (double)st.k.h[i];
    KPQC_NS(solmae_fft)(st.t, SOLMAE_LOGN);
    KPQC_NS(solmae_put_doubles)(pk + 1, st.t, SOLMAE_N);
    sk[0] = SOLMAE_SK_HEADER;
    const int8_t *parts[4] = {st.k.f, st.k.g, st.k.F, st.k.G};
    for (unsigned j = 0; j < 4; j++) {
        for (size_t i = 0; i < SOLMAE_N; i++) st.t[i] = (double)parts[j][i];
        KPQC_NS(solmae_fft)(st.t, SOLMAE_LOGN);
        KPQC_NS(solmae_put_doubles)(sk + 1 + j * SOLMAE_POLY_BYTES, st.t, SOLMAE_N);
    }
    KPQC_NS(solmae_prng_wipe)(&st.p);
    kpqc_memzero(&st, sizeof st);
    return 0;
}

typedef struct {
    solmae_basis b;
    solmae_prng p;
    double y1[SOLMAE_N], y2[SOLMAE_N], x[SOLMAE_N], t1[SOLMAE_N], t2[SOLMAE_N];
    double cf[SOLMAE_N], v0[SOLMAE_N], v1[SOLMAE_N];
    uint16_t c[SOLMAE_N];
    int16_t s1[SOLMAE_N], s2[SOLMAE_N];
    uint8_t seed[SOLMAE_SEED_BYTES];
} sign_state;

/* sk -> the FFT basis as stored (as the submission uses it). Its checks are in
 * solmae_basis_expand: f G - g F = q and usable sampler widths; a basis that
 * passes them but is not integral only gives signatures that do not verify. */
static int decode_sk(sign_state *st, const uint8_t *sk)
{
    double *parts[4] = {st->b.b10, st->b.b11, st->b.b20, st->b.b21};
    if (sk[0] != SOLMAE_SK_HEADER) return -1;
    for (unsigned j = 0; j < 4; j++) {
        KPQC_NS(solmae_get_doubles)(parts[j], sk + 1 + j * SOLMAE_POLY_BYTES, SOLMAE_N);
    }
    return 0;
}

static int16_t centred(double v)
{
    if (!(v > -0x1p40 && v < 0x1p40)) v = 0.0; /* only for a malformed basis */
    long long x = (long long)floor(v + 0.5) % SOLMAE_Q;
    if (x < 0) x += SOLMAE_Q;
    return (int16_t)(x > (SOLMAE_Q - 1) / 2 ? x - SOLMAE_Q : x);
}

/* One attempt of the hybrid sampler on target (0, c); s1, s2 and 0 when the
 * norm bound holds. */
static int attempt(sign_state *st)
{
    const unsigned ln = SOLMAE_LOGN;
    solmae_basis *b = &st->b;
    /* offline: y_i ~ N(0, sigma_i^2) per FFT slot */
    KPQC_NS(solmae_normal_fft)(st->y1, &st->p);
    KPQC_NS(solmae_normal_fft)(st->y2, &st->p);
    for (size_t i = 0; i < SOLMAE_N; i++) {
        st->y1[i] *= b->sigma1[i];
        st->y2[i] *= b->sigma2[i];
        st->cf[i] = (double)st->c[i];
    }
    KPQC_NS(solmae_fft)(st->cf, ln);
    /* second vector: z2 ~ D_Z(<(0, c), b~2> / <b~2, b~2> - y2) */
    memcpy(st->x, st->cf, sizeof st->x);
    KPQC_NS(solmae_fft_mul)(st->x, b->beta21, ln);
    KPQC_NS(solmae_fft_sub)(st->x, st->y2, ln);
    KPQC_NS(solmae_ifft)(st->x, ln);
    KPQC_NS(solmae_sample_z)(st->x, &st->p);
    KPQC_NS(solmae_fft)(st->x, ln);
    /* v = z2 b2; target -= v */
    memcpy(st->v0, st->x, sizeof st->v0);
    KPQC_NS(solmae_fft_mul)(st->v0, b->b20, ln);
    memcpy(st->v1, st->x, sizeof st->v1);
    KPQC_NS(solmae_fft_mul)(st->v1, b->b21, ln);
    for (size_t i = 0; i < SOLMAE_N; i++) {
        st->t1[i] = -st->v0[i];
        st->t2[i] = st->cf[i] - st->v1[i];
    }
    /* first vector: z1 ~ D_Z(<t, b1> / <b1, b1> - y1) */
    KPQC_NS(solmae_fft_mul)(st->t1, b->beta10, ln);
    KPQC_NS(solmae_fft_mul)(st->t2, b->beta11, ln);
    KPQC_NS(solmae_fft_add)(st->t1, st->t2, ln);
    KPQC_NS(solmae_fft_sub)(st->t1, st->y1, ln);
    KPQC_NS(solmae_ifft)(st->t1, ln);
    KPQC_NS(solmae_sample_z)(st->t1, &st->p);
    KPQC_NS(solmae_fft)(st->t1, ln);
    memcpy(st->t2, st->t1, sizeof st->t2);
    KPQC_NS(solmae_fft_mul)(st->t1, b->b10, ln);
    KPQC_NS(solmae_fft_mul)(st->t2, b->b11, ln);
    KPQC_NS(solmae_fft_add)(st->v0, st->t1, ln);
    KPQC_NS(solmae_fft_add)(st->v1, st->t2, ln);
    KPQC_NS(solmae_ifft)(st->v0, ln);
    KPQC_NS(solmae_ifft)(st->v1, ln);
    uint64_t norm = 0;
    for (size_t i = 0; i < SOLMAE_N; i++) {
        st->s1[i] = centred(-st->v0[i]);
        st->s2[i] = centred((double)st->c[i] - st->v1[i]);
        norm += (uint64_t)((int32_t)st->s1[i] * st->s1[i]) +
                (uint64_t)((int32_t)st->s2[i] * st->s2[i]);
    }
    return norm <= SOLMAE_GAMMA_SQUARE ? 0 : -1;
}

/* Attempts before a key is declared unusable: one attempt succeeds with
 * probability above 1/2 for a valid key. */
#define SOLMAE_MAX_ATTEMPTS 1000

/* nonce and the encoded 0x29 | s1 | s2 (sig_tail) of msg, from the seed. */
static int sign_core(uint8_t nonce[SOLMAE_NONCE_BYTES], uint8_t *sig_tail, const uint8_t *msg,
                     size_t mlen, const uint8_t *sk, sign_state *st)
{
    unsigned tries = 0;
    if (decode_sk(st, sk) != 0 || KPQC_NS(solmae_basis_expand)(&st->b, st->y1, st->y2) != 0) {
        return -1;
    }
    KPQC_NS(solmae_prng_init)(&st->p, st->seed, sizeof st->seed);
    do {
        if (++tries > SOLMAE_MAX_ATTEMPTS) return -1;
        KPQC_NS(solmae_prng_bytes)(&st->p, nonce, SOLMAE_NONCE_BYTES);
        KPQC_NS(solmae_hash_to_point)(st->c, msg, mlen, nonce);
    } while (attempt(st) != 0);
    sig_tail[0] = SOLMAE_SIG_HEADER;
    for (size_t i = 0; i < SOLMAE_N; i++) {
        st->x[i] = (double)st->s1[i];
        st->y1[i] = (double)st->s2[i];
    }
    KPQC_NS(solmae_put_doubles)(sig_tail + 1, st->x, SOLMAE_N);
    KPQC_NS(solmae_put_doubles)(sig_tail + 1 + SOLMAE_POLY_BYTES, st->y1, SOLMAE_N);
    return 0;
}

static int signature(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                     const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    sign_state st;
    (void)ctx;
    (void)ctxlen;
    int r = kpqc_randombytes(st.seed, sizeof st.seed);
    if (r == 0) r = sign_core(sig, sig + SOLMAE_NONCE_BYTES, m, mlen, sk, &st);
    KPQC_NS(solmae_prng_wipe)(&st.p);
    kpqc_memzero(&st, sizeof st);
    if (r != 0) return -1;
    *siglen = SOLMAE_SIGBYTES;
    return 0;
}

typedef struct {
    double tmp[SOLMAE_N], hf[SOLMAE_N];
    uint16_t h[SOLMAE_N], c[SOLMAE_N];
    int16_t s1[SOLMAE_N], s2[SOLMAE_N];
} verify_state;

/* The one encoding of a key (issue 40): the doubles must be exactly FFT(h)
 * as key generation computes it from the h they decode to, else nearby
 * doubles (22 of 48 one-bit changes) would be other byte strings of the same
 * key. Leaves h and hf = FFT(h) in st. 0 or -1. */
static int pk_is_canonical(const uint8_t *pk, verify_state *st)
{
    uint64_t diff = 0;
    if (KPQC_NS(solmae_decode_pk)(st->h, pk, st->tmp) != 0) return -1;
    for (size_t i = 0; i < SOLMAE_N; i++) st->hf[i] = (double)st->h[i];
    KPQC_NS(solmae_fft)(st->hf, SOLMAE_LOGN);
    for (size_t i = 0; i < SOLMAE_N; i++) {
        uint64_t bits;
        memcpy(&bits, &st->hf[i], 8);
        diff |= bits ^ kpqc_load64_le(pk + 1 + 8 * i);
    }
    return diff == 0 ? 0 : -1;
}

/* tail = 0x29 | s1 | s2 */
static int verify_core(const uint8_t nonce[SOLMAE_NONCE_BYTES], const uint8_t *tail,
                       const uint8_t *m, size_t mlen, const uint8_t *pk)
{
    verify_state st;
    if (pk_is_canonical(pk, &st) != 0) return KPQC_SCHEME_BAD_KEY;
    if (tail[0] != SOLMAE_SIG_HEADER || KPQC_NS(solmae_decode_coeffs)(st.s1, tail + 1, 1) != 0 ||
        KPQC_NS(solmae_decode_coeffs)(st.s2, tail + 1 + SOLMAE_POLY_BYTES, 1) != 0) {
        return -1;
    }
    KPQC_NS(solmae_hash_to_point)(st.c, m, mlen, nonce);
    return KPQC_NS(solmae_verify_equation_fft)(st.hf, st.s1, st.s2, st.c, st.tmp);
}

static int verify(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                  const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    (void)ctx;
    (void)ctxlen;
    if (siglen != SOLMAE_SIGBYTES) return -1;
    return verify_core(sig, sig + SOLMAE_NONCE_BYTES, m, mlen, pk);
}

/* sm = nonce | m | 0x29 | s1 | s2 */
static int sign_combined(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                         const uint8_t *sk)
{
    sign_state st;
    int r = kpqc_randombytes(st.seed, sizeof st.seed);
    if (r == 0) {
        memmove(sm + SOLMAE_NONCE_BYTES, m, mlen);
        r = sign_core(sm, sm + SOLMAE_NONCE_BYTES + mlen, sm + SOLMAE_NONCE_BYTES, mlen, sk, &st);
    }
    KPQC_NS(solmae_prng_wipe)(&st.p);
    kpqc_memzero(&st, sizeof st);
    if (r != 0) return -1;
    *smlen = SOLMAE_SIGBYTES + mlen;
    return 0;
}

static int sign_open(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk)
{
    if (smlen < SOLMAE_SIGBYTES) {
        *mlen = 0;
        return -1;
    }
    size_t len = smlen - SOLMAE_SIGBYTES;
    int r = verify_core(sm, sm + SOLMAE_NONCE_BYTES + len, sm + SOLMAE_NONCE_BYTES, len, pk);
    if (r != 0) {
        *mlen = 0;
        return r;
    }
    memmove(m, sm + SOLMAE_NONCE_BYTES, len);
    *mlen = len;
    return 0;
}

KPQC_SIGN_OPS_BASIC(SOLMAE_PUBLICKEYBYTES, SOLMAE_SECRETKEYBYTES, SOLMAE_SIGBYTES);
