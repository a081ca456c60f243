//===- ExprTest.cpp - Tests for symbolic cost expressions -----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Expr.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <tuple>

using namespace roofline;

namespace {

Expr sym(const char *Name) { return Expr::symbol(Name); }

Rational half() { return Rational(1, 2); }

/// Evaluates E and prints the value, or "unbound".
std::string valueOf(const Expr &E, const SymbolValues &Values) {
  std::optional<Rational> V = E.evaluate(Values);
  return V ? V->str() : "unbound";
}

//===----------------------------------------------------------------------===//
// Construction and printing of polynomials
//===----------------------------------------------------------------------===//

TEST(ExprTest, Constants) {
  EXPECT_EQ(Expr().str(), "0");
  EXPECT_TRUE(Expr().isZero());
  EXPECT_TRUE(Expr(0).isZero());
  EXPECT_TRUE(Expr(Rational(0)).isZero());
  EXPECT_EQ(Expr(4).str(), "4");
  EXPECT_EQ(Expr(int64_t(-7)).str(), "-7");
  EXPECT_EQ(Expr(Rational(-3, 2)).str(), "-3/2");
  EXPECT_TRUE(Expr(4).isConstant());
  EXPECT_FALSE(Expr(4).isZero());
  EXPECT_EQ(Expr(4).asConstant(), Rational(4));
  EXPECT_EQ(Expr().asConstant(), Rational(0));
  EXPECT_FALSE(sym("N").isConstant());
  EXPECT_EQ(sym("N").asConstant(), std::nullopt);
  EXPECT_EQ(Expr(2) + Expr(3), Expr(5));
}

TEST(ExprTest, PrintsPolynomials) {
  Expr N = sym("N"), M = sym("M"), K = sym("K");
  EXPECT_EQ(N.str(), "N");
  EXPECT_EQ((8 * N + 4).str(), "8*N + 4");
  EXPECT_EQ((4 + N * 8).str(), "8*N + 4");
  EXPECT_EQ((8 * N - 4).str(), "8*N - 4");
  EXPECT_EQ((4 - N).str(), "-N + 4");
  EXPECT_EQ((-N).str(), "-N");
  EXPECT_EQ((-N - 4).str(), "-N - 4");
  EXPECT_EQ((N * M * 2 * K).str(), "2*K*M*N");
  EXPECT_EQ((N * N).str(), "N^2");
  EXPECT_EQ((N * N * N * M).str(), "M*N^3");
  EXPECT_EQ((Expr(Rational(-3, 2)) * sym("x")).str(), "-3/2*x");
  Expr n = sym("n");
  EXPECT_EQ((half() * n * n - half() * n).str(), "1/2*n^2 - 1/2*n");
  EXPECT_EQ((Expr(Rational(-1, 3)) * n + 1).str(), "-1/3*n + 1");
}

TEST(ExprTest, TermOrder) {
  Expr N = sym("N"), M = sym("M");
  // Higher total degree first, constant last.
  EXPECT_EQ((1 + N + M * N * N).str(), "M*N^2 + N + 1");
  // Same degree: lexicographic by monomial, higher power of an earlier atom
  // first.
  EXPECT_EQ((N * N + M * N + M * M).str(), "M^2 + M*N + N^2");
  EXPECT_EQ((N + M).str(), "M + N");
  // Within one degree, positive terms print first.
  EXPECT_EQ((N - M).str(), "N - M");
  EXPECT_EQ((M - N).str(), "M - N");
  EXPECT_EQ((-N - M).str(), "-M - N");
  EXPECT_EQ((N * N - M * M + M - 1).str(), "N^2 - M^2 + M - 1");
  // Symbols sort by their bytes: upper case before lower case.
  EXPECT_EQ((sym("a") + sym("B")).str(), "B + a");
}

TEST(ExprTest, NamesPrintVerbatim) {
  Expr E = sym("blockDim.x") * sym("gridDim.x") + sym("k#3");
  EXPECT_EQ(E.str(), "blockDim.x*gridDim.x + k#3");
  EXPECT_EQ(sym("threadIdx.x").str(), "threadIdx.x");
}

//===----------------------------------------------------------------------===//
// Arithmetic
//===----------------------------------------------------------------------===//

TEST(ExprTest, AdditionCollectsLikeTerms) {
  Expr N = sym("N"), M = sym("M");
  EXPECT_EQ((N + M) - N, M);
  EXPECT_TRUE((N - N).isZero());
  EXPECT_EQ((N - N).str(), "0");
  EXPECT_EQ(N + N, 2 * N);
  EXPECT_EQ(N + M, M + N);
  EXPECT_NE(N + M, N - M);
  EXPECT_EQ((3 * N + 2) + (Expr(-3) * N + 5), Expr(7));
  EXPECT_TRUE(((3 * N + 2) + (Expr(-3) * N + 5)).isConstant());
}

TEST(ExprTest, MultiplicationDistributes) {
  Expr a = sym("a"), b = sym("b"), N = sym("N");
  EXPECT_EQ(((a + b) * (a + b)).str(), "a^2 + 2*a*b + b^2");
  EXPECT_EQ((N + 1) * (N - 1), N * N - 1);
  EXPECT_EQ(((N + 1) * (N - 1)).str(), "N^2 - 1");
  EXPECT_EQ(((a + 1) * 0).str(), "0");
  EXPECT_EQ((a * b), (b * a));
  EXPECT_EQ(((a + b) * (a - b)).str(), "a^2 - b^2");
}

TEST(ExprTest, CompoundAssignmentAndNegation) {
  Expr N = sym("N");
  Expr E = N;
  E += 3;
  EXPECT_EQ(E.str(), "N + 3");
  E *= 2;
  EXPECT_EQ(E.str(), "2*N + 6");
  E -= 2 * N;
  EXPECT_EQ(E.str(), "6");
  EXPECT_EQ((-(N - 4)).str(), "-N + 4");
  EXPECT_EQ(-(-N), N);
}

TEST(ExprTest, DivideBy) {
  Expr N = sym("N");
  EXPECT_EQ((8 * N + 4).divideBy(4), 2 * N + 1);
  EXPECT_EQ((3 * N).divideBy(2).str(), "3/2*N");
  EXPECT_EQ(N.divideBy(Rational(1, 2)), 2 * N);
  EXPECT_EQ(N.divideBy(-1), -N);
  EXPECT_THROW(N.divideBy(0), std::domain_error);
}

TEST(ExprTest, CopiesShareAndCompareEqual) {
  Expr N = sym("N");
  Expr E = 8 * N + 4;
  Expr Copy = E;
  EXPECT_EQ(Copy, E);
  EXPECT_EQ(Copy.str(), "8*N + 4");
  Copy += 1;
  EXPECT_EQ(E.str(), "8*N + 4");
  EXPECT_EQ(Copy.str(), "8*N + 5");
}

TEST(ExprTest, LargeConstantsAreExact) {
  Expr E = Expr(4096) * 4096 * 4096 * 2;
  EXPECT_EQ(E.str(), "137438953472");
  EXPECT_EQ(E.asConstant(), Rational(int64_t(137438953472)));
  Expr S = sym("N") * 4096 * 4096 * 4096 * 2;
  EXPECT_EQ(S.str(), "137438953472*N");
}

TEST(ExprTest, OverflowThrows) {
  Rational Big = Rational(INT64_MAX) * Rational(INT64_MAX);
  Expr E(Big);
  EXPECT_THROW(E * E, ArithmeticOverflow);
  EXPECT_THROW(E * sym("N") * 4, ArithmeticOverflow);
  EXPECT_THROW((E * sym("N")).evaluate({{"N", Rational(8)}}),
               ArithmeticOverflow);
}

//===----------------------------------------------------------------------===//
// Atoms: printing
//===----------------------------------------------------------------------===//

TEST(ExprTest, PrintsAtoms) {
  Expr N = sym("N"), n = sym("n"), i = sym("i"), K = sym("K");
  Expr a = sym("a"), b = sym("b");
  EXPECT_EQ(Expr::floorDiv(N, 16).str(), "floor(N / 16)");
  EXPECT_EQ(Expr::ceilDiv(N - 1, 4).str(), "ceil((N - 1) / 4)");
  Expr Stride = sym("blockDim.x") * sym("gridDim.x");
  EXPECT_EQ(Expr::ceilDiv(n - i, Stride).str(),
            "ceil((n - i) / (blockDim.x*gridDim.x))");
  EXPECT_EQ(Expr::mod(a, b).str(), "mod(a, b)");
  EXPECT_EQ(Expr::mod(a + 1, 16).str(), "mod(a + 1, 16)");
  EXPECT_EQ(Expr::min(a, b).str(), "min(a, b)");
  EXPECT_EQ(Expr::max(a, b).str(), "max(a, b)");
  EXPECT_EQ(Expr::floorLog2(n).str(), "floor(log2(n))");
  EXPECT_EQ(Expr::ceilLog2(n).str(), "ceil(log2(n))");
  EXPECT_EQ(Expr::ceilLog2(n + 1).str(), "ceil(log2(n + 1))");
  EXPECT_EQ((2 * N * Expr::floorDiv(K, 8)).str(), "2*N*floor(K / 8)");
  EXPECT_EQ((Expr::floorDiv(K, 8) * N).str(), "N*floor(K / 8)");
}

TEST(ExprTest, ParenthesizesDivisionOperands) {
  Expr N = sym("N"), M = sym("M");
  EXPECT_EQ(Expr::floorDiv(2 * N, 16).str(), "floor((2*N) / 16)");
  EXPECT_EQ(Expr::floorDiv(N, 2 * M).str(), "floor(N / (2*M))");
  EXPECT_EQ(Expr::floorDiv(N, M).str(), "floor(N / M)");
  EXPECT_EQ(Expr::floorDiv(M * N, 3).str(), "floor((M*N) / 3)");
  EXPECT_EQ(Expr::floorDiv(N * N, 4).str(), "floor(N^2 / 4)");
  EXPECT_EQ(Expr::floorDiv(N, -16).str(), "floor(N / (-16))");
  EXPECT_EQ(Expr::floorDiv(N, Rational(3, 2)).str(), "floor(N / (3/2))");
  EXPECT_EQ(Expr::floorDiv(-N, 16).str(), "floor((-N) / 16)");
  EXPECT_EQ(Expr::floorDiv(Expr::floorDiv(N, 16), M).str(),
            "floor(floor(N / 16) / M)");
}

TEST(ExprTest, PrintsPowersOfAtoms) {
  Expr F = Expr::floorDiv(sym("N"), 16);
  EXPECT_EQ((F * F).str(), "floor(N / 16)^2");
  EXPECT_EQ((F * F * 3 + F).str(), "3*floor(N / 16)^2 + floor(N / 16)");
  // Symbols print before other atoms of the same degree.
  EXPECT_EQ((F + sym("N")).str(), "N + floor(N / 16)");
}

//===----------------------------------------------------------------------===//
// Atoms: folding and simplification
//===----------------------------------------------------------------------===//

TEST(ExprTest, FoldsConstantAtoms) {
  EXPECT_EQ(Expr::floorDiv(7, 2), Expr(3));
  EXPECT_EQ(Expr::floorDiv(-7, 2), Expr(-4));
  EXPECT_EQ(Expr::ceilDiv(7, 2), Expr(4));
  EXPECT_EQ(Expr::ceilDiv(-7, 2), Expr(-3));
  EXPECT_EQ(Expr::floorDiv(Rational(7, 2), Rational(1, 2)), Expr(7));
  EXPECT_EQ(Expr::mod(7, 3), Expr(1));
  EXPECT_EQ(Expr::mod(-7, 3), Expr(2));
  EXPECT_EQ(Expr::mod(7, -3), Expr(-2));
  EXPECT_EQ(Expr::min(3, 5), Expr(3));
  EXPECT_EQ(Expr::min(5, 3), Expr(3));
  EXPECT_EQ(Expr::max(3, 5), Expr(5));
  EXPECT_EQ(Expr::max(Rational(-1, 2), -1), Expr(Rational(-1, 2)));
  EXPECT_EQ(Expr::floorLog2(1), Expr(0));
  EXPECT_EQ(Expr::floorLog2(1024), Expr(10));
  EXPECT_EQ(Expr::floorLog2(1025), Expr(10));
  EXPECT_EQ(Expr::floorLog2(1023), Expr(9));
  EXPECT_EQ(Expr::ceilLog2(1), Expr(0));
  EXPECT_EQ(Expr::ceilLog2(2), Expr(1));
  EXPECT_EQ(Expr::ceilLog2(3), Expr(2));
  EXPECT_EQ(Expr::ceilLog2(1024), Expr(10));
  EXPECT_EQ(Expr::ceilLog2(1025), Expr(11));
  EXPECT_EQ(Expr::floorLog2(Rational(5, 2)), Expr(1));
  EXPECT_EQ(Expr::ceilLog2(Rational(5, 2)), Expr(2));
}

TEST(ExprTest, KeepsUndefinedAtoms) {
  EXPECT_EQ(Expr::floorDiv(5, 0).str(), "floor(5 / 0)");
  EXPECT_EQ(Expr::floorDiv(sym("N"), 0).str(), "floor(N / 0)");
  EXPECT_EQ(Expr::ceilDiv(5, 0).str(), "ceil(5 / 0)");
  EXPECT_EQ(Expr::mod(5, 0).str(), "mod(5, 0)");
  EXPECT_EQ(Expr::floorLog2(0).str(), "floor(log2(0))");
  EXPECT_EQ(Expr::ceilLog2(Rational(1, 2)).str(), "ceil(log2(1/2))");
  EXPECT_FALSE(Expr::floorLog2(-4).isConstant());
}

TEST(ExprTest, TrivialDivisionsSimplify) {
  Expr N = sym("N"), M = sym("M");
  EXPECT_EQ(Expr::floorDiv(N, 1), N);
  EXPECT_EQ(Expr::ceilDiv(N, 1), N);
  EXPECT_EQ(Expr::floorDiv(8 * N, 4), 2 * N);
  EXPECT_EQ(Expr::ceilDiv(8 * N, 4), 2 * N);
  EXPECT_EQ(Expr::floorDiv(8 * N + 4, 4), 2 * N + 1);
  EXPECT_EQ(Expr::floorDiv(8 * N * M - 16, -8), 2 - N * M);
  EXPECT_EQ(Expr::mod(N, 1), Expr(0));
  EXPECT_EQ(Expr::mod(8 * N, 4), Expr(0));
  // Non-integer coefficients are not integer-valued: keep the atom.
  EXPECT_EQ(Expr::floorDiv(half() * N, 1).str(), "floor((1/2*N) / 1)");
}

TEST(ExprTest, DivisionSplitsOffExactMultiples) {
  Expr N = sym("N"), M = sym("M");
  EXPECT_EQ(Expr::floorDiv(16 * M + N, 16), M + Expr::floorDiv(N, 16));
  EXPECT_EQ(Expr::floorDiv(N + 32, 16).str(), "floor(N / 16) + 2");
  EXPECT_EQ(Expr::ceilDiv(N + 32, 16).str(), "ceil(N / 16) + 2");
  EXPECT_EQ(Expr::floorDiv(16 * N + 3, 16), N);
  EXPECT_EQ(Expr::ceilDiv(16 * N + 3, 16), N + 1);
  EXPECT_EQ(Expr::mod(N + 16, 16), Expr::mod(N, 16));
  EXPECT_EQ(Expr::mod(16 * N + 3, 16), Expr(3));
  // A remainder that is not a multiple stays inside the atom.
  EXPECT_EQ(Expr::ceilDiv(N - 1, 4).str(), "ceil((N - 1) / 4)");
}

TEST(ExprTest, MonomialDivisorSplitsOffMultiples) {
  Expr N = sym("N"), b = sym("b"), n = sym("n");
  EXPECT_EQ(Expr::ceilDiv(129 - b, b).str(), "ceil(129 / b) - 1");
  EXPECT_EQ(Expr::ceilDiv(129 - b, b), Expr::ceilDiv(129, b) - 1);
  EXPECT_EQ(Expr::floorDiv(N * b + 3, b).str(), "N + floor(3 / b)");
  EXPECT_EQ(Expr::floorDiv(N * b + 3, b), N + Expr::floorDiv(3, b));
  EXPECT_EQ(Expr::ceilDiv(N * b + 3, b).str(), "N + ceil(3 / b)");
  EXPECT_EQ(Expr::floorDiv(b, b), Expr(1));
  EXPECT_EQ(Expr::ceilDiv(b, b), Expr(1));
  EXPECT_EQ(Expr::mod(b, b), Expr(0));
  EXPECT_EQ(Expr::mod(N * b + 3, b).str(), "mod(3, b)");
  EXPECT_EQ(Expr::mod(N * b + 3, b), Expr::mod(3, b));
  EXPECT_EQ(Expr::mod(N * b - 2 * b, b), Expr(0));
  EXPECT_EQ(Expr::floorDiv(N + b, b).str(), "floor(N / b) + 1");
  // `offset + b <= 128` from 0 in steps of b: floor((128 - b) / b) + 1 times.
  EXPECT_EQ((Expr::floorDiv(128 - b, b) + 1).str(), "floor(128 / b)");
  // Products of symbols, and a coefficient: the coefficient ratio must be an
  // integer.
  Expr Stride = sym("blockDim.x") * sym("gridDim.x");
  EXPECT_EQ(Expr::floorDiv(n + 2 * Stride, Stride).str(),
            "floor(n / (blockDim.x*gridDim.x)) + 2");
  EXPECT_EQ(Expr::floorDiv(n * Stride, Stride), n);
  EXPECT_EQ(Expr::ceilDiv(4 * b * N + b, 2 * b).str(), "2*N + ceil(b / (2*b))");
  EXPECT_EQ(Expr::floorDiv(b * N, 2 * b).str(), "floor((N*b) / (2*b))");
  EXPECT_EQ(Expr::floorDiv(b * b * N + b, b * b).str(), "N + floor(b / b^2)");
  EXPECT_EQ(Expr::floorDiv(3 * b, Expr(Rational(3, 2)) * b), Expr(2));
  EXPECT_EQ(Expr::floorDiv(N * b, -b), -N);
  // Atoms in the divisor.
  Expr Tiles = Expr::floorDiv(N, 16);
  EXPECT_EQ(Expr::floorDiv(8 * Tiles * b + 1, Tiles).str(),
            "8*b + floor(1 / floor(N / 16))");
  // Substitution re-simplifies.
  Expr Tile = sym("TILE"), M = sym("M");
  EXPECT_EQ(Expr::floorDiv(N, Tile).substitute("N", Tile * M + N).str(),
            "M + floor(N / TILE)");
  // A zero numerator over a non-zero divisor.
  EXPECT_EQ(Expr::floorDiv(0, b), Expr(0));
  EXPECT_EQ(Expr::ceilDiv(0, b + 1), Expr(0));
  EXPECT_EQ(Expr::mod(0, b), Expr(0));
  // A zero divisor still keeps the atom.
  EXPECT_EQ(Expr::floorDiv(N * b, 0).str(), "floor((N*b) / 0)");
  EXPECT_EQ(Expr::mod(b, 0).str(), "mod(b, 0)");
}

TEST(ExprTest, SumDivisorOnlyExactMultiples) {
  Expr b = sym("b"), N = sym("N");
  EXPECT_EQ(Expr::floorDiv(2 * b + 2, b + 1), Expr(2));
  EXPECT_EQ(Expr::ceilDiv(2 * b + 2, b + 1), Expr(2));
  EXPECT_EQ(Expr::mod(2 * b + 2, b + 1), Expr(0));
  EXPECT_EQ(Expr::floorDiv(-b - 1, b + 1), Expr(-1));
  EXPECT_EQ(Expr::floorDiv(b + N, N + b), Expr(1));
  // Not an integer multiple, or not a multiple at all: left alone.
  EXPECT_EQ(Expr::floorDiv(b + 1, 2 * b + 2).str(),
            "floor((b + 1) / (2*b + 2))");
  EXPECT_EQ(Expr::floorDiv(2 * b + 3, b + 1).str(),
            "floor((2*b + 3) / (b + 1))");
  EXPECT_EQ(Expr::mod(2 * b + 3, b + 1).str(), "mod(2*b + 3, b + 1)");
  EXPECT_EQ(Expr::floorDiv(2 * b + 2 * N, b + 1).str(),
            "floor((2*N + 2*b) / (b + 1))");
}

TEST(ExprTest, MonomialDivisionsAgreeWithEvaluation) {
  Expr N = sym("N"), b = sym("b"), c = sym("c");
  struct Case {
    Expr Num, Den;
  };
  std::vector<Case> Cases = {
      {129 - b, b},
      {N * b + 3, b},
      {b, b},
      {N * b - 5 * b + N, b},
      {4 * b * N + b - 7, 2 * b},
      {3 * b * c * N + b * c + c, b * c},
      {N * b * b - b + 2, b * b},
      {2 * b + 2, b + 1},
  };
  for (const Case &C : Cases) {
    Expr Floor = Expr::floorDiv(C.Num, C.Den);
    Expr Ceil = Expr::ceilDiv(C.Num, C.Den);
    Expr Mod = Expr::mod(C.Num, C.Den);
    for (int64_t BV = 1; BV <= 9; ++BV)
      for (int64_t NV = -6; NV <= 6; ++NV)
        for (int64_t CV : {1, 3}) {
          SymbolValues V = {
              {"N", Rational(NV)}, {"b", Rational(BV)}, {"c", Rational(CV)}};
          Rational A = *C.Num.evaluate(V), D = *C.Den.evaluate(V);
          Rational Q = A / D;
          EXPECT_EQ(Floor.evaluate(V), Rational(Q.floor(), 1))
              << Floor.str() << " at N = " << NV << ", b = " << BV;
          EXPECT_EQ(Ceil.evaluate(V), Rational(Q.ceil(), 1))
              << Ceil.str() << " at N = " << NV << ", b = " << BV;
          EXPECT_EQ(Mod.evaluate(V), A - D * Rational(Q.floor(), 1))
              << Mod.str() << " at N = " << NV << ", b = " << BV;
        }
  }
}

TEST(ExprTest, NoUnsoundSimplification) {
  Expr N = sym("N");
  Expr E = Expr::floorDiv(N, 16) * 16;
  EXPECT_NE(E, N);
  EXPECT_EQ(E.str(), "16*floor(N / 16)");
  // A divisor that is not a factor of the numerator term keeps the atom.
  Expr M = sym("M");
  EXPECT_NE(Expr::floorDiv(N, 2 * N), Expr(0));
  EXPECT_EQ(Expr::floorDiv(N, 2 * N).str(), "floor(N / (2*N))");
  EXPECT_EQ(Expr::floorDiv(M * N, N * N).str(), "floor((M*N) / N^2)");
  EXPECT_NE(Expr::floorDiv(N, M) * M, N);
  EXPECT_NE(Expr::floorDiv(N, 16) + Expr::floorDiv(N, 16),
            Expr::floorDiv(N, 8));
  EXPECT_NE(Expr::floorDiv(N, 4), Expr::ceilDiv(N, 4));
}

TEST(ExprTest, MinMaxSimplify) {
  Expr N = sym("N"), a = sym("a"), b = sym("b");
  EXPECT_EQ(Expr::min(a, a), a);
  EXPECT_EQ(Expr::max(a + 1, a + 1), a + 1);
  EXPECT_EQ(Expr::min(a, b), Expr::min(b, a));
  EXPECT_EQ(Expr::max(a, b), Expr::max(b, a));
  EXPECT_EQ(Expr::min(b, a).str(), "min(a, b)");
  EXPECT_NE(Expr::min(a, b), Expr::max(a, b));
  // Operands a constant apart.
  EXPECT_EQ(Expr::min(N, N + 1), N);
  EXPECT_EQ(Expr::max(N, N + 1), N + 1);
  EXPECT_EQ(Expr::min(N - 2, N), N - 2);
  EXPECT_EQ(Expr::max(N - 2, N), N);
}

TEST(ExprTest, AtomsCompareStructurally) {
  Expr N = sym("N"), M = sym("M");
  Expr A = Expr::floorDiv(N + M, 16), B = Expr::floorDiv(M + N, 16);
  EXPECT_EQ(A, B);
  EXPECT_EQ(A - B, Expr(0));
  EXPECT_EQ((2 * A - B).str(), "floor((M + N) / 16)");
  EXPECT_NE(Expr::floorDiv(N, 16), Expr::floorDiv(N, 8));
  EXPECT_NE(Expr::floorDiv(N, 16), Expr::ceilDiv(N, 16));
  EXPECT_NE(Expr::floorLog2(N), Expr::ceilLog2(N));
}

//===----------------------------------------------------------------------===//
// Symbols and substitution
//===----------------------------------------------------------------------===//

TEST(ExprTest, Symbols) {
  Expr E = Expr::floorDiv(sym("N"), sym("TILE")) +
           sym("M") * sym("threadIdx.x") + Expr::floorLog2(sym("z"));
  std::set<std::string> Expected = {"M", "N", "TILE", "threadIdx.x", "z"};
  EXPECT_EQ(E.symbols(), Expected);
  EXPECT_TRUE(E.dependsOn("TILE"));
  EXPECT_TRUE(E.dependsOn("z"));
  EXPECT_TRUE(E.dependsOn("M"));
  EXPECT_FALSE(E.dependsOn("K"));
  EXPECT_FALSE(E.dependsOn("threadIdx"));
  EXPECT_TRUE(Expr(5).symbols().empty());
  EXPECT_FALSE(Expr(5).dependsOn("N"));
  EXPECT_TRUE((sym("N") - sym("N")).symbols().empty());
}

TEST(ExprTest, SubstituteConstants) {
  Expr N = sym("N");
  EXPECT_EQ((8 * N + 4).substitute("N", 2), Expr(20));
  EXPECT_EQ(Expr::floorDiv(N, 16).substitute("N", 100), Expr(6));
  EXPECT_EQ(Expr::ceilDiv(N, 16).substitute("N", 100), Expr(7));
  EXPECT_EQ(Expr::floorLog2(N).substitute("N", 1000), Expr(9));
  Expr Nested = Expr::min(Expr::floorDiv(N, sym("TILE")), 8);
  EXPECT_EQ(Nested.substitute("TILE", 16).str(), "min(floor(N / 16), 8)");
  EXPECT_EQ(Nested.substitute("TILE", 16).substitute("N", 256), Expr(8));
  EXPECT_EQ(Nested.substitute("TILE", 16).substitute("N", 64), Expr(4));
  EXPECT_EQ(Nested.substitute("K", 3), Nested);
}

TEST(ExprTest, SubstituteExpressions) {
  Expr N = sym("N"), M = sym("M"), a = sym("a"), b = sym("b");
  EXPECT_EQ((N * N).substitute("N", M + 1), M * M + 2 * M + 1);
  EXPECT_EQ(Expr::floorDiv(N, 16).substitute("N", 16 * M), M);
  EXPECT_EQ(Expr::floorDiv(N, 16).substitute("N", 16 * M + N).str(),
            "M + floor(N / 16)");
  EXPECT_EQ(Expr::min(a, b).substitute("b", a + 3), a);
  // Simultaneous substitution swaps.
  std::map<std::string, Expr> Swap = {{"a", b}, {"b", a}};
  EXPECT_EQ((a - 2 * b).substitute(Swap), b - 2 * a);
  EXPECT_EQ(Expr::mod(a, b).substitute(Swap).str(), "mod(b, a)");
}

//===----------------------------------------------------------------------===//
// Evaluation
//===----------------------------------------------------------------------===//

TEST(ExprTest, EvaluatePolynomials) {
  Expr N = sym("N"), M = sym("M");
  SymbolValues V = {{"N", Rational(10)}, {"M", Rational(3)}};
  EXPECT_EQ(valueOf(8 * N + 4, V), "84");
  EXPECT_EQ(valueOf(N * N * M - half(), V), "599/2");
  EXPECT_EQ(valueOf(Expr(7), {}), "7");
  EXPECT_EQ(valueOf(N, {{"N", Rational(-5, 3)}}), "-5/3");
}

TEST(ExprTest, EvaluateUnboundIsNullopt) {
  Expr N = sym("N"), M = sym("M");
  EXPECT_EQ((8 * N + 4).evaluate({}), std::nullopt);
  EXPECT_EQ((N + M).evaluate({{"N", Rational(1)}}), std::nullopt);
  // An unbound symbol inside an atom.
  EXPECT_EQ((N + Expr::floorDiv(M, 4)).evaluate({{"N", Rational(1)}}),
            std::nullopt);
  // Cancelled symbols need no value.
  EXPECT_EQ(valueOf(N - N + 2, {}), "2");
}

TEST(ExprTest, EvaluateAtoms) {
  Expr N = sym("N"), M = sym("M"), x = sym("x");
  auto At = [](int64_t Value) { return SymbolValues{{"N", Rational(Value)}}; };
  EXPECT_EQ(valueOf(Expr::floorDiv(N, 16), At(100)), "6");
  EXPECT_EQ(valueOf(Expr::ceilDiv(N, 16), At(100)), "7");
  EXPECT_EQ(valueOf(Expr::floorDiv(N, 16), At(-1)), "-1");
  EXPECT_EQ(valueOf(Expr::ceilDiv(N, 16), At(-1)), "0");
  EXPECT_EQ(valueOf(Expr::mod(N, 16), At(-3)), "13");
  EXPECT_EQ(valueOf(Expr::mod(N, -16), At(3)), "-13");
  EXPECT_EQ(valueOf(Expr::min(N, 5), At(3)), "3");
  EXPECT_EQ(valueOf(Expr::max(N, 5), At(3)), "5");
  EXPECT_EQ(valueOf(Expr::floorLog2(N), At(1000)), "9");
  EXPECT_EQ(valueOf(Expr::ceilLog2(N), At(1000)), "10");
  EXPECT_EQ(valueOf(Expr::ceilLog2(N), At(1024)), "10");
  EXPECT_EQ(valueOf(Expr::floorLog2(N), At(1)), "0");
  // log2 of a value below 1 and division by zero have no value.
  EXPECT_EQ(valueOf(Expr::floorLog2(N), At(0)), "unbound");
  EXPECT_EQ(valueOf(Expr::ceilLog2(N), At(-8)), "unbound");
  SymbolValues ZeroM = {{"N", Rational(5)}, {"M", Rational(0)}};
  EXPECT_EQ(valueOf(Expr::floorDiv(N, M), ZeroM), "unbound");
  EXPECT_EQ(valueOf(Expr::ceilDiv(N, M), ZeroM), "unbound");
  EXPECT_EQ(valueOf(Expr::mod(N, M), ZeroM), "unbound");
  EXPECT_EQ(valueOf(Expr::floorDiv(5, 0), {}), "unbound");
  // Non-integer operands use exact rational floor and ceil.
  SymbolValues Half = {{"x", Rational(7, 2)}};
  EXPECT_EQ(valueOf(Expr::floorDiv(x, 2), Half), "1");
  EXPECT_EQ(valueOf(Expr::ceilDiv(x, 2), Half), "2");
  EXPECT_EQ(valueOf(Expr::mod(x, 2), Half), "3/2");
  EXPECT_EQ(valueOf(Expr::floorLog2(x), Half), "1");
  EXPECT_EQ(valueOf(Expr::ceilLog2(x), Half), "2");
}

TEST(ExprTest, SimplificationsAgreeWithEvaluation) {
  Expr N = sym("N"), M = sym("M");
  Expr A = 16 * M + N + 35, B = 8 * N - 4;
  Expr FloorA = Expr::floorDiv(A, 16), CeilA = Expr::ceilDiv(A, 16);
  Expr ModA = Expr::mod(A, 16), FloorB = Expr::floorDiv(B, -4);
  // The split forms, not the plain atoms.
  EXPECT_EQ(FloorA.str(), "M + floor((N + 35) / 16)");
  EXPECT_EQ(CeilA.str(), "M + ceil((N + 35) / 16)");
  EXPECT_EQ(ModA.str(), "mod(N + 35, 16)");
  EXPECT_EQ(FloorB.str(), "-2*N + 1");
  for (int64_t NV = -40; NV <= 40; NV += 3) {
    for (int64_t MV = -2; MV <= 2; ++MV) {
      SymbolValues V = {{"N", Rational(NV)}, {"M", Rational(MV)}};
      Rational QA = *A.evaluate(V) / Rational(16);
      EXPECT_EQ(FloorA.evaluate(V), Rational(QA.floor(), 1));
      EXPECT_EQ(CeilA.evaluate(V), Rational(QA.ceil(), 1));
      EXPECT_EQ(ModA.evaluate(V),
                *A.evaluate(V) - Rational(16) * Rational(QA.floor(), 1));
      Rational QB = *B.evaluate(V) / Rational(-4);
      EXPECT_EQ(FloorB.evaluate(V), Rational(QB.floor(), 1));
      EXPECT_EQ(Expr::min(N + 3, N - 2).evaluate(V), Rational(NV - 2));
      EXPECT_EQ(Expr::max(N + 3, N - 2).evaluate(V), Rational(NV + 3));
    }
  }
}

//===----------------------------------------------------------------------===//
// Sums
//===----------------------------------------------------------------------===//

/// sum_{j=0}^{Count-1} Body by brute force.
Rational bruteSum(const Expr &Body, const std::string &J, int64_t Count,
                  SymbolValues Values) {
  Rational Sum;
  for (int64_t Idx = 0; Idx < Count; ++Idx) {
    Values[J] = Rational(Idx);
    Sum = Sum + *Body.evaluate(Values);
  }
  return Sum;
}

TEST(ExprTest, SumOverTriangular) {
  Expr n = sym("n"), j = sym("j");
  std::optional<Expr> S = Expr::sumOver("j", n, j);
  ASSERT_TRUE(S);
  EXPECT_EQ(S->str(), "1/2*n^2 - 1/2*n");
  EXPECT_FALSE(S->dependsOn("j"));
  for (int64_t NV = 0; NV <= 12; ++NV)
    EXPECT_EQ(S->evaluate({{"n", Rational(NV)}}), bruteSum(j, "j", NV, {}))
        << "n = " << NV;
}

TEST(ExprTest, SumOverIndependentBody) {
  Expr N = sym("N"), M = sym("M");
  std::optional<Expr> S = Expr::sumOver("j", N, 8 * M + 4);
  ASSERT_TRUE(S);
  EXPECT_EQ(*S, N * (8 * M + 4));
  EXPECT_EQ(S->str(), "8*M*N + 4*N");
  std::optional<Expr> Z = Expr::sumOver("j", N, 0);
  ASSERT_TRUE(Z);
  EXPECT_TRUE(Z->isZero());
}

TEST(ExprTest, SumOverPolynomialsMatchesBruteForce) {
  Expr j = sym("j"), M = sym("M"), n = sym("n");
  std::vector<Expr> Bodies = {
      j * j,
      j * j * j,
      j * j * j * j,
      3 * j * j * j * j - 2 * j * j * j + M * j * j + 5 * j + 7,
      Expr::floorDiv(M, 4) * j * j + half() * j,
      (j + M) * (j - 1),
  };
  for (const Expr &Body : Bodies) {
    std::optional<Expr> S = Expr::sumOver("j", n, Body);
    ASSERT_TRUE(S) << Body.str();
    EXPECT_FALSE(S->dependsOn("j")) << S->str();
    for (int64_t NV = 0; NV <= 9; ++NV)
      for (int64_t MV : {-3, 0, 5}) {
        SymbolValues V = {{"n", Rational(NV)}, {"M", Rational(MV)}};
        EXPECT_EQ(S->evaluate(V), bruteSum(Body, "j", NV, V))
            << Body.str() << " with n = " << NV << ", M = " << MV;
      }
  }
}

TEST(ExprTest, SumOverSymbolicCount) {
  Expr N = sym("N"), j = sym("j"), i = sym("i"), n = sym("n");
  // Tiled loop: sum_{j < floor(N/16)} (2*j + 1) = floor(N/16)^2.
  std::optional<Expr> S = Expr::sumOver("j", Expr::floorDiv(N, 16), 2 * j + 1);
  ASSERT_TRUE(S);
  EXPECT_EQ(S->str(), "floor(N / 16)^2");
  // Nested triangular loop: sum_{i<n} sum_{j<=i} 1 = n*(n+1)/2.
  std::optional<Expr> Inner = Expr::sumOver("j", i + 1, 1);
  ASSERT_TRUE(Inner);
  EXPECT_EQ(*Inner, i + 1);
  std::optional<Expr> Outer = Expr::sumOver("i", n, *Inner);
  ASSERT_TRUE(Outer);
  EXPECT_EQ(Outer->str(), "1/2*n^2 + 1/2*n");
  // sum_{i<n} sum_{j<i} j, brute force.
  std::optional<Expr> InnerJ = Expr::sumOver("j", i, j);
  ASSERT_TRUE(InnerJ);
  std::optional<Expr> OuterJ = Expr::sumOver("i", n, *InnerJ);
  ASSERT_TRUE(OuterJ);
  for (int64_t NV = 0; NV <= 10; ++NV) {
    Rational Expected;
    for (int64_t IV = 0; IV < NV; ++IV)
      for (int64_t JV = 0; JV < IV; ++JV)
        Expected = Expected + Rational(JV);
    EXPECT_EQ(OuterJ->evaluate({{"n", Rational(NV)}}), Expected);
  }
}

TEST(ExprTest, SumOverUnsupported) {
  Expr j = sym("j"), n = sym("n");
  EXPECT_EQ(Expr::sumOver("j", n, Expr::floorDiv(j, 2)), std::nullopt);
  EXPECT_EQ(Expr::sumOver("j", n, j * Expr::min(j, n)), std::nullopt);
  EXPECT_EQ(Expr::sumOver("j", n, j * j * j * j * j), std::nullopt);
  // Degree 4 is the largest supported.
  EXPECT_NE(Expr::sumOver("j", n, j * j * j * j), std::nullopt);
}

//===----------------------------------------------------------------------===//
// Ratios
//===----------------------------------------------------------------------===//

TEST(ExprTest, RatioStr) {
  Expr N = sym("N"), M = sym("M"), K = sym("K");
  EXPECT_EQ(Expr::ratioStr(2 * N, 8 * N + 4), "2*N / (8*N + 4)");
  EXPECT_EQ(Expr::ratioStr(8192, 2052), "8192 / 2052");
  EXPECT_EQ(Expr::ratioStr(2 * N, 1), "2*N");
  EXPECT_EQ(Expr::ratioStr(N + 1, 1), "N + 1");
  EXPECT_EQ(Expr::ratioStr(N + 1, M), "(N + 1) / M");
  EXPECT_EQ(Expr::ratioStr(N, M * K), "N / (K*M)");
  EXPECT_EQ(Expr::ratioStr(N, 2 * M), "N / (2*M)");
  EXPECT_EQ(Expr::ratioStr(N, M * M), "N / M^2");
  EXPECT_EQ(Expr::ratioStr(N, 4), "N / 4");
  EXPECT_EQ(Expr::ratioStr(N, -4), "N / (-4)");
  EXPECT_EQ(Expr::ratioStr(N * M, Expr::floorDiv(N, 16)),
            "M*N / floor(N / 16)");
}

// Factors common to every term of both sides cancel; the value stays.
TEST(ExprTest, RatioCancelsCommonSymbol) {
  Expr N = sym("N"), M = sym("M");
  EXPECT_EQ(Expr::ratioStr(2 * N * M, 8 * N * M + 4 * M), "2*N / (8*N + 4)");
  auto [Num, Den] = Expr::reduceRatio(2 * N * M, 8 * N * M + 4 * M);
  EXPECT_EQ(Num, 2 * N);
  EXPECT_EQ(Den, 8 * N + 4);
}

TEST(ExprTest, RatioCancelsLowestPower) {
  Expr N = sym("N"), M = sym("M");
  EXPECT_EQ(Expr::ratioStr(N * N * M, N * N * N + N * N * M * M),
            "M / (M^2 + N)");
  EXPECT_EQ(Expr::ratioStr(N * N, N), "N");
}

TEST(ExprTest, RatioCancelsCommonAtom) {
  Expr T = sym("T"), x = sym("threadIdx.x");
  Expr C = Expr::ceilDiv(T - x, Expr(512));
  EXPECT_EQ(Expr::ratioStr(20 * C, 80 * C), "1 / 4");
  // Not a factor of every term: stays.
  EXPECT_EQ(Expr::ratioStr(3 * C + 5, 24 * C),
            "(3*ceil((T - threadIdx.x) / 512) + 5) / (24*ceil((T - "
            "threadIdx.x) / 512))");
}

TEST(ExprTest, RatioCancelsDominantIntegerContent) {
  Expr N = sym("N");
  // The common divisor is at least every coefficient it leaves: cancelled.
  EXPECT_EQ(Expr::ratioStr(256 * N, 3072 * N), "1 / 12");
  EXPECT_EQ(Expr::ratioStr(512 * N, 4096 * N + 512), "N / (8*N + 1)");
  // Smaller ones are element sizes and counts: kept.
  EXPECT_EQ(Expr::ratioStr(2 * N, 8 * N + 4), "2*N / (8*N + 4)");
  // Two numbers are per-thread counts: kept.
  EXPECT_EQ(Expr::ratioStr(8192, 2052), "8192 / 2052");
  EXPECT_EQ(Expr::ratioStr(4, 16), "4 / 16");
  // Not with a fractional coefficient.
  EXPECT_EQ(Expr::ratioStr(Expr(Rational(1, 2)) * N, 4 * N + 2),
            "1/2*N / (4*N + 2)");
}

TEST(ExprTest, RatioNothingCommon) {
  Expr N = sym("N"), M = sym("M");
  EXPECT_EQ(Expr::ratioStr(N + 1, M), "(N + 1) / M");
  EXPECT_EQ(Expr::ratioStr(Expr(0), 12 * N), "0 / (12*N)");
  auto [Num, Den] = Expr::reduceRatio(N + M, 2 * N);
  EXPECT_EQ(Num, N + M);
  EXPECT_EQ(Den, 2 * N);
}

TEST(ExprTest, LimitRatioPolynomials) {
  Expr N = sym("N"), M = sym("M");
  EXPECT_EQ(Expr::limitRatio(2 * N, 8 * N + 4), 0.25);
  EXPECT_EQ(Expr::limitRatio(8192, 2052), 8192.0 / 2052.0);
  EXPECT_EQ(Expr::limitRatio(N * N, N),
            std::numeric_limits<double>::infinity());
  EXPECT_EQ(Expr::limitRatio(-N * N, N + 1),
            -std::numeric_limits<double>::infinity());
  EXPECT_EQ(Expr::limitRatio(N * N, -N),
            -std::numeric_limits<double>::infinity());
  EXPECT_EQ(Expr::limitRatio(N + 100, N * N), 0.0);
  EXPECT_EQ(Expr::limitRatio(0, N), 0.0);
  // Every symbol grows with the same t.
  EXPECT_EQ(Expr::limitRatio(M + N, N), 2.0);
  EXPECT_EQ(Expr::limitRatio(2 * M * N * sym("K"), 4 * M * N + 4 * N * N),
            std::numeric_limits<double>::infinity());
  EXPECT_EQ(Expr::limitRatio(4 * M * N + 4 * N * N, 2 * M * N * sym("K")), 0.0);
  EXPECT_EQ(Expr::limitRatio(2 * M * N, 4 * M * N + 4 * N * N + 7), 0.25);
  // No limit for a zero denominator.
  EXPECT_EQ(Expr::limitRatio(N, 0), std::nullopt);
  EXPECT_EQ(Expr::limitRatio(N, M - N + N - M), std::nullopt);
}

TEST(ExprTest, LimitRatioDivisions) {
  Expr N = sym("N"), M = sym("M");
  Expr Tiles = Expr::floorDiv(N, 16);
  EXPECT_EQ(Expr::limitRatio(2 * 16 * Tiles, 8 * Tiles + 4), 4.0);
  EXPECT_EQ(Expr::limitRatio(Expr::ceilDiv(N, 4), N), 0.25);
  EXPECT_EQ(Expr::limitRatio(Expr::floorDiv(N * N, M), N), 1.0);
  EXPECT_EQ(Expr::limitRatio(Expr::floorDiv(3 * N * N + N, N + 1), N), 3.0);
  // floor(N / M) is floor(t / t), bounded: it cannot lead.
  EXPECT_EQ(Expr::limitRatio(Expr::floorDiv(N, M), 1), std::nullopt);
  EXPECT_EQ(Expr::limitRatio(Expr::floorDiv(N, M), N), 0.0);
  EXPECT_EQ(Expr::limitRatio(Expr::floorDiv(N, 0), N), std::nullopt);
}

TEST(ExprTest, LimitRatioOtherAtoms) {
  Expr N = sym("N"), M = sym("M");
  // min and max pick the operand that grows slower or faster.
  EXPECT_EQ(Expr::limitRatio(Expr::min(N, 2 * N * N), N), 1.0);
  EXPECT_EQ(Expr::limitRatio(Expr::max(N, 2 * N * N), N * N), 2.0);
  EXPECT_EQ(Expr::limitRatio(Expr::min(N, 3 * M), N), 1.0);
  EXPECT_EQ(Expr::limitRatio(Expr::max(N, 3 * M), N), 3.0);
  // min(N, M) is t whichever is smaller.
  EXPECT_EQ(Expr::limitRatio(Expr::min(N, M), N), 1.0);
  EXPECT_EQ(Expr::limitRatio(Expr::min(N, M + 5), N), 1.0);
  EXPECT_EQ(Expr::limitRatio(Expr::max(N, M + 5) - N, 1), 5.0);
  // Operands that grow alike: min(t^2, t^2) - t^2 is exactly 0 ...
  EXPECT_EQ(Expr::limitRatio(Expr::min(N * N, M * N) - N * N, N), 0.0);
  // ... but which of t + mod(t, 16) and t + 8 is smaller is undecided.
  Expr Undecided = Expr::min(N + Expr::mod(N, 16), N + 8);
  EXPECT_EQ(Expr::limitRatio(Undecided, N), 1.0);
  EXPECT_EQ(Expr::limitRatio(Undecided - N, 1), std::nullopt);
  // mod by a constant is bounded.
  EXPECT_EQ(Expr::limitRatio(2 * N + Expr::mod(N, 16), N), 2.0);
  EXPECT_EQ(Expr::limitRatio(Expr::mod(N, 16), 1), std::nullopt);
  EXPECT_EQ(Expr::limitRatio(Expr::mod(N, 16), N), 0.0);
  // Logarithms grow slower than any power, but without bound.
  EXPECT_EQ(Expr::limitRatio(Expr::floorLog2(N), 1),
            std::numeric_limits<double>::infinity());
  EXPECT_EQ(Expr::limitRatio(Expr::floorLog2(N), N), 0.0);
  EXPECT_EQ(Expr::limitRatio(N + Expr::ceilLog2(N), N), 1.0);
  EXPECT_EQ(Expr::limitRatio(N * Expr::floorLog2(N), N),
            std::numeric_limits<double>::infinity());
  EXPECT_EQ(Expr::limitRatio(Expr::floorLog2(-N), N), std::nullopt);
}

TEST(ExprTest, LimitRatioLogarithms) {
  Expr n = sym("n"), N = sym("N");
  const double Inf = std::numeric_limits<double>::infinity();
  Expr CeilLog = Expr::ceilLog2(n), FloorLog = Expr::floorLog2(n);
  EXPECT_EQ(Expr::limitRatio(CeilLog, 4 * CeilLog + 4), 0.25);
  EXPECT_EQ(Expr::limitRatio(Expr::floorLog2(Expr::floorDiv(n, 2)) + 1, 8),
            Inf);
  EXPECT_EQ(Expr::limitRatio(CeilLog, n), 0.0);
  EXPECT_EQ(Expr::limitRatio(n * CeilLog, 4 * n * CeilLog + 8 * n), 0.25);
  // Rounding and the argument's coefficient and lower terms do not matter.
  EXPECT_EQ(Expr::limitRatio(FloorLog, CeilLog), 1.0);
  EXPECT_EQ(Expr::limitRatio(Expr::floorLog2(Expr::floorDiv(n, 2)), CeilLog),
            1.0);
  EXPECT_EQ(Expr::limitRatio(Expr::ceilLog2(3 * n + 7), FloorLog), 1.0);
  // log2(n^2) = 2*log2(n).
  EXPECT_EQ(Expr::limitRatio(Expr::floorLog2(n * n), CeilLog), 2.0);
  EXPECT_EQ(Expr::limitRatio(FloorLog, Expr::ceilLog2(n * n + n)), 0.5);
  // Powers first, then powers of logarithms.
  EXPECT_EQ(Expr::limitRatio(n, n * CeilLog), 0.0);
  EXPECT_EQ(Expr::limitRatio(n * CeilLog, n * n), 0.0);
  EXPECT_EQ(Expr::limitRatio(CeilLog * CeilLog, CeilLog), Inf);
  EXPECT_EQ(Expr::limitRatio(CeilLog * CeilLog, 2 * CeilLog * FloorLog + n),
            0.0);
  EXPECT_EQ(Expr::limitRatio(CeilLog * CeilLog + n, 2 * CeilLog * FloorLog),
            Inf);
  // Negative leading coefficients.
  EXPECT_EQ(Expr::limitRatio(-CeilLog, 2 * CeilLog + 1), -0.5);
  EXPECT_EQ(Expr::limitRatio(-CeilLog, 3), -Inf);
  EXPECT_EQ(Expr::limitRatio(CeilLog, 1 - n * CeilLog), 0.0);
  // The logarithms cancel: what is left is O(1), undecided.
  EXPECT_EQ(Expr::limitRatio(CeilLog - FloorLog, 1), std::nullopt);
  EXPECT_EQ(Expr::limitRatio(CeilLog - FloorLog, CeilLog), 0.0);
  // Dividing by a logarithm.
  Expr PerLog = Expr::floorDiv(n, CeilLog);
  EXPECT_EQ(Expr::limitRatio(PerLog, n), 0.0);
  EXPECT_EQ(Expr::limitRatio(PerLog * CeilLog, n), 1.0);
  EXPECT_EQ(Expr::limitRatio(PerLog, N), 0.0);
  EXPECT_EQ(Expr::limitRatio(PerLog, FloorLog), Inf);
  // Long division by log2(t) + 1 never ends; it is cut off soundly.
  EXPECT_EQ(Expr::limitRatio(Expr::floorDiv(n, CeilLog + 1), PerLog), 1.0);
  // log2 of n*log2(n) is log2(n) + O(log log n): only a bound.
  Expr LogNLogN = Expr::floorLog2(n * CeilLog);
  EXPECT_EQ(Expr::limitRatio(LogNLogN, n), 0.0);
  EXPECT_EQ(Expr::limitRatio(LogNLogN, CeilLog), std::nullopt);
  // A bounded argument has a bounded logarithm; a negative one has none.
  EXPECT_EQ(Expr::limitRatio(Expr::floorLog2(Expr::mod(n, 16) + 1), 1),
            std::nullopt);
  EXPECT_EQ(Expr::limitRatio(Expr::floorLog2(Expr::mod(n, 16) + 1), CeilLog),
            0.0);
  EXPECT_EQ(Expr::limitRatio(Expr::ceilLog2(-n), 1), std::nullopt);
  EXPECT_EQ(Expr::limitRatio(Expr::ceilLog2(-n * n + n), n), std::nullopt);
}

TEST(ExprTest, LimitRatioScalesSymbols) {
  Expr N = sym("N"), M = sym("M"), K = sym("K");
  Expr hi = sym("hi"), lo = sym("lo");
  const double Inf = std::numeric_limits<double>::infinity();
  // hi - lo vanishes if both become t; it survives scaling.
  EXPECT_EQ(Expr::limitRatio(hi - lo, 4 * hi - 4 * lo + 4), 0.25);
  EXPECT_EQ(Expr::limitRatio(hi - lo, 4 * (hi - lo) + 4), 0.25);
  EXPECT_EQ(Expr::limitRatio(2 * M * N * K, 4 * M * K + 4 * N * K), Inf);
  // Leading coefficients N and M + N: not a constant ratio, so every symbol
  // becomes t.
  EXPECT_EQ(Expr::limitRatio(N, N + M), 0.5);
  EXPECT_EQ(Expr::limitRatio(2 * N, 8 * N + 4), 0.25);
  // Negative leading coefficients.
  EXPECT_EQ(Expr::limitRatio(lo - hi, 4 * (hi - lo) + 4), -0.25);
  EXPECT_EQ(Expr::limitRatio(-N, 4 * N + 1), -0.25);
  EXPECT_EQ(Expr::limitRatio(hi - lo, lo - hi + 3), -1.0);
  EXPECT_EQ(Expr::limitRatio((lo - hi) * Expr::ceilLog2(hi - lo), hi - lo),
            -Inf);
  EXPECT_EQ(Expr::limitRatio((hi - lo) * Expr::ceilLog2(hi - lo), lo - hi + 1),
            -Inf);
  // Higher and lower orders.
  EXPECT_EQ(Expr::limitRatio(N * Expr::ceilLog2(hi - lo), N + 1), Inf);
  EXPECT_EQ(Expr::limitRatio(hi - lo + 1, N * (hi - lo)), 0.0);
  EXPECT_EQ(Expr::limitRatio(1, hi - lo), 0.0);
  EXPECT_EQ(Expr::limitRatio(N, N * (hi - lo) + M), 0.0);
  EXPECT_EQ(Expr::limitRatio((hi - lo) * (hi + lo), hi * hi - lo * lo + hi),
            1.0);
  // Zero numerator.
  EXPECT_EQ(Expr::limitRatio(hi - hi, hi - lo), 0.0);
  EXPECT_EQ(Expr::limitRatio(0, 4 * (hi - lo) + 4), 0.0);
  // A denominator that vanishes identically: no limit.
  EXPECT_EQ(Expr::limitRatio(hi - lo, hi - hi), std::nullopt);
  EXPECT_EQ(Expr::limitRatio(0, 0), std::nullopt);
  // Leading coefficients not in a constant ratio: every symbol becomes t,
  // as before, including where that makes a leading coefficient vanish.
  EXPECT_EQ(Expr::limitRatio(N, hi - lo), std::nullopt);
  EXPECT_EQ(Expr::limitRatio(N * (hi - lo), hi - lo + 1), 0.0);
  EXPECT_EQ(Expr::limitRatio(-(hi - lo) * (hi - lo), hi - lo + 1), 0.0);
  EXPECT_EQ(Expr::limitRatio(N * N, M), Inf);
  EXPECT_EQ(Expr::limitRatio(N * N, -M + 1), -Inf);
  EXPECT_EQ(Expr::limitRatio(3 * M - N, N + M), 1.0);
  // Atoms: division by a constant, minimum, maximum, logarithms.
  EXPECT_EQ(Expr::limitRatio(Expr::floorDiv(hi - lo, 16), hi - lo), 0.0625);
  EXPECT_EQ(Expr::limitRatio(Expr::ceilDiv(hi - lo + 3, 4), 2 * (hi - lo)),
            0.125);
  EXPECT_EQ(Expr::limitRatio(Expr::floorDiv((hi - lo) * N, N), hi - lo), 1.0);
  EXPECT_EQ(Expr::limitRatio(Expr::floorDiv((hi - lo) * (hi - lo), hi - lo + 1),
                             hi - lo),
            1.0);
  EXPECT_EQ(Expr::limitRatio(Expr::max(hi - lo, 2 * (hi - lo)),
                             Expr::min(hi - lo, 2 * (hi - lo))),
            std::nullopt);
  EXPECT_EQ(Expr::limitRatio(Expr::min(hi - lo + 4, hi - lo + 7), hi - lo),
            1.0);
  EXPECT_EQ(Expr::limitRatio(Expr::max(hi - lo + 4, hi - lo + 7) - hi + lo, 1),
            7.0);
  EXPECT_EQ(Expr::limitRatio(Expr::ceilLog2(hi - lo),
                             2 * Expr::floorLog2(hi - lo) + 1),
            0.5);
  EXPECT_EQ(Expr::limitRatio(Expr::ceilLog2(hi - lo), hi - lo), 0.0);
  // Bounded atoms of the scaled symbols stay undecided, as before.
  EXPECT_EQ(Expr::limitRatio(Expr::floorDiv(N, M), 1), std::nullopt);
  EXPECT_EQ(Expr::limitRatio(Expr::mod(hi - lo, 16), 1), std::nullopt);
  EXPECT_EQ(Expr::limitRatio(Expr::mod(hi - lo, 16), hi - lo), 0.0);
}

//===----------------------------------------------------------------------===//
// Ordering
//===----------------------------------------------------------------------===//

TEST(ExprTest, TotalOrder) {
  Expr N = sym("N"), M = sym("M");
  std::vector<Expr> All = {Expr(0),
                           Expr(1),
                           Expr(Rational(-1, 2)),
                           N,
                           M,
                           N + 1,
                           N * N,
                           N * M,
                           Expr::floorDiv(N, 16),
                           Expr::ceilDiv(N, 16),
                           Expr::floorDiv(N, 8),
                           Expr::min(N, M),
                           Expr::max(N, M),
                           Expr::floorLog2(N),
                           Expr::mod(N, M)};
  for (size_t A = 0; A < All.size(); ++A) {
    EXPECT_FALSE(All[A] < All[A]) << All[A].str();
    EXPECT_EQ(All[A], All[A]);
    for (size_t B = 0; B < All.size(); ++B) {
      if (A == B)
        continue;
      EXPECT_NE(All[A], All[B]) << All[A].str() << " vs " << All[B].str();
      EXPECT_NE(All[A] < All[B], All[B] < All[A])
          << All[A].str() << " vs " << All[B].str();
      for (size_t C = 0; C < All.size(); ++C) {
        if (All[A] < All[B] && All[B] < All[C]) {
          EXPECT_TRUE(All[A] < All[C]);
        }
      }
    }
  }
  std::set<Expr> Set(All.begin(), All.end());
  EXPECT_EQ(Set.size(), All.size());
  EXPECT_EQ(Set.count(N + 1), 1u);
  EXPECT_EQ(Set.count(N + 2), 0u);
}

//===----------------------------------------------------------------------===//
// Indicators
//===----------------------------------------------------------------------===//

using Cmp = Expr::Cmp;

Expr ind(Cmp Op, const Expr &A, const Expr &B) {
  return Expr::indicator(Op, A, B);
}

TEST(ExprTest, IndicatorsFoldOnConstants) {
  EXPECT_EQ(ind(Cmp::LT, 3, 5), Expr(1));
  EXPECT_EQ(ind(Cmp::LT, 5, 5), Expr(0));
  EXPECT_EQ(ind(Cmp::LE, 5, 5), Expr(1));
  EXPECT_EQ(ind(Cmp::LE, 6, 5), Expr(0));
  EXPECT_EQ(ind(Cmp::EQ, 5, 5), Expr(1));
  EXPECT_EQ(ind(Cmp::EQ, 4, 5), Expr(0));
  EXPECT_EQ(ind(Cmp::NE, 4, 5), Expr(1));
  EXPECT_EQ(ind(Cmp::NE, 5, 5), Expr(0));
  EXPECT_EQ(ind(Cmp::LT, Expr(Rational(9, 2)), 5), Expr(1));
  // A - B is a constant though A and B are not.
  Expr N = sym("N");
  EXPECT_EQ(ind(Cmp::LT, N, N + 1), Expr(1));
  EXPECT_EQ(ind(Cmp::LT, N + 1, N), Expr(0));
  EXPECT_EQ(ind(Cmp::EQ, 2 * N, N + N), Expr(1));
  // 2*i == 3 has no integer solution; 2*i != 3 always holds.
  Expr i = sym("i");
  EXPECT_EQ(ind(Cmp::EQ, 2 * i, 3), Expr(0));
  EXPECT_EQ(ind(Cmp::NE, 2 * i, 3), Expr(1));
  EXPECT_FALSE(ind(Cmp::EQ, 2 * i, 4).isConstant());
}

TEST(ExprTest, IndicatorsPrint) {
  Expr i = sym("i"), n = sym("n"), a = sym("a"), b = sym("b");
  Expr Bx = sym("blockIdx.x"), Tx = sym("threadIdx.x");
  EXPECT_EQ(ind(Cmp::LT, i, n).str(), "[i < n]");
  EXPECT_EQ(ind(Cmp::LT, n, i).str(), "[n < i]");
  EXPECT_EQ(ind(Cmp::LE, i, n).str(), "[i <= n]");
  EXPECT_EQ(ind(Cmp::LT, Bx * 256 + Tx, 50000).str(),
            "[256*blockIdx.x + threadIdx.x < 50000]");
  EXPECT_EQ(ind(Cmp::LT, Tx, 1).str(), "[threadIdx.x < 1]");
  EXPECT_EQ(ind(Cmp::EQ, Tx, 0).str(), "[threadIdx.x == 0]");
  EXPECT_EQ(ind(Cmp::NE, a, b).str(), "[a != b]");
  EXPECT_EQ(ind(Cmp::EQ, b + 1, a).str(), "[a == b + 1]");
  EXPECT_EQ(ind(Cmp::LT, 0, i).str(), "[0 < i]");
  EXPECT_EQ(ind(Cmp::LE, 0, i).str(), "[0 <= i]");
  EXPECT_EQ(ind(Cmp::LT, i + 1, n).str(), "[i + 1 < n]");
  EXPECT_EQ(ind(Cmp::LT, 2 * i, n).str(), "[2*i < n]");
  // In products and as operands.
  EXPECT_EQ((2 * sym("K") * ind(Cmp::LT, i, n)).str(), "2*K*[i < n]");
  EXPECT_EQ(Expr::floorDiv(ind(Cmp::LT, i, n) * n, 2).str(),
            "floor((n*[i < n]) / 2)");
}

TEST(ExprTest, IndicatorsAreCanonical) {
  Expr i = sym("i"), n = sym("n"), a = sym("a"), b = sym("b");
  // LE becomes LT: i <= n is i < n + 1.
  EXPECT_EQ(ind(Cmp::LE, i, n), ind(Cmp::LT, i, n + 1));
  EXPECT_EQ(ind(Cmp::LE, 1, i), ind(Cmp::LT, 0, i));
  EXPECT_EQ(ind(Cmp::LT, i - n, 0), ind(Cmp::LT, i, n));
  // Content and rounding: 2*i < 5 is i < 3, 2*i <= 5 is i <= 2.
  EXPECT_EQ(ind(Cmp::LT, 2 * i, 5), ind(Cmp::LT, i, 3));
  EXPECT_EQ(ind(Cmp::LE, 2 * i, 5), ind(Cmp::LT, i, 3));
  EXPECT_EQ(ind(Cmp::LT, 2 * i + 2 * n, 6).str(), "[i + n < 3]");
  EXPECT_EQ(ind(Cmp::LT, half() * i, n), ind(Cmp::LT, i, 2 * n));
  EXPECT_EQ(ind(Cmp::EQ, 4 * i, 8), ind(Cmp::EQ, i, 2));
  // Equalities are symmetric; strict orders are not.
  EXPECT_EQ(ind(Cmp::EQ, a, b), ind(Cmp::EQ, b, a));
  EXPECT_EQ(ind(Cmp::NE, a, b), ind(Cmp::NE, b, a));
  EXPECT_EQ(ind(Cmp::EQ, -3 * a, -3 * b), ind(Cmp::EQ, a, b));
  EXPECT_NE(ind(Cmp::LT, a, b), ind(Cmp::LT, b, a));
  EXPECT_NE(ind(Cmp::EQ, a, b), ind(Cmp::NE, a, b));
  EXPECT_NE(ind(Cmp::LT, a, b), ind(Cmp::EQ, a, b));
  EXPECT_TRUE(ind(Cmp::LT, a, b).hasIndicators());
  EXPECT_FALSE((a + Expr::floorDiv(a, b)).hasIndicators());
  EXPECT_FALSE(ind(Cmp::LT, a, a + 1).hasIndicators());
  EXPECT_TRUE(Expr::min(a, ind(Cmp::EQ, a, 1)).hasIndicators());
}

TEST(ExprTest, IndicatorsEvaluateLikeComparisons) {
  Expr i = sym("i"), n = sym("n");
  struct Case {
    Cmp Op;
    Expr A, B;
    bool (*Holds)(int64_t, int64_t);
  };
  std::vector<Case> Cases = {
      {Cmp::LT, i, n, [](int64_t I, int64_t N) { return I < N; }},
      {Cmp::LE, i, n, [](int64_t I, int64_t N) { return I <= N; }},
      {Cmp::EQ, i, n, [](int64_t I, int64_t N) { return I == N; }},
      {Cmp::NE, i, n, [](int64_t I, int64_t N) { return I != N; }},
      {Cmp::LT, 2 * i, 5, [](int64_t I, int64_t) { return 2 * I < 5; }},
      {Cmp::LE, 3 * i, 7 * n - 1,
       [](int64_t I, int64_t N) { return 3 * I <= 7 * N - 1; }},
      {Cmp::LT, -2 * i + 1, n,
       [](int64_t I, int64_t N) { return 1 - 2 * I < N; }},
      {Cmp::EQ, 2 * i, 4 - 2 * n,
       [](int64_t I, int64_t N) { return 2 * I == 4 - 2 * N; }},
      {Cmp::NE, 6 * i, 3 * n,
       [](int64_t I, int64_t N) { return 6 * I != 3 * N; }},
      {Cmp::LT, half() * i, Expr(Rational(1, 3)) * n,
       [](int64_t I, int64_t N) { return 3 * I < 2 * N; }},
      {Cmp::LE, half() * i + half(), n,
       [](int64_t I, int64_t N) { return I + 1 <= 2 * N; }},
  };
  for (const Case &C : Cases) {
    Expr E = ind(C.Op, C.A, C.B);
    for (int64_t I = -6; I <= 6; ++I)
      for (int64_t N = -4; N <= 4; ++N) {
        SymbolValues V = {{"i", Rational(I)}, {"n", Rational(N)}};
        EXPECT_EQ(E.evaluate(V), Rational(C.Holds(I, N) ? 1 : 0))
            << E.str() << " at i = " << I << ", n = " << N;
      }
  }
  EXPECT_EQ(ind(Cmp::LT, i, n).evaluate({{"i", Rational(1)}}), std::nullopt);
}

TEST(ExprTest, IndicatorsAreIdempotent) {
  Expr i = sym("i"), n = sym("n"), m = sym("m"), N = sym("N");
  Expr P = ind(Cmp::LT, i, n), Q = ind(Cmp::EQ, i, 0);
  EXPECT_EQ(P * P, P);
  EXPECT_EQ((P * P * P).str(), "[i < n]");
  EXPECT_EQ((N * P) * (P * N), N * N * P);
  EXPECT_EQ((N * P) * (P * N), (N * P) * (N * P));
  EXPECT_EQ((P + Q) * (P + Q), P + 2 * P * Q + Q);
  EXPECT_EQ((P * Q).str(), "[i < n]*[i == 0]");
  // Substitution that makes two indicators equal.
  EXPECT_EQ((P * ind(Cmp::LT, i, m)).substitute("m", n), P);
}

TEST(ExprTest, IndicatorsSubstituteAndFold) {
  Expr i = sym("i"), n = sym("n"), N = sym("N");
  Expr P = N * ind(Cmp::LT, 4 * i, n);
  std::set<std::string> Expected = {"N", "i", "n"};
  EXPECT_EQ(P.symbols(), Expected);
  EXPECT_TRUE(P.dependsOn("n"));
  Expr Bound = P.substitute("n", 50);
  EXPECT_EQ(Bound.str(), "N*[i < 13]");
  EXPECT_EQ(Bound.substitute("i", 12), N);
  EXPECT_EQ(Bound.substitute("i", 13), Expr(0));
  EXPECT_EQ(P.substitute({{"i", Expr(3)}, {"n", Expr(12)}}), Expr(0));
  EXPECT_EQ(P.substitute({{"i", Expr(3)}, {"n", Expr(13)}}), N);
  // [4*n < n] is [n < 0].
  EXPECT_EQ(P.substitute("i", n).str(), "N*[n < 0]");
  EXPECT_EQ(P.substitute("n", 4 * i + 1), N);
}

TEST(ExprTest, WithIndicators) {
  Expr i = sym("i"), n = sym("n"), N = sym("N"), j = sym("j");
  Expr P = ind(Cmp::LT, i, n);
  EXPECT_EQ(P.withIndicators(true), Expr(1));
  EXPECT_EQ(P.withIndicators(false), Expr(0));
  EXPECT_EQ((8 * N * P + 4).withIndicators(true), 8 * N + 4);
  EXPECT_EQ((8 * N * P + 4).withIndicators(false), Expr(4));
  // Inside other atoms, also nested ones.
  Expr Nested = Expr::floorDiv(N * P + N, 2) +
                Expr::min(Expr::ceilDiv(N * ind(Cmp::EQ, i, 0), 4), n);
  EXPECT_EQ(Nested.withIndicators(true), N + Expr::min(Expr::ceilDiv(N, 4), n));
  EXPECT_EQ(Nested.withIndicators(false),
            Expr::floorDiv(N, 2) + Expr::min(0, n));
  EXPECT_FALSE(Nested.withIndicators(true).hasIndicators());
  // Inside sum bodies: the sum then closes.
  Expr S = Expr::sum("j", n, j * ind(Cmp::LT, j, i));
  EXPECT_TRUE(S.hasIndicators());
  EXPECT_EQ(S.withIndicators(true), *Expr::sumOver("j", n, j));
  EXPECT_EQ(S.withIndicators(false), Expr(0));
  Expr Count = Expr::sum("j", ind(Cmp::LT, i, n) * n, Expr::floorDiv(j, 2));
  EXPECT_EQ(Count.withIndicators(false), Expr(0));
  EXPECT_EQ(Count.withIndicators(true).str(), "sum(j < n, floor(j / 2))");
  // Nothing to replace: the same expression.
  Expr Plain = Expr::floorDiv(N, 16) + n;
  EXPECT_EQ(Plain.withIndicators(false), Plain);
}

TEST(ExprTest, LimitRatioWithIndicators) {
  Expr i = sym("i"), n = sym("n"), N = sym("N"), j = sym("j");
  Expr P = ind(Cmp::LT, i, n);
  const double Inf = std::numeric_limits<double>::infinity();
  // A bounded factor that decides the leading term: undecided.
  EXPECT_EQ(Expr::limitRatio(N * P, N), std::nullopt);
  EXPECT_EQ(Expr::limitRatio(N, N * P), std::nullopt);
  EXPECT_EQ(Expr::limitRatio(P, 1), std::nullopt);
  // Where it does not lead, it does not matter.
  EXPECT_EQ(Expr::limitRatio(N * N + N * P, 2 * N * N), 0.5);
  EXPECT_EQ(Expr::limitRatio(N * P, N * N), 0.0);
  EXPECT_EQ(Expr::limitRatio(P, N), 0.0);
  EXPECT_EQ(Expr::limitRatio(N * N * N, N * N + N * P), Inf);
  // A denominator whose leading term an indicator decides: undecided.
  EXPECT_EQ(Expr::limitRatio(N * N, N + N * P), std::nullopt);
  // A sum over a constant count of bounded terms is bounded; over a growing
  // count it is not analyzed.
  Expr Bounded = Expr::sum("j", 8, N * ind(Cmp::LT, j, i));
  EXPECT_EQ(Bounded.str(), "sum(j < 8, N*[j < i])");
  EXPECT_EQ(Expr::limitRatio(Bounded, N * N), 0.0);
  EXPECT_EQ(Expr::limitRatio(N * N + Bounded, N * N), 1.0);
  EXPECT_EQ(Expr::limitRatio(Bounded, N), std::nullopt);
  // The index stays below the count: floor(j^2 / 3) is bounded here.
  Expr Indexed = Expr::sum("j", 8, N * Expr::floorDiv(j * j, 3));
  EXPECT_EQ(Expr::limitRatio(Indexed, N * N), 0.0);
  EXPECT_EQ(Expr::limitRatio(N * N + Indexed, N * N), 1.0);
  Expr Growing = Expr::sum("j", n, ind(Cmp::LT, j, i));
  EXPECT_EQ(Expr::limitRatio(Growing, n), std::nullopt);
}

//===----------------------------------------------------------------------===//
// Sum atoms
//===----------------------------------------------------------------------===//

TEST(ExprTest, SumAtoms) {
  Expr j = sym("j"), n = sym("n"), m = sym("m");
  Expr S = Expr::sum("j", n, ind(Cmp::LT, j, m));
  EXPECT_EQ(S.str(), "sum(j < n, [j < m])");
  std::set<std::string> Expected = {"m", "n"};
  EXPECT_EQ(S.symbols(), Expected);
  EXPECT_FALSE(S.dependsOn("j"));
  EXPECT_TRUE(S.dependsOn("m"));
  // Substitution leaves the bound j alone.
  EXPECT_EQ(S.substitute("j", 5), S);
  EXPECT_EQ(S.substitute("m", 3).str(), "sum(j < n, [j < 3])");
  // evaluate iterates.
  for (int64_t N = 0; N <= 7; ++N)
    for (int64_t M = -2; M <= 9; ++M) {
      SymbolValues V = {{"n", Rational(N)}, {"m", Rational(M)}};
      int64_t Expected = std::max<int64_t>(0, std::min(N, M));
      EXPECT_EQ(S.evaluate(V), Rational(Expected)) << N << ", " << M;
      EXPECT_EQ(S.substitute("m", M).evaluate(V), Rational(Expected));
    }
  // Unbound, negative, fractional or too large counts have no value.
  EXPECT_EQ(S.evaluate({{"n", Rational(3)}}), std::nullopt);
  EXPECT_EQ(S.evaluate({{"n", Rational(-1)}, {"m", Rational(1)}}),
            std::nullopt);
  EXPECT_EQ(S.evaluate({{"n", Rational(3, 2)}, {"m", Rational(1)}}),
            std::nullopt);
  EXPECT_EQ(S.evaluate({{"n", Rational((1 << 20) + 1)}, {"m", Rational(1)}}),
            std::nullopt);
  // A value bound for j outside does not leak in.
  EXPECT_EQ(S.evaluate({{"n", Rational(4)}, {"m", Rational(2)}, {"j", 100}}),
            Rational(2));
  // Substitution into the count; a body that becomes polynomial closes.
  EXPECT_EQ(S.substitute("n", 0), Expr(0));
  Expr Full = S.substitute("m", n);
  EXPECT_EQ(Full.str(), "sum(j < n, [j < n])");
  for (int64_t N = 0; N <= 5; ++N)
    EXPECT_EQ(Full.evaluate({{"n", Rational(N)}}), Rational(N));
  EXPECT_EQ(Expr::sum("j", n, j * j), *Expr::sumOver("j", n, j * j));
  EXPECT_EQ(Expr::sum("j", n, Expr::floorDiv(m, 4)), n * Expr::floorDiv(m, 4));
  // Polynomial terms close; the rest stays in the atom.
  Expr Mixed = Expr::sum("j", n, 2 * j + ind(Cmp::LT, j, m));
  EXPECT_EQ(Mixed, n * n - n + S);
  EXPECT_EQ(Mixed.str(), "n^2 + sum(j < n, [j < m]) - n");
  // Sums compare structurally, the bound name included.
  EXPECT_EQ(S, Expr::sum("j", n, ind(Cmp::LT, j, m)));
  EXPECT_NE(S, Expr::sum("k", n, ind(Cmp::LT, sym("k"), m)));
  EXPECT_NE(S, Expr::sum("j", m, ind(Cmp::LT, j, m)));
}

TEST(ExprTest, SumAtomSubstitutionAvoidsCapture) {
  Expr j = sym("j"), n = sym("n"), m = sym("m");
  Expr S = Expr::sum("j", n, ind(Cmp::LT, j, m));
  // m := j + 1 refers to an outer j, not the bound one.
  Expr T = S.substitute("m", j + 1);
  std::set<std::string> Expected = {"j", "n"};
  EXPECT_EQ(T.symbols(), Expected);
  for (int64_t N = 0; N <= 6; ++N)
    for (int64_t J = -2; J <= 6; ++J) {
      int64_t Expected = std::max<int64_t>(0, std::min(N, J + 1));
      EXPECT_EQ(T.evaluate({{"n", Rational(N)}, {"j", Rational(J)}}),
                Rational(Expected))
          << T.str() << " at n = " << N << ", j = " << J;
    }
  // Nested sums: sum_{i < n} sum_{j < i} [j < m] with the inner count bound.
  Expr i = sym("i");
  Expr Inner = Expr::sum("j", i, ind(Cmp::LT, j, m));
  Expr Outer = Expr::sum("i", n, Inner);
  std::set<std::string> Free = {"m", "n"};
  EXPECT_EQ(Outer.symbols(), Free);
  for (int64_t N = 0; N <= 6; ++N)
    for (int64_t M = 0; M <= 6; ++M) {
      int64_t Expected = 0;
      for (int64_t I = 0; I < N; ++I)
        Expected += std::min(I, M);
      EXPECT_EQ(Outer.evaluate({{"n", Rational(N)}, {"m", Rational(M)}}),
                Rational(Expected));
      EXPECT_EQ(Outer.substitute("m", M).evaluate({{"n", Rational(N)}}),
                Rational(Expected));
    }
}

//===----------------------------------------------------------------------===//
// Sums over boxes
//===----------------------------------------------------------------------===//

using Box = std::vector<std::pair<std::string, int64_t>>;

/// The sum of E over the box by evaluating every point.
std::optional<Rational> bruteBox(const Expr &E, const Box &B) {
  SymbolValues V;
  for (const auto &[Name, Extent] : B) {
    if (Extent <= 0)
      return Rational();
    V[Name] = Rational(0);
  }
  Rational Sum;
  for (;;) {
    std::optional<Rational> X = E.evaluate(V);
    if (!X)
      return std::nullopt;
    Sum = Sum + *X;
    size_t Pos = B.size();
    for (; Pos > 0; --Pos) {
      const auto &[Name, Extent] = B[Pos - 1];
      Rational Next = V[Name] + Rational(1);
      if (Next < Rational(Extent)) {
        V[Name] = Next;
        break;
      }
      V[Name] = Rational(0);
    }
    if (Pos == 0)
      return Sum;
  }
}

const char *const BX = "blockIdx.x", *const BY = "blockIdx.y";
const char *const TX = "threadIdx.x", *const TY = "threadIdx.y";

/// The vector-add guard [blockIdx.x*Block + threadIdx.x < n].
Expr vectorAddGuard(int64_t Block, const Expr &N) {
  return ind(Cmp::LT, sym(BX) * Block + sym(TX), N);
}

TEST(ExprTest, SumOverBoxVectorAdd) {
  Expr Flops = vectorAddGuard(256, 50000);
  EXPECT_EQ(Flops.sumOverBox({{BX, 196}, {TX, 256}}), Rational(50000));
  EXPECT_EQ(Flops.sumOverBox({{TX, 256}, {BX, 196}}), Rational(50000));
  EXPECT_EQ(Flops.sumOverBox({{BX, 100}, {TX, 256}}), Rational(25600));
  // Small launches against every point.
  for (int64_t Block : {1, 3, 8})
    for (int64_t Grid : {1, 4, 7})
      for (int64_t N = -2; N <= Grid * Block + 3; ++N) {
        Expr E = 2 * vectorAddGuard(Block, N);
        Box B = {{BX, Grid}, {TX, Block}};
        std::optional<Rational> Fast = E.sumOverBox(B);
        ASSERT_TRUE(Fast) << E.str();
        EXPECT_EQ(*Fast, *bruteBox(E, B)) << E.str();
        EXPECT_EQ(*Fast, Rational(2 * std::max<int64_t>(
                                          0, std::min(N, Grid * Block))));
      }
}

TEST(ExprTest, SumOverBoxVectorAdd16MThreads) {
  // 65536 blocks of 256 threads, 2^24 threads in all.
  const int64_t N = int64_t(1) << 24;
  Box B = {{BX, 65536}, {TX, 256}};
  EXPECT_EQ(vectorAddGuard(256, N).sumOverBox(B), Rational(N));
  EXPECT_EQ(vectorAddGuard(256, N - 77).sumOverBox(B), Rational(N - 77));
  EXPECT_EQ(vectorAddGuard(256, N + 5).sumOverBox(B), Rational(N));
  EXPECT_EQ((3 * vectorAddGuard(256, sym("n")) + 1)
                .substitute("n", N - 1000)
                .sumOverBox(B),
            Rational(3 * (N - 1000) + N));
}

TEST(ExprTest, SumOverBox2DGuard) {
  Expr M = sym("M"), N = sym("N"), K = sym("K");
  Expr Row = sym(BY) * 16 + sym(TY), Col = sym(BX) * 16 + sym(TX);
  Expr Flops = ind(Cmp::LT, Row, M) * ind(Cmp::LT, Col, N) * (2 * K);
  Box B = {{BX, 0}, {BY, 0}, {TX, 16}, {TY, 16}};
  for (auto [MV, NV, KV] :
       {std::tuple<int64_t, int64_t, int64_t>{1000, 700, 64},
        {1024, 1024, 1024},
        {17, 33, 3}}) {
    Expr E =
        Flops.substitute({{"M", Expr(MV)}, {"N", Expr(NV)}, {"K", Expr(KV)}});
    B[0].second = (NV + 15) / 16;
    B[1].second = (MV + 15) / 16;
    EXPECT_EQ(E.sumOverBox(B), Rational(2 * MV * NV * KV)) << E.str();
    // Without the substitution the sum is not a number.
    EXPECT_EQ(Flops.sumOverBox(B), std::nullopt);
  }
  // A grid larger than needed and small blocks, against every point.
  for (int64_t MV : {0, 5, 9})
    for (int64_t NV : {1, 7}) {
      Expr Row3 = sym(BY) * 3 + sym(TY), Col2 = sym(BX) * 2 + sym(TX);
      Expr E = ind(Cmp::LT, Row3, MV) * ind(Cmp::LT, Col2, NV) * 5 +
               ind(Cmp::LE, Col2, Row3);
      Box Small = {{BX, 5}, {BY, 4}, {TX, 2}, {TY, 3}};
      std::optional<Rational> Fast = E.sumOverBox(Small);
      ASSERT_TRUE(Fast);
      EXPECT_EQ(*Fast, *bruteBox(E, Small)) << E.str();
    }
}

TEST(ExprTest, SumOverBoxOneThreadPerBlock) {
  Expr First = ind(Cmp::EQ, sym(TX), 0);
  EXPECT_EQ(First.str(), "[threadIdx.x == 0]");
  EXPECT_EQ((7 * First).sumOverBox({{BX, 196}, {TX, 256}}), Rational(7 * 196));
  Expr Lt1 = ind(Cmp::LT, sym(TX), 1);
  EXPECT_EQ(Lt1.sumOverBox({{BX, 196}, {TX, 256}}), Rational(196));
  // One thread of a 2-D block, and the last thread of a block.
  Expr Corner = ind(Cmp::EQ, sym(TX), 0) * ind(Cmp::EQ, sym(TY), 0);
  EXPECT_EQ(Corner.sumOverBox({{BX, 10}, {BY, 3}, {TX, 32}, {TY, 8}}),
            Rational(30));
  Expr Last = ind(Cmp::EQ, sym(TX), 255);
  EXPECT_EQ(Last.sumOverBox({{BX, 196}, {TX, 256}}), Rational(196));
  EXPECT_EQ(Last.sumOverBox({{BX, 196}, {TX, 255}}), Rational(0));
  // [i != j]: all but the diagonal.
  Expr OffDiagonal = ind(Cmp::NE, sym("i"), sym("j"));
  EXPECT_EQ(OffDiagonal.str(), "[i != j]");
  EXPECT_EQ(OffDiagonal.sumOverBox({{"i", 50}, {"j", 40}}),
            Rational(50 * 40 - 40));
  Expr Mixed =
      ind(Cmp::NE, sym(BX) * 4 + sym(TX), 5) * ind(Cmp::NE, sym(TX), 2) +
      ind(Cmp::EQ, 2 * sym(TX), sym(BX));
  Box B = {{BX, 3}, {TX, 4}};
  EXPECT_EQ(Mixed.sumOverBox(B), bruteBox(Mixed, B));
}

TEST(ExprTest, SumOverBoxReduction) {
  // A halving loop: sum over s < 8 of [threadIdx.x < floor(256 / (s + 1))],
  // and one with an affine bound, over blocks of 256 threads.
  Expr s = sym("s#1"), Tx = sym(TX);
  Expr Halving =
      Expr::sum("s#1", 8, ind(Cmp::LT, Tx, Expr::floorDiv(256, s + 1)));
  EXPECT_EQ(Halving.str(),
            "sum(s#1 < 8, [threadIdx.x < floor(256 / (s#1 + 1))])");
  int64_t Expected = 0;
  for (int64_t S = 0; S < 8; ++S)
    Expected += 256 / (S + 1);
  Box B = {{BX, 10}, {TX, 256}};
  EXPECT_EQ(Halving.sumOverBox(B), Rational(10 * Expected));
  EXPECT_EQ((3 * Halving).sumOverBox(B), bruteBox(3 * Halving, B));
  Expr Affine = Expr::sum("s#1", 8, ind(Cmp::LT, Tx, 128 - 16 * s) * (s + 1));
  EXPECT_EQ(Affine.sumOverBox(B), bruteBox(Affine, B));
  // A count that depends on the thread, and nested sums.
  Expr k = sym("k");
  Expr PerThread = Expr::sum("k", Tx, ind(Cmp::LT, k * k, 50));
  Box Small = {{BX, 2}, {TX, 20}};
  EXPECT_EQ(PerThread.sumOverBox(Small), bruteBox(PerThread, Small));
  Expr Nested =
      Expr::sum("k", 4, Expr::sum("s#1", 3, ind(Cmp::LT, Tx + s, k * 3)));
  EXPECT_EQ(Nested.sumOverBox(Small), bruteBox(Nested, Small));
  // The bound name may also be a box variable: it is renamed.
  Expr Shadow = Expr::sum(TX, 4, ind(Cmp::LT, Tx * Tx, 5)) * Tx;
  EXPECT_EQ(Shadow.sumOverBox(Small), bruteBox(Shadow, Small));
  EXPECT_EQ(Shadow.sumOverBox(Small), Rational(2 * 3 * 190));
}

TEST(ExprTest, SumOverBoxGridStride) {
  // for (i = blockIdx.x*blockDim.x + threadIdx.x; i < n; i += blockDim.x *
  // gridDim.x): the trip count, clamped at 0, sums to n.
  Expr Bd = sym("blockDim.x"), Gd = sym("gridDim.x"), n = sym("n");
  Expr Trip = Expr::max(0, Expr::ceilDiv(n - sym(BX) * Bd - sym(TX), Bd * Gd));
  for (int64_t Grid : {1, 3, 8})
    for (int64_t Block : {1, 32, 64})
      for (int64_t N : {0, 1, 5, 100, 1000, 12345}) {
        Expr E = Trip.substitute({{"blockDim.x", Expr(Block)},
                                  {"gridDim.x", Expr(Grid)},
                                  {"n", Expr(N)}});
        EXPECT_EQ(E.sumOverBox({{BX, Grid}, {TX, Block}}), Rational(N))
            << E.str();
      }
}

TEST(ExprTest, SumOverBoxPolynomialsAndMixedTerms) {
  Expr i = sym("i"), j = sym("j"), k = sym("k");
  Box B = {{"i", 7}, {"j", 6}, {"k", 3}};
  std::vector<Expr> Cases = {
      Expr(5),
      i,
      half() * i * i * j + Expr(Rational(1, 3)) * k,
      ind(Cmp::LT, i, 4) * i * i * i,
      ind(Cmp::LT, i + j, 8) * i * j * j,
      ind(Cmp::LT, 2, i) * i * i * j,
      ind(Cmp::LE, j, i) * ind(Cmp::LT, i, j + 3) * i * i * i * i,
      ind(Cmp::LE, 2 * i, 3 * j - 1) * ind(Cmp::LT, k, 2) * (k + 1),
      ind(Cmp::LT, -3 * i + 2 * j, -1) + ind(Cmp::EQ, i - 2 * j, 1) * k,
      ind(Cmp::LT, Expr::floorDiv(j, 2) + i, 4) * Expr::mod(i * j, 5),
      ind(Cmp::LT, i, Expr::min(j, k + 2)) * Expr::floorDiv(i + k, 2),
      ind(Cmp::NE, i * j, 6) * ind(Cmp::LT, i, j),
      half() * ind(Cmp::LT, Expr::floorDiv(i, 2) * 2 + 1, j) * i,
      Expr::floorDiv(i * j + half() * k * 2, 3),
      i * i * i * i * i * ind(Cmp::LT, i, 5),
      ind(Cmp::LT, i, 3) * Expr::ceilLog2(j + 1) + ind(Cmp::EQ, k, 2),
      // Operands with fractions: exact rational arithmetic.
      Expr::floorDiv(half() * i * j + k, 3),
      Expr::mod(half() * i, 2) * j,
      Expr::min(half() * i, Expr(Rational(1, 3)) * j) * ind(Cmp::LT, i, j + 2),
      ind(Cmp::LT, 2 * i, 3 * Expr::mod(half() * j, 2) + k) * i,
      ind(Cmp::EQ, 2 * i, 3 * Expr::mod(half() * j, 2) + k),
  };
  for (const Expr &E : Cases) {
    std::optional<Rational> Fast = E.sumOverBox(B);
    ASSERT_TRUE(Fast) << E.str();
    EXPECT_EQ(*Fast, *bruteBox(E, B)) << E.str();
  }
  // Closed forms over large extents.
  EXPECT_EQ((ind(Cmp::LT, i, 1000) * i).sumOverBox({{"i", 1 << 20}}),
            Rational(999 * 1000 / 2));
  EXPECT_EQ((i * j).sumOverBox({{"i", 1 << 20}, {"j", 1 << 20}}),
            Rational((int64_t(1) << 20) * ((int64_t(1) << 20) - 1) / 2) *
                Rational((int64_t(1) << 20) * ((int64_t(1) << 20) - 1) / 2));
}

TEST(ExprTest, SumOverBoxEdgeCases) {
  Expr i = sym("i"), j = sym("j"), n = sym("n");
  // Box variables the expression does not mention multiply.
  EXPECT_EQ(Expr(3).sumOverBox({{"i", 4}, {"j", 5}}), Rational(60));
  EXPECT_EQ(Expr(3).sumOverBox({}), Rational(3));
  EXPECT_EQ(i.sumOverBox({{"i", 4}, {"j", 5}}), Rational(30));
  // Empty boxes.
  EXPECT_EQ(i.sumOverBox({{"i", 0}, {"j", 5}}), Rational(0));
  EXPECT_EQ(Expr(3).sumOverBox({{"i", -2}}), Rational(0));
  // Other symbols, repeated variables.
  EXPECT_EQ((i * n).sumOverBox({{"i", 4}}), std::nullopt);
  EXPECT_EQ(ind(Cmp::LT, i, n).sumOverBox({{"i", 4}}), std::nullopt);
  EXPECT_EQ(i.sumOverBox({{"i", 4}, {"i", 4}}), std::nullopt);
  // A point without a value.
  EXPECT_EQ(Expr::floorDiv(1, i).sumOverBox({{"i", 4}}), std::nullopt);
  EXPECT_EQ(Expr::floorLog2(i).sumOverBox({{"i", 4}}), std::nullopt);
  // ... unless a guard of its term is 0 there.
  Expr Guarded = ind(Cmp::LT, 0, i) * Expr::floorLog2(i);
  EXPECT_EQ(Guarded.sumOverBox({{"i", 9}}), Rational(13));
  Expr GuardedFast =
      ind(Cmp::LT, 0, i) * Expr::floorLog2(i) * ind(Cmp::LT, j, 3);
  EXPECT_EQ(GuardedFast.sumOverBox({{"i", 9}, {"j", 100}}), Rational(39));
  // Too much work.
  Expr Slow = Expr::floorDiv(i * j, 7);
  EXPECT_EQ(Slow.sumOverBox({{"i", 1 << 15}, {"j", 1 << 14}}), std::nullopt);
  EXPECT_EQ(Slow.sumOverBox({{"i", 20}, {"j", 30}}),
            bruteBox(Slow, {{"i", 20}, {"j", 30}}));
  // Overflow is reported as elsewhere.
  Expr Huge(Rational(Rational::Int(1) << 100, 1));
  EXPECT_THROW((Huge * i).sumOverBox({{"i", int64_t(1) << 40}}),
               ArithmeticOverflow);
}

TEST(ExprTest, SumOverBoxGuardsProtectEveryFactor) {
  // if (s > 0) if (t < 12 / s): at s = 0 the inner guard has no value, but
  // the outer one is 0. Guards of each kind, so that they come before and
  // after the inner one in a term.
  Expr s = sym("s"), t = sym("t");
  Expr Inner = ind(Cmp::LT, t, Expr::floorDiv(12, s));
  struct Guard {
    Expr G;
    bool (*Holds)(int64_t);
  };
  std::vector<Guard> Guards = {
      {ind(Cmp::LT, 0, s), [](int64_t S) { return S > 0; }},
      {ind(Cmp::NE, s, 0), [](int64_t S) { return S != 0; }},
      {ind(Cmp::EQ, s, 2), [](int64_t S) { return S == 2; }},
      // A bound on t too, empty at s = 0, after the inner one in the term.
      {ind(Cmp::LT, t, 20 * Expr::min(s, 1)), [](int64_t S) { return S > 0; }}};
  Box B = {{"s", 5}, {"t", 20}};
  for (const Guard &G : Guards) {
    int64_t Count = 0, Weights = 0;
    for (int64_t S = 0; S < 5; ++S)
      for (int64_t T = 0; G.Holds(S) && T < std::min<int64_t>(20, 12 / S);
           ++T) {
        Count += 1;
        Weights += static_cast<int64_t>(std::log2(double(T + S + 1)));
      }
    // Counted per s (t innermost) ...
    Expr E = G.G * Inner;
    EXPECT_EQ(E.sumOverBox(B), Rational(Count)) << E.str();
    // ... and point by point.
    Expr Weighted = E * Expr::floorLog2(t + s + 1);
    EXPECT_EQ(Weighted.sumOverBox(B), Rational(Weights)) << Weighted.str();
  }
  EXPECT_EQ((ind(Cmp::LT, 0, s) * Inner).sumOverBox(B),
            Rational(12 + 6 + 4 + 3));
  // A guard protects the factors of its own term: 1 - [s == 0] is two terms.
  EXPECT_EQ(((1 - ind(Cmp::EQ, s, 0)) * Inner).sumOverBox(B), std::nullopt);
  // Without the guard, or where the guard holds, there is no value.
  EXPECT_EQ(Inner.sumOverBox(B), std::nullopt);
  EXPECT_EQ((ind(Cmp::LT, s, 3) * Inner).sumOverBox(B), std::nullopt);
  EXPECT_EQ(
      (ind(Cmp::LT, s, 3) * Inner * Expr::floorLog2(t + s + 1)).sumOverBox(B),
      std::nullopt);
}

TEST(ExprTest, SumOverBoxNotEqual) {
  Expr i = sym("i"), j = sym("j"), k = sym("k");
  Box B = {{"i", 9}, {"j", 7}, {"k", 3}};
  std::vector<Expr> Cases = {
      ind(Cmp::NE, i, j),
      ind(Cmp::NE, i, j) * ind(Cmp::NE, i, 2 * j) * ind(Cmp::NE, i, 4),
      ind(Cmp::NE, 2 * i, j + 1) * i * i,
      ind(Cmp::NE, i, j) * ind(Cmp::NE, i + 1, j + 1) * ind(Cmp::LT, i, j + k),
      ind(Cmp::NE, i, j) * ind(Cmp::EQ, i, k) * j,
      ind(Cmp::NE, i + j, k) * Expr::floorDiv(j, 2) * ind(Cmp::LE, 3, i),
  };
  for (const Expr &E : Cases) {
    std::optional<Rational> Fast = E.sumOverBox(B);
    ASSERT_TRUE(Fast) << E.str();
    EXPECT_EQ(*Fast, *bruteBox(E, B)) << E.str();
  }
}

} // namespace

