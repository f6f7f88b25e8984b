/* Signing's w_V = T1 x, AVX2 (api.h): the sum of T1's columns (V bytes
 * each, stored one after the other) times the oil values x_c, through the
 * nibble tables of x made 16 at a time; the V-byte sum stays in registers.
 * x and T1 are secret: no branch or memory index depends on them. */
#include <string.h>

#include "api.h"
#include "ct.h"
#include "gf256_avx2.h"
#include "nibble_tables_avx2.h"

#define XT (((MQS_O + 15) / 16) * 16) /* oil values rounded up to whole groups */
#define WV ((MQS_V + 31) / 32)        /* vectors covering V bytes */

void mqs_t1_product_avx2(uint8_t out[MQS_V], const uint8_t *sk, const uint8_t x[MQS_O])
{
    __m256i tab[XT], s[WV];
    uint8_t xp[XT] = {0}, o[32 * WV];
    const uint8_t *col = sk + MQS_SK_T;

    memcpy(xp, x, MQS_O);
    for (unsigned g = 0; g < XT; g += 16) gf256_tables16(tab + g, xp + g);
    for (unsigned v = 0; v < WV; v++) s[v] = _mm256_setzero_si256();
    /* Column c is read as 32 * WV bytes: past its end lie the next column
     * or, for the last one, F1 (inside sk); those lanes are discarded. */
    for (unsigned c = 0; c < MQS_O; c++, col += MQS_V) {
        __m256i tl, th;
        gf256_tables_load(&tl, &th, tab + c);
        for (unsigned v = 0; v < WV; v++) {
            s[v] = _mm256_xor_si256(s[v], gf256_mul_tables(load32(col + 32 * v), tl, th));
        }
    }
    for (unsigned v = 0; v < WV; v++) store32(o + 32 * v, s[v]);
    memcpy(out, o, MQS_V);
    kpqc_memzero(tab, sizeof tab);
    kpqc_memzero(xp, sizeof xp);
    kpqc_memzero(o, sizeof o);
}
