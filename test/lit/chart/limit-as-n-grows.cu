// A kernel without a launch whose intensity depends on a size is drawn at the
// limit as the size grows, dashed and labelled so: a dot product row of
// length N reads 8*N bytes for 2*N FLOPs and stores 4, 2*N / (8*N + 4) ->
// 0.25 FLOP/B, memory-bound at 250 GFLOP/s on the test GPU.
// RUN: %roofline-lint %s --format svg | FileCheck %s

__global__ void matvec(const float *A, const float *x, float *y, int N) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0.0f;
  for (int k = 0; k < N; ++k)
    sum += A[row * N + k] * x[k];
  y[row] = sum;
}

// CHECK: <circle class="point limit memory" {{.*}} fill="#ffffff" stroke="#0072B2" stroke-width="2" stroke-dasharray="3 2"/>
// CHECK: <text class="point-label" {{.*}}>matvec (limit-as-n-grows.cu:7) as N grows</text>
