/* The measurement loops. Inputs vary between iterations (docs/BENCHMARKING.md):
 * encapsulation cycles through a pool of public keys, decapsulation through a
 * pool of ciphertexts, every signing call signs a fresh message under keys
 * that are regenerated from time to time, and verification cycles through a
 * pool of signatures over distinct messages. Preparation is never timed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cycles.h"
#include "environment.h"
#include "ops.h"
#include "registry.h"
#include "runner.h"

#define KEY_POOL 16     /* key pairs for encaps and verify; as many again for sign */
#define INPUT_POOL 64   /* ciphertexts for decaps, signatures for verify */
#define REKEY_EVERY 256 /* signing: replace one key pair every this many signatures */
#define MAX_MSG 4096

typedef int (*iteration_fn)(bench_ctx *c, size_t i, uint64_t *ticks);

_Static_assert(BENCH_MAX_OPS == BENCH_MAX_OPS_PER_BACKEND, "one bound on a backend's operations");

struct bench_ctx {
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
    uint8_t *ws;              /* sign-ws: the workspace, allocated and zeroed untimed */
    iteration_fn fns[BENCH_MAX_OPS];
    char *error;
};


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

/* sign and sign-ws: the same keys and fresh messages, the workspace path
 * when c->ws is set. */
static int sign_iter(bench_ctx *c, size_t i, uint64_t *ticks, int with_ws)
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
    if (with_ws) {
        TIMED(ticks, c->sign->signature_ws(c->tmp_out, &siglen, m, c->msg_len, NULL, 0,
                                           c->sk + k * c->sign->secret_key_bytes, c->ws));
    } else {
        TIMED(ticks, c->sign->signature(c->tmp_out, &siglen, m, c->msg_len, NULL, 0,
                                        c->sk + k * c->sign->secret_key_bytes));
    }
    if (rc != 0) fail(c, "signing failed");
    return rc;
}

static int sign_sign_iter(bench_ctx *c, size_t i, uint64_t *ticks)
{
    return sign_iter(c, i, ticks, 0);
}

