// /embed-chrome.js: the popup, slide-in and full-page modes of embed.js,
// loaded by embed.js only for those modes so the inline loader stays small. Draws the button
// and the dialog in the form's own look (colours, corners, font, backdrop) as the server's
// check described it, and hands the frame it was given its place on the owner's page.
import type { EmbedChrome } from "@yq/form-schema/embed-chrome";

export type ShowChrome = (ask: {
  mode: string;
  frame: HTMLIFrameElement;
  src: string;
  script: HTMLScriptElement;
  /** The server's EmbedChrome as JSON; null when it said nothing (the form is not on show). */
  chrome: string | null;
  origin: string;
}) => void;

// The text the snippets wrote before the owner could set it: a snippet that still says it
// shows the owner's text instead; any other data-button-text is that page's own choice.
const OLD_SNIPPET_TEXT = "Get a quote";
const FALLBACK: EmbedChrome = {
  text: OLD_SNIPPET_TEXT,
  position: null,
  button: "#111827",
  buttonText: "#ffffff",
  radius: "8px",
  font: "ui-sans-serif,system-ui,sans-serif",
  fontCss: null,
  backdrop: "#ffffff",
};
const TOP = "position:fixed;z-index:2147483000;";
// Dark on a white ring: stays visible on a light or a dark form, and on a photo.
const CLOSE_ICON =
  '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M4 4l12 12M16 4L4 16" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></svg>';

function read(json: string | null): EmbedChrome {
  try {
    return Object.assign({}, FALLBACK, json ? (JSON.parse(json) as EmbedChrome) : {});
  } catch {
    return FALLBACK;
  }
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, css: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.style.cssText = css;
  return node;
}

/**
 * The family's stylesheet from our origin, once per page (its fonts are served for any site). A
 * host page whose CSP does not list our origin in style-src and font-src keeps the system stand-in.
 */
function loadFont(href: string) {
  if (document.querySelector(`link[href="${href}"]`)) return;
  const link = el("link", "");
  link.rel = "stylesheet";
  link.href = href;
  document.head.append(link);
}

/**
 * A focus ring for keyboard focus. Set inline, as every style here: a host page whose CSP takes
 * no <style> elements still lets a script set an element's style.
 */
function ringOnFocus(button: HTMLButtonElement) {
  button.onfocus = () => {
    if (button.matches(":focus-visible")) button.style.outline = "3px solid #2563eb";
  };
  button.onblur = () => (button.style.outline = "");
  button.style.outlineOffset = "3px";
}

const show: ShowChrome = ({ mode, frame, src, script, chrome: json, origin }) => {
  const chrome = read(json);
  if (chrome.fontCss) loadFont(new URL(chrome.fontCss, origin).href);
  frame.style.background = chrome.backdrop;
  if (mode === "full-page") {
    // The form's backdrop fills the whole window below a short form too (no band of white).
    frame.src = src;
    frame.style.cssText = `${TOP}inset:0;width:100%;height:100%;border:0;background:${chrome.backdrop}`;
    script.parentNode!.insertBefore(frame, script.nextSibling);
    return;
  }
  const slide = mode === "slide-in";
  const position = chrome.position ?? (slide ? "bottom-right" : "inline");
  const own = script.getAttribute("data-button-text");
  const open = el(
    "button",
    `font:600 16px/1.25 ${chrome.font};color:${chrome.buttonText};background:${chrome.button};` +
      `border:0;border-radius:${chrome.radius};padding:12px 22px;min-height:48px;cursor:pointer;` +
      `box-shadow:0 4px 14px rgba(0,0,0,.22);letter-spacing:.01em` +
      (position === "inline"
        ? ";margin:8px 0"
        : `;margin:0;${TOP}bottom:16px;${position === "bottom-left" ? "left" : "right"}:16px`),
  );
  open.className = "yardquote-button";
  open.textContent = own && own !== OLD_SNIPPET_TEXT ? own : chrome.text;

  const box = el(
    "div",
    `${TOP}inset:0;display:none;background:rgba(15,23,42,.6);justify-content:${slide ? "flex-end" : "center"};align-items:${slide ? "stretch" : "center"}`,
  );
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-modal", "true");
  box.setAttribute("aria-label", frame.title);
  // The panel is the form's backdrop from edge to edge: a bar holding the close button above the
  // frame (so it never covers the form's title), then the frame. A side panel's frame fills the
  // window's height and scrolls itself; a popup's grows with the form up to the window's height.
  const panel = el(
    "div",
    `background:${chrome.backdrop};display:flex;flex-direction:column;box-sizing:border-box;` +
      `box-shadow:0 20px 50px rgba(0,0,0,.35);width:min(${slide ? 440 : 640}px,100%);` +
      (slide ? "height:100%" : "max-height:100%;border-radius:12px;overflow:hidden"),
  );
  const bar = el("div", "display:flex;justify-content:flex-end;padding:8px 8px 4px;flex:none");
  const close = el(
    "button",
    "width:44px;height:44px;margin:0;padding:0;border-radius:50%;border:2px solid #fff;background:#111827;" +
      "color:#fff;display:flex;align-items:center;justify-content:center;cursor:pointer;box-shadow:0 0 0 1px rgba(0,0,0,.35)",
  );
  close.className = "yardquote-close";
  ringOnFocus(open);
  ringOnFocus(close);
  close.innerHTML = CLOSE_ICON;
  close.setAttribute("aria-label", "Close");
  const body = el("div", "flex:1 1 auto;min-height:0;overflow:auto;display:flex;flex-direction:column");
  if (slide) frame.style.cssText = "width:100%;flex:1 0 auto;border:0;display:block";
  frame.style.background = chrome.backdrop;
  bar.append(close);
  body.append(frame);
  panel.append(bar, body);
  box.append(panel);
  document.body.append(box);

  const isOpen = () => box.style.display !== "none";
  let overflow = "";
  const toggle = (on: boolean) => {
    const root = document.documentElement.style;
    // The page behind does not scroll while the dialog is open.
    if (on !== isOpen()) [overflow, root.overflow] = on ? [root.overflow, "hidden"] : ["", overflow];
    box.style.display = on ? "flex" : "none";
    if (on && !frame.src) frame.src = src;
    (on ? close : open).focus();
  };
  open.type = close.type = "button";
  open.onclick = () => toggle(true);
  close.onclick = () => toggle(false);
  box.onclick = (e) => e.target === box && toggle(false);
  box.onkeydown = (e) => e.key === "Escape" && toggle(false);
  // Focus stays in the dialog while it is open: Tab past the form's last field comes back to the
  // close button instead of the page behind.
  document.addEventListener("focusin", (e) => {
    if (isOpen() && !box.contains(e.target as Node)) close.focus();
  });
  if (position === "inline") script.parentNode!.insertBefore(open, script.nextSibling);
  // A floating button goes under the dialog's backdrop.
  else document.body.insertBefore(open, box);
};

(window as unknown as { YardQuoteChrome: ShowChrome }).YardQuoteChrome = show;
