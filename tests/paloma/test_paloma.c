/* PALOMA against definitions written independently here (plain, not
 * constant-time code):
 * - `kpqc kat PALOMAx --seed 01020304 00.. --count 10` equals what the
 *   reference generator (KpqClean ver2 896cf25, PALOMA_PQCgenKAT.c built with
 *   srand(0x01020304) and its loop count set to 10) writes: .req and .rsp;
 * - a ciphertext built by hand from an error of weight t decapsulates to
 *   LSH-512("PALOMAHH" || e* || ct); the same with weight t - 1, or a
 *   tampered ciphertext (s^, or the first or last byte of r^), gives the
 *   implicit-rejection key
 *   LSH-512("PALOMAHH" || GenErrVec(r) || ct) with r from the secret key.
 * Each on every backend this CPU runs (portable, avx2).
 *   test_paloma [SCHEME...] (default: the three sets) */
#include <stdlib.h>
#include <string.h>

#include "kpqc/kat.h"
#include "lsh512.h"
#include "sha2.h"
#include "test_support.h"

#define MAX_N 6592

static void sha256_hex_of_file(FILE *f, char hex[65])
{
    kpqc_sha256_ctx c;
    uint8_t buf[65536], d[32];
    size_t n;
    rewind(f);
    kpqc_sha256_init(&c);
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) kpqc_sha256_update(&c, buf, n);
    kpqc_sha256_final(&c, d);
    for (int i = 0; i < 32; i++) snprintf(hex + 2 * i, 3, "%02x", d[i]);
}

/* SHA-256 of the reference generator's .rsp for srand(0x01020304), 10 entries
 * (the .req is the same for the three sets). */
static const struct {
    const char *name, *rsp;
} seeded[] = {
    {"PALOMA128", "ff0cc19cab69383c47c9ca4bfa81a80f8dc7559c4dd4e000113b6bfb6e081f06"},
    {"PALOMA192", "eb160591809daf89cca20d64a3baea62c072816a9792a5b376df65ee4a0af466"},
    {"PALOMA256", "7eba279372c3cfd73e3c83f90cb220e950b59922f413b8cbe12f90755160f86e"},
};

static void check_seeded_kat(const kpqc_scheme *s, const char *backend)
{
    const char *name = kpqc_scheme_info_of(s)->name, *want = NULL;
    uint8_t seed[48] = {1, 2, 3, 4};
    char req_hex[65], rsp_hex[65];
    for (size_t i = 0; i < sizeof seeded / sizeof seeded[0]; i++) {
        if (strcmp(seeded[i].name, name) == 0) want = seeded[i].rsp;
    }
    FILE *req = tmpfile(), *rsp = tmpfile();
    CHECK_MSG(want != NULL, "%s [%s]: no seeded digest", name, backend);
    CHECK(req != NULL && rsp != NULL);
    if (want == NULL || req == NULL || rsp == NULL) return;
    CHECK(kpqc_kat_write(s, backend, seed, 10, req, rsp) == KPQC_OK);
    sha256_hex_of_file(req, req_hex);
    sha256_hex_of_file(rsp, rsp_hex);
    CHECK_MSG(strcmp(req_hex, "fa851f4cf0c729023ca54459c25a7414b01dfbe7c9554ac2c70d5459bdd3f928") == 0,
              "%s [%s]: seeded .req sha256 %s", name, backend, req_hex);
    CHECK_MSG(strcmp(rsp_hex, want) == 0, "%s [%s]: seeded .rsp sha256 %s", name, backend,
              rsp_hex);
    fclose(req);
    fclose(rsp);
    test_pass();
}

typedef struct {
    size_t n, t, r; /* code length, errors, syndrome bits */
} params;

static params params_of(const kpqc_scheme_info *in)
{
    params p;
    p.r = (in->ciphertext_bytes - 32) * 8;
    p.n = p.r + in->public_key_bytes * 8 / p.r;
    p.t = p.r / 13;
    return p;
}

/* The reference's Shuffle of [0, len) with a 32-byte seed, in the clear. */
static void plain_shuffle(uint16_t *a, size_t len, const uint8_t seed[32])
{
    unsigned w = 0;
    for (size_t i = 0; i < len; i++) a[i] = (uint16_t)i;
    for (size_t i = len - 1; i > 0; i--, w = (w + 1) & 15) {
        size_t j = (size_t)(seed[2 * w] | seed[2 * w + 1] << 8) % (i + 1);
        uint16_t tmp = a[i];
        a[i] = a[j];
        a[j] = tmp;
    }
}

static void oracle(uint8_t out[32], const char tag[8], const uint8_t *e, size_t elen,
                   const uint8_t *ct, size_t ctlen)
{
    kpqc_lsh512_ctx c;
    uint8_t h[64];
    kpqc_lsh512_init(&c);
    kpqc_lsh512_update(&c, (const uint8_t *)tag, 8);
    kpqc_lsh512_update(&c, e, elen);
    if (ct != NULL) kpqc_lsh512_update(&c, ct, ctlen);
    kpqc_lsh512_final(&c, h);
    memcpy(out, h, 32);
}

static int bit(const uint8_t *v, size_t x)
{
    return (v[x / 8] >> (x % 8)) & 1;
}

/* ct = r^ || s^ for the error e* (n bits): r^ = G(e*), e^[x] = e*[P[x]] with
 * P the shuffle of r^, s^ = [I | T] e^ with T the public key's columns. */
