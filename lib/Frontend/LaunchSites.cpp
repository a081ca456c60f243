//===- LaunchSites.cpp - Kernel launches in host code ---------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A variable's value is found where it is read: at the launch for the launch's
// configuration and arguments, at an initializer for what the initializer
// reads, at an assignment for what its right side reads. It is found by
// replaying, in source order, what the host function does to the variable
// before that point: its initializer (a parameter of the host function starts
// as the symbol of its name), then each assignment (`grid.y = 8`, `n += 1`,
// `n = n + 64`), each evaluated at its own statement.
//
// A write makes the value unknown when it sits in a loop (or a lambda, which
// may be called any number of times) or in a branch arm that does not contain
// the point, or in a loop around the point and the variable's declaration (it
// may run between two executions of the point, even after the point in source
// order), or when a `case` or `goto` label between the write and the point may
// skip it. Taking the variable's address (other than into a `void *args[]`
// array for cudaLaunchKernel), binding it to a non-const reference or passing
// it by one makes it unknown from there on.
//
// Values are memoized per (variable, point), and each launch has a work
// budget: past it, what is left is unresolved, never a guessed number.
//
//===----------------------------------------------------------------------===//

#include "LaunchSites.h"

#include "IntegerOps.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"

#include <set>

using namespace clang;

namespace roofline {

namespace {

using Dim3 = std::array<Expr, 3>;

/// A variable's value in host code: an integer or a dim3.
struct HostValue {
  std::optional<Expr> Int;
  std::optional<Dim3> Dim;
};

const VarDecl *varOf(const clang::Expr *E) {
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(DRE->getDecl());
  return nullptr;
}

bool isDim3(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && RD->getName() == "dim3";
}

/// 0, 1, 2 for the dim3 members x, y, z; -1 otherwise.
int dimIndex(StringRef Member) {
  return Member == "x" ? 0 : Member == "y" ? 1 : Member == "z" ? 2 : -1;
}

/// Host-side min/max helpers, as the device side knows them.
bool isMinMaxName(StringRef Name) {
  return Name == "min" || Name == "max" || Name == "umin" || Name == "umax" ||
         Name == "llmin" || Name == "llmax" || Name == "ullmin" ||
         Name == "ullmax";
}

/// The variables the glvalue E may designate (or designate a member of):
/// `n`, `grid.x`, `c ? n : m`, `(n = 4)`. A value read designates none.
void designated(const clang::Expr *E, SmallVectorImpl<const VarDecl *> &Out) {
  if (!E)
    return;
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    if (Cast->getCastKind() != CK_LValueToRValue)
      designated(Cast->getSubExpr(), Out);
  } else if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      Out.push_back(VD);
  } else if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    if (!ME->isArrow())
      designated(ME->getBase(), Out);
  } else if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    designated(CO->getTrueExpr(), Out);
    designated(CO->getFalseExpr(), Out);
  } else if (const auto *BCO = dyn_cast<BinaryConditionalOperator>(E)) {
    designated(BCO->getCommon(), Out);
    designated(BCO->getFalseExpr(), Out);
  } else if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->getOpcode() == BO_Comma)
      designated(BO->getRHS(), Out);
    else if (BO->isAssignmentOp())
      designated(BO->getLHS(), Out);
  } else if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->isPrefix() && UO->isIncrementDecrementOp())
      designated(UO->getSubExpr(), Out);
  }
}

bool isNonConstReference(QualType T) {
  return T->isReferenceType() && !T.getNonReferenceType().isConstQualified();
}

/// `void *args[]`: the array cudaLaunchKernel reads the arguments from.
bool isVoidPointerArray(QualType T) {
  const auto *AT = T->getAsArrayTypeUnsafe();
  return AT && AT->getElementType()->isVoidPointerType();
}

/// A statement that writes a variable or lets it be written later, with the
/// constructs around it that decide whether it runs before a given point.
struct Write {
  const Stmt *S;
  /// Address taken, bound to or passed by a non-const reference, non-const
  /// member call: the variable is unknown from here on.
  bool Escape;
  /// Loops and lambdas around the write, innermost first.
  std::vector<const Stmt *> Loops;
  /// Branch arms around it: if/else bodies, ?: arms, right sides of && and
  /// ||, switch bodies, try blocks and handlers.
  std::vector<const Stmt *> Arms;
  /// Switches whose body holds the write.
  std::vector<const SwitchStmt *> Switches;
};

/// What a function body does to its variables: each variable's writes in
/// source order, and the labels and gotos that may skip or repeat them.
struct BodyWrites {
  std::map<const VarDecl *, std::vector<Write>> Writes;
  std::vector<SourceLocation> Labels;
  /// Backward gotos: [label, goto] acts as a loop.
  std::vector<std::pair<SourceLocation, SourceLocation>> BackEdges;
  bool IndirectGoto = false;
  /// Lambdas, outer ones before those they contain.
  std::vector<const LambdaExpr *> Lambdas;
};

