// A kernel whose body does not compile is not analyzed (never a made-up
// number): its file's roofline-parse-error names it; a sound kernel in the
// same file is still analyzed; exit 3.
// RUN: not %roofline-lint %s > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err

__global__ void broken(float *x) {
  x[0] = undeclared_value;
}
// CHECK: syntax-error.cu:[[@LINE-2]]:10: error: '{{.*}}syntax-error.cu' could not be parsed: 1 Clang error, at {{.*}}syntax-error.cu:[[@LINE-2]]: use of undeclared identifier 'undeclared_value'; kernel 'broken' not analyzed [roofline-parse-error]
// ERR: syntax-error.cu:[[@LINE-3]]:10: error: use of undeclared identifier 'undeclared_value'

__global__ void scale(float *x) { x[threadIdx.x] *= 2.0f; }
// CHECK: syntax-error.cu:[[@LINE-1]]:17: remark: kernel 'scale'
// CHECK-NEXT: flops/thread    1  (fp32 1)
