# Warnings every target of the project compiles with. ROOFLINE_WERROR (on in
# CI, see .ci/run) makes them errors.
option(ROOFLINE_WERROR "Treat compiler warnings as errors" OFF)
add_library(roofline_warnings INTERFACE)
target_compile_options(roofline_warnings INTERFACE -Wall -Wextra -Wno-unused-parameter)
if(ROOFLINE_WERROR)
  target_compile_options(roofline_warnings INTERFACE -Werror)
endif()
# Clang reports libstdc++ 12's own use of std::get_temporary_buffer (deprecated
# in C++17) inside std::stable_sort and std::stable_partition as a deprecated
# declaration of the caller's: a warning in a system header that -isystem does
# not silence, as it is reported at the instantiation.
target_compile_options(roofline_warnings INTERFACE
  $<$<CXX_COMPILER_ID:Clang>:-Wno-deprecated-declarations>)
