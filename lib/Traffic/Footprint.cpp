//===- Footprint.cpp - DRAM traffic: compulsory bytes ---------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The image of one access is counted over the box of thread indices, block
// indices and loop iterations. With the byte offset affine in them,
// variables with a zero coefficient (a thread index the address does not
// use) only repeat addresses; the others are sorted by stride and taken
// while each stride exceeds what the smaller ones reach together (a
// mixed-radix number: injective). Distinct addresses are then the active
// points divided by the repeats, exactly when the guard does not depend on
// the repeating variables (or holds everywhere); otherwise, and for
// variables left out of the injective set, that quotient is a lower bound.
// An array's footprint is the largest image among its accesses: exact for
// one access (or equal ones), a lower bound for a union (a stencil).
//
//===----------------------------------------------------------------------===//

#include "roofline/Traffic/Footprint.h"

#include "Affine.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

namespace roofline {

using namespace traffic;

namespace {

/// Points of the injective variables checked one by one for an active
/// repeat, when the guard depends on the repeating variables.
constexpr Rational::Int MaxExistsPoints = Rational::Int(1) << 14;

struct Image {
  Rational Bytes;
  bool Exact = true;
  std::string Why;
};

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
  Image Fail{Rational(0), false, "its address is not affine"};
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
  Rational::Int Reach = 0, MinStride = 0;
  bool Dropped = false;
  for (const Digit &D : Digits) {
    if (D.Count > 1 && D.Stride > Reach) {
      Reach += D.Reach;
      if (!MinStride)
        MinStride = D.Stride;
      Repeats *= D.Multiplicity;
    } else if (D.Count > 1 || D.Threads) {
      Repeats *= D.Threads ? Threads0 : D.Count;
      Dropped = Dropped || D.Count > 1;
    }
  }
  Image R;
  R.Exact = !Dropped && Uniform && Active == Rational(Points);
  if (!R.Exact)
    R.Why = Dropped    ? "its accesses overlap along a loop or index"
            : !Uniform ? "threads touch its offsets unevenly"
                       : "its guard does not hold everywhere";
  Rational::Int Count = (Active.num() + Repeats - 1) / Repeats;
  int64_t Width = A.Width;
  if (MinStride && MinStride < Width) {
    Width = static_cast<int64_t>(MinStride);
    R.Exact = false;
    R.Why = "its accesses are wider than their stride";
  }
  R.Bytes = Rational(Count) * Rational(Width);
  return R;
}

/// The distinct bytes one access touches over the launch, or nothing when a
/// size is open (Why then names it).
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
    if (boxSize(Over) > EnumerationBudget)
      return Image{Rational(0), false,
                   "a loop count varies over too many points"};
    std::optional<CountRange> Counts = countRange(It->Count, Over);
    if (!Counts)
      return Image{Rational(0), false, "a loop count could not be evaluated"};
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
  std::vector<std::pair<std::string, int64_t>> Box;
  Rational::Int Points = 1;
  for (const Var &V : Vars) {
    Box.emplace_back(V.Name, V.Extent);
    Points *= V.Extent;
  }
  auto Active = Guard.sumOverBox(Box);
  if (!Active)
    return Image{Rational(0), false, "its guard could not be summed"};
  if (Active->isZero())
    return Image{Rational(0), true, ""};
  for (const std::string &S : Offset.symbols())
    if (!Known.count(S))
      return Image{Rational(0), false, "its address depends on '" + S + "'"};
  auto Form = affineForm(Offset, Vars);
  if (!Form)
    return imageByThreads(A, Offset, Guard, Vars, *Active, Points);

  // Injective variables by increasing stride; the rest repeat addresses.
  std::vector<Var> ByStride;
  Rational::Int Repeats = 1;
  bool Dropped = false;
  std::set<std::string> RepeatVars;
  for (const Var &V : Vars) {
    if (Form->Coef[V.Name] == 0) {
      Repeats *= V.Extent;
      RepeatVars.insert(V.Name);
    } else {
      ByStride.push_back(V);
    }
  }
  auto Stride = [&](const Var &V) {
    Rational::Int C = Form->Coef[V.Name];
    return C < 0 ? -C : C;
  };
  std::stable_sort(
      ByStride.begin(), ByStride.end(),
      [&](const Var &X, const Var &Y) { return Stride(X) < Stride(Y); });
  Rational::Int Reach = 0, MinStride = 0;
  for (const Var &V : ByStride) {
    if (Stride(V) > Reach) {
      Reach += Stride(V) * (V.Extent - 1);
      if (!MinStride)
        MinStride = Stride(V);
    } else {
      Repeats *= V.Extent; // overlaps the smaller strides: a lower bound
      RepeatVars.insert(V.Name);
      Dropped = true;
    }
  }
  Image R;
  bool GuardOnRepeats = false;
  for (const std::string &S : Guard.symbols())
    GuardOnRepeats = GuardOnRepeats || RepeatVars.count(S);
  R.Exact = !Dropped && (!GuardOnRepeats || *Active == Rational(Points));
  if (!R.Exact)
    R.Why = Dropped ? "its accesses overlap along a loop or index"
                    : "its guard depends on indices the address does not use";
  // Distinct addresses >= active points / repeats of one address.
  Rational::Int Count = (Active->num() + Repeats - 1) / Repeats;
  std::vector<Var> Injective;
  for (const Var &V : ByStride)
    if (!RepeatVars.count(V.Name))
      Injective.push_back(V);
  if (!R.Exact && !Dropped && boxSize(Injective) <= MaxExistsPoints) {
    // Exact all the same: an address is touched when some repeat of it is
    // active (a triangular loop `k <= i` reads a[k] for the k some i reaches).
    std::vector<std::pair<std::string, int64_t>> RepeatBox;
    for (const Var &V : Vars)
      if (RepeatVars.count(V.Name))
        RepeatBox.emplace_back(V.Name, V.Extent);
    Rational::Int Touched = 0;
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
  if (ByStride.empty())
    Count = 1;
  int64_t Width = A.Width;
  if (MinStride && MinStride < Width) {
    Width = static_cast<int64_t>(MinStride); // neighbours overlap
    R.Exact = false;
    R.Why = "its accesses are wider than their stride";
  }
  R.Bytes = Rational(Count) * Rational(Width);
  return R;
}

} // namespace