static void encrypt_by_hand(uint8_t *ct, const uint8_t *estar, const uint8_t *pk, params p)
{
    static uint16_t perm[MAX_N];
    static uint8_t ehat[MAX_N / 8];
    oracle(ct, "PALOMAGG", estar, p.n / 8, NULL, 0);
    plain_shuffle(perm, p.n, ct);
    memset(ehat, 0, sizeof ehat);
    for (size_t x = 0; x < p.n; x++) ehat[x / 8] |= (uint8_t)(bit(estar, perm[x]) << (x % 8));
    uint8_t *s = ct + 32;
    memcpy(s, ehat, p.r / 8);
    for (size_t x = 0; x < p.n - p.r; x++) {
        if (!bit(ehat, p.r + x)) continue;
        for (size_t i = 0; i < p.r / 8; i++) s[i] ^= pk[x * (p.r / 8) + i];
    }
}

static void check_decaps_by_hand(const kpqc_scheme *s, const char *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    params p = params_of(in);
    uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
    uint8_t ct[256], ss[32], want[32], reject[32];
    static uint8_t estar[MAX_N / 8], etilde[MAX_N / 8];
    static uint16_t pos[MAX_N];
    CHECK(pk != NULL && sk != NULL && p.n <= MAX_N && in->ciphertext_bytes <= sizeof ct);
    if (pk == NULL || sk == NULL || p.n > MAX_N) return;
    test_seed_drbg("paloma", 0);
    CHECK(kpqc_kem_keypair(s, b, pk, in->public_key_bytes, sk, in->secret_key_bytes) == KPQC_OK);
    kpqc_random_use_os();

    for (size_t weight = p.t; weight + 2 > p.t; weight--) {
        /* errors at shuffled positions of a fixed seed */
        uint8_t eseed[32];
        for (int i = 0; i < 32; i++) eseed[i] = (uint8_t)(17 * i + weight);
        plain_shuffle(pos, p.n, eseed);
        memset(estar, 0, sizeof estar);
        for (size_t i = 0; i < weight; i++) estar[pos[i] / 8] |= (uint8_t)(1 << (pos[i] % 8));
        encrypt_by_hand(ct, estar, pk, p);
        /* GenErrVec(r): the first t entries of the shuffle of [0, n) */
        plain_shuffle(pos, p.n, sk + in->secret_key_bytes - 32);
        memset(etilde, 0, sizeof etilde);
        for (size_t i = 0; i < p.t; i++) etilde[pos[i] / 8] |= (uint8_t)(1 << (pos[i] % 8));
        oracle(want, "PALOMAHH", estar, p.n / 8, ct, in->ciphertext_bytes);
        oracle(reject, "PALOMAHH", etilde, p.n / 8, ct, in->ciphertext_bytes);
        CHECK(kpqc_kem_decaps(s, b, ss, 32, ct, in->ciphertext_bytes, sk, in->secret_key_bytes) ==
              KPQC_OK);
        if (weight == p.t) {
            CHECK_MSG(memcmp(ss, want, 32) == 0, "%s [%s]: weight-t ciphertext not accepted",
                      in->name, b);
            ct[40] ^= 4; /* tampered s^ */
            oracle(reject, "PALOMAHH", etilde, p.n / 8, ct, in->ciphertext_bytes);
            CHECK(kpqc_kem_decaps(s, b, ss, 32, ct, in->ciphertext_bytes, sk,
                                  in->secret_key_bytes) == KPQC_OK);
            CHECK_MSG(memcmp(ss, reject, 32) == 0,
                      "%s [%s]: tampered ciphertext, not the rejection key", in->name, b);
            ct[40] ^= 4;
            /* tampered r^ (first and last byte): s^ still decodes to a
             * weight-t error, only G(e*) = r^ rejects it */
            for (int at = 0; at < 32; at += 31) {
                ct[at] ^= 1;
                oracle(reject, "PALOMAHH", etilde, p.n / 8, ct, in->ciphertext_bytes);
                CHECK(kpqc_kem_decaps(s, b, ss, 32, ct, in->ciphertext_bytes, sk,
                                      in->secret_key_bytes) == KPQC_OK);
                CHECK_MSG(memcmp(ss, reject, 32) == 0,
                          "%s [%s]: r^ byte %d tampered, not the rejection key", in->name, b, at);
                ct[at] ^= 1;
            }
        } else {
            CHECK_MSG(memcmp(ss, reject, 32) == 0, "%s [%s]: weight %zu accepted", in->name, b,
                      weight);
        }
        test_pass();
    }
    free(pk);
    free(sk);
}

int main(int argc, char **argv)
{
    const char *defaults[] = {"PALOMA128", "PALOMA192", "PALOMA256"};
    int named = argc > 1;
    for (int i = 0; i < (named ? argc - 1 : 3); i++) {
        const char *name = named ? argv[i + 1] : defaults[i];
        const kpqc_scheme *s = kpqc_scheme_find(name);
        CHECK_MSG(s != NULL, "unknown scheme %s", name);
        if (s == NULL) continue;
        /* every backend this CPU runs; the others are reported, not passed */
        for (size_t k = 0; k < kpqc_backend_count(s); k++) {
            const char *b = kpqc_backend_name(s, k);
            if (!kpqc_backend_available(s, k)) {
                printf("%s [%s]: skipped, this CPU lacks the backend's features (not a pass)\n",
                       name, b);
                continue;
            }
            check_seeded_kat(s, b);
            check_decaps_by_hand(s, b);
        }
    }
    return test_finish("paloma");
}
