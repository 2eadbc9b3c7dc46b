// The document is rendered per request, not prerendered: its Content-Security-Policy (proxy.ts) carries a fresh
// nonce, which Next puts on its own scripts while rendering.
import { connection } from "next/server";
import { HashShell } from "./hash-shell";

export default async function Page() {
  await connection();
  return <HashShell />;
}
