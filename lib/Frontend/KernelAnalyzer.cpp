//===- KernelAnalyzer.cpp - Statements and expressions, one thread --------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The transfer functions of the per-thread walk: one case per node kind, in
// the spirit of clang's LiveVariables. Each odd case says why it is the way
// it is. The rules are those of docs/CostModel.md.
//
//===----------------------------------------------------------------------===//

#include "KernelAnalyzer.h"

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

/// Precision and lane count of a floating-point value type: float, double,
/// _Float16/__half, __bf16/__nv_bfloat16, and the two-lane __half2 and
/// __nv_bfloat162.
std::optional<std::pair<Precision, int>> floatInfo(QualType T) {
  if (T.isNull())
    return std::nullopt;
  T = T.getNonReferenceType().getCanonicalType().getUnqualifiedType();
  if (const auto *BT = T->getAs<BuiltinType>()) {
    switch (BT->getKind()) {
    case BuiltinType::Float:
      return std::make_pair(Precision::FP32, 1);
    case BuiltinType::Double:
    case BuiltinType::LongDouble:
      return std::make_pair(Precision::FP64, 1);
    case BuiltinType::Half:
    case BuiltinType::Float16:
      return std::make_pair(Precision::FP16, 1);
    case BuiltinType::BFloat16:
      return std::make_pair(Precision::BF16, 1);
    default:
      return std::nullopt;
    }
  }
  if (const auto *RD = T->getAsRecordDecl()) {
    StringRef N = RD->getName();
    if (N == "__half")
      return std::make_pair(Precision::FP16, 1);
    if (N == "__half2")
      return std::make_pair(Precision::FP16, 2);
    if (N == "__nv_bfloat16")
      return std::make_pair(Precision::BF16, 1);
    if (N == "__nv_bfloat162")
      return std::make_pair(Precision::BF16, 2);
  }
  return std::nullopt;
}

/// What a wmma fragment type says: which operand, the shape, the element type.
struct FragmentInfo {
  enum Use { MatrixA, MatrixB, Accumulator } Role;
  int64_t M, N, K;
  QualType Element;
};

std::optional<FragmentInfo> fragmentInfo(QualType T) {
  T = T.getNonReferenceType().getCanonicalType();
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  if (!Spec || Spec->getName() != "fragment")
    return std::nullopt;
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if (Args.size() < 5 || Args[0].getKind() != TemplateArgument::Type ||
      Args[1].getKind() != TemplateArgument::Integral ||
      Args[2].getKind() != TemplateArgument::Integral ||
      Args[3].getKind() != TemplateArgument::Integral ||
      Args[4].getKind() != TemplateArgument::Type)
    return std::nullopt;
  FragmentInfo F;
  const auto *UseDecl = Args[0].getAsType()->getAsRecordDecl();
  StringRef Use = UseDecl ? UseDecl->getName() : "";
  F.Role = Use == "matrix_a"   ? FragmentInfo::MatrixA
           : Use == "matrix_b" ? FragmentInfo::MatrixB
                               : FragmentInfo::Accumulator;
  F.M = Args[1].getAsIntegral().getExtValue();
  F.N = Args[2].getAsIntegral().getExtValue();
  F.K = Args[3].getAsIntegral().getExtValue();
  F.Element = Args[4].getAsType();
  return F;
}

/// The tensor-core column of an operand element type.
TensorType tensorTypeOf(QualType T) {
  T = T.getCanonicalType();
  if (auto Info = floatInfo(T)) {
    switch (Info->first) {
    case Precision::FP16:
      return TensorType::FP16;
    case Precision::BF16:
      return TensorType::BF16;
    case Precision::FP64:
      return TensorType::FP64;
    case Precision::FP32:
      return TensorType::TF32;
    }
  }
  if (const auto *RD = T->getAsRecordDecl()) {
    StringRef N = RD->getName();
    if (N == "tf32")
      return TensorType::TF32;
    if (N == "e4m3" || N == "e5m2" || N.contains("fp8"))
      return TensorType::FP8;
  }
  return TensorType::INT8; // signed/unsigned char, s4, u4, b1
}

TensorType tensorTypeOfAsm(StringRef Name) {
  return llvm::StringSwitch<TensorType>(Name)
      .Case("f16", TensorType::FP16)
      .Case("bf16", TensorType::BF16)
      .Cases({"tf32", "f32"}, TensorType::TF32)
      .Cases({"e4m3", "e5m2", "f8f6f4"}, TensorType::FP8)
      .Case("f64", TensorType::FP64)
      .Default(TensorType::INT8);
}

bool isArithmeticOp(BinaryOperatorKind Op) {
  return Op == BO_Add || Op == BO_Sub || Op == BO_Mul || Op == BO_Div;
}

