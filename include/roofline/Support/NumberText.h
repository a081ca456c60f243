//===- NumberText.h - Numbers as text, one place ----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Every number the tool prints goes through these (on fmt), in printf's
// rounding and notation: the report printers' rules (three significant
// digits, SI prefixes) are built on them in lib/Result/Units.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_SUPPORT_NUMBERTEXT_H
#define ROOFLINE_SUPPORT_NUMBERTEXT_H

#include <cstdint>
#include <string>

namespace roofline {

/// Digits decimals, as printf's "%.<Digits>f": (0.125, 2) -> "0.12".
std::string fixedText(double V, int Digits);

/// Digits significant digits, trailing zeros dropped, an exponent for very
/// large or small values, as printf's "%.<Digits>g": (29.10, 6) -> "29.1".
std::string generalText(double V, int Digits);

/// fixedText with a sign always, as printf's "%+.<Digits>f": "+0.0".
std::string signedFixedText(double V, int Digits);

/// Lower-case hexadecimal, zero-padded to Width digits.
std::string hexText(uint64_t V, int Width);

} // namespace roofline

#endif // ROOFLINE_SUPPORT_NUMBERTEXT_H
