/* The division scan's own test (tests/ct_division/scan.py --expect 1): one
 * division by a run-time value, which the scan must find. */
#include <stdint.h>

uint32_t kpqc_division_probe(uint32_t a, uint32_t b);

uint32_t kpqc_division_probe(uint32_t a, uint32_t b)
{
    return a / b;
}
