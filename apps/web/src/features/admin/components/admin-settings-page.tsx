import { ArrowRight, FolderSync, Images } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/page-header";

export function AdminSettingsPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Admin Settings" description="Platform configuration" />
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Images className="size-5 text-primary" aria-hidden /> Media Management
            </CardTitle>
            <CardDescription>Manage the yard-size GIF library that owners can pick for their forms.</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button asChild>
              <Link to="/admin/yard-size-media">
                Manage Yard Size Media <ArrowRight />
              </Link>
            </Button>
          </CardFooter>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <FolderSync className="size-5 text-primary" aria-hidden /> Media Migration
            </CardTitle>
            <CardDescription>Move owner media stored in an old folder layout to the current one.</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button asChild variant="outline">
              <Link to="/admin/media-migration">
                Open Media Migration <ArrowRight />
              </Link>
            </Button>
          </CardFooter>
        </Card>
      </div>
    </div>
  );
}
