//===- FootprintImage.cpp - The bytes one access touches ------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The image of one access is counted over the box of thread indices, block
// indices and loop iterations. With the byte offset affine in them,
// variables with a zero coefficient (a thread index the address does not
// use) only repeat addresses. The others are sorted by stride and merged
// into chains where each stride is the previous one times its extent
// (`threadIdx.x + blockDim.x * j` of a block-stride loop, `gid + gridDim.x *
// blockDim.x * j` of a grid-stride one): a chain is one number t. A guard
// that bounds that number (`t < C`, the loop's own condition) bounds its
// range, so that a strided loop covers its interval [0, C) once and not the
// rounded-up box. Chains are then taken while each stride exceeds what the
// smaller ones reach together (a mixed-radix number: injective). Distinct
// addresses are the active points divided by the repeats, exactly when the
// guard does not depend on the repeating variables (or holds everywhere);
// otherwise, and for chains left out of the injective set, that quotient is
// a lower bound. An address whose thread index is divided (`threadIdx.x /
// 32`, `% 32`) is made affine by splitting the index into its prime digits;
// `X mod M`, `floor(X / M)` and `min(X, M)` of an X that covers an interval
// are counted from the interval, and an element's row and column from their
// box (FootprintDivisions.cpp).
//
//===----------------------------------------------------------------------===//

#include "FootprintImage.h"

#include "roofline/Support/BoxSimplify.h"
#include "roofline/Support/Errors.h"

#include <algorithm>
#include <map>
#include <set>

