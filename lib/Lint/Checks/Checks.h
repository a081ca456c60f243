//===- Checks.h - The policy checks (private) -------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One check per file in this folder. A file `<Name>.cpp` defines
// `const Check <Name>Check` with ROOFLINE_CHECK; CMake lists the folder's
// files into the registry (CheckRegistry.cpp), so adding a check is adding
// its file (scripts/new-check.py writes one, with its id, docs page and
// test). A check reads one kernel's results and adds findings through the
// context's Add, which applies the policy's level (and drops the finding
// when it is off). Its options are declared with it and read through the
// context: `check-options: {<id>.<option>: value}` in the configuration.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_LINT_CHECKS_CHECKS_H
#define ROOFLINE_LIB_LINT_CHECKS_CHECKS_H

#include "roofline/Lint/Lint.h"
#include "roofline/Result/Units.h"
#include "roofline/Result/Verdict.h"

#include <functional>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace roofline {
namespace checks {

/// Adds a finding of Id at Loc (Launch: index into the kernel's launches, or
/// -1); Key tells findings of one id apart for the fingerprint. Null when
/// the id is off.
using AddFinding = std::function<Finding *(DiagId Id, std::string Message,
                                           const SourceLoc &Loc, int Launch,
                                           const std::string &Key)>;

struct Check;

struct CheckContext {
  const KernelResult &K;
  /// The kernel's verdict, as its remark prints it: the checks judge the
  /// launch that speaks for the kernel, so they never contradict it.
  const KernelVerdict &Verdict;
  const Machine &Gpu;
  const Policy &Pol;
  const AddFinding &Add;
  /// The check being run: option() reads its options.
  const Check *Self = nullptr;

  /// The value of one of this check's options: the policy's, else the
  /// option's default (none: the option is unset).
  std::optional<double> option(const char *Name) const;
};

struct Check {
  DiagId Id;
  /// Where its findings come among a kernel's: checks run in this order
  /// (lowest first), so reports keep one order whatever the files are named.
  int Order;
  void (*Run)(const CheckContext &);
  std::vector<CheckOptionInfo> Options;
};

/// The registered checks, in Order.
const std::vector<const Check *> &allChecks();

//===----------------------------------------------------------------------===//
// Shared by the checks that judge the kernel's verdict (MemoryBound,
// LowCeiling, LowIntensity: CheckSupport.cpp).
//===----------------------------------------------------------------------===//

/// Where the kernel lands, as its remark says: the launch that speaks for
/// it (or its own placement) and the placement its verdict rests on.
struct Unit {
  const Placement *Roof = nullptr;
  std::optional<double> Intensity; // exact, or the limit
  bool AtLimit = false;
  bool Sound = false; // placed on compulsory bytes
  int Launch = -1;
  const LaunchResult *L = nullptr;
};

/// The kernel's verdict as a unit; none when it has no FLOP/s placement
/// (no verdict, or a kernel that moves data only).
std::optional<Unit> unitOf(const KernelResult &K, const KernelVerdict &V);
/// " (launch at f.cu:25)" / " as its sizes grow" / "".
std::string unitContext(const Unit &U);
/// Adds the finding Id of the kernel, at its location, citing U's launch,
/// with U's placement figures as its properties (SARIF `properties`); null
/// when the policy drops it.
Finding *addUnitFinding(const CheckContext &C, DiagId Id, std::string Message,
                        const Unit &U);
/// "126 GFLOP/s = 12.5 % of fp32 peak".
std::string ceilingText(const Placement &P);
/// One source access, which a walk may visit several times (unrolled,
/// inlined): its file, line, column and direction.
using AccessKey = std::tuple<std::string, unsigned, unsigned, bool>;
template <typename Access> AccessKey accessKey(const Access &A) {
  return {A.Loc.File, A.Loc.Line, A.Loc.Column, A.Store};
}

/// Adds the finding Id on one memory access of launch Launch (one finding per
/// array, direction and column), with the properties every access finding
/// has: gpu, array, direction, width; null when the policy drops it.
Finding *addAccessFinding(const CheckContext &C, DiagId Id, std::string Message,
                          const SourceLoc &Loc, int Launch,
                          const std::string &Array, bool Store, int64_t Width);

/// Launches whose time bound without reuse is shorter than this are
/// dominated by launch latency, not by DRAM: the traffic checks stay quiet.
constexpr double MinLaunchTimeS = 1e-6;

} // namespace checks
} // namespace roofline

/// Defines the check of file <Name>.cpp: its id, order, run function and
/// options (a braced list of CheckOptionInfo).
#define ROOFLINE_CHECK(Name, Order, Run, ...)                                  \
  extern const ::roofline::checks::Check Name##Check;                          \
  const ::roofline::checks::Check Name##Check {                                \
    ::roofline::DiagId::Name, Order, Run, __VA_ARGS__                          \
  }

#endif
