//===- Machine.h - GPUs: peaks, bandwidth, sources --------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Vocabulary: a machine is the pair of ceilings the roofline needs, peak
// floating-point throughput per precision (flops_per_s, SI base units) and DRAM
// bandwidth (dram_bytes_per_s), plus facts used in reports (L2 bytes, SMs,
// default CUDA architecture). Every number carries its source.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_MACHINE_MACHINE_H
#define ROOFLINE_MACHINE_MACHINE_H

#include "roofline/Cost/Precision.h"
#include "roofline/Support/Errors.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace roofline {

struct Machine {
  std::string Id;   // file stem, e.g. "rtx-4070"
  std::string Name; // "NVIDIA GeForce RTX 4070"
  std::vector<std::string> Aliases;
  std::string Arch;     // "Ada Lovelace (AD104)"
  std::string CudaArch; // "sm_89"; empty for custom machines
  unsigned SMs = 0;
  double BoostClockHz = 0;
  double DramBytesPerS = 0;
  double L2Bytes = 0;
  double SharedMemPerSMBytes = 0; // 0 when unknown
  /// The roofs inside the chip (0 when unknown): the highest graphics clock
  /// (sound figures use it; estimates use BoostClockHz), FP32 lanes per SM,
  /// shared-memory and L1 data bytes per clock per SM, and GPU-wide L2 bytes
  /// per clock.
  double MaxClockHz = 0;
  double Fp32LanesPerSM = 0;
  double SharedBytesPerClockPerSM = 0;
  double L1BytesPerClockPerSM = 0;
  double L2BytesPerClock = 0;
  /// Per key of those figures ("max_clock_hz"), where it comes from.
  std::map<std::string, std::string> FieldSources;
  /// Non-tensor peaks per Precision; nullopt where the device has no such unit.
  std::array<std::optional<double>, NumPrecisions> PeakFlopsPerS;
  /// Tensor-core peaks per TensorType (ops/s for int8).
  std::array<std::optional<double>, NumTensorTypes> TensorPeakFlopsPerS;
  std::vector<std::string> Sources; // URLs
  std::string Notes;                // which figures are derived, and how
  std::string File;                 // the JSON file read; empty if custom

  /// peak(P) / bandwidth; requires a peak for P (0 without one or without a
  /// bandwidth).
  double ridge(Precision P) const;
};

/// A machine given by numbers on the command line. With only an fp32 peak
/// given, it applies to every precision.
Machine makeCustomMachine(double PeakFlopsPerS, double DramBytesPerS);

/// The GPU database: the shipped data/gpus directory plus user directories.
class MachineDatabase {
public:
  /// Reads every *.json in Dir; on failure, an error of one line naming the
  /// file (and the key) at fault, and nothing of Dir is added.
  llvm::Error loadDirectory(const std::string &Dir);
  /// Case-insensitive lookup by id, name or alias; spaces, '-' and '_' are
  /// ignored ("rtx4070", "RTX 4070", "4070", "h100" all work; a short alias
  /// like "h100" is listed in the JSON file of the device it denotes). An id
  /// match wins over a name or alias. The pointer is valid until the next
  /// loadDirectory.
  const Machine *find(const std::string &Query) const;
  /// The closest id for a "did you mean" hint; empty when nothing is close.
  std::string suggest(const std::string &Query) const;
  /// The other devices a short name could mean: when Query found its device
  /// by an alias (not its id or name), the ids of the others whose id or
  /// name starts with it ("a100": the PCIe and 40GB parts beside the SXM4
  /// 80GB it denotes).
  std::vector<std::string> alsoNamed(const std::string &Query) const;
  const std::vector<Machine> &machines() const { return Machines; }

  /// The lookup form of a query, id, name or alias: lower case, without
  /// spaces, '-' and '_'.
  static std::string normalize(const std::string &S);

private:
  bool loadInto(const std::string &Dir, std::string &Error);
  /// Sorted by Id; a later directory overrides an equal Id.
  std::vector<Machine> Machines;
  /// Normalized name or alias -> Id. A later directory takes over a key.
  std::map<std::string, std::string> Keys;
};

} // namespace roofline

#endif // ROOFLINE_MACHINE_MACHINE_H
