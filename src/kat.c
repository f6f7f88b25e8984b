/* Known-answer file generation, following the upstream drivers byte for byte:
 * NIST's PQCgenKAT_kem and PQCgenKAT_sign, and HAETAE's own driver (KpqClean
 * ver2 crypto_sign/sign_bench/HAETAE_PQCgenKAT_sign.c). A master DRBG seeded
 * with the 48-byte entropy draws each entry's seed (and message); each entry
 * then reseeds the thread's DRBG with its seed before the scheme runs.
 * PALOMA's driver (KpqClean ver2 PALOMA_PQCgenKAT.c) is the exception: glibc
 * rand() bytes for everything, see kat_write_glibc_rand. Falcon's test driver
 * (Peregrine, KPQC_KAT_SIGN_FALCON) makes the same draws as PQCgenKAT_sign
 * and differs only in its layout (header in both files, blank lines); IPCC's
 * driver (KPQClean WG0/pke-IPCC PQCgenKAT_pke.c) has its own record, see
 * kat_write_ipcc. */
#include <stdlib.h>
#include <string.h>

#include "ct.h"
#include "ctr_drbg.h"
#include "fips202.h"
#include "glibc_rand.h"
#include "kat_style.h"
#include "kpqc/kat.h"
#include "randombytes.h"

void kpqc_kat_default_seed(uint8_t seed[48])
{
    for (int i = 0; i < 48; i++) {
        seed[i] = (uint8_t)i;
    }
}

/* fprintBstr of the NIST drivers: label, upper-case hex, "00" when empty.
 * Formatted a block at a time: MQ-Sign's keys make files of up to 1 GB. */
static void put_hex(FILE *f, const char *label, const uint8_t *a, size_t len)
{
    static const char digits[] = "0123456789ABCDEF";
    char buf[2 * 4096];
    fputs(label, f);
    for (size_t i = 0; i < len;) {
        size_t n = 0;
        for (; i < len && n < sizeof buf; i++) {
            buf[n++] = digits[a[i] >> 4];
            buf[n++] = digits[a[i] & 15];
        }
        fwrite(buf, 1, n, f);
    }
    if (len == 0) {
        fputs("00", f);
    }
    fputc('\n', f);
}

typedef struct {
    uint8_t *pk, *sk, *out, *aux, *msg;
} kat_buffers;

static void free_buffers(kat_buffers *b, const kpqc_scheme_info *info)
{
    if (b->sk != NULL) {
        kpqc_memzero(b->sk, info->secret_key_bytes);
    }
    free(b->pk);
    free(b->sk);
    free(b->out);
    free(b->aux);
    free(b->msg);
}

static int kem_entry(const kpqc_scheme *s, const char *backend, FILE *rsp, kat_buffers *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t sk_shown = in->secret_key_bytes, ss_shown = in->shared_secret_bytes;
    uint8_t ss[64], ss2[64];
    if (in->kat_style == KPQC_KAT_KEM_TIGER) {
        /* Upstream sk has no pk (decapsulation reads a global); CRYPTO_BYTES
         * is the message length, 16 bytes at level 1 (TiGER128). */
        sk_shown -= in->public_key_bytes;
        if (in->nist_level == 1) ss_shown = 16;
    }
    if (in->kat_style == KPQC_KAT_KEM_SK_NO_PK) sk_shown -= in->public_key_bytes;
    int r = kpqc_kem_keypair(s, backend, b->pk, in->public_key_bytes, b->sk, in->secret_key_bytes);
    if (r != KPQC_OK) return r;
    put_hex(rsp, "pk = ", b->pk, in->public_key_bytes);
    put_hex(rsp, "sk = ", b->sk, sk_shown);
    r = kpqc_kem_encaps(s, backend, b->out, in->ciphertext_bytes, ss, in->shared_secret_bytes,
                        b->pk, in->public_key_bytes);
    if (r != KPQC_OK) return r;
    put_hex(rsp, "ct = ", b->out, in->ciphertext_bytes);
    put_hex(rsp, "ss = ", ss, ss_shown);
    fputc('\n', rsp);
    r = kpqc_kem_decaps(s, backend, ss2, in->shared_secret_bytes, b->out, in->ciphertext_bytes,
                        b->sk, in->secret_key_bytes);
    if (r == KPQC_OK && memcmp(ss, ss2, in->shared_secret_bytes) != 0) r = KPQC_ERR_VERIFY;
    kpqc_memzero(ss, sizeof ss);
    kpqc_memzero(ss2, sizeof ss2);
    return r;
}