/// What the evaluation of launches shares: values memoized per (variable,
/// point), which do not depend on the launch, each function body's writes,
/// and the work budget of the launch being evaluated.
struct HostEvalState {
  /// Units of work (expressions and variables evaluated) per launch.
  static constexpr unsigned Budget = 200000;
  /// Nesting of evaluations (variables, helpers, subexpressions).
  static constexpr unsigned MaxDepth = 256;

  bool spend() {
    if (++Work <= Budget)
      return true;
    ++LimitHits;
    return false;
  }

  unsigned Work = 0;
  /// Incremented whenever a limit (budget, depth, a cycle) cuts an evaluation
  /// short; a failure met meanwhile is not memoized.
  unsigned LimitHits = 0;
  using Key = std::pair<const VarDecl *, SourceLocation::UIntTy>;
  std::map<Key, std::optional<HostValue>> Values;
  std::set<Key> InProgress;
  std::map<const Stmt *, BodyWrites> Bodies;
};

bool before(const SourceManager &SM, SourceLocation A, SourceLocation B) {
  return SM.isBeforeInTranslationUnit(A, B);
}

/// Whether P lies within [B, E].
bool within(const SourceManager &SM, SourceLocation B, SourceLocation E,
            SourceLocation P) {
  return !before(SM, P, B) && !before(SM, E, P);
}

bool contains(const SourceManager &SM, const Stmt *S, SourceLocation P) {
  return S && within(SM, S->getBeginLoc(), S->getEndLoc(), P);
}

/// The part of a loop (or lambda) that runs repeatedly and declares afresh.
const Stmt *repeatedBody(const Stmt *L) {
  if (const auto *F = dyn_cast<ForStmt>(L))
    return F->getBody();
  if (const auto *W = dyn_cast<WhileStmt>(L))
    return W->getBody();
  if (const auto *D = dyn_cast<DoStmt>(L))
    return D->getBody();
  if (const auto *R = dyn_cast<CXXForRangeStmt>(L))
    return R->getBody();
  if (const auto *Lam = dyn_cast<LambdaExpr>(L))
    return Lam->getBody();
  return L;
}

/// Collects the writes of every variable in a function body, in one walk.
class WriteCollector {
public:
  WriteCollector(ASTContext &Ctx, const SourceManager &SM, BodyWrites &Out)
      : Ctx(Ctx), SM(SM), Out(Out) {}

