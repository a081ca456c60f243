//===- HostMath.cpp - Floating host values and the C math library ---------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Launch configurations are often computed in floating point:
// `dim3 grid((size_t)ceil(((float)NI) / ((float)block.x)))`. Host values of
// floating type are evaluated as numbers, each operation rounded to its
// type the way C++ rounds it: a float result is computed in double (exact
// for +, -, *, / and sqrt of float operands) and rounded to float. The math
// library (ceil, floor, sqrt, pow, fmin, fmax, fabs, round, trunc, exp2,
// log2 and their f-suffixed and std:: forms) is applied to constants only.
// A floating value converted to an integer is truncated toward zero; one
// that does not fit the integer type is not a value.
//
// With symbols, the one floating pattern that has an exact integer meaning
// is kept: `ceil((float)a / (float)b)` and `floor(...)` of integer a, b are
// ceil_div(a, b) and floor_div(a, b) (exact while a < 2^24 for float, 2^53
// for double, which the report does not check for symbolic a).
//
//===----------------------------------------------------------------------===//

#include "HostEval.h"

#include "clang/AST/ExprCXX.h"

#include <cmath>

using namespace clang;

namespace roofline {

namespace {

/// x rounded to T (float or double; long double is taken as double).
double roundTo(QualType T, double X) {
  if (T->isSpecificBuiltinType(BuiltinType::Float))
    return static_cast<double>(static_cast<float>(X));
  return X;
}

/// The callee's name without an `f` suffix for float forms, when the call is
/// to the C math library (or std::): "ceil" for ceilf and std::ceil.
std::optional<std::string> mathName(const CallExpr *Call) {
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD || !FD->getDeclName().isIdentifier())
    return std::nullopt;
  std::string Name = FD->getName().str();
  if (Name.rfind("__builtin_", 0) == 0)
    Name = Name.substr(10);
  static const char *const Known[] = {"ceil",  "floor", "sqrt", "pow",
                                      "fmin",  "fmax",  "fabs", "round",
                                      "trunc", "exp2",  "log2", "rint"};
  for (const char *K : Known) {
    if (Name == K || Name == std::string(K) + "f")
      return std::string(K);
  }
  return std::nullopt;
}

} // namespace

std::optional<double> HostEvaluator::floatValue(const clang::Expr *E,
                                                unsigned Depth) {
  if (!E || !enter(Depth))
    return std::nullopt;
  if (!E->isValueDependent() && E->getType()->isRealFloatingType()) {
    llvm::APFloat F(0.0);
    if (E->EvaluateAsFloat(F, Ctx)) {
      bool Lost = false;
      F.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
                &Lost);
      return F.convertToDouble();
    }
  }
  E = E->IgnoreParens();
  QualType T = E->getType();
  if (T->isIntegralOrEnumerationType()) {
    // pow(2.0, 3): an integer argument of a floating function template.
    auto V = intValue(E, Depth + 1);
    auto C = V ? V->asConstant() : std::nullopt;
    if (!C)
      return std::nullopt;
    return C->toDouble();
  }
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    switch (Cast->getCastKind()) {
    case CK_IntegralToFloating: {
      auto V = intValue(Cast->getSubExpr(), Depth + 1);
      auto C = V ? V->asConstant() : std::nullopt;
      if (!C)
        return std::nullopt;
      return roundTo(T, C->toDouble());
    }
    case CK_FloatingCast:
    case CK_NoOp:
    case CK_LValueToRValue: {
      auto V = floatValue(Cast->getSubExpr(), Depth + 1);
      return V ? std::optional<double>(roundTo(T, *V)) : std::nullopt;
    }
    default:
      return std::nullopt;
    }
  }
  if (const auto *FE = dyn_cast<FullExpr>(E))
    return floatValue(FE->getSubExpr(), Depth + 1);
  if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
    return floatValue(MT->getSubExpr(), Depth + 1);
  if (const auto *DA = dyn_cast<CXXDefaultArgExpr>(E))
    return floatValue(DA->getExpr(), Depth + 1);
  if (const auto *FL = dyn_cast<FloatingLiteral>(E))
    return FL->getValue().convertToDouble();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD || !VD->getType().getNonReferenceType()->isRealFloatingType())
      return std::nullopt;
    if (VD->hasGlobalStorage() && !VD->isStaticLocal()) {
      const clang::Expr *Init = constGlobalInit(VD);
      return Init ? floatValue(Init, Depth + 1) : std::nullopt;
    }
    auto V = valueAt(VD, Depth);
    return V ? V->Float : std::nullopt;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    auto V = floatValue(UO->getSubExpr(), Depth + 1);
    if (!V)
      return std::nullopt;
    if (UO->getOpcode() == UO_Minus)
      return -*V;
    if (UO->getOpcode() == UO_Plus)
      return V;
    return std::nullopt;
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    auto L = floatValue(BO->getLHS(), Depth + 1);
    auto R = floatValue(BO->getRHS(), Depth + 1);
    if (!L || !R)
      return std::nullopt;
    switch (BO->getOpcode()) {
    case BO_Add:
      return roundTo(T, *L + *R);
    case BO_Sub:
      return roundTo(T, *L - *R);
    case BO_Mul:
      return roundTo(T, *L * *R);
    case BO_Div:
      return roundTo(T, *L / *R);
    default:
      return std::nullopt;
    }
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    auto C = intValue(CO->getCond(), Depth + 1);
    auto K = C ? C->asConstant() : std::nullopt;
    if (!K)
      return std::nullopt;
    return floatValue(K->isZero() ? CO->getFalseExpr() : CO->getTrueExpr(),
                      Depth + 1);
  }
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return mathCall(Call, Depth);
  return std::nullopt;
}

