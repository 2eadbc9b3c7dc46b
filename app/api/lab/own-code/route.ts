// DELETE /api/lab/own-code { id } – forget the caller's saved code for a cell (Reset to starter code).
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { resetOwnCellCode } from "@/lib/server/labs/reset-own-cell-code";

export const dynamic = "force-dynamic";

export const DELETE = handle(endpoints.resetOwnCode, async ({ body: { id }, user }) => {
  const { code } = await resetOwnCellCode({ userId: user.id, cellId: id });
  return { message: "Your code was reset to the starter code.", id, code, savedCode: false as const };
});
