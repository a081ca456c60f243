//===- Binding.cpp - Giving symbols values --------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Launch/Binding.h"

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

std::optional<Binding> parseBinding(const std::string &Text,
                                    std::string &Error) {
  size_t Eq = Text.find('=');
  if (Eq == std::string::npos || Eq == 0) {
    Error = "invalid --bind '" + Text + "': expected NAME=VALUE";
    return std::nullopt;
  }
  std::string Name = Text.substr(0, Eq), Value = Text.substr(Eq + 1);
  for (char C : Name)
    if (!std::isalnum(static_cast<unsigned char>(C)) && C != '_' && C != '.') {
      Error = "invalid --bind '" + Text + "': '" + Name + "' is not a name";
      return std::nullopt;
    }
  size_t Slash = Value.find('/');
  auto Num = parseInteger(Value.substr(0, Slash));
  std::optional<Rational::Int> Den = Rational::Int(1);
  if (Slash != std::string::npos)
    Den = parseInteger(Value.substr(Slash + 1));
  if (!Num || !Den || *Den == 0) {
    Error = "invalid --bind '" + Text + "': '" + Value +
            "' is not an integer or a fraction";
    return std::nullopt;
  }
  return Binding{Name, Rational(*Num, *Den), "--bind"};
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
