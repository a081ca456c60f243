//===- HostPaths.cpp - From main() down to a launch -----------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "HostPaths.h"

#include "roofline/Frontend/FunctionVisitor.h"
#include "roofline/Frontend/UserDecls.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/MapVector.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace roofline {

namespace {

/// One walk of the user's code, and of the functions in system headers it
/// calls (transitively: a std::for_each instantiation calls the user's
/// lambda): direct calls between functions with bodies (by callee), calls
/// through a function's parameters, and every write to a global variable.
class HostIndexer : public FunctionVisitor<HostIndexer> {
public:
  /// In the order the walk meets the callees (source order): the order of
  /// each function's callers below, and so which of several call chains a
  /// report names first, must not follow where the AST happens to be
  /// allocated (with or without a precompiled preamble).
  using Calls = llvm::MapVector<
      const FunctionDecl *,
      std::vector<std::pair<const FunctionDecl *, const CallExpr *>>>;
  /// Calls through a function's parameters: (parameter index, call).
  using Indirect = std::map<const FunctionDecl *,
                            std::vector<std::pair<unsigned, const CallExpr *>>>;
  HostIndexer(Calls &Out, Indirect &Through, GlobalAssignments &Globals)
      : Out(Out), Through(Through), Globals(Globals) {}

  /// Walks the user's code, then what it calls in system headers.
  void index(ASTContext &Ctx) {
    traverseUserCode(Ctx, *this);
    while (!Pending.empty()) {
      const FunctionDecl *FD = Pending.back();
      Pending.pop_back();
      TraverseDecl(const_cast<FunctionDecl *>(FD));
    }
  }

  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    // Passed by reference: a global may be written.
    for (unsigned I = 0;
         Callee && I < Call->getNumArgs() && I < Callee->getNumParams(); ++I)
      if (isNonConstReference(Callee->getParamDecl(I)->getType()))
        if (const VarDecl *VD = global(Call->getArg(I)))
          Globals[VD].Other = true;
    if (!Current || isa<CUDAKernelCallExpr>(Call) || Call->isValueDependent())
      return true;
    if (!Callee) {
      // `launcher(args)` through a parameter that holds a function.
      const auto *Ref =
          dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts());
      if (const auto *P = Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr)
        if (P->getDeclContext() == Current)
          Through[Current->getCanonicalDecl()].push_back(
              {P->getFunctionScopeIndex(), Call});
      return true;
    }
    const FunctionDecl *Def = Callee->getDefinition();
    if (!Def || !Def->hasBody() || Def->hasAttr<CUDAGlobalAttr>())
      return true;
    if (inSystemHeader(Def) && Reached.insert(Def).second)
      Pending.push_back(Def);
    Out[Def->getCanonicalDecl()].push_back({Current, Call});
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (!BO->isAssignmentOp())
      return true;
    if (const VarDecl *VD = global(BO->getLHS())) {
      if (BO->getOpcode() == BO_Assign && Current)
        Globals[VD].Assigns.push_back({Current, BO});
      else
        Globals[VD].Other = true;
    }
    return true;
  }

  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf)
      if (const VarDecl *VD = global(UO->getSubExpr()))
        Globals[VD].Other = true;
    return true;
  }

private:
  static const VarDecl *global(const clang::Expr *E) {
    const VarDecl *VD = varOf(E);
    if (!VD || !VD->hasGlobalStorage() || VD->isStaticLocal())
      return nullptr;
    return VD->getCanonicalDecl();
  }

  Calls &Out;
  Indirect &Through;
  GlobalAssignments &Globals;
  std::set<const FunctionDecl *> Reached;
  std::vector<const FunctionDecl *> Pending;
};

std::string functionName(const FunctionDecl *FD) {
  return FD->getQualifiedNameAsString();
}

} // namespace

HostPaths::HostPaths(ASTContext &Ctx) : Ctx(Ctx) {
  HostIndexer::Calls Found;
  HostIndexer::Indirect Through;
  HostIndexer(Found, Through, Globals).index(Ctx);
  for (auto &[Callee, List] : Found)
    for (auto &[Caller, Site] : List) {
      Callers[Callee].push_back({Caller, Site, nullptr});
      // Callee calls what its parameter I holds; here that is a function F
      // (`run(launch_softmax_1, n)`): F is called from Callee's indirect
      // call, on the way through this call only.
      auto It = Through.find(Callee);
      if (It == Through.end())
        continue;
      for (auto &[I, Indirect] : It->second) {
        if (I >= Site->getNumArgs())
          continue;
        const clang::Expr *Arg = Site->getArg(I)->IgnoreParenImpCasts();
        if (const auto *UO = dyn_cast<UnaryOperator>(Arg))
          if (UO->getOpcode() == UO_AddrOf)
            Arg = UO->getSubExpr()->IgnoreParenImpCasts();
        const auto *Ref = dyn_cast<DeclRefExpr>(Arg);
        const auto *F = Ref ? dyn_cast<FunctionDecl>(Ref->getDecl()) : nullptr;
        const FunctionDecl *Def = F ? F->getDefinition() : nullptr;
        if (!Def || !Def->hasBody())
          continue;
        const auto *CalleeDef = cast<FunctionDecl>(Callee)->getDefinition();
        Callers[Def->getCanonicalDecl()].push_back(
            {CalleeDef ? CalleeDef : Callee, Indirect, Site});
      }
    }
}

