//===- SymbolicValue.cpp - Integer values as expressions ------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The integer value of an expression in terms of symbols: kernel parameters,
// template parameters, launch dimensions and thread indices. This is what loop
// bounds, guards and launch arithmetic are made of. Division is floor division
// (sizes and indices are taken as non-negative, as C's truncation agrees).
//
//===----------------------------------------------------------------------===//

#include "KernelAnalyzer.h"
#include "roofline/Frontend/IntegerOps.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

#include <cmath>
#include <vector>

using namespace clang;

namespace roofline {

std::optional<Expr> KernelAnalyzer::builtinIndex(const clang::Expr *E) {
  E = E->IgnoreParenImpCasts();
  const auto *POE = dyn_cast<PseudoObjectExpr>(E);
  if (!POE)
    return std::nullopt;
  const auto *Ref =
      dyn_cast<MSPropertyRefExpr>(POE->getSyntacticForm()->IgnoreParens());
  if (!Ref)
    return std::nullopt;
  const clang::Expr *BaseE = Ref->getBaseExpr()->IgnoreParenImpCasts();
  if (const auto *OVE = dyn_cast<OpaqueValueExpr>(BaseE))
    BaseE = OVE->getSourceExpr()->IgnoreParenImpCasts();
  const auto *Base = dyn_cast<DeclRefExpr>(BaseE);
  if (!Base)
    return std::nullopt;
  StringRef Var = Base->getDecl()->getName();
  if (Var != "threadIdx" && Var != "blockIdx" && Var != "blockDim" &&
      Var != "gridDim")
    return std::nullopt;
  std::string Name = (Var + "." + Ref->getPropertyDecl()->getName()).str();
  if (auto V = Mode.valueOf(Name))
    return *V;
  return Expr::symbol(Name);
}

Expr KernelAnalyzer::parameterValue(const ValueDecl *P) {
  return parameterValue(P->getName().str());
}

Expr KernelAnalyzer::parameterValue(const std::string &Name) {
  if (auto V = Mode.valueOf(Name))
    return *V;
  return Expr::symbol(Name);
}

std::optional<std::string>
KernelAnalyzer::parameterMember(const MemberExpr *ME) {
  if (!ME->getType()->isIntegralOrEnumerationType())
    return std::nullopt;
  std::string Path;
  const clang::Expr *Base = ME;
  while (const auto *M = dyn_cast<MemberExpr>(Base)) {
    const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl());
    if (M->isArrow() || !F || !F->getDeclName().isIdentifier())
      return std::nullopt;
    Path = "." + F->getName().str() + Path;
    Base = M->getBase()->IgnoreParenImpCasts();
  }
  const auto *DRE = dyn_cast<DeclRefExpr>(Base);
  const auto *P = DRE ? dyn_cast<ParmVarDecl>(DRE->getDecl()) : nullptr;
  if (!P || P->getDeclContext() != Kernel || !P->getType()->isRecordType() ||
      !Env.isUnchangedParam(P) || !Kernel->getBody())
    return std::nullopt;
  // Written anywhere in the kernel (a member assigned, passed by non-const
  // reference): not the launch's value throughout, so not a symbol. A const
  // parameter is never written (`const uint3 ne12`), and needs no search.
  auto [It, New] = Consts.facts().UnwrittenRecords.try_emplace(P, false);
  if (New)
    It->second = P->getType().isConstQualified() ||
                 !ExprMutationAnalyzer(*Kernel->getBody(), Ctx).isMutated(P);
  if (!It->second)
    return std::nullopt;
  return P->getName().str() + Path;
}

