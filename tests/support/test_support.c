#include <stdlib.h>
#include <string.h>

#include "fips202.h"
#include "test_support.h"

static unsigned failures, checks_passed;
static int once;
static int twin_only;

int test_once(void)
{
    return once;
}

int test_skip_backend(const kpqc_scheme *s, size_t b)
{
    return twin_only && kpqc_backend_path(s, b) == NULL;
}

unsigned test_seeds(unsigned n)
{
#if defined(KPQC_TEST_SANITIZED)
    if (!once) return n / 4 > 0 ? n / 4 : 1;
#endif
    return once ? 1 : n;
}

unsigned test_agree_seeds(unsigned n)
{
#if defined(KPQC_TEST_SANITIZED)
    return n / 4 > 0 ? n / 4 : 1;
#else
    return n;
#endif
}

unsigned test_canary_offsets(unsigned n)
{
#if defined(KPQC_TEST_SANITIZED)
    (void)n;
    return 1;
#else
    return n;
#endif
}

void test_fail(const char *file, int line, const char *what)
{
    failures++;
    fprintf(stderr, "FAIL %s:%d: %s\n", file, line, what);
}

void test_pass(void)
{
    checks_passed++;
}

int test_finish(const char *name)
{
    printf("%s: %u passed, %u failed\n", name, checks_passed, failures);
    return failures == 0 && checks_passed > 0 ? 0 : 1;
}

const char *test_hex(const uint8_t *p, size_t len)
{
    static char buf[2 * 256 + 4];
    size_t n = len > 256 ? 256 : len;
    for (size_t i = 0; i < n; i++) snprintf(buf + 2 * i, 3, "%02x", p[i]);
    if (n < len) strcpy(buf + 2 * n, "...");
    return buf;
}

int test_unhex(uint8_t *out, size_t len, const char *hex)
{
    if (strlen(hex) != 2 * len) return -1;
    for (size_t i = 0; i < len; i++) {
        unsigned v;
        if (sscanf(hex + 2 * i, "%2x", &v) != 1) return -1;
        out[i] = (uint8_t)v;
    }
    return 0;
}

int test_in_shard(size_t j, unsigned shard, unsigned shards)
{
    /* Round robin, rotated by one each round: sets registered in pairs or
     * runs of cheap and dear (AIMer and SPHINCS+ f/s) would otherwise put
     * every dear set into the same shard. */
    return (j + j / shards) % shards == shard;
}

int test_take_shard(int *argc, char **argv, unsigned *shard, unsigned *shards)
{
    int n = 0;
    for (int i = 0; i < *argc; i++) {
        if (i > 0 && strcmp(argv[i], "--shard") == 0 && i + 1 < *argc) {
            if (sscanf(argv[++i], "%u/%u", shard, shards) != 2 || *shards == 0 || *shard >= *shards) {
                fprintf(stderr, "bad --shard\n");
                return -1;
            }
            continue;
        }
        argv[n++] = argv[i];
    }
    *argc = n;
    return 0;
}

/* --twin-paths table|pdep: keeps the rows with a backend whose kernels come
 * in twins (kpqc_backend_path), and fails unless those twins are the ones
 * asked for (KPQC_CPU_DISABLE=fast-pdep gives "table" on any CPU), so that a
 * run meant for one path cannot quietly test the other. */
static int keep_twin_paths(test_schemes *sel, const char *twin)
{
    const char *want = strcmp(twin, "table") == 0 ? "table/shift kernels" : "PDEP/PEXT kernels";
    size_t kept = 0;
    for (size_t i = 0; i < sel->n; i++) {
        const kpqc_scheme *s = sel->list[i];
        int has = 0;
        for (size_t b = 0; b < kpqc_backend_count(s); b++) {
            const char *path = kpqc_backend_path(s, b);
            if (path == NULL) continue;
            if (strncmp(path, want, strlen(want)) != 0) {
                fprintf(stderr, "%s [%s]: the %s were asked for, but here: %s\n",
                        kpqc_scheme_info_of(s)->name, kpqc_backend_name(s, b), want, path);
                return -1;
            }
            has = 1;
        }
        if (has) {
            printf("%s: twin kernels: %s\n", kpqc_scheme_info_of(s)->name, want);
            sel->list[kept++] = s;
        }
    }
    sel->n = kept;
    twin_only = 1;
    return 0;
}

