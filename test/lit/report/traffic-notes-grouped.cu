// One traffic note per distinct reason, with every access it applies to:
// three gathers through an index array (in[idx[i]]) each count their
// sectors as one request per lane for the same reason, and print as one
// note with three locations, the later ones as line:col.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void gather3(const float *a, const float *b, const float *c,
                        const int *idx, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = a[idx[i]] + b[idx[i]] + c[idx[i]];
}

int main() { gather3<<<1024, 256>>>(nullptr, nullptr, nullptr, nullptr, nullptr); }
// CHECK:      remark: launch of 'gather3'
// CHECK:      traffic note    {{.*}}traffic-notes-grouped.cu:10:12, 10:24, 10:36: sectors of this access counted one request per lane
// CHECK-NEXT: {{^                  }}(an upper bound): its address could not be derived [roofline-sector-estimate]
// CHECK-NOT:  traffic note    {{.*}}: sectors of this access counted one request per lane
