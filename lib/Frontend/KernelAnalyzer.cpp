//===- KernelAnalyzer.cpp - The per-thread walk: entry and bookkeeping ----===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The per-thread walk's transfer functions, one per node kind in the spirit
// of clang's LiveVariables, are in WalkStmt.cpp, WalkExpr.cpp, WalkCall.cpp
// and Loops.cpp; each odd case says why it is the way it is, and the rules
// are those of docs/CostModel.md. Here: the entry, and the bookkeeping every
// walk shares (symbols, FLOPs and other operations, global accesses).
//
//===----------------------------------------------------------------------===//

#include "KernelAnalyzer.h"
#include "WalkTypes.h"

#include "roofline/Frontend/ClangCompat.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <tuple>

using namespace clang;

namespace roofline {

//===----------------------------------------------------------------------===//
// Entry, bookkeeping
//===----------------------------------------------------------------------===//

void KernelAnalyzer::analyze(const FunctionDecl *K) {
  Kernel = K;
  Spaces.setKernel(K);
  Cur = &Out.PerThread;
  // The kernel's parameters: symbols (or the launch's values), pointers and
  // references into global memory; tracked like locals once written.
  for (const ParmVarDecl *P : K->parameters()) {
    VarState S;
    S.Param = true;
    if (P->getType()->isIntegralOrEnumerationType())
      S.Value = parameterValue(P);
    else if (P->getType()->isPointerType() || P->getType()->isArrayType()) {
      S.PointsTo = MemSpace::Global;
      S.Addr = Address{nameOf(P), Expr(0)};
    } else if (P->getType()->isReferenceType())
      S.RefersTo = MemSpace::Global;
    Env.bind(P, S);
  }
  CallStack.push_back(K);
  walkStmt(K->getBody());
  CallStack.pop_back();
  if (const std::optional<Expr> &Active = Accesses.activeGuard())
    Out.ActiveGuard = *Active;
  // A per-thread count that depends on the thread's index (`k < tid`)
  // differs between threads too.
  for (const std::string &S : Out.PerThread.symbols())
    Out.ThreadsDiffer = Out.ThreadsDiffer || isIndexSymbol(S);
  std::stable_sort(Out.Loops.begin(), Out.Loops.end(),
                   [](const LoopNote &A, const LoopNote &B) {
                     return std::tie(A.Loc.File, A.Loc.Line, A.Loc.Column) <
                            std::tie(B.Loc.File, B.Loc.Line, B.Loc.Column);
                   });
  // A loop walked several times (unrolled around it, inlined twice) is noted
  // once, with its first count.
  Out.Loops.erase(std::unique(Out.Loops.begin(), Out.Loops.end(),
                              [](const LoopNote &A, const LoopNote &B) {
                                return A.Loc.File == B.Loc.File &&
                                       A.Loc.Line == B.Loc.Line &&
                                       A.Loc.Column == B.Loc.Column;
                              }),
                  Out.Loops.end());
}

SourceLoc KernelAnalyzer::resolve(SourceLocation Loc) const {
  SourceLoc R;
  const SourceManager &SM = Ctx.getSourceManager();
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  if (P.isValid()) {
    R.File = P.getFilename();
    R.Line = P.getLine();
    R.Column = P.getColumn();
  }
  return R;
}

std::string KernelAnalyzer::nameOf(const NamedDecl *D) const {
  return D->getDeclName().isIdentifier() ? D->getName().str()
                                         : D->getNameAsString();
}

void KernelAnalyzer::assume(DiagId Id, const std::string &Message,
                            SourceLocation Loc) {
  unsigned Raw = Ctx.getSourceManager().getExpansionLoc(Loc).getRawEncoding();
  if (!Reported.insert({diagId(Id), Raw}).second)
    return;
  Out.Assumptions.push_back({diagId(Id), Message, resolve(Loc)});
}

std::string KernelAnalyzer::freshSymbol(const std::string &Base) {
  return Base + "#" + std::to_string(++NextSymbol);
}

Expr KernelAnalyzer::sizeOf(QualType T) {
  T = T.getNonReferenceType();
  if (T->isDependentType() || T->isIncompleteType())
    return Expr::symbol("sizeof(" + T.getAsString() + ")");
  return Expr(static_cast<int64_t>(Ctx.getTypeSizeInChars(T).getQuantity()));
}

void KernelAnalyzer::addFlops(QualType T, int64_t PerLane,
                              int64_t Instructions) {
  if (auto Info = floatInfo(T)) {
    Cur->Flops[static_cast<int>(Info->first)] += Expr(PerLane * Info->second);
    Cur->FpInstructions += Expr(Instructions);
    return;
  }
  if (T->isDependentType()) {
    Cur->Flops[static_cast<int>(Precision::FP32)] += Expr(PerLane);
    Cur->FpInstructions += Expr(Instructions);
    assume(DiagId::DependentType,
           "arithmetic on template-dependent type '" + T.getAsString() +
               "' counted as fp32",
           Kernel->getLocation());
  }
}

void KernelAnalyzer::addOther(QualType T) {
  if (floatInfo(T))
    Cur->OtherOps += Expr(1);
}

void KernelAnalyzer::addLoad(MemSpace Space, QualType T,
                             const clang::Expr *At) {
  addBytes(Space, sizeOf(T), /*Store=*/false, At);
}

void KernelAnalyzer::addStore(MemSpace Space, QualType T,
                              const clang::Expr *At) {
  addBytes(Space, sizeOf(T), /*Store=*/true, At);
}

void KernelAnalyzer::addBytes(MemSpace Space, const Expr &Bytes, bool Store,
                              const clang::Expr *At) {
  switch (Space) {
  case MemSpace::Local:
    return;
  case MemSpace::Constant:
    if (!Store) // not writable from device code
      Cur->ConstantLoadBytes += Bytes;
    return;
  case MemSpace::Unknown:
    assume(DiagId::UnknownPointer,
           "access through a pointer of unknown origin counted as global",
           At->getExprLoc());
    [[fallthrough]];
  case MemSpace::Global:
    Accesses.global(*Cur, Bytes, Store, describeAccess(Bytes, Store, At));
    return;
  case MemSpace::Shared:
    Accesses.shared(*Cur, Bytes, Store, describeAccess(Bytes, Store, At));
    return;
  }
}

double KernelAnalyzer::weight(const CostVector &C) const {
  // Alternatives are compared as if every size were 1024: enough to rank a
  // loop above straight-line code, deterministic, and documented.
  SymbolValues Values;
  for (const std::string &S : C.symbols())
    Values[S] = Rational(1024);
  Expr W = C.globalBytes() + C.totalFlops() + C.SharedLoadBytes +
           C.SharedStoreBytes + C.SpecialOps;
  auto V = W.evaluate(Values);
  return V ? V->toDouble() : 0.0;
}

} // namespace roofline
