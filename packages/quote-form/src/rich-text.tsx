import { decodeEntities } from "@yq/form-schema/rich-text";
import {
  isAllowedLinkHref,
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_LIST_TAGS,
  richTextTags,
} from "@yq/form-schema/rich-text-rules";
import type { RichText as RichTextHtml } from "@yq/form-schema/fields";
import { createElement, type ReactNode } from "react";

// Owner texts may hold HTML from the rich-text editor. They are rebuilt as React elements from
// an allow-list (never injected as HTML), so the preview of an unsaved draft is as safe as the
// public page, whose texts the server has already sanitised (each to its own format; this
// renderer knows the widest one, as the draft's texts are the editor's own output).

const TAGS = new Set(richTextTags("rich-with-bullets"));
// "[text](https://...)" in plain text (the consent text of older forms) becomes a link.
const MARKDOWN_LINK = /\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;

function link(href: string, children: ReactNode, key: string | number) {
  return isAllowedLinkHref(href) ? (
    <a key={key} href={href} {...RICH_TEXT_LINK_ATTRIBUTES}>
      {children}
    </a>
  ) : (
    <span key={key}>{children}</span>
  );
}

function textWithLinks(text: string, keyBase: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    out.push(link(match[2], match[1], `${keyBase}-${match.index}`));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const BLOCKS = new Set<string>(["p", ...RICH_TEXT_LIST_TAGS]);

function convert(node: Node, key: string, inline: boolean): ReactNode {
  if (node.nodeType === 3) return textWithLinks(node.textContent ?? "", key);
  if (node.nodeType !== 1) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  const children = Array.from(el.childNodes).map((child, i) => convert(child, `${key}.${i}`, inline));
  if (!TAGS.has(tag)) return children;
  if (tag === "a") return link(el.getAttribute("href") ?? "", children, key);
  if (tag === "br") return <br key={key} />;
  // Inside a heading, label or button only phrasing content is valid: blocks become spans.
  if (inline && BLOCKS.has(tag)) return createElement("span", { key, className: "yq-rt-line" }, ...children);
  return createElement(tag, { key }, ...children);
}

/** Renders owner rich text; `inline` flattens paragraphs so it fits in a label or a button. */
export function RichText({ html, inline = false }: { html: RichTextHtml; inline?: boolean }) {
  // Still HTML without tags: the server's sanitiser leaves "&gt;" and "&quot;" behind when it
  // removes a tag (a title typed as `Mow <3 "Pro">`), which must read as the characters again.
  if (!html.includes("<")) return <>{textWithLinks(decodeEntities(html), "t")}</>;
  const doc = new DOMParser().parseFromString(html, "text/html");
  return <>{Array.from(doc.body.childNodes).map((n, i) => convert(n, String(i), inline))}</>;
}
