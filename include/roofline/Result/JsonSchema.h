//===- JsonSchema.h - The keys of the JSON report ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The schema version of `--format json` and the keys a reader of it looks up
// (the baseline comparison, --baseline): one spelling for the writer
// (lib/Report/JsonReport.cpp) and its readers (lib/Lint/Baseline.cpp). The
// schema itself is described in docs/OutputFormats.md.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_RESULT_JSONSCHEMA_H
#define ROOFLINE_RESULT_JSONSCHEMA_H

namespace roofline {
namespace json_schema {

/// The version this roofline-lint writes, and the oldest it reads as a
/// baseline (2: no traffic model).
inline constexpr int Version = 4;
inline constexpr int OldestBaseline = 2;

// The report.
inline constexpr const char *SchemaVersion = "schema_version";
inline constexpr const char *Gpu = "gpu";
inline constexpr const char *Id = "id";
inline constexpr const char *Kernels = "kernels";
// A kernel, and a launch of it.
inline constexpr const char *Name = "name";
inline constexpr const char *File = "file";
inline constexpr const char *Line = "line";
inline constexpr const char *Launches = "launches";
inline constexpr const char *Intensity = "intensity";
inline constexpr const char *IntensityLimit = "intensity_limit";
inline constexpr const char *Roofline = "roofline";
inline constexpr const char *SoundTime = "sound_time_lower_bound_s";
inline constexpr const char *Sectors = "sectors";
// The headline: the lowest roof's estimate (schema 4).
inline constexpr const char *Predicted = "predicted";
inline constexpr const char *FlopsPerS = "flops_per_s";
inline constexpr const char *TimeS = "time_s";
// A traffic bound (sectors) and a roofline placement.
inline constexpr const char *Bytes = "bytes";
inline constexpr const char *Ceiling = "ceiling_flops_per_s";
inline constexpr const char *Bound = "bound";
// A finding, as --changed-only compares them.
inline constexpr const char *Findings = "findings";
inline constexpr const char *Kernel = "kernel";
inline constexpr const char *Fingerprint = "fingerprint";
inline constexpr const char *Suppressed = "suppressed";

} // namespace json_schema
} // namespace roofline

#endif // ROOFLINE_RESULT_JSONSCHEMA_H
