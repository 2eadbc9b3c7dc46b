// Where the labs' Monaco is served (bundled by scripts/prepare-assets.mjs from ./bundle.ts; its file names, which
// carry their contents' hash, come from public/monaco/manifest.json through next.config.mjs) and how the page
// loads it: on an editor's address the page's first script preloads its files (EARLY_MONACO_SCRIPT, app/page.tsx)
// before any of the app's code has arrived; the lab route (components/shell/routes.tsx) and the editor module
// (components/labs/code-editor.tsx) run it through loadMonaco, once per page.
import type * as Monaco from "monaco-editor/editor/editor.api";
import { EDITOR_ROUTE } from "./editor-route";
import { monacoFiles } from "@/lib/public-env";

export type MonacoApi = typeof Monaco;

const { script: SCRIPT_URL, style: STYLE_URL, eager: EAGER_URLS } = monacoFiles();

/**
 * For the page's first inline script: on an editor's address, Monaco's stylesheet and modules start downloading at
 * once. They are fetched and parsed (modulepreload, with the script's nonce) but not run: running Monaco takes the
 * main thread for ~0.5 s, which the app's start needs first; the lab screen runs it (loadMonaco) as it asks for its
 * own code.
 */
export const EARLY_MONACO_SCRIPT = `try{if(${EDITOR_ROUTE.toString()}.test(location.hash)){var s=document.currentScript,n=s&&s.nonce,a=function(r,u){var l=document.createElement("link");l.rel=r;l.href=u;if(n)l.nonce=n;if(r==="stylesheet")l.setAttribute("data-monaco","");document.head.appendChild(l)};a("stylesheet",${JSON.stringify(STYLE_URL)});${JSON.stringify([SCRIPT_URL, ...EAGER_URLS])}.forEach(function(u){a("modulepreload",u)})}}catch(e){}`;

let pending: Promise<MonacoApi> | null = null;

function addStyle() {
  if (document.querySelector("link[data-monaco]")) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = STYLE_URL;
  link.setAttribute("data-monaco", "");
  document.head.appendChild(link);
}

/** Monaco's API, imported once per page (again after a failure). */
export function loadMonaco(): Promise<MonacoApi> {
  if (pending) return pending;
  addStyle();
  const url = SCRIPT_URL;
  const started = import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url) as Promise<MonacoApi>;
  started.catch(() => {
    if (pending === started) pending = null;
  });
  return (pending = started);
}
