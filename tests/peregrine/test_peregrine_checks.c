/* Peregrine: inputs that only one verification check rejects (issue 40,
 * mutant sweep), so that removing or loosening the check makes this test
 * fail. Both sets.
 *
 * Through the public API:
 *   - a key coefficient of h equal to q (14-bit field): KPQC_ERR_KEY;
 *   - a valid signature with a coefficient 0 of s2 re-encoded as -0 (its
 *     sign bit set): rejected; and, where the compressed s2 ends inside a
 *     byte, a padding bit set: rejected (else one signature has several
 *     byte strings);
 *   - a signature of nonce and header only: rejected; open of an sm whose
 *     length field reaches one byte past it, or shorter than length and
 *     nonce: rejected.
 * Against the portable namespace's functions (no signer reaches these edges):
 *   - the compressed-s2 decoder refuses a magnitude of 2048 (0x80 low bits,
 *     16 unary zeros) and takes 2047;
 *   - the norm test accepts ||(s1, s2)||^2 equal to the bound and refuses
 *     bound + 1.
 * Signature layout: nonce (40) | 0x20 + logn | compressed s2: per
 * coefficient the sign bit, 7 low bits of |s|, |s| >> 7 zeros and a one,
 * most significant bit first, zero padding to a byte. */
#include <stdlib.h>
#include <string.h>

#include "test_support.h"

typedef size_t (*comp_decode_fn)(int16_t *s, const uint8_t *in, size_t inlen);
typedef int (*is_short_fn)(const int32_t *s1, const int32_t *s2);

#define DECL(set)                                                                          \
    size_t kpqc_##set##_portable_pg_comp_decode(int16_t *, const uint8_t *, size_t);      \
    int kpqc_##set##_portable_pg_is_short(const int32_t *, const int32_t *);
DECL(peregrine512)
DECL(peregrine1024)

typedef struct {
    const char *name;
    unsigned logn;
    uint64_t bound;
    comp_decode_fn comp_decode;
    is_short_fn is_short;
} pg_set;

static const pg_set sets[] = {
    {"Peregrine512", 9, 34034726, kpqc_peregrine512_portable_pg_comp_decode,
     kpqc_peregrine512_portable_pg_is_short},
    {"Peregrine1024", 10, 150700176, kpqc_peregrine1024_portable_pg_comp_decode,
     kpqc_peregrine1024_portable_pg_is_short},
};

enum { Q = 12289, NONCE = 40, MAXN = 1024 };

static const uint8_t msg[] = "one encoding per signature";

typedef struct {
    const uint8_t *p;
    size_t bit;
} bits;

static unsigned get_bit(const bits *b, size_t at)
{
    return (b->p[at / 8] >> (7 - at % 8)) & 1;
}

static void put_bits(uint8_t *p, size_t at, uint32_t v, unsigned n)
{
    for (unsigned k = 0; k < n; k++, at++) {
        unsigned bit = (v >> (n - 1 - k)) & 1;
        p[at / 8] = (uint8_t)((p[at / 8] & ~(0x80u >> (at % 8))) | (bit << (7 - at % 8)));
    }
}

/* Walks n coefficients of a compressed s2; the bit position of the first
 * coefficient 0 and the number of bits used. */
static size_t walk(const uint8_t *c, unsigned n, size_t *zero_at)
{
    bits b = {c, 0};
    *zero_at = SIZE_MAX;
    for (unsigned i = 0; i < n; i++) {
        size_t start = b.bit;
        unsigned low = 0, high = 0;
        for (unsigned k = 1; k < 8; k++) low = low << 1 | get_bit(&b, start + k);
        b.bit += 8;
        while (get_bit(&b, b.bit) == 0) high++, b.bit++;
        b.bit++;
        if (low == 0 && high == 0 && *zero_at == SIZE_MAX) *zero_at = start;
    }
    return b.bit;
}

/* The integer square root, by bisection (no libm: the sanitizer build
 * does not link it). */
static uint64_t isqrt(uint64_t x)
{
    uint64_t lo = 0, hi = UINT64_C(1) << 32;
    while (hi - lo > 1) {
        uint64_t mid = (lo + hi) / 2;
        if (mid * mid <= x) lo = mid;
        else hi = mid;
    }
    return lo;
}