  void visit(const Stmt *S);

private:
  /// S writes (or, Escape, lets be written) what Target designates.
  void record(const Stmt *S, const clang::Expr *Target, bool Escape) {
    SmallVector<const VarDecl *, 2> Vars;
    designated(Target, Vars);
    for (const VarDecl *VD : Vars) {
      Write W{S, Escape, {Loops.rbegin(), Loops.rend()}, Arms, Switches};
      Out.Writes[VD].push_back(std::move(W));
    }
  }
  void inArm(const Stmt *Arm) {
    if (!Arm)
      return;
    Arms.push_back(Arm);
    visit(Arm);
    Arms.pop_back();
  }
  void children(const Stmt *S) {
    for (const Stmt *Child : S->children())
      visit(Child);
  }
  /// Arguments bound to non-const reference parameters (Params[I] for
  /// Args[First + I]) escape.
  void referenceArguments(ArrayRef<QualType> Params,
                          const clang::Expr *const *Args, unsigned NumArgs,
                          unsigned First, const Stmt *S) {
    for (unsigned I = First; I < NumArgs && I - First < Params.size(); ++I)
      if (isNonConstReference(Params[I - First]))
        record(S, Args[I], true);
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  BodyWrites &Out;
  std::vector<const Stmt *> Loops, Arms;
  std::vector<const SwitchStmt *> Switches;
};

void WriteCollector::visit(const Stmt *S) {
  if (!S)
    return;
  if (isa<UnaryExprOrTypeTraitExpr>(S)) // sizeof, alignof: not evaluated
    return;
  if (const auto *Lambda = dyn_cast<LambdaExpr>(S))
    Out.Lambdas.push_back(Lambda);
  if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt, LambdaExpr>(S)) {
    Loops.push_back(S);
    children(S);
    Loops.pop_back();
    return;
  }
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    visit(If->getInit());
    visit(If->getConditionVariableDeclStmt());
    visit(If->getCond());
    bool Taken;
    if (If->isConstexpr() && If->getCond() &&
        !If->getCond()->isValueDependent() &&
        If->getCond()->EvaluateAsBooleanCondition(Taken, Ctx)) {
      // if constexpr: the other branch does not run.
      visit(Taken ? If->getThen() : If->getElse());
    } else {
      inArm(If->getThen());
      inArm(If->getElse());
    }
    return;
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(S)) {
    visit(CO->getCond());
    inArm(CO->getTrueExpr());
    inArm(CO->getFalseExpr());
    return;
  }
  if (const auto *BCO = dyn_cast<BinaryConditionalOperator>(S)) {
    visit(BCO->getCommon());
    inArm(BCO->getFalseExpr());
    return;
  }
  if (const auto *Sw = dyn_cast<SwitchStmt>(S)) {
    visit(Sw->getInit());
    visit(Sw->getConditionVariableDeclStmt());
    visit(Sw->getCond());
    Switches.push_back(Sw);
    inArm(Sw->getBody());
    Switches.pop_back();
    return;
  }
  if (const auto *Try = dyn_cast<CXXTryStmt>(S)) {
    inArm(Try->getTryBlock());
    for (unsigned I = 0; I < Try->getNumHandlers(); ++I)
      inArm(Try->getHandler(I));
    return;
  }
  if (const auto *L = dyn_cast<LabelStmt>(S)) {
    Out.Labels.push_back(L->getBeginLoc());
  } else if (const auto *G = dyn_cast<GotoStmt>(S)) {
    if (const LabelStmt *Target = G->getLabel()->getStmt())
      if (before(SM, Target->getBeginLoc(), G->getBeginLoc()))
        Out.BackEdges.emplace_back(Target->getBeginLoc(), G->getBeginLoc());
  } else if (isa<IndirectGotoStmt>(S)) {
    Out.IndirectGoto = true;
  } else if (const auto *BO = dyn_cast<BinaryOperator>(S)) {
    if (BO->isLogicalOp()) {
      visit(BO->getLHS());
      inArm(BO->getRHS());
      return;
    }
    if (BO->isAssignmentOp())
      record(S, BO->getLHS(), false);
  } else if (const auto *UO = dyn_cast<UnaryOperator>(S)) {
    if (UO->isIncrementDecrementOp())
      record(S, UO->getSubExpr(), false);
    else if (UO->getOpcode() == UO_AddrOf)
      record(S, UO->getSubExpr(), true);
  } else if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    // int &r = n;
    for (const Decl *D : DS->decls())
      if (const auto *Ref = dyn_cast<VarDecl>(D))
        if (isNonConstReference(Ref->getType()) && Ref->getInit())
          record(Ref->getInit(), Ref->getInit(), true);
  } else if (const auto *List = dyn_cast<InitListExpr>(S)) {
    if (isVoidPointerArray(List->getType())) {
      // `void *args[] = {&x, &n}` for cudaLaunchKernel takes addresses to
      // read the values, not to write them.
      for (const clang::Expr *Elt : List->inits()) {
        const auto *UO = dyn_cast<UnaryOperator>(Elt->IgnoreParenCasts());
        if (UO && UO->getOpcode() == UO_AddrOf && varOf(UO->getSubExpr()))
          continue;
        visit(Elt);
      }
      return;
    }
    // An aggregate's reference member bound to the variable:
    // `struct { int &r; } s{n}` (a value would be read through an
    // lvalue-to-rvalue conversion).
    for (const clang::Expr *Elt : List->inits())
      if (Elt && Elt->isGLValue())
        record(S, Elt, true);
  } else if (const auto *Call = dyn_cast<CallExpr>(S)) {
    unsigned First = 0;
    const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Call->getCalleeDecl());
    if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(Call)) {
      if (MD && MD->isInstance())
        First = 1; // the object is the first argument
      if (OC->getNumArgs() > 0 && OC->isAssignmentOp())
        record(S, OC->getArg(0), false); // block = dim3(16, 16)
      else if (OC->getNumArgs() > 0 && First == 1 && !MD->isConst())
        record(S, OC->getArg(0), true);
    } else if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call)) {
      if (MD && !MD->isConst())
        record(S, MC->getImplicitObjectArgument(), true);
    }
    // Passed by non-const reference: may be written.
    const FunctionProtoType *Proto = nullptr;
    if (const FunctionDecl *FD = Call->getDirectCallee())
      Proto = FD->getType()->getAs<FunctionProtoType>();
    else if (const clang::Expr *Callee = Call->getCallee()) {
      QualType T = Callee->getType();
      if (const auto *PT = T->getAs<PointerType>())
        T = PT->getPointeeType();
      Proto = T->getAs<FunctionProtoType>();
    }
    if (Proto)
      referenceArguments(Proto->getParamTypes(), Call->getArgs(),
                         Call->getNumArgs(), First, S);
  } else if (const auto *CE = dyn_cast<CXXConstructExpr>(S)) {
    if (const auto *Proto =
            CE->getConstructor()->getType()->getAs<FunctionProtoType>())
      referenceArguments(Proto->getParamTypes(), CE->getArgs(),
                         CE->getNumArgs(), 0, S);
  }
  children(S);
}

