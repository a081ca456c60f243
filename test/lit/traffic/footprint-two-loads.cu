// Compulsory bytes, one array read twice: each block reads its row of in
// (C = 1000 floats) in two block-stride loops, once for the sum and once to
// subtract it. The two reads touch the same bytes: the union is one read of
// 64 rows, 256000 B (not 512000 B, the requested bytes), exact. out is
// written once: 256000 B.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void center(float *out, const float *in, int C) {
  const float *x = in + blockIdx.x * C;
  float s = 0.0f;
  for (int i = threadIdx.x; i < C; i += blockDim.x)
    s += x[i];
  for (int i = threadIdx.x; i < C; i += blockDim.x)
    out[blockIdx.x * C + i] = x[i] - s;
}

int main() { center<<<64, 128>>>(nullptr, nullptr, 1000); }
// CHECK: launch of 'center'
// CHECK: global          768000 B  (load 512000 B, store 256000 B)
// CHECK: compulsory      512000 B  (read 256000 B, write 256000 B)
// CHECK-NOT: compulsory bytes of
