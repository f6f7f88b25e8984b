/* The verifier's norm bound for HAETAE3: see haetae_forge.h. */
#define KPQC_NAMESPACE kpqc_haetae3_portable_
#define KPQC_HAETAE_MODE 3
#define HAETAE_SET_NAME "HAETAE3"
#define HAETAE_TEST_HB_MAX 8
#include "haetae_forge.h"

int main(void)
{
    return run_norm_test();
}