static int sign_combined_entry(const kpqc_scheme *s, const char *backend, FILE *rsp,
                               kat_buffers *b, size_t mlen)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t cap = mlen + in->signature_bytes, smlen = cap, mlen1 = cap;
    int r = kpqc_sign_keypair(s, backend, b->pk, in->public_key_bytes, b->sk, in->secret_key_bytes);
    if (r != KPQC_OK) return r;
    put_hex(rsp, "pk = ", b->pk, in->public_key_bytes);
    put_hex(rsp, "sk = ", b->sk, in->secret_key_bytes);
    r = kpqc_sign(s, backend, b->out, &smlen, b->msg, mlen, b->sk, in->secret_key_bytes);
    if (r != KPQC_OK) return r;
    fprintf(rsp, "smlen = %zu\n", smlen);
    put_hex(rsp, "sm = ", b->out, smlen);
    fputs(in->kat_style == KPQC_KAT_SIGN_FALCON ? "\n\n" : "\n", rsp);
    r = kpqc_sign_open(s, backend, b->aux, &mlen1, b->out, smlen, b->pk, in->public_key_bytes);
    if (r == KPQC_OK && (mlen1 != mlen || memcmp(b->aux, b->msg, mlen) != 0)) r = KPQC_ERR_VERIFY;
    return r;
}

/* HAETAE's driver: keygen seed, signing seed, a context length byte and the
 * context, all drawn from the entry's DRBG; a detached signature. */
static int sign_haetae_entry(const kpqc_scheme *s, const char *backend, FILE *rsp,
                             kat_buffers *b, size_t mlen)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t kseed_len = kpqc_sign_keypair_seed_bytes(s), sseed_len = kpqc_sign_signing_seed_bytes(s);
    uint8_t kseed[64], sseed[64], ctx[255], ctxlen;
    size_t siglen = in->signature_bytes;
    if (kseed_len == 0 || kseed_len > sizeof kseed || sseed_len == 0 || sseed_len > sizeof sseed) {
        return KPQC_ERR_ARGUMENT;
    }
    kpqc_randombytes(kseed, kseed_len);
    int r = kpqc_sign_keypair_derand(s, backend, b->pk, in->public_key_bytes, b->sk,
                                     in->secret_key_bytes, kseed, kseed_len);
    if (r != KPQC_OK) return r;
    put_hex(rsp, "pk = ", b->pk, in->public_key_bytes);
    put_hex(rsp, "sk = ", b->sk, in->secret_key_bytes);
    kpqc_randombytes(sseed, sseed_len);
    kpqc_randombytes(&ctxlen, 1);
    kpqc_randombytes(ctx, ctxlen);
    r = kpqc_sign_signature_derand(s, backend, b->out, &siglen, b->msg, mlen, ctx, ctxlen, sseed,
                                   sseed_len, b->sk, in->secret_key_bytes);
    if (r != KPQC_OK) return r;
    fprintf(rsp, "siglen = %zu\n", siglen);
    put_hex(rsp, "sig = ", b->out, siglen);
    fputc('\n', rsp);
    r = kpqc_sign_verify(s, backend, b->out, siglen, b->msg, mlen, ctx, ctxlen, b->pk,
                         in->public_key_bytes);
    kpqc_memzero(kseed, sizeof kseed);
    kpqc_memzero(sseed, sizeof sseed);
    return r;
}

static void write_req_entry(FILE *req, const kpqc_scheme_info *in, unsigned i,
                            const uint8_t seed[48], const uint8_t *msg, size_t mlen)
{
    fprintf(req, "count = %u\n", i);
    put_hex(req, "seed = ", seed, 48);
    if (in->kind == KPQC_KIND_KEM) {
        fputs("pk =\nsk =\nct =\nss =\n\n", req);
        return;
    }
    fprintf(req, "mlen = %zu\n", mlen);
    put_hex(req, "msg = ", msg, mlen);
    if (in->kat_style == KPQC_KAT_SIGN_HAETAE) {
        fputs("pk =\nsk =\nsiglen =\nsig =\n\n", req);
    } else if (in->kat_style == KPQC_KAT_SIGN_FALCON) {
        fputs("pk = \nsk = \nsmlen = \nsm = \n\n\n", req);
    } else {
        fputs("pk =\nsk =\nsmlen =\nsm =\n\n", req);
    }
}

/* PALOMA's driver (KpqClean ver2 PALOMA_PQCgenKAT.c): srand(S), then
 * count x 48 rand() bytes for the seed lines, which nothing else uses; every
 * entry then runs on the same continuing rand() stream (see kat.h). */
