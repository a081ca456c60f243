//===- PlaceFile.h - A file's kernels and launches on one GPU ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_ROOFLINE_PLACEFILE_H
#define ROOFLINE_ROOFLINE_PLACEFILE_H

#include "roofline/Result/Result.h"
#include "roofline/Roofline/FileTotals.h"

#include <cstddef>
#include <vector>

namespace roofline {

/// Binds and places one file's kernels and launches against Gpu: each
/// kernel's per-thread placement, each launch's placement over its requested,
/// sector and compulsory bytes, its roofs and the traffic verdict.
FileResult placeFile(const FileSummary &File, const Machine &Gpu,
                     const std::vector<Binding> &Bindings);

/// placeFile with the totals computed ahead, for Gpus[G] of Totals;
/// computed here when Totals does not cover File.
FileResult placeFile(const FileSummary &File, const Machine &Gpu,
                     const std::vector<Binding> &Bindings,
                     const FileTotals &Totals, size_t G);

/// The roofs of launch R on Gpu (R.Roofs), Flops its total FLOPs. Needs its
/// placement, counts and DRAM estimate in place.
void placeRoofs(LaunchResult &R, const Machine &Gpu, double Flops);

} // namespace roofline

#endif // ROOFLINE_ROOFLINE_PLACEFILE_H
