//===- KernelName.cpp - The name a kernel is reported under ---------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Frontend/KernelName.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/TemplateBase.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace roofline {

namespace {

/// The function specialization A names, if it is a declaration argument
/// naming one.
const FunctionDecl *specializationArgument(const TemplateArgument &A) {
  if (A.getKind() != TemplateArgument::Declaration)
    return nullptr;
  const auto *FD = dyn_cast<FunctionDecl>(A.getAsDecl());
  return FD && FD->getTemplateSpecializationArgs() ? FD : nullptr;
}

bool namesSpecialization(llvm::ArrayRef<TemplateArgument> Args) {
  for (const TemplateArgument &A : Args) {
    if (A.getKind() == TemplateArgument::Pack
            ? namesSpecialization(A.pack_elements())
            : specializationArgument(A) != nullptr)
      return true;
  }
  return false;
}

void printArguments(llvm::raw_ostream &OS,
                    llvm::ArrayRef<TemplateArgument> Args,
                    const PrintingPolicy &Policy, bool &First) {
  for (const TemplateArgument &A : Args) {
    if (A.getKind() == TemplateArgument::Pack) {
      printArguments(OS, A.pack_elements(), Policy, First);
      continue;
    }
    OS << (First ? "" : ", ");
    First = false;
    if (const FunctionDecl *FD = specializationArgument(A)) {
      OS << (A.getParamTypeForDecl()->isReferenceType() ? "" : "&")
         << FD->getQualifiedNameAsString() << "<";
      bool Inner = true;
      printArguments(OS, FD->getTemplateSpecializationArgs()->asArray(), Policy,
                     Inner);
      OS << ">";
    } else {
      A.print(Policy, OS, /*IncludeType=*/true);
    }
  }
}

} // namespace

std::string kernelName(const FunctionDecl *FD) {
  std::string Name = FD->getNameAsString();
  const TemplateArgumentList *Args = FD->getTemplateSpecializationArgs();
  if (!Args)
    return Name;
  llvm::raw_string_ostream OS(Name);
  PrintingPolicy Policy(FD->getASTContext().getLangOpts());
  Policy.SuppressTagKeyword = true;
  if (!namesSpecialization(Args->asArray())) {
    printTemplateArgumentList(OS, Args->asArray(), Policy);
    return Name;
  }
  OS << "<";
  bool First = true;
  printArguments(OS, Args->asArray(), Policy, First);
  OS << ">";
  return Name;
}

std::optional<int64_t> launchBoundsThreads(const clang::ASTContext &Ctx,
                                           const clang::FunctionDecl *FD) {
  const auto *A = FD->getAttr<clang::CUDALaunchBoundsAttr>();
  if (!A || !A->getMaxThreads() || A->getMaxThreads()->isValueDependent())
    return std::nullopt;
  if (auto V = A->getMaxThreads()->getIntegerConstantExpr(Ctx))
    return V->getExtValue();
  return std::nullopt;
}

} // namespace roofline
