//===- Lattice.cpp - Counting integer points in closed form ---------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "Lattice.h"

#include "Program.h"

#include <algorithm>
#include <utility>

namespace roofline {
namespace exprimpl {

namespace {

/// N*(N-1)/2 for N >= 0.
Int pairs(Int N) {
  return N % 2 == 0 ? mulInt(N / 2, N - 1) : mulInt(N, (N - 1) / 2);
}

/// X mod M in [0, M), M > 0.
Int modPositive(Int X, Int M) {
  return subInt(X, mulInt(M, floorDivInt(X, M)));
}

/// The inverse of A mod M, for gcd(A, M) = 1 and M >= 1.
Int inverse(Int A, Int M) {
  // Extended Euclid on (A mod M, M): X*A = 1 mod M.
  Int R0 = modPositive(A, M), R1 = M, X0 = 1, X1 = 0;
  while (R1 != 0) {
    Int Q = R0 / R1;
    Int R2 = subInt(R0, mulInt(Q, R1));
    Int X2 = subInt(X0, mulInt(Q, X1));
    R0 = R1;
    R1 = R2;
    X0 = X1;
    X1 = X2;
  }
  return modPositive(X0, M);
}

/// (P*u + Q) / D compared with the same of L at u: -1, 0 or 1.
int compareAt(const FloorLine &K, const FloorLine &L, Int U) {
  Int A = mulInt(addInt(mulInt(K.P, U), K.Q), L.D);
  Int B = mulInt(addInt(mulInt(L.P, U), L.Q), K.D);
  return A < B ? -1 : A > B ? 1 : 0;
}

/// sum of floor((P*u + Q) / D) over u in [S, T).
Int lineSum(const FloorLine &L, Int S, Int T) {
  return floorSum(subInt(T, S), L.D, L.P, addInt(mulInt(L.P, S), L.Q));
}

} // namespace

Int floorSum(Int N, Int M, Int A, Int B) {
  if (N <= 0)
    return 0;
  Int Sum = 0;
  // Take out the multiples of M, so that 0 <= A, B < M.
  if (A < 0 || A >= M) {
    Int Q = floorDivInt(A, M);
    Sum = addInt(Sum, mulInt(Q, pairs(N)));
    A = subInt(A, mulInt(Q, M));
  }
  if (B < 0 || B >= M) {
    Int Q = floorDivInt(B, M);
    Sum = addInt(Sum, mulInt(Q, N));
    B = subInt(B, mulInt(Q, M));
  }
  // The lattice points under the line, counted by exchanging the axes
  // (Euclid's algorithm on A and M).
  while (true) {
    if (A >= M) {
      Sum = addInt(Sum, mulInt(pairs(N), A / M));
      A %= M;
    }
    if (B >= M) {
      Sum = addInt(Sum, mulInt(N, B / M));
      B %= M;
    }
    Int YMax = addInt(mulInt(A, N), B);
    if (YMax < M)
      break;
    N = YMax / M;
    B = YMax % M;
    std::swap(M, A);
  }
  return Sum;
}

std::optional<Residue> solveCongruence(Int A, Int B, Int M) {
  A = modPositive(A, M);
  Int Rhs = modPositive(subInt(0, B), M); // A*v = Rhs mod M
  Int G = gcdOf(A, M);                    // gcd(0, M) = M
  if (Rhs % G != 0)
    return std::nullopt;
  Int Mod = M / G;
  if (Mod == 1)
    return Residue{0, 1};
  return Residue{modPositive(mulInt(Rhs / G, inverse(A / G, Mod)), Mod), Mod};
}

std::optional<Residue> meet(const Residue &X, const Residue &Y) {
  Int G = gcdOf(X.M, Y.M);
  Int Diff = subInt(Y.R, X.R);
  if (Diff % G != 0)
    return std::nullopt;
  // v = X.R + X.M*t with X.M*t = Diff mod Y.M.
  Int Step = Y.M / G;
  Int T = Step == 1 ? 0
                    : modPositive(mulInt(modPositive(Diff / G, Step),
                                         inverse(X.M / G, Step)),
                                  Step);
  Int Mod = mulInt(X.M, Step);
  return Residue{modPositive(addInt(X.R, mulInt(X.M, T)), Mod), Mod};
}

Rational progressionPowerSum(Int Lo, Int Hi, const Residue &C, unsigned K) {
  if (Lo >= Hi)
    return Rational();
  Int First = addInt(Lo, modPositive(subInt(C.R, Lo), C.M));
  if (First >= Hi)
    return Rational();
  Int N = subInt(Hi, 1) - First;
  N = addInt(N / C.M, 1);
  if (K == 0)
    return fromInt(N);
  // sum_t (First + t*M)^K = sum_J binom(K, J) First^(K-J) M^J sum_t t^J.
  Rational Sum;
  Int Binom = 1;
  for (unsigned J = 0; J <= K; ++J) {
    Rational Term = fromInt(Binom);
    for (unsigned E = 0; E < K - J; ++E)
      Term = Term * fromInt(First);
    for (unsigned E = 0; E < J; ++E)
      Term = Term * fromInt(C.M);
    Sum = Sum + Term * powerSum(0, N, J);
    Binom = Binom * (K - J) / (J + 1);
  }
  return Sum;
}

Int countUnderLines(Int ULo, Int UHi, const std::vector<FloorLine> &Upper,
                    const std::vector<FloorLine> &Lower) {
  if (ULo >= UHi)
    return 0;
  // Between two consecutive cuts no two lines cross, so the lowest upper
  // line, the highest lower one and their order stay the same.
  std::vector<const FloorLine *> All;
  for (const FloorLine &L : Upper)
    All.push_back(&L);
  for (const FloorLine &L : Lower)
    All.push_back(&L);
  std::vector<Int> Cuts = {ULo, UHi};
  for (size_t I = 0; I < All.size(); ++I)
    for (size_t J = I + 1; J < All.size(); ++J) {
      const FloorLine &K = *All[I], &L = *All[J];
      // (K.P*u + K.Q)*L.D = (L.P*u + L.Q)*K.D at u = Num / Den.
      Int Den = subInt(mulInt(K.P, L.D), mulInt(L.P, K.D));
      if (Den == 0)
        continue;
      Int Num = subInt(mulInt(L.Q, K.D), mulInt(K.Q, L.D));
      Int At = floorDivInt(Num, Den);
      for (Int Cut : {At, addInt(At, 1)})
        if (ULo < Cut && Cut < UHi)
          Cuts.push_back(Cut);
    }
  std::sort(Cuts.begin(), Cuts.end());
  Cuts.erase(std::unique(Cuts.begin(), Cuts.end()), Cuts.end());
  Int Count = 0;
  for (size_t I = 0; I + 1 < Cuts.size(); ++I) {
    Int S = Cuts[I], T = Cuts[I + 1];
    const FloorLine *Hi = &Upper[0], *Lo = &Lower[0];
    for (const FloorLine &L : Upper)
      if (compareAt(L, *Hi, S) < 0)
        Hi = &L;
    for (const FloorLine &L : Lower)
      if (compareAt(L, *Lo, S) > 0)
        Lo = &L;
    // Below the lower line the piece is empty: floor(F) <= floor(G) there.
    if (compareAt(*Hi, *Lo, S) < 0)
      continue;
    Count = addInt(Count, subInt(lineSum(*Hi, S, T), lineSum(*Lo, S, T)));
  }
  return Count;
}

} // namespace exprimpl
} // namespace roofline
