//===- Machine.cpp - Machines: ridge points and custom machines ----------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The parts of a machine that need no database: tensor-type names, the ridge
// point, and machines given by numbers on the command line.
//
//===----------------------------------------------------------------------===//

#include "roofline/Machine/Machine.h"
#include "roofline/Support/NumberText.h"

#include <cmath>
#include <cstdio>

namespace roofline {

double Machine::ridge(Precision P) const {
  const std::optional<double> &Peak = PeakFlopsPerS[static_cast<int>(P)];
  if (!Peak || !(*Peak > 0) || !(DramBytesPerS > 0))
    return 0;
  return *Peak / DramBytesPerS;
}

/// Six significant digits, no trailing zeros: 29.1, 1, 3350, 0.5.
static std::string formatShort(double V) { return generalText(V, 6); }

Machine makeCustomMachine(double PeakFlopsPerS, double DramBytesPerS) {
  Machine M;
  M.Id = "custom";
  std::string Peak = PeakFlopsPerS >= 1e12
                         ? formatShort(PeakFlopsPerS / 1e12) + " TFLOP/s"
                         : formatShort(PeakFlopsPerS / 1e9) + " GFLOP/s";
  M.Name =
      "custom (" + Peak + ", " + formatShort(DramBytesPerS / 1e9) + " GB/s)";
  M.DramBytesPerS = DramBytesPerS;
  for (Precision P : AllPrecisions)
    M.PeakFlopsPerS[static_cast<int>(P)] = PeakFlopsPerS;
  M.Sources.push_back("command line");
  M.Notes = "Given on the command line (--peak-gflops, --bandwidth-gbs); the "
            "one peak applies to every precision.";
  return M;
}

} // namespace roofline
