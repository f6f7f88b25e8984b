/* LSH-512-512, the Korean hash standard KS X 3262 (64-bit word family, 512-bit
 * output), incremental and one-shot. Byte-oriented input only (the standard
 * also defines bit-granular messages; no caller here needs them). Its time
 * depends only on the message length, never on the message bytes. */
#ifndef KPQC_LSH512_H
#define KPQC_LSH512_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint64_t cv[16];     /* chaining variable: left half 0..7, right half 8..15 */
    uint8_t block[256];  /* pending message bytes */
    size_t fill;         /* bytes in block, always < 256 */
} kpqc_lsh512_ctx;

void kpqc_lsh512_init(kpqc_lsh512_ctx *c);
void kpqc_lsh512_update(kpqc_lsh512_ctx *c, const uint8_t *in, size_t len);
void kpqc_lsh512_final(kpqc_lsh512_ctx *c, uint8_t out[64]); /* also wipes c */
void kpqc_lsh512(uint8_t out[64], const uint8_t *in, size_t len);

#endif
