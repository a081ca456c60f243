//===- HostIntegers.cpp - Integer and dim3 host values --------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The integer and dim3 values of host expressions: constants, arithmetic,
// dim3 members, array elements, one-line helpers with their parameters bound,
// and variables, whose values HostEval.cpp replays.
//
//===----------------------------------------------------------------------===//

#include "HostEval.h"

#include "roofline/Frontend/IntegerOps.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/DiagnosticAST.h"

#include <cstdint>
#include <set>

using namespace clang;

namespace roofline {

namespace {

/// The functions of the AST being read whose calls Clang's constant
/// evaluator gave up on at its step limit (a `constexpr fib(30)`): each try
/// costs the whole limit, about a second, so an expression that calls one
/// is not given to it again. The evaluator here computes such a call, its
/// calls with constant arguments memoized (HostEvalState::Calls).
thread_local std::set<const FunctionDecl *> CostlyCalls;

/// Whether S calls a function of CostlyCalls.
bool callsCostly(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *Call = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *FD = Call->getDirectCallee();
        FD && CostlyCalls.count(FD->getCanonicalDecl()))
      return true;
  return llvm::any_of(S->children(), callsCostly);
}

/// Adds the functions S calls to CostlyCalls.
void rememberCallees(const Stmt *S) {
  if (!S)
    return;
  if (const auto *Call = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *FD = Call->getDirectCallee())
      CostlyCalls.insert(FD->getCanonicalDecl());
  for (const Stmt *Child : S->children())
    rememberCallees(Child);
}

/// Clang's value of the integer expression E, when it folds to one within
/// its step limit (and 63 bits).
std::optional<int64_t> clangValue(const clang::Expr *E, ASTContext &Ctx) {
  if (!CostlyCalls.empty() && callsCostly(E))
    return std::nullopt;
  clang::Expr::EvalResult R;
  SmallVector<PartialDiagnosticAt, 4> Notes;
  R.Diag = &Notes;
  if (E->EvaluateAsInt(R, Ctx) && R.Val.getInt().getSignificantBits() <= 63)
    return R.Val.getInt().getExtValue();
  for (const PartialDiagnosticAt &N : Notes)
    if (N.second.getDiagID() == diag::note_constexpr_step_limit_exceeded)
      rememberCallees(E);
  return std::nullopt;
}

} // namespace

void resetCostlyCalls() { CostlyCalls.clear(); }

