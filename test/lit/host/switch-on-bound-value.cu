// A launch in a `case` of a switch on a value a --bind gives is launched
// only when the value matches; one the switch falls through to from a
// matching case is launched too, and a `default:` always counts as reached.
// RUN: %roofline-lint --bind threads=256 %s | FileCheck %s
// RUN: %roofline-lint %s | FileCheck %s --check-prefix=UNBOUND

template <unsigned Size> __global__ void fill(float *a) {
  a[blockIdx.x * Size + threadIdx.x] = 1.0f;
}

void run(float *a, int threads) {
  switch (threads) {
  case 512:
    fill<512><<<8, threads>>>(a);
    break;
  case 256:
    fill<256><<<8, threads>>>(a);
    [[fallthrough]];
  case 128:
    fill<128><<<8, threads>>>(a);
    break;
  case 64:
    fill<64><<<8, threads>>>(a);
    break;
  default:
    fill<1><<<8, threads>>>(a);
  }
}
// CHECK-NOT: launch of 'fill<512U>'
// CHECK: launch of 'fill<256U>': grid (8, 1, 1), block (256, 1, 1)
// CHECK: launch of 'fill<128U>': grid (8, 1, 1), block (256, 1, 1)
// CHECK-NOT: launch of 'fill<64U>'
// CHECK: launch of 'fill<1U>': grid (8, 1, 1), block (256, 1, 1)
// UNBOUND: launch of 'fill<512U>'
// UNBOUND: launch of 'fill<256U>'
// UNBOUND: launch of 'fill<128U>'
// UNBOUND: launch of 'fill<64U>'
// UNBOUND: launch of 'fill<1U>'
