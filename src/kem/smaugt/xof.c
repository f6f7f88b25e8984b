/* Batches of independent Keccak calls (xof.h). */
#include <string.h>

#include "bytes.h"
#include "fips202.h"
#include "xof.h"

#if KPQC_BACKEND_AVX2
#include "ct.h"
#include "fips202x4.h"



/* Byte pos of the rate of lane k (s[4 * word + k] is word `word` of lane k). */
static void xor_byte(kpqc_keccakx4_state *st, unsigned k, size_t pos, uint8_t b)
{
    st->s[4 * (pos >> 3) + k] ^= (uint64_t)b << (8 * (pos & 7));
}

static void xor_bytes(kpqc_keccakx4_state *st, unsigned k, const uint8_t *in, size_t len)
{
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        st->s[4 * (i >> 3) + k] ^= kpqc_load64_le(in + i);
    }
    for (; i < len; i++) {
        xor_byte(st, k, i, in[i]);
    }
}

static void read_bytes(uint8_t *out, const kpqc_keccakx4_state *st, unsigned k, size_t len)
{
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        kpqc_store64_le(out + i, st->s[4 * (i >> 3) + k]);
    }
    for (; i < len; i++) {
        out[i] = (uint8_t)(st->s[4 * (i >> 3) + k] >> (8 * (i & 7)));
    }
}

/* What lane k is doing: call `call` (n when idle), at input offset `in_off`
 * while absorbing, then at output offset `out_off`. */
typedef struct {
    unsigned call;
    size_t in_off, out_off;
    int squeezing;
} lane;

static void lane_start(lane *l, kpqc_keccakx4_state *st, unsigned k, unsigned call)
{
    for (unsigned w = 0; w < 25; w++) {
        st->s[4 * w + k] = 0;
    }
    l->call = call;
    l->in_off = 0;
    l->out_off = 0;
    l->squeezing = 0;
}

/* Before a permutation: the lane's next input block, or its last one padded
 * (pad10*1 with the domain byte). Squeezing lanes add nothing. */
static void lane_absorb(lane *l, kpqc_keccakx4_state *st, unsigned k,
                        const smaugt_keccak_call *c)
{
    size_t left = c->inlen - l->in_off;

    if (l->squeezing) {
        return;
    }
    if (left >= c->rate) {
        xor_bytes(st, k, c->in + l->in_off, c->rate);
        l->in_off += c->rate;
    } else {
        xor_bytes(st, k, c->in + l->in_off, left);
        xor_byte(st, k, left, c->ds);
        xor_byte(st, k, c->rate - 1, 0x80);
        l->squeezing = 1;
    }
}

/* After a permutation: a squeezing lane reads one block of output. Returns 1
 * when its call is complete. */
static int lane_squeeze(lane *l, const kpqc_keccakx4_state *st, unsigned k,
                        const smaugt_keccak_call *c)
{
    size_t left;

    if (!l->squeezing) {
        return 0;
    }
    left = c->outlen - l->out_off;
    if (left > c->rate) {
        left = c->rate;
    }
    read_bytes(c->out + l->out_off, st, k, left);
    l->out_off += left;
    return l->out_off == c->outlen;
}

void smaugt_keccak_batch(const smaugt_keccak_call *calls, unsigned n)
{
    kpqc_keccakx4_state st;
    lane lanes[4];
    unsigned next = 0, busy = 0;

    memset(&st, 0, sizeof st);
    for (unsigned k = 0; k < 4; k++) {
        lanes[k].call = n;
        if (next < n) {
            lane_start(&lanes[k], &st, k, next++);
            busy++;
        }
    }
    while (busy > 0) {
        for (unsigned k = 0; k < 4; k++) {
            if (lanes[k].call < n) {
                lane_absorb(&lanes[k], &st, k, &calls[lanes[k].call]);
            }
        }
        kpqc_keccakx4_f1600(&st);
        for (unsigned k = 0; k < 4; k++) {
            if (lanes[k].call < n && lane_squeeze(&lanes[k], &st, k, &calls[lanes[k].call])) {
                if (next < n) {
                    lane_start(&lanes[k], &st, k, next++);
                } else {
                    lanes[k].call = n;
                    busy--;
                }
            }
        }
    }
    kpqc_keccakx4_wipe(&st);
}

#else /* portable: one call after another */

void smaugt_keccak_batch(const smaugt_keccak_call *calls, unsigned n)
{
    kpqc_keccak_state st;

    for (unsigned i = 0; i < n; i++) {
        kpqc_keccak_init(&st, calls[i].rate, calls[i].ds);
        kpqc_keccak_absorb(&st, calls[i].in, calls[i].inlen);
        kpqc_keccak_finalize(&st);
        kpqc_keccak_squeeze(calls[i].out, calls[i].outlen, &st);
    }
    kpqc_keccak_wipe(&st);
}

#endif
