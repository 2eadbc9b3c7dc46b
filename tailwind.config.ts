// Design tokens for Tailwind v4 (loaded from app/globals.css with @config).
import type { Config } from "tailwindcss";

const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: { 50: "#eef4ff", 100: "#dbe7ff", 500: "#3b6df6", 600: "#2a55d9", 700: "#2143ad", 900: "#172c6b" },
        accent: { 500: "#f59e0b", 600: "#d97706" },
        ink: { 900: "#0f172a", 700: "#334155", 500: "#64748b" },
      },
      width: { card: "384px" },
      maxWidth: { dialog: "400px", chat: "50em" },
      maxHeight: { chat: "30em" },
      fontFamily: { sans: ["var(--font-geist-sans)", "system-ui", "sans-serif"], mono: ["var(--font-geist-mono)", "monospace"] },
    },
  },
};

export default config;
