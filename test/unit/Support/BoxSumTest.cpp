//===- BoxSumTest.cpp - Closed-form sums over boxes against every point ---===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Expr::sumOverBox puts index patterns in closed form: indicators of affine
// forms, of a modulo by a number being a residue ([tid % (2*s) == 0]), of
// comparisons with min, max, floor and ceil (a grid-stride loop's count),
// and counts such as max(0, ceil((n - i) / stride)). Random terms of those
// shapes over random small boxes are summed both ways; large boxes, beyond
// what point-by-point evaluation may visit, check that the closed forms are
// the ones taken. Expr::rangeOverBox and CompiledExpr, which the traffic
// model uses instead of evaluating every point, are checked the same way.
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/BoxSimplify.h"
#include "roofline/Support/Expr.h"

#include <gtest/gtest.h>

#include <random>

using namespace roofline;

namespace {

using Box = std::vector<std::pair<std::string, int64_t>>;
using Cmp = Expr::Cmp;

Expr sym(const std::string &Name) { return Expr::symbol(Name); }

/// The sum of E over the box by evaluating every point.
std::optional<Rational> everyPoint(const Expr &E, const Box &B) {
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

/// Random terms of the shapes the closed forms take, over the variables of
/// a box.
class Generator {
public:
  explicit Generator(unsigned Seed) : Rng(Seed) {}

  int64_t between(int64_t Lo, int64_t Hi) {
    return std::uniform_int_distribution<int64_t>(Lo, Hi)(Rng);
  }

  Box box() {
    static const char *const Names[] = {"blockIdx.x", "threadIdx.x", "s", "k"};
    Box B;
    int64_t Vars = between(1, 3);
    // Now and then one long variable, which the closed forms sum around an
    // innermost one (they take 16 or more).
    int64_t Long = between(0, 3) == 0 ? between(0, Vars - 1) : -1;
    for (int64_t I = 0; I < Vars; ++I)
      B.emplace_back(Names[I], I == Long ? between(16, 40) : between(1, 8));
    return B;
  }

  /// c0 + sum of ci * vi over some of the variables of B.
  Expr affine(const Box &B, int64_t Range) {
    Expr E(between(-Range, Range));
    for (const auto &Var : B)
      if (between(0, 2) != 0)
        E = E + Expr(between(-3, 3)) * sym(Var.first);
    return E;
  }

  Expr variable(const Box &B) {
    return sym(B[static_cast<size_t>(between(0, int64_t(B.size()) - 1))].first);
  }

  /// A count: max(0, ...), a floor or ceiling, a min, a grid-stride trip
  /// count.
  Expr count(const Box &B) {
    switch (between(0, 4)) {
    case 0:
      return Expr::max(0, Expr::ceilDiv(affine(B, 20), between(1, 5)));
    case 1:
      return Expr::max(0, Expr::floorDiv(affine(B, 20), between(1, 5)) +
                              between(-2, 2));
    case 2:
      return Expr::min(variable(B) + between(0, 3), between(0, 6));
    case 3: {
      // for (i = bx*blk + tx; i < n; i += blk*grid): its trip count.
      int64_t Blk = between(1, 4), Grid = between(1, 3);
      Expr First = sym(B[0].first) * Blk + variable(B);
      return Expr::max(0, Expr::ceilDiv(between(0, 40) - First, Blk * Grid));
    }
    default:
      return Expr::floorDiv(variable(B) + between(0, 5), between(1, 4));
    }
  }

  /// An indicator: affine, a residue of an affine form, or a comparison
  /// with a count.
  Expr indicator(const Box &B) {
    static const Cmp Ops[] = {Cmp::LT, Cmp::LE, Cmp::EQ, Cmp::NE};
    switch (between(0, 5)) {
    case 0:
    case 1:
      return Expr::indicator(Ops[between(0, 3)], affine(B, 8), 0);
    case 2: {
      // [tid % (2*s) == 0] with s a number, or another residue.
      int64_t M = between(1, 6);
      Expr Residue = Expr::mod(affine(B, 6), M);
      return Expr::indicator(between(0, 1) ? Cmp::EQ : Cmp::NE, Residue,
                             between(-1, M));
    }
    case 3:
      return Expr::indicator(Cmp::LT, variable(B) + between(-2, 2), count(B));
    case 4:
      return Expr::indicator(Cmp::LT, count(B), affine(B, 6));
    default:
      return Expr::indicator(
          Cmp::LE, affine(B, 6),
          Expr::max(affine(B, 6), Expr::min(variable(B), between(0, 5))));
    }
  }

  /// A sum over j < a count of an indicator in j.
  Expr sumOverCount(const Box &B) {
    Box WithJ = B;
    WithJ.emplace_back("j", 1);
    return Expr::sum("j", count(B),
                     Expr::indicator(Cmp::LT, affine(WithJ, 10), 0));
  }

  /// A product of bounds of affine forms and of counts, which the closed
  /// forms sum over two variables at once.
  Expr bounded(const Box &B) {
    Expr T(between(1, 3));
    int64_t Factors = between(1, 3);
    for (int64_t I = 0; I < Factors; ++I)
      T = T * (between(0, 2) ? Expr::indicator(Cmp::LT, affine(B, 40), 0)
                             : count(B));
    return T;
  }

  Expr term(const Box &B) {
    Expr T(between(1, 3));
    int64_t Factors = between(1, 3);
    for (int64_t I = 0; I < Factors; ++I) {
      switch (between(0, 5)) {
      case 0:
      case 1:
      case 2:
        T = T * indicator(B);
        break;
      case 3:
        T = T * count(B);
        break;
      case 4:
        T = T * variable(B);
        break;
      default:
        T = T * sumOverCount(B);
        break;
      }
    }
    return T;
  }

private:
  std::mt19937 Rng;
};

TEST(BoxSumTest, RandomTermsMatchEveryPoint) {
  Generator G(20250101);
  int Checked = 0;
  for (int Case = 0; Case < 3000; ++Case) {
    Box B = G.box();
    Expr E = G.term(B);
    if (G.between(0, 2) == 0)
      E = E + G.term(B);
    std::optional<Rational> Expected = everyPoint(E, B);
    ASSERT_TRUE(Expected) << E.str();
    std::optional<Rational> Sum = E.sumOverBox(B);
    ASSERT_TRUE(Sum) << E.str();
    ASSERT_EQ(*Sum, *Expected) << E.str();
    ++Checked;
  }
  EXPECT_EQ(Checked, 3000);
}

TEST(BoxSumTest, RandomBoundsOverTwoLongVariables) {
  Generator G(7);
  for (int Case = 0; Case < 400; ++Case) {
    Box B = {{"blockIdx.x", G.between(1, 3)},
             {"threadIdx.x", G.between(16, 40)},
             {"s", G.between(16, 40)}};
    Expr E = G.bounded(B);
    std::optional<Rational> Expected = everyPoint(E, B);
    ASSERT_TRUE(Expected) << E.str();
    std::optional<Rational> Sum = E.sumOverBox(B);
    ASSERT_TRUE(Sum) << E.str();
    ASSERT_EQ(*Sum, *Expected) << E.str();
  }
}

TEST(BoxSumTest, HalvingReductionGuards) {
  // if (tid % (2*s) == 0) for s = 1, 2, 4, ...: 2^21 threads, more than a
  // point-by-point sum visits.
  Expr Tid = sym("threadIdx.x");
  Box B = {{"blockIdx.x", 1 << 11}, {"threadIdx.x", 1024}};
  for (int64_t S = 1; S <= 512; S *= 2) {
    Expr Active = Expr::indicator(Cmp::EQ, Expr::mod(Tid, 2 * S), 0);
    EXPECT_EQ(Active.sumOverBox(B), Rational((1 << 21) / (2 * S))) << S;
    // The inactive threads, and the active ones weighted by their index.
    Expr Idle = Expr::indicator(Cmp::NE, Expr::mod(Tid, 2 * S), 0);
    EXPECT_EQ(Idle.sumOverBox(B), Rational((1 << 21) - (1 << 21) / (2 * S)));
    int64_t Weighted = 0;
    for (int64_t T = 0; T < 1024; T += 2 * S)
      Weighted += T;
    EXPECT_EQ((Active * Tid).sumOverBox(B), Rational((1 << 11) * Weighted));
  }
  // A residue of the global index, and two that must meet (8 mod 12).
  Expr Global = sym("blockIdx.x") * 1024 + Tid;
  int64_t Residues = 0, Met = 0;
  for (int64_t I = 0; I < (int64_t(1) << 21); ++I)
    Residues += (I + 3) % 96 == 5;
  for (int64_t T = 0; T < 1024; ++T)
    Met += T % 6 == 2 && T % 4 == 0;
  EXPECT_EQ(
      Expr::indicator(Cmp::EQ, Expr::mod(Global + 3, 96), 5).sumOverBox(B),
      Rational(Residues));
  Expr Both = Expr::indicator(Cmp::EQ, Expr::mod(Tid, 6), 2) *
              Expr::indicator(Cmp::EQ, Expr::mod(Tid, 4), 0);
  EXPECT_EQ(Both.sumOverBox(B), Rational((1 << 11) * Met));
}

TEST(BoxSumTest, GridStrideLoopsWithBoundSizes) {
  // for (i = blockIdx.x*256 + threadIdx.x; i < n; i += 256*gridDim.x): the
  // trip counts sum to n, and the loop's body guard to the elements below m.
  Expr Bx = sym("blockIdx.x"), Tx = sym("threadIdx.x"), J = sym("i#1");
  for (int64_t Grid : {64, 4096})
    for (int64_t N : {int64_t(0), int64_t(1000), int64_t(16777216),
                      int64_t(16777216) + 77}) {
      Box B = {{"blockIdx.x", Grid}, {"threadIdx.x", 256}};
      Expr First = Bx * 256 + Tx;
      Expr Trip = Expr::max(0, Expr::ceilDiv(N - First, 256 * Grid));
      EXPECT_EQ(Trip.sumOverBox(B), Rational(N)) << Trip.str();
      int64_t M = N / 3;
      Expr Body = Expr::sum(
          "i#1", Trip, Expr::indicator(Cmp::LT, First + J * (256 * Grid), M));
      EXPECT_EQ(Body.sumOverBox(B), Rational(M)) << Body.str();
      // The same loop, its index a box variable under [i#1 < trip].
      Box WithJ = B;
      WithJ.emplace_back("i#1", N / (256 * Grid) + 1);
      EXPECT_EQ(Expr::indicator(Cmp::LT, J, Trip).sumOverBox(WithJ),
                Rational(N));
    }
}

/// Calls F at every point of B, as values and as coordinates.
template <typename Fn> void forEachPoint(const Box &B, Fn F) {
  SymbolValues V;
  std::vector<int64_t> Point(B.size(), 0);
  for (const auto &[Name, Extent] : B)
    V[Name] = Rational(0);
  for (;;) {
    F(V, Point);
    size_t Pos = B.size();
    for (; Pos > 0; --Pos) {
      if (++Point[Pos - 1] < B[Pos - 1].second) {
        V[B[Pos - 1].first] = Rational(Point[Pos - 1]);
        break;
      }
      Point[Pos - 1] = 0;
      V[B[Pos - 1].first] = Rational(0);
    }
    if (Pos == 0)
      return;
  }
}

TEST(BoxSumTest, CompiledExpressionsEvaluateAsEvaluate) {
  Generator G(11);
  for (int Case = 0; Case < 1500; ++Case) {
    Box B = G.box();
    Expr E = G.term(B) + G.count(B);
    // Values missing at some points: a guard does not protect them here.
    if (Case % 3 == 0)
      E = E + G.indicator(B) * Expr::floorLog2(G.variable(B));
    if (Case % 5 == 0)
      E = E * Expr::floorDiv(G.affine(B, 3), G.variable(B) + G.between(-1, 1));
    std::vector<std::string> Names;
    for (const auto &Var : B)
      Names.push_back(Var.first);
    CompiledExpr C(E, Names);
    forEachPoint(B, [&](const SymbolValues &V, const std::vector<int64_t> &P) {
      ASSERT_EQ(C.at(P), E.evaluate(V)) << E.str();
    });
  }
  // A symbol that is not one of the variables has no value.
  EXPECT_EQ(CompiledExpr(sym("n") + 1, {"i"}).at({3}), std::nullopt);
  EXPECT_EQ(CompiledExpr(sym("i") * 2, {"i"}).at({3}), Rational(6));
}

TEST(BoxSumTest, RangesOverBoxesAreAttained) {
  Generator G(5);
  int Given = 0;
  for (int Case = 0; Case < 1500; ++Case) {
    Box B = G.box();
    Expr E = G.between(0, 1) ? G.count(B) : G.count(B) + G.affine(B, 5);
    if (G.between(0, 3) == 0)
      E = E * G.indicator(B);
    auto R = E.rangeOverBox(B);
    if (!R)
      continue;
    ++Given;
    std::optional<Rational> Lo, Hi;
    forEachPoint(B, [&](const SymbolValues &V, const std::vector<int64_t> &) {
      std::optional<Rational> X = E.evaluate(V);
      ASSERT_TRUE(X && X->isInteger()) << E.str();
      Lo = Lo ? std::min(*Lo, *X) : *X;
      Hi = Hi ? std::max(*Hi, *X) : *X;
    });
    EXPECT_EQ(R->first, *Lo) << E.str();
    EXPECT_EQ(R->second, *Hi) << E.str();
  }
  EXPECT_GT(Given, 500);
  // A grid-stride loop's trip count: every thread of the first blocks runs
  // 4 iterations, of the last ones 3.
  Expr First = sym("blockIdx.x") * 256 + sym("threadIdx.x");
  Expr Trip = Expr::max(0, Expr::ceilDiv(50000 - First, 256 * 64));
  Box Launch = {{"blockIdx.x", 64}, {"threadIdx.x", 256}};
  EXPECT_EQ(Trip.rangeOverBox(Launch),
            std::make_pair(Rational(3), Rational(4)));
  // Not monotone, or a variable twice: no range.
  Expr I = sym("blockIdx.x");
  EXPECT_EQ((I * I - I).rangeOverBox(Launch), std::nullopt);
  EXPECT_EQ(Expr::mod(First, 7).rangeOverBox(Launch), std::nullopt);
  EXPECT_EQ(Expr::indicator(Cmp::EQ, I, 3).rangeOverBox(Launch), std::nullopt);
  EXPECT_EQ((I + sym("n")).rangeOverBox(Launch), std::nullopt);
  EXPECT_EQ((I * Rational(1, 2)).rangeOverBox(Launch), std::nullopt);
}

TEST(BoxSum, AffineConjunctsOfALoopGuard) {
  // A block-stride loop's iteration guard j < max(0, ceil((C - t) / 32)) is
  // the affine comparison 32*j + t - C < 0, its own condition.
  Expr T = sym("threadIdx.x"), J = sym("j");
  Expr Count = Expr::max(0, Expr::ceilDiv(1000 - T, 32));
  Box B = {{"threadIdx.x", 32}, {"j", 32}};
  auto C = Expr::indicator(Cmp::LT, J, Count).affineConjuncts(B);
  ASSERT_TRUE(C.has_value());
  ASSERT_EQ(C->size(), 1u);
  EXPECT_EQ((*C)[0], 32 * J + T - 1000);
  // A product is each of its factors; 1 is none; 0 is one that never holds.
  auto Two = (Expr::indicator(Cmp::LT, T, 10) * Expr::indicator(Cmp::LT, J, 5))
                 .affineConjuncts(B);
  ASSERT_TRUE(Two.has_value());
  EXPECT_EQ(Two->size(), 2u);
  EXPECT_EQ(Expr(1).affineConjuncts(B), std::vector<Expr>{});
  EXPECT_EQ(Expr(0).affineConjuncts(B), std::vector<Expr>{Expr(1)});
  // An equality, a sum of indicators or a scaled one is no conjunction.
  EXPECT_EQ(Expr::indicator(Cmp::EQ, T, 3).affineConjuncts(B), std::nullopt);
  EXPECT_EQ((Expr::indicator(Cmp::LT, T, 3) + Expr::indicator(Cmp::LT, J, 3))
                .affineConjuncts(B),
            std::nullopt);
  EXPECT_EQ((2 * Expr::indicator(Cmp::LT, T, 3)).affineConjuncts(B),
            std::nullopt);
}

TEST(BoxSum, ScaledModAndFloorDiv) {
  Expr I = sym("i");
  auto M = asScaledMod(4 * Expr::mod(I, 3072) + 8);
  ASSERT_TRUE(M.has_value());
  EXPECT_EQ(M->Scale, Rational(4));
  EXPECT_EQ(M->X, I);
  EXPECT_EQ(M->Modulus, Rational(3072));
  EXPECT_EQ(M->Rest, Expr(8));
  auto D = asScaledFloorDiv(Expr::floorDiv(I, 32));
  ASSERT_TRUE(D.has_value());
  EXPECT_EQ(D->Modulus, Rational(32));
  EXPECT_EQ(D->Rest, Expr(0));
  // The other terms are the rest, whatever they are.
  auto R = asScaledMod(4 * Expr::mod(I, 3) + 64 * sym("b") + sym("c") * I);
  ASSERT_TRUE(R.has_value());
  EXPECT_EQ(R->Rest, 64 * sym("b") + sym("c") * I);
  // A symbolic modulus, two atoms, or an atom times a symbol: none.
  EXPECT_EQ(asScaledMod(Expr::mod(I, sym("n"))), std::nullopt);
  EXPECT_EQ(asScaledMod(Expr::mod(I, 3) + Expr::mod(I, 5)), std::nullopt);
  EXPECT_EQ(asScaledMod(sym("k") * Expr::mod(I, 3)), std::nullopt);
  EXPECT_EQ(asScaledFloorDiv(Expr::mod(I, 3)), std::nullopt);
}

TEST(BoxSum, SimplifyOverTheBox) {
  // threadIdx.x of 128 threads as lane + 32 * warp: the warp's row and the
  // lane come out of the division and the remainder.
  Expr L = sym("lane"), W = sym("warp");
  Box B = {{"lane", 32}, {"warp", 4}};
  Expr T = L + 32 * W;
  EXPECT_EQ(simplifyOverBox(Expr::floorDiv(T, 32), B), W);
  EXPECT_EQ(simplifyOverBox(Expr::mod(T, 32), B), L);
  // Nested: (t % 32) % 4 is lane % 4, which the box does not decide.
  EXPECT_EQ(simplifyOverBox(Expr::mod(Expr::mod(T, 32), 4), B),
            Expr::mod(L, 4));
  // A rest within one quotient: floor((lane + 64) / 32) is 2 + 0.
  EXPECT_EQ(simplifyOverBox(Expr::floorDiv(L + 64, 32), B), Expr(2));
  EXPECT_EQ(simplifyOverBox(Expr::mod(L + 64, 32), B), L);
  // Inside an indicator too.
  EXPECT_EQ(
      simplifyOverBox(Expr::indicator(Cmp::LT, Expr::floorDiv(T, 32), 3), B),
      Expr::indicator(Cmp::LT, W, 3));
  // A rest that may be negative keeps its atom: C's remainder differs.
  EXPECT_EQ(simplifyOverBox(Expr::mod(L - 5, 32), B), Expr::mod(L - 5, 32));
  // A symbol outside the box keeps its atom.
  Expr N = sym("n");
  EXPECT_EQ(simplifyOverBox(Expr::mod(N, 32), B), Expr::mod(N, 32));
}

TEST(BoxSum, ScaledMin) {
  Expr I = sym("i"), B = sym("b");
  auto M = asScaledMin(4 * Expr::min(I, 50256) + 201028 * B);
  ASSERT_TRUE(M.has_value());
  EXPECT_EQ(M->Scale, Rational(4));
  EXPECT_EQ(M->X, I);
  EXPECT_EQ(M->Modulus, Rational(50256));
  EXPECT_EQ(M->Rest, 201028 * B);
  EXPECT_EQ(asScaledMin(Expr::min(I, B)), std::nullopt);
  EXPECT_EQ(asScaledMin(Expr::min(I, 3) + Expr::min(B, 3)), std::nullopt);
}

} // namespace
