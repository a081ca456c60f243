//===- WalkCall.cpp - Calls, one thread -----------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The per-thread walk's calls: user functions inlined with their arguments
// bound, library functions and intrinsics costed from the table, constructors
// and overloaded operators.
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

namespace {

/// The recursion depth at which inlining stops.
constexpr unsigned MaxInlineDepthPerFunction = 3;

} // namespace

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

static thread_local std::vector<std::string> LibraryRoots;

void setLibraryRoots(std::vector<std::string> Roots) {
  LibraryRoots = std::move(Roots);
}

/// A function whose body roofline-lint does not inline: CUDA's and the C++
/// library's own (system headers under a library root), and anything
/// without a body.
static bool isLibraryFunction(const FunctionDecl *FD, const SourceManager &SM) {
  if (FD->getBuiltinID())
    return true;
  const FunctionDecl *Def = FD->getDefinition();
  if (!Def || !Def->hasBody())
    return true;
  SourceLocation Loc = SM.getExpansionLoc(Def->getLocation());
  if (!SM.isInSystemHeader(Loc))
    return false;
  if (LibraryRoots.empty())
    return true;
  llvm::StringRef File = SM.getFilename(Loc);
  for (const std::string &Root : LibraryRoots)
    if (File.starts_with(Root))
      return true;
  return false;
}

/// The function a call through a pointer calls when the pointer is a
/// constant (`constexpr auto f = pick(type); f(x)`, a template argument).
static const FunctionDecl *constantCallee(const CallExpr *Call,
                                          const ASTContext &Ctx) {
  const clang::Expr *Callee = Call->getCallee();
  if (Callee->isValueDependent() || Callee->isTypeDependent() ||
      !Callee->getType()->isFunctionPointerType())
    return nullptr;
  clang::Expr::EvalResult R;
  if (!Callee->EvaluateAsRValue(R, Ctx) || !R.Val.isLValue() ||
      !R.Val.getLValueOffset().isZero())
    return nullptr;
  const auto *VD = R.Val.getLValueBase().dyn_cast<const ValueDecl *>();
  const auto *FD = dyn_cast_or_null<FunctionDecl>(VD);
  // The arguments must be those of its parameters.
  if (!FD || FD->getNumParams() != Call->getNumArgs())
    return nullptr;
  return FD;
}

void KernelAnalyzer::walkCall(const CallExpr *Call) {
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD && !isa<CXXMemberCallExpr>(Call))
    FD = constantCallee(Call, Ctx);
  if (!FD) {
    walkStmt(Call->getCallee());
    for (const clang::Expr *Arg : Call->arguments())
      walkStmt(Arg);
    assume(DiagId::OpaqueCall, "indirect call contributes nothing",
           Call->getExprLoc());
    return;
  }
  const SourceManager &SM = Ctx.getSourceManager();
  if (isLibraryFunction(FD, SM)) {
    // A library method reads its object: `h[i]` in `float(h[i])` through
    // __half's conversion operator is a load of the __half.
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call)) {
      if (const clang::Expr *Obj = MC->getImplicitObjectArgument()) {
        if (Obj->getType()->isPointerType()) {
          walkRValue(Obj);
        } else if (Obj->isGLValue()) {
          walkLValue(Obj);
          addLoad(Spaces.lvalueSpace(Obj), Obj->getType(), Obj);
        } else {
          walkStmt(Obj);
        }
        if (isa<CXXConversionDecl>(FD)) {
          auto From = floatInfo(Obj->getType()),
               To = floatInfo(Call->getType());
          if ((From || To) && (!From || !To || From->first != To->first))
            Cur->OtherOps += Expr(1);
        }
      }
    }
    CallKind Kind = FD->getDeclName().isIdentifier()
                        ? classifyCall(FD->getName())
                        : CallKind::NotIntrinsic;
    if (Kind != CallKind::NotIntrinsic) {
      walkIntrinsic(Call, Kind);
      return;
    }
    for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
      const clang::Expr *Arg = Call->getArg(I);
      walkStmt(Arg);
      if (I < FD->getNumParams() &&
          FD->getParamDecl(I)->getType()->isReferenceType() &&
          !FD->getParamDecl(I)
               ->getType()
               .getNonReferenceType()
               .isConstQualified())
        forgetValue(Arg);
      // A library function reading through a const reference reads memory.
      if (Arg->isGLValue() && I < FD->getNumParams() &&
          FD->getParamDecl(I)->getType()->isReferenceType() &&
          FD->getParamDecl(I)
              ->getType()
              .getNonReferenceType()
              .isConstQualified())
        addLoad(Spaces.lvalueSpace(Arg), Arg->getType(), Arg);
    }
    const FunctionDecl *Def = FD->getDefinition();
    if ((!Def || !Def->hasBody()) && !FD->getBuiltinID() &&
        !SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())))
      assume(DiagId::OpaqueCall,
             "call to '" + nameOf(FD) +
                 "' without a visible body contributes nothing",
             Call->getExprLoc());
    return;
  }
  std::vector<const clang::Expr *> Args(Call->arg_begin(), Call->arg_end());
  std::optional<MemSpace> This;
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call)) {
    const clang::Expr *Obj = MC->getImplicitObjectArgument();
    if (Obj) {
      if (Obj->getType()->isPointerType()) {
        walkRValue(Obj);
        This = Spaces.pointerSpace(Obj);
      } else {
        walkLValue(Obj);
        This = Spaces.lvalueSpace(Obj);
      }
    }
  }
  inlineCall(FD, Call, Args, This);
}

