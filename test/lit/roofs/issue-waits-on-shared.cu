// The issue roof counts the shared and global requests: when the shared roof
// is not derived (a shared address read from memory), neither is the issue
// roof's estimate, and the headline names the shared roof, the level it waits
// on, with its reason.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void gather(const int *idx, const float *in, float *out) {
  __shared__ float tile[256];
  int i = blockIdx.x * 256 + threadIdx.x;
  tile[threadIdx.x] = in[i];
  __syncthreads();
  out[i] = 2.0f * tile[idx[i]];
}

int main() { gather<<<64, 256>>>(nullptr, nullptr, nullptr); }
// CHECK: launch of 'gather'
// CHECK-NEXT: predicted       not derived (shared: shared access to 'tile' at 12:19 not counted: its address could not be derived), can never beat
// CHECK: roof issue      0 instructions, sound {{.+}}; the shared requests are not derived
// CHECK-NEXT: roof shared     0 wavefronts; shared access to 'tile' at 12:19 not counted
