//===- ValueEnv.h - What the walk knows of each variable --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The value environment of one walk: for each local variable and parameter
// in scope, its integer value as a symbolic expression, the memory space a
// pointer points to and, when the walk tracks addresses, the array and byte
// offset it points at; the space a reference refers to. A variable the
// environment does not know is a global (its value never tracked) or out of
// scope. Branches copy it and merge the copies where their paths join.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_VALUEENV_H
#define ROOFLINE_LIB_FRONTEND_VALUEENV_H

#include "roofline/Support/Expr.h"

#include "clang/AST/Decl.h"

#include <map>
#include <optional>
#include <string>

namespace roofline {

/// Where an lvalue lives or a pointer points: local (registers, free),
/// global, shared, constant, or unknown (counted as global, reported).
enum class MemSpace { Local, Global, Shared, Constant, Unknown };

/// A byte address: an array (kernel pointer parameter or __device__
/// variable) plus an offset.
struct Address {
  std::string Array;
  Expr Offset;
  friend bool operator==(const Address &A, const Address &B) {
    return A.Array == B.Array && A.Offset == B.Offset;
  }
};

/// What the walk knows of one variable.
struct VarState {
  std::optional<Expr> Value; // integer value, if known
  /// Launch mode, a pointer: where it points, if known.
  std::optional<Address> Addr;
  MemSpace PointsTo = MemSpace::Unknown;
  MemSpace RefersTo = MemSpace::Unknown;
  /// A kernel parameter not written so far: the same for every thread.
  bool Param = false;
};

class ValueEnv {
public:
  using Snapshot = std::map<const clang::ValueDecl *, VarState>;

  /// D's state, or null for a variable the walk does not track.
  const VarState *find(const clang::ValueDecl *D) const {
    auto It = Vars.find(D);
    return It == Vars.end() ? nullptr : &It->second;
  }
  VarState *find(const clang::ValueDecl *D) {
    auto It = Vars.find(D);
    return It == Vars.end() ? nullptr : &It->second;
  }
  bool tracks(const clang::ValueDecl *D) const { return Vars.count(D) != 0; }
  /// D's state, tracked from now on (nothing known) if it was not.
  VarState &state(const clang::ValueDecl *D) { return Vars[D]; }
  void bind(const clang::ValueDecl *D, VarState S) { Vars[D] = std::move(S); }
  /// D goes out of scope.
  void unbind(const clang::ValueDecl *D) { Vars.erase(D); }

  /// A tracked D was written where the walk cannot follow (a loop's body, a
  /// switch): its value and address are unknown from here.
  void forgetWritten(const clang::ValueDecl *D) {
    if (VarState *S = find(D)) {
      S->Value.reset();
      S->Addr.reset();
    }
  }
  /// Whether D is a kernel parameter not written so far.
  bool isUnchangedParam(const clang::ValueDecl *D) const {
    const VarState *S = find(D);
    return S && S->Param;
  }

  /// The whole environment, to take both sides of a branch from one state.
  Snapshot save() const { return Vars; }
  void restore(Snapshot S) { Vars = std::move(S); }

  /// Becomes the join of two paths' environments: a variable declared on
  /// one path only is out of scope; a value (an address, a space) the paths
  /// disagree on is unknown, or, with TakeA (the 0/1 indicator of taking
  /// path A), the select TakeA*A + (1 - TakeA)*B.
  void merge(const Snapshot &A, const Snapshot &B,
             const std::optional<Expr> &TakeA = std::nullopt);

private:
  Snapshot Vars;
};

} // namespace roofline

#endif // ROOFLINE_LIB_FRONTEND_VALUEENV_H
