//===- NumberTextTest.cpp - Numbers as text -------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/NumberText.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <random>

using namespace roofline;

TEST(NumberText, Fixed) {
  EXPECT_EQ(fixedText(0.25, 3), "0.250");
  EXPECT_EQ(fixedText(125.98e9 / 1e9, 0), "126");
  EXPECT_EQ(fixedText(-0.004, 2), "-0.00");
  EXPECT_EQ(fixedText(2.5, 0), "2"); // round half to even, as printf
}

TEST(NumberText, General) {
  EXPECT_EQ(generalText(29.10, 6), "29.1");
  EXPECT_EQ(generalText(3350, 6), "3350");
  EXPECT_EQ(generalText(0.24996, 3), "0.25");
  EXPECT_EQ(generalText(1e-5, 3), "1e-05");
  EXPECT_EQ(generalText(1234567, 3), "1.23e+06");
}

TEST(NumberText, SignedAndHex) {
  EXPECT_EQ(signedFixedText(0, 1), "+0.0");
  EXPECT_EQ(signedFixedText(-12.34, 1), "-12.3");
  EXPECT_EQ(hexText(0xabc, 16), "0000000000000abc");
  EXPECT_EQ(hexText(~uint64_t(0), 16), "ffffffffffffffff");
}

// The reports' numbers were printf's before; they must read the same.
TEST(NumberText, SameAsPrintf) {
  std::mt19937_64 Rng(42);
  std::uniform_real_distribution<double> Exp(-12, 16), Mant(1, 10);
  for (int I = 0; I < 20000; ++I) {
    double V = Mant(Rng) * std::pow(10, Exp(Rng)) * (I % 5 == 0 ? -1 : 1);
    for (int Digits : {0, 1, 2, 3, 4, 6}) {
      char Buf[512];
      std::snprintf(Buf, sizeof Buf, "%.*f", Digits, V);
      ASSERT_EQ(fixedText(V, Digits), Buf) << V;
      std::snprintf(Buf, sizeof Buf, "%+.*f", Digits, V);
      ASSERT_EQ(signedFixedText(V, Digits), Buf) << V;
      if (Digits > 0) {
        std::snprintf(Buf, sizeof Buf, "%.*g", Digits, V);
        ASSERT_EQ(generalText(V, Digits), Buf) << V;
      }
    }
  }
}
