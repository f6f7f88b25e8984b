/* The measurement loops. Inputs vary between iterations (docs/BENCHMARKING.md):
 * encapsulation cycles through a pool of public keys, decapsulation through a
 * pool of ciphertexts, every signing call signs a fresh message under keys
 * that are regenerated from time to time, and verification cycles through a
 * pool of signatures over distinct messages. Preparation is never timed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cycles.h"
#include "registry.h"
#include "runner.h"

#define KEY_POOL 16     /* key pairs for encaps and verify; as many again for sign */
#define INPUT_POOL 64   /* ciphertexts for decaps, signatures for verify */
#define REKEY_EVERY 256 /* signing: replace one key pair every this many signatures */
#define MAX_MSG 4096

typedef struct {
    const kpqc_kem_ops *kem;
    const kpqc_sign_ops *sign;
    size_t msg_len;
    uint8_t *pk, *sk;         /* 2 * KEY_POOL keys; sign uses the second half */
    uint8_t *in, *out;        /* INPUT_POOL ciphertexts / signatures */
    size_t *in_len;           /* signature lengths */
    uint8_t *msg;             /* INPUT_POOL messages for verify, then one for sign */
    uint64_t overhead;        /* counter overhead, subtracted from samples */
    uint8_t ss[INPUT_POOL][64];
    uint8_t *tmp_pk, *tmp_sk, *tmp_out;
    char *error;
} bench_ctx;

typedef int (*iteration_fn)(bench_ctx *c, size_t i, uint64_t *ticks);

static void fail(bench_ctx *c, const char *what)
{
    snprintf(c->error, 160, "%s", what);
}

#define TIMED(ticks, call)                                                                  \
    do {                                                                                    \
        uint64_t t0_ = bench_counter_start();                                               \
        rc = (call);                                                                        \
        uint64_t t1_ = bench_counter_stop();                                                \
        uint64_t d_ = t1_ - t0_;                                                            \
        *(ticks) = d_ > c->overhead ? d_ - c->overhead : 0;                                       \
    } while (0)

static int kem_keypair_iter(bench_ctx *c, size_t i, uint64_t *ticks)
{
    int rc;
    (void)i;
    TIMED(ticks, c->kem->keypair(c->tmp_pk, c->tmp_sk));
    if (rc != 0) fail(c, "keypair failed");
    return rc;
}

static int kem_encaps_iter(bench_ctx *c, size_t i, uint64_t *ticks)
{
    int rc;
    uint8_t ss[64]; /* not c->ss[0]: that is the secret decaps checks ciphertext 0 against */
    const uint8_t *pk = c->pk + (i % KEY_POOL) * c->kem->public_key_bytes;
    TIMED(ticks, c->kem->encaps(c->tmp_out, ss, pk));
    if (rc != 0) fail(c, "encaps failed");
    return rc;
}

static int kem_decaps_iter(bench_ctx *c, size_t i, uint64_t *ticks)
{
    int rc;
    size_t j = i % INPUT_POOL;
    uint8_t ss[64];
    const uint8_t *ct = c->in + j * c->kem->ciphertext_bytes;
    const uint8_t *sk = c->sk + (j % KEY_POOL) * c->kem->secret_key_bytes;
    TIMED(ticks, c->kem->decaps(ss, ct, sk));
    if (rc != 0 || memcmp(ss, c->ss[j], c->kem->shared_secret_bytes) != 0) {
        fail(c, "decapsulation did not return the encapsulated key");
        return -1;
    }
    return 0;
}

static int sign_keypair_iter(bench_ctx *c, size_t i, uint64_t *ticks)
{
    int rc;
    (void)i;
    TIMED(ticks, c->sign->keypair(c->tmp_pk, c->tmp_sk));
    if (rc != 0) fail(c, "keypair failed");
    return rc;
}