void KernelAnalyzer::walkIntrinsic(const CallExpr *Call, CallKind Kind) {
  for (const clang::Expr *Arg : Call->arguments())
    walkStmt(Arg);
  QualType T = Call->getType();
  auto pointee = [&](unsigned I) -> QualType {
    if (Call->getNumArgs() <= I)
      return QualType();
    QualType P = Call->getArg(I)->IgnoreParenImpCasts()->getType();
    if (!P->isPointerType())
      P = Call->getArg(I)->getType();
    return P->isPointerType() ? P->getPointeeType() : QualType();
  };
  switch (Kind) {
  case CallKind::Arith:
    addFlops(T, 1);
    return;
  case CallKind::Fma:
    addFlops(T, 2, 1);
    return;
  case CallKind::Other:
    addOther(T);
    return;
  case CallKind::IntDot4:
    Cur->IntOps += Expr(8);
    return;
  case CallKind::IntDot2:
    Cur->IntOps += Expr(4);
    return;
  case CallKind::Special:
    Cur->SpecialOps += Expr(floatInfo(T) ? floatInfo(T)->second : 1);
    return;
  case CallKind::Load: {
    QualType P = pointee(0);
    if (!P.isNull())
      addLoad(MemSpace::Global, P, Call);
    return;
  }
  case CallKind::Store: {
    QualType P = pointee(0);
    if (!P.isNull())
      addStore(MemSpace::Global, P, Call);
    return;
  }
  case CallKind::Atomic:
  case CallKind::AtomicAdd: {
    QualType P = pointee(0);
    if (P.isNull())
      return;
    MemSpace Space = Spaces.pointerSpace(Call->getArg(0));
    if (Space == MemSpace::Local)
      Space = MemSpace::Unknown;
    addLoad(Space, P, Call);
    addStore(Space, P, Call);
    if (Kind == CallKind::AtomicAdd)
      addFlops(P, 1, /*Instructions=*/0); // the memory does the add
    return;
  }
  case CallKind::TensorMma: {
    // 2*M*N*K FLOPs per warp-level operation, divided over its 32 lanes,
    // in the column of the input type (the A operand's element type).
    auto A = Call->getNumArgs() >= 2 ? fragmentInfo(Call->getArg(1)->getType())
                                     : std::nullopt;
    if (!A)
      return;
    Cur->TensorFlops[static_cast<int>(tensorTypeOf(A->Element))] +=
        Expr(Rational(2 * A->M * A->N * A->K, 32));
    return;
  }
  case CallKind::TensorLoad:
  case CallKind::TensorStore: {
    // A fragment's tile (A: MxK, B: KxN, accumulator: MxN) is moved by the
    // warp together: each lane moves 1/32 of it.
    bool Load = Kind == CallKind::TensorLoad;
    if (Call->getNumArgs() < 2)
      return;
    const clang::Expr *Frag = Call->getArg(Load ? 0 : 1);
    const clang::Expr *Ptr = Call->getArg(Load ? 1 : 0);
    auto F = fragmentInfo(Frag->getType());
    QualType P = Ptr->IgnoreParenImpCasts()->getType();
    if (!F || !P->isPointerType())
      return;
    int64_t Elements = F->Role == FragmentInfo::MatrixA   ? F->M * F->K
                       : F->Role == FragmentInfo::MatrixB ? F->K * F->N
                                                          : F->M * F->N;
    Expr Bytes = Expr(Rational(Elements, 32)) * sizeOf(P->getPointeeType());
    addBytes(Spaces.pointerSpace(Ptr), Bytes, /*Store=*/!Load, Ptr);
    return;
  }
  case CallKind::Free:
  case CallKind::NotIntrinsic:
    return;
  }
}

