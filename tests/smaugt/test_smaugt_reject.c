/* SMAUG-T and TiMER: implicit rejection, checked against the specification.
 *
 * Spec Fig. 8: sk = (sk', d, pk); for a ciphertext that does not re-encrypt,
 * Decap returns K^ from (K^, .) = G(d, H(ct)) with H = SHA3-256 and
 * G = SHAKE256. G's 64 output bytes are (seed, key) in v1.2.0 (the KATs fix
 * the key of valid ciphertexts to the second half), so K^ is the second half
 * too. The KATs only cover valid ciphertexts; this test computes K^ itself
 * from the shared hash functions and the byte layout of sk, so a wrong
 * offset for d (the bug reported against hmchoe0528/SMAUG-T_public, issue 9)
 * or a wrong half would fail here.
 *
 * For each parameter set and backend, over several key pairs:
 *   - the valid ciphertext decapsulates to the encapsulated key;
 *   - ciphertexts with a flipped bit (first byte, inside c1, the last byte,
 *     which is in c2), an all-zero and an all-one ciphertext decapsulate, with
 *     return value 0, to SHAKE256(d || SHA3-256(ct))[32..63];
 *   - with d changed in sk, the valid ciphertext still gives the real key and
 *     a tampered one gives the key derived from the new d. */
#include <stdlib.h>
#include <string.h>

#include "fips202.h"
#include "test_support.h"

#define SEEDS 8
#define SEED_BYTES 32

static const char *const schemes[] = {"SMAUG-T1", "SMAUG-T3", "SMAUG-T5", "TiMER"};

/* K^ = second half of SHAKE256(d || SHA3-256(ct)), from the definition. */
static void expected_reject_key(uint8_t key[32], const uint8_t *d, const uint8_t *ct,
                                size_t ctlen)
{
    uint8_t hct[32], g[64];
    kpqc_keccak_state st;

    kpqc_sha3_256(hct, ct, ctlen);
    kpqc_shake256_init(&st);
    kpqc_keccak_absorb(&st, d, SEED_BYTES);
    kpqc_keccak_absorb(&st, hct, sizeof hct);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(g, sizeof g, &st);
    memcpy(key, g + 32, 32);
}

/* Decapsulates ct and checks the result is the rejection key for sk's d. */
static void check_rejected(const kpqc_scheme *s, const char *b, const uint8_t *ct,
                           const uint8_t *sk, const uint8_t *valid_ss, const char *what,
                           unsigned seed)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t d_off = in->secret_key_bytes - in->public_key_bytes - SEED_BYTES;
    uint8_t ss[32], want[32];

    expected_reject_key(want, sk + d_off, ct, in->ciphertext_bytes);
    CHECK_MSG(kpqc_kem_decaps(s, b, ss, sizeof ss, ct, in->ciphertext_bytes, sk,
                              in->secret_key_bytes) == KPQC_OK,
              "%s [%s] seed %u %s: decaps must succeed (implicit rejection)", in->name, b, seed,
              what);
    CHECK_MSG(memcmp(ss, want, sizeof ss) == 0,
              "%s [%s] seed %u %s: got %s, want G(d || H(ct)) second half", in->name, b, seed,
              what, test_hex(ss, sizeof ss));
    CHECK_MSG(memcmp(ss, valid_ss, sizeof ss) != 0, "%s [%s] seed %u %s: rejected to the real key",
              in->name, b, seed, what);
}

static void check_scheme(const kpqc_scheme *s, const char *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t pkb = in->public_key_bytes, skb = in->secret_key_bytes, ctb = in->ciphertext_bytes;
    uint8_t *pk = malloc(pkb), *sk = malloc(skb), *ct = malloc(ctb), *bad = malloc(ctb);
    uint8_t ss[32], ss2[32];

    CHECK(pk && sk && ct && bad);
    if (!pk || !sk || !ct || !bad) goto out;
    CHECK(in->shared_secret_bytes == 32);
    /* sk = (sk', d, pk) with sk' the packed secret, n/4 bytes per polynomial */
    CHECK(skb > pkb + SEED_BYTES && (skb - pkb - SEED_BYTES) % 64 == 0);

    for (unsigned seed = 0; seed < SEEDS; seed++) {
        size_t d_off = skb - pkb - SEED_BYTES;
        test_seed_drbg("smaugt-reject", seed);
        CHECK(kpqc_kem_keypair(s, b, pk, pkb, sk, skb) == KPQC_OK);
        CHECK(kpqc_kem_encaps(s, b, ct, ctb, ss, sizeof ss, pk, pkb) == KPQC_OK);
        kpqc_random_use_os();
        CHECK_MSG(memcmp(sk + skb - pkb, pk, pkb) == 0, "%s: sk does not end with pk", in->name);

        CHECK(kpqc_kem_decaps(s, b, ss2, sizeof ss2, ct, ctb, sk, skb) == KPQC_OK);
        CHECK_MSG(memcmp(ss, ss2, sizeof ss) == 0, "%s [%s] seed %u: round trip", in->name, b,
                  seed);

        const size_t flips[3] = {0, (ctb / 3 + seed * 7) % ctb, ctb - 1};
        for (unsigned f = 0; f < 3; f++) {
            memcpy(bad, ct, ctb);
            bad[flips[f]] ^= (uint8_t)(1u << (seed % 8));
            check_rejected(s, b, bad, sk, ss, "flipped bit", seed);
        }
        memset(bad, 0, ctb);
        check_rejected(s, b, bad, sk, ss, "all-zero ciphertext", seed);
        memset(bad, 0xff, ctb);
        check_rejected(s, b, bad, sk, ss, "all-one ciphertext", seed);

        /* d is only used for rejection, and it is read at its place in sk. */
        sk[d_off + seed % SEED_BYTES] ^= 0x5a;
        CHECK(kpqc_kem_decaps(s, b, ss2, sizeof ss2, ct, ctb, sk, skb) == KPQC_OK);
        CHECK_MSG(memcmp(ss, ss2, sizeof ss) == 0, "%s [%s] seed %u: d changed the real key",
                  in->name, b, seed);
        memcpy(bad, ct, ctb);
        bad[ctb / 2] ^= 0x01;
        check_rejected(s, b, bad, sk, ss, "flipped bit, other d", seed);
    }
    test_pass();
out:
    free(pk);
    free(sk);
    free(ct);
    free(bad);
}

int main(void)
{
    for (size_t i = 0; i < sizeof schemes / sizeof schemes[0]; i++) {
        const kpqc_scheme *s = kpqc_scheme_find(schemes[i]);
        CHECK_MSG(s != NULL, "%s is not in the registry", schemes[i]);
        if (!s) continue;
        for (size_t b = 0; b < kpqc_backend_count(s); b++) {
            if (!kpqc_backend_available(s, b)) continue;
            check_scheme(s, kpqc_backend_name(s, b));
        }
    }
    return test_finish("smaugt_reject");
}
