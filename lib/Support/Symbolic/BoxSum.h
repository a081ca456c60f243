//===- BoxSum.h - Sums over boxes (private) --------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The parts of Expr::sumOverBox: BoxSummer (BoxSum.cpp: terms, their plans
// and the point-by-point rest; BoxGroups.cpp: a group of factors in closed
// form), and the rewriting of terms (BoxRewrite.cpp). Over a box every
// variable is an integer in [0, extent), which makes some non-polynomial
// atoms affine: [i < ceil(X / d)] is [d*i < X], [i < max(A, B)] is [i < A]
// or [i < B], and a count max(0, Y) is the number of j in [0, max Y) with
// j < Y. Private to lib/Support/Symbolic.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_SUPPORT_SYMBOLIC_BOXSUM_H
#define ROOFLINE_LIB_SUPPORT_SYMBOLIC_BOXSUM_H

#include "ExprInternals.h"
#include "Lattice.h"
#include "Program.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace roofline {
namespace exprimpl {

/// Variables and extents; a variable v runs over [0, extent).
using BoxVars = std::vector<std::pair<std::string, int64_t>>;

/// Bounds of a value: Lo <= value <= Hi.
struct ValueRange {
  Rational Lo, Hi;
};

/// Bounds of E over the box, by interval arithmetic; std::nullopt for atoms
/// it does not bound (sums, logarithms of values that may be < 1, divisions
/// by a variable) or a symbol outside the box. *Exact (when given) tells
/// whether both bounds are attained: every variable occurs once, through
/// operations monotone in it.
std::optional<ValueRange> rangeOver(const Expr &E,
                                    const std::map<std::string, int64_t> &Box,
                                    bool *Exact = nullptr);

/// Whether every value of E is an integer wherever the symbols are
/// integers: integer coefficients and atoms of integer value.
bool isIntegerValued(const Expr &E);

/// Whether E has a value at every point: no logarithms and no division or
/// modulo by anything but a non-zero number (sums are not, as their counts
/// are bounded).
bool alwaysDefined(const Expr &E);

/// T with its indicators made affine in the box variables and its counts
/// (max(0, Y), floor(X / d) >= 0, sums over a count that varies) replaced
/// by new box variables, when that changes something and leaves every
/// indicator affine; the new variables are appended to Box. Equal to T at
/// every point of the box where T has a value (counts are rewritten only
/// where the rest of T always has one).
std::optional<std::pair<Expr, BoxVars>> rewriteTerm(const Term &T,
                                                    const BoxVars &Box);

/// Classes of residues a term may avoid at once (inclusion and exclusion
/// over their subsets).
constexpr size_t MaxAvoidedClasses = 4;
/// The smallest extent worth a second variable in closed form.
constexpr int64_t MinSecondExtent = 16;
/// Points a plan may enumerate before rewriting the term is tried.
constexpr uint64_t FewPoints = 1024;
/// Sums sumOverBox keeps per thread for when they come back.
constexpr size_t KeptSums = 4096;

/// E as A*V + R with A an integer and R free of V; false when it is not.
bool splitLinear(const Expr &E, const std::string &V, Int &A, Expr &R);

/// How a variable V enters a factor: not at all, as a power V^Exp, through
/// an indicator [A*V + R op 0] (a bound; R free of V), through [A*V + R =
/// Target mod M] or its negation (a congruence: a modulo by a number M of an
/// integer-valued A*V + R), or otherwise.
struct Entry {
  enum Kind { Absent, Power, Bound, Congruence, Other } K = Other;
  unsigned Exp = 0;
  Int A = 0;
  Expr R;
  AtomKind Op = AtomKind::IndicatorLT;
  Int M = 1, Target = 0;
  bool Equal = true;
  /// A congruence that holds everywhere (true) or nowhere (false): the
  /// target is not a residue mod M.
  std::optional<bool> Always;
};

Entry classify(const Factor &F, const std::string &V);

/// Sums over one box (its work counted against MaxBoxWork): terms in
/// closed form where their shape allows, the rest point by point.
class BoxSummer {
public:
  /// The sum of E over Box; every free symbol of E is a box variable.
  Rational sum(const Expr &E, const BoxVars &Box);

private:
  /// A factor of a term in the fast path, with the box variables it
  /// mentions.
  struct Part {
    const Factor *F;
    std::vector<unsigned> Vars; // Box indices.
  };

