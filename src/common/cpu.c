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
    {KPQC_CPU_FAST_PDEP, "fast-pdep"}, {KPQC_CPU_GFNI, "gfni"},
    {KPQC_CPU_NEON, "neon"},         {KPQC_CPU_ARM_AES, "arm-aes"},
    {KPQC_CPU_ARM_PMULL, "arm-pmull"}, {KPQC_CPU_ARM_SHA3, "arm-sha3"},
};

#if defined(__x86_64__)
/* Intel family 6 models by core generation (client and server parts of a
 * generation share the name; Atom cores are named as such). */
static const struct {
    unsigned char model;
    const char *name;
} intel_models[] = {
    {0x2a, "Sandy Bridge"}, {0x2d, "Sandy Bridge"}, {0x3a, "Ivy Bridge"}, {0x3e, "Ivy Bridge"},
    {0x3c, "Haswell"}, {0x3f, "Haswell"}, {0x45, "Haswell"}, {0x46, "Haswell"},
    {0x3d, "Broadwell"}, {0x47, "Broadwell"}, {0x4f, "Broadwell"}, {0x56, "Broadwell"},
    {0x4e, "Skylake"}, {0x5e, "Skylake"}, {0x55, "Skylake-SP/Cascade Lake"},
    {0x8e, "Kaby/Coffee/Whiskey Lake"}, {0x9e, "Kaby/Coffee Lake"}, {0xa5, "Comet Lake"},
    {0xa6, "Comet Lake"}, {0x66, "Cannon Lake"}, {0x7d, "Ice Lake"}, {0x7e, "Ice Lake"},
    {0x6a, "Ice Lake-SP"}, {0x6c, "Ice Lake-SP"}, {0x8c, "Tiger Lake"}, {0x8d, "Tiger Lake"},
    {0xa7, "Rocket Lake"}, {0x97, "Alder Lake"}, {0x9a, "Alder Lake"}, {0xb7, "Raptor Lake"},
    {0xba, "Raptor Lake"}, {0xbf, "Raptor Lake"}, {0x8f, "Sapphire Rapids"},
    {0xcf, "Emerald Rapids"}, {0xaa, "Meteor Lake"}, {0xac, "Meteor Lake"},
    {0xad, "Granite Rapids"}, {0xae, "Granite Rapids"}, {0xaf, "Sierra Forest (Atom)"},
    {0xbd, "Lunar Lake"}, {0xc5, "Arrow Lake"}, {0xc6, "Arrow Lake"},
    {0x5c, "Goldmont (Atom)"}, {0x5f, "Goldmont (Atom)"}, {0x7a, "Goldmont Plus (Atom)"},
    {0x86, "Tremont (Atom)"}, {0x96, "Tremont (Atom)"}, {0x9c, "Tremont (Atom)"},
    {0xbe, "Gracemont (Atom)"},
};

static const char *amd_uarch(unsigned family, unsigned model)
{
    switch (family) {
    case 0x15: return model < 0x10 ? "Bulldozer" : model < 0x30 ? "Piledriver"
                      : model < 0x60 ? "Steamroller" : "Excavator";
    case 0x16: return model < 0x30 ? "Jaguar" : "Puma";
    case 0x17: /* Zen+ parts are models 0x08 and 0x18; Zen 2 starts at 0x30 */
        if (model == 0x08 || model == 0x18) return "Zen+";
        return model < 0x30 ? "Zen" : "Zen 2";
    case 0x18: return "Zen (Hygon Dhyana)";
    case 0x19: /* Zen 4: 0x10-0x1f (Genoa), 0x60-0x7f (Raphael, Phoenix), 0xa0-0xaf (Bergamo) */
        if ((model >= 0x10 && model < 0x20) || (model >= 0x60 && model < 0x80) ||
            (model >= 0xa0 && model < 0xb0)) {
            return "Zen 4";
        }
        return model >= 0x40 && model < 0x50 ? "Zen 3+" : "Zen 3";
    case 0x1a: return "Zen 5";
    default: return "unknown";
    }
}

