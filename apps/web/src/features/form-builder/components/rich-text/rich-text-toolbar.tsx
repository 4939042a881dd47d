import { useEditorState, type Editor } from "@tiptap/react";
import { isAllowedLinkHref } from "@yq/form-schema/rich-text-rules";
import { Bold, Italic, Link2, List, Underline, Unlink } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type Props = { editor: Editor; allowBullets: boolean; label: string };

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn("h-8 w-8 p-0", active && "bg-accent text-accent-foreground")}
    >
      {children}
    </Button>
  );
}

export function RichTextToolbar({ editor, allowBullets, label }: Props) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      link: e.isActive("link"),
      bullets: e.isActive("bulletList"),
      hasSelection: !e.state.selection.empty,
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState("");

  // A link needs selected text and a non-empty address; without a scheme it is a web address.
  const canApply = state.hasSelection && url.trim() !== "";
  function applyLink() {
    if (!canApply) return;
    const href = isAllowedLinkHref(url) ? url.trim() : `https://${url.trim()}`;
    editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    setLinkOpen(false);
    setUrl("");
  }

  return (
    <div className="border-b border-input">
      <div className="flex flex-wrap items-center gap-1 p-1" role="toolbar" aria-label={`${label} formatting`}>
        <ToolButton label="Bold" active={state.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
          <Bold />
        </ToolButton>
        <ToolButton label="Italic" active={state.italic} onClick={() => editor.chain().focus().toggleItalic().run()}>
          <Italic />
        </ToolButton>
        <ToolButton
          label="Underline"
          active={state.underline}
          onClick={() => editor.chain().focus().toggleUnderline().run()}
        >
          <Underline />
        </ToolButton>
        <ToolButton
          label="Add link"
          active={linkOpen}
          disabled={!state.hasSelection && !linkOpen}
          onClick={() => setLinkOpen((o) => !o)}
        >
          <Link2 />
        </ToolButton>
        {state.link && (
          <ToolButton
            label="Remove link"
            onClick={() => editor.chain().focus().extendMarkRange("link").unsetLink().run()}
          >
            <Unlink />
          </ToolButton>
        )}
        {allowBullets && (
          <ToolButton
            label="Bullet list"
            active={state.bullets}
            onClick={() => editor.chain().focus().toggleBulletList().run()}
          >
            <List />
          </ToolButton>
        )}
      </div>
      {linkOpen && (
        <div className="flex flex-wrap items-center gap-2 p-2 pt-0">
          <Input
            aria-label="Link URL"
            placeholder="https://example.com"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                applyLink();
              }
            }}
            className="h-8 min-w-0 flex-1"
          />
          <Button
            type="button"
            size="sm"
            className="h-8"
            disabled={!canApply}
            onMouseDown={(e) => e.preventDefault()}
            onClick={applyLink}
          >
            Apply
          </Button>
          <Button type="button" size="sm" variant="ghost" className="h-8" onClick={() => setLinkOpen(false)}>
            Cancel
          </Button>
          {!state.hasSelection && (
            <p className="w-full text-xs text-muted-foreground">Select the text to link first.</p>
          )}
        </div>
      )}
    </div>
  );
}
