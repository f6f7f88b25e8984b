/* Writes the seed corpus of every fuzz target (run at build time):
 * DIR/decaps, DIR/verify, DIR/keys, DIR/kat, valid inputs of each layout. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz_common.h"
#include "kpqc/kat.h"

static const char *root;

static void put(const char *target, const char *name, const uint8_t *head, size_t hlen,
                const uint8_t *body, size_t blen)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/%s", root, target);
    mkdir(root, 0777);
    mkdir(dir, 0777);
    uint8_t *buf = malloc(hlen + blen + 1);
    if (buf == NULL) exit(1);
    memcpy(buf, head, hlen);
    if (blen) memcpy(buf + hlen, body, blen);
    if (fuzz_write_seed(dir, name, buf, hlen + blen) != 0) {
        fprintf(stderr, "fuzz_seeds: cannot write %s/%s\n", dir, name);
        exit(1);
    }
    free(buf);
}

/* Seed "I-SUFFIX" of target. */
static void seed(const char *target, size_t i, const char *suffix, const uint8_t *head, size_t hlen,
                 const uint8_t *body, size_t blen)
{
    char name[64];
    /* Megabyte objects (PALOMA, MQ-Sign keys) are reached through the edit
     * layout; raw seeds that large would only slow every mutation. */
    if (hlen + blen > 65536) return;
    snprintf(name, sizeof name, "%zu-%s", i, suffix);
    put(target, name, head, hlen, body, blen);
}

static void kem_seeds(void)
{
    static const uint8_t flip[FUZZ_EDIT_BYTES] = {0, 0, 7, 0x80};
    for (size_t i = 0; i < fuzz_scheme_count(KPQC_KIND_KEM); i++) {
        const fuzz_scheme *f = fuzz_scheme_at(KPQC_KIND_KEM, i);
        uint8_t raw[2] = {(uint8_t)i, 0}, ed[2] = {(uint8_t)i, 1};
        seed("decaps", i, "raw", raw, 2, f->obj, f->obj_len);
        seed("decaps", i, "edit", ed, 2, flip, sizeof flip);
    }
}

static void sign_seeds(void)
{
    static const uint8_t flip[FUZZ_EDIT_BYTES] = {0, 0, 3, 0x01};
    for (size_t i = 0; i < fuzz_scheme_count(KPQC_KIND_SIGNATURE); i++) {
        const fuzz_scheme *f = fuzz_scheme_at(KPQC_KIND_SIGNATURE, i);
        uint8_t head[3] = {(uint8_t)i, 2, 0};
        seed("verify", i, "open-raw", head, 2, f->sm, f->sm_len);
        head[1] = 3;
        seed("verify", i, "open-edit", head, 2, flip, sizeof flip);
        head[1] = 1;
        seed("verify", i, "verify-edit", head, 2, flip, sizeof flip);
        /* Raw detached: byte 2 places the split so that it falls at the signature's end. */
        size_t total = f->obj_len + f->msg_len;
        uint8_t *buf = malloc(total);
        if (buf == NULL) exit(1);
        memcpy(buf, f->obj, f->obj_len);
        memcpy(buf + f->obj_len, f->msg, f->msg_len);
        head[1] = 0;
        head[2] = (uint8_t)((f->obj_len * 255 + total - 1) / total);
        seed("verify", i, "verify-raw", head, 3, buf, total);
        free(buf);
    }
}

static void key_seeds(void)
{
    static const uint8_t flip[FUZZ_EDIT_BYTES] = {0, 0, 5, 0x10};
    size_t kems = fuzz_scheme_count(KPQC_KIND_KEM), sigs = fuzz_scheme_count(KPQC_KIND_SIGNATURE);
    for (size_t i = 0; i < kems + sigs; i++) {
        const fuzz_scheme *f = i < kems ? fuzz_scheme_at(KPQC_KIND_KEM, i)
                                        : fuzz_scheme_at(KPQC_KIND_SIGNATURE, i - kems);
        uint8_t head[2] = {(uint8_t)i, 0};
        seed("keys", i, "pk", head, 2, f->pk, f->in->public_key_bytes);
        head[1] = 2;
        seed("keys", i, "sk", head, 2, f->sk, f->in->secret_key_bytes);
        head[1] = 1;
        seed("keys", i, "pk-edit", head, 2, flip, sizeof flip);
        head[1] = 3;
        seed("keys", i, "sk-edit", head, 2, flip, sizeof flip);
    }
}

/* Entry 0 of the KAT file of a few schemes with small keys, and seed/count arguments. */
static void kat_seeds(void)
{
    static const char *args[] = {
        ("000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F2021222324252627"
         "28292A2B2C2D2E2F"), "100", "1", "abAB00ff"};
    for (size_t i = 0; i < sizeof args / sizeof args[0]; i++) {
        uint8_t head = 1;
        seed("kat", i, "arg", &head, 1, (const uint8_t *)args[i], strlen(args[i]));
    }
    uint8_t kat_seed[48];
    for (size_t i = 0; i < 48; i++) kat_seed[i] = (uint8_t)i;
    for (size_t i = 0; i < kpqc_scheme_count(); i++) {
        const kpqc_scheme *s = kpqc_scheme_at(i);
        const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
        if (!kpqc_scheme_is_kpqc(s) || in->public_key_bytes > 4096) continue;
        char *text = NULL;
        size_t len = 0;
        FILE *mem = open_memstream(&text, &len);
        if (mem == NULL) exit(1);
        int r = kpqc_kat_write(s, NULL, kat_seed, 1, NULL, mem);
        fclose(mem);
        if (r == KPQC_OK) {
            uint8_t head[3] = {0, 0, 0};
            seed("kat", i, "rsp", head, 3, (const uint8_t *)text, len);
        }
        free(text);
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: fuzz_seeds DIR\n");
        return 2;
    }
    root = argv[1];
    kem_seeds();
    sign_seeds();
    key_seeds();
    kat_seeds();
    return 0;
}
