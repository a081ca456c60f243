//===- MemorySpace.cpp - Where an access goes -----------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Provenance of lvalues and pointers. Global memory is reached through the
// kernel's pointer parameters and everything derived from them (arithmetic,
// casts, members, pointers loaded from global memory) and through __device__
// variables. Shared and constant memory are reached through their variables,
// aliases of them, and pointers returned by inlined helpers (SharedMemory<T>).
//
//===----------------------------------------------------------------------===//

#include "MemorySpace.h"

#include "clang/AST/Attr.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace roofline {

static MemSpace join(MemSpace A, MemSpace B) {
  return A == B ? A : MemSpace::Unknown;
}

MemSpace SpaceClassifier::callResult(const clang::Expr *E) const {
  auto It = ReturnSpace.find(E);
  return It == ReturnSpace.end() ? MemSpace::Unknown : It->second;
}

MemSpace SpaceClassifier::declSpace(const VarDecl *VD) const {
  if (VD->hasAttr<CUDASharedAttr>())
    return MemSpace::Shared;
  if (VD->hasAttr<CUDAConstantAttr>())
    return MemSpace::Constant;
  if (VD->hasGlobalStorage()) {
    // threadIdx, blockIdx, ... are declared __device__ in Clang's headers but
    // are special registers.
    const SourceManager &SM = Ctx.getSourceManager();
    if (SM.isInSystemHeader(SM.getExpansionLoc(VD->getLocation())))
      return MemSpace::Local;
    if (VD->hasAttr<CUDADeviceAttr>() || VD->isStaticLocal())
      return MemSpace::Global;
  }
  return MemSpace::Local;
}

MemSpace SpaceClassifier::lvalueSpace(const clang::Expr *E) const {
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    if (Cast->getSubExpr()->isGLValue())
      return lvalueSpace(Cast->getSubExpr());
    return MemSpace::Local;
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD)
      return MemSpace::Local;
    if (VD->getType()->isReferenceType()) {
      if (const VarState *S = Env.find(VD))
        return S->RefersTo;
      // A kernel's reference parameters refer to global memory.
      if (isa<ParmVarDecl>(VD) && VD->getDeclContext() == Kernel)
        return MemSpace::Global;
      return MemSpace::Unknown;
    }
    return declSpace(VD);
  }
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
    return pointerSpace(AS->getBase());
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() == UO_Deref)
      return pointerSpace(UO->getSubExpr());
    if (UO->isIncrementDecrementOp())
      return lvalueSpace(UO->getSubExpr());
    return MemSpace::Local;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    if (ME->isArrow())
      return pointerSpace(ME->getBase());
    if (ME->getBase()->isGLValue())
      return lvalueSpace(ME->getBase());
    return MemSpace::Local;
  }
  if (const auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
    // A condition the compiler folds (a template flag) picks its side.
    if (auto Taken = Consts.condition(CO->getCond()))
      return lvalueSpace(*Taken ? CO->getTrueExpr() : CO->getFalseExpr());
    // `c ? shared[i] : local`: memory on one side is counted like the
    // costlier side of a branch.
    MemSpace T = lvalueSpace(CO->getTrueExpr());
    MemSpace F = lvalueSpace(CO->getFalseExpr());
    if (T == MemSpace::Local)
      return F;
    if (F == MemSpace::Local)
      return T;
    return join(T, F);
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->isAssignmentOp())
      return lvalueSpace(BO->getLHS());
    if (BO->getOpcode() == BO_Comma)
      return lvalueSpace(BO->getRHS());
  }
  if (isa<CallExpr>(E))
    return callResult(E);
  if (isa<MaterializeTemporaryExpr, CompoundLiteralExpr, StringLiteral,
          PseudoObjectExpr, PredefinedExpr>(E))
    return MemSpace::Local;
  return MemSpace::Unknown;
}

