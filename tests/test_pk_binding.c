/* One key per public key: one-bit changes of a valid public key, for every
 * KpqC row and every backend this CPU runs (issue 40).
 *
 * Signatures: the original signature must not verify under any changed key
 * (KPQC_ERR_KEY when the change leaves the canonical encoding, KPQC_ERR_VERIFY
 * otherwise), unless the row is listed in non_binding[] below, the list
 * docs/SCHEMES.md ("Public keys: canonical encodings") gives with its reason;
 * for a listed row the test prints how many changes still verify and checks
 * only that every call returns a documented code.
 *
 * KEMs: encapsulation under a changed key either refuses it (KPQC_ERR_KEY) or
 * encapsulates to a different key: the original secret key must not
 * decapsulate the result to its shared secret (that would make two byte
 * strings the same key), and the ciphertext must differ from the one the
 * original key gives for the same randomness (a bit encapsulation ignores).
 *
 * Time bound: every bit of a key when the row's operation is cheap enough
 * (ROW_SECONDS per row and backend, at most MAX_FLIPS changes); otherwise
 * every bit of the first and last EDGE_BYTES bytes (headers, padding, the
 * last byte) and random bits elsewhere within the budget (megabyte keys);
 * the small keys of slow rows (AIMer's "s" sets) get bits spread over them.
 * --all: every bit of every key (slow). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "test_support.h"

#define ROW_SECONDS 0.1 /* per row and backend, roughly (the operations alone) */
#define MAX_FLIPS 20000u
#define EDGE_BYTES 32u
#define MIN_SAMPLES 64u

/* Rows whose signatures do not bind the exact public-key bytes (every key in
 * them is canonical, but a signature also verifies under some other valid
 * key): docs/SCHEMES.md says why. Prefix match on the row name. */
static const char *const non_binding[] = {
    "Peregrine", /* verification does not hash the key; s1 = c - s2 h stays short for h + x^i */
    "pqsigRM",   /* the syndrome check reads only the columns the error vector selects */
    "MQ-Sign",   /* P(w) never reads an entry whose monomial w_i w_j is 0 */
};

/* KEM rows whose encapsulation reads only part of the key for given
 * randomness (every bit string of the key is a canonical key): a changed bit
 * there may give the same ciphertext. */
static const char *const partial_read[] = {
    "PALOMA", /* the syndrome reads only the columns of the error vector (t of n) */
};

/* Bits that must be refused as invalid keys (KPQC_ERR_KEY), whatever the
 * signature or ciphertext does: the canonicality checks of issue 40 that a
 * non-binding row would otherwise hide. */
static int must_refuse(const char *name, size_t bit, size_t len)
{
    if (strncmp(name, "MQ-Sign", 7) == 0) return bit / 8 == len - 1;  /* keygen's trailing 0 */
    if (strncmp(name, "SOLMAE", 6) == 0) return 1;                    /* header, FFT(h) exactly */
    if (strncmp(name, "LayeredROLLO", 12) == 0) {                     /* padding of each third */
        size_t part = len / 3, in = bit % (8 * part);
        size_t u = len == 1800 ? 61 * 67 : len == 2190 ? 71 * 79 : len == 3900 ? 103 * 97 : 0;
        return u != 0 && in >= u;
    }
    return 0;
}

/* Families with a range or padding check on their keys: a key of all-0xFF
 * bytes (coefficients above q, a wrong header, nonzero padding or last byte)
 * must be refused as an invalid key (KPQC_ERR_KEY), not merely fail. */
static const char *const range_checked[] = {
    "HAETAE", "NCC-Sign", "GCKSign", "Peregrine", "SOLMAE", "MQ-Sign", "NTRU+", "Layered ROLLO-I",
};

static int all_bits;

static int in_list(const char *name, const char *const *list, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (strncmp(name, list[i], strlen(list[i])) == 0) return 1;
    }
    return 0;
}
#define LISTED(name, list) in_list(name, list, sizeof list / sizeof list[0])

