/* The shared primitives against published vectors: FIPS 202 (SHA-3, SHAKE),
 * FIPS 197 (AES-256, appendix C.3), FIPS 180-4 (SHA-256/512 examples) and the
 * NIST PQCgenKAT use of the SP 800-90A CTR-DRBG (the seeds every official .rsp
 * file starts from), KS X 3262 (LSH-512-512) and glibc's rand() (PALOMA's KAT
 * randomness). Plus: incremental = one-shot, AES-NI = portable. */
#include <stdlib.h>
#include <string.h>

#include "aes256.h"
#include "cpu.h"
#include "ct.h"
#include "ctr_drbg.h"
#include "fips202.h"
#include "glibc_rand.h"
#include "lsh512.h"
#include "sha2.h"
#include "test_support.h"

static void expect(const uint8_t *got, const char *hex, size_t len, const char *what)
{
    uint8_t want[128];
    CHECK(len <= sizeof want && test_unhex(want, len, hex) == 0);
    CHECK_MSG(memcmp(got, want, len) == 0, "%s: got %s", what, test_hex(got, len));
    test_pass();
}

static void test_sha3(void)
{
    uint8_t out[64], a3[200];
    memset(a3, 0xa3, sizeof a3);
    kpqc_sha3_256(out, (const uint8_t *)"abc", 3);
    expect(out, "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532", 32, "SHA3-256(abc)");
    kpqc_sha3_512(out, (const uint8_t *)"abc", 3);
    expect(out, "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e"
                "10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0", 64, "SHA3-512(abc)");
    kpqc_sha3_256(out, a3, sizeof a3);
    expect(out, "79f38adec5c20307a98ef76e8324afbfd46cfd81b22e3973c65fa1bd9de31787", 32,
           "SHA3-256(0xa3 x 200)");
    kpqc_shake128(out, 32, NULL, 0);
    expect(out, "7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26", 32, "SHAKE128()");
    kpqc_shake256(out, 64, NULL, 0);
    expect(out, "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f"
                "d75dc4ddd8c0f200cb05019d67b592f6fc821c49479ab48640292eacb3b7c4be", 64, "SHAKE256()");
    kpqc_shake128(out, 32, a3, sizeof a3);
    expect(out, "131ab8d2b594946b9c81333f9bb6e0ce75c3b93104fa3469d3917457385da037", 32,
           "SHAKE128(0xa3 x 200)");
}

/* Absorbing and squeezing in pieces of every size gives the one-shot result. */
static void test_incremental(void)
{
    uint8_t in[700], one[600], inc[600];
    for (size_t i = 0; i < sizeof in; i++) in[i] = (uint8_t)(i * 7 + 3);
    kpqc_shake256(one, sizeof one, in, sizeof in);
    for (size_t step = 1; step < 300; step += 37) {
        kpqc_keccak_state st;
        kpqc_shake256_init(&st);
        for (size_t off = 0; off < sizeof in; off += step) {
            size_t n = sizeof in - off < step ? sizeof in - off : step;
            kpqc_keccak_absorb(&st, in + off, n);
        }
        kpqc_keccak_finalize(&st);
        for (size_t off = 0; off < sizeof inc; off += step + 1) {
            size_t n = sizeof inc - off < step + 1 ? sizeof inc - off : step + 1;
            kpqc_keccak_squeeze(inc + off, n, &st);
        }
        CHECK_MSG(memcmp(one, inc, sizeof one) == 0, "incremental SHAKE256, step %zu", step);
        test_pass();
    }
}

