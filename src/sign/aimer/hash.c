#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "hash.h"

void hash_init(aimer_hash *h)
{
#if AIMER_LAMBDA == 16
    kpqc_shake128_init(&h->st);
#else
    kpqc_shake256_init(&h->st);
#endif
    h->len = 0;
}

void hash_init_prefix(aimer_hash *h, uint8_t prefix)
{
    hash_init(h);
    h->st.s[0] ^= prefix;
    h->len = 1;
}

/* XORs n bytes of input into the state from byte position pos (pos + n at
 * most the rate). Input is XORed into the state's lanes directly, with
 * 64-bit stores only: staging it in a byte buffer that the permutation's lane
 * loads then read back costs a store-forwarding stall per lane. When pos is
 * not lane-aligned (after the one-byte prefixes), each lane is assembled in a
 * register from the two input words it straddles and stored once: XORing
 * each word into two lanes made every lane a read-modify-write of the lane
 * the previous step had just stored, a store-forwarding chain. The bytes
 * after the last whole word go in as one partial word. Lanes past the rate
 * (the state has 25) may receive zeros; s has at least (pos + n) / 8 + 2
 * lanes. */
static void xor_into_state(uint64_t *s, unsigned pos, const uint8_t *in, size_t n)
{
    const unsigned off = 8 * (pos & 7);
    const size_t words = n / 8;
    uint64_t *d = s + (pos >> 3);
    uint64_t tail = 0;

    for (unsigned k = 0; k < n % 8; k++) tail |= (uint64_t)in[8 * words + k] << (8 * k);
    if (off == 0) {
        for (size_t i = 0; i < words; i++) d[i] ^= kpqc_load64_le(in + 8 * i);
        d[words] ^= tail;
    } else {
        uint64_t carry = 0;
        for (size_t i = 0; i < words; i++) {
            const uint64_t w = kpqc_load64_le(in + 8 * i);
            d[i] ^= (w << off) | carry;
            carry = w >> (64 - off);
        }
        d[words] ^= (tail << off) | carry;
        d[words + 1] ^= tail >> (64 - off);
    }
}

void hash_update(aimer_hash *h, const uint8_t *in, size_t len)
{
    uint64_t *s = h->st.s;
    unsigned pos = h->len;

    while (len > 0) {
        const size_t take = len < AIMER_RATE - pos ? len : AIMER_RATE - pos;
        xor_into_state(s, pos, in, take);
        pos += (unsigned)take;
        in += take;
        len -= take;
        if (pos == AIMER_RATE) {
            kpqc_keccakf1600(s);
            pos = 0;
        }
    }
    h->len = pos;
}

void hash_final(aimer_hash *h)
{
    h->st.pos = h->len;
    kpqc_keccak_finalize(&h->st);
    h->len = 0;
}

/* The shared sponge keeps pos == rate after finalize and after a block is
 * used up; a new block is then permuted in, exactly as kpqc_keccak_squeeze. */
void hash_squeeze_words(aimer_hash *h, uint64_t *out, size_t nwords)
{
    kpqc_keccak_state *st = &h->st;
    unsigned pos = st->pos;

    for (size_t i = 0; i < nwords; i++) {
        if (pos == st->rate) {
            kpqc_keccakf1600(st->s);
            pos = 0;
        }
        out[i] = st->s[pos >> 3];
        pos += 8;
    }
    st->pos = pos;
}

void hash_squeeze(aimer_hash *h, uint8_t *out, size_t len)
{
    while (len >= 8 && (h->st.pos & 7) == 0) {
        uint64_t w;
        hash_squeeze_words(h, &w, 1);
        for (unsigned i = 0; i < 8; i++) out[i] = (uint8_t)(w >> (8 * i));
        out += 8;
        len -= 8;
    }
    if (len > 0) kpqc_keccak_squeeze(out, len, &h->st);
}

void hash_wipe(aimer_hash *h)
{
    kpqc_memzero(h, sizeof *h);
}

#if KPQC_BACKEND_AVX2
/* Byte positions of the hashed input: prefix, salt, rep, index, seed. */
#define HASHQ_REP (1 + AIMER_SALT)
#define HASHQ_SEED (3 + AIMER_SALT)
_Static_assert(HASHQ_REP % 8 <= 6, "rep and index share a lane");
_Static_assert(AIMER_SALT % 8 == 0 && HASHQ_IN / 8 > AIMER_SALT / 8,
               "the prefix shifts the salt by one byte; the pad comes after it");
_Static_assert(HASHQ_SEED % 8 != 0 && AIMER_SEED % 8 == 0 &&
                   HASHQ_SEED / 8 + AIMER_SEED / 8 == HASHQ_LANES - 1,
               "the seed straddles lanes and ends in the last one");
#endif