/* The bit positions to flip: *n of them into pos (allocated). Every bit
 * when the key has at most `budget` bits; else every bit of the first and
 * last EDGE_BYTES bytes and random bits elsewhere, budget in all. */
static size_t *positions(size_t len, size_t budget, size_t *n, uint64_t *rng)
{
    size_t bits = 8 * len, k = 0;
    size_t *pos;
    if (budget < MIN_SAMPLES) budget = MIN_SAMPLES;
    if (all_bits || bits <= budget) {
        pos = malloc(bits * sizeof *pos);
        if (pos == NULL) return NULL;
        for (size_t i = 0; i < bits; i++) pos[k++] = i;
        *n = k;
        return pos;
    }
    if (len <= 2 * EDGE_BYTES) { /* a small key of a slow row (AIMer "s"): spread bits */
        pos = malloc(budget * sizeof *pos);
        if (pos == NULL) return NULL;
        for (size_t i = 0; i < budget; i++) pos[k++] = (i * bits / budget + i % 8) % bits;
        *n = k;
        return pos;
    }
    if (budget < 16 * EDGE_BYTES + MIN_SAMPLES) budget = 16 * EDGE_BYTES + MIN_SAMPLES;
    pos = malloc(budget * sizeof *pos);
    if (pos == NULL) return NULL;
    for (size_t i = 0; i < 8 * EDGE_BYTES; i++) pos[k++] = i;
    for (size_t i = bits - 8 * EDGE_BYTES; i < bits; i++) pos[k++] = i;
    while (k < budget) pos[k++] = 8 * EDGE_BYTES + (size_t)(test_rand64(rng) % (bits - 16 * EDGE_BYTES));
    *n = k;
    return pos;
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* How many changed keys a row can afford: ROW_SECONDS over the cost of one
 * operation (t seconds), at most MAX_FLIPS. */
static size_t flip_budget(double t)
{
    double n = ROW_SECONDS / (t > 1e-7 ? t : 1e-7);
    return n > MAX_FLIPS ? MAX_FLIPS : (size_t)n;
}

static void sign_row(const kpqc_scheme *s, const char *b, uint64_t *rng)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
    uint8_t *sig = malloc(in->signature_bytes);
    const uint8_t msg[33] = "one key per public key, issue 40";
    size_t siglen = in->signature_bytes, n = 0, accepted = 0, as_key = 0, not_refused = 0;
    size_t *pos = NULL;
    double t0;
    int nb = LISTED(in->name, non_binding);
    CHECK(pk && sk && sig);
    if (!(pk && sk && sig)) goto out;
    CHECK(kpqc_sign_keypair(s, b, pk, in->public_key_bytes, sk, in->secret_key_bytes) == KPQC_OK);
    CHECK(kpqc_sign_signature(s, b, sig, &siglen, msg, sizeof msg, NULL, 0, sk,
                              in->secret_key_bytes) == KPQC_OK);
    t0 = now();
    CHECK_MSG(kpqc_sign_verify(s, b, sig, siglen, msg, sizeof msg, NULL, 0, pk,
                               in->public_key_bytes) == KPQC_OK,
              "%s/%s: the valid signature does not verify", in->name, b);
    pos = positions(in->public_key_bytes, flip_budget(now() - t0), &n, rng);
    CHECK(pos != NULL);
    if (pos == NULL) goto out;
    if (in_list(in->family, range_checked, sizeof range_checked / sizeof range_checked[0])) {
        uint8_t *ff = malloc(in->public_key_bytes);
        size_t ml = in->signature_bytes + sizeof msg;
        uint8_t *sm = malloc(ml), *m2 = malloc(ml);
        CHECK(ff && sm && m2);
        if (ff && sm && m2) {
            memset(ff, 0xff, in->public_key_bytes);
            CHECK_MSG(kpqc_sign_verify(s, b, sig, siglen, msg, sizeof msg, NULL, 0, ff,
                                       in->public_key_bytes) == KPQC_ERR_KEY,
                      "%s/%s: an all-FF key is not refused as an invalid key", in->name, b);
            CHECK(kpqc_sign(s, b, sm, &ml, msg, sizeof msg, sk, in->secret_key_bytes) == KPQC_OK);
            size_t mlen = ml;
            CHECK_MSG(kpqc_sign_open(s, b, m2, &mlen, sm, ml, ff, in->public_key_bytes) ==
                          KPQC_ERR_KEY,
                      "%s/%s: open with an all-FF key is not KPQC_ERR_KEY", in->name, b);
        }
        free(ff), free(sm), free(m2);
    }
    for (size_t i = 0; i < n; i++) {
        size_t byte = pos[i] / 8;
        uint8_t bit = (uint8_t)(1u << (pos[i] % 8));
        int r;
        pk[byte] ^= bit;
        r = kpqc_sign_verify(s, b, sig, siglen, msg, sizeof msg, NULL, 0, pk, in->public_key_bytes);
        pk[byte] ^= bit;
        CHECK_MSG(r == KPQC_OK || r == KPQC_ERR_VERIFY || r == KPQC_ERR_KEY,
                  "%s/%s: bit %zu of the key: verify returned %d", in->name, b, pos[i], r);
        if (r == KPQC_ERR_KEY) as_key++;
        if (r != KPQC_ERR_KEY && must_refuse(in->name, pos[i], in->public_key_bytes) &&
            not_refused++ < 3) {
            printf("  %s/%s: bit %zu (byte %zu) of the key is not refused as an invalid key (%d)\n",
                   in->name, b, pos[i], byte, r);
        }
        if (r == KPQC_OK && accepted++ < 3 && !nb) {
            printf("  %s/%s: the signature still verifies with bit %zu (byte %zu) of the key "
                   "flipped\n", in->name, b, pos[i], byte);
        }
    }
    CHECK_MSG(nb || accepted == 0, "%s/%s: %zu changed keys still verify the signature", in->name,
              b, accepted);
    CHECK_MSG(not_refused == 0, "%s/%s: %zu non-canonical keys not refused", in->name, b,
              not_refused);
    printf("%-22s %-8s %7zu key bits changed: %zu refused as invalid keys, %zu still verify%s\n",
           in->name, b, n, as_key, accepted, nb ? " (listed: does not bind the key bytes)" : "");
    test_pass();
out:
    free(pk), free(sk), free(sig), free(pos);
}

