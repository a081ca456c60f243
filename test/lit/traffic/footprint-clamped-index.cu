// Compulsory bytes, a clamped index: each block reads its row of C = 1000
// floats four 128-float strips at a time, at min(C - 1, i + u * 128), which
// re-reads the last float past the row's end rather than leave it. The
// index covers 0..1023 and the clamp maps that onto 0..999: 64 rows x 1000
// floats = 256000 B read; out 64 x 128 floats, 32768 B.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void clamped(float *out, const float *inp, int C) {
  const float *x = inp + blockIdx.x * C;
  float s = 0.0f;
  for (int i = threadIdx.x; i < C; i += 4 * blockDim.x)
    for (int u = 0; u < 4; u++)
      s += x[min(C - 1, i + u * blockDim.x)];
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

int main() { clamped<<<64, 128>>>(nullptr, nullptr, 1000); }
// CHECK: launch of 'clamped'
// CHECK: compulsory      288768 B  (read 256000 B, write 32768 B)
// CHECK-NOT: compulsory bytes of
