//===- LaunchFuzzer.cpp - Fuzzing --launch, launch annotations and --bind -===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The input is one command-line value or one comment line. It goes to each of
// the three parsers that read what users write about launches:
// parseLaunchOption (--launch NAME:GRID:BLOCK[:SMEM]), parseLaunchAnnotation
// (// roofline-lint: launch grid(...) block(...) ...) and parseBinding
// (--bind NAME=VALUE).
//
//===----------------------------------------------------------------------===//

#include "FuzzCheck.h"

#include "roofline/Cost/LaunchSpec.h"
#include "roofline/Launch/Binding.h"

#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string>

using namespace roofline;

namespace {

void checkLaunch(const LaunchSpec &L) {
  for (int64_t D : L.Grid)
    FUZZ_CHECK(D >= 1, "grid dimensions are positive");
  for (int64_t D : L.Block)
    FUZZ_CHECK(D >= 1, "block dimensions are positive");
  FUZZ_CHECK(L.SharedBytes >= 0, "shared memory is not negative");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  const std::string Text(reinterpret_cast<const char *>(Data), Size);
  std::string Error;

  if (std::optional<LaunchSpec> L = parseLaunchOption(Text, Error)) {
    FUZZ_CHECK(!L->Kernel.empty(), "--launch names a kernel");
    checkLaunch(*L);
  } else {
    FUZZ_CHECK(!Error.empty(), "a rejected --launch says why");
  }

  Error = "stale";
  if (std::optional<LaunchSpec> L = parseLaunchAnnotation(Text, Error)) {
    FUZZ_CHECK(Error.empty(), "an accepted annotation has no error");
    FUZZ_CHECK(L->Kernel.empty(), "an annotation names no kernel");
    checkLaunch(*L);
  } else if (!Error.empty()) {
    FUZZ_CHECK(Text.find("roofline-lint:") != std::string::npos,
               "only an annotation is malformed");
  }

  Error.clear();
  if (std::optional<Binding> B = parseBinding(Text, Error)) {
    FUZZ_CHECK(!B->Name.empty(), "a binding has a name");
    for (char C : B->Name)
      FUZZ_CHECK(std::isalnum(static_cast<unsigned char>(C)) || C == '_' ||
                     C == '.',
                 "a name is letters, digits, '_' and '.'");
    FUZZ_CHECK(B->Value.den() > 0, "a denominator is positive");
    // What the tool prints for a value reads back as the same value.
    std::string Again;
    std::optional<Binding> R =
        parseBinding(B->Name + "=" + B->Value.str(), Again);
    FUZZ_CHECK(R && R->Value == B->Value, "a printed value parses back");
  } else {
    FUZZ_CHECK(!Error.empty(), "a rejected --bind says why");
  }
  return 0;
}
