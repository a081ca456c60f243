// `ptr->member` through a pointer into global memory is an access of the member's
// size, just like `(*ptr).member`.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

struct Node {
  int start;
  int count;
  double weight;
};

// Hand count: load (node + i)->weight 8 B + store w[i] 8 B = 16 B.
__global__ void read_weight(const Node *node, double *w) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  w[i] = (node + i)->weight;
}
// CHECK: arrow-member.cu:[[@LINE-4]]:17: remark: kernel 'read_weight': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   16 B  (load 8 B, store 8 B)

// Every thread reads the same member through the parameter itself.
// Hand count: load node->count 4 B + store out[i] 4 B = 8 B.
__global__ void read_count(const Node *node, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = node->count;
}
// CHECK: arrow-member.cu:[[@LINE-4]]:17: remark: kernel 'read_count': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// A store through the arrow: store (node + i)->count 4 B only.
__global__ void clear_count(Node *node) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  (node + i)->count = 0;
}
// CHECK: arrow-member.cu:[[@LINE-4]]:17: remark: kernel 'clear_count': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   4 B  (load 0 B, store 4 B)
