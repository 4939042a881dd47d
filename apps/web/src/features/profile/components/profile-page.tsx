import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toastError, toastSuccess } from "@/lib/toast";
import { useProfile, useUpdateProfile } from "../api/profile";
import { DangerZoneCard } from "./danger-zone-card";
import { DataRightsCard } from "./data-rights-card";
import { SessionsCard } from "./sessions-card";
import { SignOutEverywhereCard } from "./sign-out-everywhere-card";
import { TextAlertsCard } from "./text-alerts-card";
import { TwoFactorCard } from "./two-factor-card";

export function ProfilePage() {
  const { data: profile, isPending, isError } = useProfile();
  const update = useUpdateProfile();
  const [fullName, setFullName] = useState("");
  const [companyName, setCompanyName] = useState("");

  useEffect(() => {
    if (profile) {
      setFullName(profile.fullName ?? "");
      setCompanyName(profile.companyName ?? "");
    }
  }, [profile]);
  useEffect(() => {
    if (isError) toastError("Error", "Failed to load profile");
  }, [isError]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    try {
      await update.mutateAsync({ fullName: fullName.trim() || null, companyName: companyName.trim() || null });
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
          <CardDescription>Your name and business name appear in emails to your customers.</CardDescription>
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
                maxLength={120}
                onChange={(e) => setCompanyName(e.target.value)}
              />
            </div>
            <div>
              <Button type="submit" disabled={update.isPending || isError}>
                {update.isPending ? "Saving..." : "Save Changes"}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <TextAlertsCard />
      <TwoFactorCard />
      <SessionsCard />
      <SignOutEverywhereCard />
      <DataRightsCard />
      <DangerZoneCard />
    </div>
  );
}
