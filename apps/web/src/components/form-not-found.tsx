import { ArrowLeft, FileQuestion } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export function FormNotFound() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <FileQuestion className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-bold">Form not found</h1>
        <p className="text-muted-foreground">The requested form could not be found.</p>
        <Button asChild variant="outline">
          <Link to="/forms">
            <ArrowLeft aria-hidden /> Back to Forms
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
