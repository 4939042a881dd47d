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

/** Owner HTML as a tree: text, or an element with its link target (the one attribute kept). */
type HtmlNode = string | { tag: string; href: string | null; children: HtmlNode[] };

// A tag (its name and attributes) or a comment. Parsed without a DOM, as the server renders the
// form's first step too (render-form.tsx): both sides must read the same tree.
const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|<!--[\s\S]*?-->/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const VOID_TAGS = new Set(["br", "hr", "img", "input", "wbr"]);

function parseHtml(html: string): HtmlNode[] {
  const root: Exclude<HtmlNode, string> = { tag: "", href: null, children: [] };
  const open = [root];
  const text = (raw: string) => raw && open[open.length - 1].children.push(decodeEntities(raw));
  let last = 0;
  for (const match of html.matchAll(TOKEN)) {
    text(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, name, attributes = ""] = match;
    if (!name) continue;
    const tag = name.toLowerCase();
    if (closing) {
      // A closing tag ends its element and any left open inside it; a stray one is ignored.
      for (let i = open.length - 1; i > 0; i--) {
        if (open[i].tag === tag) {
          open.length = i;
          break;
        }
      }
      continue;
    }
    const href = HREF.exec(attributes);
    const node = { tag, href: href ? decodeEntities(href[1] ?? href[2] ?? href[3]) : null, children: [] };
    open[open.length - 1].children.push(node);
    if (!VOID_TAGS.has(tag) && !attributes.endsWith("/")) open.push(node);
  }
  text(html.slice(last));
  return root.children;
}

function convert(node: HtmlNode, key: string, inline: boolean): ReactNode {
  if (typeof node === "string") return textWithLinks(node, key);
  const { tag } = node;
  const children = node.children.map((child, i) => convert(child, `${key}.${i}`, inline));
  if (!TAGS.has(tag)) return children;
  if (tag === "a") return link(node.href ?? "", children, key);
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
  return <>{parseHtml(html).map((n, i) => convert(n, String(i), inline))}</>;
}
