/* Layered ROLLO-I internals (src/kem/rollo) against naive definitions:
 * - GF(2^m) products against shift-and-add modulo f, inverses;
 * - ring products (Kronecker substitution; also with a short first factor)
 *   against the schoolbook product
 *   reduced coefficient by coefficient, in both rings; inverses (Itoh-Tsujii);
 * - RBC strings: round trip and the position of the top bits;
 * - Gaussian elimination: reduced echelon form, rank of built-in dependencies;
 * - decapsulation of a ciphertext with nonzero padding: SHA-512(sk || ct).
 * The KATs cover all of this on valid data; these catch what they do not. */
#include <string.h>

#include "gf.h"
#include "linalg.h"
#include "ring.h"
#include "scheme_ops.h"
#include "sha2.h"
#include "test_support.h"

extern const kpqc_kem_ops KPQC_NS(kem_ops);

static uint64_t rng = 0x243f6a8885a308d3u;
static uint64_t next(void)
{
    return test_rand64(&rng);
}

static void rand_elt(rollo_elt a)
{
    a[0] = next();
    a[1] = next() & (((uint64_t)1 << (ROLLO_M - 64)) - 1);
}

static const unsigned f_terms[ROLLO_F_NTERMS] = ROLLO_F_TERMS;

/* a * Y mod f. */
static void times_y(rollo_elt a)
{
    uint64_t top = (a[1] >> (ROLLO_M - 65)) & 1;
    a[1] = (a[1] << 1 | a[0] >> 63) & (((uint64_t)1 << (ROLLO_M - 64)) - 1);
    a[0] <<= 1;
    if (top) {
        for (unsigned t = 0; t < ROLLO_F_NTERMS; t++) a[f_terms[t] / 64] ^= (uint64_t)1 << (f_terms[t] % 64);
    }
}

static void naive_mul(rollo_elt o, const rollo_elt a, const rollo_elt b)
{
    rollo_elt acc = {0, 0}, x = {a[0], a[1]};
    for (unsigned i = 0; i < ROLLO_M; i++) {
        if ((b[i / 64] >> (i % 64)) & 1) rollo_gf_add(acc, acc, x);
        times_y(x);
    }
    o[0] = acc[0];
    o[1] = acc[1];
}

static int eq(const rollo_elt a, const rollo_elt b)
{
    return a[0] == b[0] && a[1] == b[1];
}

static void test_gf(void)
{
    for (int t = 0; t < 2000; t++) {
        rollo_elt a, b, x, y, one = {1, 0};
        rand_elt(a);
        rand_elt(b);
        rollo_gf_mul(x, a, b);
        naive_mul(y, a, b);
        CHECK_MSG(eq(x, y), "GF(2^%d) product %d", ROLLO_M, t);
        if (t < 200 && (a[0] | a[1])) {
            rollo_gf_inv(x, a);
            rollo_gf_mul(y, x, a);
            CHECK_MSG(eq(y, one), "GF(2^%d) inverse %d", ROLLO_M, t);
        }
    }
    rollo_elt z = {0, 0}, w;
    rollo_gf_inv(w, z);
    CHECK(w[0] == 0 && w[1] == 0);
    test_pass();
}

static void naive_ring_mul(const rollo_ring *R, rollo_poly o, rollo_poly a, rollo_poly b)
{
    static rollo_elt t[2 * ROLLO_ON];
    memset(t, 0, sizeof t);
    for (unsigned i = 0; i < R->n; i++) {
        for (unsigned j = 0; j < R->n; j++) {
            rollo_elt p;
            naive_mul(p, a[i], b[j]);
            rollo_gf_add(t[i + j], t[i + j], p);
        }
    }
    for (unsigned k = 2 * R->n - 2; k >= R->n; k--) {
        for (unsigned j = 0; j < R->nterms; j++) {
            rollo_gf_add(t[k - R->n + R->terms[j]], t[k - R->n + R->terms[j]], t[k]);
        }
    }
    memset(o, 0, sizeof(rollo_poly));
    memcpy(o, t, R->n * sizeof(rollo_elt));
}

static void rand_poly(const rollo_ring *R, rollo_poly a)
{
    memset(a, 0, sizeof(rollo_poly));
    for (unsigned i = 0; i < R->n; i++) rand_elt(a[i]);
}

static void test_ring(const rollo_ring *R, const char *name)
{
    static rollo_poly a, b, x, y;
    for (int t = 0; t < 3; t++) {
        rand_poly(R, a);
        rand_poly(R, b);
        if (t == 2) { /* sparse and extreme coefficients */
            memset(a, 0, sizeof a);
            a[R->n - 1][0] = ~(uint64_t)0;
            a[R->n - 1][1] = ((uint64_t)1 << (ROLLO_M - 64)) - 1;
        }
        rollo_ring_mul(R, x, a, b);
        naive_ring_mul(R, y, a, b);
        CHECK_MSG(memcmp(x, y, sizeof x) == 0, "%s ring product %d", name, t);
        /* a short first factor (the unbalanced product) */
        for (unsigned i = R->n / 3; i < R->n; i++) a[i][0] = a[i][1] = 0;
        rollo_ring_mul_short(R, x, a, R->n / 3, b);
        naive_ring_mul(R, y, a, b);
        CHECK_MSG(memcmp(x, y, sizeof x) == 0, "%s short ring product %d", name, t);
        rollo_ring_inv(R, x, b);
        rollo_ring_mul(R, y, x, b);
        int one = y[0][0] == 1 && y[0][1] == 0;
        for (unsigned i = 1; i < ROLLO_ON; i++) one &= y[i][0] == 0 && y[i][1] == 0;
        CHECK_MSG(one, "%s ring inverse %d", name, t);
    }
    test_pass();
}