MemSpace SpaceClassifier::loadedPointerSpace(const clang::Expr *L) const {
  L = L->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(L))
    if (Cast->getSubExpr()->isGLValue())
      return loadedPointerSpace(Cast->getSubExpr());
  if (const auto *DRE = dyn_cast<DeclRefExpr>(L)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD)
      return MemSpace::Unknown;
    if (const VarState *S = Env.find(VD))
      return VD->getType()->isReferenceType() ? MemSpace::Unknown : S->PointsTo;
    // The kernel's own pointer parameters point to global memory.
    if (isa<ParmVarDecl>(VD) && VD->getDeclContext() == Kernel)
      return MemSpace::Global;
    switch (declSpace(VD)) {
    case MemSpace::Global:
    case MemSpace::Constant:
      return MemSpace::Global; // a pointer kept in device memory
    default:
      return MemSpace::Unknown;
    }
  }
  // A pointer stored in a struct or array: where does the container live?
  const clang::Expr *Root = L;
  while (true) {
    Root = Root->IgnoreParenImpCasts();
    if (const auto *ME = dyn_cast<MemberExpr>(Root)) {
      if (ME->isArrow())
        break;
      Root = ME->getBase();
      continue;
    }
    break;
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Root)) {
    // A by-value struct parameter of the kernel holds global pointers.
    if (const auto *PVD = dyn_cast<ParmVarDecl>(DRE->getDecl()))
      if (PVD->getDeclContext() == Kernel && Env.isUnchangedParam(PVD))
        return MemSpace::Global;
  }
  switch (lvalueSpace(L)) {
  case MemSpace::Global:
  case MemSpace::Constant:
    return MemSpace::Global; // pointers loaded from device memory
  default:
    return MemSpace::Unknown;
  }
}

MemSpace SpaceClassifier::pointerSpace(const clang::Expr *E) const {
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    const clang::Expr *Sub = Cast->getSubExpr();
    switch (Cast->getCastKind()) {
    case CK_ArrayToPointerDecay:
      return lvalueSpace(Sub);
    case CK_LValueToRValue:
      return loadedPointerSpace(Sub);
    case CK_NullToPointer:
      return MemSpace::Local;
    case CK_IntegralToPointer:
      return MemSpace::Unknown;
    default:
      if (Sub->isGLValue() && !Sub->getType()->isPointerType())
        return lvalueSpace(Sub);
      return pointerSpace(Sub);
    }
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() == UO_AddrOf)
      return lvalueSpace(UO->getSubExpr());
    if (UO->isIncrementDecrementOp())
      return loadedPointerSpace(UO->getSubExpr());
    return MemSpace::Unknown;
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->isAdditiveOp()) {
      if (BO->getLHS()->getType()->isPointerType())
        return pointerSpace(BO->getLHS());
      return pointerSpace(BO->getRHS());
    }
    if (BO->isAssignmentOp() || BO->getOpcode() == BO_Comma)
      return pointerSpace(BO->getRHS());
    return MemSpace::Unknown;
  }
  if (const auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
    // `use_shared ? buf : dst` with a constant flag points where it picks.
    if (auto Taken = Consts.condition(CO->getCond()))
      return pointerSpace(*Taken ? CO->getTrueExpr() : CO->getFalseExpr());
    MemSpace T = pointerSpace(CO->getTrueExpr());
    MemSpace F = pointerSpace(CO->getFalseExpr());
    // A null alternative does not change where the pointer points.
    if (T == MemSpace::Local)
      return F;
    if (F == MemSpace::Local)
      return T;
    return join(T, F);
  }
  if (isa<CallExpr, CXXConstructExpr>(E))
    return callResult(E);
  if (const auto *FE = dyn_cast<FullExpr>(E))
    return pointerSpace(FE->getSubExpr());
  if (isa<CXXThisExpr>(E))
    return ThisStack.empty() ? MemSpace::Unknown : ThisStack.back();
  if (isa<CXXNullPtrLiteralExpr, GNUNullExpr>(E))
    return MemSpace::Local;
  if (E->isGLValue() && E->getType()->isArrayType())
    return lvalueSpace(E);
  return MemSpace::Unknown;
}

} // namespace roofline
