#include <string.h>

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
    h->buf[0] = prefix;
    h->len = 1;
}

void hash_update(aimer_hash *h, const uint8_t *in, size_t len)
{
    if (len == 0) return;
    if (h->len > 0) {
        size_t take = AIMER_RATE - h->len;
        if (take > len) take = len;
        memcpy(h->buf + h->len, in, take);
        h->len += (unsigned)take;
        in += take;
        len -= take;
        if (h->len < AIMER_RATE) return;
        kpqc_keccak_absorb(&h->st, h->buf, AIMER_RATE);
        h->len = 0;
    }
    if (len >= AIMER_RATE) {
        size_t whole = len - len % AIMER_RATE;
        kpqc_keccak_absorb(&h->st, in, whole);
        in += whole;
        len -= whole;
    }
    memcpy(h->buf, in, len);
    h->len = (unsigned)len;
}

void hash_final(aimer_hash *h)
{
    kpqc_keccak_absorb(&h->st, h->buf, h->len);
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
