// A streamed answer's progress reaches the caller as each line arrives, not when the next one does: a Java run
// waiting in the line says so while it waits (before this, "Waiting for a free runner" showed only once the run had
// left the line and was compiling). Driven through the browser's fetch with a body that arrives line by line.
import { callApiStream } from "@/lib/client/call-api";
import { endpoints } from "@/lib/api/endpoints";
import { ApiError } from "@/lib/client/api";

type Feed = { send(line: unknown): void; end(): void };

/** Answers the next fetch with an NDJSON body the test writes line by line. */
function streamedAnswer(): Feed {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  jest.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response(body, { headers: { "content-type": "application/x-ndjson; charset=utf-8" } }));
  return { send: (line) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`)), end: () => controller.close() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => jest.restoreAllMocks());

test("each progress line is handed on as it arrives, and the line that is not progress is the answer", async () => {
  const feed = streamedAnswer();
  const seen: unknown[] = [];
  const answer = callApiStream(endpoints.runJava, { body: { code: "x" }, signal: new AbortController().signal }, (p) => seen.push(p));
  feed.send({ queued: 2 });
  await settle();
  expect(seen).toEqual([{ queued: 2 }]);
  feed.send({ queued: 0 });
  await settle();
  expect(seen).toEqual([{ queued: 2 }, { queued: 0 }]);
  feed.send({ running: true });
  await settle();
  expect(seen).toEqual([{ queued: 2 }, { queued: 0 }, { running: true }]);
  feed.send({ output: "hi\n" });
  feed.end();
  await expect(answer).resolves.toEqual({ output: "hi\n" });
  expect(seen).toHaveLength(3);
});

test("a refusal after progress is thrown as the server's error", async () => {
  const feed = streamedAnswer();
  const answer = callApiStream(endpoints.runJava, { body: { code: "x" }, signal: new AbortController().signal }, () => undefined);
  feed.send({ queued: 0 });
  feed.send({ status: 429, message: "The Java runner is busy right now. Please try again in a few seconds." });
  feed.end();
  await expect(answer).rejects.toMatchObject({ status: 429, message: "The Java runner is busy right now. Please try again in a few seconds." });
  await expect(answer).rejects.toBeInstanceOf(ApiError);
});

test("a stream that ends after progress only is a dropped connection", async () => {
  const feed = streamedAnswer();
  const answer = callApiStream(endpoints.runJava, { body: { code: "x" }, signal: new AbortController().signal }, () => undefined);
  feed.send({ queued: 0 });
  feed.send({ running: true });
  feed.end();
  await expect(answer).rejects.toMatchObject({ status: 0 });
});
