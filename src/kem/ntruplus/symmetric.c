#include "symmetric.h"

#include "fips202.h"
#include "ct.h"

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
