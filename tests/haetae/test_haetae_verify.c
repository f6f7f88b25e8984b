/* HAETAE verification against malformed and modified input, through the
 * public API, for HAETAE2/3/5.
 *
 * The signature layout (KS X 123456, PackSig) is c (32 bytes) | LowBits(z1)
 * (L 256 bytes) | two length bytes (lengths above per-set baselines) |
 * rANS(HighBits(z1)) | rANS(h) | zero padding. Each signature under test is
 * the last bytes of its heap block, so a read past the end shows under
 * AddressSanitizer (KPQC_SANITIZE) and valgrind. */
#include <stdlib.h>
#include <string.h>

#include "test_support.h"

typedef struct {
    const char *name;
    size_t l;            /* z1 has L polynomials */
    size_t base_hb, base_h;
} haetae_set;

static const haetae_set sets[] = {
    {"HAETAE2", 4, 132, 7},
    {"HAETAE3", 6, 376, 127},
    {"HAETAE5", 7, 501, 358},
};

typedef struct {
    const kpqc_scheme *s;
    const kpqc_scheme_info *in;
    uint8_t *pk, *sk, *sig; /* sig: exactly signature_bytes at the end of a block */
    uint8_t *work;          /* same size and placement, for modified copies */
    uint8_t msg[100], ctx[255];
    size_t mlen, ctxlen, siglen;
    size_t off_len;         /* offset of the two length bytes */
    size_t used;            /* bytes before the padding */
} fixture;

static int verify_buf(const fixture *f, const uint8_t *sig, size_t siglen)
{
    return kpqc_sign_verify(f->s, NULL, sig, siglen, f->msg, f->mlen, f->ctx, f->ctxlen, f->pk,
                            f->in->public_key_bytes);
}

/* Verifies a modified copy of the signature. */
static int verify_work(const fixture *f)
{
    return verify_buf(f, f->work, f->siglen);
}

static void reset_work(fixture *f)
{
    memcpy(f->work, f->sig, f->siglen);
}

static int setup(fixture *f, const haetae_set *hs, unsigned variant)
{
    uint8_t seed[32], rnd[32];
    memset(f, 0, sizeof *f);
    f->s = kpqc_scheme_find(hs->name);
    if (f->s == NULL) return -1;
    f->in = kpqc_scheme_info_of(f->s);
    f->pk = malloc(f->in->public_key_bytes);
    f->sk = malloc(f->in->secret_key_bytes);
    f->sig = malloc(f->in->signature_bytes);
    f->work = malloc(f->in->signature_bytes);
    if (!f->pk || !f->sk || !f->sig || !f->work) return -1;
    for (unsigned i = 0; i < 32; i++) {
        seed[i] = (uint8_t)(17 * i + variant);
        rnd[i] = (uint8_t)(5 * i + 3 * variant);
    }
    f->mlen = 33 + variant;
    for (size_t i = 0; i < f->mlen; i++) f->msg[i] = (uint8_t)(i * 29 + variant);
    f->ctxlen = variant % 2 ? 7 : 0;
    for (size_t i = 0; i < f->ctxlen; i++) f->ctx[i] = (uint8_t)(i + 100);
    if (kpqc_sign_keypair_derand(f->s, NULL, f->pk, f->in->public_key_bytes, f->sk,
                                 f->in->secret_key_bytes, seed, sizeof seed) != KPQC_OK) {
        return -1;
    }
    f->siglen = f->in->signature_bytes;
    if (kpqc_sign_signature_derand(f->s, NULL, f->sig, &f->siglen, f->msg, f->mlen, f->ctx,
                                   f->ctxlen, rnd, sizeof rnd, f->sk,
                                   f->in->secret_key_bytes) != KPQC_OK) {
        return -1;
    }
    f->off_len = 32 + hs->l * 256;
    f->used = f->off_len + 2 + hs->base_hb + f->sig[f->off_len] + hs->base_h +
              f->sig[f->off_len + 1];
    reset_work(f);
    return 0;
}

static void teardown(fixture *f)
{
    free(f->pk);
    free(f->sk);
    free(f->sig);
    free(f->work);
}

