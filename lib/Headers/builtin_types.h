//===- builtin_types.h - roofline-lint stand-in for the CUDA SDK header ---===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// pulls in the vector, driver and library types.
//
//===----------------------------------------------------------------------===//

#ifndef __ROOFLINE_BUILTIN_TYPES_H
#define __ROOFLINE_BUILTIN_TYPES_H

#include "driver_types.h"
#include "library_types.h"
#include "vector_types.h"

#define __DEVICE_TYPES_H__
#define __SURFACE_TYPES_H__
#define __TEXTURE_TYPES_H__

#endif // __ROOFLINE_BUILTIN_TYPES_H
