//===- KernelCost.cpp -----------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Cost/KernelCost.h"

namespace roofline {

Expr CostVector::totalFlops() const {
  Expr Sum = tensorFlops();
  for (const Expr &F : Flops)
    Sum += F;
  return Sum;
}

Expr CostVector::tensorFlops() const {
  Expr Sum;
  for (const Expr &F : TensorFlops)
    Sum += F;
  return Sum;
}

bool CostVector::isZero() const {
  bool Zero = true;
  map([&](const Expr &E) {
    Zero = Zero && E.isZero();
    return E;
  });
  return Zero;
}

CostVector &CostVector::operator+=(const CostVector &Other) {
  for (int P = 0; P < NumPrecisions; ++P)
    Flops[P] += Other.Flops[P];
  for (int T = 0; T < NumTensorTypes; ++T)
    TensorFlops[T] += Other.TensorFlops[T];
  SpecialOps += Other.SpecialOps;
  OtherOps += Other.OtherOps;
  IntOps += Other.IntOps;
  FpInstructions += Other.FpInstructions;
  GlobalLoadBytes += Other.GlobalLoadBytes;
  GlobalStoreBytes += Other.GlobalStoreBytes;
  SharedLoadBytes += Other.SharedLoadBytes;
  SharedStoreBytes += Other.SharedStoreBytes;
  ConstantLoadBytes += Other.ConstantLoadBytes;
  Accesses.insert(Accesses.end(), Other.Accesses.begin(), Other.Accesses.end());
  SharedAccesses.insert(SharedAccesses.end(), Other.SharedAccesses.begin(),
                        Other.SharedAccesses.end());
  return *this;
}

CostVector CostVector::scaled(const Expr &Factor) const {
  CostVector R = map([&](const Expr &E) { return E * Factor; });
  // An access's guard already holds the index factors it runs under.
  R.Accesses = Accesses;
  R.SharedAccesses = SharedAccesses;
  return R;
}

CostVector &CostVector::repeatAccesses(int64_t Times) {
  for (GlobalAccess &A : Accesses)
    A.Repeat *= Times;
  for (GlobalAccess &A : SharedAccesses)
    A.Repeat *= Times;
  return *this;
}

std::set<std::string> CostVector::symbols() const {
  std::set<std::string> All;
  map([&](const Expr &E) {
    for (const std::string &S : E.symbols())
      All.insert(S);
    return E;
  });
  return All;
}

} // namespace roofline
