/* NIST-format known-answer files (.req and .rsp) for any scheme of the registry. */
#ifndef KPQC_KAT_H
#define KPQC_KAT_H

#include <stdint.h>
#include <stdio.h>

#include "kpqc/kpqc.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The entropy NIST's PQCgenKAT drivers seed their DRBG with: 0x00..0x2f. */
KPQC_API void kpqc_kat_default_seed(uint8_t seed[48]);

/* Writes `count` entries, exactly as the scheme's upstream driver does
 * (docs/SCHEMES.md names each scheme's driver). req may be NULL. Returns
 * KPQC_OK, a kpqc error from a scheme operation, or KPQC_ERR_VERIFY when an
 * entry does not round-trip (decapsulation disagrees, the signature does not
 * verify). On error, what was written so far
 * is incomplete and must be discarded by the caller. The calling thread's
 * randomness source is left on the OS. */
KPQC_API int kpqc_kat_write(const kpqc_scheme *s, const char *backend, const uint8_t seed[48],
                            unsigned count, FILE *req, FILE *rsp);

/* The first `entries` (1..count) entries of a `count`-entry run. For the NIST
 * drivers this is the run with count = entries. For PALOMA's it is not: that
 * generator draws count x 48 rand() bytes for the seed lines before the first
 * entry, and every entry continues the same stream. Nor for IPCC's: entry 0's
 * message is drawn after all count seeds.
 *
 * PALOMA's driver maps the 48-byte seed to srand(S): S is the seed's first 4
 * bytes read big-endian, the other bytes unused, except that the NIST default
 * entropy (kpqc_kat_default_seed) selects the submitters' srand(20240223). */
KPQC_API int kpqc_kat_write_prefix(const kpqc_scheme *s, const char *backend,
                                   const uint8_t seed[48], unsigned count, unsigned entries,
                                   FILE *req, FILE *rsp);

#ifdef __cplusplus
}
#endif
#endif