bool isFloatingConversion(CastKind K) {
  switch (K) {
  case CK_FloatingCast:
  case CK_IntegralToFloating:
  case CK_FloatingToIntegral:
  case CK_FloatingToBoolean:
    return true;
  default:
    return false;
  }
}

} // namespace

//===----------------------------------------------------------------------===//
// Entry, bookkeeping
//===----------------------------------------------------------------------===//

void KernelAnalyzer::analyze(const FunctionDecl *K) {
  Kernel = K;
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
    Vars[P] = S;
  }
  CallStack.push_back(K);
  walkStmt(K->getBody());
  CallStack.pop_back();
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

void KernelAnalyzer::addFlops(QualType T, int64_t PerLane) {
  if (auto Info = floatInfo(T)) {
    Cur->Flops[static_cast<int>(Info->first)] += Expr(PerLane * Info->second);
    return;
  }
  if (T->isDependentType()) {
    Cur->Flops[static_cast<int>(Precision::FP32)] += Expr(PerLane);
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
    noteGlobalAccess();
    (Store ? Cur->GlobalStoreBytes : Cur->GlobalLoadBytes) += Bytes;
    recordAccess(Bytes, Store, At);
    return;
  case MemSpace::Shared:
    (Store ? Cur->SharedStoreBytes : Cur->SharedLoadBytes) += Bytes;
    return;
  }
}

