//===- crt/host_defines.h - roofline-lint stand-in ------------------------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name;
// the definitions live in <host_defines.h>.
//
//===----------------------------------------------------------------------===//

#include "../host_defines.h"
