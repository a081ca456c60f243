// The default readout: a launch that gets no verdict says which sizes it
// lacks, a dim3's axes together, so that the reader knows what to bind.
// RUN: %lint %s | FileCheck %s --match-full-lines
// RUN: %roofline-lint %s | FileCheck %s --check-prefix=FULL

__global__ void scale(float *x, int n) {
  float acc = 0.0f;
  for (int k = threadIdx.x; k < n; k += blockDim.x)
    acc += x[k] * x[k];
  if (threadIdx.x == 0)
    x[blockIdx.x] = acc;
}

static dim3 pick_grid(int rows, bool wide) {
  if (wide)
    return dim3(rows, 2, 1);
  return dim3(rows, 1, 1);
}

void run(float *x, int n, int rows, bool wide) {
  scale<<<pick_grid(rows, wide), 128>>>(x, n);
}

// pick_grid returns twice, so the grid is unresolved; the threads' loops
// run for a count that depends on n, which no call gives, and on the thread.
// gridDim's axes are listed as one.
// CHECK:      {{.*}}brief-unbound-hint.cu:6:17: remark: kernel 'scale': no verdict: threads differ, and its launches count every thread like
// CHECK-NEXT:                   thread 0 [roofline-kernel]
// CHECK-NEXT:   launch          {{.*}}brief-unbound-hint.cu:21:3: grid (gridDim.x, gridDim.y, gridDim.z), block (128, 1, 1): no verdict:
// CHECK-NEXT:                   threads differ, and its launches count every thread like thread 0; unbound gridDim.x/y/z, n (--bind
// CHECK-NEXT:                   NAME=VALUE)

// The full readout says why the grid has no value.
// FULL:      remark: launch of 'scale' (estimated): grid (gridDim.x, gridDim.y, gridDim.z), block (128, 1, 1) [roofline-launch]
// FULL:        unresolved      gridDim.x, gridDim.y, gridDim.z (not evaluable from the host code)
// FULL-NEXT:   origin          gridDim: pick_grid() at {{.*}}brief-unbound-hint.cu:21
