import { ArrowRight, CheckCircle2, FolderSync } from "lucide-react";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastInfo, toastSuccess } from "@/lib/toast";
import { useMisplacedMedia } from "../api/media-migration";
import { useRunMediaMigration } from "../api/run-media-migration";
import { PageHeader } from "@/components/page-header";

type Result = { migrated: number; failed: number; failures: { oldPath: string; reason: string }[] };

export function AdminMediaMigrationPage() {
  const { data, isPending, isError } = useMisplacedMedia();
  const run = useRunMediaMigration();
  const [result, setResult] = useState<Result | null>(null);
  useEffect(() => {
    if (isError) toastError("Error", "Failed to fetch files that need migration");
  }, [isError]);

  const files = data?.files ?? [];
  const movable = files.filter((f) => f.newPath !== null).length;

  async function start() {
    if (movable === 0) return toastInfo("No files to migrate");
    try {
      const outcome = await run.mutateAsync();
      setResult(outcome);
      toastSuccess("Migration Complete", `${outcome.migrated} files migrated successfully, ${outcome.failed} failed.`);
    } catch (err) {
      toastError("Migration Failed.", errorMessage(err, "The migration could not run."));
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Media Migration" description="Move owner yard-size media to the {formId}/{size}/{file} layout">
        <Button onClick={start} disabled={run.isPending || isPending || isError}>
          <FolderSync aria-hidden /> {run.isPending ? "Migrating..." : "Start Migration"}
        </Button>
      </PageHeader>
      {result && (
        <Alert>
          <CheckCircle2 aria-hidden />
          <div>
            <p className="font-medium">Migration Complete</p>
            <p>
              {result.migrated} files migrated successfully, {result.failed} failed.
            </p>
          </div>
        </Alert>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Files to migrate</CardTitle>
          <CardDescription>
            Files in the owner media storage whose path does not match the current layout.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {isPending ? (
            <Spinner label="Looking for files to migrate" />
          ) : isError ? (
            <Alert variant="destructive">Failed to fetch files that need migration</Alert>
          ) : files.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">No files to migrate</p>
          ) : (
            <Table aria-label="Files to migrate">
              <TableHeader>
                <TableRow>
                  <TableHead>Old Path</TableHead>
                  <TableHead className="w-6" />
                  <TableHead>New Path</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {files.map((f) => (
                  <TableRow key={f.oldPath}>
                    <TableCell className="break-all font-mono text-xs">{f.oldPath}</TableCell>
                    <TableCell>
                      <ArrowRight className="size-4 text-muted-foreground" aria-hidden />
                    </TableCell>
                    <TableCell className="break-all font-mono text-xs">
                      {f.newPath ?? <span className="font-sans text-amber-700">Cannot be moved: {f.reason}</span>}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
