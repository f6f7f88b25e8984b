/* Constant-time helpers shared by every scheme.
 *
 * All of them run in time independent of the secret values they are given.
 * Masks are all-ones for "true" and zero for "false". */
#ifndef KPQC_CT_H
#define KPQC_CT_H

#include <stddef.h>
#include <stdint.h>

/* An optimisation barrier: the compiler must treat the value as unknown, so it
 * cannot turn mask arithmetic back into a branch. */
static inline uint32_t kpqc_ct_barrier_u32(uint32_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    __asm__("" : "+r"(x));
#endif
    return x;
}

static inline uint64_t kpqc_ct_barrier_u64(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    __asm__("" : "+r"(x));
#endif
    return x;
}

/* The masks below pass through a barrier on the way in and on the way out:
 * without the second one clang sees that the result is 0 or all-ones from a
 * comparison and turns the select that uses it back into a branch (found by
 * the clang -O3 `ct` run in Layered ROLLO-I's gauss and support sampler). */

/* 0xffffffff if x != 0, else 0. */
static inline uint32_t kpqc_ct_mask_nonzero_u32(uint32_t x)
{
    x = kpqc_ct_barrier_u32(x);
    return kpqc_ct_barrier_u32((uint32_t)0 - ((x | ((uint32_t)0 - x)) >> 31));
}

/* 0xffffffff if a == b, else 0. */
static inline uint32_t kpqc_ct_mask_eq_u32(uint32_t a, uint32_t b)
{
    return ~kpqc_ct_mask_nonzero_u32(a ^ b);
}

/* 0xffffffff if a < b (unsigned), else 0. */
static inline uint32_t kpqc_ct_mask_lt_u32(uint32_t a, uint32_t b)
{
    uint64_t d = (uint64_t)kpqc_ct_barrier_u32(a) - (uint64_t)b;
    return kpqc_ct_barrier_u32((uint32_t)0 - (uint32_t)(d >> 63));
}

/* A 32-bit mask (all-ones or zero) widened to 64 bits, behind a barrier. */
static inline uint64_t kpqc_ct_mask_widen_u64(uint32_t mask)
{
    return kpqc_ct_barrier_u64((uint64_t)0 - (uint64_t)(mask & 1));
}

/* 0 if the buffers are equal, 1 otherwise (never short-circuits). */
int kpqc_ct_memcmp(const void *a, const void *b, size_t len);

/* r = cond ? x : r; cond must be 0 or 1. */
void kpqc_ct_cmov(uint8_t *r, const uint8_t *x, size_t len, uint8_t cond);

/* Branch-free select on words: mask must be all-ones or zero. */
static inline uint32_t kpqc_ct_select_u32(uint32_t mask, uint32_t a, uint32_t b)
{
    return (a & mask) | (b & ~mask);
}

/* Marks a value derived from secrets as public from here on: a rejection
 * decision the scheme reveals anyway, a challenge published in a signature.
 * It does nothing at run time; in builds with KPQC_CT_ANNOTATIONS it tells
 * valgrind's memcheck (the `ct` test label) that the bytes may be branched on. */
void kpqc_ct_declassify(const void *p, size_t len);

/* Zeroise memory in a way the compiler cannot drop. */
void kpqc_memzero(void *p, size_t len);

/* Zeroes KPQC_STACK_WIPE_BYTES of stack just below the caller's frame: the
 * frames of the functions it called before (and their spilled temporaries,
 * e.g. Keccak lanes) are overwritten. Call it right after the call that
 * handled the secret, from the same function. */
#define KPQC_STACK_WIPE_BYTES 2048
void kpqc_stack_wipe(void);

/* A function kept out of line, so that its frame stays its own: a stack wipe
 * reaches below its caller's frame, and a large local (a workspace, a sponge
 * queue) is not merged into a caller's frame where it would add to the peak. */
#if defined(__GNUC__) || defined(__clang__)
#define KPQC_NOINLINE __attribute__((noinline))
#else
#define KPQC_NOINLINE
#endif

#endif
