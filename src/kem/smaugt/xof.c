/* Batches of independent Keccak calls (xof.h). */
#include <string.h>

#include "bytes.h"
#include "fips202.h"
#include "xof.h"

#if KPQC_BACKEND_AVX2
#include "ct.h"
#include "fips202x4.h"



/* The words of one lane: word w at words[stride * w]. A lane of the 4-way
 * state is st->s + k with stride 4; a scalar state has stride 1. */
typedef struct {
    uint64_t *words;
    unsigned stride;
} lane_words;

static void xor_byte(lane_words l, size_t pos, uint8_t b)
{
    l.words[l.stride * (pos >> 3)] ^= (uint64_t)b << (8 * (pos & 7));
}

static void xor_bytes(lane_words l, const uint8_t *in, size_t len)
{
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        l.words[l.stride * (i >> 3)] ^= kpqc_load64_le(in + i);
    }
    for (; i < len; i++) {
        xor_byte(l, i, in[i]);
    }
}

static void read_bytes(uint8_t *out, lane_words l, size_t len)
{
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        kpqc_store64_le(out + i, l.words[l.stride * (i >> 3)]);
    }
    for (; i < len; i++) {
        out[i] = (uint8_t)(l.words[l.stride * (i >> 3)] >> (8 * (i & 7)));
    }
}

/* What lane k is doing: call `call` (n when idle), at input offset `in_off`
 * while absorbing, then at output offset `out_off`. */
typedef struct {
    unsigned call;
    size_t in_off, out_off;
    int squeezing;
} lane;

static void lane_start(lane *l, lane_words w, unsigned call)
{
    for (unsigned i = 0; i < 25; i++) {
        w.words[w.stride * i] = 0;
    }
    l->call = call;
    l->in_off = 0;
    l->out_off = 0;
    l->squeezing = 0;
}

/* Before a permutation: the lane's next input block, or its last one padded
 * (pad10*1 with the domain byte). Squeezing lanes add nothing. */
static void lane_absorb(lane *l, lane_words w, const smaugt_keccak_call *c)
{
    size_t left = c->inlen - l->in_off;

    if (l->squeezing) {
        return;
    }
    if (left >= c->rate) {
        xor_bytes(w, c->in + l->in_off, c->rate);
        l->in_off += c->rate;
    } else {
        xor_bytes(w, c->in + l->in_off, left);
        xor_byte(w, left, c->ds);
        xor_byte(w, c->rate - 1, 0x80);
        l->squeezing = 1;
    }
}

/* After a permutation: a squeezing lane reads one block of output. Returns 1
 * when its call is complete. */
static int lane_squeeze(lane *l, lane_words w, const smaugt_keccak_call *c)
{
    size_t left;

    if (!l->squeezing) {
        return 0;
    }
    left = c->outlen - l->out_off;
    if (left > c->rate) {
        left = c->rate;
    }
    read_bytes(c->out + l->out_off, w, left);
    l->out_off += left;
    return l->out_off == c->outlen;
}

static lane_words lane_of(kpqc_keccakx4_state *st, unsigned k)
{
    lane_words w = {st->s + k, 4};
    return w;
}

/* The rest of the one call still running, in lane k, on the scalar Keccak:
 * a 4-way permutation for one lane costs about 1.3 scalar ones. */
static void lane_finish_scalar(lane *l, const kpqc_keccakx4_state *st, unsigned k,
                               const smaugt_keccak_call *c)
{
    uint64_t s[25];
    lane_words w = {s, 1};

    for (unsigned i = 0; i < 25; i++) {
        s[i] = st->s[4 * i + k];
    }
    do {
        lane_absorb(l, w, c);
        kpqc_keccakf1600(s);
    } while (!lane_squeeze(l, w, c));
    kpqc_memzero(s, sizeof s);
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
            lane_start(&lanes[k], lane_of(&st, k), next++);
            busy++;
        }
    }
    while (busy > 0) {
        if (busy == 1) { /* then next == n: no call is waiting */
            for (unsigned k = 0; k < 4; k++) {
                if (lanes[k].call < n) {
                    lane_finish_scalar(&lanes[k], &st, k, &calls[lanes[k].call]);
                }
            }
            break;
        }
        for (unsigned k = 0; k < 4; k++) {
            if (lanes[k].call < n) {
                lane_absorb(&lanes[k], lane_of(&st, k), &calls[lanes[k].call]);
            }
        }
        kpqc_keccakx4_f1600(&st);
        for (unsigned k = 0; k < 4; k++) {
            if (lanes[k].call < n &&
                lane_squeeze(&lanes[k], lane_of(&st, k), &calls[lanes[k].call])) {
                if (next < n) {
                    lane_start(&lanes[k], lane_of(&st, k), next++);
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