static void kem_row(const kpqc_scheme *s, const char *b, uint64_t *rng)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t pkl = in->public_key_bytes, ctl = in->ciphertext_bytes, ssl = in->shared_secret_bytes;
    uint8_t *pk = malloc(pkl), *sk = malloc(in->secret_key_bytes);
    uint8_t *ct0 = malloc(ctl), *ct = malloc(ctl);
    uint8_t ss0[64], ss[64], ss2[64], seed[48];
    size_t n = 0, as_key = 0, ignored = 0, same = 0, not_refused = 0;
    int partial = LISTED(in->name, partial_read);
    size_t *pos = NULL;
    double t0;
    CHECK(pk && sk && ct0 && ct && ssl <= sizeof ss);
    if (!(pk && sk && ct0 && ct)) goto out;
    CHECK(kpqc_kem_keypair(s, b, pk, pkl, sk, in->secret_key_bytes) == KPQC_OK);
    for (size_t i = 0; i < sizeof seed; i++) seed[i] = (uint8_t)test_rand64(rng);
    kpqc_random_use_drbg(seed);
    t0 = now();
    CHECK(kpqc_kem_encaps(s, b, ct0, ctl, ss0, ssl, pk, pkl) == KPQC_OK);
    CHECK(kpqc_kem_decaps(s, b, ss2, ssl, ct0, ctl, sk, in->secret_key_bytes) == KPQC_OK);
    pos = positions(pkl, flip_budget(now() - t0), &n, rng);
    CHECK(pos != NULL);
    if (pos == NULL) goto out;
    if (in_list(in->family, range_checked, sizeof range_checked / sizeof range_checked[0])) {
        uint8_t *ff = malloc(pkl);
        CHECK(ff != NULL);
        if (ff != NULL) {
            memset(ff, 0xff, pkl);
            CHECK_MSG(kpqc_kem_encaps(s, b, ct, ctl, ss, ssl, ff, pkl) == KPQC_ERR_KEY,
                      "%s/%s: an all-FF key is not refused as an invalid key", in->name, b);
        }
        free(ff);
    }
    for (size_t i = 0; i < n; i++) {
        size_t byte = pos[i] / 8;
        uint8_t bit = (uint8_t)(1u << (pos[i] % 8));
        int r;
        pk[byte] ^= bit;
        kpqc_random_use_drbg(seed); /* the same randomness as ct0 */
        r = kpqc_kem_encaps(s, b, ct, ctl, ss, ssl, pk, pkl);
        pk[byte] ^= bit;
        CHECK_MSG(r == KPQC_OK || r == KPQC_ERR_KEY, "%s/%s: bit %zu of the key: encaps returned %d",
                  in->name, b, pos[i], r);
        if (r == KPQC_ERR_KEY) {
            as_key++;
            continue;
        }
        if (r != KPQC_OK) continue;
        if (must_refuse(in->name, pos[i], pkl) && not_refused++ < 3) {
            printf("  %s/%s: bit %zu (byte %zu) of the key is not refused as an invalid key\n",
                   in->name, b, pos[i], byte);
        }
        if (memcmp(ct, ct0, ctl) == 0) {
            if (!partial && ignored++ < 3) {
                printf("  %s/%s: bit %zu (byte %zu) of the key is ignored by encapsulation\n",
                       in->name, b, pos[i], byte);
            }
            continue;
        }
        r = kpqc_kem_decaps(s, b, ss2, ssl, ct, ctl, sk, in->secret_key_bytes);
        if (r == KPQC_OK && memcmp(ss2, ss, ssl) == 0 && same++ < 3) {
            printf("  %s/%s: with bit %zu (byte %zu) flipped the key is still the original one\n",
                   in->name, b, pos[i], byte);
        }
    }
    test_seed_drbg("pk_binding", 1);
    printf("%-22s %-8s %7zu key bits changed: %zu refused as invalid keys, %zu ignored, %zu the "
           "same key%s\n", in->name, b, n, as_key, ignored, same,
           partial ? " (listed: encapsulation reads part of the key)" : "");
    CHECK_MSG(ignored == 0 && same == 0 && not_refused == 0,
              "%s/%s: %zu key bits ignored, %zu changes keep the key, %zu not refused", in->name, b,
              ignored, same, not_refused);
    test_pass();
