// Small icons telling a lecture, an animated lecture and a game apart in the playlist.
import type { ContentType } from "@/lib/schemas/courses";

const paths: Record<ContentType, string> = {
  lecture: "M8 5v14l11-7z",
  "2": "M4 4h16v12H4zM8 20h8M12 16v4M10 8l5 2-5 2z",
  game: "M6 12h4M8 10v4M15 11h.01M18 13h.01M7 6h10a5 5 0 0 1 5 5v2a4 4 0 0 1-7 2.6L14 14h-4l-1 1.6A4 4 0 0 1 2 13v-2a5 5 0 0 1 5-5z",
  reading: "M4 5a2 2 0 0 1 2-2h5v16H6a2 2 0 0 0-2 2zM20 5a2 2 0 0 0-2-2h-5v16h5a2 2 0 0 1 2 2zM7 7h2M7 11h2M15 7h2M15 11h2",
  h5p: "M4 4h16v16H4zM8 9l3 3-3 3M13 15h3",
};

export function ContentIcon({ type }: { type: ContentType }) {
  const filled = type === "lecture";
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="shrink-0 text-brand-600"
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[type] ?? paths.lecture} />
    </svg>
  );
}
