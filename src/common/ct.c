/* Constant-time helpers that are not worth inlining. */
#include <string.h>

#include "ct.h"

#if defined(KPQC_CT_ANNOTATIONS)
#include <valgrind/memcheck.h>
#endif

int kpqc_ct_memcmp(const void *a, const void *b, size_t len)
{
    const volatile uint8_t *pa = (const volatile uint8_t *)a;
    const volatile uint8_t *pb = (const volatile uint8_t *)b;
    uint8_t acc = 0;
    for (size_t i = 0; i < len; i++) {
        acc |= (uint8_t)(pa[i] ^ pb[i]);
    }
    return (int)(kpqc_ct_mask_nonzero_u32(acc) & 1u);
}

void kpqc_ct_cmov(uint8_t *r, const uint8_t *x, size_t len, uint8_t cond)
{
    uint8_t mask = (uint8_t)(0u - (uint8_t)kpqc_ct_barrier_u32(cond));
    for (size_t i = 0; i < len; i++) {
        r[i] ^= (uint8_t)(mask & (r[i] ^ x[i]));
    }
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

#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
void kpqc_stack_wipe(void)
{
    uint8_t buf[KPQC_STACK_WIPE_BYTES];
    kpqc_memzero(buf, sizeof buf);
}
