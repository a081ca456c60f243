//===- ChartText.cpp - The chart's text and numbers -----------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Escaping, coordinates, text widths for label placement, locations, tick
// labels.
//
//===----------------------------------------------------------------------===//

#include "ChartInternals.h"

#include "roofline/Support/NumberText.h"
#include "roofline/Support/Utf8.h"

#include <string_view>

namespace roofline {
namespace chartimpl {

namespace {

/// Advance width of C in em, after DejaVu Sans, the widest common sans-serif:
/// labels placed with these widths do not collide in narrower fonts either.
double charWidth(unsigned char C) {
  auto In = [C](std::string_view Set) {
    return Set.find(static_cast<char>(C)) != std::string_view::npos;
  };
  if (C >= '0' && C <= '9')
    return 0.64;
  if (In(" .,:;/'!|"))
    return 0.33;
  if (In("ijlIJ"))
    return 0.3;
  if (In("ftr()[]-"))
    return 0.42;
  if (In("mMW%@"))
    return 1.0;
  if (In("w<>=+&#DGHNOQU"))
    return 0.84;
  if (C >= 'A' && C <= 'Z')
    return 0.7;
  if (C >= 0x80) // UTF-8: count a character once, at its lead byte
    return C >= 0xC0 ? 0.8 : 0;
  return 0.62;
}

} // namespace

std::string xmlEscape(const std::string &Raw) {
  // A byte that is not UTF-8 would leave the document ill-formed.
  std::string S = validUtf8(Raw);
  std::string R;
  R.reserve(S.size());
  for (char C : S) {
    switch (C) {
    case '&':
      R += "&amp;";
      break;
    case '<':
      R += "&lt;";
      break;
    case '>':
      R += "&gt;";
      break;
    case '"':
      R += "&quot;";
      break;
    case '\'':
      R += "&#39;";
      break;
    default:
      // XML 1.0 has no place for other control characters.
      R += static_cast<unsigned char>(C) < 0x20 && C != '\t' && C != '\n' ? '?'
                                                                          : C;
    }
  }
  return R;
}

/// A coordinate: two decimals, never "-0.00".
std::string num(double V) {
  if (std::fabs(V) < 0.005)
    V = 0;
  return fixedText(V, 2);
}

/// Advance width of S in a sans-serif font of the given size.
double textWidth(const std::string &S, double Size) {
  double W = 0;
  for (char C : S)
    W += charWidth(static_cast<unsigned char>(C));
  return W * Size;
}

std::string truncated(const std::string &S, std::size_t Max) {
  if (S.size() <= Max)
    return S;
  return S.substr(0, Max - 3) + "...";
}

std::string baseName(const std::string &Path) {
  std::size_t Slash = Path.find_last_of('/');
  return Slash == std::string::npos ? Path : Path.substr(Slash + 1);
}

std::string shortLocation(const SourceLoc &L) {
  if (L.File.empty())
    return "<unknown>";
  return baseName(L.File) + ":" + std::to_string(L.Line);
}

/// "as N grows", "as M, N grow": the sizes a limit is taken in.
std::string asGrowing(const std::set<std::string> &Unbound) {
  std::string Names;
  unsigned Count = 0;
  for (const std::string &N : Unbound) {
    if (isIndexSymbol(N))
      continue;
    Names += (Names.empty() ? "" : ", ") + N;
    ++Count;
  }
  if (Count == 0)
    return "as a limit";
  return "as " + Names + (Count == 1 ? " grows" : " grow");
}

/// Tick label of 10^E on the intensity axis: "0.01", "1", "1000", "1e5".
std::string intensityTick(int E) {
  if (E < 0 && E >= -6)
    return "0." + std::string(static_cast<std::size_t>(-E - 1), '0') + "1";
  if (E >= 0 && E <= 4)
    return "1" + std::string(static_cast<std::size_t>(E), '0');
  return "1e" + std::to_string(E);
}

/// Tick label of 10^E on the performance axis: "100 G", "1 T", "10 T".
std::string rateTick(int E) {
  static const char *Prefixes[] = {"", " k", " M", " G", " T", " P", " E"};
  if (E < 0 || E >= 21)
    return "1e" + std::to_string(E);
  return "1" + std::string(static_cast<std::size_t>(E % 3), '0') +
         Prefixes[E / 3];
}

} // namespace chartimpl
} // namespace roofline