std::optional<Expr> HostEvaluator::intValue(const clang::Expr *E,
                                            unsigned Depth) {
  if (!E || !enter(Depth))
    return std::nullopt;
  if (!E->isValueDependent() && !E->isTypeDependent() &&
      E->getType()->isIntegralOrEnumerationType())
    if (auto V = clangValue(E, Ctx))
      return Expr(*V);
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    if (Cast->getCastKind() == CK_FloatingToIntegral)
      return floatToInt(Cast, Depth);
    auto V = intValue(Cast->getSubExpr(), Depth + 1);
    // Converted as device code converts it (IntegerOps.h).
    QualType T = Cast->getType();
    if (V && Cast->getCastKind() == CK_IntegralCast && T->isIntegerType()) {
      V = convertInteger(*V, Ctx.getIntWidth(T),
                         T->isUnsignedIntegerOrEnumerationType());
      // Host values are read as int64_t: an unsigned one past it has none.
      if (auto C = V ? V->asConstant() : std::nullopt;
          C && C->num() > INT64_MAX)
        return std::nullopt;
    }
    return V;
  }
  if (const auto *FE = dyn_cast<FullExpr>(E))
    return intValue(FE->getSubExpr(), Depth + 1);
  if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
    return intValue(MT->getSubExpr(), Depth + 1);
  if (const auto *DA = dyn_cast<CXXDefaultArgExpr>(E))
    return intValue(DA->getExpr(), Depth + 1);
  if (const auto *IL = dyn_cast<InitListExpr>(E); IL && IL->getNumInits() == 1)
    return intValue(IL->getInit(0), Depth + 1); // int n{expr}
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *EC = dyn_cast<EnumConstantDecl>(DRE->getDecl()))
      return Expr(EC->getInitVal().getExtValue());
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD ||
        !VD->getType().getNonReferenceType()->isIntegralOrEnumerationType())
      return std::nullopt;
    if (VD->hasGlobalStorage() && !VD->isStaticLocal()) {
      if (VD->getType().isConstQualified() && VD->getInit())
        return intValue(VD->getInit(), Depth + 1);
      return globalValue(VD, Depth);
    }
    auto V = valueAt(VD, Depth);
    return V ? V->Int : std::nullopt;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    // -n; n++ reads n, ++n reads n + 1 (the write itself runs after the point).
    auto V = intValue(UO->getSubExpr(), Depth + 1);
    if (!V)
      return std::nullopt;
    switch (UO->getOpcode()) {
    case UO_LNot:
      if (auto K = V->asConstant())
        return Expr(K->isZero() ? 1 : 0);
      return std::nullopt;
    case UO_Plus:
    case UO_PostInc:
    case UO_PostDec:
      return V;
    case UO_Minus:
      return -*V;
    case UO_PreInc:
      return *V + Expr(1);
    case UO_PreDec:
      return *V - Expr(1);
    default:
      return std::nullopt;
    }
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    // deviceProp.multiProcessorCount: the GPU's, given per GPU placed on.
    QualType Base = ME->getBase()->getType();
    if (ME->isArrow() && Base->isPointerType())
      Base = Base->getPointeeType();
    if (const auto *RD = Base.getNonReferenceType()->getAsRecordDecl())
      if (RD->getName() == "cudaDeviceProp") {
        std::string Name =
            "cudaDeviceProp." + ME->getMemberDecl()->getName().str();
        St.Origins[Name] = "the device's property, read at " +
                           where(ME->getBeginLoc()) +
                           "; each GPU of the report gives its value";
        return Expr::symbol(Name);
      }
    // p.n of a struct whose value is known
    if (isHostRecord(ME->getBase()->getType()))
      if (auto V = memberValue(ME, Depth + 1))
        return V->Int;
    // block.x
    if (!isDim3(ME->getBase()->getType())) {
      because("the member '" + ME->getMemberDecl()->getName().str() + "' at " +
              where(ME->getBeginLoc()));
      return std::nullopt;
    }
    int I = dimIndex(ME->getMemberDecl()->getName());
    auto D = dim3Value(ME->getBase(), Depth + 1);
    if (I < 0 || !D)
      return std::nullopt;
    return (*D)[I];
  }
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
    return arrayElement(AS, Depth);
  if (const auto *BO = dyn_cast<BinaryOperator>(E))
    return binaryValue(BO, Depth);
  if (const auto *CO = dyn_cast<ConditionalOperator>(E))
    return conditionalValue(CO, Depth);
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return callValue(Call, Depth);
  return std::nullopt;
}

std::optional<Expr> HostEvaluator::binaryValue(const BinaryOperator *BO,
                                               unsigned Depth) {
  if (BO->isComparisonOp() && BO->getLHS()->getType()->isRealFloatingType()) {
    auto L = floatValue(BO->getLHS(), Depth + 1);
    auto R = floatValue(BO->getRHS(), Depth + 1);
    if (!L || !R)
      return std::nullopt;
    switch (BO->getOpcode()) {
    case BO_LT:
      return Expr(*L < *R ? 1 : 0);
    case BO_GT:
      return Expr(*L > *R ? 1 : 0);
    case BO_LE:
      return Expr(*L <= *R ? 1 : 0);
    case BO_GE:
      return Expr(*L >= *R ? 1 : 0);
    case BO_EQ:
      return Expr(*L == *R ? 1 : 0);
    default:
      return Expr(*L != *R ? 1 : 0);
    }
  }
  auto L = intValue(BO->getLHS(), Depth + 1);
  if (BO->isLogicalOp() && L)
    if (auto KL = L->asConstant()) {
      // && and || on a known left side: the right side may not matter.
      if (BO->getOpcode() == BO_LAnd && KL->isZero())
        return Expr(0);
      if (BO->getOpcode() == BO_LOr && !KL->isZero())
        return Expr(1);
      auto R = intValue(BO->getRHS(), Depth + 1);
      auto KR = R ? R->asConstant() : std::nullopt;
      if (!KR)
        return std::nullopt;
      return Expr(KR->isZero() ? 0 : 1);
    }
  auto R = intValue(BO->getRHS(), Depth + 1);
  if (!L || !R)
    return std::nullopt;
  if (BO->isComparisonOp()) {
    // On numbers only: a comparison of symbols is not a value.
    auto KL = L->asConstant(), KR = R->asConstant();
    if (!KL || !KR)
      return std::nullopt;
    bool V = false;
    switch (BO->getOpcode()) {
    case BO_LT:
      V = *KL < *KR;
      break;
    case BO_GT:
      V = *KR < *KL;
      break;
    case BO_LE:
      V = !(*KR < *KL);
      break;
    case BO_GE:
      V = !(*KL < *KR);
      break;
    case BO_EQ:
      V = *KL == *KR;
      break;
    default:
      V = !(*KL == *KR);
      break;
    }
    return Expr(V ? 1 : 0);
  }
  return hostInteger(applyIntegerOp(BO->getOpcode(), *L, *R,
                                    integerTypeOf(Ctx, BO->getType())));
}

