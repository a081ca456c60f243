// Unsigned 64-bit bounds are exact: `i < ~0ULL` runs 2^64 - 1 times (not 0),
// and so does the literal 18446744073709551615ULL; `(1L << 62)` is exact too
// (4611686018427387904), with no assumption.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void all_ones(float *a) {
  for (unsigned long long i = 0; i < ~0ULL; i++)
    a[0] += 1.0f;
}
// CHECK: loop            {{.*}}counter-64bit-bound.cu:[[@LINE-3]]:3 runs 18446744073709551615 times

__global__ void literal(float *a) {
  for (unsigned long long i = 0; i < 18446744073709551615ULL; i++)
    a[0] += 1.0f;
}
// CHECK: loop            {{.*}}counter-64bit-bound.cu:[[@LINE-3]]:3 runs 18446744073709551615 times

__global__ void shifted(float *a) {
  for (long i = 0; i < (1L << 62); i++)
    a[0] += 1.0f;
}
// CHECK: loop            {{.*}}counter-64bit-bound.cu:[[@LINE-3]]:3 runs 4611686018427387904 times
