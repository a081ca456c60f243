add_library(roofline_warnings INTERFACE)
target_compile_options(roofline_warnings INTERFACE -Wall -Wextra -Wno-unused-parameter)