std::optional<Expr>
HostEvaluator::conditionalValue(const ConditionalOperator *CO, unsigned Depth) {
  const clang::Expr *Cond = CO->getCond();
  if (!Cond->isValueDependent()) {
    bool Taken;
    if (Cond->EvaluateAsBooleanCondition(Taken, Ctx))
      return intValue(Taken ? CO->getTrueExpr() : CO->getFalseExpr(),
                      Depth + 1);
    if (auto C = intValue(Cond, Depth + 1))
      if (auto K = C->asConstant())
        return intValue(K->isZero() ? CO->getFalseExpr() : CO->getTrueExpr(),
                        Depth + 1);
  }
  // MIN(a, b) written as `a < b ? a : b` (and its mirror images): min or
  // max of the two, whatever their values.
  if (const auto *C = dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts());
      C && C->isRelationalOp()) {
    const clang::Expr *T = CO->getTrueExpr(), *F = CO->getFalseExpr();
    auto Same = [&](const clang::Expr *A, const clang::Expr *B) {
      llvm::FoldingSetNodeID IA, IB;
      A->IgnoreParenImpCasts()->Profile(IA, Ctx, /*Canonical=*/true);
      B->IgnoreParenImpCasts()->Profile(IB, Ctx, /*Canonical=*/true);
      return IA == IB;
    };
    bool Less = C->getOpcode() == BO_LT || C->getOpcode() == BO_LE;
    bool Direct = Same(T, C->getLHS()) && Same(F, C->getRHS());
    bool Swapped = Same(T, C->getRHS()) && Same(F, C->getLHS());
    if (Direct || Swapped) {
      auto A = intValue(C->getLHS(), Depth + 1);
      auto B = intValue(C->getRHS(), Depth + 1);
      if (!A || !B)
        return std::nullopt;
      return Less == Direct ? Expr::min(*A, *B) : Expr::max(*A, *B);
    }
  }
  // `argc > 1 ? atoi(argv[1]) : 1024`: the default without arguments.
  bool T = readsMainParam(CO->getTrueExpr(), "argv");
  bool F = readsMainParam(CO->getFalseExpr(), "argv");
  if (readsMainParam(Cond, "argc") && T != F) {
    auto V = intValue(T ? CO->getFalseExpr() : CO->getTrueExpr(), Depth + 1);
    if (V)
      St.Assumptions.push_back(
          {diagId(DiagId::HostDefault),
           "the program runs without command-line arguments: " +
               where(CO->getBeginLoc()) + " takes its default " + V->str(),
           {}});
    return V;
  }
  because("a condition evaluated at run time at " + where(CO->getBeginLoc()));
  return std::nullopt;
}

const clang::Expr *HostEvaluator::constGlobalInit(const VarDecl *VD) {
  if (VD->getType().isConstQualified() && VD->getInit())
    return VD->getInit();
  because("the global '" + VD->getName().str() + "'");
  return nullptr;
}

