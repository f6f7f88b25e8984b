/* pqsigRM-613 beyond the official KAT, through the public API.
 *
 * 1. Known answers from the KPQClean reference (7ea2087, "EnhpqsigRM 613",
 *    built with gcc -O2 on x86-64; driver: the NIST DRBG seeded directly with
 *    bytes 0..47, two crypto_sign_keypair calls, then crypto_sign of three
 *    33-byte messages m_i[j] = 7i + j with the second key). The second key
 *    pair rejects a draw of H_rep, so it depends on the submission's habit of
 *    keeping the rejected draw's bits (src/sign/pqsigrm/keygen.c), which the
 *    official file's two records do not exercise; the signatures take several
 *    decoding attempts each.
 * 2. Verification: an error with the right syndrome but weight above 1370 is
 *    rejected (built by adding a zero-syndrome word (X b | b) of the
 *    systematic key [I | X]); a key with a bit changed in its identity part
 *    or in its unused last row is refused. */
#include <stdlib.h>
#include <string.h>

#include "sha2.h"
#include "test_support.h"

#define PK 4194304u
#define SK 24592u
#define ROW 1024u
#define HROWS 4095u
#define SIG 1040u

static const char key2_sha256[] = "dfe22624c280226819b394ac29d564a62c6dc0d0f4503fa66bfcce506c8b44bf";
static const char sigs_sha256[] = "0dc8731095b3aeb84c7f40426d7c2a56144ac64513da29eaac85db29af4ff7b8";

static void hex_of(const uint8_t d[32], char out[65])
{
    for (int i = 0; i < 32; i++) snprintf(out + 2 * i, 3, "%02x", d[i]);
}

/* Column j of a row: bit 7 - j % 8 of byte (j / 8) ^ 7 (64-bit little-endian
 * words, first column in the most significant bit). */
static unsigned bit_of(const uint8_t *row, unsigned j)
{
    return (row[(j >> 3) ^ 7] >> (7 - (j & 7))) & 1u;
}

static void flip(uint8_t *row, unsigned j)
{
    row[(j >> 3) ^ 7] ^= (uint8_t)(0x80u >> (j & 7));
}

static unsigned weight(const uint8_t *e)
{
    unsigned w = 0;
    for (unsigned j = 0; j < 8 * ROW; j++) w += bit_of(e, j);
    return w;
}

/* H e as 4095 bits. */
static void syndrome(uint8_t s[512], const uint8_t *pk, const uint8_t *e)
{
    memset(s, 0, 512);
    for (unsigned i = 0; i < HROWS; i++) {
        unsigned p = 0;
        for (unsigned k = 0; k < ROW; k++) p ^= (unsigned)__builtin_popcount(pk[i * ROW + k] & e[k]);
        if (p & 1) flip(s, i);
    }
}