static uint32_t glibc_srand_of(const uint8_t seed[48])
{
    uint8_t nist_default[48];
    kpqc_kat_default_seed(nist_default);
    if (memcmp(seed, nist_default, 48) == 0) return 20240223u;
    return (uint32_t)seed[0] << 24 | (uint32_t)seed[1] << 16 | (uint32_t)seed[2] << 8 | seed[3];
}

static int kat_write_glibc_rand(const kpqc_scheme *s, const char *backend, const uint8_t seed[48],
                                unsigned count, unsigned entries, FILE *req, FILE *rsp,
                                kat_buffers *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    kpqc_glibc_rand seeds, stream;
    uint8_t entry_seed[48];
    uint32_t srand_value = glibc_srand_of(seed);
    int r = KPQC_OK;
    if (req != NULL) {
        kpqc_glibc_srand(&seeds, srand_value);
        for (unsigned i = 0; i < entries; i++) {
            kpqc_glibc_rand_bytes(&seeds, entry_seed, 48);
            write_req_entry(req, in, i, entry_seed, NULL, 0);
        }
    }
    kpqc_glibc_srand(&seeds, srand_value);
    kpqc_glibc_srand(&stream, srand_value);
    for (unsigned i = 0; i < count; i++) kpqc_glibc_rand_bytes(&stream, entry_seed, 48);
    if (in->kat_header[0] != '\0') fprintf(rsp, "# %s\n\n", in->kat_header); /* "": none */
    for (unsigned i = 0; i < entries && r == KPQC_OK; i++) {
        kpqc_glibc_rand_bytes(&seeds, entry_seed, 48);
        fprintf(rsp, "count = %u\n", i);
        put_hex(rsp, "seed = ", entry_seed, 48);
        kpqc_randombytes_use_glibc_rand(&stream);
        r = kem_entry(s, backend, rsp, b);
        kpqc_randombytes_use_glibc_rand(NULL);
    }
    return r;
}

/* IPCC's driver (KPQClean@7ea2087 WG0/pke-IPCC/IPCC_f{1,3,4}/PQCgenKAT_pke.c,
 * with its clen fixed to unsigned long long as pke.c writes it):
 * - the count seeds are drawn first; then, before each record, the message is
 *   drawn from the DRBG as it stands: 4-byte words mod 65521 until one is
 *   >= 5. For record 0 that is the master after all seeds. For every later
 *   record it is an all-zero DRBG state (key 0, V 0): decryption clears
 *   DigitCipher[11500][207] (its width is a macro-precedence result, intended
 *   13) with a loop over 307 columns, and the 400 bytes written past its end
 *   zero the DRBG state that follows it in memory. Every record after the
 *   first therefore encrypts the same message, whatever the seed. Our
 *   encapsulation draws the message the same way, so these bytes are handed
 *   to it as a prefix of its randomness (kpqc_randombytes_use_prefix);
 * - pk1/pk2 show 101 words of each graph's edge list: the first vertex of
 *   edges 0..99 and the second of edge 100 (fprintBstr2's loop lacks braces);
 * - ct is SHA3-256 of a 319001-byte buffer (the reference's
 *   CRYPTO_CIPHERTEXTBYTES, a macro-precedence result) that is never cleared:
 *   each record writes, from its start, the first `degree` words (degree,
 *   coefficient, vertices...) of every row up to the first empty row, as
 *   big-endian 32-bit words; bytes of longer earlier records stay behind. */
#define IPCC_KAT_DUMP_BYTES 319001u
#define IPCC_KAT_ROW 7u
#define IPCC_KAT_MAX_MSG_DRAWS 64u

static void put_ipcc_pk_part(FILE *rsp, const char *label, const uint8_t *edges)
{
    uint8_t shown[202];
    for (unsigned i = 0; i < 100; i++) memcpy(shown + 2 * i, edges + 4 * i, 2);
    memcpy(shown + 200, edges + 4 * 100 + 2, 2);
    put_hex(rsp, label, shown, sizeof shown);
}

static void ipcc_dump(uint8_t *dump, const uint8_t *ct, size_t ctlen)
{
    size_t at = 0;
    for (size_t row = 0; (row + 1) * 2 * IPCC_KAT_ROW <= ctlen; row++) {
        const uint8_t *p = ct + row * 2 * IPCC_KAT_ROW;
        unsigned dim = (unsigned)p[0] << 8 | p[1];
        if (dim == 0) break;
        for (unsigned j = 0; j < dim && j < IPCC_KAT_ROW && at + 4 <= IPCC_KAT_DUMP_BYTES; j++) {
            dump[at++] = 0;
            dump[at++] = 0;
            dump[at++] = p[2 * j];
            dump[at++] = p[2 * j + 1];
        }
    }
}

