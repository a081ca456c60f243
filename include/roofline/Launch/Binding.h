//===- Binding.h - Giving symbols values ------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Vocabulary: a binding gives a symbol (a kernel parameter, a template
// parameter, a launch dimension such as blockDim.x) a value and remembers where
// the value came from. Binding is an explicit step after the frontend; an
// unbound symbol stays symbolic and is reported, never taken as zero.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LAUNCH_BINDING_H
#define ROOFLINE_LAUNCH_BINDING_H

#include "roofline/Cost/KernelCost.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace roofline {

struct Binding {
  std::string Name;
  Rational Value;
  std::string Origin; // "--bind", or "config" (.roofline-lint.yaml)
};

/// The most threads a CUDA block holds.
inline constexpr int MaxThreadsPerBlock = 1024;

/// Parses `NAME=VALUE`, VALUE a whole number 0 or more (symbols are sizes and
/// indices); a launch dimension (blockDim.x, gridDim.y, ...) must lie within
/// CUDA's limits. On failure, its one-line error.
llvm::Expected<Binding> parseBinding(const std::string &Text);

/// One line when B names S and its value does not fit S's type (`n=2^31`
/// for an int n), else "".
std::string bindingOutOfRange(const Binding &B, const SymbolInfo &S,
                              const std::string &Kernel);

/// A kernel's per-thread costs with bindings applied.
struct BoundCost {
  CostVector Cost;               // symbols substituted where bound
  std::vector<std::string> Used; // binding names that matched a symbol
  std::set<std::string> Unbound; // symbols still free
};

BoundCost bindCost(const CostVector &Cost,
                   const std::vector<Binding> &Bindings);

/// The value of E once every symbol is bound; std::nullopt otherwise.
std::optional<Rational> valueOf(const Expr &E);

} // namespace roofline

#endif // ROOFLINE_LAUNCH_BINDING_H