static int sign_ws_iter(bench_ctx *c, size_t i, uint64_t *ticks)
{
    return sign_iter(c, i, ticks, 1);
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

static void progress(const bench_config *cfg, const bench_result *r, const char *op,
                     unsigned long round)
{
    if (!cfg->progress) return;
    fprintf(stderr, "\r\033[K%s [%s] %s round %lu/%lu%s", kpqc_scheme_info_of(r->scheme)->name,
            r->backend, op, round + 1, cfg->rounds, cfg->progress_note ? cfg->progress_note : "");
    fflush(stderr);
}

/* First sample index of round `round` when `total` samples are split into
 * `rounds` nearly equal blocks. */
static size_t round_start(unsigned long total, unsigned long rounds, unsigned long round)
{
    return (size_t)((unsigned long long)total * round / rounds);
}

static int measure_block(bench_ctx *c, const bench_config *cfg, bench_op *op, iteration_fn fn,
                         unsigned long round)
{
    uint64_t scratch;
    size_t want = round_start(cfg->iterations, cfg->rounds, round + 1) -
                  round_start(cfg->iterations, cfg->rounds, round);
    double warmup = cfg->warmup / (double)cfg->rounds, budget = cfg->budget / (double)cfg->rounds;
    /* At least 10 samples per operation over all rounds, as without rounds. */
    size_t min_samples = (10 + cfg->rounds - 1) / cfg->rounds;
    if (min_samples > want) min_samples = want;
    /* Warm-up: caches, branch predictors, frequency; other rows ran since.
     * The first round makes at least one call (first touches); later rounds
     * skip calls longer than their share, so slow operations take no longer
     * than without rounds. */
    double start = bench_seconds();
    for (size_t i = 0; i < want; i++) {
        double spent = bench_seconds() - start;
        int done = round == 0 ? spent >= warmup && i > 0 : spent + op->call_seconds > warmup;
        if (warmup <= 0 || done) break;
        if (fn(c, op->calls++, &scratch) != 0) return -1;
    }
    start = bench_seconds();
    size_t got = 0;
    while (got < want) {
        if (fn(c, op->calls++, &op->samples[op->n]) != 0) return -1;
        op->n++;
        got++;
        if (budget > 0 && got >= min_samples && got < want && bench_seconds() - start > budget) {
            op->budget_hit = 1;
            break;
        }
    }
    op->round_sizes[round] = got;
    if (got > 0) op->call_seconds = (bench_seconds() - start) / (double)got;
    return 0;
}

int bench_open(const kpqc_scheme *s, size_t backend_index, const bench_config *cfg,
               bench_result *r)
{
    const kpqc_backend *b = &s->backends[backend_index];
    memset(r, 0, sizeof *r);
    r->scheme = s;
    r->backend = b->name;
    bench_ctx *c = calloc(1, sizeof *c);
    if (c == NULL) {
        snprintf(r->error, sizeof r->error, "out of memory");
        return -1;
    }
    r->ctx = c;
    c->error = r->error;
    c->kem = b->kem;
    c->sign = b->sign;
    c->msg_len = cfg->msg_len < MAX_MSG ? cfg->msg_len : MAX_MSG;
    c->overhead = bench_counter_overhead();

    size_t pkb = c->kem ? c->kem->public_key_bytes : c->sign->public_key_bytes;
    size_t skb = c->kem ? c->kem->secret_key_bytes : c->sign->secret_key_bytes;
    size_t inb = c->kem ? c->kem->ciphertext_bytes : c->sign->signature_bytes;
    c->pk = malloc(2 * KEY_POOL * pkb);
    c->sk = malloc(2 * KEY_POOL * skb);
    c->in = malloc(INPUT_POOL * inb);
    c->in_len = malloc(INPUT_POOL * sizeof(size_t));
    c->msg = malloc((INPUT_POOL + 1) * c->msg_len + 1);
    c->tmp_pk = malloc(pkb);
    c->tmp_sk = malloc(skb);
    c->tmp_out = malloc(inb);
    /* the operations and their names as ops.c gives them (sign-ws where the
     * backend takes a workspace) */
    const char *const *names = bench_op_names(s);
    const size_t n_ops = (size_t)bench_op_count(s, backend_index);
    if (n_ops > BENCH_OPS_PER_KIND) {
        /* the caller's memory: allocated and zeroed here, never timed */
        c->ws = calloc(1, bench_workspace_bytes(s, backend_index));
        c->fns[BENCH_OP_SIGN_WS] = sign_ws_iter;
    }
    if (c->kem) {
        c->fns[0] = kem_keypair_iter;
        c->fns[1] = kem_encaps_iter;
        c->fns[2] = kem_decaps_iter;
    } else {
        c->fns[0] = sign_keypair_iter;
        c->fns[1] = sign_sign_iter;
        c->fns[2] = sign_verify_iter;
    }
    r->round_wall = calloc(cfg->rounds, sizeof r->round_wall[0]);
    r->round_delay = calloc(cfg->rounds, sizeof r->round_delay[0]);
    int ok = c->pk && c->sk && c->in && c->in_len && c->msg && c->tmp_pk && c->tmp_sk &&
             c->tmp_out && r->round_wall && r->round_delay &&
             (n_ops == BENCH_OPS_PER_KIND || c->ws);
    for (size_t k = 0; k < n_ops && ok; k++) {
        bench_op *op = &r->ops[k];
        op->name = names[k];
        op->samples = malloc(cfg->iterations * sizeof op->samples[0]);
        op->round_sizes = calloc(cfg->rounds, sizeof op->round_sizes[0]);
        op->round_medians = calloc(cfg->rounds, sizeof op->round_medians[0]);
        r->n_ops = k + 1;
        ok = op->samples && op->round_sizes && op->round_medians;
    }
    if (!ok) {
        fail(c, "out of memory");
        return -1;
    }
    return prepare_pools(c);
}

int bench_round(bench_result *r, const bench_config *cfg, unsigned long round)
{
    bench_sched before, after;
    bench_sched_read(&before);
    double t0 = bench_seconds();
    for (size_t k = 0; k < r->n_ops; k++) {
        progress(cfg, r, r->ops[k].name, round);
        if (measure_block(r->ctx, cfg, &r->ops[k], r->ctx->fns[k], round) != 0) return -1;
    }
    double wall = bench_seconds() - t0, delay = -1;
    bench_sched_read(&after);
    if (before.have_delay && after.have_delay) {
        delay = 1e-9 * (double)(after.run_delay_ns - before.run_delay_ns);
    }
    r->round_wall[round] = wall;
    r->round_delay[round] = delay;
    r->wall_seconds += wall;
    if (delay < 0) {
        r->run_delay_seconds = -1;
    } else if (r->run_delay_seconds >= 0) {
        r->run_delay_seconds += delay;
    }
    r->involuntary_switches += after.involuntary_switches - before.involuntary_switches;
    return 0;
}

int bench_close(bench_result *r, const bench_config *cfg, double calib_spread)
{
    if (cfg->progress) fputs("\r\033[K", stderr);
    double delay_share = -1;
    if (r->run_delay_seconds >= 0 && r->wall_seconds > 0) {
        delay_share = r->run_delay_seconds / r->wall_seconds;
    }
    for (size_t k = 0; k < r->n_ops; k++) {
        bench_op *op = &r->ops[k];
        if (bench_stats_compute_rounds(op->samples, op->round_sizes, cfg->rounds,
                                       op->round_medians, &op->stats) != 0) {
            snprintf(r->error, sizeof r->error, "out of memory");
            return -1;
        }
        op->flags = bench_flags(&op->stats, calib_spread, delay_share, &cfg->limits);
        bench_flag_reason(op->flags, &op->stats, calib_spread, delay_share, &cfg->limits,
                          op->reason, sizeof op->reason);
    }
    return 0;
}

static void ctx_free(bench_ctx *c)
{
    if (c == NULL) return;
    free(c->pk);
    free(c->sk);
    free(c->in);
    free(c->in_len);
    free(c->msg);
    free(c->tmp_pk);
    free(c->tmp_sk);
    free(c->tmp_out);
    free(c->ws);
    free(c);
}

void bench_result_free(bench_result *r)
{
    for (size_t i = 0; i < r->n_ops; i++) {
        free(r->ops[i].samples);
        free(r->ops[i].round_sizes);
        free(r->ops[i].round_medians);
        r->ops[i].samples = NULL;
        r->ops[i].round_sizes = NULL;
        r->ops[i].round_medians = NULL;
    }
    r->n_ops = 0;
    free(r->round_wall);
    free(r->round_delay);
    r->round_wall = r->round_delay = NULL;
    ctx_free(r->ctx);
    r->ctx = NULL;
}

/* A chain of multiply-xorshift steps: each depends on the last, so the time
 * is latency-bound and the same on every call. */
static uint64_t calibration_workload(uint64_t x)
{
    for (int i = 0; i < 8000; i++) {
        x ^= x >> 29;
        x *= 0xbf58476d1ce4e5b9ULL;
        x ^= x << 7;
    }
    return x;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double bench_calibrate(unsigned reps)
{
    enum { MAX_REPS = 101 };
    double t[MAX_REPS];
    static volatile uint64_t sink;
    if (reps == 0) reps = 1;
    if (reps > MAX_REPS) reps = MAX_REPS;
    uint64_t x = sink + 1;
    for (unsigned i = 0; i < reps; i++) {
        uint64_t t0 = bench_counter_start();
        x = calibration_workload(x);
        uint64_t t1 = bench_counter_stop();
        t[i] = (double)(t1 - t0);
    }
    sink = x;
    qsort(t, reps, sizeof t[0], cmp_double);
    return t[reps / 2];
}

void bench_calibration_summarize(bench_calibration *c)
{
    size_t n = c->rounds + 1;
    double *s = malloc(n * sizeof s[0]);
    c->median = c->spread = 0;
    if (s == NULL) return;
    memcpy(s, c->ticks, n * sizeof s[0]);
    qsort(s, n, sizeof s[0], cmp_double);
    c->median = n % 2 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    c->spread = bench_relative_spread(c->ticks, n, c->median);
    free(s);
}