std::vector<std::pair<const FunctionDecl *, const CallExpr *>>
HostPaths::callsTo(const FunctionDecl *F) const {
  std::vector<std::pair<const FunctionDecl *, const CallExpr *>> Out;
  auto It = Callers.find(F->getCanonicalDecl());
  if (It != Callers.end())
    for (const Call &C : It->second)
      if (!C.Through)
        Out.emplace_back(C.Caller, C.Site);
  return Out;
}

void HostPaths::chains(const FunctionDecl *F,
                       std::vector<const FunctionDecl *> &Seen, Chain &Suffix,
                       std::vector<FoundChain> &Out, bool &Limited,
                       ArrayRef<const CallExpr *> Via, bool Probe) const {
  if (Out.size() >= MaxChains) {
    Limited = true;
    return;
  }
  auto It = Callers.find(F->getCanonicalDecl());
  // Reached through a parameter: only the call that passed the function.
  const CallExpr *Only = Suffix.empty() ? nullptr : Suffix.back().Through;
  // Followed: a caller not yet on the chain; Recurring: the chain holds a
  // function twice already.
  bool Followed = false;
  bool Recurring =
      std::set<const FunctionDecl *>(Seen.begin(), Seen.end()).size() <
      Seen.size();
  if (It != Callers.end() && Seen.size() < MaxDepth) {
    for (const Call &C : It->second) {
      if (Only && C.Site != Only)
        continue;
      if (Suffix.size() < Via.size() && C.Site != Via[Suffix.size()])
        continue;
      const FunctionDecl *G = C.Caller;
      // Recursion is followed, each level with its own values, until its
      // known branches end it; one level past MaxRecursion is a probe.
      auto Times = static_cast<unsigned>(
          std::count(Seen.begin(), Seen.end(), G->getCanonicalDecl()));
      if (Times > MaxRecursion || (Probe && Times > 0))
        continue;
      Followed = Followed || Times == 0;
      Seen.push_back(G->getCanonicalDecl());
      Suffix.push_back(C);
      chains(G, Seen, Suffix, Out, Limited, Via,
             Probe || Times == MaxRecursion);
      Suffix.pop_back();
      Seen.pop_back();
    }
  } else if (It != Callers.end()) {
    Limited = true;
  }
  // The chain starts at F when nothing off the chain calls it: F is an
  // entry point (main), or the way into a cycle nothing else calls (its
  // parameters symbols), taken once, on a chain that does not recur yet.
  // A chain that does not pass through every call of Via does not pass
  // the kernel down: no chain.
  bool Entry =
      It == Callers.end() || It->second.empty() || (!Recurring && !Probe);
  if (!Followed && Entry && Suffix.size() >= Via.size())
    Out.push_back({Chain(Suffix.rbegin(), Suffix.rend()), Probe});
}

std::vector<HostContext> HostPaths::enumerate(
    const FunctionDecl *F, SourceLocation Point, const HostContext &In,
    HostEvalState &St,
    const std::function<void(HostEvaluator &, HostContext &)> &Eval,
    bool &Limited) {
  std::vector<HostContext> Contexts;
  std::vector<std::map<const ForStmt *, int64_t>> Work{{}};
  unsigned Runs = 0;
  while (!Work.empty()) {
    auto Pins = std::move(Work.back());
    Work.pop_back();
    St.resetValues();
    St.Pins = Pins;
    St.NeedPins.clear();
    St.Origins.clear();
    St.Assumptions.clear();
    St.Reason.clear();
    HostContext Out = In;
    HostEvaluator Reader(Ctx, F, Point, St, &In.Env);
    Eval(Reader, Out);
    // A loop counter was read: one run per iteration, or a symbol.
    const CountedLoop *Need = nullptr;
    for (const CountedLoop &CL : St.NeedPins)
      if (!Pins.count(CL.Loop) && !St.SymbolicLoops.count(CL.Loop)) {
        Need = &CL;
        break;
      }
    if (Need && !St.BudgetSpent) {
      if (Need->Trips == 0)
        continue; // the loop never runs: neither does the point
      if (Need->Trips <= MaxUnroll &&
          Runs + Work.size() + Need->Trips <= MaxContexts) {
        for (uint64_t K = Need->Trips; K-- > 0;) {
          auto More = Pins;
          More[Need->Loop] = static_cast<int64_t>(K);
          Work.push_back(std::move(More));
        }
      } else {
        if (Need->Trips <= MaxUnroll)
          Limited = true; // short, but past the contexts' budget
        St.SymbolicLoops.insert(Need->Loop);
        Work.push_back(Pins);
      }
      continue;
    }
    if (!Out.Reached) {
      ++St.Unreached;
      continue;
    }
    ++Runs;
    for (auto &[Name, Why] : St.Origins)
      Out.Origins.emplace(Name, Why);
    for (const Assumption &A : St.Assumptions) {
      bool Dup = false;
      for (const Assumption &B : Out.Assumptions)
        Dup = Dup || B.Message == A.Message;
      if (!Dup)
        Out.Assumptions.push_back(A);
    }
    // The pinned counters, outer loops first.
    std::vector<std::pair<const ForStmt *, int64_t>> Ordered(Pins.begin(),
                                                             Pins.end());
    const SourceManager &SM = Ctx.getSourceManager();
    std::sort(Ordered.begin(), Ordered.end(),
              [&](const auto &A, const auto &B) {
                return SM.isBeforeInTranslationUnit(A.first->getBeginLoc(),
                                                    B.first->getBeginLoc());
              });
    for (const auto &[Loop, K] : Ordered) {
      auto CL = St.Counted[Loop];
      std::string Name = CL ? CL->Counter->getName().str() : "?";
      int64_t Value = CL ? CL->First + CL->Step * K : K;
      Out.Iterations.push_back(Name + " = " + std::to_string(Value));
    }
    Contexts.push_back(std::move(Out));
    if (Runs >= MaxContexts) {
      if (!Work.empty())
        Limited = true;
      break;
    }
  }
  return Contexts;
}