static void test_aes(void)
{
    uint8_t key[32], pt[16], out[16];
    for (int i = 0; i < 32; i++) key[i] = (uint8_t)i;
    for (int i = 0; i < 16; i++) pt[i] = (uint8_t)(i * 0x11);
    kpqc_aes256_ctx ctx;
    kpqc_aes256_init_portable(&ctx, key);
    kpqc_aes256_encrypt_portable(&ctx, pt, out);
    expect(out, "8ea2b7ca516745bfeafc49904b496089", 16, "AES-256 portable (FIPS 197 C.3)");
    kpqc_aes256_init(&ctx, key);
    kpqc_aes256_encrypt(&ctx, pt, out);
    expect(out, "8ea2b7ca516745bfeafc49904b496089", 16, "AES-256 dispatched (FIPS 197 C.3)");
#if defined(__x86_64__)
    if (kpqc_cpu_has(KPQC_CPU_AESNI)) {
        /* Same schedule and ciphertexts on 64 pseudo-random keys and blocks. */
        for (int t = 0; t < 64; t++) {
            kpqc_aes256_ctx a, b;
            uint8_t o1[16], o2[16];
            kpqc_shake128(key, 32, (const uint8_t *)&t, sizeof t);
            kpqc_shake256(pt, 16, (const uint8_t *)&t, sizeof t);
            kpqc_aes256_init_portable(&a, key);
            kpqc_aes256_init_aesni(&b, key);
            kpqc_aes256_encrypt_portable(&a, pt, o1);
            kpqc_aes256_encrypt_aesni(&b, pt, o2);
            CHECK(memcmp(&a, &b, sizeof a) == 0 && memcmp(o1, o2, 16) == 0);
        }
        test_pass();
    } else {
        printf("note: no AES-NI on this CPU; only the portable AES was tested\n");
    }
#endif
}

