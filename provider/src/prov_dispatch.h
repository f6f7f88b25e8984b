/* The provider's algorithm lists (prov_dispatch.c). */
#ifndef KPQC_PROV_DISPATCH_H
#define KPQC_PROV_DISPATCH_H

#include "prov.h"

#define KPQC_NAME_BYTES 96

struct kpqc_tables {
    OSSL_DISPATCH km[KPQC_PROV_ROWS][24];
    OSSL_DISPATCH dec_disp[KPQC_PROV_ROWS][2][8];
    OSSL_DISPATCH enc[2][2][8];
    char names[KPQC_PROV_ROWS][KPQC_NAME_BYTES];
    /* Each list ends with a zeroed entry. */
    OSSL_ALGORITHM keymgmt[KPQC_PROV_ROWS + 1];
    OSSL_ALGORITHM kem[KPQC_PROV_ROWS + 1];
    OSSL_ALGORITHM sig[KPQC_PROV_ROWS + 1];
    OSSL_ALGORITHM encs[4 * KPQC_PROV_ROWS + 1];
    OSSL_ALGORITHM dec[2 * KPQC_PROV_ROWS + 1];
};

#endif
