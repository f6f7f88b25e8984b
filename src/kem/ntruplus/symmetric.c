#include <string.h>

#include "symmetric.h"

#include "fips202.h"
#include "ct.h"

/* SHAKE-256(prefix || in1 || in2). The input is gathered into one buffer so
 * that the sponge absorbs whole blocks word by word. */
static void shake256_prefixed(uint8_t *out, size_t outlen, uint8_t prefix, const uint8_t *in1,
                              size_t len1, const uint8_t *in2, size_t len2)
{
    uint8_t buf[1 + NTRUPLUS_POLYBYTES];

    buf[0] = prefix;
    memcpy(buf + 1, in1, len1);
    if (len2 > 0) {
        memcpy(buf + 1 + len1, in2, len2);
    }
    kpqc_shake256(out, outlen, buf, 1 + len1 + len2);
    kpqc_memzero(buf, 1 + len1 + len2);
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
