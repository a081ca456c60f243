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

  if (llvm::Expected<LaunchSpec> L = parseLaunchOption(Text)) {
    FUZZ_CHECK(!L->Kernel.empty(), "--launch names a kernel");
    checkLaunch(*L);
  } else {
    FUZZ_CHECK(!llvm::toString(L.takeError()).empty(),
               "a rejected --launch says why");
  }

  if (auto A = parseLaunchAnnotation(Text)) {
    if (*A) {
      FUZZ_CHECK((*A)->Kernel.empty(), "an annotation names no kernel");
      checkLaunch(**A);
    }
  } else {
    FUZZ_CHECK(!llvm::toString(A.takeError()).empty(),
               "a malformed annotation says why");
    FUZZ_CHECK(Text.find("roofline-lint:") != std::string::npos,
               "only an annotation is malformed");
  }

  if (llvm::Expected<Binding> B = parseBinding(Text)) {
    FUZZ_CHECK(!B->Name.empty(), "a binding has a name");
    for (char C : B->Name)
      FUZZ_CHECK(std::isalnum(static_cast<unsigned char>(C)) || C == '_' ||
                     C == '.',
                 "a name is letters, digits, '_' and '.'");
    FUZZ_CHECK(B->Value.den() > 0, "a denominator is positive");
    // What the tool prints for a value reads back as the same value.
    llvm::Expected<Binding> R = parseBinding(B->Name + "=" + B->Value.str());
    bool Same = R && R->Value == B->Value;
    if (!R)
      llvm::consumeError(R.takeError());
    FUZZ_CHECK(Same, "a printed value parses back");
  } else {
    FUZZ_CHECK(!llvm::toString(B.takeError()).empty(),
               "a rejected --bind says why");
  }
  return 0;
}
