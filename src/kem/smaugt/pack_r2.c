/* Encodings of SMAUG-T Round 2 (docs/SCHEMES.md "Round-2 version") that
 * differ from v1.2.0's: polynomials modulo q (b and A) and the secret key.
 *
 * Modulo q = 2^d, d = 10 or 11: byte i is the top 8 bits of coefficient i;
 * then the low d - 8 bits of every coefficient are gathered in 16-bit words
 * (stored little-endian), word w taking the coefficients w mod 16 + 16 t:
 *   d = 10: word 16 a + j holds coefficient 128 a + 16 t + j at bits
 *           14 - 2 t .. 15 - 2 t, t = 0..7 (a = 0, 1);
 *   d = 11: word 16 a + j holds coefficient 80 a + 16 t + j at bits
 *           16 - 3 t .. 18 - 3 t, t = 1..5, and in bit 0 bit a of coefficient
 *           j (a = 0, 1, 2).
 *
 * TiMER's c2 (p' = 2^3): each run of 8 coefficients is a 24-bit big-endian
 * number, coefficient j at bits 21 - 3 j .. 23 - 3 j.
 *
 * Secret key: for each s_i its number of nonzero coefficients (k bytes), then
 * for each s_i its positions of +1 in increasing order followed by its
 * positions of -1 in decreasing order (h_s bytes in all), then for each s_i
 * its number of +1 (k bytes). The positions are secret and so are the
 * lengths: both directions go through a fixed network (see below). */
#include <string.h>

#include "compaction.h"
#include "ct.h"
#include "pack.h"
#include "slots_r2.h"

#define HIGH_BITS 8
#define LOW_BITS (SMAUGT_LOG_Q - HIGH_BITS)
#define LOW_MASK ((1u << LOW_BITS) - 1)

#if SMAUGT_LOG_Q != 10 && SMAUGT_LOG_Q != 11
#error "Round 2 has log q = 10 or 11"
#endif

#define LOW_WORDS (LOW_BITS * SMAUGT_N / 16)

/* The loops below walk the layout word group by word group (a), shift by
 * shift (t) and word by word (j), so that every shift is a constant and the
 * innermost loop is 16 independent lanes. */
void poly_pack_q(uint8_t out[SMAUGT_POLYQ_BYTES], const poly *a)
{
    uint16_t words[LOW_WORDS] = {0};

    for (unsigned c = 0; c < SMAUGT_N; c++) {
        out[c] = (uint8_t)((a->coeffs[c] & ((1u << SMAUGT_LOG_Q) - 1)) >> LOW_BITS);
    }
#if SMAUGT_LOG_Q == 10
    for (unsigned g = 0; g < 2; g++) {
        for (unsigned t = 0; t < 8; t++) {
            for (unsigned j = 0; j < 16; j++) {
                uint32_t low = a->coeffs[128 * g + 16 * t + j] & LOW_MASK;
                words[16 * g + j] = (uint16_t)(words[16 * g + j] | low << (14 - 2 * t));
            }
        }
    }
#else
    for (unsigned g = 0; g < 3; g++) {
        for (unsigned j = 0; j < 16; j++) {
            words[16 * g + j] = (uint16_t)((a->coeffs[j] >> g) & 1);
        }
        for (unsigned t = 1; t <= 5; t++) {
            for (unsigned j = 0; j < 16; j++) {
                uint32_t low = a->coeffs[80 * g + 16 * t + j] & LOW_MASK;
                words[16 * g + j] = (uint16_t)(words[16 * g + j] | low << (16 - 3 * t));
            }
        }
    }
#endif
    for (unsigned w = 0; w < LOW_WORDS; w++) {
        out[SMAUGT_N + 2 * w] = (uint8_t)words[w];
        out[SMAUGT_N + 2 * w + 1] = (uint8_t)(words[w] >> 8);
    }
}

/* With vector extensions, eight coefficients a step: the high bytes widened
 * to 16-bit lanes, the low bits of eight words shifted by one (public,
 * uniform) count. */
#if defined(__has_builtin)
#if __has_builtin(__builtin_convertvector)
#define SMAUGT_UNPACK_Q_VECTOR 1
#endif
#endif

