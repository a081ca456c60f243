//===- HostEval.h - Values of host-code expressions -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Evaluates host-code expressions (launch configurations, kernel arguments,
// arguments of calls on the way from main() to a launch) the way the host
// computes them, at a given point of a given function:
//
// - integers as expressions (a value the host code does not fix stays a
//   symbol of its name), dim3s as three integers, floating values as numbers
//   rounded the way C++ rounds them (float or double);
// - a function's parameters take the values of its caller's arguments (an
//   Environment); without one, the symbol of their name;
// - locals are replayed from their initializer through every write before
//   the point (HostWrites.cpp collects the writes);
// - the counter of a host loop around the point is pinned to one iteration
//   when the caller enumerates the loop (HostPaths.cpp), or stays a symbol
//   with its range;
// - where a value cannot be known, Reason says why, in words a user can act
//   on ("atoi(argv[1]) at main.cu:42").
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_HOST_HOSTEVAL_H
#define ROOFLINE_LIB_HOST_HOSTEVAL_H

#include "roofline/Cost/KernelCost.h"
#include "roofline/Frontend/IntegerOps.h"
#include "roofline/Support/Expr.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace roofline {

using Dim3 = std::array<Expr, 3>;

struct FieldValue;

/// A host value: an integer, a dim3, a floating number or a struct's fields
/// (whichever the variable's type holds).
struct HostValue {
  std::optional<Expr> Int;
  std::optional<Dim3> Dim;
  std::optional<double> Float;
  /// A struct (`launch_params{grid, block, smem, stream}`): the fields whose
  /// values are known, by canonical declaration.
  std::optional<std::vector<FieldValue>> Fields;
  /// What the value rests on (a command-line default in the caller): it
  /// holds for a launch only when the launch reads the value.
  std::vector<Assumption> Assumptions;
};

struct FieldValue {
  const clang::FieldDecl *Field;
  HostValue Value;
};

/// A statement that writes a variable or lets it be written later, with the
/// constructs around it that decide whether it runs before a given point.
struct Write {
  const clang::Stmt *S;
  /// Address taken, bound to or passed by a non-const reference, non-const
  /// member call: the variable is unknown from here on.
  bool Escape;
  /// Loops and lambdas around the write, innermost first.
  std::vector<const clang::Stmt *> Loops;
  /// Branch arms around it: if/else bodies, ?: arms, right sides of && and
  /// ||, switch bodies, try blocks and handlers; and, for each, the
  /// condition that selects it (null where there is none).
  std::vector<const clang::Stmt *> Arms;
  std::vector<const clang::Expr *> ArmConds;
  /// Whether each arm runs when its condition is true (then, ?: true arm,
  /// right side of &&) or false (else, right side of ||).
  std::vector<bool> ArmWhenTrue;
  /// Switches whose body holds the write.
  std::vector<const clang::SwitchStmt *> Switches;
};

/// What a function body does to its variables: each variable's writes in
/// source order, and the labels and gotos that may skip or repeat them.
struct BodyWrites {
  std::map<const clang::VarDecl *, std::vector<Write>> Writes;
  std::vector<clang::SourceLocation> Labels;
  /// Backward gotos: [label, goto] acts as a loop.
  std::vector<std::pair<clang::SourceLocation, clang::SourceLocation>>
      BackEdges;
  bool IndirectGoto = false;
  /// Lambdas, outer ones before those they contain.
  std::vector<const clang::LambdaExpr *> Lambdas;
  /// For loops, outer ones before those they contain.
  std::vector<const clang::ForStmt *> Fors;
};

/// Small helpers shared by the host stages.
const clang::VarDecl *varOf(const clang::Expr *E);
bool isNonConstReference(clang::QualType T);
bool isDim3(clang::QualType T);
/// A struct or class other than dim3, whose fields a HostValue may hold.
bool isHostRecord(clang::QualType T);
/// E without the parentheses, implicit casts, temporaries, functional casts
/// and default arguments around what builds its value.
const clang::Expr *stripTemporaries(const clang::Expr *E);
/// "file:line" of L, for reasons, origins and notes.
std::string placeText(const clang::SourceManager &SM, clang::SourceLocation L);
/// 0, 1, 2 for the dim3 members x, y, z; -1 otherwise.
int dimIndex(llvm::StringRef Member);
bool before(const clang::SourceManager &SM, clang::SourceLocation A,
            clang::SourceLocation B);
