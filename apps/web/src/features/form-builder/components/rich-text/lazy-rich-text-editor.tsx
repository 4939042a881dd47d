import { lazy, Suspense, type ComponentProps } from "react";
import { Label } from "@/components/ui/label";

// The editor (tiptap with ProseMirror) is a chunk of its own: no step the builder opens on has a
// rich text, so its first paint does without it (decision 123; the builder's chunk was 184 KB).
const Editor = lazy(async () => ({ default: (await import("./rich-text-editor")).RichTextEditor }));

type Props = ComponentProps<typeof Editor>;

/** The rich text editor, and while its code loads a box of its size under the same label. */
export function RichTextEditor(props: Props) {
  return (
    <Suspense
      fallback={
        <div className="flex flex-col gap-2">
          <Label>{props.label}</Label>
          <div
            className={`rounded-md border border-input bg-background ${props.singleLine ? "h-[4.75rem]" : "h-[6.75rem]"}`}
          />
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
