//===- PlaceFile.h - A file's kernels and launches on one GPU ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_DRIVER_PLACEFILE_H
#define ROOFLINE_LIB_DRIVER_PLACEFILE_H

#include "FileTotals.h"
#include "roofline/Driver/Driver.h"

#include <cstddef>
#include <vector>

namespace roofline {

/// placeFile (Driver.h) with the totals computed ahead, for Gpus[G] of
/// Totals; computed here when Totals does not cover File.
FileResult placeFile(const FileSummary &File, const Machine &Gpu,
                     const std::vector<Binding> &Bindings,
                     const FileTotals &Totals, size_t G);

/// The roofs of launch R on Gpu (R.Roofs), Flops its total FLOPs. Needs its
/// placement, counts and DRAM estimate in place.
void placeRoofs(LaunchResult &R, const Machine &Gpu, double Flops);

} // namespace roofline

#endif // ROOFLINE_LIB_DRIVER_PLACEFILE_H