/// Whether P lies within [B, E].
bool within(const clang::SourceManager &SM, clang::SourceLocation B,
            clang::SourceLocation E, clang::SourceLocation P);
bool contains(const clang::SourceManager &SM, const clang::Stmt *S,
              clang::SourceLocation P);
/// The part of a loop (or lambda) that runs repeatedly and declares afresh.
const clang::Stmt *repeatedBody(const clang::Stmt *L);

/// V as a host value: host values are read as int64_t, so an integer past
/// it (an unsigned 64-bit result such as `size_t n = 0; n - 1`) has none.
std::optional<Expr> hostInteger(std::optional<Expr> V);

/// The types `X op= R` (or ++X, --X) computes in and stores to
/// (applyCompoundAssign, IntegerOps.h).
std::pair<IntegerType, IntegerType> compoundTypes(const clang::ASTContext &Ctx,
                                                  const clang::Stmt *Write);
/// Whether S, or a statement within it, is one Is accepts; the walk does
/// not go into statements Skip accepts (a lambda, an inner switch).
bool holds(
    const clang::Stmt *S, llvm::function_ref<bool(const clang::Stmt *)> Is,
    llvm::function_ref<bool(const clang::Stmt *)> Skip =
        [](const clang::Stmt *) { return false; });

/// Collects every write in Body.
void collectWrites(clang::ASTContext &Ctx, const clang::Stmt *Body,
                   BodyWrites &Out);
/// Forgets what collectWrites learnt of the functions of an AST; called
/// before the host code of each AST is read.
void resetHostWriteCache();
/// Forgets, likewise, the functions whose calls Clang's constant evaluator
/// gave up on at its step limit (HostIntegers.cpp).
void resetCostlyCalls();

/// A host loop of the form `for (j = A; j < B; j += C)` (or <=, !=, ++j,
/// j = j + C) whose counter nothing else writes.
struct CountedLoop {
  const clang::ForStmt *Loop = nullptr;
  const clang::VarDecl *Counter = nullptr;
  int64_t First = 0, Step = 1;
  uint64_t Trips = 0;
};

/// Every assignment to a global variable in the translation unit: plain
/// ones with the function they are in, and whether any other write (a
/// compound assignment, an address taken) exists.
struct GlobalWrites {
  std::vector<
      std::pair<const clang::FunctionDecl *, const clang::BinaryOperator *>>
      Assigns;
  bool Other = false;
};
using GlobalAssignments = std::map<const clang::VarDecl *, GlobalWrites>;

/// Values of the parameters of the function being evaluated, from one call.
using Environment = std::map<const clang::ParmVarDecl *, HostValue>;

/// What the evaluation of one launch (along all its call paths) shares:
/// each function body's writes, the work budget, the pins of enumerated
/// loops, and what the evaluation met on the way.
struct HostEvalState {
  /// Units of work (expressions and variables evaluated) per launch site.
  static constexpr unsigned Budget = 400000;
  /// Nesting of evaluations (variables, helpers, subexpressions).
  static constexpr unsigned MaxDepth = 256;

  bool spend() {
    if (++Work <= Budget)
      return true;
    ++LimitHits;
    BudgetSpent = true;
    return false;
  }
  /// Forgets memoized values (they depend on the environment and pins).
  void resetValues() {
    Values.clear();
    Reasons.clear();
    InProgress.clear();
    Calls.clear();
    UnknownRoots.clear();
  }