static int sign_sign_iter(bench_ctx *c, size_t i, uint64_t *ticks)
{
    int rc;
    size_t k = KEY_POOL + i % KEY_POOL, siglen = c->sign->signature_bytes;
    uint8_t *m = c->msg + INPUT_POOL * c->msg_len;
    if (i > 0 && i % REKEY_EVERY == 0) {
        size_t r = KEY_POOL + (i / REKEY_EVERY) % KEY_POOL;
        if (c->sign->keypair(c->pk + r * c->sign->public_key_bytes,
                             c->sk + r * c->sign->secret_key_bytes) != 0) {
            fail(c, "keypair failed");
            return -1;
        }
    }
    if (kpqc_random_bytes(m, c->msg_len) != KPQC_OK) {
        fail(c, "randomness failed");
        return -1;
    }
    TIMED(ticks, c->sign->signature(c->tmp_out, &siglen, m, c->msg_len, NULL, 0,
                                    c->sk + k * c->sign->secret_key_bytes));
    if (rc != 0) fail(c, "signing failed");
    return rc;
}

static int sign_verify_iter(bench_ctx *c, size_t i, uint64_t *ticks)
{
    int rc;
    size_t j = i % INPUT_POOL;
    TIMED(ticks, c->sign->verify(c->in + j * c->sign->signature_bytes, c->in_len[j],
                                 c->msg + j * c->msg_len, c->msg_len, NULL, 0,
                                 c->pk + (j % KEY_POOL) * c->sign->public_key_bytes));
    if (rc != 0) {
        fail(c, "a valid signature did not verify");
        return -1;
    }
    return 0;
}

/* Pools for encaps/decaps or sign/verify, built untimed. */
static int prepare_pools(bench_ctx *c)
{
    size_t pkb, skb;
    if (c->kem) {
        pkb = c->kem->public_key_bytes;
        skb = c->kem->secret_key_bytes;
    } else {
        pkb = c->sign->public_key_bytes;
        skb = c->sign->secret_key_bytes;
    }
    for (size_t k = 0; k < 2 * KEY_POOL; k++) {
        int rc = c->kem ? c->kem->keypair(c->pk + k * pkb, c->sk + k * skb)
                        : c->sign->keypair(c->pk + k * pkb, c->sk + k * skb);
        if (rc != 0) {
            fail(c, "keypair failed");
            return -1;
        }
    }
    for (size_t j = 0; j < INPUT_POOL; j++) {
        int rc;
        if (c->kem) {
            rc = c->kem->encaps(c->in + j * c->kem->ciphertext_bytes, c->ss[j],
                                c->pk + (j % KEY_POOL) * pkb);
        } else {
            uint8_t *m = c->msg + j * c->msg_len;
            c->in_len[j] = c->sign->signature_bytes;
            rc = kpqc_random_bytes(m, c->msg_len) != KPQC_OK ||
                 c->sign->signature(c->in + j * c->sign->signature_bytes, &c->in_len[j], m,
                                    c->msg_len, NULL, 0, c->sk + (j % KEY_POOL) * skb);
        }
        if (rc != 0) {
            fail(c, c->kem ? "encaps failed" : "signing failed");
            return -1;
        }
    }
    return 0;
}

static void progress(const bench_config *cfg, const bench_result *r, const char *op, size_t n)
{
    if (!cfg->progress) return;
    fprintf(stderr, "\r\033[K%s [%s] %s %zu/%lu", kpqc_scheme_info_of(r->scheme)->name,
            r->backend, op, n, cfg->iterations);
    fflush(stderr);
}

