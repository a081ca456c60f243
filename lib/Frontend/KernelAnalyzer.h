//===- KernelAnalyzer.h - Per-thread cost of one kernel ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Walks one kernel body in program order, the way one thread executes it, and
// accumulates a CostVector. Vocabulary:
//  - memory space: where an lvalue lives or a pointer points: local (registers,
//    free), global, shared, constant, or unknown (counted as global, reported).
//  - environment: what the walk knows about each local variable so far: its
//    integer value as a symbolic expression, the space a pointer points to, the
//    space a reference refers to. __device__ calls are inlined by binding the
//    callee's parameters in the environment.
//  - trip count: how many times a loop body runs, as an expression.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_KERNELANALYZER_H
#define ROOFLINE_LIB_FRONTEND_KERNELANALYZER_H

#include "Intrinsics.h"
#include "WalkMode.h"
#include "roofline/Cost/KernelCost.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include "llvm/ADT/APSInt.h"

#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <unordered_map>

namespace roofline {

enum class MemSpace { Local, Global, Shared, Constant, Unknown };

/// Thrown when one kernel's walk exceeds its work budget (runaway inlining of
/// mutually recursive helpers, nested unrolling): the kernel is reported as
/// not analyzed rather than the run hanging.
class WorkBudgetExceeded : public std::runtime_error {
public:
  WorkBudgetExceeded()
      : std::runtime_error("the analysis exceeded its work budget (deep "
                           "inlining or unrolling)") {}
};

/// A loop whose counter wraps or overflows before its condition fails: the
/// kernel never ends, so it has no numbers (the message says which loop).
class LoopNeverEnds : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// The directories whose system headers are the toolchain's own (the
/// built-in CUDA headers, the SDK, Clang's and the C++ library's): their
/// functions are library calls, counted as intrinsics or not at all. A
/// function from any other system header (a project's -isystem) is inlined
/// like the project's own. Set per thread by analyzeFile.
void setLibraryRoots(std::vector<std::string> Roots);

/// What a translation unit's AST says once for every walk of a kernel (the
/// kernel's own, and one per launch): computed on first use, shared by the
/// analyzers of one AST (KernelAnalyzer::shareFacts).
struct AstFacts {
  /// Struct parameters by whether their kernel never writes them (Clang's
  /// ExprMutationAnalyzer: AST matchers over the body, the costliest query).
  std::map<const clang::ParmVarDecl *, bool> UnwrittenRecords;
  /// isFoldable depends on the expression alone.
  std::unordered_map<const clang::Expr *, bool> Foldable;
  /// Clang's constant evaluation of an integer expression and of a
  /// condition (nullopt: not a constant), asked again on every walk.
  std::unordered_map<const clang::Expr *, std::optional<llvm::APSInt>> Ints;
  std::unordered_map<const clang::Expr *, std::optional<bool>> Conditions;
};

class KernelAnalyzer {
public:
  KernelAnalyzer(clang::ASTContext &Ctx, KernelSummary &Out)
      : Ctx(Ctx), Out(Out), Mode(WalkMode::summary()) {}

  /// Launch mode: the kernel's symbols take Values (scalar parameters by
  /// name, "blockDim.x", "gridDim.y", ...), and guards on thread indices
  /// weight the cost under them by their indicator instead of counting it as
  /// taken, so that Out.PerThread is exact for every thread of the launch.
  /// Out.ActiveGuard receives the guard around the first global access.
  KernelAnalyzer(clang::ASTContext &Ctx, KernelSummary &Out,
                 const std::map<std::string, Expr> &Values)
      : Ctx(Ctx), Out(Out), Mode(WalkMode::launch(Values)) {}

  /// Clang's constant evaluation of E, once per AST (AstFacts).
  std::optional<llvm::APSInt> evaluatedInt(const clang::Expr *E) const;
  std::optional<bool> evaluatedCondition(const clang::Expr *E) const;

  /// Shares the facts of this AST with other analyzers of it (F outlives
  /// this analyzer); otherwise each analyzer computes its own.
  void shareFacts(AstFacts &F) { Facts = &F; }

  /// Counts the kernel's body into Out.PerThread.
  void analyze(const clang::FunctionDecl *Kernel);

private:
  /// A byte address: an array (kernel pointer parameter or __device__
  /// variable) plus an offset.
  struct Address {
    std::string Array;
    Expr Offset;
    friend bool operator==(const Address &A, const Address &B) {
      return A.Array == B.Array && A.Offset == B.Offset;
    }
  };
  struct VarState {
    std::optional<Expr> Value; // integer value, if known
    /// Launch mode, a pointer: where it points, if known.
    std::optional<Address> Addr;
    MemSpace PointsTo = MemSpace::Unknown;
    MemSpace RefersTo = MemSpace::Unknown;
    /// A kernel parameter not written so far: the same for every thread.
    bool Param = false;
  };
  /// Forgets what the walk knew of a local whose value something may change
  /// behind its back (its address taken, bound to a non-const reference).
  void forgetValue(const clang::Expr *E);
  bool isUnchangedParam(const clang::ValueDecl *D) const {
    auto It = Vars.find(D);
    return It != Vars.end() && It->second.Param;
  }
  using Env = std::map<const clang::ValueDecl *, VarState>;

