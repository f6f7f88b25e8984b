/* A GFNI instruction in a function not named as a GFNI twin: the scan must
 * flag it (test_slow_instructions_probe). Never linked into anything. */
#include <immintrin.h>

__m128i kpqc_probe_affine(__m128i x, __m128i m);

__m128i kpqc_probe_affine(__m128i x, __m128i m)
{
    return _mm_gf2p8affine_epi64_epi8(x, m, 0);
}
