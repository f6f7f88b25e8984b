/* Prepared inputs for one operation, called through the backend's descriptor. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ops.h"
#include "registry.h"

#define MSG_BYTES 24 /* KpqClean's message length, as the timing loops */

static const char *const kem_names[BENCH_OPS_PER_KIND] = {"keypair", "encaps", "decaps"};
static const char *const sign_names[BENCH_MAX_OPS_PER_BACKEND] = {"keypair", "sign", "verify",
                                                                   "sign-ws"};

struct bench_opctx {
    const kpqc_kem_ops *kem;
    const kpqc_sign_ops *sign;
    int op;
    size_t inputs;
    uint8_t *pk, *sk;      /* one key pair per input */
    uint8_t *in;           /* ciphertexts or signatures, one per input */
    size_t *in_len;        /* signature lengths */
    uint8_t *ss;           /* expected shared secrets, 64 bytes per input */
    uint8_t *msg;          /* MSG_BYTES per input */
    uint8_t *out_pk, *out_sk, *out; /* outputs of the measured call */
    uint8_t out_ss[64];
    uint8_t *ws;           /* sign-ws: the caller's workspace, zeroed when prepared */
};

const char *const *bench_op_names(const kpqc_scheme *s)
{
    return kpqc_scheme_info_of(s)->kind == KPQC_KIND_KEM ? kem_names : sign_names;
}

size_t bench_workspace_bytes(const kpqc_scheme *s, size_t backend_index)
{
    const kpqc_sign_ops *g = s->backends[backend_index].sign;
    return g != NULL && g->signature_ws != NULL ? g->signature_workspace_bytes : 0;
}

int bench_op_count(const kpqc_scheme *s, size_t backend_index)
{
    return BENCH_OPS_PER_KIND + (bench_workspace_bytes(s, backend_index) > 0);
}

int bench_op_index(const kpqc_scheme *s, const char *name)
{
    const char *const *names = bench_op_names(s);
    const int n = names == sign_names ? BENCH_MAX_OPS_PER_BACKEND : BENCH_OPS_PER_KIND;
    for (int i = 0; i < n; i++) {
        if (strcmp(names[i], name) == 0) return i;
    }
    return -1;
}

const void *bench_backend_descriptor(const kpqc_scheme *s, size_t backend_index)
{
    const kpqc_backend *b = &s->backends[backend_index];
    return b->kem != NULL ? (const void *)b->kem : (const void *)b->sign;
}

void bench_opctx_free(bench_opctx *c)
{
    if (c == NULL) return;
    free(c->pk);
    free(c->sk);
    free(c->in);
    free(c->in_len);
    free(c->ss);
    free(c->msg);
    free(c->out_pk);
    free(c->out_sk);
    free(c->out);
    free(c->ws);
    free(c);
}

static int prepare(bench_opctx *c, char *error)
{
    size_t pkb = c->kem ? c->kem->public_key_bytes : c->sign->public_key_bytes;
    size_t skb = c->kem ? c->kem->secret_key_bytes : c->sign->secret_key_bytes;
    if (c->op == 0) return 0; /* keypair needs no input */
    for (size_t i = 0; i < c->inputs; i++) {
        uint8_t *pk = c->pk + i * pkb, *sk = c->sk + i * skb;
        int rc = c->kem ? c->kem->keypair(pk, sk) : c->sign->keypair(pk, sk);
        if (rc != 0) {
            snprintf(error, 160, "keypair failed while preparing inputs");
            return -1;
        }
        if (c->kem) {
            if (c->kem->encaps(c->in + i * c->kem->ciphertext_bytes, c->ss + i * 64, pk) != 0) {
                snprintf(error, 160, "encaps failed while preparing inputs");
                return -1;
            }
        } else {
            uint8_t *m = c->msg + i * MSG_BYTES;
            if (kpqc_random_bytes(m, MSG_BYTES) != KPQC_OK) {
                snprintf(error, 160, "randomness failed while preparing inputs");
                return -1;
            }
            c->in_len[i] = c->sign->signature_bytes;
            if (c->op == 2 && c->sign->signature(c->in + i * c->sign->signature_bytes,
                                                 &c->in_len[i], m, MSG_BYTES, NULL, 0, sk) != 0) {
                snprintf(error, 160, "signing failed while preparing inputs");
                return -1;
            }
        }
    }
    return 0;
}

