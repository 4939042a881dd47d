import { DEFAULT_TIME_ZONE, timeZoneOptions } from "@yq/form-schema/business-profile";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toastError, toastSuccess } from "@/lib/toast";
import { useDeferredData } from "@/lib/use-deferred-data";
import { useProfile } from "../api/get-profile";
import { useUpdateProfile } from "../api/update-profile";
import { BusinessLogoField } from "./business-logo-field";
import { ChangePasswordCard } from "@/features/account-security/components/change-password-card";
import { DangerZoneCard } from "@/features/account-security/components/danger-zone-card";
import { DataRightsCard } from "@/features/account-security/components/data-rights-card";
import { SessionsCard } from "@/features/account-security/components/sessions-card";
import { SignOutEverywhereCard } from "@/features/account-security/components/sign-out-everywhere-card";
import { TextAlertsCard } from "@/features/notifications/components/text-alerts-card";
import { TwoFactorCard } from "@/features/account-security/components/two-factor-card";

export function ProfilePage() {
  const query = useProfile();
  const { data: profile, isPending } = useDeferredData(query.data, query.isPending);
  const isError = query.isError;
  const update = useUpdateProfile();
  const [fullName, setFullName] = useState("");
  const [companyName, setCompanyName] = useState("");
  const [phone, setPhone] = useState("");
  const [timeZone, setTimeZone] = useState(DEFAULT_TIME_ZONE);
  const zones = useMemo(() => timeZoneOptions(profile?.timeZone), [profile?.timeZone]);

  useEffect(() => {
    if (profile) {
      setFullName(profile.fullName ?? "");
      setCompanyName(profile.companyName ?? "");
      setPhone(profile.phone ?? "");
      setTimeZone(profile.timeZone);
    }
  }, [profile]);
  useEffect(() => {
    if (isError) toastError("Error", "Failed to load profile");
  }, [isError]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    try {
      await update.mutateAsync({
        fullName: fullName.trim() || null,
        companyName: companyName.trim() || null,
        phone: phone.trim() || null,
        timeZone,
      });
      toastSuccess("Success", "Profile updated successfully.");
    } catch (err) {
      toastError(
        "Error",
        err instanceof Error && err.message ? `Failed to update profile: ${err.message}` : "Failed to update profile",
      );
    }
  }

  if (isPending) return <Spinner />;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
        <p className="text-muted-foreground">Your account details</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Profile Settings</CardTitle>
          <CardDescription>
            Your customers' emails come from your company name and show its phone and logo. Times in every email are in
            your time zone.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor="profile-email">Email</Label>
              <Input id="profile-email" type="email" value={profile?.email ?? ""} readOnly disabled />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="profile-full-name">Full Name</Label>
              <Input
                id="profile-full-name"
                value={fullName}
                maxLength={120}
                onChange={(e) => setFullName(e.target.value)}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="profile-company">Company Name</Label>
              <Input
                id="profile-company"
                value={companyName}
                maxLength={100}
                autoComplete="organization"
                onChange={(e) => setCompanyName(e.target.value)}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="profile-phone">Business Phone</Label>
              <Input
                id="profile-phone"
                type="tel"
                value={phone}
                maxLength={30}
                autoComplete="tel"
                onChange={(e) => setPhone(e.target.value)}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="profile-time-zone">Time Zone</Label>
              {/* A native select: over 400 zones, found by typing the first letters. */}
              <select
                id="profile-time-zone"
                value={timeZone}
                onChange={(e) => setTimeZone(e.target.value)}
                className="flex h-10 w-full cursor-pointer rounded-md border border-input bg-background px-3 py-2 text-sm"
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace(/_/g, " ")}
                  </option>
                ))}
              </select>
            </div>
            <BusinessLogoField logoUrl={profile?.logoUrl ?? null} businessName={companyName} />
            <div>
              <Button type="submit" disabled={update.isPending || isError}>
                {update.isPending ? "Saving..." : "Save Changes"}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <TextAlertsCard />
      <ChangePasswordCard />
      <TwoFactorCard />
      <SessionsCard />
      <SignOutEverywhereCard />
      <DataRightsCard />
      <DangerZoneCard />
    </div>
  );
}