std::optional<double> HostEvaluator::mathCall(const CallExpr *Call,
                                              unsigned Depth) {
  auto Name = mathName(Call);
  if (!Name) {
    const FunctionDecl *FD = Call->getDirectCallee();
    because((FD && FD->getDeclName().isIdentifier() ? FD->getName().str()
                                                    : std::string("a call")) +
            "() at " + where(Call->getBeginLoc()));
    return std::nullopt;
  }
  std::vector<double> Args;
  for (const clang::Expr *A : Call->arguments()) {
    auto V = floatValue(A, Depth + 1);
    if (!V)
      return std::nullopt;
    Args.push_back(*V);
  }
  QualType T = Call->getType();
  auto One = [&](double (*F)(double)) -> std::optional<double> {
    if (Args.size() != 1)
      return std::nullopt;
    return roundTo(T, F(Args[0]));
  };
  auto Two = [&](double (*F)(double, double)) -> std::optional<double> {
    if (Args.size() != 2)
      return std::nullopt;
    return roundTo(T, F(Args[0], Args[1]));
  };
  const std::string &N = *Name;
  std::optional<double> R;
  if (N == "ceil")
    R = One([](double X) { return std::ceil(X); });
  else if (N == "floor")
    R = One([](double X) { return std::floor(X); });
  else if (N == "sqrt")
    R = One([](double X) { return std::sqrt(X); });
  else if (N == "fabs")
    R = One([](double X) { return std::fabs(X); });
  else if (N == "round")
    R = One([](double X) { return std::round(X); });
  else if (N == "trunc")
    R = One([](double X) { return std::trunc(X); });
  else if (N == "rint")
    R = One([](double X) { return std::nearbyint(X); });
  else if (N == "exp2")
    R = One([](double X) { return std::exp2(X); });
  else if (N == "log2")
    R = One([](double X) { return std::log2(X); });
  else if (N == "pow")
    R = Two([](double X, double Y) { return std::pow(X, Y); });
  else if (N == "fmin")
    R = Two([](double X, double Y) { return std::fmin(X, Y); });
  else if (N == "fmax")
    R = Two([](double X, double Y) { return std::fmax(X, Y); });
  if (R && !std::isfinite(*R))
    return std::nullopt;
  return R;
}

std::optional<Expr> HostEvaluator::floatToInt(const CastExpr *Cast,
                                              unsigned Depth) {
  QualType T = Cast->getType();
  if (auto V = floatValue(Cast->getSubExpr(), Depth + 1)) {
    double X = std::trunc(*V);
    // Only values the integer type holds (and that fit in 63 bits).
    unsigned Width = std::min(Ctx.getIntWidth(T), 64u);
    bool Unsigned = T->isUnsignedIntegerOrEnumerationType();
    double Max = Unsigned ? std::ldexp(1.0, static_cast<int>(Width))
                          : std::ldexp(1.0, static_cast<int>(Width) - 1);
    double Min = Unsigned ? 0.0 : -Max;
    if (!(X >= Min && X < Max) || std::fabs(X) >= std::ldexp(1.0, 63))
      return std::nullopt;
    return Expr(static_cast<int64_t>(X));
  }
  // (int)ceil((float)a / (float)b) with symbols: ceil_div(a, b).
  const auto *Call =
      dyn_cast<CallExpr>(Cast->getSubExpr()->IgnoreParenImpCasts());
  auto Name = Call ? mathName(Call) : std::nullopt;
  if (!Name || (*Name != "ceil" && *Name != "floor") || Call->getNumArgs() != 1)
    return std::nullopt;
  const auto *Div =
      dyn_cast<BinaryOperator>(Call->getArg(0)->IgnoreParenImpCasts());
  if (!Div || Div->getOpcode() != BO_Div)
    return std::nullopt;
  auto IntOperand = [&](const clang::Expr *E) -> std::optional<Expr> {
    E = E->IgnoreParens();
    while (const auto *C = dyn_cast<CastExpr>(E)) {
      if (C->getCastKind() == CK_IntegralToFloating)
        return intValue(C->getSubExpr(), Depth + 1);
      if (C->getCastKind() != CK_FloatingCast && C->getCastKind() != CK_NoOp)
        return std::nullopt;
      E = C->getSubExpr()->IgnoreParens();
    }
    return std::nullopt;
  };
  auto A = IntOperand(Div->getLHS());
  auto B = IntOperand(Div->getRHS());
  if (!A || !B)
    return std::nullopt;
  return *Name == "ceil" ? Expr::ceilDiv(*A, *B) : Expr::floorDiv(*A, *B);
}

} // namespace roofline
