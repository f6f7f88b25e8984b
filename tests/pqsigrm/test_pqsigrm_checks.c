/* pqsigRM: inputs only the weight check rejects (issue 40, mutant sweep).
 *
 * The key is H = [I | M] (n-k-1 rows, the identity on the first n-k-1
 * columns). For a column j past the identity, x = e_j + sum of e_i over the
 * rows i where H has a 1 in column j has H x = 0, so a signature's error e
 * and e + x have the same syndrome: e + x satisfies every check but the
 * weight bound, which it exceeds (|x| is about (n-k)/2). Verification must
 * refuse it, on every backend.
 *
 * The bound's exact value: signing's attempts (the syndrome SHAKE256(m ||
 * ctr), the start vector y[Q[i]] = (-1)^s_i, the portable rm_decode, the
 * error e_i = s_i ^ [y[Q[i]] < 0]) done here with the secret key until one
 * decodes to weight exactly W + 1 (signing would try the next counter): that
 * signature must fail, while the first of weight <= W made the same way
 * verifies (which shows the attempt is signing's).
 *
 * open: the message length field, and an sm shorter than a signature.
 *
 * Layout (params.h): rows of n/8 bytes, column j is bit 7 - (j % 8) of byte
 * (j / 8) ^ 7; sig = mlen (8) | e (n bits, the same layout) | ctr (8). */
#include <stdlib.h>
#include <string.h>

#include "fips202.h"
#include "test_support.h"

enum { N = 8192, K = 4096, HROWS = N - K - 1, ROW = N / 8, WEIGHT = 1370, SYND = 512 };
enum { SK_PERM1 = 2 * N, SK_PERM2 = SK_PERM1 + N / 2, SK_HREP = SK_PERM2 + N / 2 };

void kpqc_pqsigrm613_portable_rm_decode(float *y, float *tmp, const uint8_t *perm1,
                                        const uint8_t *perm2, const uint64_t *hrep);

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

static uint64_t load64(const uint8_t *p)
{
    uint64_t x = 0;
    for (int i = 7; i >= 0; i--) x = x << 8 | p[i];
    return x;
}

/* One signing attempt for counter ctr: sig = mlen | e | ctr; e's weight. */
static unsigned attempt(uint8_t *sig, const uint8_t *sk, uint64_t ctr)
{
    static float y[N], tmp[N];
    static uint8_t neg[N], synd[SYND];
    static uint16_t q[N];
    uint64_t hrep[2];
    kpqc_keccak_state st;
    unsigned weight = 0;
    for (int i = 0; i < 8; i++) sig[i] = (uint8_t)((uint64_t)sizeof msg >> (8 * i));
    for (int i = 0; i < 8; i++) sig[8 + ROW + i] = (uint8_t)(ctr >> (8 * i));
    kpqc_shake256_init(&st);
    kpqc_keccak_absorb(&st, msg, sizeof msg);
    kpqc_keccak_absorb(&st, sig + 8 + ROW, 8);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(synd, sizeof synd, &st);
    synd[(HROWS / 64) * 8] &= 0xfe; /* position n-k-1 is not a check */
    for (unsigned i = 0; i < N; i++) {
        q[i] = (uint16_t)(sk[2 * i] | sk[2 * i + 1] << 8);
        unsigned b = i < HROWS ? (unsigned)(load64(synd + 8 * (i / 64)) >> (63 - i % 64)) & 1 : 0;
        y[q[i]] = b ? -1.0f : 1.0f;
        neg[q[i]] = (uint8_t)b;
    }
    for (int i = 0; i < 2; i++) hrep[i] = load64(sk + SK_HREP + 8 * i);
    kpqc_pqsigrm613_portable_rm_decode(y, tmp, sk + SK_PERM1, sk + SK_PERM2, hrep);
    memset(sig + 8, 0, ROW);
    for (unsigned i = 0; i < N; i++) {
        weight += neg[i] ^ (y[i] < 0);
        if (neg[q[i]] ^ (y[q[i]] < 0)) flip(sig + 8, i);
    }
    return weight;
}

/* The first counter whose error has weight <= W verifies, the first of
 * weight W + 1 does not. */
static void check_exact_bound(const kpqc_scheme *s, const uint8_t *pk, size_t pkb,
                              const uint8_t *sk, uint8_t *sig, size_t siglen)
{
    int seen_ok = 0, seen_over = 0;
    for (uint64_t ctr = 0; ctr < 20000 && !(seen_ok && seen_over); ctr++) {
        unsigned w = attempt(sig, sk, ctr);
        if (w == weight(sig + 8) && w <= WEIGHT && !seen_ok) {
            seen_ok = 1;
            CHECK_MSG(kpqc_sign_verify(s, "portable", sig, siglen, msg, sizeof msg, NULL, 0, pk,
                                       pkb) == KPQC_OK,
                      "a signing attempt of weight %u made here does not verify", w);
        } else if (w == WEIGHT + 1 && !seen_over) {
            seen_over = 1;
            CHECK(weight(sig + 8) == w);
            CHECK_MSG(kpqc_sign_verify(s, "portable", sig, siglen, msg, sizeof msg, NULL, 0, pk,
                                       pkb) == KPQC_ERR_VERIFY,
                      "an error of weight W + 1 = %u with the right syndrome is accepted", w);
        }
    }
    CHECK_MSG(seen_ok && seen_over, "no attempt of weight <= W (%d) or exactly W + 1 (%d)",
              seen_ok, seen_over);
    test_pass();
}

/* open: sm = mlen (8) | m | e | ctr. Its length field must be the message
 * length (one changed byte: rejected); and an sm one byte shorter than a
 * signature, with the length field SIZE_MAX and a light error where e would
 * start, is rejected by the length test alone (a loosened one hashes a
 * message of SIZE_MAX bytes). */
static void check_open(const kpqc_scheme *s, const uint8_t *pk, size_t pkb, const uint8_t *sk,
                       size_t skb)
{
    size_t cap = 8 + sizeof msg + ROW + 8, smlen = cap, ml = cap;
    uint8_t *sm = malloc(cap), *m2 = malloc(cap);
    CHECK(sm && m2);
    if (!(sm && m2)) goto out;
    CHECK(kpqc_sign(s, NULL, sm, &smlen, msg, sizeof msg, sk, skb) == KPQC_OK && smlen == cap);
    CHECK(kpqc_sign_open(s, NULL, m2, &ml, sm, smlen, pk, pkb) == KPQC_OK);
    sm[0] ^= 1;
    ml = cap;
    CHECK_MSG(kpqc_sign_open(s, NULL, m2, &ml, sm, smlen, pk, pkb) == KPQC_ERR_VERIFY,
              "open with a wrong message length field is accepted");
    memset(sm, 0, cap);
    memset(sm, 0xff, 8);
    ml = cap;
    CHECK_MSG(kpqc_sign_open(s, NULL, m2, &ml, sm, 8 + ROW + 8 - 1, pk, pkb) == KPQC_ERR_VERIFY,
              "open of an sm one byte shorter than a signature");
    test_pass();
out:
    free(sm), free(m2);
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
    check_exact_bound(s, pk, pkb, sk, work, sl);
    check_open(s, pk, pkb, sk, in->secret_key_bytes);
out:
    free(pk), free(sk), free(sig), free(work);
    return test_finish("test_pqsigrm_checks");
}
