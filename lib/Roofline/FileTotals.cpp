//===- FileTotals.cpp - Whole-launch totals, once per file ----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Roofline/FileTotals.h"
#include "roofline/Support/Errors.h"

#include "roofline/Traffic/Estimate.h"

#include <map>
#include <set>

namespace roofline {

char LaunchOverflow::ID = 0;

namespace {

std::string gpuOrigin(const std::string &Id) { return "GPU " + Id; }

void addSymbols(const Expr &E, std::set<std::string> &Out) {
  for (const std::string &S : E.symbols())
    Out.insert(S);
}

/// Every name whose binding computeLaunchTotals may use for Launch: the
/// symbols of every expression it binds, and the names it lists bindings
/// for (the kernel's symbols and the launch's arguments).
std::set<std::string> namesUsed(const KernelSummary &Kernel,
                                const LaunchSite &Launch) {
  std::set<std::string> Names = Kernel.PerThread.symbols();
  for (const SymbolInfo &S : Kernel.Symbols)
    Names.insert(S.Name);
  for (int A = 0; A < 3; ++A) {
    addSymbols(Launch.Grid[A], Names);
    addSymbols(Launch.Block[A], Names);
  }
  for (const auto &[Name, Value] : Launch.Arguments) {
    Names.insert(Name);
    addSymbols(Value, Names);
  }
  for (const std::string &S : Launch.PerThreadExact.symbols())
    Names.insert(S);
  addSymbols(Launch.ActiveGuard, Names);
  std::vector<GlobalAccess> All = Launch.PerThreadExact.Accesses;
  All.insert(All.end(), Launch.PerThreadExact.SharedAccesses.begin(),
             Launch.PerThreadExact.SharedAccesses.end());
  for (const GlobalAccess &A : All) {
    if (A.Offset)
      addSymbols(*A.Offset, Names);
    addSymbols(A.Guard, Names);
    for (const AccessLoop &L : A.Loops)
      addSymbols(L.Count, Names);
  }
  return Names;
}

} // namespace

std::vector<Binding> launchBindings(const Machine &Gpu,
                                    const std::vector<Binding> &Bindings) {
  // Sizes the host reads from the device (cudaDeviceProp) take this GPU's
  // values, unless bound explicitly (a later binding wins); the totals list
  // those the launch uses.
  std::vector<Binding> All;
  for (const auto &[Name, Value] :
       deviceProperties(Gpu.SMs, Gpu.L2Bytes, Gpu.CudaArch))
    All.push_back({Name, Value, gpuOrigin(Gpu.Id)});
  All.insert(All.end(), Bindings.begin(), Bindings.end());
  return All;
}

FileTotals::FileTotals(const FileSummary &File,
                       const std::vector<Machine> &Gpus,
                       const std::vector<Binding> &Bindings) {
  std::set<std::string> Bound;
  for (const Binding &B : Bindings)
    Bound.insert(B.Name);
  // Each GPU's device properties, those bound explicitly left out.
  std::vector<std::map<std::string, Rational>> Properties;
  for (const Machine &Gpu : Gpus) {
    GpuIds.push_back(Gpu.Id);
    Properties.emplace_back();
    for (const auto &[Name, Value] :
         deviceProperties(Gpu.SMs, Gpu.L2Bytes, Gpu.CudaArch))
      if (!Bound.count(Name))
        Properties.back().emplace(Name, Value);
  }
  for (const KernelSummary &K : File.Kernels) {
    Kernels.emplace_back();
    if (!K.Analyzed)
      continue;
    for (const LaunchSite &L : K.Launches) {
      Launch &Out = Kernels.back().emplace_back();
      std::set<std::string> Used = namesUsed(K, L);
      // The values of the device properties this launch reads decide which
      // GPUs share a computation. Properties a GPU lacks (a custom machine)
      // are part of the key too: they stay symbols there.
      std::map<std::vector<std::pair<std::string, std::string>>, size_t> Seen;
      for (size_t G = 0; G < Gpus.size(); ++G) {
        std::vector<std::pair<std::string, std::string>> Key;
        for (const auto &[Name, Value] : Properties[G])
          if (Used.count(Name))
            Key.emplace_back(Name, Value.str());
        auto [It, New] = Seen.emplace(Key, Out.Computations.size());
        Out.ForGpu.push_back(It->second);
        if (!New)
          continue;
        Computed &C = Out.Computations.emplace_back();
        C.GpuId = Gpus[G].Id;
        auto T = attempt([&] {
          return computeLaunchTotals(K, L, launchBindings(Gpus[G], Bindings));
        });
        if (T)
          C.Totals = std::move(*T);
        else
          C.Overflow = takeComputationError(T.takeError(), C.Failure) ==
                       ComputationError::Overflow;
      }
    }
  }
}

bool FileTotals::covers(const FileSummary &File) const {
  if (Kernels.size() != File.Kernels.size())
    return false;
  for (size_t K = 0; K < Kernels.size(); ++K)
    if (File.Kernels[K].Analyzed &&
        Kernels[K].size() != File.Kernels[K].Launches.size())
      return false;
  return true;
}

llvm::Expected<LaunchTotals> FileTotals::get(size_t K, size_t L,
                                             size_t G) const {
  const Launch &Out = Kernels.at(K).at(L);
  const Computed &C = Out.Computations.at(Out.ForGpu.at(G));
  if (!C.Totals && C.Overflow)
    return llvm::make_error<LaunchOverflow>(C.Failure);
  if (!C.Totals)
    return makeError(C.Failure);
  LaunchTotals T = *C.Totals;
  // Computed for another GPU with the same values: its bindings say which.
  if (C.GpuId != GpuIds.at(G))
    for (AppliedBinding &B : T.Bindings)
      if (B.Origin == gpuOrigin(C.GpuId))
        B.Origin = gpuOrigin(GpuIds[G]);
  return T;
}

} // namespace roofline