class HostEvaluator {
public:
  /// Evaluates expressions of Host as they read at Point.
  HostEvaluator(ASTContext &Ctx, const FunctionDecl *Host, SourceLocation Point,
                HostEvalState &St)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Host(Host), Point(Point),
        St(St) {}

  std::optional<Expr> intValue(const clang::Expr *E, unsigned Depth = 0);
  std::optional<Dim3> dim3Value(const clang::Expr *E, unsigned Depth = 0);

private:
  /// The same function read at another point.
  HostEvaluator at(SourceLocation P) const { return {Ctx, Host, P, St}; }
  /// Spends a unit of work one level deeper; false past a limit.
  bool enter(unsigned Depth) {
    if (Depth > HostEvalState::MaxDepth) {
      ++St.LimitHits;
      return false;
    }
    return St.spend();
  }
  const BodyWrites &bodyWrites(const Stmt *Body);
  std::optional<HostValue> valueAt(const VarDecl *VD, unsigned Depth);
  std::optional<HostValue> replayValue(const VarDecl *VD, unsigned Depth);
  /// Whether W may be skipped, or repeated, before Point; std::nullopt when
  /// it cannot run before Point.
  std::optional<bool> uncertain(const Write &W, const VarDecl *VD,
                                const BodyWrites &BW) const;
  bool replay(const Write &W, const VarDecl *VD, HostValue &V, unsigned Depth);

  ASTContext &Ctx;
  const SourceManager &SM;
  const FunctionDecl *Host;
  SourceLocation Point;
  HostEvalState &St;
};

const BodyWrites &HostEvaluator::bodyWrites(const Stmt *Body) {
  auto [It, New] = St.Bodies.try_emplace(Body);
  if (New)
    WriteCollector(Ctx, SM, It->second).visit(Body);
  return It->second;
}

std::optional<bool> HostEvaluator::uncertain(const Write &W, const VarDecl *VD,
                                             const BodyWrites &BW) const {
  SourceLocation WLoc = W.S->getBeginLoc();
  SourceLocation Decl = VD->getLocation();
  bool Conditional = false, Repeats = false;
  // A loop that does not contain the point may run the write any number of
  // times; one that does repeats it, unless it also declares the variable
  // afresh each time.
  auto Loop = [&](bool ContainsPoint, bool DeclaresAfresh) {
    if (!ContainsPoint)
      Conditional = true;
    else if (!DeclaresAfresh)
      Repeats = true;
  };
  for (const Stmt *L : W.Loops)
    Loop(contains(SM, L, Point), contains(SM, repeatedBody(L), Decl));
  for (const auto &[Label, Goto] : BW.BackEdges)
    if (within(SM, Label, Goto, WLoc))
      Loop(within(SM, Label, Goto, Point), within(SM, Label, Goto, Decl));
  if (Repeats || BW.IndirectGoto)
    return true;
  if (!before(SM, WLoc, Point))
    return std::nullopt; // runs after the point
  for (const Stmt *A : W.Arms)
    if (!contains(SM, A, Point))
      return true;
  // A `case` or a label between the write and the point may be jumped to.
  auto Between = [&](SourceLocation L) {
    return before(SM, WLoc, L) && !before(SM, Point, L);
  };
  for (const SwitchStmt *Sw : W.Switches)
    for (const SwitchCase *C = Sw->getSwitchCaseList(); C;
         C = C->getNextSwitchCase())
      if (Between(C->getBeginLoc()))
        return true;
  for (SourceLocation L : BW.Labels)
    if (Between(L))
      return true;
  return Conditional;
}

std::optional<HostValue> HostEvaluator::valueAt(const VarDecl *VD,
                                                unsigned Depth) {
  HostEvalState::Key K{VD, Point.getRawEncoding()};
  auto It = St.Values.find(K);
  if (It != St.Values.end())
    return It->second;
  if (!St.InProgress.insert(K).second) { // `int n = n + 1`
    ++St.LimitHits;
    return std::nullopt;
  }
  unsigned Hits = St.LimitHits;
  std::optional<HostValue> V = replayValue(VD, Depth);
  St.InProgress.erase(K);
  if (V || St.LimitHits == Hits)
    St.Values.emplace(K, V);
  return V;
}

