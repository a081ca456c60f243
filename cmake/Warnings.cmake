# Warnings every target of the project compiles with. ROOFLINE_WERROR (on in
# CI, see .ci/run) makes them errors.
option(ROOFLINE_WERROR "Treat compiler warnings as errors" OFF)
add_library(roofline_warnings INTERFACE)
target_compile_options(roofline_warnings INTERFACE -Wall -Wextra -Wno-unused-parameter)
if(ROOFLINE_WERROR)
  target_compile_options(roofline_warnings INTERFACE -Werror)
endif()
