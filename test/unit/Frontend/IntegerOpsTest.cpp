//===- IntegerOpsTest.cpp - convertInteger and applyIntegerOp -------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Frontend/IntegerOps.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

Expr sym(const char *Name) { return Expr::symbol(Name); }

std::optional<Rational> at(const Expr &E, int64_t N) {
  return E.evaluate({{"N", Rational(N)}});
}

TEST(IntegerOps, ConstantsWrapAtEveryWidth) {
  EXPECT_EQ(convertInteger(Expr(300), 8, true), Expr(44));
  EXPECT_EQ(convertInteger(Expr(200), 8, false), Expr(-56));
  EXPECT_EQ(convertInteger(Expr(-1), 16, true), Expr(65535));
  EXPECT_EQ(convertInteger(Expr(40000), 16, false), Expr(-25536));
  EXPECT_EQ(convertInteger(Expr(int64_t(3000000000)), 32, false),
            Expr(int64_t(-1294967296)));
  EXPECT_EQ(convertInteger(Expr(-1), 32, true), Expr(int64_t(4294967295)));
  // 2^64 - 1: past int64_t, still exact.
  EXPECT_EQ(convertInteger(Expr(-1), 64, true),
            Expr(Rational((Rational::Int(1) << 64) - 1, 1)));
  EXPECT_EQ(convertInteger(Expr(7), 64, false), Expr(7));
}

TEST(IntegerOps, SymbolicValuesWrapBelowInt) {
  // unsigned char n = N + 256: mod(N, 256), 44 at N = 44.
  auto U = convertInteger(sym("N") + 256, 8, true);
  ASSERT_TRUE(U);
  EXPECT_EQ(U->str(), "mod(N, 256)");
  EXPECT_EQ(at(*U, 44), Rational(44));
  // short s = N: -25536 at 40000, 1000 at 1000, -1 at 65535.
  auto S = convertInteger(sym("N"), 16, false);
  ASSERT_TRUE(S);
  EXPECT_EQ(at(*S, 40000), Rational(-25536));
  EXPECT_EQ(at(*S, 1000), Rational(1000));
  EXPECT_EQ(at(*S, 65535), Rational(-1));
  // Every value of a signed char from 0 to 1000, against the wrap by hand.
  auto C = convertInteger(sym("N"), 8, false);
  ASSERT_TRUE(C);
  for (int64_t N = 0; N <= 1000; ++N) {
    int64_t R = N % 256;
    EXPECT_EQ(at(*C, N), Rational(R >= 128 ? R - 256 : R)) << N;
  }
}

TEST(IntegerOps, SymbolicValuesAreTakenToFitIntAndWider) {
  EXPECT_EQ(convertInteger(sym("N") * 2, 32, false), sym("N") * 2);
  EXPECT_EQ(convertInteger(sym("N"), 64, true), sym("N"));
}

const IntegerType Int{32, false}, Unsigned{32, true}, Short{16, false},
    SizeT{64, true};

TEST(IntegerOps, OperatorsAreFloorDivisionAndMasks) {
  Expr N = sym("N");
  EXPECT_EQ(applyIntegerOp(clang::BO_Div, N, Expr(4), Int),
            Expr::floorDiv(N, 4));
  EXPECT_EQ(applyIntegerOp(clang::BO_And, N, Expr(31), Int), Expr::mod(N, 32));
  EXPECT_EQ(applyIntegerOp(clang::BO_Shl, N, Expr(3), Int), N * 8);
  EXPECT_FALSE(applyIntegerOp(clang::BO_And, N, Expr(6), Int));
  EXPECT_FALSE(applyIntegerOp(clang::BO_Xor, N, Expr(1), Int));
}

