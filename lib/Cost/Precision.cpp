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

const char *tensorTypeName(TensorType T) {
  switch (T) {
  case TensorType::FP16:
    return "fp16";
  case TensorType::BF16:
    return "bf16";
  case TensorType::TF32:
    return "tf32";
  case TensorType::FP8:
    return "fp8";
  case TensorType::INT8:
    return "int8";
  case TensorType::FP64:
    return "fp64";
  }
  return "fp16";
}

Precision fallbackPrecision(TensorType T) {
  switch (T) {
  case TensorType::FP16:
  case TensorType::FP8:
  case TensorType::INT8:
    return Precision::FP16;
  case TensorType::BF16:
    return Precision::BF16;
  case TensorType::TF32:
    return Precision::FP32;
  case TensorType::FP64:
    return Precision::FP64;
  }
  return Precision::FP32;
}

} // namespace roofline