/// Cooperative groups' accessors in terms of the built-in indices:
/// thread_block's thread_rank() is the linear thread index and size() the
/// block's size; a thread_block_tile<N>'s thread_rank() is that index mod N,
/// size() is N, meta_group_rank() and meta_group_size() the tile's number and
/// count.
std::optional<Expr>
KernelAnalyzer::cooperativeGroupsValue(const CallExpr *Call) {
  // Member calls, static ones included (`cta.thread_rank()` calls a static
  // method through the object): the record is the object's type.
  const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
  if (!MD || !MD->getDeclName().isIdentifier())
    return std::nullopt;
  const CXXRecordDecl *RD = MD->getParent();
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call))
    RD = MC->getRecordDecl() ? MC->getRecordDecl() : RD;
  else if (const auto *ME =
               dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParenImpCasts()))
    if (const CXXRecordDecl *Obj =
            ME->getBase()->getType()->isPointerType()
                ? ME->getBase()->getType()->getPointeeCXXRecordDecl()
                : ME->getBase()->getType()->getAsCXXRecordDecl())
      RD = Obj;
  if (!RD)
    return std::nullopt;
  const SourceManager &SM = Ctx.getSourceManager();
  if (!SM.isInSystemHeader(SM.getExpansionLoc(RD->getLocation())))
    return std::nullopt;
  auto Builtin = [&](const char *Name) {
    std::string N = Name;
    if (auto V = Mode.valueOf(N))
      return *V;
    return Expr::symbol(N);
  };
  Expr BX = Builtin("blockDim.x"), BY = Builtin("blockDim.y"),
       BZ = Builtin("blockDim.z");
  Expr Rank = Builtin("threadIdx.x") + Builtin("threadIdx.y") * BX +
              Builtin("threadIdx.z") * BX * BY;
  Expr Size = BX * BY * BZ;
  StringRef Method = MD->getName();
  StringRef Record = RD->getName();
  std::optional<int64_t> Tile;
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    if (Spec->getTemplateArgs().size() >= 1 &&
        Spec->getTemplateArgs()[0].getKind() == TemplateArgument::Integral)
      Tile = Spec->getTemplateArgs()[0].getAsIntegral().getExtValue();
  if (Record.contains("thread_block_tile") ||
      Record.contains("tiled_partition")) {
    if (!Tile || *Tile <= 0)
      return std::nullopt;
    if (Method == "thread_rank")
      return Expr::mod(Rank, Expr(*Tile));
    if (Method == "size" || Method == "num_threads")
      return Expr(*Tile);
    if (Method == "meta_group_rank")
      return Expr::floorDiv(Rank, Expr(*Tile));
    if (Method == "meta_group_size")
      return Expr::floorDiv(Size, Expr(*Tile));
    return std::nullopt;
  }
  if (Record == "thread_block") {
    if (Method == "thread_rank")
      return Rank;
    if (Method == "size" || Method == "num_threads")
      return Size;
  }
  return std::nullopt;
}

/// An integer constant as the exact number it is in its own type
/// (`~0ULL` is 2^64 - 1, not -1).
static std::optional<Expr> fromAPSInt(const llvm::APSInt &V) {
  if (V.isSigned() ? V.getSignificantBits() > 64 : V.getActiveBits() > 64)
    return std::nullopt;
  if (V.isSigned())
    return Expr(V.getSExtValue());
  return Expr(Rational(static_cast<Rational::Int>(V.getZExtValue()), 1));
}

