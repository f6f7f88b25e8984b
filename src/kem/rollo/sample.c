/* Sampling, constant time apart from declassified rejection decisions
 * (a basis redrawn, a batch of placement bytes exhausted): those reveal
 * only how much randomness was drawn, not what was kept. */
#include <string.h>

#include "ct.h"
#include "linalg.h"
#include "sample.h"

#define MAX_SUPPORT (ROLLO_R > ROLLO_D ? ROLLO_R : ROLLO_D)

void rollo_random_elts(rollo_source *src, rollo_elt *v, unsigned k)
{
    uint8_t buf[ROLLO_ON * ROLLO_ELT_BYTES];
    const uint8_t top = (uint8_t)((1u << (ROLLO_M % 8)) - 1);
    rollo_source_bytes(src, buf, (size_t)k * ROLLO_ELT_BYTES);
    for (unsigned i = 0; i < k; i++) {
        const uint8_t *b = buf + i * ROLLO_ELT_BYTES;
        v[i][0] = v[i][1] = 0;
        for (unsigned j = 0; j < ROLLO_ELT_BYTES; j++) {
            uint8_t x = j == ROLLO_ELT_BYTES - 1 ? (uint8_t)(b[j] & top) : b[j];
            v[i][j / 8] |= (uint64_t)x << (8 * (j % 8));
        }
    }
    kpqc_memzero(buf, sizeof buf);
}

void rollo_random_full_rank(rollo_source *src, rollo_elt *v, unsigned k)
{
    for (;;) {
        rollo_random_elts(src, v, k);
        uint32_t r = rollo_rank(v, k);
        kpqc_ct_declassify(&r, sizeof r);
        if (r == k || src->failed) return;
    }
}

/* pos mod size for pos < 256, without a division. */
static uint32_t mod_small(uint32_t pos, uint32_t size)
{
    for (uint32_t t = 0; t < 256 / size; t++) pos -= size & kpqc_ct_mask_lt_u32(size - 1, pos);
    return pos;
}

/* Reads the bit the reference reads from its shifting byte buffer: byte k,
 * bit c (c bits of byte k already consumed); w holds the bytes as
 * little-endian words, scanned whole. */
static uint64_t stream_bit(const uint64_t *w, unsigned words, uint32_t k, uint32_t c)
{
    uint32_t g = 8 * k + (c & 7);
    uint64_t x = 0;
    for (unsigned i = 0; i < words; i++) x |= w[i] & kpqc_ct_mask_widen_u64(kpqc_ct_mask_eq_u32(i, g / 64));
    return (x >> (g % 64)) & 1;
}

/* Random combinations of the support at the free positions of o, as the
 * reference: for each free position, ssize bits (one per support element)
 * from bytes k.., where the byte counter l wraps at 8. */
static void fill(rollo_elt *o, uint64_t occupied, unsigned size, rollo_elt *support,
                 unsigned ssize, const uint64_t *r2, unsigned words, uint32_t *k, uint32_t *c,
                 uint32_t *l)
{
    for (unsigned i = 0; i < size; i++) {
        uint32_t active = (uint32_t)0 - (uint32_t)(((occupied >> i) & 1) ^ 1);
        for (unsigned j = 0; j < ssize; j++) {
            uint64_t take = kpqc_ct_mask_widen_u64(active) & ((uint64_t)0 - stream_bit(r2, words, *k, *c));
            o[i][0] ^= support[j][0] & take;
            o[i][1] ^= support[j][1] & take;
            *c += active & 1;
            *l += active & 1;
            uint32_t wrap = kpqc_ct_mask_eq_u32(*l, 8);
            *k += wrap & 1;
            *c &= ~wrap;
            *l &= ~wrap;
        }
    }
}

void rollo_pair_from_support(rollo_source *src, rollo_elt *o1, rollo_elt *o2, unsigned size,
                             rollo_elt *support, unsigned ssize)
{
    uint8_t r1[4 * MAX_SUPPORT], r2[(MAX_SUPPORT * 2 * ROLLO_ON) / 8 + 2];
    const unsigned len1 = 4 * ssize, len2 = (ssize * (2 * size - ssize)) / 8 + 2;
    const uint32_t bound = size * (256 / size);
    uint64_t occ1 = 0, occ2 = 0;
    uint32_t placed = 0;

    for (unsigned i = 0; i < size; i++) {
        o1[i][0] = o1[i][1] = o2[i][0] = o2[i][1] = 0;
    }
    /* Placement: byte pairs (position, side) until every support element
     * sits at a free position. */
    for (;;) {
        rollo_source_bytes(src, r1, len1);
        for (unsigned j = 0; j < len1; j += 2) {
            uint32_t pos = r1[j], side1 = (uint32_t)0 - (uint32_t)(r1[j + 1] & 1);
            uint32_t ok = kpqc_ct_mask_lt_u32(pos, bound) & kpqc_ct_mask_lt_u32(placed, ssize);
            uint32_t idx = mod_small(pos, size);
            uint64_t taken = ((occ1 & kpqc_ct_mask_widen_u64(side1)) | (occ2 & ~kpqc_ct_mask_widen_u64(side1))) >> idx;
            uint32_t put = ok & ((uint32_t)(taken & 1) - 1);
            rollo_elt e = {0, 0};
            for (unsigned s = 0; s < ssize; s++) {
                uint64_t ms = kpqc_ct_mask_widen_u64(kpqc_ct_mask_eq_u32(s, placed));
                e[0] ^= support[s][0] & ms;
                e[1] ^= support[s][1] & ms;
            }
            for (unsigned p = 0; p < size; p++) {
                uint64_t here = kpqc_ct_mask_widen_u64(put & kpqc_ct_mask_eq_u32(p, idx));
                uint64_t h1 = here & kpqc_ct_mask_widen_u64(side1), h2 = here & ~kpqc_ct_mask_widen_u64(side1);
                o1[p][0] |= e[0] & h1;
                o1[p][1] |= e[1] & h1;
                o2[p][0] |= e[0] & h2;
                o2[p][1] |= e[1] & h2;
            }
            uint64_t bit = (uint64_t)(put & 1) << idx;
            occ1 |= bit & kpqc_ct_mask_widen_u64(side1);
            occ2 |= bit & ~kpqc_ct_mask_widen_u64(side1);
            placed += put & 1;
        }
        uint32_t done = kpqc_ct_mask_eq_u32(placed, ssize);
        kpqc_ct_declassify(&done, sizeof done);
        if (done || src->failed) break;
    }
    /* Combinations: o1's free positions, then (one byte skipped, the bit
     * counter not reset) o2's. */
    rollo_source_bytes(src, r2, len2);
    uint64_t w2[sizeof r2 / 8 + 1] = {0};
    unsigned words = (len2 + 7) / 8;
    for (unsigned i = 0; i < len2; i++) w2[i / 8] |= (uint64_t)r2[i] << (8 * (i % 8));
    uint32_t k = 0, c = 0, l = 0;
    fill(o1, occ1, size, support, ssize, w2, words, &k, &c, &l);
    k++;
    c = 0;
    fill(o2, occ2, size, support, ssize, w2, words, &k, &c, &l);
    kpqc_memzero(w2, sizeof w2);
    kpqc_memzero(r1, sizeof r1);
    kpqc_memzero(r2, sizeof r2);
    occ1 = occ2 = 0;
    k = c = l = placed = 0;
}
