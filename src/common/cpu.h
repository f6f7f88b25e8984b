/* CPU feature detection, done once and cached. */
#ifndef KPQC_CPU_H
#define KPQC_CPU_H

#include <stdint.h>

enum {
    KPQC_CPU_AVX2 = 1u << 0,
    KPQC_CPU_BMI2 = 1u << 1,
    KPQC_CPU_POPCNT = 1u << 2,
    KPQC_CPU_AESNI = 1u << 3,
    KPQC_CPU_PCLMUL = 1u << 4,
    KPQC_CPU_AVX512F = 1u << 5,
    KPQC_CPU_BMI1 = 1u << 6,
    /* Not an instruction but a speed: BMI2's PDEP/PEXT run in hardware (a few
     * cycles). Set with BMI2 except on AMD before family 0x19 (Zen 1/Zen+/
     * Zen 2, Hygon family 0x18), where they are microcoded (hundreds of
     * cycles). Kernels that would use them have a table/shuffle twin with the
     * same output; KPQC_CPU_DISABLE=fast-pdep forces the twin on any CPU. */
    KPQC_CPU_FAST_PDEP = 1u << 7,
    KPQC_CPU_NEON = 1u << 8,
    KPQC_CPU_ARM_AES = 1u << 9,
    KPQC_CPU_ARM_PMULL = 1u << 10,
    KPQC_CPU_ARM_SHA3 = 1u << 11,
    /* GFNI in its VEX (ymm) form: CPUID.7.0:ECX bit 8 with the OS's AVX
     * state enabled (Intel since Ice Lake/Tremont, AMD since Zen 4). Twin
     * kernels use vgf2p8affineqb where it is set and their vpshufb twin
     * elsewhere; never required by a backend (KPQC_CPU_DISABLE=gfni). */
    KPQC_CPU_GFNI = 1u << 12,
};

/* Features of this CPU that the OS also enables, minus any named in the
 * KPQC_CPU_DISABLE environment variable (comma separated, e.g. "avx2,aesni"),
 * which lets tests and benchmarks force the portable code. */
uint32_t kpqc_cpu_features(void);

static inline int kpqc_cpu_has(uint32_t features)
{
    return (kpqc_cpu_features() & features) == features;
}

/* Which twin kernels run where a backend has PDEP/PEXT ones ("PDEP/PEXT
 * kernels" or "table/shift kernels") and why: one static line. */
const char *kpqc_cpu_fast_pdep_reason(void);

/* The same for backends with GFNI twins ("GFNI kernels" or "table/shift
 * kernels", the vpshufb nibble-table ones) and why. */
const char *kpqc_cpu_gfni_reason(void);

/* What this CPU is (x86-64: cpuid; elsewhere vendor "" and uarch "unknown"). */
typedef struct {
    char vendor[16];   /* "AuthenticAMD", "GenuineIntel", "HygonGenuine", ... */
    unsigned family;   /* display family: base + extended (0x19 = Zen 3/4) */
    unsigned model;    /* display model: extended << 4 | base */
    unsigned stepping;
    const char *uarch; /* "Zen 4", "Ice Lake", ...; "unknown" when not in the table */
} kpqc_cpu_identity;

void kpqc_cpu_identify(kpqc_cpu_identity *id);

/* Writes the names of the set bits of features, space separated, into buf. */
void kpqc_cpu_feature_names(uint32_t features, char *buf, unsigned buflen);

#endif