  /// How the factors of a group are summed: Inner innermost in closed form,
  /// and Second, when there is one, in closed form around it.
  struct GroupPlan {
    const std::vector<const Part *> *Members;
    unsigned Inner;
    std::optional<unsigned> Second;
  };

  /// The compiled factors of a group around its innermost variable (and its
  /// second, when it has one).
  struct Compiled {
    struct Bound {
      Int A;
      AtomKind Kind;
      Program R;
      Int B = 0; // the second variable's coefficient, taken out of R
    };
    struct Class {
      Int A, M, Target;
      bool Equal;
      Program R;
    };
    struct Other {
      unsigned Exp;
      bool Guard;
      Program P;
    };
    std::vector<Bound> Bounds, SecondBounds;
    std::vector<Class> Classes;
    std::vector<Other> Others;
    unsigned Degree = 0;
    bool Never = false; // a congruence that never holds
    std::vector<unsigned> Outer;
  };

  /// A term with a factor sum(J < C, Body), C a constant: the sum of the rest
  /// times Body over the box with one more variable, J renamed, in [0, C).
  std::optional<Rational> sumAtomTerm(const Term &T, const BoxVars &Box);

  /// Every term of T rewritten (see rewriteTerm) and summed in closed form,
  /// or nothing (and no work spent) when some term would be summed point by
  /// point.
  std::optional<Rational> rewrittenTerm(const Term &T, const BoxVars &Box);

  /// Whether V can be innermost in Members (see classify), and the power of
  /// V in them.
  static bool innermostIn(const std::vector<const Part *> &Members,
                          const std::string &V, unsigned &Degree);

  /// Whether U can be summed in closed form around the innermost V: V has
  /// only bounds [a*V + b*U + R < 0] (b an integer, R free of U), U only
  /// such bounds without V, and the rest mentions neither.
  static bool secondIn(const std::vector<const Part *> &Members,
                       const std::string &V, const std::string &U);

  /// T summed in closed form over the innermost variable of each group of
  /// its factors (and a second around it), point by point over the rest;
  /// nothing when its factors do not allow that or it would visit more than
  /// MaxPoints points.
  std::optional<Rational> fastTerm(const Term &T, const BoxVars &Box,
                                   uint64_t MaxPoints = UINT64_MAX);

  Compiled compileGroup(const GroupPlan &G, const BoxVars &Box);

  /// Steps the outer variables to their next point, the last one fastest;
  /// false after the last point.
  bool nextPoint(const std::vector<unsigned> &Outer, const BoxVars &Box);

  /// R as Num / Den with Den > 0 at the current point.
  void valueOf(const Program &R, Int &Num, Int &Den);

  /// The guards among C.Others at the current point: false when one is 0;
  /// Undefined is set when one has no value.
  bool guardsHold(const Compiled &C, bool &Undefined);

  /// The product of the factors of C.Others that are not guards.
  Rational weightOf(const Compiled &C);

  /// The sum of the product of a group's factors over its variables, its
  /// innermost variable in closed form: at each point of the others, an
  /// interval less single values, within a class of residues less others.
  Rational groupSum(const GroupPlan &G, const BoxVars &Box);

  static bool inClass(Int X, const Residue &C);

  /// sum of v^K over v in [Lo, Hi), v in Kept and in none of Avoided (by
  /// inclusion and exclusion).
  static Rational classSum(Int Lo, Int Hi, const Residue &Kept,
                           const std::vector<Residue> &Avoided, unsigned K);

  /// The sum over a group whose innermost variable v and second u are bound
  /// by lines only: at each point of the others, the points (u, v) under
  /// floor lines (see countUnderLines).
  Rational pairSum(const GroupPlan &G, const BoxVars &Box);

  /// Point by point, over the variables that E mentions.
  Rational slowSum(const Expr &E, const BoxVars &Box);

  BoxState State;
};

} // namespace exprimpl
} // namespace roofline

#endif // ROOFLINE_LIB_SUPPORT_SYMBOLIC_BOXSUM_H
