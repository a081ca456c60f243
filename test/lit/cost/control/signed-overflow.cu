// A signed overflow on known values is counted wrapped, as the GPU computes
// it, and said (roofline-signed-overflow) where the values are known: in the
// kernel's own count for a constant, in each launch's for its values. The
// three notes: product_wraps's kernel and launch, compound_wraps's launch;
// unsigned wrap, a narrow type's promotion and symbolic values are none.
// RUN: %roofline-lint %s | FileCheck %s
// RUN: %roofline-lint %s | grep -c "roofline-signed-overflow\]" | FileCheck %s --check-prefix=COUNT

__global__ void product_wraps(float *a) {
  int n = 65536 * 65536; // 4294967296 wraps to 0: the loop runs 0 times
  for (int i = 0; i < n; i++)
    a[i] = 0.0f;
}

__global__ void compound_wraps(float *a, int n) {
  int m = n;
  m *= 4; // 1073741824 * 4 = 4294967296 wraps to 0
  for (int i = 0; i < m; i++)
    a[i] = 0.0f;
}

__global__ void not_overflows(float *a, unsigned u, short s, int n) {
  unsigned w = u - 1u; // unsigned: wraps by definition
  short t = s;
  t += 1; // 32767 + 1 in int, then a conversion back to short
  int k = n * 2; // n unknown here: taken to fit
  a[w % 4 + t % 4 + k % 4] = 0.0f;
}

int main() {
  float *a;
  product_wraps<<<1, 1>>>(a);
  compound_wraps<<<1, 1>>>(a, 1073741824);
  not_overflows<<<1, 1>>>(a, 0u, 32767, 3);
}

// CHECK: signed-overflow.cu:10:17: note: 'int' arithmetic 65536 * 65536 is 4294967296, past its type: counted as the GPU computes it, wrapped to 0 (C++ leaves a signed overflow undefined) [roofline-signed-overflow]
// CHECK: signed-overflow.cu:17:3: note: 'int' arithmetic 1073741824 * 4 is 4294967296, past its type: counted as the GPU computes it, wrapped to 0 (C++ leaves a signed overflow undefined) [roofline-signed-overflow]
// COUNT: {{^3$}}
