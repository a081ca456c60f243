//===- TripCounterTest.cpp - Trip counts from start, condition and step ---===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "LoopTripCount.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Tooling/Tooling.h"

#include <gtest/gtest.h>

using namespace roofline;
using namespace clang;

namespace {

/// The count of the first loop of `void f(int n)` in Code, with integer
/// literals and the parameter n (a symbol) as the only values known.
TripCounter::Derived countOf(const std::string &Code) {
  std::unique_ptr<ASTUnit> AST =
      tooling::buildASTFromCodeWithArgs(Code, {"-Wno-everything"});
  ASTContext &Ctx = AST->getASTContext();
  auto *F = cast<FunctionDecl>(
      Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get("f")).front());
  const auto *For =
      cast<ForStmt>(*cast<CompoundStmt>(F->getBody())->body_begin());
  const auto *IV =
      cast<VarDecl>(cast<DeclStmt>(For->getInit())->getSingleDecl());
  auto Value = [](const clang::Expr *E) -> std::optional<roofline::Expr> {
    E = E->IgnoreParenImpCasts();
    if (const auto *L = dyn_cast<IntegerLiteral>(E))
      return roofline::Expr(static_cast<int64_t>(L->getValue().getZExtValue()));
    if (const auto *R = dyn_cast<DeclRefExpr>(E))
      if (isa<ParmVarDecl>(R->getDecl()))
        return roofline::Expr::symbol(R->getDecl()->getName().str());
    return std::nullopt;
  };
  TripCounter Trips(Ctx, Value, [&](const clang::Expr *E, BinaryOperatorKind) {
    return Value(E);
  });
  return Trips.derive(IV, *Value(IV->getInit()), For->getCond(), For->getInc(),
                      "j");
}

TEST(TripCounter, StridedLoopCountsInTheBound) {
  auto D = countOf("void f(int n) { for (int i = 0; i < n; i += 2) {} }");
  ASSERT_TRUE(D.Trip);
  EXPECT_EQ(D.Trip->Count, roofline::Expr::ceilDiv(roofline::Expr::symbol("n"),
                                                   roofline::Expr(2)));
  EXPECT_FALSE(D.Leaves);
}

TEST(TripCounter, ConstantHalvingLoopIsRunValueByValue) {
  auto D = countOf("void f(int n) { for (int s = 16; s > 0; s >>= 1) {} }");
  ASSERT_TRUE(D.Trip);
  EXPECT_EQ(D.Trip->Count, roofline::Expr(5));
  EXPECT_EQ(D.Trip->Values, (std::vector<int64_t>{16, 8, 4, 2, 1, 0}));
}

TEST(TripCounter, CounterThatWrapsHasNoCount) {
  auto D =
      countOf("void f(int n) { for (unsigned char c = 0; c < 300; ++c) {} }");
  EXPECT_FALSE(D.Trip);
  ASSERT_TRUE(D.Leaves);
  EXPECT_NE(D.Leaves->find("wraps"), std::string::npos) << *D.Leaves;
}

TEST(TripCounter, NarrowCounterAgainstASymbolicBoundIsSaid) {
  auto D =
      countOf("void f(int n) { for (unsigned char c = 0; c < n; ++c) {} }");
  ASSERT_TRUE(D.Trip);
  ASSERT_TRUE(D.Narrow);
  EXPECT_NE(D.Narrow->find("narrower than its bound"), std::string::npos);
}

} // namespace