bench_opctx *bench_opctx_new(const kpqc_scheme *s, size_t backend_index, int op, size_t inputs,
                             char *error)
{
    const kpqc_backend *b = &s->backends[backend_index];
    bench_opctx *c = calloc(1, sizeof *c);
    if (inputs == 0) inputs = 1;
    if (c == NULL) {
        snprintf(error, 160, "out of memory");
        return NULL;
    }
    c->kem = b->kem;
    c->sign = b->sign;
    c->op = op;
    c->inputs = inputs;
    size_t pkb = c->kem ? c->kem->public_key_bytes : c->sign->public_key_bytes;
    size_t skb = c->kem ? c->kem->secret_key_bytes : c->sign->secret_key_bytes;
    size_t inb = c->kem ? c->kem->ciphertext_bytes : c->sign->signature_bytes;
    c->pk = malloc(inputs * pkb);
    c->sk = malloc(inputs * skb);
    c->in = malloc(inputs * inb);
    c->in_len = calloc(inputs, sizeof(size_t));
    c->ss = malloc(inputs * 64);
    c->msg = malloc(inputs * MSG_BYTES);
    c->out_pk = malloc(pkb);
    c->out_sk = malloc(skb);
    c->out = malloc(inb);
    if (!c->pk || !c->sk || !c->in || !c->in_len || !c->ss || !c->msg || !c->out_pk ||
        !c->out_sk || !c->out) {
        snprintf(error, 160, "out of memory");
        bench_opctx_free(c);
        return NULL;
    }
    if (op == BENCH_OP_SIGN_WS) {
        size_t wsb = bench_workspace_bytes(s, backend_index);
        c->ws = wsb > 0 ? calloc(1, wsb) : NULL;
        if (c->ws == NULL) {
            snprintf(error, 160, wsb > 0 ? "out of memory" : "no signing workspace");
            bench_opctx_free(c);
            return NULL;
        }
    }
    if (prepare(c, error) != 0) {
        bench_opctx_free(c);
        return NULL;
    }
    return c;
}

int bench_opctx_call(bench_opctx *c, size_t i)
{
    size_t j = i % c->inputs;
    if (c->kem) {
        const kpqc_kem_ops *k = c->kem;
        switch (c->op) {
        case 0:
            return k->keypair(c->out_pk, c->out_sk);
        case 1:
            return k->encaps(c->out, c->out_ss, c->pk + j * k->public_key_bytes) != 0;
        default:
            if (k->decaps(c->out_ss, c->in + j * k->ciphertext_bytes,
                          c->sk + j * k->secret_key_bytes) != 0) {
                return -1;
            }
            return memcmp(c->out_ss, c->ss + j * 64, k->shared_secret_bytes) != 0;
        }
    }
    const kpqc_sign_ops *g = c->sign;
    const uint8_t *m = c->msg + j * MSG_BYTES;
    size_t siglen = g->signature_bytes;
    switch (c->op) {
    case 0:
        return g->keypair(c->out_pk, c->out_sk);
    case 1:
        return g->signature(c->out, &siglen, m, MSG_BYTES, NULL, 0,
                            c->sk + j * g->secret_key_bytes);
    case BENCH_OP_SIGN_WS:
        return g->signature_ws(c->out, &siglen, m, MSG_BYTES, NULL, 0,
                               c->sk + j * g->secret_key_bytes, c->ws);
    default:
        return g->verify(c->in + j * g->signature_bytes, c->in_len[j], m, MSG_BYTES, NULL, 0,
                         c->pk + j * g->public_key_bytes);
    }
}