int main(void)
{
    const kpqc_scheme *s = kpqc_scheme_find("pqsigRM-613");
    CHECK_MSG(s != NULL, "pqsigRM-613 is registered");
    if (s == NULL) return test_finish("pqsigrm");
    uint8_t *pk = malloc(PK), *sk = malloc(SK), *sms = malloc(3 * (33 + SIG));
    uint8_t *sig = malloc(SIG), *e = malloc(ROW), s1[512], s2[512], d[32], m[33];
    char hex[65];
    CHECK(pk && sk && sms && sig && e);
    if (!(pk && sk && sms && sig && e)) return test_finish("pqsigrm");

    uint8_t seed[48];
    for (int i = 0; i < 48; i++) seed[i] = (uint8_t)i;
    kpqc_random_use_drbg(seed);
    CHECK(kpqc_sign_keypair(s, NULL, pk, PK, sk, SK) == KPQC_OK);
    CHECK(kpqc_sign_keypair(s, NULL, pk, PK, sk, SK) == KPQC_OK);
    kpqc_sha256_ctx c;
    kpqc_sha256_init(&c);
    kpqc_sha256_update(&c, pk, PK);
    kpqc_sha256_update(&c, sk, SK);
    kpqc_sha256_final(&c, d);
    hex_of(d, hex);
    CHECK_MSG(strcmp(hex, key2_sha256) == 0, "second key pair: sha256 %s, reference %s", hex,
              key2_sha256);
    size_t total = 0;
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 33; j++) m[j] = (uint8_t)(i * 7 + j);
        size_t smlen = 33 + SIG;
        CHECK(kpqc_sign(s, NULL, sms + total, &smlen, m, 33, sk, SK) == KPQC_OK);
        CHECK(smlen == 33 + SIG);
        total += smlen;
    }
    kpqc_random_use_os();
    kpqc_sha256_init(&c);
    kpqc_sha256_update(&c, sms, total);
    kpqc_sha256_final(&c, d);
    hex_of(d, hex);
    CHECK_MSG(strcmp(hex, sigs_sha256) == 0, "three signatures: sha256 %s, reference %s", hex,
              sigs_sha256);
    test_pass();

    /* Detached form of the last message: mlen || e || ctr. */
    size_t siglen = SIG;
    CHECK(kpqc_sign_signature(s, NULL, sig, &siglen, m, 33, NULL, 0, sk, SK) == KPQC_OK);
    CHECK(kpqc_sign_verify(s, NULL, sig, siglen, m, 33, NULL, 0, pk, PK) == KPQC_OK);
    memcpy(e, sig + 8, ROW);
    syndrome(s1, pk, e);
    unsigned w0 = weight(e);
    CHECK_MSG(w0 <= 1370, "signature weight %u", w0);
    /* b: every other column of the right part; e' = e + (X b | b). */
    uint8_t *heavy = sig + 8;
    for (unsigned j = HROWS; j < 8 * ROW; j += 2) flip(heavy, j);
    uint8_t b_only[ROW];
    memset(b_only, 0, sizeof b_only);
    for (unsigned j = HROWS; j < 8 * ROW; j += 2) flip(b_only, j);
    uint8_t xb[512];
    syndrome(xb, pk, b_only);
    for (unsigned i = 0; i < HROWS; i++) {
        if (bit_of(xb, i)) flip(heavy, i);
    }
    syndrome(s2, pk, heavy);
    CHECK_MSG(memcmp(s1, s2, sizeof s1) == 0, "the heavy error has the signature's syndrome");
    CHECK_MSG(weight(heavy) > 1370, "heavy error weight %u", weight(heavy));
    CHECK_MSG(kpqc_sign_verify(s, NULL, sig, siglen, m, 33, NULL, 0, pk, PK) == KPQC_ERR_VERIFY,
              "an error of weight %u with the right syndrome accepted", weight(heavy));
    memcpy(sig + 8, e, ROW);
    CHECK(kpqc_sign_verify(s, NULL, sig, siglen, m, 33, NULL, 0, pk, PK) == KPQC_OK);
    test_pass();

    /* Keys that are not ours: identity part or last row changed. A bit of
     * the identity part where e is 0 leaves H e unchanged. */
    unsigned j = 0;
    while (bit_of(e, j)) j++;
    flip(pk + 5 * ROW, j == 5 ? j + 1 : j);
    CHECK(kpqc_sign_verify(s, NULL, sig, siglen, m, 33, NULL, 0, pk, PK) == KPQC_ERR_KEY);
    flip(pk + 5 * ROW, j == 5 ? j + 1 : j);
    pk[PK - 1] ^= 1;
    CHECK(kpqc_sign_verify(s, NULL, sig, siglen, m, 33, NULL, 0, pk, PK) == KPQC_ERR_KEY);
    pk[PK - 1] ^= 1;
    CHECK(kpqc_sign_verify(s, NULL, sig, siglen, m, 33, NULL, 0, pk, PK) == KPQC_OK);
    test_pass();

    free(pk), free(sk), free(sms), free(sig), free(e);
    return test_finish("pqsigrm");
}