static int measure(bench_ctx *c, const bench_config *cfg, bench_result *r, const char *name,
                   iteration_fn fn)
{
    bench_op *op = &r->ops[r->n_ops];
    uint64_t scratch;
    op->name = name;
    op->samples = malloc(cfg->iterations * sizeof op->samples[0]);
    if (op->samples == NULL) {
        fail(c, "out of memory");
        return -1;
    }
    r->n_ops++;
    /* Warm-up: caches, branch predictors, frequency. */
    double start = bench_seconds();
    for (size_t i = 0; i < cfg->iterations && bench_seconds() - start < cfg->warmup; i++) {
        if (fn(c, i, &scratch) != 0) return -1;
    }
    start = bench_seconds();
    double last_progress = 0;
    size_t min_samples = cfg->iterations < 10 ? cfg->iterations : 10;
    for (size_t i = 0; i < cfg->iterations; i++) {
        if (fn(c, i, &op->samples[i]) != 0) return -1;
        op->n = i + 1;
        double now = bench_seconds() - start;
        if (now - last_progress > 0.25) {
            progress(cfg, r, name, op->n);
            last_progress = now;
        }
        if (cfg->budget > 0 && now > cfg->budget && op->n >= min_samples &&
            op->n < cfg->iterations) {
            op->budget_hit = 1;
            break;
        }
    }
    if (bench_stats_compute(op->samples, op->n, &op->stats) != 0) {
        fail(c, "out of memory");
        return -1;
    }
    return 0;
}

int bench_run(const kpqc_scheme *s, size_t backend_index, const bench_config *cfg, bench_result *r)
{
    const kpqc_backend *b = &s->backends[backend_index];
    bench_ctx c;
    memset(&c, 0, sizeof c);
    memset(r, 0, sizeof *r);
    r->scheme = s;
    r->backend = b->name;
    c.error = r->error;
    c.kem = b->kem;
    c.sign = b->sign;
    c.msg_len = cfg->msg_len < MAX_MSG ? cfg->msg_len : MAX_MSG;
    c.overhead = bench_counter_overhead();

    size_t pkb = c.kem ? c.kem->public_key_bytes : c.sign->public_key_bytes;
    size_t skb = c.kem ? c.kem->secret_key_bytes : c.sign->secret_key_bytes;
    size_t inb = c.kem ? c.kem->ciphertext_bytes : c.sign->signature_bytes;
    c.pk = malloc(2 * KEY_POOL * pkb);
    c.sk = malloc(2 * KEY_POOL * skb);
    c.in = malloc(INPUT_POOL * inb);
    c.in_len = malloc(INPUT_POOL * sizeof(size_t));
    c.msg = malloc((INPUT_POOL + 1) * c.msg_len + 1);
    c.tmp_pk = malloc(pkb);
    c.tmp_sk = malloc(skb);
    c.tmp_out = malloc(inb);
    int rc = -1;
    if (!c.pk || !c.sk || !c.in || !c.in_len || !c.msg || !c.tmp_pk || !c.tmp_sk || !c.tmp_out) {
        fail(&c, "out of memory");
    } else if (c.kem) {
        rc = measure(&c, cfg, r, "keypair", kem_keypair_iter);
        if (rc == 0) rc = prepare_pools(&c);
        if (rc == 0) rc = measure(&c, cfg, r, "encaps", kem_encaps_iter);
        if (rc == 0) rc = measure(&c, cfg, r, "decaps", kem_decaps_iter);
    } else {
        rc = measure(&c, cfg, r, "keypair", sign_keypair_iter);
        if (rc == 0) rc = prepare_pools(&c);
        if (rc == 0) rc = measure(&c, cfg, r, "sign", sign_sign_iter);
        if (rc == 0) rc = measure(&c, cfg, r, "verify", sign_verify_iter);
    }
    if (cfg->progress) fputs("\r\033[K", stderr);
    free(c.pk);
    free(c.sk);
    free(c.in);
    free(c.in_len);
    free(c.msg);
    free(c.tmp_pk);
    free(c.tmp_sk);
    free(c.tmp_out);
    return rc;
}

void bench_result_free(bench_result *r)
{
    for (size_t i = 0; i < r->n_ops; i++) {
        free(r->ops[i].samples);
        r->ops[i].samples = NULL;
    }
    r->n_ops = 0;
}
