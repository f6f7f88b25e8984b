# `cmake --install`: the headers, libkpqc.a and (KPQC_SHARED, the default)
# libkpqc.so, a CMake package (find_package(kpqc CONFIG) -> kpqc::kpqc, the
# shared library when the consumer sets BUILD_SHARED_LIBS, else the static one;
# kpqc::kpqc_static and kpqc::kpqc_shared name each) and kpqc.pc for
# pkg-config (plain `pkg-config --libs kpqc` links libkpqc.so; --static and
# libkpqc.a need Libs.private). With the NIST group built in, liboqs.a (from
# the cache of cmake/liboqs.cmake) is installed as <libdir>/kpqc/liboqs.a: the
# package's kpqc::kpqc_static links it, kpqc.pc lists it in Libs.private.
# libkpqc.so holds liboqs itself and needs nothing more.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)
set(KPQC_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/kpqc)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/kpqc DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h")

set(kpqc_install_targets kpqc)
set_target_properties(kpqc PROPERTIES EXPORT_NAME kpqc_static)
set(KPQC_PACKAGE_HAS_SHARED OFF)
if(KPQC_SHARED)
  set_target_properties(kpqc_shared PROPERTIES EXPORT_NAME kpqc_shared)
  list(APPEND kpqc_install_targets kpqc_shared)
  set(KPQC_PACKAGE_HAS_SHARED ON)
endif()
install(TARGETS ${kpqc_install_targets} EXPORT kpqcTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT kpqcTargets NAMESPACE kpqc:: DESTINATION ${KPQC_INSTALL_CMAKEDIR})

set(KPQC_PC_LIBS_PRIVATE "")
if(KPQC_HAVE_LIBOQS)
  install(FILES ${KPQC_LIBOQS_PREFIX}/lib/liboqs.a DESTINATION ${CMAKE_INSTALL_LIBDIR}/kpqc)
  set(KPQC_PC_LIBS_PRIVATE "-L\${libdir}/kpqc -loqs -lpthread")
endif()
foreach(lib ${KPQC_SCHEME_LINK_LIBRARIES})
  string(APPEND KPQC_PC_LIBS_PRIVATE " -l${lib}")
endforeach()

set(KPQC_PACKAGE_HAS_LIBOQS ${KPQC_HAVE_LIBOQS})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/kpqcConfig.cmake.in
  ${PROJECT_BINARY_DIR}/kpqcConfig.cmake INSTALL_DESTINATION ${KPQC_INSTALL_CMAKEDIR})
# 0.x: a minor version may change the API.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/kpqcConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/kpqcConfig.cmake ${PROJECT_BINARY_DIR}/kpqcConfigVersion.cmake
  DESTINATION ${KPQC_INSTALL_CMAKEDIR})

# kpqc.pc finds its prefix from where it is installed (cmake --install --prefix).
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(KPQC_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
  set(KPQC_PC_LIBDIR "${CMAKE_INSTALL_LIBDIR}")
else()
  file(RELATIVE_PATH rel "/root/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/root")
  string(REGEX REPLACE "/$" "" rel "${rel}")
  set(KPQC_PC_PREFIX "\${pcfiledir}/${rel}")
  set(KPQC_PC_LIBDIR "\${prefix}/${CMAKE_INSTALL_LIBDIR}")
endif()
if(IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(KPQC_PC_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}")
else()
  set(KPQC_PC_INCLUDEDIR "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
configure_file(${PROJECT_SOURCE_DIR}/cmake/kpqc.pc.in ${PROJECT_BINARY_DIR}/kpqc.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/kpqc.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
