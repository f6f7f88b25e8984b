/* Transformed secrets for test_stack_residue (issue 40): the forms a
 * secret takes inside an operation (unpacked coefficients, NTT or
 * evaluated domain, the decrypted message of a ciphertext), computed from
 * the secret key with the scheme's own internal functions.
 *
 * Each tests/residue/<family>.c is compiled once per parameter set and
 * backend, in that instance's namespace (residue.cmake), and defines
 *   void KPQC_NS(residue_key_forms)(const uint8_t *sk);
 *   void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct);
 * The first reports the forms of the secret key, the second (KEMs) what
 * decryption of ct yields inside decapsulation (the message and its
 * intermediates), valid ciphertext or not. Both call residue_form (or
 * residue_bytes) for each form; the test then searches the painted stack
 * of the operation for windows of it (test_stack_residue.c says which). */
#ifndef KPQC_TEST_RESIDUE_FORMS_H
#define KPQC_TEST_RESIDUE_FORMS_H

#include <stddef.h>
#include <stdint.h>

/* count elements of `width` bytes (1, 2 or 4, native byte order) at data,
 * compared modulo q as signed integers (q = 0: bit for bit). Comparing
 * modulo q finds a form however the code represents its residues (lazy
 * reductions, centered or not); a form with a Montgomery factor is a
 * different form and is reported as such. */
void residue_form(const char *name, const void *data, size_t count, unsigned width, uint32_t q);

/* A byte string the operation holds (a message, an encoding of a secret),
 * searched as the test's other byte secrets are. */
void residue_bytes(const char *name, const uint8_t *data, size_t len);

#endif