static void check_codec_and_norm(const pg_set *ps)
{
    static int16_t s[MAXN];
    static int32_t s1[MAXN], s2[MAXN];
    static uint8_t c[4 * MAXN];
    unsigned n = 1u << ps->logn;
    /* every coefficient 0 (9 bits each), then coefficient 0 := mag */
    for (uint32_t mag = 2047; mag <= 2048; mag++) {
        size_t at = 0, len;
        memset(c, 0, sizeof c);
        put_bits(c, at, mag & 127, 8);
        at += 8 + (mag >> 7);
        put_bits(c, at++, 1, 1);
        for (unsigned i = 1; i < n; i++, at += 9) put_bits(c, at + 8, 1, 1);
        len = (at + 7) / 8;
        size_t got = ps->comp_decode(s, c, len);
        if (mag == 2047) {
            CHECK_MSG(got == len && s[0] == 2047, "%s: |s| = 2047 does not decode", ps->name);
        } else {
            CHECK_MSG(got == 0, "%s: |s| = 2048 decodes", ps->name);
        }
    }
    /* squared norm bound, then bound + 1: greedy squares over s1 then s2 */
    for (uint64_t target = ps->bound; target <= ps->bound + 1; target++) {
        uint64_t left = target;
        memset(s1, 0, sizeof s1);
        memset(s2, 0, sizeof s2);
        for (unsigned i = 0; i < 2 * n && left > 0; i++) {
            uint64_t r = isqrt(left);
            while (r * r > left) r--;
            while ((r + 1) * (r + 1) <= left) r++;
            if (i < n) s1[i] = (int32_t)r;
            else s2[i - n] = -(int32_t)r;
            left -= r * r;
        }
        CHECK(left == 0);
        CHECK_MSG(ps->is_short(s1, s2) == (target == ps->bound),
                  "%s: squared norm %llu vs bound %llu", ps->name, (unsigned long long)target,
                  (unsigned long long)ps->bound);
    }
    test_pass();
}

