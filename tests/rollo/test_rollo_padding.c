/* Layered ROLLO-I: every padding bit of the public key is checked (issue 40,
 * mutant sweep). Each third of the key holds n_o elements of m bits (least
 * significant bit first), then zero padding to 600/730/1300 bytes; a key with
 * the first or the last padding bit of any third set is refused by
 * encapsulation (KPQC_ERR_KEY), on every backend this CPU runs. test_pk_binding
 * samples the bits of these keys; this test takes the edges of each padding. */
#include <stdlib.h>
#include <string.h>

#include "test_support.h"

typedef struct {
    const char *name;
    size_t used_bits; /* n_o m: the element bits of each third */
} rollo_set;

static const rollo_set sets[] = {
    {"LayeredROLLO-I-128", 61 * 67},
    {"LayeredROLLO-I-192", 71 * 79},
    {"LayeredROLLO-I-256", 103 * 97},
};

static void check_set(const rollo_set *rs)
{
    const kpqc_scheme *s = kpqc_scheme_find(rs->name);
    CHECK_MSG(s != NULL, "%s is registered", rs->name);
    if (s == NULL) return;
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t pkb = in->public_key_bytes, part = pkb / 3;
    uint8_t *pk = malloc(pkb), *bad = malloc(pkb), *sk = malloc(in->secret_key_bytes);
    uint8_t *ct = malloc(in->ciphertext_bytes), ss[64];
    CHECK(pk && bad && sk && ct && in->shared_secret_bytes <= sizeof ss);
    if (!(pk && bad && sk && ct)) goto out;
    CHECK(8 * part > rs->used_bits + 1);
    test_seed_drbg("rollo-padding", 0);
    CHECK(kpqc_kem_keypair(s, NULL, pk, pkb, sk, in->secret_key_bytes) == KPQC_OK);
    for (size_t b = 0; b < kpqc_backend_count(s); b++) {
        const char *bn = kpqc_backend_name(s, b);
        if (!kpqc_backend_available(s, b)) continue;
        CHECK(kpqc_kem_encaps(s, bn, ct, in->ciphertext_bytes, ss, in->shared_secret_bytes, pk,
                              pkb) == KPQC_OK);
        for (size_t third = 0; third < 3; third++) {
            const size_t edges[2] = {rs->used_bits, 8 * part - 1};
            for (int e = 0; e < 2; e++) {
                size_t bit = 8 * part * third + edges[e];
                memcpy(bad, pk, pkb);
                bad[bit / 8] ^= (uint8_t)(1u << (bit % 8));
                CHECK_MSG(kpqc_kem_encaps(s, bn, ct, in->ciphertext_bytes, ss,
                                          in->shared_secret_bytes, bad, pkb) == KPQC_ERR_KEY,
                          "%s [%s]: padding bit %zu of third %zu set is not refused", rs->name,
                          bn, edges[e], third);
            }
        }
        test_pass();
    }
out:
    free(pk), free(bad), free(sk), free(ct);
}

int main(void)
{
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) check_set(&sets[i]);
    return test_finish("test_rollo_padding");
}