static void identify(kpqc_cpu_identity *id)
{
    unsigned a, b, c, d;
    memset(id, 0, sizeof *id);
    id->uarch = "unknown";
    if (!__get_cpuid(0, &a, &b, &c, &d)) return;
    memcpy(id->vendor, &b, 4);
    memcpy(id->vendor + 4, &d, 4);
    memcpy(id->vendor + 8, &c, 4);
    if (!__get_cpuid(1, &a, &b, &c, &d)) return;
    unsigned base_family = (a >> 8) & 0xf, base_model = (a >> 4) & 0xf;
    id->stepping = a & 0xf;
    id->family = base_family == 0xf ? base_family + ((a >> 20) & 0xff) : base_family;
    id->model = base_family == 0x6 || base_family == 0xf ? ((a >> 12) & 0xf0) | base_model
                                                           : base_model;
    if (strcmp(id->vendor, "AuthenticAMD") == 0 || strcmp(id->vendor, "HygonGenuine") == 0) {
        id->uarch = amd_uarch(id->family, id->model);
    } else if (strcmp(id->vendor, "GenuineIntel") == 0 && id->family == 6) {
        for (size_t i = 0; i < sizeof intel_models / sizeof intel_models[0]; i++) {
            if (intel_models[i].model == id->model) id->uarch = intel_models[i].name;
        }
    }
}

/* PDEP/PEXT are microcoded on AMD before family 0x19 (and Hygon's 0x18). */
static int pdep_microcoded(const kpqc_cpu_identity *id)
{
    return (strcmp(id->vendor, "AuthenticAMD") == 0 || strcmp(id->vendor, "HygonGenuine") == 0) &&
           id->family < 0x19;
}
#else
static void identify(kpqc_cpu_identity *id)
{
    memset(id, 0, sizeof *id);
    id->uarch = "unknown";
}
#endif

void kpqc_cpu_identify(kpqc_cpu_identity *id)
{
    identify(id);
}

/* What the CPU and the OS support, before KPQC_CPU_DISABLE. */
static uint32_t detect_hardware(void)
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
                if (c & (1u << 8)) f |= KPQC_CPU_GFNI; /* bit_GFNI, missing in older cpuid.h */
            }
        }
        if (__get_cpuid_count(7, 0, &a, &b, &c, &d)) {
            if (b & bit_BMI) f |= KPQC_CPU_BMI1;
            if (b & bit_BMI2) f |= KPQC_CPU_BMI2;
        }
    }
    kpqc_cpu_identity id;
    identify(&id);
    if ((f & KPQC_CPU_BMI2) && !pdep_microcoded(&id)) f |= KPQC_CPU_FAST_PDEP;
#elif defined(__aarch64__) && defined(__linux__)
    unsigned long hw = getauxval(AT_HWCAP);
    if (hw & HWCAP_ASIMD) f |= KPQC_CPU_NEON; /* Advanced SIMD, in every Linux AArch64 CPU */
    if (hw & HWCAP_AES) f |= KPQC_CPU_ARM_AES;
    if (hw & HWCAP_PMULL) f |= KPQC_CPU_ARM_PMULL;
#ifdef HWCAP_SHA3
    if (hw & HWCAP_SHA3) f |= KPQC_CPU_ARM_SHA3;
#endif
#endif
    return f;
}

static uint32_t detect(void)
{
    uint32_t f = detect_hardware();
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
    if (!(f & KPQC_CPU_BMI2)) f &= ~(uint32_t)KPQC_CPU_FAST_PDEP; /* "bmi2" disabled */
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

const char *kpqc_cpu_fast_pdep_reason(void)
{
#if defined(__x86_64__)
    kpqc_cpu_identity id;
    identify(&id);
    if (kpqc_cpu_has(KPQC_CPU_FAST_PDEP)) {
        return "PDEP/PEXT kernels: in hardware here (Intel since Haswell, AMD since family 0x19)";
    }
    if (!kpqc_cpu_has(KPQC_CPU_BMI2)) return "table/shift kernels: no BMI2 (or bmi2 in KPQC_CPU_DISABLE)";
    if (pdep_microcoded(&id)) {
        return "table/shift kernels: PDEP/PEXT are microcoded on AMD before family 0x19 "
               "(Zen 1/Zen+/Zen 2: hundreds of cycles)";
    }
    return "table/shift kernels: fast-pdep in KPQC_CPU_DISABLE";
#else
    return "table/shift kernels: not x86-64";
#endif
}

const char *kpqc_cpu_gfni_reason(void)
{
    if (kpqc_cpu_has(KPQC_CPU_GFNI)) {
        return "GFNI kernels: vgf2p8affineqb here (Intel since Ice Lake/Tremont, AMD since Zen 4)";
    }
    if (detect_hardware() & KPQC_CPU_GFNI) return "table/shift kernels: gfni in KPQC_CPU_DISABLE";
    return "table/shift kernels: no GFNI (or no OS AVX state) on this CPU";
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
