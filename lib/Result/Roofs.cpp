//===- Roofs.cpp - Names of the roofs -------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Result/Roofs.h"

namespace roofline {

const char *roofLevelName(RoofLevel L) {
  switch (L) {
  case RoofLevel::Compute:
    return "compute";
  case RoofLevel::Shared:
    return "shared";
  case RoofLevel::L1:
    return "L1";
  case RoofLevel::L2:
    return "L2";
  case RoofLevel::Dram:
    return "DRAM";
  }
  return "compute";
}

} // namespace roofline
