/* PALOMA Shuffle, constant time where the seed is secret. */
#include <string.h>

#include "ct.h"
#include "shuffle.h"

#if KPQC_BACKEND_AVX2
/* The avx2 instance runs the kernels of native/x86_64 (api.h states their
 * contracts); the portable code below is compiled for the portable instance
 * only. */
#include "native/x86_64/api.h"

void shuffle_apply_ct(uint16_t *a, size_t len, const uint8_t seed[32])
{
    paloma_shuffle_apply_avx2(a, len, seed, 0);
}

void shuffle_apply_inverse_ct(uint16_t *a, size_t len, const uint8_t seed[32])
{
    paloma_shuffle_apply_avx2(a, len, seed, 1);
}

void shuffle_error_vector_ct(uint64_t e[PALOMA_N_WORDS], const uint8_t seed[32])
{
    paloma_error_vector_avx2(e, seed);
}

void shuffle_permute_bits(uint64_t out[PALOMA_N_WORDS], const uint64_t in[PALOMA_N_WORDS],
                          const uint8_t seed[32])
{
    paloma_permute_bits_avx2(out, in, seed, 0);
}

void shuffle_unpermute_bits(uint64_t out[PALOMA_N_WORDS], const uint64_t in[PALOMA_N_WORDS],
                            const uint8_t seed[32])
{
    paloma_permute_bits_avx2(out, in, seed, 1);
}

#else /* portable */

static void seed_words(uint16_t w[16], const uint8_t seed[32])
{
    for (int i = 0; i < 16; i++) w[i] = (uint16_t)(seed[2 * i] | seed[2 * i + 1] << 8);
}

/* x mod d for x < 2^16, 2 <= d <= 2^13, without a division on x: with
 * m = floor((2^32 - 1) / d) + 1, floor(x * m / 2^32) = floor(x / d) exactly
 * because x * d < 2^32. Only the public d is divided. */
static uint32_t mod_public(uint32_t x, uint32_t d)
{
    uint64_t m = (uint64_t)(0xffffffffu / d) + 1;
    uint32_t q = (uint32_t)(((uint64_t)x * m) >> 32);
    return x - q * d;
}

/* Swaps a[i] and a[j] for a secret j <= i, reading and writing every slot
 * 0..i (the loop vectorizes). */
static void swap_secret(uint16_t *a, uint16_t i, uint16_t j)
{
    uint16_t top = a[i], picked = 0;
    for (uint16_t k = 0; k <= i; k++) {
        uint16_t hit = (uint16_t)(0 - (uint16_t)((uint16_t)((k ^ j) - 1) >> 15));
        picked |= a[k] & hit;
        a[k] = (uint16_t)((a[k] & ~hit) | (top & hit));
    }
    a[i] = picked;
}

void shuffle_apply_ct(uint16_t *a, size_t len, const uint8_t seed[32])
{
    uint16_t w[16];
    seed_words(w, seed);
    unsigned c = 0;
    for (size_t i = len - 1; i > 0; i--, c = (c + 1) & 15) {
        swap_secret(a, (uint16_t)i, (uint16_t)mod_public(w[c], (uint32_t)i + 1));
    }
    kpqc_memzero(w, sizeof w);
}

void shuffle_apply_inverse_ct(uint16_t *a, size_t len, const uint8_t seed[32])
{
    uint16_t w[16];
    seed_words(w, seed);
    for (size_t i = 1; i < len; i++) {
        unsigned c = (unsigned)(len - 1 - i) & 15;
        swap_secret(a, (uint16_t)i, (uint16_t)mod_public(w[c], (uint32_t)i + 1));
    }
    kpqc_memzero(w, sizeof w);
}

/* The set in slots 0..t-1 after the shuffle: follow those t slots back from
 * the end. Steps with i < t only permute slots below t, so they do not
 * change the set; for i >= t, in reverse order (i ascending), a followed slot
 * p < i moves to i exactly when p == j_i. O(n t) instead of O(n^2). */
void shuffle_error_vector_ct(uint64_t e[PALOMA_N_WORDS], const uint8_t seed[32])
{
    uint16_t w[16], pos[PALOMA_T], js[PALOMA_N];
    seed_words(w, seed);
    for (uint32_t i = PALOMA_T; i < PALOMA_N; i++) {
        js[i] = (uint16_t)mod_public(w[(PALOMA_N - 1 - i) & 15], i + 1);
    }
    /* The followed slots are independent: 64 at a time, so that they stay in
     * vector registers for the whole pass over the steps. */
    for (int k0 = 0; k0 < PALOMA_T; k0 += 64) {
        uint16_t chunk[64];
        for (int k = 0; k < 64; k++) chunk[k] = (uint16_t)(k0 + k);
        for (uint32_t i = PALOMA_T; i < PALOMA_N; i++) {
            uint16_t j = js[i], slot = (uint16_t)i;
            uint16_t step = (uint16_t)(slot - j); /* moves the slot at j to i */
            for (int k = 0; k < 64; k++) {
                uint16_t hit = (uint16_t)(0 - (uint16_t)(chunk[k] == j));
                chunk[k] = (uint16_t)(chunk[k] + (step & hit));
            }
        }
        memcpy(pos + k0, chunk, sizeof chunk);
        kpqc_memzero(chunk, sizeof chunk);
    }
    for (int x = 0; x < PALOMA_N_WORDS; x++) {
        uint64_t word = 0;
        for (int k = 0; k < PALOMA_T; k++) {
            uint64_t in_word = (uint64_t)0 - (uint64_t)((pos[k] >> 6) == x);
            word |= in_word & ((uint64_t)1 << (pos[k] & 63));
        }
        e[x] = word;
    }
    kpqc_memzero(w, sizeof w);
    kpqc_memzero(pos, sizeof pos);
    kpqc_memzero(js, sizeof js);
}

/* The permutation of a public seed, indices in the clear. */
static void public_permutation(uint16_t p[PALOMA_N], const uint8_t seed[32])
{
    uint16_t w[16];
    seed_words(w, seed);
    for (uint16_t x = 0; x < PALOMA_N; x++) p[x] = x;
    unsigned c = 0;
    for (uint32_t i = PALOMA_N - 1; i > 0; i--, c = (c + 1) & 15) {
        uint32_t j = w[c] % (i + 1);
        uint16_t tmp = p[i];
        p[i] = p[j];
        p[j] = tmp;
    }
}

static uint64_t bit_at(const uint64_t *v, unsigned x)
{
    return (v[x >> 6] >> (x & 63)) & 1;
}

void shuffle_permute_bits(uint64_t out[PALOMA_N_WORDS], const uint64_t in[PALOMA_N_WORDS],
                          const uint8_t seed[32])
{
    uint16_t p[PALOMA_N];
    public_permutation(p, seed);
    memset(out, 0, PALOMA_N_WORDS * sizeof(uint64_t));
    for (unsigned x = 0; x < PALOMA_N; x++) out[x >> 6] |= bit_at(in, p[x]) << (x & 63);
}

void shuffle_unpermute_bits(uint64_t out[PALOMA_N_WORDS], const uint64_t in[PALOMA_N_WORDS],
                            const uint8_t seed[32])
{
    uint16_t p[PALOMA_N];
    public_permutation(p, seed);
    memset(out, 0, PALOMA_N_WORDS * sizeof(uint64_t));
    for (unsigned x = 0; x < PALOMA_N; x++) out[p[x] >> 6] |= bit_at(in, x) << (p[x] & 63);
}
#endif /* KPQC_BACKEND_AVX2 */
