//===- ValueEnvTest.cpp - Joining two paths' environments -----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "ValueEnv.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Tooling/Tooling.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

/// Three variables to key the environment with.
struct Decls {
  std::unique_ptr<clang::ASTUnit> AST =
      clang::tooling::buildASTFromCode("int a, b, c;");
  const clang::ValueDecl *get(const char *Name) const {
    auto &Ctx = AST->getASTContext();
    auto R = Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get(Name));
    return llvm::cast<clang::ValueDecl>(R.front());
  }
};

VarState value(Expr V) {
  VarState S;
  S.Value = std::move(V);
  return S;
}

TEST(ValueEnv, MergeKeepsWhatBothPathsAgreeOn) {
  Decls D;
  const clang::ValueDecl *A = D.get("a"), *B = D.get("b"), *C = D.get("c");
  ValueEnv Env;
  Env.bind(A, value(Expr(4)));
  Env.bind(B, value(Expr(1)));
  ValueEnv::Snapshot Then = Env.save();
  Env.state(B).Value = Expr(2); // the other path writes b
  Env.bind(C, value(Expr(7)));  // and declares c
  Env.merge(Then, Env.save());
  ASSERT_TRUE(Env.find(A) && Env.find(A)->Value);
  EXPECT_EQ(*Env.find(A)->Value, Expr(4));
  ASSERT_TRUE(Env.find(B));
  EXPECT_FALSE(Env.find(B)->Value); // the paths disagree: unknown
  EXPECT_FALSE(Env.tracks(C));      // declared on one path: out of scope
}

TEST(ValueEnv, MergeUnderAnIndicatorSelects) {
  Decls D;
  const clang::ValueDecl *A = D.get("a");
  ValueEnv Env;
  Env.bind(A, value(Expr(0)));
  ValueEnv::Snapshot Else = Env.save();
  Env.state(A).Value = Expr(1); // `if (tid < n) active = 1;`
  Expr Taken = Expr::symbol("[tid < n]");
  Env.merge(Env.save(), Else, Taken);
  ASSERT_TRUE(Env.find(A)->Value);
  EXPECT_EQ(*Env.find(A)->Value, Taken);
}

TEST(ValueEnv, SpacesAndParametersJoin) {
  Decls D;
  const clang::ValueDecl *A = D.get("a"), *B = D.get("b");
  ValueEnv Env;
  VarState P;
  P.PointsTo = MemSpace::Global;
  P.Param = true;
  P.Addr = Address{"x", Expr(0)};
  Env.bind(A, P);
  Env.bind(B, P);
  ValueEnv::Snapshot Before = Env.save();
  Env.state(A).PointsTo = MemSpace::Shared;
  Env.state(B).Param = false;
  Env.state(B).Addr = Address{"x", Expr(4)};
  Env.merge(Before, Env.save());
  EXPECT_EQ(Env.find(A)->PointsTo, MemSpace::Unknown);
  EXPECT_TRUE(Env.isUnchangedParam(A));
  EXPECT_EQ(Env.find(B)->PointsTo, MemSpace::Global);
  EXPECT_FALSE(Env.isUnchangedParam(B));
  EXPECT_FALSE(Env.find(B)->Addr);
  EXPECT_TRUE(Env.find(A)->Addr);
}

TEST(ValueEnv, ForgetWrittenKeepsWhereAPointerPoints) {
  Decls D;
  const clang::ValueDecl *A = D.get("a"), *B = D.get("b");
  ValueEnv Env;
  VarState S = value(Expr(3));
  S.PointsTo = MemSpace::Shared;
  S.Addr = Address{"s", Expr(0)};
  Env.bind(A, S);
  Env.forgetWritten(A);
  Env.forgetWritten(B); // a global: nothing to forget, still untracked
  EXPECT_FALSE(Env.find(A)->Value);
  EXPECT_FALSE(Env.find(A)->Addr);
  EXPECT_EQ(Env.find(A)->PointsTo, MemSpace::Shared);
  EXPECT_FALSE(Env.tracks(B));
}

} // namespace
