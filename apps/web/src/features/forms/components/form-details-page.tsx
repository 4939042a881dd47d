import { ArrowLeft, ClipboardList, ExternalLink, Pencil } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError } from "@/lib/api-client";
import { directLink } from "../utils/embed-code";
import { useForm } from "../api/get-form";
import { toastError } from "@/lib/toast";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";
import { useDeferredData } from "@/lib/use-deferred-data";
import { AnalyticsTab } from "@/features/analytics/components/analytics-tab";
import { EmbedCodeTab } from "./embed-code-tab";
import { FormNotFound } from "@/components/form-not-found";
import { OverviewTab } from "./overview-tab";
import { SettingsTab } from "./settings-tab";

const errorStatus = (err: unknown) => (err instanceof ApiError ? err.status : null);

export function FormDetailsPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const query = useForm(id);
  const { data: form, isPending } = useDeferredData(query.data, query.isPending);
  const { isError, error } = query;
  const { copy, isCopied } = useCopyToClipboard();
  // 404 is "Form not found" on the page; 401 is the app-wide Session Expired flow.
  const failed = isError && errorStatus(error) !== 404 && errorStatus(error) !== 401;

  useEffect(() => {
    if (!failed) return;
    toastError("Error", "Failed to load form details.");
    navigate("/forms", { replace: true });
  }, [failed, navigate]);

  if (isError && errorStatus(error) === 404) return <FormNotFound />;
  if (isPending || isError || !form) return <Spinner label="Loading form" />;

  const copyLink = () => copy("link", directLink(form.id), "Direct link");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <Link
          to="/forms"
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to Forms
        </Link>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="break-words text-3xl font-bold tracking-tight">{form.document.name}</h1>
              <Badge variant={form.status === "published" ? "success" : "secondary"}>
                {form.status === "published" ? "Published" : "Draft"}
              </Badge>
            </div>
            <p className="mt-1 text-muted-foreground">Form details, embed code and performance</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={directLink(form.id)} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden /> Preview
              </a>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/forms/${form.id}/edit`}>
                <Pencil aria-hidden /> Edit Form
              </Link>
            </Button>
            <Button asChild>
              <Link to={`/forms/${form.id}/submissions`}>
                <ClipboardList aria-hidden /> View Submissions
              </Link>
            </Button>
          </div>
        </div>
      </div>
      <Tabs defaultValue="overview">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-auto">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="embed">Embed Code</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab form={form} copied={isCopied("link")} onCopyLink={copyLink} />
        </TabsContent>
        <TabsContent value="embed">
          <EmbedCodeTab form={form} isCopied={isCopied} copy={copy} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab form={form} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab formId={form.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
