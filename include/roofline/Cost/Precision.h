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

} // namespace roofline

#endif // ROOFLINE_COST_PRECISION_H
