//===- Binding.cpp - Giving symbols values --------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Launch/Binding.h"
#include "roofline/Support/Errors.h"

#include <cctype>

namespace roofline {

static std::optional<Rational::Int> parseInteger(const std::string &S) {
  if (S.empty())
    return std::nullopt;
  size_t I = 0;
  bool Negative = false;
  if (S[0] == '-' || S[0] == '+') {
    Negative = S[0] == '-';
    I = 1;
  }
  if (I == S.size())
    return std::nullopt;
  Rational::Int V = 0;
  for (; I < S.size(); ++I) {
    if (!std::isdigit(static_cast<unsigned char>(S[I])))
      return std::nullopt;
    if (__builtin_mul_overflow(V, 10, &V) ||
        __builtin_add_overflow(V, S[I] - '0', &V))
      return std::nullopt;
  }
  return Negative ? -V : V;
}

/// The largest value CUDA allows for a launch dimension (blockDim.x has at
/// most 1024 threads, blockDim.z 64, gridDim.x 2^31 - 1, gridDim.y and .z
/// 65535); 0 for a name that is not one.
Rational::Int launchDimensionLimit(const std::string &Name) {
  if (Name == "blockDim.x" || Name == "blockDim.y")
    return MaxThreadsPerBlock;
  if (Name == "blockDim.z")
    return 64;
  if (Name == "gridDim.x")
    return (Rational::Int(1) << 31) - 1;
  if (Name == "gridDim.y" || Name == "gridDim.z")
    return 65535;
  return 0;
}

llvm::Expected<Binding> parseBinding(const std::string &Text) {
  size_t Eq = Text.find('=');
  if (Eq == std::string::npos || Eq == 0) {
    return makeError("invalid --bind '" + Text + "': expected NAME=VALUE");
  }
  std::string Name = Text.substr(0, Eq), Value = Text.substr(Eq + 1);
  for (char C : Name)
    if (!std::isalnum(static_cast<unsigned char>(C)) && C != '_' && C != '.') {
      return makeError("invalid --bind '" + Text + "': '" + Name +
                       "' is not a name");
    }
  auto V = parseInteger(Value);
  if (!V) {
    return makeError("invalid --bind '" + Text + "': '" + Value +
                     "' is not a whole number");
  }
  // The counts take every symbol as a size or an index, never negative (a
  // loop to n runs n times): a negative value would print negative counts.
  if (*V < 0) {
    return makeError(
        "invalid --bind '" + Text +
        "': sizes are not negative (the counts take every symbol as 0 "
        "or more)");
  }
  if (Rational::Int Limit = launchDimensionLimit(Name)) {
    if (*V < 1 || *V > Limit) {
      return makeError("invalid --bind '" + Text + "': " + Name + " is 1 to " +
                       toString(Limit) + " in CUDA");
    }
  }
  return Binding{Name, Rational(*V, 1), "--bind"};
}

std::string bindingOutOfRange(const Binding &B, const SymbolInfo &S,
                              const std::string &Kernel) {
  if (S.Name != B.Name || !S.Range || !B.Value.isInteger())
    return "";
  auto [Lo, Hi] = *S.Range;
  if (Lo <= B.Value.num() && B.Value.num() <= Hi)
    return "";
  const char *What = S.Kind == SymbolKind::TemplateParameter
                         ? "template parameter"
                         : "parameter";
  std::string Source = B.Origin == "config" ? "bind" : B.Origin;
  return "invalid " + Source + " '" + B.Name + "=" + toString(B.Value.num()) +
         "': " + What + " '" + S.Name + "' of kernel '" + Kernel + "' is " +
         S.Type + ", at most " + toString(Hi);
}

BoundCost bindCost(const CostVector &Cost,
                   const std::vector<Binding> &Bindings) {
  BoundCost R;
  std::set<std::string> Symbols = Cost.symbols();
  std::map<std::string, Expr> Values;
  for (const Binding &B : Bindings) {
    if (!Symbols.count(B.Name))
      continue;
    Values[B.Name] = Expr(B.Value); // a later --bind of the same name wins
    R.Used.push_back(B.Name);
  }
  R.Cost = Cost.map([&](const Expr &E) { return E.substitute(Values); });
  R.Unbound = R.Cost.symbols();
  return R;
}

std::optional<Rational> valueOf(const Expr &E) { return E.evaluate({}); }

} // namespace roofline
