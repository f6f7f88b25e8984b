/* NCC-Sign: the key check's exact bound (issue 40, mutant sweep), through the
 * public API on every backend this CPU runs.
 *
 * A canonical key holds t1 coefficients at most top = Power2Round(q - 1 +
 * eta) = (q - 1 + eta + 2^(d-1) - 1) >> d; the T1_BITS fields hold larger
 * values. A valid key and signature, then coefficient j of t1 set to top + 1:
 * KPQC_ERR_KEY in verify and in open. Set to top instead, it is a canonical
 * (other) key: the signature fails as a signature (KPQC_ERR_VERIFY), not as a
 * key. The pk is seed (32 bytes) | t1 (n fields of T1_BITS, least significant
 * bit first). */
#include <stdlib.h>
#include <string.h>

#include "test_support.h"

typedef struct {
    const char *name;
    unsigned n, t1_bits, d;
    int32_t q;
} ncc_set;

static const ncc_set sets[] = {
    {"NCC-Sign1", 1152, 12, 12, 8401537},
    {"NCC-Sign3", 1536, 12, 12, 8397313},
    {"NCC-Sign5", 2304, 11, 13, 8404993},
    {"NCC-Sign5prime", 2048, 12, 11, 8380417},
};

enum { ETA = 1, SEEDBYTES = 32 };

static const uint8_t msg[] = "the key bound";

static void set_t1_field(uint8_t *pk, const ncc_set *ns, unsigned j, uint32_t v)
{
    for (unsigned b = 0; b < ns->t1_bits; b++) {
        size_t bit = (size_t)j * ns->t1_bits + b;
        uint8_t *p = pk + SEEDBYTES + bit / 8;
        *p = (uint8_t)((*p & ~(1u << (bit % 8))) | (((v >> b) & 1u) << (bit % 8)));
    }
}

static void check_set(const ncc_set *ns)
{
    const kpqc_scheme *s = kpqc_scheme_find(ns->name);
    CHECK_MSG(s != NULL, "%s not registered", ns->name);
    if (s == NULL) return;
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    const uint32_t top = (uint32_t)((ns->q - 1 + ETA + (1 << (ns->d - 1)) - 1) >> ns->d);
    size_t pkb = in->public_key_bytes, siglen = in->signature_bytes;
    uint8_t *pk = malloc(pkb), *bad = malloc(pkb), *sk = malloc(in->secret_key_bytes);
    uint8_t *sig = malloc(siglen), *sm = malloc(siglen + sizeof msg), *m2 = malloc(siglen + sizeof msg);
    CHECK(pk && bad && sk && sig && sm && m2);
    if (!(pk && bad && sk && sig && sm && m2)) goto out;
    CHECK(top < (1u << ns->t1_bits) - 1); /* top + 1 fits the field */
    CHECK(pkb == SEEDBYTES + (size_t)ns->n * ns->t1_bits / 8);
    test_seed_drbg("nccsign-key-bound", 0);
    CHECK(kpqc_sign_keypair(s, NULL, pk, pkb, sk, in->secret_key_bytes) == KPQC_OK);
    size_t sl = siglen, sml = siglen + sizeof msg;
    CHECK(kpqc_sign_signature(s, NULL, sig, &sl, msg, sizeof msg, NULL, 0, sk,
                              in->secret_key_bytes) == KPQC_OK);
    CHECK(kpqc_sign(s, NULL, sm, &sml, msg, sizeof msg, sk, in->secret_key_bytes) == KPQC_OK);
    for (size_t b = 0; b < kpqc_backend_count(s); b++) {
        const char *bn = kpqc_backend_name(s, b);
        if (!kpqc_backend_available(s, b)) {
            printf("%s [%s]: skipped, this CPU lacks the backend's features (not a pass)\n",
                   ns->name, bn);
            continue;
        }
        CHECK(kpqc_sign_verify(s, bn, sig, sl, msg, sizeof msg, NULL, 0, pk, pkb) == KPQC_OK);
        for (unsigned j = 0; j < ns->n; j += ns->n - 1) {
            size_t ml = siglen + sizeof msg;
            memcpy(bad, pk, pkb);
            set_t1_field(bad, ns, j, top + 1);
            CHECK_MSG(kpqc_sign_verify(s, bn, sig, sl, msg, sizeof msg, NULL, 0, bad, pkb) ==
                          KPQC_ERR_KEY,
                      "%s [%s]: t1[%u] = %u (top + 1) is not refused as a key", ns->name, bn, j,
                      (unsigned)top + 1);
            CHECK_MSG(kpqc_sign_open(s, bn, m2, &ml, sm, sml, bad, pkb) == KPQC_ERR_KEY,
                      "%s [%s]: open with t1[%u] = top + 1 is not KPQC_ERR_KEY", ns->name, bn, j);
            set_t1_field(bad, ns, j, top);
            if (memcmp(bad, pk, pkb) != 0) {
                CHECK_MSG(kpqc_sign_verify(s, bn, sig, sl, msg, sizeof msg, NULL, 0, bad, pkb) ==
                              KPQC_ERR_VERIFY,
                          "%s [%s]: t1[%u] = %u (top) is a canonical key: KPQC_ERR_VERIFY",
                          ns->name, bn, j, (unsigned)top);
            }
            test_pass();
        }
    }
out:
    free(pk), free(bad), free(sk), free(sig), free(sm), free(m2);
}

int main(void)
{
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) check_set(&sets[i]);
    return test_finish("test_nccsign_key_bound");
}
