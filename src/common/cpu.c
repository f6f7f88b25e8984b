/* CPU feature detection: cpuid/xgetbv on x86-64, getauxval on aarch64 Linux. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "cpu.h"

#if defined(__x86_64__)
#include <cpuid.h>
#elif defined(__aarch64__) && defined(__linux__)
#include <asm/hwcap.h>
#include <sys/auxv.h>
#endif

static const struct {
    uint32_t bit;
    const char *name;
} feature_names[] = {
    {KPQC_CPU_AVX2, "avx2"},         {KPQC_CPU_BMI2, "bmi2"},
    {KPQC_CPU_POPCNT, "popcnt"},     {KPQC_CPU_AESNI, "aesni"},
    {KPQC_CPU_PCLMUL, "pclmul"},     {KPQC_CPU_AVX512F, "avx512f"}, {KPQC_CPU_BMI1, "bmi1"},
    {KPQC_CPU_NEON, "neon"},         {KPQC_CPU_ARM_AES, "arm-aes"},
    {KPQC_CPU_ARM_PMULL, "arm-pmull"}, {KPQC_CPU_ARM_SHA3, "arm-sha3"},
};

static uint32_t detect(void)
{
    uint32_t f = 0;
#if defined(__x86_64__)
    unsigned a, b, c, d;
    if (__get_cpuid(1, &a, &b, &c, &d)) {
        if (c & bit_POPCNT) f |= KPQC_CPU_POPCNT;
        if (c & bit_AES) f |= KPQC_CPU_AESNI;
        if (c & bit_PCLMUL) f |= KPQC_CPU_PCLMUL;
        /* AVX state must be enabled by the OS (XCR0 bits 1 and 2). */
        int os_avx = 0;
        if ((c & bit_OSXSAVE) && (c & bit_AVX)) {
            uint32_t xlo, xhi;
            __asm__ volatile("xgetbv" : "=a"(xlo), "=d"(xhi) : "c"(0));
            os_avx = (xlo & 6u) == 6u;
            if (os_avx && __get_cpuid_count(7, 0, &a, &b, &c, &d)) {
                if (b & bit_AVX2) f |= KPQC_CPU_AVX2;
                if ((b & bit_AVX512F) && (xlo & 0xe6u) == 0xe6u) f |= KPQC_CPU_AVX512F;
            }
        }
        if (__get_cpuid_count(7, 0, &a, &b, &c, &d)) {
            if (b & bit_BMI) f |= KPQC_CPU_BMI1;
            if (b & bit_BMI2) f |= KPQC_CPU_BMI2;
        }
    }
#elif defined(__aarch64__) && defined(__linux__)
    unsigned long hw = getauxval(AT_HWCAP);
    if (hw & HWCAP_ASIMD) f |= KPQC_CPU_NEON; /* Advanced SIMD, in every Linux AArch64 CPU */
    if (hw & HWCAP_AES) f |= KPQC_CPU_ARM_AES;
    if (hw & HWCAP_PMULL) f |= KPQC_CPU_ARM_PMULL;
#ifdef HWCAP_SHA3
    if (hw & HWCAP_SHA3) f |= KPQC_CPU_ARM_SHA3;
#endif
#endif
    const char *off = getenv("KPQC_CPU_DISABLE");
    if (off != NULL) {
        for (size_t i = 0; i < sizeof feature_names / sizeof feature_names[0]; i++) {
            const char *p = off;
            size_t n = strlen(feature_names[i].name);
            while ((p = strstr(p, feature_names[i].name)) != NULL) {
                int starts = (p == off || p[-1] == ',');
                int ends = (p[n] == '\0' || p[n] == ',');
                if (starts && ends) f &= ~feature_names[i].bit;
                p += n;
            }
        }
    }
    return f;
}

/* Bit 31 marks "detected"; the value never changes once set, so relaxed
 * ordering is enough and concurrent first calls simply agree. */
static _Atomic uint32_t cached_features;

uint32_t kpqc_cpu_features(void)
{
    uint32_t f = atomic_load_explicit(&cached_features, memory_order_relaxed);
    if (f == 0) {
        f = detect() | 0x80000000u;
        atomic_store_explicit(&cached_features, f, memory_order_relaxed);
    }
    return f & 0x7fffffffu;
}

void kpqc_cpu_feature_names(uint32_t features, char *buf, unsigned buflen)
{
    size_t used = 0;
    if (buflen == 0) return;
    buf[0] = '\0';
    for (size_t i = 0; i < sizeof feature_names / sizeof feature_names[0]; i++) {
        if (!(features & feature_names[i].bit)) continue;
        size_t n = strlen(feature_names[i].name);
        if (used + n + 2 > buflen) break;
        if (used > 0) buf[used++] = ' ';
        memcpy(buf + used, feature_names[i].name, n + 1);
        used += n;
    }
}