std::optional<HostValue> HostEvaluator::replayValue(const VarDecl *VD,
                                                    unsigned Depth) {
  const Stmt *Body = Host->getBody();
  // A parameter of this function, or a local declared in its body (lambdas
  // included): the body holds every write.
  bool IsParam = isa<ParmVarDecl>(VD);
  if (!enter(Depth) || !Body ||
      (IsParam ? VD->getDeclContext() != Host
               : !contains(SM, Body, VD->getLocation())))
    return std::nullopt;
  const BodyWrites &BW = bodyWrites(Body);
  auto It = BW.Writes.find(VD);
  // Read inside a lambda that captures the variable: the lambda may run
  // anywhere after it is made, so the value is the one there, provided
  // nothing writes the variable from there on.
  for (const LambdaExpr *L : BW.Lambdas)
    if (contains(SM, L->getBody(), Point) &&
        !contains(SM, L->getBody(), VD->getLocation())) {
      if (It != BW.Writes.end())
        for (const Write &W : It->second)
          if (!before(SM, W.S->getBeginLoc(), L->getBeginLoc()))
            return std::nullopt;
      return at(L->getBeginLoc()).valueAt(VD, Depth + 1);
    }
  HostValue V;
  bool IsDim = isDim3(VD->getType());
  if (IsParam) {
    // The caller's value, unknown here: the symbol of its name (`dimsA.x`
    // for a dim3 parameter's components), bindable with --bind.
    std::string Name = VD->getName().str();
    if (!IsDim)
      V.Int = Expr::symbol(Name);
    else
      V.Dim = Dim3{Expr::symbol(Name + ".x"), Expr::symbol(Name + ".y"),
                   Expr::symbol(Name + ".z")};
  } else if (const clang::Expr *Init = VD->getInit()) {
    // What the initializer reads, it reads where it stands.
    SourceLocation At = Init->getBeginLoc();
    HostEvaluator AtInit = at(At.isValid() ? At : VD->getLocation());
    if (IsDim)
      V.Dim = AtInit.dim3Value(Init, Depth + 1);
    else
      V.Int = AtInit.intValue(Init, Depth + 1);
  } else if (IsDim) {
    V.Dim = Dim3{Expr(1), Expr(1), Expr(1)}; // dim3's default constructor
  }
  if (VD->isStaticLocal()) {
    // Kept from earlier calls: known only when never written and constant.
    auto Constant = [](const std::optional<Expr> &E) {
      return E && E->isConstant();
    };
    bool Known = IsDim ? V.Dim && Constant((*V.Dim)[0]) &&
                             Constant((*V.Dim)[1]) && Constant((*V.Dim)[2])
                       : Constant(V.Int);
    if (!Known || It != BW.Writes.end())
      return std::nullopt;
    return V;
  }
  if (It == BW.Writes.end())
    return V;
  for (const Write &W : It->second) {
    std::optional<bool> Uncertain = uncertain(W, VD, BW);
    if (!Uncertain)
      continue;
    if (*Uncertain || W.Escape || !replay(W, VD, V, Depth))
      return std::nullopt;
  }
  return V;
}

/// Applies one write, its right side evaluated at the write.
bool HostEvaluator::replay(const Write &W, const VarDecl *VD, HostValue &V,
                           unsigned Depth) {
  HostEvaluator AtWrite = at(W.S->getBeginLoc());
  // The written slot: the integer itself (-1) or a dim3 member (0, 1, 2);
  // nullopt when it is neither.
  auto Member = [&](const clang::Expr *Target) -> std::optional<int> {
    Target = Target->IgnoreParenImpCasts();
    if (const auto *ME = dyn_cast<MemberExpr>(Target)) {
      int I = dimIndex(ME->getMemberDecl()->getName());
      if (ME->isArrow() || I < 0 || !V.Dim || varOf(ME->getBase()) != VD)
        return std::nullopt;
      return I;
    }
    if (varOf(Target) != VD || isDim3(VD->getType()))
      return std::nullopt;
    return -1;
  };
  auto Old = [&](int I) -> std::optional<Expr> {
    return I < 0 ? V.Int : std::optional<Expr>((*V.Dim)[I]);
  };
  auto Set = [&](int I, const Expr &New) {
    if (I < 0)
      V.Int = New;
    else
      (*V.Dim)[I] = New;
  };
  if (const auto *BO = dyn_cast<BinaryOperator>(W.S)) {
    // n = n + 64, n += 64, grid.y = 8
    auto I = Member(BO->getLHS());
    if (!I)
      return false;
    auto R = AtWrite.intValue(BO->getRHS(), Depth + 1);
    if (!R)
      return false;
    if (BO->getOpcode() == BO_Assign) {
      Set(*I, *R);
      return true;
    }
    auto L = Old(*I);
    if (!L)
      return false;
    auto New = applyIntegerOp(
        BinaryOperator::getOpForCompoundAssignment(BO->getOpcode()), *L, *R);
    if (!New)
      return false;
    Set(*I, *New);
    return true;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(W.S)) {
    // n++, --grid.x
    auto I =
        UO->isIncrementDecrementOp() ? Member(UO->getSubExpr()) : std::nullopt;
    auto L = I ? Old(*I) : std::nullopt;
    if (!L)
      return false;
    Set(*I, *L + Expr(UO->isIncrementOp() ? 1 : -1));
    return true;
  }
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(W.S)) {
    // block = dim3(16, 16)
    if (OC->getOperator() != OO_Equal || !isDim3(VD->getType()) ||
        OC->getNumArgs() != 2 || varOf(OC->getArg(0)) != VD)
      return false;
    V.Dim = AtWrite.dim3Value(OC->getArg(1), Depth + 1);
    return V.Dim.has_value();
  }
  return false;
}

