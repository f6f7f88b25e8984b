/* The verifier's norm bound for HAETAE5: see haetae_forge.h. */
#define KPQC_NAMESPACE kpqc_haetae5_portable_
#define KPQC_HAETAE_MODE 5
#define HAETAE_SET_NAME "HAETAE5"
#define HAETAE_TEST_HB_MAX 9
#include "haetae_forge.h"

int main(void)
{
    return run_norm_test();
}
