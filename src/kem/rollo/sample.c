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

/* The 64 stream bits from bit g on (g secret, known to lie in
 * [64 from, 64 to + 63]; w has a zero word past the stream): both words are
 * found by scanning words from .. to + 1. */
static uint64_t stream_window(const uint64_t *w, unsigned from, unsigned to, uint32_t g)
{
    const uint32_t q = g >> 6, r = g & 63;
    uint64_t lo = 0, hi = 0;
    for (unsigned i = from; i <= to + 1; i++) {
        lo |= w[i] & kpqc_ct_mask_widen_u64(kpqc_ct_mask_eq_u32(i, q));
        hi |= w[i] & kpqc_ct_mask_widen_u64(kpqc_ct_mask_eq_u32(i, q + 1));
    }
    return (lo >> r) | ((hi << 1) << (63 - r));
}

/* Random combinations of the support at the free positions of o, as the
 * reference: each free position takes the next ssize stream bits (bit j
 * selects support element j). The reference reads them from a byte buffer
 * with a bit counter c and a byte counter l that wraps at 8; in the second
 * call l starts at l0 (left over from the first) while c starts at 0, so
 * only 8 - l0 bits of the first byte are read before the next byte: a gap of
 * l0 bits after virtual bit 8 - l0 (none when l0 = 0). Which positions are
 * free is secret, so where a position's bits start (ssize times the free
 * positions before it), and base and l0 of the second call, are secret:
 * the words are found by scanning and the gap is applied by masks. */
static void fill(rollo_elt *o, uint64_t occupied, unsigned size, rollo_elt *support,
                 unsigned ssize, const uint64_t *w, unsigned words, uint32_t base, uint32_t l0,
                 uint32_t base_lo, uint32_t base_hi)
{
    uint32_t v = 0; /* virtual bits used so far */
    for (unsigned i = 0; i < size; i++) {
        const uint64_t active = kpqc_ct_mask_widen_u64((uint32_t)0 - (uint32_t)(((occupied >> i) & 1) ^ 1));
        /* Public bounds on where position i's bits start: at most ssize
         * positions are occupied, so v lies in [(i - ssize) ssize, i ssize];
         * base in [base_lo, base_hi], l0 below 8. */
        const uint32_t v_lo = i > ssize ? (i - ssize) * ssize : 0, v_hi = i * ssize;
        const unsigned from = (base_lo + v_lo) / 64;
        const unsigned last = (base_hi + v_hi + 7) / 64;
        const unsigned to = last < words ? last : words;
        /* bits below virtual 8 - l0 are read in place, the others l0 later */
        const uint64_t direct = stream_window(w, from, to, base + v);
        const uint64_t after = stream_window(w, from, to, base + v + l0);
        const uint32_t d = (8 - l0) - v; /* in place: bits j < d, when d > 0 (signed) */
        const uint32_t d_positive = kpqc_ct_mask_lt_u32(0, d) & ~(0u - (d >> 31));
        const uint64_t low = (((uint64_t)1 << (d & 63)) - 1) & kpqc_ct_mask_widen_u64(d_positive);
        const uint64_t bits = ((direct & low) | (after & ~low)) & active;
        for (unsigned j = 0; j < ssize; j++) {
            const uint64_t take = (uint64_t)0 - ((bits >> j) & 1);
            o[i][0] ^= support[j][0] & take;
            o[i][1] ^= support[j][1] & take;
        }
        v += ssize & (uint32_t)active;
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
    uint64_t w2[sizeof r2 / 8 + 3] = {0}; /* zero words past the stream */
    unsigned words = (len2 + 7) / 8;
    for (unsigned i = 0; i < len2; i++) w2[i / 8] |= (uint64_t)r2[i] << (8 * (i % 8));
    /* The first call reads ssize bits per free position of o1 from bit 0;
     * the second starts at the byte after the one the first ended in. How
     * many positions of o1 are free is secret (the side of each support
     * element is): counted without branches. */
    uint32_t used1 = 0;
    for (unsigned i = 0; i < size; i++) used1 += (uint32_t)((occ1 >> i) & 1);
    const uint32_t bits1 = (size - used1) * ssize;
    fill(o1, occ1, size, support, ssize, w2, words, 0, 0, 0, 0);
    fill(o2, occ2, size, support, ssize, w2, words, 8 * (bits1 / 8 + 1), bits1 % 8,
         8 * ((size - ssize) * ssize / 8 + 1), 8 * (size * ssize / 8 + 1));
    kpqc_memzero(w2, sizeof w2);
    kpqc_memzero(r1, sizeof r1);
    kpqc_memzero(r2, sizeof r2);
    occ1 = occ2 = 0;
    placed = used1 = 0;
}
