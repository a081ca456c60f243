//===- PlacementData.cpp - The words a placement is said in ---------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Result/PlacementData.h"

namespace roofline {

const char *boundName(Bound B) {
  switch (B) {
  case Bound::Memory:
    return "memory";
  case Bound::Compute:
    return "compute";
  }
  return "memory";
}

double FlopsAndBytes::totalFlops() const {
  double Total = 0;
  for (double F : Flops)
    if (F > 0)
      Total += F;
  for (double F : TensorFlops)
    if (F > 0)
      Total += F;
  return Total;
}

std::string precisionLabel(const Placement &P) {
  if (P.Mixed)
    return "mixed";
  if (P.Tensor)
    return std::string("tensor ") + tensorTypeName(P.TensorPrec);
  return precisionName(P.Prec);
}

const char *trafficVerdictText(TrafficVerdict V) {
  switch (V) {
  case TrafficVerdict::MemoryBoundAtAnyReuse:
    return "memory-bound at any cache behaviour";
  case TrafficVerdict::ComputeBoundIfReused:
    return "compute-bound only if reuse is captured";
  case TrafficVerdict::MemoryBoundWithoutReuse:
    return "memory-bound without reuse, undecided with it";
  case TrafficVerdict::ComputeBound:
    return "compute-bound";
  case TrafficVerdict::NoFlops:
    return "moves data only";
  }
  return "compute-bound";
}

} // namespace roofline
