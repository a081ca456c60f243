//===- Precision.cpp ------------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Cost/Precision.h"

namespace roofline {

const char *precisionName(Precision P) {
  switch (P) {
  case Precision::FP16:
    return "fp16";
  case Precision::BF16:
    return "bf16";
  case Precision::FP32:
    return "fp32";
  case Precision::FP64:
    return "fp64";
  }
  return "fp32";
}

} // namespace roofline