#ifdef SMAUGT_UNPACK_Q_VECTOR
typedef uint16_t pack_lanes8 __attribute__((vector_size(16)));
typedef uint8_t pack_bytes8 __attribute__((vector_size(8)));

static inline pack_lanes8 high8(const uint8_t *p)
{
    pack_bytes8 b;
    memcpy(&b, p, sizeof b);
    return __builtin_convertvector(b, pack_lanes8) << LOW_BITS;
}

static inline void store8(uint16_t *dst, pack_lanes8 v)
{
    memcpy(dst, &v, sizeof v);
}
#endif

void poly_unpack_q(poly *a, const uint8_t in[SMAUGT_POLYQ_BYTES])
{
    uint16_t words[LOW_WORDS];

    for (unsigned w = 0; w < LOW_WORDS; w++) {
        words[w] = (uint16_t)(in[SMAUGT_N + 2 * w] | (uint32_t)in[SMAUGT_N + 2 * w + 1] << 8);
    }
#ifdef SMAUGT_UNPACK_Q_VECTOR
    {
        pack_lanes8 wv[LOW_WORDS / 8];

        memcpy(wv, words, sizeof wv);
#if SMAUGT_LOG_Q == 10
        for (unsigned g = 0; g < 2; g++) {
            for (unsigned t = 0; t < 8; t++) {
                for (unsigned h = 0; h < 2; h++) {
                    unsigned c = 128 * g + 16 * t + 8 * h;
                    store8(&a->coeffs[c], high8(in + c) | ((wv[2 * g + h] >> (14 - 2 * t)) & LOW_MASK));
                }
            }
        }
#else
        for (unsigned h = 0; h < 2; h++) {
            pack_lanes8 low = (wv[h] & 1) | (wv[2 + h] & 1) << 1 | (wv[4 + h] & 1) << 2;
            store8(&a->coeffs[8 * h], high8(in + 8 * h) | low);
        }
        for (unsigned g = 0; g < 3; g++) {
            for (unsigned t = 1; t <= 5; t++) {
                for (unsigned h = 0; h < 2; h++) {
                    unsigned c = 80 * g + 16 * t + 8 * h;
                    store8(&a->coeffs[c], high8(in + c) | ((wv[2 * g + h] >> (16 - 3 * t)) & LOW_MASK));
                }
            }
        }
#endif
    }
#elif SMAUGT_LOG_Q == 10
    for (unsigned g = 0; g < 2; g++) {
        for (unsigned t = 0; t < 8; t++) {
            for (unsigned j = 0; j < 16; j++) {
                unsigned c = 128 * g + 16 * t + j;
                uint32_t low = ((uint32_t)words[16 * g + j] >> (14 - 2 * t)) & LOW_MASK;
                a->coeffs[c] = (uint16_t)((uint32_t)in[c] << LOW_BITS | low);
            }
        }
    }
#else
    for (unsigned j = 0; j < 16; j++) {
        uint32_t low = (words[j] & 1u) | (words[16 + j] & 1u) << 1 | (words[32 + j] & 1u) << 2;
        a->coeffs[j] = (uint16_t)((uint32_t)in[j] << LOW_BITS | low);
    }
    for (unsigned g = 0; g < 3; g++) {
        for (unsigned t = 1; t <= 5; t++) {
            for (unsigned j = 0; j < 16; j++) {
                unsigned c = 80 * g + 16 * t + j;
                uint32_t low = ((uint32_t)words[16 * g + j] >> (16 - 3 * t)) & LOW_MASK;
                a->coeffs[c] = (uint16_t)((uint32_t)in[c] << LOW_BITS | low);
            }
        }
    }
#endif
}

#if KPQC_SMAUGT_TIMER
void poly_pack_p2(uint8_t out[SMAUGT_POLYP2_BYTES], const poly *a)
{
    for (unsigned i = 0; i < SMAUGT_N / 8; i++) {
        uint32_t run = 0;
        for (unsigned j = 0; j < 8; j++) {
            run |= (uint32_t)(a->coeffs[8 * i + j] & 7) << (3 * (7 - j));
        }
        out[3 * i] = (uint8_t)(run >> 16);
        out[3 * i + 1] = (uint8_t)(run >> 8);
        out[3 * i + 2] = (uint8_t)run;
    }
}

