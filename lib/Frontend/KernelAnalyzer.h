//===- KernelAnalyzer.h - Per-thread cost of one kernel ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Walks one kernel body in program order, the way one thread executes it, and
// accumulates a CostVector. The walk is the transfer function per node kind;
// each other role is a class of its own, which the walk asks:
//  - ValueEnv: what the walk knows about each local variable so far: its
//    integer value as a symbolic expression, where a pointer points, what a
//    reference refers to. __device__ calls are inlined by binding the
//    callee's parameters in it; branches merge its copies.
//  - SpaceClassifier (MemorySpace.h): where an lvalue lives or a pointer
//    points: local (registers, free), global, shared, constant, or unknown
//    (counted as global, reported).
//  - AccessRecorder: the bytes of each global and shared access, the index
//    guards around the current point, each access's record in launch mode.
//  - TripCounter (LoopTripCount.h): how many times a loop body runs, as an
//    expression, from its counter's start, condition and step.
//  - ConstantEvaluator: what the compiler folds, once per AST.
//  - WalkMode: a summary or a launch, the policy where the two differ.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_KERNELANALYZER_H
#define ROOFLINE_LIB_FRONTEND_KERNELANALYZER_H

#include "AccessRecorder.h"
#include "ConstantEvaluator.h"
#include "Intrinsics.h"
#include "LoopTripCount.h"
#include "MemorySpace.h"
#include "ValueEnv.h"
#include "WalkMode.h"
#include "roofline/Cost/KernelCost.h"
#include "roofline/Frontend/IntegerOps.h"
#include "roofline/Support/Errors.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <map>
#include <optional>
#include <set>
#include <stdexcept>

namespace roofline {

/// Thrown when one kernel's walk exceeds its work budget (runaway inlining of
/// mutually recursive helpers, nested unrolling): the kernel is reported as
/// not analyzed rather than the run hanging.
class WorkBudgetExceeded : public AnalysisStopped {
public:
  WorkBudgetExceeded()
      : AnalysisStopped("the analysis exceeded its work budget (deep "
                        "inlining or unrolling)") {}
};

/// A loop whose counter wraps or overflows before its condition fails: the
/// kernel never ends, so it has no numbers (the message says which loop).
class LoopNeverEnds : public AnalysisStopped {
public:
  using AnalysisStopped::AnalysisStopped;
};

/// The directories whose system headers are the toolchain's own (the
/// built-in CUDA headers, the SDK, Clang's and the C++ library's): their
/// functions are library calls, counted as intrinsics or not at all. A
/// function from any other system header (a project's -isystem) is inlined
/// like the project's own. Set per thread by analyzeFile.
void setLibraryRoots(std::vector<std::string> Roots);

class KernelAnalyzer {
public:
  KernelAnalyzer(clang::ASTContext &Ctx, KernelSummary &Out)
      : Ctx(Ctx), Out(Out), Mode(WalkMode::summary()) {}

  /// Launch mode: the kernel's symbols take Values (scalar parameters by
  /// name, "blockDim.x", "gridDim.y", ...), and guards on thread indices
  /// weight the cost under them by their indicator instead of counting it as
  /// taken, so that Out.PerThread is exact for every thread of the launch.
  /// Out.ActiveGuard receives the threads that make some global access.
  KernelAnalyzer(clang::ASTContext &Ctx, KernelSummary &Out,
                 const std::map<std::string, Expr> &Values)
      : Ctx(Ctx), Out(Out), Mode(WalkMode::launch(Values)) {}

  /// Shares the facts of this AST with other analyzers of it (F outlives
  /// this analyzer); otherwise each analyzer computes its own.
  void shareFacts(AstFacts &F) { Consts.share(F); }

