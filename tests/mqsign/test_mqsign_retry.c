/* The retry path of signing: an entry of the NIST KAT sequence (default
 * entropy, same driver as the .rsp files) whose first vinegar draw gives a
 * system the block inversion rejects (upstream printed its attempt count
 * there: 2). LR-1 entry 170 and RR-1 entry 115 of the sequence, beyond the 100
 * entries of the official files. The expected digests are those of the
 * v2.1 reference's own generator run for 400 entries (its .rsp: SHA-256
 * 2e4cd01b... for LR-1, 307894c0... for RR-1; `kpqc kat MQ-Sign-LR-1 --count
 * 400 | sha256sum` reproduces them). */
#include <stdlib.h>
#include <string.h>

#include "ctr_drbg.h"
#include "kpqc/kat.h"
#include "sha2.h"
#include "test_support.h"

typedef struct {
    const char *name;
    unsigned count;
    const char *pk_sha256, *sm_sha256;
} retry_case;

static const retry_case cases[] = {
    {"MQ-Sign-LR-1", 170, "f280d0de3a4565bc0b063a1f510eb05df834258ec985aab239c435f3c4be8467",
     "6082e1f5d02020b018abd3cd49f937938831bcef8f70dfc0fb82a44e7f0a0a2f"},
    {"MQ-Sign-RR-1", 115, "54b842dbb4ca0cc5275359ed7b904baa00942dff31d4529cc364eadab53a7d3e",
     "b849225ca771fc8cffb02309f0ec47e6da0e8b2a499c44f0d86e688e0ac9fb73"},
};

static void sha256_hex(char hex[65], const uint8_t *p, size_t len)
{
    uint8_t d[32];
    kpqc_sha256(d, p, len);
    for (int i = 0; i < 32; i++) snprintf(hex + 2 * i, 3, "%02x", d[i]);
}

static void run_case(const retry_case *c)
{
    const kpqc_scheme *s = kpqc_scheme_find(c->name);
    CHECK(s != NULL);
    if (s == NULL) return;
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t mlen = 33 * ((size_t)c->count + 1), smlen = mlen + in->signature_bytes;
    uint8_t entropy[48], seed[48];
    uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
    uint8_t *msg = malloc(mlen), *sm = malloc(smlen), *m2 = malloc(smlen);
    char hex[65];
    kpqc_ctr_drbg master;
    CHECK(pk && sk && msg && sm && m2);
    if (!pk || !sk || !msg || !sm || !m2) return;

    /* The driver's master DRBG: entry i draws its seed, then 33 (i + 1) message bytes. */
    kpqc_kat_default_seed(entropy);
    kpqc_ctr_drbg_init(&master, entropy, NULL);
    for (unsigned i = 0; i <= c->count; i++) {
        kpqc_ctr_drbg_generate(&master, seed, sizeof seed);
        kpqc_ctr_drbg_generate(&master, msg, 33 * ((size_t)i + 1));
    }
    kpqc_random_use_drbg(seed);
    CHECK(kpqc_sign_keypair(s, NULL, pk, in->public_key_bytes, sk, in->secret_key_bytes) == 0);
    CHECK(kpqc_sign(s, NULL, sm, &smlen, msg, mlen, sk, in->secret_key_bytes) == 0);
    sha256_hex(hex, pk, in->public_key_bytes);
    CHECK_MSG(strcmp(hex, c->pk_sha256) == 0, "%s entry %u: pk sha256 %s", c->name, c->count, hex);
    sha256_hex(hex, sm, smlen);
    CHECK_MSG(strcmp(hex, c->sm_sha256) == 0, "%s entry %u: sm sha256 %s", c->name, c->count, hex);
    size_t m2len = smlen;
    CHECK(kpqc_sign_open(s, NULL, m2, &m2len, sm, smlen, pk, in->public_key_bytes) == 0 &&
          m2len == mlen);
    test_pass();
    kpqc_random_use_os();
    kpqc_ctr_drbg_wipe(&master);
    free(pk);
    free(sk);
    free(msg);
    free(sm);
    free(m2);
}

int main(void)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) run_case(&cases[i]);
    return test_finish("mqsign retry");
}