std::optional<Expr> HostEvaluator::globalValue(const VarDecl *VD,
                                               unsigned Depth) {
  // A global the program sets once, by one plain assignment, to a value
  // that does not depend on where it is set (a constant, the device's
  // properties): taken as set before the launch, and said so.
  auto It = St.Globals ? St.Globals->find(VD->getCanonicalDecl())
                       : GlobalAssignments::const_iterator();
  if (!St.Globals || It == St.Globals->end() || It->second.Other ||
      It->second.Assigns.size() != 1) {
    because("the global '" + VD->getName().str() +
            "' (written in several places, or never)");
    return std::nullopt;
  }
  const auto &[Fn, Assign] = It->second.Assigns.front();
  HostEvaluator AtAssign(Ctx, Fn, Assign->getBeginLoc(), St, nullptr);
  auto Saved = std::move(St.Values);
  St.Values.clear();
  auto V = AtAssign.intValue(Assign->getRHS(), Depth + 1);
  St.Values = std::move(Saved);
  if (!V)
    return std::nullopt;
  for (const std::string &S : V->symbols())
    if (S.rfind("cudaDeviceProp.", 0) != 0)
      return std::nullopt;
  St.Assumptions.push_back({diagId(DiagId::HostDefault),
                            "the global '" + VD->getName().str() +
                                "' is taken as set at " +
                                where(Assign->getBeginLoc()) + " (" + V->str() +
                                ") before the launch",
                            {}});
  return V;
}

std::optional<Expr> HostEvaluator::arrayElement(const ArraySubscriptExpr *AS,
                                                unsigned Depth) {
  // sizes[j] of `int sizes[] = {32, 64}` that nothing writes
  const auto *DRE = dyn_cast<DeclRefExpr>(AS->getBase()->IgnoreParenImpCasts());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!VD || !VD->getType()->isArrayType() || !VD->getInit()) {
    because("an array element at " + where(AS->getBeginLoc()));
    return std::nullopt;
  }
  bool Const = Ctx.getBaseElementType(VD->getType()).isConstQualified();
  if (!Const) {
    if (VD->hasGlobalStorage() || VD->isStaticLocal()) {
      because("the array '" + VD->getName().str() + "' (not const)");
      return std::nullopt;
    }
    if (const Stmt *Body = Host->getBody()) {
      const BodyWrites &BW = bodyWrites(Body);
      if (BW.Writes.count(VD)) {
        because("the array '" + VD->getName().str() + "' is written at " +
                where(BW.Writes.at(VD).front().S->getBeginLoc()));
        return std::nullopt;
      }
    }
  }
  auto Index = intValue(AS->getIdx(), Depth + 1);
  auto K = Index ? Index->asConstant() : std::nullopt;
  if (!K || !K->isInteger() || K->isNegative())
    return std::nullopt;
  const auto *List =
      dyn_cast<InitListExpr>(VD->getInit()->IgnoreParenImpCasts());
  if (!List || K->num() >= static_cast<int64_t>(List->getNumInits()))
    return std::nullopt;
  HostEvaluator AtInit = at(VD->getInit()->getBeginLoc());
  return AtInit.intValue(List->getInit(static_cast<unsigned>(K->num())),
                         Depth + 1);
}

std::optional<Expr> HostEvaluator::callValue(const CallExpr *Call,
                                             unsigned Depth) {
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD || !FD->getDeclName().isIdentifier()) {
    because("an indirect call at " + where(Call->getBeginLoc()));
    return std::nullopt;
  }
  StringRef Name = FD->getName();
  // min, umin, std::min, ... (std::min's name is "min").
  if (isIntegerMinMax(Name) && Call->getNumArgs() == 2) {
    auto A = intValue(Call->getArg(0), Depth + 1);
    auto B = intValue(Call->getArg(1), Depth + 1);
    if (!A || !B)
      return std::nullopt;
    return applyMinMax(Name, *A, *B);
  }
  // std::forward / std::move of an integer: the value itself.
  if ((Name == "forward" || Name == "move") && Call->getNumArgs() == 1)
    return intValue(Call->getArg(0), Depth + 1);
  // ceil_div(a, b) and friends: a helper that returns once, at its end.
  Environment Args;
  auto Inner = helperAtReturn(Call, Depth, Args);
  if (!Inner) {
    std::string Text = Name.str() + "(";
    if (Call->getNumArgs() > 0 && readsMainParam(Call->getArg(0), "argv"))
      Text += "argv";
    because(Text + ") at " + where(Call->getBeginLoc()));
    return std::nullopt;
  }
  // With integer constants for arguments, the value is the same at every
  // call: computed once.
  std::optional<HostEvalState::CallKey> Key =
      HostEvalState::CallKey{FD->getCanonicalDecl(), {}};
  for (unsigned I = 0; I < FD->getNumParams() && Key; ++I) {
    auto It = Args.find(Inner->Eval.Host->getParamDecl(I));
    auto C = It != Args.end() && It->second.Int && !It->second.Dim &&
                     !It->second.Float && !It->second.Fields &&
                     It->second.Assumptions.empty()
                 ? It->second.Int->asConstant()
                 : std::nullopt;
    if (C && C->isInteger())
      Key->second.push_back(C->num());
    else
      Key.reset();
  }
  if (Key)
    if (auto It = St.Calls.find(*Key); It != St.Calls.end())
      return It->second;
  unsigned Hits = St.LimitHits;
  size_t Assumed = St.Assumptions.size();
  // The helper's values do not depend on this point: a fresh memo.
  auto Saved = std::move(St.Values);
  St.Values.clear();
  auto R = Inner->Eval.intValue(Inner->Returned, Depth + 1);
  St.Values = std::move(Saved);
  if (Key && R && Hits == St.LimitHits && Assumed == St.Assumptions.size())
    St.Calls.emplace(std::move(*Key), *R);
  return R;
}