static int ipcc_entry(const kpqc_scheme *s, const char *backend, FILE *rsp, kat_buffers *b,
                      const uint8_t *msg_draws, size_t msg_len, uint8_t *dump)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t half = in->public_key_bytes / 2;
    uint8_t ss[64], ss2[64], digest[32];
    int r = kpqc_kem_keypair(s, backend, b->pk, in->public_key_bytes, b->sk, in->secret_key_bytes);
    if (r != KPQC_OK) return r;
    put_ipcc_pk_part(rsp, "pk1 = ", b->pk);
    put_ipcc_pk_part(rsp, "pk2 = ", b->pk + half);
    put_hex(rsp, "sk = ", b->sk, in->secret_key_bytes);
    kpqc_randombytes_use_prefix(msg_draws, msg_len);
    r = kpqc_kem_encaps(s, backend, b->out, in->ciphertext_bytes, ss, in->shared_secret_bytes,
                        b->pk, in->public_key_bytes);
    kpqc_randombytes_use_prefix(NULL, 0);
    if (r != KPQC_OK) return r;
    ipcc_dump(dump, b->out, in->ciphertext_bytes);
    kpqc_sha3_256(digest, dump, IPCC_KAT_DUMP_BYTES);
    put_hex(rsp, "ct = ", digest, sizeof digest);
    fputc('\n', rsp);
    r = kpqc_kem_decaps(s, backend, ss2, in->shared_secret_bytes, b->out, in->ciphertext_bytes,
                        b->sk, in->secret_key_bytes);
    if (r == KPQC_OK && memcmp(ss, ss2, in->shared_secret_bytes) != 0) r = KPQC_ERR_VERIFY;
    kpqc_memzero(ss, sizeof ss);
    kpqc_memzero(ss2, sizeof ss2);
    return r;
}

static int kat_write_ipcc(const kpqc_scheme *s, const char *backend, const uint8_t seed[48],
                          unsigned count, unsigned entries, FILE *req, FILE *rsp, kat_buffers *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    uint8_t *seeds = malloc((size_t)48 * count), *dump = calloc(1, IPCC_KAT_DUMP_BYTES);
    uint8_t msg_draws[4 * IPCC_KAT_MAX_MSG_DRAWS];
    kpqc_ctr_drbg master, entry, zeroed, *current = &master;
    int r = KPQC_OK;
    if (seeds == NULL || dump == NULL) {
        free(seeds);
        free(dump);
        return KPQC_ERR_MEMORY;
    }
    kpqc_ctr_drbg_init(&master, seed, NULL);
    for (unsigned i = 0; i < count; i++) {
        kpqc_ctr_drbg_generate(&master, seeds + (size_t)48 * i, 48);
        if (req != NULL) {
            fprintf(req, "count = %u\n", i);
            put_hex(req, "seed = ", seeds + (size_t)48 * i, 48);
            fputs("pk =\nsk =\nct =\n", req);
        }
    }
    fprintf(rsp, "# %s\n\n", in->kat_header);
    for (unsigned i = 0; i < entries && r == KPQC_OK; i++) {
        size_t n = 0;
        for (;;) {
            uint8_t *w = msg_draws + n;
            if (n == sizeof msg_draws) {
                r = KPQC_ERR_ARGUMENT; /* 64 words below 5 in a row: never seen */
                break;
            }
            kpqc_ctr_drbg_generate(current, w, 4);
            n += 4;
            uint32_t x = (uint32_t)w[0] << 24 | (uint32_t)w[1] << 16 | (uint32_t)w[2] << 8 | w[3];
            if (x % 65521u >= 5) break;
        }
        if (r != KPQC_OK) break;
        fprintf(rsp, "count = %u\n", i);
        put_hex(rsp, "seed = ", seeds + (size_t)48 * i, 48);
        kpqc_ctr_drbg_init(&entry, seeds + (size_t)48 * i, NULL);
        memset(&zeroed, 0, sizeof zeroed); /* the next record's message source */
        current = &zeroed;
        kpqc_randombytes_use_drbg(&entry);
        r = ipcc_entry(s, backend, rsp, b, msg_draws, n, dump);
        kpqc_randombytes_use_drbg(NULL);
    }
    kpqc_memzero(msg_draws, sizeof msg_draws);
    kpqc_ctr_drbg_wipe(&master);
    kpqc_ctr_drbg_wipe(&entry);
    free(seeds);
    free(dump);
    return r;
}

