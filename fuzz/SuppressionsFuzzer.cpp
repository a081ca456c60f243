//===- SuppressionsFuzzer.cpp - Fuzzing NOLINT comments -------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The input is one source line, given to parseSuppressions; the columns it
// reports must point at what they name, since findings about a comment are
// placed there.
//
//===----------------------------------------------------------------------===//

#include "FuzzCheck.h"

#include "roofline/Lint/Lint.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace roofline;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  const std::string Line(reinterpret_cast<const char *>(Data), Size);
  unsigned LastColumn = 0;
  for (const Suppression &S : parseSuppressions(Line)) {
    FUZZ_CHECK(S.Column > LastColumn, "comments come in line order");
    LastColumn = S.Column;
    FUZZ_CHECK(Line.compare(S.Column - 1, 6, "NOLINT") == 0,
               "Column points at NOLINT");
    std::string Form = suppressionFormName(S.Form);
    FUZZ_CHECK(Line.compare(S.Column - 1, Form.size(), Form) == 0,
               "the form is the one written");
    FUZZ_CHECK(S.Ids.size() == S.IdColumns.size(), "each id has a column");
    for (size_t I = 0; I < S.Ids.size(); ++I) {
      const std::string &Id = S.Ids[I];
      FUZZ_CHECK(!Id.empty(), "an id is not empty");
      FUZZ_CHECK(S.IdColumns[I] > S.Column, "an id follows its NOLINT");
      FUZZ_CHECK(Line.compare(S.IdColumns[I] - 1, Id.size(), Id) == 0,
                 "an id's column points at it");
    }
    (void)S.namesRoofline();
  }
  return 0;
}
