import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ACCOUNT_EXPORT_URL } from "../api/export-account";

/** "Download my data": one zip of everything the account holds. */
export function DataRightsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Data</CardTitle>
        <CardDescription>
          Download everything your account holds as one zip file: your profile, forms and their published versions,
          every lead with all its records, media addresses, webhook settings (without secrets) and text alert settings.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href={ACCOUNT_EXPORT_URL} download>
            <Download aria-hidden /> Download my data
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
