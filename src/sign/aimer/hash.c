#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "hash.h"
#if KPQC_BACKEND_AVX2
#include "fips202x4.h"
#endif

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
 * (the state has 25) may receive zeros. */
static void xor_into_state(uint64_t s[25], unsigned pos, const uint8_t *in, size_t n)
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

void hashq_init(hash_queue *q, uint8_t prefix, const uint8_t salt[AIMER_SALT], size_t outlen)
{
    q->prefix = prefix;
    q->salt = salt;
    q->outlen = outlen;
    q->n = 0;
}

#if KPQC_BACKEND_AVX2
/* The four inputs fit in one block: each is staged with its first pad byte
 * (hashq_push) and read lane by lane into the interleaved state, then the
 * outputs are read lane by lane. Unused streams hash a copy of stream 0 into
 * no output. The AVX2 backend runs on x86-64 only, so lanes are
 * little-endian words. */
void hashq_flush(hash_queue *q)
{
    kpqc_keccakx4_state st;
    unsigned lane = 0;

    if (q->n == 0) return;
    for (unsigned i = 0; i < HASHQ_LANES; i++) {
        for (unsigned k = 0; k < 4; k++) {
            memcpy(&st.s[4 * i + k], q->in[k < q->n ? k : 0] + 8 * i, 8);
        }
    }
    memset(&st.s[4 * HASHQ_LANES], 0, sizeof st.s - sizeof(uint64_t) * 4 * HASHQ_LANES);
    for (unsigned k = 0; k < 4; k++) st.s[4 * (AIMER_RATE / 8 - 1) + k] = (uint64_t)0x80 << 56;
    kpqc_keccakx4_f1600_avx2(&st);
    for (size_t off = 0; off < q->outlen; off += 8) {
        if (lane == AIMER_RATE / 8) {
            kpqc_keccakx4_f1600_avx2(&st);
            lane = 0;
        }
        for (unsigned k = 0; k < q->n; k++) memcpy(q->out[k] + off, &st.s[4 * lane + k], 8);
        lane++;
    }
    q->n = 0;
    kpqc_memzero(&st, sizeof st);
    kpqc_memzero(q->in, sizeof q->in);
}
#else
void hashq_flush(hash_queue *q)
{
    kpqc_memzero(q->in[0], sizeof q->in[0]);
    q->n = 0;
}
#endif

void hashq_push(hash_queue *q, unsigned rep, unsigned index, const uint8_t seed[AIMER_SEED],
                uint8_t *out)
{
#if KPQC_BACKEND_AVX2
    uint8_t *in = q->in[q->n];
#else
    uint8_t *in = q->in[0];
#endif
    in[0] = q->prefix;
    memcpy(in + 1, q->salt, AIMER_SALT);
    in[1 + AIMER_SALT] = (uint8_t)rep;
    in[2 + AIMER_SALT] = (uint8_t)index;
    memcpy(in + 3 + AIMER_SALT, seed, AIMER_SEED);
#if KPQC_BACKEND_AVX2
    in[HASHQ_IN] = 0x1f;
    memset(in + HASHQ_IN + 1, 0, sizeof q->in[0] - HASHQ_IN - 1);
    q->out[q->n++] = out;
    if (q->n == 4) hashq_flush(q);
#else
    {
        aimer_hash h;
        hash_init(&h);
        hash_update(&h, in, HASHQ_IN);
        hash_final(&h);
        hash_squeeze(&h, out, q->outlen);
        hash_wipe(&h);
    }
#endif
}