int kpqc_kat_write(const kpqc_scheme *s, const char *backend, const uint8_t seed[48],
                   unsigned count, FILE *req, FILE *rsp)
{
    return kpqc_kat_write_prefix(s, backend, seed, count, count, req, rsp);
}

int kpqc_kat_write_prefix(const kpqc_scheme *s, const char *backend, const uint8_t seed[48],
                          unsigned count, unsigned entries, FILE *req, FILE *rsp)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    if (in == NULL || seed == NULL || rsp == NULL || count == 0 || count > 100000 ||
        entries == 0 || entries > count) {
        return KPQC_ERR_ARGUMENT;
    }
    if (in->kat_style != KPQC_KAT_KEM_GLIBC_RAND && in->kat_style != KPQC_KAT_PKE_IPCC) {
        count = entries;
    }
    /* Entry i signs a message of 33*(i+1) bytes, as the NIST drivers do. */
    size_t maxmsg = (size_t)33 * count;
    size_t outlen = in->kind == KPQC_KIND_KEM ? in->ciphertext_bytes : maxmsg + in->signature_bytes;
    kat_buffers b = {malloc(in->public_key_bytes), malloc(in->secret_key_bytes), malloc(outlen),
                     malloc(outlen), malloc(maxmsg)};
    if (!b.pk || !b.sk || !b.out || !b.aux || !b.msg) {
        free_buffers(&b, in);
        return KPQC_ERR_MEMORY;
    }

    /* The request file: every seed (and message) from the master DRBG. The
     * response replays the same draws, so both files agree. */
    kpqc_ctr_drbg master, entry;
    uint8_t entry_seed[48];
    int r = KPQC_OK;
    if (in->kat_style == KPQC_KAT_KEM_GLIBC_RAND) {
        r = kat_write_glibc_rand(s, backend, seed, count, entries, req, rsp, &b);
        free_buffers(&b, in);
        return r;
    }
    if (in->kat_style == KPQC_KAT_PKE_IPCC) {
        r = kat_write_ipcc(s, backend, seed, count, entries, req, rsp, &b);
        free_buffers(&b, in);
        return r;
    }
    int falcon = in->kat_style == KPQC_KAT_SIGN_FALCON;
    if (req != NULL) {
        if (falcon) fprintf(req, "# %s\n", in->kat_header);
        kpqc_ctr_drbg_init(&master, seed, NULL);
        for (unsigned i = 0; i < count; i++) {
            size_t mlen = (size_t)33 * (i + 1);
            kpqc_ctr_drbg_generate(&master, entry_seed, 48);
            if (in->kind != KPQC_KIND_KEM) kpqc_ctr_drbg_generate(&master, b.msg, mlen);
            write_req_entry(req, in, i, entry_seed, b.msg, mlen);
        }
    }

    if (in->kat_header[0] != '\0') /* "": no header line (Layered ROLLO-I) */
        fprintf(rsp, falcon ? "# %s\n" : "# %s\n\n", in->kat_header);
    kpqc_ctr_drbg_init(&master, seed, NULL);
    for (unsigned i = 0; i < count && r == KPQC_OK; i++) {
        size_t mlen = (size_t)33 * (i + 1);
        kpqc_ctr_drbg_generate(&master, entry_seed, 48);
        fprintf(rsp, "count = %u\n", i);
        put_hex(rsp, "seed = ", entry_seed, 48);
        if (in->kind != KPQC_KIND_KEM) {
            kpqc_ctr_drbg_generate(&master, b.msg, mlen);
            fprintf(rsp, "mlen = %zu\n", mlen);
            put_hex(rsp, "msg = ", b.msg, mlen);
        }
        kpqc_ctr_drbg_init(&entry, entry_seed, NULL);
        kpqc_randombytes_use_drbg(&entry);
        switch (in->kat_style) {
        case KPQC_KAT_KEM:
        case KPQC_KAT_KEM_TIGER: r = kem_entry(s, backend, rsp, &b); break;
        case KPQC_KAT_KEM_SK_NO_PK: r = kem_entry(s, backend, rsp, &b); break;
        case KPQC_KAT_SIGN_COMBINED:
        case KPQC_KAT_SIGN_FALCON: r = sign_combined_entry(s, backend, rsp, &b, mlen); break;
        case KPQC_KAT_SIGN_HAETAE: r = sign_haetae_entry(s, backend, rsp, &b, mlen); break;
        default: r = KPQC_ERR_ARGUMENT; break;
        }
        kpqc_randombytes_use_drbg(NULL);
    }
    kpqc_ctr_drbg_wipe(&master);
    kpqc_ctr_drbg_wipe(&entry);
    free_buffers(&b, in);
    return r;
}
