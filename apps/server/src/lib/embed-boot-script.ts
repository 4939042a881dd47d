import { createHash } from "node:crypto";

/** On <html> until the boot script switches the form's own family on (embed.css reads it). */
export const FONT_LATER_CLASS = "yq-font-later";
const FONT_SEEN_KEY = "yq-font-seen";

/**
 * The public page's one inline script (decision 065). Once the first paint is on screen, it
 * starts the page's modules (named in its data-src) and switches the owner's font family on: a
 * phone on a slow link spends its first bytes on the HTML, which already shows the first step,
 * not on the script that takes it over or on the font file. A browser that has
 * loaded the family before gets it at once, before the paint (a note in localStorage says so;
 * without storage it waits like a first visit). The browser's paint timing says when the paint
 * happened; where it has none, a timeout set inside requestAnimationFrame runs after that frame.
 * A page that paints nothing (a hidden iframe) starts after a second.
 */
export const BOOT_SCRIPT =
  "(function(s){var h=document.documentElement,started=0;" +
  `function font(){h.classList.remove("${FONT_LATER_CLASS}")}` +
  `try{if(localStorage.getItem("${FONT_SEEN_KEY}"))font()}catch(e){}` +
  "function start(){if(started++)return;font();" +
  's.getAttribute("data-src").split(" ").forEach(function(src){var e=document.createElement("script");' +
  'e.type="module";e.src=src;document.head.appendChild(e)})}' +
  'if(document.fonts)document.fonts.addEventListener("loadingdone",function(){' +
  `try{localStorage.setItem("${FONT_SEEN_KEY}","1")}catch(e){}});` +
  "function soon(){setTimeout(start)}var P=window.PerformanceObserver;" +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(list,o){o.disconnect();soon()}).observe({type:"paint",buffered:true});' +
  "else requestAnimationFrame(soon);setTimeout(start,1000)})(document.currentScript)";

/** The CSP source that lets exactly this script run, while every other inline script stays refused. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(BOOT_SCRIPT).digest("base64")}'`;
