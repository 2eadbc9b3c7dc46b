// PUT /api/lab/java-lab – { id, code }: the caller's own code for a Java cell (the template is untouched).
import { authedRoute, parseBody } from "@/lib/http";
import { LAB_TEXTS, saveOwnCodeSchema, type SaveOwnCodeResponse } from "@/lib/schemas/labs";
import { saveOwnCellCode } from "@/lib/server/labs/save-own-cell-code";

export const dynamic = "force-dynamic";

export const PUT = authedRoute(
  async ({ req, user }) => {
    const input = await parseBody(req, saveOwnCodeSchema);
    await saveOwnCellCode({ userId: user.id, input, java: true });
    const body: SaveOwnCodeResponse = { message: LAB_TEXTS.saved, id: input.id, savedCode: true };
    return body;
  },
  { limits: ["lab-write"] },
);