  // The walk dispatches on the node through three visitors, one Visit per
  // construct: statements (WalkStmt.cpp), expressions read for their value
  // and expressions that designate an object (WalkExpr.cpp).
  class StmtWalker;
  class RValueWalker;
  class LValueWalker;

  // Statements (WalkStmt.cpp, loops in Loops.cpp).
  void walkStmt(const clang::Stmt *S);
  void walkStmtList(llvm::ArrayRef<const clang::Stmt *> List);
  void walkIf(const clang::IfStmt *If);
  void walkFor(const clang::ForStmt *For);
  void walkWhile(const clang::Stmt *Loop, const clang::Expr *Cond,
                 const clang::Stmt *Body, bool IsDo);
  void walkDecl(const clang::VarDecl *VD);
  void walkForRange(const clang::CXXForRangeStmt *R);
  void walkReturn(const clang::ReturnStmt *R);
  void walkSwitch(const clang::SwitchStmt *Sw);
  void walkAsm(const clang::GCCAsmStmt *Asm);

  // Expressions (WalkExpr.cpp, calls in WalkCall.cpp).
  void walkRValue(const clang::Expr *E);
  void walkCast(const clang::CastExpr *Cast);
  void walkCompoundAssign(const clang::CompoundAssignOperator *CAO);
  void walkBinary(const clang::BinaryOperator *BO);
  void walkUnary(const clang::UnaryOperator *UO);
  void walkConditional(const clang::AbstractConditionalOperator *CO);
  void walkLValue(const clang::Expr *E);
  void walkCall(const clang::CallExpr *Call);
  void walkIntrinsic(const clang::CallExpr *Call, CallKind Kind);
  void walkConstruct(const clang::CXXConstructExpr *CE);
  void walkOperatorCall(const clang::CXXOperatorCallExpr *OC);
  void walkAssignment(const clang::Expr *LHS, const clang::Expr *RHS,
                      bool Compound, clang::QualType ComputationType,
                      int64_t Instructions = 1);
  void inlineCall(const clang::FunctionDecl *FD, const clang::Expr *Site,
                  llvm::ArrayRef<const clang::Expr *> Args,
                  std::optional<MemSpace> This);
  void noteVarAssigned(const clang::Expr *LHS, const clang::Expr *RHS,
                       clang::BinaryOperatorKind Op);

  // Counting helpers.
  /// PerLane FLOPs of type T in Instructions instructions (0 for an add
  /// fused into a multiply's FMA, or done by an atomic in memory).
  void addFlops(clang::QualType T, int64_t PerLane, int64_t Instructions = 1);
  void addOther(clang::QualType T);
  void addLoad(MemSpace Space, clang::QualType T, const clang::Expr *At);
  void addStore(MemSpace Space, clang::QualType T, const clang::Expr *At);
  /// Bytes moved to or from Space; the one place an access is classified.
  void addBytes(MemSpace Space, const Expr &Bytes, bool Store,
                const clang::Expr *At);
  Expr sizeOf(clang::QualType T);

  // Addresses of global accesses (Addresses.cpp).
  std::optional<int64_t> elementSize(clang::QualType T);
  std::optional<Address> pointerAddress(const clang::Expr *E);
  std::optional<Address> lvalueAddress(const clang::Expr *E);
  /// Launch mode: adds the access to Cur->Accesses with its address.
  void recordAccess(const Expr &Bytes, bool Store, const clang::Expr *At,
                    bool Shared = false);
  /// The array of the last subscript whose index could not be derived.
  std::string UnknownOffsetArray;
  void assume(DiagId Id, const std::string &Message, clang::SourceLocation Loc);

  // Memory spaces (MemorySpace.cpp).
  MemSpace lvalueSpace(const clang::Expr *E);
  MemSpace pointerSpace(const clang::Expr *E);
  MemSpace loadedPointerSpace(const clang::Expr *L);
  MemSpace declSpace(const clang::VarDecl *VD);

