/* One operation of one scheme backend, ready to be called over and over on
 * prepared inputs: what `kpqc mem` measures and what `kpqc profile` runs
 * under callgrind. Like the timing loops, it calls the backend's descriptor
 * directly, so nothing but the operation runs inside a call. */
#ifndef KPQC_BENCH_OPS_H
#define KPQC_BENCH_OPS_H

#include <stddef.h>
#include <stdint.h>

#include "kpqc/kpqc.h"

/* keypair, encaps, decaps (KEM) or keypair, sign, verify (signatures), then
 * sign-ws (signing through a caller's workspace, kpqc_sign_signature_ws) for
 * a signature backend that takes one. */
#define BENCH_OPS_PER_KIND 3
#define BENCH_MAX_OPS_PER_BACKEND 4
#define BENCH_OP_SIGN_WS 3

/* The operation names of a scheme's kind, in order (BENCH_OPS_PER_KIND, and
 * for signatures "sign-ws" after them). */
const char *const *bench_op_names(const kpqc_scheme *s);

/* The operations of one backend: BENCH_OPS_PER_KIND, plus sign-ws where the
 * backend takes a workspace. */
int bench_op_count(const kpqc_scheme *s, size_t backend_index);

/* The workspace bytes of backend_index's signing (0: none). */
size_t bench_workspace_bytes(const kpqc_scheme *s, size_t backend_index);

/* Index of `name` among the scheme's operations, or -1 (sign-ws counts
 * whether or not a backend takes a workspace: bench_op_count says). */
int bench_op_index(const kpqc_scheme *s, const char *name);

/* The backend's descriptor (a kpqc_kem_ops or kpqc_sign_ops), to find its
 * objects in the build (apps/kpqc/objects.h). */
const void *bench_backend_descriptor(const kpqc_scheme *s, size_t backend_index);

typedef struct bench_opctx bench_opctx;

/* Prepares `inputs` distinct inputs for operation `op` (an index from
 * bench_op_index) of backend `backend_index`, drawing randomness from the
 * calling thread's source. NULL when out of memory or when preparing failed
 * (a keypair or an encapsulation failed); *error (160 bytes) says which. */
bench_opctx *bench_opctx_new(const kpqc_scheme *s, size_t backend_index, int op, size_t inputs,
                             char *error);

/* Runs the operation once on input i % inputs: 0, or non-zero when the
 * operation failed (or a decapsulation/verification gave the wrong answer). */
int bench_opctx_call(bench_opctx *c, size_t i);

void bench_opctx_free(bench_opctx *c);

#endif