static void check_set(const pg_set *ps)
{
    const kpqc_scheme *s = kpqc_scheme_find(ps->name);
    CHECK_MSG(s != NULL, "%s is registered", ps->name);
    if (s == NULL) return;
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    unsigned n = 1u << ps->logn;
    size_t pkb = in->public_key_bytes, cap = in->signature_bytes;
    uint8_t *pk = malloc(pkb), *bad = malloc(pkb), *sk = malloc(in->secret_key_bytes);
    uint8_t *sig = malloc(cap), *work = malloc(cap), *m2 = malloc(cap);
    CHECK(pk && bad && sk && sig && work && m2);
    if (!(pk && bad && sk && sig && work && m2)) goto out;
    CHECK(pkb == 1 + (size_t)n * 14 / 8);
    test_seed_drbg("peregrine-checks", 0);
    CHECK(kpqc_sign_keypair(s, NULL, pk, pkb, sk, in->secret_key_bytes) == KPQC_OK);

    /* h_0 = q and h_{n-1} = q: not a key */
    for (unsigned j = 0; j < n; j += n - 1) {
        memcpy(bad, pk, pkb);
        put_bits(bad + 1, (size_t)j * 14, Q, 14);
        size_t sl = cap;
        CHECK(kpqc_sign_signature(s, NULL, sig, &sl, msg, sizeof msg, NULL, 0, sk,
                                  in->secret_key_bytes) == KPQC_OK);
        CHECK_MSG(kpqc_sign_verify(s, NULL, sig, sl, msg, sizeof msg, NULL, 0, bad, pkb) ==
                      KPQC_ERR_KEY,
                  "%s: h_%u = q is not refused as a key", ps->name, j);
    }

    /* -0 and padding: signatures until one has padding bits and a 0 */
    int seen_padding = 0, seen_zero = 0;
    for (unsigned attempt = 0; attempt < 64 && !(seen_padding && seen_zero); attempt++) {
        size_t sl = cap, zero_at;
        CHECK(kpqc_sign_signature(s, NULL, sig, &sl, msg, sizeof msg, NULL, 0, sk,
                                  in->secret_key_bytes) == KPQC_OK);
        CHECK(kpqc_sign_verify(s, NULL, sig, sl, msg, sizeof msg, NULL, 0, pk, pkb) == KPQC_OK);
        size_t clen = sl - NONCE - 1, used = walk(sig + NONCE + 1, n, &zero_at);
        CHECK(used <= 8 * clen && 8 * clen - used < 8);
        if (zero_at != SIZE_MAX) {
            seen_zero = 1;
            memcpy(work, sig, sl);
            put_bits(work + NONCE + 1, zero_at, 1, 1);
            CHECK_MSG(kpqc_sign_verify(s, NULL, work, sl, msg, sizeof msg, NULL, 0, pk, pkb) ==
                          KPQC_ERR_VERIFY,
                      "%s: s2 with -0 is accepted", ps->name);
        }
        if (used < 8 * clen) {
            seen_padding = 1;
            memcpy(work, sig, sl);
            work[sl - 1] |= 1; /* the last padding bit */
            CHECK_MSG(kpqc_sign_verify(s, NULL, work, sl, msg, sizeof msg, NULL, 0, pk, pkb) ==
                          KPQC_ERR_VERIFY,
                      "%s: a padding bit set is accepted", ps->name);
        }
    }
    /* nonce and header alone (no compressed s2) right after the signature
     * verified: rejected. A loosened length test would take the decoder's 0
     * (failure) for the length 0 and test the s2 left in the same stack
     * slot by that call, which is short. */
    {
        size_t sl = cap;
        CHECK(kpqc_sign_signature(s, NULL, sig, &sl, msg, sizeof msg, NULL, 0, sk,
                                  in->secret_key_bytes) == KPQC_OK);
        CHECK(kpqc_sign_verify(s, NULL, sig, sl, msg, sizeof msg, NULL, 0, pk, pkb) == KPQC_OK);
        CHECK_MSG(kpqc_sign_verify(s, NULL, sig, NONCE + 1, msg, sizeof msg, NULL, 0, pk, pkb) ==
                      KPQC_ERR_VERIFY,
                  "%s: a signature of nonce and header only is accepted", ps->name);
    }
    /* open: sm = length || nonce || m || tail. (a) A length field one past
     * what sm holds, with the compressed s2 of a valid signature after a
     * nonce that ends in the header byte: the message length would wrap to
     * SIZE_MAX and the tail read from inside sm, so only the length test
     * stops it. (b) An sm of 41 bytes (shorter than length and nonce), in a
     * block of its own size: a loosened test reads past it (AddressSanitizer
     * sees that; the verdict is a rejection either way). */
    {
        size_t sl = cap, ml = cap;
        CHECK(kpqc_sign_signature(s, NULL, sig, &sl, msg, sizeof msg, NULL, 0, sk,
                                  in->secret_key_bytes) == KPQC_OK);
        size_t clen = sl - NONCE - 1, smlen = 2 + NONCE + clen;
        memcpy(work + 2, sig, NONCE);
        work[2 + NONCE - 1] = sig[NONCE]; /* the header */
        memcpy(work + 2 + NONCE, sig + NONCE + 1, clen);
        work[0] = (uint8_t)((clen + 1) >> 8);
        work[1] = (uint8_t)(clen + 1);
        CHECK_MSG(kpqc_sign_open(s, NULL, m2, &ml, work, smlen, pk, pkb) == KPQC_ERR_VERIFY,
                  "%s: open of an sm whose tail length is one past its end", ps->name);
        uint8_t *tiny = malloc(1 + NONCE);
        CHECK(tiny != NULL);
        if (tiny != NULL) {
            memset(tiny, 0, 1 + NONCE);
            tiny[1] = 2;
            ml = cap;
            CHECK_MSG(kpqc_sign_open(s, NULL, m2, &ml, tiny, 1 + NONCE, pk, pkb) ==
                          KPQC_ERR_VERIFY,
                      "%s: open of an sm one byte shorter than length and nonce", ps->name);
            free(tiny);
        }
    }
    CHECK_MSG(seen_padding && seen_zero, "%s: no signature with padding bits and a 0 in 64",
              ps->name);
    test_pass();
out:
    free(pk), free(bad), free(sk), free(sig), free(work), free(m2);
}

int main(void)
{
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        check_set(&sets[i]);
        check_codec_and_norm(&sets[i]);
    }
    return test_finish("test_peregrine_checks");
}
