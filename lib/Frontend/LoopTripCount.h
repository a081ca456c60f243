//===- LoopTripCount.h - How many times a loop runs -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Derives a loop's trip count from its induction variable's start, its
// condition and its step, without walking the loop: a constant (a loop whose
// every value is known is run in its counter's type) or an expression in
// the bound and start. What the walk knows of the values in the condition
// and the step reaches it through two functions the walk gives it.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_LOOPTRIPCOUNT_H
#define ROOFLINE_LIB_FRONTEND_LOOPTRIPCOUNT_H

#include "roofline/Support/Expr.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace roofline {

struct TripCount {
  Expr Count;                                    // iterations
  std::optional<Expr> IndexValue = std::nullopt; // IV in iteration J
  /// For a doubling/halving loop whose every value is a constant, the
  /// induction variable's value at each test of the condition (unrolled).
  std::vector<int64_t> Values = {};
  /// The induction variable's first value (doubling/halving loops).
  std::optional<Expr> Start = std::nullopt;
};

enum class StepKind { Add, Mul, Div };
struct Step {
  StepKind Kind;
  Expr Amount; // the addend (signed), the factor or the divisor
};

class TripCounter {
public:
  /// The symbolic value of an integer expression, if the walk knows it.
  using ValueOf = std::function<std::optional<Expr>(const clang::Expr *)>;
  /// The integer a bound stands for under a comparison (a floating-point
  /// constant bound compares as its ceiling or floor).
  using BoundOf = std::function<std::optional<Expr>(const clang::Expr *,
                                                    clang::BinaryOperatorKind)>;

  TripCounter(const clang::ASTContext &Ctx, ValueOf Value, BoundOf Bound)
      : Ctx(Ctx), SymbolicValue(std::move(Value)),
        BoundValue(std::move(Bound)) {}

  struct Derived {
    std::optional<TripCount> Trip;
    /// No count because the counter leaves its type before the condition
    /// fails (a constant loop that wraps or overflows): why.
    std::optional<std::string> Leaves;
    /// A count that holds only while a symbolic bound fits the counter's
    /// narrower type: why.
    std::optional<std::string> Narrow;
  };
  /// The count of a loop whose induction variable IV starts at Start, is
  /// tested by Cond and stepped by StepExpr; iteration J's IV is in terms of
  /// the symbol J.
  Derived derive(const clang::VarDecl *IV, const Expr &Start,
                 const clang::Expr *Cond, const clang::Expr *StepExpr,
                 const std::string &J);

  /// The step of IV that E performs, if it is one.
  std::optional<Step> stepOf(const clang::Expr *E,
                             const clang::VarDecl *IV) const;

private:
  std::optional<TripCount> deriveCount(const clang::VarDecl *IV,
                                       const Expr &Start,
                                       const clang::Expr *Cond,
                                       const clang::Expr *StepExpr,
                                       const std::string &J);
  std::optional<TripCount>
  deriveAgainst(const clang::VarDecl *IV, const Expr &Start,
                clang::BinaryOperatorKind Op, const Expr &Bound,
                const clang::Expr *StepExpr, const std::string &J,
                clang::QualType CompareType);
  /// deriveAgainst for a start, bound and step amount (C0, CB, CS) that are
  /// all integer constants: the loop is run, or counted in closed form, in
  /// its counter's type.
  std::optional<TripCount>
  constantTripCount(const clang::VarDecl *IV, const Expr &Start,
                    clang::BinaryOperatorKind Op, const Step &S,
                    const Rational &C0, const Rational &CB, const Rational &CS,
                    const std::string &J, clang::QualType CompareType);

  const clang::ASTContext &Ctx;
  ValueOf SymbolicValue;
  BoundOf BoundValue;
  /// What the derivation in progress found (Derived::Leaves, ::Narrow).
  std::optional<std::string> CounterLeaves, CounterNarrow;
};

} // namespace roofline

#endif // ROOFLINE_LIB_FRONTEND_LOOPTRIPCOUNT_H
