# Shared part of the Debian cross toolchain files (aarch64-linux-gnu.cmake,
# s390x-linux-gnu.cmake): the including file sets KPQC_CROSS_TRIPLE (the GNU
# triple of Debian's gcc-<triple> package) and CMAKE_SYSTEM_PROCESSOR.
# Test programs run under qemu-user (package qemu-user), with the target's
# libraries from Debian's libc6-dev-<arch>-cross (installed under /usr/<triple>).
# docs/ARCHITECTURE.md, "Targets".
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_C_COMPILER ${KPQC_CROSS_TRIPLE}-gcc)
set(CMAKE_FIND_ROOT_PATH /usr/${KPQC_CROSS_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
# The qemu-user binary is named after the architecture (qemu-aarch64, qemu-s390x).
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-${CMAKE_SYSTEM_PROCESSOR} -L /usr/${KPQC_CROSS_TRIPLE})
