/* Constant-time arithmetic for IPCC: the reference uses the C operators % and
 * / on secret values (random draws, the message and its factors); these give
 * the same results without division instructions or branches. */
#include "ct.h"
#include "ipcc.h"
#include "randombytes.h"

uint32_t ipcc_mod_q(uint32_t x)
{
    /* 2^16 = 15 (mod 65521): fold twice, then one conditional subtraction. */
    x = 15u * (x >> 16) + (x & 0xffffu); /* < 2^20 */
    x = 15u * (x >> 16) + (x & 0xffffu); /* < 65521 + 240 */
    return x - (IPCC_MOD & ~kpqc_ct_mask_lt_u32(x, IPCC_MOD));
}

void ipcc_divmod(uint32_t *q, uint32_t *r, uint32_t x, uint32_t d)
{
    uint64_t rem = 0;
    uint32_t quo = 0;
    for (int i = 31; i >= 0; i--) {
        rem = rem << 1 | ((x >> i) & 1u);
        /* rem < 2d always, so one subtraction keeps it below d. */
        uint64_t diff = rem - d;
        uint64_t keep = (uint64_t)0 - (diff >> 63); /* all-ones if rem < d */
        rem = (rem & keep) | (diff & ~keep);
        quo = quo << 1 | (uint32_t)(~keep & 1u);
    }
    *q = quo;
    *r = (uint32_t)rem;
}

int ipcc_randomint(uint32_t *x)
{
    uint8_t b[4];
    int r = kpqc_randombytes(b, sizeof b);
    *x = (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
    kpqc_memzero(b, sizeof b);
    return r;
}
