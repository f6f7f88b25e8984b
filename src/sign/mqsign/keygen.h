#ifndef KPQC_MQS_KEYGEN_H
#define KPQC_MQS_KEYGEN_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"

/* The key pair of a 32-byte secret seed (pk and sk: the caller's buffers). */
void KPQC_NS(mqs_keygen)(uint8_t *pk, uint8_t *sk, const uint8_t seed[MQS_SEED_BYTES]);

#endif
