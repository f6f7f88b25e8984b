/* How each scheme's official known-answer file was generated: the upstream
 * driver whose draws and layout kpqc_kat_write reproduces. Internal: the
 * registry (src/registry.c) sets it per row, and src/kat.c, the kpqc command
 * (kat, kat --check) and the tests read it; the public header carries only
 * the int (kpqc_scheme_info.kat_style) so that the structure keeps its layout. */
#ifndef KPQC_KAT_STYLE_H
#define KPQC_KAT_STYLE_H

typedef enum {
    KPQC_KAT_KEM = 1,          /* NIST PQCgenKAT_kem */
    KPQC_KAT_SIGN_COMBINED = 2,/* NIST PQCgenKAT_sign: smlen/sm */
    KPQC_KAT_SIGN_HAETAE = 3,  /* HAETAE's driver: seeds drawn, ctx, siglen/sig */
    KPQC_KAT_KEM_TIGER = 4,    /* PQCgenKAT_kem of TiGER v3.0: sk without the pk ours
                                * appends, ss cut to its CRYPTO_BYTES (level 1: 16) */
    KPQC_KAT_KEM_GLIBC_RAND = 5, /* PALOMA's driver: every random byte is glibc
                                   rand() & 0xff after srand(S); entries chained */
    KPQC_KAT_KEM_SK_NO_PK = 6, /* PQCgenKAT_kem whose sk has no pk (SMAUG-T Round 2:
                                * decapsulation takes pk as an argument): sk printed
                                * without the pk ours appends */
    KPQC_KAT_SIGN_FALCON = 7,  /* Falcon's test_nist_KAT (Peregrine): the NIST draws,
                                * "# NAME" in both files, no blank line after it,
                                * two after each record; smlen/sm */
    KPQC_KAT_PKE_IPCC = 8     /* IPCC's driver (KPQClean PQCgenKAT_pke.c): partial
                                * pk1/pk2, sk, SHA3-256 of a ciphertext dump; the
                                * message drawn before each entry's reseed */
} kpqc_kat_style;

#endif