/* SP 800-38A, F.5.5 (CTR-AES256.Encrypt): keystream = ciphertext xor plaintext. */
static void test_aes_ctr(void)
{
    uint8_t key[32], iv[16], pt[64], ct[64], ks[64];
    size_t i;

    CHECK(test_unhex(key, 32, "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4") == 0);
    CHECK(test_unhex(iv, 16, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff") == 0);
    CHECK(test_unhex(pt, 64,
                     "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
                     "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710") == 0);
    CHECK(test_unhex(ct, 64,
                     "601ec313775789a5b7a7f504bbf3d228f443e3ca4d62b59aca84e990cacaf5c5"
                     "2b0930daa23de94ce87017ba2d84988ddfc9c58db67aada613c2dd08457941a6") == 0);
    /* 61 bytes: the last block is cut. */
    kpqc_aes256_ctr(ks, 61, key, iv);
    for (i = 0; i < 61; i++) {
        CHECK_MSG((uint8_t)(ks[i] ^ pt[i]) == ct[i], "AES-256-CTR byte %zu", i);
    }
}

static void test_sha2(void)
{
    uint8_t out[64];
    kpqc_sha256(out, (const uint8_t *)"abc", 3);
    expect(out, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", 32, "SHA-256(abc)");
    const char *m448 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    kpqc_sha256(out, (const uint8_t *)m448, strlen(m448));
    expect(out, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1", 32, "SHA-256(448 bits)");
    kpqc_sha512(out, (const uint8_t *)"abc", 3);
    expect(out, "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f", 64, "SHA-512(abc)");
    const char *m896 = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
                       "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";
    kpqc_sha512(out, (const uint8_t *)m896, strlen(m896));
    expect(out, "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
                "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909", 64, "SHA-512(896 bits)");
    /* Incremental over a block boundary equals one-shot. */
    kpqc_sha256_ctx c;
    uint8_t one[32];
    kpqc_sha256(one, (const uint8_t *)m896, strlen(m896));
    kpqc_sha256_init(&c);
    kpqc_sha256_update(&c, (const uint8_t *)m896, 63);
    kpqc_sha256_update(&c, (const uint8_t *)m896 + 63, strlen(m896) - 63);
    kpqc_sha256_final(&c, out);
    CHECK(memcmp(one, out, 32) == 0);
    test_pass();
}

/* PQCgenKAT: randombytes_init(0x00..0x2f) then 48-byte draws give the
 * "seed = " lines of every official .rsp (count = 0 and count = 1). */
static void test_drbg(void)
{
    uint8_t entropy[48], seed[48];
    for (int i = 0; i < 48; i++) entropy[i] = (uint8_t)i;
    kpqc_ctr_drbg d;
    kpqc_ctr_drbg_init(&d, entropy, NULL);
    kpqc_ctr_drbg_generate(&d, seed, 48);
    expect(seed, "061550234D158C5EC95595FE04EF7A25767F2E24CC2BC479D09D86DC9ABCFDE7"
                 "056A8C266F9EF97ED08541DBD2E1FFA1", 48, "DRBG draw 1 (KEM KAT count 0)");
    kpqc_ctr_drbg_generate(&d, seed, 48);
    expect(seed, "D81C4D8D734FCBFBEADE3D3F8A039FAA2A2C9957E835AD55B22E75BF57BB556A"
                 "C81ADDE6AEEB4A5A875C3BFCADFA958F", 48, "DRBG draw 2 (KEM KAT count 1)");
}

/* The multi-block paths (8 AES-NI blocks in flight, the 64-bit counter
 * halves with their carry) against one block at a time with a byte-wise
 * increment, for every length up to 21 blocks and counters about to carry. */
static void test_drbg_blocks(void)
{
    static const uint8_t lows[3] = {0x00, 0xfb, 0xff}; /* V's low 8 bytes: no carry, carry, wrap */
    uint8_t key[32], in[21 * 16], many[21 * 16], one[21 * 16];
    kpqc_aes256_ctx ctx;

    kpqc_shake128(key, 32, (const uint8_t *)"blocks", 6);
    kpqc_shake256(in, sizeof in, (const uint8_t *)"blocks", 6);
    kpqc_aes256_init(&ctx, key);
    for (size_t n = 0; n <= 21; n++) {
        kpqc_aes256_encrypt_blocks(&ctx, in, many, n);
        for (size_t i = 0; i < n; i++) kpqc_aes256_encrypt(&ctx, in + 16 * i, one + 16 * i);
        CHECK_MSG(memcmp(many, one, 16 * n) == 0, "AES-256 %zu blocks at once", n);
    }
    for (int h = 0; h < 3; h++) {
        for (size_t len = 1; len <= sizeof one; len += (len < 40 ? 1 : 13)) {
            kpqc_ctr_drbg d;
            uint8_t v[16];
            memcpy(d.key, key, 32);
            memset(d.v, lows[h], 16);
            d.v[0] = 0x7f;
            d.v[7] = h == 2 ? 0xff : 0x12;
            d.reseed_counter = 1;
            memcpy(v, d.v, 16);
            kpqc_ctr_drbg_generate(&d, many, len);
            for (size_t off = 0; off < len; off += 16) {
                uint8_t b[16];
                for (int j = 15, carry = 1; j >= 0; j--) {
                    carry += v[j];
                    v[j] = (uint8_t)carry;
                    carry >>= 8;
                }
                kpqc_aes256_encrypt(&ctx, v, b);
                memcpy(one + off, b, len - off < 16 ? len - off : 16);
            }
            CHECK_MSG(memcmp(many, one, len) == 0, "DRBG generate of %zu bytes, V case %d", len, h);
        }
    }
    test_pass();
}

static void test_ct_helpers(void)
{
    uint8_t a[33], b[33], r[33];
    memset(a, 0x5a, sizeof a);
    memcpy(b, a, sizeof b);
    CHECK(kpqc_ct_memcmp(a, b, sizeof a) == 0);
    b[32] ^= 0x80;
    CHECK(kpqc_ct_memcmp(a, b, sizeof a) == 1);
    memcpy(r, a, sizeof r);
    kpqc_ct_cmov(r, b, sizeof r, 0);
    CHECK(memcmp(r, a, sizeof r) == 0);
    kpqc_ct_cmov(r, b, sizeof r, 1);
    CHECK(memcmp(r, b, sizeof r) == 0);
    CHECK(kpqc_ct_mask_eq_u32(7, 7) == 0xffffffffu && kpqc_ct_mask_eq_u32(7, 8) == 0);
    CHECK(kpqc_ct_mask_lt_u32(3, 0xffffffffu) == 0xffffffffu && kpqc_ct_mask_lt_u32(9, 9) == 0);
    CHECK(kpqc_ct_select_u32(0xffffffffu, 1, 2) == 1 && kpqc_ct_select_u32(0, 1, 2) == 2);
    kpqc_memzero(r, sizeof r);
    for (size_t i = 0; i < sizeof r; i++) CHECK(r[i] == 0);
    test_pass();
}

/* LSH-512-512: "abc" (the standard's example) and a 28-byte KCMVP test
 * vector; lengths around the 256-byte block as computed by the NSR/KISA
 * reference code (2016, as shipped with PALOMA), message m[i] = 7 i + 3. */
static void test_lsh512(void)
{
    uint8_t out[64], m[1000];
    kpqc_lsh512(out, (const uint8_t *)"abc", 3);
    expect(out,
           "A3D93CFE60DC1AACDD3BD4BEF0A6985381A396C7D49D9FD177795697C3535208"
           "B5C57224BEF21084D42083E95A4BD8EB33E869812B65031C428819A1E7CE596D",
           64, "LSH-512-512(abc)");
    CHECK(test_unhex(m, 28, "78AECC1F4DBF27AC146780EEA8DCC56B858163329665B677480CC47D") == 0);
    kpqc_lsh512(out, m, 28);
    expect(out,
           "1074CFC160290EF5B9E98BA729817FE58BFE3CB699CAFE2AABAF28759E2D8286"
           "9F148104330C8F02BE2A4BCB90E9C9630E9CC5685250E8115EC06323B1E21C54",
           64, "LSH-512-512(KCMVP 28 bytes)");
    static const struct {
        size_t len;
        const char *digest;
    } blocks[] = {
        {0, "118A2FF2A99E3B2134125E2BAF20EBE3BDD034D5A69B29C22FC4995063340B46"
            "697801D7F7FB0070568F78E8ED514215FC70AF27D6F27B01AA8A1DA72B14CE7C"},
        {255, "14D8809281C1076D601ABDDFCE75A83FAB3787FE59CE74347669C1E2B0977311"
              "45782C27AE1AECDCE9D0F46BAC7A0779BA4D00C47D087BB9EFD366BA5EA1526B"},
        {256, "D1243D0C99B61ED4740EF14BFEA84EBA99C810BE18E2069660DE8B04F022D308"
              "F3F584D8CBE90E86B4470E3BDEDB98C3B340B02A7492B2B3B8E6F80A9AA9F435"},
        {257, "AAC0B1C06E2B4D810897FD3F938058603D476D11E8DBF6B4F4CED1A596C2BAE9"
              "82C99B2796CC479D3C90D6B7E547C24E8FB2447FC016A75B346C672B973C7A9D"},
        {1000, "330A4761340B76F9A96A0C1E3985EBD8BFBDB6CD3DEDEEA01413080C2861389B"
               "7C4FAF533D3B9319FBB823D7331551873F3284DB3EBB7C01A44120416CD2C195"},
    };
    for (size_t i = 0; i < sizeof m; i++) m[i] = (uint8_t)(7 * i + 3);
    for (size_t k = 0; k < sizeof blocks / sizeof blocks[0]; k++) {
        kpqc_lsh512(out, m, blocks[k].len);
        expect(out, blocks[k].digest, 64, "LSH-512-512(7i+3)");
        /* incremental, in uneven pieces */
        kpqc_lsh512_ctx c;
        kpqc_lsh512_init(&c);
        for (size_t at = 0, step = 1; at < blocks[k].len; at += step, step = step * 3 + 1) {
            size_t take = blocks[k].len - at < step ? blocks[k].len - at : step;
            kpqc_lsh512_update(&c, m + at, take);
        }
        kpqc_lsh512_final(&c, out);
        expect(out, blocks[k].digest, 64, "LSH-512-512 incremental");
    }
}

/* glibc rand(): the first seed line of PALOMA's official .req (48 bytes of
 * rand() & 0xff after srand(20240223)), and, on glibc, the C library itself
 * for several seeds (0 is taken as 1; seeds >= 2^31 are negative int32). */
static void test_glibc_rand(void)
{
    kpqc_glibc_rand g;
    uint8_t out[48];
    kpqc_glibc_srand(&g, 20240223u);
    kpqc_glibc_rand_bytes(&g, out, 48);
    expect(out,
           "6C25E9F0A54D0DB66E5BC70C10501C6B7905D716C6F90D35C15298EB8F07E0FB"
           "2CC9ECD116F98785544E91649FADD018",
           48, "srand(20240223) bytes");
#if defined(__GLIBC__)
    static const unsigned seeds[] = {0, 1, 20240223u, 0x7fffffffu, 0x80000000u, 0xdeadbeefu};
    for (size_t k = 0; k < sizeof seeds / sizeof seeds[0]; k++) {
        int same = 1;
        srand(seeds[k]);
        kpqc_glibc_srand(&g, seeds[k]);
        for (int i = 0; i < 2000; i++) same &= (uint32_t)rand() == kpqc_glibc_rand_next(&g);
        CHECK_MSG(same, "glibc rand() model differs for seed %u", seeds[k]);
        test_pass();
    }
#else
    printf("glibc rand(): not the C library here; checked against the PALOMA seed line only\n");
#endif
}

int main(void)
{
    test_lsh512();
    test_glibc_rand();
    test_sha3();
    test_incremental();
    test_aes();
    test_aes_ctr();
    test_sha2();
    test_drbg();
    test_drbg_blocks();
    test_ct_helpers();
    return test_finish("primitives");
}
