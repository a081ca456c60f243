// Compulsory bytes, a pointer stepped by a loop-invariant amount: `A +=
// blockIdx.x * K` once, then `A += 64` per iteration. In iteration j the
// block reads A[b*K + 64*j + t]: row b, K = 4096 floats, each once. 256 rows
// = 4194304 B; out 65536 B.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void tiled_sum(const float *A, float *out, int K) {
  A += blockIdx.x * K;
  float s = 0.0f;
  for (int k = 0; k < K; k += 64) {
    s += A[threadIdx.x];
    A += 64;
  }
  out[blockIdx.x * 64 + threadIdx.x] = s;
}

int main() { tiled_sum<<<256, 64>>>(nullptr, nullptr, 4096); }
// CHECK: launch of 'tiled_sum'
// CHECK: compulsory      4259840 B  (read 4194304 B, write 65536 B)
// CHECK-NOT: compulsory bytes of