  // Symbolic integer values (SymbolicValue.cpp).
  std::optional<Expr> symbolicValue(const clang::Expr *E);
  /// symbolicValue of a DeclRefExpr or MemberExpr.
  std::optional<Expr> namedValue(const clang::Expr *E);
  std::optional<Expr> builtinIndex(const clang::Expr *E);
  std::optional<Expr> cooperativeGroupsValue(const clang::CallExpr *Call);
  /// A kernel parameter's value: its symbol, or the launch's value for it.
  Expr parameterValue(const clang::ValueDecl *P);
  Expr parameterValue(const std::string &Name);
  /// `p.ncols`, `p.shape.n`: an integer member of a struct the kernel takes
  /// by value and never writes, named by its path from the parameter; it is
  /// a parameter of its own (a symbol, or the launch's value for it).
  std::optional<std::string> parameterMember(const clang::MemberExpr *ME);
  /// True when the condition depends only on indices, launch dimensions,
  /// parameters and constants (no memory, no unknown locals).
  bool isIndexCondition(const clang::Expr *Cond);
  /// The value of a condition decided at compile time, if it is.
  std::optional<bool> foldCondition(const clang::Expr *Cond);
  /// Cond's value when the compiler folds it (a template flag, constexpr
  /// values): Clang's evaluator alone, no symbolic values, so that it reads
  /// no walk state and may be asked anywhere.
  std::optional<bool> constantCondition(const clang::Expr *Cond) const;
  bool isFoldable(const clang::Expr *E);
  bool computeFoldable(const clang::Expr *E);

  // Loops (Loops.cpp; trip counts: LoopTripCount.cpp).
  struct TripCount {
    Expr Count;                                    // iterations
    std::optional<Expr> IndexValue = std::nullopt; // IV in iteration J
    /// For a doubling/halving loop whose every value is a constant, the
    /// induction variable's value at each test of the condition (unrolled).
    std::vector<int64_t> Values = {};
    /// The induction variable's first value (doubling/halving loops).
    std::optional<Expr> Start = std::nullopt;
  };
  std::optional<TripCount> deriveTripCount(const clang::VarDecl *IV,
                                           const clang::Expr *Cond,
                                           const clang::Expr *Step,
                                           const std::string &J);
  std::optional<TripCount>
  deriveTripCountAgainst(const clang::VarDecl *IV, const Expr &Start,
                         clang::BinaryOperatorKind Op, const Expr &Bound,
                         const clang::Expr *Step, const std::string &J,
                         clang::QualType CompareType);
  /// Why the last constant loop derived has no count: its counter leaves its
  /// type before the condition fails (set by deriveTripCountAgainst).
  std::optional<std::string> CounterLeaves;
  /// Set when the counter's type is narrower than its symbolic bound's.
  std::optional<std::string> CounterNarrow;
  /// The integer a loop bound stands for: its symbolic value, or, for a
  /// floating-point constant (`k <= __log2f(16)`), the integer an integer
  /// induction variable is effectively compared with under Op.
  std::optional<Expr> boundValue(const clang::Expr *E,
                                 clang::BinaryOperatorKind Op);
  /// The value of a floating-point constant expression, math calls included.
  std::optional<double> evaluateFloat(const clang::Expr *E);
  void walkLoopBody(const clang::Stmt *Loop, const clang::VarDecl *IV,
                    const clang::Expr *Cond, const clang::Expr *Inc,
                    const clang::Stmt *Body, bool IsDo,
                    const clang::Expr *StepInBody);
  std::set<const clang::ValueDecl *> modifiedVars(const clang::Stmt *S);
  /// Launch mode: the pointers among Pointers that the loop steps exactly
  /// once per iteration, by a loop-invariant amount (`A += BK` in the body or
  /// the increment), with that amount in bytes.
  std::map<const clang::ValueDecl *, Expr>
  pointerSteps(const clang::Stmt *Body, const clang::Expr *Inc,
               const std::map<const clang::ValueDecl *, Address> &Pointers,
               const std::string &J);
  enum class StepKind { Add, Mul, Div };
  struct Step {
    StepKind Kind;
    Expr Amount; // the addend (signed), the factor or the divisor
  };
  /// The step of IV that E performs, if it is one.
  std::optional<Step> stepOf(const clang::Expr *E, const clang::VarDecl *IV);
  bool containsExit(const clang::Stmt *S, bool InNestedLoop);
  /// deriveTripCountAgainst for a start, bound and step amount (C0, CB, CS)
  /// that are all integer constants: the loop is run, or counted in closed
  /// form, in its counter's type.
  std::optional<TripCount>
  constantTripCount(const clang::VarDecl *IV, const Expr &Start,
                    clang::BinaryOperatorKind Op, const Step &S,
                    const Rational &C0, const Rational &CB, const Rational &CS,
                    const std::string &J, clang::QualType CompareType);
  /// The trip count walkLoopBody counts with: derived unless the body writes
  /// IV, clamped so that it is not negative (a do loop runs once at least).
  /// Throws LoopNeverEnds for a loop whose counter leaves its type and that
  /// nothing leaves early; sets UnknownWhy when there is no count.
  std::optional<TripCount>
  loopTripCount(const clang::Stmt *Loop, const clang::VarDecl *IV,
                const clang::Expr *Cond, const clang::Expr *Step,
                const clang::Stmt *Body, bool IsDo, bool IVWrittenInBody,
                const std::string &J, std::string &UnknownWhy);
  /// Walks a loop whose induction variable's values are all known
  /// (Trip.Values) iteration by iteration, with IV set to each value.
  void
  walkUnrolledLoop(const TripCount &Trip, const clang::VarDecl *IV,
                   const clang::Expr *Cond, const clang::Expr *Inc,
                   const clang::Stmt *Body,
                   const std::set<const clang::ValueDecl *> &Modified,
                   std::map<const clang::ValueDecl *, Address> &PointerStart,
                   const std::map<const clang::ValueDecl *, Expr> &PointerStep,
                   clang::SourceLocation Loc);
  /// Adds to Cur the cost of a loop whose condition and body, walked once
  /// for iteration J, cost CondCost and BodyCost: summed over Trip's count.
  void addSummedCost(const TripCount &Trip, CostVector &CondCost,
                     CostVector &BodyCost, const std::string &J, bool IsDo,
                     clang::SourceLocation Loc);

