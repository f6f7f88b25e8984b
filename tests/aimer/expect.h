/* EXPECT(cond, fmt, ...): counts a pass, or records a failure with a message. */
#ifndef AIMER_TEST_EXPECT_H
#define AIMER_TEST_EXPECT_H

#include "test_support.h"

#define EXPECT(cond, ...)                                                                   \
    do {                                                                                    \
        if (cond) {                                                                         \
            test_pass();                                                                    \
        } else {                                                                            \
            test_fail(__FILE__, __LINE__, #cond);                                           \
            fprintf(stderr, "    " __VA_ARGS__);                                            \
            fputc('\n', stderr);                                                            \
        }                                                                                   \
    } while (0)

#endif
