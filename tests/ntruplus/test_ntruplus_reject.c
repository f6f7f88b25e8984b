/* NTRU+: shared keys and rejection, checked against the specification.
 *
 * NTRU+ (spec 2026-01-30, section 6.3, Algorithm 13) rejects explicitly:
 * Decap returns the symbol bottom when m' = bottom or r^ != r^'. It defines no
 * implicit-rejection key. The reference implementation (and this library)
 * represents bottom as an all-zero shared key with a non-zero return value,
 * which the runtime API reports as KPQC_ERR_VERIFY.
 *
 * The expected values are computed here from the spec's definitions with the
 * shared SHAKE-256, from the public key, the secret key's components and the
 * ciphertext, never by calling the scheme's own decapsulation:
 *   - sk = Encode_q(f^) || Encode_q(h^-1) || F(pk), F(pk) = SHAKE-256(0x00 || pk);
 *   - Encap's message m is the first n/8 bytes drawn from the DRBG, and its key
 *     K is the first 32 bytes of H(m, F(pk)) = SHAKE-256(0x02 || m || F(pk)),
 *     for encapsulation and decapsulation alike;
 *   - the all-zero ciphertext must be rejected: c^ = 0 gives m = 0 and
 *     r^ = 0, so SOTP decoding succeeds with m' = beta_lo xor beta_hi for
 *     beta = G(Encode_q(0)) = SHAKE-256(0x01 || 0^{3n/2}, n/4), and the check
 *     r^ = NTT(r') fails exactly when r' = CBD1(H(m', F(pk))[32..]) is not
 *     zero, i.e. when the two halves of those bytes differ (the test asserts
 *     they do). The returned key must then be zero, not H(m', F(pk))[0..31];
 *   - ciphertexts with a flipped bit are rejected, as are non-canonical
 *     encodings (a 12-bit value >= q), which upstream's current code also
 *     refuses;
 *   - with F(pk) altered in sk, the honest ciphertext is rejected (r' then
 *     differs), showing the check reads F(pk) from sk.
 * Also: round trips over many DRBG seeds for every parameter set and backend. */
#include <stdlib.h>
#include <string.h>

#include "fips202.h"
#include "test_support.h"

#define ROUND_TRIPS 64
#define SEEDS 6

static const struct {
    const char *name;
    size_t n;
} sets[] = {{"NTRU+768", 768}, {"NTRU+864", 864}, {"NTRU+1152", 1152}};

/* SHAKE-256(prefix || a || b), outlen bytes. */
static void shake_prefixed(uint8_t *out, size_t outlen, uint8_t prefix, const uint8_t *a,
                           size_t alen, const uint8_t *b, size_t blen)
{
    kpqc_keccak_state st;
    kpqc_shake256_init(&st);
    kpqc_keccak_absorb(&st, &prefix, 1);
    kpqc_keccak_absorb(&st, a, alen);
    kpqc_keccak_absorb(&st, b, blen);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(out, outlen, &st);
}

static int all_zero(const uint8_t *p, size_t len)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < len; i++) acc |= p[i];
    return acc == 0;
}

/* Decapsulates ct and checks the spec's bottom: error, all-zero key. */
static void check_bottom(const kpqc_scheme *s, const char *b, const uint8_t *ct,
                         const uint8_t *sk, const uint8_t *real, const char *what, unsigned seed)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    uint8_t ss[32];
    memset(ss, 0xa5, sizeof ss);
    int r = kpqc_kem_decaps(s, b, ss, sizeof ss, ct, in->ciphertext_bytes, sk,
                            in->secret_key_bytes);
    CHECK_MSG(r == KPQC_ERR_VERIFY, "%s [%s] seed %u %s: decaps returned %d, want %d (bottom)",
              in->name, b, seed, what, r, KPQC_ERR_VERIFY);
    CHECK_MSG(all_zero(ss, sizeof ss), "%s [%s] seed %u %s: rejected key %s is not zero",
              in->name, b, seed, what, test_hex(ss, sizeof ss));
    if (real != NULL) {
        CHECK(memcmp(ss, real, sizeof ss) != 0);
    }
}

