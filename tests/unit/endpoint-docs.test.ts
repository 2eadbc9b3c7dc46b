// docs/contract.md shows every endpoint of lib/api/endpoints.ts, as the table is now (lib/api/endpoint-docs.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { endpoints } from "@/lib/api/endpoints";
import { BEGIN_MARKER, contractPath, END_MARKER, renderEndpointDocs, withEndpointDocs } from "@/lib/api/endpoint-docs";

const contract = readFileSync(path.resolve(__dirname, "../../docs/contract.md"), "utf8");

describe("the endpoint table in docs/contract.md", () => {
  it("is what the table renders now (run npm run docs:endpoints after changing an endpoint)", () => {
    expect(withEndpointDocs(contract)).toBe(contract);
  });

  it("names every endpoint, by method and path", () => {
    const section = contract.slice(contract.indexOf(BEGIN_MARKER), contract.indexOf(END_MARKER));
    const missing = Object.values(endpoints).filter((e) => !section.includes(`\`${e.method} ${contractPath(e.path)}\``));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
    expect(Object.keys(endpoints).length).toBeGreaterThan(90);
  });

  it("would fail for a changed entry, a new domain without a title, and missing markers", () => {
    const changed = endpoint({ method: "GET", path: "/api/x/:id", summary: "Was | changed.", access: ["teacher"], response: z.object({}) });
    const section = renderEndpointDocs({ auth: { changed } });
    expect(section).toContain("| `GET /api/x/{id}` | teacher | Was \\| changed. | — |");
    expect(withEndpointDocs(contract, section)).not.toBe(contract);
    expect(() => renderEndpointDocs({ brandNew: { changed } })).toThrow('"brandNew" has no title');
    expect(withEndpointDocs("no markers here")).toBeNull();
    expect(contractPath("/api/h5p/:id/files/:path*")).toBe("/api/h5p/{id}/files/{path…}");
  });
});