// On constants an operator gives what C++ gives in the result's type.
TEST(IntegerOps, UnsignedResultsWrap) {
  EXPECT_EQ(applyIntegerOp(clang::BO_Sub, Expr(0), Expr(1), Unsigned),
            Expr(4294967295));
  EXPECT_EQ(applyIntegerOp(clang::BO_Sub, Expr(0), Expr(1), SizeT),
            Expr(Rational((Rational::Int(1) << 64) - 1, 1)));
  EXPECT_EQ(applyIntegerOp(clang::BO_Mul, Expr(65536), Expr(65536), Unsigned),
            Expr(0));
}

TEST(IntegerOps, SignedOverflowWrapsAsTheGpuDoes) {
  EXPECT_EQ(applyIntegerOp(clang::BO_Add, Expr(2147483647), Expr(1), Int),
            Expr(int64_t(-2147483648LL)));
  // A short operand is promoted to int: the product fits; a conversion
  // back to short is what wraps it.
  EXPECT_EQ(applyIntegerOp(clang::BO_Mul, Expr(20000), Expr(2), Int),
            Expr(40000));
  EXPECT_EQ(applyIntegerOp(clang::BO_Add, Expr(32767), Expr(1), Short),
            Expr(-32768));
}

TEST(IntegerOps, SignedOverflowIsToldWithItsExactValue) {
  EXPECT_EQ(signedOverflow(clang::BO_Add, Expr(2147483647), Expr(1), Int),
            Expr(int64_t(2147483648LL)));
  EXPECT_EQ(signedOverflow(clang::BO_Div, Expr(int64_t(-2147483648LL)),
                           Expr(-1), Int),
            Expr(int64_t(2147483648LL)));
  EXPECT_FALSE(signedOverflow(clang::BO_Add, Expr(2147483646), Expr(1), Int));
  // Unsigned wraps by definition; a short is promoted first; a symbolic
  // value is taken to fit.
  EXPECT_FALSE(signedOverflow(clang::BO_Sub, Expr(0), Expr(1), Unsigned));
  EXPECT_FALSE(signedOverflow(clang::BO_Add, Expr(32767), Expr(1), Short));
  EXPECT_FALSE(signedOverflow(clang::BO_Mul, sym("N"), Expr(2), Int));
}

TEST(IntegerOps, ConstantDivisionTruncatesTowardZero) {
  EXPECT_EQ(applyIntegerOp(clang::BO_Div, Expr(-7), Expr(2), Int), Expr(-3));
  EXPECT_EQ(applyIntegerOp(clang::BO_Rem, Expr(-7), Expr(2), Int), Expr(-1));
  EXPECT_EQ(applyIntegerOp(clang::BO_Rem, Expr(7), Expr(-2), Int), Expr(1));
  EXPECT_FALSE(applyIntegerOp(clang::BO_Div, Expr(7), Expr(0), Int));
}

// `X op= R` converts X to the computation type, and the result back.
TEST(IntegerOps, CompoundAssignmentConvertsBothWays) {
  IntegerType UChar{8, true}, Bool{0, true, true};
  EXPECT_EQ(
      applyCompoundAssign(clang::BO_Div, Expr(-8), Expr(2), Unsigned, Int),
      Expr(2147483644));
  EXPECT_EQ(applyCompoundAssign(clang::BO_Sub, Expr(0), Expr(1), Int, UChar),
            Expr(255));
  EXPECT_EQ(applyCompoundAssign(clang::BO_Add, Expr(1), Expr(1), Int, Bool),
            Expr(1));
  EXPECT_EQ(applyCompoundAssign(clang::BO_Add, sym("N"), Expr(1), Int, Int),
            sym("N") + 1);
}

// One table of min and max for both sides.
TEST(IntegerOps, MinAndMaxByName) {
  Expr N = sym("N");
  EXPECT_TRUE(isIntegerMinMax("umin"));
  EXPECT_TRUE(isIntegerMinMax("ullmax"));
  EXPECT_FALSE(isIntegerMinMax("fminf"));
  EXPECT_EQ(applyMinMax("llmin", N, Expr(4)), Expr::min(N, Expr(4)));
  EXPECT_EQ(applyMinMax("max", Expr(3), Expr(7)), Expr(7));
}

} // namespace
