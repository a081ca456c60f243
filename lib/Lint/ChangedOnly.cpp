//===- ChangedOnly.cpp - --changed-only: what differs from the baseline ---===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A review of one change reads the kernels the change moved. A kernel is
// changed when it or any of its launches is new or moved against its
// baseline entry (BaselineDelta), or when its findings differ from the
// baseline's: a finding whose fingerprint (id, file, kernel, launch) the
// baseline does not have, or a baseline finding of a kernel of that name
// that is gone. Fingerprints carry no line number, so an edit elsewhere in
// the file changes nothing. Everything else is left out of the result, and
// every report and the gate see only what is left (docs/CommandLine.md).
//
//===----------------------------------------------------------------------===//

#include "roofline/Lint/Lint.h"

#include <map>
#include <set>

namespace roofline {

bool changedFromBaseline(const BaselineDelta &D) {
  auto Moved = [](const std::optional<double> &Percent) {
    return Percent && *Percent != 0;
  };
  return D.New || D.OldBound != D.NewBound || Moved(D.IntensityChangePercent) ||
         Moved(D.CeilingChangePercent) || Moved(D.SoundTimeChangePercent) ||
         Moved(D.SectorBytesChangePercent) || Moved(D.PredictedChangePercent) ||
         Moved(D.PredictedTimeChangePercent);
}

bool isBaselineFinding(const Finding &F) {
  return F.Id == diagId(DiagId::Regression) ||
         F.Id == diagId(DiagId::BaselineMismatch);
}

namespace {

/// Kernels by (file, kernel) index whose findings differ from Base's.
std::set<std::pair<int, int>> findingsChanged(const AnalysisResult &R,
                                              const BaselineReport &Base) {
  // This run's fingerprints by kernel name, and by kernel.
  std::map<std::string, std::set<std::string>> Now;
  std::map<std::pair<int, int>, std::set<std::string>> Own;
  for (const Finding &F : R.Findings) {
    if (F.File < 0 || F.KernelIndex < 0 || F.Suppressed || isBaselineFinding(F))
      continue;
    const std::string &Name =
        R.Files[F.File].Kernels[F.KernelIndex].Kernel.Name;
    Now[Name].insert(F.Fingerprint);
    Own[{F.File, F.KernelIndex}].insert(F.Fingerprint);
  }
  std::set<std::pair<int, int>> Changed;
  for (int FI = 0; FI < static_cast<int>(R.Files.size()); ++FI)
    for (int KI = 0; KI < static_cast<int>(R.Files[FI].Kernels.size()); ++KI) {
      const std::string &Name = R.Files[FI].Kernels[KI].Kernel.Name;
      auto It = Base.Fingerprints.find(Name);
      static const std::set<std::string> None;
      const std::set<std::string> &Old =
          It == Base.Fingerprints.end() ? None : It->second;
      bool Differs = false;
      for (const std::string &P : Own[{FI, KI}])
        Differs = Differs || !Old.count(P);
      // A finding gone from a kernel of this name: every kernel of the
      // name shows, since the fingerprint does not say which one it was.
      for (const std::string &P : Old)
        Differs = Differs || !Now[Name].count(P);
      if (Differs)
        Changed.insert({FI, KI});
    }
  return Changed;
}

bool numbersChanged(const KernelResult &K) {
  if (K.Baseline && changedFromBaseline(*K.Baseline))
    return true;
  for (const LaunchResult &L : K.Launches)
    if (L.Baseline && changedFromBaseline(*L.Baseline))
      return true;
  return false;
}

/// Keeps the kernels Keep marks in every file of R (and its other GPUs'
/// results, which hold the same kernels); New[FI][KI] is a kept kernel's
/// new index, -1 for one left out.
std::vector<std::vector<int>>
keepKernels(AnalysisResult &R, const std::vector<std::vector<bool>> &Keep) {
  std::vector<std::vector<int>> New(R.Files.size());
  auto Filter = [&](AnalysisResult &A) {
    for (size_t FI = 0; FI < A.Files.size() && FI < Keep.size(); ++FI) {
      std::vector<KernelResult> Kept;
      for (size_t KI = 0; KI < A.Files[FI].Kernels.size(); ++KI)
        if (KI < Keep[FI].size() && Keep[FI][KI])
          Kept.push_back(std::move(A.Files[FI].Kernels[KI]));
      A.Files[FI].Kernels = std::move(Kept);
    }
  };
  for (size_t FI = 0; FI < R.Files.size(); ++FI) {
    int Next = 0;
    for (bool K : Keep[FI])
      New[FI].push_back(K ? Next++ : -1);
  }
  Filter(R);
  for (AnalysisResult &Other : R.OtherGpus)
    Filter(Other);
  return New;
}

} // namespace

void keepChangedKernels(AnalysisResult &R, const BaselineReport &Base) {
  std::set<std::pair<int, int>> ByFindings = findingsChanged(R, Base);
  std::vector<std::vector<bool>> Keep(R.Files.size());
  for (size_t FI = 0; FI < R.Files.size(); ++FI)
    for (size_t KI = 0; KI < R.Files[FI].Kernels.size(); ++KI) {
      bool Changed =
          numbersChanged(R.Files[FI].Kernels[KI]) ||
          ByFindings.count({static_cast<int>(FI), static_cast<int>(KI)});
      Keep[FI].push_back(Changed);
      if (!Changed)
        ++R.UnchangedLeftOut;
    }
  std::vector<std::vector<int>> New = keepKernels(R, Keep);
  // The findings of kernels left out go with them; the files' own stay.
  std::vector<Finding> Kept;
  for (Finding &F : R.Findings) {
    if (F.File >= 0 && F.KernelIndex >= 0) {
      int Index = New[F.File][F.KernelIndex];
      if (Index < 0)
        continue;
      F.KernelIndex = Index;
    }
    Kept.push_back(std::move(F));
  }
  R.Findings = std::move(Kept);
}

} // namespace roofline