namespace roofline {
namespace traffic {

Int floorDivInt(Int A, Int B) { // B > 0
  Int Q = A / B;
  return (A % B != 0 && A < 0) ? Q - 1 : Q;
}

namespace {

Int absInt(Int V) { return V < 0 ? -V : V; }

Int ceilDivInt(Int A, Int B) { return -floorDivInt(-A, B); }

/// Points of the injective variables checked one by one for an active
/// repeat, when the guard depends on the repeating variables.
constexpr Rational::Int MaxExistsPoints = Rational::Int(1) << 14;

/// One digit of a mixed-radix address: values Stride apart reaching Reach
/// bytes past the first, Count of them, each hit by Multiplicity points.
struct Digit {
  Rational::Int Stride, Reach, Count, Multiplicity;
  bool Threads = false; // the block's threads, enumerated
};

/// Distinct offsets that form a grid {r * RowStride + c * Gap : r < R,
/// c < C} with C > 1 and R > 1: (RowStride, C).
std::optional<std::pair<Rational::Int, Rational::Int>>
asGrid(const std::map<Rational::Int, Rational::Int> &Offsets,
       Rational::Int Gap) {
  if (Offsets.size() < 4 || Gap <= 0)
    return std::nullopt;
  std::vector<Rational::Int> V;
  for (const auto &[O, N] : Offsets)
    V.push_back(O - Offsets.begin()->first);
  size_t C = 1;
  while (C < V.size() && V[C] == V[C - 1] + Gap)
    ++C;
  if (C < 2 || C == V.size() || V.size() % C != 0)
    return std::nullopt;
  Rational::Int Row = V[C];
  if (Row <= Gap * static_cast<Rational::Int>(C - 1))
    return std::nullopt;
  for (size_t I = 0; I < V.size(); ++I)
    if (V[I] != static_cast<Rational::Int>(I / C) * Row +
                    static_cast<Rational::Int>(I % C) * Gap)
      return std::nullopt;
  return std::make_pair(Row, static_cast<Rational::Int>(C));
}

/// An address affine in block indices and loop iterations but not in the
/// thread index (`threadIdx.x / 32`, `threadIdx.x % 32`): the block's
/// threads are enumerated into one digit of distinct offsets, the others
/// stay affine, and the digits are taken by stride as in the affine case.
Image imageByThreads(const GlobalAccess &A, const Expr &Offset,
                     const Expr &Guard, const std::vector<Var> &Vars,
                     const Rational &Active, Rational::Int Points) {
  Image Fail = Image::notDerived("its address is not affine");
  std::vector<Var> Threads, Context;
  for (const Var &V : Vars)
    (V.Name.rfind("threadIdx.", 0) == 0 ? Threads : Context).push_back(V);
  if (Threads.empty() || boxSize(Threads) > 1024)
    return Fail;
  std::map<std::string, Expr> Zero;
  for (const Var &V : Threads)
    Zero[V.Name] = Expr(0);
  Expr G0 = Offset.substitute(Zero);
  auto Form = affineForm(G0, Context);
  if (!Form)
    return Fail;
  std::map<Rational::Int, Rational::Int> Offsets; // per-thread offset: count
  bool Failed = false;
  forEachPoint(Threads, {}, [&](const SymbolValues &Values) {
    std::map<std::string, Expr> At;
    for (const auto &[Name, V] : Values)
      At[Name] = Expr(V);
    auto D = (Offset.substitute(At) - G0).asConstant();
    if (!D || !D->isInteger())
      Failed = true;
    else
      ++Offsets[D->num()];
  });
  if (Failed)
    return Fail;
  std::vector<Digit> Digits;
  Rational::Int Gap = 0, MaxMult = 0, Threads0 = 0;
  for (auto It = Offsets.begin(); It != Offsets.end(); ++It) {
    MaxMult = std::max(MaxMult, It->second);
    Threads0 += It->second;
    auto Next = std::next(It);
    if (Next != Offsets.end() && (!Gap || Next->first - It->first < Gap))
      Gap = Next->first - It->first;
  }
  Rational::Int Span = Offsets.rbegin()->first - Offsets.begin()->first;
  Rational::Int Distinct = static_cast<Rational::Int>(Offsets.size());
  if (auto Grid = asGrid(Offsets, Gap)) {
    // Rows of a tile (`tid / BK` rows of `tid % BK` columns): two digits,
    // so that a loop can step between the columns and the rows.
    Digits.push_back(
        {Gap, Gap * (Grid->second - 1), Grid->second, MaxMult, true});
    Digits.push_back({Grid->first, Grid->first * (Distinct / Grid->second - 1),
                      Distinct / Grid->second, 1, true});
  } else {
    Digits.push_back({Gap, Span, Distinct, MaxMult, true});
  }
  Rational::Int Repeats = 1;
  bool Uniform = Distinct * MaxMult == Threads0;
  for (const Var &V : Context) {
    Rational::Int C = Form->Coef[V.Name];
    if (C == 0)
      Repeats *= V.Extent;
    else
      Digits.push_back({C < 0 ? -C : C, (C < 0 ? -C : C) * (V.Extent - 1),
                        V.Extent, 1, false});
  }
  std::stable_sort(
      Digits.begin(), Digits.end(),
      [](const Digit &X, const Digit &Y) { return X.Stride < Y.Stride; });
  // MinGap: the least distance between two distinct addresses, each
  // digit's stride less what the smaller ones reach together.
  Rational::Int Reach = 0, MinGap = 0;
  bool Dropped = false;
  for (const Digit &D : Digits) {
    if (D.Count > 1 && D.Stride > Reach) {
      MinGap = MinGap ? std::min(MinGap, D.Stride - Reach) : D.Stride - Reach;
      Reach += D.Reach;
      Repeats *= D.Multiplicity;
    } else if (D.Count > 1 || D.Threads) {
      Repeats *= D.Threads ? Threads0 : D.Count;
      Dropped = Dropped || D.Count > 1;
    }
  }
  Image R;
  R.Width = A.Width;
  R.Exact = !Dropped && Uniform && Active == Rational(Points);
  if (!R.Exact)
    R.Why = Dropped    ? "its accesses overlap along a loop or index"
            : !Uniform ? "threads touch its offsets unevenly"
                       : "its guard does not hold everywhere";
  Rational::Int Count = (Active.num() + Repeats - 1) / Repeats;
  int64_t Width = A.Width;
  if (MinGap && MinGap < Width) { // neighbours share bytes
    Width = static_cast<int64_t>(MinGap);
    R.Exact = false;
    R.Why = "its accesses are wider than their stride";
  }
  R.Bytes = Rational(Count) * Rational(Width);
  R.Injective = R.Exact && Rational(Count) == Active;
  Rational::Int Lo = Form->C0 + Offsets.begin()->first,
                Hi = Form->C0 + Offsets.rbegin()->first;
  for (const Var &V : Context) {
    Rational::Int C = Form->Coef[V.Name] * (V.Extent - 1);
    (C < 0 ? Lo : Hi) += C;
  }
  R.Range = std::make_pair(Lo, Hi);
  return R;
}

/// One mixed-radix digit of an affine address: the variables of a chain,
/// t = sum Place_v * v in [Lo, Hi], its address Sign * Stride * t.
struct Chain {
  std::vector<std::pair<Var, Int>> Members; // the variable and its place
  Int Stride = 0, Extent = 1;
  int Sign = 1;
  Int Lo = 0, Hi = 0;
  Int count() const { return Hi - Lo + 1; }
};

/// The chains of Form's variables with a nonzero coefficient, by stride.
std::vector<Chain> chainsOf(const Affine &Form, const std::vector<Var> &Vars) {
  std::vector<Var> ByStride;
  for (const Var &V : Vars)
    if (Form.Coef.at(V.Name) != 0)
      ByStride.push_back(V);
  std::stable_sort(
      ByStride.begin(), ByStride.end(), [&](const Var &X, const Var &Y) {
        return absInt(Form.Coef.at(X.Name)) < absInt(Form.Coef.at(Y.Name));
      });
  std::vector<Chain> Chains;
  for (const Var &V : ByStride) {
    Int C = Form.Coef.at(V.Name);
    int Sign = C < 0 ? -1 : 1;
    if (!Chains.empty() && Chains.back().Sign == Sign &&
        absInt(C) == Chains.back().Stride * Chains.back().Extent) {
      Chain &Last = Chains.back();
      Last.Members.emplace_back(V, Last.Extent);
      Last.Extent *= V.Extent;
      Last.Hi = Last.Extent - 1;
      continue;
    }
    Chain New;
    New.Members.emplace_back(V, 1);
    New.Stride = absInt(C);
    New.Extent = V.Extent;
    New.Sign = Sign;
    New.Hi = V.Extent - 1;
    Chains.push_back(std::move(New));
  }
  return Chains;
}

/// Narrows each chain's range [Lo, Hi] by the guard's affine conjuncts that
/// bound its number t alone: D = lambda * t + rest < 0, rest over the other
/// variables, taken at its least value.
void narrowByGuard(std::vector<Chain> &Chains, const Expr &Guard,
                   const std::vector<Var> &Vars) {
  auto Conjuncts = Guard.affineConjuncts(boxOf(Vars));
  if (!Conjuncts)
    return;
  std::map<std::string, int64_t> Extent;
  for (const Var &V : Vars)
    Extent[V.Name] = V.Extent;
  for (const Expr &D : *Conjuncts) {
    auto Form = affineForm(D, Vars);
    if (!Form)
      continue;
    for (Chain &C : Chains) {
      // lambda from the first member (place 1); every member must agree.
      Int Lambda = Form->Coef[C.Members.front().first.Name];
      if (Lambda == 0)
        continue;
      bool Proportional = true;
      std::set<std::string> Mine;
      for (const auto &[V, Place] : C.Members) {
        Mine.insert(V.Name);
        Proportional = Proportional && Form->Coef[V.Name] == Lambda * Place;
      }
      if (!Proportional)
        continue;
      Int RestMin = Form->C0;
      for (const auto &[Name, K] : Form->Coef)
        if (!Mine.count(Name) && K < 0)
          RestMin += K * (Extent[Name] - 1);
      if (Lambda > 0) // t < -rest / lambda
        C.Hi = std::min(C.Hi, ceilDivInt(-RestMin, Lambda) - 1);
      else // t > rest / |lambda|
        C.Lo = std::max(C.Lo, floorDivInt(RestMin, -Lambda) + 1);
    }
  }
  for (Chain &C : Chains)
    if (C.Hi < C.Lo)
      C.Hi = C.Lo; // no active point: the count says so
}

} // namespace

/// The image of an affine offset (Width bytes per address).
Image affineImage(const Affine &Form, const Expr &Guard,
                  const std::vector<Var> &Vars, const Rational &Active,
                  Int Points, int64_t Width) {
  Int Repeats = 1;
  std::set<std::string> RepeatVars;
  for (const Var &V : Vars)
    if (Form.Coef.at(V.Name) == 0) {
      Repeats *= V.Extent;
      RepeatVars.insert(V.Name);
    }
  std::vector<Chain> Chains = chainsOf(Form, Vars);
  narrowByGuard(Chains, Guard, Vars);
  Int Reach = 0, MinGap = 0, Lo = Form.C0, Dense = 1;
  bool Dropped = false;
  Lattice Set;
  std::vector<Var> Injective;
  for (const Chain &C : Chains) {
    Lo += C.Sign > 0 ? C.Stride * C.Lo : -C.Stride * C.Hi;
    if (C.count() > 1 && C.Stride <= Reach) {
      Repeats *= C.count(); // overlaps the smaller strides: a lower bound
      for (const auto &[V, Place] : C.Members)
        RepeatVars.insert(V.Name);
      Dropped = true;
      continue;
    }
    for (const auto &[V, Place] : C.Members)
      Injective.push_back(V);
    if (C.count() > 1) {
      // The least distance between two addresses of the image.
      MinGap = MinGap ? std::min(MinGap, C.Stride - Reach) : C.Stride - Reach;
      Reach += C.Stride * (C.count() - 1);
      Set.Digits.emplace_back(C.Stride, C.count());
      Dense *= C.count();
    }
  }
  Int Span = 0;
  for (const Chain &C : Chains)
    Span += C.Stride * (C.count() - 1);
  Set.Base = Lo;
  Image R;
  R.Width = Width;
  R.Range = std::make_pair(Lo, Lo + Span);
  bool GuardOnRepeats = false;
  for (const std::string &S : Guard.symbols())
    GuardOnRepeats = GuardOnRepeats || RepeatVars.count(S);
  R.Exact = !Dropped && (!GuardOnRepeats || Active == Rational(Points));
  if (!R.Exact)
    R.Why = Dropped ? "its accesses overlap along a loop or index"
                    : "its guard depends on indices the address does not use";
  // Distinct addresses >= active points / repeats of one address.
  Int Count = (Active.num() + Repeats - 1) / Repeats;
  if (!R.Exact && !Dropped && boxSize(Injective) <= MaxExistsPoints) {
    // Exact all the same: an address is touched when some repeat of it is
    // active (a triangular loop `k <= i` reads a[k] for the k some i reaches).
    std::vector<std::pair<std::string, int64_t>> RepeatBox;
    for (const Var &V : Vars)
      if (RepeatVars.count(V.Name))
        RepeatBox.emplace_back(V.Name, V.Extent);
    Int Touched = 0;
    bool Failed = false;
    // The guard at a point, summed over the repeats: once per distinct one
    // (one in all when the guard does not use the injective variables).
    std::map<Expr, std::optional<Rational>> Sums;
    forEachPoint(Injective, {}, [&](const SymbolValues &Values) {
      if (Failed)
        return;
      std::map<std::string, Expr> At;
      for (const auto &[Name, Value] : Values)
        At[Name] = Expr(Value);
      Expr Here = Guard.substitute(At);
      auto It = Sums.find(Here);
      if (It == Sums.end())
        It = Sums.emplace(Here, Here.sumOverBox(RepeatBox)).first;
      const std::optional<Rational> &N = It->second;
      if (!N)
        Failed = true;
      else if (!N->isZero())
        ++Touched;
    });
    if (!Failed) {
      Count = Touched;
      R.Exact = true;
      R.Why.clear();
    }
  }
  if (Chains.empty())
    Count = 1;
  R.Injective = R.Exact && Rational(Count) == Active;
  if (R.Exact && Count == Dense)
    R.Set = Set;
  if (MinGap && MinGap < Width) { // neighbours share bytes
    Width = static_cast<int64_t>(MinGap);
    R.Exact = false;
    R.Set.reset();
    R.Why = "its accesses are wider than their stride";
  }
  R.Bytes = Rational(Count) * Rational(Width);
  // The active addresses take the full lattice's share of whole sectors.
  if (Width == R.Width && Dense > 0)
    if (auto Full = latticeSectorBytes(Set, Width)) {
      R.Sectors = checked([&] {
                    return R.Bytes * *Full / Rational(Dense * Width);
                  }).value_or(Rational(0)); // 0: taken as R.Bytes
    }
  return R;
}

namespace {

/// An address affine once the box decides its divisions: over the box as
/// it is (`threadIdx.x % 32` of 32 threads), or with each thread index split
/// into digits, one per prime factor of the block's extent, smallest first
/// (threadIdx.x of 128 threads is d0 + 2*d1 + ... + 64*d6), so that `/ M`
/// and `% M` by a product of the smallest factors (`threadIdx.x / 32` the row
/// a warp reads, `threadIdx.x % 32` its lane, `% 4` a thread's column in a
/// warp tile) become sums of digits. The guard is rewritten alike.
struct ThreadSplit {
  Affine Form;
  Expr Guard;
  std::vector<Var> Vars;
};
std::optional<ThreadSplit> splitThreads(const Expr &Offset, const Expr &Guard,
                                        const std::vector<Var> &Vars) {
  Expr O = simplifyOverBox(Offset, boxOf(Vars));
  if (auto Form = affineForm(O, Vars))
    return ThreadSplit{*Form, simplifyOverBox(Guard, boxOf(Vars)), Vars};
  std::vector<Var> Split;
  std::map<std::string, Expr> Digits;
  for (const Var &V : Vars) {
    if (V.Name.rfind("threadIdx.", 0) != 0) {
      Split.push_back(V);
      continue;
    }
    Expr Sum(0);
    int64_t Place = 1, Rest = V.Extent;
    for (int64_t P = 2; Rest > 1; ++P)
      while (Rest % P == 0) {
        std::string Name = V.Name + "#" + std::to_string(Split.size());
        Split.push_back({Name, P});
        Sum += Expr(Place) * Expr::symbol(Name);
        Place *= P;
        Rest /= P;
      }
    Digits[V.Name] = Sum;
  }
  O = simplifyOverBox(Offset.substitute(Digits), boxOf(Split));
  auto Form = affineForm(O, Split);
  if (!Form)
    return std::nullopt;
  return ThreadSplit{
      *Form, simplifyOverBox(Guard.substitute(Digits), boxOf(Split)), Split};
}

} // namespace

std::optional<Image> imageOf(const GlobalAccess &A, const Expr &Offset,
                             Expr Guard, const std::vector<AccessLoop> &Loops,
                             std::vector<Var> Vars, std::string &Missing) {
  // Loops: extents from their largest count, lanes that stop early as a
  // guard. Outermost first, so that inner counts can use outer indices.
  for (auto It = Loops.rbegin(); It != Loops.rend(); ++It) {
    std::vector<Var> Over;
    for (const std::string &S : It->Count.symbols()) {
      auto V = std::find_if(Vars.begin(), Vars.end(),
                            [&](const Var &X) { return X.Name == S; });
      if (V == Vars.end()) {
        Missing = "'" + S + "' is not bound";
        return std::nullopt;
      }
      Over.push_back(*V);
    }
    // Exact bounds first (a grid-stride loop's count has them); point by
    // point only over a box small enough.
    bool Bounded = It->Count.rangeOverBox(boxOf(Over)).has_value();
    if (!Bounded && boxSize(Over) > EnumerationBudget)
      return Image::notDerived("a loop count varies over too many points");
    std::optional<CountRange> Counts = countRange(It->Count, Over);
    if (!Counts)
      return Image::notDerived("a loop count could not be evaluated");
    int64_t Max = Counts->Max;
    if (!Over.empty())
      Guard = Guard * Expr::indicator(Expr::Cmp::LT, Expr::symbol(It->Index),
                                      It->Count);
    Vars.push_back({It->Index, Max});
  }
  std::set<std::string> Known;
  for (const Var &V : Vars)
    Known.insert(V.Name);
  for (const std::string &S : Guard.symbols())
    if (!Known.count(S)) {
      Missing = "'" + S + "' is not bound";
      return std::nullopt;
    }
  Int Points = 1;
  for (const Var &V : Vars)
    Points *= V.Extent;
  auto Active = Guard.sumOverBox(boxOf(Vars));
  if (!Active)
    return Image::notDerived("its guard could not be summed");
  if (Active->isZero())
    return Image::none();
  for (const std::string &S : Offset.symbols())
    if (!Known.count(S))
      return Image::notDerived("its address depends on '" + S + "'");
  if (auto Form = affineForm(Offset, Vars))
    return affineImage(*Form, Guard, Vars, *Active, Points, A.Width);
  if (auto Split = splitThreads(Offset, Guard, Vars))
    return affineImage(Split->Form, Split->Guard, Split->Vars, *Active, Points,
                       A.Width);
  Image ByThreads = imageByThreads(A, Offset, Guard, Vars, *Active, Points);
  if (ByThreads.Derived)
    return ByThreads;
  if (auto M = modularImage(A, Offset, Guard, Vars, *Active, Points))
    return M;
  if (auto RowsColumns = divisionImage(A, Offset, Vars, *Active, Points))
    return RowsColumns;
  return ByThreads;
}

} // namespace traffic
} // namespace roofline