void poly_unpack_p2(poly *a, const uint8_t in[SMAUGT_POLYP2_BYTES])
{
    for (unsigned i = 0; i < SMAUGT_N / 8; i++) {
        uint32_t run = (uint32_t)in[3 * i] << 16 | (uint32_t)in[3 * i + 1] << 8 | in[3 * i + 2];
        for (unsigned j = 0; j < 8; j++) {
            a->coeffs[8 * i + j] = (uint16_t)((run >> (3 * (7 - j))) & 7);
        }
    }
}
#endif

#define SK_COUNTS(sk) (sk)
#define SK_LIST(sk) ((sk) + SMAUGT_K)
#define SK_PLUS(sk) ((sk) + SMAUGT_K + SMAUGT_HS)

_Static_assert(SMAUGT_HS < 256, "slot indices and the no-slot mark fit in a byte");

/* The list of the secret key as an order-preserving compaction. Lay out 2 k n
 * candidates: for each s_i, first its coefficients j = 0..255 (a candidate
 * chosen when s_i[j] = +1), then j = 255..0 (chosen when s_i[j] = -1); so
 * candidate c stands for polynomial c / 512, sign bit (c / 256) mod 2 and
 * position (c mod 256) or 255 - (c mod 256). The chosen candidates, in
 * order, are exactly the list. A chosen candidate with d unchosen ones before
 * it goes to slot c - d: moving every element left by the bits of its d,
 * lowest bit first, one pass per bit, never puts two elements in one place
 * (for chosen c < c', d' - d < c' - c, and this stays true of the parts of
 * d and d' still to apply), so each pass is "take the element 2^b to the right
 * if it moves, else keep mine if it stays". (Unpacking writes through
 * bitmaps instead, see smaugt_unpack_sk.) An element is 0 (none) or
 * 0x8000 | d, d < 2 k n <= 2^PASSES;
 * every pass reads and writes every element (compaction.h): no branch and no
 * index depends on the key. */
#define CANDS (2 * SMAUGT_K * SMAUGT_N)
#if CANDS <= 1024
#define PASSES 10
#elif CANDS <= 2048
#define PASSES 11
#else
#define PASSES 12
#endif
_Static_assert(CANDS <= (1 << PASSES) && PASSES < 15, "d fits below the mark bit");
#define MARK 0x8000u

void smaugt_pack_sk(uint8_t out[SMAUGT_PKE_SK_BYTES], const polyvec *s)
{
    uint16_t buf[2][CANDS];
    uint32_t unchosen = 0;
    const unsigned cur = PASSES & 1;

    /* coefficients are 0, 1 or 0xffff: +1 is bit 0 without bit 15, -1 is
     * bit 15 */
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        uint32_t plus = 0, minus = 0;
        for (unsigned u = 0; u < SMAUGT_N; u++) {
            uint32_t c = s->vec[i].coeffs[u];
            uint32_t chosen = c & ~(c >> 15) & 1u;
            plus += chosen;
            buf[0][2 * SMAUGT_N * i + u] = (uint16_t)((0u - chosen) & (MARK | unchosen));
            unchosen += chosen ^ 1u;
        }
        for (unsigned u = 0; u < SMAUGT_N; u++) {
            uint32_t chosen = (uint32_t)s->vec[i].coeffs[SMAUGT_N - 1 - u] >> 15;
            minus += chosen;
            buf[0][2 * SMAUGT_N * i + SMAUGT_N + u] =
                (uint16_t)((0u - chosen) & (MARK | unchosen));
            unchosen += chosen ^ 1u;
        }
        SK_COUNTS(out)[i] = (uint8_t)(plus + minus);
        SK_PLUS(out)[i] = (uint8_t)plus;
    }
    /* pass b reads buf[b mod 2] and writes the other */
#define COMPACT(b) smaugt_compact_pass(buf[((b) & 1) ^ 1], buf[(b) & 1], CANDS, b)
    COMPACT(0); COMPACT(1); COMPACT(2); COMPACT(3); COMPACT(4);
    COMPACT(5); COMPACT(6); COMPACT(7); COMPACT(8); COMPACT(9);
#if PASSES > 10
    COMPACT(10);
#endif
#if PASSES > 11
    COMPACT(11);
