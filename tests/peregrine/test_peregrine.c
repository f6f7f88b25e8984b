/* Peregrine through the public API, both sets: the signature layout
 * (nonce || 0x20+logn || compressed s2; combined: big-endian length ||
 * nonce || message || header || compressed s2), rejection of modified
 * signatures, messages and public keys, secret keys that are not keys
 * (KPQC_ERR_KEY, no hang), and the derandomized forms being the randomized
 * ones' draws (key: 48 bytes; signature: nonce then sampler seed). */
#include <stdlib.h>
#include <string.h>

#include "test_support.h"

static void check_set(const char *name, unsigned logn)
{
    const kpqc_scheme *s = kpqc_scheme_find(name);
    CHECK_MSG(s != NULL, "%s is registered", name);
    if (s == NULL) return;
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t pkb = in->public_key_bytes, skb = in->secret_key_bytes, cap = in->signature_bytes;
    uint8_t *pk = malloc(pkb), *sk = malloc(skb), *pk2 = malloc(pkb), *sk2 = malloc(skb);
    uint8_t *sig = malloc(cap), *sig2 = malloc(cap), *work = malloc(cap);
    uint8_t *sm = malloc(cap + 200), *m2 = malloc(cap + 200);
    uint8_t msg[100], kseed[48], sseed[88];
    CHECK(pk && sk && pk2 && sk2 && sig && sig2 && work && sm && m2);
    if (!(pk && sk && pk2 && sk2 && sig && sig2 && work && sm && m2)) goto out;
    for (size_t i = 0; i < sizeof msg; i++) msg[i] = (uint8_t)(5 * i + 3);

    /* Key pair from 48 drawn bytes = keypair_derand of the same bytes. */
    test_seed_drbg(name, 1);
    CHECK(kpqc_sign_keypair(s, NULL, pk, pkb, sk, skb) == KPQC_OK);
    test_seed_drbg(name, 1);
    CHECK(kpqc_random_bytes(kseed, sizeof kseed) == KPQC_OK);
    CHECK(kpqc_sign_keypair_derand(s, NULL, pk2, pkb, sk2, skb, kseed, sizeof kseed) == KPQC_OK);
    CHECK_MSG(memcmp(pk, pk2, pkb) == 0 && memcmp(sk, sk2, skb) == 0, "%s: keypair_derand", name);
    CHECK(pk[0] == logn && sk[0] == 0x50 + logn);

    /* Signature from 40 + 48 drawn bytes = signature_derand of them. */
    size_t len = cap, len2 = cap;
    test_seed_drbg(name, 2);
    CHECK(kpqc_sign_signature(s, NULL, sig, &len, msg, sizeof msg, NULL, 0, sk, skb) == KPQC_OK);
    test_seed_drbg(name, 2);
    CHECK(kpqc_random_bytes(sseed, 40) == KPQC_OK); /* two draws, as the signer */
    CHECK(kpqc_random_bytes(sseed + 40, 48) == KPQC_OK);
    CHECK(kpqc_sign_signature_derand(s, NULL, sig2, &len2, msg, sizeof msg, NULL, 0, sseed,
                                     sizeof sseed, sk, skb) == KPQC_OK);
    CHECK_MSG(len == len2 && memcmp(sig, sig2, len) == 0, "%s: signature_derand", name);
    CHECK(len <= cap - 2 && memcmp(sig, sseed, 40) == 0 && sig[40] == 0x20 + logn);
    CHECK(kpqc_sign_verify(s, NULL, sig, len, msg, sizeof msg, NULL, 0, pk, pkb) == KPQC_OK);

    /* Combined form: the same bytes around the message. */
    size_t smlen = cap + 200;
    test_seed_drbg(name, 2);
    CHECK(kpqc_sign(s, NULL, sm, &smlen, msg, sizeof msg, sk, skb) == KPQC_OK);
    CHECK(smlen == 2 + sizeof msg + len && ((size_t)sm[0] << 8 | sm[1]) == len - 40);
    CHECK(memcmp(sm + 2, sig, 40) == 0 && memcmp(sm + 42, msg, sizeof msg) == 0 &&
          memcmp(sm + 42 + sizeof msg, sig + 40, len - 40) == 0);
    size_t mlen = cap + 200;
    CHECK(kpqc_sign_open(s, NULL, m2, &mlen, sm, smlen, pk, pkb) == KPQC_OK && mlen == sizeof msg &&
          memcmp(m2, msg, sizeof msg) == 0);
    sm[1] ^= 1; /* length field */
    CHECK(kpqc_sign_open(s, NULL, m2, &mlen, sm, smlen, pk, pkb) != KPQC_OK);
    sm[1] ^= 1;

    /* Modified signatures: nonce, header, every 7th byte of s2, a byte
     * more or less; a changed message; a public-key coefficient changed in
     * its top bits (low bits may not matter: see docs/SCHEMES.md). */
    for (size_t pos = 0; pos < len; pos += (pos < 41 ? 13 : 7)) {
        memcpy(work, sig, len);
        work[pos] ^= (uint8_t)(1u << (pos % 8));
        CHECK_MSG(kpqc_sign_verify(s, NULL, work, len, msg, sizeof msg, NULL, 0, pk, pkb) != KPQC_OK,
                  "%s: bit flip at %zu accepted", name, pos);
    }
    memcpy(work, sig, len);
    work[40] ^= 0x10;
    CHECK(kpqc_sign_verify(s, NULL, work, len, msg, sizeof msg, NULL, 0, pk, pkb) != KPQC_OK);
    memcpy(work, sig, len);
    work[len] = 0;
    CHECK(kpqc_sign_verify(s, NULL, work, len + 1, msg, sizeof msg, NULL, 0, pk, pkb) != KPQC_OK);
    CHECK(kpqc_sign_verify(s, NULL, sig, len - 1, msg, sizeof msg, NULL, 0, pk, pkb) != KPQC_OK);
    msg[17] ^= 1;
    CHECK(kpqc_sign_verify(s, NULL, sig, len, msg, sizeof msg, NULL, 0, pk, pkb) != KPQC_OK);
    msg[17] ^= 1;
    memcpy(pk2, pk, pkb);
    pk2[pkb / 2] ^= 0x80;
    CHECK(kpqc_sign_verify(s, NULL, sig, len, msg, sizeof msg, NULL, 0, pk2, pkb) != KPQC_OK);
    memcpy(pk2, pk, pkb);
    pk2[0] ^= 1; /* header */
    CHECK(kpqc_sign_verify(s, NULL, sig, len, msg, sizeof msg, NULL, 0, pk2, pkb) != KPQC_OK);
    memset(pk2 + 1, 0xff, pkb - 1); /* coefficients >= q */
    pk2[0] = (uint8_t)logn;
    CHECK(kpqc_sign_verify(s, NULL, sig, len, msg, sizeof msg, NULL, 0, pk2, pkb) != KPQC_OK);

    /* Not keys: a coefficient of F changed (then G = F*h mod q is not
     * small), f = 0 (not invertible), a wrong header. */
    size_t fpart = 1 + 2 * ((size_t)(logn == 9 ? 6 : 5) << logn) / 8;
    const size_t where[] = {fpart + 5, 1, 0};
    for (size_t c = 0; c < 3; c++) {
        memcpy(sk2, sk, skb);
        if (c == 1) {
            memset(sk2 + 1, 0, fpart - 1 - ((size_t)(logn == 9 ? 6 : 5) << logn) / 8);
        } else {
            sk2[where[c]] ^= 0x21;
        }
        len2 = cap;
        CHECK_MSG(kpqc_sign_signature(s, NULL, sig2, &len2, msg, sizeof msg, NULL, 0, sk2, skb) ==
                      KPQC_ERR_KEY,
                  "%s: bad key %zu accepted", name, c);
    }
    test_pass();
out:
    free(pk), free(sk), free(pk2), free(sk2), free(sig), free(sig2), free(work), free(sm), free(m2);
}

int main(void)
{
    check_set("Peregrine512", 9);
    check_set("Peregrine1024", 10);
    return test_finish("test_peregrine");
}