void KernelAnalyzer::walkConstruct(const CXXConstructExpr *CE) {
  const CXXConstructorDecl *Ctor = CE->getConstructor();
  // A trivial copy of a struct reads it whole (a float4 load is 16 bytes).
  if (Ctor->isCopyOrMoveConstructor() && Ctor->isTrivial() &&
      CE->getNumArgs() >= 1) {
    const clang::Expr *Arg = CE->getArg(0);
    if (Arg->isGLValue()) {
      walkLValue(Arg);
      addLoad(Spaces.lvalueSpace(Arg), Arg->getType(), Arg);
    } else {
      walkStmt(Arg);
    }
    return;
  }
  std::vector<const clang::Expr *> Args(CE->arg_begin(), CE->arg_end());
  if (isLibraryFunction(Ctor, Ctx.getSourceManager())) {
    for (const clang::Expr *Arg : Args) {
      walkStmt(Arg);
      if (Arg->isGLValue() &&
          !isa<MaterializeTemporaryExpr>(Arg->IgnoreParens()))
        addLoad(Spaces.lvalueSpace(Arg), Arg->getType(), Arg);
    }
    // __half(1.0f) and friends are conversions.
    auto To = floatInfo(CE->getType());
    if (Args.size() == 1 && To) {
      auto From = floatInfo(Args[0]->getType());
      if (!From || From->first != To->first)
        Cur->OtherOps += Expr(1);
    }
    return;
  }
  inlineCall(Ctor, CE, Args, MemSpace::Local);
}

void KernelAnalyzer::walkOperatorCall(const CXXOperatorCallExpr *OC) {
  const FunctionDecl *FD = OC->getDirectCallee();
  if (!FD) {
    for (const clang::Expr *Arg : OC->arguments())
      walkStmt(Arg);
    return;
  }
  OverloadedOperatorKind Op = OC->getOperator();
  if (!isLibraryFunction(FD, Ctx.getSourceManager())) {
    std::vector<const clang::Expr *> Args(OC->arg_begin(), OC->arg_end());
    std::optional<MemSpace> This;
    if (isa<CXXMethodDecl>(FD) && !Args.empty()) {
      const clang::Expr *Obj = Args.front();
      walkLValue(Obj);
      This = Spaces.lvalueSpace(Obj);
      Args.erase(Args.begin());
    }
    inlineCall(FD, OC, Args, This);
    return;
  }
  // Assignment through a library operator= (a trivial struct copy, or
  // __half's own operator= from __half or float): a store of the left side,
  // a load of the right side when it is memory, a conversion when the types
  // differ.
  if (Op == OO_Equal && OC->getNumArgs() == 2) {
    const clang::Expr *L = OC->getArg(0), *R = OC->getArg(1);
    if (R->isGLValue()) {
      walkLValue(R);
      addLoad(Spaces.lvalueSpace(R), R->getType(), R);
    } else {
      walkStmt(R);
    }
    walkLValue(L);
    addStore(Spaces.lvalueSpace(L), L->getType(), L);
    auto To = floatInfo(L->getType()), From = floatInfo(R->getType());
    if (To && (!From || From->first != To->first))
      Cur->OtherOps += Expr(1);
    return;
  }
  // Operators of __half, __half2, __nv_bfloat16, __nv_bfloat162 (cuda_fp16.h).
  QualType T0 = OC->getNumArgs() ? OC->getArg(0)->getType() : QualType();
  bool Half = floatInfo(T0).has_value();
  bool IsCompound = Op == OO_PlusEqual || Op == OO_MinusEqual ||
                    Op == OO_StarEqual || Op == OO_SlashEqual ||
                    Op == OO_PlusPlus || Op == OO_MinusMinus;
  for (unsigned I = 0; I < OC->getNumArgs(); ++I) {
    const clang::Expr *Arg = OC->getArg(I);
    if (I == 0 && IsCompound) {
      walkLValue(Arg);
      continue;
    }
    walkStmt(Arg);
    if (Arg->isGLValue())
      addLoad(Spaces.lvalueSpace(Arg), Arg->getType(), Arg);
  }
  if (!Half)
    return;
  bool Binary = OC->getNumArgs() == 2;
  if (IsCompound) {
    MemSpace Space = Spaces.lvalueSpace(OC->getArg(0));
    addLoad(Space, T0, OC->getArg(0));
    addFlops(T0, 1);
    addStore(Space, T0, OC->getArg(0));
    return;
  }
  switch (Op) {
  case OO_Plus:
  case OO_Minus:
  case OO_Star:
  case OO_Slash:
    if (Binary)
      addFlops(T0, 1);
    else if (Op == OO_Minus)
      addOther(T0);
    return;
  case OO_EqualEqual:
  case OO_ExclaimEqual:
  case OO_Less:
  case OO_LessEqual:
  case OO_Greater:
  case OO_GreaterEqual:
    addOther(T0);
    return;
  default:
    return;
  }
}