std::vector<HostContext> HostPaths::contexts(const FunctionDecl *F,
                                             HostEvalState &St, bool &Limited,
                                             ArrayRef<const CallExpr *> Via) {
  std::vector<FoundChain> All;
  std::vector<const FunctionDecl *> Seen{F->getCanonicalDecl()};
  Chain Suffix;
  chains(F, Seen, Suffix, All, Limited, Via, false);
  std::vector<HostContext> Result;
  for (const FoundChain &Found : All) {
    const Chain &Ch = Found.Calls;
    HostContext Root;
    Root.Path.push_back(functionName(Ch.empty() ? F : Ch.front().Caller));
    std::vector<HostContext> Level{Root};
    for (unsigned I = 0; I < Ch.size() && !Level.empty(); ++I) {
      const Call &C = Ch[I];
      const FunctionDecl *Callee = I + 1 < Ch.size() ? Ch[I + 1].Caller : F;
      const FunctionDecl *Def = Callee->getDefinition();
      if (!Def)
        Def = Callee;
      std::vector<HostContext> Next;
      for (const HostContext &Ctx0 : Level) {
        std::vector<HostContext> Contexts = enumerate(
            C.Caller, C.Site->getBeginLoc(), Ctx0, St,
            [&](HostEvaluator &Eval, HostContext &Out) {
              // Known values that lead around the call drop this
              // context; a condition on symbols is not followed.
              auto When = reachedWhen(Eval, C.Caller, C.Site).asConstant();
              if (When && When->isZero()) {
                Out.Reached = false;
                return;
              }
              Environment Env;
              unsigned First =
                  isa<CXXOperatorCallExpr>(C.Site) && isa<CXXMethodDecl>(Def)
                      ? 1
                      : 0;
              for (unsigned P = 0; P < Def->getNumParams(); ++P) {
                const ParmVarDecl *Param = Def->getParamDecl(P);
                if (P + First >= C.Site->getNumArgs())
                  break;
                St.Reason.clear();
                St.Assumptions.clear();
                St.Unknowns.clear();
                auto V = Eval.argumentValue(C.Site->getArg(P + First),
                                            Param->getType());
                if (V) {
                  // Its assumptions count where the value is read.
                  V->Assumptions = std::move(St.Assumptions);
                  St.Assumptions.clear();
                  Env[Param] = *V;
                  continue;
                }
                // Unknown here: the parameter's own name stands for it.
                std::string Name = Param->getName().str();
                if (!St.Unknowns.empty())
                  Out.Unknowns[Name] = std::move(St.Unknowns);
                Out.Origins.emplace(
                    Name, (St.Reason.empty() ? std::string("not evaluable")
                                             : St.Reason) +
                              ", passed to " + functionName(Def) + " at " +
                              Eval.where(C.Site->getBeginLoc()));
              }
              Out.Env = std::move(Env);
              Out.Path.push_back(functionName(Def));
            },
            Limited);
        for (HostContext &H : Contexts)
          Next.push_back(std::move(H));
        if (Next.size() >= MaxContexts) {
          Limited = true;
          break;
        }
      }
      Level = std::move(Next);
    }
    if (Found.Probe) {
      // Reached: the recursion goes deeper than it is followed.
      if (!Level.empty())
        Limited = true;
      continue;
    }
    for (HostContext &H : Level)
      Result.push_back(std::move(H));
    if (Result.size() >= MaxContexts) {
      Limited = true;
      break;
    }
  }
  return Result;
}

} // namespace roofline