static void test_strings(void)
{
    static rollo_poly a, b;
    static uint8_t s[ROLLO_STR_BYTES(ROLLO_ON)];
    rand_poly(&rollo_ring_outer, a);
    rollo_vec_to_string(s, a, ROLLO_ON);
    rollo_vec_from_string(b, ROLLO_ON, s);
    CHECK(memcmp(a, b, sizeof a) == 0);
    /* Only Y^(m-1) of element 1: the top-bit area starts after on
     * floor(m/8) low bytes, element 1's first top bit is bit m % 8. */
    memset(a, 0, sizeof a);
    a[1][(ROLLO_M - 1) / 64] = (uint64_t)1 << ((ROLLO_M - 1) % 64);
    rollo_vec_to_string(s, a, ROLLO_ON);
    unsigned bit = ROLLO_M % 8, at = ROLLO_ON * (ROLLO_M / 8) + bit / 8;
    for (unsigned i = 0; i < sizeof s; i++) {
        CHECK_MSG(s[i] == (i == at ? (uint8_t)(1u << (bit % 8)) : 0), "string byte %u", i);
    }
    test_pass();
}

static void test_gauss(void)
{
    enum { K = 5, ROWS = 12 };
    for (int t = 0; t < 50; t++) {
        rollo_elt base[K], v[ROWS];
        for (unsigned i = 0; i < K; i++) rand_elt(base[i]);
        for (unsigned i = 0; i < ROWS; i++) { /* combinations of the base */
            v[i][0] = v[i][1] = 0;
            uint64_t c = next();
            for (unsigned j = 0; j < K; j++) {
                if ((c >> j) & 1) rollo_gf_add(v[i], v[i], base[j]);
            }
        }
        uint32_t r = rollo_rank(base, K), rv = rollo_gauss(v, ROWS, NULL);
        CHECK(r == K); /* random 67+-bit vectors: independent */
        CHECK(rv <= K);
        int lead_prev = ROLLO_M;
        for (unsigned i = 0; i < ROWS; i++) {
            int lead = -1;
            for (int b = ROLLO_M - 1; b >= 0 && lead < 0; b--) {
                if (rollo_gf_bit(v[i], (unsigned)b)) lead = b;
            }
            if (i >= rv) {
                CHECK_MSG(lead < 0, "row %u past the rank is not zero", i);
                continue;
            }
            CHECK_MSG(lead >= 0 && lead < lead_prev, "pivots not decreasing");
            for (unsigned j = 0; j < ROWS; j++) { /* pivot column cleared elsewhere */
                if (j != i) CHECK(rollo_gf_bit(v[j], (unsigned)lead) == 0);
            }
            lead_prev = lead;
        }
    }
    test_pass();
}

static void test_noncanonical(void)
{
    const kpqc_kem_ops *ops = &KPQC_NS(kem_ops);
    static uint8_t pk[ROLLO_PK_BYTES], sk[ROLLO_SK_BYTES], ct[ROLLO_CT_BYTES];
    uint8_t ss[64], ss2[64], want[64];
    kpqc_sha512_ctx h;
    test_seed_drbg("rollo", 1);
    CHECK(ops->keypair(pk, sk) == 0);
    CHECK(ops->encaps(ct, ss, pk) == 0);
    kpqc_random_use_os();
    CHECK(ops->decaps(ss2, ct, sk) == 0 && memcmp(ss, ss2, 64) == 0);
    /* Padding: bytes past the string, and the unused bits of its last byte. */
    unsigned used = ROLLO_STR_BYTES(ROLLO_ON);
    unsigned spare = 8 * used - ROLLO_ON * ROLLO_M;
    for (int k = 0; k < 2; k++) {
        uint8_t bad[ROLLO_CT_BYTES];
        memcpy(bad, ct, sizeof bad);
        if (k == 0) bad[ROLLO_CT_BYTES - 1] ^= 1;
        else if (spare) bad[used - 1] ^= (uint8_t)(0x80);
        else continue;
        CHECK(ops->decaps(ss2, bad, sk) == 0);
        kpqc_sha512_init(&h);
        kpqc_sha512_update(&h, sk, sizeof sk);
        kpqc_sha512_update(&h, bad, sizeof bad);
        kpqc_sha512_final(&h, want);
        CHECK_MSG(memcmp(ss2, want, 64) == 0, "non-canonical ciphertext %d: key", k);
    }
    test_pass();
}

int main(void)
{
    test_gf();
    test_ring(&rollo_ring_inner, "inner");
    test_ring(&rollo_ring_outer, "outer");
    test_strings();
    test_gauss();
    test_noncanonical();
    return test_finish("rollo_arith");
}