  unsigned Work = 0;
  bool BudgetSpent = false;
  /// Contexts dropped because a known branch leads around their point.
  unsigned Unreached = 0;
  /// Incremented whenever a limit (budget, depth, a cycle) cuts an evaluation
  /// short; a failure met meanwhile is not memoized.
  unsigned LimitHits = 0;
  using Key = std::pair<const clang::VarDecl *, clang::SourceLocation::UIntTy>;
  std::map<Key, std::optional<HostValue>> Values;
  /// Why a memoized unknown value is unknown, given again when it is read.
  std::map<Key, std::string> Reasons;
  std::set<Key> InProgress;
  /// Values of helper calls whose arguments are all integer constants:
  /// such a call's value depends on its arguments alone, so a recursive
  /// `constexpr fib(30)` costs one evaluation per distinct argument.
  using CallKey = std::pair<const clang::FunctionDecl *, std::vector<int64_t>>;
  std::map<CallKey, Expr> Calls;
  std::map<const clang::Stmt *, BodyWrites> Bodies;
  std::map<const clang::ForStmt *, std::optional<CountedLoop>> Counted;

  /// The translation unit's writes to globals.
  const GlobalAssignments *Globals = nullptr;
  /// Loop counters fixed to one iteration's value.
  std::map<const clang::ForStmt *, int64_t> Pins;
  /// Loops whose counter stays a symbol (too many iterations to enumerate).
  std::set<const clang::ForStmt *> SymbolicLoops;
  /// Counted loops whose counter was read unpinned: the caller may enumerate.
  std::vector<CountedLoop> NeedPins;
  /// Why the last value could not be known (first cause met).
  std::string Reason;
  /// Where symbols that stand for unknown host values come from.
  std::map<std::string, std::string> Origins;
  /// Defaults taken where the program reads the command line.
  std::vector<Assumption> Assumptions;
  /// Values given with --bind, by name: an integer host variable the host
  /// code leaves unknown (`warp_size` read from a device query in another
  /// file) takes the one of its name.
  const std::map<std::string, Expr> *Bound = nullptr;
  /// The names of those the evaluation took.
  std::set<std::string> BoundUsed;
  /// Integer host locals read without a value and without a --bind of
  /// their name: a binding would give them one. The launch configuration
  /// lists those its unknown parts read.
  std::set<std::string> Unknowns;
  /// For each local read without a value, the Unknowns it rests on (itself
  /// when it rests on none: `warp_size` read from a device query, not
  /// `nwarps` computed from it).
  std::map<const clang::VarDecl *, std::set<std::string>> UnknownRoots;
};

class HostEvaluator {
public:
  /// Evaluates expressions of Host as they read at Point, Host's
  /// parameters taking their values from Env (null: symbols).
  HostEvaluator(clang::ASTContext &Ctx, const clang::FunctionDecl *Host,
                clang::SourceLocation Point, HostEvalState &St,
                const Environment *Env = nullptr)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Host(Host), Point(Point), St(St),
        Env(Env) {}

  std::optional<Expr> intValue(const clang::Expr *E, unsigned Depth = 0);
  std::optional<Dim3> dim3Value(const clang::Expr *E, unsigned Depth = 0);
  std::optional<double> floatValue(const clang::Expr *E, unsigned Depth = 0);
  /// The fields of the struct E builds or names (HostRecords.cpp).
  std::optional<std::vector<FieldValue>> recordValue(const clang::Expr *E,
                                                     unsigned Depth = 0);
  /// `p.grid`, `p.cfg.n` of a struct whose value is known.
  std::optional<HostValue> memberValue(const clang::MemberExpr *ME,
                                       unsigned Depth = 0);
  /// The value of an argument passed to a parameter of type T.
  std::optional<HostValue> argumentValue(const clang::Expr *E,
                                         clang::QualType T);

  /// An integer expression's value as it reads where it stands (an `if`
  /// or `switch` condition), when it rests on nothing assumed: not on a
  /// default taken where the program reads its command line, nor on a loop
  /// counter not yet pinned. Leaves the state's reasons, origins and
  /// assumptions as they were.
  std::optional<Expr> certainValueAt(const clang::Expr *E);

  const clang::SourceManager &sourceManager() const { return SM; }
  const clang::ASTContext &context() const { return Ctx; }

  /// "file:line" of a location, for reasons and origins.
  std::string where(clang::SourceLocation L) const;