TEST(ExprTest, NegativeTerms) {
  Expr N = Expr::symbol("N"), Lo = Expr::symbol("lo");
  EXPECT_FALSE((N * 8 + 4).hasNegativeTerm());
  EXPECT_FALSE(Expr::ceilDiv(N - 1, Expr(4)).hasNegativeTerm());
  EXPECT_TRUE((N - 64).hasNegativeTerm());
  EXPECT_TRUE((N - Lo).hasNegativeTerm());
  EXPECT_FALSE(Expr().hasNegativeTerm());
  EXPECT_TRUE(Expr(-3).hasNegativeTerm());
}

//===----------------------------------------------------------------------===//
// Division below a common step
//===----------------------------------------------------------------------===//

// 256*b + 32*w + lane is a warp's element: with 32 | 768 the lanes share the
// row floor(. / 768) and take consecutive columns mod(., 768).
TEST(ExprTest, ResidueBelowCommonStepLeavesDivision) {
  Expr b = sym("b");
  Expr Row0 = Expr::floorDiv(256 * b + 64, 768);
  for (int Lane = 1; Lane < 32; ++Lane) {
    EXPECT_EQ(Expr::floorDiv(256 * b + 64 + Lane, 768), Row0) << Lane;
    EXPECT_EQ(Expr::mod(256 * b + 64 + Lane, 768) -
                  Expr::mod(256 * b + 64, 768),
              Expr(Lane))
        << Lane;
  }
  EXPECT_EQ(Row0.str(), "floor((256*b) / 768)");
  // gcd(256, 100) = 4: only the residue mod 4 comes out.
  EXPECT_EQ(Expr::floorDiv(256 * b + 7, 100).str(), "floor((256*b + 4) / 100)");
  // No common step (gcd 1), a ceiling, a symbolic divisor: as they were.
  EXPECT_EQ(Expr::floorDiv(3 * b + 7, 100).str(), "floor((3*b + 7) / 100)");
  EXPECT_EQ(Expr::ceilDiv(256 * b + 7, 768).str(), "ceil((256*b + 7) / 768)");
  EXPECT_EQ(Expr::mod(256 * b + 7, sym("C")).str(), "mod(256*b + 7, C)");
  // A remainder of a fraction need not be an integer: nothing comes out.
  // At b = 3, mod(3/2, 8) = 3/2 and floor((3 + 1) / 4) = 1.
  Expr Half = Expr::mod(b * Expr(Rational(1, 2)), 8);
  Expr Q = Expr::floorDiv(2 * Half + 1, 4);
  EXPECT_EQ(Q.evaluate({{"b", Rational(3)}}), Rational(1));
  EXPECT_EQ(Expr::mod(2 * Half + 1, 4).evaluate({{"b", Rational(3)}}),
            Rational(0));
}

TEST(ExprTest, ResidueBelowCommonStepKeepsValues) {
  Expr b = sym("b");
  for (int C = -300; C <= 300; C += 7)
    for (int64_t B = -5; B <= 5; ++B) {
      int64_t X = 256 * B + C;
      int64_t Q = X >= 0 ? X / 768 : -((-X + 767) / 768);
      Rational At(B);
      EXPECT_EQ(Expr::floorDiv(256 * b + C, 768).evaluate({{"b", At}}),
                Rational(Q))
          << B << " " << C;
      EXPECT_EQ(Expr::mod(256 * b + C, 768).evaluate({{"b", At}}),
                Rational(X - 768 * Q))
          << B << " " << C;
    }
}
