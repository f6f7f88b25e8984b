/* pqsigRM: an input only the weight check rejects (issue 40, mutant sweep).
 *
 * The key is H = [I | M] (n-k-1 rows, the identity on the first n-k-1
 * columns). For a column j past the identity, x = e_j + sum of e_i over the
 * rows i where H has a 1 in column j has H x = 0, so a signature's error e
 * and e + x have the same syndrome: e + x satisfies every check but the
 * weight bound, which it exceeds (|x| is about (n-k)/2). Verification must
 * refuse it, on every backend.
 *
 * Layout (params.h): rows of n/8 bytes, column j is bit 7 - (j % 8) of byte
 * (j / 8) ^ 7; sig = mlen (8) | e (n bits, the same layout) | ctr (8). */
#include <stdlib.h>
#include <string.h>

#include "test_support.h"

enum { N = 8192, K = 4096, HROWS = N - K - 1, ROW = N / 8, WEIGHT = 1370 };

static const uint8_t msg[] = "same syndrome, heavier error";

static unsigned bit_of(const uint8_t *row, unsigned j)
{
    return (row[(j / 8) ^ 7] >> (7 - j % 8)) & 1;
}

static void flip(uint8_t *row, unsigned j)
{
    row[(j / 8) ^ 7] ^= (uint8_t)(1u << (7 - j % 8));
}

static unsigned weight(const uint8_t *e)
{
    unsigned w = 0;
    for (unsigned j = 0; j < N; j++) w += bit_of(e, j);
    return w;
}

int main(void)
{
    const kpqc_scheme *s = kpqc_scheme_find("pqsigRM-613");
    CHECK(s != NULL);
    if (s == NULL) return test_finish("test_pqsigrm_checks");
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t pkb = in->public_key_bytes, siglen = in->signature_bytes;
    uint8_t *pk = malloc(pkb), *sk = malloc(in->secret_key_bytes);
    uint8_t *sig = malloc(siglen), *work = malloc(siglen);
    CHECK(pk && sk && sig && work);
    if (!(pk && sk && sig && work)) goto out;
    CHECK(pkb == (size_t)(K * N / 8) && siglen == 8 + ROW + 8);
    test_seed_drbg("pqsigrm-checks", 0);
    CHECK(kpqc_sign_keypair(s, NULL, pk, pkb, sk, in->secret_key_bytes) == KPQC_OK);
    size_t sl = siglen;
    CHECK(kpqc_sign_signature(s, NULL, sig, &sl, msg, sizeof msg, NULL, 0, sk,
                              in->secret_key_bytes) == KPQC_OK);
    CHECK(weight(sig + 8) <= WEIGHT);
    for (unsigned i = 0; i < HROWS; i++) CHECK(bit_of(pk + (size_t)i * ROW, i) == 1);

    /* e + x for the first column past the identity whose x makes e too heavy */
    unsigned j = HROWS + 1, w = 0;
    for (; j < N; j++) {
        memcpy(work, sig, siglen);
        flip(work + 8, j);
        for (unsigned i = 0; i < HROWS; i++) {
            if (bit_of(pk + (size_t)i * ROW, j)) flip(work + 8, i);
        }
        w = weight(work + 8);
        if (w > WEIGHT) break;
    }
    CHECK_MSG(j < N, "no column gives an error heavier than %u", (unsigned)WEIGHT);
    for (size_t b = 0; j < N && b < kpqc_backend_count(s); b++) {
        const char *bn = kpqc_backend_name(s, b);
        if (!kpqc_backend_available(s, b)) continue;
        CHECK(kpqc_sign_verify(s, bn, sig, sl, msg, sizeof msg, NULL, 0, pk, pkb) == KPQC_OK);
        CHECK_MSG(kpqc_sign_verify(s, bn, work, sl, msg, sizeof msg, NULL, 0, pk, pkb) ==
                      KPQC_ERR_VERIFY,
                  "[%s]: e + x (column %u, weight %u > %u, same syndrome) is accepted", bn, j, w,
                  (unsigned)WEIGHT);
        test_pass();
    }
out:
    free(pk), free(sk), free(sig), free(work);
    return test_finish("test_pqsigrm_checks");
}
