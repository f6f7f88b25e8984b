#ifndef KPQC_PQSIGRM_KEYGEN_H
#define KPQC_PQSIGRM_KEYGEN_H

#include <stdint.h>

#include "namespace.h"

/* Key pair into the caller's buffers (pk is also the workspace). 0 on
 * success; non-zero when randomness fails or a drawn code is degenerate
 * (see keygen.c); then pk and sk are zeroed. */
int KPQC_NS(rm_keypair)(uint8_t *pk, uint8_t *sk);

#endif
