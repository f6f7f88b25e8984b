/* A failing randomness source (kpqc_test_random_fail_after, test-only) must
 * make every operation that draws randomness, of every KpqC scheme and
 * backend, return KPQC_ERR_RANDOM and write no partial output: each output
 * buffer is either zeroed or left untouched. The failure is injected at the
 * first draw, at a middle one and at the last one the operation makes. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "test_support.h"

#define FILL 0x5a

/* An output is acceptable if all zero or untouched (all FILL). */
static int clean(const uint8_t *p, size_t n)
{
    int zero = 1, fill = 1;
    for (size_t i = 0; i < n; i++) {
        zero &= p[i] == 0;
        fill &= p[i] == FILL;
    }
    return zero || fill;
}

typedef struct {
    const kpqc_scheme *s;
    const kpqc_scheme_info *in;
    const char *b;
    uint8_t *pk, *sk, *ct, *ss, *sig, *sm; /* outputs */
    const uint8_t *vpk, *vsk;              /* a valid key pair */
    size_t siglen, smlen;
} ctx_t;

enum { OP_KEM_KEYPAIR, OP_ENCAPS, OP_SIGN_KEYPAIR, OP_SIGNATURE, OP_SIGN, OP_COUNT };
static const char *const op_name[OP_COUNT] = {"kem keypair", "encaps", "sign keypair",
                                              "signature", "sign"};
static const uint8_t msg[16] = "random failure";

static void fill_outputs(ctx_t *c)
{
    const kpqc_scheme_info *in = c->in;
    memset(c->pk, FILL, in->public_key_bytes);
    memset(c->sk, FILL, in->secret_key_bytes);
    if (in->kind == KPQC_KIND_KEM) {
        memset(c->ct, FILL, in->ciphertext_bytes);
        memset(c->ss, FILL, in->shared_secret_bytes);
    } else {
        memset(c->sig, FILL, in->signature_bytes);
        memset(c->sm, FILL, in->signature_bytes + sizeof msg);
    }
    c->siglen = in->signature_bytes;
    c->smlen = in->signature_bytes + sizeof msg;
}

static int run(ctx_t *c, int op)
{
    const kpqc_scheme_info *in = c->in;
    switch (op) {
    case OP_KEM_KEYPAIR:
        return kpqc_kem_keypair(c->s, c->b, c->pk, in->public_key_bytes, c->sk,
                                in->secret_key_bytes);
    case OP_ENCAPS:
        return kpqc_kem_encaps(c->s, c->b, c->ct, in->ciphertext_bytes, c->ss,
                               in->shared_secret_bytes, c->vpk, in->public_key_bytes);
    case OP_SIGN_KEYPAIR:
        return kpqc_sign_keypair(c->s, c->b, c->pk, in->public_key_bytes, c->sk,
                                 in->secret_key_bytes);
    case OP_SIGNATURE:
        return kpqc_sign_signature(c->s, c->b, c->sig, &c->siglen, msg, sizeof msg, NULL, 0,
                                   c->vsk, in->secret_key_bytes);
    default:
        return kpqc_sign(c->s, c->b, c->sm, &c->smlen, msg, sizeof msg, c->vsk,
                         in->secret_key_bytes);
    }
}

static int outputs_clean(ctx_t *c, int op)
{
    const kpqc_scheme_info *in = c->in;
    switch (op) {
    case OP_KEM_KEYPAIR:
    case OP_SIGN_KEYPAIR:
        return clean(c->pk, in->public_key_bytes) && clean(c->sk, in->secret_key_bytes);
    case OP_ENCAPS:
        return clean(c->ct, in->ciphertext_bytes) && clean(c->ss, in->shared_secret_bytes);
    case OP_SIGNATURE:
        return clean(c->sig, in->signature_bytes);
    default:
        /* sm may hold a copy of the public message (before or after the
         * signature, as the scheme's layout has it); the rest must be clean. */
        if (memcmp(c->sm, msg, sizeof msg) == 0) memset(c->sm, FILL, sizeof msg);
        if (memcmp(c->sm + in->signature_bytes, msg, sizeof msg) == 0) {
            memset(c->sm + in->signature_bytes, FILL, sizeof msg);
        }
        return clean(c->sm, in->signature_bytes + sizeof msg) && c->smlen == 0;
    }
}

