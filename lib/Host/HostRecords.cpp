//===- HostRecords.cpp - Struct values in host code -----------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A launch helper takes its configuration as a struct
// (`launch_params(grid, block, smem, stream)`, `cudaLaunchConfig_t{...}`) and
// launches with its fields (`<<<p.grid, p.block, p.smem>>>`). A struct's value
// is the values of its fields, as they are built:
//
// - by a constructor whose member initializers read its parameters, and
//   whose body, if any, only assigns members (`cfg.gridDim = p.grid;`);
// - by braces, in field order, or designated;
// - by copying another struct whose value is known;
// - fields not given take their default member initializer.
//
// A field whose value cannot be known is left out: reading it is unknown.
//
//===----------------------------------------------------------------------===//

#include "HostEval.h"
#include "roofline/Frontend/IntegerOps.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

#include <algorithm>

using namespace clang;

namespace roofline {

bool isHostRecord(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && !RD->isUnion() && !isDim3(T);
}

const clang::Expr *stripTemporaries(const clang::Expr *E) {
  while (E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *FE = dyn_cast<FullExpr>(E))
      E = FE->getSubExpr();
    else if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
      E = MT->getSubExpr();
    else if (const auto *BT = dyn_cast<CXXBindTemporaryExpr>(E))
      E = BT->getSubExpr();
    else if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
      E = FC->getSubExpr();
    else if (const auto *DA = dyn_cast<CXXDefaultArgExpr>(E))
      E = DA->getExpr();
    else
      return E;
  }
  return E;
}

namespace {

const FieldDecl *canonical(const FieldDecl *F) {
  return cast<FieldDecl>(F->getCanonicalDecl());
}

/// Whether S reads a parameter of Fn that Args does not hold.
bool readsParameterOutside(const Stmt *S, const FunctionDecl *Fn,
                           const Environment &Args) {
  if (!S)
    return false;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
    if (const auto *P = dyn_cast<ParmVarDecl>(DRE->getDecl()))
      if (P->getDeclContext() == Fn && !Args.count(P))
        return true;
  for (const Stmt *Child : S->children())
    if (readsParameterOutside(Child, Fn, Args))
      return true;
  return false;
}

/// The fields `x.a.b` names, outermost first, with the expression they
/// are members of (x) in Root; empty when E is not a member access.
std::vector<const FieldDecl *> memberPath(const clang::Expr *E,
                                          const clang::Expr *&Root) {
  std::vector<const FieldDecl *> Path;
  Root = nullptr;
  if (!E)
    return Path;
  E = E->IgnoreParenImpCasts();
  while (const auto *ME = dyn_cast<MemberExpr>(E)) {
    const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
    const clang::Expr *Base = ME->getBase()->IgnoreParenImpCasts();
    if (!F || (ME->isArrow() && !isa<CXXThisExpr>(Base)))
      return {};
    Path.insert(Path.begin(), canonical(F));
    E = Base;
  }
  Root = E;
  return Path;
}

/// The fields `this->a.b` names, outermost first; empty when E is not a
/// member of `this`.
std::vector<const FieldDecl *> thisMemberPath(const clang::Expr *E) {
  const clang::Expr *Root;
  std::vector<const FieldDecl *> Path = memberPath(E, Root);
  return isa_and_nonnull<CXXThisExpr>(Root) ? Path
                                            : std::vector<const FieldDecl *>();
}

/// Sets the field at Path of Fields to V (unknown when V is empty).
void setField(std::vector<FieldValue> &Fields,
              llvm::ArrayRef<const FieldDecl *> Path,
              std::optional<HostValue> V) {
  auto It =
      std::find_if(Fields.begin(), Fields.end(), [&](const FieldValue &F) {
        return F.Field == Path.front();
      });
  if (Path.size() == 1) {
    if (It != Fields.end())
      Fields.erase(It);
    if (V)
      Fields.push_back({Path.front(), std::move(*V)});
    return;
  }
  if (It == Fields.end()) {
    Fields.push_back({Path.front(), HostValue()});
    It = std::prev(Fields.end());
  }
  if (!It->Value.Fields)
    It->Value.Fields.emplace();
  setField(*It->Value.Fields, Path.drop_front(), std::move(V));
}

} // namespace