#endif
#undef COMPACT
    for (unsigned t = 0; t < SMAUGT_HS; t++) {
        uint32_t e = buf[cur][t];
        uint32_t c = t + (e & (MARK - 1)); /* the candidate it came from */
        uint32_t pos = (c & 0xff) ^ ((0u - ((c >> 8) & 1u)) & 0xff);
        SK_LIST(out)[t] = (uint8_t)(pos & (0u - (e >> 15)));
    }
    kpqc_memzero(buf, sizeof buf);
}

#define SK_ENTRIES_PAD ((SMAUGT_HS + 7) & ~7)

/* Decoding needs no network: the slot of list entry t is 256 i + pos for
 * the s_i it belongs to, and the slots are distinct, so each entry is OR-ed
 * into the bitmaps of slots_r2.h (a masked pass over k n / 32 words). */
void smaugt_unpack_sk(polyvec *s, const uint8_t in[SMAUGT_PKE_SK_BYTES])
{
    smaugt_slots bm;
    uint32_t base[SMAUGT_K + 1], plus_end[SMAUGT_K];

    base[0] = 0;
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        plus_end[i] = base[i] + SK_PLUS(in)[i];
        base[i + 1] = base[i] + SK_COUNTS(in)[i];
    }
    smaugt_slots_clear(&bm);
    /* Entry t belongs to s_i for i = #{j >= 1 : t >= base_j} (i = k past
     * every s_i: slot 256 k + pos, which sets nothing), and is a -1 when
     * t >= base_i + plus_i, i.e. when #{j : t >= base_j + plus_j} exceeds i
     * (the ends of the +1 runs interleave with the bases). Sums of
     * comparison bits, no select. */
#if defined(__GNUC__) || defined(__clang__)
    /* the same, eight entries a step as one vector (a vector compare is a
     * mask, -1 where true, and is subtracted); the lanes past h_s are
     * computed and unused */
    {
        typedef int16_t sk_lanes8 __attribute__((vector_size(16)));
        uint16_t owner[SK_ENTRIES_PAD], minus[SK_ENTRIES_PAD];

        for (unsigned g = 0; g < SK_ENTRIES_PAD; g += 8) {
            const int16_t t0 = (int16_t)g;
            const sk_lanes8 tv = {t0, (int16_t)(t0 + 1), (int16_t)(t0 + 2), (int16_t)(t0 + 3),
                                  (int16_t)(t0 + 4), (int16_t)(t0 + 5), (int16_t)(t0 + 6),
                                  (int16_t)(t0 + 7)};
            sk_lanes8 own = {0}, past = {0};
            for (unsigned i = 0; i < SMAUGT_K; i++) {
                const int16_t b = (int16_t)base[i + 1], e = (int16_t)plus_end[i];
                const sk_lanes8 bv = {b, b, b, b, b, b, b, b}, ev = {e, e, e, e, e, e, e, e};
                own -= (sk_lanes8)(tv >= bv);
                past -= (sk_lanes8)(tv >= ev);
            }
            past -= own; /* 1 for a -1 */
            memcpy(owner + g, &own, sizeof own);
            memcpy(minus + g, &past, sizeof past);
        }
        for (unsigned t = 0; t < SMAUGT_HS; t++) {
            smaugt_slots_set(&bm, SMAUGT_N * (uint32_t)owner[t] + SK_LIST(in)[t],
                             kpqc_ct_barrier_u32(0u - (uint32_t)minus[t]));
        }
        kpqc_memzero(owner, sizeof owner);
        kpqc_memzero(minus, sizeof minus);
    }
#else
    for (unsigned t = 0; t < SMAUGT_HS; t++) {
        uint32_t owner = 0, past_plus = 0;
        for (unsigned i = 0; i < SMAUGT_K; i++) {
            owner += (uint32_t)(((uint64_t)base[i + 1] - t - 1) >> 63);   /* t >= base_(i+1) */
            past_plus += (uint32_t)(((uint64_t)plus_end[i] - t - 1) >> 63); /* t >= plus end */
        }
        smaugt_slots_set(&bm, SMAUGT_N * owner + SK_LIST(in)[t],
                         kpqc_ct_barrier_u32(0u - (past_plus - owner)));
    }
#endif
    smaugt_slots_to_vec(s, &bm);
    kpqc_memzero(&bm, sizeof bm);
}
