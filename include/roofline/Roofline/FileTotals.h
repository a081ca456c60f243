//===- FileTotals.h - Whole-launch totals, once per file --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The totals of a launch (computeLaunchTotals: counts summed over every
// thread, sectors, compulsory bytes) are the expensive part of placing it,
// and depend on the GPU only through the device properties its host code
// reads (`cudaDeviceProp.multiProcessorCount`): each GPU binds them to its
// own values. FileTotals computes them once per file, in the worker that
// analysed it, for every GPU of the run at once: a launch that reads no
// device property (the usual case) is computed once whatever the number of
// --gpu, one that reads some once per distinct set of their values.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_ROOFLINE_FILETOTALS_H
#define ROOFLINE_ROOFLINE_FILETOTALS_H

#include "roofline/Launch/Binding.h"
#include "roofline/Launch/Totals.h"
#include "roofline/Machine/Machine.h"
#include "roofline/Support/Errors.h"

#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace roofline {

/// A launch's totals overflowed 128 bits (ArithmeticOverflow), as an error.
class LaunchOverflow : public llvm::ErrorInfo<LaunchOverflow> {
public:
  static char ID;
  explicit LaunchOverflow(std::string Message) : Message(std::move(Message)) {}
  void log(llvm::raw_ostream &OS) const override { OS << Message; }
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }

private:
  std::string Message;
};

/// The bindings a launch is placed with on Gpu: the GPU's device properties
/// (origin "GPU <id>"), then Bindings, which win over them.
std::vector<Binding> launchBindings(const Machine &Gpu,
                                    const std::vector<Binding> &Bindings);

class FileTotals {
public:
  FileTotals() = default;
  /// The totals of every launch of File's analyzed kernels on each of Gpus.
  FileTotals(const FileSummary &File, const std::vector<Machine> &Gpus,
             const std::vector<Binding> &Bindings);

  /// Whether totals were computed for File (same kernels and launches).
  bool covers(const FileSummary &File) const;

  /// computeLaunchTotals(Kernel K, its launch L, launchBindings(Gpus[G],
  /// Bindings)): the same totals, or an error with what it threw; a count
  /// that did not fit in 128 bits (ArithmeticOverflow) is a LaunchOverflow.
  llvm::Expected<LaunchTotals> get(size_t K, size_t L, size_t G) const;

  /// How many times launch L of kernel K was computed (for tests): once,
  /// plus once per other set of values of the device properties it reads.
  size_t computations(size_t K, size_t L) const {
    return Kernels.at(K).at(L).Computations.size();
  }

private:
  /// One computation, shared by the GPUs whose device properties the launch
  /// reads have the same values.
  struct Computed {
    std::optional<LaunchTotals> Totals;
    std::string Failure;   // what the computation threw, when it did
    bool Overflow = false; // it was an ArithmeticOverflow
    std::string GpuId;     // whose bindings' origins Totals names
  };
  struct Launch {
    std::vector<Computed> Computations;
    std::vector<size_t> ForGpu; // GPU -> computation
  };
  std::vector<std::vector<Launch>> Kernels;
  std::vector<std::string> GpuIds;
};

/// The totals of the file of task I of a run, once analysed.
using TotalsOfFile = std::function<FileTotals(size_t I, const FileSummary &)>;

} // namespace roofline

#endif // ROOFLINE_ROOFLINE_FILETOTALS_H
