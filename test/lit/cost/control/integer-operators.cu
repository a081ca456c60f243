// An integer operator's result, on values the launch knows, is the value
// C++ gives in the result's type (lib/Frontend/IntegerOps.h,
// applyIntegerOp): unsigned arithmetic wraps, a signed overflow wraps as the
// GPU's two's complement does, / and % truncate toward zero.
// RUN: %roofline-lint %s | FileCheck %s

// n - 1u with n = 0 is 4294967295: the loop runs 4294967295 times, one
// FLOP each (a real bug of such a kernel, counted as it runs).
__global__ void unsigned_wraps(float *x, unsigned n) {
  float v = x[0];
  for (unsigned i = 0; i < n - 1u; ++i)
    v += 1.0f;
  x[0] = v;
}

// n + 1 with n = 2147483647 is INT_MIN, -2147483648, and INT_MIN / 2^30 is
// -2: 1 iteration (5 if the sum did not wrap).
__global__ void signed_overflow_wraps(float *x, int n) {
  float v = x[0];
  for (int i = 0; i < (n + 1) / 1073741824 + 3; ++i)
    v += 1.0f;
  x[0] = v;
}

// -7 / 2 is -3 in C++ (floor division's -4 would give 4): -3 + 8 = 5
// iterations.
__global__ void division_truncates(float *x, int a) {
  float v = x[0];
  for (int i = 0; i < a / 2 + 8; ++i)
    v += 1.0f;
  x[0] = v;
}

int main() {
  float *x;
  unsigned_wraps<<<1, 1>>>(x, 0);
  signed_overflow_wraps<<<1, 1>>>(x, 2147483647);
  division_truncates<<<1, 1>>>(x, -7);
}

// CHECK: remark: launch of 'unsigned_wraps': grid (1, 1, 1), block (1, 1, 1); n = 0 [roofline-launch]
// CHECK: flops           4294967295  (fp32 4294967295)
// CHECK: remark: launch of 'signed_overflow_wraps' (estimated): grid (1, 1, 1), block (1, 1, 1); n = 2147483647 [roofline-launch]
// CHECK: flops           1  (fp32 1)
// CHECK: remark: launch of 'division_truncates': grid (1, 1, 1), block (1, 1, 1); a = -7 [roofline-launch]
// CHECK: flops           5  (fp32 5)

// RUN: %roofline-lint %s | FileCheck %s --check-prefix=OVERFLOW
// OVERFLOW: integer-operators.cu:20:26: note: 'int' arithmetic 2147483647 + 1 is 2147483648, past its type: counted as the GPU computes it, wrapped to -2147483648 (C++ leaves a signed overflow undefined) [roofline-signed-overflow]
