//===- Addresses.cpp - Byte addresses of global accesses ------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Launch mode: the address of each global access as an array (a kernel
// pointer parameter) plus a byte offset in thread and block indices, loop
// iteration symbols and sizes. The traffic model turns these into 32-byte
// sectors per warp request (lib/Traffic). Shared-memory accesses are recorded
// the same way, from their __shared__ variable, for the bank model.
//
//===----------------------------------------------------------------------===//

#include "KernelAnalyzer.h"

#include "clang/AST/Attr.h"
#include "clang/AST/RecordLayout.h"

using namespace clang;

namespace roofline {

std::optional<int64_t> KernelAnalyzer::elementSize(QualType T) {
  T = T.getNonReferenceType();
  if (T.isNull() || T->isDependentType() || T->isIncompleteType() ||
      T->isVoidType() || T->isFunctionType())
    return std::nullopt;
  return Ctx.getTypeSizeInChars(T).getQuantity();
}

std::optional<Address> KernelAnalyzer::pointerAddress(const clang::Expr *E) {
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    const clang::Expr *Sub = Cast->getSubExpr();
    switch (Cast->getCastKind()) {
    case CK_ArrayToPointerDecay:
      return lvalueAddress(Sub);
    case CK_LValueToRValue: {
      const auto *DRE = dyn_cast<DeclRefExpr>(Sub->IgnoreParens());
      if (!DRE)
        return std::nullopt;
      const VarState *S = Env.find(DRE->getDecl());
      if (!S)
        return std::nullopt;
      return S->Addr;
    }
    case CK_NoOp:
    case CK_BitCast:
    case CK_AddressSpaceConversion:
      return pointerAddress(Sub); // reinterpret_cast<const float4 *>(p + i)
    default:
      return std::nullopt;
    }
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    return UO->getOpcode() == UO_AddrOf ? lvalueAddress(UO->getSubExpr())
                                        : std::nullopt;
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (!BO->isAdditiveOp())
      return std::nullopt;
    const clang::Expr *P = BO->getLHS(), *I = BO->getRHS();
    if (!P->getType()->isPointerType())
      std::swap(P, I);
    if (!P->getType()->isPointerType() || !I->getType()->isIntegerType())
      return std::nullopt;
    auto Base = pointerAddress(P);
    auto Index = symbolicValue(I);
    auto Size = elementSize(P->getType()->getPointeeType());
    if (!Base || !Index || !Size)
      return std::nullopt;
    Expr Delta = *Index * Expr(*Size);
    Base->Offset =
        BO->getOpcode() == BO_Add ? Base->Offset + Delta : Base->Offset - Delta;
    return Base;
  }
  if (const auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
    // `use_shared ? buf : dst` with a constant flag: the side it picks.
    if (auto Taken = Consts.condition(CO->getCond()))
      return pointerAddress(*Taken ? CO->getTrueExpr() : CO->getFalseExpr());
    return std::nullopt;
  }
  if (const auto *FE = dyn_cast<FullExpr>(E))
    return pointerAddress(FE->getSubExpr());
  return std::nullopt;
}

std::optional<Address> KernelAnalyzer::lvalueAddress(const clang::Expr *E) {
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    if (Cast->getCastKind() == CK_NoOp ||
        Cast->getCastKind() == CK_LValueBitCast)
      return lvalueAddress(Cast->getSubExpr());
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    auto Base = pointerAddress(AS->getBase());
    auto Index = symbolicValue(AS->getIdx());
    auto Size = elementSize(AS->getType());
    if (Base && (!Index || !Size))
      UnknownOffsetArray = Base->Array; // in[idx[i]]: the array is known
    if (!Base || !Index || !Size)
      return std::nullopt;
    Base->Offset = Base->Offset + *Index * Expr(*Size);
    return Base;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    return UO->getOpcode() == UO_Deref ? pointerAddress(UO->getSubExpr())
                                       : std::nullopt;
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!FD || FD->isBitField() || FD->getParent()->isDependentType())
      return std::nullopt;
    auto Base = ME->isArrow() ? pointerAddress(ME->getBase())
                              : lvalueAddress(ME->getBase());
    if (!Base)
      return std::nullopt;
    int64_t Bits = Ctx.getFieldOffset(FD);
    Base->Offset =
        Base->Offset + Expr(Bits / static_cast<int64_t>(Ctx.getCharWidth()));
    return Base;
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    // A __device__ or __shared__ variable (static or extern): its own
    // array.
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      if ((VD->hasGlobalStorage() && VD->hasAttr<CUDADeviceAttr>()) ||
          VD->hasAttr<CUDASharedAttr>())
        return Address{nameOf(VD), Expr(0)};
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<GlobalAccess>
KernelAnalyzer::describeAccess(const Expr &Bytes, bool Store,
                               const clang::Expr *At) {
  if (!Mode.tracksAddresses())
    return std::nullopt;
  GlobalAccess A;
  A.Loc = resolve(At->getExprLoc());
  A.Store = Store;
  auto Width = Bytes.asConstant();
  if (!Width || !Width->isInteger() || Width->num() <= 0)
    return std::nullopt; // a dependent type: the bytes are not counted
                         // exactly either
  A.Width = static_cast<int64_t>(Width->num());
  std::optional<Address> Addr;
  UnknownOffsetArray.clear();
  if (const auto *Call = dyn_cast<CallExpr>(At)) {
    // __ldg(p), atomicAdd(p, v): the address is the first argument.
    if (Call->getNumArgs() > 0)
      Addr = pointerAddress(Call->getArg(0));
  } else if (At->isGLValue()) {
    Addr = lvalueAddress(At);
  } else if (At->getType()->isPointerType()) {
    Addr = pointerAddress(At);
  }
  if (Addr) {
    A.Array = Addr->Array;
    A.Offset = Addr->Offset;
  } else {
    A.Array = UnknownOffsetArray;
  }
  return A;
}

} // namespace roofline