void KernelAnalyzer::inlineCall(const FunctionDecl *FD, const clang::Expr *Site,
                                llvm::ArrayRef<const clang::Expr *> Args,
                                std::optional<MemSpace> This) {
  const FunctionDecl *Def = FD->getDefinition();
  if (!Def || !Def->getBody()) {
    for (const clang::Expr *Arg : Args)
      walkStmt(Arg);
    assume(DiagId::OpaqueCall,
           "call to '" + nameOf(FD) +
               "' without a visible body contributes nothing",
           Site->getExprLoc());
    return;
  }
  if (std::count(CallStack.begin(), CallStack.end(), Def) >=
      MaxInlineDepthPerFunction) {
    for (const clang::Expr *Arg : Args)
      walkStmt(Arg);
    assume(DiagId::Recursion,
           "recursion into '" + nameOf(FD) + "' cut at depth " +
               std::to_string(MaxInlineDepthPerFunction),
           Site->getExprLoc());
    return;
  }
  // Evaluate the arguments in the caller's environment, then bind them.
  std::vector<std::pair<const ValueDecl *, VarState>> Bound;
  for (unsigned I = 0; I < Args.size(); ++I) {
    const clang::Expr *Arg = Args[I];
    const ParmVarDecl *P =
        I < Def->getNumParams() ? Def->getParamDecl(I) : nullptr;
    VarState State;
    if (P && P->getType()->isReferenceType()) {
      if (Arg->isGLValue()) {
        walkLValue(Arg);
        State.RefersTo = Spaces.lvalueSpace(Arg);
      } else {
        walkStmt(Arg);
        State.RefersTo = MemSpace::Local;
      }
    } else {
      walkStmt(Arg);
      if (P && P->getType()->isIntegralOrEnumerationType())
        State.Value = symbolicValue(Arg);
      else if (P && P->getType()->isPointerType()) {
        State.PointsTo = Spaces.pointerSpace(Arg);
        if (Mode.tracksAddresses())
          State.Addr = pointerAddress(Arg);
      }
    }
    if (P)
      Bound.emplace_back(P, State);
  }
  std::vector<std::pair<const ValueDecl *, std::optional<VarState>>> Saved;
  for (auto &[P, State] : Bound) {
    const VarState *Old = Env.find(P);
    Saved.emplace_back(P, Old ? std::optional<VarState>(*Old) : std::nullopt);
    Env.bind(P, State);
  }
  std::optional<MemSpace> Ret;
  std::optional<MemSpace> *SavedReturn = CurrentReturn;
  CurrentReturn = &Ret;
  CallStack.push_back(Def);
  Spaces.enterCall(This.value_or(MemSpace::Unknown));
  walkStmt(Def->getBody());
  Spaces.leaveCall(Site, Ret.value_or(MemSpace::Unknown));
  CallStack.pop_back();
  CurrentReturn = SavedReturn;
  for (auto &[P, Old] : Saved) {
    if (Old)
      Env.bind(P, *Old);
    else
      Env.unbind(P);
  }
  // A local passed by non-const reference may have been written.
  for (unsigned I = 0; I < Args.size() && I < Def->getNumParams(); ++I) {
    QualType PT = Def->getParamDecl(I)->getType();
    if (PT->isReferenceType() && !PT.getNonReferenceType().isConstQualified())
      forgetValue(Args[I]);
  }
}

} // namespace roofline
