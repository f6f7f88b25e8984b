/* Number-theoretic transform over Z_q[x]/(x^256 + 1), q = 64513. */
#ifndef KPQC_HAETAE_NTT_H
#define KPQC_HAETAE_NTT_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"

/* In place; output in bit-reversed order, no final reduction. */
void KPQC_NS(haetae_ntt)(int32_t a[HAETAE_N]);
/* Inverse, times 2^32 (Montgomery factor); output |a_i| < q. */
void KPQC_NS(haetae_invntt_tomont)(int32_t a[HAETAE_N]);

#endif
