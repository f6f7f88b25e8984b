# The Python package's tests (python/), included by tests/CMakeLists.txt.
# Label python: python_install builds the package from a clean tree into a new
# venv (it rebuilds libkpqc: label python-install too) and python_pytest runs
# python/tests against it. Native builds only (the package builds for the host).
if(Python3_FOUND AND NOT CMAKE_CROSSCOMPILING AND NOT KPQC_SANITIZE)
  set(kpqc_python_work ${CMAKE_CURRENT_BINARY_DIR}/python)
  add_test(NAME python_install COMMAND ${Python3_EXECUTABLE}
    ${PROJECT_SOURCE_DIR}/python/tests/fresh_install.py ${PROJECT_SOURCE_DIR} ${kpqc_python_work})
  set_tests_properties(python_install PROPERTIES LABELS "python;python-install" TIMEOUT 1800
    SKIP_RETURN_CODE 77 FIXTURES_SETUP kpqc_python_venv)
  add_test(NAME python_pytest COMMAND ${Python3_EXECUTABLE}
    ${PROJECT_SOURCE_DIR}/python/tests/run_pytest.py ${PROJECT_SOURCE_DIR}/python/tests
    ${kpqc_python_work})
  set_tests_properties(python_pytest PROPERTIES LABELS python TIMEOUT 600
    SKIP_RETURN_CODE 77 FIXTURES_REQUIRED kpqc_python_venv)
endif()
