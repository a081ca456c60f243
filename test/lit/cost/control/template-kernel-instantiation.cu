// A template kernel is reported once per instantiation that the translation unit
// launches, named with its template arguments (`tile_sum<float, 64>`), and a template
// kernel that is never launched is reported once, symbolically in its template
// parameters. A launched template gets no extra symbolic report. Remarks are in the
// closed world here: every report is checked.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error}}:' --implicit-check-not='remark: kernel'

// Never launched: TILE iterations of 1 fp32 FLOP and a 4-byte load, one store.
template <int TILE>
__global__ void scale_tile(const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 0; k < TILE; ++k)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// CHECK: template-kernel-instantiation.cu:[[@LINE-6]]:17: remark: kernel 'scale_tile{{(<TILE>)?}}' (estimated): memory-bound as TILE grows, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    TILE  (fp32 TILE)
// CHECK-NEXT: global/thread   4*TILE + 4 B  (load 4*TILE B, store 4 B)
// CHECK: loop            {{.*}}template-kernel-instantiation.cu:[[@LINE-7]]:3 runs TILE times
// CHECK-NEXT: unbound         TILE (give values with --bind NAME=VALUE)
// CHECK-NEXT: template-kernel-instantiation.cu:[[@LINE-11]]:17: note: template never instantiated in this file: counted from its pattern, where operations on dependent types are incomplete [roofline-dependent-type]

// Launched twice with different arguments: two reports.
template <typename T, int N>
__global__ void tile_sum(const T *x, T *y) {
  T acc = 0;
  for (int k = 0; k < N; ++k)
    acc += x[blockIdx.x * N + k];
  y[blockIdx.x] = acc;
}

void launch_all(const float *xf, float *yf, const double *xd, double *yd) {
  tile_sum<float, 64><<<128, 1>>>(xf, yf);
  tile_sum<double, 8><<<128, 1>>>(xd, yd);
}
// tile_sum<float, 64>: 64 fp32 FLOPs; 64 x 4 = 256 B loaded, 4 B stored.
// 64 / 260 = 0.246 FLOP/B -> 246 GFLOP/s = 2.5 % of the fp32 peak.
// CHECK: template-kernel-instantiation.cu:[[@LINE-13]]:17: remark: kernel 'tile_sum<float, 64>': memory-bound at any cache behaviour (launch at {{.*}}template-kernel-instantiation.cu:33), predicted {{[^,]*}}, can never beat {{[^ ]* [GTP]?FLOP/s}} [roofline-kernel]
// CHECK-NEXT: flops/thread    64  (fp32 64)
// CHECK-NEXT: global/thread   260 B  (load 256 B, store 4 B)
// CHECK-NEXT: intensity       64 / 260 = 0.246 FLOP/B
// CHECK: loop            {{.*}}template-kernel-instantiation.cu:[[@LINE-15]]:3 runs 64 times
// tile_sum<double, 8>: 8 fp64 FLOPs; 8 x 8 = 64 B loaded, 8 B stored.
// 8 / 72 = 0.111 FLOP/B -> 111 GFLOP/s = 2.2 % of the fp64 peak (5 TFLOP/s).
// CHECK: template-kernel-instantiation.cu:[[@LINE-20]]:17: remark: kernel 'tile_sum<double, 8>': memory-bound at any cache behaviour (launch at {{.*}}template-kernel-instantiation.cu:34), predicted {{[^,]*}}, can never beat {{[^ ]* [GTP]?FLOP/s}} [roofline-kernel]
// CHECK-NEXT: flops/thread    8  (fp64 8)
// CHECK-NEXT: global/thread   72 B  (load 64 B, store 8 B)
// CHECK-NEXT: intensity       8 / 72 = 0.111 FLOP/B
// CHECK: loop            {{.*}}template-kernel-instantiation.cu:[[@LINE-22]]:3 runs 8 times
