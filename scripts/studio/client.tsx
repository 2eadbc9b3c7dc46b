// Browser entry of the operators' Studio page, bundled by esbuild when the server starts.
import "@prisma/studio-core/ui/index.css";
import { Studio } from "@prisma/studio-core/ui";
import { createStudioBFFClient } from "@prisma/studio-core/data/bff";
import { createPostgresAdapter } from "@prisma/studio-core/data/postgres-core";
import { createRoot } from "react-dom/client";

// Both databases speak PostgreSQL (PGlite is PostgreSQL compiled to WASM), so one adapter serves both.
const adapter = createPostgresAdapter({ executor: createStudioBFFClient({ url: "/bff" }) });

createRoot(document.getElementById("studio")!).render(<Studio adapter={adapter} />);
