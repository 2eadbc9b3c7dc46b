// DELETE /api/lab/own-code { id } – forget the caller's saved code for a cell (Reset to starter code).
import { authedRoute, parseBody } from "@/lib/http";
import { resetOwnCodeSchema, type ResetOwnCodeResponse } from "@/lib/schemas/labs";
import { resetOwnCellCode } from "@/lib/server/labs/reset-own-cell-code";

export const dynamic = "force-dynamic";

export const DELETE = authedRoute(
  async ({ req, user }) => {
    const { id } = await parseBody(req, resetOwnCodeSchema);
    const { code } = await resetOwnCellCode({ userId: user.id, cellId: id });
    return { message: "Your code was reset to the starter code.", id, code, savedCode: false } satisfies ResetOwnCodeResponse;
  },
  { limits: ["lab-write"] },
);
