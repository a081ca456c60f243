//===- Nesting.cpp - How deep a JSON or YAML text nests -------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Nesting.h"

#include <vector>

namespace roofline {

NestingExcess jsonNestingExcess(std::string_view Text, unsigned Limit) {
  unsigned Depth = 0, Line = 1, Column = 0;
  bool InString = false, Escaped = false;
  for (char C : Text) {
    ++Column;
    if (C == '\n') {
      ++Line;
      Column = 0;
    }
    if (InString) {
      if (Escaped)
        Escaped = false;
      else if (C == '\\')
        Escaped = true;
      else if (C == '"')
        InString = false;
      continue;
    }
    if (C == '"') {
      InString = true;
    } else if (C == '[' || C == '{') {
      if (++Depth > Limit)
        return {Line, Column};
    } else if ((C == ']' || C == '}') && Depth > 0) {
      --Depth;
    }
  }
  return {};
}

std::string nestingError(const std::string &Path, const NestingExcess &E,
                         unsigned Limit) {
  return Path + ":" + std::to_string(E.Line) + ":" + std::to_string(E.Column) +
         ": nested deeper than " + std::to_string(Limit) + " levels";
}

NestingExcess yamlNestingExcess(std::string_view Text, unsigned Limit) {
  std::vector<size_t> Indents; // the block indentation levels still open
  unsigned Flow = 0, Line = 0;
  size_t Pos = 0;
  while (Pos <= Text.size()) {
    size_t End = Text.find('\n', Pos);
    if (End == std::string_view::npos)
      End = Text.size();
    std::string_view L = Text.substr(Pos, End - Pos);
    Pos = End + 1;
    ++Line;
    size_t Indent = L.find_first_not_of(' ');
    if (Indent == std::string_view::npos || L[Indent] == '#')
      continue; // blank lines and comments open nothing
    // Outside flow collections, indentation and "- " entries nest blocks.
    unsigned Block = 0;
    if (Flow == 0) {
      while (!Indents.empty() && Indents.back() >= Indent)
        Indents.pop_back();
      Indents.push_back(Indent);
      size_t I = Indent;
      while (I < L.size() && (L[I] == '-' || L[I] == '?') &&
             (I + 1 == L.size() || L[I + 1] == ' ')) {
        ++Block;
        I = L.find_first_not_of(' ', I + 1);
        if (I == std::string_view::npos)
          break;
      }
    }
    if (Indents.size() + Block > Limit)
      return {Line, static_cast<unsigned>(Indent + 1)};
    char Quote = 0;
    for (size_t I = Indent; I < L.size(); ++I) {
      char C = L[I];
      if (Quote) {
        if (C == '\\' && Quote == '"')
          ++I;
        else if (C == Quote)
          Quote = 0;
        continue;
      }
      if (C == '#' && (I == 0 || L[I - 1] == ' ' || L[I - 1] == '\t'))
        break;
      if (C == '"' || C == '\'') {
        Quote = C;
      } else if (C == '[' || C == '{') {
        if (Indents.size() + Block + ++Flow > Limit)
          return {Line, static_cast<unsigned>(I + 1)};
      } else if ((C == ']' || C == '}') && Flow > 0) {
        --Flow;
      }
    }
  }
  return {};
}

} // namespace roofline