static void check_set(const kpqc_scheme *s, const char *b, size_t n)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    const size_t pkb = in->public_key_bytes, skb = in->secret_key_bytes;
    const size_t ctb = in->ciphertext_bytes, polyb = 3 * n / 2;
    const size_t msgb = n / 8, cbdb = n / 4;
    uint8_t *pk = malloc(pkb), *sk = malloc(skb), *ct = malloc(ctb), *bad = malloc(ctb);
    uint8_t *zeros = calloc(polyb, 1), *beta = malloc(cbdb), *hout = malloc(32 + cbdb);
    uint8_t *skbad = malloc(skb);
    uint8_t ss[32], ss2[32], fpk[32], m[144], want[32];

    CHECK(pk && sk && ct && bad && zeros && beta && hout && skbad);
    if (!pk || !sk || !ct || !bad || !zeros || !beta || !hout || !skbad) goto out;
    CHECK(pkb == polyb && ctb == polyb && skb == 2 * polyb + 32 && msgb <= sizeof m);
    CHECK(in->shared_secret_bytes == 32);

    for (unsigned seed = 0; seed < ROUND_TRIPS; seed++) {
        test_seed_drbg("ntruplus-roundtrip", seed);
        CHECK(kpqc_kem_keypair(s, b, pk, pkb, sk, skb) == KPQC_OK);
        CHECK(kpqc_kem_encaps(s, b, ct, ctb, ss, sizeof ss, pk, pkb) == KPQC_OK);
        kpqc_random_use_os();
        CHECK(kpqc_kem_decaps(s, b, ss2, sizeof ss2, ct, ctb, sk, skb) == KPQC_OK);
        CHECK_MSG(memcmp(ss, ss2, sizeof ss) == 0, "%s [%s] seed %u: round trip", in->name, b,
                  seed);
    }

    for (unsigned seed = 0; seed < SEEDS; seed++) {
        test_seed_drbg("ntruplus-keygen", seed);
        CHECK(kpqc_kem_keypair(s, b, pk, pkb, sk, skb) == KPQC_OK);
        test_seed_drbg("ntruplus-encaps", seed);
        CHECK(kpqc_kem_encaps(s, b, ct, ctb, ss, sizeof ss, pk, pkb) == KPQC_OK);
        /* The same stream again: Encap draws m first (n/8 bytes). */
        test_seed_drbg("ntruplus-encaps", seed);
        CHECK(kpqc_random_bytes(m, msgb) == KPQC_OK);
        kpqc_random_use_os();

        /* sk ends with F(pk); K = H(m, F(pk))[0..31]. */
        shake_prefixed(fpk, sizeof fpk, 0x00, pk, pkb, NULL, 0);
        CHECK_MSG(memcmp(sk + 2 * polyb, fpk, 32) == 0, "%s: sk does not end with F(pk)",
                  in->name);
        shake_prefixed(hout, 32 + cbdb, 0x02, m, msgb, sk + 2 * polyb, 32);
        CHECK_MSG(memcmp(ss, hout, 32) == 0, "%s [%s] seed %u: encaps key %s, want H(m, F(pk))",
                  in->name, b, seed, test_hex(ss, sizeof ss));
        CHECK(kpqc_kem_decaps(s, b, ss2, sizeof ss2, ct, ctb, sk, skb) == KPQC_OK);
        CHECK_MSG(memcmp(ss2, hout, 32) == 0, "%s [%s] seed %u: decaps key, want H(m, F(pk))",
                  in->name, b, seed);
        memcpy(want, hout, 32);

        /* Flipped bits: first byte, middle, last byte. */
        const size_t flips[3] = {0, (ctb / 2 + 5 * seed) % ctb, ctb - 1};
        for (unsigned f = 0; f < 3; f++) {
            memcpy(bad, ct, ctb);
            bad[flips[f]] ^= (uint8_t)(1u << ((seed + f) % 8));
            check_bottom(s, b, bad, sk, want, "flipped bit", seed);
        }

        /* The all-zero ciphertext, derived from the spec. */
        shake_prefixed(beta, cbdb, 0x01, zeros, polyb, NULL, 0);
        for (size_t i = 0; i < msgb; i++) m[i] = (uint8_t)(beta[i] ^ beta[msgb + i]);
        shake_prefixed(hout, 32 + cbdb, 0x02, m, msgb, sk + 2 * polyb, 32);
        CHECK_MSG(memcmp(hout + 32, hout + 32 + msgb, msgb) != 0,
                  "%s seed %u: r' = 0 for the zero ciphertext (the spec would accept it)",
                  in->name, seed);
        memset(bad, 0, ctb);
        check_bottom(s, b, bad, sk, hout, "all-zero ciphertext", seed);

        /* Non-canonical encodings: coefficient 0, then the last, set to 4095. */
        memcpy(bad, ct, ctb);
        bad[0] = 0xff;
        bad[1] |= 0x0f;
        check_bottom(s, b, bad, sk, want, "coefficient >= q (first)", seed);
        memcpy(bad, ct, ctb);
        bad[ctb - 2] |= 0xf0;
        bad[ctb - 1] = 0xff;
        check_bottom(s, b, bad, sk, want, "coefficient >= q (last)", seed);

        /* F(pk) in sk feeds H in Decap: altered, the honest ct is rejected. */
        memcpy(skbad, sk, skb);
        skbad[2 * polyb + seed % 32] ^= 0x01;
        check_bottom(s, b, ct, skbad, want, "F(pk) altered in sk", seed);

        /* And the untouched key still works. */
        CHECK(kpqc_kem_decaps(s, b, ss2, sizeof ss2, ct, ctb, sk, skb) == KPQC_OK);
        CHECK(memcmp(ss2, want, 32) == 0);
    }
    test_pass();
out:
    free(pk);
    free(sk);
    free(ct);
    free(bad);
    free(zeros);
    free(beta);
    free(hout);
    free(skbad);
}

int main(void)
{
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        const kpqc_scheme *s = kpqc_scheme_find(sets[i].name);
        CHECK_MSG(s != NULL, "%s is not in the registry", sets[i].name);
        if (!s) continue;
        for (size_t b = 0; b < kpqc_backend_count(s); b++) {
            if (!kpqc_backend_available(s, b)) continue;
            check_set(s, kpqc_backend_name(s, b), sets[i].n);
        }
    }
    return test_finish("ntruplus_reject");
}
