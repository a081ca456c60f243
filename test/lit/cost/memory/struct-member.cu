// Reading or writing one member of a struct in global memory accesses only that
// member: p[i].x on a float2 array is 4 bytes (not sizeof(float2) = 8) and
// node[i].start is sizeof(int) = 4 bytes (not sizeof(Node) = 16).
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// Hand count: load p[i].x 4 B + store out[i] 4 B = 8 B.
__global__ void take_x(const float2 *p, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = p[i].x;
}
// CHECK: struct-member.cu:[[@LINE-4]]:17: remark: kernel 'take_x': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// Hand count: store p[i].y 4 B only.
__global__ void clear_y(float2 *p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  p[i].y = 0.0f;
}
// CHECK: struct-member.cu:[[@LINE-4]]:17: remark: kernel 'clear_y': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   4 B  (load 0 B, store 4 B)

struct Node {
  int start;
  int count;
  double weight;
};

// Hand count: load node[i].start 4 B + store first[i] 4 B = 8 B.
__global__ void node_start(const Node *node, int *first) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  first[i] = node[i].start;
}
// CHECK: struct-member.cu:[[@LINE-4]]:17: remark: kernel 'node_start': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// Hand count: load node[i].weight 8 B + store w[i] 8 B = 16 B.
__global__ void node_weight(const Node *node, double *w) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  w[i] = node[i].weight;
}
// CHECK: struct-member.cu:[[@LINE-4]]:17: remark: kernel 'node_weight': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   16 B  (load 8 B, store 8 B)
