//===- Estimate.h - DRAM traffic between the bounds -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Real DRAM traffic lies between the compulsory bytes (perfect reuse) and
// the sector bytes (no reuse between requests). The estimate between them is
// a stated rule, the L2 rule:
//  - the launch's footprint fits the L2: each byte comes from DRAM once;
//  - otherwise blocks run in waves of (SMs x resident blocks per SM), in
//    launch order, x fastest; when what one wave touches in one iteration of
//    its loops fits the L2 (a layer condition), data shared by the wave's
//    blocks is read once: waves x the first wave's footprint;
//  - otherwise no reuse between requests is assumed: the sector bytes.
// The result is kept within [compulsory, sector]. Resident blocks per SM
// come from threads per block and the architecture's limits; registers and
// shared memory are assumed not to limit them.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_TRAFFIC_ESTIMATE_H
#define ROOFLINE_TRAFFIC_ESTIMATE_H

#include "roofline/Cost/KernelCost.h"
#include "roofline/Support/Rational.h"

#include <array>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace roofline {

/// What the L2 rule needs of a GPU.
struct CacheTraits {
  double L2Bytes = 0;
  unsigned SMs = 0;
  unsigned MaxThreadsPerSM = 0;
  unsigned MaxBlocksPerSM = 0;
};

/// The limits of an architecture ("sm_89"): threads and blocks resident per
/// SM. Unknown architectures get 2048 and 32 (and say so through Known).
struct ArchLimits {
  unsigned MaxThreadsPerSM = 2048, MaxBlocksPerSM = 32;
  bool Known = false;
};
ArchLimits archLimits(const std::string &CudaArch);

/// The values of `cudaDeviceProp.<field>` symbols (multiProcessorCount,
/// maxThreadsPerMultiProcessor, maxBlocksPerMultiProcessor, warpSize,
/// maxThreadsPerBlock, l2CacheSize) on a GPU with these facts; empty when
/// SMs is 0 (a custom machine).
std::map<std::string, Rational> deviceProperties(unsigned SMs, double L2Bytes,
                                                 const std::string &CudaArch);

struct TrafficEstimate {
  bool Computed = false;
  Rational Bytes;
  /// The rule that applied, in one line, with its numbers.
  std::string Rule;
};

/// The estimate for one launch, given its compulsory and sector bytes. A
/// footprint that is only a lower bound (CompulsoryExact false) is not taken
/// to fit the L2 because its bound does, nor is a wave's.
TrafficEstimate estimateTraffic(const std::vector<GlobalAccess> &Accesses,
                                const std::array<Expr, 3> &Grid,
                                const std::array<Expr, 3> &Block,
                                const std::function<Expr(const Expr &)> &Bind,
                                const Rational &Compulsory,
                                const Rational &CompulsorySectors,
                                const Rational &Sectors, const CacheTraits &C,
                                bool CompulsoryExact = true);

} // namespace roofline

#endif // ROOFLINE_TRAFFIC_ESTIMATE_H
