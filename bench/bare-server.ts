// The baseline for the catalogue benchmark: node:http + pg answering the same query with the same JSON.
import http from "node:http";
import pg from "pg";

export const CATALOGUE_SQL = `
  SELECT c.id, c.name, c.img, c.status, c.price, c.currency, c.duration, c.language,
         c.instructor_name AS "instructorName",
         json_build_object('name', g.name) AS grade,
         json_build_object('name', b.name) AS board,
         json_build_object('id', u.id, 'username', u.username) AS "user"
  FROM courses c
  LEFT JOIN grades g ON g.id = c.grade_id
  LEFT JOIN boards b ON b.id = c.board_id
  JOIN users u ON u.id = c.user_id
  WHERE c.status = 3
  ORDER BY c.id`;

export function startBareServer(databaseUrl: string, port: number): Promise<{ close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const server = http.createServer(async (req, res) => {
    try {
      const { rows } = await pool.query(CATALOGUE_SQL);
      const body = JSON.stringify({ data: rows, message: "Success" });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(body);
    } catch (e) {
      res.writeHead(500);
      res.end(String(e));
    }
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve({ close: () => new Promise<void>((r) => server.close(() => pool.end().then(() => r()))) })),
  );
}
