// A recursive constexpr helper beyond Clang's constant-evaluation step
// limit (fib(30) makes 1.6 million calls): the host evaluation computes it
// with each distinct call once, so the grid is exact, and it does not hand
// the expression to Clang's evaluator again at every subexpression (each
// try costs the whole step limit).
// RUN: %roofline-lint %s | FileCheck %s

constexpr long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__global__ void k(float *x) { x[threadIdx.x] *= 2.0f; }

int main() {
  float *x = nullptr;
  k<<<fib(30) % 1000, 32>>>(x);
}
// fib(30) = 832040.
// CHECK: constexpr-recursion.cu:14:3: remark: launch of 'k': grid (40, 1, 1), block (32, 1, 1) [roofline-launch]
// CHECK-NOT: roofline-host-limit
