//===- Precision.h - Floating-point precisions ------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COST_PRECISION_H
#define ROOFLINE_COST_PRECISION_H

namespace roofline {

/// The precisions FLOPs are counted in, in report order.
enum class Precision { FP16 = 0, BF16 = 1, FP32 = 2, FP64 = 3 };
inline constexpr int NumPrecisions = 4;
inline constexpr Precision AllPrecisions[NumPrecisions] = {
    Precision::FP16, Precision::BF16, Precision::FP32, Precision::FP64};

/// "fp16", "bf16", "fp32", "fp64".
const char *precisionName(Precision P);

/// Tensor-core input types, counted in their own columns.
enum class TensorType {
  FP16 = 0,
  BF16 = 1,
  TF32 = 2,
  FP8 = 3,
  INT8 = 4,
  FP64 = 5
};
inline constexpr int NumTensorTypes = 6;
inline constexpr TensorType AllTensorTypes[NumTensorTypes] = {
    TensorType::FP16, TensorType::BF16, TensorType::TF32,
    TensorType::FP8,  TensorType::INT8, TensorType::FP64};

/// "fp16", "bf16", "tf32", "fp8", "int8", "fp64".
const char *tensorTypeName(TensorType T);

/// The regular-unit precision a tensor type falls back to when a machine has
/// no tensor peak for it (tf32 -> fp32, fp8 and int8 -> fp16).
Precision fallbackPrecision(TensorType T);

} // namespace roofline

#endif // ROOFLINE_COST_PRECISION_H
