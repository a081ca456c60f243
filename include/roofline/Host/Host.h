//===- Host.h - The launches a file's host code makes -----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The stage after the Frontend's parse: a small interpreter of host C++ that
// finds every kernel launch in the file's host code, evaluates its grid,
// block, shared bytes and scalar arguments as the host code computes them
// (lib/Host/HostEval.h), and attaches each launch to the kernel it launches,
// walked once more with the launch's values (ParsedFile::analyzeLaunch).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_HOST_HOST_H
#define ROOFLINE_HOST_HOST_H

#include "roofline/Frontend/Frontend.h"
#include "roofline/Support/Expr.h"

#include <map>
#include <string>

namespace roofline {

/// Finds the launches of File's host code, with Known (--bind) binding what
/// the host code leaves open, and attaches each to the kernel it launches;
/// launches the host code chooses at run time become File's launch notes.
void attachLaunchSites(ParsedFile &File,
                       const std::map<std::string, Expr> &Known);

} // namespace roofline

#endif // ROOFLINE_HOST_HOST_H
