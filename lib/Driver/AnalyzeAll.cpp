//===- AnalyzeAll.cpp - Every file, in parallel workers -------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The workers are std::threads, not llvm::ThreadPool: a file that passes
// its --timeout is left running inside Clang, which cannot stop it, and a
// fresh worker takes its place. llvm::ThreadPool has a fixed set of workers
// and joins them all when it is destroyed, so one file stuck in Clang would
// hold up the run.
//
//===----------------------------------------------------------------------===//

#include "AnalyzeAll.h"

#include "roofline/Host/Host.h"
#include "roofline/Support/NumberText.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <numeric>
#include <thread>

namespace roofline {

namespace {

/// Set once a file was left behind at its --timeout: its thread may still be
/// running, so the process must end without waiting for it.
std::atomic<bool> LeftBehind{false};

void markAbandoned() { LeftBehind = true; }

/// Back to the start of the line, which is then cleared: the progress line
/// is rewritten in place. LLVM's streams colour but do not move the cursor,
/// so this is the ANSI sequence itself ("erase in line").
constexpr const char *EraseLine = "\r\033[K";

} // namespace

bool analysisLeftBehind() { return LeftBehind; }

std::vector<Analyzed> analyzeAll(const std::vector<FileJob> &Tasks,
                                 const TotalsOfFile &Totals,
                                 unsigned RequestedJobs, double TimeoutS,
                                 bool Verbose, llvm::raw_ostream &Err) {
  unsigned Cores = std::max(1u, std::thread::hardware_concurrency());
  unsigned Jobs = RequestedJobs == 0 ? Cores : RequestedJobs;
  if (Jobs > Cores) {
    if (Verbose)
      Err << "roofline-lint: -j " << Jobs << " lowered to " << Cores
          << ", the number of cores\n";
    Jobs = Cores;
  }
  Jobs = std::min<unsigned>(Jobs, Tasks.size());
  using Clock = std::chrono::steady_clock;
  struct Slot {
    bool Running = false, Finished = false, Abandoned = false;
    Clock::time_point Start;
  };
  // Everything below is shared with the workers, and with a worker left
  // behind past the end of this function: it lives as long as the last one.
  struct State {
    std::vector<Analyzed> Results;
    std::vector<Slot> Slots;
    /// The order workers take tasks in.
    std::vector<size_t> Order;
    size_t Next = 0, Settled = 0;
    std::mutex M;
    std::condition_variable Changed;
  };
  auto S = std::make_shared<State>();
  S->Results.resize(Tasks.size());
  S->Slots.resize(Tasks.size());
  // Largest files first (by bytes, a proxy for their parse): what is left
  // at the end is short, and no worker waits long on another's big file.
  // Results keep the input order.
  S->Order.resize(Tasks.size());
  std::iota(S->Order.begin(), S->Order.end(), size_t(0));
  if (Jobs > 1) {
    std::vector<uint64_t> Bytes(Tasks.size(), 0);
    for (size_t I = 0; I < Tasks.size(); ++I)
      llvm::sys::fs::file_size(Tasks[I].Path, Bytes[I]);
    std::stable_sort(S->Order.begin(), S->Order.end(),
                     [&](size_t A, size_t B) { return Bytes[A] > Bytes[B]; });
  }
  bool Progress = llvm::sys::Process::StandardErrIsDisplayed() &&
                  Tasks.size() > 1 && !Verbose;
  auto StartTime = Clock::now();
  bool ProgressShown = false;
  auto Work = [S, &Tasks, Totals]() {
    while (true) {
      size_t I;
      {
        std::lock_guard<std::mutex> Lock(S->M);
        if (S->Next >= S->Results.size())
          return;
        I = S->Order[S->Next++];
        S->Slots[I].Running = true;
        S->Slots[I].Start = Clock::now();
      }
      // Copies: a worker left behind must not read the caller's vectors
      // after analyzeAll returns.
      std::string Path = Tasks[I].Path;
      FrontendOptions Opts = Tasks[I].Opts;
      Analyzed A;
      if (!Tasks[I].Unreadable.empty()) {
        A.Summary.File = Path;
        A.Summary.Parsed = false;
        A.Summary.Abandoned = Tasks[I].Unreadable;
      } else {
        llvm::raw_string_ostream Diags(A.Diagnostics);
        A.Summary = analyzeFile(Path, Opts, Diags, [&](ParsedFile &File) {
          attachLaunchSites(File, Opts.UserValues);
        });
        Diags.flush();
        A.Totals = Totals(I, A.Summary);
      }
      std::lock_guard<std::mutex> Lock(S->M);
      S->Slots[I].Running = false;
      if (S->Slots[I].Abandoned)
        return; // reported already; this thread is no longer counted
      S->Slots[I].Finished = true;
      S->Results[I] = std::move(A);
      ++S->Settled;
      S->Changed.notify_all();
    }
  };
  std::vector<std::thread> Pool;
  for (unsigned J = 0; J < std::max(1u, Jobs); ++J)
    Pool.emplace_back(Work);
  std::unique_lock<std::mutex> Lock(S->M);
  size_t Shown = 0;
  while (S->Settled < Tasks.size()) {
    S->Changed.wait_for(Lock, std::chrono::milliseconds(100));
    auto Now = Clock::now();
    for (size_t I = 0; I < Tasks.size(); ++I) {
      Slot &Sl = S->Slots[I];
      if (!Sl.Running || Sl.Abandoned ||
          std::chrono::duration<double>(Now - Sl.Start).count() < TimeoutS)
        continue;
      Sl.Abandoned = true;
      ++S->Settled;
      FileSummary &F = S->Results[I].Summary;
      F.File = Tasks[I].Path;
      F.Parsed = false;
      // The seconds as given, as printf's %g writes them ("0.5", "30").
      F.Abandoned = "its analysis did not finish within --timeout " +
                    generalText(TimeoutS, 6) + " s";
      markAbandoned();
      // A fresh worker takes the abandoned one's place in the pool.
      Pool.emplace_back(Work);
    }
    if (Progress && S->Settled != Shown &&
        (Now - StartTime > std::chrono::seconds(1) || ProgressShown)) {
      Shown = S->Settled;
      Err << EraseLine << "[" << Shown << "/" << Tasks.size() << "]";
      Err.flush();
      ProgressShown = true;
    }
  }
  bool AnyBehind = false;
  for (const Slot &Sl : S->Slots)
    AnyBehind = AnyBehind || Sl.Abandoned;
  Lock.unlock();
  // A worker left behind cannot be joined; the others are done or about to
  // return, and are joined unless one was left behind.
  for (std::thread &T : Pool)
    AnyBehind ? T.detach() : T.join();
  if (ProgressShown) {
    Err << EraseLine;
    Err.flush();
  }
  std::lock_guard<std::mutex> G(S->M);
  return S->Results;
}

} // namespace roofline
