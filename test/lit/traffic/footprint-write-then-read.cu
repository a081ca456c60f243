// Compulsory bytes, written then read: each block writes its row of out
// (C = 1000 floats), then reads it back through y = out + blockIdx.x * C
// and scales it in place. Every byte of out read was written by the launch
// first, so perfect reuse keeps it on chip: out counts its 256000 B of
// writes and no reads (|W| + |R \ W|). in: 256000 B read. Counting out's
// reads too (768000 B) would make the sound ceiling beatable.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void exp_then_scale(float *out, const float *in, int C) {
  for (int i = threadIdx.x; i < C; i += blockDim.x)
    out[blockIdx.x * C + i] = expf(in[blockIdx.x * C + i]);
  __syncthreads();
  float *y = out + blockIdx.x * C;
  for (int i = threadIdx.x; i < C; i += blockDim.x)
    y[i] = y[i] * 0.5f;
}

int main() { exp_then_scale<<<64, 128>>>(nullptr, nullptr, 1000); }
// CHECK: launch of 'exp_then_scale'
// CHECK: global          1024000 B  (load 512000 B, store 512000 B)
// CHECK: compulsory      512000 B  (read 256000 B, write 256000 B)
// CHECK-NOT: compulsory bytes of