/// The value a name designates: a kernel parameter or one of its struct
/// members, a template parameter, an enumerator, a local the walk tracks, a
/// constant global.
std::optional<Expr> KernelAnalyzer::namedValue(const clang::Expr *E) {
  if (const auto *ME = dyn_cast<MemberExpr>(E))
    if (auto Name = parameterMember(ME))
      return parameterValue(*Name);
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const ValueDecl *D = DRE->getDecl();
    if (const auto *NTTP = dyn_cast<NonTypeTemplateParmDecl>(D))
      return Expr::symbol(NTTP->getName().str());
    if (const auto *EC = dyn_cast<EnumConstantDecl>(D))
      return fromAPSInt(EC->getInitVal());
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!VD || !VD->getType()->isIntegralOrEnumerationType())
      return std::nullopt;
    if (const VarState *S = Env.find(VD))
      return S->Value;
    if (isa<ParmVarDecl>(VD) && VD->getDeclContext() == Kernel)
      return parameterValue(VD);
    if (VD->getType().isConstQualified() && VD->getInit() &&
        VD->hasGlobalStorage())
      return symbolicValue(VD->getInit());
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<Expr> KernelAnalyzer::symbolicValue(const clang::Expr *E) {
  if (!E)
    return std::nullopt;
  if (auto V = Consts.integer(E))
    return fromAPSInt(*V);
  E = E->IgnoreParens();
  if (auto B = builtinIndex(E))
    return B;
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    const clang::Expr *Sub = Cast->getSubExpr();
    if (Cast->getCastKind() == CK_IntegralCast) {
      auto V = symbolicValue(Sub);
      QualType T = Cast->getType();
      if (!V || !T->isIntegerType())
        return V;
      return convertInteger(*V, Ctx.getIntWidth(T),
                            T->isUnsignedIntegerOrEnumerationType());
    }
    if (Sub->getType()->isIntegralOrEnumerationType() ||
        Cast->getCastKind() == CK_LValueToRValue)
      return symbolicValue(Sub);
    // `int p = __powf(2, i)` with i known: a real value that is exactly an
    // integer (2^i) converts to that integer. Anything else (a fraction that
    // the conversion truncates, where float and double could disagree) stays
    // unknown.
    if (Cast->getCastKind() == CK_FloatingToIntegral)
      if (auto F = evaluateFloat(Sub))
        if (std::isfinite(*F) && std::floor(*F) == *F && std::fabs(*F) < 9e15)
          return Expr(static_cast<int64_t>(*F));
    return std::nullopt;
  }
  if (const auto *Subst = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
    return symbolicValue(Subst->getReplacement());
  if (const auto *CE = dyn_cast<ConstantExpr>(E))
    return symbolicValue(CE->getSubExpr());
  if (const auto *IL = dyn_cast<InitListExpr>(E); IL && IL->getNumInits() == 1)
    return symbolicValue(IL->getInit(0)); // n{expr}
  if (isa<MemberExpr, DeclRefExpr>(E))
    return namedValue(E);
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (!BO->getType()->isIntegralOrEnumerationType())
      return std::nullopt;
    BinaryOperatorKind Op = BO->getOpcode();
    if (Op == BO_Comma)
      return symbolicValue(BO->getRHS());
    // `bool upper = threadIdx.x >= 128;`: a comparison is a 0/1 value.
    if (BO->isComparisonOp() || BO->isLogicalOp())
      return indicatorOf(BO);
    auto L = symbolicValue(BO->getLHS());
    if (!L)
      return std::nullopt;
    auto R = symbolicValue(BO->getRHS());
    if (!R)
      return std::nullopt;
    IntegerType T = integerTypeOf(Ctx, BO->getType());
    noteSignedOverflow(Op, *L, *R, T, BO->getType(), BO->getExprLoc());
    return applyIntegerOp(Op, *L, *R, T);
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() == UO_LNot)
      return indicatorOf(UO);
    if (UO->getOpcode() == UO_Minus)
      if (auto V = symbolicValue(UO->getSubExpr()))
        return -*V;
    if (UO->getOpcode() == UO_Plus)
      return symbolicValue(UO->getSubExpr());
    return std::nullopt;
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    if (auto Folded = foldCondition(CO->getCond()))
      return symbolicValue(*Folded ? CO->getTrueExpr() : CO->getFalseExpr());
    auto T = symbolicValue(CO->getTrueExpr()),
         F = symbolicValue(CO->getFalseExpr());
    if (!T || !F)
      return std::nullopt;
    // `a < b ? a : b` is min(a, b); `a > b ? a : b` is max(a, b).
    if (const auto *Cmp =
            dyn_cast<BinaryOperator>(CO->getCond()->IgnoreParenImpCasts());
        Cmp && Cmp->isRelationalOp()) {
      auto A = symbolicValue(Cmp->getLHS()), B = symbolicValue(Cmp->getRHS());
      bool Less = Cmp->getOpcode() == BO_LT || Cmp->getOpcode() == BO_LE;
      if (A && B && *T == *A && *F == *B)
        return Less ? Expr::min(*A, *B) : Expr::max(*A, *B);
      if (A && B && *T == *B && *F == *A)
        return Less ? Expr::max(*A, *B) : Expr::min(*A, *B);
    }
    // Any other condition on values (`bx < 0 ? -bx : 0`): a select by its
    // indicator, [c]*T + (1 - [c])*F, exact for every thread.
    if (auto Ind = indicatorOf(CO->getCond()))
      return *Ind * *T + (Expr(1) - *Ind) * *F;
    return std::nullopt;
  }
  if (const auto *CGCall = dyn_cast<CallExpr>(E))
    if (auto V = cooperativeGroupsValue(CGCall))
      return V;
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD || !FD->getDeclName().isIdentifier() ||
        !Call->getType()->isIntegralOrEnumerationType())
      return std::nullopt;
    StringRef Name = FD->getName();
    if (isIntegerMinMax(Name) && Call->getNumArgs() == 2) {
      auto A = symbolicValue(Call->getArg(0)),
           B = symbolicValue(Call->getArg(1));
      if (!A || !B)
        return std::nullopt;
      return applyMinMax(Name, *A, *B);
    }
    // A helper of the form `{ return E; }` (ceil_div and friends).
    const FunctionDecl *Def = FD->getDefinition();
    if (!Def || !Def->getBody() ||
        std::count(CallStack.begin(), CallStack.end(), Def) > 0)
      return std::nullopt;
    const auto *Body = dyn_cast<CompoundStmt>(Def->getBody());
    if (!Body || Body->size() != 1)
      return std::nullopt;
    const auto *Ret = dyn_cast<ReturnStmt>(Body->body_front());
    if (!Ret || !Ret->getRetValue() ||
        Call->getNumArgs() != Def->getNumParams())
      return std::nullopt;
    ValueEnv::Snapshot Saved = Env.save();
    std::vector<std::optional<Expr>> ArgValues;
    for (const clang::Expr *Arg : Call->arguments())
      ArgValues.push_back(symbolicValue(Arg));
    for (unsigned I = 0; I < Def->getNumParams(); ++I) {
      VarState S;
      S.Value = ArgValues[I];
      Env.bind(Def->getParamDecl(I), S);
    }
    CallStack.push_back(Def);
    auto Result = symbolicValue(Ret->getRetValue());
    CallStack.pop_back();
    Env.restore(std::move(Saved));
    return Result;
  }
  return std::nullopt;
}