std::optional<Expr> HostEvaluator::intValue(const clang::Expr *E,
                                            unsigned Depth) {
  if (!E || !enter(Depth))
    return std::nullopt;
  if (!E->isValueDependent() && !E->isTypeDependent() &&
      E->getType()->isIntegralOrEnumerationType()) {
    clang::Expr::EvalResult R;
    if (E->EvaluateAsInt(R, Ctx) && R.Val.getInt().getSignificantBits() <= 63)
      return Expr(R.Val.getInt().getExtValue());
  }
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return intValue(Cast->getSubExpr(), Depth + 1);
  if (const auto *FE = dyn_cast<FullExpr>(E))
    return intValue(FE->getSubExpr(), Depth + 1);
  if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
    return intValue(MT->getSubExpr(), Depth + 1);
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *EC = dyn_cast<EnumConstantDecl>(DRE->getDecl()))
      return Expr(EC->getInitVal().getExtValue());
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD || !VD->getType()->isIntegralOrEnumerationType())
      return std::nullopt;
    if (VD->hasGlobalStorage() && !VD->isStaticLocal()) {
      if (VD->getType().isConstQualified() && VD->getInit())
        return intValue(VD->getInit(), Depth + 1);
      return std::nullopt;
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
    // block.x
    if (!isDim3(ME->getBase()->getType()))
      return std::nullopt;
    int I = dimIndex(ME->getMemberDecl()->getName());
    auto D = dim3Value(ME->getBase(), Depth + 1);
    if (I < 0 || !D)
      return std::nullopt;
    return (*D)[I];
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    auto L = intValue(BO->getLHS(), Depth + 1);
    auto R = intValue(BO->getRHS(), Depth + 1);
    if (!L || !R)
      return std::nullopt;
    return applyIntegerOp(BO->getOpcode(), *L, *R);
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    bool Cond;
    if (!CO->getCond()->isValueDependent() &&
        CO->getCond()->EvaluateAsBooleanCondition(Cond, Ctx))
      return intValue(Cond ? CO->getTrueExpr() : CO->getFalseExpr(), Depth + 1);
    return std::nullopt;
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD || !FD->getDeclName().isIdentifier())
      return std::nullopt;
    StringRef Name = FD->getName();
    // min, umin, std::min, ... (std::min's name is "min").
    if (isMinMaxName(Name) && Call->getNumArgs() == 2) {
      auto A = intValue(Call->getArg(0), Depth + 1);
      auto B = intValue(Call->getArg(1), Depth + 1);
      if (!A || !B)
        return std::nullopt;
      return Name.ends_with("min") ? Expr::min(*A, *B) : Expr::max(*A, *B);
    }
    // ceil_div(a, b) and friends: `{ return E; }` with parameters bound.
    const FunctionDecl *Def = FD->getDefinition();
    const auto *Body = Def ? dyn_cast_or_null<CompoundStmt>(Def->getBody()) : nullptr;
    if (!Body || Body->size() != 1 || Call->getNumArgs() != Def->getNumParams())
      return std::nullopt;
    const auto *Ret = dyn_cast<ReturnStmt>(Body->body_front());
    if (!Ret || !Ret->getRetValue())
      return std::nullopt;
    // The helper's parameters are symbols of their names while its return
    // expression is evaluated, then replaced, all at once, by the arguments.
    std::map<std::string, Expr> Args;
    for (unsigned I = 0; I < Def->getNumParams(); ++I) {
      auto A = intValue(Call->getArg(I), Depth + 1);
      if (!A)
        return std::nullopt;
      Args[Def->getParamDecl(I)->getName().str()] = *A;
    }
    HostEvaluator Inner(Ctx, Def, Ret->getRetValue()->getBeginLoc(), St);
    auto R = Inner.intValue(Ret->getRetValue(), Depth + 1);
    if (!R)
      return std::nullopt;
    return R->substitute(Args);
  }
  return std::nullopt;
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
  if (!E->getType()->isIntegralOrEnumerationType() && !isDim3(E->getType()))
    return std::nullopt;
  if (E->getType()->isIntegralOrEnumerationType()) {
    auto X = intValue(E, Depth + 1);
    if (!X)
      return std::nullopt;
    return Dim3{*X, Expr(1), Expr(1)};
  }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
    if (CE->getConstructor()->isCopyOrMoveConstructor() && CE->getNumArgs() == 1)
      return dim3Value(CE->getArg(0), Depth + 1);
    Dim3 D{Expr(1), Expr(1), Expr(1)};
    for (unsigned I = 0; I < CE->getNumArgs() && I < 3; ++I) {
      const clang::Expr *Arg = CE->getArg(I);
      if (isa<CXXDefaultArgExpr>(Arg))
        continue;
      auto V = intValue(Arg, Depth + 1);
      if (!V)
        return std::nullopt;
      D[I] = *V;
    }
    return D;
  }
  if (const auto *VD = varOf(E)) {
    if (VD->hasGlobalStorage() && !VD->isStaticLocal()) {
      // Any function may change a global that is not const.
      if (VD->getType().isConstQualified() && VD->getInit())
        return dim3Value(VD->getInit(), Depth + 1);
      return std::nullopt;
    }
    auto V = valueAt(VD, Depth);
    return V ? V->Dim : std::nullopt;
  }
  return std::nullopt;
}

