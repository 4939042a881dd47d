import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "./defaults";
import type { FormDocument } from "./form-document";
import { measurementProblems } from "./measurement-problems";
import { publishProblems } from "./publish-problems";

function measuring(change: (doc: FormDocument) => void = () => {}): FormDocument {
  const doc = defaultFormDocument();
  doc.yardSizes.measurement.enabled = true;
  change(doc);
  return doc;
}

const fields = (doc: FormDocument) => measurementProblems(doc).map((p) => p.field);

describe("measurementProblems", () => {
  it("finds nothing in the default tiers, nor when measurement or mowing is off", () => {
    expect(measurementProblems(measuring())).toEqual([]);
    const zeroRates = (d: FormDocument) => (d.yardSizes.measurement.pricing = "rate");
    expect(fields(measuring(zeroRates))).toEqual(["ratePerThousandSqFt"]);
    expect(measurementProblems(measuring((d) => (zeroRates(d), (d.yardSizes.measurement.enabled = false))))).toEqual(
      [],
    );
    expect(measurementProblems(measuring((d) => (zeroRates(d), (d.services.mowing.enabled = false))))).toEqual([]);
  });

  it("refuses rate pricing where every rate is zero, even with a minimum price, and accepts one rate", () => {
    const problems = measurementProblems(
      measuring((d) => {
        d.yardSizes.measurement.pricing = "rate";
        d.yardSizes.measurement.minimumPrice = 40;
      }),
    );
    expect(problems).toEqual([
      {
        field: "ratePerThousandSqFt",
        message:
          "Yard Sizes, Measurement: every rate per 1,000 sq ft is $0, so a measured lawn gets no price. Set at least one rate.",
      },
    ]);
    const oneRate = measuring((d) => {
      d.yardSizes.measurement.pricing = "rate";
      d.yardSizes.measurement.ratePerThousandSqFt.monthly = 4;
    });
    expect(measurementProblems(oneRate)).toEqual([]);
  });

  it("refuses overlapping tier ranges, the owner's or read from the descriptions", () => {
    const owner = measuring((d) => {
      d.yardSizes.measurement.smallMaxSqFt = 12_000;
      d.yardSizes.measurement.mediumMaxSqFt = 12_000;
    });
    expect(measurementProblems(owner)[0].message).toContain(
      "the Medium yard goes up to 12,000 sq ft, which is not above the Small yard's 12,000 sq ft",
    );
    const described = measuring((d) => (d.yardSizes.medium.description = "Up to 5,000 sq ft"));
    expect(fields(described)).toEqual(["mediumMaxSqFt"]);
    // The owner's number wins over a description that would overlap.
    const fixed = measuring((d) => {
      d.yardSizes.medium.description = "Up to 5,000 sq ft";
      d.yardSizes.measurement.mediumMaxSqFt = 20_000;
    });
    expect(measurementProblems(fixed)).toEqual([]);
  });

  it("refuses a largest priced lawn that is not above the Small range", () => {
    const doc = measuring((d) => (d.yardSizes.measurement.maxSqFt = 10_890));
    expect(fields(doc)).toEqual(["maxSqFt"]);
    expect(measurementProblems(doc)[0].message).toContain("the largest lawn priced online (10,890 sq ft)");
    expect(measurementProblems(measuring((d) => (d.yardSizes.measurement.maxSqFt = 10_891)))).toEqual([]);
  });

  it("asks for a price on a hidden tier that a measured area can reach, not on one it cannot", () => {
    const hideLarge = (d: FormDocument) => {
      d.yardSizes.large.enabled = false;
      d.yardSizes.large.weeklyPriceEnabled = false;
      d.yardSizes.large.biweeklyPriceEnabled = false;
      d.yardSizes.large.monthlyPriceEnabled = false;
    };
    const problems = measurementProblems(measuring(hideLarge));
    expect(problems.map((p) => p.field)).toEqual(["tierPrices"]);
    expect(problems[0].message).toContain("the Large yard size, which is hidden and has no enabled price");
    // With every lawn above Medium's range sent to the custom path, Large is never reached.
    const unreachable = measuring((d) => {
      hideLarge(d);
      d.yardSizes.measurement.maxSqFt = 21_780;
    });
    expect(measurementProblems(unreachable)).toEqual([]);
  });

  it("is part of what publishing refuses", () => {
    const doc = measuring((d) => (d.yardSizes.measurement.pricing = "rate"));
    expect(publishProblems(doc)).toEqual([measurementProblems(doc)[0].message]);
  });
});
