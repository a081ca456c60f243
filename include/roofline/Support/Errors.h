//===- Errors.h - How a stage says it failed --------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One error model: a loader or a stage that can fail returns llvm::Expected
// (or llvm::Error), whose message is the one line the Driver prints after
// "roofline-lint: error: " (docs/Architecture.md, "Errors").
//
// Exact arithmetic cannot return an optional from an operator: a count past
// 128 bits throws ArithmeticOverflow, a division by zero std::domain_error,
// and a walk that cannot give numbers throws AnalysisStopped with its reason.
// Two functions are where those become values, and no other code catches
// them: `checked` (arithmetic that may fail: its value, or nothing) and
// `attempt` (a stage's computation for one kernel or launch: its value, or a
// ComputationError saying which kind of failure, with its message).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_SUPPORT_ERRORS_H
#define ROOFLINE_SUPPORT_ERRORS_H

#include "roofline/Support/Rational.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace roofline {

/// An error whose message is Message, one line.
inline llvm::Error makeError(const std::string &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Message);
}

/// What Load, a loader of the form `bool Load(T &Out, std::string &Error)`,
/// fills in, or its one-line error.
template <typename T, typename LoadFn> llvm::Expected<T> loaded(LoadFn Load) {
  T Out;
  std::string Error;
  if (!Load(Out, Error))
    return makeError(Error);
  return Out;
}

/// Thrown where an analysis stops with a reason the user reads (a loop that
/// never ends, the work budget spent): what it analyzed has no numbers.
class AnalysisStopped : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Why a computation has no value (attempt).
class ComputationError : public llvm::ErrorInfo<ComputationError> {
public:
  enum Kind {
    Overflow, ///< a count does not fit in 128 bits
    Stopped,  ///< AnalysisStopped: the message is the reason
    Internal  ///< anything else: a defect, reported as an internal error
  };
  ComputationError(Kind K, std::string Message)
      : K(K), Message(std::move(Message)) {}
  Kind kind() const { return K; }
  std::string message() const override { return Message; }
  void log(llvm::raw_ostream &OS) const override { OS << Message; }
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }
  static char ID;

private:
  Kind K;
  std::string Message;
};

/// Fn's value, or nothing when its exact arithmetic failed (a count past
/// 128 bits, a division by zero). Any other exception is not caught.
template <typename Fn>
auto checked(Fn &&F) -> std::optional<std::invoke_result_t<Fn>> {
  try {
    return std::forward<Fn>(F)();
  } catch (const ArithmeticOverflow &) {
  } catch (const std::domain_error &) {
  }
  return std::nullopt;
}

/// Fn's value (or success, for a void Fn), or the ComputationError that
/// says why it has none: the boundary of a stage's work on one kernel or
/// one launch, where a failure becomes that kernel's reason, never the end
/// of the run.
template <typename Fn> auto attempt(Fn &&F) {
  using R = std::invoke_result_t<Fn>;
  using Result =
      std::conditional_t<std::is_void_v<R>, llvm::Error, llvm::Expected<R>>;
  auto Fail = [](ComputationError::Kind K, const char *What) -> Result {
    return llvm::make_error<ComputationError>(K, What);
  };
  try {
    if constexpr (std::is_void_v<R>) {
      std::forward<Fn>(F)();
      return Result(llvm::Error::success());
    } else {
      return Result(std::forward<Fn>(F)());
    }
  } catch (const ArithmeticOverflow &E) {
    return Fail(ComputationError::Overflow, E.what());
  } catch (const AnalysisStopped &E) {
    return Fail(ComputationError::Stopped, E.what());
  } catch (const std::exception &E) {
    return Fail(ComputationError::Internal, E.what());
  }
}

/// The kind of the ComputationError in Err, consumed, with its message in
/// Message; Internal for any other error.
ComputationError::Kind takeComputationError(llvm::Error Err,
                                            std::string &Message);

} // namespace roofline

#endif // ROOFLINE_SUPPORT_ERRORS_H
