//===- CommandLine.cpp - Errors a user can act on -------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "CommandLine.h"

#include "llvm/ADT/StringRef.h"

#include <algorithm>

namespace roofline {

namespace {

std::vector<std::string> optionNames(const CLI::App &App) {
  std::vector<std::string> Names;
  for (const CLI::Option *O : App.get_options()) {
    for (const std::string &L : O->get_lnames())
      Names.push_back("--" + L);
    for (const std::string &S : O->get_snames())
      Names.push_back("-" + S);
  }
  Names.push_back("--help");
  return Names;
}

/// The option CLI11 names at the start of its message ("--format: ...").
std::string optionOf(const std::string &Message) {
  size_t Colon = Message.find(':');
  if (Colon == std::string::npos || Message.compare(0, 1, "-") != 0)
    return "";
  return Message.substr(0, Colon);
}

} // namespace

std::string describeParseError(const CLI::App &App, const CLI::ParseError &E,
                               const std::vector<std::string> &Args) {
  std::string Message = E.what();
  if (dynamic_cast<const CLI::ExtrasError *>(&E)) {
    // The first argument CLI11 did not take: an unknown option, or a value
    // after a flag.
    for (const std::string &A : Args) {
      if (A.size() < 2 || A[0] != '-')
        continue;
      std::string Name = A.substr(0, A.find('='));
      bool Known = false;
      for (const std::string &N : optionNames(App))
        Known = Known || N == Name;
      if (Known)
        continue;
      std::string Hint = closestMatch(Name, optionNames(App));
      return "unknown option '" + Name + "'" +
             (Hint.empty() ? "" : "; did you mean '" + Hint + "'?");
    }
    std::string Rest = Message.substr(Message.find(':') + 1);
    return "unexpected argument" +
           std::string(Rest.find(' ', 1) != std::string::npos ? "s" : "") +
           Rest;
  }
  if (const auto *M = dynamic_cast<const CLI::ArgumentMismatch *>(&E)) {
    (void)M;
    std::string Option = optionOf(Message);
    if (Message.find("At Most") != std::string::npos && !Option.empty())
      return Option + " takes one value; give it once";
    if (Message.find("At Least") != std::string::npos && !Option.empty())
      return Option + " needs a value";
    if (!Option.empty())
      return Option + ": wrong number of values";
  }
  if (dynamic_cast<const CLI::ConversionError *>(&E)) {
    // "Could not convert: --jobs = abc"
    size_t Colon = Message.find(": ");
    size_t Eq = Message.find(" = ");
    if (Colon != std::string::npos && Eq != std::string::npos) {
      std::string Option = Message.substr(Colon + 2, Eq - Colon - 2);
      return "invalid " + Option + " '" + Message.substr(Eq + 3) +
             "': expected " +
             (Option == "--jobs" ? "a whole number >= 0" : "a number");
    }
  }
  if (dynamic_cast<const CLI::ValidationError *>(&E)) {
    std::string Option = optionOf(Message);
    if (!Option.empty())
      return "invalid " + Option + ":" + Message.substr(Option.size() + 1);
  }
  // CLI11's wording, starting lower-case like every other message.
  if (!Message.empty())
    Message[0] = static_cast<char>(std::tolower(Message[0]));
  return Message;
}

std::string checkChoice(const std::string &Option, const std::string &Value,
                        const std::vector<std::string> &Choices) {
  if (std::find(Choices.begin(), Choices.end(), Value) != Choices.end())
    return "";
  std::string List;
  for (size_t I = 0; I < Choices.size(); ++I)
    List += (I == 0                    ? ""
             : I + 1 == Choices.size() ? " or "
                                       : ", ") +
            Choices[I];
  std::string Hint = closestMatch(Value, Choices);
  return "invalid " + Option + " '" + Value + "': expected " + List +
         (Hint.empty() ? "" : "; did you mean '" + Hint + "'?");
}

} // namespace roofline
