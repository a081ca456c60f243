// Kernel names with template arguments are XML-escaped: `<`, `>` and `&` in
// a name never reach the SVG as markup, and the document still parses.
// RUN: %roofline-lint %s --format svg > %t.svg
// RUN: FileCheck %s < %t.svg --implicit-check-not='scale_by<'
// RUN: python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1]); print("xml ok")' %t.svg | FileCheck %s --check-prefix=XML

template <int Factor>
__global__ void scale_by(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = Factor * x[i];
}

void run(const float *x, float *y) { scale_by<4><<<64, 256>>>(x, y, 16384); }

// CHECK: <text class="point-label" {{.*}}>scale_by&lt;4&gt; (escape-names.cu:8)</text>
// XML: xml ok