void KernelAnalyzer::noteSignedOverflow(BinaryOperatorKind Op, const Expr &L,
                                        const Expr &R, IntegerType T,
                                        QualType Type, SourceLocation Loc) {
  std::optional<Expr> Exact = signedOverflow(Op, L, R, T);
  if (!Exact)
    return;
  std::optional<Expr> Wrapped = applyIntegerOp(Op, L, R, T);
  assume(DiagId::SignedOverflow,
         "'" + Type.getUnqualifiedType().getAsString() + "' arithmetic " +
             L.str() + " " + BinaryOperator::getOpcodeStr(Op).str() + " " +
             R.str() + " is " + Exact->str() + ", past its type: counted as " +
             "the GPU computes it, wrapped to " +
             (Wrapped ? Wrapped->str() : std::string("?")) +
             " (C++ leaves a signed overflow undefined)",
         Loc);
}

std::optional<double> KernelAnalyzer::evaluateFloat(const clang::Expr *E) {
  if (!E || E->isValueDependent() || E->isTypeDependent())
    return std::nullopt;
  E = E->IgnoreParens();
  if (E->getType()->isRealFloatingType()) {
    llvm::APFloat F(0.0);
    if (E->EvaluateAsFloat(F, Ctx)) {
      bool Lost;
      F.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
                &Lost);
      return F.convertToDouble();
    }
  } else if (auto V = symbolicValue(E)) {
    if (auto C = V->asConstant())
      return C->toDouble();
    return std::nullopt;
  }
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return evaluateFloat(Cast->getSubExpr());
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    auto L = evaluateFloat(BO->getLHS()), R = evaluateFloat(BO->getRHS());
    if (!L || !R)
      return std::nullopt;
    switch (BO->getOpcode()) {
    case BO_Add:
      return *L + *R;
    case BO_Sub:
      return *L - *R;
    case BO_Mul:
      return *L * *R;
    case BO_Div:
      return *R == 0 ? std::nullopt : std::optional<double>(*L / *R);
    default:
      return std::nullopt;
    }
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    auto V = evaluateFloat(UO->getSubExpr());
    if (V && UO->getOpcode() == UO_Minus)
      return -*V;
    if (V && UO->getOpcode() == UO_Plus)
      return V;
    return std::nullopt;
  }
  // Math functions of constants, as the compiler folds them.
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD || !FD->getDeclName().isIdentifier())
      return std::nullopt;
    std::vector<double> Args;
    for (const clang::Expr *A : Call->arguments()) {
      auto V = evaluateFloat(A);
      if (!V)
        return std::nullopt;
      Args.push_back(*V);
    }
    StringRef N = FD->getName();
    N.consume_front("__builtin_");
    N.consume_front("__");
    if (N.ends_with("f") && N != "erf" && N != "modf")
      N = N.drop_back();
    if (Args.size() == 1) {
      double X = Args[0];
      auto R = llvm::StringSwitch<std::optional<double>>(N)
                   .Case("log2", std::log2(X))
                   .Case("log", std::log(X))
                   .Case("log10", std::log10(X))
                   .Case("exp", std::exp(X))
                   .Case("exp2", std::exp2(X))
                   .Case("sqrt", std::sqrt(X))
                   .Case("cbrt", std::cbrt(X))
                   .Case("floor", std::floor(X))
                   .Case("ceil", std::ceil(X))
                   .Case("round", std::round(X))
                   .Case("trunc", std::trunc(X))
                   .Case("fabs", std::fabs(X))
                   .Default(std::nullopt);
      if (R && std::isfinite(*R))
        return R;
      return std::nullopt;
    }
    if (Args.size() == 2) {
      auto R = llvm::StringSwitch<std::optional<double>>(N)
                   .Case("pow", std::pow(Args[0], Args[1]))
                   .Case("fmin", std::fmin(Args[0], Args[1]))
                   .Case("fmax", std::fmax(Args[0], Args[1]))
                   .Default(std::nullopt);
      if (R && std::isfinite(*R))
        return R;
    }
  }
  return std::nullopt;
}

std::optional<Expr> KernelAnalyzer::boundValue(const clang::Expr *E,
                                               BinaryOperatorKind Op) {
  const clang::Expr *Inner = E->IgnoreParenImpCasts();
  if (!Inner->getType()->isRealFloatingType())
    return symbolicValue(E);
  auto V = evaluateFloat(Inner);
  if (!V || std::fabs(*V) > 9e15)
    return std::nullopt;
  // An integer k compared with a real B: k < B is k < ceil(B), k <= B is
  // k <= floor(B), k > B is k > floor(B), k >= B is k >= ceil(B).
  double I;
  switch (Op) {
  case BO_LT:
  case BO_GE:
    I = std::ceil(*V);
    break;
  case BO_LE:
  case BO_GT:
    I = std::floor(*V);
    break;
  default:
    if (std::floor(*V) != *V)
      return std::nullopt;
    I = *V;
  }
  return Expr(static_cast<int64_t>(I));
}

} // namespace roofline
