//===- Footprint.cpp - DRAM traffic: compulsory bytes ---------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Per array, the images of its accesses (FootprintImage.cpp) are united per
// direction: identical images count once, images that provably share no
// byte add up, and images that are rows of one lattice shifted within a row
// (a stencil's `a[i - 1]`, `a[i]`, `a[i + 1]`) count the union of the rows'
// intervals. Anything else counts its largest image: a lower bound.
// A byte the launch reads only after writing it is no compulsory read: the
// reads count |R \ W| (0 where each read is an image some write covers),
// and all of |R| only where a read provably comes first (each byte read and
// then written by the one thread that touches it, `x[i] += v`).
// An array none of whose images could be derived has no footprint, and
// then neither has the launch (the caller gives no sound ceiling): 0 B only
// when nothing is touched.
//
//===----------------------------------------------------------------------===//

#include "roofline/Traffic/Footprint.h"
#include "roofline/Support/Errors.h"

#include "Affine.h"
#include "FootprintImage.h"

#include <algorithm>
#include <map>
#include <set>

namespace roofline {

using namespace traffic;

namespace {

/// One access's image, with what identifies its shape and its place in the
/// kernel's program order.
struct Piece {
  Image I;
  std::string Key;
  /// Offset, guard and width alone, where neither names a loop's index:
  /// accesses with equal ones touch the same address from the same thread,
  /// in or out of a loop. Empty otherwise.
  std::string ThreadKey;
  size_t Order = 0;
  bool Store = false;
};

Int gcdInt(Int A, Int B) {
  A = A < 0 ? -A : A;
  B = B < 0 ? -B : B;
  while (B) {
    Int T = A % B;
    A = B;
    B = T;
  }
  return A;
}

/// Whether two images provably share no byte: apart in range, or on
/// lattices whose addresses differ modulo the strides' gcd by at least a
/// width on either side.
bool disjoint(const Image &X, const Image &Y) {
  if (X.empty() || Y.empty())
    return true;
  if (X.Range && Y.Range &&
      (X.Range->second + X.Width <= Y.Range->first ||
       Y.Range->second + Y.Width <= X.Range->first))
    return true;
  if (!X.Set || !Y.Set)
    return false;
  Int G = 0;
  for (const auto *S : {&*X.Set, &*Y.Set})
    for (const auto &[Stride, Extent] : S->Digits)
      G = gcdInt(G, Stride);
  if (G == 0)
    return false; // single addresses: decided by range
  Int D = (Y.Set->Base - X.Set->Base) % G;
  if (D < 0)
    D += G;
  return D >= X.Width && G - D >= Y.Width;
}

bool sameSet(const Image &X, const Image &Y) {
  return X.Set && Y.Set && *X.Set == *Y.Set && X.Width == Y.Width;
}

/// Rows of one lattice shifted within a row: every image a lattice with the
/// same digits above its lowest and the lowest contiguous (stride = width)
/// or absent, the shifts keeping each row's pieces apart from the next
/// row's. The union is the rows times the union of the pieces' intervals.
std::optional<Rational> rowUnion(const std::vector<const Image *> &Is) {
  std::vector<std::pair<Int, Int>> Upper; // digits above the row
  std::vector<std::pair<Int, Int>> Intervals;
  int64_t Width = Is.front()->Width;
  for (const Image *I : Is) {
    if (!I->Set || I->Width != Width)
      return std::nullopt;
    std::vector<std::pair<Int, Int>> D = I->Set->Digits;
    Int Len = Width;
    if (!D.empty() && D.front().first == Width) {
      Len = Width * D.front().second;
      D.erase(D.begin());
    }
    if (I == Is.front())
      Upper = D;
    else if (D != Upper)
      return std::nullopt;
    Intervals.emplace_back(I->Set->Base, I->Set->Base + Len);
  }
  std::sort(Intervals.begin(), Intervals.end());
  Int Lo = Intervals.front().first, Hi = Lo, Covered = 0;
  Int End = Lo;
  for (const auto &[A, B] : Intervals) {
    Int From = std::max(A, End);
    if (B > From)
      Covered += B - From;
    End = std::max(End, B);
    Hi = std::max(Hi, B);
  }
  // Rows are at least MinGap apart: the least of each digit's stride less
  // what the smaller digits reach together.
  Int Reach = 0, MinGap = -1;
  for (const auto &[Stride, Extent] : Upper) {
    if (MinGap < 0 || Stride - Reach < MinGap)
      MinGap = Stride - Reach;
    Reach += Stride * (Extent - 1);
  }
  if (MinGap >= 0 && Hi - Lo > MinGap)
    return std::nullopt; // a row's pieces may reach into another row
  Int Rows = 1;
  for (const auto &[Stride, Extent] : Upper)
    Rows *= Extent;
  return Rational(Rows * Covered);
}

/// The sector bytes of a union of images: their sum, but no more than the
/// sectors of the interval they all lie in (x[2*i] and x[2*i + 1] share
/// every sector).
Rational unitedSectors(const std::vector<const Image *> &Is) {
  Rational Sum;
  bool Ranged = true;
  Int Lo = 0, Hi = 0;
  for (const Image *I : Is) {
    Sum = Sum + I->sectorBytes();
    if (!I->Range) {
      Ranged = false;
      continue;
    }
    Int L = I->Range->first, H = I->Range->second + I->Width;
    Lo = I == Is.front() ? L : std::min(Lo, L);
    Hi = I == Is.front() ? H : std::max(Hi, H);
  }
  if (!Ranged || Hi <= Lo)
    return Sum;
  Rational Envelope((floorDivInt(Hi - 1, 32) - floorDivInt(Lo, 32) + 1) * 32);
  return Envelope < Sum ? Envelope : Sum;
}

/// The union of the images of one array in one direction.
Image unite(const std::vector<const Image *> &All) {
  std::vector<const Image *> Is;
  for (const Image *I : All)
    if (!I->empty() && std::none_of(Is.begin(), Is.end(), [&](const Image *J) {
          return sameSet(*I, *J);
        }))
      Is.push_back(I);
  if (Is.empty())
    return Image::none();
  if (Is.size() == 1)
    return *Is.front();
  std::vector<const Image *> Derived;
  for (const Image *I : Is)
    if (I->Derived)
      Derived.push_back(I);
  auto Largest = [&](std::string Why) {
    Image R = Image::notDerived(Why);
    for (const Image *I : Derived)
      if (!R.Derived || I->Bytes > R.Bytes) {
        R = Image::lowerBound(I->Bytes, Why);
        R.Width = I->Width;
        R.Sectors = I->sectorBytes();
      }
    return R;
  };
  if (Derived.size() < Is.size()) {
    const Image *Bad = *std::find_if(
        Is.begin(), Is.end(), [](const Image *I) { return !I->Derived; });
    return Largest(Bad->Why);
  }
  bool Exact = std::all_of(Is.begin(), Is.end(),
                           [](const Image *I) { return I->Exact; });
  bool Apart = true;
  for (size_t A = 0; A < Is.size() && Apart; ++A)
    for (size_t B = A + 1; B < Is.size() && Apart; ++B)
      Apart = disjoint(*Is[A], *Is[B]);
  if (Apart) {
    Image R;
    R.Width = Is.front()->Width;
    R.Exact = Exact;
    for (const Image *I : Is) {
      R.Bytes = R.Bytes + I->Bytes;
      if (!I->Exact && R.Why.empty())
        R.Why = I->Why;
    }
    R.Sectors = unitedSectors(Is);
    return R;
  }
  if (Exact)
    if (auto Rows = rowUnion(Is)) {
      Image R;
      R.Width = Is.front()->Width;
      R.Bytes = *Rows;
      R.Sectors = unitedSectors(Is);
      return R;
    }
  return Largest("its accesses differ and overlap; the largest one is "
                 "counted");
}

/// Whether P and Q touch the same address from the same thread at each of
/// its points: one shape, or one offset and guard outside any loop's index.
/// A thread then meets each address first with whichever of the two comes
/// first in program order (each piece runs at least once where its image
/// is not empty), however many threads share the address: each of them
/// does the same.
bool sameThread(const Piece &P, const Piece &Q) {
  return P.I.Exact && Q.I.Exact &&
         (P.Key == Q.Key ||
          (!P.ThreadKey.empty() && P.ThreadKey == Q.ThreadKey));
}

/// Whether each byte read is read before any write of it: every access of
/// the array touches the same address from the same thread (sameThread),
/// and the array's first access is a read, so that every thread, and so the
/// launch, meets each address first with a read.
bool readsComeFirst(const std::vector<const Piece *> &Ps) {
  if (Ps.empty() || Ps.front()->Store)
    return false;
  for (const Piece *P : Ps)
    if (!sameThread(*P, *Ps.front()))
      return false;
  return true;
}

/// |R \ W|: exactly 0 where every read follows, in its own thread, a write
/// of the same bytes; |R| where every read is apart from every write; else
/// the lower bound |R| - |W| (0 where the writes cover the reads but may
/// come after them in another thread).
Image readsNotWritten(const Image &R, const std::vector<const Piece *> &Reads,
                      const std::vector<const Piece *> &Writes,
                      const Image &W) {
  bool Covered = true, Apart = true;
  for (const Piece *P : Reads) {
    if (P->I.empty())
      continue;
    bool Same = false;
    for (const Piece *Q : Writes) {
      Same = Same || (Q->Order < P->Order && sameThread(*P, *Q));
      Apart = Apart && disjoint(P->I, Q->I);
    }
    Covered = Covered && Same;
  }
  if (Covered)
    return Image::none();
  if (Apart)
    return R;
  Rational Rest = R.Bytes > W.Bytes ? R.Bytes - W.Bytes : Rational(0);
  return Image::lowerBound(
      Rest, "its reads overlap its writes; bytes written first are not read "
            "from DRAM, and the overlap is not derived");
}

/// An access's shape: its offset, guard, loop counts and width, the loops'
/// iteration symbols named by depth, so that two loops over one range
/// compare equal.
std::string shapeKey(const Expr &Offset, const Expr &Guard,
                     const std::vector<AccessLoop> &Loops, int64_t Width) {
  std::map<std::string, Expr> Rename;
  for (size_t K = 0; K < Loops.size(); ++K)
    Rename[Loops[K].Index] = Expr::symbol("loop#" + std::to_string(K));
  std::string Key =
      Offset.substitute(Rename).str() + " | " + Guard.substitute(Rename).str();
  for (const AccessLoop &L : Loops)
    Key += " | " + L.Count.substitute(Rename).str();
  return Key + " | " + std::to_string(Width) + " B";
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
  std::map<std::string, std::vector<Piece>> ByArray;
  std::map<std::string, SourceLoc> FirstLoc;
  for (size_t K = 0; K < Accesses.size(); ++K) {
    const GlobalAccess &A = Accesses[K];
    std::string Name = A.Array.empty() ? "(unknown)" : A.Array;
    FirstLoc.emplace(Name, A.Loc);
    Piece P;
    P.Order = K;
    P.Store = A.Store;
    Expr Guard = Bind(A.Guard).substitute(Unit);
    if (A.Array.empty() || !A.Offset) {
      P.I = Image::notDerived("an address could not be derived");
    } else {
      std::vector<AccessLoop> Loops;
      for (const AccessLoop &L : A.Loops)
        Loops.push_back({L.Index, Bind(L.Count).substitute(Unit)});
      Expr Offset = Bind(*A.Offset).substitute(Unit);
      std::string Missing;
      std::optional<Image> I =
          checked([&] {
            return imageOf(A, Offset, Guard, Loops, Vars, Missing);
          }).value_or(Image::notDerived("its counts overflow"));
      if (!I) {
        F.Missing = Missing;
        return F;
      }
      P.I = *I;
      P.Key = shapeKey(Offset, Guard, Loops, A.Width);
      bool InLoop = false;
      for (const AccessLoop &L : Loops)
        InLoop = InLoop || Offset.symbols().count(L.Index) ||
                 Guard.symbols().count(L.Index);
      if (!InLoop)
        P.ThreadKey = Offset.str() + " | " + Guard.str() + " | " +
                      std::to_string(A.Width) + " B";
    }
    ByArray[Name].push_back(std::move(P));
  }
  std::string NotDerived;
  for (const auto &[Name, Pieces] : ByArray) {
    std::vector<const Piece *> Reads, Writes, All;
    std::vector<const Image *> ReadImages, WriteImages;
    for (const Piece &P : Pieces) {
      All.push_back(&P);
      (P.Store ? Writes : Reads).push_back(&P);
      (P.Store ? WriteImages : ReadImages).push_back(&P.I);
    }
    Image R = unite(ReadImages), W = unite(WriteImages);
    if (!R.empty() && !W.empty() && R.Derived && W.Derived &&
        !readsComeFirst(All))
      R = readsNotWritten(R, Reads, Writes, W);
    ArrayFootprint AF;
    AF.Array = Name;
    AF.ReadBytes = R.Bytes;
    AF.WriteBytes = W.Bytes;
    F.ReadBytes = F.ReadBytes + R.Bytes;
    F.WriteBytes = F.WriteBytes + W.Bytes;
    F.SectorBytes = F.SectorBytes + R.sectorBytes() + W.sectorBytes();
    for (const Image *I : {&W, &R}) {
      if (I->Exact || !AF.Exact)
        continue;
      AF.Exact = false;
      if (!I->Derived && NotDerived.empty())
        NotDerived = "'" + Name + "': " + I->Why;
      F.Assumptions.push_back(
          {diagId(DiagId::FootprintBound),
           "compulsory bytes of '" + Name + "' " +
               (I->Derived ? "are a lower bound: " : "are not derived: ") +
               I->Why,
           FirstLoc[Name]});
    }
    F.Arrays.push_back(AF);
  }
  // An array whose footprint is not derived leaves the launch's without a
  // useful bound: the others' bytes alone would read as a tiny footprint.
  if (!NotDerived.empty()) {
    F.Missing = "compulsory bytes not derived: " + NotDerived;
    return F;
  }
  F.Computed = true;
  return F;
}

} // namespace roofline