int test_select_schemes(int argc, char **argv, test_schemes *out)
{
    unsigned shard = 0, shards = 1;
    int named = 0;
    const char *twin = NULL;
    out->n = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--twin-paths") == 0 && i + 1 < argc) {
            twin = argv[++i];
            if (strcmp(twin, "table") != 0 && strcmp(twin, "pdep") != 0) {
                fprintf(stderr, "--twin-paths takes table or pdep\n");
                return -1;
            }
        } else if (strcmp(argv[i], "--shard") == 0 && i + 1 < argc) {
            if (sscanf(argv[++i], "%u/%u", &shard, &shards) != 2 || shards == 0 || shard >= shards) {
                fprintf(stderr, "bad --shard\n");
                return -1;
            }
        } else if (strcmp(argv[i], "--once") == 0) {
            once = 1;
        } else if (argv[i][0] == '-') {
            i += i + 1 < argc && argv[i + 1][0] != '-'; /* skip the option's value */
        } else {
            const kpqc_scheme *s = kpqc_scheme_find(argv[i]);
            if (s == NULL) {
                fprintf(stderr, "unknown scheme %s\n", argv[i]);
                return -1;
            }
            named = 1;
            out->list[out->n++] = s;
        }
    }
    if (!named) {
        for (size_t i = 0; i < kpqc_scheme_count() && out->n < 256; i++) {
            if (test_in_shard(i, shard, shards)) out->list[out->n++] = kpqc_scheme_at(i);
        }
    }
    return twin != NULL ? keep_twin_paths(out, twin) : 0;
}

void test_seed_drbg(const char *label, unsigned index)
{
    uint8_t seed[48];
    kpqc_keccak_state st;
    kpqc_shake256_init(&st);
    kpqc_keccak_absorb(&st, (const uint8_t *)label, strlen(label));
    uint8_t idx[4] = {(uint8_t)index, (uint8_t)(index >> 8), (uint8_t)(index >> 16),
                      (uint8_t)(index >> 24)};
    kpqc_keccak_absorb(&st, idx, 4);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(seed, sizeof seed, &st);
    kpqc_random_use_drbg(seed);
}

int test_run_scheme_suite(int argc, char **argv, const test_scheme_suite *suite)
{
    test_schemes sel;
    unsigned shard = 0, shards = 1;
    if (test_take_shard(&argc, argv, &shard, &shards) != 0) return 2;
    if (test_select_schemes(argc, argv, &sel) != 0) return 2;
    /* Shard over the schemes of this kind, not over all rows. */
    size_t of_kind = 0;
    for (size_t i = 0, j = 0; i < sel.n; i++) {
        if (kpqc_scheme_info_of(sel.list[i])->kind != suite->kind) continue;
        if (test_in_shard(j++, shard, shards)) sel.list[of_kind++] = sel.list[i];
    }
    sel.n = of_kind;
    if (of_kind == 0) {
        printf("%s: no scheme of this kind selected (build or shard): skipped\n", suite->name);
        return 77;
    }
    for (size_t i = 0; i < sel.n; i++) {
        const kpqc_scheme *s = sel.list[i];
        if (kpqc_scheme_info_of(s)->kind != suite->kind) continue;
        for (size_t b = 0; b < kpqc_backend_count(s); b++) {
            if (test_skip_backend(s, b)) continue;
            if (!kpqc_backend_available(s, b)) {
                printf("%s [%s]: round trips and canaries skipped, this CPU lacks the "
                       "backend's features (not a pass)\n",
                       kpqc_scheme_info_of(s)->name, kpqc_backend_name(s, b));
                continue;
            }
            suite->round_trips(s, kpqc_backend_name(s, b));
            if (!test_once()) suite->canaries(s, kpqc_backend_name(s, b));
        }
        if (!test_once()) suite->backends_agree(s);
        suite->bad_arguments(s);
    }
    if (test_once()) {
        printf("%s: --once: one round trip per scheme and backend; canaries and backend "
               "agreement not run (they run without --once)\n",
               suite->name);
    } else {
        printf("%s: backends agree: %lu comparisons with portable in all\n", suite->name,
               *suite->agree_count);
    }
    return test_finish(suite->name);
}

uint64_t test_rand64(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *state = x;
}

uint32_t test_rand_below(uint64_t *state, uint32_t bound)
{
    return (uint32_t)(test_rand64(state) % bound);
}
