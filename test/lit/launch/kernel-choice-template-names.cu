// A kernel pointer the host picks at run time among instantiations of one
// kernel template: the note names each with its template arguments ('scale<2>',
// 'scale<3>'); by name alone they read as one kernel twice.
// RUN: %roofline-lint %s | FileCheck %s

template <int N> __global__ void scale(float *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  x[i] = x[i] * N;
}

void run(float *x, bool twice) {
  auto k = twice ? scale<2> : scale<3>;
  k<<<1, 32>>>(x);
}

int main(int argc, char **argv) {
  float *x;
  run(x, argc > 1);
}

// CHECK: kernel-choice-template-names.cu:13:3: note: the host picks one of 2 kernels ('scale<2>', 'scale<3>') through 'k' at run time; each is reported as launched here [roofline-launch-not-followed]
