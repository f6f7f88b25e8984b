/* Falcon's encodings, as Peregrine uses them (bit strings are written most
 * significant bit first, the last byte padded with zero bits):
 *   modq:  each coefficient in [0, q) on 14 bits (public key);
 *   trim:  each coefficient on `bits` bits, two's complement, the value
 *          -2^(bits-1) excluded (secret key);
 *   comp:  each coefficient |x| <= 2047 as sign bit, the low 7 bits of |x|,
 *          then |x| >> 7 zero bits and a one bit (signature); -0 is invalid.
 * Encoders return the bytes written, 0 when a value does not fit or the
 * output is too small; decoders return the bytes read, 0 on invalid input. */
#ifndef KPQC_PEREGRINE_CODEC_H
#define KPQC_PEREGRINE_CODEC_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

#define pg_modq_encode KPQC_NS(pg_modq_encode)
#define pg_modq_decode KPQC_NS(pg_modq_decode)
#define pg_trim_encode KPQC_NS(pg_trim_encode)
#define pg_trim_decode KPQC_NS(pg_trim_decode)
#define pg_comp_encode KPQC_NS(pg_comp_encode)
#define pg_comp_decode KPQC_NS(pg_comp_decode)

size_t pg_modq_encode(uint8_t *out, const uint16_t *h);
size_t pg_modq_decode(uint16_t *h, const uint8_t *in, size_t inlen);
size_t pg_trim_encode(uint8_t *out, const int8_t *x, unsigned bits);
size_t pg_trim_decode(int8_t *x, unsigned bits, const uint8_t *in, size_t inlen);
size_t pg_comp_encode(uint8_t *out, size_t outmax, const int16_t *s);
size_t pg_comp_decode(int16_t *s, const uint8_t *in, size_t inlen);

#endif
