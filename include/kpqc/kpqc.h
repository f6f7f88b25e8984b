/* kpqc: the Korean post-quantum algorithms behind one registry.
 *
 * Find a scheme by name, read what it is, and run its operations on the
 * backend of your choice. Every function checks buffer lengths against the
 * scheme's sizes before touching them. */
#ifndef KPQC_KPQC_H
#define KPQC_KPQC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* KPQC_API marks the public functions: the library is compiled with hidden
 * visibility, so a shared libkpqc exports these and nothing else. */
#ifndef KPQC_API
#if defined(__GNUC__) || defined(__clang__)
#define KPQC_API __attribute__((visibility("default")))
#else
#define KPQC_API
#endif
#endif

/* The version of these headers, at compile time (liboqs has OQS_VERSION_TEXT):
 * CMakeLists.txt takes the project version from these three lines, so the
 * library, the CMake package and kpqc.pc carry the same. */
#define KPQC_VERSION_MAJOR 0
#define KPQC_VERSION_MINOR 1
#define KPQC_VERSION_PATCH 0
#define KPQC_VERSION_TEXT "0.1.0"
/* One number to compare: MAJOR * 10000 + MINOR * 100 + PATCH (0.1.0: 100). */
#define KPQC_VERSION_NUMBER \
    (KPQC_VERSION_MAJOR * 10000 + KPQC_VERSION_MINOR * 100 + KPQC_VERSION_PATCH)

/* The library's version at run time, e.g. "0.1.0" (equal to KPQC_VERSION_TEXT
 * of the headers it was built with). */
KPQC_API const char *kpqc_version(void);

/* Thread safety: every function may be called from several threads at once,
 * on the same or different schemes. The registry is constant, scheme code
 * keeps no global mutable state, CPU features are detected once (atomically),
 * and the randomness source (kpqc_random_use_drbg/_os, the test hooks below)
 * belongs to the calling thread: one thread's DRBG never feeds another's
 * operations. Only the caller's buffers are shared: no buffer (nor a signing
 * workspace) may be written by one thread while a call of another uses it.
 * tests/test_threads.c runs operations from several threads, under
 * ThreadSanitizer in make test. */

typedef enum { KPQC_KIND_KEM = 1, KPQC_KIND_SIGNATURE = 2 } kpqc_kind;

enum {
    KPQC_OK = 0,
    KPQC_ERR_VERIFY = -1,      /* bad signature (or failed decapsulation check) */
    KPQC_ERR_SIZE = -2,        /* a buffer length does not match the scheme */
    KPQC_ERR_KIND = -3,        /* KEM operation on a signature scheme or vice versa */
    KPQC_ERR_BACKEND = -4,     /* unknown backend, or this CPU cannot run it */
    KPQC_ERR_RANDOM = -5,      /* the randomness source failed */
    KPQC_ERR_ARGUMENT = -6,    /* NULL pointer or unsupported argument */
    KPQC_ERR_MEMORY = -7,      /* allocation failed (drivers only; schemes never allocate) */
    KPQC_ERR_KEY = -8          /* invalid key: a public key that is not a canonical
                                * encoding (encapsulation, verification, open:
                                * docs/SCHEMES.md "Public keys"), a secret key that fails
                                * the scheme's checks or makes signing give up */
};

typedef struct kpqc_scheme kpqc_scheme;

