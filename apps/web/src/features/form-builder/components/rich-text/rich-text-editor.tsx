import { EditorContent, useEditor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { useEffect, useId } from "react";
import { Label } from "@/components/ui/label";
import { RichTextToolbar } from "./rich-text-toolbar";

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Bullets only for the quote disclaimer, the one text that is a list of terms. */
  allowBullets?: boolean;
};

/** Bold, italic, underline and links (StarterKit 3 brings Link and Underline); nothing else. */
export function RichTextEditor({ label, value, onChange, allowBullets = false }: Props) {
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
        link: { openOnClick: false, autolink: false, protocols: ["http", "https", "mailto", "tel"] },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class:
          "min-h-20 px-3 py-2 text-sm outline-none [&_a]:text-primary [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5 [&_p]:my-1",
      },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? "" : editor.getHTML()),
  });

  // Outside changes (loading another form) replace the content; our own echoes are ignored.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

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
