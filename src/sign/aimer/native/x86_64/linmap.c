/* One linear map (contract in api.h). */
#include "api.h"
#include "linmap.h"

void aimer_avx2_linmap(uint64_t r[GF_WORDS], const uint64_t x[GF_WORDS], const void *rows)
{
    __m256i acc[2];
    linmap_rows(acc, x, (const gf *)rows, NULL, 0);
    linmap_fold(r, acc[0]);
}
