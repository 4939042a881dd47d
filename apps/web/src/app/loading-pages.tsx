// The owner's screens as they show before the app has started, one per prerendered path
// (src/prerender.tsx, decision 123): the same heading and frame as the screen, a sentence of what
// it holds, placeholders of about the content's size. The app renders the screen itself out of
// sight and puts it in their place once its first answers are in (src/app/start.tsx), so the
// screen's own loading state (a spinner on some) never shows on a first load.
import { Skeleton } from "@/components/ui/skeleton";
import { LoadingPage, SkeletonCard, SkeletonRows } from "@/components/loading-page";

export function FormsLoading() {
  return (
    <LoadingPage
      title="My Forms"
      intro="Create and manage your lawn care service forms: each one's status, its leads and views, and the way to edit it, preview it, put it on your website or read the quotes your visitors asked for."
      label="Loading forms"
      actions={["New Form"]}
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          // The same test id as the screen's own placeholder cards (features/forms/components/forms-skeleton.tsx).
          <SkeletonCard key={i} lines={4} className="h-64" data-testid="form-card-skeleton" />
        ))}
      </div>
    </LoadingPage>
  );
}

export function FormDetailsLoading() {
  return (
    <LoadingPage
      title="Form details"
      intro="Form details, embed code and performance: the form's direct link, the code that puts it on your website, its settings, and how many visitors saw it, started it and accepted a quote."
      label="Loading form"
      back={{ href: "/forms", text: "Back to Forms" }}
      actions={["Preview", "Edit Form", "View Submissions"]}
    >
      <Skeleton className="h-20 w-full sm:h-10 sm:w-96" />
      <SkeletonCard lines={4} />
      <SkeletonCard lines={2} />
    </LoadingPage>
  );
}

export function SubmissionsLoading() {
  return (
    <LoadingPage
      title="Submissions"
      intro="Every lead this form brought, newest first: who asked, what they chose, how far they went and the status you gave them. Filter them by stage, status or date and open one to read it all."
      label="Loading submissions"
      back={{ href: "/forms", text: "Back to Forms" }}
    >
      <div className="rounded-lg border bg-card p-2 shadow-sm sm:p-4">
        <SkeletonRows count={6} />
      </div>
    </LoadingPage>
  );
}

export function BuilderLoading() {
  return (
    <LoadingPage
      title="Form builder"
      intro="Edit your quote form step by step: its name and trade, the questions visitors answer, the prices it quotes, the way it looks, and what happens once a visitor accepts. Save to keep your changes."
      label="Loading form"
    >
      <div className="flex flex-col gap-6 lg:flex-row">
        <div className="flex gap-2 overflow-hidden lg:w-48 lg:flex-col">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-28 shrink-0 lg:w-full" />
          ))}
        </div>
        <div className="flex flex-1 flex-col gap-4 rounded-lg border bg-background p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      </div>
    </LoadingPage>
  );
}

export function LeadsLoading() {
  return (
    <LoadingPage
      title="Leads"
      intro="Every lead from all your forms, newest first: who asked for a quote, on which form, how far they went and the status you gave them. Filter by form, status, stage or date, and open one to read it."
      label="Loading leads"
    >
      <div className="flex flex-col gap-4 rounded-lg border bg-card p-3 shadow-sm sm:p-4">
        <Skeleton className="h-10 w-full" />
        <SkeletonRows count={6} />
      </div>
    </LoadingPage>
  );
}

export function ScheduleLoading() {
  return (
    <LoadingPage
      title="Schedule"
      intro="The visits your customers booked, day by day: the week at a glance, each day's route with its addresses, and the visits to mark done. Set the days and hours you can come in When you can come."
      label="Loading visits"
      actions={["When you can come"]}
    >
      <Skeleton className="h-10 w-full sm:w-96" />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-7">
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
    </LoadingPage>
  );
}

export function ProfileLoading() {
  return (
    <LoadingPage
      title="Profile"
      intro="Your account details and your business as your customers see it: the company name, phone and logo on their emails, text alerts, your password, two-step sign-in, your sessions and your data."
      label="Loading profile"
      className="mx-auto max-w-2xl"
    >
      <SkeletonCard lines={6} />
      <SkeletonCard lines={3} />
    </LoadingPage>
  );
}

export function SubscriptionLoading() {
  return (
    <LoadingPage
      title="Subscription"
      intro="Your plan and billing: whether your forms take quotes, what your plan costs and when it renews, the invoices and card Stripe keeps for you, and how your customers pay you for their visits."
      label="Loading subscription"
      className="mx-auto max-w-3xl"
    >
      <SkeletonCard lines={3} />
      <SkeletonCard lines={3} />
    </LoadingPage>
  );
}
