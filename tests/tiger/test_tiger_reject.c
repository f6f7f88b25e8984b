/* TiGER: decapsulation of bad ciphertexts, against the specification.
 *
 * Spec v3.1 Algorithm 6: when the re-encryption differs, K = SHAKE256(u ||
 * SHA3-256(c)) with u the random string of sk. Upstream's selector is 1
 * instead of all-ones (it mixes bit 0 of u into delta'); the KATs only
 * decapsulate valid ciphertexts, so they cannot tell. This test derives the
 * rejection key itself from the shared hash functions and sk's byte layout:
 * sk = indices || #(+1) || u || pk, u of 16 bytes at level 1, 32 above.
 *
 * Per scheme and backend, over several key pairs: sk ends with pk; the valid
 * ciphertext gives the encapsulated key, also after u changes; flipped bits
 * at several places (c1, c2, the last byte), an all-zero and an all-0xff
 * ciphertext give the rejection key, with return value 0. */
#include <stdlib.h>
#include <string.h>

#include "fips202.h"
#include "test_support.h"

#define KEYS 6

static const char *const names[] = {"TiGER128", "TiGER192", "TiGER256",
                                    "TiGER128-ref20231014", "TiGER192-ref20231014",
                                    "TiGER256-ref20231014"};

typedef struct {
    const kpqc_scheme *s;
    const kpqc_scheme_info *in;
    const char *backend;
    size_t u_off, u_len;
} target;

static void rejection_key(uint8_t key[32], const uint8_t *u, size_t ulen, const uint8_t *c,
                          size_t clen)
{
    uint8_t buf[32 + 32];
    memcpy(buf, u, ulen);
    kpqc_sha3_256(buf + ulen, c, clen);
    kpqc_shake256(key, 32, buf, ulen + 32);
}

static void expect_rejection(const target *t, const uint8_t *c, const uint8_t *sk,
                             const uint8_t *real, const char *what, unsigned k)
{
    uint8_t got[32], want[32];
    rejection_key(want, sk + t->u_off, t->u_len, c, t->in->ciphertext_bytes);
    int r = kpqc_kem_decaps(t->s, t->backend, got, sizeof got, c, t->in->ciphertext_bytes, sk,
                            t->in->secret_key_bytes);
    CHECK_MSG(r == KPQC_OK, "%s [%s] key %u, %s: decaps returned %d", t->in->name, t->backend, k,
              what, r);
    CHECK_MSG(memcmp(got, want, 32) == 0, "%s [%s] key %u, %s: %s is not SHAKE256(u || H(c))",
              t->in->name, t->backend, k, what, test_hex(got, 32));
    CHECK_MSG(memcmp(got, real, 32) != 0, "%s [%s] key %u, %s: gave the real key", t->in->name,
              t->backend, k, what);
}

static void run(const target *t)
{
    size_t pkb = t->in->public_key_bytes, skb = t->in->secret_key_bytes;
    size_t ctb = t->in->ciphertext_bytes;
    uint8_t *pk = malloc(pkb), *sk = malloc(skb), *c = malloc(ctb), *c2 = malloc(ctb);
    uint8_t key[32], key2[32];

    CHECK(pk && sk && c && c2);
    for (unsigned k = 0; pk && sk && c && c2 && k < KEYS; k++) {
        test_seed_drbg("tiger-reject", k);
        CHECK(kpqc_kem_keypair(t->s, t->backend, pk, pkb, sk, skb) == KPQC_OK);
        CHECK(kpqc_kem_encaps(t->s, t->backend, c, ctb, key, 32, pk, pkb) == KPQC_OK);
        kpqc_random_use_os();
        CHECK_MSG(memcmp(sk + skb - pkb, pk, pkb) == 0, "%s: sk must end with pk", t->in->name);
        CHECK(kpqc_kem_decaps(t->s, t->backend, key2, 32, c, ctb, sk, skb) == KPQC_OK);
        CHECK_MSG(memcmp(key, key2, 32) == 0, "%s [%s] key %u: round trip", t->in->name,
                  t->backend, k);

        const size_t at[4] = {0, ctb / 2 - 1 - k, ctb - ctb / 4 + k, ctb - 1};
        for (unsigned i = 0; i < 4; i++) {
            memcpy(c2, c, ctb);
            c2[at[i]] ^= (uint8_t)(0x80u >> ((k + i) % 8));
            expect_rejection(t, c2, sk, key, "one bit flipped", k);
        }
        memset(c2, 0, ctb);
        expect_rejection(t, c2, sk, key, "all-zero ciphertext", k);
        memset(c2, 0xff, ctb);
        expect_rejection(t, c2, sk, key, "all-0xff ciphertext", k);

        /* u only matters for rejection. */
        sk[t->u_off + k % t->u_len] ^= 0xa5;
        CHECK(kpqc_kem_decaps(t->s, t->backend, key2, 32, c, ctb, sk, skb) == KPQC_OK);
        CHECK_MSG(memcmp(key, key2, 32) == 0, "%s [%s] key %u: u changed the real key",
                  t->in->name, t->backend, k);
        memcpy(c2, c, ctb);
        c2[k] ^= 0x01;
        expect_rejection(t, c2, sk, key, "one bit flipped, other u", k);
    }
    test_pass();
    free(pk);
    free(sk);
    free(c);
    free(c2);
}

int main(void)
{
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        target t = {kpqc_scheme_find(names[i]), NULL, NULL, 0, 0};
        CHECK_MSG(t.s != NULL, "%s is not in the registry", names[i]);
        if (t.s == NULL) continue;
        t.in = kpqc_scheme_info_of(t.s);
        t.u_len = t.in->nist_level == 1 ? 16 : 32;
        t.u_off = t.in->secret_key_bytes - t.in->public_key_bytes - t.u_len;
        CHECK(t.in->shared_secret_bytes == 32);
        for (size_t b = 0; b < kpqc_backend_count(t.s); b++) {
            if (!kpqc_backend_available(t.s, b)) continue;
            t.backend = kpqc_backend_name(t.s, b);
            run(&t);
        }
    }
    return test_finish("tiger_reject");
}
