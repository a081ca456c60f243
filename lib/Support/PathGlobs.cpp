//===- PathGlobs.cpp - Globs over file paths ------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/PathGlobs.h"
#include "roofline/Support/Errors.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace roofline {

namespace {

/// The glob matches Path or one of its trailing component runs.
bool matchesTail(const llvm::GlobPattern &G, llvm::StringRef Path) {
  while (true) {
    if (G.match(Path))
      return true;
    size_t Slash = Path.find('/');
    if (Slash == llvm::StringRef::npos)
      return false;
    Path = Path.drop_front(Slash + 1);
  }
}

} // namespace

llvm::Error PathGlobs::add(const std::string &Glob, const std::string &Base) {
  std::string Text = Glob;
  // "dir/" means everything under dir, as in .gitignore.
  if (!Text.empty() && Text.back() == '/')
    Text += "*";
  if (llvm::StringRef(Text).starts_with("./"))
    Text = Text.substr(2);
  const std::string &Kept = Storage.emplace_back(Text);
  auto Pattern = llvm::GlobPattern::create(Kept);
  if (!Pattern) {
    return makeError("invalid exclude glob '" + Glob +
                     "': " + llvm::toString(Pattern.takeError()));
  }
  Globs.push_back({Glob, Base.empty() ? "" : absolutePath(Base), *Pattern});
  return llvm::Error::success();
}

const std::string *PathGlobs::match(const std::string &Path) const {
  std::string Abs = absolutePath(Path);
  for (const Entry &E : Globs) {
    if (!E.Base.empty()) {
      // Relative to the configuration's directory, when the file is below
      // it.
      llvm::StringRef Rel(Abs);
      if (Rel.consume_front(E.Base + "/") && matchesTail(E.Pattern, Rel))
        return &E.Text;
      continue;
    }
    if (matchesTail(E.Pattern, Path) || matchesTail(E.Pattern, Abs))
      return &E.Text;
  }
  return nullptr;
}

std::string absolutePath(const std::string &Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, true);
  return std::string(Abs);
}

} // namespace roofline
