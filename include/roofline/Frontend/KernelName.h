//===- KernelName.h - The name a kernel is reported under ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A kernel is reported under its name and, for a template specialization,
// its template arguments as Clang prints them. A function passed as a
// template argument is printed with its own template arguments
// (`cpy_scalar<&convert<float, half>>`), which Clang's printer drops, so
// that instantiations that differ only there keep distinct names. Its
// __launch_bounds__ are read here too, with the rest of its declaration.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_FRONTEND_KERNELNAME_H
#define ROOFLINE_FRONTEND_KERNELNAME_H

#include "clang/AST/Decl.h"

#include <cstdint>
#include <optional>
#include <string>

namespace roofline {

/// FD's name with its template arguments, if it has any.
std::string kernelName(const clang::FunctionDecl *FD);

/// The most threads per block FD's __launch_bounds__ allows (its first
/// argument, evaluated for this instantiation); none without the attribute
/// or when the argument is not a constant.
std::optional<int64_t> launchBoundsThreads(const clang::ASTContext &Ctx,
                                           const clang::FunctionDecl *FD);

} // namespace roofline

#endif // ROOFLINE_FRONTEND_KERNELNAME_H
