import { createHash } from "node:crypto";

/**
 * The public page's one inline script (decision 065): it starts the page's modules (named in its
 * data-src) just after the first paint, so a phone on a slow link spends its first bytes on the
 * HTML, which already shows the first step (decision 058), not on the script that takes it over.
 * requestAnimationFrame runs before a paint and the timeout it sets after it; the second timeout
 * covers frames that paint nothing (a hidden iframe gets no animation frames).
 */
export const BOOT_SCRIPT =
  "(function(s){var started=0;function start(){if(started++)return;" +
  's.getAttribute("data-src").split(" ").forEach(function(src){var e=document.createElement("script");' +
  'e.type="module";e.src=src;document.head.appendChild(e)})}' +
  "requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,250)})(document.currentScript)";

/** The CSP source that lets exactly this script run, while every other inline script stays refused. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(BOOT_SCRIPT).digest("base64")}'`;
