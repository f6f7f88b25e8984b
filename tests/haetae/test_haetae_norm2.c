/* The verifier's norm bound for HAETAE2: see haetae_forge.h. */
#define KPQC_NAMESPACE kpqc_haetae2_portable_
#define KPQC_HAETAE_MODE 2
#define HAETAE_SET_NAME "HAETAE2"
#define HAETAE_TEST_HB_MAX 6
#include "haetae_forge.h"

int main(void)
{
    return run_norm_test();
}