  // Launch mode (KernelAnalyzer.cpp).
  /// A guard condition as a 0/1 expression in thread indices, if it is one.
  std::optional<Expr> indicatorOf(const clang::Expr *Cond);
  /// Walks S into a fresh accumulator and adds it to Cur times Factor.
  void walkWeighted(const clang::Stmt *S, const Expr &Factor);
  /// What Walk walks, into a fresh accumulator under the guard times Factor,
  /// added to Cur times Factor.
  void walkUnder(const Expr &Factor, llvm::function_ref<void()> Walk);
  /// Launch mode: the first global access fixes Out.ActiveGuard.
  void noteGlobalAccess();

  // Path merging for branches.
  double weight(const CostVector &C) const;
  /// The variables of both paths; a value the paths disagree on is unknown,
  /// or, with TakeA (the 0/1 indicator of taking path A), the select
  /// TakeA*A + (1 - TakeA)*B.
  void mergeEnvs(const Env &A, const Env &B,
                 const std::optional<Expr> &TakeA = std::nullopt);

  std::string freshSymbol(const std::string &Base);
  SourceLoc resolve(clang::SourceLocation Loc) const;
  std::string nameOf(const clang::NamedDecl *D) const;

  clang::ASTContext &Ctx;
  KernelSummary &Out;
  const clang::FunctionDecl *Kernel = nullptr;
  CostVector *Cur = nullptr;
  Env Vars;
  std::vector<const clang::FunctionDecl *> CallStack;
  std::vector<MemSpace> ThisStack;
  /// Space of what the most recent inlined call returned (pointer or lvalue).
  std::map<const clang::Expr *, MemSpace> ReturnSpace;
  std::optional<MemSpace> *CurrentReturn = nullptr;
  std::set<std::pair<std::string, unsigned>> Reported; // (id, raw loc)
  /// Summary or launch: what the walk does where the two differ.
  WalkMode Mode;
  AstFacts OwnFacts;
  AstFacts *Facts = &OwnFacts;
  /// Nodes visited, against MaxWork (see WorkBudgetExceeded).
  uint64_t Work = 0;
  static constexpr uint64_t MaxWork = 2000000;
  void spend() {
    if (++Work > MaxWork)
      throw WorkBudgetExceeded();
  }
  /// Launch mode: the product of the index guards around the current point.
  Expr Guard = Expr(1);
  /// Index guards weighted one inside another at most this deep (an
  /// else-if chain's arms): their product has up to 2^depth terms. Deeper
  /// ones are counted on their costlier side, said once (GuardCapSaid).
  static constexpr size_t MaxWeightedGuards = 8;
  bool GuardCapSaid = false;
  /// The same guard as its factors, outermost first, and the factors that
  /// every global access so far shares: a thread that makes any global
  /// access passes them (the launch's active threads).
  std::vector<Expr> GuardFactors, ActiveFactors;
  /// The distinct guards of the global accesses so far.
  std::vector<Expr> AccessGuards;
  bool SawGlobalAccess = false;
  unsigned NextSymbol = 0;
  /// Fresh iteration symbols and the variables they stand for, for notes.
  std::map<std::string, Expr> FreshNames;
};

} // namespace roofline

#endif