void KernelAnalyzer::noteGlobalAccess() {
  bool First = !SawGlobalAccess;
  SawGlobalAccess = true;
  if (!launchMode())
    return;
  if (First) {
    ActiveFactors = GuardFactors;
  } else {
    // Only the guards every access shares: `if (i < n) { if (i == 0) a[i]
    // = x; else a[i] = b[i]; }` makes every thread below n active.
    size_t Common = 0;
    while (Common < ActiveFactors.size() && Common < GuardFactors.size() &&
           ActiveFactors[Common] == GuardFactors[Common])
      ++Common;
    ActiveFactors.resize(Common);
  }
  if (std::find(AccessGuards.begin(), AccessGuards.end(), Guard) ==
      AccessGuards.end())
    AccessGuards.push_back(Guard);
  Expr Active(1);
  if (AccessGuards.size() <= 6) {
    // Exactly the threads that make some global access: 1 - prod(1 - g).
    Expr None(1);
    for (const Expr &G : AccessGuards)
      None = None * (Expr(1) - G);
    Active = Expr(1) - None;
  } else {
    // Many guards: those all accesses share (more threads, never fewer).
    for (const Expr &F : ActiveFactors)
      Active = Active * F;
  }
  Out.ActiveGuard = Active;
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

void KernelAnalyzer::mergeEnvs(const Env &A, const Env &B,
                               const std::optional<Expr> &TakeA) {
  Env Merged;
  for (const auto &[D, S] : A) {
    auto It = B.find(D);
    if (It == B.end())
      continue; // declared on one path only: out of scope after the branch
    VarState M;
    if (S.Value && It->second.Value && *S.Value == *It->second.Value)
      M.Value = S.Value;
    else if (S.Value && It->second.Value && TakeA)
      // Set under a guard on indices (`if (tid < n) active = true;`): the
      // value is a select by the guard's indicator, exact per thread.
      M.Value = *TakeA * *S.Value + (Expr(1) - *TakeA) * *It->second.Value;
    if (S.Addr && It->second.Addr && *S.Addr == *It->second.Addr)
      M.Addr = S.Addr;
    M.PointsTo =
        S.PointsTo == It->second.PointsTo ? S.PointsTo : MemSpace::Unknown;
    M.Param = S.Param && It->second.Param;
    M.RefersTo =
        S.RefersTo == It->second.RefersTo ? S.RefersTo : MemSpace::Unknown;
    Merged[D] = M;
  }
  Vars = std::move(Merged);
}

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

void KernelAnalyzer::walkStmt(const Stmt *S) {
  if (!S)
    return;
  spend();
  if (const auto *E = dyn_cast<clang::Expr>(S)) {
    if (E->isGLValue())
      walkLValue(E);
    else
      walkRValue(E);
    return;
  }
  switch (S->getStmtClass()) {
  case Stmt::CompoundStmtClass: {
    const auto *CS = cast<CompoundStmt>(S);
    walkStmtList(
        llvm::ArrayRef<const Stmt *>(CS->body_begin(), CS->body_end()));
    return;
  }
  case Stmt::DeclStmtClass:
    for (const Decl *D : cast<DeclStmt>(S)->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        walkDecl(VD);
    return;
  case Stmt::IfStmtClass:
    walkIf(cast<IfStmt>(S));
    return;
  case Stmt::ForStmtClass:
    walkFor(cast<ForStmt>(S));
    return;
  case Stmt::WhileStmtClass: {
    const auto *W = cast<WhileStmt>(S);
    if (W->getConditionVariableDeclStmt())
      walkStmt(W->getConditionVariableDeclStmt());
    walkWhile(W, W->getCond(), W->getBody(), /*IsDo=*/false);
    return;
  }
  case Stmt::DoStmtClass: {
    const auto *D = cast<DoStmt>(S);
    walkWhile(D, D->getCond(), D->getBody(), /*IsDo=*/true);
    return;
  }
  case Stmt::CXXForRangeStmtClass: {
    const auto *R = cast<CXXForRangeStmt>(S);
    walkStmt(R->getRangeStmt());
    walkStmt(R->getBeginStmt());
    walkStmt(R->getEndStmt());
    // Over a constant-size array: one iteration per element, each reading
    // the element into the loop variable.
    const auto *Array = dyn_cast_or_null<ConstantArrayType>(
        R->getRangeInit() ? R->getRangeInit()->getType()->getAsArrayTypeUnsafe()
                          : nullptr);
    if (Array) {
      CostVector Body;
      CostVector *Saved = Cur;
      Cur = &Body;
      walkStmt(R->getLoopVarStmt());
      walkStmt(R->getBody());
      Cur = Saved;
      int64_t N = static_cast<int64_t>(Array->getSize().getZExtValue());
      Expr Count(N);
      Out.Loops.push_back({resolve(R->getBeginLoc()), Count});
      *Cur += Body.scaled(Count).repeatAccesses(N);
      return;
    }
    walkLoopBody(R, nullptr, nullptr, nullptr, R->getBody(), false, nullptr);
    return;
  }
  case Stmt::ReturnStmtClass: {
    const clang::Expr *RV = cast<ReturnStmt>(S)->getRetValue();
    if (!RV)
      return;
    walkStmt(RV);
    if (CurrentReturn) {
      MemSpace Space = MemSpace::Local;
      if (RV->isGLValue())
        Space = lvalueSpace(RV);
      else if (RV->getType()->isPointerType())
        Space = pointerSpace(RV);
      if (!*CurrentReturn)
        *CurrentReturn = Space;
      else if (**CurrentReturn != Space)
        *CurrentReturn = MemSpace::Unknown;
    }
    return;
  }
  case Stmt::SwitchStmtClass: {
    const auto *Sw = cast<SwitchStmt>(S);
    walkStmt(Sw->getInit());
    walkStmt(Sw->getConditionVariableDeclStmt());
    walkRValue(Sw->getCond());
    // Cases fall through into each other; the whole body is counted once,
    // and what any case writes is unknown after it.
    walkStmt(Sw->getBody());
    for (const ValueDecl *D : modifiedVars(Sw->getBody()))
      if (Vars.count(D)) {
        Vars[D].Value.reset();
        Vars[D].Param = false;
      }
    assume(DiagId::DataDependentBranch,
           "switch counted as executing every case once", Sw->getSwitchLoc());
    return;
  }
  case Stmt::CaseStmtClass:
    walkStmt(cast<CaseStmt>(S)->getSubStmt());
    return;
  case Stmt::DefaultStmtClass:
    walkStmt(cast<DefaultStmt>(S)->getSubStmt());
    return;
  case Stmt::LabelStmtClass:
    walkStmt(cast<LabelStmt>(S)->getSubStmt());
    return;
  case Stmt::AttributedStmtClass:
    walkStmt(cast<AttributedStmt>(S)->getSubStmt());
    return;
  case Stmt::GCCAsmStmtClass: {
    const auto *Asm = cast<GCCAsmStmt>(S);
    for (const clang::Expr *In : Asm->inputs())
      walkStmt(In);
    // Tensor-core instructions are counted from their PTX; any other
    // assembly is opaque.
    AsmTensorOp Op = parseTensorAsm(Asm->getAsmString());
    if (Op.Count > 0) {
      Cur->TensorFlops[static_cast<int>(tensorTypeOfAsm(Op.InputType))] += Expr(
          Rational(static_cast<Rational::Int>(Op.FlopsPerThread * 128), 128));
      return;
    }
    assume(DiagId::OpaqueCall, "inline assembly contributes nothing",
           S->getBeginLoc());
    return;
  }
  case Stmt::MSAsmStmtClass:
    assume(DiagId::OpaqueCall, "inline assembly contributes nothing",
           S->getBeginLoc());
    return;
  case Stmt::BreakStmtClass:
  case Stmt::ContinueStmtClass:
  case Stmt::NullStmtClass:
  case Stmt::GotoStmtClass:
    return;
  default:
    for (const Stmt *Child : S->children())
      walkStmt(Child);
    return;
  }
}

/// The statement ends by leaving (`return;`, `continue;`, or a block whose
/// last statement does).
static bool endsWithExit(const Stmt *S) {
  if (const auto *CS = dyn_cast_or_null<CompoundStmt>(S))
    return CS->size() > 0 && endsWithExit(CS->body_back());
  return isa_and_nonnull<ReturnStmt, ContinueStmt>(S);
}

/// `if (c) { ...; return; }`, possibly with an else that does not leave: the
/// threads for which c holds stop there.
static bool isEarlyExit(const IfStmt *If) {
  return endsWithExit(If->getThen()) &&
         (!If->getElse() || !endsWithExit(If->getElse()));
}

void KernelAnalyzer::walkStmtList(llvm::ArrayRef<const Stmt *> List) {
  for (size_t I = 0; I < List.size(); ++I) {
    const Stmt *Child = List[I];
    // Launch mode: after `if (i >= n) return;` the rest of the block runs for
    // the threads that did not leave, [i < n] of them.
    if (const auto *If = dyn_cast<IfStmt>(Child);
        If && launchMode() && isEarlyExit(If) && !If->getInit() &&
        !If->getConditionVariableDeclStmt() && !foldCondition(If->getCond()) &&
        isIndexCondition(If->getCond())) {
      if (auto Ind = indicatorOf(If->getCond())) {
        walkRValue(If->getCond());
        Out.IndexGuarded = true;
        // What the leaving threads do before they leave, then the else and
        // the rest of the block for those that stay.
        walkWeighted(If->getThen(), *Ind);
        Expr Stay = Expr(1) - *Ind;
        CostVector Rest;
        CostVector *Saved = Cur;
        Expr SavedGuard = Guard;
        Cur = &Rest;
        Guard = Guard * Stay;
        GuardFactors.push_back(Stay);
        walkStmt(If->getElse());
        walkStmtList(List.drop_front(I + 1));
        GuardFactors.pop_back();
        Guard = SavedGuard;
        Cur = Saved;
        *Cur += Rest.scaled(Stay);
        return;
      }
    }
    walkStmt(Child);
    // Straight-line code after an unconditional return, break or continue is
    // dead.
    if (isa<ReturnStmt, BreakStmt, ContinueStmt>(Child))
      return;
  }
}

void KernelAnalyzer::walkWeighted(const Stmt *S, const Expr &Factor) {
  CostVector Part;
  CostVector *Saved = Cur;
  Expr SavedGuard = Guard;
  Cur = &Part;
  Guard = Guard * Factor;
  GuardFactors.push_back(Factor);
  walkStmt(S);
  GuardFactors.pop_back();
  Guard = SavedGuard;
  Cur = Saved;
  *Cur += Part.scaled(Factor);
}

std::optional<Expr> KernelAnalyzer::indicatorOf(const clang::Expr *Cond) {
  const clang::Expr *C = Cond->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(C))
    if (UO->getOpcode() == UO_LNot)
      if (auto V = indicatorOf(UO->getSubExpr()))
        return Expr(1) - *V;
  if (const auto *BO = dyn_cast<BinaryOperator>(C)) {
    if (BO->getOpcode() == BO_LAnd || BO->getOpcode() == BO_LOr) {
      auto L = indicatorOf(BO->getLHS()), R = indicatorOf(BO->getRHS());
      if (!L || !R)
        return std::nullopt;
      return BO->getOpcode() == BO_LAnd ? *L * *R : *L + *R - *L * *R;
    }
    if (BO->isComparisonOp()) {
      auto L = symbolicValue(BO->getLHS()), R = symbolicValue(BO->getRHS());
      if (!L || !R)
        return std::nullopt;
      switch (BO->getOpcode()) {
      case BO_LT:
        return Expr::indicator(Expr::Cmp::LT, *L, *R);
      case BO_LE:
        return Expr::indicator(Expr::Cmp::LE, *L, *R);
      case BO_GT:
        return Expr::indicator(Expr::Cmp::LT, *R, *L);
      case BO_GE:
        return Expr::indicator(Expr::Cmp::LE, *R, *L);
      case BO_EQ:
        return Expr::indicator(Expr::Cmp::EQ, *L, *R);
      case BO_NE:
        return Expr::indicator(Expr::Cmp::NE, *L, *R);
      default:
        return std::nullopt;
      }
    }
  }
  // A plain integer value: true when non-zero. (Comparisons, logical
  // operators and `!` were handled above; symbolicValue sends them here.)
  if (const auto *UO = dyn_cast<UnaryOperator>(C))
    if (UO->getOpcode() == UO_LNot)
      return std::nullopt;
  if (const auto *BO = dyn_cast<BinaryOperator>(C))
    if (BO->isComparisonOp() || BO->isLogicalOp())
      return std::nullopt;
  if (C->getType()->isIntegralOrEnumerationType() ||
      C->getType()->isBooleanType())
    if (auto V = symbolicValue(C))
      return Expr::indicator(Expr::Cmp::NE, *V, Expr(0));
  return std::nullopt;
}

void KernelAnalyzer::walkDecl(const VarDecl *VD) {
  VarState State;
  // __shared__ and static declarations allocate; they execute nothing.
  if (VD->hasAttr<CUDASharedAttr>() || VD->isStaticLocal()) {
    Vars[VD] = State;
    return;
  }
  const clang::Expr *Init = VD->getInit();
  if (Init) {
    if (VD->getType()->isReferenceType()) {
      if (Init->isGLValue()) {
        walkLValue(Init);
        State.RefersTo = lvalueSpace(Init);
      } else {
        walkRValue(Init);
        State.RefersTo = MemSpace::Local; // bound to a temporary
      }
    } else {
      walkStmt(Init);
      if (VD->getType()->isIntegralOrEnumerationType())
        State.Value = symbolicValue(Init);
      else if (VD->getType()->isPointerType()) {
        State.PointsTo = pointerSpace(Init);
        if (launchMode())
          State.Addr = pointerAddress(Init);
      }
    }
  }
  Vars[VD] = State;
}

void KernelAnalyzer::walkIf(const IfStmt *If) {
  walkStmt(If->getInit());
  walkStmt(If->getConditionVariableDeclStmt());
  const clang::Expr *Cond = If->getCond();
  // A condition decided at compile time prunes the other side: `if
  // constexpr`, template constants, constexpr variables.
  std::optional<bool> Folded;
  if (If->isConstexpr())
    Folded =
        If->getConditionVariableDeclStmt() ? std::nullopt : foldCondition(Cond);
  else
    Folded = foldCondition(Cond);
  if (Folded) {
    walkStmt(*Folded ? If->getThen() : If->getElse());
    return;
  }
  walkRValue(Cond);
  bool Index = isIndexCondition(Cond);
  // Launch mode: a guard on indices weights each side by how many threads
  // take it; nothing is assumed.
  if (launchMode() && Index) {
    auto Ind = indicatorOf(Cond);
    if (!Ind)
      assume(DiagId::ThreadDependentBranch,
             "guard on thread indices that could not be weighted by its "
             "threads; counted as taken by every thread",
             Cond->getExprLoc());
    if (Ind) {
      Out.IndexGuarded = true;
      Env Before = Vars;
      walkWeighted(If->getThen(), *Ind);
      Env AfterThen = Vars;
      Vars = Before;
      if (If->getElse())
        walkWeighted(If->getElse(), Expr(1) - *Ind);
      Env AfterElse = Vars;
      mergeEnvs(AfterThen, AfterElse, Ind);
      return;
    }
  }
  // The guard's indicator, read before either side writes what it reads:
  // what the sides write becomes a select by it.
  std::optional<Expr> Ind = Index ? indicatorOf(Cond) : std::nullopt;
  if (!If->getElse()) {
    if (Index)
      Out.IndexGuarded = true;
    Env Before = Vars;
    if (Index) {
      // Work under an index guard that is not the one around the first
      // global access (which only decides which threads are active) is
      // done by some threads and not others.
      bool FirstInside = !SawGlobalAccess;
      CostVector Part;
      CostVector *Saved = Cur;
      Cur = &Part;
      walkStmt(If->getThen());
      Cur = Saved;
      if (!(FirstInside && SawGlobalAccess) && !Part.isZero())
        Out.ThreadsDiffer = true;
      *Cur += Part;
    } else {
      walkStmt(If->getThen());
    }
    Env After = Vars;
    mergeEnvs(After, Before, Ind);
    if (!Index) {
      bool OnlyExits = false;
      if (const auto *CS = dyn_cast<CompoundStmt>(If->getThen()))
        OnlyExits = CS->size() == 1 &&
                    isa<ReturnStmt, BreakStmt, ContinueStmt>(CS->body_front());
      else
        OnlyExits = isa<ReturnStmt, BreakStmt, ContinueStmt>(If->getThen());
      assume(DiagId::DataDependentBranch,
             OnlyExits ? "early exit on data counted as not taken"
                       : "branch on data counted as taken",
             Cond->getExprLoc());
    }
    return;
  }
  CostVector *Saved = Cur;
  Env Before = Vars;
  CostVector ThenCost, ElseCost;
  Cur = &ThenCost;
  walkStmt(If->getThen());
  Env AfterThen = Vars;
  Vars = Before;
  Cur = &ElseCost;
  walkStmt(If->getElse());
  Env AfterElse = Vars;
  Cur = Saved;
  double WThen = weight(ThenCost), WElse = weight(ElseCost);
  bool ThenCostlier = WThen >= WElse;
  if (Index && WThen != WElse)
    Out.ThreadsDiffer = true;
  *Cur += ThenCostlier ? ThenCost : ElseCost;
  mergeEnvs(AfterThen, AfterElse, Ind);
  if (WThen != WElse)
    assume(Index ? DiagId::ThreadDependentBranch : DiagId::DataDependentBranch,
           std::string(Index ? "branch on thread indices" : "branch on data") +
               " counted on its costlier side (" +
               (ThenCostlier ? "then" : "else") + ")",
           Cond->getExprLoc());
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

void KernelAnalyzer::walkLValue(const clang::Expr *E) {
  if (!E)
    return;
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    if (Cast->isGLValue() && Cast->getSubExpr()->isGLValue()) {
      walkLValue(Cast->getSubExpr());
      return;
    }
    walkRValue(E);
    return;
  }
  if (isa<DeclRefExpr, PseudoObjectExpr, StringLiteral, PredefinedExpr>(E))
    return;
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    walkRValue(AS->getBase());
    walkRValue(AS->getIdx());
    return;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() == UO_Deref) {
      walkRValue(UO->getSubExpr());
      return;
    }
    walkRValue(E); // ++x and --x are lvalues that load and store
    return;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    const clang::Expr *Base = ME->getBase();
    if (ME->isArrow() || !Base->isGLValue())
      walkRValue(Base);
    else
      walkLValue(Base);
    return;
  }
  if (const auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
    walkRValue(CO->getCond());
    Env Before = Vars;
    walkLValue(CO->getTrueExpr());
    Env AfterTrue = Vars;
    Vars = Before;
    walkLValue(CO->getFalseExpr());
    mergeEnvs(AfterTrue, Vars);
    return;
  }
  if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E)) {
    walkRValue(MT->getSubExpr());
    return;
  }
  if (!E->isGLValue() || isa<CallExpr, BinaryOperator, CXXConstructExpr>(E)) {
    walkRValue(E);
    return;
  }
  // Any other lvalue (dependent names in a template pattern, __func__, ...):
  // its parts, never back and forth with walkRValue.
  for (const Stmt *Child : E->children())
    walkStmt(Child);
}

