//===- DeviceProperties.cpp - cudaDeviceProp fields of a known GPU --------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Host code that sizes a launch from the device it runs on
// (`deviceProp.multiProcessorCount * deviceProp.maxThreadsPerMultiProcessor /
// block_size`) is evaluated with the symbols `cudaDeviceProp.<field>`; each
// GPU the report places launches on gives them its values.
//
//===----------------------------------------------------------------------===//

#include "roofline/Traffic/Estimate.h"

namespace roofline {

std::map<std::string, Rational> deviceProperties(unsigned SMs, double L2Bytes,
                                                 const std::string &CudaArch) {
  std::map<std::string, Rational> P;
  if (SMs == 0)
    return P; // a custom machine: nothing known about its device
  auto Set = [&](const char *Field, int64_t V) {
    P[std::string("cudaDeviceProp.") + Field] = Rational(V);
  };
  Set("multiProcessorCount", SMs);
  Set("warpSize", 32);
  Set("maxThreadsPerBlock", 1024);
  if (L2Bytes > 0)
    Set("l2CacheSize", static_cast<int64_t>(L2Bytes));
  ArchLimits A = archLimits(CudaArch);
  if (A.Known) {
    Set("maxThreadsPerMultiProcessor", A.MaxThreadsPerSM);
    Set("maxBlocksPerMultiProcessor", A.MaxBlocksPerSM);
  }
  return P;
}

} // namespace roofline