static void test_lengths(fixture *f)
{
    CHECK(f->siglen == f->in->signature_bytes); /* HAETAE pads to the maximum */
    CHECK(f->used <= f->siglen);
    CHECK(verify_buf(f, f->sig, f->siglen) == KPQC_OK);
    /* Shorter signatures are handed to the scheme, which must refuse them
     * (the last bytes are then outside the buffer it was given). */
    CHECK(verify_buf(f, f->sig + 1, f->siglen - 1) == KPQC_ERR_VERIFY);
    CHECK(verify_buf(f, f->sig + f->siglen, 0) == KPQC_ERR_VERIFY);
    CHECK(verify_buf(f, f->sig + f->siglen - f->used, f->used) == KPQC_ERR_VERIFY);
    test_pass();
}

static void test_message_and_context(fixture *f)
{
    for (size_t i = 0; i < f->mlen; i += 5) {
        f->msg[i] ^= 0x40;
        CHECK_MSG(verify_work(f) == KPQC_ERR_VERIFY, "%s: message byte %zu modified, accepted",
                  f->in->name, i);
        f->msg[i] ^= 0x40;
    }
    f->mlen--;
    CHECK(verify_work(f) == KPQC_ERR_VERIFY);
    f->mlen += 2;
    CHECK(verify_work(f) == KPQC_ERR_VERIFY);
    f->mlen--;
    /* The context is part of the signed pre-string (ctxlen || ctx). */
    size_t saved = f->ctxlen;
    f->ctxlen = saved ? 0 : 1;
    CHECK(verify_work(f) == KPQC_ERR_VERIFY);
    f->ctxlen = saved;
    if (saved) {
        f->ctx[saved - 1] ^= 1;
        CHECK(verify_work(f) == KPQC_ERR_VERIFY);
        f->ctx[saved - 1] ^= 1;
    }
    CHECK(kpqc_sign_verify(f->s, NULL, f->work, f->siglen, f->msg, f->mlen, f->ctx, 256, f->pk,
                           f->in->public_key_bytes) != KPQC_OK);
    CHECK(verify_work(f) == KPQC_OK);
    test_pass();
}

/* Every byte of the signature, one bit flipped: never accepted. */
static void test_every_byte(fixture *f)
{
    size_t accepted = 0;
    for (size_t i = 0; i < f->siglen; i++) {
        f->work[i] ^= (uint8_t)(1u << (i % 8));
        if (verify_work(f) != KPQC_ERR_VERIFY) {
            accepted++;
            fprintf(stderr, "%s: byte %zu modified, accepted\n", f->in->name, i);
        }
        f->work[i] = f->sig[i];
    }
    CHECK(accepted == 0);
    test_pass();
}

static void test_malformed_encodings(fixture *f)
{
    const size_t code = f->off_len + 2; /* rANS(HighBits(z1)) starts here */

    /* Length bytes that point past the end of the signature. */
    f->work[f->off_len] = 0xff;
    f->work[f->off_len + 1] = 0xff;
    CHECK(verify_work(f) == KPQC_ERR_VERIFY);
    reset_work(f);
    /* Each length one off: the codes no longer end where they should. */
    for (int which = 0; which < 2; which++) {
        for (int delta = -1; delta <= 1; delta += 2) {
            f->work[f->off_len + which] = (uint8_t)(f->sig[f->off_len + which] + delta);
            CHECK_MSG(verify_work(f) == KPQC_ERR_VERIFY, "%s: length byte %d %+d accepted",
                      f->in->name, which, delta);
            reset_work(f);
        }
    }
    /* Initial rANS state out of [2^23, 2^31). */
    memset(f->work + code, 0, 4);
    CHECK(verify_work(f) == KPQC_ERR_VERIFY);
    reset_work(f);
    memset(f->work + code, 0xff, 4);
    CHECK(verify_work(f) == KPQC_ERR_VERIFY);
    reset_work(f);
    /* Garbage in the codes. */
    for (size_t i = code; i < f->used; i++) f->work[i] = (uint8_t)(i * 131 + 7);
    CHECK(verify_work(f) == KPQC_ERR_VERIFY);
    reset_work(f);
    /* Non-zero padding, just after the codes and at the very end. */
    if (f->used < f->siglen) {
        f->work[f->used] = 1;
        CHECK(verify_work(f) == KPQC_ERR_VERIFY);
        reset_work(f);
        f->work[f->siglen - 1] = 0x80;
        CHECK(verify_work(f) == KPQC_ERR_VERIFY);
        reset_work(f);
    }
    /* Degenerate signatures. */
    memset(f->work, 0, f->siglen);
    CHECK(verify_work(f) == KPQC_ERR_VERIFY);
    memset(f->work, 0xff, f->siglen);
    CHECK(verify_work(f) == KPQC_ERR_VERIFY);
    reset_work(f);
    /* Pseudo-random signatures with plausible length bytes. */
    for (unsigned t = 0; t < 64; t++) {
        uint32_t x = 2463534242u + t;
        for (size_t i = 0; i < f->siglen; i++) {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            f->work[i] = (uint8_t)x;
        }
        f->work[f->off_len] = f->sig[f->off_len];
        f->work[f->off_len + 1] = f->sig[f->off_len + 1];
        memset(f->work + f->used, 0, f->siglen - f->used);
        CHECK(verify_work(f) == KPQC_ERR_VERIFY);
    }
    reset_work(f);
    CHECK(verify_work(f) == KPQC_OK);
    test_pass();
}