void KernelAnalyzer::walkRValue(const clang::Expr *E) {
  if (!E)
    return;
  spend();
  E = E->IgnoreParens();
  // Constant subexpressions are folded by the compiler: they cost nothing.
  if (E->isPRValue() && isFoldable(E))
    return;

  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    const clang::Expr *Sub = Cast->getSubExpr();
    switch (Cast->getCastKind()) {
    case CK_LValueToRValue:
      walkLValue(Sub);
      addLoad(lvalueSpace(Sub), Sub->getType(), Sub);
      return;
    case CK_ArrayToPointerDecay:
      walkLValue(Sub);
      return;
    case CK_FunctionToPointerDecay:
    case CK_BuiltinFnToFnPtr:
      return;
    default:
      break;
    }
    if (Sub->isGLValue())
      walkLValue(Sub);
    else
      walkRValue(Sub);
    if (isFloatingConversion(Cast->getCastKind()))
      Cur->OtherOps += Expr(1);
    return;
  }

  if (const auto *CAO = dyn_cast<CompoundAssignOperator>(E)) {
    walkAssignment(CAO->getLHS(), CAO->getRHS(), /*Compound=*/true,
                   CAO->getComputationResultType());
    // `x op= y` is `x = x op y`: when the operation happens in another type,
    // x is converted to it and the result back, two conversions that Clang
    // keeps in the operator's types rather than as cast nodes.
    QualType LT =
        CAO->getLHS()->getType().getCanonicalType().getUnqualifiedType();
    QualType CL =
        CAO->getComputationLHSType().getCanonicalType().getUnqualifiedType();
    QualType CR =
        CAO->getComputationResultType().getCanonicalType().getUnqualifiedType();
    auto IsFloat = [](QualType T) { return floatInfo(T).has_value(); };
    if (CL != LT && (IsFloat(CL) || IsFloat(LT)))
      Cur->OtherOps += Expr(1);
    if (CR != LT && (IsFloat(CR) || IsFloat(LT)))
      Cur->OtherOps += Expr(1);
    noteVarAssigned(CAO->getLHS(), CAO->getRHS(), CAO->getOpcode());
    return;
  }

  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    BinaryOperatorKind Op = BO->getOpcode();
    if (Op == BO_Assign) {
      walkAssignment(BO->getLHS(), BO->getRHS(), false, QualType());
      noteVarAssigned(BO->getLHS(), BO->getRHS(), Op);
      return;
    }
    walkStmt(BO->getLHS());
    walkStmt(BO->getRHS());
    if (isArithmeticOp(Op))
      addFlops(BO->getType(), 1);
    else if (BO->isComparisonOp())
      addOther(BO->getLHS()->getType());
    return;
  }

  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    const clang::Expr *Sub = UO->getSubExpr();
    switch (UO->getOpcode()) {
    case UO_PreInc:
    case UO_PreDec:
    case UO_PostInc:
    case UO_PostDec: {
      walkLValue(Sub);
      MemSpace Space = lvalueSpace(Sub);
      addLoad(Space, Sub->getType(), Sub);
      addStore(Space, Sub->getType(), Sub);
      if (floatInfo(Sub->getType()))
        addFlops(Sub->getType(), 1); // x++ on a float is an add
      noteVarAssigned(Sub, nullptr,
                      UO->isIncrementOp() ? BO_AddAssign : BO_SubAssign);
      return;
    }
    case UO_Deref:
      walkLValue(E);
      return;
    case UO_AddrOf:
      walkLValue(Sub);
      forgetValue(Sub);
      return;
    case UO_Minus:
      walkStmt(Sub);
      addOther(UO->getType());
      return;
    default:
      walkStmt(Sub);
      return;
    }
  }

  if (const auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
    if (auto Folded = foldCondition(CO->getCond())) {
      walkStmt(*Folded ? CO->getTrueExpr() : CO->getFalseExpr());
      return;
    }
    walkRValue(CO->getCond());
    if (launchMode() && isIndexCondition(CO->getCond()))
      if (auto Ind = indicatorOf(CO->getCond())) {
        walkWeighted(CO->getTrueExpr(), *Ind);
        walkWeighted(CO->getFalseExpr(), Expr(1) - *Ind);
        return;
      }
    CostVector *Saved = Cur;
    CostVector TrueCost, FalseCost;
    Env Before = Vars;
    Cur = &TrueCost;
    walkStmt(CO->getTrueExpr());
    Env AfterTrue = Vars;
    Vars = Before;
    Cur = &FalseCost;
    walkStmt(CO->getFalseExpr());
    Cur = Saved;
    mergeEnvs(AfterTrue, Vars);
    double WT = weight(TrueCost), WF = weight(FalseCost);
    *Cur += WT >= WF ? TrueCost : FalseCost;
    if (WT != WF)
      assume(
          isIndexCondition(CO->getCond()) ? DiagId::ThreadDependentBranch
                                          : DiagId::DataDependentBranch,
          std::string("conditional operator counted on its costlier side (") +
              (WT >= WF ? "true" : "false") + ")",
          CO->getCond()->getExprLoc());
    return;
  }

  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E)) {
    walkOperatorCall(OC);
    return;
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    walkCall(Call);
    return;
  }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
    walkConstruct(CE);
    return;
  }
  if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E)) {
    walkStmt(MT->getSubExpr());
    return;
  }
  if (const auto *FE = dyn_cast<FullExpr>(E)) {
    walkStmt(FE->getSubExpr());
    return;
  }
  if (const auto *BT = dyn_cast<CXXBindTemporaryExpr>(E)) {
    walkStmt(BT->getSubExpr());
    return;
  }
  if (const auto *DA = dyn_cast<CXXDefaultArgExpr>(E)) {
    walkStmt(DA->getExpr());
    return;
  }
  if (const auto *DI = dyn_cast<CXXDefaultInitExpr>(E)) {
    walkStmt(DI->getExpr());
    return;
  }
  if (isa<PseudoObjectExpr, DeclRefExpr, UnaryExprOrTypeTraitExpr, LambdaExpr>(
          E))
    return;
  if (E->isGLValue()) {
    walkLValue(E);
    return;
  }
  if (const auto *RE = dyn_cast<RecoveryExpr>(E)) {
    // Clang keeps what it could of an erroneous expression; count the parts.
    for (const clang::Expr *Sub : RE->subExpressions())
      walkStmt(Sub);
    return;
  }
  for (const Stmt *Child : E->children())
    walkStmt(Child);
}

