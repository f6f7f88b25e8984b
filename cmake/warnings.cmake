# Compiler settings shared by every target of the project.
set(KPQC_WARNINGS -Wall -Wextra -Wpedantic -Wvla -Wshadow -Wcast-align
    -Wmissing-prototypes -Wstrict-prototypes)

function(kpqc_target_defaults target)
  target_compile_options(${target} PRIVATE ${KPQC_WARNINGS})
  target_compile_definitions(${target} PRIVATE _POSIX_C_SOURCE=200809L)
  # A subproject of a parent without a build type (CMakeLists.txt): kpqc's -O.
  if(KPQC_DEFAULT_OPT)
    target_compile_options(${target} PRIVATE ${KPQC_DEFAULT_OPT})
  endif()
  if(KPQC_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  if(KPQC_SANITIZE)
    target_compile_options(${target} PRIVATE -fsanitize=address,undefined
      -fno-sanitize-recover=all -fno-omit-frame-pointer)
    target_link_options(${target} PUBLIC -fsanitize=address,undefined)
  endif()
endfunction()