typedef struct {
    const char *name;          /* e.g. "NTRU+768" (as the official KAT files) */
    const char *family;        /* e.g. "NTRU+" */
    const char *version;       /* upstream version reproduced */
    const char *kat_header;    /* first line of the official .rsp, after "# " */
    kpqc_kind kind;
    int kat_style;             /* internal: which upstream KAT driver kpqc_kat_write
                                * reproduces (src/common/kat_style.h); not an API */
    int nist_level;
    size_t public_key_bytes;
    size_t secret_key_bytes;
    size_t ciphertext_bytes;    /* KEM only */
    size_t shared_secret_bytes; /* KEM only */
    size_t signature_bytes;     /* signatures: maximum detached length */
    size_t max_context_bytes;   /* signatures taking a context string */
    const char *kat_sha256;     /* SHA-256 of the official 100-entry .rsp */
    const char *kat1_sha256;    /* SHA-256 of the same file cut after entry 0 */
    /* Where the scheme comes from. The groups "KpqC" (the four finalists, the
     * KpqC standards), "KpqC Round 2" and "KpqC Round 1" (eliminated
     * candidates) are written in this repository, byte-exact to the official
     * KATs above. group "NIST": the NIST standards and candidates run from
     * liboqs for comparison (no KAT digests here: kat_sha256 and kat1_sha256
     * are NULL). */
    const char *group;
    const char *provenance;     /* the code's origin and how its implementation is chosen */
    /* For rows whose library picks the implementation at run time (NIST
     * group: liboqs's CPU dispatch), what runs on this CPU, e.g.
     * "x86_64 AVX2"; NULL when the backends say it. */
    const char *(*implementation)(void);
    /* Standing in its competition, e.g. "KpqC standard (2025)", "eliminated
     * in Round 1", or "eliminated in Round 1; broken: <attack, citation>". */
    const char *status;
    /* The version dimension. NULL for a current row (unsuffixed name, the
     * version the library recommends). A versioned row reproduces another
     * published version of a current row: it is named "<current>-<version>"
     * (e.g. "SMAUG-T1-r2" beside "SMAUG-T1") and this field names that
     * current row. A set the current version dropped keeps its own name
     * (NTRU+576-r2) and names the current row of its level (NTRU+768).
     * Versioned rows are complete rows (own version string,
     * sizes, KAT digests, group, backends); `kpqc list` hides them unless
     * --all-versions, and `kpqc bench` measures them only when named. */
    const char *current_row;
} kpqc_scheme_info;

/* Entries of the official KAT file whose SHA-256 is kat_sha256: 100 (NIST's
 * default) except for schemes whose files are kept shorter (pqsigRM-613: 2
 * records of 8.4 MB); 0 for NULL. */
KPQC_API unsigned kpqc_scheme_kat_entries(const kpqc_scheme *s);

/* 1 for the rows written here (groups "KpqC", "KpqC Round 2", "KpqC Round 1"). */
KPQC_API int kpqc_scheme_is_kpqc(const kpqc_scheme *s);
/* 1 for a current row, 0 for a versioned one (info.current_row set). */
KPQC_API int kpqc_scheme_is_current(const kpqc_scheme *s);

/* Every row of this build, index 0 .. kpqc_scheme_count() - 1: the current
 * rows (what `kpqc list` shows and the README counts, e.g. 82 with the NIST
 * group) and the versioned rows of other published versions (`kpqc list
 * --all-versions`); kpqc_scheme_is_current() tells them apart, and
 * kpqc_scheme_count_current() counts the current ones. */
KPQC_API size_t kpqc_scheme_count(void);
KPQC_API size_t kpqc_scheme_count_current(void);
KPQC_API const kpqc_scheme *kpqc_scheme_at(size_t index);
/* Case-insensitive; NULL when no scheme has that name. */
KPQC_API const kpqc_scheme *kpqc_scheme_find(const char *name);
KPQC_API const kpqc_scheme_info *kpqc_scheme_info_of(const kpqc_scheme *s);

/* Backends compiled for a scheme, e.g. "portable", "avx2". */
KPQC_API size_t kpqc_backend_count(const kpqc_scheme *s);
KPQC_API const char *kpqc_backend_name(const kpqc_scheme *s, size_t index);
/* 1 if this CPU can run the backend. */
KPQC_API int kpqc_backend_available(const kpqc_scheme *s, size_t index);
/* Where a backend picks between twin kernels (same output) by how fast an
 * instruction is on this CPU (PDEP/PEXT, microcoded on AMD before family
 * 0x19) or whether it has one (GFNI), one line naming the kernels that run
 * here and why; NULL for a backend with one path. KPQC_CPU_DISABLE=fast-pdep
 * (or gfni) forces the table/shift twins. */
