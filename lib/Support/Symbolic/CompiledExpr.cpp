//===- CompiledExpr.cpp - Expressions evaluated at many points ------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Expr.h"

#include "Program.h"

#include <cstdint>
#include <limits>

namespace roofline {

using namespace exprimpl;

struct CompiledExpr::Impl {
  std::unique_ptr<Program> P;
  size_t Vars = 0;
  mutable BoxState State;
};

CompiledExpr::CompiledExpr(const Expr &E, const std::vector<std::string> &Vars)
    : I(std::make_unique<Impl>()) {
  Program::Slots Names;
  for (unsigned Idx = 0; Idx < Vars.size(); ++Idx)
    Names.emplace(Vars[Idx], Idx);
  unsigned NextSlot = static_cast<unsigned>(Vars.size());
  I->P = std::make_unique<Program>(E, Names, NextSlot);
  I->Vars = Vars.size();
  I->State.resize(NextSlot);
  I->State.Limit = std::numeric_limits<uint64_t>::max();
}

CompiledExpr::CompiledExpr(CompiledExpr &&) noexcept = default;
CompiledExpr &CompiledExpr::operator=(CompiledExpr &&) noexcept = default;
CompiledExpr::~CompiledExpr() = default;

std::optional<Rational>
CompiledExpr::at(const std::vector<int64_t> &Point) const {
  BoxState &State = I->State;
  for (size_t Idx = 0; Idx < I->Vars && Idx < Point.size(); ++Idx)
    State.set(static_cast<unsigned>(Idx), Point[Idx]);
  State.Work = 0;
  try {
    return I->P->strictValue(State);
  } catch (const NoBoxSum &) {
    return std::nullopt;
  }
}

} // namespace roofline
