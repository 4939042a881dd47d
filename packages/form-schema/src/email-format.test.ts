import { describe, expect, it } from "vitest";
import {
  NOTIFICATION_EMAIL_MESSAGES,
  canSendNotifications,
  isValidNotificationEmail,
  normalizeNotificationEmail,
} from "./email-format";

describe("notification email", () => {
  it("stores empty as null", () => {
    expect(normalizeNotificationEmail("")).toBeNull();
    expect(normalizeNotificationEmail("   ")).toBeNull();
    expect(normalizeNotificationEmail(null)).toBeNull();
    expect(normalizeNotificationEmail(" me@x.io ")).toBe("me@x.io");
  });

  it("allows empty, otherwise text@text.text with no spaces", () => {
    expect(isValidNotificationEmail("")).toBe(true);
    expect(isValidNotificationEmail(null)).toBe(true);
    expect(isValidNotificationEmail("owner@lawn.co")).toBe(true);
    expect(isValidNotificationEmail("owner@lawn")).toBe(false);
    expect(isValidNotificationEmail("own er@lawn.co")).toBe(false);
    expect(isValidNotificationEmail("owner@@lawn.co")).toBe(false);
  });

  it("sends only when switched on with a valid address", () => {
    expect(canSendNotifications({ email: "a@b.co", notifications_enabled: true })).toBe(true);
    expect(canSendNotifications({ email: "a@b.co", notifications_enabled: false })).toBe(false);
    expect(canSendNotifications({ email: null, notifications_enabled: true })).toBe(false);
    expect(canSendNotifications({ email: "a@b", notifications_enabled: true })).toBe(false);
  });

  it("has its toasts", () => {
    expect(NOTIFICATION_EMAIL_MESSAGES).toEqual({
      invalid: { title: "Invalid Email Format", message: "Please enter a valid email address or leave it empty" },
      valid: { title: "Email Validated", message: "Your email has been successfully validated" },
    });
  });
});
