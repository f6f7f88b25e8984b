/* Negacyclic NTT of GCKSign over Z_q[X]/(X^N + 1) (tables: zetas.h). */
#ifndef KPQC_GCKSIGN_NTT_H
#define KPQC_GCKSIGN_NTT_H

#include "namespace.h"
#include "params.h"

/* In place, canonical in and out; output in the submission's slot order. */
void KPQC_NS(gck_ntt)(uint64_t a[GCK_N]);
/* The exact inverse of gck_ntt. */
void KPQC_NS(gck_invntt)(uint64_t a[GCK_N]);

#endif
