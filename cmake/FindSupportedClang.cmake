# Finds Clang's CMake package for exactly the supported LLVM major, never another
# LLVM's. A machine can hold several LLVMs (Debian 12's default is 14); a plain
# find_package(Clang) searches every prefix and may import a ClangConfig.cmake whose
# libraries are not installed, failing deep inside ClangTargets.cmake. So the
# directory is checked before anything is imported, and searched alone.
#
# Clang_DIR may be set on the command line; otherwise Debian's layout is used.
set(_roofline_llvm ${ROOFLINE_LLVM_MIN_MAJOR})
if(NOT Clang_DIR)
  set(Clang_DIR "/usr/lib/llvm-${_roofline_llvm}/lib/cmake/clang")
endif()
if(NOT EXISTS "${Clang_DIR}/ClangConfig.cmake")
  message(FATAL_ERROR
    "roofline-lint: no ClangConfig.cmake in ${Clang_DIR}; install the Debian package "
    "clang-${_roofline_llvm} (scripts/install-deps.sh does), or set Clang_DIR")
endif()
# ClangConfig.cmake finds LLVM's package beside it; pin that too so it cannot
# wander off to another LLVM either.
get_filename_component(_roofline_llvm_dir "${Clang_DIR}/../llvm" ABSOLUTE)
if(NOT LLVM_DIR AND EXISTS "${_roofline_llvm_dir}/LLVMConfig.cmake")
  set(LLVM_DIR "${_roofline_llvm_dir}")
endif()
if(NOT EXISTS "${LLVM_DIR}/LLVMConfig.cmake")
  message(FATAL_ERROR
    "roofline-lint: no LLVMConfig.cmake in ${LLVM_DIR}; install the Debian package "
    "llvm-${_roofline_llvm}-dev (scripts/install-deps.sh does), or set LLVM_DIR")
endif()
find_package(Clang REQUIRED CONFIG PATHS "${Clang_DIR}" NO_DEFAULT_PATH)
if(LLVM_VERSION_MAJOR VERSION_LESS ROOFLINE_LLVM_MIN_MAJOR OR
   LLVM_VERSION_MAJOR VERSION_GREATER ROOFLINE_LLVM_MAX_MAJOR)
  message(FATAL_ERROR
    "roofline-lint supports LLVM ${ROOFLINE_LLVM_MIN_MAJOR}..${ROOFLINE_LLVM_MAX_MAJOR}, "
    "found ${LLVM_PACKAGE_VERSION} in ${LLVM_DIR} (set Clang_DIR)")
endif()
message(STATUS "Using Clang ${LLVM_PACKAGE_VERSION} from ${Clang_DIR}")
unset(_roofline_llvm)
unset(_roofline_llvm_dir)
