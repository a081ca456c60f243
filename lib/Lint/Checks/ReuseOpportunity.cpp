//===- ReuseOpportunity.cpp - roofline-reuse-opportunity ------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A launch below the ridge without reuse whose time bound would at least
// halve with perfect reuse, and that re-reads arrays across threads (their
// requested bytes at least twice their footprint). The tile model: a T x T tile
// (or a T-wide one) loads each element of the re-read arrays once per T uses,
// so with F FLOPs, Qr the requested bytes of the re-read arrays and Qo the
// rest,
//   I(T) = F / (Qr / T + Qo),
// (T = 1 is the requested intensity: naive matmul 0.25 FLOP/B), and the
// smallest tile that reaches the ridge R is T = ceil(Qr / (F / R - Qo)),
// when F / R > Qo; no tile helps otherwise. Quiet when a 16-wide tile would
// not double the intensity (the re-read arrays are a small part of the
// traffic), when the only evidence is a lower-bound footprint, and for
// launches under a microsecond without reuse (latency, not DRAM, bounds
// them). Only tiles that fit one block are suggested: T x T accumulators in
// its registers and a T-wide slice of each re-read array in its shared
// memory. One finding per kernel, on the launch its verdict rests on.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace roofline {
namespace checks {

namespace {

/// Perfect reuse must cut the time bound at least this much.
constexpr double MinGain = 2.0;
/// An array is re-read when its loads ask for at least this many times its
/// footprint.
constexpr double MinRereads = 2.0;
/// The tile quoted beside the smallest one that crosses the ridge.
constexpr int64_t ExampleTile = 16;
/// That tile must raise the intensity at least this much.
constexpr double MinTileGain = 2.0;
/// What one block may hold (CUDA C++ Programming Guide, "Compute
/// Capabilities", technical specifications): 64 K 32-bit registers, and 48 KB
/// of static shared memory (less on a GPU whose SM has less).
constexpr double RegistersPerBlock = 65536;
constexpr double StaticSharedPerBlock = 48 * 1024;
/// The k-depth of the slices a tile stages in shared memory.
constexpr double SliceDepth = 8;

/// The largest T whose tile fits one block: its T x T accumulators (one
/// element of the widest re-read array each, in 4-byte registers) in the
/// block's registers, and a SliceDepth-deep, T-wide slice of every re-read
/// array in its shared memory.
int64_t largestTile(double WidestBytes, double SumOfWidths,
                    double SharedPerSM) {
  double Regs = std::ceil(std::max(WidestBytes, 4.0) / 4);
  double ByRegisters = std::floor(std::sqrt(RegistersPerBlock / Regs));
  double Shared = SharedPerSM > 0 ? std::min(SharedPerSM, StaticSharedPerBlock)
                                  : StaticSharedPerBlock;
  double ByShared = std::floor(Shared / (SliceDepth * SumOfWidths));
  return static_cast<int64_t>(std::min(ByRegisters, ByShared));
}

void run(const CheckContext &C) {
  int Best = -1;
  double BestGain = 0;
  for (size_t LI = 0; LI < C.K.Launches.size(); ++LI) {
    const LaunchResult &L = C.K.Launches[LI];
    if (static_cast<int>(LI) != C.Verdict.Launch)
      continue; // the launch the kernel's verdict rests on, no other
    if (!L.Verdict || !L.SoundTimeS || !L.NoReuseTimeS || *L.SoundTimeS <= 0)
      continue;
    if (*L.Verdict != TrafficVerdict::ComputeBoundIfReused &&
        *L.Verdict != TrafficVerdict::MemoryBoundWithoutReuse &&
        *L.Verdict != TrafficVerdict::MemoryBoundAtAnyReuse)
      continue;
    if (*L.NoReuseTimeS < MinLaunchTimeS)
      continue;
    double Gain = *L.NoReuseTimeS / *L.SoundTimeS;
    if (Gain >= MinGain && Gain > BestGain) {
      Best = static_cast<int>(LI);
      BestGain = Gain;
    }
  }
  if (Best < 0)
    return;
  const LaunchResult &L = C.K.Launches[Best];
  // Re-read arrays: loads asking for many times their footprint (sectors
  // fetched beyond what the lanes ask for are roofline-uncoalesced-access's).
  std::map<std::string, Rational> Requested;
  std::map<std::string, int64_t> Width;
  for (const AccessSectors &A : L.Sectors.Accesses)
    if (!A.Store && !A.Array.empty()) {
      Requested[A.Array] = Requested[A.Array] + A.RequestedBytes;
      Width[A.Array] = std::max(Width[A.Array], A.Width);
    }
  std::vector<std::string> Reread;
  Rational Qr;
  for (const ArrayFootprint &F : L.Compulsory.Arrays) {
    auto It = Requested.find(F.Array);
    // Only an exact footprint shows a re-read: a lower bound (two accesses
    // to different halves, an address not derived) would invent one.
    if (It == Requested.end() || F.ReadBytes.isZero() || !F.Exact)
      continue;
    if (It->second.toDouble() >= MinRereads * F.ReadBytes.toDouble()) {
      Reread.push_back(F.Array);
      Qr = Qr + It->second;
    }
  }
  auto Total = L.Totals.globalBytes().asConstant();
  auto Flops = L.Totals.totalFlops().asConstant();
  if (Reread.empty() || !Total || !Flops || !L.Roof)
    return;
  double F = Flops->toDouble(), QrD = Qr.toDouble();
  double Qo = Total->toDouble() - QrD;
  double Ridge = L.Roof->Ridge;
  auto At = [&](double T) { return F / (QrD / T + Qo); };
  // Worth a tile only when the re-read arrays dominate the traffic: a
  // 16-wide tile must at least double the intensity.
  if (At(ExampleTile) < MinTileGain * At(1))
    return;
  std::string Names;
  for (size_t I = 0; I < Reread.size(); ++I)
    Names += (I ? (I + 1 == Reread.size() ? " and " : ", ") : "") +
             ("'" + Reread[I] + "'");
  double Widest = 0, SumOfWidths = 0;
  for (const std::string &A : Reread) {
    Widest = std::max(Widest, static_cast<double>(Width[A]));
    SumOfWidths += static_cast<double>(Width[A]);
  }
  int64_t MaxTile = largestTile(Widest, SumOfWidths, C.Gpu.SharedMemPerSMBytes);
  std::string Crossing;
  std::optional<int64_t> MinTile;
  if (F / Ridge > Qo) {
    MinTile = static_cast<int64_t>(std::ceil(QrD / (F / Ridge - Qo)));
    Crossing = "T >= " + std::to_string(*MinTile) + " reaches the ridge " +
               formatIntensity(Ridge);
    if (*MinTile > MaxTile)
      Crossing = "no tile that fits one block reaches the ridge " +
                 formatIntensity(Ridge) +
                 ": the largest, T = " + std::to_string(MaxTile) + ", gives " +
                 formatIntensity(At(static_cast<double>(MaxTile))) +
                 " (T >= " + std::to_string(*MinTile) + " would be needed)";
  } else {
    Crossing = "no tile reaches the ridge " + formatIntensity(Ridge) +
               " (the other bytes alone keep it below)";
  }
  std::string Msg =
      "kernel '" + C.K.Kernel.Name + "' re-reads " + Names +
      " across threads (" + launchText(L) +
      "): " + formatIntensity(*L.SectorIntensity) + " FLOP/B without reuse, " +
      formatIntensity(*L.CompulsoryIntensity) +
      " with perfect reuse; a TxT tile in shared memory or registers gives " +
      formatIntensity(At(1)) + " FLOP/B at T = 1, " +
      formatIntensity(At(ExampleTile)) +
      " at T = " + std::to_string(ExampleTile) + "; " + Crossing;
  Finding *Out = C.Add(DiagId::ReuseOpportunity, Msg, C.K.Kernel.Loc, Best,
                       std::to_string(Best));
  if (!Out)
    return;
  Out->Properties.push_back({"gpu", std::nullopt, C.Gpu.Id});
  Out->Properties.push_back({"arrays", std::nullopt, Names});
  Out->Properties.push_back({"no_reuse_intensity", L.SectorIntensity, ""});
  Out->Properties.push_back(
      {"perfect_reuse_intensity", L.CompulsoryIntensity, ""});
  Out->Properties.push_back({"ridge", Ridge, ""});
  Out->Properties.push_back({"flops", F, ""});
  Out->Properties.push_back({"reread_requested_bytes", QrD, ""});
  Out->Properties.push_back({"other_requested_bytes", Qo, ""});
  if (MinTile)
    Out->Properties.push_back({"min_tile", static_cast<double>(*MinTile), ""});
  Out->Properties.push_back({"max_tile", static_cast<double>(MaxTile), ""});
  Out->Properties.push_back({"launch", std::nullopt, locationText(L.Site.Loc)});
}

} // namespace

ROOFLINE_CHECK(ReuseOpportunity, 50, run, {});

} // namespace checks
} // namespace roofline
