import type { TextContent } from "@yq/form-schema/customization";
import { RichText } from "./rich-text";

/** The form's title and description, as the owner turned them on. */
export function FormHeader({ text }: { text: TextContent }) {
  if (!text.formTitleEnabled && !text.formDescriptionEnabled) return null;
  return (
    <header className="yq-header">
      {text.formTitleEnabled && text.formTitle && (
        <h1 className="yq-title">
          <RichText html={text.formTitle} inline />
        </h1>
      )}
      {text.formDescriptionEnabled && text.formDescription && (
        <div className="yq-description">
          <RichText html={text.formDescription} />
        </div>
      )}
    </header>
  );
}