KPQC_API const char *kpqc_backend_path(const kpqc_scheme *s, size_t index);
/* The fastest backend this CPU runs (never NULL: portable always runs). */
KPQC_API const char *kpqc_backend_default(const kpqc_scheme *s);

/* In all operations, backend NULL means kpqc_backend_default(s). */
KPQC_API int kpqc_kem_keypair(const kpqc_scheme *s, const char *backend,
                              uint8_t *pk, size_t pklen, uint8_t *sk, size_t sklen);
/* Derandomized key generation (liboqs 0.13: OQS_KEM_keypair_derand), for every
 * KEM row: the key pair that key generation makes when its randomness is NIST's
 * AES-256 CTR-DRBG seeded with these 48 bytes, as PQCgenKAT_kem's
 * randombytes_init(seed) before crypto_kem_keypair(). So a KAT record's seed
 * gives that record's pk and sk for the rows whose KAT generator is
 * PQCgenKAT_kem unchanged (not TiGER, PALOMA, SMAUG-T Round 2 or IPCC, whose
 * drivers draw or print otherwise: still a function of the seed, not their
 * KAT's pair). The calling thread's randomness source is left as it
 * was. seedlen must be KPQC_KEM_DERAND_SEED_BYTES (else KPQC_ERR_SIZE). The
 * seed is the secret key's entropy: keep it as secret as sk. */
#define KPQC_KEM_DERAND_SEED_BYTES 48
KPQC_API int kpqc_kem_keypair_derand(const kpqc_scheme *s, const char *backend,
                                     uint8_t *pk, size_t pklen, uint8_t *sk, size_t sklen,
                                     const uint8_t *seed, size_t seedlen);
KPQC_API int kpqc_kem_encaps(const kpqc_scheme *s, const char *backend,
                             uint8_t *ct, size_t ctlen, uint8_t *ss, size_t sslen,
                             const uint8_t *pk, size_t pklen);
/* How a KEM treats an invalid ciphertext. */
typedef enum {
    KPQC_REJECT_IMPLICIT = 1, /* success, and a pseudo-random key derived from secret data */
    KPQC_REJECT_EXPLICIT = 2  /* KPQC_ERR_VERIFY, and an all-zero key (FO-bottom, NTRU+) */
} kpqc_rejection;
/* 0 for a signature scheme. */
KPQC_API kpqc_rejection kpqc_kem_rejection(const kpqc_scheme *s);

KPQC_API int kpqc_kem_decaps(const kpqc_scheme *s, const char *backend,
                             uint8_t *ss, size_t sslen, const uint8_t *ct, size_t ctlen,
                             const uint8_t *sk, size_t sklen);

KPQC_API int kpqc_sign_keypair(const kpqc_scheme *s, const char *backend,
                               uint8_t *pk, size_t pklen, uint8_t *sk, size_t sklen);
/* *siglen: in, the capacity of sig; out, the signature length (0 on failure).
 * Key generation, encapsulation and signing that fail write no partial
 * output: every output buffer is zeroed or left untouched. */
KPQC_API int kpqc_sign_signature(const kpqc_scheme *s, const char *backend,
                                 uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                 const uint8_t *ctx, size_t ctxlen, const uint8_t *sk, size_t sklen);