void hashq_init(hash_queue *q, uint8_t prefix, const uint8_t salt[AIMER_SALT], size_t outlen)
{
    q->prefix = prefix;
    q->salt = salt;
    q->outlen = outlen;
    q->n = 0;
#if KPQC_BACKEND_AVX2
    {
        /* what every input shares, as lanes: each is assembled in a register
         * from the salt word it starts in and the one before, and stored
         * once (building them in a stack array by read-modify-writes, then
         * copying it, was 1.4% of AIMer128f signing's time) */
        uint64_t carry = prefix;
        for (unsigned i = 0; i < HASHQ_LANES; i++) {
            uint64_t v = carry;
            carry = 0;
            if (i < AIMER_SALT / 8) {
                const uint64_t w = kpqc_load64_le(salt + 8 * i);
                v |= w << 8;
                carry = w >> 56;
            }
            if (i == HASHQ_IN / 8) v ^= (uint64_t)0x1f << (8 * (HASHQ_IN % 8));
            q->tmpl[i] = v;
        }
    }
#endif
}

#if KPQC_BACKEND_AVX2
/* The four inputs fit in one block. hashq_push writes each input's lanes,
 * with the first pad byte, straight into its stream of the interleaved state
 * (the salt's lanes made once by hashq_init, rep, index and the seed shifted
 * into place: no byte buffer for the lanes to be read back from); the flush
 * zeroes the other lanes, adds the last pad bit and reads the outputs lane by
 * lane. Unused streams hash a copy of stream 0 into no output. The AVX2
 * backend runs on x86-64 only, so lanes are little-endian words. */
void hashq_flush(hash_queue *q)
{
    kpqc_keccakx4_state *const st = &q->st;
    unsigned lane = 0;

    if (q->n == 0) return;
    for (unsigned i = 0; i < HASHQ_LANES; i++) {
        for (unsigned k = q->n; k < 4; k++) st->s[4 * i + k] = st->s[4 * i];
    }
    memset(&st->s[4 * HASHQ_LANES], 0, sizeof st->s - sizeof(uint64_t) * 4 * HASHQ_LANES);
    for (unsigned k = 0; k < 4; k++) st->s[4 * (AIMER_RATE / 8 - 1) + k] = (uint64_t)0x80 << 56;
    kpqc_keccakx4_f1600_avx2(st);
    for (size_t off = 0; off < q->outlen; off += 8) {
        if (lane == AIMER_RATE / 8) {
            kpqc_keccakx4_f1600_avx2(st);
            lane = 0;
        }
        for (unsigned k = 0; k < q->n; k++) memcpy(q->out[k] + off, &st->s[4 * lane + k], 8);
        lane++;
    }
    q->n = 0;
}

void hashq_push(hash_queue *q, unsigned rep, unsigned index, const uint8_t seed[AIMER_SEED],
                uint8_t *out)
{
    /* lane i of this input is d[4 i]; each is computed whole and stored once */
    uint64_t *const d = q->st.s + q->n;
    const uint64_t ri = (uint64_t)((rep & 0xff) | (index & 0xff) << 8) << (8 * (HASHQ_REP % 8));
    uint64_t carry = 0;

    for (unsigned i = 0; i < HASHQ_LANES; i++) {
        uint64_t v = q->tmpl[i];
        if (i == HASHQ_REP / 8) v ^= ri;
        if (i >= HASHQ_SEED / 8 && i <= HASHQ_SEED / 8 + AIMER_SEED / 8) {
            const unsigned j = i - HASHQ_SEED / 8;
            const uint64_t w = j < AIMER_SEED / 8 ? kpqc_load64_le(seed + 8 * j) : 0;
            v ^= (w << (8 * (HASHQ_SEED % 8))) | carry;
            carry = w >> (64 - 8 * (HASHQ_SEED % 8));
        }
        d[4 * i] = v;
    }
    q->out[q->n++] = out;
    if (q->n == 4) hashq_flush(q);
}
#else
void hashq_flush(hash_queue *q)
{
    q->n = 0;
}

void hashq_push(hash_queue *q, unsigned rep, unsigned index, const uint8_t seed[AIMER_SEED],
                uint8_t *out)
{
    uint8_t *in = q->in[0];
    aimer_hash h;

    in[0] = q->prefix;
    memcpy(in + 1, q->salt, AIMER_SALT);
    in[1 + AIMER_SALT] = (uint8_t)rep;
    in[2 + AIMER_SALT] = (uint8_t)index;
    memcpy(in + 3 + AIMER_SALT, seed, AIMER_SEED);
    hash_init(&h);
    hash_update(&h, in, HASHQ_IN);
    hash_final(&h);
    hash_squeeze(&h, out, q->outlen);
    hash_wipe(&h);
}
#endif

void hashq_wipe(hash_queue *q)
{
    kpqc_memzero(q, sizeof *q);
}