  /// The same evaluator, reading values as they are at P.
  HostEvaluator at(clang::SourceLocation P) const {
    return {Ctx, Host, P, St, Env};
  }

private:
  bool enter(unsigned Depth) {
    if (Depth > HostEvalState::MaxDepth) {
      ++St.LimitHits;
      return false;
    }
    return St.spend();
  }
  void because(const std::string &Why) {
    if (St.Reason.empty())
      St.Reason = Why;
  }
  const BodyWrites &bodyWrites(const clang::Stmt *Body);
  std::optional<HostValue> valueAt(const clang::VarDecl *VD, unsigned Depth);
  /// Lists what VD, an integer local without a value, rests on among
  /// St.Unknowns.
  void noteUnknown(const clang::VarDecl *VD);
  std::optional<HostValue> replayValue(const clang::VarDecl *VD,
                                       unsigned Depth);
  std::optional<HostValue> initialValue(const clang::VarDecl *VD,
                                        unsigned Depth);
  /// The counter of a counted loop around Point: its pinned value, a symbol
  /// with its range, or nothing when VD is not such a counter.
  std::optional<std::optional<HostValue>> loopCounter(const clang::VarDecl *VD);
  std::optional<bool> uncertain(const Write &W, const clang::VarDecl *VD,
                                const BodyWrites &BW,
                                bool ArmsKnown = false) const;
  /// Whether the arms around W that do not contain the point all run
  /// (true), one of them surely does not (false), or that is not known
  /// where their conditions are evaluated.
  std::optional<bool> armsRun(const Write &W);
  /// A write the program makes only when given command-line arguments:
  /// skipped, with the default stated as an assumption.
  bool commandLineOnly(const Write &W, const clang::VarDecl *VD);
  bool replay(const Write &W, const clang::VarDecl *VD, HostValue &V,
              unsigned Depth);
  /// replay for a write to a member of the struct VD (HostRecords.cpp).
  bool replayMember(const Write &W, const clang::VarDecl *VD, HostValue &V,
                    unsigned Depth);
  std::optional<Expr> callValue(const clang::CallExpr *Call, unsigned Depth);
  /// An evaluator inside the helper Call calls, at the helper's one
  /// `return` (its last statement), with the expression it returns; the
  /// parameters take their values from Args, filled here.
  struct AtReturn;
  std::optional<AtReturn> helperAtReturn(const clang::CallExpr *Call,
                                         unsigned Depth, Environment &Args);
  /// The value of a helper's call returning a struct or a dim3.
  std::optional<HostValue> returnedValue(const clang::CallExpr *Call,
                                         clang::QualType T, unsigned Depth);
  std::optional<Expr> binaryValue(const clang::BinaryOperator *BO,
                                  unsigned Depth);
  std::optional<Expr> conditionalValue(const clang::ConditionalOperator *CO,
                                       unsigned Depth);
  std::optional<Expr> globalValue(const clang::VarDecl *VD, unsigned Depth);
  /// A global's initializer when the global is const (any function may
  /// change one that is not); null, with the reason, otherwise.
  const clang::Expr *constGlobalInit(const clang::VarDecl *VD);
  std::optional<Expr> arrayElement(const clang::ArraySubscriptExpr *AS,
                                   unsigned Depth);
  std::optional<double> mathCall(const clang::CallExpr *Call, unsigned Depth);
  std::optional<Expr> floatToInt(const clang::CastExpr *Cast, unsigned Depth);

  clang::ASTContext &Ctx;
  const clang::SourceManager &SM;
  const clang::FunctionDecl *Host;
  clang::SourceLocation Point;
  HostEvalState &St;
  const Environment *Env;
};

struct HostEvaluator::AtReturn {
  HostEvaluator Eval;
  const clang::Expr *Returned;
};

/// The `return` Body (a helper's) reaches, the branches in front of each
/// return read with InHelper (an evaluator in the helper, its parameters
/// bound to a call's arguments); null where a branch is not known
/// (HostReturns.cpp).
const clang::ReturnStmt *reachedReturn(const clang::CompoundStmt *Body,
                                       HostEvaluator &InHelper);

/// Whether E reads main()'s argc or argv (when Which is "argc" / "argv").
bool readsMainParam(const clang::Expr *E, llvm::StringRef Which);

/// The counted loop L is, if it is one (bounds evaluated with Eval).
std::optional<CountedLoop>
countedLoop(const clang::ForStmt *L, const BodyWrites &BW, HostEvaluator &Eval);

} // namespace roofline

#endif
