# Instrumentation for the libFuzzer build (ROOFLINE_BUILD_FUZZERS). Included
# before lib/, so every object of that build carries coverage, AddressSanitizer
# and UndefinedBehaviorSanitizer; the fuzz targets add libFuzzer's main at link
# time (fuzz/CMakeLists.txt). Undefined behaviour aborts rather than printing
# and going on, so that libFuzzer keeps the input. The optimization level is
# fixed and NDEBUG never set, whatever CMAKE_BUILD_TYPE says: asserts stay on.
if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR
    "ROOFLINE_BUILD_FUZZERS needs Clang (libFuzzer), not ${CMAKE_CXX_COMPILER_ID}: "
    "configure with CXX=clang++-${ROOFLINE_LLVM_MIN_MAJOR} (scripts/fuzz.sh does)")
endif()
set(ROOFLINE_SANITIZERS address,undefined)
add_compile_options(-fsanitize=fuzzer-no-link,${ROOFLINE_SANITIZERS}
  -fno-sanitize-recover=undefined -fno-omit-frame-pointer -O1 -g -UNDEBUG)
add_link_options(-fsanitize=${ROOFLINE_SANITIZERS})
