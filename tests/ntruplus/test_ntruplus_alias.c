/* NTRU+: a ciphertext with one coefficient encoded as v + q (a 12-bit field
 * holds values up to 4095, so v < 4096 - q has a second encoding) is the
 * same ciphertext modulo q; decapsulation must reject it (KPQC_ERR_VERIFY,
 * all-zero key) on every backend, or two byte strings would decapsulate to
 * one key (issue 40: the mutant sweep removed the canonicality check of the
 * ciphertext and no test failed). The bit positions of a coefficient's field
 * are found through the portable instance's poly_tobytes (one bit set at a
 * time), so the test needs no copy of the packing layout. */
#include <stdlib.h>
#include <string.h>

#include "test_support.h"

#define Q 3457
#define MAXN 1152

typedef struct {
    _Alignas(32) int16_t c[MAXN];
} poly;

#define DECLARE(n) void kpqc_ntruplus##n##_portable_poly_tobytes(uint8_t *, const void *);
DECLARE(768)
DECLARE(864)
DECLARE(1152)

typedef struct {
    const char *name;
    size_t n;
    void (*tobytes)(uint8_t *, const void *);
} set;

static const set sets[] = {{"NTRU+768", 768, kpqc_ntruplus768_portable_poly_tobytes},
                           {"NTRU+864", 864, kpqc_ntruplus864_portable_poly_tobytes},
                           {"NTRU+1152", 1152, kpqc_ntruplus1152_portable_poly_tobytes}};

/* The (byte, bit) of bit k of coefficient idx's field: tobytes of 2^k X^idx. */
static size_t bit_position(const set *st, size_t idx, unsigned k, size_t bytes)
{
    static poly p;
    static uint8_t buf[MAXN * 3 / 2];
    memset(&p, 0, sizeof p);
    p.c[idx] = (int16_t)(1 << k);
    st->tobytes(buf, &p);
    for (size_t i = 0; i < bytes; i++) {
        if (buf[i] != 0) return 8 * i + (size_t)__builtin_ctz(buf[i]);
    }
    return (size_t)-1;
}

static void check_set(const set *st)
{
    const kpqc_scheme *s = kpqc_scheme_find(st->name);
    CHECK_MSG(s != NULL, "%s is registered", st->name);
    if (s == NULL) return;
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t ctl = in->ciphertext_bytes, found = 0;
    uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
    uint8_t *ct = malloc(ctl), *alias = malloc(ctl);
    uint8_t ss[32], ss2[32];
    CHECK(pk && sk && ct && alias && ctl == st->n * 3 / 2);
    if (!(pk && sk && ct && alias)) goto out;
    CHECK(kpqc_kem_keypair(s, NULL, pk, in->public_key_bytes, sk, in->secret_key_bytes) == KPQC_OK);
    CHECK(kpqc_kem_encaps(s, NULL, ct, ctl, ss, sizeof ss, pk, in->public_key_bytes) == KPQC_OK);
    for (size_t idx = 0; idx < st->n && found < 8; idx += 37) {
        size_t pos[12];
        unsigned v = 0;
        for (unsigned k = 0; k < 12; k++) {
            pos[k] = bit_position(st, idx, k, ctl);
            v |= (unsigned)((ct[pos[k] / 8] >> (pos[k] % 8)) & 1) << k;
        }
        if (v + Q > 4095) continue;
        memcpy(alias, ct, ctl);
        for (unsigned k = 0; k < 12; k++) {
            alias[pos[k] / 8] = (uint8_t)((alias[pos[k] / 8] & ~(1u << (pos[k] % 8))) |
                                          (((v + Q) >> k & 1u) << (pos[k] % 8)));
        }
        found++;
        for (size_t j = 0; j < kpqc_backend_count(s); j++) {
            const char *b = kpqc_backend_name(s, j);
            if (!kpqc_backend_available(s, j)) continue;
            memset(ss2, 0x5a, sizeof ss2);
            CHECK(kpqc_kem_decaps(s, b, ss2, sizeof ss2, ct, ctl, sk, in->secret_key_bytes) ==
                  KPQC_OK);
            CHECK(memcmp(ss, ss2, sizeof ss) == 0);
            int r = kpqc_kem_decaps(s, b, ss2, sizeof ss2, alias, ctl, sk, in->secret_key_bytes);
            int zero = 1;
            for (size_t i = 0; i < sizeof ss2; i++) zero &= ss2[i] == 0;
            CHECK_MSG(r == KPQC_ERR_VERIFY && zero,
                      "%s/%s: coefficient %zu encoded as %u + q is not rejected (%d)", st->name, b,
                      idx, v, r);
            test_pass();
        }
    }
    CHECK_MSG(found > 0, "%s: no coefficient below 4096 - q found", st->name);
out:
    free(pk), free(sk), free(ct), free(alias);
}

int main(void)
{
    test_seed_drbg("ntruplus_alias", 0);
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) check_set(&sets[i]);
    return test_finish("test_ntruplus_alias");
}
