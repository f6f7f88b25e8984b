#include "symmetric.h"

#include <string.h>

#include "ct.h"

#if KPQC_NTRUPLUS_R2
#include "aes256.h"
#include "sha2.h"

/* Round 2 (KpqClean ver2 at 896cf25): F = SHA-256(0x00 || pk); G expands
 * SHA-256(0x01 || x) by AES-256-CTR; H = SHA-512(m || F(pk)) (no prefix),
 * whose first half is the shared key and whose second half keys the
 * AES-256-CTR stream of the seed of r. The counter blocks start from zero. */
static const uint8_t zero_iv[16] = {0};

static void sha256_prefixed(uint8_t out[32], uint8_t prefix, const uint8_t *in, size_t len)
{
    kpqc_sha256_ctx c;

    kpqc_sha256_init(&c);
    kpqc_sha256_update(&c, &prefix, 1);
    kpqc_sha256_update(&c, in, len);
    kpqc_sha256_final(&c, out); /* also wipes c */
}

void hash_f(uint8_t out[NTRUPLUS_SYMBYTES], const uint8_t in[NTRUPLUS_POLYBYTES])
{
    sha256_prefixed(out, 0x00, in, NTRUPLUS_POLYBYTES);
}

void hash_g(uint8_t out[NTRUPLUS_CBDBYTES], const uint8_t in[NTRUPLUS_POLYBYTES])
{
    uint8_t key[32];

    sha256_prefixed(key, 0x01, in, NTRUPLUS_POLYBYTES);
    kpqc_aes256_ctr(out, NTRUPLUS_CBDBYTES, key, zero_iv);
    kpqc_memzero(key, sizeof key);
}

void hash_h(uint8_t out[NTRUPLUS_SSBYTES + NTRUPLUS_CBDBYTES],
            const uint8_t msg[NTRUPLUS_MSGBYTES], const uint8_t fpk[NTRUPLUS_SYMBYTES])
{
    kpqc_sha512_ctx c;
    uint8_t h[64];

    kpqc_sha512_init(&c);
    kpqc_sha512_update(&c, msg, NTRUPLUS_MSGBYTES);
    kpqc_sha512_update(&c, fpk, NTRUPLUS_SYMBYTES);
    kpqc_sha512_final(&c, h);
    memcpy(out, h, NTRUPLUS_SSBYTES);
    kpqc_aes256_ctr(out + NTRUPLUS_SSBYTES, NTRUPLUS_CBDBYTES, h + NTRUPLUS_SSBYTES, zero_iv);
    kpqc_memzero(h, sizeof h);
}

void expand_keygen_seed(uint8_t out[2 * NTRUPLUS_CBDBYTES], const uint8_t seed[NTRUPLUS_SYMBYTES])
{
    kpqc_aes256_ctr(out, 2 * NTRUPLUS_CBDBYTES, seed, zero_iv);
}
#else
#include "fips202.h"

/* SHAKE-256(prefix || in1 || in2), absorbed in place: after the prefix byte
 * the sponge takes the inputs lane by lane from unaligned memory, so nothing is
 * copied. The sponge state is wiped (G's and H's inputs are secret). */
static void shake256_prefixed(uint8_t *out, size_t outlen, uint8_t prefix, const uint8_t *in1,
                              size_t len1, const uint8_t *in2, size_t len2)
{
    kpqc_keccak_state st;

    kpqc_shake256_init(&st);
    kpqc_keccak_absorb(&st, &prefix, 1);
    kpqc_keccak_absorb(&st, in1, len1);
    kpqc_keccak_absorb(&st, in2, len2);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(out, outlen, &st);
    kpqc_keccak_wipe(&st);
}

void hash_f(uint8_t out[NTRUPLUS_SYMBYTES], const uint8_t in[NTRUPLUS_POLYBYTES])
{
    shake256_prefixed(out, NTRUPLUS_SYMBYTES, 0x00, in, NTRUPLUS_POLYBYTES, NULL, 0);
}

void hash_g(uint8_t out[NTRUPLUS_CBDBYTES], const uint8_t in[NTRUPLUS_POLYBYTES])
{
    shake256_prefixed(out, NTRUPLUS_CBDBYTES, 0x01, in, NTRUPLUS_POLYBYTES, NULL, 0);
}

void hash_h(uint8_t out[NTRUPLUS_SSBYTES + NTRUPLUS_CBDBYTES],
            const uint8_t msg[NTRUPLUS_MSGBYTES], const uint8_t fpk[NTRUPLUS_SYMBYTES])
{
    shake256_prefixed(out, NTRUPLUS_SSBYTES + NTRUPLUS_CBDBYTES, 0x02, msg, NTRUPLUS_MSGBYTES, fpk,
                      NTRUPLUS_SYMBYTES);
}
#endif
