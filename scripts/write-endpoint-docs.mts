// npm run docs:endpoints: writes the endpoint table (lib/api/endpoints.ts) into docs/contract.md between its markers.
import { readFileSync, writeFileSync } from "node:fs";
import { withEndpointDocs } from "../lib/api/endpoint-docs.ts";

const file = "docs/contract.md";
const doc = readFileSync(file, "utf8");
const next = withEndpointDocs(doc);
if (next === null) {
  console.error(`${file} has no endpoint-table markers (lib/api/endpoint-docs.ts): add them where the table goes`);
  process.exit(1);
}
writeFileSync(file, next);
console.log(next === doc ? `${file}: the endpoint table was already current` : `${file}: endpoint table written`);
