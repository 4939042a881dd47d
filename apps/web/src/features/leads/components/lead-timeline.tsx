import type { LeadEvent, LeadEventKind } from "@yq/form-schema/lead-work";
import { format } from "date-fns";
import {
  BadgeDollarSign,
  Check,
  Eye,
  MailCheck,
  MousePointerClick,
  NotebookPen,
  Plus,
  Send,
  Tag,
  Undo2,
  UserRound,
  X,
  type LucideIcon,
} from "lucide-react";

const ICONS: Record<LeadEventKind, LucideIcon> = {
  viewed: Eye,
  started: UserRound,
  price_shown: Tag,
  accepted: Check,
  declined: X,
  sent: Send,
  upsell: Plus,
  paid: BadgeDollarSign,
  followed_up: MailCheck,
  came_back: Undo2,
  status: MousePointerClick,
  note: NotebookPen,
};

/** The lead's moments, oldest first, each with its date and time. */
export function LeadTimeline({ events }: { events: LeadEvent[] }) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Timeline">
      {events.map((event, i) => {
        const Icon = ICONS[event.kind];
        return (
          <li key={`${event.kind}-${i}`} className="flex gap-3 text-sm">
            <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-muted">
              <Icon className="size-3.5" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block whitespace-pre-line break-words">{event.text}</span>
              <span className="block text-xs text-muted-foreground">
                {format(new Date(event.at), "MMM d, yyyy 'at' h:mm a")}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