void KernelAnalyzer::forgetValue(const clang::Expr *E) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  if (!DRE)
    return;
  auto It = Vars.find(DRE->getDecl());
  if (It == Vars.end())
    return;
  It->second.Value.reset();
  It->second.Addr.reset();
  It->second.Param = false;
}

void KernelAnalyzer::walkAssignment(const clang::Expr *LHS,
                                    const clang::Expr *RHS, bool Compound,
                                    QualType ComputationType) {
  walkStmt(RHS);
  walkLValue(LHS);
  MemSpace Space = lvalueSpace(LHS);
  QualType T = LHS->getType();
  if (Compound) {
    addLoad(Space, T, LHS);
    if (!ComputationType.isNull() && floatInfo(ComputationType))
      addFlops(ComputationType, 1);
  }
  addStore(Space, T, LHS);
}

void KernelAnalyzer::noteVarAssigned(const clang::Expr *LHS,
                                     const clang::Expr *RHS,
                                     BinaryOperatorKind Op) {
  const auto *DRE = dyn_cast<DeclRefExpr>(LHS->IgnoreParenImpCasts());
  if (!DRE)
    return;
  const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
  if (!VD || VD->getType()->isReferenceType())
    return;
  auto It = Vars.find(VD);
  if (It == Vars.end())
    return; // a global: its writes are counted, its value never tracked
  VarState &S = It->second;
  S.Param = false;
  if (VD->getType()->isPointerType()) {
    std::optional<Address> Old = S.Addr;
    S.Addr.reset();
    if (Op == BO_Assign && RHS) {
      S.PointsTo = pointerSpace(RHS);
      if (launchMode())
        S.Addr = pointerAddress(RHS);
      return;
    }
    // p += k and p++ keep what p points to and move the address.
    auto Step = RHS ? symbolicValue(RHS) : std::optional<Expr>(Expr(1));
    auto Size = elementSize(VD->getType()->getPointeeType());
    if (Old && Step && Size && (Op == BO_AddAssign || Op == BO_SubAssign)) {
      Expr Delta = *Step * Expr(*Size);
      Old->Offset =
          Op == BO_AddAssign ? Old->Offset + Delta : Old->Offset - Delta;
      S.Addr = Old;
    }
    return;
  }
  if (!VD->getType()->isIntegralOrEnumerationType()) {
    S.Value.reset();
    return;
  }
  std::optional<Expr> R =
      RHS ? symbolicValue(RHS) : std::optional<Expr>(Expr(1));
  std::optional<Expr> Old = S.Value;
  S.Value.reset();
  if (!R)
    return;
  switch (Op) {
  case BO_Assign:
    S.Value = R;
    break;
  case BO_AddAssign:
    if (Old)
      S.Value = *Old + *R;
    break;
  case BO_SubAssign:
    if (Old)
      S.Value = *Old - *R;
    break;
  case BO_MulAssign:
    if (Old)
      S.Value = *Old * *R;
    break;
  default:
    break;
  }
}

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