static void check_op(ctx_t *c, int op)
{
    long draws;
    int r;
    /* The same DRBG stream for every run, so that the draws are the same
     * (PALOMA key generation retries a random number of times). */
    test_seed_drbg("random-failure", (unsigned)op);
    fill_outputs(c);
    kpqc_test_random_fail_after(LONG_MAX);
    r = run(c, op);
    draws = kpqc_test_random_draws();
    kpqc_test_random_fail_after(-1);
    CHECK_MSG(r == KPQC_OK, "%s/%s %s: %d", c->in->name, c->b, op_name[op], r);
    if (draws == 0) {
        /* Deterministic signing (NCC-Sign): nothing to inject; say so. */
        printf("%s/%s %s draws no randomness: not applicable\n", c->in->name, c->b, op_name[op]);
        return;
    }
    const long at[3] = {0, draws / 2, draws - 1};
    for (int k = 0; k < 3; k++) {
        if (k > 0 && at[k] == at[k - 1]) continue;
        test_seed_drbg("random-failure", (unsigned)op);
        fill_outputs(c);
        kpqc_test_random_fail_after(at[k]);
        r = run(c, op);
        kpqc_test_random_fail_after(-1);
        CHECK_MSG(r == KPQC_ERR_RANDOM, "%s/%s %s, source failing at draw %ld of %ld: %d (%s)",
                  c->in->name, c->b, op_name[op], at[k] + 1, draws, r, kpqc_error_string(r));
        CHECK_MSG(outputs_clean(c, op), "%s/%s %s, source failing at draw %ld: partial output",
                  c->in->name, c->b, op_name[op], at[k] + 1);
        test_pass();
    }
}

static void scheme_case(const kpqc_scheme *s, const char *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    ctx_t c = {s, in, b, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    uint8_t *vpk = malloc(in->public_key_bytes), *vsk = malloc(in->secret_key_bytes);
    c.pk = malloc(in->public_key_bytes);
    c.sk = malloc(in->secret_key_bytes);
    c.ct = malloc(in->ciphertext_bytes + 1);
    c.ss = malloc(in->shared_secret_bytes + 1);
    c.sig = malloc(in->signature_bytes + 1);
    c.sm = malloc(in->signature_bytes + sizeof msg);
    c.vpk = vpk;
    c.vsk = vsk;
    CHECK(vpk && vsk && c.pk && c.sk && c.ct && c.ss && c.sig && c.sm);
    if (vpk && vsk && c.pk && c.sk && c.ct && c.ss && c.sig && c.sm) {
        if (in->kind == KPQC_KIND_KEM) {
            CHECK(kpqc_kem_keypair(s, b, vpk, in->public_key_bytes, vsk, in->secret_key_bytes) ==
                  KPQC_OK);
            check_op(&c, OP_KEM_KEYPAIR);
            check_op(&c, OP_ENCAPS);
        } else {
            CHECK(kpqc_sign_keypair(s, b, vpk, in->public_key_bytes, vsk,
                                    in->secret_key_bytes) == KPQC_OK);
            check_op(&c, OP_SIGN_KEYPAIR);
            check_op(&c, OP_SIGNATURE);
            check_op(&c, OP_SIGN);
        }
    }
    free(vpk), free(vsk), free(c.pk), free(c.sk), free(c.ct), free(c.ss), free(c.sig),
        free(c.sm);
}

int main(int argc, char **argv)
{
    test_schemes sel;
    if (test_select_schemes(argc, argv, &sel) != 0) return 2;
    test_seed_drbg("random-failure", 0);
    for (size_t i = 0; i < sel.n; i++) {
        const kpqc_scheme *s = sel.list[i];
        if (!kpqc_scheme_is_kpqc(s)) continue;
        for (size_t j = 0; j < kpqc_backend_count(s); j++) {
            if (kpqc_backend_available(s, j)) scheme_case(s, kpqc_backend_name(s, j));
        }
    }
    return test_finish("test_random_failure");
}
