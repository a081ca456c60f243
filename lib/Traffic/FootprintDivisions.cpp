//===- FootprintDivisions.cpp - Footprints through divisions --------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Addresses that are affine once a floor division, a remainder or a clamp
// of an affine index is taken as a variable of its own: a column `i % C`, a
// row `i / C`, both (an element's row and column), `min(i, C - 1)`.
//
//===----------------------------------------------------------------------===//

#include "FootprintImage.h"

#include "roofline/Support/BoxSimplify.h"

#include <set>

namespace roofline {
namespace traffic {

/// `Scale * (X mod M) + Rest`, `Scale * floor(X / M) + Rest` or `Scale *
/// min(X, M) + Rest` with X covering an interval of integers exactly once
/// or more, and Rest affine in variables that neither X nor the guard uses
/// (a row's base `blockIdx.x * C`): the atom's values, one run of integers,
/// are then one more variable beside Rest's.
std::optional<Image> modularImage(const GlobalAccess &A, const Expr &Offset,
                                  const Expr &Guard,
                                  const std::vector<Var> &Vars,
                                  const Rational &Active, Int Points) {
  enum { Mod, Quotient, Clamp } Kind = Mod;
  auto S = asScaledMod(Offset);
  if (!S && (S = asScaledFloorDiv(Offset)))
    Kind = Quotient;
  if (!S && (S = asScaledMin(Offset)))
    Kind = Clamp;
  if (!S || !S->Scale.isInteger() || !S->Modulus.isInteger())
    return std::nullopt;
  auto Form = affineForm(S->X, Vars);
  auto RestForm = affineForm(S->Rest, Vars);
  if (!Form || !RestForm)
    return std::nullopt;
  std::set<std::string> Used = Guard.symbols();
  std::vector<Var> Outer; // Rest's variables
  Int OuterPoints = 1;
  for (const Var &V : Vars) {
    if (RestForm->Coef.at(V.Name) == 0)
      continue;
    if (Form->Coef.at(V.Name) != 0 || Used.count(V.Name))
      return std::nullopt;
    Outer.push_back(V);
    OuterPoints *= V.Extent;
  }
  // X's values over the active points; the outer variables only repeat
  // them, every one of their points alike.
  Image X = affineImage(*Form, Guard, Vars, Active, Points, 1);
  // X covers [First, First + N) when its set is one run of integers.
  if (!X.Set || X.Set->Digits.size() > 1 ||
      (X.Set->Digits.size() == 1 && X.Set->Digits[0].first != 1))
    return std::nullopt;
  Int First = X.Set->Base, N = X.Bytes.num(), M = S->Modulus.num();
  if (First < 0 && Kind != Clamp)
    return std::nullopt; // C's remainder of a negative number differs
  Int Values, Least;
  if (Kind == Mod) {
    Least = N >= M ? 0 : First % M;
    Values = std::min(N, M);
    if (Least + Values > M) // a run that wraps around M: not one run
      return std::nullopt;
  } else if (Kind == Quotient) {
    Least = floorDivInt(First, M);
    Values = floorDivInt(First + N - 1, M) - Least + 1;
  } else { // min(X, M): the run up to M, or M alone
    Least = std::min(First, M);
    Values = std::min(First + N - 1, M) - Least + 1;
  }
  // The address: Scale * (Least + v) + Rest, v < Values.
  Affine Whole = *RestForm;
  Whole.C0 += S->Scale.num() * Least;
  std::vector<Var> Box = Outer;
  Box.push_back({"value#", static_cast<int64_t>(Values)});
  Whole.Coef["value#"] = S->Scale.num();
  return affineImage(Whole, Expr(1), Box, Rational(Values * OuterPoints),
                     Values * OuterPoints, A.Width);
}

/// An address that is affine in a row and a column of one index: `inp[c *
/// rows + r]` with r = idx / M and c = idx % M, where idx is affine in some
/// variables and takes each value of [First, First + N) once, M dividing
/// First and N. Then idx is M * q + c over the box q < N / M, c < M, one
/// point each, and the address, once its divisions by M are q and c, is
/// affine in them and the other variables. Every point active only: a guard
/// would need rewriting too.
std::optional<Image> divisionImage(const GlobalAccess &A, const Expr &Offset,
                                   const std::vector<Var> &Vars,
                                   const Rational &Active, Int Points) {
  std::optional<Division> D = firstDivision(Offset);
  if (!D || Active != Rational(Points) || !D->Divisor.isInteger())
    return std::nullopt;
  auto Form = affineForm(D->X, Vars);
  if (!Form)
    return std::nullopt;
  Image X = affineImage(*Form, Expr(1), Vars, Active, Points, 1);
  if (!X.Exact || !X.Injective || !X.Set || X.Set->Digits.size() != 1 ||
      X.Set->Digits[0].first != 1)
    return std::nullopt;
  Int First = X.Set->Base, N = X.Bytes.num(), M = D->Divisor.num();
  if (First < 0 || First % M != 0 || N % M != 0)
    return std::nullopt;
  std::vector<Var> Box;
  Int Others = 1;
  for (const Var &V : Vars)
    if (Form->Coef.at(V.Name) == 0) {
      Box.push_back(V);
      Others *= V.Extent;
    }
  if (N / M > INT64_MAX)
    return std::nullopt;
  Box.push_back({"row#", static_cast<int64_t>(N / M)});
  Box.push_back({"column#", static_cast<int64_t>(M)});
  Expr Rewritten = replaceDivision(
      Offset, *D, Expr(Rational(First / M, 1)) + Expr::symbol("row#"),
      Expr::symbol("column#"));
  auto Whole = affineForm(Rewritten, Box);
  if (!Whole)
    return std::nullopt; // X's variables outside its divisions, or more
  Int BoxPoints = N * Others;
  return affineImage(*Whole, Expr(1), Box, Rational(BoxPoints), BoxPoints,
                     A.Width);
}

} // namespace traffic
} // namespace roofline
