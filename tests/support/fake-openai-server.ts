// A small OpenAI-compatible server on 127.0.0.1 for the AI tests: POST /v1/chat/completions.
// Modes: "ok" answers at once, "slow" answers after `slowMs` (beyond the app's timeout), "500" fails.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeMode = "ok" | "slow" | "500";

export type FakeOpenAi = {
  baseURL: string;
  calls: Array<{ authorization: string | undefined; body: { model: string; max_tokens?: number; messages: Array<{ role: string; content: string }> } }>;
  setMode(mode: FakeMode): void;
  setReply(text: string): void;
  close(): Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

export async function startFakeOpenAi({ slowMs = 5_000 }: { slowMs?: number } = {}): Promise<FakeOpenAi> {
  let mode: FakeMode = "ok";
  let reply = "Fake tutor reply.";
  const calls: FakeOpenAi["calls"] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const body = JSON.parse(await readBody(req));
    calls.push({ authorization: req.headers.authorization, body });
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: `chatcmpl-${calls.length}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content: reply }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
        }),
      );
    };
    if (mode === "500") {
      res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "upstream exploded", type: "server_error" } }));
    } else if (mode === "slow") {
      const t = setTimeout(() => {
        timers.delete(t);
        send();
      }, slowMs);
      timers.add(t);
    } else {
      send();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    calls,
    setMode: (m) => (mode = m),
    setReply: (t) => (reply = t),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
