/* Constant-time helpers that are not worth inlining. */
#include <string.h>

#include "ct.h"

#if defined(KPQC_CT_ANNOTATIONS)
#include <valgrind/memcheck.h>
#endif

/* Both work on 64-bit words (unaligned loads through memcpy), then bytes for
 * the tail; the accumulator and the mask pass a barrier at every word, so the
 * compiler can neither stop early nor branch on them. */
int kpqc_ct_memcmp(const void *a, const void *b, size_t len)
{
    const uint8_t *pa = (const uint8_t *)a, *pb = (const uint8_t *)b;
    uint64_t acc = 0;
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        uint64_t x, y;
        memcpy(&x, pa + i, 8);
        memcpy(&y, pb + i, 8);
        acc = kpqc_ct_barrier_u64(acc | (x ^ y));
    }
    for (; i < len; i++) acc = kpqc_ct_barrier_u64(acc | (uint64_t)(pa[i] ^ pb[i]));
    return (int)(kpqc_ct_mask_nonzero_u32((uint32_t)(acc | acc >> 32)) & 1u);
}

void kpqc_ct_cmov(uint8_t *r, const uint8_t *x, size_t len, uint8_t cond)
{
    uint64_t mask = kpqc_ct_barrier_u64((uint64_t)0 - (uint64_t)(cond & 1u));
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        uint64_t u, v;
        memcpy(&u, r + i, 8);
        memcpy(&v, x + i, 8);
        u ^= mask & (u ^ v);
        memcpy(r + i, &u, 8);
    }
    for (; i < len; i++) r[i] ^= (uint8_t)(mask & (uint8_t)(r[i] ^ x[i]));
}

void kpqc_memzero(void *p, size_t len)
{
    if (len == 0) {
        return;
    }
    memset(p, 0, len);
    /* The asm claims to read p, so the memset above cannot be elided. */
#if defined(__GNUC__) || defined(__clang__)
    __asm__ __volatile__("" : : "r"(p) : "memory");
#endif
}

void kpqc_ct_declassify(const void *p, size_t len)
{
#if defined(KPQC_CT_ANNOTATIONS)
    (void)VALGRIND_MAKE_MEM_DEFINED(p, len);
#else
    (void)p;
    (void)len;
#endif
}

KPQC_NOINLINE
void kpqc_stack_wipe(void)
{
    uint8_t buf[KPQC_STACK_WIPE_BYTES];
    kpqc_memzero(buf, sizeof buf);
}
