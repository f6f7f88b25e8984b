/* TiGER's error-correcting codes (src/kem/tiger/xef.c) against their defining
 * property: XE3-91 (TiGER128, 128-bit messages) fixes any 3 flipped bits of
 * the message and its parity bits, XE5-234 (TiGER192/256, 256 bits) any 5.
 * The KATs decapsulate valid ciphertexts, whose decryption rarely has errors
 * to fix, so they say little about this path.
 *
 * For random messages (a fixed xorshift stream), every error count 0..f at
 * random positions of the whole code word: encode, flip, recompute the
 * registers onto the received word, fix; the message must come back. Also
 * checks that encoding leaves the message bytes as they are. */
#include <stdint.h>
#include <string.h>

#include "test_support.h"

/* Internal symbols of the portable instances (src/kem/tiger/tiger.h). */
void kpqc_tiger128_portable_tiger_xe_compute(uint8_t *block);
void kpqc_tiger128_portable_tiger_xe_fixerr(uint8_t *block);
void kpqc_tiger192_portable_tiger_xe_compute(uint8_t *block);
void kpqc_tiger192_portable_tiger_xe_fixerr(uint8_t *block);

#define TRIALS 3000

typedef struct {
    const char *name;
    void (*compute)(uint8_t *);
    void (*fixerr)(uint8_t *);
    unsigned msg_bytes, parity_bits, f;
} xe_code;

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint64_t next(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static void check_code(const xe_code *c)
{
    const unsigned word_bits = 8 * c->msg_bytes + c->parity_bits;
    unsigned failures = 0;

    for (unsigned t = 0; t < TRIALS; t++) {
        uint8_t msg[32], block[64];
        unsigned errors = t % (c->f + 1), pos[8];

        for (unsigned i = 0; i < c->msg_bytes; i++) msg[i] = (uint8_t)next();
        memset(block, 0, sizeof block);
        memcpy(block, msg, c->msg_bytes);
        c->compute(block);
        CHECK_MSG(memcmp(block, msg, c->msg_bytes) == 0, "%s: encoding changed the message",
                  c->name);
        /* distinct error positions in the code word */
        for (unsigned e = 0; e < errors; e++) {
            unsigned p, dup;
            do {
                p = (unsigned)(next() % word_bits);
                dup = 0;
                for (unsigned k = 0; k < e; k++) dup |= pos[k] == p;
            } while (dup);
            pos[e] = p;
            block[p >> 3] ^= (uint8_t)(1u << (p & 7));
        }
        c->compute(block);
        c->fixerr(block);
        if (memcmp(block, msg, c->msg_bytes) != 0) failures++;
    }
    CHECK_MSG(failures == 0, "%s: %u of %u words with up to %u errors not corrected", c->name,
              failures, TRIALS, c->f);
    test_pass();
}

int main(void)
{
    const xe_code codes[] = {
        {"XE3-91", kpqc_tiger128_portable_tiger_xe_compute,
         kpqc_tiger128_portable_tiger_xe_fixerr, 16, 91, 3},
        {"XE5-234", kpqc_tiger192_portable_tiger_xe_compute,
         kpqc_tiger192_portable_tiger_xe_fixerr, 32, 234, 5},
    };
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) check_code(&codes[i]);
    return test_finish("tiger_xe");
}