Footprint computeFootprint(const std::vector<GlobalAccess> &Accesses,
                           const std::array<Expr, 3> &Grid,
                           const std::array<Expr, 3> &Block,
                           const std::function<Expr(const Expr &)> &Bind) {
  Footprint F;
  std::vector<Var> Vars;
  std::map<std::string, Expr> Unit;
  for (int A = 0; A < 3; ++A) {
    auto G = asInt(Bind(Grid[A])), B = asInt(Bind(Block[A]));
    if (!G || !B || *G < 0 || *B <= 0) {
      F.Missing = "the launch configuration is not known";
      return F;
    }
    for (auto [Name, N] :
         {std::pair{std::string("blockIdx.") + Axes[A], *G},
          std::pair{std::string("threadIdx.") + Axes[A], *B}}) {
      if (N == 1)
        Unit[Name] = Expr(0);
      else
        Vars.push_back({Name, N});
    }
  }
  // Per array and direction: the largest image, and whether all are one.
  struct Group {
    Rational Bytes;
    bool Exact = true;
    std::string Why;
    std::optional<std::tuple<Expr, Expr, size_t>> Shape;
    bool Union = false;
  };
  std::map<std::pair<std::string, bool>, Group> Groups;
  std::map<std::string, SourceLoc> FirstLoc;
  for (const GlobalAccess &A : Accesses) {
    std::string Name = A.Array.empty() ? "(unknown)" : A.Array;
    FirstLoc.emplace(Name, A.Loc);
    Group &G = Groups[{Name, A.Store}];
    std::optional<Image> I;
    Expr Guard = Bind(A.Guard).substitute(Unit);
    if (A.Array.empty() || !A.Offset) {
      I = Image{Rational(0), false, "an address could not be derived"};
    } else {
      std::vector<AccessLoop> Loops;
      for (const AccessLoop &L : A.Loops)
        Loops.push_back({L.Index, Bind(L.Count).substitute(Unit)});
      Expr Offset = Bind(*A.Offset).substitute(Unit);
      std::string Missing;
      try {
        I = imageOf(A, Offset, Guard, Loops, Vars, Missing);
      } catch (const std::exception &) {
        I = Image{Rational(0), false, "its counts overflow"};
      }
      if (!I) {
        F.Missing = Missing;
        return F;
      }
      auto Shape = std::make_tuple(Offset, Guard, A.Loops.size());
      if (G.Shape &&
          !(std::get<0>(*G.Shape) == Offset && std::get<1>(*G.Shape) == Guard &&
            std::get<2>(*G.Shape) == A.Loops.size()))
        G.Union = true;
      G.Shape = Shape;
    }
    if (I->Bytes > G.Bytes)
      G.Bytes = I->Bytes;
    if (!I->Exact && G.Exact) {
      G.Exact = false;
      G.Why = I->Why;
    }
  }
  std::map<std::string, ArrayFootprint> Arrays;
  for (auto &[Key, G] : Groups) {
    ArrayFootprint &AF = Arrays[Key.first];
    AF.Array = Key.first;
    (Key.second ? AF.WriteBytes : AF.ReadBytes) = G.Bytes;
    (Key.second ? F.WriteBytes : F.ReadBytes) =
        (Key.second ? F.WriteBytes : F.ReadBytes) + G.Bytes;
    if (G.Union && G.Exact) {
      G.Exact = false;
      G.Why = "its accesses differ; the largest one is counted";
    }
    if (!G.Exact && AF.Exact) {
      AF.Exact = false;
      F.Assumptions.push_back({diagId(DiagId::FootprintBound),
                               "compulsory bytes of '" + Key.first +
                                   "' are a lower bound: " + G.Why,
                               FirstLoc[Key.first]});
    }
  }
  for (auto &[Name, AF] : Arrays)
    F.Arrays.push_back(AF);
  F.Computed = true;
  return F;
}

} // namespace roofline
