// A variable is read where the host code reads it, not at the launch:
// `saved` takes the value `threads` has at its initializer (128), not the one
// it has at the launch (256).
// RUN: %roofline-lint %s | FileCheck %s

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

void run(float *a) {
  int threads = 128;
  int saved = threads;
  threads = 256;
  scale<<<4, saved>>>(a, 512);
}
// 4 blocks of 128 threads = 512 threads, all below n = 512: 512 multiplies,
// 512 loads and 512 stores of 4 bytes.
// CHECK: host-value-at-read.cu:[[@LINE-4]]:3: remark: launch of 'scale': grid (4, 1, 1), block (128, 1, 1); n = 512 [roofline-launch]
// CHECK: threads         512
// CHECK-NEXT: flops           512  (fp32 512)
// CHECK-NEXT: global          4096 B  (load 2048 B, store 2048 B)

// Whether a write is conditional is judged at the read too: the write under
// `if (big)` comes after `saved` is read, so `saved` is 128 either way.
void run_branch(float *a, bool big) {
  int threads = 128;
  int saved = threads;
  if (big)
    threads = 256;
  scale<<<2, saved>>>(a, 256);
}
// 2 * 128 = 256 threads, n = 256: all active; 256 FLOPs, 1024 B each way.
// CHECK: host-value-at-read.cu:[[@LINE-3]]:3: remark: launch of 'scale': grid (2, 1, 1), block (128, 1, 1); n = 256 [roofline-launch]
// CHECK: threads         256
// CHECK-NEXT: flops           256  (fp32 256)
// CHECK-NEXT: global          2048 B  (load 1024 B, store 1024 B)

// A variable declared inside the loop starts afresh on every iteration, so the
// loop around the launch does not make its write uncertain: b = 64 * 2.
void run_loop(float *a) {
  for (int r = 0; r < 3; ++r) {
    int b = 64;
    b *= 2;
    scale<<<2, b>>>(a, 256);
  }
}
// CHECK: host-value-at-read.cu:[[@LINE-3]]:5: remark: launch of 'scale': grid (2, 1, 1), block (128, 1, 1); n = 256 [roofline-launch]
// CHECK: threads         256

// The same conditional write before the read leaves the read unknown.
void run_unknown(float *a, bool big) {
  int threads = 128;
  if (big)
    threads = 256;
  int saved = threads;
  scale<<<2, saved>>>(a, 256);
}
// CHECK: host-value-at-read.cu:[[@LINE-2]]:3: remark: launch of 'scale' (estimated): grid (2, 1, 1), block (saved, 1, 1); n = 256 [roofline-launch]
// CHECK: unresolved      saved (not evaluable from the host code)

// A launch in a lambda reads a captured variable when the lambda runs, which
// may be after any write that follows the lambda: unknown with the write,
// the value where the lambda is made (1000) without it.
void run_lambda(float *a) {
  int n = 1000;
  auto launch = [&] { scale<<<4, 256>>>(a, n); };
  launch();
  n = 2000;
  launch();
}
// CHECK: host-value-at-read.cu:[[@LINE-5]]:23: remark: launch of 'scale' (estimated): grid (4, 1, 1), block (256, 1, 1) [roofline-launch]
// CHECK: unresolved      n (not evaluable from the host code)
void run_lambda_unwritten(float *a) {
  int n = 1000;
  auto launch = [&] { scale<<<4, 256>>>(a, n); };
  launch();
}
// 4 * 256 = 1024 threads, 1000 active.
// CHECK: host-value-at-read.cu:[[@LINE-4]]:23: remark: launch of 'scale': grid (4, 1, 1), block (256, 1, 1); n = 1000 [roofline-launch]
// CHECK: threads         1024, 1000 active
