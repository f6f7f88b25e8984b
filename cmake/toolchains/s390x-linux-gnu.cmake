# IBM Z, 64-bit big-endian (Debian: gcc-s390x-linux-gnu libc6-dev-s390x-cross qemu-user).
# cmake -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/s390x-linux-gnu.cmake ...
set(CMAKE_SYSTEM_PROCESSOR s390x)
set(KPQC_CROSS_TRIPLE s390x-linux-gnu)
include(${CMAKE_CURRENT_LIST_DIR}/linux-gnu-cross.cmake)
