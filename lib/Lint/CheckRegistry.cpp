//===- CheckRegistry.cpp - The checks of lib/Lint/Checks ------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// CMake lists the files of lib/Lint/Checks into CheckList.inc, one
// ROOFLINE_CHECK_FILE(Name) per file; each file defines `<Name>Check`. The
// registry orders them and answers for their options.
//
//===----------------------------------------------------------------------===//

#include "Checks/Checks.h"
#include "roofline/Lint/DidYouMean.h"

#include <algorithm>
#include <cassert>

namespace roofline {
namespace checks {

#define ROOFLINE_CHECK_FILE(Name) extern const Check Name##Check;
#include "CheckList.inc"
#undef ROOFLINE_CHECK_FILE

const std::vector<const Check *> &allChecks() {
  static const std::vector<const Check *> Checks = [] {
    std::vector<const Check *> V = {
#define ROOFLINE_CHECK_FILE(Name) &Name##Check,
#include "CheckList.inc"
#undef ROOFLINE_CHECK_FILE
    };
    std::stable_sort(V.begin(), V.end(), [](const Check *A, const Check *B) {
      return A->Order < B->Order;
    });
    return V;
  }();
  return Checks;
}

std::optional<double> CheckContext::option(const char *Name) const {
  assert(Self && "option() outside a check's run");
  for (const CheckOptionInfo &O : Self->Options) {
    if (std::string(O.Name) != Name)
      continue;
    auto It = Pol.Options.find(std::string(diagId(Self->Id)) + "." + Name);
    return It != Pol.Options.end() ? std::optional<double>(It->second)
                                   : O.Default;
  }
  assert(false && "a check reads an option it does not declare");
  return std::nullopt;
}

} // namespace checks

const std::vector<CheckOptionRef> &checkOptions() {
  static const std::vector<CheckOptionRef> Options = [] {
    std::vector<CheckOptionRef> V;
    for (const checks::Check *C : checks::allChecks())
      for (const CheckOptionInfo &O : C->Options)
        V.push_back({std::string(diagId(C->Id)) + "." + O.Name, &O});
    return V;
  }();
  return Options;
}

const CheckOptionRef *findCheckOption(const std::string &Key) {
  for (const CheckOptionRef &O : checkOptions())
    if (O.Key == Key)
      return &O;
  return nullptr;
}

std::string unknownCheckOptionMessage(const std::string &Key) {
  std::vector<std::string> Keys;
  for (const CheckOptionRef &O : checkOptions())
    Keys.push_back(O.Key);
  std::string Close = closestMatch(Key, Keys);
  return "unknown check option '" + Key + "'" +
         (Close.empty() ? "" : "; did you mean '" + Close + "'?");
}

void Policy::setOption(DiagId Check, const std::string &Name, double Value) {
  Options[std::string(diagId(Check)) + "." + Name] = Value;
}

} // namespace roofline