static void test_wrong_key(fixture *f)
{
    uint8_t *pk2 = malloc(f->in->public_key_bytes);
    CHECK(pk2 != NULL);
    memcpy(pk2, f->pk, f->in->public_key_bytes);
    pk2[40] ^= 1; /* the vector b */
    CHECK(kpqc_sign_verify(f->s, NULL, f->work, f->siglen, f->msg, f->mlen, f->ctx, f->ctxlen,
                           pk2, f->in->public_key_bytes) == KPQC_ERR_VERIFY);
    memcpy(pk2, f->pk, f->in->public_key_bytes);
    pk2[0] ^= 1; /* the seed of A */
    CHECK(kpqc_sign_verify(f->s, NULL, f->work, f->siglen, f->msg, f->mlen, f->ctx, f->ctxlen,
                           pk2, f->in->public_key_bytes) == KPQC_ERR_VERIFY);
    free(pk2);
    test_pass();
}

/* The combined form is upstream's: sm = signature (fixed length) || m,
 * signed with an empty context. */
static void test_combined_layout(fixture *f)
{
    size_t cap = f->mlen + f->in->signature_bytes, smlen = cap, mlen = cap;
    uint8_t *sm = malloc(cap), *m = malloc(cap);
    CHECK(sm && m);
    CHECK(kpqc_sign(f->s, NULL, sm, &smlen, f->msg, f->mlen, f->sk, f->in->secret_key_bytes) ==
          KPQC_OK);
    CHECK(smlen == cap);
    CHECK(memcmp(sm + f->in->signature_bytes, f->msg, f->mlen) == 0);
    CHECK(kpqc_sign_verify(f->s, NULL, sm, f->in->signature_bytes, f->msg, f->mlen, NULL, 0,
                           f->pk, f->in->public_key_bytes) == KPQC_OK);
    CHECK(kpqc_sign_open(f->s, NULL, m, &mlen, sm, smlen, f->pk, f->in->public_key_bytes) ==
          KPQC_OK);
    CHECK(mlen == f->mlen && memcmp(m, f->msg, mlen) == 0);
    free(sm);
    free(m);
    test_pass();
}

/* Another signing seed gives another valid signature. */
static void test_other_seed(fixture *f)
{
    uint8_t rnd[32];
    size_t siglen = f->in->signature_bytes;
    uint8_t *sig2 = malloc(siglen);
    CHECK(sig2 != NULL);
    /* Same key, other signing seed: a valid, different signature. */
    memset(rnd, 0xa5, sizeof rnd);
    CHECK(kpqc_sign_signature_derand(f->s, NULL, sig2, &siglen, f->msg, f->mlen, f->ctx,
                                     f->ctxlen, rnd, sizeof rnd, f->sk,
                                     f->in->secret_key_bytes) == KPQC_OK);
    CHECK(verify_buf(f, sig2, siglen) == KPQC_OK);
    CHECK(memcmp(sig2, f->sig, siglen) != 0);
    free(sig2);
    test_pass();
}

int main(void)
{
    for (size_t k = 0; k < sizeof sets / sizeof sets[0]; k++) {
        for (unsigned variant = 0; variant < 2; variant++) {
            fixture f;
            int ok = setup(&f, &sets[k], variant) == 0;
            CHECK_MSG(ok, "%s: setup failed", sets[k].name);
            if (ok) {
                test_lengths(&f);
                test_message_and_context(&f);
                test_malformed_encodings(&f);
                test_wrong_key(&f);
                test_combined_layout(&f);
                test_other_seed(&f);
                if (variant == 0) test_every_byte(&f);
            }
            teardown(&f);
        }
    }
    return test_finish("haetae_verify");
}
