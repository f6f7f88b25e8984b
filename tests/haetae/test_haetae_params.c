/* HAETAE's integer thresholds against the reference's double-precision
 * expressions (params.h), and the sizes the registry publishes.
 *
 * The reference writes B0, B1, B2, gamma and sqrt(n m) as decimal literals
 * and evaluates (uint64_t)(B * B), (uint64_t)(B0 * 8192 + sqrt(n m) / 2) and
 * "x > gamma * gamma * 256" in double. For each value this test checks
 *  - the exact floor, computed in integers from the decimal digits, equals
 *    the constant, with a fractional part far from 0 and 1 (so no double
 *    rounding can move it);
 *  - the double expression, evaluated as the reference does, gives the same
 *    integer on this platform;
 *  - the integer comparison decides like the double one, at the boundary and
 *    across the range. */
#include <stdlib.h>
#include <string.h>

#define KPQC_HAETAE_MODE 2 /* any: the constants of all sets are visible */
#include "sign/haetae/params.h"
#include "test_support.h"

typedef struct {
    const char *name;
    unsigned k, l, tau;
    const char *b0, *b1, *b2, *gamma; /* the reference's literals */
    double sqnm;                      /* its literal for sqrt(256 (K + L)) */
    unsigned long long b0sq, b1sq, b2sq, b0scale;
    long long gamma2n;
    size_t pk, sk, sig;
} set_params;

static const set_params sets[] = {
    {"HAETAE2", HAETAE2_K, HAETAE2_L, HAETAE2_TAU, "9846.02", "9838.98", "12777.52", "48.858",
     39.191835884530846, HAETAE2_B0SQ, HAETAE2_B1SQ, HAETAE2_B2SQ, HAETAE2_B0SCALE,
     HAETAE2_GAMMA2N, 992, 1408, HAETAE2_SIGBYTES},
    {"HAETAE3", HAETAE3_K, HAETAE3_L, HAETAE3_TAU, "18314.98", "18307.70", "21906.65", "57.707",
     48.0, HAETAE3_B0SQ, HAETAE3_B1SQ, HAETAE3_B2SQ, HAETAE3_B0SCALE, HAETAE3_GAMMA2N, 1472,
     2112, HAETAE3_SIGBYTES},
    {"HAETAE5", HAETAE5_K, HAETAE5_L, HAETAE5_TAU, "22343.66", "22334.95", "24441.49", "55.13",
     53.0659966456864, HAETAE5_B0SQ, HAETAE5_B1SQ, HAETAE5_B2SQ, HAETAE5_B0SCALE,
     HAETAE5_GAMMA2N, 2080, 2752, HAETAE5_SIGBYTES},
};

/* "123.45" -> 12345 and scale 100. */
static void decimal(const char *s, unsigned long long *num, unsigned long long *scale)
{
    *num = 0;
    *scale = 1;
    int frac = 0;
    for (; *s; s++) {
        if (*s == '.') {
            frac = 1;
            continue;
        }
        *num = *num * 10 + (unsigned long long)(*s - '0');
        if (frac) *scale *= 10;
    }
}

/* floor(B^2) in integers; the fractional part must stay clear of 0 and 1. */
static void check_square(const char *name, const char *lit, unsigned long long expect)
{
    unsigned long long n, sc;
    decimal(lit, &n, &sc);
    unsigned long long sq = n * n, den = sc * sc;
    CHECK_MSG(sq / den == expect, "%s: floor(%s^2) = %llu, constant %llu", name, lit, sq / den,
              expect);
    /* |double(B)^2 - B^2| < 2^-50 B^2 < 1; a margin of 10^-6 of the scale is ample */
    CHECK_MSG(sq % den > den / 1000000 && sq % den < den - den / 1000000,
              "%s: %s^2 too close to an integer", name, lit);
    double b = strtod(lit, NULL);
    CHECK_MSG((unsigned long long)(b * b) == expect, "%s: (uint64_t)(%s * %s) = %llu", name, lit,
              lit, (unsigned long long)(b * b));
}

static void check_set(const set_params *p)
{
    unsigned long long n, sc;

    check_square(p->name, p->b0, p->b0sq);
    check_square(p->name, p->b1, p->b1sq);
    check_square(p->name, p->b2, p->b2sq);

    /* gamma^2 N with N = 256, and the decisions "x > gamma^2 N". */
    decimal(p->gamma, &n, &sc);
    {
        unsigned long long num = n * n * 256, den = sc * sc;
        CHECK(num / den == (unsigned long long)p->gamma2n);
        CHECK(num % den > den / 1000000 && num % den < den - den / 1000000);
        double g = strtod(p->gamma, NULL);
        double bound = g * g * 256;
        CHECK((long long)bound == p->gamma2n); /* positive: truncation is floor */
        for (long long x = p->gamma2n - 3; x <= p->gamma2n + 3; x++) {
            CHECK_MSG((x > p->gamma2n) == ((double)x > bound), "%s: x = %lld decided apart",
                      p->name, x);
        }
        for (unsigned long long t = 1; t < (1ULL << 40); t = t * 3 + 1) {
            long long x = (long long)t;
            CHECK((x > p->gamma2n) == ((double)x > bound));
            CHECK((-x > p->gamma2n) == ((double)-x > bound));
        }
    }

    /* floor(B0 8192 + sqrt(256 (K + L)) / 2): exactly, with squares only.
     * F <= A + s/2 < F + 1 with A = n 8192 / sc, i.e.
     * (2 sc F - 2 n 8192)^2 <= sc^2 s^2 < (2 sc (F + 1) - 2 n 8192)^2. */
    decimal(p->b0, &n, &sc);
    {
        const unsigned long long s2 = 256ULL * (p->k + p->l);
        const long long a = (long long)(2 * n * 8192);
        const long long lo = (long long)(2 * sc * p->b0scale) - a;
        const long long hi = (long long)(2 * sc * (p->b0scale + 1)) - a;
        CHECK(lo >= 0 && hi > 0);
        CHECK((unsigned long long)(lo * lo) < sc * sc * s2);
        CHECK(sc * sc * s2 < (unsigned long long)(hi * hi));
        /* the literal is sqrt(n m) to double precision */
        CHECK(p->sqnm * p->sqnm - (double)s2 < 1e-9 && (double)s2 - p->sqnm * p->sqnm < 1e-9);
        double b0 = strtod(p->b0, NULL);
        CHECK((unsigned long long)(b0 * 8192 + p->sqnm / 2) == p->b0scale);
    }

    /* The signing bounds scaled by LN^2 = 2^26 stay below 2^63. */
    CHECK(p->b0sq < (1ULL << 37) && p->b1sq < (1ULL << 37));

    /* Sizes in the registry. */
    const kpqc_scheme *s = kpqc_scheme_find(p->name);
    CHECK(s != NULL);
    if (s != NULL) {
        const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
        CHECK(in->public_key_bytes == p->pk && in->secret_key_bytes == p->sk);
        CHECK(in->signature_bytes == p->sig && in->max_context_bytes == 255);
        CHECK(strcmp(in->version, "v1.1.2") == 0);
        CHECK(kpqc_sign_keypair_seed_bytes(s) == 32 && kpqc_sign_signing_seed_bytes(s) == 32);
    }
    test_pass();
}

int main(void)
{
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) check_set(&sets[i]);
    return test_finish("haetae_params");
}
