/* AIMer verification must reject anything but the signed (message, public
 * key, signature) triple, and never read outside the buffers it is given.
 *
 * For every AIMer set:
 * - a bit flipped in every field of the signature layout (salt, h1, h2, and in
 *   the first, a middle and the last repetition: every co-path seed, the
 *   missing commitment, each delta, the missing alpha share), plus a sweep of
 *   positions across the whole signature;
 * - a modified, shortened, extended or empty message; a modified public key
 *   (iv and ct halves);
 * - signatures one byte short, one byte long and empty, through the API and
 *   through the scheme's own ops; short buffers end at a page boundary with
 *   an inaccessible page behind, so an over-read crashes the test;
 * - combined sign/open: layout m || signature, rejection of modified or
 *   truncated sm, smlen below the signature size;
 * - a context string is refused by the scheme's own signature and verify;
 * - a signature whose hidden party is the last one (the party whose shares
 *   the deltas correct) verifies, and rejects a modified delta.
 * Usage: test_aimer_verify [SCHEME...] (default: every AIMer set). */
#define _DEFAULT_SOURCE
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "expect.h"
#include "fips202.h"
#include "registry.h"

typedef struct {
    const char *name;
    size_t lambda, t, logn, l;
} layout;

static const layout layouts[] = {
    {"AIMer128f", 16, 33, 4, 2}, {"AIMer128s", 16, 17, 8, 2}, {"AIMer192f", 24, 49, 4, 2},
    {"AIMer192s", 24, 25, 8, 2}, {"AIMer256f", 32, 65, 4, 3}, {"AIMer256s", 32, 33, 8, 3},
};

/* Offsets in the signature: salt || h1 || h2 || proof[t]. */
static size_t proof_bytes(const layout *ly)
{
    return ly->logn * ly->lambda + 2 * ly->lambda + (ly->l + 3) * ly->lambda;
}
static size_t proof_at(const layout *ly, size_t rep)
{
    return 5 * ly->lambda + rep * proof_bytes(ly);
}

/* A buffer of len bytes that ends where an inaccessible page begins. */
typedef struct {
    uint8_t *map, *p;
    size_t maplen;
} page_end;

