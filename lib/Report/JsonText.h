//===- JsonText.h - One way to write a JSON document ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The JSON, SARIF, Code Quality and check-list documents are written here:
// two-space indent, and a byte that is not UTF-8 (a Latin-1 path, a comment
// quoted in a message) written as U+FFFD rather than aborting the run.
// Private to lib/Report.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_REPORT_JSONTEXT_H
#define ROOFLINE_LIB_REPORT_JSONTEXT_H

#include <nlohmann/json.hpp>

#include <string>

namespace roofline {

/// V as indented JSON text, ill-formed UTF-8 replaced by U+FFFD.
inline std::string jsonText(const nlohmann::ordered_json &V) {
  return V.dump(2, ' ', /*ensure_ascii=*/false,
                nlohmann::ordered_json::error_handler_t::replace);
}

} // namespace roofline

#endif // ROOFLINE_LIB_REPORT_JSONTEXT_H