  /// Counts the kernel's body into Out.PerThread.
  void analyze(const clang::FunctionDecl *Kernel);

private:
  /// Forgets what the walk knew of a local whose value something may change
  /// behind its back (its address taken, bound to a non-const reference).
  void forgetValue(const clang::Expr *E);

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
  /// Launch mode: the access At with its address, for the recorder.
  std::optional<GlobalAccess> describeAccess(const Expr &Bytes, bool Store,
                                             const clang::Expr *At);
  /// The array of the last subscript whose index could not be derived.
  std::string UnknownOffsetArray;
  void assume(DiagId Id, const std::string &Message, clang::SourceLocation Loc);

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
  /// Says, once per place, that L op R on constants in the signed type T
  /// (spelled Type) overflows and is counted wrapped
  /// (roofline-signed-overflow).
  void noteSignedOverflow(clang::BinaryOperatorKind Op, const Expr &L,
                          const Expr &R, IntegerType T, clang::QualType Type,
                          clang::SourceLocation Loc);
  /// The value of a condition decided at compile time, if it is.
  std::optional<bool> foldCondition(const clang::Expr *Cond);
  bool isFoldable(const clang::Expr *E);
  bool computeFoldable(const clang::Expr *E);

  // Loops (Loops.cpp; trip counts: LoopTripCount.cpp).
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
  /// Launch mode: the pointers among Pointers that the loop steps exactly
  /// once per iteration, by a loop-invariant amount (`A += BK` in the body or
  /// the increment), with that amount in bytes.
  std::map<const clang::ValueDecl *, Expr>
  pointerSteps(const clang::Stmt *Body, const clang::Expr *Inc,
               const std::map<const clang::ValueDecl *, Address> &Pointers,
               const std::string &J);
  bool containsExit(const clang::Stmt *S, bool InNestedLoop);
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

  /// How costly a path is, to pick the costlier side of a branch.
  double weight(const CostVector &C) const;

  std::string freshSymbol(const std::string &Base);
  SourceLoc resolve(clang::SourceLocation Loc) const;
  std::string nameOf(const clang::NamedDecl *D) const;

  clang::ASTContext &Ctx;
  KernelSummary &Out;
  const clang::FunctionDecl *Kernel = nullptr;
  CostVector *Cur = nullptr;
  ValueEnv Env;
  std::vector<const clang::FunctionDecl *> CallStack;
  /// Where the inlined call being walked returns into (pointer or lvalue).
  std::optional<MemSpace> *CurrentReturn = nullptr;
  std::set<std::pair<std::string, unsigned>> Reported; // (id, raw loc)
  /// Summary or launch: what the walk does where the two differ.
  WalkMode Mode;
  /// What the compiler folds (a template flag, constexpr values): Clang's
  /// evaluator alone, no symbolic values, so that it reads no walk state
  /// and may be asked anywhere.
  ConstantEvaluator Consts{Ctx};
  /// Where an lvalue lives and a pointer points.
  SpaceClassifier Spaces{Ctx, Env, Consts};
  /// Loop trip counts, with the walk's symbolic values.
  TripCounter Trips{Ctx,
                    [this](const clang::Expr *E) { return symbolicValue(E); },
                    [this](const clang::Expr *E, clang::BinaryOperatorKind Op) {
                      return boundValue(E, Op);
                    }};
  /// Nodes visited, against MaxWork (see WorkBudgetExceeded).
  uint64_t Work = 0;
  static constexpr uint64_t MaxWork = 2000000;
  void spend() {
    if (++Work > MaxWork)
      throw WorkBudgetExceeded();
  }
  /// The accesses so far and the index guards around the current point.
  AccessRecorder Accesses{Mode};
  /// Index guards weighted one inside another at most this deep (an
  /// else-if chain's arms): their product has up to 2^depth terms. Deeper
  /// ones are counted on their costlier side, said once (GuardCapSaid).
  static constexpr size_t MaxWeightedGuards = 8;
  bool GuardCapSaid = false;
  unsigned NextSymbol = 0;
  /// Fresh iteration symbols and the variables they stand for, for notes.
  std::map<std::string, Expr> FreshNames;
};

} // namespace roofline

#endif
