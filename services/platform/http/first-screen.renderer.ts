import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The first screen of the two public pages, written into their HTML answer: the landing page's hero and the
 * tracking page's heading (the product's name), in the page's own typeface and layout, with the few styles
 * they need inline. A shopper who scans a tag on a slow phone sees the product at once, instead of after the
 * scripts, the stylesheet and the data have arrived one after another; the app replaces it with the same
 * content when it renders (web/src/lib/first-screen.ts). The app's stylesheet is then only preloaded, so it no
 * longer holds the first paint back; the app waits for it before it renders.
 *
 * The heading is drawn with the same font file, size and width as the app's, so the app's heading is no larger
 * and the browser's largest paint stays the early one. Its face blocks (no fallback paint): a fallback of
 * another width would be a different size and make the app's later heading count as a new largest paint.
 */

/** A public item or package, as much as its page's first screen shows. */
export type PublicGoodsHeading = { displayId: string; name: string };

/** Looks the heading of a public tracking page up; provided by the context that answers `/api/tracking`. */
export interface PublicGoodsHeadings {
  heading(id: string): Promise<PublicGoodsHeading | undefined>;
}
export const PUBLIC_GOODS_HEADINGS = Symbol('PublicGoodsHeadings');

const TRACKING = /^\/productTracking\/([A-Za-z0-9]{1,32})\/?$/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Tabler's shield-check (the brand mark's icon), as the app draws it.
const SHIELD = (size: number, color: string, stroke: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M11.46 20.846a12 12 0 0 1 -7.96 -14.846a12 12 0 0 0 8.5 -3a12 12 0 0 0 8.5 3a12 12 0 0 1 -.09 7.06"/><path d="M15 19l2 2l4 -4"/></svg>`;

/** The styles of the first screens (values from the app's theme: ink, brass, Mantine's sizes at 1rem = 16px). */
const css = (font: string | undefined) => `${
  font
    ? `@font-face{font-family:"Inter Boot";font-style:normal;font-display:block;font-weight:100 900;src:url(${font}) format("woff2-variations");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`
    : ''
}
body{margin:0}
#boot{font-family:"Inter Boot",sans-serif;font-size:16px;line-height:1.55;color:#0e1116;background:#f6f5f2;min-height:100vh;-webkit-font-smoothing:antialiased}
#boot *{box-sizing:border-box;margin:0}
#boot a{text-decoration:none}
.boot-head{background:#0e1116;height:68px}
.boot-wrap{max-width:1140px;margin:0 auto;padding:0 16px}
.boot-head .boot-wrap{height:100%;display:flex;align-items:center;justify-content:space-between}
.boot-brand{display:flex;align-items:center;gap:8px;color:#fff;font-size:20px;font-weight:600;letter-spacing:.02em}
.boot-button{display:inline-flex;align-items:center;height:36px;padding:0 18px;border-radius:8px;background:#8a621a;color:#fff;font-size:14px;font-weight:600}
.boot-tracking .boot-head{border-bottom:1px solid rgba(255,255,255,.08);height:69px}
.boot-tracking main .boot-wrap{padding-top:24px;padding-bottom:24px;display:flex;flex-direction:column;align-items:flex-start;gap:6px}
.boot-badge{display:inline-flex;align-items:center;gap:6px;height:26px;padding:0 12px;border-radius:1000px;background:rgba(8,127,91,.1);color:rgb(6,99,71);font-size:13px;font-weight:700;letter-spacing:.25px;text-transform:uppercase}
.boot-tracking h1{font-size:28px;line-height:1.3;font-weight:650;overflow-wrap:break-word}
.boot-id{font-family:ui-monospace,SFMono-Regular,Menlo,Monaco,Consolas,"Liberation Mono","Courier New",monospace;color:#5a6578}
#boot.boot-landing{background:#151b25}
.boot-nav{background:rgba(14,17,22,.96);border-bottom:1px solid rgba(255,255,255,.08)}
.boot-nav .boot-wrap{display:flex;gap:4px;padding-top:8px;padding-bottom:8px;overflow:hidden}
.boot-nav span{flex:none;padding:6px 12px;border-radius:999px;font-size:14px;color:#c0c8d3;white-space:nowrap}
.boot-nav span:first-child{background:#dbb76d;color:#0e1116;font-weight:600}
.boot-hero{background:radial-gradient(ellipse at 50% -20%,rgba(201,149,47,.28),transparent 60%),linear-gradient(180deg,#0e1116 0%,#151b25 100%)}
.boot-hero .boot-wrap{max-width:960px;padding-top:56px;padding-bottom:56px;display:flex;flex-direction:column;align-items:center;text-align:center;gap:24px}
.boot-eyebrow{font-size:12px;font-weight:700;letter-spacing:.2em;text-transform:uppercase;color:#dbb76d}
.boot-hero h1{font-size:34px;line-height:1.1;font-weight:650;color:#fff}
.boot-hero p.boot-lead{color:#c0c8d3;max-width:560px}
.boot-search{width:100%;max-width:600px;height:50px;border-radius:999px;background:rgba(255,255,255,.08)}
.boot-start{border-radius:999px}
@media (min-width:36em){.boot-start{display:none}}
@media (min-width:48em){
.boot-tracking main .boot-wrap{padding-top:40px;padding-bottom:40px}
.boot-tracking h1{font-size:36px}
.boot-hero .boot-wrap{padding-top:96px;padding-bottom:96px}
.boot-hero h1{font-size:52px}
.boot-hero p.boot-lead{font-size:18px}
}`;

const header = `<header class="boot-head"><div class="boot-wrap"><a href="/" class="boot-brand" aria-label="Provenance home">${SHIELD(26, '#d0a246', 1.6)}<span>Provenance</span></a><a class="boot-button" href="/login">SIGN IN</a></div></header>`;

const LANDING = `<div id="boot" class="boot-landing">${header}<div class="boot-nav" aria-hidden="true"><div class="boot-wrap">${['Home', 'About', 'Unique Values', 'How it works', 'FAQ', "Let's have a chat"].map((label) => `<span>${escapeHtml(label)}</span>`).join('')}</div></div><main><section class="boot-hero"><div class="boot-wrap"><p class="boot-eyebrow">Anti-counterfeit · Provenance · Ownership</p><h1 id="boot-title">Is it genuine? Ask its history.</h1><p class="boot-lead">Enter the id printed on the tag, or upload a photo of its QR code, to see where a product comes from and who owns it today.</p><div class="boot-search" aria-hidden="true"></div><a class="boot-button boot-start" href="/login">Let's Start</a></div></section></main></div>`;

const tracking = ({ displayId, name }: PublicGoodsHeading) =>
  `<div id="boot" class="boot-tracking">${header}<main><div class="boot-wrap"><span class="boot-badge">${SHIELD(14, 'currentColor', 2)}Registered on Provenance</span><h1 id="boot-title">${escapeHtml(name)}</h1><p class="boot-id">${escapeHtml(displayId)}</p></div></main></div>`;

/** The hashed file of the typeface's Latin subset, which both first screens use. */
function latinFont(webDist: string): string | undefined {
  const assets = join(webDist, 'assets');
  if (!existsSync(assets)) return undefined;
  const file = readdirSync(assets).find((name) => /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(name));
  return file ? `/assets/${file}` : undefined;
}

export type FirstScreen = { html: string; links: string[]; cacheable: boolean };

/**
 * The HTML answers of the public pages with their first screen; undefined for any other path (and for a
 * tracking id nobody issued: the app shows its message for it).
 */
export function firstScreens(webDist: string, headings: PublicGoodsHeadings | undefined): (path: string) => Promise<FirstScreen | undefined> {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return async () => undefined;
  const template = readFileSync(index, 'utf8');
  const font = latinFont(webDist);
  const links = font ? [`<${font}>; rel=preload; as=font; type="font/woff2"; crossorigin`] : [];
  const page = (shell: string) =>
    template
      // Replacements by function: a product's name is the visitor's text, and `$&` in a replacement string is a pattern.
      .replace('</head>', () => `<style>${css(font)}</style></head>`)
      // The app's stylesheet no longer blocks the first paint; main.tsx turns it on and waits for it.
      .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/, (_link, href: string) => `<link rel="preload" as="style" crossorigin href="${href}" data-app-css>`)
      // The app's scripts yield to the first screen's font: fetched after it, not beside it.
      .replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, (_tag, start: string) => `<${start} fetchpriority="low" crossorigin`)
      .replace('<div id="root"></div>', () => `${shell}<div id="root"></div>`);
  const landing = page(LANDING);
  return async (path) => {
    if (path === '/') return { html: landing, links, cacheable: true };
    const match = TRACKING.exec(path);
    if (!match || !headings) return undefined;
    const heading = await headings.heading(match[1]!);
    return heading ? { html: page(tracking(heading)), links, cacheable: false } : undefined;
  };
}