out:
    free(pk), free(sk), free(ct0), free(ct), free(pos);
}

int main(int argc, char **argv)
{
    test_schemes sel;
    uint64_t rng = 0x6b6579706b343021ull;
    if (argc > 1 && strcmp(argv[1], "--all") == 0) {
        all_bits = 1;
        argv[1] = argv[0];
        argc--, argv++;
    }
    if (test_select_schemes(argc, argv, &sel) != 0) return 2;
    setvbuf(stdout, NULL, _IOLBF, 0);
    test_seed_drbg("pk_binding", 0);
    for (size_t i = 0; i < sel.n; i++) {
        const kpqc_scheme *s = sel.list[i];
        if (!kpqc_scheme_is_kpqc(s)) continue;
        for (size_t j = 0; j < kpqc_backend_count(s); j++) {
            const char *b = kpqc_backend_name(s, j);
            if (!kpqc_backend_available(s, j)) {
                printf("SKIP %s/%s: this CPU cannot run it\n", kpqc_scheme_info_of(s)->name, b);
                continue;
            }
            double t = now();
            if (kpqc_scheme_info_of(s)->kind == KPQC_KIND_KEM) {
                kem_row(s, b, &rng);
            } else {
                sign_row(s, b, &rng);
            }
            printf("  (%.2f s)\n", now() - t);
        }
    }
    return test_finish("test_pk_binding");
}
