//===- Numbers.h - What a number read from outside may be -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Every number roofline-lint reads from outside (an option, a configuration
// value, a baseline report, a profiler CSV) is checked against one of these
// ranges before it is used: finite, above zero where it is a physical rate
// or a time, a percentage within 0 to 100, a hardware counter within 64 bits.
// A value outside is refused with the range's words, never used.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_SUPPORT_NUMBERS_H
#define ROOFLINE_SUPPORT_NUMBERS_H

#include <cmath>

namespace roofline {

struct NumberRange {
  double Min;
  bool MinExcluded; // Min itself is outside
  double Max;
  const char *Words; // "a finite number above 0"
};

/// Rates, peaks, times: a finite number above 0.
inline constexpr NumberRange PositiveNumber{0, true, HUGE_VAL,
                                            "a finite number above 0"};
/// Thresholds and intensities: a finite number, 0 or more.
inline constexpr NumberRange NonNegativeNumber{0, false, HUGE_VAL,
                                               "a finite number, 0 or more"};
/// Percentages of peak or of a ceiling.
inline constexpr NumberRange Percentage{0, false, 100,
                                        "a percentage from 0 to 100"};
/// A profiler's event counts and byte counts are 64-bit counters.
inline constexpr NumberRange CounterValue{0, false, 18446744073709551615.0,
                                          "a count from 0 to 2^64 - 1"};

inline bool inRange(double V, const NumberRange &R) {
  return std::isfinite(V) && (R.MinExcluded ? V > R.Min : V >= R.Min) &&
         V <= R.Max;
}

} // namespace roofline

#endif // ROOFLINE_SUPPORT_NUMBERS_H