std::optional<std::vector<FieldValue>>
HostEvaluator::recordValue(const clang::Expr *E, unsigned Depth) {
  if (!E || !enter(Depth))
    return std::nullopt;
  E = stripTemporaries(E);
  const auto *RD = E->getType()->getAsCXXRecordDecl();
  if (!RD)
    return std::nullopt;
  std::vector<FieldValue> Out;
  // The value a field holds when E does not give one: its default member
  // initializer, read where the struct is built.
  auto Default = [&](const FieldDecl *F) {
    if (const clang::Expr *Init = F->getInClassInitializer())
      if (auto V = argumentValue(Init, F->getType()))
        Out.push_back({canonical(F), std::move(*V)});
  };
  if (const auto *List = dyn_cast<InitListExpr>(E)) {
    // {grid, block, 0, stream}; designated fields are in place already.
    if (const InitListExpr *Syntactic = List->getSemanticForm())
      List = Syntactic;
    unsigned I = 0;
    for (const FieldDecl *F : RD->fields()) {
      if (F->isUnnamedBitField())
        continue;
      if (I < List->getNumInits()) {
        const clang::Expr *Init = List->getInit(I++);
        if (isa<ImplicitValueInitExpr>(Init)) {
          if (F->getType()->isIntegralOrEnumerationType()) {
            HostValue Zero;
            Zero.Int = Expr(0);
            Out.push_back({canonical(F), std::move(Zero)});
          }
          continue;
        }
        if (auto V = argumentValue(Init, F->getType()))
          Out.push_back({canonical(F), std::move(*V)});
        continue;
      }
      Default(F);
    }
    return Out;
  }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
    const CXXConstructorDecl *Ctor = CE->getConstructor();
    if ((Ctor->isCopyOrMoveConstructor() || Ctor->isInheritingConstructor()) &&
        CE->getNumArgs() == 1)
      return recordValue(CE->getArg(0), Depth + 1);
    if (Ctor->isDefaultConstructor() && Ctor->isTrivial()) {
      // `uint3 t;` holds nothing known; `uint3 t{};` holds zeros.
      if (CE->requiresZeroInitialization())
        for (const FieldDecl *F : RD->fields())
          if (F->getType()->isIntegralOrEnumerationType()) {
            HostValue Zero;
            Zero.Int = Expr(0);
            Out.push_back({canonical(F), std::move(Zero)});
          }
      return Out;
    }
    const auto *Def =
        dyn_cast_or_null<CXXConstructorDecl>(Ctor->getDefinition());
    if (!Def)
      return std::nullopt;
    const auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
    if (!Body || CE->getNumArgs() != Def->getNumParams())
      return std::nullopt;
    // The constructor's parameters take the arguments' values; each member
    // initializer is read inside the constructor.
    Environment Args;
    for (unsigned I = 0; I < Def->getNumParams(); ++I) {
      const ParmVarDecl *P = Def->getParamDecl(I);
      auto A = argumentValue(CE->getArg(I), P->getType());
      if (!A)
        continue; // unknown: its symbol, and fields that read it, unknown
      Args[P] = std::move(*A);
    }
    HostEvaluator Inner(Ctx, Def, Def->getBeginLoc(), St, &Args);
    auto Saved = std::move(St.Values);
    St.Values.clear();
    for (const CXXCtorInitializer *Init : Def->inits()) {
      const FieldDecl *F = Init->getMember();
      if (!F || !Init->getInit())
        continue;
      // A parameter the call could not give is not a symbol of its name
      // here: a field that reads one is unknown.
      if (readsParameterOutside(Init->getInit(), Def, Args))
        continue;
      if (auto V = Inner.argumentValue(Init->getInit(), F->getType()))
        Out.push_back({canonical(F), std::move(*V)});
    }
    // The body, when it only assigns members (`cfg = {};`,
    // `cfg.gridDim = p.grid;`), in order; anything else and the struct is
    // not known.
    bool Known = true;
    for (const Stmt *S : Body->body()) {
      const clang::Expr *L = nullptr, *R = nullptr;
      if (const auto *BO = dyn_cast<BinaryOperator>(S);
          BO && BO->getOpcode() == BO_Assign) {
        L = BO->getLHS();
        R = BO->getRHS();
      } else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(S);
                 OC && OC->getOperator() == OO_Equal && OC->getNumArgs() == 2) {
        L = OC->getArg(0);
        R = OC->getArg(1);
      }
      std::vector<const FieldDecl *> Path = thisMemberPath(L);
      if (Path.empty()) {
        Known = false;
        break;
      }
      setField(Out, Path,
               readsParameterOutside(R, Def, Args)
                   ? std::nullopt
                   : Inner.argumentValue(R, L->getType()));
    }
    St.Values = std::move(Saved);
    if (!Known)
      return std::nullopt;
    return Out;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    auto V = memberValue(ME, Depth + 1);
    return V ? V->Fields : std::nullopt;
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    auto V = returnedValue(Call, E->getType(), Depth + 1);
    return V ? V->Fields : std::nullopt;
  }
  if (const VarDecl *VD = varOf(E)) {
    if (VD->hasGlobalStorage() && !VD->isStaticLocal()) {
      const clang::Expr *Init = constGlobalInit(VD);
      return Init ? recordValue(Init, Depth + 1) : std::nullopt;
    }
    auto V = valueAt(VD, Depth);
    return V ? V->Fields : std::nullopt;
  }
  return std::nullopt;
}