/* Signing with a caller-provided workspace. The library never allocates,
 * and by default signing keeps its scratch on the stack within a bounded
 * budget: schemes whose fastest signing needs megabytes of scratch (AIMer's
 * "s" sets cache every party's tapes) then recompute part of it. A caller
 * that can spare the memory passes it as a workspace and gets that speed:
 * memory for speed, with the same bytes out.
 *
 * kpqc_sign_workspace_bytes: the workspace bytes the backend (NULL: the
 * default) uses; 0 when it takes none (every scheme but AIMer so far; also
 * for an unknown scheme or backend, a KEM).
 *
 * kpqc_sign_signature_ws: kpqc_sign_signature (same arguments, contract and
 * error codes, and for the same randomness byte for byte the same signature)
 * with its scratch in ws[0 .. wslen). ws needs no particular alignment (the
 * scheme aligns inside; the figure above counts the slack). wslen below
 * kpqc_sign_workspace_bytes gives KPQC_ERR_SIZE, ws NULL (when a workspace is
 * needed) KPQC_ERR_ARGUMENT; then nothing is signed and *siglen is 0. A
 * scheme taking no workspace accepts ws NULL and wslen 0 and simply signs.
 * The workspace holds secret-derived data while signing: the part used is
 * wiped before the call returns, on success and on failure. The caller owns
 * it (reuse it, one signing call at a time). */
KPQC_API size_t kpqc_sign_workspace_bytes(const kpqc_scheme *s, const char *backend);
KPQC_API int kpqc_sign_signature_ws(const kpqc_scheme *s, const char *backend,
                                    uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                    const uint8_t *ctx, size_t ctxlen,
                                    const uint8_t *sk, size_t sklen, void *ws, size_t wslen);
KPQC_API int kpqc_sign_verify(const kpqc_scheme *s, const char *backend,
                              const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                              const uint8_t *ctx, size_t ctxlen, const uint8_t *pk, size_t pklen);
/* Combined form: *smlen in = capacity (>= mlen + signature_bytes), out = length
 * (0 on failure; sm may then hold a copy of m, never part of a signature). */
KPQC_API int kpqc_sign(const kpqc_scheme *s, const char *backend, uint8_t *sm, size_t *smlen,
                       const uint8_t *m, size_t mlen, const uint8_t *sk, size_t sklen);
/* *mlen in = capacity of m (>= smlen), out = message length. */
KPQC_API int kpqc_sign_open(const kpqc_scheme *s, const char *backend, uint8_t *m, size_t *mlen,
                            const uint8_t *sm, size_t smlen, const uint8_t *pk, size_t pklen);

/* Derandomized forms where the scheme has them (KPQC_ERR_ARGUMENT otherwise). */
KPQC_API size_t kpqc_sign_keypair_seed_bytes(const kpqc_scheme *s);
KPQC_API size_t kpqc_sign_signing_seed_bytes(const kpqc_scheme *s);
KPQC_API int kpqc_sign_keypair_derand(const kpqc_scheme *s, const char *backend,
                                      uint8_t *pk, size_t pklen, uint8_t *sk, size_t sklen,
                                      const uint8_t *seed, size_t seedlen);
KPQC_API int kpqc_sign_signature_derand(const kpqc_scheme *s, const char *backend,
                                        uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                        const uint8_t *ctx, size_t ctxlen,
                                        const uint8_t *seed, size_t seedlen,
                                        const uint8_t *sk, size_t sklen);

/* Randomness: by default from the OS. For reproducible streams (KATs,
 * benchmarks) a thread can switch to NIST's AES-256 CTR-DRBG, seeded with 48
 * bytes exactly as PQCgenKAT's randombytes_init(seed, NULL, 256). */
KPQC_API void kpqc_random_use_drbg(const uint8_t seed[48]);
KPQC_API void kpqc_random_use_os(void);
/* Draw bytes from the current thread's source (what the schemes see). */
KPQC_API int kpqc_random_bytes(uint8_t *out, size_t len);

KPQC_API const char *kpqc_error_string(int err);

/* TEST ONLY (failure injection; never call these in production code): from
 * now on this thread's randomness source succeeds for `draws` more calls of
 * the schemes' kpqc_randombytes() and then fails (zeroed output, error) until
 * the next call; draws < 0 ends the injection. kpqc_test_random_draws()
 * counts the draws made on this thread since the last
 * kpqc_test_random_fail_after(). */
KPQC_API void kpqc_test_random_fail_after(long draws);
KPQC_API long kpqc_test_random_draws(void);

#ifdef __cplusplus
}
#endif
#endif