static int page_end_alloc(page_end *b, size_t len)
{
    const size_t pg = (size_t)sysconf(_SC_PAGESIZE);
    const size_t data = (len + pg - 1) / pg * pg + pg;
    b->maplen = data + pg;
    b->map = mmap(NULL, b->maplen, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (b->map == MAP_FAILED) return -1;
    if (mprotect(b->map + data, pg, PROT_NONE) != 0) return -1;
    b->p = b->map + data - len;
    return 0;
}

static void page_end_free(page_end *b)
{
    munmap(b->map, b->maplen);
}

typedef struct {
    const kpqc_scheme *s;
    const kpqc_scheme_info *in;
    const kpqc_sign_ops *ops;
    const layout *ly;
    uint8_t pk[64], sk[96], msg[100];
    size_t mlen;
    uint8_t *sig;
    size_t siglen;
} fixture;

static int verify(const fixture *f, const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                  const uint8_t *pk)
{
    return kpqc_sign_verify(f->s, NULL, sig, siglen, m, mlen, NULL, 0, pk, f->in->public_key_bytes);
}

static int sign_fixture(fixture *f, unsigned seed)
{
    test_seed_drbg("aimer-verify", seed);
    f->mlen = 1 + seed % (sizeof f->msg - 1);
    if (kpqc_random_bytes(f->msg, f->mlen) != KPQC_OK) return -1;
    if (kpqc_sign_keypair(f->s, NULL, f->pk, f->in->public_key_bytes, f->sk,
                          f->in->secret_key_bytes) != KPQC_OK) {
        return -1;
    }
    f->siglen = f->in->signature_bytes;
    return kpqc_sign_signature(f->s, NULL, f->sig, &f->siglen, f->msg, f->mlen, NULL, 0, f->sk,
                               f->in->secret_key_bytes);
}

static void flip_and_expect_reject(fixture *f, size_t off, const char *what)
{
    const uint8_t bit = (uint8_t)(1u << (off % 8));
    f->sig[off] ^= bit;
    const int r = verify(f, f->sig, f->siglen, f->msg, f->mlen, f->pk);
    f->sig[off] ^= bit;
    EXPECT(r == KPQC_ERR_VERIFY, "%s: bit flip in %s (byte %zu) accepted (%d)", f->in->name, what,
           off, r);
}

static void test_signature_fields(fixture *f)
{
    const layout *ly = f->ly;
    const size_t lam = ly->lambda;
    const size_t reps[3] = {0, ly->t / 2, ly->t - 1};
    char what[64];

    flip_and_expect_reject(f, 0, "salt");
    flip_and_expect_reject(f, lam - 1, "salt");
    flip_and_expect_reject(f, lam, "h1");
    flip_and_expect_reject(f, 3 * lam - 1, "h1");
    flip_and_expect_reject(f, 3 * lam, "h2");
    flip_and_expect_reject(f, 5 * lam - 1, "h2");
    for (size_t k = 0; k < 3; k++) {
        const size_t base = proof_at(ly, reps[k]);
        size_t off = base;
        for (size_t d = 0; d < ly->logn; d++, off += lam) {
            snprintf(what, sizeof what, "rep %zu co-path seed %zu", reps[k], d);
            flip_and_expect_reject(f, off + (d * 7) % lam, what);
        }
        snprintf(what, sizeof what, "rep %zu missing commitment", reps[k]);
        flip_and_expect_reject(f, off, what);
        flip_and_expect_reject(f, off + 2 * lam - 1, what);
        off += 2 * lam;
        snprintf(what, sizeof what, "rep %zu delta pt", reps[k]);
        flip_and_expect_reject(f, off + lam / 2, what);
        off += lam;
        for (size_t l = 0; l < ly->l; l++, off += lam) {
            snprintf(what, sizeof what, "rep %zu delta t%zu", reps[k], l);
            flip_and_expect_reject(f, off + l, what);
        }
        snprintf(what, sizeof what, "rep %zu delta c", reps[k]);
        flip_and_expect_reject(f, off + lam - 1, what);
        off += lam;
        snprintf(what, sizeof what, "rep %zu missing alpha share", reps[k]);
        flip_and_expect_reject(f, off, what);
        flip_and_expect_reject(f, off + lam - 1, what);
        off += lam;
        EXPECT(off == base + proof_bytes(ly), "%s: layout walk", f->in->name);
    }
    /* a sweep across the whole signature, last byte included */
    const size_t step = f->siglen / 24 + 1;
    for (size_t off = 5; off < f->siglen; off += step) flip_and_expect_reject(f, off, "sweep");
    flip_and_expect_reject(f, f->siglen - 1, "last byte");
}

static void test_message_and_key(fixture *f)
{
    uint8_t m2[sizeof f->msg + 1], pk2[64];
    const size_t lam = f->ly->lambda;

    memcpy(m2, f->msg, f->mlen);
    m2[0] ^= 1;
    EXPECT(verify(f, f->sig, f->siglen, m2, f->mlen, f->pk) == KPQC_ERR_VERIFY,
           "%s: modified first message byte accepted", f->in->name);
    m2[0] ^= 1;
    m2[f->mlen - 1] ^= 0x80;
    EXPECT(verify(f, f->sig, f->siglen, m2, f->mlen, f->pk) == KPQC_ERR_VERIFY,
           "%s: modified last message byte accepted", f->in->name);
    m2[f->mlen - 1] ^= 0x80;
    EXPECT(verify(f, f->sig, f->siglen, m2, f->mlen - 1, f->pk) == KPQC_ERR_VERIFY,
           "%s: shortened message accepted", f->in->name);
    m2[f->mlen] = 0;
    EXPECT(verify(f, f->sig, f->siglen, m2, f->mlen + 1, f->pk) == KPQC_ERR_VERIFY,
           "%s: extended message accepted", f->in->name);
    EXPECT(verify(f, f->sig, f->siglen, NULL, 0, f->pk) == KPQC_ERR_VERIFY,
           "%s: empty message accepted", f->in->name);

    const size_t pk_offsets[4] = {0, lam - 1, lam, 2 * lam - 1}; /* iv, then ct */
    for (size_t i = 0; i < 4; i++) {
        memcpy(pk2, f->pk, f->in->public_key_bytes);
        pk2[pk_offsets[i]] ^= (uint8_t)(1u << i);
        EXPECT(verify(f, f->sig, f->siglen, f->msg, f->mlen, pk2) == KPQC_ERR_VERIFY,
               "%s: public key modified at byte %zu accepted", f->in->name, pk_offsets[i]);
    }
}

static void test_lengths(fixture *f)
{
    const size_t n = f->in->signature_bytes;
    page_end b, mb;
    if (page_end_alloc(&b, n + 1) != 0 || page_end_alloc(&mb, f->mlen) != 0) {
        EXPECT(0, "mmap failed");
        return;
    }
    memcpy(mb.p, f->msg, f->mlen);

    /* exact size at the end of a page: valid, and read in bounds */
    uint8_t *exact = b.p + 1;
    memcpy(exact, f->sig, n);
    EXPECT(verify(f, exact, n, mb.p, f->mlen, f->pk) == KPQC_OK,
           "%s: valid signature at a page end rejected", f->in->name);
    EXPECT(f->ops->verify(exact, n, mb.p, f->mlen, NULL, 0, f->pk) == 0,
           "%s: ops verify of a valid signature failed", f->in->name);
    /* one byte short, ending at the page boundary */
    EXPECT(verify(f, exact + 1, n - 1, mb.p, f->mlen, f->pk) == KPQC_ERR_VERIFY,
           "%s: signature one byte short accepted", f->in->name);
    EXPECT(f->ops->verify(exact + 1, n - 1, mb.p, f->mlen, NULL, 0, f->pk) != 0,
           "%s: ops verify of a short signature succeeded", f->in->name);
    EXPECT(f->ops->verify(exact + n, 0, mb.p, f->mlen, NULL, 0, f->pk) != 0,
           "%s: ops verify of an empty signature succeeded", f->in->name);
    EXPECT(verify(f, exact + n, 0, mb.p, f->mlen, f->pk) == KPQC_ERR_VERIFY,
           "%s: empty signature accepted", f->in->name);
    /* one byte long: the valid signature plus a trailing byte */
    memcpy(b.p, f->sig, n);
    b.p[n] = 0;
    EXPECT(verify(f, b.p, n + 1, mb.p, f->mlen, f->pk) == KPQC_ERR_SIZE,
           "%s: signature one byte long not refused as KPQC_ERR_SIZE", f->in->name);
    EXPECT(f->ops->verify(b.p, n + 1, mb.p, f->mlen, NULL, 0, f->pk) != 0,
           "%s: ops verify of a long signature succeeded", f->in->name);
    page_end_free(&b);
    page_end_free(&mb);
}

static void test_combined(fixture *f)
{
    const size_t n = f->in->signature_bytes;
    const size_t smcap = f->mlen + n;
    page_end b;
    uint8_t *sm = malloc(smcap), *m = malloc(smcap), *sig = malloc(n);
    size_t smlen = smcap, mlen = smcap, siglen = n;

    if (sm == NULL || m == NULL || sig == NULL || page_end_alloc(&b, smcap) != 0) {
        EXPECT(0, "allocation failed");
        goto done;
    }
    /* same randomness, so the combined form must carry the detached signature */
    test_seed_drbg("aimer-combined", 1);
    EXPECT(kpqc_sign(f->s, NULL, sm, &smlen, f->msg, f->mlen, f->sk, f->in->secret_key_bytes) ==
               KPQC_OK && smlen == smcap,
           "%s: combined sign", f->in->name);
    test_seed_drbg("aimer-combined", 1);
    EXPECT(kpqc_sign_signature(f->s, NULL, sig, &siglen, f->msg, f->mlen, NULL, 0, f->sk,
                               f->in->secret_key_bytes) == KPQC_OK && siglen == n,
           "%s: detached sign", f->in->name);
    EXPECT(memcmp(sm, f->msg, f->mlen) == 0 && memcmp(sm + f->mlen, sig, n) == 0,
           "%s: sm is not m || signature", f->in->name);

    memcpy(b.p, sm, smcap);
    EXPECT(kpqc_sign_open(f->s, NULL, m, &mlen, b.p, smcap, f->pk, f->in->public_key_bytes) ==
               KPQC_OK && mlen == f->mlen && memcmp(m, f->msg, f->mlen) == 0,
           "%s: open of a valid sm", f->in->name);
    b.p[0] ^= 4;
    mlen = smcap;
    EXPECT(kpqc_sign_open(f->s, NULL, m, &mlen, b.p, smcap, f->pk, f->in->public_key_bytes) ==
               KPQC_ERR_VERIFY,
           "%s: open accepted a modified message", f->in->name);
    b.p[0] ^= 4;
    b.p[smcap - 1] ^= 0x40;
    mlen = smcap;
    EXPECT(kpqc_sign_open(f->s, NULL, m, &mlen, b.p, smcap, f->pk, f->in->public_key_bytes) ==
               KPQC_ERR_VERIFY,
           "%s: open accepted a modified signature", f->in->name);
    /* truncated sm, ending at the page boundary */
    mlen = smcap;
    EXPECT(kpqc_sign_open(f->s, NULL, m, &mlen, b.p + 1, smcap - 1, f->pk,
                          f->in->public_key_bytes) == KPQC_ERR_VERIFY,
           "%s: open accepted a truncated sm", f->in->name);
    EXPECT(f->ops->open(m, &mlen, b.p + smcap - (n - 1), n - 1, f->pk) != 0,
           "%s: open accepted smlen below the signature size", f->in->name);
    EXPECT(f->ops->open(m, &mlen, b.p + smcap, 0, f->pk) != 0,
           "%s: open accepted smlen 0", f->in->name);

    /* empty message through the combined form */
    smlen = n;
    EXPECT(kpqc_sign(f->s, NULL, sm, &smlen, NULL, 0, f->sk, f->in->secret_key_bytes) == KPQC_OK &&
               smlen == n,
           "%s: combined sign of an empty message", f->in->name);
    mlen = smcap;
    EXPECT(kpqc_sign_open(f->s, NULL, m, &mlen, sm, n, f->pk, f->in->public_key_bytes) == KPQC_OK &&
               mlen == 0,
           "%s: open of an empty message", f->in->name);
    page_end_free(&b);
done:
    free(sm);
    free(m);
    free(sig);
}

static void test_context(fixture *f)
{
    const uint8_t ctx[1] = {0};
    uint8_t *sig = malloc(f->in->signature_bytes);
    size_t siglen = f->in->signature_bytes;

    EXPECT(f->in->max_context_bytes == 0, "%s: max_context_bytes", f->in->name);
    EXPECT(sig != NULL && f->ops->signature(sig, &siglen, f->msg, f->mlen, ctx, 1, f->sk) != 0,
           "%s: ops signature accepted a context", f->in->name);
    EXPECT(f->ops->verify(f->sig, f->siglen, f->msg, f->mlen, ctx, 1, f->pk) != 0,
           "%s: ops verify accepted a context", f->in->name);
    EXPECT(f->ops->verify(f->sig, f->siglen, f->msg, f->mlen, NULL, 0, f->pk) == 0,
           "%s: ops verify without context", f->in->name);
    siglen = f->in->signature_bytes;
    EXPECT(kpqc_sign_signature(f->s, NULL, sig, &siglen, f->msg, f->mlen, ctx, 1, f->sk,
                               f->in->secret_key_bytes) == KPQC_ERR_ARGUMENT,
           "%s: API signature accepted a context", f->in->name);
    free(sig);
}

/* The hidden party of repetition r is SHAKE(h2)[r] mod N (spec, phase 4). */
static int last_party_hidden(const fixture *f, size_t *rep)
{
    uint8_t idx[65];
    const size_t lam = f->ly->lambda, n = (size_t)1 << f->ly->logn;
    if (lam == 16) {
        kpqc_shake128(idx, f->ly->t, f->sig + 3 * lam, 2 * lam);
    } else {
        kpqc_shake256(idx, f->ly->t, f->sig + 3 * lam, 2 * lam);
    }
    for (size_t r = 0; r < f->ly->t; r++) {
        if ((idx[r] & (n - 1)) == n - 1) {
            *rep = r;
            return 1;
        }
    }
    return 0;
}

static void test_last_party_hidden(fixture *f)
{
    size_t rep = 0;
    unsigned seed;
    for (seed = 100; seed < 164; seed++) {
        if (sign_fixture(f, seed) != KPQC_OK) break;
        if (last_party_hidden(f, &rep)) break;
    }
    EXPECT(seed < 164, "%s: no signature hid the last party", f->in->name);
    if (seed >= 164) return;
    EXPECT(verify(f, f->sig, f->siglen, f->msg, f->mlen, f->pk) == KPQC_OK,
           "%s: signature hiding the last party rejected (rep %zu)", f->in->name, rep);
    const size_t deltas = proof_at(f->ly, rep) + (f->ly->logn + 2) * f->ly->lambda;
    flip_and_expect_reject(f, deltas, "delta pt of a rep hiding the last party");
    flip_and_expect_reject(f, deltas + (f->ly->l + 1) * f->ly->lambda, "delta c, last party hidden");
}

static void run(const kpqc_scheme *s, const layout *ly)
{
    fixture f;
    memset(&f, 0, sizeof f);
    f.s = s;
    f.in = kpqc_scheme_info_of(s);
    f.ops = s->backends[0].sign;
    f.ly = ly;
    EXPECT(f.in->signature_bytes == proof_at(ly, ly->t) && f.in->public_key_bytes == 2 * ly->lambda,
           "%s: sizes do not match the layout", f.in->name);
    f.sig = malloc(f.in->signature_bytes);
    if (f.sig == NULL || f.ops == NULL) {
        EXPECT(0, "setup failed");
        free(f.sig);
        return;
    }
    EXPECT(sign_fixture(&f, 1) == KPQC_OK, "%s: sign", f.in->name);
    EXPECT(verify(&f, f.sig, f.siglen, f.msg, f.mlen, f.pk) == KPQC_OK, "%s: valid signature rejected",
           f.in->name);
    test_signature_fields(&f);
    test_message_and_key(&f);
    test_lengths(&f);
    test_combined(&f);
    test_context(&f);
    test_last_party_hidden(&f);
    free(f.sig);
}

int main(int argc, char **argv)
{
    unsigned ran = 0;
    for (size_t i = 0; i < sizeof layouts / sizeof layouts[0]; i++) {
        int wanted = argc < 2;
        for (int a = 1; a < argc; a++) wanted |= strcmp(argv[a], layouts[i].name) == 0;
        if (!wanted) continue;
        const kpqc_scheme *s = kpqc_scheme_find(layouts[i].name);
        EXPECT(s != NULL, "%s is not in the registry", layouts[i].name);
        if (s == NULL) continue;
        run(s, &layouts[i]);
        ran++;
    }
    EXPECT(ran > 0, "no scheme selected");
    return test_finish("test_aimer_verify");
}
