# The one place that states which LLVM/Clang roofline-lint builds against.
#
# Clang 22 is the first Debian 12 release that parses the CUDA 13 headers (clang 19's
# CUDA wrapper includes texture_fetch_functions.h, which CUDA 13 removed) and knows the
# Blackwell architectures. Every version-dependent line of C++ lives in
# include/roofline/Frontend/ClangCompat.h.
set(ROOFLINE_LLVM_MIN_MAJOR 22)
set(ROOFLINE_LLVM_MAX_MAJOR 22)
