//===- ClangCompat.h - Clang version differences ----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// roofline-lint builds against the LLVM major versions named in
// cmake/SupportedLLVM.cmake. Any `#if LLVM_VERSION_MAJOR` belongs here.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_FRONTEND_CLANGCOMPAT_H
#define ROOFLINE_FRONTEND_CLANGCOMPAT_H

#include "llvm/Config/llvm-config.h"

#if LLVM_VERSION_MAJOR < 22
#error "roofline-lint needs Clang 22 or newer (see cmake/SupportedLLVM.cmake)"
#endif

#endif // ROOFLINE_FRONTEND_CLANGCOMPAT_H