bool HostEvaluator::replayMember(const Write &W, const VarDecl *VD,
                                 HostValue &V, unsigned Depth) {
  // p.ncols = n, p.shape.x += 4, ++p.count
  const clang::Expr *Target = nullptr, *Value = nullptr;
  BinaryOperatorKind Op = BO_Assign;
  if (const auto *BO = dyn_cast<BinaryOperator>(W.S);
      BO && BO->isAssignmentOp()) {
    Target = BO->getLHS();
    Value = BO->getRHS();
    Op = BO->getOpcode();
  } else if (const auto *UO = dyn_cast<UnaryOperator>(W.S);
             UO && UO->isIncrementDecrementOp()) {
    Target = UO->getSubExpr();
    Op = UO->isIncrementOp() ? BO_AddAssign : BO_SubAssign;
  }
  const clang::Expr *Root;
  std::vector<const FieldDecl *> Path = memberPath(Target, Root);
  if (!V.Fields || Path.empty() || !Root || varOf(Root) != VD)
    return false;
  HostEvaluator AtWrite = at(W.S->getBeginLoc());
  std::optional<HostValue> New;
  if (Op == BO_Assign) {
    New = AtWrite.argumentValue(Value, Path.back()->getType());
  } else if (Path.back()->getType()->isIntegralOrEnumerationType()) {
    // The old value, then the operation on it.
    std::vector<FieldValue> *Fields = &*V.Fields;
    const HostValue *Old = nullptr;
    for (const FieldDecl *F : Path) {
      auto It =
          std::find_if(Fields->begin(), Fields->end(),
                       [&](const FieldValue &FV) { return FV.Field == F; });
      if (It == Fields->end())
        break;
      if (F == Path.back())
        Old = &It->Value;
      else if (It->Value.Fields)
        Fields = &*It->Value.Fields;
      else
        break;
    }
    auto R = Value ? AtWrite.intValue(Value, Depth + 1)
                   : std::optional<Expr>(Expr(1));
    auto [Computation, Target] = compoundTypes(Ctx, W.S);
    if (Old && Old->Int && R)
      if (auto Int = hostInteger(applyCompoundAssign(
              BinaryOperator::getOpForCompoundAssignment(Op), *Old->Int, *R,
              Computation, Target))) {
        New.emplace();
        New->Int = *Int;
      }
  }
  // A member the write leaves unknown is unknown; the others keep theirs.
  setField(*V.Fields, Path, std::move(New));
  return true;
}

std::optional<HostValue>
HostEvaluator::returnedValue(const CallExpr *Call, QualType T, unsigned Depth) {
  // make_uint3(...), calc_launch_params(...): a helper that builds the
  // struct and returns it once, at its end.
  Environment Args;
  auto Inner = helperAtReturn(Call, Depth, Args);
  if (!Inner) {
    const FunctionDecl *FD = Call->getDirectCallee();
    because((FD ? FD->getNameAsString() : std::string("an indirect call")) +
            "() at " + where(Call->getBeginLoc()));
    return std::nullopt;
  }
  auto Saved = std::move(St.Values);
  St.Values.clear();
  HostValue V;
  T = T.getNonReferenceType();
  if (isDim3(T))
    V.Dim = Inner->Eval.dim3Value(Inner->Returned, Depth + 1);
  else if (isHostRecord(T))
    V.Fields = Inner->Eval.recordValue(Inner->Returned, Depth + 1);
  St.Values = std::move(Saved);
  if (!V.Dim && !V.Fields)
    return std::nullopt;
  return V;
}

std::optional<HostValue> HostEvaluator::memberValue(const MemberExpr *ME,
                                                    unsigned Depth) {
  const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
  if (!F || ME->isArrow() || !isHostRecord(ME->getBase()->getType()))
    return std::nullopt;
  auto Fields = recordValue(ME->getBase(), Depth + 1);
  if (!Fields)
    return std::nullopt;
  for (FieldValue &V : *Fields)
    if (V.Field == canonical(F))
      return std::move(V.Value);
  because("the member '" + F->getName().str() + "' at " +
          where(ME->getBeginLoc()));
  return std::nullopt;
}

} // namespace roofline
