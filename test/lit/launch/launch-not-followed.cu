// A launch whose kernel the host chooses at run time: among kernels the
// source names (a `?:`, a table), each is reported as launched there, with
// a note that says the host picks one; through a pointer the source does
// not fix (a struct's member), the launch is attributed to no kernel, and
// says so at the site. Never silence.
// RUN: %lint --readout=full %s | FileCheck %s

typedef void (*kernel_t)(float *, int);

__global__ void fast(float *a, int n) { a[threadIdx.x] = n; }
__global__ void slow(float *a, int n) { a[threadIdx.x] = 2 * n; }

struct plan {
  kernel_t k;
};

void run(float *a, bool quick, const plan &p) {
  kernel_t k = quick ? fast : slow;
  k<<<1, 32>>>(a, 32);
  const kernel_t table[] = {fast, slow};
  table[quick]<<<2, 32>>>(a, 64);
  p.k<<<4, 32>>>(a, 128);
}

// CHECK-DAG: launch-not-followed.cu:19:3: remark: launch of 'fast' (estimated): grid (1, 1, 1), block (32, 1, 1); n = 32 [roofline-launch]
// CHECK-DAG: launch-not-followed.cu:19:3: remark: launch of 'slow' (estimated): grid (1, 1, 1), block (32, 1, 1); n = 32 [roofline-launch]
// CHECK-DAG: launch-not-followed.cu:19:3: note: the host picks one of 2 kernels ('fast', 'slow') through 'k' at run time; each is reported as launched here [roofline-launch-not-followed]
// CHECK-DAG: launch-not-followed.cu:21:3: remark: launch of 'fast' (estimated): grid (2, 1, 1), block (32, 1, 1); n = 64 [roofline-launch]
// CHECK-DAG: launch-not-followed.cu:21:3: note: the host picks one of 2 kernels ('fast', 'slow') through 'table[quick]' at run time; each is reported as launched here [roofline-launch-not-followed]
// CHECK-DAG: launch-not-followed.cu:22:3: note: a launch not attributed to a kernel: its kernel is chosen at run time ('p.k'); its kernel is reported without it [roofline-launch-not-followed]
