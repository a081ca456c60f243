//===- ChartHtml.cpp - The HTML page --------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The self-contained page: the SVG chart, then one table per GPU with a row
// per kernel and per launch.
//
//===----------------------------------------------------------------------===//

#include "ChartInternals.h"
#include "roofline/Chart/Chart.h"
#include "roofline/Result/Units.h"

namespace roofline {
namespace chartimpl {

namespace {

std::string cell(const std::string &S) {
  return "<td>" + xmlEscape(S) + "</td>";
}

std::string numCell(const std::string &S) {
  return "<td class=\"num\">" + xmlEscape(S) + "</td>";
}

bool hasMeasured(const AnalysisResult &R) {
  for (const FileResult &F : R.Files)
    for (const KernelResult &K : F.Kernels)
      for (const LaunchResult &L : K.Launches)
        if (L.Measured)
          return true;
  return false;
}

/// The placement columns: intensity, ceiling, % of peak, peak, bound.
std::string placementCells(const Placement &P) {
  return numCell(P.Intensity ? formatIntensity(*P.Intensity) : "inf") +
         numCell(formatFlopsPerSecond(P.CeilingFlopsPerS)) +
         numCell(formatPercent(P.FractionOfPeak) + " %") +
         cell(precisionLabel(P) + " " + formatFlopsPerSecond(P.PeakFlopsPerS)) +
         "<td class=\"" + boundName(P.BoundBy) + "\">" + boundName(P.BoundBy) +
         "</td>";
}

void printTable(const AnalysisResult &R, llvm::raw_ostream &OS) {
  bool Measured = hasMeasured(R);
  unsigned Columns = Measured ? 12 : 8;
  OS << "<table>\n<thead><tr><th>kernel</th><th>location</th><th>what</th>"
        "<th>intensity (FLOP/B)</th><th>ceiling</th><th>% of peak</th>"
        "<th>peak</th><th>bound</th>";
  if (Measured)
    OS << "<th>measured FLOP/s</th><th>measured intensity</th>"
          "<th>% of ceiling</th><th>verdict</th>";
  OS << "</tr></thead>\n<tbody>\n";
  for (const FileResult &F : R.Files)
    for (const KernelResult &K : F.Kernels) {
      const KernelSummary &KS = K.Kernel;
      std::string Head = cell(KS.Name) + cell(sourceLocationText(KS.Loc));
      if (!KS.Analyzed) {
        OS << "<tr>" << Head << "<td colspan=\"" << Columns - 2
           << "\">not analyzed: " << xmlEscape(KS.NotAnalyzedReason)
           << "</td></tr>\n";
        continue;
      }
      if (K.Roof) {
        OS << "<tr>" << Head
           << cell(K.RoofIsLimit ? "per thread, " + asGrowing(K.Bound.Unbound)
                                 : "per thread")
           << placementCells(*K.Roof);
        if (Measured)
          OS << "<td colspan=\"4\"></td>";
        OS << "</tr>\n";
      } else {
        OS << "<tr>" << Head << cell("per thread") << "<td colspan=\""
           << Columns - 3 << "\">no placement: intensity "
           << xmlEscape(K.IntensityExpr) << "</td></tr>\n";
      }
      for (const LaunchResult &L : K.Launches) {
        OS << "<tr>" << cell(KS.Name) << cell(sourceLocationText(L.Site.Loc))
           << cell(L.RoofIsLimit ? "launch, " + asGrowing(L.Unbound)
                                 : "launch");
        if (!L.Roof) {
          OS << "<td colspan=\"" << Columns - 3 << "\">no placement: intensity "
             << xmlEscape(L.IntensityExpr) << "</td></tr>\n";
          continue;
        }
        OS << placementCells(*L.Roof);
        if (Measured) {
          if (L.Measured) {
            const Measurement &M = *L.Measured;
            OS << numCell(M.AchievedFlopsPerS
                              ? formatFlopsPerSecond(*M.AchievedFlopsPerS)
                              : "-")
               << numCell(M.AchievedIntensity
                              ? formatIntensity(*M.AchievedIntensity)
                              : "-")
               << numCell(M.FractionOfCeiling
                              ? formatPercent(*M.FractionOfCeiling) + " %"
                              : "-")
               << cell(M.Verdict);
          } else {
            OS << "<td colspan=\"4\">not measured</td>";
          }
        }
        OS << "</tr>\n";
      }
    }
  OS << "</tbody>\n</table>\n";
}

} // namespace

} // namespace chartimpl

using namespace chartimpl;

void printHtml(const AnalysisResult &R, llvm::raw_ostream &OS) {
  OS << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta "
        "charset=\"utf-8\">\n"
     << "<title>" << xmlEscape("Roofline: " + R.Gpu.Name) << "</title>\n"
     << "<style>\n"
        "body{font-family:sans-serif;margin:24px;color:#222}\n"
        "svg{max-width:100%;height:auto}\n"
        "table{border-collapse:collapse;margin:8px 0 24px;font-size:13px}\n"
        "th,td{border:1px solid #ccc;padding:3px 8px;text-align:left}\n"
        "th{background:#f2f2f2}\n"
        "td.num{text-align:right;font-variant-numeric:tabular-nums}\n"
        "td.memory{color:"
     << MemoryColor << "}\ntd.compute{color:" << ComputeColor
     << "}\n</style>\n</head>\n<body>\n"
     << "<h1>Roofline</h1>\n";
  printSvgElement(R, OS);
  OS << "<h2>" << xmlEscape(R.Gpu.Name) << "</h2>\n";
  printTable(R, OS);
  for (const AnalysisResult &Other : R.OtherGpus) {
    OS << "<h2>" << xmlEscape(Other.Gpu.Name) << "</h2>\n";
    printTable(Other, OS);
  }
  OS << "</body>\n</html>\n";
}

} // namespace roofline