void KernelAnalyzer::walkCall(const CallExpr *Call) {
  const FunctionDecl *FD = Call->getDirectCallee();
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
          addLoad(lvalueSpace(Obj), Obj->getType(), Obj);
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
        addLoad(lvalueSpace(Arg), Arg->getType(), Arg);
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
        This = pointerSpace(Obj);
      } else {
        walkLValue(Obj);
        This = lvalueSpace(Obj);
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
    addFlops(T, 2);
    return;
  case CallKind::Other:
    addOther(T);
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
    MemSpace Space = pointerSpace(Call->getArg(0));
    if (Space == MemSpace::Local)
      Space = MemSpace::Unknown;
    addLoad(Space, P, Call);
    addStore(Space, P, Call);
    if (Kind == CallKind::AtomicAdd)
      addFlops(P, 1);
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
    addBytes(pointerSpace(Ptr), Bytes, /*Store=*/!Load, Ptr);
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
      addLoad(lvalueSpace(Arg), Arg->getType(), Arg);
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
        addLoad(lvalueSpace(Arg), Arg->getType(), Arg);
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
      This = lvalueSpace(Obj);
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
      addLoad(lvalueSpace(R), R->getType(), R);
    } else {
      walkStmt(R);
    }
    walkLValue(L);
    addStore(lvalueSpace(L), L->getType(), L);
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
      addLoad(lvalueSpace(Arg), Arg->getType(), Arg);
  }
  if (!Half)
    return;
  bool Binary = OC->getNumArgs() == 2;
  if (IsCompound) {
    MemSpace Space = lvalueSpace(OC->getArg(0));
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
        State.RefersTo = lvalueSpace(Arg);
      } else {
        walkStmt(Arg);
        State.RefersTo = MemSpace::Local;
      }
    } else {
      walkStmt(Arg);
      if (P && P->getType()->isIntegralOrEnumerationType())
        State.Value = symbolicValue(Arg);
      else if (P && P->getType()->isPointerType()) {
        State.PointsTo = pointerSpace(Arg);
        if (launchMode())
          State.Addr = pointerAddress(Arg);
      }
    }
    if (P)
      Bound.emplace_back(P, State);
  }
  std::vector<std::pair<const ValueDecl *, std::optional<VarState>>> Saved;
  for (auto &[P, State] : Bound) {
    auto It = Vars.find(P);
    Saved.emplace_back(P, It == Vars.end()
                              ? std::nullopt
                              : std::optional<VarState>(It->second));
    Vars[P] = State;
  }
  std::optional<MemSpace> Ret;
  std::optional<MemSpace> *SavedReturn = CurrentReturn;
  CurrentReturn = &Ret;
  CallStack.push_back(Def);
  ThisStack.push_back(This.value_or(MemSpace::Unknown));
  walkStmt(Def->getBody());
  ThisStack.pop_back();
  CallStack.pop_back();
  CurrentReturn = SavedReturn;
  for (auto &[P, Old] : Saved) {
    if (Old)
      Vars[P] = *Old;
    else
      Vars.erase(P);
  }
  ReturnSpace[Site] = Ret.value_or(MemSpace::Unknown);
  // A local passed by non-const reference may have been written.
  for (unsigned I = 0; I < Args.size() && I < Def->getNumParams(); ++I) {
    QualType PT = Def->getParamDecl(I)->getType();
    if (PT->isReferenceType() && !PT.getNonReferenceType().isConstQualified())
      forgetValue(Args[I]);
  }
}

} // namespace roofline