std::optional<HostValue> HostEvaluator::argumentValue(const clang::Expr *E,
                                                      QualType T) {
  HostValue V;
  T = T.getNonReferenceType();
  if (isDim3(T))
    V.Dim = dim3Value(E);
  else if (isHostRecord(T)) {
    V.Fields = recordValue(E);
    return V; // a struct not known is a struct of unknown fields
  } else if (T->isRealFloatingType())
    V.Float = floatValue(E);
  else if (T->isIntegralOrEnumerationType())
    V.Int = intValue(E);
  else
    return V; // pointers and objects: nothing to know
  if (!V.Dim && !V.Float && !V.Int)
    return std::nullopt;
  return V;
}

std::optional<Dim3> HostEvaluator::dim3Value(const clang::Expr *E,
                                             unsigned Depth) {
  if (!E || !enter(Depth))
    return std::nullopt;
  E = E->IgnoreParenImpCasts();
  if (const auto *FE = dyn_cast<FullExpr>(E))
    return dim3Value(FE->getSubExpr(), Depth + 1);
  if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
    return dim3Value(MT->getSubExpr(), Depth + 1);
  if (const auto *BT = dyn_cast<CXXBindTemporaryExpr>(E))
    return dim3Value(BT->getSubExpr(), Depth + 1);
  if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
    return dim3Value(FC->getSubExpr(), Depth + 1);
  if (const auto *DA = dyn_cast<CXXDefaultArgExpr>(E))
    return dim3Value(DA->getExpr(), Depth + 1);
  if (!E->getType()->isIntegralOrEnumerationType() && !isDim3(E->getType()))
    return std::nullopt;
  if (E->getType()->isIntegralOrEnumerationType()) {
    auto X = intValue(E, Depth + 1);
    if (!X)
      return std::nullopt;
    return Dim3{*X, Expr(1), Expr(1)};
  }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
    if (CE->getConstructor()->isCopyOrMoveConstructor() &&
        CE->getNumArgs() == 1)
      return dim3Value(CE->getArg(0), Depth + 1);
    Dim3 D{Expr(1), Expr(1), Expr(1)};
    bool Known = true;
    for (unsigned I = 0; I < CE->getNumArgs() && I < 3; ++I) {
      const clang::Expr *Arg = CE->getArg(I);
      if (isa<CXXDefaultArgExpr>(Arg))
        continue;
      // Every component, known or not: what each lacks is named.
      auto V = intValue(Arg, Depth + 1);
      if (V)
        D[I] = *V;
      Known = Known && V;
    }
    if (!Known)
      return std::nullopt;
    return D;
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    auto V = returnedValue(Call, E->getType(), Depth + 1);
    return V ? V->Dim : std::nullopt;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    // p.grid of a struct whose value is known
    auto V = memberValue(ME, Depth + 1);
    return V ? V->Dim : std::nullopt;
  }
  if (const auto *VD = varOf(E)) {
    if (VD->hasGlobalStorage() && !VD->isStaticLocal()) {
      const clang::Expr *Init = constGlobalInit(VD);
      return Init ? dim3Value(Init, Depth + 1) : std::nullopt;
    }
    auto V = valueAt(VD, Depth);
    return V ? V->Dim : std::nullopt;
  }
  return std::nullopt;
}

} // namespace roofline
