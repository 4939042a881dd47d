import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import type { RichText } from "@yq/form-schema/fields";
import { richText } from "@yq/form-schema/rich-text";
import { compactRichText, RICH_TEXT_LINK_SCHEMES } from "@yq/form-schema/rich-text-rules";
import { useEffect, useId } from "react";
import { Label } from "@/components/ui/label";
import { RichTextToolbar } from "./rich-text-toolbar";

type Props = {
  label: string;
  value: RichText;
  onChange: (html: RichText) => void;
  /** Bullets only for the quote disclaimer. */
  allowBullets?: boolean;
  /** Stores a one-paragraph text without its <p>, so it lays out as the bare text it replaces. */
  compact?: boolean;
  /** A one-line text (a title) gets a one-line box. */
  singleLine?: boolean;
};

// The editor only produces the marks it was configured with: its HTML is rich text by construction.
const editorHtml = (editor: Editor, compact: boolean): RichText => {
  const html = richText(editor.isEmpty ? "" : editor.getHTML());
  return compact ? compactRichText(html) : html;
};

/**
 * Bold, italic, underline and links (StarterKit 3 brings Link and Underline); nothing else: the
 * marks of the shared allow-list (rich-text-rules), which the server and the form also apply.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  allowBullets = false,
  compact = false,
  singleLine = false,
}: Props) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        orderedList: false,
        bulletList: allowBullets ? {} : false,
        listItem: allowBullets ? {} : false,
        listKeymap: allowBullets ? {} : false,
        link: { openOnClick: false, autolink: false, protocols: [...RICH_TEXT_LINK_SCHEMES] },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class: `${singleLine ? "min-h-9" : "min-h-20"} px-3 py-2 text-sm outline-none [&_a]:text-primary [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5 [&_p]:my-1`,
      },
    },
    onUpdate: ({ editor }) => onChange(editorHtml(editor, compact)),
  });

  // Outside changes (loading another form) replace the content; our own echoes are ignored.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editorHtml(editor, compact);
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, compact]);

  return (
    <div className="flex flex-col gap-2">
      <Label id={labelId}>{label}</Label>
      <div className="rounded-md border border-input bg-background focus-within:ring-2 focus-within:ring-ring">
        {editor && <RichTextToolbar editor={editor} allowBullets={allowBullets} label={label} />}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