/// The dim3 constructor call that builds E in place (`dim3(blocks, 128)`,
/// `<<<blocks, 128>>>`), through temporaries and copies; null otherwise.
const CXXConstructExpr *inPlaceDim3(const clang::Expr *E) {
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
    else if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
      if (!CE->getConstructor()->isCopyOrMoveConstructor())
        return CE;
      if (CE->getNumArgs() != 1)
        return nullptr;
      E = CE->getArg(0);
    } else
      return nullptr;
  }
  return nullptr;
}

class LaunchFinder : public RecursiveASTVisitor<LaunchFinder> {
public:
  explicit LaunchFinder(ASTContext &Ctx) : Ctx(Ctx) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  /// Every kind of function (constructors, destructors, conversions,
  /// methods, template instantiations) is the host of the launches in it.
  bool TraverseDecl(Decl *D) {
    const auto *FD = dyn_cast_or_null<FunctionDecl>(D);
    if (!FD)
      return RecursiveASTVisitor::TraverseDecl(D);
    const FunctionDecl *Saved = Host;
    Host = FD;
    bool R = RecursiveASTVisitor::TraverseDecl(D);
    Host = Saved;
    return R;
  }

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *Call) {
    const FunctionDecl *Kernel = Call->getDirectCallee();
    if (!Kernel || !Host || Call->isValueDependent() || Call->isTypeDependent())
      return true;
    const CallExpr *Config = Call->getConfig();
    auto ConfigArg = [&](unsigned I) -> const clang::Expr * {
      return Config && Config->getNumArgs() > I ? Config->getArg(I) : nullptr;
    };
    std::vector<const clang::Expr *> Args;
    for (unsigned I = 0; I < Call->getNumArgs() && I < Kernel->getNumParams();
         ++I)
      Args.push_back(Call->getArg(I));
    recordLaunch(Call, Kernel, ConfigArg(0), ConfigArg(1), ConfigArg(2), Args);
    return true;
  }

  /// `cudaLaunchKernel((void *)kernel, grid, block, args, smem, stream)` with
  /// `void *args[] = {&a, &n}` declared in the same function.
  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->getDeclName().isIdentifier() || !Host ||
        Call->isValueDependent() || isa<CUDAKernelCallExpr>(Call))
      return true;
    StringRef Name = Callee->getName();
    if ((Name != "cudaLaunchKernel" && Name != "cudaLaunchCooperativeKernel") ||
        Call->getNumArgs() < 4)
      return true;
    const clang::Expr *Fn = Call->getArg(0)->IgnoreParenCasts();
    if (const auto *UO = dyn_cast<UnaryOperator>(Fn))
      if (UO->getOpcode() == UO_AddrOf)
        Fn = UO->getSubExpr()->IgnoreParenCasts();
    const auto *Ref = dyn_cast<DeclRefExpr>(Fn);
    const auto *Kernel = Ref ? dyn_cast<FunctionDecl>(Ref->getDecl()) : nullptr;
    if (!Kernel || !Kernel->hasAttr<CUDAGlobalAttr>())
      return true;
    // The argument array: a local initialized with the arguments' addresses;
    // each scalar argument is the variable whose address it holds.
    const InitListExpr *List = nullptr;
    if (const auto *ArgsRef =
            dyn_cast<DeclRefExpr>(Call->getArg(3)->IgnoreParenCasts()))
      if (const auto *VD = dyn_cast<VarDecl>(ArgsRef->getDecl()))
        if (VD->getInit())
          List = dyn_cast<InitListExpr>(VD->getInit()->IgnoreParenImpCasts());
    std::vector<const clang::Expr *> Args(Kernel->getNumParams(), nullptr);
    for (unsigned I = 0; List && I < Args.size() && I < List->getNumInits();
         ++I)
      if (const auto *UO =
              dyn_cast<UnaryOperator>(List->getInit(I)->IgnoreParenCasts()))
        if (UO->getOpcode() == UO_AddrOf)
          Args[I] = UO->getSubExpr();
    recordLaunch(Call, Kernel, Call->getArg(1), Call->getArg(2),
                 Call->getNumArgs() > 4 ? Call->getArg(4) : nullptr, Args);
    return true;
  }

  std::vector<FoundLaunch> Found;

