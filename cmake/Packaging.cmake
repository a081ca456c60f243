# SPDX-License-Identifier: Apache-2.0
#
# A Debian package of what `cmake --install` installs: `cpack -G DEB` in the build
# directory writes roofline-lint_<version>_<arch>.deb, with bin/roofline-lint
# (stripped) and share/roofline-lint/ (the GPU database, the built-in CUDA headers)
# under /usr. The tool finds its data beside its binary, so the same files work
# from any prefix.
#
# Depends: the shared libraries the binary links, as dpkg-shlibdeps reads them
# from the binary, plus what the tool opens at run time that linking does not
# show: Clang's resource directory (recorded at configure time), whose CUDA
# builtin headers the parse needs. The package that ships that directory is
# asked of dpkg here, so the dependency names exactly the Clang the build used.

find_program(ROOFLINE_DPKG_SHLIBDEPS dpkg-shlibdeps
  DOC "dpkg-shlibdeps (dpkg-dev): Depends of the .deb from the binary's libraries")
find_program(ROOFLINE_DPKG_DEB dpkg-deb DOC "dpkg-deb: builds and unpacks .deb files")
# CPack's DEB generator runs `file` to find the ELF files to hand to dpkg-shlibdeps.
find_program(ROOFLINE_FILE_COMMAND file DOC "file(1), used by CPack's DEB generator")

# The package that owns <resource-dir>/include/__clang_cuda_builtin_vars.h, the
# file the tool checks before parsing CUDA.
set(_roofline_builtin_vars "${ROOFLINE_CLANG_RESOURCE_DIR}/include/__clang_cuda_builtin_vars.h")
set(ROOFLINE_RESOURCE_DIR_PACKAGE "")
execute_process(COMMAND dpkg-query -S "${_roofline_builtin_vars}"
  OUTPUT_VARIABLE _roofline_owner ERROR_QUIET RESULT_VARIABLE _roofline_rc
  OUTPUT_STRIP_TRAILING_WHITESPACE)
# "libclang-common-22-dev:amd64: /usr/lib/llvm-22/lib/clang/22/include/..."
if(_roofline_rc EQUAL 0 AND _roofline_owner MATCHES "^([a-z0-9][a-z0-9.+-]*)[:,]")
  set(ROOFLINE_RESOURCE_DIR_PACKAGE "${CMAKE_MATCH_1}")
endif()

set(ROOFLINE_PACKAGE_MAINTAINER "roofline-lint maintainers <dev@roofline-lint.invalid>"
  CACHE STRING "Maintainer field of the Debian package")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME roofline-lint)
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_VENDOR "roofline-lint")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "static roofline analysis of CUDA kernels")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# RelWithDebInfo builds carry their debug information; the package does not.
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_CHECKSUM SHA256)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${ROOFLINE_HOMEPAGE}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${ROOFLINE_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
# The extended description; CPack puts CPACK_PACKAGE_DESCRIPTION_SUMMARY before it
# as the synopsis line.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
  "roofline-lint reads CUDA source with Clang, counts each kernel's
floating-point operations and global-memory traffic from the AST, and
places every launch on a GPU's roofline: arithmetic intensity, the
ceiling, and whether it is memory- or compute-bound, with DRAM traffic
bracketed between no reuse and perfect reuse. Findings (uncoalesced
accesses, reuse left on the table, regressions against a baseline) come
as text, JSON, SARIF, markdown or GitHub annotations, for pre-commit
hooks and CI. No GPU and no CUDA toolkit are needed.")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
if(ROOFLINE_RESOURCE_DIR_PACKAGE)
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "${ROOFLINE_RESOURCE_DIR_PACKAGE}")
else()
  message(STATUS "roofline-lint: no Debian package owns ${_roofline_builtin_vars}; "
    "the .deb will not depend on Clang's resource directory")
endif()
if(NOT ROOFLINE_DPKG_SHLIBDEPS OR NOT ROOFLINE_FILE_COMMAND)
  message(STATUS "roofline-lint: `cpack -G DEB` needs dpkg-shlibdeps (dpkg-dev) and "
    "file (scripts/install-deps.sh installs both)")
endif()

include(CPack)

unset(_roofline_builtin_vars)
unset(_roofline_owner)
unset(_roofline_rc)