private:
  /// Records a launch of Kernel at Call: grid, block and dynamic shared memory
  /// from their expressions, and each scalar parameter I from Args[I] (null:
  /// unresolved), all evaluated at the launch.
  void recordLaunch(const clang::Expr *Call, const FunctionDecl *Kernel,
                    const clang::Expr *Grid, const clang::Expr *Block,
                    const clang::Expr *Smem,
                    ArrayRef<const clang::Expr *> Args) {
    FoundLaunch F;
    F.Kernel = Kernel;
    const SourceManager &SM = Ctx.getSourceManager();
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Call->getBeginLoc()));
    if (P.isValid())
      F.Site.Loc = {P.getFilename(), P.getLine(), P.getColumn()};
    St.Work = 0; // each launch has the whole budget
    HostEvaluator Eval(Ctx, Host, Call->getBeginLoc(), St);
    F.Site.Grid = dims(Eval, Grid, "gridDim", F.Site);
    F.Site.Block = dims(Eval, Block, "blockDim", F.Site);
    if (Smem)
      if (auto S = Eval.intValue(Smem))
        F.Site.DynamicSharedBytes = *S;
    for (unsigned I = 0; I < Args.size(); ++I) {
      const ParmVarDecl *Param = Kernel->getParamDecl(I);
      if (!Param->getType()->isIntegralOrEnumerationType())
        continue;
      std::optional<Expr> V;
      if (Args[I])
        V = Eval.intValue(Args[I]);
      if (V)
        F.Site.Arguments.emplace_back(Param->getName().str(), *V);
      else
        F.Site.Unresolved.push_back("argument '" + Param->getName().str() + "'");
    }
    Found.push_back(std::move(F));
  }

  /// A launch dimension. When the whole dim3 cannot be evaluated but is built
  /// in place from integers (`<<<blocks, 128>>>` with a run-time `blocks`),
  /// component by component: only what cannot be evaluated stays symbolic
  /// (`gridDim.x`) and is listed as unresolved.
  static Dim3 dims(HostEvaluator &Eval, const clang::Expr *Arg, StringRef What,
                   LaunchSite &Site) {
    if (Arg)
      if (auto D = Eval.dim3Value(Arg))
        return *D;
    std::array<std::optional<Expr>, 3> Parts;
    if (const CXXConstructExpr *CE = inPlaceDim3(Arg)) {
      bool Integers = CE->getNumArgs() <= 3;
      for (const clang::Expr *A : CE->arguments())
        Integers &= isa<CXXDefaultArgExpr>(A) ||
                    A->getType()->isIntegralOrEnumerationType();
      for (unsigned A = 0; Integers && A < 3; ++A) {
        if (A >= CE->getNumArgs() || isa<CXXDefaultArgExpr>(CE->getArg(A)))
          Parts[A] = Expr(1);
        else
          Parts[A] = Eval.intValue(CE->getArg(A));
      }
    }
    static const char *const Axes[] = {"x", "y", "z"};
    Dim3 Out;
    for (int A = 0; A < 3; ++A) {
      if (Parts[A]) {
        Out[A] = *Parts[A];
        continue;
      }
      std::string Name = (What + "." + Axes[A]).str();
      Out[A] = Expr::symbol(Name);
      Site.Unresolved.push_back(Name);
    }
    return Out;
  }

  ASTContext &Ctx;
  const FunctionDecl *Host = nullptr;
  HostEvalState St;
};

} // namespace

std::vector<FoundLaunch> findLaunchSites(ASTContext &Ctx) {
  LaunchFinder Finder(Ctx);
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  return std::move(Finder.Found);
}

} // namespace roofline
